//! Headless matches between bots: used by tests, benchmarks and the `sim` command.
//!
//! The driver is the same for turn-based and real-time games: every seat that may act gets a
//! decision scheduled at `now + think time`, the earliest one is applied, timers run in between.

use crate::bots::{Heuristic, Level, Plan, decide, think_time};
use crate::kernel::{Game, GameRng, Millis, ReplayLog, Seat};
use serde::Serialize;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::time::Instant;

mod request;
pub use request::{SimRequest, seat_levels, simulate};

/// A game longer than this many actions is reported as a failure (it should have ended).
pub const MAX_ACTIONS: u64 = 200_000;

/// Per-seat totals over a sim run.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct SeatStats {
    pub seat: u8,
    pub level: String,
    /// Games won (shared wins count as a fraction).
    pub wins: f64,
    /// The game's penalty total (Schwimmen: lives lost, going under included).
    pub penalties: f64,
    pub penalties_per_game: f64,
    pub score_sum: f64,
}

/// What a sim run found.
#[derive(Clone, Debug, Serialize)]
pub struct SimReport {
    pub game: String,
    pub players: usize,
    pub games: u64,
    pub actions: u64,
    pub seconds: f64,
    pub actions_per_sec: f64,
    pub failures: usize,
    pub failure_messages: Vec<String>,
    pub seats: Vec<SeatStats>,
    pub penalty_name: String,
}

/// One finished game.
pub struct Played<G: Game> {
    pub game: G,
    pub actions: u64,
    pub log: Option<ReplayLog>,
}

/// Plays one whole game between bots of the given levels (one per seat), checking invariants after
/// every step when `checked`.
pub fn play_one<G: Heuristic>(
    config: &G::Config,
    levels: &[Level],
    seed: u64,
    record: bool,
    checked: bool,
) -> Result<Played<G>, String> {
    let mut log = None;
    let (game, actions) =
        play_into::<G>(config, levels, seed, record.then_some(&mut log), checked)?;
    Ok(Played { game, actions, log })
}

/// `play_one`, keeping the log in `log` (when given) even when the game fails: the bug report.
fn play_into<G: Heuristic>(
    config: &G::Config,
    levels: &[Level],
    seed: u64,
    mut log: Option<&mut Option<ReplayLog>>,
    checked: bool,
) -> Result<(G, u64), String> {
    let players = levels.len();
    let mut game = G::new(config, players, seed).map_err(|e| e.to_string())?;
    if let Some(log) = log.as_mut() {
        **log = Some(ReplayLog::new(&game, seed));
    }
    // Bots draw from their own stream so the deal never depends on how they think.
    let mut bot_rng = GameRng::new(seed ^ 0x9E37_79B9_7F4A_7C15);
    // Per seat: when its plan fires, the action (none: ask again) and whether it survives moves.
    let mut pending: Vec<Option<(Millis, Option<G::Action>, bool)>> = vec![None; players];
    let mut now: Millis = 0;
    let mut actions = 0u64;
    let mut events = Vec::new();
    if checked {
        game.check_invariants()
            .map_err(|e| format!("seed {seed}, after the deal: {e}"))?;
    }
    while !game.is_over() {
        if actions >= MAX_ACTIONS {
            return Err(format!("seed {seed}: no end after {MAX_ACTIONS} actions"));
        }
        for seat in game.actors(now) {
            if pending[seat.index()].is_none() {
                let legal = game.legal(seat);
                let level = levels[seat.index()];
                if level != Level::Random
                    && let Some(plan) = G::plan(level, seat, &game.view(seat), &legal, &mut bot_rng)
                {
                    pending[seat.index()] = Some(match plan {
                        Plan::Act {
                            action,
                            after,
                            keep,
                        } => (now + after.max(1), Some(action), keep),
                        Plan::Wait { recheck } => (now + recheck.max(1), None, false),
                    });
                    continue;
                }
                let action = if level == Level::Random {
                    game.random_action(seat, &mut bot_rng)
                } else {
                    decide::<G>(level, seat, &game.view(seat), &legal, &mut bot_rng)
                };
                let Some(action) = action else { continue };
                let delay = if level == Level::Random {
                    1
                } else {
                    think_time(level, legal.len(), &mut bot_rng)
                };
                pending[seat.index()] = Some((now + delay, Some(action), false));
            }
        }
        let next_bot = (0..players)
            .filter_map(|s| pending[s].as_ref().map(|(t, _, _)| (*t, s)))
            .min();
        let deadline = game.next_deadline();
        match (next_bot, deadline) {
            (_, Some(t)) if next_bot.is_none_or(|(b, _)| t <= b) => {
                now = now.max(t);
                let happened = game.advance(now);
                if let Some(Some(log)) = log.as_mut() {
                    log.record_advance::<G>(now, &happened);
                }
                if !happened.is_empty() {
                    stale(&mut pending);
                }
            }
            (Some((t, s)), _) => {
                now = now.max(t);
                let (_, action, kept) = pending[s].take().expect("pending decision");
                // A wait ran out: the seat plans again.
                let Some(action) = action else { continue };
                events.clear();
                match game.apply_into(Seat(s as u8), &action, now, &mut events) {
                    Ok(()) => {}
                    // A reflex under way lost its race (or its moment passed): dropped.
                    Err(_) if kept => continue,
                    Err(e) => {
                        return Err(format!(
                            "seed {seed}: bot at seat {} chose {action:?}: {e}",
                            s + 1
                        ));
                    }
                }
                actions += 1;
                if let Some(Some(log)) = log.as_mut() {
                    log.record_action::<G>(now, Seat(s as u8), &action, &events);
                }
                // Anything a bot decided before this move is stale now, unless it was kept.
                stale(&mut pending);
            }
            (None, _) => {
                return Err(format!(
                    "seed {seed}: nobody can act and no timer runs, yet the game is not over"
                ));
            }
        }
        if checked {
            game.check_invariants()
                .map_err(|e| format!("seed {seed}, after action {actions}: {e}"))?;
        }
    }
    Ok((game, actions))
}

