//! The ECS card table: card and token entities, seat layout, tweens, hit-testing, the felt.
//!
//! Each frame runs in chained sets: collect intents, resolve them against the rules, project the
//! rules state onto entities, animate towards those targets, present HUD and sound.

pub mod animate;
pub mod announce;
pub mod cards;
pub mod colours;
pub mod deal;
pub mod felt;
pub mod hit;
pub mod layout;
pub mod light;
pub mod pause;
pub mod privacy;
pub mod seats;
pub mod shake;
pub mod shine;

use bevy::prelude::*;

/// The frame's phases at the table, in order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSet {
    Collect,
    Resolve,
    Project,
    Animate,
    Present,
}

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            TableSet::Collect,
            TableSet::Resolve,
            TableSet::Project,
            TableSet::Animate,
            TableSet::Present,
        )
            .chain(),
    );
    app.add_systems(Startup, spawn_camera);
    app.add_plugins((
        announce::plugin,
        cards::plugin,
        animate::plugin,
        shake::plugin,
        seats::plugin,
        pause::plugin,
        privacy::plugin,
        light::plugin,
        shine::plugin,
    ));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Table camera"),
        Camera2d,
        shake::CameraHome(Vec3::ZERO),
    ));
}
