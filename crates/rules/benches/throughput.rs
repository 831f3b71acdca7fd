//! Random-playout throughput of the rules: whole Schwimmen games and Jammerlappen rounds of uniformly
//! random legal actions on one core (`sim::random_playouts`).
//! Run: cargo bench -p stammtisch-rules --bench throughput

use stammtisch_rules::games::jammerlappen::{Jammerlappen, JammerlappenConfig};
use stammtisch_rules::games::schwimmen::{Schwimmen, SchwimmenConfig};
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
    let config = JammerlappenConfig::default();
    random_playouts::<Jammerlappen>(&config, 4, 50, 0);
    let (mut jam_actions, mut jam_seconds) = (0u64, 0.0);
    for players in [2, 4, 6] {
        let games = 4_000 / players as u64;
        let (started, cpu_started) = (Instant::now(), cpu_seconds());
        let actions = random_playouts::<Jammerlappen>(&config, players, games, 1);
        let wall = started.elapsed().as_secs_f64();
        let seconds = match (cpu_started, cpu_seconds()) {
            (Some(a), Some(b)) if b > a => b - a,
            _ => wall,
        };
        jam_actions += actions;
        jam_seconds += seconds;
        println!(
            "jammerlappen random playouts, {players} players: {games} rounds, {actions} actions, {:.2} M actions/s per core, {:.1} µs per round (cpu {seconds:.2} s, wall {wall:.2} s)",
            actions as f64 / seconds / 1e6,
            seconds / games as f64 * 1e6
        );
    }
    println!(
        "jammerlappen overall: {:.2} M actions/s per core",
        jam_actions as f64 / jam_seconds / 1e6
    );
}
