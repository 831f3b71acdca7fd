//! The end of a match, the same at every game: the replay is kept where $STAMMTISCH_REPLAYS asks,
//! and the attract mode moves on to the next game.

use crate::games::TableGames;
use crate::screens::{MatchSetup, Screen, fresh_seed};
use bevy::prelude::*;
use stammtisch_rules::ReplayLog;

/// Writes the match's log as `GAME-SEED.jsonl` into $STAMMTISCH_REPLAYS, if it is set. A folder
/// that can't be written is reported; the table goes on.
pub fn save_replay(game: &str, log: &ReplayLog) {
    let Some(dir) = std::env::var_os("STAMMTISCH_REPLAYS").map(std::path::PathBuf::from) else {
        return;
    };
    let path = dir.join(format!("{game}-{}.jsonl", log.header.seed));
    if let Err(e) =
        std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, log.to_jsonl()))
    {
        warn!("could not save the replay to {} ({e})", path.display());
    }
}

/// The attract mode plays on: the next game the table hosts, at a new table size.
pub fn next_attract_game(setup: &mut MatchSetup, games: &TableGames, next: &mut NextState<Screen>) {
    *setup = MatchSetup::attract(games, Some(&setup.game.clone()), fresh_seed());
    next.set(Screen::Table);
}
