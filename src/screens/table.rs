//! The table screen: the camera's home. The game plugins fill it; here only the attract mode's exit.

use super::title::any_input;
use crate::core::Screen;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Table),
        (crate::core::setup::word_own_names, clear_toast).chain(),
    )
    .add_systems(
        Update,
        (
            leave_attract_on_input.run_if(in_state(Screen::Table)),
            crate::core::setup::word_own_names.run_if(in_state(Screen::Lobby)),
        ),
    );
}

/// The lobby's last message ("… setzt sich an Platz 2") stays behind: the table opens without it.
/// Runs before a match starts, so a start's own message (its setup refused) is kept.
pub fn clear_toast(mut toast: ResMut<crate::core::Toast>) {
    *toast = crate::core::Toast::default();
}

fn leave_attract_on_input(
    setup: Res<crate::core::MatchSetup>,
    mode: Res<crate::core::mode::Mode>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    pads: Query<&Gamepad>,
    mut next: ResMut<NextState<Screen>>,
) {
    // The smoke run is the attract mode with nobody watching: stray input must not end it.
    if setup.attract
        && !matches!(*mode, crate::core::mode::Mode::Smoke { .. })
        && any_input(&keys, &mouse, &pads)
    {
        next.set(Screen::Title);
    }
}
