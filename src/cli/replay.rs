//! `stammtisch replay FILE`: re-plays a log on the rules and prints what happened, step by step.

use stammtisch_rules::games::schwimmen::Schwimmen;
use stammtisch_rules::{Game, LogEntry, ReplayLog};
use std::path::Path;

pub fn run(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read replay {}: {e}", path.display()))?;
    let log = ReplayLog::from_jsonl(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    print!("{}", describe(&log)?);
    Ok(())
}

/// The replay as text: header, then each step with its events; fails on a log the rules disagree with.
pub fn describe(log: &ReplayLog) -> Result<String, String> {
    let mut out = format!(
        "{}: {} players, seed {}\n",
        log.header.game, log.header.players, log.header.seed
    );
    match log.header.game.as_str() {
        Schwimmen::NAME => {
            let (game, steps) = log.replay::<Schwimmen>()?;
            for (entry, events) in steps {
                match entry {
                    LogEntry::Action {
                        now, seat, action, ..
                    } => {
                        out += &format!("{:>8} ms  {seat}: {action}\n", now);
                    }
                    LogEntry::Advance { now, .. } => out += &format!("{:>8} ms  (time)\n", now),
                }
                for event in events {
                    out += &format!("             {event:?}\n");
                }
            }
            if let Some(outcome) = game.outcome() {
                out += &format!("{}\n", outcome.summary);
            }
        }
        other => return Err(format!("unknown game '{other}' in replay")),
    }
    Ok(out)
}
