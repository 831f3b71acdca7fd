//! Random-playout throughput of the rules: whole Schwimmen games and Ziege matches of uniformly random legal actions
//! on one core (`sim::random_playouts`). Run: cargo bench -p stammtisch-rules --bench throughput

use stammtisch_rules::games::schwimmen::{Schwimmen, SchwimmenConfig};
use stammtisch_rules::games::ziege::{Ziege, ZiegeConfig};
use stammtisch_rules::sim::random_playouts;
use std::time::Instant;

/// CPU time this thread has run, in seconds (Linux schedstat; falls back to wall time elsewhere), so
/// the figure is per core even on a busy machine.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<f64>().ok()? / 1e9)
}

fn main() {
    let config = SchwimmenConfig::default();
    // Warm up.
    random_playouts::<Schwimmen>(&config, 4, 200, 0);
    let mut total_actions = 0u64;
    let mut total_seconds = 0.0;
    for players in [2, 4, 6, 9] {
        let games = 100_000 / players as u64;
        let (started, cpu_started) = (Instant::now(), cpu_seconds());
        let actions = random_playouts::<Schwimmen>(&config, players, games, 1);
        let wall = started.elapsed().as_secs_f64();
        let seconds = match (cpu_started, cpu_seconds()) {
            (Some(a), Some(b)) if b > a => b - a,
            _ => wall,
        };
        total_actions += actions;
        total_seconds += seconds;
        println!(
            "schwimmen random playouts, {players} players: {games} games, {actions} actions, {:.2} M actions/s per core, {:.1} µs per game (cpu {seconds:.2} s, wall {wall:.2} s)",
            actions as f64 / seconds / 1e6,
            seconds / games as f64 * 1e6
        );
    }
    println!(
        "overall: {:.2} M actions/s per core",
        total_actions as f64 / total_seconds / 1e6
    );
    let config = ZiegeConfig::default();
    random_playouts::<Ziege>(&config, 4, 200, 0);
    for players in [3, 4, 6] {
        let games = 60_000 / players as u64;
        let (started, cpu_started) = (Instant::now(), cpu_seconds());
        let actions = random_playouts::<Ziege>(&config, players, games, 1);
        let wall = started.elapsed().as_secs_f64();
        let seconds = match (cpu_started, cpu_seconds()) {
            (Some(a), Some(b)) if b > a => b - a,
            _ => wall,
        };
        println!(
            "ziege random playouts, {players} players: {games} matches, {actions} actions, {:.2} M actions/s per core, {:.1} µs per match (cpu {seconds:.2} s, wall {wall:.2} s)",
            actions as f64 / seconds / 1e6,
            seconds / games as f64 * 1e6
        );
    }
}
