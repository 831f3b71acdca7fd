//! Projection: every card's place, face and lift follow from what the screen may see (the
//! driver's `Sight`: the public view and the views of the screen's seats), every frame. A hand
//! the screen's seats may not see is three backs; so are the stock and the face-down middle.

use super::{SchwimmenSeen, SchwimmenSight, SchwimmenTable};
use crate::core::CardKey;
use crate::games::driver::{TableGame, TableSystems};
use crate::table::TableSet;
use crate::table::cards::{CardPlace, PlacedCards, Places, TableArea, hidden_hand};
use crate::table::deal::Redeal;
use crate::table::layout::{
    TableSize, discard_place, hand_slot, middle_slot, seat_place, stock_place,
};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::{Event, Phase, SchwimmenView};
use stammtisch_rules::{CardId, Seat};

/// Seconds between two cards of a deal.
const DEAL_STEP: f32 = 0.07;

/// The table's piles of backs: a seat's hand is the pile of its seat number.
const MIDDLE: u16 = 100;
const STOCK: u16 = 101;

pub(super) fn plugin(app: &mut App) {
    SchwimmenTable::each_frame(app, TableSet::Project, (project, restart_deal).chain());
}

/// What the screen knows of `seat`'s hand now, card by card (empty when it holds none): the
/// cards where one of the screen's seats may see them (its own hand, the showdown's open
/// hands), else the cards everyone saw it take from the middle, then backs.
pub fn hand_keys(sight: &SchwimmenSight, seat: Seat) -> Vec<CardKey> {
    let public = &sight.public;
    if matches!(public.phase, Phase::Deal | Phase::GameOver { .. }) {
        return public
            .last_round
            .as_ref()
            .and_then(|r| r.hands.get(seat.index()).copied().flatten())
            .map_or_else(Vec::new, |hand| hand.map(CardKey::Open).to_vec());
    }
    if !public.standings[seat.index()].is_in() {
        return Vec::new();
    }
    if let Some(hand) = sight.view(seat).and_then(|v| v.hand) {
        return hand.map(CardKey::Open).to_vec();
    }
    hidden_hand(seat.0 as u16, &public.known[seat.index()], 3)
}

/// The middle's three cards: open once laid open, else the dealer's other packet, face down.
fn middle_keys(view: &SchwimmenView) -> [CardKey; 3] {
    match view.middle {
        Some(middle) => middle.map(CardKey::Open),
        None => std::array::from_fn(|k| CardKey::back(MIDDLE, k)),
    }
}

