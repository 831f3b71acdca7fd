//! The seats' marks at the table: name plates, bananas, the offers as arrows from seat to seat,
//! and a "?" on every held card the screen hides from its holder.

use super::GorillasShown;
use super::GorillasSight;
use super::project::{seat_spot, shows_held};
use crate::assets::TableFont;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::layout::TableSize;
use crate::table::seats::SeatPlate;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;

/// One of a seat's bananas (index 0 or 1).
#[derive(Component, Debug)]
pub struct Banana {
    pub seat: Seat,
    pub index: u8,
    /// When it was earned (seconds): it drops onto the plate from above.
    pub since: Option<f32>,
}

/// The arrow of an offer from one seat to another (its shaft; the head is `ArrowHead`).
#[derive(Component, Debug)]
pub struct OfferArrow {
    pub from: Seat,
    pub to: Seat,
}

#[derive(Component, Debug)]
pub struct ArrowHead {
    pub from: Seat,
    pub to: Seat,
}

/// The "?" on a held card its holder cannot see.
#[derive(Component, Debug)]
pub struct Unknown(pub Seat);

const PLATE: Color = Color::srgb(0.98, 0.94, 0.82);
const BANANA: Color = Color::srgb(1.0, 0.84, 0.15);
const ARROW: Color = Color::srgba(1.0, 0.78, 0.25, 0.85);

pub(super) fn plugin(app: &mut App) {
    super::GorillasTable::on_start(app, spawn_marks);
    super::GorillasTable::each_frame(
        app,
        TableSet::Present,
        (place_plates, place_arrows, place_unknowns, place_lines),
    );
}

fn spawn_marks(mut commands: Commands, m: Res<GorillasShown>, sight: Res<GorillasSight>) {
    let players = sight.public.players;
    for seat in Seat::all(players) {
        commands.spawn((
            crate::table::seats::name_plate(seat),
            Text2d::new(m.name(seat).to_string()),
            TextColor(PLATE),
        ));
        commands.spawn((
            Name::new("Unknown card"),
            Unknown(seat),
            DespawnOnExit(Screen::Table),
            Text2d::new("?"),
            TextColor(Color::srgb(1.0, 0.92, 0.3)),
            Transform::from_xyz(0.0, 0.0, 60.0),
            Visibility::Hidden,
        ));
        for index in 0..2 {
            commands.spawn((
                Name::new("Banana"),
                Banana {
                    seat,
                    index,
                    since: None,
                },
                DespawnOnExit(Screen::Table),
                Sprite::from_color(BANANA, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, 41.0),
                Visibility::Hidden,
            ));
        }
        for to in Seat::all(players).filter(|&t| t != seat) {
            commands.spawn((
                Name::new("Offer arrow"),
                OfferArrow { from: seat, to },
                DespawnOnExit(Screen::Table),
                Sprite::from_color(ARROW, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, 50.0),
                Visibility::Hidden,
            ));
            commands.spawn((
                Name::new("Offer arrow head"),
                ArrowHead { from: seat, to },
                DespawnOnExit(Screen::Table),
                Sprite::from_color(ARROW, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, 50.5),
                Visibility::Hidden,
            ));
        }
    }
}

/// The table font on a text, once it is loaded.
pub(super) fn use_font(text_font: &mut TextFont, font: Option<&TableFont>, px: f32) {
    text_font.font_size = bevy::text::FontSize::Px(px);
    if let Some(font) = font.filter(|f| f.0 != Handle::default()) {
        let wanted = bevy::text::FontSource::Handle(font.0.clone());
        if text_font.font != wanted {
            text_font.font = wanted;
        }
    }
}

