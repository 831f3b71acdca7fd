//! Bot speed from realistic mid-round positions of 4-player Schwimmen, Ziege and Jammerlappen (and
//! 6-player Jammerlappen): search playouts per second and the decision time per level (mean, p95).
//! Run: cargo bench --profile dev -p stammtisch-rules --bench bots [-- <game name>...]
//! (names restrict the run: schwimmen, ziege, jammerlappen, gaemsh, gorillas)
//! Gämsh Alpin's bots plan (`Heuristic::plan`) instead of searching: its figures are the time to
//! plan and the delays the plans draw (think times for swaps, reaction times for calls and slaps).

use stammtisch_rules::bots::Plan;
use stammtisch_rules::bots::ismcts::{IsmctsConfig, ismcts, paired_rollouts};
use stammtisch_rules::bots::{Heuristic, Level, decide};
use stammtisch_rules::games::gaemsh_alpin::{self, Gaemsh, GaemshConfig, GaemshView};
use stammtisch_rules::games::gussy_gorillas::{
    self as gorillas, Gorillas, GorillasConfig, GorillasView,
};
use stammtisch_rules::games::jammerlappen::{Jammerlappen, JammerlappenConfig, JammerlappenView};
use stammtisch_rules::games::schwimmen::{Action, Schwimmen, SchwimmenConfig, SchwimmenView};
use stammtisch_rules::games::ziege::{self, Ziege, ZiegeConfig, ZiegeView};
use stammtisch_rules::{Game, GameRng, Seat};
use std::time::Instant;

/// CPU time this thread has run, in seconds (Linux schedstat), so figures hold on a busy machine;
/// wall time where that is not available.
fn cpu_now(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64(), |ns| ns / 1e9)
}

/// Mid-round positions (seat to move, its view, its legal moves) reached by Easy bots.
fn positions(count: usize) -> Vec<(Seat, SchwimmenView, Vec<Action>)> {
    let mut rng = GameRng::new(3);
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut game = Schwimmen::new(&SchwimmenConfig::default(), 4, seed).unwrap();
        for step in 0..(6 + seed % 12) {
            let Some(seat) = game.first_actor(0) else {
                break;
            };
            let legal = game.legal(seat);
            let view = game.view(seat);
            if step >= 3 && legal.len() > 2 {
                out.push((seat, view.clone(), legal.clone()));
            }
            let action = decide::<Schwimmen>(Level::Easy, seat, &view, &legal, &mut rng).unwrap();
            game.apply(seat, &action, 0).unwrap();
        }
    }
    out.truncate(count);
    out
}

/// Positions of Jammerlappen rounds played by Easy bots where the seat on turn has a choice.
fn jammer_positions(
    count: usize,
    players: usize,
) -> Vec<(
    Seat,
    JammerlappenView,
    Vec<stammtisch_rules::games::jammerlappen::Action>,
)> {
    let mut rng = GameRng::new(4);
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut game = Jammerlappen::new(&JammerlappenConfig::default(), players, seed).unwrap();
        for step in 0..(10 + seed % 80) {
            let Some(seat) = game.first_actor(0) else {
                break;
            };
            let legal = game.legal(seat);
            let view = game.view(seat);
            if step >= 4 && legal.len() > 2 && step % 5 == 0 {
                out.push((seat, view.clone(), legal.clone()));
            }
            let action =
                decide::<Jammerlappen>(Level::Easy, seat, &view, &legal, &mut rng).unwrap();
            game.apply(seat, &action, 0).unwrap();
        }
    }
    out.truncate(count);
    out
}

fn jammerlappen(clock: Instant) {
    let positions = jammer_positions(40, 4);
    let mut rng = GameRng::new(10);
    let config = IsmctsConfig {
        iterations: 1000,
        exploration: 0.7,
        paired: true,
    };
    let cpu = cpu_now(clock);
    for (seat, view, legal) in &positions {
        paired_rollouts::<Jammerlappen>(view, *seat, legal, config, &mut rng);
    }
    let seconds = cpu_now(clock) - cpu;
    println!(
        "jammerlappen paired rollouts (playouts to the end of the round): {:.1} k playouts/s of cpu ({} positions x {} iterations, cpu {seconds:.2} s)",
        positions.len() as f64 * config.iterations as f64 / seconds / 1e3,
        positions.len(),
        config.iterations
    );
    decision_times::<Jammerlappen>("jammerlappen ", &positions, clock, &mut rng);
    let six = jammer_positions(40, 6);
    decision_times::<Jammerlappen>("jammerlappen 6 players ", &six, clock, &mut rng);
}

