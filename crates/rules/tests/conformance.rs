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

/// The lobby options that change what is hidden: Gussy Gorillas' Open Showcase (with the rare
/// cards), Gämsh Alpin's Föhn cards (the other games' options hide nothing more or less). Fewer
/// Gorillas games: the defaults above already run every count.
#[test]
fn options_that_change_hidden_information_conform() {
    use stammtisch_rules::Game;
    use stammtisch_rules::conformance::check;
    use stammtisch_rules::games::gaemsh_alpin::{Gaemsh, GaemshConfig};
    use stammtisch_rules::games::gussy_gorillas::{Gorillas, GorillasConfig};
    let mut failures = Vec::new();
    let open = GorillasConfig {
        rare: true,
        showcase: true,
    };
    for players in Gorillas::PLAYERS.0..=Gorillas::PLAYERS.1 {
        match check::<Gorillas>(&open, players, 2, SEED) {
            Ok(counts) => println!("gorillas {open:?} {players}p: {}", counts.summary()),
            Err(failure) => failures.push(failure),
        }
    }
    let foehn = GaemshConfig {
        foehn: true,
        ..GaemshConfig::default()
    };
    for players in [4, 6] {
        match check::<Gaemsh>(&foehn, players, GAMES, SEED) {
            Ok(counts) => println!("gaemsh foehn {players}p: {}", counts.summary()),
            Err(failure) => failures.push(failure),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
