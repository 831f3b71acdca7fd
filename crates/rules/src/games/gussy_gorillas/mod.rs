//! Gussy Gorillas: hold a card you cannot see, trade it or keep it, all seats at once.

pub mod cli;
pub mod deck;
pub mod score;
pub mod steps;

#[cfg(test)]
mod score_tests;
