//! Schwimmen (31): swap with the middle towards 31, knock, and don't hold the lowest hand.

mod actions;
pub mod bots;
mod config;
mod endings;
mod hand;
mod options;
mod refusals;
pub mod score;
mod state;
mod view;

#[cfg(test)]
mod tests;

pub use actions::{Action, Event, RoundEnd, RoundResult};
pub use config::{STARTING_LIVES, SchwimmenConfig};
pub use endings::SchwimmenEnding;
pub use hand::{HandValue, score_cards, score_hand};
pub use refusals::SchwimmenRefusal;
pub use state::{Phase, Schwimmen, Standing};
pub use view::SchwimmenView;
