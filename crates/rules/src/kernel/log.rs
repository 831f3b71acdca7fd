//! The event log: one JSON object per line. It is the replay file and the bug report.
//!
//! The first line is the header (game, options, players, seed); every further line is one applied
//! action or clock advance with the events it caused. Replaying (`kernel::replay`) re-applies the
//! actions to a new game from the same seed and checks that the same events come out.

use super::replay::Replay;
use super::{Game, Millis, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The first line of a replay file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogHeader {
    pub game: String,
    pub players: usize,
    pub seed: u64,
    pub config: Value,
}

/// One line after the header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LogEntry {
    Action {
        now: Millis,
        seat: Seat,
        action: Value,
        events: Vec<Value>,
    },
    Advance {
        now: Millis,
        events: Vec<Value>,
    },
}

/// A game's log being written, or read back.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayLog {
    pub header: LogHeader,
    pub entries: Vec<LogEntry>,
}

/// Every entry of a replayed log with the events the rules produced for it.
pub type ReplayedSteps<G> = Vec<(LogEntry, Vec<<G as Game>::Event>)>;

/// A rules value as JSON (rules types always serialize).
pub(crate) fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("rules types always serialize")
}

impl ReplayLog {
    pub fn new<G: Game>(game: &G, seed: u64) -> Self {
        ReplayLog {
            header: LogHeader {
                game: G::NAME.to_string(),
                players: game.players(),
                seed,
                config: json(game.config()),
            },
            entries: Vec::new(),
        }
    }

    pub fn record_action<G: Game>(
        &mut self,
        now: Millis,
        seat: Seat,
        action: &G::Action,
        events: &[G::Event],
    ) {
        self.entries.push(LogEntry::Action {
            now,
            seat,
            action: json(action),
            events: events.iter().map(json).collect(),
        });
    }

    pub fn record_advance<G: Game>(&mut self, now: Millis, events: &[G::Event]) {
        if !events.is_empty() {
            self.entries.push(LogEntry::Advance {
                now,
                events: events.iter().map(json).collect(),
            });
        }
    }

    /// The log as JSON lines.
    pub fn to_jsonl(&self) -> String {
        let mut out = serde_json::to_string(&self.header).expect("header serializes");
        out.push('\n');
        for entry in &self.entries {
            out.push_str(&serde_json::to_string(entry).expect("entry serializes"));
            out.push('\n');
        }
        out
    }

    /// Writes the log as JSON lines, one entry at a time.
    pub fn write_jsonl(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, &self.header)?;
        out.write_all(b"\n")?;
        for entry in &self.entries {
            serde_json::to_writer(&mut *out, entry)?;
            out.write_all(b"\n")?;
        }
        Ok(())
    }

    /// Reads a whole log from JSON lines (blank lines are skipped); the error names the line that
    /// is wrong. Only the format is checked here: `replay` checks the log against the rules.
    pub fn from_jsonl(text: &str) -> Result<Self, String> {
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty());
        let (i, first) = lines.next().ok_or("the replay file is empty")?;
        let header = parse_header(i + 1, first)?;
        let entries = lines
            .map(|(i, line)| parse_entry(i + 1, line))
            .collect::<Result<Vec<LogEntry>, String>>()?;
        Ok(ReplayLog { header, entries })
    }

    /// Plays the log again on a fresh game, checking every line as `Replay` does. Returns the final
    /// state and every step with the events the rules produced.
    pub fn replay<G: Game>(&self) -> Result<(G, ReplayedSteps<G>), String> {
        let text = self.to_jsonl();
        let mut reader = text.as_bytes();
        let mut replay = Replay::<G>::open(&mut reader)?;
        let mut steps = Vec::new();
        while let Some(step) = replay.next_step()? {
            steps.push((step.entry, step.events));
        }
        Ok((replay.into_game(), steps))
    }
}

/// Line `line` (1-based) read as a header.
pub fn parse_header(line: usize, text: &str) -> Result<LogHeader, String> {
    serde_json::from_str(text).map_err(|e| format!("line {line}: not a replay header: {e}"))
}

/// Line `line` (1-based) read as a log entry.
pub fn parse_entry(line: usize, text: &str) -> Result<LogEntry, String> {
    serde_json::from_str(text).map_err(|e| format!("line {line}: not a log entry: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Level;
    use crate::games::schwimmen::{Schwimmen, SchwimmenConfig};
    use crate::sim::play_one;

    fn a_log() -> ReplayLog {
        let levels = [Level::Easy, Level::Random, Level::Easy];
        play_one::<Schwimmen>(&SchwimmenConfig::default(), &levels, 42, true, true)
            .unwrap()
            .log
            .unwrap()
    }

    #[test]
    fn a_log_reads_back_as_written_and_replays() {
        let log = a_log();
        let text = log.to_jsonl();
        assert_eq!(text.lines().count(), log.entries.len() + 1);
        assert_eq!(ReplayLog::from_jsonl(&text).unwrap(), log);
        let mut written = Vec::new();
        log.write_jsonl(&mut written).unwrap();
        assert_eq!(String::from_utf8(written).unwrap(), text);
        let (game, steps) = log.replay::<Schwimmen>().unwrap();
        assert!(game.is_over());
        assert_eq!(steps.len(), log.entries.len());
    }

    #[test]
    fn empty_and_malformed_files_are_refused_with_the_line() {
        assert_eq!(
            ReplayLog::from_jsonl("").unwrap_err(),
            "the replay file is empty"
        );
        assert_eq!(
            ReplayLog::from_jsonl("\n  \n").unwrap_err(),
            "the replay file is empty"
        );
        let err = ReplayLog::from_jsonl("{\"game\": 3}").unwrap_err();
        assert!(err.starts_with("line 1: not a replay header"), "{err}");
        let err = ReplayLog::from_jsonl("\nnot json at all").unwrap_err();
        assert!(err.starts_with("line 2: not a replay header"), "{err}");
        let mut text = a_log().to_jsonl();
        text.push_str("{\"kind\": \"dance\"}\n");
        let lines = text.lines().count();
        let err = ReplayLog::from_jsonl(&text).unwrap_err();
        assert!(
            err.starts_with(&format!("line {lines}: not a log entry")),
            "{err}"
        );
    }
}
