//! Seats at the table: name plates, life tokens, the dealer button and the turn glow.

use super::SchwimmenShown;
use super::{SchwimmenSeen, SchwimmenSight};
use crate::assets::{CardArt, TableFont};
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::layout::{TableSize, seat_place};
use crate::table::seats::{PlateParts, SeatPlate};
use crate::table::shake::Shake;
use bevy::prelude::*;
use stammtisch_rules::Seat;
use stammtisch_rules::games::schwimmen::{Event, Phase, STARTING_LIVES, Standing};

/// A life token of a seat (index 0..3).
#[derive(Component, Debug)]
pub struct LifeToken {
    seat: Seat,
    index: u8,
}

/// A new match: its name plates and life tokens.
fn spawn_on_start(
    mut commands: Commands,
    art: Res<CardArt>,
    table: Res<SchwimmenShown>,
    area: Res<crate::table::cards::TableArea>,
) {
    spawn_seats(&mut commands, &art, &table, area.0);
}

fn spawn_seats(commands: &mut Commands, art: &CardArt, table: &SchwimmenShown, size: TableSize) {
    for seat in Seat::all(table.seats.len()) {
        for index in 0..STARTING_LIVES {
            commands.spawn((
                Name::new("Life token"),
                LifeToken { seat, index },
                DespawnOnExit(Screen::Table),
                Sprite {
                    image: art.life_token.clone(),
                    custom_size: Some(Vec2::splat(size.card_height() * 0.2)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 30.0),
            ));
        }
        commands.spawn((
            crate::table::seats::name_plate(seat),
            Text2d::new(table.name(seat).to_string()),
            TextColor(Color::srgb(0.98, 0.94, 0.82)),
        ));
    }
}

pub(super) fn plugin(app: &mut App) {
    super::SchwimmenTable::on_start(app, spawn_on_start);
    super::SchwimmenTable::each_frame(app, TableSet::Present, (place_seats, react_to_events));
}

/// Where a seat's plate sits: behind its hand, away from the centre; a side seat's below its
/// hand where above it a neighbour's cards or the stock would lie on the name (nine seats at
/// 1280×720).
fn plate_pos(size: TableSize, seat: Seat, players: usize) -> Vec2 {
    let place = seat_place(size, seat.index(), players);
    let h = size.card_height();
    let pos = if place.inward.y > 0.7 {
        // The bottom seat: between its (larger) hand and the middle, so nothing drops off the window.
        place.anchor + Vec2::new(0.0, h * 0.8)
    } else if place.inward.y < -0.7 {
        place.anchor - place.inward * h * 0.95
    } else {
        // Side seats: above the hand, else below it.
        let above = place.anchor + Vec2::new(0.0, h * 0.95);
        let hand = hand_rect(size, seat, players);
        let below = Vec2::new(place.anchor.x, hand.min.y - h * 0.12);
        let card = size.card_size();
        let piles = [
            Rect::from_center_size(crate::table::layout::stock_place(size), card),
            Rect::from_center_size(Vec2::ZERO, Vec2::new(card.x * 3.3, card.y)),
        ];
        let clear = |at: Vec2| {
            let block = plate_block(size, size.keep_inside(at, Vec2::new(100.0, 24.0)));
            Seat::all(players)
                .filter(|&other| other != seat)
                .map(|other| hand_rect(size, other, players))
                .chain(piles)
                .all(|r| r.intersect(block).is_empty())
        };
        match clear(above) || !clear(below) {
            true => above,
            false => below,
        }
    };
    // Plates stay inside the window however narrow it is (names are up to ~180 px wide).
    size.keep_inside(pos, Vec2::new(100.0, 24.0))
}

/// Where a seat's hand of three lies (an other seat's: table-sized cards, each by its turned
/// corners).
fn hand_rect(size: TableSize, seat: Seat, players: usize) -> Rect {
    let place = seat_place(size, seat.index(), players);
    let card = size.card_size();
    (0..3)
        .map(|k| {
            let (pos, angle) = crate::table::layout::hand_slot(place, k, 3, card, 1.0);
            crate::table::layout::card_rect(pos, angle, card)
        })
        .reduce(|a, b| a.union(b))
        .unwrap_or(Rect::EMPTY)
}

/// About what a plate at `at` and its life tokens under it take (a name of about 14 letters).
fn plate_block(size: TableSize, at: Vec2) -> Rect {
    let h = size.card_height();
    Rect::new(
        at.x - h * 0.55,
        at.y - h * 0.32,
        at.x + h * 0.55,
        at.y + h * 0.12,
    )
}

fn place_seats(
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
    table: Res<SchwimmenShown>,
    sight: Res<SchwimmenSight>,
    seats: Res<crate::table::seats::TableSeats>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    mut tokens: Query<(&LifeToken, &mut Transform, &mut Sprite), Without<SeatPlate>>,
    mut plates: Query<PlateParts, Without<LifeToken>>,
) {
    let size = area.0;
    let public = &sight.public;
    let players = public.standings.len();
    let standings = &public.standings;
    let on_turn = &seats.on_turn;
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 4.0).sin();
    for (token, mut transform, mut sprite) in &mut tokens {
        let lives = match standings[token.seat.index()] {
            Standing::Lives(n) => n,
            _ => 0,
        };
        let plate = plate_pos(size, token.seat, players);
        let d = size.card_height() * 0.22;
        // Tokens sit under the name; the bottom seat has its hand there, so they go right of the hand.
        let place = seat_place(size, token.seat.index(), players);
        let row = if place.inward.y > 0.7 {
            place.anchor + Vec2::new(size.card_height() * 1.7, -size.card_height() * 0.1)
        } else {
            plate - Vec2::new(0.0, size.card_height() * 0.2)
        };
        let target = row + Vec2::new((token.index as f32 - 1.0) * d, 0.0);
        let alive = token.index < lives;
        // A lost token shrinks away; the others sit in a row under the name.
        let goal = if alive { 1.0 } else { 0.0 };
        let current = transform.scale.x;
        let scale = current + (goal - current) * (time.delta_secs() * 6.0).min(1.0);
        transform.translation = target.extend(30.0);
        transform.scale = Vec3::splat(scale.max(0.0));
        sprite.custom_size = Some(Vec2::splat(d * 0.9));
    }
    for (plate, mut transform, mut text, mut colour, mut text_font, layout) in &mut plates {
        let seat = plate.0;
        let mut pos = plate_pos(size, seat, players) + Vec2::new(0.0, size.card_height() * 0.05);
        // The whole label stays inside the window, however long it grew.
        let reach = (size.width * 0.5 - 8.0 - layout.size.x / 2.0).max(0.0);
        pos.x = pos.x.clamp(-reach, reach);
        transform.translation = pos.extend(40.0);
        let mut label = crate::core::words::plate_name(
            &tr,
            table.name(seat),
            seats.bot_level(seat),
            seats.round_trip(seat),
        );
        if public.dealer == seat && !matches!(public.phase, Phase::GameOver { .. }) {
            label += &crate::tr!(tr, "schwimmen-label-dealer");
        }
        match standings[seat.index()] {
            Standing::Swimming => label += &crate::tr!(tr, "schwimmen-label-swimming"),
            Standing::Out { .. } => label += &crate::tr!(tr, "schwimmen-label-out"),
            _ => {}
        }
        if text.0 != label {
            text.0 = label;
        }
        text_font.font_size =
            bevy::text::FontSize::Px((size.card_height() * 0.16).clamp(11.0, 26.0));
        if let Some(font) = font.as_ref().filter(|f| f.0 != Handle::default()) {
            let wanted = bevy::text::FontSource::Handle(font.0.clone());
            if text_font.font != wanted {
                text_font.font = wanted;
            }
        }
        colour.0 = if !standings[seat.index()].is_in() {
            Color::srgba(0.8, 0.8, 0.8, 0.4)
        } else if on_turn.contains(&seat) {
            Color::srgb(1.0, 0.85 + 0.15 * pulse, 0.35 + 0.4 * pulse)
        } else {
            Color::srgb(0.98, 0.94, 0.82)
        };
    }
}

fn react_to_events(mut events: MessageReader<SchwimmenSeen>, mut shake: ResMut<Shake>) {
    for event in events.read() {
        match event.0 {
            Event::Knocked { .. } => shake.start(7.0),
            Event::WentUnder { .. } => shake.start(4.0),
            _ => {}
        }
    }
}
