//! Random-playout throughput of the rules: whole games (Schwimmen, Nur die Ziege zählt, Gämsh Alpin)
//! and rounds (Jammerlappen) of uniformly random legal actions on one core (`sim::random_playouts`).
//! Gämsh Alpin plays with `reveal_ms: 0` (the playouts never move the clock, so a frozen reveal
//! would never end), with and without the Föhn cards.
//! Run: cargo bench --profile dev -p stammtisch-rules --bench throughput [-- <game name>...]
//! (names restrict the run, e.g. `-- jammerlappen`)

use stammtisch_rules::Game;
use stammtisch_rules::games::gaemsh_alpin::{Gaemsh, GaemshConfig};
use stammtisch_rules::games::jammerlappen::Jammerlappen;
use stammtisch_rules::games::schwimmen::Schwimmen;
use stammtisch_rules::games::ziege::Ziege;
use stammtisch_rules::sim::random_playouts;
use std::time::Instant;

/// CPU time this thread has run, in seconds (Linux schedstat; falls back to wall time elsewhere), so
/// the figure is per core even on a busy machine.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<f64>().ok()? / 1e9)
}

/// Plays about `budget` player-games of `G` for each player count and prints actions per second.
fn measure<G: Game>(player_counts: &[usize], budget: u64) {
    measure_with::<G>(&G::Config::default(), "", player_counts, budget);
}

/// `measure` with a config (`label` names it in the report).
fn measure_with<G: Game>(config: &G::Config, label: &str, player_counts: &[usize], budget: u64) {
    let config = config.clone();
    random_playouts::<G>(&config, player_counts[0], 50, 0);
    let (mut total_actions, mut total_seconds) = (0u64, 0.0);
    for &players in player_counts {
        let games = budget / players as u64;
        let (started, cpu_started) = (Instant::now(), cpu_seconds());
        let actions = random_playouts::<G>(&config, players, games, 1);
        let wall = started.elapsed().as_secs_f64();
        let seconds = match (cpu_started, cpu_seconds()) {
            (Some(a), Some(b)) if b > a => b - a,
            _ => wall,
        };
        total_actions += actions;
        total_seconds += seconds;
        println!(
            "{}{label} random playouts, {players} players: {games} games, {actions} actions, {:.2} M actions/s per core, {:.1} µs per game (cpu {seconds:.2} s, wall {wall:.2} s)",
            G::NAME,
            actions as f64 / seconds / 1e6,
            seconds / games as f64 * 1e6
        );
    }
    println!(
        "{}{label} overall: {:.2} M actions/s per core",
        G::NAME,
        total_actions as f64 / total_seconds / 1e6
    );
}

fn main() {
    let names: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |name: &str| names.is_empty() || names.iter().any(|n| n == name);
    if wanted(Schwimmen::NAME) {
        measure::<Schwimmen>(&[2, 4, 6, 9], 100_000);
    }
    if wanted(Ziege::NAME) {
        measure::<Ziege>(&[3, 4, 6], 60_000);
    }
    if wanted(Jammerlappen::NAME) {
        measure::<Jammerlappen>(&[2, 4, 6], 4_000);
    }
    if wanted(Gaemsh::NAME) {
        for foehn in [false, true] {
            let config = GaemshConfig {
                foehn,
                reveal_ms: 0,
                ..GaemshConfig::default()
            };
            let label = if foehn { " (foehn)" } else { "" };
            measure_with::<Gaemsh>(&config, label, &[4, 6], 1_000_000);
        }
    }
}