#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn place_plates(
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
    m: Res<GorillasShown>,
    sight: Res<GorillasSight>,
    seats: Res<TableSeats>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    owners: Res<crate::input::owners::Owners>,
    mut plates: Query<(
        &SeatPlate,
        &mut Transform,
        &mut Text2d,
        &mut TextFont,
        &mut TextColor,
        &bevy::text::TextLayoutInfo,
    )>,
    mut bananas: Query<
        (&mut Banana, &mut Transform, &mut Sprite, &mut Visibility),
        Without<SeatPlate>,
    >,
) {
    let size = area.0;
    let players = sight.public.players;
    let px = plate_px(size);
    let mut plate_at = vec![Vec2::ZERO; players];
    for (plate, mut transform, mut text, mut text_font, mut plate_colour, layout) in &mut plates {
        let seat = plate.0;
        let mut pos = seat_spot(size, seat, players).plate;
        // The whole label stays inside the window.
        let reach = (size.width * 0.5 - 8.0 - layout.size.x / 2.0).max(0.0);
        pos.x = pos.x.clamp(-reach, reach);
        plate_at[seat.index()] = pos;
        transform.translation = pos.extend(45.0);
        let label = crate::core::words::plate_name(
            &tr,
            m.name(seat),
            seats.bot_level(seat),
            seats.round_trip(seat),
        );
        if text.0 != label {
            text.0 = label;
        }
        // A seat a person points at wears that person's colour.
        let colour = m
            .local
            .chosen
            .iter()
            .find(|&&(by, to)| to == seat && seats.is_human(by) && !seats.attract)
            .map_or(PLATE, |&(by, _)| {
                crate::table::colours::colour(owners.colour_of(by.index()).unwrap_or(0))
            });
        if plate_colour.0 != colour {
            plate_colour.0 = colour;
        }
        use_font(&mut text_font, font.as_deref(), px);
    }
    let have = &sight.public.bananas;
    let now = time.elapsed_secs();
    for (mut banana, mut transform, mut sprite, mut visibility) in &mut bananas {
        let Some(&at) = plate_at.get(banana.seat.index()) else {
            continue;
        };
        // This round's banana drops once the total has counted up.
        let earned = have.get(banana.seat.index()).copied().unwrap_or(0)
            - super::tally::banana_pending(&m, &sight.public, banana.seat) as u8;
        let shown = earned > banana.index;
        show(&mut visibility, shown);
        let d = px * 1.2;
        match (shown, banana.since) {
            (true, None) => banana.since = Some(now),
            (false, Some(_)) => banana.since = None,
            _ => {}
        }
        // A new banana falls onto the plate.
        let fall = banana
            .since
            .map_or(0.0, |t| (1.0 - (now - t) / 0.7).clamp(0.0, 1.0).powi(2));
        let pos = at
            + Vec2::new(
                (banana.index as f32 - 0.5) * d * 1.3,
                -px * 1.1 + fall * size.card_height() * 2.0,
            );
        transform.translation = pos.extend(41.0);
        transform.rotation = Quat::from_rotation_z(0.45);
        sprite.custom_size = Some(Vec2::new(d, d * 0.42));
    }
}

/// Every standing offer is an arrow from the offerer's held card to the other's.
fn place_arrows(
    sight: Res<GorillasSight>,
    area: Res<TableArea>,
    mut shafts: Query<
        (&OfferArrow, &mut Transform, &mut Sprite, &mut Visibility),
        Without<ArrowHead>,
    >,
    mut heads: Query<
        (&ArrowHead, &mut Transform, &mut Sprite, &mut Visibility),
        Without<OfferArrow>,
    >,
) {
    let size = area.0;
    let public = &sight.public;
    let players = public.players;
    let card = size.card_size();
    let ends = |from: Seat, to: Seat| {
        let a = seat_spot(size, from, players).held;
        let b = seat_spot(size, to, players).held;
        let dir = (b - a).normalize_or(Vec2::X);
        // Each way of a pair lies a little to its own side, so both offers show.
        let side = Vec2::new(-dir.y, dir.x) * card.x * 0.12;
        let trim = card.y * 0.42;
        (a + dir * trim + side, b - dir * trim + side, dir)
    };
    let live =
        |from: Seat, to: Seat| public.offers(from, to) && public.holds(from) && public.holds(to);
    let thick = (card.x * 0.06).max(3.0);
    for (arrow, mut transform, mut sprite, mut visibility) in &mut shafts {
        let on = live(arrow.from, arrow.to);
        show(&mut visibility, on);
        if !on {
            continue;
        }
        let (a, b, dir) = ends(arrow.from, arrow.to);
        let length = (b - a).length().max(1.0);
        transform.translation = ((a + b) / 2.0).extend(50.0);
        transform.rotation = Quat::from_rotation_z(dir.to_angle());
        sprite.custom_size = Some(Vec2::new(length, thick));
    }
    for (head, mut transform, mut sprite, mut visibility) in &mut heads {
        let on = live(head.from, head.to);
        show(&mut visibility, on);
        if !on {
            continue;
        }
        let (_, b, dir) = ends(head.from, head.to);
        transform.translation = b.extend(50.5);
        transform.rotation = Quat::from_rotation_z(dir.to_angle() + std::f32::consts::FRAC_PI_4);
        sprite.custom_size = Some(Vec2::splat(thick * 3.2));
    }
}

