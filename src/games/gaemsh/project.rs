//! Projection: every card's place, face and lift follow from what the screen may see (the
//! driver's `Sight`: the public view and the views of the screen's seats), every frame. A hand
//! none of the screen's seats may see is backs but for the cards everybody saw it take (and all
//! of it while a call shows it); the draw pile is backs. The middle's four cards lie in stable
//! slots, each a little askew (and overlapping its neighbour), the right one on top: a slap
//! lands on the topmost card under the point.

use super::bull::BullCharge;
use super::{GaemshSeen, GaemshSight, GaemshTable, Picks};
use crate::core::CardKey;
use crate::games::driver::{TableGame, TableSystems};
use crate::table::TableSet;
use crate::table::cards::{CardPlace, PlacedCards, Places, TableArea, hidden_hand};
use crate::table::deal::Redeal;
use crate::table::layout::{TableSize, discard_place, hand_slot, seat_place, stock_place};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::cards::{self, HAND};
use stammtisch_rules::games::gaemsh_alpin::{Event, Phase};
use stammtisch_rules::{CardId, Seat};

/// Seconds between two cards of a deal.
const DEAL_STEP: f32 = 0.05;

/// The table's pile of backs beside the hands (a seat's hand is the pile of its seat number).
const DRAW: u16 = 100;

