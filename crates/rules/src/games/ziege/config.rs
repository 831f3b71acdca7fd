//! Nur die Ziege zählt's options and fixed numbers (NOTES.md keeps the choices in one place).

use serde::{Deserialize, Serialize};

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
