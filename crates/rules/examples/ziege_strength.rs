//! Bot strength in Nur die Ziege zählt: seeded 4-player rounds with one bot of the tested level
//! against three Easy bots (its seat rotated), how often its goat ends inside its own tile and its
//! points per round, next to the Easy seats' figures; and decision times.
//!
//! cargo run --release -p stammtisch-rules --example ziege_strength -- [rounds per level] [threads] [seed] [levels]

use stammtisch_rules::bots::{Level, decide};
use stammtisch_rules::games::ziege::{Phase, Ziege, ZiegeConfig};
use stammtisch_rules::sim::play_one;
use stammtisch_rules::{Game, GameRng, Seat};
use std::time::Instant;

const PLAYERS: usize = 4;

/// (inside, points, seat-rounds) of the tested seat and of the Easy seats.
#[derive(Default, Clone, Copy)]
struct Tally {
    tested: (u64, u64, u64),
    easy: (u64, u64, u64),
}

fn rounds(level: Level, count: u64, first_seed: u64) -> Tally {
    let config = ZiegeConfig { rounds: Some(1) };
    let mut tally = Tally::default();
    for g in 0..count {
        let seed = first_seed + g;
        let tested = (g % PLAYERS as u64) as usize;
        let mut levels = vec![Level::Easy; PLAYERS];
        levels[tested] = level;
        let played = play_one::<Ziege>(&config, &levels, seed, false, false).unwrap();
        for seat in Seat::all(PLAYERS) {
            let points = played.game.score(seat) as u64;
            let entry = if seat.index() == tested {
                &mut tally.tested
            } else {
                &mut tally.easy
            };
            entry.0 += (points > 0) as u64;
            entry.1 += points;
            entry.2 += 1;
        }
    }
    tally
}

/// Decision times (ms: mean, p95, max) of `level` in the prediction and in trick play.
fn decision_times(level: Level, games: u64) -> [(f64, f64, f64); 2] {
    let mut rng = GameRng::new(99);
    let mut times = [Vec::new(), Vec::new()];
    for seed in 0..games {
        let mut game = Ziege::new(&ZiegeConfig { rounds: Some(1) }, PLAYERS, seed).unwrap();
        while !game.is_over() {
            let seat = game.first_actor(0).unwrap();
            let legal = game.legal(seat);
            let view = game.view(seat);
            let kind = match game.phase() {
                Phase::Predict { .. } => Some(0),
                Phase::Trick { .. } if legal.len() > 1 => Some(1),
                _ => None,
            };
            if let Some(kind) = kind {
                let started = Instant::now();
                std::hint::black_box(decide::<Ziege>(level, seat, &view, &legal, &mut rng));
                times[kind].push(started.elapsed().as_secs_f64() * 1000.0);
            }
            let action = decide::<Ziege>(Level::Easy, seat, &view, &legal, &mut rng).unwrap();
            game.apply(seat, &action, 0).unwrap();
        }
    }
    times.map(|mut t| {
        t.sort_by(|a, b| a.total_cmp(b));
        let mean = t.iter().sum::<f64>() / t.len() as f64;
        (mean, t[t.len() * 95 / 100], t[t.len() - 1])
    })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(400);
    let threads: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    let levels: Vec<Level> = args.get(4).map_or_else(
        || vec![Level::Easy, Level::Normal, Level::Hard],
        |a| a.split(',').map(|l| l.parse().unwrap()).collect(),
    );
    for &level in levels.iter().filter(|&&l| l >= Level::Normal) {
        let [predict, play] = decision_times(level, 3);
        println!(
            "{level:>6} decision: prediction mean {:.1} ms (p95 {:.1}, max {:.1}); card play mean {:.1} ms (p95 {:.1}, max {:.1})",
            predict.0, predict.1, predict.2, play.0, play.1, play.2
        );
    }
    for level in levels {
        let started = Instant::now();
        let per_thread = count.div_ceil(threads);
        let tallies: Vec<Tally> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let first = seed + t * per_thread;
                    let n = per_thread.min(count.saturating_sub(t * per_thread));
                    scope.spawn(move || rounds(level, n, first))
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let mut total = Tally::default();
        for t in tallies {
            total.tested.0 += t.tested.0;
            total.tested.1 += t.tested.1;
            total.tested.2 += t.tested.2;
            total.easy.0 += t.easy.0;
            total.easy.1 += t.easy.1;
            total.easy.2 += t.easy.2;
        }
        let pct = |(inside, _, n): (u64, u64, u64)| 100.0 * inside as f64 / n.max(1) as f64;
        let per = |(_, points, n): (u64, u64, u64)| points as f64 / n.max(1) as f64;
        println!(
            "{level:>6} vs 3 easy, {count} rounds (seeds {seed}..): inside its tile {:.1}%, {:.3} points per round; the easy seats {:.1}%, {:.3} points per round ({:.0} s)",
            pct(total.tested),
            per(total.tested),
            pct(total.easy),
            per(total.easy),
            started.elapsed().as_secs_f64()
        );
    }
}
