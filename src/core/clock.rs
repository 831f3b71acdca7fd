//! The table's logical clock and the stamp every input carries: when it arrived (logical ms of
//! the match) and its rank among the inputs of the same frame.

use bevy::prelude::*;
use stammtisch_rules::Millis;

/// Logical milliseconds since the match began; it stands still while the table is paused. The
/// match driver ticks it; inputs are stamped with it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct TableClock {
    pub now: Millis,
}

/// When an input arrived: the logical time of its frame, then its arrival rank within the frame
/// (lower arrived earlier). Stamps order inputs: the earlier one wins a race.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stamp {
    pub at: Millis,
    pub rank: u32,
}

impl Stamp {
    pub fn new(at: Millis, rank: u32) -> Self {
        Stamp { at, rank }
    }
}
