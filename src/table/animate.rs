//! Cards travel to where the rules put them: arcs with eased timing, flips that turn the card
//! edge-on and show the other face, a lift for the picked card.

use super::cards::{CardPlace, TableArea, TableCard};
use bevy::math::curve::Curve;
use bevy::prelude::*;

/// A card in flight from one place to another.
#[derive(Component, Debug, Clone)]
pub struct CardMotion {
    pub from: Vec3,
    pub from_angle: f32,
    pub to: CardPlace,
    pub start: f32,
    pub duration: f32,
    /// Height of the arc, in card heights: deals arc, slides stay flat.
    pub arc: f32,
}

/// Which face a card shows and a running flip (start time).
#[derive(Component, Debug, Clone)]
pub struct CardFace {
    pub front: Handle<Image>,
    pub back: Handle<Image>,
    pub showing_front: bool,
    pub flip: Option<f32>,
}

/// Wait this many seconds before the next flight starts (dealing one card after another).
#[derive(Component, Debug, Clone, Copy)]
pub struct FlightDelay(pub f32);

const FLIP_SECS: f32 = 0.28;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_flights, fly, flip)
            .chain()
            .in_set(super::TableSet::Animate),
    );
}

/// A card whose place changed starts a new flight from where it is now.
fn start_flights(
    time: Res<Time>,
    mut commands: Commands,
    mut cards: Query<
        (
            Entity,
            &CardPlace,
            &Transform,
            Option<&CardMotion>,
            Option<&FlightDelay>,
        ),
        With<TableCard>,
    >,
) {
    let now = time.elapsed_secs();
    for (entity, place, transform, motion, delay) in &mut cards {
        if motion.is_some_and(|m| m.to == *place) {
            continue;
        }
        let from = transform.translation;
        let distance = from.truncate().distance(place.pos);
        let delay = delay.map(|d| d.0).unwrap_or(0.0);
        let arc = if delay > 0.0 {
            0.35
        } else {
            (distance / 900.0).min(0.25)
        };
        commands.entity(entity).insert(CardMotion {
            from,
            from_angle: transform.rotation.to_euler(EulerRot::XYZ).2,
            to: *place,
            start: now + delay,
            duration: (0.22 + distance / 2200.0).min(0.6),
            arc,
        });
        commands.entity(entity).remove::<FlightDelay>();
    }
}

pub(super) fn fly(
    time: Res<Time>,
    area: Res<TableArea>,
    mut cards: Query<(&CardMotion, &mut Transform, &mut Sprite)>,
) {
    let now = time.elapsed_secs();
    let card_size = area.0.card_size();
    for (motion, mut transform, mut sprite) in &mut cards {
        let t = ((now - motion.start) / motion.duration).clamp(0.0, 1.0);
        let eased = EaseFunction::CubicInOut.sample_clamped(t);
        let mut pos = motion.from.truncate().lerp(motion.to.pos, eased);
        let lift = if motion.to.lifted {
            card_size.y * 0.18
        } else {
            0.0
        };
        pos += Vec2::new(-motion.to.angle.sin(), motion.to.angle.cos()) * lift * eased;
        // The arc is a rise in apparent size (towards the camera) and a bulge to the left of the
        // flight, so two cards swapping places pass each other side by side.
        let bulge = (t * std::f32::consts::PI).sin() * motion.arc;
        let travel = (motion.to.pos - motion.from.truncate()).normalize_or(Vec2::X);
        pos += Vec2::new(-travel.y, travel.x) * bulge * card_size.y * 0.6;
        // Mid-flight cards sit above everything resting on the table.
        let z = if t < 1.0 && t > 0.0 {
            50.0 + motion.to.z
        } else {
            motion.to.z
        };
        transform.translation = pos.extend(z);
        transform.rotation = Quat::from_rotation_z(motion.from_angle.lerp(motion.to.angle, eased));
        let scale = 1.0 + bulge * 0.25;
        sprite.custom_size = Some(card_size * motion.to.scale * scale);
        sprite.color = if motion.to.lifted {
            Color::srgb(1.0, 0.97, 0.80)
        } else {
            Color::WHITE
        };
    }
}

/// Face changes turn the card edge-on, swap the picture at the middle of the turn, and back.
pub(super) fn flip(
    time: Res<Time>,
    mut cards: Query<(&CardMotion, &mut CardFace, &mut Sprite, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (motion, mut face, mut sprite, mut transform) in &mut cards {
        if now < motion.start {
            continue;
        }
        if face.flip.is_none() && face.showing_front != motion.to.face_up {
            face.flip = Some(now);
        }
        let Some(start) = face.flip else { continue };
        let t = ((now - start) / FLIP_SECS).clamp(0.0, 1.0);
        if t >= 0.5 && face.showing_front != motion.to.face_up {
            face.showing_front = motion.to.face_up;
            sprite.image = if face.showing_front {
                face.front.clone()
            } else {
                face.back.clone()
            };
        }
        transform.scale.x = (t * std::f32::consts::PI).cos().abs().max(0.02);
        if t >= 1.0 {
            face.flip = None;
            transform.scale.x = 1.0;
        }
    }
}
