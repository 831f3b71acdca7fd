//! The title screen; after a while idle it turns into the attract mode.

use super::{MatchSetup, Screen, fresh_seed};
use crate::settings::Settings;
use bevy::prelude::*;

/// Seconds since the last input on the title screen.
#[derive(Resource, Default, Debug)]
pub struct IdleTime(pub f32);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IdleTime>();
    app.add_systems(OnEnter(Screen::Title), |mut idle: ResMut<IdleTime>| {
        idle.0 = 0.0
    });
    app.add_systems(Update, attract_when_idle.run_if(in_state(Screen::Title)));
}

/// True when any key, mouse button or gamepad button went down this frame.
pub fn any_input(
    keys: &ButtonInput<KeyCode>,
    mouse: &ButtonInput<MouseButton>,
    pads: &Query<&Gamepad>,
) -> bool {
    keys.get_just_pressed().next().is_some()
        || mouse.get_just_pressed().next().is_some()
        || pads
            .iter()
            .any(|pad| pad.get_just_pressed().next().is_some())
}

fn attract_when_idle(
    time: Res<Time>,
    settings: Res<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    pads: Query<&Gamepad>,
    mut idle: ResMut<IdleTime>,
    mut setup: ResMut<MatchSetup>,
    games: Res<crate::games::TableGames>,
    mut next: ResMut<NextState<Screen>>,
) {
    if any_input(&keys, &mouse, &pads) {
        idle.0 = 0.0;
        return;
    }
    idle.0 += time.delta_secs();
    if idle.0 >= settings.attract_after_secs {
        *setup = MatchSetup::attract(&games, Some(&setup.game.clone()), fresh_seed());
        next.set(Screen::Table);
    }
}
