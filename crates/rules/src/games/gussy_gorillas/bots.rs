//! Gussy Gorillas' bots.

use super::actions::Action;
use super::state::Gorillas;
use super::view::GorillasView;
use crate::bots::Heuristic;
use crate::kernel::GameRng;

impl Heuristic for Gorillas {
    fn easy_action(_view: &GorillasView, legal: &[Action], _rng: &mut GameRng) -> Action {
        legal[0].clone()
    }
}
