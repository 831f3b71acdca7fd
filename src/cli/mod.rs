//! The command-line tools: sim, score, replay (no window), and serve and join (tables across
//! homes).

pub mod online;
pub mod replay;
pub mod score;
pub mod sim;
