//! Whole seeded matches of Gussy Gorillas between bots, 3–10 players: every match ends with
//! someone on 2 bananas, the invariants hold after every step, offers race and trades happen.
//! Random games, replays and hidden views are the conformance suite's (`tests/conformance.rs`).
//!
//! The strength table (ignored by default; the one `dev` profile optimizes the rules crate):
//! `cargo test -p stammtisch-rules --test gorillas_games -- --ignored --nocapture`
//! (`GORILLAS_ROUNDS=500` and `GORILLAS_PLAYERS=4,6` change the rounds per count and the counts).
//! The pace and herd tables (`round_table_time`, `herd_table`, ignored too) measure how long a
//! round takes and how many bots crowd one seat with offers.

use stammtisch_rules::Game;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::gussy_gorillas::belief::{Trust, belief};
use stammtisch_rules::games::gussy_gorillas::bots::belief_of;
use stammtisch_rules::games::gussy_gorillas::{Gorillas, GorillasConfig, deck};
use stammtisch_rules::kernel::{LogEntry, ReplayLog, Seat};
use stammtisch_rules::sim::play_one;

fn check_outcome(game: &Gorillas, seed: u64) {
    assert!(game.is_over(), "seed {seed}");
    let outcome = game.outcome().expect("a finished match has an outcome");
    assert!(!outcome.winners().is_empty(), "seed {seed}: nobody won");
    for result in &outcome.seats {
        assert_eq!(result.winner, game.bananas()[result.seat.index()] >= 2);
        assert!(result.breakdown.contains("total"), "{}", result.breakdown);
    }
}

#[test]
fn bot_matches_end_with_two_bananas() {
    let levels = [Level::Easy, Level::Normal, Level::Hard];
    for players in 3..=10usize {
        for g in 0..3u64 {
            let seed = 7_000 + players as u64 * 100 + g;
            let table: Vec<Level> = (0..players).map(|s| levels[(s + g as usize) % 3]).collect();
            let config = GorillasConfig {
                rare: g == 1,
                showcase: g == 2,
            };
            let played = play_one::<Gorillas>(&config, &table, seed, false, true)
                .unwrap_or_else(|e| panic!("{players} players: {e}"));
            check_outcome(&played.game, seed);
        }
    }
}

/// Bots pace themselves: a person can follow the table (mean time between table moves, and
/// between trades, in logical ms, while a round is played).
#[test]
fn bot_tables_move_at_a_humanlike_pace() {
    for players in [4usize, 8, 10] {
        let levels = vec![Level::Hard; players];
        let played =
            play_one::<Gorillas>(&GorillasConfig::default(), &levels, 77, true, false).unwrap();
        let log = played.log.unwrap();
        let (mut moves, mut trades, mut played_ms, mut last) = (0u64, 0u64, 0u64, None);
        for entry in &log.entries {
            match entry {
                LogEntry::Action { now, events, .. } => {
                    moves += 1;
                    trades += events.iter().filter(|e| e.get("Traded").is_some()).count() as u64;
                    if let Some(last) = last {
                        played_ms += now - last;
                    }
                    last = Some(*now);
                }
                LogEntry::Advance { now, .. } => last = Some(*now),
            }
        }
        let per_move = played_ms / moves;
        let per_trade = played_ms / trades.max(1);
        println!("{players} Hard bots: a move every {per_move} ms, a trade every {per_trade} ms");
        assert!(
            per_move >= 150,
            "{players} players: a move every {per_move} ms is a blur"
        );
        assert!(
            per_trade >= 1_000,
            "{players} players: a trade every {per_trade} ms"
        );
    }
}

#[test]
fn bots_trade_keep_sweeten_and_shout() {
    let config = GorillasConfig::default();
    let mut text = String::new();
    for seed in 0..6u64 {
        let levels = [
            Level::Hard,
            Level::Normal,
            Level::Easy,
            Level::Hard,
            Level::Normal,
        ];
        let played = play_one::<Gorillas>(&config, &levels, seed, true, true).unwrap();
        check_outcome(&played.game, seed);
        text.push_str(&played.log.unwrap().to_jsonl());
    }
    for event in [
        "\"Traded\"",
        "\"Kept\"",
        "\"Offered\"",
        "\"Withdrawn\"",
        "\"Shouted\"",
        "\"Scored\"",
    ] {
        assert!(text.contains(event), "no {event} in 6 matches");
    }
}

