//! Whole seeded games of Schwimmen between bots: every game ends with the winners the options
//! promise, under every option set. Random games, invariants, the same seed giving the same log,
//! replays and hidden views are the conformance suite's (`tests/conformance.rs`); here it also runs
//! over the options other than the default.

use stammtisch_rules::Game;
use stammtisch_rules::bots::Level;
use stammtisch_rules::conformance;
use stammtisch_rules::games::schwimmen::{Phase, Schwimmen, SchwimmenConfig};
use stammtisch_rules::sim::play_one;

fn configs() -> [SchwimmenConfig; 3] {
    [
        SchwimmenConfig::default(),
        SchwimmenConfig {
            feuer: true,
            replace_middle_after_all_pass: false,
            spare_when_all_would_go_under: true,
            ..SchwimmenConfig::default()
        },
        SchwimmenConfig {
            passing: false,
            spare_when_all_would_go_under: false,
            ..SchwimmenConfig::default()
        },
    ]
}

/// Plays `games` checked games per player count and config, returning how many were played and how
/// many ended in a shared win.
fn play_many(
    levels_for: impl Fn(usize, u64) -> Vec<Level>,
    games: u64,
    seed_base: u64,
) -> (u64, u64) {
    let mut played = 0;
    let mut shared = 0;
    for players in 2..=9usize {
        for (c, config) in configs().iter().enumerate() {
            for g in 0..games {
                let seed = seed_base + (players as u64) * 1_000_000 + c as u64 * 100_000 + g;
                let levels = levels_for(players, g);
                let result = play_one::<Schwimmen>(config, &levels, seed, false, true)
                    .unwrap_or_else(|e| panic!("{players} players, config {c}: {e}"));
                assert!(result.game.is_over());
                let outcome = result
                    .game
                    .outcome()
                    .expect("a finished game has an outcome");
                let winners = outcome.winners();
                let best = outcome
                    .seats
                    .iter()
                    .map(|s| s.score)
                    .fold(f64::MIN, f64::max);
                for seat in &outcome.seats {
                    assert_eq!(seat.winner, seat.score == best, "seed {seed}");
                }
                match result.game.phase() {
                    Phase::GameOver { winner: Some(w) } => assert_eq!(winners, vec![w]),
                    // Everybody left went under together: they share the win (never with the
                    // spare option on).
                    Phase::GameOver { winner: None } => {
                        assert!(!config.spare_when_all_would_go_under, "seed {seed}");
                        assert!(winners.len() >= 2, "seed {seed}");
                        shared += 1;
                    }
                    phase => panic!("seed {seed}: over in {phase:?}"),
                }
                played += 1;
            }
        }
    }
    (played, shared)
}

#[test]
fn random_bots_finish_every_game_with_the_right_winners() {
    // 8 player counts x 3 configs x 300 games = 7,200 games, for the winners under each option
    // set (that random games end at all is the conformance suite's).
    let (played, shared) = play_many(|players, _| vec![Level::Random; players], 300, 0);
    assert_eq!(played, 7_200);
    // Random play ties for the lowest hand often enough that some games end in a shared win.
    assert!(shared > 0);
}

#[test]
fn the_other_options_conform_too() {
    for config in &configs()[1..] {
        for players in 2..=9usize {
            conformance::check::<Schwimmen>(config, players, 2, 7_000 + players as u64 * 100)
                .unwrap_or_else(|e| panic!("{config:?}: {e}"));
        }
    }
}

#[test]
fn easy_bots_finish_every_game() {
    // 8 x 3 x 130 = 3,120 games, some tables mixing in random seats.
    let played = play_many(
        |players, g| {
            (0..players)
                .map(|s| {
                    if (s as u64 + g) % 4 == 3 {
                        Level::Random
                    } else {
                        Level::Easy
                    }
                })
                .collect()
        },
        130,
        50_000,
    )
    .0;
    assert_eq!(played, 3_120);
}

#[test]
fn different_seeds_deal_differently() {
    let a = Schwimmen::new(&SchwimmenConfig::default(), 4, 1).unwrap();
    let b = Schwimmen::new(&SchwimmenConfig::default(), 4, 2).unwrap();
    assert_ne!(format!("{a:?}"), format!("{b:?}"));
}

#[test]
fn searching_bots_finish_their_games_too() {
    // Tables of searching bots only: nothing forces a round to end but the bots' own patience.
    for players in 2..=9usize {
        for g in 0..2u64 {
            let levels = vec![Level::Normal; players];
            let seed = 90_000 + players as u64 * 10 + g;
            let result =
                play_one::<Schwimmen>(&SchwimmenConfig::default(), &levels, seed, false, true)
                    .unwrap_or_else(|e| panic!("{players} normal bots: {e}"));
            assert!(result.game.is_over());
        }
    }
    let levels = [Level::Hard, Level::Normal, Level::Hard];
    let result =
        play_one::<Schwimmen>(&SchwimmenConfig::default(), &levels, 5, false, true).unwrap();
    assert!(result.game.is_over());
}
