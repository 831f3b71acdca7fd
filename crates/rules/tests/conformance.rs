//! The conformance suite over every registered game and every player count it supports: random
//! games end, the invariants hold, the same seed gives the same log, the log replays and damaged
//! logs do not, views hide, illegal actions and seats that may not act are refused with the state
//! untouched. A game gets all of it from its registry entry.
//!
//! Run with `--nocapture` to see the counts per game and player count.

use stammtisch_rules::games::REGISTRY;

/// Games per player count (sized so the whole suite stays well under a minute in the dev profile).
const GAMES: u64 = 8;
const SEED: u64 = 20_261_201;

#[test]
fn every_registered_game_conforms_at_every_player_count() {
    assert!(!REGISTRY.is_empty());
    let mut failures = Vec::new();
    for game in REGISTRY {
        let started = std::time::Instant::now();
        match (game.conformance)(GAMES, SEED) {
            Ok(summary) => println!(
                "{summary}\n{}: {:.2} s",
                game.id,
                started.elapsed().as_secs_f64()
            ),
            Err(failure) => failures.push(format!("{}: {failure}", game.id)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