/// A belief that reads nothing into reactions: the prior.
const NO_TRUST: Trust = Trust {
    offers: 0.0,
    silence: 0.0,
    talk: 0.0,
};

/// Per level: rounds played by its seats, points, bananas, and belief checks (samples, hits).
#[derive(Default, Clone, Copy)]
struct Tally {
    rounds: u64,
    points: i64,
    bananas: u64,
    samples: u64,
    hits: u64,
    /// Hits of the prior alone (the deck minus the visible cards): the baseline.
    prior_hits: u64,
}

/// Plays matches at `players` seats (levels rotating round the table) until `rounds` rounds are
/// scored; samples every seat's belief after every action of the log.
fn strength(players: usize, rounds: usize, seed: u64) -> [Tally; 3] {
    let levels = [Level::Easy, Level::Normal, Level::Hard];
    let mut tally = [Tally::default(); 3];
    let mut played_rounds = 0;
    let mut game_no = 0u64;
    while played_rounds < rounds {
        let table: Vec<Level> = (0..players)
            .map(|s| levels[(s + game_no as usize) % 3])
            .collect();
        let played = play_one::<Gorillas>(
            &GorillasConfig::default(),
            &table,
            seed + game_no,
            true,
            false,
        )
        .unwrap();
        let game = &played.game;
        for round in game.history() {
            for (s, level) in table.iter().enumerate() {
                let t = &mut tally[*level as usize - 1];
                t.rounds += 1;
                t.points += round.points[s] as i64;
                t.bananas += round.banana[s] as u64;
            }
        }
        played_rounds += game.history().len();
        // Beliefs: replay the log and ask each seat about its own first card now and then.
        let log: ReplayLog = played.log.unwrap();
        let text = log.to_jsonl();
        let mut reader = text.as_bytes();
        let mut replay = stammtisch_rules::kernel::Replay::<Gorillas>::open(&mut reader).unwrap();
        let mut step = 0;
        while replay.next_step().unwrap().is_some() {
            step += 1;
            if step % 10 != 0 {
                continue;
            }
            let state = replay.game();
            for (s, level) in table.iter().enumerate() {
                let seat = Seat(s as u8);
                let Some(&card) = state.hand(seat).first() else {
                    continue;
                };
                let view = state.view(seat);
                let face = Some(deck::face(card));
                let prior = belief(&view, NO_TRUST).likeliest() == face;
                let t = &mut tally[*level as usize - 1];
                t.samples += 1;
                t.hits += (belief_of(&view, *level).likeliest() == face) as u64;
                t.prior_hits += prior as u64;
            }
        }
        game_no += 1;
    }
    tally
}