/// Ziege positions reached by Easy bots: predictions and card plays with a choice.
fn ziege_positions(count: usize) -> Vec<(Seat, ZiegeView, Vec<ziege::Action>, bool)> {
    let mut rng = GameRng::new(3);
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut game = Ziege::new(&ZiegeConfig { rounds: Some(1) }, 4, seed).unwrap();
        let mut step = 0;
        while let Some(seat) = game.first_actor(0) {
            let legal = game.legal(seat);
            let view = game.view(seat);
            let predict = matches!(game.phase(), ziege::Phase::Predict { .. });
            if legal.len() > 1 && (predict || step % 5 == seed as usize % 5) {
                out.push((seat, view.clone(), legal.clone(), predict));
            }
            let action = decide::<Ziege>(Level::Easy, seat, &view, &legal, &mut rng).unwrap();
            game.apply(seat, &action, 0).unwrap();
            step += 1;
        }
    }
    out.truncate(count);
    out
}
fn ziege(clock: Instant, rng: &mut GameRng) {
    let positions = ziege_positions(120);
    let config = IsmctsConfig {
        iterations: 1000,
        exploration: 0.7,
        paired: true,
    };
    let (started, cpu) = (Instant::now(), cpu_now(clock));
    for (seat, view, legal, _) in &positions {
        paired_rollouts::<Ziege>(view, *seat, legal, config, rng);
    }
    let (wall, seconds) = (started.elapsed().as_secs_f64(), cpu_now(clock) - cpu);
    println!(
        "ziege paired rollouts: {:.0} k iterations/s of cpu ({} positions x {} iterations, cpu {seconds:.2} s, wall {wall:.2} s)",
        positions.len() as f64 * config.iterations as f64 / seconds / 1e3,
        positions.len(),
        config.iterations
    );
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        for (kind, predict) in [("prediction", true), ("card play", false)] {
            let mut wall = Vec::new();
            for (seat, view, legal, _) in positions.iter().filter(|p| p.3 == predict) {
                let started = Instant::now();
                std::hint::black_box(decide::<Ziege>(level, *seat, view, legal, rng));
                wall.push(started.elapsed().as_secs_f64() * 1e3);
            }
            let n = wall.len();
            let (mean, p95, max) = stats(wall);
            println!(
                "ziege {level:>6} {kind}: wall mean {mean:.3} ms, p95 {p95:.3} ms, max {max:.3} ms ({n} positions)"
            );
        }
    }
}

/// Decision time per level over `positions`, printed with `prefix`: wall time per decision, and
/// cpu time (schedstat: its per-decision figures are only good to a scheduler tick, a few ms; the
/// cpu mean comes from the total, which is exact enough over all positions).
fn decision_times<G: Heuristic>(
    prefix: &str,
    positions: &[(Seat, G::View, Vec<G::Action>)],
    clock: Instant,
    rng: &mut GameRng,
) {
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let (mut wall, mut cpu) = (Vec::new(), Vec::new());
        let cpu_started = cpu_now(clock);
        for (seat, view, legal) in positions {
            let (started, cpu_before) = (Instant::now(), cpu_now(clock));
            std::hint::black_box(decide::<G>(level, *seat, view, legal, rng));
            wall.push(started.elapsed().as_secs_f64() * 1e3);
            cpu.push((cpu_now(clock) - cpu_before) * 1e3);
        }
        let cpu_mean = (cpu_now(clock) - cpu_started) * 1e3 / positions.len() as f64;
        let (mean, p95, max) = stats(wall);
        let (_, cpu_p95, cpu_max) = stats(cpu);
        println!(
            "{prefix}{level:>6} decision: wall mean {mean:.3} ms, p95 {p95:.3} ms, max {max:.3} ms; cpu mean {cpu_mean:.3} ms, p95 {cpu_p95:.1} ms, max {cpu_max:.1} ms ({} positions)",
            positions.len()
        );
    }
}

fn stats(mut ms: Vec<f64>) -> (f64, f64, f64) {
    ms.sort_by(|a, b| a.total_cmp(b));
    let mean = ms.iter().sum::<f64>() / ms.len() as f64;
    (mean, ms[ms.len() * 95 / 100], ms[ms.len() - 1])
}

fn main() {
    let names: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |name: &str| names.is_empty() || names.iter().any(|n| n == name);
    let mut rng = GameRng::new(9);
    let clock = Instant::now();
    if wanted(Schwimmen::NAME) {
        schwimmen(clock, &mut rng);
    }
    if wanted(Ziege::NAME) {
        ziege(clock, &mut rng);
    }
    if wanted(Jammerlappen::NAME) {
        jammerlappen(clock);
    }
    if wanted(Gaemsh::NAME) {
        gaemsh(clock, &mut rng);
    }
    if wanted(Gorillas::NAME) {
        for players in [4, 8, 10] {
            gorillas_plans(clock, players, &mut rng);
        }
    }
}

/// Gämsh Alpin positions (Föhn cards on) reached by Normal bots acting on their plans, 300 ms apart.
fn gaemsh_positions(count: usize) -> Vec<(Seat, GaemshView, Vec<gaemsh_alpin::Action>)> {
    let config = GaemshConfig {
        foehn: true,
        ..GaemshConfig::default()
    };
    let mut rng = GameRng::new(5);
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut game = Gaemsh::new(&config, 4, seed).unwrap();
        let mut now = 0;
        for step in 0..400u64 {
            if game.is_over() {
                break;
            }
            now += 300;
            game.advance(now);
            let seat = Seat((step % 4) as u8);
            let legal = game.legal(seat);
            if legal.is_empty() {
                continue;
            }
            let view = game.view(seat);
            if step % 3 == 0 {
                out.push((seat, view.clone(), legal.clone()));
            }
            if let Some(Plan::Act { action, .. }) =
                Gaemsh::plan(Level::Normal, seat, &view, &legal, &mut rng)
            {
                let _ = game.apply(seat, &action, now);
            }
        }
    }
    out.truncate(count);
    out
}

