//! The results screen: who won and why. Its widgets live in `ui::results`.

use super::{MatchSetup, Screen, fresh_seed};
use bevy::prelude::*;
use stammtisch_rules::Outcome;

/// The outcome of the game just played, kept for the results screen.
#[derive(Resource, Clone, Debug)]
pub struct FinalOutcome {
    pub outcome: Outcome,
    pub names: Vec<String>,
    /// The game's own headline ("Sepp ist der Jammerlappen!"); `None`: "NAME gewinnt!".
    pub headline: Option<String>,
    /// The label of the "again" button, if the game words it its own way.
    pub again: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, keys.run_if(in_state(Screen::Results)));
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::Space) {
        setup.seed = fresh_seed();
        next.set(Screen::Table);
    } else if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Title);
    }
}
