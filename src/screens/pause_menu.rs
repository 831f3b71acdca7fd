//! The pause menu at the table (Start / Escape): resume, leave for the lobby or the title (after
//! a yes), open the settings or the game's "How to play" page over the paused table (H opens the
//! menu and the page at once), or, with a controller that plays no seat yet, take over a bot's
//! seat (at a table in another home the host gives the seats, and leaving leaves that table). It lives with the screens (not in `input/`) because it opens other screens' pages (the
//! settings, "How to play"); the devices only see that the table is paused (`TablePause`), so
//! `input/` never needs this module and the dependency runs one way, screens → input.

use crate::core::Toast;
use crate::core::actions::SeatAction;
use crate::core::overlay::Overlay;
use crate::core::{MatchSetup, Screen, SeatKind};
use crate::input::controllers::{Device, Presses};
use crate::input::owners::Owners;
use crate::table::pause::{PauseReason, TablePause};
use crate::table::seats::{HandToPhone, PhoneHeld, TableSeats};
use bevy::prelude::*;
use stammtisch_rules::Seat;

/// The menu's state (shown as `Overlay::Pause`): rows are the seats, then "resume", "to the
/// lobby", "to the title"; leaving asks first ("stay", "leave").
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PauseMenu {
    pub selected: usize,
    /// Leaving for the lobby or the title, waiting for a yes or a no.
    pub leaving: Option<MenuRow>,
    /// A phone's seat chosen once: chosen again, it goes to another phone.
    pub handing: Option<usize>,
    /// This screen sits at a table hosted in another home: its seats are the host's to give, it
    /// has no lobby, and leaving leaves that table (a bot plays on for its people).
    pub elsewhere: bool,
}

/// What a row of the menu does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuRow {
    Seat(usize),
    Resume,
    Lobby,
    Title,
    /// The settings screen over the paused table; back from it is back here.
    Settings,
    /// The game's "How to play" page over the paused table; closing it is back here.
    HowTo,
    /// Yes: leave the game for where `leaving` says.
    Leave,
    /// No: stay at the table.
    Stay,
}

impl PauseMenu {
    /// The menu holds the table: shown, or beneath the settings or the rules over it (H's rules
    /// too, which close back to the game).
    pub fn is_open(world: &World) -> bool {
        let held = world
            .get_resource::<TablePause>()
            .is_some_and(|p| p.reasons.contains(&PauseReason::Menu));
        match world.resource::<State<Overlay>>().get() {
            Overlay::Pause => true,
            Overlay::Settings | Overlay::Rules => held,
            _ => false,
        }
    }

    /// The rows shown now: the whole menu, or the question whether to leave.
    pub fn rows(&self, seats: usize) -> Vec<MenuRow> {
        if self.leaving.is_some() {
            return vec![MenuRow::Stay, MenuRow::Leave];
        }
        let seats = if self.elsewhere { 0 } else { seats };
        let lobby = (!self.elsewhere).then_some(MenuRow::Lobby);
        (0..seats)
            .map(MenuRow::Seat)
            .chain([MenuRow::Resume])
            .chain(lobby)
            .chain([MenuRow::Title, MenuRow::Settings, MenuRow::HowTo])
            .collect()
    }

    /// Where `row` stands among the rows shown now (the first row when it is not among them).
    pub fn index_of(&self, seats: usize, row: MenuRow) -> usize {
        self.rows(seats).iter().position(|r| *r == row).unwrap_or(0)
    }
}

/// A choice in the menu, from a controller or from the mouse (the egui menu writes these).
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct MenuChoice {
    pub row: MenuRow,
    pub device: Device,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PauseMenu>();
    app.add_message::<MenuChoice>();
    app.add_systems(OnEnter(Screen::Table), |mut menu: ResMut<PauseMenu>| {
        *menu = PauseMenu::default()
    });
    app.add_systems(
        Update,
        (navigate, choose)
            .chain()
            .in_set(crate::input::SeatInput::Menu)
            .run_if(
                in_state(Screen::Table)
                    .and_then(resource_exists::<TableSeats>)
                    .and_then(super::settings::settings_closed)
                    .and_then(super::howto::howto_closed),
            ),
    );
}

