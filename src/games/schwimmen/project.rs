//! Projection: every card's place, face and lift follow from the rules state, every frame.

use super::{SchwimmenMatch, TableEvent};
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::{CardPlace, PlacedCards, TableArea, place_cards};
use crate::table::deal::Redeal;
use crate::table::layout::{
    TableSize, discard_place, hand_slot, middle_slot, seat_place, stock_place,
};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::{Event, Phase, Schwimmen};
use stammtisch_rules::{CardId, Game, Seat};
use std::collections::HashMap;

/// Seconds between two cards of a deal.
const DEAL_STEP: f32 = 0.07;

pub(super) fn plugin(app: &mut App) {
    super::SchwimmenTable::each_frame(app, TableSet::Project, (restart_deal, project).chain());
}

/// The places of every card in the current state.
pub fn places(
    table: &SchwimmenMatch,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> HashMap<CardId, CardPlace> {
    let game = &table.game;
    let players = game.players();
    let mut places = HashMap::new();
    let card = size.card_size();
    let showdown = table
        .game
        .last_round()
        .filter(|_| matches!(game.phase(), Phase::Deal | Phase::GameOver { .. }));
    for seat in Seat::all(players) {
        let hand = match showdown {
            Some(result) => result.hands[seat.index()],
            None => game.is_in(seat).then(|| game.hand(seat)),
        };
        let Some(hand) = hand else { continue };
        let place = seat_place(size, seat.index(), players);
        // The local player's own hand is drawn bigger, at the bottom.
        let shown = table.shows_hand_of(seats, privacy, seat);
        let own = seats.is_human(seat) && shown && seat.index() == 0;
        let scale = if own { 1.35 } else { 1.0 };
        for (k, &id) in hand.iter().enumerate() {
            let (pos, angle) = hand_slot(place, k, 3, card * scale, 1.0);
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32, shown);
            p.scale = scale;
            p.lifted = table.local.picked == Some(id);
            places.insert(id, p);
        }
    }
    let middle_open = game.middle().is_some();
    let middle: [CardId; 3] = table.game.middle_cards();
    for (k, &id) in middle.iter().enumerate() {
        let mut p = CardPlace::at(middle_slot(size, k), 0.0, 5.0 + k as f32, middle_open);
        p.lifted = table.local.picked == Some(id);
        places.entry(id).or_insert(p);
    }
    let stock = stock_place(size);
    for (k, &id) in game.stock().iter().enumerate() {
        let offset = Vec2::new(k as f32 * 0.6, k as f32 * 0.9);
        places.entry(id).or_insert(CardPlace::at(
            stock + offset,
            0.02,
            2.0 + k as f32 * 0.01,
            false,
        ));
    }
    let discard = discard_place(size);
    for (k, &id) in game.discard().iter().enumerate() {
        let wobble = ((k * 7919) % 13) as f32 / 13.0 - 0.5;
        places.entry(id).or_insert(CardPlace::at(
            discard + Vec2::new(wobble * 8.0, k as f32 * 1.5),
            wobble * 0.3,
            3.0 + k as f32 * 0.01,
            true,
        ));
    }
    places
}

/// The order a deal hands out the cards: one at a time around the table from the dealer's left,
/// then the dealer's second packet. Walks every seat once: by the time the table hears of a
/// deal, a 31 dealt at once may already have ended the game with the dealer out, whom
/// `next_in` would never reach again.
fn deal_order(game: &Schwimmen) -> Vec<CardId> {
    let dealer = game.dealer();
    let players = game.standings().len();
    let seats: Vec<Seat> = (1..=players)
        .map(|k| Seat(((dealer.index() + k) % players) as u8))
        .filter(|&s| s == dealer || game.is_in(s))
        .collect();
    let mut order = Vec::new();
    for k in 0..3 {
        for &s in &seats {
            order.push(game.hand(s)[k]);
        }
    }
    order.extend(game.middle_cards());
    order
}

/// A new deal gathers every card on the stock and sends them out one by one.
fn restart_deal(table: Res<SchwimmenMatch>, mut deal: Redeal<TableEvent>) {
    if !deal.dealt(|e| matches!(e.0, Event::Dealt { .. })) {
        return;
    }
    deal.deal(stock_place, &deal_order(&table.game), DEAL_STEP);
}

fn project(
    table: Res<SchwimmenMatch>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    mut cards: PlacedCards,
) {
    let places = places(&table, &seats, &privacy, area.0);
    place_cards(&places, &mut cards);
}

#[cfg(test)]
mod tests {
    use super::deal_order;
    use stammtisch_rules::games::schwimmen::{Event, Phase, Schwimmen, SchwimmenConfig};
    use stammtisch_rules::{Game, GameRng, Seat};

    /// Random games until a deal whose 31 ends the game at once and puts the dealer out: the
    /// state the table's deal animation met when it hung (the walkthrough, seed
    /// 1796172040300752318). Its deal order still ends, with every dealt card once.
    #[test]
    fn a_deal_that_ends_the_game_with_the_dealer_out_is_still_dealt_out() {
        let mut rng = GameRng::new(7);
        let mut found = 0;
        for seed in 0..20_000u64 {
            let players = 2 + (seed % 5) as usize;
            let mut game = Schwimmen::new(&SchwimmenConfig::default(), players, seed).unwrap();
            while !game.is_over() {
                let seat = game.first_actor(0).unwrap();
                let action = game.random_action(seat, &mut rng).unwrap();
                let events = game.apply(seat, &action, 0).unwrap();
                let dealt = events.iter().any(|e| matches!(e, Event::Dealt { .. }));
                if dealt
                    && matches!(game.phase(), Phase::GameOver { .. })
                    && !game.is_in(game.dealer())
                {
                    let order = deal_order(&game);
                    let seats = Seat::all(players)
                        .filter(|&s| s == game.dealer() || game.is_in(s))
                        .count();
                    assert_eq!(order.len(), 3 * seats + 3, "seed {seed}");
                    let mut unique = order.clone();
                    unique.sort();
                    unique.dedup();
                    assert_eq!(unique.len(), order.len(), "seed {seed}: a card twice");
                    found += 1;
                }
            }
            if found >= 3 {
                return;
            }
        }
        panic!("no game ended at its deal with the dealer out ({found} found)");
    }
}
