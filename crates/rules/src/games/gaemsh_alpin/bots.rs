//! Gämsh Alpin's bots.
use super::actions::Action;
use super::state::Gaemsh;
use super::view::GaemshView;
use crate::bots::Heuristic;
use crate::kernel::GameRng;

impl Heuristic for Gaemsh {
    fn easy_action(_view: &GaemshView, legal: &[Action], rng: &mut GameRng) -> Action {
        legal[rng.below(legal.len())].clone()
    }
}
