//! Reading a replay back line by line and checking each line against the rules, so a replay never lies.
//!
//! Only the current state is kept, so a long log streams through in constant memory. A log is
//! refused, naming its 1-based line in the file, when it holds something the rules would not have
//! written: damaged JSON, a header the rules do not accept, times that go backwards, an action the
//! rules refuse, an `advance` before any timer ran out or that changes nothing, events other than
//! the ones the rules produce, an entry after the end, or no end at all.

use super::log::{LogEntry, LogHeader, json, parse_entry, parse_header};
use super::options::check_config;
use super::{Game, Millis};
use serde_json::Value;
use std::io::{BufRead, ErrorKind, Read};

/// The longest line a log may hold: entries are small, so anything longer is damage.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The latest time a log may name (2^53 - 1 ms, the largest whole number JSON carries exactly; some
/// 285,000 years). Later times are damage, and would overflow the rules' timers.
pub const MAX_TIME: Millis = (1 << 53) - 1;

/// One checked line of a replay.
#[derive(Clone, Debug)]
pub struct ReplayStep<G: Game> {
    /// The line's number in the file, from 1.
    pub line: usize,
    pub entry: LogEntry,
    /// What the rules produced (equal to what the log records).
    pub events: Vec<G::Event>,
}

/// A replay being read: the header is checked, then each `next_step` reads and checks one entry.
pub struct Replay<'r, G: Game> {
    reader: &'r mut dyn BufRead,
    header: LogHeader,
    game: G,
    /// Lines read so far.
    line: usize,
    /// The last line that held something.
    last: usize,
    now: Millis,
    buf: String,
}

impl<'r, G: Game> Replay<'r, G> {
    /// Reads and checks the header line: the game, its options, the players and the seed.
    pub fn open(reader: &'r mut dyn BufRead) -> Result<Self, String> {
        let mut line = 0;
        let mut buf = String::new();
        if !read_line(reader, &mut line, &mut buf)? {
            return Err("the replay file is empty".into());
        }
        let header = parse_header(line, &buf)?;
        let game = start::<G>(&header).map_err(|e| format!("line {line}: {e}"))?;
        Ok(Replay {
            reader,
            header,
            game,
            line,
            last: line,
            now: 0,
            buf,
        })
    }

    pub fn header(&self) -> &LogHeader {
        &self.header
    }

    /// The game as it stands after the lines read so far.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The final state (once `next_step` has returned `None`, the game is over).
    pub fn into_game(self) -> G {
        self.game
    }

    /// Reads and checks the next entry. `None` at the end of a file whose game is over.
    pub fn next_step(&mut self) -> Result<Option<ReplayStep<G>>, String> {
        if !read_line(self.reader, &mut self.line, &mut self.buf)? {
            if !self.game.is_over() {
                return Err(format!("the game is unfinished after line {}", self.last));
            }
            return Ok(None);
        }
        self.last = self.line;
        let entry = parse_entry(self.line, &self.buf)?;
        let events = self
            .check(&entry)
            .map_err(|e| format!("line {}: {e}", self.line))?;
        Ok(Some(ReplayStep {
            line: self.line,
            entry,
            events,
        }))
    }

    /// Reads and checks every remaining line; the final state.
    pub fn finish(mut self) -> Result<G, String> {
        while self.next_step()?.is_some() {}
        Ok(self.game)
    }

