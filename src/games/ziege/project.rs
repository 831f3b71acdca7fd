//! Projection: every card's place, face and lift follow from what the screen may see (the
//! driver's `Sight`: the public view and the views of the screen's seats) and the table's
//! timeline (the last trick stays in the middle until it is swept to its winner), every frame.
//! A hand none of the screen's seats may see is backs; so are the cards put aside.

use super::{Timeline, ZiegeSeen, ZiegeSight, ZiegeTable};
use crate::core::CardKey;
use crate::games::driver::{TableGame, TableSystems};
use crate::table::TableSet;
use crate::table::cards::{CardPlace, PlacedCards, Places, TableArea, hidden_hand};
use crate::table::deal::Redeal;
use crate::table::layout::{SeatPlace, TableSize, hand_slot, seat_place, seat_place_between};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::{Event, HAND_SIZE, card_id, cards_of};
use stammtisch_rules::{Millis, Seat};

/// Seconds between two cards of a deal.
const DEAL_STEP: f32 = 0.035;

/// The table's pile of backs put aside at the deal: a seat's hand is the pile of its seat number.
const ASIDE: u16 = 100;

pub(super) fn plugin(app: &mut App) {
    ZiegeTable::each_frame(
        app,
        TableSet::Project,
        (project, restart_deal, seat_spots).chain(),
    );
}

/// Where the hands lie (the seats' lines go there), and the number board the lines keep off
/// ("legt das Plättchen" lay on its rows and tiles).
fn seat_spots(
    sight: Res<ZiegeSight>,
    area: Res<TableArea>,
    mut spots: ResMut<crate::table::announce::SeatSpots>,
    mut keep_off: ResMut<crate::table::announce::KeepOffLines>,
) {
    let (centre, size) = super::board::BoardGeom::of(area.0).outline();
    let board = vec![Rect::from_center_size(centre, size + Vec2::splat(8.0))];
    if keep_off.0 != board {
        keep_off.0 = board;
    }
    let players = sight.public.players;
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
pub(super) fn trick_place(size: TableSize, seat: Seat, players: usize, order: usize) -> CardPlace {
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
    let pile = place.anchor + along * (half_hand + card.x * 0.75);
    let mut p = CardPlace::stacked(pile, k, place.facing + 0.1, 4.0);
    p.scale = 0.7;
    // Won tricks are only shown: no cursor stop.
    p.stop = false;
    p
}

/// What the screen knows of `seat`'s hand now, lowest card first: the cards where one of the
/// screen's seats may see them, else as many backs as the seat holds.
pub fn hand_keys(sight: &ZiegeSight, seat: Seat) -> Vec<CardKey> {
    match sight.view(seat) {
        Some(view) => view
            .hand_cards()
            .into_iter()
            .map(|c| CardKey::Open(card_id(c)))
            .collect(),
        None => hidden_hand(seat.0 as u16, &[], sight.public.hand_size(seat) as usize),
    }
}

/// The cards put aside at the deal: every card nobody saw played that no hand holds, as backs.
fn aside_keys(sight: &ZiegeSight) -> Vec<CardKey> {
    let public = &sight.public;
    let in_hands: u32 = Seat::all(public.players).map(|s| public.hand_size(s)).sum();
    let aside = public.unseen().count_ones().saturating_sub(in_hands);
    (0..aside as usize)
        .map(|k| CardKey::back(ASIDE, k))
        .collect()
}

/// The places of every card the screen draws now (`timeline` and `now`: the table's clock of
/// the trick just taken).
pub fn places(
    sight: &ZiegeSight,
    timeline: &Timeline,
    now: Millis,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> Places {
    let public = &sight.public;
    let players = public.players;
    let card = size.card_size();
    let mut places = Places::new();
    // The trick just taken, while it still lies in the middle.
    if let Some(trick) = timeline.shown_trick.as_ref().filter(|t| t.in_middle(now)) {
        for (order, &(seat, c)) in trick.cards.iter().enumerate() {
            places.insert(
                CardKey::Open(card_id(c)),
                trick_place(size, seat, players, order),
            );
        }
    }
    let mut seat = public.leader;
    for (order, &c) in public.trick.iter().enumerate() {
        places.insert(
            CardKey::Open(card_id(c)),
            trick_place(size, seat, players, order),
        );
        seat = seat.next(players);
    }
    for seat in Seat::all(players) {
        // A spectator's screen shows no hand.
        let shown = sight.holds(seat) && privacy.shows(seats, seat);
        // The local player's own hand is drawn bigger, at the bottom.
        let own = seats.is_here(seat) && shown && seat == size.bottom_seat();
        let place = hand_place(size, seat, players, own);
        let scale = hand_scale(size, own);
        let hand = hand_keys(sight, seat);
        for (k, &key) in hand.iter().enumerate() {
            let (pos, angle) = hand_slot(place, k, hand.len(), card * scale, spread(own));
            let face_up = shown && key.id().is_some();
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32 * 0.1, face_up);
            p.scale = scale;
            places.insert(key, p);
        }
        for (k, c) in cards_of(public.won[seat.index()]).into_iter().enumerate() {
            places
                .entry(CardKey::Open(card_id(c)))
                .or_insert_with(|| won_place(size, seat, players, own, k));
        }
    }
    let aside = deal_from(size);
    for (k, key) in aside_keys(sight).into_iter().enumerate() {
        let mut p = CardPlace::at(
            aside + Vec2::new(k as f32 * 0.3, k as f32 * 0.5),
            0.05,
            2.0 + k as f32 * 0.01,
            false,
        );
        p.scale = 0.75;
        places.insert(key, p);
    }
    places
}

/// The order a deal hands out the cards: eight to each player from the starter on.
fn deal_order(sight: &ZiegeSight) -> Vec<CardKey> {
    let public = &sight.public;
    let players = public.players;
    let hands: Vec<Vec<CardKey>> = Seat::all(players).map(|s| hand_keys(sight, s)).collect();
    let mut order = Vec::new();
    for k in 0..HAND_SIZE as usize {
        let mut seat = public.starter;
        for _ in 0..players {
            order.extend(hands[seat.index()].get(k).copied());
            seat = seat.next(players);
        }
    }
    order
}

/// A new deal gathers every card on the deal pile and sends them out one by one (after the
/// projection named this deal's cards).
fn restart_deal(sight: Res<ZiegeSight>, mut deal: Redeal<ZiegeSeen>) {
    if !deal.dealt(|e| matches!(e.0, Event::Dealt { .. })) {
        return;
    }
    deal.deal(deal_from, &deal_order(&sight), DEAL_STEP);
}

fn project(
    sight: Res<ZiegeSight>,
    table: Res<super::ZiegeShown>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    mut cards: PlacedCards,
) {
    let places = places(&sight, &table.local, table.now, &seats, &privacy, area.0);
    cards.place(&places, ZiegeTable::DECK.folder);
}
