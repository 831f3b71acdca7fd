//! The moves of the seat on turn, walked over bit masks of its cards (bit i = card id i) without
//! building lists: counting them, drawing one, listing them, all in one canonical order.
//!
//! The order: for each kind of card in id order (the numbers 1–11, then the action kinds), if it
//! may be laid, one copy, two copies, ... up to all copies in the zone (lowest ids first); then the
//! released face-down cards by slot (not in the forced case); then taking the pot, or in the
//! forced case one `TakeWith` per face-up card by slot.

use super::actions::{Action, Zone};
use super::deck::{ACTION_TABLE, COPIES, DECK_SIZE, HIGHEST, NUMBER_CARDS};
use super::state::Jammerlappen;
use crate::kernel::{CardId, GameRng, Seat};

/// Per card id, the mask of all ids of the same kind (identical cards).
pub(super) const KIND: [u64; DECK_SIZE] = build_kinds();

/// All number cards.
const NUMBERS: u64 = (1 << NUMBER_CARDS) - 1;
/// All action cards.
pub(super) const ACTIONS: u64 = ((1u64 << DECK_SIZE) - 1) & !NUMBERS;

const fn build_kinds() -> [u64; DECK_SIZE] {
    let mut kinds = [0u64; DECK_SIZE];
    let mut i = 0;
    while i < NUMBER_CARDS {
        let first = i / COPIES as usize * COPIES as usize;
        kinds[i] = ((1u64 << COPIES) - 1) << first;
        i += 1;
    }
    let mut start = NUMBER_CARDS;
    let mut k = 0;
    while k < ACTION_TABLE.len() {
        let copies = ACTION_TABLE[k].2 as usize;
        let mut c = 0;
        while c < copies {
            kinds[start + c] = ((1u64 << copies) - 1) << start;
            c += 1;
        }
        start += copies;
        k += 1;
    }
    kinds
}

/// The bit of a card.
pub(super) fn bit(card: CardId) -> u64 {
    1u64 << card.0
}

/// The mask of some cards.
pub(super) fn mask_of(cards: &[CardId]) -> u64 {
    cards.iter().fold(0, |m, &c| m | bit(c))
}

/// The cards of a mask, lowest id first.
pub(super) fn cards_of(mut mask: u64) -> Vec<CardId> {
    let mut cards = Vec::with_capacity(mask.count_ones() as usize);
    while mask != 0 {
        cards.push(CardId(mask.trailing_zeros() as u8));
        mask &= mask - 1;
    }
    cards
}

/// The mask of the `n`-th set bit (0-based, lowest first) of `mask`, which has more than `n`.
fn nth_bit(mut mask: u64, n: u32) -> u64 {
    for _ in 0..n {
        mask &= mask - 1;
    }
    mask & mask.wrapping_neg()
}

/// One move of the seat on turn, small and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Move {
    /// Lay these identical cards (a mask) from the zone.
    Play(u64),
    /// Lay the released face-down card of this slot blind.
    Blind(u8),
    TakePot,
    TakeWith(CardId),
}

impl Move {
    pub(super) fn action(self) -> Action {
        match self {
            Move::Play(mask) => Action::Play {
                cards: cards_of(mask),
            },
            Move::Blind(slot) => Action::PlayBlind { slot },
            Move::TakePot => Action::TakePot,
            Move::TakeWith(card) => Action::TakeWith { card },
        }
    }
}

impl Jammerlappen {
    pub(super) fn hand_mask(&self, s: usize) -> u64 {
        self.hand_bits[s]
    }

    pub(super) fn face_up_mask(&self, s: usize) -> u64 {
        self.face_up[s].iter().flatten().fold(0, |m, &c| m | bit(c))
    }

    /// The zone `seat` lays from (its hand, or its face-up cards once the hand is empty) as a mask.
    pub(super) fn zone_mask(&self, seat: Seat) -> (Zone, u64) {
        let s = seat.index();
        if self.hands[s].is_empty() {
            (Zone::FaceUp, self.face_up_mask(s))
        } else {
            (Zone::Hand, self.hand_mask(s))
        }
    }

    /// The cards that may be laid now: action cards always, number cards that fit.
    pub(super) fn playable(&self) -> u64 {
        let numbers = match self.reference {
            None => NUMBERS,
            // Equal or lower: the numbers 1..=r.
            Some(r) if self.downward => (1u64 << (r as usize * COPIES as usize)) - 1,
            // Equal or higher: the numbers r..=HIGHEST.
            Some(r) => NUMBERS & !((1u64 << ((r as usize - 1) * COPIES as usize)) - 1),
        };
        numbers | ACTIONS
    }

    /// Released face-down slots of `seat` as bits 0..3.
    fn released_slots(&self, s: usize) -> u8 {
        (0..3).fold(0, |m, i| {
            let open = self.face_up[s][i].is_none() && self.face_down[s][i].is_some();
            m | (open as u8) << i
        })
    }

