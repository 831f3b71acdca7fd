//! Bot strength in Jammerlappen: seeded 4-player rounds at mixed tables, seats rotated across
//! rounds so position does not bias; how often each level ends as the Jammerlappen (a level that
//! plays like the others would be it 25% of the time), and decision times.
//!
//! cargo run --release -p stammtisch-rules --example jammer_strength -- [rounds per table] [threads] [seed] [hard|hard-only|ladder]
//!
//! `hard` adds a Normal/Hard table; `hard-only` plays only that table; `ladder` plays only the
//! table [easy, normal, hard, easy] (every level at one table) and times all three levels;
//! `times` only times the three levels; `regret` plays no table: on positions of Easy rounds it compares each searching level's choice
//! (and the former Hard search, 4000 paired playouts) with a reference search many times larger.

use stammtisch_rules::bots::ismcts::paired_rollouts;
use stammtisch_rules::bots::{Level, decide};
use stammtisch_rules::games::jammerlappen::{Action, Jammerlappen, JammerlappenConfig};
use stammtisch_rules::sim;
use stammtisch_rules::{Game, GameRng};
use std::collections::BTreeMap;
use std::time::Instant;

/// Per level: (times Jammerlappen, seat-rounds played); and all actions.
fn table(
    levels: &[Level],
    games: u64,
    threads: usize,
    seed: u64,
) -> (BTreeMap<Level, (f64, f64)>, u64) {
    let config = JammerlappenConfig::default();
    let seats = levels.len() as u64;
    let per_rotation = games / seats;
    let mut jobs: Vec<(Vec<Level>, u64, u64)> = Vec::new();
    for rotation in 0..seats {
        let rotated: Vec<Level> = (0..seats)
            .map(|s| levels[((s + rotation) % seats) as usize])
            .collect();
        let chunk = per_rotation.div_ceil(threads as u64).max(1);
        let mut start = 0;
        while start < per_rotation {
            let n = chunk.min(per_rotation - start);
            jobs.push((rotated.clone(), seed + rotation * 1_000_000 + start, n));
            start += n;
        }
    }
    let reports: Vec<sim::SimReport> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let mine: Vec<_> = jobs.iter().skip(t).step_by(threads).cloned().collect();
                let config = config.clone();
                scope.spawn(move || {
                    mine.into_iter()
                        .map(|(levels, seed, n)| {
                            sim::run::<Jammerlappen>(&config, &levels, n, seed, false)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let actions = reports.iter().map(|r| r.actions).sum();
    let mut totals: BTreeMap<Level, (f64, f64)> = BTreeMap::new();
    for report in reports {
        assert_eq!(report.failures, 0, "{:?}", report.failure_messages);
        for seat in &report.seats {
            let level: Level = seat.level.parse().unwrap();
            let entry = totals.entry(level).or_default();
            entry.0 += seat.penalties;
            entry.1 += report.games as f64;
        }
    }
    (totals, actions)
}

/// CPU time this thread has run, in ms (Linux schedstat; good to a scheduler tick), if known.
fn cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<f64>().ok()? / 1e6)
}

/// Mean, p95 and max of some times, in ms.
type Stats = (f64, f64, f64);

/// Mean, p95 and max of some times.
fn stats(mut times: Vec<f64>) -> Stats {
    times.sort_by(|a, b| a.total_cmp(b));
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    (mean, times[times.len() * 95 / 100], *times.last().unwrap())
}

/// Decision times of `level` from positions of Easy rounds with a real choice (ms: mean, p95, max
/// of wall time, and of cpu time where the system tells it).
fn decision_times(level: Level, positions: usize) -> (Stats, Option<Stats>) {
    let config = JammerlappenConfig::default();
    let mut rng = GameRng::new(99);
    let (mut times, mut cpu) = (Vec::new(), Vec::new());
    let mut seed = 0;
    while times.len() < positions {
        seed += 1;
        let mut game = Jammerlappen::new(&config, 4, seed).unwrap();
        for step in 0..(10 + seed % 60) {
            let Some(seat) = game.first_actor(0) else {
                break;
            };
            let legal = game.legal(seat);
            let view = game.view(seat);
            let action =
                decide::<Jammerlappen>(Level::Easy, seat, &view, &legal, &mut rng).unwrap();
            if step >= 4 && legal.len() > 2 && step % 7 == 0 {
                let (started, cpu_started) = (Instant::now(), cpu_ms());
                decide::<Jammerlappen>(level, seat, &view, &legal, &mut rng);
                times.push(started.elapsed().as_secs_f64() * 1000.0);
                cpu.push(cpu_ms().zip(cpu_started).map(|(b, a)| b - a));
            }
            game.apply(seat, &action, 0).unwrap();
        }
    }
    let cpu: Option<Vec<f64>> = cpu.into_iter().collect();
    (stats(times), cpu.map(stats))
}

/// Mean value for `seat` of each move in `legal` over `worlds` shared determinizations.
fn move_values(
    view: &<Jammerlappen as Game>::View,
    seat: stammtisch_rules::Seat,
    legal: &[Action],
    worlds: usize,
    rng: &mut GameRng,
) -> Vec<f64> {
    let mut totals = vec![0.0; legal.len()];
    let mut events = Vec::new();
    for _ in 0..worlds {
        let world = Jammerlappen::determinize(view, rng);
        let stream = rng.fork();
        for (i, action) in legal.iter().enumerate() {
            let (mut state, mut r) = (world.clone(), stream.clone());
            state.apply_into(seat, action, 0, &mut events).unwrap();
            while !state.is_over() {
                let actor = state.first_actor(0).unwrap();
                let next = state.playout_action(actor, &mut r).unwrap();
                events.clear();
                state.apply_into(actor, &next, 0, &mut events).unwrap();
            }
            totals[i] += state.search_value(seat);
        }
    }
    totals.iter().map(|t| t / worlds as f64).collect()
}

/// Per searcher: mean regret against the reference values and how often it chose the reference's
/// best move, over `positions` positions of Easy rounds.
fn regret(positions: usize, reference_worlds: usize) {
    let config = JammerlappenConfig::default();
    let mut rng = GameRng::new(77);
    let names = ["normal", "hard", "former hard (4000 paired)"];
    let (mut regrets, mut agree) = ([0.0f64; 3], [0usize; 3]);
    let mut done = 0;
    let mut seed = 500;
    while done < positions {
        seed += 1;
        let mut game = Jammerlappen::new(&config, 4, seed).unwrap();
        for step in 0..(10 + seed % 60) {
            let Some(seat) = game.first_actor(0) else {
                break;
            };
            let legal = game.legal(seat);
            let view = game.view(seat);
            if step >= 4 && legal.len() > 2 && step % 7 == 0 && done < positions {
                let values = move_values(&view, seat, &legal, reference_worlds, &mut rng);
                let best = values.iter().cloned().fold(f64::MIN, f64::max);
                let former = Level::Hard.search().unwrap();
                let chosen = [
                    decide::<Jammerlappen>(Level::Normal, seat, &view, &legal, &mut rng).unwrap(),
                    decide::<Jammerlappen>(Level::Hard, seat, &view, &legal, &mut rng).unwrap(),
                    paired_rollouts::<Jammerlappen>(&view, seat, &legal, former, &mut rng),
                ];
                for (k, action) in chosen.iter().enumerate() {
                    let i = legal.iter().position(|a| a == action).unwrap();
                    regrets[k] += best - values[i];
                    agree[k] += (values[i] == best) as usize;
                }
                done += 1;
            }
            let action =
                decide::<Jammerlappen>(Level::Easy, seat, &view, &legal, &mut rng).unwrap();
            game.apply(seat, &action, 0).unwrap();
        }
    }
    for k in 0..3 {
        println!(
            "{:>26}: mean regret {:.4} (value scale -1..1), best move in {:.0}% of {positions} positions (reference: {reference_worlds} worlds per move)",
            names[k],
            regrets[k] / positions as f64,
            100.0 * agree[k] as f64 / positions as f64
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(400);
    let threads: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    if args.get(4).is_some_and(|a| a == "regret") {
        regret(games as usize, 3000);
        return;
    }
    let ladder = args.get(4).is_some_and(|a| a == "ladder" || a == "times");
    let hard_only = ladder || args.get(4).is_some_and(|a| a == "hard-only");
    let with_hard = hard_only || args.get(4).is_some_and(|a| a == "hard");
    let levels_timed: &[Level] = if ladder {
        &[Level::Easy, Level::Normal, Level::Hard]
    } else if with_hard {
        &[Level::Normal, Level::Hard]
    } else {
        &[Level::Normal]
    };
    for &level in levels_timed.iter().filter(|_| ladder || !hard_only) {
        let ((mean, p95, max), cpu) = decision_times(level, 40);
        print!("{level:>6} decision: wall mean {mean:.1} ms, p95 {p95:.1} ms, max {max:.1} ms");
        match cpu {
            Some((mean, p95, max)) => {
                println!("; cpu mean {mean:.1} ms, p95 {p95:.1} ms, max {max:.1} ms")
            }
            None => println!(),
        }
    }
    use Level::{Easy, Hard, Normal, Random};
    let mut tables = vec![[Easy, Normal, Easy, Normal], [Random, Easy, Random, Easy]];
    if hard_only || args.get(4).is_some_and(|a| a == "times") {
        tables.clear();
    }
    if ladder && args.get(4).is_some_and(|a| a == "ladder") {
        tables.push([Easy, Normal, Hard, Easy]);
    } else if with_hard && !ladder {
        tables.push([Normal, Hard, Normal, Hard]);
    }
    for levels in tables {
        let started = Instant::now();
        let (totals, actions) = table(&levels, games, threads, seed);
        let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
        println!(
            "table [{}], {games} rounds, seats rotated, {:.0} actions per round, {:.0} s:",
            names.join(", "),
            actions as f64 / games as f64,
            started.elapsed().as_secs_f64()
        );
        for (level, (times, seat_rounds)) in &totals {
            let p = times / seat_rounds;
            // Binomial standard error of the rate.
            let se = (p * (1.0 - p) / seat_rounds).sqrt();
            println!(
                "  {level:>6}: Jammerlappen in {:.1}% ± {:.1}% of its seat-rounds ({times} of {seat_rounds})",
                100.0 * p,
                100.0 * se
            );
        }
    }
}
