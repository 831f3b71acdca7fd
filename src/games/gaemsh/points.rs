//! Points drop into the team's counter: a "+N" in the team's colour flies from the middle to
//! each partner's plate, then the plate shows the new total.

use super::{GaemshSeen, GaemshSight, team_colour};
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::seats::SeatPlate;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::Event;

/// Seconds the points fly.
const FLIGHT_SECS: f32 = 0.9;

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
                    font_size: bevy::text::FontSize::Px(
                        (area.0.card_height() * 0.3).clamp(18.0, 48.0),
                    ),
                    ..default()
                },
                TextColor(team_colour(team as usize)),
                Transform::from_xyz(0.0, 0.0, 80.0),
            ));
        }
    }
}

fn fly_points(
    mut commands: Commands,
    time: Res<Time>,
    plates: Query<(&SeatPlate, &Transform), Without<PointsFlying>>,
    mut flying: Query<(Entity, &PointsFlying, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (entity, points, mut transform) in &mut flying {
        let t = ((now - points.from) / FLIGHT_SECS).clamp(0.0, 1.0);
        let Some((_, plate)) = plates.iter().find(|(p, _)| p.0 == points.seat) else {
            commands.entity(entity).despawn();
            continue;
        };
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        // Up out of the middle, then down into the counter.
        let to = plate.translation.truncate();
        let eased = t * t * (3.0 - 2.0 * t);
        let lift = (t * std::f32::consts::PI).sin() * 60.0;
        transform.translation = (to * eased + Vec2::Y * lift).extend(80.0);
        transform.scale = Vec3::splat(1.0 + 0.3 * (1.0 - t));
    }
}
