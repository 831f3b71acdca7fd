//! The end of a match, the same at every game: the replay is kept where $STAMMTISCH_REPLAYS asks,
//! and the attract mode moves on to the next game.

use crate::core::TableGames;
use crate::core::{MatchSetup, Screen, fresh_seed};
use bevy::prelude::*;
use stammtisch_rules::ReplayLog;

/// Where finished matches' logs go: $STAMMTISCH_REPLAYS when the App starts (tests set it).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct ReplayDir(pub Option<std::path::PathBuf>);

impl ReplayDir {
    pub fn from_env() -> Self {
        ReplayDir(std::env::var_os("STAMMTISCH_REPLAYS").map(std::path::PathBuf::from))
    }
}

/// Writes the match's log as `GAME-SEED.jsonl` into the replay folder, if there is one. A folder
/// that can't be written is reported; the table goes on.
pub fn save_replay(dir: &ReplayDir, game: &str, log: &ReplayLog) {
    let Some(dir) = dir.0.clone() else {
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
    *setup = crate::screens::attract_setup(games, Some(&setup.game.clone()), fresh_seed());
    next.set(Screen::Table);
}
