//! `stammtisch sim`: bot games headless, with totals per seat and every rule or invariant failure.

use clap::Args;
use stammtisch_rules::Game;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::jammerlappen::{Jammerlappen, JammerlappenConfig};
use stammtisch_rules::games::schwimmen::{Schwimmen, SchwimmenConfig};
use stammtisch_rules::games::ziege::{Ziege, ZiegeConfig};
use stammtisch_rules::sim::{self, SimReport};

#[derive(Args, Debug)]
pub struct SimArgs {
    #[arg(long)]
    pub game: String,
    #[arg(long, default_value_t = 4)]
    pub players: usize,
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    #[arg(long, default_value = "1")]
    pub seed: String,
    /// One level per seat (random, easy, normal, hard); the last one fills the remaining seats.
    #[arg(long, value_delimiter = ',', default_value = "easy")]
    pub levels: Vec<String>,
    /// Check every invariant after every step (slower).
    #[arg(long)]
    pub check: bool,
    #[arg(long)]
    pub json: bool,
}

/// Seats' levels from the `--levels` list.
pub fn levels(names: &[String], players: usize) -> Result<Vec<Level>, String> {
    let parsed = names
        .iter()
        .map(|n| n.parse::<Level>())
        .collect::<Result<Vec<_>, _>>()?;
    if parsed.len() > players {
        return Err(format!(
            "{} levels given for {players} players",
            parsed.len()
        ));
    }
    let last = *parsed.last().ok_or("give at least one level")?;
    Ok((0..players)
        .map(|i| parsed.get(i).copied().unwrap_or(last))
        .collect())
}

pub fn run(args: &SimArgs) -> Result<(), String> {
    let seed: u64 = args
        .seed
        .parse()
        .map_err(|_| format!("'{}' is not a seed: use a whole number", args.seed))?;
    let info = stammtisch_rules::games::find(&args.game)
        .ok_or_else(|| format!("unknown game '{}': sim knows {}", args.game, known_games()))?;
    if !(info.players.0..=info.players.1).contains(&args.players) {
        return Err(format!(
            "{} is for {} to {} players",
            info.title, info.players.0, info.players.1
        ));
    }
    let levels = levels(&args.levels, args.players)?;
    let report = match info.id {
        Schwimmen::NAME => sim::run::<Schwimmen>(
            &SchwimmenConfig::default(),
            &levels,
            args.games,
            seed,
            args.check,
        ),
        Jammerlappen::NAME => sim::run::<Jammerlappen>(
            &JammerlappenConfig::default(),
            &levels,
            args.games,
            seed,
            args.check,
        ),
        Ziege::NAME => sim::run::<Ziege>(
            &ZiegeConfig::default(),
            &levels,
            args.games,
            seed,
            args.check,
        ),
        other => return Err(format!("sim cannot play '{other}' yet")),
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
    } else {
        print!("{}", text(&report));
    }
    Ok(())
}

fn known_games() -> String {
    stammtisch_rules::games::REGISTRY
        .iter()
        .map(|g| g.id)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The report in lines a person reads.
pub fn text(report: &SimReport) -> String {
    let mut out = format!(
        "{}: {} games, {} players, {} actions in {:.2} s ({:.0} actions/s)\n",
        report.game,
        report.games,
        report.players,
        report.actions,
        report.seconds,
        report.actions_per_sec
    );
    out += &format!(
        "{:<6} {:<8} {:>8} {:>12} {:>14}\n",
        "seat", "level", "wins", report.penalty_name, "per game"
    );
    for s in &report.seats {
        out += &format!(
            "{:<6} {:<8} {:>8.1} {:>12.0} {:>14.3}\n",
            s.seat, s.level, s.wins, s.penalties, s.penalties_per_game
        );
    }
    out += &format!("failures: {}\n", report.failures);
    for message in &report.failure_messages {
        out += &format!("  {message}\n");
    }
    out
}
