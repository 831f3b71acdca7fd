//! Projection: every card's place from the rules state, every frame. Each seat's held card(s)
//! face up to the screen unless a person holds them; its pile and its collection (a face-down
//! stack, face up with Open Showcase and after scoring) behind it; the one person's own
//! collection laid out by primate in columns in the middle; undealt cards in a small stack.

use super::tally::ScoredLayout;
use super::{GorillasEvent, GorillasMatch};
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::announce::SeatSpots;
use crate::table::cards::{CardPlace, PlacedCards, TableArea};
use crate::table::deal::Redeal;
use crate::table::layout::{TableSize, seat_place};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::deck::{self, Card};
use stammtisch_rules::games::gussy_gorillas::{Event, Phase};
use stammtisch_rules::{CardId, Game, Seat};
use std::collections::HashMap;

/// Seconds between two cards of a deal.
const DEAL_STEP: f32 = 0.012;
/// Piles, stacks and the undealt cards are drawn this much smaller than a held card.
const SMALL: f32 = 0.45;
/// The own collection in the middle.
const OWN: f32 = 0.62;

/// The top of the own collection's columns.
fn own_collection_centre(size: TableSize) -> Vec2 {
    Vec2::new(0.0, -size.card_size().y * 0.1)
}

/// Where the own collection may lie: seven columns of a few rows below their top (the seats'
/// lines keep off it).
pub fn own_collection_rect(size: TableSize) -> Rect {
    let card = size.card_size() * OWN;
    let top = own_collection_centre(size);
    Rect::from_corners(
        top + Vec2::new(-3.5 * card.x * 1.08 - card.x / 2.0, card.y / 2.0),
        top + Vec2::new(
            3.5 * card.x * 1.08 + card.x / 2.0,
            -card.y * (0.5 + 4.0 * 0.26),
        ),
    )
}

pub(super) fn plugin(app: &mut App) {
    super::GorillasTable::each_frame(app, TableSet::Project, (restart_deal, project).chain());
}

/// Where one seat's things lie.
#[derive(Debug, Clone, Copy)]
pub struct SeatSpot {
    /// The held card's centre (two cards fan around it).
    pub held: Vec2,
    pub facing: f32,
    /// Along the seat's edge, left to right as the seat sees it.
    pub along: Vec2,
    /// Where a second held card goes: beside the first along the edge at the top and bottom;
    /// at a side seat towards the middle, off the plate below and the pile behind.
    pub second: Vec2,
    /// The personal draw pile and the collection stack, behind the held card.
    pub pile: Vec2,
    pub stack: Vec2,
    /// The name plate, in front of the held card.
    pub plate: Vec2,
    /// The held card's scale.
    pub scale: f32,
}

/// The name plate: under the held card (the lower seats: above it, towards the middle), clear of
/// the card however it is turned.
fn plate_of(held: Vec2, facing: f32, inward: Vec2, card: Vec2) -> Vec2 {
    let half_height = (facing.cos().abs() * card.y + facing.sin().abs() * card.x) / 2.0;
    let gap = half_height + card.y * 0.14;
    // A side seat's plate, wider than its card, leans towards the middle: its outer end would
    // lie on the pile and stack behind the card.
    let lean = Vec2::new(inward.x * inward.x.abs() * card.x * 0.4, 0.0);
    // Seats in the lower half keep their pile and stack below: the plate goes above.
    if inward.y > 0.2 {
        held + lean + Vec2::new(0.0, gap)
    } else {
        held + lean - Vec2::new(0.0, gap)
    }
}

/// The held card's scale at a table of `players`.
pub fn held_scale(players: usize) -> f32 {
    if players > 6 { 0.78 } else { 0.95 }
}

/// Seat `seat` of `players`.
pub fn seat_spot(size: TableSize, seat: Seat, players: usize) -> SeatSpot {
    let place = seat_place(size, seat.index(), players);
    let card = size.card_size();
    let scale = held_scale(players);
    let along = Vec2::new(place.inward.y, -place.inward.x);
    let held = place.anchor + place.inward * card.y * 0.12;
    let behind = place.anchor - place.inward * card.y * 0.42;
    let second = if place.inward.x.abs() > 0.5 {
        Vec2::X * place.inward.x.signum() * card.x * scale * 0.7
    } else {
        along * card.x * scale * 0.7
    };
    SeatSpot {
        held,
        facing: place.facing,
        along,
        second,
        pile: behind + along * card.x * 0.38,
        stack: behind - along * card.x * 0.38,
        plate: plate_of(held, place.facing, place.inward, card * scale),
        scale,
    }
}

