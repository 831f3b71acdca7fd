//! Jammerlappen's options and the choices NOTES.md asks us to keep in one place.

use serde::{Deserialize, Serialize};

/// **choice**: how long (logical ms) after a card is laid other players may throw in
/// (Zwischenschmeißen) before the chance has passed.
pub const DEFAULT_THROW_IN_WINDOW_MS: u64 = 1500;

/// The options of one round of Jammerlappen.
///
/// **choice**: a `Game` of Jammerlappen is one round, ending when one player is left with cards:
/// the Jammerlappen. The rulebook defines no match (no scores, no end after several rounds), only
/// that the Jammerlappen begins the next round; the table chains rounds by passing the last
/// Jammerlappen in `last_jammerlappen`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct JammerlappenConfig {
    /// The interrupt window after each laid number card, in logical ms.
    pub throw_in_window_ms: u64,
    /// The seat (index) that was the Jammerlappen of the last round: it begins. `None` (the first
    /// round): the starter is drawn from the seed ("the player with the biggest feet").
    pub last_jammerlappen: Option<u8>,
}

impl Default for JammerlappenConfig {
    fn default() -> Self {
        JammerlappenConfig {
            throw_in_window_ms: DEFAULT_THROW_IN_WINDOW_MS,
            last_jammerlappen: None,
        }
    }
}
