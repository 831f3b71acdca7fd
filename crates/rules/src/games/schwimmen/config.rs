//! Schwimmen's options (the lobby offers them) and the choices NOTES.md asks us to keep in one place.

use crate::kernel::{GameRng, Seat};
use serde::{Deserialize, Serialize};

/// Lives each player starts with; after the last one is lost the player "swims" (rulebook: "verfügt
/// jeder Spieler symbolisch über drei Leben").
pub const STARTING_LIVES: u8 = 3;

/// **choice** (the rulebook names no first dealer): the first dealer is drawn at random.
pub(super) fn first_dealer(rng: &mut GameRng, players: usize) -> Seat {
    Seat(rng.below(players) as u8)
}

/// **choice** (the rulebook is silent): the deal passes to the left, the way play runs ("Der Spieler
/// links vom Geber beginnt"), skipping players who went under. `next_in` is the next seat to the
/// left that is still in.
pub(super) fn next_dealer(dealer: Seat, next_in: impl Fn(Seat) -> Seat) -> Seat {
    next_in(dealer)
}

/// The options of one game of Schwimmen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SchwimmenConfig {
    /// **option** (default on): a player may pass ("Ich schiebe") instead of swapping.
    pub passing: bool,
    /// **option** (default on): when every player passes in a row, the middle is put aside and three
    /// new cards are laid out from the stock. When the stock runs out (with 9 players it holds only
    /// 2 cards), the cards put aside, the old middle among them, are shuffled into a new stock.
    pub replace_middle_after_all_pass: bool,
    /// **option** (default off): three aces end the round at once; every other player loses a life.
    pub feuer: bool,
    /// **option** (default off): when every player still in would go under in the same round,
    /// nobody does (they all keep swimming) and the game goes on. Off, the rulebook holds ("Verliert
    /// er ein weiteres Mal, so geht er unter"): they all go under together and share the win.
    pub spare_when_all_would_go_under: bool,
}

impl Default for SchwimmenConfig {
    fn default() -> Self {
        SchwimmenConfig {
            passing: true,
            replace_middle_after_all_pass: true,
            feuer: false,
            spare_when_all_would_go_under: false,
        }
    }
}
