//! Projection: every card's place, face and lift follow from what the screen may see (the
//! driver's `Sight`: the public view and the views of the screen's seats), every frame. Each seat
//! has its face-down row (backs for everyone) with the face-up row on top (offset towards the
//! middle) and its hand behind; the pot is a messy heap in the middle, the draw pile (backs) left
//! of it, removed cards right. A hand the screen's seats may not see shows the cards everyone saw
//! it take, then backs.

use super::{JammerlappenSeen, JammerlappenSight, JammerlappenTable};
use crate::core::CardKey;
use crate::games::driver::{TableGame, TableSystems};
use crate::table::TableSet;
use crate::table::animate::FlightDelay;
use crate::table::cards::{CardPlace, PlacedCards, Places, TableArea, TableCard};
use crate::table::deal::Redeal;
use crate::table::layout::{SeatPlace, TableSize, fan_slot, seat_place};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::{Event, JammerlappenView, Phase, Seen};
use stammtisch_rules::{CardId, Seat};

/// Seconds between two cards of a deal, and between two cards of a swept pot.
const DEAL_STEP: f32 = 0.045;
const SWEEP_STEP: f32 = 0.03;
/// Card scales: the rows on the table, the pot, the piles, a bot's hand, the local player's hand.
const ROW: f32 = 0.72;
const POT: f32 = 0.86;
pub const PILE: f32 = 0.72;
const HAND: f32 = 0.86;
const OWN_HAND: f32 = 1.2;

/// The table's piles of backs: a seat's hand is the pile of its seat number; a seat's face-down
/// row is `FACE_DOWN` + its seat number (a back's spot is its slot); the draw pile's backs count
/// from its bottom, and a card drawn from it keeps its spot's key in a hand nobody here sees.
pub const FACE_DOWN: u16 = 10;
const DRAW: u16 = 100;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HiddenHands>();
    JammerlappenTable::each_frame(
        app,
        TableSet::Project,
        (follow_hidden_hands, project, restart_deal, sweep).chain(),
    );
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

/// The scale of a held hand's cards: the person's own bigger, a full table's smaller.
fn hand_scale(own: bool, players: usize) -> f32 {
    if own {
        OWN_HAND
    } else {
        HAND * crowding(players)
    }
}

/// Where the `k`-th of `count` held cards (each `card` big) lies and how it turns. A big hand (a
/// taken pot) closes up, turning and bowing less, so it stays in front of its seat and off its
/// name plate.
fn held_slot(size: TableSize, place: SeatPlace, k: usize, count: usize, card: Vec2) -> (Vec2, f32) {
    let spread = (6.0 / count.max(1) as f32).min(1.0);
    let offset = (k as f32 - (count as f32 - 1.0) / 2.0) * spread;
    fan_slot(hand_place(size, place), offset, card, 1.0)
}

