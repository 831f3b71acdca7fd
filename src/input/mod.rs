//! Devices to seats: every gamepad and the keyboard have an input map (leafwing), the lobby
//! seats them, and at the table their presses become the same picks and verbs as the mouse's.

pub mod actions;
pub mod controllers;
pub mod cursor;
pub mod faults;
pub mod owners;
pub mod pause_menu;

pub use actions::SeatAction;

use bevy::prelude::*;
use stammtisch_rules::Seat;

/// The seats the desk devices play; `None` means "whoever human is on turn" (one person at a
/// desk, or a couch where the mouse is shared).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct DeskSeats {
    pub mouse: Option<Seat>,
    pub keyboard: Option<Seat>,
}

/// A game verb button every seat's device has; each game says what it means there
/// (Schwimmen: pass / knock / swap all; Jammerlappen: take the pot / throw in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableButton {
    /// Gamepad West.
    Act1,
    /// Gamepad North.
    Act2,
    /// Gamepad right trigger.
    Act3,
}

/// A seat's device pressed a verb button, with the time the input arrived.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct SeatPressed {
    /// `None`: a shared device (keyboard or HUD) with no seat of its own.
    pub seat: Option<Seat>,
    pub button: TableButton,
    pub at_secs: f32,
}

/// The seat a shared device acts for: its own seat if it has one, else the human on turn.
pub fn acting_seat(own: Option<Seat>, seats: &crate::table::seats::TableSeats) -> Option<Seat> {
    match own {
        Some(seat) => (seats.is_human(seat) && seats.on_turn.contains(&seat)).then_some(seat),
        None => seats.human_on_turn(),
    }
}

/// The order of seat input at the table within `TableSet::Collect`: seats change hands first
/// (reconnects), then the pause menu, then cursors and verbs; all before mouse hit-testing.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatInput {
    Assign,
    Menu,
    Act,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DeskSeats>();
    app.add_message::<SeatPressed>();
    app.configure_sets(
        Update,
        (SeatInput::Assign, SeatInput::Menu, SeatInput::Act)
            .chain()
            .in_set(crate::table::TableSet::Collect)
            .before(crate::table::hit::HitSet),
    );
    app.add_plugins((
        controllers::plugin,
        owners::plugin,
        cursor::plugin,
        faults::plugin,
        pause_menu::plugin,
    ));
}
