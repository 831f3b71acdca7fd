//! `stammtisch replay FILE`: re-plays a saved game of any registered game on the rules, line by
//! line (a log of any size streams through), and prints what happened; a log the rules
//! disagree with, or one that stops before the game is over, is an error naming its line.

use std::io::{BufReader, Write};
use std::path::Path;

pub fn run(path: &Path) -> Result<(), String> {
    let file = std::fs::File::open(path)
        .map_err(|e| format!("cannot read replay {}: {e}", path.display()))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(format!(
            "cannot read replay {}: it is a folder",
            path.display()
        ));
    }
    let mut reader = BufReader::new(file);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = stammtisch_rules::games::replay_any(&mut reader, &mut out);
    let _ = out.flush();
    result.map_err(|e| format!("{}: {e}", path.display()))
}

/// The replay as text, for tests: what `run` prints.
pub fn describe(text: &str) -> Result<String, String> {
    let mut out = Vec::new();
    stammtisch_rules::games::replay_any(&mut text.as_bytes(), &mut out)?;
    String::from_utf8(out).map_err(|e| e.to_string())
}
