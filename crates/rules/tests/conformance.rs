//! The conformance suite over every game and every player count it supports: random games end, the
//! invariants hold, the same seed gives the same log, the log replays and damaged logs do not, views
//! hide, illegal actions and seats that may not act are refused with the state untouched.
//!
//! Run with `--nocapture` to see the counts per game and player count.

use stammtisch_rules::Game;
use stammtisch_rules::conformance::check_registered;
use stammtisch_rules::games::{
    self, jammerlappen::Jammerlappen, schwimmen::Schwimmen, ziege::Ziege,
};

/// A game's conformance check: games per player count and the first seed in, a summary out.
type Check = fn(u64, u64) -> Result<String, String>;

/// Each game's conformance entry, with the games it plays per player count (sized so the whole
/// suite stays well under a minute in the dev profile). When the rules registry carries a `Check`,
/// this list becomes a loop over `games::REGISTRY`.
const SUITE: &[(&str, Check, u64)] = &[
    (Schwimmen::NAME, check_registered::<Schwimmen>, 12),
    (Jammerlappen::NAME, check_registered::<Jammerlappen>, 8),
    (Ziege::NAME, check_registered::<Ziege>, 12),
];

const SEED: u64 = 20_261_201;

fn run(id: &str) {
    let (_, check, games) = SUITE
        .iter()
        .find(|(name, _, _)| *name == id)
        .unwrap_or_else(|| panic!("{id} has no conformance entry"));
    let started = std::time::Instant::now();
    match check(*games, SEED) {
        Ok(summary) => println!("{summary}\n{id}: {:.2} s", started.elapsed().as_secs_f64()),
        Err(failure) => panic!("{failure}"),
    }
}

#[test]
fn schwimmen_conforms() {
    run(Schwimmen::NAME);
}

#[test]
fn jammerlappen_conforms() {
    run(Jammerlappen::NAME);
}

#[test]
fn ziege_conforms() {
    run(Ziege::NAME);
}

#[test]
fn every_registered_game_has_a_conformance_entry() {
    for info in games::REGISTRY {
        assert!(
            SUITE.iter().any(|(name, _, _)| *name == info.id),
            "{} is registered but not in the conformance suite",
            info.id
        );
    }
    assert_eq!(SUITE.len(), games::REGISTRY.len());
}
