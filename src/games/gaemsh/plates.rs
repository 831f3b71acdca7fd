//! The seats' plates: each name on its team's colour with the team's points, so partners
//! (opposite each other) show the same colour and counter.

use super::{GaemshMatch, team_colour, words};
use crate::assets::TableFont;
use crate::core::Screen;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::layout::{TableSize, seat_place};
use bevy::prelude::*;
use stammtisch_rules::{Game, Seat};

/// A seat's name plate (its text).
#[derive(Component, Debug)]
pub struct NamePlate(pub Seat);

/// The team-coloured board behind a seat's name plate.
#[derive(Component, Debug)]
pub struct PlateBoard(pub Seat);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        spawn_plates
            .in_set(TableSet::Project)
            .run_if(resource_added::<GaemshMatch>),
    );
    app.add_systems(
        Update,
        place_plates.in_set(TableSet::Present).run_if(
            resource_exists::<GaemshMatch>
                .and_then(resource_exists::<crate::table::seats::TableSeats>),
        ),
    );
}

fn spawn_plates(mut commands: Commands, table: Res<GaemshMatch>) {
    for seat in Seat::all(table.game.players()) {
        let colour = team_colour(table.game.team_of(seat));
        commands.spawn((
            Name::new("Team plate"),
            PlateBoard(seat),
            DespawnOnExit(Screen::Table),
            Sprite::from_color(colour.with_alpha(0.92), Vec2::ONE),
            Transform::from_xyz(0.0, 0.0, 39.0),
        ));
        commands.spawn((
            Name::new("Name plate"),
            NamePlate(seat),
            DespawnOnExit(Screen::Table),
            Text2d::new(table.name(seat).to_string()),
            TextColor(Color::srgb(0.99, 0.97, 0.92)),
            Transform::from_xyz(0.0, 0.0, 40.0),
        ));
    }
}

/// Where a seat's plate sits: behind its hand, away from the centre, inside the window.
fn plate_pos(size: TableSize, seat: Seat, players: usize) -> Vec2 {
    let place = seat_place(size, seat.index(), players);
    let h = size.card_height();
    let pos = if place.inward.y > 0.7 {
        place.anchor + Vec2::new(0.0, h * 0.85)
    } else if place.inward.y < -0.7 {
        place.anchor - place.inward * h * 0.85
    } else {
        place.anchor + Vec2::new(0.0, h * 0.85)
    };
    let margin = Vec2::new(
        (size.width * 0.5 - 110.0).max(0.0),
        (size.height * 0.5 - 24.0).max(0.0),
    );
    pos.clamp(-margin, margin)
}

#[allow(clippy::type_complexity)]
fn place_plates(
    tr: Res<crate::core::Tr>,
    table: Res<GaemshMatch>,
    seats: Res<crate::table::seats::TableSeats>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    mut boards: Query<(&PlateBoard, &mut Transform, &mut Sprite), Without<NamePlate>>,
    mut plates: Query<
        (
            &NamePlate,
            &mut Transform,
            &mut Text2d,
            &mut TextFont,
            &bevy::text::TextLayoutInfo,
        ),
        Without<PlateBoard>,
    >,
) {
    let size = area.0;
    let players = table.game.players();
    let scores = table.game.scores();
    let mut spots = Vec::new();
    for (plate, mut transform, mut text, mut text_font, layout) in &mut plates {
        let seat = plate.0;
        let team = table.game.team_of(seat);
        let mut pos = plate_pos(size, seat, players);
        let reach = (size.width * 0.5 - 12.0 - layout.size.x / 2.0).max(0.0);
        pos.x = pos.x.clamp(-reach, reach);
        transform.translation = pos.extend(40.0);
        let mut label =
            crate::core::words::name_with_level(&tr, table.name(seat), seats.bot_level(seat));
        label += &crate::tr!(
            tr,
            "gaemsh-plate-points",
            team = words::team_name(&tr, team),
            points = scores.get(team).copied().unwrap_or(0)
        );
        if text.0 != label {
            text.0 = label;
        }
        text_font.font_size =
            bevy::text::FontSize::Px((size.card_height() * 0.15).clamp(11.0, 24.0));
        if let Some(font) = font.as_ref().filter(|f| f.0 != Handle::default()) {
            let wanted = bevy::text::FontSource::Handle(font.0.clone());
            if text_font.font != wanted {
                text_font.font = wanted;
            }
        }
        spots.push((seat, pos, layout.size));
    }
    for (board, mut transform, mut sprite) in &mut boards {
        if let Some((_, pos, text)) = spots.iter().find(|(s, _, _)| *s == board.0) {
            transform.translation = pos.extend(39.0);
            sprite.custom_size = Some(*text + Vec2::new(18.0, 8.0));
        }
    }
}