#[test]
#[ignore = "the strength table: thousands of rounds, run in release"]
fn strength_table() {
    let rounds: usize = std::env::var("GORILLAS_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(2_000);
    println!(
        "| players | level | rounds | mean points | banana rate | belief top-1 | prior top-1 |"
    );
    println!("|---|---|---|---|---|---|---|");
    let counts: Vec<usize> = std::env::var("GORILLAS_PLAYERS")
        .ok()
        .map(|p| p.split(',').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_else(|| vec![4, 8]);
    for players in counts {
        let tally = strength(players, rounds, 900_000 + players as u64 * 10_000);
        for (level, t) in ["easy", "normal", "hard"].iter().zip(tally) {
            println!(
                "| {players} | {level} | {} | {:.2} | {:.3} | {:.3} | {:.3} |",
                t.rounds,
                t.points as f64 / t.rounds as f64,
                t.bananas as f64 / t.rounds as f64,
                t.hits as f64 / t.samples.max(1) as f64,
                t.prior_hits as f64 / t.samples.max(1) as f64
            );
        }
    }
}

/// Per round of a logged match: its table time (deal to score, logical ms) and its moves by kind.
fn rounds_of(log: &ReplayLog) -> Vec<(u64, std::collections::BTreeMap<String, u64>)> {
    let mut rounds = Vec::new();
    let (mut dealt, mut kinds) = (None, std::collections::BTreeMap::new());
    for entry in &log.entries {
        let (now, events) = match entry {
            LogEntry::Action { now, events, .. } | LogEntry::Advance { now, events } => {
                (*now, events)
            }
        };
        for event in events {
            let kind = match event {
                serde_json::Value::Object(map) => map.keys().next().cloned().unwrap_or_default(),
                other => other.as_str().unwrap_or_default().to_string(),
            };
            match kind.as_str() {
                "Dealt" => dealt = Some(now),
                "Scored" => {
                    if let Some(start) = dealt.take() {
                        rounds.push((now - start, std::mem::take(&mut kinds)));
                    }
                }
                _ => *kinds.entry(kind).or_insert(0) += 1,
            }
        }
    }
    rounds
}

/// The first round's table time of a match of `levels` from `seed` (logical ms, bots' humanlike
/// delays included).
fn first_round_ms(levels: &[Level], seed: u64) -> (u64, std::collections::BTreeMap<String, u64>) {
    let played = play_one::<Gorillas>(&GorillasConfig::default(), levels, seed, true, false)
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    rounds_of(&played.log.unwrap())
        .into_iter()
        .next()
        .expect("a match scores a round")
}

/// Ten Normal bots end a round within three minutes of table time on every seed (a round at ten
/// seats dragged past four minutes: each seat's plan was dropped at everybody's move), and a
/// round at ten seats takes less than twice as long as one at four.
#[test]
fn a_ten_seat_bot_round_ends_in_a_time_people_enjoy() {
    let times = |players: usize| {
        let mut times: Vec<u64> = (0..5u64)
            .map(|seed| first_round_ms(&vec![Level::Normal; players], seed).0)
            .collect();
        times.sort();
        times
    };
    let (four, ten) = (times(4), times(10));
    assert!(
        ten[4] <= 180_000,
        "ten-seat rounds took {:?} ms on five seeds",
        ten
    );
    assert!(
        ten[2] < 2 * four[2],
        "ten seats {ten:?} ms, four {four:?} ms"
    );
}

/// The tables the pace and herd tables play at `players` seats: one per level, and the levels
/// mixed round the table.
fn tables(players: usize) -> [(&'static str, Vec<Level>); 4] {
    [
        ("easy", vec![Level::Easy; players]),
        ("normal", vec![Level::Normal; players]),
        ("hard", vec![Level::Hard; players]),
        (
            "mixed",
            (0..players)
                .map(|s| [Level::Easy, Level::Normal, Level::Hard][s % 3])
                .collect(),
        ),
    ]
}

/// The pace table: the median of a first round's table time over nine seeds per table, with the
/// moves made. `cargo test -p stammtisch-rules --test gorillas_games -- --ignored round_table_time --nocapture`
#[test]
#[ignore = "the pace table: about two minutes"]
fn round_table_time() {
    for players in [4usize, 10] {
        for (name, table) in tables(players) {
            let (mut times, mut total) = (Vec::new(), std::collections::BTreeMap::new());
            for seed in 0..9u64 {
                let (ms, kinds) = first_round_ms(&table, seed);
                times.push(ms);
                for (k, n) in kinds {
                    *total.entry(k).or_insert(0) += n;
                }
            }
            times.sort();
            let per: Vec<String> = total
                .iter()
                .map(|(k, v)| format!("{k} {}", v / 9))
                .collect();
            println!(
                "{players} {name}: median {} s, min {} max {} | per round: {}",
                times[4] / 1000,
                times[0] / 1000,
                times[8] / 1000,
                per.join(", ")
            );
        }
    }
}

/// How one round's offers went: the most seats standing with an offer to one seat at once in the
/// round's first `window` ms of table time, and the offers that went unanswered (lapsed because
/// either hand left, without being the offer that made the trade).
#[derive(Debug, Default, Clone, Copy)]
struct Herd {
    /// The most offers standing to one seat at once within the window.
    crowd: usize,
    /// Offers lapsed unanswered in the whole round.
    lapsed: u64,
    /// The round's table time (ms).
    ms: u64,
}

fn seat_of(value: &serde_json::Value, key: &str) -> usize {
    value[key].as_u64().expect("a seat") as usize
}

/// Every scored round of a logged match, as `Herd`s.
fn herds(log: &ReplayLog, players: usize, window: u64) -> Vec<Herd> {
    let mut rounds = Vec::new();
    let (mut dealt, mut herd) = (None, Herd::default());
    // offers[from] bit to: the offers standing.
    let mut offers = vec![0u16; players];
    for entry in &log.entries {
        let (now, events) = match entry {
            LogEntry::Action { now, events, .. } | LogEntry::Advance { now, events } => {
                (*now, events)
            }
        };
        let traded = events.iter().find_map(|e| {
            let t = e.get("Traded")?;
            Some((seat_of(t, "a"), seat_of(t, "b")))
        });
        for event in events {
            let Some((kind, body)) = event.as_object().and_then(|m| m.iter().next()) else {
                continue;
            };
            match kind.as_str() {
                "Dealt" => {
                    dealt = Some(now);
                    herd = Herd::default();
                    offers.iter_mut().for_each(|o| *o = 0);
                }
                "Offered" => offers[seat_of(body, "from")] |= 1 << seat_of(body, "to"),
                "Withdrawn" => offers[seat_of(body, "from")] &= !(1 << seat_of(body, "to")),
                "Lapsed" => {
                    let (from, to) = (seat_of(body, "from"), seat_of(body, "to"));
                    offers[from] &= !(1 << to);
                    let pair =
                        traded.is_some_and(|(a, b)| (a, b) == (from, to) || (b, a) == (from, to));
                    herd.lapsed += u64::from(!pair);
                }
                "Scored" => {
                    if let Some(start) = dealt.take() {
                        herd.ms = now - start;
                        rounds.push(herd);
                    }
                }
                _ => {}
            }
        }
        if let Some(start) = dealt
            && now - start <= window
        {
            let most = (0..players)
                .map(|to| offers.iter().filter(|o| *o & (1 << to) != 0).count())
                .max()
                .unwrap_or(0);
            herd.crowd = herd.crowd.max(most);
        }
    }
    rounds
}

/// The rounds of a whole match of `levels` from `seed`, as `Herd`s.
fn match_herds(levels: &[Level], seed: u64, window: u64) -> Vec<Herd> {
    let played = play_one::<Gorillas>(&GorillasConfig::default(), levels, seed, true, false)
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    herds(&played.log.unwrap(), levels.len(), window)
}

/// A round's first seconds, where the herd showed (ms of table time).
const HERD_WINDOW_MS: u64 = 10_000;

/// Ten Normal bots spread over the good cards as people do (issue 44: at a round's start every
/// bot offered to the holder of the best card, deciding in the same instant from the same
/// picture, and all but one offer lapsed). Over five seeded matches, in every round's first 10 s
/// at most 3 bots stand with an offer to one seat at once (before: 4 to 7 in every round; now 1
/// or 2), and fewer than 100 offers per round lapse unanswered (before: about 135; now 85).
#[test]
fn ten_seat_bots_do_not_all_offer_to_one_seat() {
    let mut rounds = Vec::new();
    for seed in 0..5u64 {
        rounds.extend(match_herds(&[Level::Normal; 10], seed, HERD_WINDOW_MS));
    }
    let crowds: Vec<usize> = rounds.iter().map(|h| h.crowd).collect();
    let lapsed = rounds.iter().map(|h| h.lapsed).sum::<u64>() / rounds.len() as u64;
    println!("crowds {crowds:?}, {lapsed} lapsed per round");
    assert!(
        crowds.iter().all(|&c| c <= 3),
        "bots standing with an offer to one seat in a round's first 10 s: {crowds:?}"
    );
    assert!(lapsed < 100, "{lapsed} offers lapsed unanswered per round");
}

/// The herd table: per table, over nine seeded matches, the most bots standing with an offer to
/// one seat in a round's first 10 s (first rounds: per seed; all rounds: the mean), and the
/// offers lapsed unanswered per round.
/// `cargo test -p stammtisch-rules --test gorillas_games -- --ignored herd_table --nocapture`
#[test]
#[ignore = "the herd table: about a minute"]
fn herd_table() {
    for players in [4usize, 10] {
        for (name, table) in tables(players) {
            let (mut firsts, mut all) = (Vec::new(), Vec::new());
            for seed in 0..9u64 {
                let rounds = match_herds(&table, seed, HERD_WINDOW_MS);
                firsts.push(rounds[0].crowd);
                all.extend(rounds);
            }
            let n = all.len() as f64;
            let mut ms: Vec<u64> = all.iter().map(|h| h.ms).collect();
            ms.sort();
            let mean = |f: fn(&Herd) -> f64| all.iter().map(f).sum::<f64>() / n;
            println!(
                "{players} {name}: first rounds' crowd at one seat {firsts:?} | over {} rounds: \
                 crowd {:.1}, lapsed {:.1} per round, median {} s",
                all.len(),
                mean(|h| h.crowd as f64),
                mean(|h| h.lapsed as f64),
                ms[ms.len() / 2] / 1000
            );
        }
    }
}
