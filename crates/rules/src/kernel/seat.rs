//! Seats around the table, numbered clockwise; "left of" means the next seat in play order.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A place at the table. Seat 0 is the first seat; play runs 0, 1, 2, ... and wraps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat to the left (next in play order) among `seats` seats.
    pub fn next(self, seats: usize) -> Seat {
        Seat(((self.index() + 1) % seats) as u8)
    }

    /// Every seat of a table with `seats` places.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..seats as u8).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 as u16 + 1)
    }
}
