//! The games, one folder each, and the registry: the only way the rest of the program reaches a game.
//!
//! Each game is one line in `REGISTRY`, built by `GameInfo::of` from its `Game` impl: the id, player
//! range and options come from the rules themselves, with `sim`, `replay` and `score` as plain
//! functions, so the lobby, the attract mode and the command line never name a game.

pub mod gaemsh_alpin;
pub mod gussy_gorillas;
pub mod jammerlappen;
mod replay;
pub mod schwimmen;
pub mod ziege;

pub use replay::{replay_any, write_replay};

use crate::bots::Heuristic;
use crate::kernel::{GameConfig, GameOption};
use crate::sim::{SimReport, SimRequest, simulate};
use std::io::{BufRead, Write};

/// A game's hand or trick scorer for `stammtisch score`: the cards as typed, the value or one clear line.
pub type ScoreFn = fn(&[String]) -> Result<f64, String>;

/// How a game's scorer got its value, step by step (`stammtisch score` prints them).
pub type StepsFn = fn(&[String]) -> Result<Vec<crate::kernel::Phrase>, String>;

/// What the lobby, the attract mode and the command line need of a game.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The name on the command line and in replay files.
    pub id: &'static str,
    /// The name players see.
    pub title: &'static str,
    /// Player counts, inclusive (the game's `PLAYERS`).
    pub players: (usize, usize),
    /// Player counts inside `players` the game refuses (the game's `GAPS`).
    pub gaps: &'static [usize],
    /// Every phrase of the game's own (refusals, readings), for the catalogue test.
    pub phrases: fn() -> Vec<crate::kernel::Phrase>,
    /// The options the lobby offers and `sim --option` takes.
    pub options: &'static [GameOption],
    /// An option the rules fix from a number of players on (`GameConfig::forced`).
    pub forced: fn(&str) -> Option<(usize, crate::kernel::OptionValue)>,
    /// Bot games headless (`stammtisch sim`).
    pub sim: fn(&SimRequest) -> Result<SimReport, String>,
    /// Checks a replay (JSON lines) against the rules and writes it as text (`stammtisch replay`).
    pub replay: fn(&mut dyn BufRead, &mut dyn Write) -> Result<(), String>,
    /// The value of a hand or trick (`stammtisch score`), for games that have one.
    pub score: Option<ScoreFn>,
    /// The scorer's steps in words, for games whose score needs explaining.
    pub steps: Option<StepsFn>,
    /// The conformance suite over every player count (games per count, first seed): a summary
    /// line per count, or what broke.
    pub conformance: fn(u64, u64) -> Result<String, String>,
}

impl GameInfo {
    /// A game's entry, everything but its title and scorer taken from its rules.
    pub const fn of<G: Heuristic>(title: &'static str, score: Option<ScoreFn>) -> GameInfo {
        GameInfo {
            id: G::NAME,
            title,
            players: G::PLAYERS,
            gaps: G::GAPS,
            phrases: G::phrases,
            options: <G::Config as GameConfig>::OPTIONS,
            forced: <G::Config as GameConfig>::forced,
            sim: simulate::<G>,
            replay: write_replay::<G>,
            score,
            steps: None,
            conformance: crate::conformance::check_registered::<G>,
        }
    }

    /// The entry with its scorer's steps (`stammtisch score` prints how the value came about).
    pub const fn explained(self, steps: StepsFn) -> GameInfo {
        let mut info = self;
        info.steps = Some(steps);
        info
    }

    /// The value option `name` has with `players` players whatever it is set to, if the rules
    /// fix it there.
    pub fn forced_at(&self, name: &str, players: usize) -> Option<crate::kernel::OptionValue> {
        (self.forced)(name).and_then(|(from, value)| (players >= from).then_some(value))
    }

    /// Whether `players` may play this game.
    pub fn seats(&self, players: usize) -> bool {
        (self.players.0..=self.players.1).contains(&players) && !self.gaps.contains(&players)
    }
}

