//! Projection: every card's place from what the screen may see (the driver's `Sight`: the public
//! view and the views of the screen's seats), every frame. Each seat's held card(s) face up to
//! the screen unless a person holds them (a card none of the screen's seats sees is a back); its
//! pile and its collection (a face-down stack, face up with Open Showcase and after scoring)
//! behind it; the one person's own collection laid out by primate in columns in the middle;
//! undealt cards in a small stack.

use super::GorillasShown;
use super::tally::ScoredLayout;
use super::{GorillasSeen, GorillasSight, GorillasTable};
use crate::core::CardKey;
use crate::games::driver::{TableGame, TableSystems};
use crate::table::TableSet;
use crate::table::announce::SeatSpots;
use crate::table::cards::{CardPlace, PlacedCards, Places, TableArea, hidden_hand};
use crate::table::deal::Redeal;
use crate::table::layout::{TableSize, card_rect, seat_place};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::deck::{self, Card};
use stammtisch_rules::games::gussy_gorillas::{Event, GorillasView, Phase, Seen};
use stammtisch_rules::{CardId, Seat};

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
    GorillasTable::each_frame(app, TableSet::Project, (project, restart_deal).chain());
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

/// How a seat's cards shown face up are turned: like the seat (`facing`), but never upside down
/// to the screen (the top seats' held cards, turned to their seats, stood on their heads).
pub fn face_angle(facing: f32) -> f32 {
    if facing.cos() < -0.5 {
        facing + std::f32::consts::PI
    } else {
        facing
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
    let plate = plate_of(held, place.facing, place.inward, card * scale);
    let (pile, stack) = clear_of_plate(
        size,
        place.inward,
        place.facing,
        plate,
        [
            behind + along * card.x * 0.38,
            behind - along * card.x * 0.38,
        ],
    );
    SeatSpot {
        held,
        facing: place.facing,
        along,
        second,
        pile,
        stack,
        plate,
        scale,
    }
}

/// A side seat's pile and stack, moved out towards the window's edge (together, as far as the
/// window lets them) where they would lie on the seat's name plate: in a small window the
/// plate, wider than the card above it, reaches back over them.
fn clear_of_plate(
    size: TableSize,
    inward: Vec2,
    facing: f32,
    plate: Vec2,
    behind: [Vec2; 2],
) -> (Vec2, Vec2) {
    let [pile, stack] = behind;
    if inward.x.abs() <= 0.5 {
        return (pile, stack);
    }
    let plate = super::marks::plate_rect_at(size, plate);
    let small = card_rect(Vec2::ZERO, facing, size.card_size() * SMALL).half_size();
    let out = -inward.x.signum();
    // A pile and a stack grow up and right card by card (`CardPlace::stacked`, a collection's
    // half a unit each): room for a tall one.
    let growth = Vec2::new(8.0, 10.0);
    // How far each must move out to clear the plate (nothing if it lies beside it already).
    let need = |p: Vec2| {
        let r = Rect::from_corners(p - small, p + small + growth);
        if r.min.y > plate.max.y || r.max.y < plate.min.y {
            return 0.0;
        }
        let (inner, edge) = if out < 0.0 {
            (r.max.x, plate.min.x)
        } else {
            (r.min.x, plate.max.x)
        };
        ((inner - edge) * -out + 2.0).max(0.0)
    };
    let shift = need(pile).max(need(stack));
    let room = |p: Vec2| (size.width / 2.0 - 2.0 - small.x - p.x * out).max(0.0);
    let shift = shift.min(room(pile)).min(room(stack));
    let by = Vec2::X * out * shift;
    (pile + by, stack + by)
}

/// The seat whose collection lies open in the middle: the one person at the table, or with
/// several people the one holding the peek button (there is no turn, so no pass gate); none on a
/// screen that only watches.
pub fn own_seat(seats: &TableSeats, privacy: &Privacy, sight: &GorillasSight) -> Option<Seat> {
    if seats.attract {
        return None;
    }
    seats
        .human_seats()
        .filter(|&s| sight.holds(s))
        .find(|&s| seats.people_here() <= 1 || privacy.peeking.contains(&s))
}

/// Whether the screen shows `seat`'s held cards: everybody's but a person's (a person never sees
/// their own, and with several people on one screen each would see the others'); a person who
/// holds the hand on a phone looks there, so the screen shows their held card to the others, and
/// so does a screen in another home.
pub fn shows_held(seats: &TableSeats, privacy: &Privacy, seat: Seat) -> bool {
    seats.attract || !seats.is_here(seat) || privacy.phones.contains(&seat)
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
    pub fn layout(
        &mut self,
        m: &GorillasShown,
        public: &GorillasView,
        size: TableSize,
    ) -> Option<&ScoredLayout> {
        super::tally::since_scored(m, public)?;
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

/// The piles of backs: a seat's held cards are the pile of its seat number; its draw pile and
/// its collection are numbered from `PILE` and `COLLECTION`; the cards out of play are `REST`.
const PILE: u16 = 100;
const COLLECTION: u16 = 200;
const REST: u16 = 300;

/// What the screen knows of `seat`'s held cards: the cards as another of the screen's seats sees
/// them (a seat never sees its own; a screen without seats sees what the public view names),
/// else backs.
pub fn hand_keys(sight: &GorillasSight, seat: Seat) -> Vec<CardKey> {
    let public = &sight.public;
    let count = public.hand_sizes[seat.index()];
    let seen = if sight.held.is_empty() {
        Some(&public.hands[seat.index()])
    } else {
        sight
            .held
            .iter()
            .filter(|&&h| h != seat)
            .filter_map(|&h| sight.view(h))
            .map(|v| &v.hands[seat.index()])
            .find(|hand| hand.len() == count)
    };
    match seen {
        Some(hand) => hand.iter().copied().map(CardKey::Open).collect(),
        None => hidden_hand(seat.0 as u16, &[], count),
    }
}

/// The seat whose held cards `key` is one of.
pub fn holder(sight: &GorillasSight, key: CardKey) -> Option<Seat> {
    Seat::all(sight.public.players).find(|&s| hand_keys(sight, s).contains(&key))
}

/// The seat whose held cards a back `key` is one of.
pub fn back_holder(key: CardKey) -> Option<Seat> {
    match key {
        CardKey::Back { pile, .. } if pile < PILE => Some(Seat(pile as u8)),
        _ => None,
    }
}

/// A seat's draw pile: backs to everyone.
fn pile_keys(public: &GorillasView, seat: Seat) -> Vec<CardKey> {
    (0..public.pile_sizes[seat.index()])
        .map(|k| CardKey::back(PILE + seat.0 as u16, k))
        .collect()
}

/// What the screen knows of `seat`'s collection: every card once the round is scored (the
/// collections lie open to all) or with Open Showcase; a held seat's own; else the cards one of
/// the screen's seats saw go in (a spectator: all), then backs for the rest.
pub fn collection_keys(sight: &GorillasSight, seat: Seat) -> Vec<CardKey> {
    let public = &sight.public;
    let s = seat.index();
    if public.phase != Phase::Play {
        return public.witnessed[s]
            .iter()
            .map(|c| CardKey::Open(c.0))
            .collect();
    }
    if let Some(all) = &public.showcase {
        return all[s].iter().copied().map(CardKey::Open).collect();
    }
    if let Some(view) = sight.view(seat) {
        return view.collection.iter().map(|c| CardKey::Open(c.0)).collect();
    }
    let seen: Vec<&Vec<(CardId, Seat)>> = if sight.held.is_empty() {
        vec![&public.witnessed[s]]
    } else {
        sight
            .held
            .iter()
            .filter_map(|&h| sight.view(h))
            .map(|v| &v.witnessed[s])
            .collect()
    };
    let mut known: Vec<CardId> = Vec::new();
    for &(card, _) in seen.into_iter().flatten() {
        if !known.contains(&card) {
            known.push(card);
        }
    }
    let hidden = public.collection_sizes[s].saturating_sub(known.len());
    known
        .into_iter()
        .map(CardKey::Open)
        .chain((0..hidden).map(|k| CardKey::back(COLLECTION + seat.0 as u16, k)))
        .collect()
}

/// The places of every card the screen draws now (`scored`: the layout of a scored round lying
/// out).
pub fn places(
    sight: &GorillasSight,
    m: &GorillasShown,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
    scored: Option<&ScoredLayout>,
) -> Places {
    let public = &sight.public;
    let players = public.players;
    let card = size.card_size();
    let mut places = Places::new();
    let own = own_seat(seats, privacy, sight);
    // After scoring (until the next deal) and with Open Showcase, collections lie open.
    let open = public.phase != Phase::Play || public.config.showcase;
    for seat in Seat::all(players) {
        let spot = seat_spot(size, seat, players);
        let hand = hand_keys(sight, seat);
        for (k, &key) in hand.iter().enumerate() {
            let offset = k as f32 - (hand.len() as f32 - 1.0) / 2.0;
            let pos = spot.held + spot.second * offset;
            let mut p = CardPlace::at(
                pos,
                face_angle(spot.facing) - offset * 0.08,
                20.0 + k as f32,
                shows_held(seats, privacy, seat) && key.id().is_some(),
            );
            p.scale = spot.scale;
            // A seat a person points at lifts its card.
            p.lifted = m
                .local
                .chosen
                .iter()
                .any(|&(by, to)| to == seat && seats.is_human(by) && !seats.attract);
            places.insert(key, p);
        }
        for (k, key) in pile_keys(public, seat).into_iter().enumerate() {
            let mut p = CardPlace::stacked(spot.pile, k, spot.facing, 4.0);
            p.scale = SMALL;
            p.stop = false;
            places.insert(key, p);
        }
        // A scored round untangles by every seat.
        if let (Some(t), Some(summary), Some(layout)) = (
            super::tally::since_scored(m, public),
            &m.local.summary,
            scored,
        ) && let Some(untangled) = summary.untangled.get(seat.index())
        {
            let scored = super::tally::places(layout, size, seat, untangled, t);
            places.extend(scored.into_iter().map(|(id, p)| (CardKey::Open(id), p)));
            continue;
        }
        let collection = collection_keys(sight, seat);
        if Some(seat) == own && public.phase == Phase::Play {
            let ids: Vec<CardId> = collection.iter().filter_map(|k| k.id()).collect();
            let centre = own_collection_centre(size);
            for (k, (id, pos)) in columns(&ids, centre, card, OWN).into_iter().enumerate() {
                let mut p = CardPlace::at(pos, 0.0, 8.0 + k as f32 * 0.01, true);
                p.scale = OWN;
                p.stop = false;
                places.insert(CardKey::Open(id), p);
            }
            continue;
        }
        let n = collection.len() as f32;
        for (k, &key) in collection.iter().enumerate() {
            let fan = if open {
                (k as f32 - (n - 1.0) / 2.0) * card.x * SMALL * 0.3
            } else {
                k as f32 * 0.5
            };
            let pos = spot.stack
                + spot.along * fan
                + Vec2::new(0.0, if open { 0.0 } else { k as f32 * 0.7 });
            let face_up = open && key.id().is_some();
            let angle = if face_up {
                face_angle(spot.facing)
            } else {
                spot.facing
            };
            let mut p = CardPlace::at(pos, angle, 6.0 + k as f32 * 0.01, face_up);
            p.scale = SMALL;
            p.stop = false;
            places.insert(key, p);
        }
    }
    // The cards not dealt this round (and the rare ones out of play) rest in the middle.
    let rest = deck::deck(true).len().saturating_sub(places.len());
    for k in 0..rest {
        let mut p = CardPlace::at(
            Vec2::new(k as f32 * 0.15, card.y * 0.5 + k as f32 * 0.25),
            0.0,
            3.0 + k as f32 * 0.001,
            false,
        );
        p.scale = SMALL;
        p.stop = false;
        places.insert(CardKey::back(REST, k), p);
    }
    places
}

/// The order a deal hands out the cards: round the table, each seat's held card first, then its
/// pile from the bottom.
fn deal_order(sight: &GorillasSight) -> Vec<CardKey> {
    let public = &sight.public;
    let seats: Vec<(Vec<CardKey>, Vec<CardKey>)> = Seat::all(public.players)
        .map(|s| (hand_keys(sight, s), pile_keys(public, s)))
        .collect();
    let mut order = Vec::new();
    for k in 0..stammtisch_rules::games::gussy_gorillas::config::PILE {
        for (hand, pile) in &seats {
            if let Some(&key) = hand.get(k).or_else(|| pile.get(k.wrapping_sub(hand.len()))) {
                order.push(key);
            }
        }
    }
    order
}

/// A new round gathers every card in the middle and deals the piles out (after the projection
/// named this round's cards).
fn restart_deal(sight: Res<GorillasSight>, mut deal: Redeal<GorillasSeen>) {
    if !deal.dealt(|e| matches!(e.0, Seen::Open(Event::Dealt { .. }))) {
        return;
    }
    deal.deal(|_| Vec2::ZERO, &deal_order(&sight), DEAL_STEP);
}

#[allow(clippy::too_many_arguments)]
fn project(
    sight: Res<GorillasSight>,
    m: Res<GorillasShown>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    mut spots: ResMut<SeatSpots>,
    mut cards: PlacedCards,
    mut scored: Local<ScoredCache>,
) {
    let layout = scored.layout(&m, &sight.public, area.0);
    let places = places(&sight, &m, &seats, &privacy, area.0, layout);
    cards.place(&places, GorillasTable::DECK.folder);
    let players = sight.public.players;
    let held: Vec<Vec2> = Seat::all(players)
        .map(|s| seat_spot(area.0, s, players).held)
        .collect();
    if spots.0 != held {
        spots.0 = held;
    }
}

#[cfg(test)]
mod tests {
    use super::{collection_keys, deal_order, hand_keys};
    use crate::core::CardKey;
    use crate::games::driver::Sight;
    use stammtisch_rules::games::gussy_gorillas::{Gorillas, GorillasConfig, Phase, config};
    use stammtisch_rules::{Game, GameRng, Seat};

    /// Random rounds seen by a screen holding seat 0 alone: its own held cards are backs, every
    /// other seat's are open, its own collection is open, and no other collection names a card
    /// seat 0 held (it never saw them); a deal hands out every pile card once.
    #[test]
    fn one_seat_sees_the_others_held_cards_and_never_its_own() {
        let mut rng = GameRng::new(5);
        let mut checked = 0;
        for seed in 0..12u64 {
            let players = 3 + (seed % 8) as usize;
            let mut game = Gorillas::new(&GorillasConfig::default(), players, seed).unwrap();
            let order = deal_order(&Sight::of(&game, Vec::new(), 0));
            let mut unique = order.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(order.len(), players * config::PILE, "seed {seed}");
            assert_eq!(unique.len(), order.len(), "seed {seed}: a card twice");
            for _ in 0..60 {
                if game.phase() != Phase::Play {
                    break;
                }
                let Some(seat) = game.first_actor(0) else {
                    break;
                };
                let Some(action) = game.random_action(seat, &mut rng) else {
                    break;
                };
                game.apply(seat, &action, 0).unwrap();
                let sight = Sight::of(&game, vec![Seat(0)], 0);
                let own = hand_keys(&sight, Seat(0));
                assert_eq!(own.len(), game.hand(Seat(0)).len());
                assert!(own.iter().all(|k| k.id().is_none()), "seed {seed}: {own:?}");
                for s in Seat::all(players).skip(1) {
                    let open: Vec<CardKey> =
                        game.hand(s).iter().copied().map(CardKey::Open).collect();
                    assert_eq!(hand_keys(&sight, s), open, "seed {seed}");
                    let collected = collection_keys(&sight, s);
                    assert_eq!(collected.len(), game.collection(s).len());
                    let bystander = game.bystander_view();
                    let former = bystander.witnessed[s.index()]
                        .iter()
                        .filter(|c| c.1 == Seat(0))
                        .map(|c| CardKey::Open(c.0));
                    for key in former {
                        assert!(!collected.contains(&key), "seed {seed}: {key:?}");
                    }
                }
                let mine: Vec<CardKey> = game
                    .collection(Seat(0))
                    .into_iter()
                    .map(CardKey::Open)
                    .collect();
                assert_eq!(collection_keys(&sight, Seat(0)), mine, "seed {seed}");
                checked += 1;
            }
        }
        assert!(checked > 300, "{checked} moves checked");
    }
}