#[allow(clippy::too_many_arguments)]
fn navigate(
    presses: Res<Presses>,
    keys: Res<ButtonInput<KeyCode>>,
    settings: Res<crate::settings::Settings>,
    seats: Res<TableSeats>,
    mut menu: ResMut<PauseMenu>,
    mut pause: ResMut<TablePause>,
    mut choices: MessageWriter<MenuChoice>,
    elsewhere: Option<Res<crate::core::setup::Elsewhere>>,
    (overlay, mut next, mut howto, setup): (
        Res<State<Overlay>>,
        ResMut<NextState<Overlay>>,
        ResMut<super::howto::HowTo>,
        Res<MatchSetup>,
    ),
) {
    if seats.attract {
        return;
    }
    // A panel still over the screen (the phone codes) gives way to the menu.
    let was_open = *overlay.get() == Overlay::Pause;
    let mut open = was_open;
    if menu.elsewhere != elsewhere.is_some() {
        menu.elsewhere = elsewhere.is_some();
    }
    // H: the rules, over the paused table (unless a player bound H to a move).
    let rules_key = crate::input::remap::Binding::Key(KeyCode::KeyH);
    if keys.just_pressed(KeyCode::KeyH)
        && crate::input::remap::actions_on(&settings.bindings, rules_key).is_empty()
    {
        // Opened with the menu closed, the rules close back to the game (`HowTo::back`).
        if !open {
            *menu = PauseMenu {
                elsewhere: menu.elsewhere,
                ..default()
            };
            pause.add(PauseReason::Menu);
        }
        menu.leaving = None;
        menu.selected = menu.rows(seats.len()).len() - 1;
        let over = if open { Overlay::Pause } else { Overlay::None };
        howto.open(&setup.game, over, &mut next);
        return;
    }
    for press in &presses.0 {
        let rows = menu.rows(seats.len());
        match press.action {
            SeatAction::Pause => {
                open = !open;
                menu.leaving = None;
                menu.handing = None;
                menu.selected = menu.index_of(seats.len(), MenuRow::Resume);
                info!("pause menu {}", if open { "opened" } else { "closed" });
                if open {
                    pause.add(PauseReason::Menu);
                } else {
                    pause.remove(PauseReason::Menu);
                }
            }
            _ if !open => {}
            SeatAction::Up => menu.selected = (menu.selected + rows.len() - 1) % rows.len(),
            SeatAction::Down => menu.selected = (menu.selected + 1) % rows.len(),
            SeatAction::Back if menu.leaving.is_some() => {
                let asked = menu.leaving.take().unwrap_or(MenuRow::Resume);
                menu.selected = menu.index_of(seats.len(), asked);
            }
            SeatAction::Back => {
                open = false;
                pause.remove(PauseReason::Menu);
            }
            SeatAction::Confirm => {
                choices.write(MenuChoice {
                    row: rows[menu.selected.min(rows.len() - 1)],
                    device: press.device,
                });
            }
            _ => {}
        }
    }
    if open != was_open {
        next.set(if open { Overlay::Pause } else { Overlay::None });
    }
}

