//! The screens as states; each screen's entities are despawned when it is left.

pub mod howto;
pub mod loading;
pub mod lobby;
pub mod lobby_name;
pub mod menu;
pub mod online;
pub mod pause_menu;
pub mod remap;
pub mod results;
pub mod settings;
pub mod settings_words;
pub mod table;
pub mod title;

use crate::core::MatchSetup;

use crate::core::TableGames;
use bevy::prelude::*;
use stammtisch_rules::bots::Level;

/// Bots only, for the attract mode: the table game after `previous` (games take turns), at a
/// table size the seed picks within what the game allows.
pub fn attract_setup(games: &TableGames, previous: Option<&str>, seed: u64) -> MatchSetup {
    let at = previous
        .and_then(|p| games.0.iter().position(|g| g.id == p))
        .map_or(0, |i| i + 1);
    let Some(game) = games.0.get(at % games.0.len().max(1)) else {
        return MatchSetup::attract_of("", 2, seed);
    };
    let (min, max) = game.players;
    // Three to six players look best on the table; within what the game allows.
    let low = min.max(3).min(max);
    let high = max.min(6).max(low);
    // Never a count the game refuses (a gap in its range).
    let counts: Vec<usize> = (low..=high).filter(|&n| game.seats(n)).collect();
    let players = match counts.len() {
        0 => low,
        n => counts[(seed % n as u64) as usize],
    };
    MatchSetup::attract_of(game.id, players, seed)
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(MatchSetup::against_bots("", 4, Level::Normal, "Du", 1));
    // The first game the table registered is the one a fresh setup plays.
    app.add_systems(
        Startup,
        |mut setup: ResMut<MatchSetup>, games: Res<TableGames>| {
            if setup.game.is_empty() {
                setup.game = games.first_id().to_string();
            }
        },
    );
    app.add_plugins((
        loading::plugin,
        title::plugin,
        lobby::plugin,
        lobby_name::plugin,
        howto::plugin,
        menu::plugin,
        online::plugin,
        pause_menu::plugin,
        table::plugin,
        results::plugin,
        settings::plugin,
    ));
}