pub(super) fn plugin(app: &mut App) {
    GaemshTable::each_frame(
        app,
        TableSet::Project,
        (super::bull::start_charge, project, restart_deal).chain(),
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

/// What the screen knows of `seat`'s hand now, lowest card first (empty before the deal): the
/// cards where one of the screen's seats may see them (its own hand, a hand a call shows), else
/// the cards everybody saw it take, then backs in the hand's other slots.
pub fn hand_keys(sight: &GaemshSight, seat: Seat) -> Vec<CardKey> {
    let public = &sight.public;
    if public.phase == Phase::Signals {
        return Vec::new();
    }
    let open =
        |mask: u64| -> Vec<CardKey> { cards::cards(mask).into_iter().map(CardKey::Open).collect() };
    if let Some(view) = sight.view(seat) {
        return open(view.hand);
    }
    if let Some(shown) = public.shown[seat.index()] {
        return open(shown);
    }
    let known = cards::cards(public.known[seat.index()]);
    hidden_hand(seat.0 as u16, &known, HAND)
}

/// Whether the table shows `seat`'s hand: to its owner (the table's privacy), in the attract
/// mode, and while a call shows it.
pub fn shows_hand_of(
    sight: &GaemshSight,
    seats: &TableSeats,
    privacy: &Privacy,
    seat: Seat,
) -> bool {
    privacy.shows(seats, seat) || revealed(sight, seat)
}

/// How far (radians) a seat's cards may be turned from upright and still be read during a
/// reveal: the side seats' sideways cards stay, the seats across the table turn theirs round.
const UPRIGHT_BEYOND: f32 = 2.0;

/// Whether a call lays `seat`'s hand open now (its reveal, or the game's end).
fn revealed(sight: &GaemshSight, seat: Seat) -> bool {
    let public = &sight.public;
    matches!(public.phase, Phase::Reveal { .. } | Phase::Over)
        && public.shown[seat.index()].is_some()
}

/// The places of every card the screen draws now.
pub fn places(
    sight: &GaemshSight,
    picks: &Picks,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> Places {
    let public = &sight.public;
    let players = public.players;
    let card = size.card_size();
    // The cards the screen's people have picked.
    let picked: Vec<CardId> = sight
        .held
        .iter()
        .filter_map(|&s| picks.pick_of(s, sight.view(s)?))
        .collect();
    let lifted = |key: CardKey| key.id().is_some_and(|c| picked.contains(&c));
    let mut places = Places::new();
    for seat in Seat::all(players) {
        let place = seat_place(size, seat.index(), players);
        let shown = shows_hand_of(sight, seats, privacy, seat);
        // The person's own hand at the bottom is drawn bigger.
        let own = seats.is_here(seat) && seat == size.bottom_seat();
        let scale = super::seating::hand_scale(own, players);
        // In a narrow window the own big hand closes up a little, clear of the calls' panel.
        let spread = if own && size.width < size.height * 1.5 {
            0.88
        } else {
            1.0
        };
        // A hand a call lays open across the table turns to face the room, so everybody can
        // read what the verdict says of it (not upside down at the top seats).
        let turned = revealed(sight, seat) && place.facing.abs() > UPRIGHT_BEYOND;
        for (k, key) in hand_keys(sight, seat).into_iter().enumerate() {
            let (pos, angle) = hand_slot(place, k, HAND, card * scale, spread);
            let angle = if turned { place.facing - angle } else { angle };
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32, shown && key.id().is_some());
            p.scale = scale;
            p.lifted = lifted(key);
            p.stop = seats.is_human(seat);
            places.insert(key, p);
        }
    }
    for (slot, id) in public.middle.iter().enumerate() {
        let Some(id) = *id else { continue };
        let key = CardKey::Open(id);
        let (pos, angle, z) = middle_place(size, public.round, slot);
        let mut p = CardPlace::at(pos, angle, z, true);
        p.lifted = lifted(key);
        places.entry(key).or_insert(p);
    }
    let stock = stock_place(size) + Vec2::new(-card.x * 0.25, 0.0);
    for k in 0..public.draw_len {
        let mut p = CardPlace::stacked(stock, k, 0.02, 2.0);
        p.stop = false;
        places.entry(CardKey::back(DRAW, k)).or_insert(p);
    }
    let discard = discard_place(size) + Vec2::new(card.x * 0.25, 0.0);
    for (k, &id) in public.discard.iter().enumerate() {
        let w = ((k * 7919) % 13) as f32 / 13.0 - 0.5;
        let mut p = CardPlace::at(
            discard + Vec2::new(w * 8.0, k as f32 * 0.8),
            w * 0.3,
            3.0 + k as f32 * 0.01,
            true,
        );
        p.stop = false;
        places.entry(CardKey::Open(id)).or_insert(p);
    }
    places
}

/// The order a deal hands out the cards: four rounds of one card to each hand, then the middle.
fn deal_order(sight: &GaemshSight) -> Vec<CardKey> {
    let public = &sight.public;
    let hands: Vec<Vec<CardKey>> = Seat::all(public.players)
        .map(|s| hand_keys(sight, s))
        .collect();
    let mut order = Vec::new();
    for k in 0..HAND {
        order.extend(hands.iter().filter_map(|hand| hand.get(k).copied()));
    }
    order.extend(public.middle.iter().flatten().map(|&c| CardKey::Open(c)));
    order
}

/// A new deal gathers every card on the stock and sends them out one by one (after the
/// projection named this deal's cards).
fn restart_deal(sight: Res<GaemshSight>, mut deal: Redeal<GaemshSeen>) {
    if !deal.dealt(|e| matches!(e.0, Event::Dealt { .. })) {
        return;
    }
    deal.deal(stock_place, &deal_order(&sight), DEAL_STEP);
}

#[allow(clippy::too_many_arguments)]
fn project(
    sight: Res<GaemshSight>,
    table: Res<super::GaemshShown>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    time: Res<Time>,
    charges: Query<&BullCharge>,
    mut cards: PlacedCards,
) {
    let mut places = places(&sight, &table.local, &seats, &privacy, area.0);
    for charge in &charges {
        charge.hold(&mut places, area.0, sight.public.round, time.elapsed_secs());
    }
    cards.place(&places, GaemshTable::DECK.folder);
}

#[cfg(test)]
mod tests {
    use super::{deal_order, hand_keys};
    use crate::core::CardKey;
    use crate::games::driver::Sight;
    use stammtisch_rules::games::gaemsh_alpin::{Gaemsh, GaemshConfig, Phase};
    use stammtisch_rules::{Game, GameRng, Seat};

    /// Random games with the Föhn cards, seen by a spectator, by one seat and by every seat:
    /// every hand is four keys once dealt, a key names a card only where a held seat's view or
    /// the public view does, and a deal's order names every dealt card once.
    #[test]
    fn hands_are_named_only_as_far_as_the_screen_s_seats_see_them() {
        let mut rng = GameRng::new(5);
        let config = GaemshConfig {
            foehn: true,
            ..Default::default()
        };
        let mut checked = 0;
        for seed in 0..40u64 {
            let mut game = Gaemsh::new(&config, 4 + 2 * (seed % 2) as usize, seed).unwrap();
            let players = game.players();
            let mut now = 0;
            for _ in 0..300 {
                if game.is_over() {
                    break;
                }
                now += 150;
                if game.next_deadline().is_some_and(|d| d <= now) {
                    game.advance(now);
                }
                if let Some(seat) = game.actors(now).get(rng.below(players)).copied()
                    && let Some(action) = game.random_action(seat, &mut rng)
                {
                    let _ = game.apply(seat, &action, now);
                }
                for held in [Vec::new(), vec![Seat(1)], Seat::all(players).collect()] {
                    let sight = Sight::<super::GaemshTable>::of(&game, held.clone(), 0);
                    let mut allowed = Gaemsh::view_cards(&sight.public);
                    for &s in &held {
                        allowed.extend(Gaemsh::view_cards(&game.view(s)));
                    }
                    for seat in Seat::all(players) {
                        let keys = hand_keys(&sight, seat);
                        let dealt = game.phase() != Phase::Signals;
                        assert_eq!(keys.len(), if dealt { 4 } else { 0 }, "seed {seed}");
                        for key in &keys {
                            if let CardKey::Open(card) = key {
                                assert!(allowed.contains(card), "seed {seed}: {card:?} named");
                            }
                        }
                        if held.contains(&seat) {
                            assert!(keys.iter().all(|k| k.id().is_some()), "own hand open");
                        }
                    }
                    let mut order = deal_order(&sight);
                    let len = order.len();
                    order.sort();
                    order.dedup();
                    assert_eq!(order.len(), len, "seed {seed}: a card twice in the deal");
                    checked += 1;
                }
            }
        }
        assert!(checked > 4000, "{checked}");
    }
}
