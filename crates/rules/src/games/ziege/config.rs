//! Nur die Ziege zählt's options and fixed numbers (NOTES.md keeps the choices in one place).

use crate::kernel::{GameRng, Seat};
use serde::{Deserialize, Serialize};

/// **choice** the rulebook's "The youngest player begins" needs ages the table does not know: the
/// first round's starting player is drawn at random.
pub(super) fn first_starter(rng: &mut GameRng, players: usize) -> Seat {
    Seat(rng.below(players) as u8)
}

/// **choice** (the rulebook is silent on later rounds): the next round's starting player is the left
/// neighbour of the last one (the next seat clockwise, the way predictions and tricks go round), so
/// that with the rulebook's "as many rounds as the number of players" everybody starts once.
pub(super) fn next_starter(starter: Seat, players: usize) -> Seat {
    starter.next(players)
}

/// Cards dealt to each player per round; also the number of tricks in a round.
pub const HAND_SIZE: u8 = 8;
/// Tricks per round.
pub const TRICKS: u8 = HAND_SIZE;
/// The most players the game (and the fixed-size state arrays) support.
pub const MAX_PLAYERS: usize = 6;

/// The options of one match.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ZiegeConfig {
    /// Rounds in the match; `None` (the rulebook) plays as many rounds as there are players.
    /// At most six.
    pub rounds: Option<u32>,
}

impl ZiegeConfig {
    /// Rounds in a match of `players`: as the options say, else one per player.
    pub fn rounds_for(&self, players: usize) -> u32 {
        self.rounds.unwrap_or(players as u32)
    }
}
