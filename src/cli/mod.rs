//! The command-line tools that need no window: sim, score, replay.

pub mod replay;
pub mod score;
pub mod sim;
