//! The lobby: game, seats and options. A gamepad joins with South or Start and gets the next
//! free seat in its own colour; a joined pad leaves with East, changes colour with the
//! shoulders and moves seats with left/right; Start deals. Keyboard and mouse use the menu, and
//! a seated pad steps through it too: every seat's kind, level and name are items. The last
//! table dealt is remembered in the settings and comes back when the lobby opens. Its widgets
//! live in `ui::lobby`.

use super::menu::{MenuFocus, MenuPick, step, step_grid};
use crate::core::actions::SeatAction;
use crate::core::{BOT_NAMES, MatchSetup, Screen, SeatKind, TableGames, Toast, fresh_seed};
use crate::input::controllers::{Device, Presses};
use crate::input::owners::Owners;
use crate::table::colours::PALETTE;
use bevy::prelude::*;
use stammtisch_rules::bots::Level;
use stammtisch_rules::{GameOption, OptionKind, OptionValue};

/// At most this many gamepads join a table.
pub const MAX_GAMEPADS: usize = 8;

/// The lobby menu's items a row (rule labels are long, and a row must never leave the window).
pub const PER_ROW: usize = 4;

/// The lobby menu: the same items for mouse, keyboard and gamepad (the rules of the chosen game
/// are items too, so a gamepad alone can set them).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyChoice {
    Deal,
    /// The next game the table hosts.
    NextGame,
    /// The chosen game's "How to play" page.
    HowTo,
    /// Open phone joining (each person's seat gets an address and a QR code), or close it.
    Phones,
    /// Open this table online (and show its invite), or show or hide the invite.
    Online,
    MoreSeats,
    FewerSeats,
    /// Change the game's rule number k (a switch flips, a number steps on).
    Rule(u8),
    /// Seat k's next kind: a person, then a bot easy, normal, hard, then a person again.
    Seat(u8),
    /// Type a new name for the person at seat k (the keyboard types into the seat's name).
    Name(u8),
    /// The next name from the list for the person at seat k (a gamepad has no letters).
    NameNext(u8),
    /// The bot at seat k plays the next level (easy, normal, hard, easy again).
    Level(u8),
    Back,
}

impl LobbyChoice {
    /// The menu for the game chosen now, in order.
    pub fn items(setup: &MatchSetup) -> Vec<LobbyChoice> {
        let mut items = vec![
            LobbyChoice::Deal,
            LobbyChoice::NextGame,
            LobbyChoice::MoreSeats,
            LobbyChoice::FewerSeats,
            LobbyChoice::HowTo,
            LobbyChoice::Phones,
            LobbyChoice::Online,
        ];
        items.extend((0..options(setup).len() as u8).map(LobbyChoice::Rule));
        for (k, seat) in setup.seats.iter().enumerate() {
            items.push(LobbyChoice::Seat(k as u8));
            items.push(if seat.is_human() {
                LobbyChoice::Name(k as u8)
            } else {
                LobbyChoice::Level(k as u8)
            });
        }
        items.push(LobbyChoice::Back);
        items
    }
    pub fn label(self, setup: &MatchSetup, tr: &crate::core::Tr) -> String {
        let n = super::lobby_name::seat_of(self) + 1;
        match self {
            LobbyChoice::Deal => crate::tr!(tr, "lobby-deal"),
            LobbyChoice::NextGame => crate::tr!(tr, "lobby-next-game"),
            LobbyChoice::HowTo => crate::tr!(tr, "lobby-howto"),
            // The lobby's widgets say "close" while joining is open.
            LobbyChoice::Phones => crate::tr!(tr, "phone-connect"),
            // The lobby's widgets say "show" or "hide" once the table is open online.
            LobbyChoice::Online => crate::tr!(tr, "net-open-online"),
            LobbyChoice::MoreSeats => crate::tr!(tr, "lobby-more-seats"),
            LobbyChoice::FewerSeats => crate::tr!(tr, "lobby-fewer-seats"),
            LobbyChoice::Rule(k) => rules(setup, tr)
                .get(k as usize)
                .cloned()
                .unwrap_or_default(),
            LobbyChoice::Seat(k) => match setup.seats.get(k as usize) {
                Some(SeatKind::Human { name }) => {
                    crate::tr!(tr, "lobby-seat-human", n = n, name = name)
                }
                Some(SeatKind::Bot { name, level }) => crate::tr!(
                    tr,
                    "lobby-seat-bot",
                    n = n,
                    name = name,
                    level = crate::core::words::level(tr, *level)
                ),
                None => String::new(),
            },
            LobbyChoice::Name(_) | LobbyChoice::NameNext(_) => {
                crate::tr!(tr, "lobby-seat-name", n = n)
            }
            LobbyChoice::Level(k) => match setup.seats.get(k as usize) {
                Some(SeatKind::Bot { level, .. }) => crate::tr!(
                    tr,
                    "lobby-seat-level",
                    n = n,
                    level = crate::core::words::level(tr, *level)
                ),
                _ => String::new(),
            },
            LobbyChoice::Back => crate::tr!(tr, "lobby-back"),
        }
    }
}