/// Drops every plan a move made stale: all but the kept reflexes.
fn stale<A>(pending: &mut [Option<(Millis, Option<A>, bool)>]) {
    for plan in pending.iter_mut() {
        if !plan.as_ref().is_some_and(|(_, _, keep)| *keep) {
            *plan = None;
        }
    }
}

/// Plays `games` games from seeds `seed, seed+1, ...` and sums up.
pub fn run<G: Heuristic>(
    config: &G::Config,
    levels: &[Level],
    games: u64,
    seed: u64,
    checked: bool,
) -> SimReport {
    run_saving::<G>(config, levels, games, seed, checked, None)
        .expect("without replays to write, a run cannot fail")
}

/// `run`, writing every game's log into `replays` as `<game>-<seed>-<n>.jsonl` when given (`n`
/// from 0: that game was dealt from `seed + n`). Games that fail are written too: the bug report.
pub fn run_saving<G: Heuristic>(
    config: &G::Config,
    levels: &[Level],
    games: u64,
    seed: u64,
    checked: bool,
    replays: Option<&Path>,
) -> Result<SimReport, String> {
    let started = Instant::now();
    let mut seats: Vec<SeatStats> = levels
        .iter()
        .enumerate()
        .map(|(i, l)| SeatStats {
            seat: i as u8 + 1,
            level: l.to_string(),
            ..Default::default()
        })
        .collect();
    let mut failure_messages = Vec::new();
    let mut actions = 0;
    for g in 0..games {
        let mut log = None;
        let result = play_into::<G>(
            config,
            levels,
            seed.wrapping_add(g),
            replays.is_some().then_some(&mut log),
            checked,
        );
        if let (Some(dir), Some(log)) = (replays, &log) {
            save(&dir.join(format!("{}-{seed}-{g}.jsonl", G::NAME)), log)?;
        }
        match result {
            Ok((game, played_actions)) => {
                actions += played_actions;
                let outcome = game.outcome().expect("a finished game has an outcome");
                let winners = outcome.winners().len().max(1) as f64;
                let penalties = game.penalties();
                for result in &outcome.seats {
                    let stats = &mut seats[result.seat.index()];
                    stats.wins += if result.winner { 1.0 / winners } else { 0.0 };
                    stats.score_sum += result.score;
                    stats.penalties += penalties[result.seat.index()];
                }
            }
            Err(message) => failure_messages.push(message),
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    for stats in &mut seats {
        stats.penalties_per_game = stats.penalties / games.max(1) as f64;
    }
    Ok(SimReport {
        game: G::NAME.to_string(),
        players: levels.len(),
        games,
        actions,
        seconds,
        actions_per_sec: actions as f64 / seconds.max(1e-9),
        failures: failure_messages.len(),
        failure_messages,
        seats,
        penalty_name: G::PENALTY_NAME.to_string(),
    })
}

/// Writes one log as JSON lines.
fn save(path: &Path, log: &ReplayLog) -> Result<(), String> {
    let cannot = |e: std::io::Error| format!("cannot write the replay {}: {e}", path.display());
    let mut out = BufWriter::new(File::create(path).map_err(cannot)?);
    log.write_jsonl(&mut out).map_err(cannot)?;
    out.flush().map_err(cannot)
}

/// Random playouts from fresh deals, as fast as the rules allow (the throughput benchmark).
pub fn random_playouts<G: Game>(config: &G::Config, players: usize, games: u64, seed: u64) -> u64 {
    let mut rng = GameRng::new(seed);
    let mut events = Vec::with_capacity(16);
    let mut actions = 0;
    for g in 0..games {
        let mut game = G::new(config, players, seed.wrapping_add(g)).expect("valid setup");
        while !game.is_over() {
            let Some(seat) = game.first_actor(0) else {
                break;
            };
            let Some(action) = game.random_action(seat, &mut rng) else {
                break;
            };
            events.clear();
            game.apply_into(seat, &action, 0, &mut events)
                .expect("random legal actions apply");
            actions += 1;
        }
    }
    actions
}

/// Plays `seed` twice with logs and checks the game is a function of its seed: both logs are equal,
/// the log reads back from its JSON lines, and replaying it reproduces the final state and outcome.
/// Returns the first playthrough for further checks.
pub fn check_replay<G: Heuristic>(
    config: &G::Config,
    levels: &[Level],
    seed: u64,
) -> Result<Played<G>, String> {
    let first = play_one::<G>(config, levels, seed, true, true)?;
    let second = play_one::<G>(config, levels, seed, true, false)?;
    let log = first.log.as_ref().expect("recorded");
    let text = log.to_jsonl();
    if text != second.log.as_ref().expect("recorded").to_jsonl() {
        return Err(format!("seed {seed} is not deterministic"));
    }
    let read = ReplayLog::from_jsonl(&text)?;
    if &read != log {
        return Err(format!(
            "seed {seed}: the log does not read back as written"
        ));
    }
    let (replayed, steps) = read
        .replay::<G>()
        .map_err(|e| format!("seed {seed}: {e}"))?;
    if steps.len() != read.entries.len() || format!("{replayed:?}") != format!("{:?}", first.game) {
        return Err(format!("seed {seed}: the replay ends in another state"));
    }
    if replayed.outcome() != first.game.outcome() {
        return Err(format!("seed {seed}: the replay has another outcome"));
    }
    Ok(first)
}
