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
        assert!(err.starts_with("line 1 is not a replay header"), "{err}");
        let err = ReplayLog::from_jsonl("not json at all").unwrap_err();
        assert!(err.starts_with("line 1 is not a replay header"), "{err}");
        let mut text = a_log().to_jsonl();
        text.push_str("{\"kind\": \"dance\"}\n");
        let lines = text.lines().count();
        let err = ReplayLog::from_jsonl(&text).unwrap_err();
        assert!(
            err.starts_with(&format!("line {lines} is not a log entry")),
            "{err}"
        );
    }

    #[test]
    fn wrong_game_and_bad_options_are_refused() {
        let mut log = a_log();
        log.header.game = "skat".into();
        let err = log.replay::<Schwimmen>().unwrap_err();
        assert!(err.contains("this replay is of 'skat'"), "{err}");
        let mut log = a_log();
        log.header.config = serde_json::json!({"passing": "sometimes"});
        assert!(
            log.replay::<Schwimmen>()
                .unwrap_err()
                .contains("options are not valid")
        );
        let mut log = a_log();
        log.header.players = 1;
        assert!(log.replay::<Schwimmen>().unwrap_err().contains("bad setup"));
    }

    #[test]
    fn a_divergent_event_or_an_impossible_action_is_found() {
        let log = a_log();
        assert!(log.replay::<Schwimmen>().is_ok());
        // Change the events of the third entry: the replay notices.
        let mut bad = log.clone();
        let LogEntry::Action { events, .. } = &mut bad.entries[2] else {
            panic!("an action entry")
        };
        events.push(serde_json::json!({"Passed": {"seat": 0}}));
        assert_eq!(
            bad.replay::<Schwimmen>().unwrap_err(),
            "entry 3: the game diverged from the log"
        );
        // A different seed deals differently, so the log no longer fits.
        let mut bad = log.clone();
        bad.header.seed += 1;
        assert!(bad.replay::<Schwimmen>().is_err());
        // An action by the wrong seat is refused with its reason.
        let mut bad = log.clone();
        let LogEntry::Action { seat, .. } = &mut bad.entries[0] else {
            panic!("an action entry")
        };
        *seat = Seat((seat.0 + 1) % 3);
        let err = bad.replay::<Schwimmen>().unwrap_err();
        assert!(err.starts_with("entry 1:"), "{err}");
        // Garbage where an action should be.
        let mut bad = log;
        let LogEntry::Action { action, .. } = &mut bad.entries[1] else {
            panic!("an action entry")
        };
        *action = serde_json::json!("Fly");
        assert!(
            bad.replay::<Schwimmen>()
                .unwrap_err()
                .contains("not an action of schwimmen")
        );
    }
}
