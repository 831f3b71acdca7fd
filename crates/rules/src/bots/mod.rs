//! Shared bot machinery: difficulty levels, ISMCTS over determinized views, humanlike think times.

pub mod ismcts;
pub mod level;
pub mod racing;
pub mod think_time;

pub use level::{Heuristic, Level, Plan, decide};
pub use think_time::{reaction_time, think_time};

/// `world` copied into `copy`, reusing the buffers of the copy before (the first copy is a clone):
/// a search copies its world for every playout, thousands of times per decision.
pub(crate) fn copy_of<'a, G: Clone>(world: &G, copy: &'a mut Option<G>) -> &'a mut G {
    match copy {
        Some(state) => state.clone_from(world),
        None => *copy = Some(world.clone()),
    }
    copy.as_mut().expect("just copied")
}