    /// Applies one entry to the game and checks it is what the rules would have written.
    fn check(&mut self, entry: &LogEntry) -> Result<Vec<G::Event>, String> {
        let (LogEntry::Action { now, .. } | LogEntry::Advance { now, .. }) = *entry;
        if self.game.is_over() {
            return Err("the game is already over".into());
        }
        if now > MAX_TIME {
            return Err(format!(
                "the time {now} ms is past any game (at most {MAX_TIME})"
            ));
        }
        if now < self.now {
            return Err(format!(
                "the time goes backwards, to {now} ms after {} ms",
                self.now
            ));
        }
        let (events, recorded) = match entry {
            LogEntry::Action {
                seat,
                action,
                events,
                ..
            } => {
                let action: G::Action = serde_json::from_value(action.clone())
                    .map_err(|e| format!("not an action of {}: {e}", G::NAME))?;
                if seat.index() >= self.game.players() {
                    return Err(format!("{seat} is not at this table"));
                }
                let got = self
                    .game
                    .apply(*seat, &action, now)
                    .map_err(|e| format!("{seat} could not play {action:?}: {e}"))?;
                (got, events)
            }
            LogEntry::Advance { events, .. } => {
                if events.is_empty() {
                    return Err("an advance that records nothing (the log never holds one)".into());
                }
                match self.game.next_deadline() {
                    None => return Err(format!("an advance to {now} ms, but no timer runs")),
                    Some(deadline) if now < deadline => {
                        return Err(format!(
                            "an advance to {now} ms, before the timer runs out at {deadline} ms"
                        ));
                    }
                    Some(_) => {}
                }
                (self.game.advance(now), events)
            }
        };
        let produced: Vec<Value> = events.iter().map(json).collect();
        same_events(recorded, &produced)?;
        self.now = now;
        Ok(events)
    }
}

/// The game a header describes, if the rules accept its options, players and seed.
fn start<G: Game>(header: &LogHeader) -> Result<G, String> {
    if header.game != G::NAME {
        return Err(format!(
            "this replay is of '{}', not {}",
            header.game,
            G::NAME
        ));
    }
    let config: G::Config = serde_json::from_value(header.config.clone())
        .map_err(|e| format!("the options are not valid for {}: {e}", G::NAME))?;
    // Every option written must read back as written: no unknown names, nothing coerced.
    let read = json(&config);
    match (&header.config, &read) {
        (Value::Object(given), Value::Object(read)) => {
            for (name, value) in given {
                match read.get(name) {
                    None => return Err(format!("'{name}' is not an option of {}", G::NAME)),
                    Some(v) if v != value => {
                        return Err(format!("option '{name}' is {value}, the rules read {v}"));
                    }
                    Some(_) => {}
                }
            }
        }
        _ if header.config != read => {
            return Err(format!("the options are not valid for {}", G::NAME));
        }
        _ => {}
    }
    check_config(&config).map_err(|e| format!("the options are not valid for {}: {e}", G::NAME))?;
    G::new(&config, header.players, header.seed).map_err(|e| e.to_string())
}

/// Whether the log recorded exactly the events the rules produced; if not, the first difference.
fn same_events(recorded: &[Value], produced: &[Value]) -> Result<(), String> {
    if recorded == produced {
        return Ok(());
    }
    let i = recorded
        .iter()
        .zip(produced)
        .take_while(|(r, p)| r == p)
        .count();
    let why = match (recorded.get(i), produced.get(i)) {
        (Some(r), Some(p)) => format!("event {} is {r} in the log, but {p} by the rules", i + 1),
        (Some(r), None) => format!("the log has an event more: {r}"),
        (None, Some(p)) => format!("the log lacks event {}: {p}", i + 1),
        (None, None) => unreachable!("the lists differ"),
    };
    Err(format!(
        "the events differ from what the rules produce: {why}"
    ))
}

/// Reads the next line that holds something into `buf`, counting every line read (blank ones too)
/// in `line`. `false` at the end of the file.
pub(crate) fn read_line(
    reader: &mut dyn BufRead,
    line: &mut usize,
    buf: &mut String,
) -> Result<bool, String> {
    loop {
        buf.clear();
        let read = (&mut *reader)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_line(buf)
            .map_err(|e| match e.kind() {
                ErrorKind::InvalidData => format!("line {}: not UTF-8 text", *line + 1),
                _ => format!("line {}: cannot read: {e}", *line + 1),
            })?;
        if read == 0 {
            return Ok(false);
        }
        *line += 1;
        if read > MAX_LINE_BYTES {
            return Err(format!(
                "line {}: longer than {MAX_LINE_BYTES} bytes",
                *line
            ));
        }
        if !buf.trim().is_empty() {
            return Ok(true);
        }
    }
}

#[cfg(test)]
#[path = "replay_tests.rs"]
mod tests;
