//! A phone's mark on the table: a small phone beside the name plate of every seat whose hand is
//! on a phone, in every game (the plates carry the shared `SeatPlate`), so the couch sees why
//! that hand stays face down.

use super::PhoneSeats;
use crate::core::Screen;
use crate::table::TableSet;
use crate::table::seats::SeatPlate;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use stammtisch_rules::Seat;

/// A phone's mark, beside the plate of its seat.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhoneMark(pub Seat);

/// The phone's body and its screen.
const BODY: Color = Color::srgb(0.98, 0.94, 0.82);
const SCREEN: Color = Color::srgb(0.12, 0.22, 0.20);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (mark_phones, place_marks)
            .chain()
            .after(TableSet::Present)
            .run_if(in_state(Screen::Table)),
    );
}

/// One mark for each seat with a phone, none for the others.
fn mark_phones(
    phones: Res<PhoneSeats>,
    marks: Query<(Entity, &PhoneMark)>,
    plates: Query<&SeatPlate>,
    mut commands: Commands,
) {
    for (entity, mark) in &marks {
        if !phones.has(mark.0) {
            commands.entity(entity).despawn();
        }
    }
    for plate in &plates {
        let seat = plate.0;
        if phones.has(seat) && !marks.iter().any(|(_, m)| m.0 == seat) {
            commands
                .spawn((
                    Name::new("Phone mark"),
                    PhoneMark(seat),
                    DespawnOnExit(Screen::Table),
                    Sprite::from_color(BODY, Vec2::ONE),
                    Transform::default(),
                    Visibility::Hidden,
                ))
                .with_child((
                    Sprite::from_color(SCREEN, Vec2::new(0.7, 0.68)),
                    Transform::from_xyz(0.0, 0.06, 0.1),
                ));
        }
    }
}

/// Each mark sits left of its plate's text, as tall as a line of it.
fn place_marks(
    plates: Query<(
        &SeatPlate,
        &Transform,
        &TextLayoutInfo,
        &InheritedVisibility,
    )>,
    mut marks: Query<(&PhoneMark, &mut Transform, &mut Visibility), Without<SeatPlate>>,
) {
    for (mark, mut transform, mut visibility) in &mut marks {
        let Some((_, plate, layout, shown)) = plates.iter().find(|(p, ..)| p.0 == mark.0) else {
            continue;
        };
        // A line's height, however many lines the plate has.
        let height = layout.size.y.clamp(12.0, 40.0) * 0.9;
        let width = height * 0.55;
        let beside = Vec3::new(-(layout.size.x / 2.0 + width * 0.9), 0.0, 0.5);
        transform.translation = plate.translation + plate.rotation * beside;
        transform.rotation = plate.rotation;
        transform.scale = Vec3::new(width, height, 1.0);
        let wanted = if shown.get() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *visibility != wanted {
            *visibility = wanted;
        }
    }
}
