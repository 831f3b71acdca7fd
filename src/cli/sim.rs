//! `stammtisch sim`: bot games headless, with totals per seat and every rule or invariant
//! failure; any failure makes the command fail. Games are reached through the rules' registry.

use clap::Args;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::{self, GameInfo};
use stammtisch_rules::sim::{SimReport, SimRequest};
use stammtisch_rules::{OptionValues, parse_option};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct SimArgs {
    #[arg(long)]
    pub game: String,
    #[arg(long, default_value = "4", allow_hyphen_values = true)]
    pub players: String,
    #[arg(long, default_value = "100", allow_hyphen_values = true)]
    pub games: String,
    #[arg(long, default_value = "1", allow_hyphen_values = true)]
    pub seed: String,
    /// One level per seat (random, easy, normal, hard); the last one fills the remaining seats.
    #[arg(long, value_delimiter = ',', default_value = "easy")]
    pub levels: Vec<String>,
    /// A rule option of the game, as NAME=VALUE (e.g. feuer=on); repeat for several.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Save the log of every simulated game here (one JSON-lines file per game).
    #[arg(long)]
    pub replays: Option<PathBuf>,
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

/// A whole number for `what`, or one clear line.
pub fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    let plain = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<T>() {
        Ok(n) if plain => Ok(n),
        _ => Err(format!(
            "'{text}' is not a {what}: use a whole number of 0 or more"
        )),
    }
}

/// The options given with `--option`, checked against the game's list.
pub fn options(info: &GameInfo, given: &[String]) -> Result<OptionValues, String> {
    let mut values = OptionValues::new();
    for text in given {
        let (name, value) = parse_option(info.options, text)?;
        values.insert(name, value);
    }
    Ok(values)
}

/// The simulation the arguments ask for.
pub fn request(args: &SimArgs) -> Result<(&'static GameInfo, SimRequest), String> {
    let info = games::find(&args.game)
        .ok_or_else(|| format!("unknown game '{}': sim knows {}", args.game, known_games()))?;
    let players: usize = number(&args.players, "number of players")?;
    if !(info.players.0..=info.players.1).contains(&players) {
        return Err(format!(
            "{} is for {} to {} players",
            info.title, info.players.0, info.players.1
        ));
    }
    let count: u64 = number(&args.games, "number of games")?;
    if count == 0 {
        return Err("simulate at least one game".into());
    }
    let seed: u64 = number(&args.seed, "seed")?;
    let request = SimRequest {
        players,
        games: count,
        seed,
        levels: levels(&args.levels, players)?,
        options: options(info, &args.options)?,
        check: args.check,
        replays: args.replays.clone(),
    };
    Ok((info, request))
}

pub fn run(args: &SimArgs) -> Result<(), String> {
    let (info, request) = request(args)?;
    let report = (info.sim)(&request)?;
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
    } else {
        print!("{}", text(&report));
    }
    if report.failures > 0 {
        return Err(format!(
            "{} of {} games broke a rule or an invariant",
            report.failures, report.games
        ));
    }
    Ok(())
}

pub fn known_games() -> String {
    games::REGISTRY
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