/// Every game that can be played, in menu order.
pub const REGISTRY: &[GameInfo] = &[
    GameInfo::of::<schwimmen::Schwimmen>("Schwimmen", Some(schwimmen::score::score_args)),
    GameInfo::of::<jammerlappen::Jammerlappen>("Jammerlappen", None),
    GameInfo::of::<ziege::Ziege>("Nur die Ziege zählt", Some(ziege::score::score_args)),
    GameInfo::of::<gaemsh_alpin::Gaemsh>("Gämsh Alpin", None),
    GameInfo::of::<gussy_gorillas::Gorillas>(
        "Gussy Gorillas",
        Some(gussy_gorillas::cli::score_args),
    )
    .explained(gussy_gorillas::cli::steps_args),
];

/// The game with this command-line name (any case), if any.
pub fn find(id: &str) -> Option<&'static GameInfo> {
    REGISTRY.iter().find(|g| g.id.eq_ignore_ascii_case(id))
}

/// Every game's id, for messages ("schwimmen, jammerlappen, ziege, gaemsh").
pub fn known_ids() -> String {
    REGISTRY.iter().map(|g| g.id).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{OptionValues, default_values};

    #[test]
    fn the_registry_lists_every_game_from_its_rules() {
        let ids: Vec<&str> = REGISTRY.iter().map(|g| g.id).collect();
        assert_eq!(
            ids,
            ["schwimmen", "jammerlappen", "ziege", "gaemsh", "gorillas"]
        );
        assert_eq!(find("ZIEGE").unwrap().title, "Nur die Ziege zählt");
        assert!(find("skat").is_none());
        assert_eq!(find("schwimmen").unwrap().players, (2, 9));
        assert_eq!(find("jammerlappen").unwrap().players, (2, 6));
        assert_eq!(find("ziege").unwrap().players, (3, 6));
        assert!(find("ziege").unwrap().seats(6) && !find("ziege").unwrap().seats(2));
        assert_eq!(find("gaemsh").unwrap().players, (4, 6));
        assert_eq!(find("GAEMSH").unwrap().title, "Gämsh Alpin");
        let gaemsh = find("gaemsh").unwrap();
        assert!(gaemsh.seats(4) && gaemsh.seats(6) && !gaemsh.seats(5) && !gaemsh.seats(3));
        assert_eq!(gaemsh.options.len(), 1);
        assert_eq!(gaemsh.options[0].name, "foehn");
        assert_eq!(
            known_ids(),
            "schwimmen, jammerlappen, ziege, gaemsh, gorillas"
        );
        assert_eq!(find("gorillas").unwrap().players, (3, 10));
        assert_eq!(find("Gorillas").unwrap().title, "Gussy Gorillas");
        assert!(find("jammerlappen").unwrap().score.is_none());
    }

    #[test]
    fn every_game_sims_with_its_default_options_and_scores() {
        for info in REGISTRY {
            let request = SimRequest {
                players: info.players.0.max(3),
                games: 1,
                seed: 5,
                levels: vec![crate::bots::Level::Random],
                options: default_values(info.options),
                check: true,
                replays: None,
            };
            let report = (info.sim)(&request).unwrap();
            assert_eq!((report.game.as_str(), report.failures), (info.id, 0));
            let unknown = SimRequest {
                options: OptionValues::from([("nonsense".into(), crate::OptionValue::Int(1))]),
                ..request
            };
            assert!((info.sim)(&unknown).is_err());
        }
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let schwimmen = find("schwimmen").unwrap().score.unwrap();
        assert_eq!(schwimmen(&words(&["AH", "KH", "10H"])), Ok(31.0));
        let ziege = find("ziege").unwrap().score.unwrap();
        assert_eq!(ziege(&words(&["40", "5", "47", "18"])), Ok(15.0));
        let gorillas = find("gorillas").unwrap().score.unwrap();
        let held = "G1 G1 C4 O10 O10 B10 SPLIT B-8 REVERSE M7 FLIP";
        assert_eq!(
            gorillas(&words(&held.split(' ').collect::<Vec<_>>())),
            Ok(55.0)
        );
        // George's collection (rulebook) is more than the project's deck holds.
        let george = "G1 G1 C4 C4 O10 O10 O10 SPLIT B-8 REVERSE M7 FLIP";
        assert!(gorillas(&words(&george.split(' ').collect::<Vec<_>>())).is_err());
    }
}
