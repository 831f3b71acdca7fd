//! The lobby: game, seats (human or bot with level) and options. Its widgets live in `ui::lobby`.

use super::Screen;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, back_to_title.run_if(in_state(Screen::Lobby)));
}

fn back_to_title(keys: Res<ButtonInput<KeyCode>>, mut next: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Title);
    }
}