/// The places of every card the screen draws now.
pub fn places(
    sight: &SchwimmenSight,
    picked: Option<CardId>,
    seats: &TableSeats,
    privacy: &Privacy,
    size: TableSize,
) -> Places {
    let public = &sight.public;
    let players = public.standings.len();
    let mut places = Places::new();
    let card = size.card_size();
    let between_rounds = matches!(public.phase, Phase::Deal | Phase::GameOver { .. });
    let lifted = |key: CardKey| picked.is_some_and(|p| key == CardKey::Open(p));
    for seat in Seat::all(players) {
        let place = seat_place(size, seat.index(), players);
        // The local player's own hand is drawn bigger, at the bottom.
        let shown = between_rounds || privacy.shows(seats, seat);
        let own = seats.is_here(seat) && shown && seat == size.bottom_seat();
        let scale = if own { 1.35 } else { 1.0 };
        for (k, key) in hand_keys(sight, seat).into_iter().enumerate() {
            let (pos, angle) = hand_slot(place, k, 3, card * scale, 1.0);
            let face_up = shown && key.id().is_some();
            let mut p = CardPlace::at(pos, angle, 10.0 + k as f32, face_up);
            p.scale = scale;
            p.lifted = lifted(key);
            places.insert(key, p);
        }
    }
    let middle_open = public.middle.is_some();
    for (k, key) in middle_keys(public).into_iter().enumerate() {
        let mut p = CardPlace::at(middle_slot(size, k), 0.0, 5.0 + k as f32, middle_open);
        p.lifted = lifted(key);
        places.entry(key).or_insert(p);
    }
    let stock = stock_place(size);
    for k in 0..public.stock_len {
        places
            .entry(CardKey::back(STOCK, k))
            .or_insert(CardPlace::stacked(stock, k, 0.02, 2.0));
    }
    let discard = discard_place(size);
    for (k, &id) in public.discard.iter().enumerate() {
        let wobble = ((k * 7919) % 13) as f32 / 13.0 - 0.5;
        places.entry(CardKey::Open(id)).or_insert(CardPlace::at(
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
/// deal, a 31 dealt at once may already have ended the game with the dealer out.
fn deal_order(sight: &SchwimmenSight) -> Vec<CardKey> {
    let public = &sight.public;
    let dealer = public.dealer;
    let players = public.standings.len();
    let hands: Vec<Vec<CardKey>> = (1..=players)
        .map(|k| Seat(((dealer.index() + k) % players) as u8))
        .map(|s| hand_keys(sight, s))
        .collect();
    let mut order = Vec::new();
    for k in 0..3 {
        order.extend(hands.iter().filter_map(|hand| hand.get(k).copied()));
    }
    order.extend(middle_keys(public));
    order
}

/// A new deal gathers every card on the stock and sends them out one by one (after the
/// projection named this deal's cards).
fn restart_deal(sight: Res<SchwimmenSight>, mut deal: Redeal<SchwimmenSeen>) {
    if !deal.dealt(|e| matches!(e.0, Event::Dealt { .. })) {
        return;
    }
    deal.deal(stock_place, &deal_order(&sight), DEAL_STEP);
}

fn project(
    sight: Res<SchwimmenSight>,
    table: Res<super::SchwimmenShown>,
    seats: Res<TableSeats>,
    privacy: Res<Privacy>,
    area: Res<TableArea>,
    mut cards: PlacedCards,
) {
    let places = places(&sight, table.local.picked, &seats, &privacy, area.0);
    cards.place(&places, SchwimmenTable::DECK.folder);
}

#[cfg(test)]
mod tests {
    use super::deal_order;
    use crate::games::driver::Sight;
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
                    let sight = Sight::of(&game, Seat::all(players).collect(), 0);
                    let order = deal_order(&sight);
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

    /// A guest's screen (its person on seat 1, drawn at the bottom; the host's person on seat
    /// 0, in another home): the guest's own hand is the big one, face up; the host person's
    /// hand is drawn as any other seat's, small and face down.
    #[test]
    fn a_guest_screen_draws_big_only_its_own_hand_at_its_bottom_seat() {
        use crate::core::SeatKind;
        use crate::table::layout::TableSize;
        use crate::table::privacy::Privacy;
        use crate::table::seats::TableSeats;
        let game = Schwimmen::new(&SchwimmenConfig::default(), 3, 11).unwrap();
        let person = |name: &str| SeatKind::Human { name: name.into() };
        let bot = SeatKind::Bot {
            name: "Sepp".into(),
            level: stammtisch_rules::bots::Level::Normal,
        };
        let seats = TableSeats {
            kinds: vec![person("Host"), person("Lena"), bot],
            stand_in: vec![None; 3],
            away: vec![false; 3],
            on_turn: Vec::new(),
            attract: false,
            autopilot: false,
            remote: vec![Seat(0), Seat(2)],
            round_trips: vec![None; 3],
        };
        let mut size = TableSize::from_window(1280.0, 720.0);
        size.bottom = 1;
        let sight = Sight::of(&game, vec![Seat(1)], 0);
        let places = super::places(&sight, None, &seats, &Privacy::default(), size);
        for seat in [Seat(0), Seat(1)] {
            for key in super::hand_keys(&sight, seat) {
                let place = places.get(&key).expect("every held card has a place");
                let own = seat == Seat(1);
                assert_eq!(place.scale > 1.0, own, "{seat:?}: {place:?}");
                assert_eq!(place.face_up, own, "{seat:?}: {place:?}");
            }
        }
    }
}
