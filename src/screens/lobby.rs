//! The lobby: game, seats and options. A gamepad joins with South or Start and gets the next
//! free seat in its own colour; a joined pad leaves with East, changes colour with the
//! shoulders and moves seats with left/right; Start deals. Keyboard and mouse use the menu.
//! Its widgets live in `ui::lobby`.

use super::menu::{MenuFocus, MenuPick, step};
use super::{BOT_NAMES, MatchSetup, Screen, SeatKind, fresh_seed};
use crate::games::{TableGames, Toast};
use crate::input::SeatAction;
use crate::input::controllers::{Device, Presses};
use crate::input::owners::{Owners, PALETTE};
use bevy::prelude::*;
use stammtisch_rules::bots::Level;

/// At most this many gamepads join a table.
pub const MAX_GAMEPADS: usize = 8;

/// The lobby menu: the same items for mouse, keyboard and gamepad (the rules of the chosen game
/// are items too, so a gamepad alone can set them).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyChoice {
    Deal,
    /// The next game the table hosts.
    NextGame,
    MoreSeats,
    FewerSeats,
    /// Change the game's rule number k (a switch flips, a number steps on).
    Rule(u8),
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
        ];
        items.extend((0..rules(setup).len() as u8).map(LobbyChoice::Rule));
        items.push(LobbyChoice::Back);
        items
    }
    pub fn label(self, setup: &MatchSetup) -> String {
        match self {
            LobbyChoice::Deal => "Austeilen!".into(),
            LobbyChoice::NextGame => "Anderes Spiel".into(),
            LobbyChoice::MoreSeats => "Platz dazu".into(),
            LobbyChoice::FewerSeats => "Platz weg".into(),
            LobbyChoice::Rule(k) => rules(setup).get(k as usize).cloned().unwrap_or_default(),
            LobbyChoice::Back => "Zurück".into(),
        }
    }
}

/// The chosen game's rules as the menu shows them, in order (see `change_rule`).
fn rules(setup: &MatchSetup) -> Vec<String> {
    let on = |b: bool| if b { "an" } else { "aus" };
    match setup.game.as_str() {
        "schwimmen" => {
            let o = &setup.schwimmen;
            vec![
                format!("Schieben: {}", on(o.passing)),
                format!(
                    "Alle schieben, neue Mitte: {}",
                    on(o.replace_middle_after_all_pass)
                ),
                format!("Feuer: {}", on(o.feuer)),
            ]
        }
        "ziege" => vec![match setup.ziege.rounds {
            None => format!("Runden: wie Spieler ({})", setup.seats.len()),
            Some(n) => format!("Runden: {n}"),
        }],
        "jammerlappen" => vec![format!(
            "Reinwerfen: {:.1} s",
            setup.jammerlappen.throw_in_window_ms as f32 / 1000.0
        )],
        _ => Vec::new(),
    }
}

/// Changes rule `k` of the chosen game: switches flip, numbers step round.
fn change_rule(setup: &mut MatchSetup, k: u8) {
    match (setup.game.as_str(), k) {
        ("schwimmen", 0) => setup.schwimmen.passing ^= true,
        ("schwimmen", 1) => setup.schwimmen.replace_middle_after_all_pass ^= true,
        ("schwimmen", 2) => setup.schwimmen.feuer ^= true,
        ("ziege", 0) => {
            setup.ziege.rounds = match setup.ziege.rounds {
                None => Some(1),
                Some(n) if n < 6 => Some(n + 1),
                Some(_) => None,
            }
        }
        ("jammerlappen", 0) => {
            let ms = setup.jammerlappen.throw_in_window_ms;
            setup.jammerlappen.throw_in_window_ms = if ms >= 3000 { 500 } else { ms + 500 };
        }
        _ => {}
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LobbyChoice>();
    // A table set up here is a real game, even if the lobby was reached from the attract mode.
    app.add_systems(OnEnter(Screen::Lobby), |mut setup: ResMut<MatchSetup>| {
        setup.attract = false
    });
    app.add_systems(
        Update,
        // The menu reads the seats as they were before this frame's joins, so a join press
        // never also presses the focused button.
        (navigate, seat_gamepads, choose)
            .chain()
            .run_if(in_state(Screen::Lobby)),
    );
}

/// The players' range of the game chosen in the lobby.
fn players_range(setup: &MatchSetup, games: &TableGames) -> (usize, usize) {
    games
        .0
        .iter()
        .find(|g| g.id == setup.game)
        .map(|g| g.players)
        .unwrap_or((2, 9))
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
) {
    owners.keep_valid(&setup);
    let (_, max) = players_range(&setup, &games);
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
                    toast.show("Der Tisch ist voll", now);
                    continue;
                };
                owners.sit(press.device, seat);
                let colour = owners.colour_of(seat).unwrap_or(0);
                setup.seats[seat] = SeatKind::Human {
                    name: PALETTE[colour].0.to_string(),
                };
                toast.show(
                    format!("{} setzt sich an Platz {}", PALETTE[colour].0, seat + 1),
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
                    && name == PALETTE[old].0
                {
                    *name = PALETTE[new].0.to_string();
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
    mut focus: ResMut<MenuFocus>,
    mut choices: MessageWriter<LobbyChoice>,
) {
    // Free gamepads' presses are joins; seated pads' left/right/back are seat moves.
    let takes = |p: &crate::input::controllers::Press| match p.device {
        Device::Gamepad(_) => {
            owners.seat_of(p.device).is_some()
                && matches!(
                    p.action,
                    SeatAction::Up | SeatAction::Down | SeatAction::Confirm
                )
        }
        _ => true,
    };
    let items = LobbyChoice::items(&setup);
    match step(&presses, &mut focus, items.len(), takes) {
        Some(MenuPick::Chosen(i, _)) => {
            choices.write(items[i]);
        }
        Some(MenuPick::Back(_)) => {
            choices.write(LobbyChoice::Back);
        }
        None => {}
    }
    for press in presses.of(SeatAction::Pause) {
        if press.device == Device::Keyboard {
            choices.write(LobbyChoice::Back);
        }
    }
}

fn choose(
    mut choices: MessageReader<LobbyChoice>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
    games: Res<TableGames>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    mut next: ResMut<NextState<Screen>>,
) {
    for choice in choices.read() {
        match choice {
            LobbyChoice::Deal => {
                let (min, max) = players_range(&setup, &games);
                if !(min..=max).contains(&setup.seats.len()) {
                    toast.show(
                        format!("Dieses Spiel braucht {min} bis {max} Spieler"),
                        time.elapsed_secs(),
                    );
                    continue;
                }
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
                let (_, max) = players_range(&setup, &games);
                if setup.seats.len() < max {
                    let bot = bot_for(setup.seats.len());
                    setup.seats.push(bot);
                }
            }
            LobbyChoice::FewerSeats => {
                let (min, _) = players_range(&setup, &games);
                // The last bot leaves; people stay seated.
                if setup.seats.len() > min
                    && let Some(seat) = setup.seats.iter().rposition(|s| !s.is_human())
                {
                    setup.seats.remove(seat);
                    owners.seat_removed(seat);
                }
            }
            LobbyChoice::Rule(k) => change_rule(&mut setup, *k),
            LobbyChoice::Back => next.set(Screen::Title),
        }
    }
}