/// The seat whose collection lies open in the middle: the one person at the table, or with
/// several people the one holding the peek button (there is no turn, so no pass gate).
pub fn own_seat(seats: &TableSeats, privacy: &Privacy) -> Option<Seat> {
    if seats.attract {
        return None;
    }
    seats
        .human_seats()
        .find(|&s| seats.humans() <= 1 || privacy.peeking.contains(&s))
}

/// Whether the screen shows `seat`'s held cards: everybody's but a person's (a person never sees
/// their own, and with several people on one screen each would see the others'); a person who
/// holds the hand on a phone looks there, so the screen shows their held card to the others.
pub fn shows_held(seats: &TableSeats, privacy: &Privacy, seat: Seat) -> bool {
    seats.attract || !seats.is_human(seat) || privacy.phones.contains(&seat)
}

/// The column of a card in a collection laid out by primate: one per primate, specials last.
fn column(card: Card) -> usize {
    match card.number() {
        Some((primate, _)) => primate as usize,
        None => 6,
    }
}

/// The places of a collection laid out in columns around `centre` (top row at `centre`).
pub fn columns(cards: &[CardId], centre: Vec2, card: Vec2, scale: f32) -> Vec<(CardId, Vec2)> {
    let mut sorted: Vec<(usize, Card, CardId)> = cards
        .iter()
        .map(|&id| {
            let face = deck::face(id);
            (column(face), face, id)
        })
        .collect();
    sorted.sort();
    let used: Vec<usize> = {
        let mut u: Vec<usize> = sorted.iter().map(|c| c.0).collect();
        u.dedup();
        u
    };
    let step_x = card.x * scale * 1.08;
    let step_y = card.y * scale * 0.26;
    let mut rows = [0usize; 7];
    sorted
        .into_iter()
        .map(|(col, _, id)| {
            let k = used.iter().position(|&c| c == col).unwrap_or(0);
            let x = (k as f32 - (used.len() as f32 - 1.0) / 2.0) * step_x;
            let y = -(rows[col] as f32) * step_y;
            rows[col] += 1;
            (id, centre + Vec2::new(x, y))
        })
        .collect()
}

/// The scored round's layout while it lies out, kept while the window and the collections stay.
#[derive(Default)]
pub struct ScoredCache(Option<(TableSize, Vec<usize>, ScoredLayout)>);

impl ScoredCache {
    /// The layout of the scored round shown now, if one is.
    pub fn layout(&mut self, m: &GorillasMatch, size: TableSize) -> Option<&ScoredLayout> {
        super::tally::since_scored(m)?;
        let summary = m.local.summary.as_ref()?;
        let counts: Vec<usize> = summary.untangled.iter().map(|u| u.cards.len()).collect();
        let stale = !matches!(&self.0, Some((s, c, _)) if *s == size && *c == counts);
        if stale {
            let layout = super::tally::scored_layout(size, &counts);
            self.0 = Some((size, counts, layout));
        }
        self.0.as_ref().map(|(_, _, layout)| layout)
    }
}