/// The seat whose name the keyboard types now (`lobby_name`); Enter or Escape ends it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct NameEdit(pub Option<usize>);

/// The lobby's menu systems (the name typing and the "How to play" page run after them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LobbyMenu;

/// The chosen game's options as the rules' registry lists them.
fn options(setup: &MatchSetup) -> &'static [GameOption] {
    stammtisch_rules::games::find(&setup.game).map_or(&[], |g| g.options)
}

/// One option's value as the menu shows it.
pub fn option_text(
    game: &str,
    option: &GameOption,
    value: &OptionValue,
    tr: &crate::core::Tr,
) -> String {
    let shown = match (&option.kind, value) {
        (OptionKind::Toggle, OptionValue::Bool(on)) => {
            if *on {
                crate::tr!(tr, "lobby-on")
            } else {
                crate::tr!(tr, "lobby-off")
            }
        }
        (OptionKind::Choice(choices), OptionValue::Int(v)) => {
            choices.iter().find(|(c, _)| c == v).map_or_else(
                || v.to_string(),
                |(_, label)| crate::core::words::option_choice(tr, game, option, *v, label),
            )
        }
        (_, OptionValue::Int(v)) => v.to_string(),
        (_, OptionValue::Bool(b)) => b.to_string(),
    };
    let label = crate::core::words::option_label(tr, game, option);
    format!("{label}: {shown}")
}

/// The chosen game's rules as the menu shows them, in order (see `change_rule`).
fn rules(setup: &MatchSetup, tr: &crate::core::Tr) -> Vec<String> {
    options(setup)
        .iter()
        .map(|o| option_text(&setup.game, o, &setup.option(o.name, &o.default), tr))
        .collect()
}

/// The value after `value` when a menu item is pressed: switches flip, numbers step round.
pub fn next_value(option: &GameOption, value: &OptionValue) -> OptionValue {
    match (&option.kind, value) {
        (OptionKind::Toggle, OptionValue::Bool(on)) => OptionValue::Bool(!on),
        (OptionKind::Range { min, max, step }, OptionValue::Int(v)) => {
            let next = v.saturating_add((*step).max(1));
            OptionValue::Int(if next > *max { *min } else { next })
        }
        (OptionKind::Choice(choices), OptionValue::Int(v)) => {
            let at = choices.iter().position(|(c, _)| c == v);
            let next = at.map_or(0, |i| (i + 1) % choices.len().max(1));
            choices
                .get(next)
                .map_or(option.default, |(c, _)| OptionValue::Int(*c))
        }
        _ => option.default,
    }
}

