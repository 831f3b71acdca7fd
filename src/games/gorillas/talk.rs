//! Shouts at the table: every seat's shout (a person's too) is a line by the shouter that names
//! the seat it is aimed at, and a pointer from the shouter to that seat's card while it shows.

use super::GorillasShown;
use super::project::seat_spot;
use super::{GorillasSeen, GorillasSight};
use crate::core::Screen;
use crate::core::words::phrase_words;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::announce::SeatLines;
use crate::table::cards::TableArea;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::{Event, Seen};
use stammtisch_rules::{Phrased, Seat};

/// Seconds a shout's pointer shows (as long as the line).
const POINTER_SECS: f32 = 2.6;
const POINTER: Color = Color::srgba(0.98, 0.94, 0.82, 0.8);

/// The pointer of a shout from one seat at another (its shaft; heads are `PointerHead`).
#[derive(Component, Debug, Clone, Copy)]
pub struct ShoutPointer {
    pub from: Seat,
    pub to: Seat,
    pub until: f32,
}

#[derive(Component, Debug)]
struct PointerHead(Entity);

pub(super) fn plugin(app: &mut App) {
    super::GorillasTable::each_frame(
        app,
        TableSet::Present,
        (tell_shouts, place_pointers).chain(),
    );
}

fn tell_shouts(
    mut commands: Commands,
    mut events: MessageReader<GorillasSeen>,
    m: Res<GorillasShown>,
    mut lines: ResMut<SeatLines>,
    time: Res<Time>,
    tr: Res<crate::core::Tr>,
    old: Query<(Entity, &ShoutPointer)>,
) {
    let now = time.elapsed_secs();
    for event in events.read() {
        let Seen::Open(Event::Shouted { from, to, talk }) = event.0 else {
            continue;
        };
        let line = crate::tr!(
            tr,
            "gorillas-says-shout",
            talk = phrase_words(&tr, &talk.phrase(), |_| String::new()),
            who = m.name(to)
        );
        lines.show(from, line, now);
        // One pointer per shouter: a new shout replaces the last.
        for (entity, pointer) in &old {
            if pointer.from == from {
                commands.entity(entity).despawn();
            }
        }
        let shaft = commands
            .spawn((
                Name::new("Shout pointer"),
                ShoutPointer {
                    from,
                    to,
                    until: now + POINTER_SECS,
                },
                DespawnOnExit(Screen::Table),
                Sprite::from_color(POINTER, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, 52.0),
            ))
            .id();
        commands.spawn((
            Name::new("Shout pointer head"),
            PointerHead(shaft),
            ChildOf(shaft),
            Sprite::from_color(POINTER, Vec2::ONE),
            Transform::default(),
        ));
    }
}

/// A thin line from the shouter's card to the target's, with a head; gone when
/// the line is.
fn place_pointers(
    mut commands: Commands,
    sight: Res<GorillasSight>,
    area: Res<TableArea>,
    time: Res<Time>,
    mut pointers: Query<(Entity, &ShoutPointer, &mut Transform, &mut Sprite), Without<PointerHead>>,
    mut heads: Query<(&PointerHead, &mut Transform, &mut Sprite), Without<ShoutPointer>>,
) {
    let now = time.elapsed_secs();
    let size = area.0;
    let players = sight.public.players;
    let card = size.card_size();
    let thick = (card.x * 0.035).max(2.0);
    for (entity, pointer, mut transform, mut sprite) in &mut pointers {
        if now >= pointer.until {
            commands.entity(entity).despawn();
            continue;
        }
        let a = seat_spot(size, pointer.from, players).held;
        let b = seat_spot(size, pointer.to, players).held;
        let dir = (b - a).normalize_or(Vec2::X);
        let (a, b) = (a + dir * card.y * 0.45, b - dir * card.y * 0.5);
        let length = (b - a).length().max(1.0);
        transform.translation = ((a + b) / 2.0).extend(52.0);
        transform.rotation = Quat::from_rotation_z(dir.to_angle());
        sprite.custom_size = Some(Vec2::new(length, thick));
        for (head, mut head_transform, mut head_sprite) in &mut heads {
            if head.0 == entity {
                // In the shaft's frame: at its far end, turned 45° to be a point.
                head_transform.translation = Vec3::new(length / 2.0, 0.0, 0.1);
                head_transform.rotation = Quat::from_rotation_z(std::f32::consts::FRAC_PI_4);
                head_sprite.custom_size = Some(Vec2::splat(thick * 4.0));
            }
        }
    }
}
