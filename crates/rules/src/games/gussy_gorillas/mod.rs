//! Gussy Gorillas: hold a card you cannot see, trade it or keep it, all seats at once.

mod actions;
pub mod belief;
pub mod bots;
pub mod cli;
pub mod config;
pub mod deck;
mod game;
pub mod score;
mod state;
pub mod steps;
pub mod talk;
mod view;
pub mod words;

pub use actions::{Action, Event};
pub use config::GorillasConfig;
pub use state::{Gorillas, Phase, RoundResult, award};
pub use talk::Talk;
pub use view::GorillasView;

#[cfg(test)]
mod score_tests;
#[cfg(test)]
mod tests;
