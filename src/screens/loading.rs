//! The loading screen: waits for the card art and the font, then opens the title (or the demo).

use crate::assets::{CardArt, TableFont};
use crate::core::{MatchSetup, Screen, fresh_seed};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, leave_when_loaded.run_if(in_state(Screen::Loading)));
}

fn leave_when_loaded(
    art: Option<Res<CardArt>>,
    font: Option<Res<TableFont>>,
    server: Option<Res<AssetServer>>,
    mode: Res<crate::core::mode::Mode>,
    mut setup: ResMut<MatchSetup>,
    games: Res<crate::core::TableGames>,
    mut next: ResMut<NextState<Screen>>,
) {
    let font_ready = match (font, server) {
        // A font that failed to load is reported by the asset server; the table goes on with the default.
        (Some(font), Some(server)) if font.0 != Handle::default() => {
            server.is_loaded_with_dependencies(&font.0) || server.load_state(&font.0).is_failed()
        }
        (Some(_), _) => true,
        _ => false,
    };
    if art.is_none() || !font_ready {
        return;
    }
    match *mode {
        crate::core::mode::Mode::Demo | crate::core::mode::Mode::Smoke { .. } => {
            *setup = crate::screens::attract_setup(&games, None, fresh_seed());
            next.set(Screen::Table);
        }
        _ => next.set(Screen::Title),
    }
}