/// The box around `seat`'s held hand of `count` cards (`own`: the person's own, drawn bigger),
/// table units: its name plate goes beside it.
pub fn hand_rect(size: TableSize, seat: Seat, players: usize, count: usize, own: bool) -> Rect {
    let place = seat_place(size, seat.index(), players);
    let card = size.card_size() * hand_scale(own, players);
    let count = count.max(1);
    (0..count)
        .map(|k| {
            let (pos, angle) = held_slot(size, place, k, count, card);
            crate::table::layout::card_rect(pos, angle, card)
        })
        .reduce(|a, b| a.union(b))
        .unwrap_or_default()
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

/// The backs in each hand the screen's seats may not see, oldest first, by key: a card dealt into
/// a hand is a back of its seat's pile, a card drawn keeps the key of its spot on the draw pile.
/// So in a step that lays a hand card and draws one, the back that leaves the hand is the one
/// laid open on the pot, and the card from the pile flies on into the hand.
#[derive(Resource, Debug, Default)]
pub struct HiddenHands {
    backs: Vec<Vec<CardKey>>,
    /// The next free spot of each seat's own pile.
    next: Vec<usize>,
}

impl HiddenHands {
    /// A new deal: three backs of its own pile in each hand.
    fn deal(&mut self, players: usize) {
        self.backs = (0..players)
            .map(|s| (0..3).map(|k| CardKey::back(s as u16, k)).collect())
            .collect();
        self.next = vec![3; players];
    }

    /// `seat`'s hidden hand: its oldest backs leave first; `drawn` come in; as many as `count`.
    fn follow(&mut self, seat: usize, drawn: &[CardKey], count: usize) {
        let backs = &mut self.backs[seat];
        let keep = count.saturating_sub(drawn.len()).min(backs.len());
        backs.drain(..backs.len() - keep);
        backs.extend_from_slice(drawn);
        // A screen that came in late (or cards nobody saw come): backs of the seat's own pile.
        while backs.len() < count {
            backs.push(CardKey::back(seat as u16, self.next[seat]));
            self.next[seat] += 1;
        }
        let extra = backs.len() - count;
        backs.drain(..extra);
    }
}

/// Follows the hands the screen may not see through this frame's events: the cards each drew,
/// as many backs as the public view counts.
fn follow_hidden_hands(
    sight: Res<JammerlappenSight>,
    mut events: MessageReader<JammerlappenSeen>,
    mut hidden: ResMut<HiddenHands>,
) {
    let public = &sight.public;
    let players = public.players;
    let events: Vec<&Seen> = events.read().map(|e| &e.0).collect();
    let dealt = events
        .iter()
        .rposition(|e| matches!(e, Seen::Open(Event::Dealt { .. })));
    if dealt.is_some() || hidden.backs.len() != players {
        hidden.deal(players);
    }
    let events = &events[dealt.map_or(0, |i| i + 1)..];
    // Who drew, and which of the cards drawn are backs here.
    let draws: Vec<(Seat, Vec<bool>)> = events
        .iter()
        .filter_map(|e| match e {
            Seen::Drew { seat, cards } => {
                Some((*seat, cards.iter().map(|c| c.id().is_none()).collect()))
            }
            _ => None,
        })
        .collect();
    // The pile as it lay before this frame's draws; each card drawn leaves from its top.
    let mut pile = public.draw_len + draws.iter().map(|(_, c)| c.len()).sum::<usize>();
    let mut drawn = vec![Vec::new(); players];
    for (seat, backs) in draws {
        for back in backs {
            pile = pile.saturating_sub(1);
            if back {
                drawn[seat.index()].push(CardKey::back(DRAW, pile));
            }
        }
    }
    for seat in Seat::all(players) {
        let s = seat.index();
        let count = match sight.view(seat) {
            Some(_) => 0,
            None => public.hand_sizes[s].saturating_sub(public.known[s].len()),
        };
        hidden.follow(s, &drawn[s], count);
    }
}

/// What the screen shows of `seat`'s hand, in the order it is held (weakest first, action cards
/// last, as keys 1–9 count): the whole hand where one of the screen's seats may see it, else the
/// cards everybody saw it take, then backs.
pub fn hand_keys(sight: &JammerlappenSight, hidden: &HiddenHands, seat: Seat) -> Vec<CardKey> {
    if let Some(view) = sight.view(seat) {
        return super::hand_order(&view.hand)
            .into_iter()
            .map(CardKey::Open)
            .collect();
    }
    let known = sight.public.known.get(seat.index());
    let mut keys: Vec<CardKey> = super::hand_order(known.map_or(&[], Vec::as_slice))
        .into_iter()
        .map(CardKey::Open)
        .collect();
    keys.extend(hidden.backs.get(seat.index()).into_iter().flatten());
    keys
}

/// `seat`'s face-down row: a back at each slot that still holds a card (nobody may see them).
fn face_down_keys(view: &JammerlappenView, seat: Seat) -> [Option<CardKey>; 3] {
    let full = view.face_down[seat.index()];
    std::array::from_fn(|k| full[k].then(|| CardKey::back(FACE_DOWN + seat.0 as u16, k)))
}

/// Whether the screen shows `seat`'s hand face up: as the table's privacy says, and once the
/// round is over every hand it may see (the Jammerlappen's leftovers are part of the shame).
pub fn shows_hand_of(
    sight: &JammerlappenSight,
    seats: &TableSeats,
    privacy: &Privacy,
    seat: Seat,
) -> bool {
    matches!(sight.public.phase, Phase::Over { .. }) || privacy.shows(seats, seat)
}

/// Whether `seat`'s hand is the big one at the bottom: a person at this screen holds it, it is
/// drawn at this screen's bottom seat, and shown face up.
pub fn drawn_big(
    sight: &JammerlappenSight,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
    seat: Seat,
) -> bool {
    seat == size.bottom_seat() && seats.is_here(seat) && shows_hand_of(sight, seats, privacy, seat)
}

/// The places of every card the screen draws now (`picked`: the person's selection, lifted;
/// `seed`: the heaps' wobble).
pub fn places(
    sight: &JammerlappenSight,
    hidden: &HiddenHands,
    picked: &[CardId],
    seed: u64,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> Places {
    let public = &sight.public;
    let players = public.players;
    let card = size.card_size();
    let crowd = crowding(players);
    let lifted = |key: CardKey| key.id().is_some_and(|id| picked.contains(&id));
    let mut places = Places::new();
    for seat in Seat::all(players) {
        let place = seat_place(size, seat.index(), players);
        for (k, key) in face_down_keys(public, seat).into_iter().enumerate() {
            if let Some(key) = key {
                let mut p = CardPlace::at(
                    row_slot(size, place, k, false, players),
                    place.facing,
                    3.0 + k as f32 * 0.1,
                    false,
                );
                p.scale = ROW * crowd;
                places.insert(key, p);
            }
        }
        for (k, slot) in public.face_up[seat.index()].iter().enumerate() {
            if let Some(id) = slot {
                let key = CardKey::Open(*id);
                let mut p = CardPlace::at(
                    row_slot(size, place, k, true, players),
                    place.facing - 0.04,
                    4.0 + k as f32 * 0.1,
                    true,
                );
                p.scale = ROW * crowd;
                p.lifted = lifted(key);
                places.insert(key, p);
            }
        }
        let shown = shows_hand_of(sight, seats, privacy, seat);
        let own = drawn_big(sight, seats, privacy, size, seat);
        let scale = hand_scale(own, players);
        let hand = hand_keys(sight, hidden, seat);
        for (k, &key) in hand.iter().enumerate() {
            let (pos, angle) = held_slot(size, place, k, hand.len(), card * scale);
            let face_up = shown && key.id().is_some();
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32 * 0.1, face_up);
            p.scale = scale;
            p.lifted = lifted(key);
            places.insert(key, p);
        }
    }
    for (k, &id) in public.pot.iter().enumerate() {
        let (pos, angle) = pot_slot(size, seed, k);
        let mut p = CardPlace::at(pos, angle, 5.0 + k as f32 * 0.05, true);
        p.scale = POT;
        places.insert(CardKey::Open(id), p);
    }
    let draw = draw_place(size);
    for k in 0..public.draw_len {
        let mut p = CardPlace::stacked(draw, k, 0.03, 2.0);
        p.scale = PILE;
        places.insert(CardKey::back(DRAW, k), p);
    }
    let out = out_place(size);
    for (k, &id) in public.out.iter().enumerate() {
        let wobble = jitter(seed, k, 4);
        let mut p = CardPlace::at(
            out + Vec2::new(wobble * 6.0, k as f32 * 0.5),
            -0.12 + wobble * 0.15,
            2.0 + k as f32 * 0.01,
            false,
        );
        p.scale = PILE;
        places.insert(CardKey::Open(id), p);
    }
    places
}

/// The order the deal hands out the cards: three face-down each from the starter on, then three
/// face-up, then three to hand.
fn deal_order(sight: &JammerlappenSight, hidden: &HiddenHands) -> Vec<CardKey> {
    let public = &sight.public;
    let players = public.players;
    let order: Vec<Seat> = (0..players)
        .map(|i| Seat(((public.starter.index() + i) % players) as u8))
        .collect();
    let hands: Vec<Vec<CardKey>> = order.iter().map(|&s| hand_keys(sight, hidden, s)).collect();
    let mut cards = Vec::new();
    for k in 0..3 {
        cards.extend(order.iter().filter_map(|&s| face_down_keys(public, s)[k]));
    }
    for k in 0..3 {
        cards.extend(
            order
                .iter()
                .filter_map(|&s| public.face_up[s.index()][k].map(CardKey::Open)),
        );
    }
    for k in 0..3 {
        cards.extend(hands.iter().filter_map(|hand| hand.get(k).copied()));
    }
    cards
}

/// The deal gathers every card on the draw pile and sends them out one by one (after the
/// projection named this deal's cards).
fn restart_deal(
    sight: Res<JammerlappenSight>,
    hidden: Res<HiddenHands>,
    mut deal: Redeal<JammerlappenSeen>,
) {
    if !deal.dealt(|e| matches!(e.0, Seen::Open(Event::Dealt { .. }))) {
        return;
    }
    deal.deal(draw_place, &deal_order(&sight, &hidden), DEAL_STEP);
}

/// A removed pot is swept off card by card, the top card first, as a hand sweeping the heap off
/// the table would.
fn sweep(
    mut events: MessageReader<JammerlappenSeen>,
    mut commands: Commands,
    cards: Query<(Entity, &TableCard)>,
) {
    for event in events.read() {
        let Seen::Open(Event::PotRemoved { cards: swept, .. }) = &event.0 else {
            continue;
        };
        for (entity, card) in &cards {
            let at = card
                .id()
                .and_then(|id| swept.iter().rev().position(|&c| c == id));
            if let Some(i) = at {
                commands
                    .entity(entity)
                    .insert(FlightDelay(0.15 + i as f32 * SWEEP_STEP));
            }
        }
    }
}

fn project(
    sight: Res<JammerlappenSight>,
    hidden: Res<HiddenHands>,
    table: Res<super::JammerlappenShown>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    mut cards: PlacedCards,
) {
    let places = places(
        &sight,
        &hidden,
        &table.local.picked,
        table.look,
        &seats,
        &privacy,
        area.0,
    );
    cards.place(&places, JammerlappenTable::DECK.folder);
}

#[cfg(test)]
mod tests {
    use super::{DRAW, HiddenHands};
    use crate::core::CardKey;

    /// A hidden hand lays a card and draws one in the same step: an old back leaves (it is the
    /// card laid open on the pot), the drawn card keeps the key of its spot on the pile.
    #[test]
    fn a_hidden_hand_that_lays_and_draws_keeps_the_drawn_cards_key() {
        let mut hidden = HiddenHands::default();
        hidden.deal(2);
        hidden.follow(1, &[CardKey::back(DRAW, 40)], 3);
        let backs = |s: u16, at: &[usize]| -> Vec<CardKey> {
            at.iter().map(|&k| CardKey::back(s, k)).collect()
        };
        let mut want = backs(1, &[1, 2]);
        want.push(CardKey::back(DRAW, 40));
        assert_eq!(hidden.backs[1], want);
        assert_eq!(hidden.backs[0], backs(0, &[0, 1, 2]));
        // Two laid, nothing drawn (the pile is empty): the newest stay.
        hidden.follow(1, &[], 1);
        assert_eq!(hidden.backs[1], vec![CardKey::back(DRAW, 40)]);
        // Cards nobody saw come (a screen that came in late): new backs of the seat's own pile,
        // after the ones it had dealt.
        hidden.follow(1, &[], 4);
        let mut want = vec![CardKey::back(DRAW, 40)];
        want.extend(backs(1, &[3, 4, 5]));
        assert_eq!(hidden.backs[1], want);
    }
}