fn gaemsh(clock: Instant, rng: &mut GameRng) {
    let positions = gaemsh_positions(2000);
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let cpu_started = cpu_now(clock);
        let mut wall = Vec::new();
        let (mut think, mut reflex) = (Vec::new(), Vec::new());
        for (seat, view, legal) in &positions {
            let started = Instant::now();
            let plan = std::hint::black_box(Gaemsh::plan(level, *seat, view, legal, rng));
            wall.push(started.elapsed().as_secs_f64() * 1e3);
            if let Some(Plan::Act {
                action,
                after,
                keep,
            }) = plan
            {
                let signal = matches!(action, gaemsh_alpin::Action::Gesture { gesture } if Some(gesture) == view.signal);
                if keep || signal {
                    reflex.push(after as f64);
                } else {
                    think.push(after as f64);
                }
            }
        }
        let cpu_mean = (cpu_now(clock) - cpu_started) * 1e3 / positions.len() as f64;
        let (mean, p95, max) = stats(wall);
        println!(
            "gaemsh {level:>6} plan: wall mean {mean:.4} ms, p95 {p95:.4} ms, max {max:.3} ms; cpu mean {cpu_mean:.4} ms ({} positions)",
            positions.len()
        );
        for (what, delays) in [
            ("think (swaps, picks, votes, idle gestures)", think),
            ("reaction (calls, slaps, signals)", reflex),
        ] {
            if delays.is_empty() {
                continue;
            }
            let n = delays.len();
            let (mean, p95, _) = stats(delays);
            println!("gaemsh {level:>6} {what}: mean {mean:.0} ms, p95 {p95:.0} ms ({n} plans)");
        }
    }
}

fn schwimmen(clock: Instant, rng: &mut GameRng) {
    let positions = positions(200);
    for (name, paired) in [("ISMCTS tree", false), ("paired rollouts", true)] {
        let config = IsmctsConfig {
            iterations: 1000,
            exploration: 0.7,
            paired,
        };
        let (started, cpu) = (Instant::now(), cpu_now(clock));
        for (seat, view, legal) in &positions {
            if paired {
                paired_rollouts::<Schwimmen>(view, *seat, legal, config, rng);
            } else {
                ismcts::<Schwimmen>(view, *seat, legal, config, rng);
            }
        }
        let (wall, seconds) = (started.elapsed().as_secs_f64(), cpu_now(clock) - cpu);
        println!(
            "{name}: {:.0} k iterations/s of cpu ({} positions x {} iterations, cpu {seconds:.2} s, wall {wall:.2} s)",
            positions.len() as f64 * config.iterations as f64 / seconds / 1e3,
            positions.len(),
            config.iterations
        );
    }
    decision_times::<Schwimmen>("", &positions, clock, rng);
}

/// Positions of Gussy Gorillas rounds: every seat's view after random table moves, with a hand.
fn gorillas_positions(
    count: usize,
    players: usize,
) -> Vec<(Seat, GorillasView, Vec<gorillas::Action>)> {
    let mut rng = GameRng::new(5);
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut game = Gorillas::new(&GorillasConfig::default(), players, seed).unwrap();
        for step in 0..(20 + seed * 37 % (players as u64 * 150)) {
            let Some(_) = game.first_actor(0) else { break };
            let actors = game.actors(0);
            let seat = actors[rng.below(actors.len())];
            if step % 25 == 0 {
                out.push((seat, game.view(seat), game.legal(seat)));
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action, 0).unwrap();
        }
    }
    out.truncate(count);
    out
}

/// The plan's decision time per level (wall and cpu per decision).
fn gorillas_plans(clock: Instant, players: usize, rng: &mut GameRng) {
    let positions = gorillas_positions(300, players);
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let (mut wall, mut waits) = (Vec::new(), 0);
        let cpu_started = cpu_now(clock);
        for (seat, view, legal) in &positions {
            let started = Instant::now();
            let plan = Gorillas::plan(level, *seat, view, legal, rng);
            wall.push(started.elapsed().as_secs_f64() * 1e3);
            waits += matches!(plan, Some(Plan::Wait { .. })) as usize;
        }
        let cpu_mean = (cpu_now(clock) - cpu_started) * 1e3 / positions.len() as f64;
        let (mean, p95, max) = stats(wall);
        println!(
            "gorillas {players} players {level:>6} plan: wall mean {mean:.3} ms, p95 {p95:.3} ms, max {max:.3} ms; cpu mean {cpu_mean:.3} ms ({} positions, {waits} waits)",
            positions.len()
        );
    }
}
