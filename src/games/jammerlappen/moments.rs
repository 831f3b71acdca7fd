//! Moments at the table: a big line for what just happened (a throw-in, a swept pot, a turn of
//! direction), the slap of a throw-in, and the Jammerlappen's moment in the spotlight.

use super::JammerlappenShown;
use super::marks::{BRASS, CREAM, DOWNWARD, raw_image, text};
use super::project::row_slot;
use super::{JammerlappenSeen, JammerlappenSight};
use crate::assets::TableFont;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::layout::seat_place;
use crate::table::shake::Shake;
use bevy::prelude::*;
use bevy::text::FontSource;
use stammtisch_rules::games::jammerlappen::{Event, Removal, Seen};

/// A big line over the table for a moment ("Zwischengeschmissen!", "Quartett!").
#[derive(Component, Debug)]
struct Announcement {
    since: f32,
}

/// The dark veil with a hole over the Jammerlappen.
#[derive(Component, Debug)]
struct Spotlight;

/// The big label on the Jammerlappen's seat.
#[derive(Component, Debug)]
pub struct ShameLabel;

pub(super) fn plugin(app: &mut App) {
    super::JammerlappenTable::each_frame(
        app,
        TableSet::Present,
        (react_to_events, fade_announcements, shame),
    );
}

/// The table font once loaded (the default one has no umlauts).
fn table_font(font: Option<&TableFont>) -> FontSource {
    font.filter(|f| f.0 != Handle::default())
        .map_or_else(FontSource::default, |f| FontSource::Handle(f.0.clone()))
}

fn announce(commands: &mut Commands, now: f32, line: String, colour: Color, font: &FontSource) {
    let (line, mut text_font, colour) = text(line, 40.0, colour);
    // In the table font from the first frame (the default one has no umlauts).
    text_font.font = font.clone();
    commands.spawn((
        Name::new("Announcement"),
        Announcement { since: now },
        DespawnOnExit(Screen::Table),
        (line, text_font, colour),
        Transform::from_xyz(0.0, 0.0, 80.0),
        // Darker letters' edge so the line reads over the cards.
        bevy::sprite::Text2dShadow::default(),
    ));
}

fn react_to_events(
    tr: Res<crate::core::Tr>,
    mut commands: Commands,
    time: Res<Time>,
    mut events: MessageReader<JammerlappenSeen>,
    table: Res<JammerlappenShown>,
    sight: Res<JammerlappenSight>,
    mut shake: ResMut<Shake>,
    mut ring: Query<&mut super::marks::Ring>,
    old: Query<Entity, With<Announcement>>,
    font: Option<Res<TableFont>>,
) {
    let font = table_font(font.as_deref());
    let now = time.elapsed_secs();
    let (mut last, mut quiet) = (None, false);
    for event in events.read() {
        // Every event a moment is made of is open to all.
        let Seen::Open(event) = &event.0 else {
            continue;
        };
        let line = match event {
            Event::ThrownIn { seat, beat, .. } => {
                // The slap: the table jumps.
                shake.start(11.0);
                Some((
                    crate::tr!(
                        tr,
                        "jammer-thrown-in",
                        who = table.name(*seat),
                        beat = table.name(*beat)
                    ),
                    Color::srgb(1.0, 0.8, 0.3),
                ))
            }
            Event::PotRemoved { reason, .. } => Some((
                crate::tr!(
                    tr,
                    match reason {
                        Removal::Quartet if sight.public.group == 3 => "jammer-removed-triplet",
                        Removal::Quartet => "jammer-removed-quartet",
                        Removal::WegDamit => "jammer-removed-weg-damit",
                        Removal::FourActions => "jammer-removed-four-actions",
                    }
                ),
                BRASS,
            )),
            Event::DirectionChanged { .. } => {
                if let Ok(mut ring) = ring.single_mut() {
                    ring.spin();
                }
                Some((crate::tr!(tr, "jammer-direction-changed"), CREAM))
            }
            Event::Downward => Some((crate::tr!(tr, "jammer-downward"), DOWNWARD)),
            Event::Skipped { seat } => Some((
                crate::tr!(tr, "jammer-skipped", who = table.name(*seat)),
                CREAM,
            )),
            Event::Revealed {
                card,
                fits: false,
                seat,
                ..
            } => Some((
                crate::tr!(
                    tr,
                    "jammer-blind-miss",
                    who = table.name(*seat),
                    card = super::card_words(&tr, *card)
                ),
                Color::srgb(1.0, 0.6, 0.5),
            )),
            Event::Finished { seat, place } => Some((
                crate::tr!(
                    tr,
                    "jammer-finished",
                    who = table.name(*seat),
                    place = *place
                ),
                CREAM,
            )),
            Event::Jammerlappen { .. } => {
                // The spotlight says it all: no line over it.
                shake.start(6.0);
                quiet = true;
                None
            }
            _ => None,
        };
        if line.is_some() {
            last = line;
        }
    }
    // One line at a time: the newest of this frame replaces whatever is showing.
    if let Some((line, colour)) = last.filter(|_| !quiet) {
        for entity in &old {
            commands.entity(entity).try_despawn();
        }
        announce(&mut commands, now, line, colour, &font);
    }
}

