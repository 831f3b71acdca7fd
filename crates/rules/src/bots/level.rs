//! Difficulty levels and the one entry point every driver (table, sim, tests) asks for a move.

use super::ismcts::{IsmctsConfig, ismcts, paired_rollouts};
use super::racing::{Race, raced_rollouts};
use crate::kernel::{Game, GameRng, Millis, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Level {
    /// Uniformly random legal actions (for `sim` and tests, not offered in the lobby).
    Random,
    /// Plain heuristics.
    Easy,
    /// Search on determinized views with a modest budget (see `search`).
    Normal,
    /// Search on determinized views with a large budget.
    Hard,
}

impl Level {
    pub const LOBBY: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The search budget of the searching levels (the one table to tune).
    pub fn search(self) -> Option<IsmctsConfig> {
        match self {
            Level::Random | Level::Easy => None,
            Level::Normal => Some(IsmctsConfig {
                iterations: 200,
                exploration: 0.7,
                paired: true,
            }),
            Level::Hard => Some(IsmctsConfig {
                iterations: 4000,
                exploration: 0.7,
                paired: true,
            }),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [Level::Random, Level::Easy, Level::Normal, Level::Hard]
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("'{s}' is not a bot level: use random, easy, normal or hard"))
    }
}

/// What a real-time bot does next, decided from its view alone.
#[derive(Clone, Debug, PartialEq)]
pub enum Plan<A> {
    /// Act `after` ms from now (a reaction or think time the bot drew). `keep`: the plan stands
    /// through other seats' moves (a reflex already under way); otherwise any move makes it stale.
    /// A kept plan that the rules refuse when it fires lost its race: it is dropped, not an error.
    Act {
        action: A,
        after: Millis,
        keep: bool,
    },
    /// Hold still: ask again after `recheck` ms, or sooner after any move.
    Wait { recheck: Millis },
}

/// A game's plain-heuristic player, deciding from its seat's view only.
pub trait Heuristic: Game {
    /// Real-time games: the bot's whole plan (act when, or hold still), for every level but
    /// Random. `None` (turn-based games): `decide` picks the action and the driver a think time.
    fn plan(
        _level: Level,
        _seat: Seat,
        _view: &Self::View,
        _legal: &[Self::Action],
        _rng: &mut GameRng,
    ) -> Option<Plan<Self::Action>> {
        None
    }

    fn easy_action(view: &Self::View, legal: &[Self::Action], rng: &mut GameRng) -> Self::Action;

    /// A move every bot level above Random makes without searching, if the game needs one (e.g. to
    /// end a round that searching bots would otherwise stall forever).
    fn forced_action(_view: &Self::View, _legal: &[Self::Action]) -> Option<Self::Action> {
        None
    }

    /// Whether `seat`'s search value can no longer change (e.g. it is out of a game that goes on
    /// for the others): raced playouts stop there.
    fn settled(&self, _seat: Seat) -> bool {
        false
    }

    /// A race instead of `Level::search` for a searching level, where a game needs its decisions
    /// bounded by work (`racing`); `None`: the level's search as it stands.
    fn race(_level: Level) -> Option<Race> {
        None
    }
}

/// The bot's move for `seat`, decided from `view` alone (`legal` is the seat's own legal list).
pub fn decide<G: Heuristic>(
    level: Level,
    seat: Seat,
    view: &G::View,
    legal: &[G::Action],
    rng: &mut GameRng,
) -> Option<G::Action> {
    if legal.is_empty() {
        return None;
    }
    if legal.len() == 1 {
        return Some(legal[0].clone());
    }
    if level != Level::Random
        && let Some(action) = G::forced_action(view, legal)
    {
        return Some(action);
    }
    if let Some(race) = G::race(level) {
        return Some(raced_rollouts::<G>(view, seat, legal, race, rng));
    }
    Some(match level.search() {
        None if level == Level::Random => legal[rng.below(legal.len())].clone(),
        None => G::easy_action(view, legal, rng),
        Some(config) if config.paired => paired_rollouts::<G>(view, seat, legal, config, rng),
        Some(config) => ismcts::<G>(view, seat, legal, config, rng),
    })
}
