//! The 50 goat cards, numbered 1 to 50, and their goat heads: ONE table, built from the rule in
//! NOTES.md (known: multiples of 10 carry 5 heads; choice: other multiples of 5 carry 3, 11, 22, 33
//! and 44 carry 2, all others 1).
//!
//! Cards are their numbers (1..=50). Sets of cards are `u64` masks with bit `n` for card `n`.
//! For the table's `CardId`s, card `n` is `CardId(n - 1)`.

use crate::kernel::CardId;

/// Cards in the deck (numbered 1..=DECK_SIZE, no duplicates, so tricks never tie).
pub const DECK_SIZE: u8 = 50;

/// Every card as a mask (bits 1..=50).
pub const ALL_CARDS: u64 = ((1u64 << (DECK_SIZE as u32 + 1)) - 1) & !1;

/// Goat heads per card number (index 0 is unused): the one table.
pub const HEADS: [u8; DECK_SIZE as usize + 1] = {
    let mut table = [0u8; DECK_SIZE as usize + 1];
    let mut n = 1;
    while n <= DECK_SIZE as usize {
        table[n] = if n % 10 == 0 {
            5
        } else if n % 5 == 0 {
            3
        } else if n % 11 == 0 {
            2
        } else {
            1
        };
        n += 1;
    }
    table
};

/// The goat heads on card `card` (0 for numbers outside 1..=50).
pub fn heads(card: u8) -> u32 {
    HEADS.get(card as usize).copied().unwrap_or(0) as u32
}

/// How far a trick moves its winner's goat: the heads on all its cards plus the lowest card's number.
/// (Rulebook: 40 5 47 18 → 5 + 3 + 1 + 1 = 10 heads, plus 5 = 15.)
pub fn trick_value(cards: &[u8]) -> u32 {
    let heads: u32 = cards.iter().map(|&c| heads(c)).sum();
    heads + cards.iter().min().copied().unwrap_or(0) as u32
}

/// The table's card id of card number `card`.
pub fn card_id(card: u8) -> CardId {
    CardId(card - 1)
}

/// The card number of a table card id.
pub fn card_of_id(id: CardId) -> u8 {
    id.0 + 1
}

/// The cards of a mask, lowest first.
pub fn cards_of(mask: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(mask.count_ones() as usize);
    let mut m = mask;
    while m != 0 {
        out.push(m.trailing_zeros() as u8);
        m &= m - 1;
    }
    out
}

/// The `n`-th lowest card of a mask (n < its size).
pub(crate) fn nth_card(mask: u64, n: usize) -> u8 {
    let mut m = mask;
    for _ in 0..n {
        m &= m - 1;
    }
    m.trailing_zeros() as u8
}

/// The mask of the cards above `card`.
pub(crate) fn above(card: u8) -> u64 {
    ALL_CARDS & !((1u64 << (card as u32 + 1)) - 1)
}
