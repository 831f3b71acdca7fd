//! The seat colours: the felt tints a seat with its player's colour, the lobby and the HUDs
//! name a joined pad's player by it (`input::owners` hands them out).

use bevy::prelude::*;

/// The seat colours, one per joined player, with their names' catalogue keys (a joined pad's
/// player is called by its colour).
pub const PALETTE: [(&str, [f32; 3]); 8] = [
    (crate::key!("colour-red"), [0.90, 0.22, 0.20]),
    (crate::key!("colour-blue"), [0.22, 0.50, 0.95]),
    (crate::key!("colour-green"), [0.25, 0.78, 0.32]),
    (crate::key!("colour-yellow"), [0.98, 0.82, 0.18]),
    (crate::key!("colour-purple"), [0.66, 0.38, 0.90]),
    (crate::key!("colour-orange"), [0.98, 0.55, 0.12]),
    (crate::key!("colour-turquoise"), [0.15, 0.80, 0.80]),
    (crate::key!("colour-pink"), [0.96, 0.48, 0.72]),
];

/// The colour of `PALETTE`'s entry `index` (wrapping).
pub fn colour(index: usize) -> Color {
    let [r, g, b] = PALETTE[index % PALETTE.len()].1;
    Color::srgb(r, g, b)
}