/// A "?" on each held card the screen hides from its holder.
fn place_unknowns(
    sight: Res<GorillasSight>,
    seats: Res<TableSeats>,
    privacy: Res<crate::table::privacy::Privacy>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    mut marks: Query<(&Unknown, &mut Transform, &mut TextFont, &mut Visibility)>,
) {
    let size = area.0;
    let players = sight.public.players;
    for (mark, mut transform, mut text_font, mut visibility) in &mut marks {
        let on = sight.public.holds(mark.0) && !shows_held(&seats, &privacy, mark.0);
        show(&mut visibility, on);
        let spot = seat_spot(size, mark.0, players);
        transform.translation = spot.held.extend(60.0);
        use_font(
            &mut text_font,
            font.as_deref(),
            size.card_height() * spot.scale * 0.45,
        );
    }
}

/// The name plates' letter size.
pub fn plate_px(size: TableSize) -> f32 {
    (size.card_height() * 0.15).clamp(11.0, 24.0)
}

/// The longest line a seat says, in letters ("„Tausch mit mir!“ an Vroni"): every seat's line
/// has room for it.
const LINE_CHARS: usize = 26;

/// The screen rectangle a seat's held card(s) may take: turned to face the middle, a second card
/// fanned beside the first, lifted when a person points at it.
pub fn held_rect(size: TableSize, seat: Seat, players: usize) -> Rect {
    let spot = seat_spot(size, seat, players);
    let card = size.card_size() * spot.scale;
    let (sin, cos) = (spot.facing.sin().abs(), spot.facing.cos().abs());
    let lift = size.card_height() * 0.18;
    let half = Vec2::new(
        (cos * card.x + sin * card.y) / 2.0 + spot.second.x.abs() / 2.0,
        (cos * card.y + sin * card.x) / 2.0 + spot.second.y.abs() / 2.0,
    ) + Vec2::new(sin, cos) * lift;
    Rect::from_center_half_size(spot.held, half)
}

/// The screen rectangle of a seat's name plate with its bananas below it (a long name, centred).
pub fn plate_rect(size: TableSize, seat: Seat, players: usize) -> Rect {
    plate_rect_at(size, seat_spot(size, seat, players).plate)
}

/// `plate_rect` of a plate at `at`.
pub fn plate_rect_at(size: TableSize, at: Vec2) -> Rect {
    let px = plate_px(size);
    Rect::from_corners(
        at + Vec2::new(-px * 4.5, -px * 1.5),
        at + Vec2::new(px * 4.5, px * 0.8),
    )
}

