//! Devices to seats: every gamepad and the keyboard have an input map (leafwing), the lobby
//! seats them, and at the table every press of every device enters one stamped stream
//! (`core::TablePress`) that the games read.

/// F1–F8: a game's eight quick choices on the keyboard (gestures, phrases), the same keys a pad's
/// wheel presses for its eight directions.
pub const FUNCTION_KEYS: [bevy::prelude::KeyCode; 8] = {
    use bevy::prelude::KeyCode::*;
    [F1, F2, F3, F4, F5, F6, F7, F8]
};

/// 1–9, then 0: the keyboard's number row, a game's numbered choices (the first card of a hand,
/// seat 1, …).
pub const DIGIT_KEYS: [bevy::prelude::KeyCode; 10] = {
    use bevy::prelude::KeyCode::*;
    [
        Digit1, Digit2, Digit3, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9, Digit0,
    ]
};

pub mod aim;
pub mod arrivals;
pub mod controllers;
pub mod cursor;
pub mod faults;
pub mod glyphs;
pub mod owners;
pub mod remap;
pub mod stream;

use bevy::prelude::*;
use stammtisch_rules::Seat;

/// The seats the desk devices play; `None` means "a person who may act" (one person at a desk,
/// or a couch where the mouse is shared).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct DeskSeats {
    pub mouse: Option<Seat>,
    pub keyboard: Option<Seat>,
}

/// The order of seat input at the table within `TableSet::Collect`: seats change hands first
/// (reconnects), then the pause menu, then cursors, verbs, keys and clicks.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatInput {
    Assign,
    Menu,
    Act,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DeskSeats>();
    app.configure_sets(
        Update,
        (SeatInput::Assign, SeatInput::Menu, SeatInput::Act)
            .chain()
            .in_set(crate::table::TableSet::Collect),
    );
    app.add_plugins((
        aim::plugin,
        arrivals::plugin,
        controllers::plugin,
        owners::plugin,
        cursor::plugin,
        faults::plugin,
        stream::plugin,
    ));
}