/// Announcements rise a little, go half see-through after a moment and fade within two seconds.
fn fade_announcements(
    mut commands: Commands,
    time: Res<Time>,
    mut lines: Query<(Entity, &Announcement, &mut Transform, &mut TextColor)>,
) {
    let now = time.elapsed_secs();
    for (entity, line, mut transform, mut colour) in &mut lines {
        let age = now - line.since;
        if age > 2.0 {
            commands.entity(entity).try_despawn();
            continue;
        }
        transform.translation.y = age * 14.0;
        transform.scale = Vec3::splat(1.0 + (0.15 - age).max(0.0) * 2.0);
        // Whole for the first quarter second, then see-through, so the pot beneath reads again.
        let alpha = if age < 0.25 {
            1.0
        } else {
            0.5 * (2.0 - age) / 1.75
        };
        colour.0 = colour.0.with_alpha(alpha.clamp(0.0, 1.0));
    }
}

/// A soft dark veil with a round hole: the spotlight.
fn spotlight_image() -> Image {
    const N: u32 = 256;
    let mut rgba = Vec::with_capacity((N * N * 4) as usize);
    for y in 0..N {
        for x in 0..N {
            let d = Vec2::new(x as f32 + 0.5, y as f32 + 0.5).distance(Vec2::splat(N as f32 / 2.0))
                / (N as f32 / 2.0);
            // Clear inside a tenth of the size, dark from a sixth on.
            let t = ((d - 0.1) / 0.07).clamp(0.0, 1.0);
            let alpha = (t * t * (3.0 - 2.0 * t) * 200.0) as u8;
            rgba.extend_from_slice(&[8, 6, 4, alpha]);
        }
    }
    raw_image(N, rgba)
}

/// The end of the round: the Jammerlappen's seat in a spotlight, everything else dimmed, a big
/// label over their cards, before the results.
fn shame(
    tr: Res<crate::core::Tr>,
    mut commands: Commands,
    time: Res<Time>,
    table: Res<JammerlappenShown>,
    sight: Res<JammerlappenSight>,
    area: Res<TableArea>,
    mut images: ResMut<Assets<Image>>,
    spot: Query<(), With<Spotlight>>,
    mut label: Query<(&mut Transform, &mut TextColor), With<ShameLabel>>,
    font: Option<Res<TableFont>>,
) {
    let Some(seat) = super::jammerlappen_of(sight.public.phase) else {
        return;
    };
    let size = area.0;
    let players = sight.public.players;
    let place = seat_place(size, seat.index(), players);
    let centre = (place.anchor + row_slot(size, place, 1, true, players)) / 2.0;
    if spot.is_empty() {
        // The clear hole is a tenth of the veil across: ten times its width covers any window.
        let across = size.card_height() * 3.4 * 10.0;
        commands.spawn((
            Name::new("Spotlight"),
            Spotlight,
            DespawnOnExit(Screen::Table),
            Sprite {
                image: images.add(spotlight_image()),
                custom_size: Some(Vec2::splat(across)),
                ..default()
            },
            Transform::from_translation(centre.extend(60.0)),
        ));
        let (line, mut text_font, colour) = text(
            crate::tr!(tr, "jammer-spotlight", who = table.name(seat)),
            46.0,
            Color::srgb(1.0, 0.85, 0.4),
        );
        text_font.font = table_font(font.as_deref());
        commands.spawn((
            Name::new("Jammerlappen label"),
            ShameLabel,
            DespawnOnExit(Screen::Table),
            (line, text_font, colour),
            bevy::sprite::Text2dShadow::default(),
            Transform::from_translation(Vec3::new(0.0, 0.0, 90.0)),
        ));
        return;
    }
    let t = table.over_for.max(0.0);
    for (mut transform, mut colour) in &mut label {
        // The label rises from the seat to the middle and throbs.
        let rise = (t / 0.8).min(1.0);
        let pos = centre.lerp(Vec2::ZERO, 0.35 + 0.35 * rise);
        transform.translation = pos.extend(90.0);
        transform.scale = Vec3::splat(0.6 + 0.4 * rise + 0.05 * (time.elapsed_secs() * 6.0).sin());
        colour.0 = colour.0.with_alpha(rise.max(0.2));
    }
}
