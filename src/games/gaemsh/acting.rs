//! Avatars act out gestures: every gesture in the rules' events (a bot's, a person's, a
//! replay's) starts its animation at that seat's avatar, which returns to rest when done.

use super::GaemshSeen;
use super::avatar::{Avatar, AvatarPart};
use super::poses::{GESTURE_SECS, pose, rest};
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::{Event, Gesture};

/// The gesture an avatar is acting out, since when (seconds of the App's time).
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Acting {
    pub gesture: Gesture,
    pub since: f32,
}

pub(super) fn plugin(app: &mut App) {
    super::GaemshTable::each_frame(app, TableSet::Present, (start_acting, act).chain());
}

fn start_acting(
    mut commands: Commands,
    mut events: MessageReader<GaemshSeen>,
    time: Res<Time>,
    avatars: Query<(Entity, &Avatar)>,
) {
    for event in events.read() {
        let Event::Gestured { seat, gesture } = event.0 else {
            continue;
        };
        if let Some((entity, _)) = avatars.iter().find(|(_, a)| a.0 == seat) {
            commands.entity(entity).insert(Acting {
                gesture,
                since: time.elapsed_secs(),
            });
        }
    }
}

/// Every part where its avatar's gesture puts it now; a finished gesture ends at rest.
fn act(
    mut commands: Commands,
    time: Res<Time>,
    avatars: Query<(Entity, &Avatar, Option<&Acting>)>,
    mut parts: Query<(&AvatarPart, &mut Transform, &mut Sprite)>,
) {
    let now = time.elapsed_secs();
    let mut acting = Vec::new();
    for (entity, avatar, act) in &avatars {
        let Some(act) = act else { continue };
        let t = (now - act.since) / GESTURE_SECS;
        if t >= 1.0 {
            commands.entity(entity).remove::<Acting>();
        }
        acting.push((avatar.0, act.gesture, t));
    }
    for (part, mut transform, mut sprite) in &mut parts {
        let p = match acting.iter().find(|(seat, _, _)| *seat == part.seat) {
            Some(&(_, gesture, t)) => pose(part.part, gesture, t),
            None => rest(part.part),
        };
        let z = transform.translation.z;
        let wanted = Transform {
            translation: p.pos.extend(z),
            rotation: Quat::from_rotation_z(p.angle),
            scale: p.scale.extend(1.0),
        };
        if *transform != wanted {
            *transform = wanted;
        }
        let colour = part.colour.with_alpha(part.colour.alpha() * p.alpha);
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
}
