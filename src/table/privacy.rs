//! Who may see private cards on a shared screen: one human sees their own hand; with several
//! humans a hand shows only while its owner holds the peek button or has passed the turn gate
//! (a gate only when one person is on turn: where several act at once, each holds peek).

use super::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;

#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Privacy {
    /// Seats whose owner holds the peek button this frame.
    pub peeking: Vec<Seat>,
    /// The human on turn who pressed "show" behind the pass gate.
    pub gate_open: Option<Seat>,
    /// Seats whose owner holds their hand on a phone: the TV keeps it face down.
    pub phones: Vec<Seat>,
}

impl Privacy {
    /// Whether the screen may show `seat`'s private cards now. Bots never change this: a bot's
    /// cards stay hidden unless the whole table is open (the attract mode).
    pub fn shows(&self, seats: &TableSeats, seat: Seat) -> bool {
        if seats.attract {
            return true;
        }
        if !seats.is_here(seat) || self.phones.contains(&seat) {
            return false;
        }
        seats.people_here() <= 1 || self.peeking.contains(&seat) || self.gate_open == Some(seat)
    }

    /// The human on turn whose hand waits behind the gate ("pass to NAME, press to show").
    pub fn gate_for(&self, seats: &TableSeats) -> Option<Seat> {
        if seats.attract || seats.people_here() <= 1 {
            return None;
        }
        // Several people acting at once (a real-time game) have no turn to pass: each peeks
        // at their own hand by holding peek.
        let here = |s: Seat| seats.is_human(s) && !seats.remote.contains(&s);
        let people_on_turn = seats.on_turn.iter().filter(|&&s| here(s)).count();
        if people_on_turn > 1 {
            return None;
        }
        seats
            .on_turn
            .iter()
            .copied()
            .find(|&s| here(s))
            .filter(|&seat| self.gate_open != Some(seat) && !self.phones.contains(&seat))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Privacy>();
    app.add_systems(
        OnEnter(crate::core::Screen::Table),
        |mut privacy: ResMut<Privacy>| *privacy = Privacy::default(),
    );
    app.add_systems(
        Update,
        close_gate_after_turn.in_set(super::TableSet::Present),
    );
}

/// The gate closes again when its seat is no longer on turn, so the next person can't peek.
fn close_gate_after_turn(seats: Option<Res<TableSeats>>, mut privacy: ResMut<Privacy>) {
    let Some(seats) = seats else { return };
    if let Some(open) = privacy.gate_open
        && !seats.on_turn.contains(&open)
    {
        privacy.gate_open = None;
    }
}
