//! Seats at the table: name plates with the seat's goat colour, points so far and the turn glow.

use super::ZiegeShown;
use super::board::GoatImage;
use super::{ZiegeSight, seat_colour};
use crate::assets::TableFont;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::layout::{TableSize, seat_place};
use crate::table::seats::SeatPlate;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;
use stammtisch_rules::games::ziege::Phase;

/// The little goat in the seat's colour beside the name.
#[derive(Component, Debug)]
struct PlateGoat(Seat);

pub(super) fn plugin(app: &mut App) {
    super::ZiegeTable::each_frame(app, TableSet::Project, place_lines);
    super::ZiegeTable::each_frame(app, TableSet::Present, (spawn_plates, place_plates).chain());
}

/// A plate's letter size for the table's size.
fn plate_px(size: TableSize) -> f32 {
    (size.card_height() * 0.16).clamp(11.0, 26.0)
}

/// Where each seat's line goes ("legt das Plättchen", "spielt die 35"): beside its own plate,
/// towards the middle (below a top seat's, above the bottom seat's), else beside it towards the
/// middle, else the other way, the first that lies on no row of the board, tile, plate, face-up
/// card or box; so a line is read as its seat's and never hides the board.
fn place_lines(
    time: Res<Time>,
    sight: Res<ZiegeSight>,
    area: Res<TableArea>,
    lines: Res<crate::table::announce::SeatLines>,
    plates: Query<(&SeatPlate, &bevy::text::TextLayoutInfo, &Transform)>,
    mut spots: ResMut<crate::table::announce::LineSpots>,
    felt: crate::ui::felt_under::FeltUnder,
) {
    let size = area.0;
    let players = sight.public.players;
    let px = plate_px(size);
    let line_px = (size.card_height() * 0.2).clamp(14.0, 34.0);
    let mut at = vec![Vec2::ZERO; players];
    for (plate, layout, placed) in &plates {
        let Some(spot) = at.get_mut(plate.0.index()) else {
            continue;
        };
        let words = lines
            .current(plate.0, time.elapsed_secs())
            .unwrap_or("mmmmmmmmmmmm");
        let line = crate::table::announce::plate_size(words, line_px);
        // The plate with its goat, where `place_plates` put it.
        let r = plate_rect(placed.translation.truncate(), layout.size.x, px);
        let (centre, half) = (r.center(), r.half_size());
        let down = if centre.y > 0.0 { -1.0 } else { 1.0 };
        let towards = if centre.x > 0.0 { -1.0 } else { 1.0 };
        *spot = felt
            .first_open(
                |line| {
                    [
                        centre + Vec2::Y * down * (half.y + 4.0 + line.y),
                        centre + Vec2::X * towards * (half.x + 8.0 + line.x),
                        centre - Vec2::Y * down * (half.y + 4.0 + line.y),
                        centre - Vec2::X * towards * (half.x + 8.0 + line.x),
                    ]
                },
                line / 2.0,
                crate::ui::felt_under::Under::Readable,
            )
            .0;
    }
    if spots.at != at || spots.px != Some(line_px) {
        spots.at = at;
        spots.px = Some(line_px);
    }
}