/// Changes rule `k` of the chosen game.
fn change_rule(setup: &mut MatchSetup, k: u8) {
    if let Some(option) = options(setup).get(k as usize) {
        let value = next_value(option, &setup.option(option.name, &option.default));
        setup.set_option(option.name, value);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LobbyChoice>();
    app.init_resource::<NameEdit>();
    // A table set up here is a real game, even if the lobby was reached from the attract mode.
    // A new company: what a game carried from match to match (who begins) starts afresh.
    app.add_systems(
        OnEnter(Screen::Lobby),
        (
            restore,
            |mut setup: ResMut<MatchSetup>, mut name_edit: ResMut<NameEdit>| {
                setup.attract = false;
                setup.carry.clear();
                name_edit.0 = None;
            },
        )
            .chain(),
    );
    app.add_systems(
        Update,
        // The menu reads the seats as they were before this frame's joins, so a join press
        // never also presses the focused button.
        (navigate, seat_gamepads, choose)
            .chain()
            .in_set(LobbyMenu)
            .run_if(in_state(Screen::Lobby)),
    );
}

/// The last table dealt comes back (when it still fits the table); pads that sat down on the
/// way here keep their seats.
fn restore(
    settings: Res<crate::settings::Settings>,
    games: Res<TableGames>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
) {
    let remembered = settings
        .last_lobby
        .as_ref()
        .and_then(|memory| memory.fitting(&games, crate::settings::NAME_CHARS));
    let Some((game, seats, options)) = remembered else {
        return;
    };
    let pads: Vec<(usize, SeatKind)> = (0..setup.seats.len())
        .filter(|&i| {
            owners
                .devices_of(i)
                .any(|d| matches!(d, Device::Gamepad(_)))
        })
        .map(|i| (i, setup.seats[i].clone()))
        .collect();
    setup.game = game;
    setup.options = options;
    setup.seats = seats;
    for (i, seat) in pads {
        if let Some(at) = setup.seats.get_mut(i) {
            *at = seat;
        }
    }
    owners.keep_valid(&setup);
}

/// What the lobby remembers of a table about to be dealt: the setup, and the name of the
/// person at the desk (the first person without a gamepad) as the player's name.
fn remember(setup: &MatchSetup, owners: &Owners, settings: &mut ResMut<crate::settings::Settings>) {
    let memory = Some(crate::core::LobbyMemory::of(setup));
    if settings.last_lobby != memory {
        settings.last_lobby = memory;
    }
    let desk = setup.seats.iter().enumerate().find(|(i, s)| {
        s.is_human()
            && !owners
                .devices_of(*i)
                .any(|d| matches!(d, Device::Gamepad(_)))
    });
    if let Some((_, seat)) = desk
        && !seat.name().is_empty()
        && settings.player_name != seat.name()
    {
        settings.player_name = seat.name().to_string();
    }
}

/// A seat given back to a bot.
pub fn bot_for(seat: usize) -> SeatKind {
    SeatKind::Bot {
        name: BOT_NAMES[seat % BOT_NAMES.len()].into(),
        level: Level::Normal,
    }
}

/// The presses of gamepads: joining, leaving, colours, moving seats, dealing.
#[allow(clippy::too_many_arguments)]
fn seat_gamepads(
    presses: Res<Presses>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
    games: Res<TableGames>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    mut choices: MessageWriter<LobbyChoice>,
    howto: Res<super::howto::HowTo>,
    tr: Res<crate::core::Tr>,
) {
    owners.keep_valid(&setup);
    // The rules page is up: it takes the presses.
    if howto.is_open() {
        return;
    }
    let (_, max) = games.players_of(&setup.game);
    for press in &presses.0 {
        let Device::Gamepad(_) = press.device else {
            continue;
        };
        let now = time.elapsed_secs();
        match (owners.seat_of(press.device), press.action) {
            (None, SeatAction::Confirm | SeatAction::Pause) => {
                let pads = owners
                    .0
                    .iter()
                    .filter(|o| matches!(o.device, Device::Gamepad(_)))
                    .count();
                let free = setup.seats.iter().position(|s| !s.is_human());
                let seat = match free {
                    _ if pads >= MAX_GAMEPADS => None,
                    Some(seat) => Some(seat),
                    None if setup.seats.len() < max => {
                        let bot = bot_for(setup.seats.len());
                        setup.seats.push(bot);
                        Some(setup.seats.len() - 1)
                    }
                    None => None,
                };
                let Some(seat) = seat else {
                    toast.show(crate::tr!(tr, "lobby-table-full"), now);
                    continue;
                };
                owners.sit(press.device, seat);
                let colour = owners.colour_of(seat).unwrap_or(0);
                setup.seats[seat] = SeatKind::Human {
                    name: crate::tr!(tr, PALETTE[colour].0),
                };
                toast.show(
                    crate::tr!(
                        tr,
                        "lobby-sits-down",
                        colour = crate::tr!(tr, PALETTE[colour].0),
                        n = seat + 1
                    ),
                    now,
                );
            }
            (Some(seat), SeatAction::Back) => {
                owners.leave(press.device);
                if owners.devices_of(seat).next().is_none() {
                    setup.seats[seat] = bot_for(seat);
                }
            }
            (Some(seat), SeatAction::Next | SeatAction::Prev) => {
                let old = owners.colour_of(seat).unwrap_or(0);
                let step = if press.action == SeatAction::Next {
                    0
                } else {
                    PALETTE.len() - 2
                };
                let new = owners.free_colour(old + step);
                for owner in owners.0.iter_mut().filter(|o| o.seat == seat) {
                    owner.colour = new;
                }
                // A seat named after its colour keeps matching it.
                if let SeatKind::Human { name } = &mut setup.seats[seat]
                    && *name == crate::tr!(tr, PALETTE[old].0)
                {
                    *name = crate::tr!(tr, PALETTE[new].0);
                }
            }
            (Some(seat), SeatAction::Left | SeatAction::Right) => {
                let n = setup.seats.len();
                let other = if press.action == SeatAction::Right {
                    (seat + 1) % n
                } else {
                    (seat + n - 1) % n
                };
                setup.seats.swap(seat, other);
                owners.swap_seats(seat, other);
            }
            (Some(_), SeatAction::Pause) => {
                choices.write(LobbyChoice::Deal);
            }
            _ => {}
        }
    }
}

/// Keyboard and seated gamepads move through the menu (Deal, Back).
fn navigate(
    presses: Res<Presses>,
    setup: Res<MatchSetup>,
    owners: Res<Owners>,
    name_edit: Res<NameEdit>,
    howto: Res<super::howto::HowTo>,
    mut focus: ResMut<MenuFocus>,
    mut choices: MessageWriter<LobbyChoice>,
) {
    // The rules page takes every press; a name being typed takes the keyboard.
    if howto.is_open() {
        return;
    }
    let typing = name_edit.0.is_some();
    // Free gamepads' presses are joins; seated pads' left/right/back are seat moves.
    let takes = |p: &crate::input::controllers::Press| match p.device {
        Device::Gamepad(_) => {
            owners.seat_of(p.device).is_some()
                && matches!(
                    p.action,
                    SeatAction::Up | SeatAction::Down | SeatAction::Confirm
                )
        }
        _ => !typing,
    };
    // The desk's keys move over the menu's rows and columns; seated pads (whose left/right move
    // their seats) step through it in reading order.
    let desk =
        |p: &crate::input::controllers::Press| !matches!(p.device, Device::Gamepad(_)) && takes(p);
    let pads =
        |p: &crate::input::controllers::Press| matches!(p.device, Device::Gamepad(_)) && takes(p);
    let items = LobbyChoice::items(&setup);
    let grid = step_grid(&presses, &mut focus, items.len(), PER_ROW, desk);
    match grid.or(step(&presses, &mut focus, items.len(), pads)) {
        // A gamepad has no letters: its name item picks the next name from the list.
        Some(MenuPick::Chosen(i, Device::Gamepad(_)))
            if matches!(items[i], LobbyChoice::Name(_)) =>
        {
            choices.write(LobbyChoice::NameNext(super::lobby_name::seat_of(items[i])));
        }
        Some(MenuPick::Chosen(i, _)) => {
            choices.write(items[i]);
        }
        Some(MenuPick::Back(_)) => {
            choices.write(LobbyChoice::Back);
        }
        None => {}
    }
    for press in presses.of(SeatAction::Pause) {
        if press.device == Device::Keyboard && !typing {
            choices.write(LobbyChoice::Back);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn choose(
    mut choices: MessageReader<LobbyChoice>,
    mut settings: ResMut<crate::settings::Settings>,
    mut howto: ResMut<super::howto::HowTo>,
    tr: Res<crate::core::Tr>,
    mut name_edit: ResMut<NameEdit>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
    games: Res<TableGames>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    mut next: ResMut<NextState<Screen>>,
    mut joining: ResMut<crate::phone::PhoneJoining>,
    mut commands: Commands,
) {
    for choice in choices.read() {
        match choice {
            // The first press starts the server; then it shows or hides the codes, and the
            // phones stay (the title stops the server).
            LobbyChoice::Online => {
                joining.shown = false;
                commands.queue(|world: &mut World| {
                    let open = world.contains_resource::<crate::net::Hosting>();
                    let mut panel = world.resource_mut::<crate::ui::online::OnlinePanel>();
                    panel.shown = !open || !panel.shown;
                    if !open {
                        crate::ui::online::open_online(world);
                    }
                });
            }
            LobbyChoice::Phones => {
                commands.queue(|world: &mut World| {
                    if let Some(mut panel) =
                        world.get_resource_mut::<crate::ui::online::OnlinePanel>()
                    {
                        panel.shown = false;
                    }
                });
                joining.toggle_shown();
            }
            LobbyChoice::Deal => {
                let (min, max) = games.players_of(&setup.game);
                if !(min..=max).contains(&setup.seats.len()) {
                    toast.show(
                        crate::tr!(tr, "lobby-needs-players", min = min, max = max),
                        time.elapsed_secs(),
                    );
                    continue;
                }
                remember(&setup, &owners, &mut settings);
                setup.seed = fresh_seed();
                next.set(Screen::Table);
            }
            LobbyChoice::NextGame => {
                let at = games.0.iter().position(|g| g.id == setup.game);
                let next_game = at.map_or(0, |i| (i + 1) % games.0.len().max(1));
                if let Some(game) = games.0.get(next_game) {
                    setup.game = game.id.to_string();
                    // Keep the people, fit the table to the game's size with bots.
                    let (min, max) = game.players;
                    while setup.seats.len() > max {
                        let last = setup.seats.len() - 1;
                        let seat = setup
                            .seats
                            .iter()
                            .rposition(|s| !s.is_human())
                            .unwrap_or(last);
                        setup.seats.remove(seat);
                        owners.seat_removed(seat);
                    }
                    while setup.seats.len() < min {
                        let bot = bot_for(setup.seats.len());
                        setup.seats.push(bot);
                    }
                }
            }
            LobbyChoice::MoreSeats => {
                let (_, max) = games.players_of(&setup.game);
                if setup.seats.len() < max {
                    let bot = bot_for(setup.seats.len());
                    setup.seats.push(bot);
                } else {
                    toast.show(
                        crate::tr!(tr, "lobby-max-seats", max = max),
                        time.elapsed_secs(),
                    );
                }
            }
            LobbyChoice::FewerSeats => {
                let (min, _) = games.players_of(&setup.game);
                // The last bot leaves; people stay seated.
                let bot = setup.seats.iter().rposition(|s| !s.is_human());
                if setup.seats.len() <= min {
                    toast.show(
                        crate::tr!(tr, "lobby-min-seats", min = min),
                        time.elapsed_secs(),
                    );
                } else if bot.is_none() {
                    toast.show(crate::tr!(tr, "lobby-only-bots-leave"), time.elapsed_secs());
                }
                if setup.seats.len() > min
                    && let Some(seat) = bot
                {
                    setup.seats.remove(seat);
                    owners.seat_removed(seat);
                }
            }
            LobbyChoice::Rule(k) => change_rule(&mut setup, *k),
            LobbyChoice::Name(k) => name_edit.0 = Some(*k as usize),
            LobbyChoice::NameNext(k) => {
                let i = *k as usize;
                let name = super::lobby_name::next_name(&setup, i, &settings.player_name);
                if let Some(SeatKind::Human { name: at }) = setup.seats.get_mut(i) {
                    *at = name;
                }
            }
            LobbyChoice::Level(k) => {
                if let Some(SeatKind::Bot { level, .. }) = setup.seats.get_mut(*k as usize) {
                    *level = match level {
                        Level::Easy => Level::Normal,
                        Level::Normal => Level::Hard,
                        _ => Level::Easy,
                    };
                }
            }
            LobbyChoice::HowTo => howto.open(&setup.game),
            LobbyChoice::Seat(k) => {
                let i = *k as usize;
                let next = match setup.seats.get(i) {
                    Some(SeatKind::Human { .. }) => Some(Level::Easy),
                    Some(SeatKind::Bot { level, .. }) => match level {
                        Level::Easy => Some(Level::Normal),
                        Level::Normal => Some(Level::Hard),
                        _ => None,
                    },
                    None => continue,
                };
                setup.seats[i] = match next {
                    Some(level) => {
                        let devices: Vec<Device> = owners.devices_of(i).collect();
                        for device in devices {
                            owners.leave(device);
                        }
                        SeatKind::Bot {
                            name: BOT_NAMES[i % BOT_NAMES.len()].into(),
                            level,
                        }
                    }
                    None => SeatKind::Human {
                        name: if i == 0 {
                            settings.player_name.clone()
                        } else {
                            crate::tr!(tr, "lobby-player-n", n = i + 1)
                        },
                    },
                };
            }
            LobbyChoice::Back => next.set(Screen::Title),
        }
    }
}
