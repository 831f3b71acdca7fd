//! Card ids and the French piquet deck (32 cards), built from one table of ranks and suits.
//!
//! A `CardId` is an index into the deck table of the game being played, so states stay small
//! (one byte per card) and every card is one distinct id.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One physical card of the game's deck: an index into that game's deck table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Spades,
    Hearts,
    Diamonds,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

/// Suits in deck order, with their one-letter names (C S H D).
pub const SUITS: [(Suit, &str); 4] = [
    (Suit::Clubs, "C"),
    (Suit::Spades, "S"),
    (Suit::Hearts, "H"),
    (Suit::Diamonds, "D"),
];

/// Ranks of the piquet deck in order, with their names (7 8 9 10 J Q K A).
pub const RANKS: [(Rank, &str); 8] = [
    (Rank::Seven, "7"),
    (Rank::Eight, "8"),
    (Rank::Nine, "9"),
    (Rank::Ten, "10"),
    (Rank::Jack, "J"),
    (Rank::Queen, "Q"),
    (Rank::King, "K"),
    (Rank::Ace, "A"),
];

/// The number of cards in a French piquet deck.
pub const PIQUET_SIZE: usize = SUITS.len() * RANKS.len();

/// A card of the French deck, by rank and suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FrenchCard {
    pub rank: Rank,
    pub suit: Suit,
}

impl FrenchCard {
    /// The card behind an id of the piquet deck (id = suit * 8 + rank).
    pub fn from_id(id: CardId) -> FrenchCard {
        let i = id.0 as usize;
        FrenchCard {
            suit: SUITS[i / RANKS.len()].0,
            rank: RANKS[i % RANKS.len()].0,
        }
    }

    pub fn id(self) -> CardId {
        CardId((self.suit as usize * RANKS.len() + self.rank as usize) as u8)
    }

    pub fn is_red(self) -> bool {
        matches!(self.suit, Suit::Hearts | Suit::Diamonds)
    }

    /// The short name used on the command line and for art files: "10C", "QS", "AH".
    pub fn code(self) -> String {
        format!(
            "{}{}",
            RANKS[self.rank as usize].1, SUITS[self.suit as usize].1
        )
    }
}

/// The whole piquet deck in id order.
pub fn piquet_deck() -> Vec<CardId> {
    (0..PIQUET_SIZE as u8).map(CardId).collect()
}

impl fmt::Display for FrenchCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl FromStr for FrenchCard {
    type Err = String;

    /// Parses rank then suit, case-insensitive: "7C", "10h", "QS", "ad".
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let upper = text.trim().to_ascii_uppercase();
        let bad = || {
            format!(
                "'{text}' is not a card: write rank (7 8 9 10 J Q K A) then suit (C S H D), e.g. 10C"
            )
        };
        // Only ASCII is a card (suit symbols like ♥ are not): splitting by bytes is then safe.
        if !upper.is_ascii() {
            return Err(bad());
        }
        let (rank_part, suit_part) = upper.split_at(upper.len().checked_sub(1).ok_or_else(bad)?);
        let suit = SUITS
            .iter()
            .find(|(_, n)| *n == suit_part)
            .map(|(s, _)| *s)
            .ok_or_else(bad)?;
        let rank = RANKS
            .iter()
            .find(|(_, n)| *n == rank_part)
            .map(|(r, _)| *r)
            .ok_or_else(bad)?;
        Ok(FrenchCard { rank, suit })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_are_distinct() {
        let deck = piquet_deck();
        assert_eq!(deck.len(), 32);
        let mut codes: Vec<String> = deck
            .iter()
            .map(|&id| FrenchCard::from_id(id).code())
            .collect();
        for &id in &deck {
            assert_eq!(FrenchCard::from_id(id).id(), id);
            assert_eq!(
                FrenchCard::from_id(id)
                    .code()
                    .parse::<FrenchCard>()
                    .unwrap()
                    .id(),
                id
            );
        }
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), 32);
    }

    #[test]
    fn parses_cards_and_refuses_nonsense() {
        let ten = "10c".parse::<FrenchCard>().unwrap();
        assert_eq!((ten.rank, ten.suit), (Rank::Ten, Suit::Clubs));
        assert_eq!("AH".parse::<FrenchCard>().unwrap().rank, Rank::Ace);
        for bad in [
            "",
            "1C",
            "6H",
            "AX",
            "10",
            "QQS",
            "A\u{2665}",
            "10\u{2663}",
            "Ä",
            "\u{2665}",
            "é",
            "1\u{2665}0",
            "AH\u{301}",
            "\u{ff21}h",
            "10 C",
            "+AH",
        ] {
            assert!(
                bad.parse::<FrenchCard>().is_err(),
                "{bad} should be refused"
            );
        }
    }

    #[test]
    fn non_ascii_text_is_one_clear_error() {
        assert_eq!(
            "A\u{2665}".parse::<FrenchCard>().unwrap_err(),
            "'A\u{2665}' is not a card: write rank (7 8 9 10 J Q K A) then suit (C S H D), e.g. 10C"
        );
    }
}
