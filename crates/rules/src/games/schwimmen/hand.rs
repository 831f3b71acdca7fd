//! What a Schwimmen hand is worth: its best single suit, or 30½ for three of a kind.

use crate::kernel::{CardId, FrenchCard, Rank, Suit};
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
        if self.0 % 2 == 0 {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}½", self.0 / 2)
        }
    }
}

/// Points of one card: ace 11, pictures 10, numbers their face value.
pub fn card_points(rank: Rank) -> u8 {
    match rank {
        Rank::Seven => 7,
        Rank::Eight => 8,
        Rank::Nine => 9,
        Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 10,
        Rank::Ace => 11,
    }
}

/// The value of three cards.
pub fn score_cards(cards: [FrenchCard; 3]) -> HandValue {
    if cards[0].rank == cards[1].rank && cards[1].rank == cards[2].rank {
        return HandValue::THREE_OF_A_KIND;
    }
    let best = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds]
        .into_iter()
        .map(|suit| {
            cards
                .iter()
                .filter(|c| c.suit == suit)
                .map(|c| card_points(c.rank))
                .sum::<u8>()
        })
        .max()
        .unwrap_or(0);
    HandValue(best * 2)
}

/// The value of a hand of card ids.
pub fn score_hand(hand: [CardId; 3]) -> HandValue {
    score_cards(hand.map(FrenchCard::from_id))
}

/// Three aces: "Feuer" when that option is on.
pub fn is_feuer(hand: [CardId; 3]) -> bool {
    hand.iter()
        .all(|&c| FrenchCard::from_id(c).rank == Rank::Ace)
}