/// The places of every card in the current state (`scored`: the layout of a scored round lying
/// out).
pub fn places(
    m: &GorillasMatch,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
    scored: Option<&ScoredLayout>,
) -> HashMap<CardId, CardPlace> {
    let game = &m.game;
    let players = game.players();
    let card = size.card_size();
    let mut places = HashMap::new();
    let own = own_seat(seats, privacy);
    // After scoring (until the next deal) and with Open Showcase, collections lie open.
    let open = game.phase() != Phase::Play || m.game.config().showcase;
    for seat in Seat::all(players) {
        let spot = seat_spot(size, seat, players);
        let hand = game.hand(seat);
        for (k, &id) in hand.iter().enumerate() {
            let offset = k as f32 - (hand.len() as f32 - 1.0) / 2.0;
            let pos = spot.held + spot.second * offset;
            let mut p = CardPlace::at(
                pos,
                spot.facing - offset * 0.08,
                20.0 + k as f32,
                shows_held(seats, privacy, seat),
            );
            p.scale = spot.scale;
            // A seat a person points at lifts its card.
            p.lifted = m
                .local
                .chosen
                .iter()
                .any(|&(by, to)| to == seat && seats.is_human(by) && !seats.attract);
            places.insert(id, p);
        }
        for (k, &id) in game.pile(seat).iter().enumerate() {
            let pos = spot.pile + Vec2::new(k as f32 * 0.4, k as f32 * 0.6);
            let mut p = CardPlace::at(pos, spot.facing, 4.0 + k as f32 * 0.01, false);
            p.scale = SMALL;
            p.stop = false;
            places.insert(id, p);
        }
        let collection = game.collection(seat);
        // A scored round untangles by every seat.
        if let (Some(t), Some(summary), Some(layout)) =
            (super::tally::since_scored(m), &m.local.summary, scored)
            && let Some(untangled) = summary.untangled.get(seat.index())
        {
            places.extend(super::tally::places(layout, size, seat, untangled, t));
            continue;
        }
        if Some(seat) == own && game.phase() == Phase::Play {
            let centre = own_collection_centre(size);
            for (k, (id, pos)) in columns(&collection, centre, card, OWN)
                .into_iter()
                .enumerate()
            {
                let mut p = CardPlace::at(pos, 0.0, 8.0 + k as f32 * 0.01, true);
                p.scale = OWN;
                p.stop = false;
                places.insert(id, p);
            }
            continue;
        }
        let n = collection.len() as f32;
        for (k, &id) in collection.iter().enumerate() {
            let fan = if open {
                (k as f32 - (n - 1.0) / 2.0) * card.x * SMALL * 0.3
            } else {
                k as f32 * 0.5
            };
            let pos = spot.stack
                + spot.along * fan
                + Vec2::new(0.0, if open { 0.0 } else { k as f32 * 0.7 });
            let mut p = CardPlace::at(pos, spot.facing, 6.0 + k as f32 * 0.01, open);
            p.scale = SMALL;
            p.stop = false;
            places.insert(id, p);
        }
    }
    // The cards not dealt this round (and the rare ones out of play) rest in the middle.
    let rest: Vec<CardId> = deck::deck(true)
        .into_iter()
        .filter(|id| !places.contains_key(id))
        .collect();
    for (k, id) in rest.into_iter().enumerate() {
        let mut p = CardPlace::at(
            Vec2::new(k as f32 * 0.15, card.y * 0.5 + k as f32 * 0.25),
            0.0,
            3.0 + k as f32 * 0.001,
            false,
        );
        p.scale = SMALL;
        p.stop = false;
        places.insert(id, p);
    }
    places
}

/// A new round gathers every card in the middle and deals the piles out.
fn restart_deal(m: Res<GorillasMatch>, mut deal: Redeal<GorillasEvent>) {
    if !deal.dealt(|e| matches!(e.0, Event::Dealt { .. })) {
        return;
    }
    let players = m.game.players();
    let mut order = Vec::new();
    for k in 0..stammtisch_rules::games::gussy_gorillas::config::PILE {
        for seat in Seat::all(players) {
            let pile = m.game.pile(seat);
            let hand = m.game.hand(seat);
            if let Some(&id) = hand.get(k).or_else(|| pile.get(k.wrapping_sub(hand.len()))) {
                order.push(id);
            }
        }
    }
    let order: Vec<_> = order
        .into_iter()
        .map(crate::table::cards::CardKey::Open)
        .collect();
    deal.deal(|_| Vec2::ZERO, &order, DEAL_STEP);
}

fn project(
    m: Res<GorillasMatch>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    mut spots: ResMut<SeatSpots>,
    mut cards: PlacedCards,
    mut scored: Local<ScoredCache>,
) {
    let layout = scored.layout(&m, area.0);
    let places = places(&m, &seats, &privacy, area.0, layout);
    let places = places
        .into_iter()
        .map(|(id, place)| (crate::table::cards::CardKey::Open(id), place))
        .collect();
    cards.place(
        &places,
        <super::GorillasTable as crate::games::driver::TableGame>::DECK.folder,
    );
    let held: Vec<Vec2> = Seat::all(m.game.players())
        .map(|s| seat_spot(area.0, s, m.game.players()).held)
        .collect();
    if spots.0 != held {
        spots.0 = held;
    }
}