/// Where each seat's line goes ("bietet Hias an", "behält", a shout) and its letter size: beside
/// the seat's card and plate, never on a held card, a plate or another seat's line, inside the
/// window. Each seat tries, in order: beyond its plate, beside its card (towards the middle, then
/// away), beside its plate, behind its card; the letters shrink until every seat has such a
/// place (at the smallest, a line may touch a plate, never a card). `boxes` (table units) are
/// the HUD's boxes: a line keeps `BOX_GAP` off them (against one, it seemed the box's).
pub fn line_spots(size: TableSize, players: usize, boxes: &[Rect]) -> (Vec<Vec2>, f32) {
    let seats: Vec<Seat> = Seat::all(players).collect();
    let cards: Vec<Rect> = seats.iter().map(|&s| held_rect(size, s, players)).collect();
    let plates: Vec<Rect> = seats
        .iter()
        .map(|&s| plate_rect(size, s, players))
        .collect();
    let window = Rect::from_center_half_size(
        Vec2::ZERO,
        Vec2::new(size.width / 2.0 - 8.0, size.height / 2.0 - 2.0),
    );
    // The person's own collection, laid out in the middle in up to seven columns.
    let middle = [super::project::own_collection_rect(size)];
    let boxes: Vec<Rect> = boxes.iter().map(|b| b.inflate(BOX_GAP)).collect();
    let free = |r: Rect, others: &[&[Rect]]| {
        window.contains(r.min)
            && window.contains(r.max)
            && others
                .iter()
                .all(|rs| rs.iter().all(|o| o.intersect(r).is_empty()))
    };
    let mut best = None;
    for k in 0..4 {
        let px = (size.card_height() * (0.16 - 0.02 * k as f32)).clamp(12.0, 24.0);
        let line = crate::table::announce::plate_size(&"m".repeat(LINE_CHARS), px);
        let half = line / 2.0;
        let mut placed: Vec<Rect> = Vec::new();
        let mut clean = true;
        for (i, &seat) in seats.iter().enumerate() {
            let spot = seat_spot(size, seat, players);
            let (card, plate) = (cards[i], plates[i]);
            let (held, at) = (spot.held, spot.plate);
            // The plate lies above the card (lower seats) or below it.
            let up = if at.y > held.y { 1.0 } else { -1.0 };
            let beyond = if up > 0.0 {
                plate.max.y + half.y + 2.0
            } else {
                plate.min.y - half.y - 2.0
            };
            // Towards the middle first.
            let side = if held.x > 0.5 { -1.0 } else { 1.0 };
            let by_card = card.half_size().x + half.x + 4.0;
            let by_plate = plate.half_size().x + half.x + 4.0;
            let behind = card.half_size().y + half.y + 4.0;
            let candidates = [
                Vec2::new(at.x, beyond),
                Vec2::new(held.x + side * by_card, held.y),
                Vec2::new(held.x - side * by_card, held.y),
                Vec2::new(at.x + side * by_plate, at.y),
                Vec2::new(at.x - side * by_plate, at.y),
                Vec2::new(held.x, held.y - up * behind),
                Vec2::new(held.x + side * by_card, held.y - up * card.half_size().y),
                Vec2::new(held.x - side * by_card, held.y - up * card.half_size().y),
                Vec2::new(at.x + side * half.x, beyond),
                Vec2::new(at.x - side * half.x, beyond),
            ];
            let rect = |c: Vec2| Rect::from_center_half_size(c, half);
            // Off the own collection if there is such a place; its letters shrink only for
            // the cards, plates, boxes and lines.
            let tiers: [&[&[Rect]]; 5] = [
                &[&cards, &boxes, &plates, &placed, &middle],
                &[&cards, &boxes, &plates, &placed],
                &[&cards, &boxes, &placed],
                &[&cards, &boxes],
                &[&cards],
            ];
            let found = tiers.iter().enumerate().find_map(|(tier, others)| {
                candidates
                    .iter()
                    .find(|&&c| free(rect(c), others))
                    .map(|&c| (tier, c))
            });
            let (tier, at) = found.unwrap_or((5, candidates[0]));
            clean &= tier <= 1;
            placed.push(rect(at));
        }
        best = Some((placed.iter().map(|r| r.center()).collect(), px));
        if clean {
            break;
        }
    }
    best.unwrap_or_default()
}

/// Table units a seat's line keeps off a HUD box (lying against one, it seemed the box's).
const BOX_GAP: f32 = 10.0;

/// Every seat's line goes where `line_spots` puts it, off the HUD's boxes where they are now.
fn place_lines(
    sight: Res<GorillasSight>,
    area: Res<TableArea>,
    panels: Option<Res<crate::core::UiRects>>,
    mut spots: ResMut<crate::table::announce::LineSpots>,
    mut laid_for: Local<Vec<Rect>>,
) {
    let players = sight.public.players;
    let boxes: Vec<Rect> = panels
        .iter()
        .flat_map(|p| p.0.iter())
        .map(|r| area.0.rect_from_window(*r))
        .collect();
    if spots.at.len() == players && !area.is_changed() && !sight.is_added() && *laid_for == boxes {
        return;
    }
    let (at, px) = line_spots(area.0, players, &boxes);
    *laid_for = boxes;
    spots.at = at;
    spots.px = Some(px);
}

/// Shows or hides a mark, touching the component only when that changes.
fn show(visibility: &mut Mut<Visibility>, on: bool) {
    visibility.set_if_neq(if on {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    });
}
