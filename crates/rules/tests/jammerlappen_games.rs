//! Whole seeded rounds of Jammerlappen between bots, 2–6 players: every round ends with one
//! Jammerlappen, throw-ins race and windows run out, the last Jammerlappen begins. Random rounds,
//! invariants, the same seed giving the same log, replays and hidden views are the conformance
//! suite's (`tests/conformance.rs`); here it also runs over options other than the default.

use stammtisch_rules::Game;
use stammtisch_rules::bots::Level;
use stammtisch_rules::conformance;
use stammtisch_rules::games::jammerlappen::{Event, Jammerlappen, JammerlappenConfig};
use stammtisch_rules::sim::play_one;

fn check_outcome(game: &Jammerlappen, seed: u64) {
    assert!(game.is_over());
    let outcome = game.outcome().expect("a finished round has an outcome");
    let losers: Vec<_> = outcome.seats.iter().filter(|s| !s.winner).collect();
    assert_eq!(losers.len(), 1, "seed {seed}: exactly one Jammerlappen");
    let penalties = game.penalties();
    assert_eq!(penalties.iter().sum::<f64>(), 1.0);
    assert_eq!(penalties[losers[0].seat.index()], 1.0);
}

fn play_many(levels_for: impl Fn(usize, u64) -> Vec<Level>, games: u64, seed_base: u64) -> u64 {
    let config = JammerlappenConfig::default();
    let mut played = 0;
    for players in 2..=6usize {
        for g in 0..games {
            let seed = seed_base + players as u64 * 1_000_000 + g;
            let levels = levels_for(players, g);
            let result = play_one::<Jammerlappen>(&config, &levels, seed, false, true)
                .unwrap_or_else(|e| panic!("{players} players: {e}"));
            check_outcome(&result.game, seed);
            played += 1;
        }
    }
    played
}

#[test]
fn easy_bots_finish_every_round_and_throw_in() {
    // Easy tables with a random seat now and then; real think times, so throw-ins race the next
    // player and windows run out.
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
        200,
        50_000,
    );
    assert_eq!(played, 1_000);
}

#[test]
fn throw_ins_happen_and_windows_close_in_bot_games() {
    let config = JammerlappenConfig::default();
    let (mut thrown, mut closed) = (0, 0);
    for seed in 0..200u64 {
        let levels = vec![Level::Easy; 4];
        let played = play_one::<Jammerlappen>(&config, &levels, seed, true, true).unwrap();
        let log = played.log.unwrap();
        let text = log.to_jsonl();
        thrown += text.matches("\"ThrownIn\"").count();
        closed += text.matches("\"WindowClosed\"").count();
    }
    assert!(thrown > 0, "no throw-in in 200 rounds");
    assert!(closed > 0, "no window ran out in 200 rounds");
}

#[test]
fn normal_bots_finish_rounds() {
    let config = JammerlappenConfig::default();
    for players in [2, 4, 6] {
        let levels: Vec<Level> = (0..players)
            .map(|s| {
                if s % 2 == 0 {
                    Level::Normal
                } else {
                    Level::Easy
                }
            })
            .collect();
        let result = play_one::<Jammerlappen>(&config, &levels, 900 + players as u64, false, true)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        check_outcome(&result.game, 900);
    }
}

#[test]
fn other_options_conform_and_the_last_jammerlappen_begins() {
    let config = JammerlappenConfig {
        throw_in_window_ms: 400,
        last_jammerlappen: Some(1),
    };
    for players in 2..=6usize {
        conformance::check::<Jammerlappen>(&config, players, 2, 7_000 + players as u64 * 100)
            .unwrap_or_else(|e| panic!("{e}"));
        for seed in 0..5 {
            let game = Jammerlappen::new(&config, players, seed).unwrap();
            assert_eq!(game.starter().0, 1, "the last Jammerlappen begins");
        }
    }
}

#[test]
fn the_deal_is_three_three_three_and_seeded() {
    for players in 2..=6usize {
        let a = Jammerlappen::new(&JammerlappenConfig::default(), players, 5).unwrap();
        let b = Jammerlappen::new(&JammerlappenConfig::default(), players, 5).unwrap();
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
        a.check_invariants().unwrap();
        let deck = if players == 2 { 41 } else { 56 };
        assert_eq!(a.draw_pile().len(), deck - 9 * players);
        for seat in stammtisch_rules::Seat::all(players) {
            assert_eq!(a.hand(seat).len(), 3);
            assert!(a.face_up(seat).iter().all(|c| c.is_some()));
            assert!(a.face_down(seat).iter().all(|c| c.is_some()));
        }
    }
    // Starters vary with the seed in the first round.
    let starters: std::collections::BTreeSet<u8> = (0..40)
        .map(|seed| {
            Jammerlappen::new(&JammerlappenConfig::default(), 4, seed)
                .unwrap()
                .starter()
                .0
        })
        .collect();
    assert_eq!(starters.len(), 4);
    assert!(Jammerlappen::new(&JammerlappenConfig::default(), 7, 1).is_err());
    assert!(Jammerlappen::new(&JammerlappenConfig::default(), 1, 1).is_err());
    let bad = JammerlappenConfig {
        last_jammerlappen: Some(4),
        ..JammerlappenConfig::default()
    };
    assert!(Jammerlappen::new(&bad, 4, 1).is_err());
    let _ = Event::Downward;
}

#[test]
fn jammerlappen_is_in_the_registry() {
    let info = stammtisch_rules::games::find("Jammerlappen").expect("registered");
    assert_eq!(info.id, Jammerlappen::NAME);
    assert_eq!(info.title, "Jammerlappen");
    assert_eq!(info.players, Jammerlappen::PLAYERS);
    assert_eq!(info.players, (2, 6));
}
