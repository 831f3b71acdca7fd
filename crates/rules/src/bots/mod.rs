//! Shared bot machinery: difficulty levels, ISMCTS over determinized views, humanlike think times.

pub mod ismcts;
pub mod level;
pub mod racing;
pub mod think_time;

pub use level::{Heuristic, Level, Plan, decide};
pub use think_time::{reaction_time, think_time};
