//! Random-playout throughput of the rules: whole games (Schwimmen, Nur die Ziege zählt, Gämsh Alpin)
//! and rounds (Jammerlappen; Gussy Gorillas, whose clock stands still in a playout, so the first
//! round ends it) of uniformly random legal actions on one core (`sim::random_playouts`); and the
//! Gussy Gorillas scorer on 15-card collections with specials and on dealt 10-player collections:
//! the plan search and the score alone (`gorillas-scorer`).
//! Gämsh Alpin plays with `reveal_ms: 0` (the playouts never move the clock, so a frozen reveal
//! would never end), with and without the Föhn cards.
//! Run: cargo bench --profile dev -p stammtisch-rules --bench throughput [-- <game name>...]
//! (names restrict the run, e.g. `-- jammerlappen`)

use stammtisch_rules::Game;
use stammtisch_rules::GameRng;
use stammtisch_rules::games::gaemsh_alpin::{Gaemsh, GaemshConfig};
use stammtisch_rules::games::gussy_gorillas::{Gorillas, cli::parse_cards, deck, score};
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
    if wanted(Gorillas::NAME) {
        measure::<Gorillas>(&[3, 4, 6, 8, 10], 20_000);
    }
    if wanted("gorillas-scorer") {
        scorer();
    }
}

/// The Gussy Gorillas scorer on 15-card collections with specials (and one with rare cards).
fn scorer() {
    let hands = [
        "G1 G1 C4 C4 O10 O10 O10 SPLIT B-8 REVERSE M7 FLIP L2 L6 FLIP",
        "G2 G6 G7 G10 C10 C10 C1 B-5 B-8 M3 SPLIT FLIP FLIP REVERSE REVERSE",
        "G1 G1 G1 C2 C2 O6 O7 B10 B10 M-5 L8 SPLIT SPLIT FLIP REVERSE",
        "G1 G1 C4 C4 O10 O10 O9 SPLIT B-8 REVERSE M7 FLIP WILD L2 L6",
    ];
    for text in hands {
        let words: Vec<String> = text.split(' ').map(String::from).collect();
        let cards = parse_cards(&words).unwrap();
        let plan = per_call(2_000, || score::best(&cards).points);
        let fast = per_call(20_000, || score::points(&cards));
        println!(
            "gorillas scorer, {} cards ({} points): plan {plan:.1} µs, score alone {fast:.2} µs per collection (cpu)  [{text}]",
            cards.len(),
            score::points(&cards),
        );
    }
    // Collections as a 10-player round deals them (every card, the rare ones too; 11 each).
    let mut rng = GameRng::new(1);
    let mut dealt = Vec::new();
    for _ in 0..500 {
        let mut ids: Vec<usize> = (0..deck::DECK_SIZE).collect();
        rng.shuffle(&mut ids);
        dealt.extend(
            ids.chunks(11)
                .take(10)
                .map(|c| c.iter().map(|&i| deck::FACES[i]).collect::<Vec<_>>()),
        );
    }
    let mut at = 0;
    let fast = per_call(50_000, || {
        at = (at + 1) % dealt.len();
        score::points(&dealt[at])
    });
    let plan = per_call(2_000, || {
        at = (at + 1) % dealt.len();
        score::exhaustive_points(&dealt[at])
    });
    println!(
        "gorillas scorer, 10-player dealt collections (11 cards, rare cards in): score alone {fast:.2} µs, plan search {plan:.1} µs per collection (cpu)"
    );
}

/// CPU µs per call of `f` over `runs` calls.
fn per_call(runs: u32, mut f: impl FnMut() -> i32) -> f64 {
    let (started, cpu_started) = (Instant::now(), cpu_seconds());
    for _ in 0..runs {
        std::hint::black_box(f());
    }
    let wall = started.elapsed().as_secs_f64();
    let seconds = match (cpu_started, cpu_seconds()) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => wall,
    };
    seconds / runs as f64 * 1e6
}
