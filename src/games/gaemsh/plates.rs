//! The seats' plates: each name on its team's colour with the team's points, so partners
//! (opposite each other) show the same colour and counter; one line at the top and bottom, two
//! at the sides, where the seating puts them (and the avatars).

use super::GaemshShown;
use super::avatar::AvatarSpots;
use super::seating::{PlateSizes, avatar_size, plate_font_px, plate_guess, seating};
use super::{GaemshSight, team_colour, words};
use crate::assets::TableFont;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::seats::SeatPlate;
use bevy::prelude::*;
use stammtisch_rules::Seat;

/// The team-coloured board behind a seat's name plate.
#[derive(Component, Debug)]
pub struct PlateBoard(pub Seat);

/// Where the seating put each seat's plate (table units), as big as it reserved it (the name's
/// guessed size): for what keeps clear of the plates before their text is laid out.
#[derive(Resource, Debug, Default, Clone)]
pub struct PlateSpots(pub Vec<Rect>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlateSpots>();
    super::GaemshTable::on_start(app, spawn_plates);
    super::GaemshTable::each_frame(app, TableSet::Present, place_plates);
}

fn spawn_plates(mut commands: Commands, table: Res<GaemshShown>, sight: Res<GaemshSight>) {
    for seat in Seat::all(sight.public.players) {
        let colour = team_colour(sight.public.team_of(seat));
        commands.spawn((
            Name::new("Team plate"),
            PlateBoard(seat),
            DespawnOnExit(Screen::Table),
            Sprite::from_color(colour.with_alpha(0.92), Vec2::ONE),
            Transform::from_xyz(0.0, 0.0, 39.0),
        ));
        commands.spawn((
            crate::table::seats::name_plate(seat),
            Text2d::new(table.name(seat).to_string()),
            bevy::text::TextLayout::justify(bevy::text::Justify::Center),
            TextColor(Color::srgb(0.99, 0.97, 0.92)),
        ));
    }
}

#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn place_plates(
    tr: Res<crate::core::Tr>,
    table: Res<GaemshShown>,
    sight: Res<GaemshSight>,
    seats: Res<crate::table::seats::TableSeats>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    mut avatars: ResMut<AvatarSpots>,
    mut reserved: ResMut<PlateSpots>,
    mut boards: Query<(&PlateBoard, &mut Transform, &mut Sprite), Without<SeatPlate>>,
    mut plates: Query<crate::table::seats::PlateParts, Without<PlateBoard>>,
) {
    let size = area.0;
    let public = &sight.public;
    let players = public.players;
    let scores = &public.scores;
    // Each seat's name and its team's points, and the plate's size on one line or two.
    let lines: Vec<(String, String)> = Seat::all(players)
        .map(|seat| {
            let team = public.team_of(seat);
            (
                crate::core::words::plate_name(
                    &tr,
                    table.name(seat),
                    seats.bot_level(seat),
                    seats.round_trip(seat),
                ),
                crate::tr!(
                    tr,
                    "gaemsh-plate-team",
                    team = words::team_name(&tr, team),
                    points = scores.get(team).copied().unwrap_or(0)
                ),
            )
        })
        .collect();
    let sizes: Vec<PlateSizes> = lines
        .iter()
        .map(|(name, team)| {
            let (name, team) = (name.chars().count(), team.chars().count());
            PlateSizes {
                one_line: plate_guess(size, 1, name + team + 5),
                two_lines: plate_guess(size, 2, name.max(team)),
            }
        })
        .collect();
    let own = seats.is_here(size.bottom_seat());
    let spots = seating(size, players, own, &sizes);
    avatars.0 = Seat::all(players)
        .map(|seat| (seat, spots[seat.index()].avatar, avatar_size(size, players)))
        .collect();
    reserved.0 = spots
        .iter()
        .zip(&sizes)
        .map(|(spot, size)| {
            let extent = if spot.two_lines {
                size.two_lines
            } else {
                size.one_line
            };
            Rect::from_center_size(spot.plate, extent)
        })
        .collect();
    let mut placed = Vec::new();
    for (plate, mut transform, mut text, _, mut text_font, layout) in &mut plates {
        let seat = plate.0;
        let (Some(spot), Some((name, team))) = (spots.get(seat.index()), lines.get(seat.index()))
        else {
            continue;
        };
        transform.translation = spot.plate.extend(40.0);
        let label = if spot.two_lines {
            format!("{name}\n{team}")
        } else {
            format!("{name}  ·  {team}")
        };
        if text.0 != label {
            text.0 = label;
        }
        text_font.font_size = bevy::text::FontSize::Px(plate_font_px(size));
        if let Some(font) = font.as_ref().filter(|f| f.0 != Handle::default()) {
            let wanted = bevy::text::FontSource::Handle(font.0.clone());
            if text_font.font != wanted {
                text_font.font = wanted;
            }
        }
        placed.push((seat, spot.plate, layout.size));
    }
    for (board, mut transform, mut sprite) in &mut boards {
        if let Some((_, pos, text)) = placed.iter().find(|(s, _, _)| *s == board.0) {
            transform.translation = pos.extend(39.0);
            sprite.custom_size = Some(*text + Vec2::new(18.0, 8.0));
        }
    }
}
