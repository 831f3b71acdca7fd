//! Points drop into the team's counter: a "+N" in the team's colour flies from the middle's edge
//! (off its cards' faces) to each partner's plate, fading as it lands, then the plate shows the
//! new total.

use super::{GaemshSeen, GaemshSight, team_colour};
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::seats::SeatPlate;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::Event;

/// Seconds the points fly.
const FLIGHT_SECS: f32 = 0.8;
/// The part of the flight after which the points fade (half see-through soon after: they hide
/// the plate they land on only for a moment).
const FADE_FROM: f32 = 0.1;
/// How big the points are drawn at the start of their flight.
const START_SCALE: f32 = 1.3;

/// Points on their way to a seat's plate.
#[derive(Component, Debug)]
pub struct PointsFlying {
    seat: stammtisch_rules::Seat,
    from: f32,
}

pub(super) fn plugin(app: &mut App) {
    super::GaemshTable::each_frame(app, TableSet::Present, (drop_points, fly_points).chain());
}

fn drop_points(
    mut commands: Commands,
    mut events: MessageReader<GaemshSeen>,
    sight: Res<GaemshSight>,
    area: Res<TableArea>,
    time: Res<Time>,
) {
    for event in events.read() {
        let Event::Scored { team, points, .. } = event.0 else {
            continue;
        };
        for seat in sight.public.members(team as usize) {
            commands.spawn((
                Name::new("Points flying"),
                PointsFlying {
                    seat,
                    from: time.elapsed_secs(),
                },
                DespawnOnExit(Screen::Table),
                Text2d::new(format!("+{points}")),
                TextFont {
                    font_size: bevy::text::FontSize::Px(points_px(area.0)),
                    ..default()
                },
                TextColor(team_colour(team as usize)),
                Transform::from_xyz(0.0, 0.0, 80.0),
            ));
        }
    }
}

/// The points' font size, in pixels.
fn points_px(size: crate::table::layout::TableSize) -> f32 {
    (size.card_height() * 0.3).clamp(18.0, 48.0)
}

/// Where points bound for `to` start: on the way there from the middle, just outside the
/// middle's cards (or at `to`, when that lies closer).
fn start_of(size: crate::table::layout::TableSize, to: Vec2) -> Vec2 {
    let middle = super::seating::middle_box(size).half_size();
    // "+N" at its start: about as wide as tall.
    let half = Vec2::splat(points_px(size) * 0.65 * START_SCALE);
    let dir = to.normalize_or_zero();
    let out = |reach: f32, along: f32| {
        if along.abs() > 1e-3 {
            reach / along.abs()
        } else {
            f32::INFINITY
        }
    };
    let edge = out(middle.x + half.x, dir.x).min(out(middle.y + half.y, dir.y));
    dir * edge.min(to.length())
}

fn fly_points(
    mut commands: Commands,
    time: Res<Time>,
    area: Res<TableArea>,
    plates: Query<(&SeatPlate, &Transform), Without<PointsFlying>>,
    mut flying: Query<(Entity, &PointsFlying, &mut Transform, &mut TextColor)>,
) {
    let now = time.elapsed_secs();
    for (entity, points, mut transform, mut colour) in &mut flying {
        let t = ((now - points.from) / FLIGHT_SECS).clamp(0.0, 1.0);
        let Some((_, plate)) = plates.iter().find(|(p, _)| p.0 == points.seat) else {
            commands.entity(entity).despawn();
            continue;
        };
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        // From the middle's edge, fast at first, slowing down into the counter.
        let to = plate.translation.truncate();
        let from = start_of(area.0, to);
        let eased = 1.0 - (1.0 - t).powi(3);
        // A little arc sideways, never back over the middle.
        let arc = (t * std::f32::consts::PI).sin() * 30.0;
        let side = to.normalize_or_zero().perp();
        transform.translation = (from.lerp(to, eased) + side * arc).extend(80.0);
        transform.scale = Vec3::splat(1.0 + (START_SCALE - 1.0) * (1.0 - t));
        let fade = ((t - FADE_FROM) / (1.0 - FADE_FROM)).clamp(0.0, 1.0);
        colour.0.set_alpha(1.0 - fade);
    }
}
