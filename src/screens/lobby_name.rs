//! A seat's name in the lobby without a mouse: the keyboard types it (after the menu's name
//! item: letters add, Backspace takes back, Enter or Escape ends), a gamepad picks the next of
//! a list of names (it has no letters).

use super::lobby::{LobbyChoice, LobbyMenu, NameEdit};
use crate::core::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use crate::settings::NAME_CHARS;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        type_name.after(LobbyMenu).run_if(in_state(Screen::Lobby)),
    );
}

/// The seat a seat's menu item is about.
pub fn seat_of(choice: LobbyChoice) -> u8 {
    match choice {
        LobbyChoice::Seat(k)
        | LobbyChoice::Name(k)
        | LobbyChoice::NameNext(k)
        | LobbyChoice::Level(k) => k,
        _ => 0,
    }
}

/// The name after seat `seat`'s in the list a gamepad steps through: the player's own name,
/// then the table's names, skipping those other seats wear.
pub fn next_name(setup: &MatchSetup, seat: usize, player_name: &str) -> String {
    let list: Vec<&str> = std::iter::once(player_name)
        .chain(BOT_NAMES.iter().copied())
        .collect();
    let current = setup.seats.get(seat).map_or("", |s| s.name());
    let taken = |name: &str| {
        setup
            .seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != seat && s.name() == name)
    };
    let at = list.iter().position(|n| *n == current);
    let start = at.map_or(0, |i| i + 1);
    (0..list.len())
        .map(|step| list[(start + step) % list.len()])
        .find(|n| !taken(n) && *n != current)
        .unwrap_or(current)
        .to_string()
}

/// The keyboard types into the name of the seat `NameEdit` names. Keys from the frame the
/// typing began (the Enter that chose the item) are not typed.
fn type_name(
    mut keys: MessageReader<KeyboardInput>,
    mut edit: ResMut<NameEdit>,
    mut setup: ResMut<MatchSetup>,
    tr: Res<crate::core::Tr>,
    in_ui: Res<crate::core::TypingInUi>,
    mut typing_since_last_frame: Local<Option<usize>>,
) {
    let typed: Vec<KeyboardInput> = keys.read().cloned().collect();
    // A name field clicked with the mouse takes the keyboard instead.
    if in_ui.0 && edit.0.is_some() {
        edit.0 = None;
    }
    let seat = edit.0.filter(|s| *typing_since_last_frame == Some(*s));
    if let Some(seat) = seat {
        for input in typed.iter().filter(|k| k.state == ButtonState::Pressed) {
            let Some(SeatKind::Human { name }) = setup.seats.get_mut(seat) else {
                edit.0 = None;
                break;
            };
            match input.key_code {
                KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Escape => {
                    edit.0 = None;
                    break;
                }
                KeyCode::Backspace => {
                    name.pop();
                }
                _ => {
                    let text = match (&input.text, &input.logical_key) {
                        (Some(text), _) => text.to_string(),
                        (None, Key::Character(c)) => c.to_string(),
                        (None, Key::Space) => " ".into(),
                        _ => String::new(),
                    };
                    for c in text.chars().filter(|c| !c.is_control()) {
                        if name.chars().count() < NAME_CHARS {
                            name.push(c);
                        }
                    }
                }
            }
        }
        // A name is never left empty: "Player n" stands in.
        if edit.0.is_none()
            && let Some(SeatKind::Human { name }) = setup.seats.get_mut(seat)
            && name.trim().is_empty()
        {
            *name = crate::tr!(tr, "lobby-player-n", n = seat + 1);
        }
    }
    *typing_since_last_frame = edit.0;
}
