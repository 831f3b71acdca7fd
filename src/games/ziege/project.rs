//! Projection: every card's place, face and lift follow from the rules state and the table's
//! timeline (the last trick stays in the middle until it is swept to its winner), every frame.

use super::{ZiegeEvent, ZiegeMatch};
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::{CardPlace, PlacedCards, TableArea};
use crate::table::deal::Redeal;
use crate::table::layout::{SeatPlace, TableSize, hand_slot, seat_place, seat_place_between};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::{Event, card_id};
use stammtisch_rules::{CardId, Game, Seat};
use std::collections::HashMap;

/// Seconds between two cards of a deal.
const DEAL_STEP: f32 = 0.035;

pub(super) fn plugin(app: &mut App) {
    super::ZiegeTable::each_frame(
        app,
        TableSet::Project,
        (restart_deal, project, seat_spots).chain(),
    );
}

/// Where the hands lie (the seats' lines go there).
fn seat_spots(
    table: Res<ZiegeMatch>,
    area: Res<crate::table::cards::TableArea>,
    mut spots: ResMut<crate::table::announce::SeatSpots>,
) {
    let players = table.game.players();
    let wanted: Vec<Vec2> = Seat::all(players)
        .map(|seat| hand_place(area.0, seat, players, false).anchor)
        .collect();
    if spots.0 != wanted {
        spots.0 = wanted;
    }
}

/// The middle of the trick, right of the board.
pub fn trick_centre(size: TableSize) -> Vec2 {
    Vec2::new(size.width * 0.14, size.height * 0.02)
}

/// Where the deal starts and the cards put aside lie: below right of the trick.
pub fn deal_from(size: TableSize) -> Vec2 {
    let card = size.card_size();
    trick_centre(size) + Vec2::new(card.x * 2.1, -card.y * 0.75)
}

/// A card of `seat` in the trick: a little way from the middle towards its player.
fn trick_place(size: TableSize, seat: Seat, players: usize, order: usize) -> CardPlace {
    let place = seat_place(size, seat.index(), players);
    let card = size.card_size();
    let towards = -place.inward;
    let pos = trick_centre(size) + towards * Vec2::new(card.x * 0.95, card.y * 0.42);
    // A little turn per player, as cards land on a real table.
    let angle = ((seat.index() * 37) % 11) as f32 / 11.0 * 0.3 - 0.15;
    CardPlace::at(pos, angle, 20.0 + order as f32, true)
}

/// The spread of a hand: the player's own wide, the others' tight (eight cards on a side seat).
pub(super) fn spread(own: bool) -> f32 {
    if own { 0.85 } else { 0.5 }
}

/// The scale of a hand's cards: the player's own hand is drawn bigger; in a low window (five
/// fans of eight around the number board) every hand a little smaller, so the fans keep off the
/// board's rows and the own hand off the board's foot and the panel beside it.
pub(super) fn hand_scale(size: TableSize, own: bool) -> f32 {
    let low = if size.height < 700.0 { 0.8 } else { 1.0 };
    low * if own { 1.25 } else { 1.0 }
}

/// A seat's place for its hand; the player's own hand moves right, clear of the board, and a
/// hand that would cover the board (the upper left seat at five players) slides along the rim
/// towards the free top of the table.
pub(super) fn hand_place(size: TableSize, seat: Seat, players: usize, own: bool) -> SeatPlace {
    let mut place = seat_place(size, seat.index(), players);
    if own {
        place.anchor.x += size.width * 0.1;
        return place;
    }
    let card = size.card_size() * hand_scale(size, false);
    let (centre, board) = super::board::BoardGeom::of(size).outline();
    // The fanned hand's half extents on screen, from its half width along the fan and its half
    // height towards the middle.
    let along = Vec2::new(place.inward.y, -place.inward.x);
    let (half_fan, half_card) = (4.0 * card.x * 0.62 * spread(false), card.y * 0.55);
    let reach = along.abs() * half_fan + place.inward.abs() * half_card;
    let covers = |anchor: Vec2| {
        let gap = (anchor - centre).abs() - (board / 2.0 + reach);
        gap.x < 0.0 && gap.y < 0.0
    };
    // A hand that covers the board moves along the rim, the shorter way round, as a person would
    // shift their chair; where no spot within reach is clear, it keeps its seat.
    if !covers(place.anchor) {
        return place;
    }
    let n = players.max(1) as f32;
    let index = seat.index() as f32;
    let mut turn: f32 = 0.0;
    while turn < 0.9 {
        turn += 0.03;
        for way in [1.0, -1.0] {
            let moved = seat_place_between(size, index + way * turn * n / std::f32::consts::TAU, n);
            if !covers(moved.anchor) {
                return moved;
            }
        }
    }
    place
}

