//! Devices to seats: which seat the mouse, the keyboard and each gamepad play, and the buttons
//! every seat has (beyond picking things on the table, which goes through `table::hit::Clicked`).

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
pub fn acting_seat(
    own: Option<Seat>,
    seats: &crate::table::seats::TableSeats,
) -> Option<Seat> {
    match own {
        Some(seat) => (seats.is_human(seat) && seats.on_turn.contains(&seat)).then_some(seat),
        None => seats.human_on_turn(),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DeskSeats>();
    app.add_message::<SeatPressed>();
}
