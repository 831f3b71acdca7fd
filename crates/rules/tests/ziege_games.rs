//! Whole seeded matches of Nur die Ziege zählt between bots, 3 to 6 players: every match ends
//! after the right number of rounds and moves, with the best score winning, and every trick moves
//! its winner's goat by the heads plus the lowest card. Random matches, invariants, the same seed
//! giving the same log, replays and hidden views in general are the conformance suite's
//! (`tests/conformance.rs`).

use stammtisch_rules::bots::Level;
use stammtisch_rules::games::ziege::{Event, Ziege, ZiegeConfig};
use stammtisch_rules::sim::play_one;
use stammtisch_rules::{Game, Seat};

fn play_many(levels_for: impl Fn(usize, u64) -> Vec<Level>, games: u64, seed_base: u64) -> u64 {
    let mut played = 0;
    for players in 3..=6usize {
        for g in 0..games {
            let seed = seed_base + players as u64 * 1_000_000 + g;
            let levels = levels_for(players, g);
            let result = play_one::<Ziege>(&ZiegeConfig::default(), &levels, seed, false, true)
                .unwrap_or_else(|e| panic!("{players} players: {e}"));
            let game = result.game;
            assert!(game.is_over());
            assert_eq!(game.round(), players as u32);
            // Deal + predictions + cards per round.
            assert_eq!(
                result.actions,
                players as u64 * (1 + players as u64 * 9) - 1
            );
            let outcome = game.outcome().expect("a finished match has an outcome");
            let best = outcome
                .seats
                .iter()
                .map(|s| s.score)
                .fold(f64::MIN, f64::max);
            for seat in &outcome.seats {
                assert_eq!(seat.winner, seat.score == best, "seed {seed}");
                assert!(seat.score <= 5.0 * players as f64);
            }
            played += 1;
        }
    }
    played
}

#[test]
fn random_bots_finish_every_match_after_the_right_moves() {
    // The counts and scores of a match; that random matches end at all is the conformance suite's.
    assert_eq!(play_many(|p, _| vec![Level::Random; p], 40, 0), 160);
}

#[test]
fn easy_bots_finish_every_match() {
    let played = play_many(
        |p, g| {
            (0..p)
                .map(|s| {
                    if (s as u64 + g) % 3 == 2 {
                        Level::Random
                    } else {
                        Level::Easy
                    }
                })
                .collect()
        },
        100,
        50_000,
    );
    assert_eq!(played, 400);
}

#[test]
fn searching_bots_finish_a_match() {
    for players in [3, 6] {
        let mut levels = vec![Level::Easy; players];
        levels[0] = Level::Normal;
        levels[1] = Level::Hard;
        let result =
            play_one::<Ziege>(&ZiegeConfig { rounds: Some(1) }, &levels, 77, false, true).unwrap();
        assert!(result.game.is_over());
    }
}

#[test]
fn every_trick_moves_the_goat_by_heads_plus_the_lowest_card() {
    for players in 3..=6usize {
        let levels: Vec<Level> = (0..players)
            .map(|s| {
                if s % 2 == 0 {
                    Level::Easy
                } else {
                    Level::Random
                }
            })
            .collect();
        let seed = 900 + players as u64;
        let a = play_one::<Ziege>(&ZiegeConfig::default(), &levels, seed, true, true).unwrap();
        let (_, steps) = a.log.as_ref().unwrap().replay::<Ziege>().unwrap();
        // Every trick's move equals the heads plus the lowest card, and the goat got there.
        let mut tricks = 0;
        for (_, events) in &steps {
            for event in events {
                if let Event::TrickWon {
                    cards,
                    heads,
                    lowest,
                    moved,
                    ..
                } = event
                {
                    assert_eq!(cards.len(), players);
                    assert_eq!(*moved, heads + *lowest as u32);
                    assert_eq!(*lowest, *cards.iter().min().unwrap());
                    tricks += 1;
                }
            }
        }
        assert_eq!(tricks, 8 * players);
    }
}

/// Card by card, which the conformance suite cannot do for any game: it catches a view that shows
/// another seat's whole hand, not one that shows a single card of it.
#[test]
fn views_never_show_other_hands() {
    let mut game = Ziege::new(&ZiegeConfig::default(), 4, 3).unwrap();
    let mut rng = stammtisch_rules::GameRng::new(4);
    while !game.is_over() {
        let actor = game.first_actor(0).unwrap();
        for seat in Seat::all(4) {
            let view = game.view(seat);
            assert_eq!(view.hand, game.hand_mask(seat));
            // Nothing in the view reveals another seat's hand: unseen = other hands + put aside.
            let others = Seat::all(4)
                .filter(|&s| s != seat)
                .fold(0u64, |m, s| m | game.hand_mask(s));
            assert_eq!(view.unseen() & others, others);
        }
        let action = game.random_action(actor, &mut rng).unwrap();
        game.apply(actor, &action, 0).unwrap();
    }
}