/// Where a seat's won cards lie: beside its hand, to its right.
pub(super) fn won_place(
    size: TableSize,
    seat: Seat,
    players: usize,
    own: bool,
    k: usize,
) -> CardPlace {
    let place = hand_place(size, seat, players, own);
    let card = size.card_size();
    let along = Vec2::new(place.inward.y, -place.inward.x);
    let scale = hand_scale(size, own);
    let half_hand = 3.5 * card.x * scale * 0.62 * spread(own) + card.x * scale * 0.5;
    let pos = place.anchor
        + along * (half_hand + card.x * 0.75)
        + Vec2::new(k as f32 * 0.4, k as f32 * 0.6);
    let mut p = CardPlace::at(pos, place.facing + 0.1, 4.0 + k as f32 * 0.01, false);
    p.scale = 0.7;
    // Won tricks are only shown: no cursor stop.
    p.stop = false;
    p
}

/// The places of every card now.
pub fn places(
    table: &ZiegeMatch,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> HashMap<CardId, CardPlace> {
    let game = &table.game;
    let players = game.players();
    let card = size.card_size();
    let mut places = HashMap::new();
    // The trick just taken, while it still lies in the middle.
    if let Some(trick) = table
        .local
        .shown_trick
        .as_ref()
        .filter(|t| t.in_middle(table.now))
    {
        for (order, &(seat, c)) in trick.cards.iter().enumerate() {
            places.insert(card_id(c), trick_place(size, seat, players, order));
        }
    }
    let mut seat = game.leader();
    for (order, &c) in game.trick().iter().enumerate() {
        places.insert(card_id(c), trick_place(size, seat, players, order));
        seat = seat.next(players);
    }
    for seat in Seat::all(players) {
        let shown = table.shows_hand_of(seats, privacy, seat);
        // The local player's own hand is drawn bigger, at the bottom.
        let own = seats.is_human(seat) && shown && seat.index() == 0;
        let place = hand_place(size, seat, players, own);
        let scale = hand_scale(size, own);
        let hand = game.hand(seat);
        for (k, &c) in hand.iter().enumerate() {
            let (pos, angle) = hand_slot(place, k, hand.len(), card * scale, spread(own));
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32 * 0.1, shown);
            p.scale = scale;
            places.insert(card_id(c), p);
        }
        for (k, &c) in game.won(seat).iter().enumerate() {
            places
                .entry(card_id(c))
                .or_insert_with(|| won_place(size, seat, players, own, k));
        }
    }
    let aside = deal_from(size);
    for (k, &c) in game.out_pile().iter().enumerate() {
        let mut p = CardPlace::at(
            aside + Vec2::new(k as f32 * 0.3, k as f32 * 0.5),
            0.05,
            2.0 + k as f32 * 0.01,
            false,
        );
        p.scale = 0.75;
        places.insert(card_id(c), p);
    }
    places
}

/// The order a deal hands out the cards: eight to each player from the starter on.
fn deal_order(table: &ZiegeMatch) -> Vec<CardId> {
    let game = &table.game;
    let players = game.players();
    let mut order = Vec::new();
    let hands: Vec<Vec<u8>> = Seat::all(players).map(|s| game.hand(s)).collect();
    for k in 0..8 {
        let mut seat = game.starter();
        for _ in 0..players {
            if let Some(&c) = hands[seat.index()].get(k) {
                order.push(card_id(c));
            }
            seat = seat.next(players);
        }
    }
    order
}

/// A new deal gathers every card on the deal pile and sends them out one by one.
fn restart_deal(table: Res<ZiegeMatch>, mut deal: Redeal<ZiegeEvent>) {
    if !deal.dealt(|e| matches!(e.0, Event::Dealt { .. })) {
        return;
    }
    let order: Vec<_> = deal_order(&table)
        .into_iter()
        .map(crate::table::cards::CardKey::Open)
        .collect();
    deal.deal(deal_from, &order, DEAL_STEP);
}

fn project(
    table: Res<ZiegeMatch>,
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
        <super::ZiegeTable as crate::games::driver::TableGame>::DECK.folder,
    );
}
