//! Projection: every card's place, face and lift follow from the rules state, every frame.
//! Each seat has its face-down row with the face-up row on top (offset towards the middle) and its
//! hand behind; the pot is a messy heap in the middle, the draw pile left of it, removed cards right.

use super::{JammerEvent, JammerMatch};
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::animate::FlightDelay;
use crate::table::cards::{CardPlace, PlacedCards, TableArea};
use crate::table::deal::{DealtCards, gather_and_deal};
use crate::table::layout::{SeatPlace, TableSize, fan_slot, seat_place};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::Event;
use stammtisch_rules::{CardId, Game, Seat};
use std::collections::HashMap;

/// Seconds between two cards of a deal, and between two cards of a swept pot.
const DEAL_STEP: f32 = 0.045;
const SWEEP_STEP: f32 = 0.03;
/// Card scales: the rows on the table, the pot, the piles, a bot's hand, the local player's hand.
const ROW: f32 = 0.72;
const POT: f32 = 0.86;
const PILE: f32 = 0.72;
const HAND: f32 = 0.86;
const OWN_HAND: f32 = 1.2;

pub(super) fn plugin(app: &mut App) {
    super::JammerTable::each_frame(app, TableSet::Project, (deal_and_sweep, project).chain());
}

/// The draw pile (Aufnahmestapel): left of the pot.
pub fn draw_place(size: TableSize) -> Vec2 {
    Vec2::new(-size.card_size().x * 1.9, 0.0)
}

/// Cards out of the game: right of the pot.
pub fn out_place(size: TableSize) -> Vec2 {
    Vec2::new(size.card_size().x * 1.9, 0.0)
}

/// How much smaller rows and hands are drawn at a full table (the sides hold three seats at six).
pub fn crowding(players: usize) -> f32 {
    match players {
        0..=4 => 1.0,
        5 => 0.88,
        _ => 0.78,
    }
}

/// Unit vector along a seat's rows, left to right as the seat sees them.
fn along(place: SeatPlace) -> Vec2 {
    Vec2::new(place.inward.y, -place.inward.x)
}

/// Where slot `k` (0..3) of a seat's face-down row lies; the face-up card lies on it, offset.
pub fn row_slot(
    size: TableSize,
    place: SeatPlace,
    k: usize,
    face_up: bool,
    players: usize,
) -> Vec2 {
    let card = size.card_size();
    let row = ROW * crowding(players);
    let centre = place.anchor + place.inward * card.y * 0.9;
    let pos = centre + along(place) * (k as f32 - 1.0) * card.x * row * 1.18;
    if face_up {
        pos + place.inward * card.y * row * 0.16 + along(place) * card.x * row * 0.08
    } else {
        pos
    }
}

/// Where a seat's hand is held: behind its rows, towards the rim.
fn hand_place(size: TableSize, place: SeatPlace) -> SeatPlace {
    SeatPlace {
        anchor: place.anchor - place.inward * size.card_height() * 0.2,
        ..place
    }
}

