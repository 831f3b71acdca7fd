//! Nur die Ziege zählt (Amigo, 2009): predict with a tile where your goat will end, then win (or
//! avoid) tricks so that it lands inside. Each trick moves its winner's goat by the heads on all its
//! cards plus the number of its lowest card.

mod actions;
mod board;
pub mod bots;
mod config;
mod deck;
mod endings;
mod options;
mod refusals;
pub mod score;
mod state;
mod view;

#[cfg(test)]
mod tests;

pub use actions::{Action, Event, RoundResult};
pub use board::{
    BOARD_ROWS, Placement, RANGE_ROWS, Side, check_placement, legal_placements, row_label, row_of,
    row_range,
};
pub use config::{HAND_SIZE, MAX_PLAYERS, TRICKS, ZiegeConfig};
pub use deck::{ALL_CARDS, DECK_SIZE, HEADS, card_id, card_of_id, cards_of, heads, trick_value};
pub use endings::ZiegeEnding;
pub use refusals::ZiegeRefusal;
pub use state::{Phase, Ziege};
pub use view::ZiegeView;
