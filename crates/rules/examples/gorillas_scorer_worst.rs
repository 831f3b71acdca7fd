//! The Gussy Gorillas scorer's worst cases: how long the plan (`score::best`, which the `score`
//! command and the round's steps use) and the score alone (`score::points`) take on the largest
//! collections the deck can hold, every 9 of the deck among them. Speed is measured here, not in a
//! test (CPU time of this thread).
//!
//! cargo run --profile dev -p stammtisch-rules --example gorillas_scorer_worst [-- SEED COUNT [points|list]]
//! (`points`: the score alone; `list`: print the collections, e.g. for `stammtisch score gorillas`)

use stammtisch_rules::GameRng;
use stammtisch_rules::games::gussy_gorillas::cli::parse_cards;
use stammtisch_rules::games::gussy_gorillas::deck::{self, Card};
use stammtisch_rules::games::gussy_gorillas::score;
use std::time::Instant;

/// CPU time this thread has run, in seconds (Linux schedstat; wall time elsewhere).
fn cpu_seconds(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64(), |ns| ns / 1e9)
}

/// Mean CPU milliseconds of a call of `f` (called until 50 ms have passed, the clock's ticks
/// being coarse), and its result.
fn timed<T>(mut f: impl FnMut() -> T) -> (f64, T) {
    let wall = Instant::now();
    let started = cpu_seconds(wall);
    let mut calls = 1;
    let out = f();
    while cpu_seconds(wall) - started < 0.05 {
        std::hint::black_box(f());
        calls += 1;
    }
    ((cpu_seconds(wall) - started) * 1e3 / calls as f64, out)
}

fn report(name: &str, cards: &[Card], only: Option<&str>) -> f64 {
    if only == Some("list") {
        let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        println!("{name}: {}", names.join(" "));
        return 0.0;
    }
    let (points_ms, points) = timed(|| score::points(cards));
    if only == Some("points") {
        println!(
            "{name}: {} cards, score alone {points_ms:.2} ms ({points} points)",
            cards.len()
        );
        return points_ms;
    }
    let (plan_ms, plan) = timed(|| score::best(cards));
    let nines = cards
        .iter()
        .filter(|c| c.number().is_some_and(|n| n.1 == 9))
        .count();
    println!(
        "{name}: {} cards, {nines} 9s, {} specials: plan {plan_ms:.2} ms ({} points, {} groups), score alone {points_ms:.2} ms ({points} points)",
        cards.len(),
        cards.iter().filter(|c| c.is_special()).count(),
        plan.points,
        plan.groups.len(),
    );
    assert_eq!(plan.points, points, "the plan and the score agree");
    plan_ms
}

fn words(text: &str) -> Vec<Card> {
    parse_cards(
        &text
            .split_whitespace()
            .map(String::from)
            .collect::<Vec<_>>(),
    )
    .unwrap()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let count: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(40);
    let only = args.get(3).map(String::as_str);
    // Every 9 and every special card of the deck, the rest number cards a Flip or Reverse can
    // turn, in pairs a Split can part: the most choices 40 cards can hold.
    let crafted = [
        (
            "every 9, every special, flippable pairs",
            "G9 C9 O9 B9 M9 L9 SPLIT SPLIT SPLIT SPLIT FLIP FLIP FLIP FLIP REVERSE REVERSE REVERSE REVERSE WILD WILD \
             G10 G10 C10 C10 O10 O10 B10 B10 G2 G2 C2 C2 O2 O2 G6 C6 G7 C7 G5 G-5",
        ),
        (
            "every 9, every special but the 6s",
            "G9 C9 O9 B9 M9 L9 SPLIT SPLIT SPLIT SPLIT FLIP FLIP FLIP FLIP REVERSE REVERSE REVERSE REVERSE WILD WILD SIX SIX \
             G10 G10 C10 C10 O10 O10 B10 B10 G2 G2 C2 C2 O2 O2 G6 C6 G1 G1",
        ),
        (
            "no 9s, every special but the 6s",
            "SPLIT SPLIT SPLIT SPLIT FLIP FLIP FLIP FLIP REVERSE REVERSE REVERSE REVERSE WILD WILD \
             G10 G10 C10 C10 O10 O10 B10 B10 M10 M10 G2 G2 C2 C2 O2 O2 B2 B2 G6 C6 O6 B6 G7 C7 O7 B7",
        ),
    ];
    let mut worst: f64 = 0.0;
    for (name, text) in crafted {
        worst = worst.max(report(name, &words(text), only));
    }
    // Random collections of `count` cards of the whole deck, every 9 in.
    let mut rng = GameRng::new(seed);
    for round in 0..5 {
        let nines: Vec<usize> = (0..deck::DECK_SIZE)
            .filter(|&i| matches!(deck::FACES[i], Card::Number { value: 9, .. }))
            .collect();
        let mut others: Vec<usize> = (0..deck::DECK_SIZE)
            .filter(|i| !nines.contains(i))
            .collect();
        rng.shuffle(&mut others);
        let mut cards: Vec<Card> = nines.iter().map(|&i| deck::FACES[i]).collect();
        cards.extend(
            others[..count - nines.len()]
                .iter()
                .map(|&i| deck::FACES[i]),
        );
        worst = worst.max(report(&format!("random {round}"), &cards, only));
    }
    // The whole deck.
    worst = worst.max(report("the whole deck", &deck::FACES, only));
    println!("slowest plan: {worst:.2} ms (cpu)");
}
