//! A slapped card flattens under the slap and springs back, and the slapper's name (in the
//! team's colour) stands just above it for a moment, off the middle's faces: everybody sees who
//! was first.

use super::GaemshShown;
use super::{GaemshSeen, GaemshSight, team_colour};
use crate::core::Screen;
use crate::table::cards::{TableArea, TableCard};
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::Event;

/// Seconds a slapped card stays flattened and springs back.
const FLATTEN_SECS: f32 = 0.35;
/// Seconds the slapper's name stands by the card.
const MARK_SECS: f32 = 1.2;

/// A card being flattened by a slap (since `at`, in seconds of the App's time).
#[derive(Component, Debug)]
pub struct Flattened {
    at: f32,
}

/// The slapper's name by the card slapped.
#[derive(Component, Debug)]
pub struct SlapMark {
    card: Entity,
    until: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_slaps, flatten, follow_marks)
            .chain()
            .after(crate::table::TableSet::Animate)
            .run_if(resource_exists::<GaemshShown>.and_then(resource_exists::<GaemshSight>)),
    );
}

fn start_slaps(
    mut commands: Commands,
    mut events: MessageReader<GaemshSeen>,
    table: Res<GaemshShown>,
    sight: Res<GaemshSight>,
    area: Res<TableArea>,
    time: Res<Time>,
    cards: Query<(Entity, &TableCard)>,
) {
    let now = time.elapsed_secs();
    for event in events.read() {
        let Event::Slapped { seat, card, .. } = event.0 else {
            continue;
        };
        let Some((entity, _)) = cards.iter().find(|(_, c)| c.id() == Some(card)) else {
            continue;
        };
        commands.entity(entity).insert(Flattened { at: now });
        let colour = team_colour(sight.public.team_of(seat));
        commands.spawn((
            Name::new("Slap mark"),
            SlapMark {
                card: entity,
                until: now + MARK_SECS,
            },
            DespawnOnExit(Screen::Table),
            Text2d::new(table.name(seat).to_string()),
            TextFont {
                font_size: bevy::text::FontSize::Px(
                    (area.0.card_height() * 0.16).clamp(12.0, 26.0),
                ),
                ..default()
            },
            TextColor(colour),
            Transform::from_xyz(0.0, 0.0, 70.0),
        ));
    }
}

fn flatten(
    mut commands: Commands,
    time: Res<Time>,
    mut cards: Query<(Entity, &Flattened, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (entity, flat, mut transform) in &mut cards {
        let t = ((now - flat.at) / FLATTEN_SECS).clamp(0.0, 1.0);
        // Squashed at once, back with a little overshoot.
        let y = 0.55 + 0.45 * (1.0 - (1.0 - t).powi(3)) + 0.06 * (t * std::f32::consts::PI).sin();
        transform.scale.y = if t >= 1.0 { 1.0 } else { y };
        if t >= 1.0 {
            commands.entity(entity).remove::<Flattened>();
        }
    }
}

/// How far above a middle card's centre its slapper's name stands, in card heights: past the
/// card's top edge, askew cards included.
const MARK_ABOVE: f32 = 0.62;

fn follow_marks(
    mut commands: Commands,
    time: Res<Time>,
    area: Res<TableArea>,
    mut marks: Query<(Entity, &SlapMark, &TextFont, &mut Transform)>,
    cards: Query<&Transform, (With<TableCard>, Without<SlapMark>)>,
) {
    let now = time.elapsed_secs();
    for (entity, mark, font, mut transform) in &mut marks {
        match cards.get(mark.card) {
            Ok(card) if now < mark.until => {
                // Above the card, so its face stays readable (the middle is one row).
                let words = match font.font_size {
                    bevy::text::FontSize::Px(px) => px,
                    _ => 20.0,
                };
                let above = area.0.card_height() * MARK_ABOVE + words * 0.7;
                transform.translation =
                    (card.translation.truncate() + Vec2::Y * above).extend(70.0);
            }
            _ => commands.entity(entity).despawn(),
        }
    }
}
