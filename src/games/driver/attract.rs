//! The attract mode sells every game: each shows for a minute of table time or one round,
//! whichever ends first, then the next game the table hosts (in registry order, round and
//! round). Written once for every game: a round is over when a game puts up its summary
//! (`Match::wait_for_person`), a match when the rules name an outcome.

use super::{Match, TableGame, match_end};
use crate::core::{MatchSetup, Screen, TableGames};
use bevy::prelude::*;
use stammtisch_rules::Game;

/// Seconds of table time each game shows in the attract mode (unless its round ends sooner).
pub const ATTRACT_SHARE_SECS: f32 = 60.0;

// `AttractShare` lives in `core` because the banner (`ui/attract.rs`) reads it: `ui/` never
// imports the driver.
use crate::core::AttractShare;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        move_on::<G>
            .in_set(super::DriverSet::Resolve)
            .after(super::resolve::Finish)
            .run_if(resource_exists::<Match<G>>.and_then(in_state(Screen::Table))),
    );
}

/// Keeps the share up to date; when it is used up, the next game.
fn move_on<G: TableGame>(
    m: Res<Match<G>>,
    mode: Res<crate::core::mode::Mode>,
    games: Res<TableGames>,
    mut share: ResMut<AttractShare>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    // The smoke run keeps its own script of games.
    if !m.attract || matches!(*mode, crate::core::mode::Mode::Smoke { .. }) {
        return;
    }
    let match_over = m.game.outcome().is_some();
    let round_over = m.round_over_from.is_some_and(|from| m.now >= from) && !m.busy();
    *share = AttractShare {
        game: G::Rules::NAME.to_string(),
        secs: m.now as f32 / 1000.0,
        over: match_over || round_over,
    };
    // A finished match moves on by itself (`finish`), after its end was shown.
    if !match_over && (round_over || share.secs >= ATTRACT_SHARE_SECS) {
        match_end::next_attract_game(&mut setup, &games, &mut next);
    }
}

impl AttractShare {
    /// The banner's words: the game's name (as published) and the call to press a button.
    pub fn words(&self, tr: &crate::core::Tr, games: &TableGames) -> (String, String) {
        let title = games.find(&self.game).map_or("", |g| g.title).to_string();
        (title, crate::tr!(tr, "attract-press-any-button"))
    }
}
