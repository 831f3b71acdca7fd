//! `replay` for every game: a checked replay written as text, and `replay_any`, which picks the
//! game from the header line.

use super::{REGISTRY, known_ids};
use crate::kernel::replay::read_line;
use crate::kernel::{Game, LogEntry, Replay};
use serde_json::Value;
use std::io::{BufRead, Cursor, Read, Write};

/// Reads a replay of `G` line by line, checks every line against the rules, and writes each step
/// with its events, then the outcome. A line the rules disagree with ends it with an error naming
/// the line; what was written before it was checked.
pub fn write_replay<G: Game>(reader: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), String> {
    let cannot = |e: std::io::Error| format!("cannot write: {e}");
    let mut replay = Replay::<G>::open(reader)?;
    let header = replay.header();
    writeln!(
        out,
        "{}: {} players, seed {}",
        header.game, header.players, header.seed
    )
    .map_err(cannot)?;
    while let Some(step) = replay.next_step()? {
        match &step.entry {
            LogEntry::Action {
                now, seat, action, ..
            } => writeln!(out, "{now:>8} ms  {seat}: {action}"),
            LogEntry::Advance { now, .. } => writeln!(out, "{now:>8} ms  (time)"),
        }
        .map_err(cannot)?;
        for event in &step.events {
            writeln!(out, "             {event:?}").map_err(cannot)?;
        }
    }
    if let Some(outcome) = replay.game().outcome() {
        writeln!(out, "{}", outcome.summary).map_err(cannot)?;
    }
    out.flush().map_err(cannot)
}

/// Reads the header line, finds the game by its `game` field and replays it with that game's rules.
pub fn replay_any(reader: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), String> {
    let mut line = 0;
    let mut header = String::new();
    if !read_line(reader, &mut line, &mut header)? {
        return Err("the replay file is empty".into());
    }
    let fields: Value = serde_json::from_str(&header)
        .map_err(|e| format!("line {line}: not a replay header: {e}"))?;
    let game = fields
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| format!("line {line}: not a replay header: it names no game"))?;
    let info = REGISTRY.iter().find(|g| g.id == game).ok_or_else(|| {
        format!(
            "line {line}: unknown game '{game}': replays know {}",
            known_ids()
        )
    })?;
    // The lines read so far go back in front (blank ones as blank), so line numbers stay true.
    let read = "\n".repeat(line - 1) + &header;
    let mut whole = Cursor::new(read.into_bytes()).chain(reader);
    (info.replay)(&mut whole, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Level;
    use crate::games::ziege::{Ziege, ZiegeConfig};
    use crate::sim::play_one;

    fn ziege_log() -> String {
        let played = play_one::<Ziege>(
            &ZiegeConfig { rounds: Some(1) },
            &[Level::Easy; 3],
            9,
            true,
            true,
        )
        .unwrap();
        played.log.unwrap().to_jsonl()
    }

    fn replay_text(text: &str) -> Result<String, String> {
        let mut out = Vec::new();
        replay_any(&mut text.as_bytes(), &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn any_game_replays_from_its_header() {
        let text = ziege_log();
        let shown = replay_text(&text).unwrap();
        assert!(shown.starts_with("ziege: 3 players, seed 9\n"), "{shown}");
        assert!(shown.lines().count() > text.lines().count());
        // Blank lines before the header keep the numbering.
        let mut lines: Vec<&str> = text.lines().collect();
        lines[3] = "{";
        let damaged = format!("\n\n{}\n", lines.join("\n"));
        assert!(
            replay_text(&damaged)
                .unwrap_err()
                .starts_with("line 6: not a log entry")
        );
    }

    #[test]
    fn unknown_or_missing_games_and_empty_files_are_refused() {
        assert_eq!(replay_text("").unwrap_err(), "the replay file is empty");
        assert_eq!(
            replay_text("\n{\"game\": \"skat\", \"players\": 4}\n").unwrap_err(),
            "line 2: unknown game 'skat': replays know schwimmen, jammerlappen, ziege, gaemsh, gorillas"
        );
        assert_eq!(
            replay_text("{\"players\": 4}").unwrap_err(),
            "line 1: not a replay header: it names no game"
        );
        assert!(
            replay_text("[1, 2")
                .unwrap_err()
                .starts_with("line 1: not a replay header")
        );
        let text = ziege_log().replace("\"game\":\"ziege\"", "\"game\":\"Ziege\"");
        assert!(
            replay_text(&text)
                .unwrap_err()
                .contains("unknown game 'Ziege'")
        );
    }
}
