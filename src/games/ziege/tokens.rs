//! Seats at the table: name plates with the seat's goat colour, points so far and the turn glow.

use super::board::GoatImage;
use super::{ZiegeMatch, seat_colour};
use crate::assets::TableFont;
use crate::core::Screen;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::layout::{TableSize, seat_place};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::Phase;
use stammtisch_rules::{Game, Seat};

/// A seat's name plate.
#[derive(Component, Debug)]
struct NamePlate(Seat);

/// The little goat in the seat's colour beside the name.
#[derive(Component, Debug)]
struct PlateGoat(Seat);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_plates, place_plates)
            .chain()
            .in_set(TableSet::Present)
            .run_if(resource_exists::<ZiegeMatch>.and_then(resource_exists::<TableSeats>)),
    );
}

fn spawn_plates(
    mut commands: Commands,
    table: Res<ZiegeMatch>,
    goat: Option<Res<GoatImage>>,
    plates: Query<(), With<NamePlate>>,
) {
    if !plates.is_empty() {
        return;
    }
    for seat in Seat::all(table.game.players()) {
        commands.spawn((
            Name::new("Name plate"),
            NamePlate(seat),
            DespawnOnExit(Screen::Table),
            Text2d::new(table.name(seat).to_string()),
            TextColor(Color::srgb(0.98, 0.94, 0.82)),
            Transform::from_xyz(0.0, 0.0, 40.0),
        ));
        commands.spawn((
            Name::new("Plate goat"),
            PlateGoat(seat),
            DespawnOnExit(Screen::Table),
            Sprite {
                image: goat.as_ref().map(|g| g.0.clone()).unwrap_or_default(),
                color: seat_colour(seat),
                custom_size: Some(Vec2::splat(28.0)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 40.0),
        ));
    }
}

/// Where a seat's plate sits: behind its hand, away from the centre; a hand that slid clear of the
/// board leaves its plate behind, the other way, so the cards don't cover the name.
fn plate_pos(size: TableSize, seat: Seat, players: usize) -> Vec2 {
    let place = seat_place(size, seat.index(), players);
    let slid = super::project::hand_place(size, seat, players, false).anchor - place.anchor;
    let h = size.card_height();
    let pos = if place.inward.y > 0.7 {
        // The bottom seat: between its hand and the middle, clear of the board on the left.
        place.anchor + Vec2::new(size.width * 0.1, h * 0.98)
    } else if place.inward.y < -0.7 {
        place.anchor - place.inward * h * 0.95
    } else {
        // Side seats: above the hand (eight cards make it tall).
        place.anchor + Vec2::new(0.0, h * 1.55)
    } - Vec2::new(slid.length(), 0.0);
    let margin = Vec2::new(
        (size.width * 0.5 - 110.0).max(0.0),
        (size.height * 0.5 - 24.0).max(0.0),
    );
    pos.clamp(-margin, margin)
}

/// A plate `width` wide with its goat (left of it) stays wholly inside the window.
fn inside(size: TableSize, pos: Vec2, width: f32, px: f32) -> Vec2 {
    let goat = px * 1.8;
    let left = -size.width * 0.5 + 8.0 + goat + width / 2.0;
    let right = size.width * 0.5 - 8.0 - width / 2.0;
    Vec2::new(
        if left <= right {
            pos.x.clamp(left, right)
        } else {
            (left + right) / 2.0
        },
        pos.y,
    )
}

fn place_plates(
    time: Res<Time>,
    table: Res<ZiegeMatch>,
    seats: Res<TableSeats>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    mut plates: Query<
        (
            &NamePlate,
            &mut Transform,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &bevy::text::TextLayoutInfo,
        ),
        Without<PlateGoat>,
    >,
    mut goats: Query<(&PlateGoat, &mut Transform, &mut Sprite), Without<NamePlate>>,
) {
    let size = area.0;
    let players = table.game.players();
    let on_turn = table.game.actors(table.now);
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 4.0).sin();
    let px = (size.card_height() * 0.16).clamp(11.0, 26.0);
    let mut widths = vec![0.0; players];
    for (plate, mut transform, mut text, mut colour, mut text_font, layout) in &mut plates {
        let seat = plate.0;
        widths[seat.index()] = layout.size.x;
        transform.translation =
            inside(size, plate_pos(size, seat, players), layout.size.x, px).extend(40.0);
        if table.round_end_pending() {
            // Points and the next starter show once the last trick has been seen.
            continue;
        }
        let mut label = table.name(seat).to_string();
        if let Some(level) = seats.bot_level(seat) {
            label += &format!(" ({})", crate::core::words::level(level));
        }
        label += &format!(" · {} P", table.game.score(seat));
        if table.game.starter() == seat && table.game.phase() != Phase::GameOver {
            label += " · beginnt";
        }
        if text.0 != label {
            text.0 = label;
        }
        super::board::set_font(&mut text_font, &font, px);
        colour.0 = if on_turn.contains(&seat) {
            Color::srgb(1.0, 0.85 + 0.15 * pulse, 0.35 + 0.4 * pulse)
        } else {
            Color::srgb(0.98, 0.94, 0.82)
        };
    }
    for (goat, mut transform, mut sprite) in &mut goats {
        let seat = goat.0;
        let plate = inside(
            size,
            plate_pos(size, seat, players),
            widths[seat.index()],
            px,
        );
        let half = widths[seat.index()] / 2.0;
        transform.translation = (plate - Vec2::new(half + px * 1.0, 0.0)).extend(40.0);
        sprite.custom_size = Some(Vec2::splat(px * 1.6));
    }
}