fn spawn_plates(
    mut commands: Commands,
    table: Res<ZiegeShown>,
    goat: Option<Res<GoatImage>>,
    plates: Query<(), With<SeatPlate>>,
) {
    if !plates.is_empty() {
        return;
    }
    for seat in Seat::all(table.seats.len()) {
        commands.spawn((
            crate::table::seats::name_plate(seat),
            Text2d::new(table.name(seat).to_string()),
            TextColor(Color::srgb(0.98, 0.94, 0.82)),
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
    size.keep_inside(pos, Vec2::new(110.0, 24.0))
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

/// A plate's box: the text centred on `pos`, `width` wide, its goat to the left.
fn plate_rect(pos: Vec2, width: f32, px: f32) -> Rect {
    Rect::new(
        pos.x - width / 2.0 - px * 1.8,
        pos.y - px * 0.8,
        pos.x + width / 2.0,
        pos.y + px * 0.8,
    )
}

/// What a plate must not cover: the board, every hand's cards and every seat's card in the
/// trick. The panels give way to the
/// plates, not the plates to the panels: a plate that moved when the tile panel came lay in the
/// middle of the table.
fn obstacles(size: TableSize, players: usize) -> Vec<Rect> {
    use super::project::{hand_place, hand_scale, spread};
    let (centre, board) = super::board::BoardGeom::of(size).outline();
    let mut out = vec![Rect::from_center_size(centre, board + Vec2::splat(12.0))];
    let card = size.card_size();
    let hand = stammtisch_rules::games::ziege::HAND_SIZE as usize;
    for seat in Seat::all(players) {
        let owns: &[bool] = if seat == size.bottom_seat() {
            &[false, true]
        } else {
            &[false]
        };
        for &own in owns {
            let place = hand_place(size, seat, players, own);
            let c = card * hand_scale(size, own);
            for k in 0..hand {
                let (pos, angle) = crate::table::layout::hand_slot(place, k, hand, c, spread(own));
                let (s, co) = angle.sin_cos();
                let ext = Vec2::new(
                    co.abs() * c.x + s.abs() * c.y,
                    s.abs() * c.x + co.abs() * c.y,
                );
                out.push(Rect::from_center_size(pos, ext + Vec2::splat(6.0)));
            }
            // The won tricks' stack beside the hand.
            let won = super::project::won_place(size, seat, players, own, 0);
            let c = card * won.scale;
            out.push(crate::table::layout::card_rect(
                won.pos,
                won.angle,
                c + Vec2::splat(12.0),
            ));
        }
        // Its card in the trick (one lay on a plate in the middle of the table).
        let trick = super::project::trick_place(size, seat, players, 0);
        out.push(crate::table::layout::card_rect(
            trick.pos,
            trick.angle,
            card * trick.scale + Vec2::splat(8.0),
        ));
    }
    out
}

/// Every seat's plate centre: its usual spot when that is clear of the board, the cards and the
/// plates before it, else the nearest clear spot inside the window.
fn plate_spots(size: TableSize, players: usize, widths: &[f32], px: f32) -> Vec<Vec2> {
    let mut blocked = obstacles(size, players);
    let mut spots = Vec::with_capacity(players);
    for seat in Seat::all(players) {
        let width = widths[seat.index()];
        let mut wanted = inside(size, plate_pos(size, seat, players), width, px);
        let free = |pos: Vec2, blocked: &[Rect]| {
            let r = plate_rect(pos, width, px);
            blocked.iter().all(|b| r.intersect(*b).is_empty())
        };
        if !free(wanted, &blocked) {
            let r = plate_rect(Vec2::ZERO, width, px);
            let (x0, x1) = (
                -size.width * 0.5 + 8.0 - r.min.x,
                size.width * 0.5 - 8.0 - r.max.x,
            );
            let (y0, y1) = (
                -size.height * 0.5 + 4.0 - r.min.y,
                size.height * 0.5 - 4.0 - r.max.y,
            );
            let mut best: Option<(f32, Vec2)> = None;
            let mut y = y0;
            while y <= y1 {
                let mut x = x0;
                while x <= x1 {
                    let pos = Vec2::new(x, y);
                    let d = pos.distance_squared(wanted);
                    if best.is_none_or(|(b, _)| d < b) && free(pos, &blocked) {
                        best = Some((d, pos));
                    }
                    x += 6.0;
                }
                y += 4.0;
            }
            if let Some((_, pos)) = best {
                wanted = pos;
            }
        }
        blocked.push(plate_rect(wanted, width, px).inflate(4.0));
        spots.push(wanted);
    }
    spots
}

/// The plates' spots, worked out again only when the window or the labels change.
#[derive(Default)]
struct SpotCache {
    key: Option<(Vec2, Vec<f32>)>,
    spots: Vec<Vec2>,
}

#[allow(clippy::too_many_arguments)]
fn place_plates(
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
    table: Res<ZiegeShown>,
    sight: Res<ZiegeSight>,
    seats: Res<TableSeats>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    mut cache: Local<SpotCache>,
    mut plates: Query<crate::table::seats::PlateParts, Without<PlateGoat>>,
    mut goats: Query<(&PlateGoat, &mut Transform, &mut Sprite), Without<SeatPlate>>,
) {
    let size = area.0;
    let public = &sight.public;
    let players = public.players;
    let on_turn = &seats.on_turn;
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 4.0).sin();
    let px = plate_px(size);
    let mut widths = vec![0.0; players];
    for (plate, _, _, _, _, layout) in &plates {
        widths[plate.0.index()] = layout.size.x.round();
    }
    let key = (Vec2::new(size.width, size.height), widths.clone());
    if cache.key.as_ref() != Some(&key) || cache.spots.len() != players {
        cache.spots = plate_spots(size, players, &widths, px);
        cache.key = Some(key);
    }
    for (plate, mut transform, mut text, mut colour, mut text_font, _) in &mut plates {
        let seat = plate.0;
        transform.translation = cache.spots[seat.index()].extend(40.0);
        if table.round_end_pending(public) {
            // Points and the next starter show once the last trick has been seen.
            continue;
        }
        let mut label = crate::core::words::plate_name(
            &tr,
            table.name(seat),
            seats.bot_level(seat),
            seats.round_trip(seat),
        );
        label += &crate::tr!(
            tr,
            "ziege-label-points",
            points = public.scores[seat.index()]
        );
        if public.starter == seat && public.phase != Phase::GameOver {
            label += &crate::tr!(tr, "ziege-label-starts");
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
        let plate = cache.spots[seat.index()];
        let half = widths[seat.index()] / 2.0;
        transform.translation = (plate - Vec2::new(half + px * 1.0, 0.0)).extend(40.0);
        sprite.custom_size = Some(Vec2::splat(px * 1.6));
    }
}
