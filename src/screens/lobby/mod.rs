//! The lobby: game, seats and options. A gamepad joins with South or Start and gets the next
//! free seat in its own colour; a joined pad leaves with East, changes colour with the
//! shoulders and moves seats with left/right; Start deals. Keyboard and mouse use the menu, and
//! a seated pad steps through it too: every seat's kind, level and name are items. The last
//! table dealt is remembered in the settings and comes back when the lobby opens. Its widgets
//! live in `ui::lobby`. Here: the menu's items and moving over them; what each item does
//! (`choose`), the game's rules as items (`rules`), gamepads taking seats (`pads`), the last
//! table dealt (`memory`).

mod choose;
mod memory;
mod pads;
mod rules;

pub use pads::{MAX_GAMEPADS, bot_for};
pub use rules::{forced_now, next_value, option_name, option_text};

use super::menu::{MenuFocus, MenuPick, step, step_grid};
use crate::core::actions::SeatAction;
use crate::core::{MatchSetup, Screen, SeatKind};
use crate::input::controllers::{Device, Presses};
use crate::input::owners::Owners;
use bevy::prelude::*;

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
        items.extend((0..rules::options(setup).len() as u8).map(LobbyChoice::Rule));
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
            LobbyChoice::Rule(k) => rules::rules(setup, tr)
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

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LobbyChoice>();
    app.init_resource::<NameEdit>();
    // A table set up here is a real game, even if the lobby was reached from the attract mode.
    // A new company: what a game carried from match to match (who begins) starts afresh.
    app.add_systems(
        OnEnter(Screen::Lobby),
        (
            memory::restore,
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
        (navigate, pads::seat_gamepads, choose::choose)
            .chain()
            .in_set(LobbyMenu)
            .run_if(in_state(Screen::Lobby)),
    );
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