/// A small, repeatable wobble in [-0.5, 0.5) for the `k`-th card of a heap.
fn jitter(seed: u64, k: usize, salt: u64) -> f32 {
    let mut x = seed ^ (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ salt;
    x ^= x >> 33;
    x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    x ^= x >> 29;
    (x % 10_000) as f32 / 10_000.0 - 0.5
}

/// Where the `k`-th card of the pot lies: a heap that grows like a real one, each card a little off.
pub fn pot_slot(size: TableSize, seed: u64, k: usize) -> (Vec2, f32) {
    let card = size.card_size();
    let offset = Vec2::new(jitter(seed, k, 1), jitter(seed, k, 2)) * card * 0.22;
    (offset, jitter(seed, k, 3) * 0.7)
}

/// The places of every card in the current state.
pub fn places(
    table: &JammerMatch,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> HashMap<CardId, CardPlace> {
    let game = &table.game;
    let players = game.players();
    let card = size.card_size();
    let crowd = crowding(players);
    let mut places = HashMap::new();
    for seat in Seat::all(players) {
        let place = seat_place(size, seat.index(), players);
        for (k, slot) in game.face_down(seat).iter().enumerate() {
            if let Some(id) = slot {
                let mut p = CardPlace::at(
                    row_slot(size, place, k, false, players),
                    place.facing,
                    3.0 + k as f32 * 0.1,
                    false,
                );
                p.scale = ROW * crowd;
                places.insert(*id, p);
            }
        }
        for (k, slot) in game.face_up(seat).iter().enumerate() {
            if let Some(id) = slot {
                let mut p = CardPlace::at(
                    row_slot(size, place, k, true, players),
                    place.facing - 0.04,
                    4.0 + k as f32 * 0.1,
                    true,
                );
                p.scale = ROW * crowd;
                p.lifted = table.local.picked.contains(id);
                places.insert(*id, p);
            }
        }
        let shown = table.shows_hand_of(seats, privacy, seat);
        let own = shown && seat.index() == 0 && seats.is_human(seat);
        let scale = if own { OWN_HAND } else { HAND * crowd };
        let hand = table.shown_hand(seat);
        // A big hand (a taken pot) closes up, turning and bowing less, so it stays in front of
        // its seat and off its name plate.
        let spread = (6.0 / hand.len().max(1) as f32).min(1.0);
        for (k, &id) in hand.iter().enumerate() {
            let offset = (k as f32 - (hand.len() as f32 - 1.0) / 2.0) * spread;
            let (pos, angle) = fan_slot(hand_place(size, place), offset, card * scale, 1.0);
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32 * 0.1, shown);
            p.scale = scale;
            p.lifted = table.local.picked.contains(&id);
            places.insert(id, p);
        }
    }
    for (k, &id) in game.pot().iter().enumerate() {
        let (pos, angle) = pot_slot(size, table.seed, k);
        let mut p = CardPlace::at(pos, angle, 5.0 + k as f32 * 0.05, true);
        p.scale = POT;
        places.insert(id, p);
    }
    let draw = draw_place(size);
    for (k, &id) in game.draw_pile().iter().enumerate() {
        let mut p = CardPlace::at(
            draw + Vec2::new(k as f32 * 0.4, k as f32 * 0.6),
            0.03,
            2.0 + k as f32 * 0.01,
            false,
        );
        p.scale = PILE;
        places.insert(id, p);
    }
    let out = out_place(size);
    for (k, &id) in game.out_of_game().iter().enumerate() {
        let wobble = jitter(table.seed, k, 4);
        let mut p = CardPlace::at(
            out + Vec2::new(wobble * 6.0, k as f32 * 0.5),
            -0.12 + wobble * 0.15,
            2.0 + k as f32 * 0.01,
            false,
        );
        p.scale = PILE;
        places.insert(id, p);
    }
    places
}

/// The order the deal hands out the cards: three face-down each from the starter on, then three
/// face-up, then three to hand.
fn deal_order(table: &JammerMatch) -> Vec<CardId> {
    let game = &table.game;
    let players = game.players();
    let order: Vec<Seat> = (0..players)
        .map(|i| Seat(((game.starter().index() + i) % players) as u8))
        .collect();
    let mut cards = Vec::new();
    for k in 0..3 {
        cards.extend(order.iter().filter_map(|&s| game.face_down(s)[k]));
    }
    for k in 0..3 {
        cards.extend(order.iter().filter_map(|&s| game.face_up(s)[k]));
    }
    for k in 0..3 {
        cards.extend(order.iter().filter_map(|&s| game.hand(s).get(k).copied()));
    }
    cards
}

/// The deal gathers every card on the draw pile and sends them out one by one; a removed pot is
/// swept off card by card.
fn deal_and_sweep(
    mut events: MessageReader<JammerEvent>,
    table: Res<JammerMatch>,
    area: Res<TableArea>,
    mut commands: Commands,
    mut cards: DealtCards,
) {
    for event in events.read() {
        match &event.0 {
            Event::Dealt { .. } => {
                let order = deal_order(&table);
                let draw = draw_place(area.0);
                let order: Vec<_> = order
                    .into_iter()
                    .map(crate::table::cards::CardKey::Open)
                    .collect();
                gather_and_deal(&mut commands, &mut cards, draw, &order, DEAL_STEP);
            }
            Event::PotRemoved { cards: swept, .. } => {
                // The top card goes first, as a hand sweeping the heap off the table would.
                for (entity, card, ..) in &cards {
                    if let Some(i) = swept.iter().rev().position(|&c| card.id() == Some(c)) {
                        commands
                            .entity(entity)
                            .insert(FlightDelay(0.15 + i as f32 * SWEEP_STEP));
                    }
                }
            }
            _ => {}
        }
    }
}

fn project(
    table: Res<JammerMatch>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    mut cards: PlacedCards,
) {
    let places = places(&table, &seats, &privacy, area.0);
    let places = places
        .into_iter()
        .map(|(id, place)| (crate::table::cards::CardKey::Open(id), place))
        .collect();
    cards.place(
        &places,
        <super::JammerTable as crate::games::driver::TableGame>::DECK.folder,
    );
}
