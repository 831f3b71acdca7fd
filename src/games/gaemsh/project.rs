//! Projection: every card's place, face and lift follow from the rules state, every frame. The
//! middle's four cards lie in stable slots, each a little askew (and overlapping its neighbour),
//! the right one on top: a slap lands on the topmost card under the point.

use super::bull::BullCharge;
use super::{GaemshEvent, GaemshMatch};
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::{CardPlace, PlacedCards, TableArea};
use crate::table::deal::Redeal;
use crate::table::layout::{TableSize, discard_place, hand_slot, seat_place, stock_place};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::Event;
use stammtisch_rules::{CardId, Game, Seat};
use std::collections::HashMap;

/// Seconds between two cards of a deal.
const DEAL_STEP: f32 = 0.05;

pub(super) fn plugin(app: &mut App) {
    super::GaemshTable::each_frame(
        app,
        TableSet::Project,
        (restart_deal, super::bull::start_charge, project).chain(),
    );
}

/// A small fixed wobble in -0.5..0.5 for a slot in a round (stable while the round lasts).
fn wobble(round: u32, slot: usize, salt: u32) -> f32 {
    let h = (round.wrapping_mul(2_654_435_761) ^ (slot as u32 * 40_503 + salt * 977))
        .wrapping_mul(2_246_822_519);
    ((h >> 8) % 1000) as f32 / 1000.0 - 0.5
}

/// Where middle slot `slot` lies in `round`: side by side, a little askew, each overlapping
/// its right neighbour's left edge. Returns the centre, the angle and the z (right on top).
pub fn middle_place(size: TableSize, round: u32, slot: usize) -> (Vec2, f32, f32) {
    let card = size.card_size();
    let x = (slot as f32 - 1.5) * card.x * 0.9 + wobble(round, slot, 1) * card.x * 0.08;
    let y = card.y * 0.02 + wobble(round, slot, 2) * card.y * 0.12;
    (
        Vec2::new(x, y),
        wobble(round, slot, 3) * 0.16,
        6.0 + slot as f32,
    )
}

/// The places of every card in the current state.
pub fn places(
    table: &GaemshMatch,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> HashMap<CardId, CardPlace> {
    let game = &table.game;
    let players = game.players();
    let card = size.card_size();
    let mut places = HashMap::new();
    for seat in Seat::all(players) {
        let place = seat_place(size, seat.index(), players);
        let shown = table.shows_hand_of(seats, privacy, seat);
        // The person's own hand at the bottom is drawn bigger.
        let own = seats.is_human(seat) && seat.index() == 0;
        let scale = super::seating::hand_scale(own, players);
        // In a narrow window the own big hand closes up a little, clear of the calls' panel.
        let spread = if own && size.width < size.height * 1.5 {
            0.88
        } else {
            1.0
        };
        for (k, &id) in game.hand(seat).iter().enumerate() {
            let (pos, angle) = hand_slot(place, k, 4, card * scale, spread);
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32, shown);
            p.scale = scale;
            p.lifted = table.is_picked(id);
            p.stop = seats.is_human(seat);
            places.insert(id, p);
        }
    }
    for (slot, id) in game.middle().iter().enumerate() {
        let Some(id) = *id else { continue };
        let (pos, angle, z) = middle_place(size, game.round(), slot);
        let mut p = CardPlace::at(pos, angle, z, true);
        p.lifted = table.is_picked(id);
        places.entry(id).or_insert(p);
    }
    let stock = stock_place(size) + Vec2::new(-card.x * 0.25, 0.0);
    for (k, &id) in game.draw_pile().iter().enumerate() {
        let mut p = CardPlace::at(
            stock + Vec2::new(k as f32 * 0.4, k as f32 * 0.6),
            0.02,
            2.0 + k as f32 * 0.01,
            false,
        );
        p.stop = false;
        places.entry(id).or_insert(p);
    }
    let discard = discard_place(size) + Vec2::new(card.x * 0.25, 0.0);
    for (k, &id) in game.discards().iter().enumerate() {
        let w = ((k * 7919) % 13) as f32 / 13.0 - 0.5;
        let mut p = CardPlace::at(
            discard + Vec2::new(w * 8.0, k as f32 * 0.8),
            w * 0.3,
            3.0 + k as f32 * 0.01,
            true,
        );
        p.stop = false;
        places.entry(id).or_insert(p);
    }
    places
}

/// A new deal gathers every card on the stock and sends them out one by one: four to each
/// hand, then the middle.
fn restart_deal(table: Res<GaemshMatch>, mut deal: Redeal<GaemshEvent>) {
    if !deal.dealt(|e| matches!(e.0, Event::Dealt { .. })) {
        return;
    }
    let game = &table.game;
    let mut order = Vec::new();
    for k in 0..4 {
        for seat in Seat::all(game.players()) {
            if let Some(&c) = game.hand(seat).get(k) {
                order.push(c);
            }
        }
    }
    order.extend(game.middle().iter().flatten());
    let order: Vec<_> = order
        .into_iter()
        .map(crate::table::cards::CardKey::Open)
        .collect();
    deal.deal(stock_place, &order, DEAL_STEP);
}

fn project(
    table: Res<GaemshMatch>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    time: Res<Time>,
    charges: Query<&BullCharge>,
    mut cards: PlacedCards,
) {
    let mut places = places(&table, &seats, &privacy, area.0);
    for charge in &charges {
        charge.hold(&mut places, area.0, table.game.round(), time.elapsed_secs());
    }
    let places = places
        .into_iter()
        .map(|(id, place)| (crate::table::cards::CardKey::Open(id), place))
        .collect();
    cards.place(
        &places,
        <super::GaemshTable as crate::games::driver::TableGame>::DECK.folder,
    );
}