    /// The turn moves of `seat`, in the canonical order, each handed to `f`.
    pub(super) fn each_turn_move(&self, seat: Seat, mut f: impl FnMut(Move)) {
        let s = seat.index();
        let (zone, mine) = self.zone_mask(seat);
        let forced = zone == Zone::FaceUp && self.forced_pickup(seat);
        let mut plays = mine & self.playable();
        while plays != 0 {
            let card = plays & plays.wrapping_neg();
            // All copies of this kind in the zone up to this one: 1, 2, ... at once.
            f(Move::Play(
                mine & KIND[card.trailing_zeros() as usize] & (card | (card - 1)),
            ));
            plays &= plays - 1;
        }
        if zone == Zone::FaceUp && !forced {
            let slots = self.released_slots(s);
            (0..3u8)
                .filter(|i| slots >> i & 1 == 1)
                .for_each(|i| f(Move::Blind(i)));
        }
        if self.pot.is_empty() {
            return;
        }
        if forced {
            self.face_up[s]
                .iter()
                .flatten()
                .for_each(|&c| f(Move::TakeWith(c)));
        } else {
            f(Move::TakePot);
        }
    }

    /// The turn moves of `seat` as actions.
    pub(super) fn turn_moves(&self, seat: Seat, out: &mut Vec<Action>) {
        self.each_turn_move(seat, |m| out.push(m.action()));
    }

    /// A uniformly random turn move, with the same draw as indexing the list: count, draw, pick.
    pub(super) fn random_turn_move(&self, seat: Seat, rng: &mut GameRng) -> Option<Move> {
        let s = seat.index();
        let (zone, mine) = self.zone_mask(seat);
        let forced = zone == Zone::FaceUp && self.forced_pickup(seat);
        let plays = mine & self.playable();
        let slots = if zone == Zone::FaceUp && !forced {
            self.released_slots(s)
        } else {
            0
        };
        let takes = match (self.pot.is_empty(), forced) {
            (true, _) => 0,
            (false, true) => self.face_up[s].iter().flatten().count() as u32,
            (false, false) => 1,
        };
        let (n_plays, n_slots) = (plays.count_ones(), slots.count_ones());
        let count = n_plays + n_slots + takes;
        if count == 0 {
            return None;
        }
        let mut i = rng.below(count as usize) as u32;
        if i < n_plays {
            let card = nth_bit(plays, i);
            return Some(Move::Play(
                mine & KIND[card.trailing_zeros() as usize] & (card | (card - 1)),
            ));
        }
        i -= n_plays;
        if i < n_slots {
            return Some(Move::Blind(nth_bit(slots as u64, i).trailing_zeros() as u8));
        }
        i -= n_slots;
        Some(if forced {
            Move::TakeWith(*self.face_up[s].iter().flatten().nth(i as usize)?)
        } else {
            Move::TakePot
        })
    }

    /// The heuristic move of the seat on turn (`bots::greedy` of the list, without the list):
    /// the lowest fitting number with all its copies (the 5 last), else the lowest action card
    /// alone, else a blind card, else the weakest face-up card with the pot, else the pot.
    pub(super) fn greedy_turn_move(&self, seat: Seat) -> Option<Move> {
        let s = seat.index();
        let (zone, mine) = self.zone_mask(seat);
        let numbers = mine & self.playable() & NUMBERS;
        let fives = KIND[(5 - 1) * COPIES as usize];
        let pick = match (numbers & !fives, numbers & fives) {
            (0, 0) => 0,
            (0, five) => five,
            (low, _) => KIND[low.trailing_zeros() as usize] & mine,
        };
        if pick != 0 {
            return Some(Move::Play(pick));
        }
        let actions = mine & ACTIONS;
        if actions != 0 {
            return Some(Move::Play(actions & actions.wrapping_neg()));
        }
        let forced = zone == Zone::FaceUp && self.forced_pickup(seat);
        if zone == Zone::FaceUp && !forced {
            let slots = self.released_slots(s);
            if slots != 0 {
                return Some(Move::Blind(slots.trailing_zeros() as u8));
            }
        }
        if self.pot.is_empty() {
            return None;
        }
        if forced {
            // The weakest face-up card goes along (the first of equals by slot).
            let mut pick: Option<CardId> = None;
            for &card in self.face_up[s].iter().flatten() {
                if pick.is_none_or(|p| super::bots::strength(card) < super::bots::strength(p)) {
                    pick = Some(card);
                }
            }
            return pick.map(Move::TakeWith);
        }
        Some(Move::TakePot)
    }
}

// The masks follow the deck's id layout: numbers first, four copies each, all ids below 64.
const _: () = assert!(NUMBER_CARDS == HIGHEST as usize * COPIES as usize && DECK_SIZE <= 64);
