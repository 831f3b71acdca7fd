//! Jammerlappen: get rid of all your cards, equal or higher, and don't be the last one left.
//!
//! One `Game` is one round (see `JammerlappenConfig`). Throwing in (Zwischenschmeißen) is real
//! time: after each laid number card a window opens in which others may complete the quartet.

mod actions;
pub mod bots;
mod config;
pub mod deck;
mod game;
mod state;
mod view;

#[cfg(test)]
mod tests;

pub use actions::{Action, Event, Removal, Zone};
pub use config::{DEFAULT_THROW_IN_WINDOW_MS, JammerlappenConfig};
pub use deck::{ActionCard, Face};
pub use state::{Jammerlappen, Phase, Window};
pub use view::JammerlappenView;
