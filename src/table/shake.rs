//! A knock shakes the table: the camera trembles for a moment and settles.

use bevy::prelude::*;

/// The camera's resting place.
#[derive(Component, Debug)]
pub struct CameraHome(pub Vec3);

/// Seconds of shaking left and its strength in pixels.
#[derive(Resource, Default, Debug)]
pub struct Shake {
    pub left: f32,
    pub strength: f32,
}

impl Shake {
    pub fn start(&mut self, strength: f32) {
        self.left = 0.45;
        self.strength = strength;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Shake>();
    app.add_systems(Update, shake_camera.in_set(super::TableSet::Animate));
}

fn shake_camera(
    time: Res<Time>,
    mut shake: ResMut<Shake>,
    mut cameras: Query<(&mut Transform, &CameraHome)>,
) {
    shake.left = (shake.left - time.delta_secs()).max(0.0);
    let t = time.elapsed_secs();
    let fade = (shake.left / 0.45).powi(2);
    for (mut transform, home) in &mut cameras {
        let offset = Vec3::new((t * 71.0).sin(), (t * 53.0).cos(), 0.0) * shake.strength * fade;
        transform.translation = home.0 + offset;
    }
}