#[allow(clippy::too_many_arguments)]
fn choose(
    mut choices: MessageReader<MenuChoice>,
    mut menu: ResMut<PauseMenu>,
    mut pause: ResMut<TablePause>,
    mut seats: ResMut<TableSeats>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    (mut next, mut commands): (ResMut<NextState<Screen>>, Commands),
    mut settings_menu: ResMut<super::settings::SettingsMenu>,
    tr: Res<crate::core::Tr>,
    settings: Res<crate::settings::Settings>,
    pads: Query<(&Gamepad, Option<&Name>)>,
    phones: Res<PhoneHeld>,
    mut hand: MessageWriter<HandToPhone>,
    (mut howto, overlay, mut next_overlay): (
        ResMut<super::howto::HowTo>,
        Res<State<Overlay>>,
        ResMut<NextState<Overlay>>,
    ),
) {
    // What the settings and the rules lie over, and closing them shows again.
    let over = match *overlay.get() {
        Overlay::Pause => Overlay::Pause,
        _ => Overlay::None,
    };
    for choice in choices.read() {
        match choice.row {
            // The menu stays (and the table paused) beneath the settings and the rules.
            MenuRow::Settings => settings_menu.open(over, &mut next_overlay),
            MenuRow::HowTo => howto.open(&setup.game, over, &mut next_overlay),
            MenuRow::Resume => {
                Overlay::Pause.close_by(&overlay, &mut next_overlay);
                pause.remove(PauseReason::Menu);
            }
            MenuRow::Lobby | MenuRow::Title => {
                // Leaving ends the game: ask first, "no" focused.
                menu.leaving = Some(choice.row);
                menu.selected = 0;
            }
            MenuRow::Stay => {
                let asked = menu.leaving.take().unwrap_or(MenuRow::Resume);
                menu.selected = menu.index_of(seats.len(), asked);
            }
            MenuRow::Leave => {
                let to = match menu.leaving.take() {
                    Some(MenuRow::Lobby) => Screen::Lobby,
                    _ => Screen::Title,
                };
                // At a table in another home, the title is this screen's own again: it leaves
                // that table (the host pauses for its seats, then a bot plays on).
                if menu.elsewhere {
                    commands.queue(crate::net::guest::leave);
                }
                *menu = PauseMenu::default();
                Overlay::Pause.close_by(&overlay, &mut next_overlay);
                pause.remove(PauseReason::Menu);
                // The table's last message stays with the table.
                *toast = Toast::default();
                next.set(to);
            }
            MenuRow::Seat(i) => {
                let free = owners.seat_of(choice.device).is_none();
                let taken = seats.kinds.get(i).filter(|k| k.is_human());
                // A phone's seat chosen twice goes to another phone (a phone lost or broken):
                // on purpose, from the TV, never by a phone racing for it.
                if taken.is_some() && phones.0.contains(&Seat(i as u8)) {
                    if menu.handing.take() == Some(i) {
                        hand.write(HandToPhone(Seat(i as u8)));
                    } else {
                        menu.handing = Some(i);
                        toast.show(
                            crate::tr!(tr, "pause-hand-to-phone", seat = i + 1),
                            time.elapsed_secs(),
                        );
                    }
                    continue;
                }
                if let Some(person) = taken {
                    // Also what the later of two pads racing for one seat is told.
                    toast.show(
                        crate::tr!(tr, "pause-seat-taken", seat = i + 1, who = person.name()),
                        time.elapsed_secs(),
                    );
                    continue;
                }
                if !free {
                    toast.show(crate::tr!(tr, "pause-only-free-pad"), time.elapsed_secs());
                    continue;
                }
                // The desk's mouse and keyboard already play for the people at the table.
                let desk = matches!(choice.device, Device::Mouse | Device::Keyboard);
                if desk && seats.humans() > 0 {
                    let pad = crate::input::glyphs::hint_kind(pads.iter());
                    let button = super::settings_words::pad_button_of(
                        &settings,
                        SeatAction::Confirm,
                        pad,
                        &tr,
                    );
                    toast.show(
                        crate::tr!(tr, "hint-take-over-there", seat = i + 1, button = button),
                        time.elapsed_secs(),
                    );
                    continue;
                }
                let name = crate::tr!(tr, "pause-player-n", n = i + 1);
                seats.kinds[i] = SeatKind::Human { name: name.clone() };
                if let Some(seat) = setup.seats.get_mut(i) {
                    *seat = SeatKind::Human { name: name.clone() };
                }
                owners.sit(choice.device, i);
                toast.show(
                    crate::tr!(tr, "pause-takes-seat", who = name.as_str(), seat = i + 1),
                    time.elapsed_secs(),
                );
            }
        }
    }
}
