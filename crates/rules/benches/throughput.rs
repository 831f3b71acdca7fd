//! Random-playout throughput of the rules: whole games (Schwimmen, Nur die Ziege zählt, Gämsh Alpin)
//! and rounds (Jammerlappen; Gussy Gorillas, whose clock stands still in a playout, so the first
//! round ends it) of uniformly random legal actions on one core (`sim::random_playouts`), one row
//! per player count the game allows and per lobby option (the defaults, then each option at every
//! other value it may take — a range at its ends — and every switch flipped at once), since the
//! budget (`BUDGET`, actions per second per core) holds for every table a lobby can set, not for
//! the average; and the Gussy Gorillas scorer on 15-card collections with specials and on dealt
//! 10-player collections: the plan search and the score alone (`gorillas-scorer`).
//! Gämsh Alpin plays with `reveal_ms: 0` (the playouts never move the clock, so a frozen reveal
//! would never end).
//! Run: cargo bench --profile dev -p stammtisch-rules --bench throughput [-- <game name>...]
//! (names restrict the run, e.g. `-- jammerlappen`)

use stammtisch_rules::GameRng;
use stammtisch_rules::games::gaemsh_alpin::{Gaemsh, GaemshConfig};
use stammtisch_rules::games::gussy_gorillas::{Gorillas, cli::parse_cards, deck, score};
use stammtisch_rules::games::jammerlappen::Jammerlappen;
use stammtisch_rules::games::schwimmen::Schwimmen;
use stammtisch_rules::games::ziege::Ziege;
use stammtisch_rules::sim::random_playouts;
use stammtisch_rules::{Game, GameConfig, OptionKind, OptionValue};
use std::time::Instant;

/// Random actions per second per core every row must reach.
const BUDGET: f64 = 5e6;
/// CPU seconds each row plays for (at least).
const ROW_SECONDS: f64 = 0.25;

/// CPU time this thread has run, in seconds (Linux schedstat; falls back to wall time elsewhere), so
/// the figure is per core even on a busy machine.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<f64>().ok()? / 1e9)
}

/// The configs a lobby can set, from `base`: `base` itself, each option at each other value it may
/// take (a range at its two ends), and every switch flipped at once; each with its label.
fn lobby_configs<C: GameConfig + Clone>(base: &C) -> Vec<(String, C)> {
    let mut out = vec![("defaults".to_string(), base.clone())];
    let mut all_flipped = (String::new(), base.clone());
    let mut switches = 0;
    for option in C::options() {
        let current = base.get_option(option.name).unwrap_or(option.default);
        let values: Vec<OptionValue> = match option.kind {
            OptionKind::Toggle => vec![OptionValue::Bool(current != OptionValue::Bool(true))],
            OptionKind::Range { min, max, .. } => {
                vec![OptionValue::Int(min), OptionValue::Int(max)]
            }
            OptionKind::Choice(choices) => {
                choices.iter().map(|&(v, _)| OptionValue::Int(v)).collect()
            }
        };
        for value in values.into_iter().filter(|&v| v != current) {
            let mut config = base.clone();
            config
                .set_option(option.name, &value)
                .expect("a lobby value");
            let shown = match value {
                OptionValue::Bool(on) => if on { "on" } else { "off" }.to_string(),
                OptionValue::Int(n) => n.to_string(),
            };
            out.push((format!("{}={shown}", option.name), config));
            if matches!(option.kind, OptionKind::Toggle) {
                switches += 1;
                all_flipped
                    .1
                    .set_option(option.name, &value)
                    .expect("a lobby value");
                all_flipped.0 += &format!(
                    "{}{}={shown}",
                    if switches > 1 { "," } else { "" },
                    option.name
                );
            }
        }
    }
    if switches > 1 {
        out.push(all_flipped);
    }
    out
}

/// One row per player count of `G` and lobby config (from `base`): actions per second per core.
/// Returns the slowest row.
fn measure<G: Game>(base: &G::Config) -> (f64, String) {
    random_playouts::<G>(base, G::PLAYERS.0, 50, 0);
    let mut slowest = (f64::INFINITY, String::new());
    let (mut total_actions, mut total_seconds) = (0u64, 0.0);
    for (label, config) in lobby_configs(base) {
        for players in (G::PLAYERS.0..=G::PLAYERS.1).filter(|&p| G::seats_ok(p)) {
            let (mut games, mut actions, mut seconds) = (0u64, 0u64, 0.0);
            let started = Instant::now();
            let mut chunk = 16;
            while seconds < ROW_SECONDS {
                let cpu_started = cpu_seconds();
                let chunk_started = Instant::now();
                actions += random_playouts::<G>(&config, players, chunk, 1 + games);
                seconds += match (cpu_started, cpu_seconds()) {
                    (Some(a), Some(b)) if b > a => b - a,
                    _ => chunk_started.elapsed().as_secs_f64(),
                };
                games += chunk;
                chunk *= 2;
            }
            let rate = actions as f64 / seconds;
            total_actions += actions;
            total_seconds += seconds;
            let row = format!("{} {label}, {players} players", G::NAME);
            println!(
                "{row}: {:.2} M actions/s per core{}, {games} games, {:.1} actions and {:.1} µs per game (cpu {seconds:.2} s, wall {:.2} s)",
                rate / 1e6,
                if rate < BUDGET { " BELOW BUDGET" } else { "" },
                actions as f64 / games as f64,
                seconds / games as f64 * 1e6,
                started.elapsed().as_secs_f64()
            );
            if rate < slowest.0 {
                slowest = (rate, row);
            }
        }
    }
    println!(
        "{} overall: {:.2} M actions/s per core; slowest: {} at {:.2} M",
        G::NAME,
        total_actions as f64 / total_seconds / 1e6,
        slowest.1,
        slowest.0 / 1e6
    );
    slowest
}

fn main() {
    let names: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |name: &str| names.is_empty() || names.iter().any(|n| n == name);
    let mut slowest = Vec::new();
    if wanted(Schwimmen::NAME) {
        slowest.push(measure::<Schwimmen>(&Default::default()));
    }
    if wanted(Ziege::NAME) {
        slowest.push(measure::<Ziege>(&Default::default()));
    }
    if wanted(Jammerlappen::NAME) {
        slowest.push(measure::<Jammerlappen>(&Default::default()));
    }
    if wanted(Gaemsh::NAME) {
        let base = GaemshConfig {
            reveal_ms: 0,
            ..GaemshConfig::default()
        };
        slowest.push(measure::<Gaemsh>(&base));
    }
    if wanted(Gorillas::NAME) {
        slowest.push(measure::<Gorillas>(&Default::default()));
    }
    if let Some((rate, row)) = slowest.iter().min_by(|a, b| a.0.total_cmp(&b.0)) {
        println!(
            "slowest row of all: {row} at {:.2} M actions/s per core (budget {:.0} M): {}",
            rate / 1e6,
            BUDGET / 1e6,
            if *rate >= BUDGET { "within" } else { "BELOW" }
        );
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
