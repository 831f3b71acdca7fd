//! The event log: one JSON object per line. It is the replay file and the bug report.
//!
//! The first line is the header (game, options, players, seed); every further line is one applied
//! action or clock advance with the events it caused. Replaying re-applies the actions to a new game
//! from the same seed and checks that the same events come out.

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

fn json<T: Serialize>(value: &T) -> Value {
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

    /// Reads JSON lines back; the error names the line that is wrong.
    pub fn from_jsonl(text: &str) -> Result<Self, String> {
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty());
        let (_, first) = lines.next().ok_or("the replay file is empty")?;
        let header: LogHeader = serde_json::from_str(first)
            .map_err(|e| format!("line 1 is not a replay header: {e}"))?;
        let entries = lines
            .map(|(i, line)| {
                serde_json::from_str(line)
                    .map_err(|e| format!("line {} is not a log entry: {e}", i + 1))
            })
            .collect::<Result<Vec<LogEntry>, String>>()?;
        Ok(ReplayLog { header, entries })
    }

    /// Plays the log again on a fresh game and checks every event. Returns the final state.
    pub fn replay<G: Game>(&self) -> Result<(G, Vec<(LogEntry, Vec<G::Event>)>), String> {
        if self.header.game != G::NAME {
            return Err(format!(
                "this replay is of '{}', not {}",
                self.header.game,
                G::NAME
            ));
        }
        let config: G::Config = serde_json::from_value(self.header.config.clone())
            .map_err(|e| format!("the replay's options are not valid for {}: {e}", G::NAME))?;
        let mut game =
            G::new(&config, self.header.players, self.header.seed).map_err(|e| e.to_string())?;
        let mut steps = Vec::new();
        for (i, entry) in self.entries.iter().enumerate() {
            let (events, expected) = match entry {
                LogEntry::Action {
                    now,
                    seat,
                    action,
                    events,
                } => {
                    let action: G::Action =
                        serde_json::from_value(action.clone()).map_err(|e| {
                            format!("entry {}: not an action of {}: {e}", i + 1, G::NAME)
                        })?;
                    let got = game.apply(*seat, &action, *now).map_err(|e| {
                        format!("entry {}: {seat} could not play {action:?}: {e}", i + 1)
                    })?;
                    (got, events)
                }
                LogEntry::Advance { now, events } => (game.advance(*now), events),
            };
            let got: Vec<Value> = events.iter().map(json).collect();
            if &got != expected {
                return Err(format!("entry {}: the game diverged from the log", i + 1));
            }
            steps.push((entry.clone(), events));
        }
        Ok((game, steps))
    }
}
