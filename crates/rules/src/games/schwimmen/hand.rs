//! What a Schwimmen hand is worth: its best single suit, or 30½ for three of a kind.

use crate::kernel::{CardId, FrenchCard, Rank};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A hand's value in half points, so 30½ is exact: 62 is 31, 61 is 30½.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct HandValue(pub u8);

impl HandValue {
    pub const THIRTY_ONE: HandValue = HandValue(62);
    pub const THREE_OF_A_KIND: HandValue = HandValue(61);

    pub fn points(self) -> f64 {
        self.0 as f64 / 2.0
    }
}

impl fmt::Display for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_multiple_of(2) {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}½", self.0 / 2)
        }
    }
}

/// Points of one card by rank index of the piquet deck (7 8 9 10 J Q K A): ace 11, pictures 10,
/// numbers their face value.
const POINTS: [u8; 8] = [7, 8, 9, 10, 10, 10, 10, 11];

/// The value of three cards.
pub fn score_cards(cards: [FrenchCard; 3]) -> HandValue {
    score_hand(cards.map(FrenchCard::id))
}

/// The value of a hand of card ids (the hot path of playouts: no lookups beyond the id's bits,
/// since a piquet id is suit * 8 + rank).
pub fn score_hand(hand: [CardId; 3]) -> HandValue {
    let rank = |c: CardId| (c.0 & 7) as usize;
    let suit = |c: CardId| (c.0 >> 3) as usize & 3;
    if rank(hand[0]) == rank(hand[1]) && rank(hand[1]) == rank(hand[2]) {
        return HandValue::THREE_OF_A_KIND;
    }
    let mut sums = [0u8; 4];
    for card in hand {
        sums[suit(card)] += POINTS[rank(card)];
    }
    HandValue(sums[0].max(sums[1]).max(sums[2]).max(sums[3]) * 2)
}

/// Three aces: "Feuer" when that option is on.
pub fn is_feuer(hand: [CardId; 3]) -> bool {
    hand.iter()
        .all(|&c| FrenchCard::from_id(c).rank == Rank::Ace)
}
