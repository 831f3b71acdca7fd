//! Stammtisch's rules: pure, seeded, deterministic card-game logic with no Bevy in sight.
//!
//! The shape follows OpenSpiel: every game has explicit phases, lists its legal actions per seat,
//! deals as seeded chance steps and gives each seat a view that holds only what that seat may know.

pub mod bots;
pub mod conformance;
pub mod games;
pub mod kernel;
pub mod sim;

pub use kernel::*;
