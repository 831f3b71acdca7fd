//! Gussy Gorillas' cards from one table (NOTES.md, **choice**: the published list could not be
//! found): per primate fifteen number cards, the specials, and the rare cards.

use crate::kernel::CardId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The six primate types, in card-id order, each with its letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Primate {
    Gorilla,
    Chimp,
    Orangutan,
    Baboon,
    Mandrill,
    Lemur,
}

impl Primate {
    pub const ALL: [Primate; 6] = [
        Primate::Gorilla,
        Primate::Chimp,
        Primate::Orangutan,
        Primate::Baboon,
        Primate::Mandrill,
        Primate::Lemur,
    ];

    /// The letter on the command line: G C O B M L.
    pub fn letter(self) -> char {
        ['G', 'C', 'O', 'B', 'M', 'L'][self as usize]
    }

    pub fn from_letter(letter: char) -> Option<Primate> {
        Primate::ALL
            .into_iter()
            .find(|p| p.letter() == letter.to_ascii_uppercase())
    }
}

/// What is printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    Number {
        primate: Primate,
        value: i8,
    },
    Split,
    Flip,
    Reverse,
    /// Rare: applied as a Split, a Flip or a Reverse.
    Wild,
    /// Rare: every special card of the collection is worth 6 points and has no effect.
    Six,
}

impl Card {
    pub fn number(self) -> Option<(Primate, i8)> {
        match self {
            Card::Number { primate, value } => Some((primate, value)),
            _ => None,
        }
    }

    pub fn is_special(self) -> bool {
        self.number().is_none()
    }
}

impl fmt::Display for Card {
    /// The command-line spelling: `G1`, `M-8`, `SPLIT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Number { primate, value } => write!(f, "{}{value}", primate.letter()),
            Card::Split => f.write_str("SPLIT"),
            Card::Flip => f.write_str("FLIP"),
            Card::Reverse => f.write_str("REVERSE"),
            Card::Wild => f.write_str("WILD"),
            Card::Six => f.write_str("SIX"),
        }
    }
}

/// One row of the deck: a number (once per primate) or a special, its copies, and whether it is a
/// rare card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// This printed value, `copies` times for each of the six primates.
    PerPrimate(i8),
    Special(Card),
}

/// **The deck, the one table** (NOTES.md): (row, copies, rare). Card ids follow this order: all
/// base cards first (numbers by primate, then the specials), then the rare ones.
pub const DECK: [(Row, u8, bool); 17] = [
    (Row::PerPrimate(1), 3, false),
    (Row::PerPrimate(2), 2, false),
    (Row::PerPrimate(3), 1, false),
    (Row::PerPrimate(4), 1, false),
    (Row::PerPrimate(5), 1, false),
    (Row::PerPrimate(6), 1, false),
    (Row::PerPrimate(7), 1, false),
    (Row::PerPrimate(8), 1, false),
    (Row::PerPrimate(10), 2, false),
    (Row::PerPrimate(-5), 1, false),
    (Row::PerPrimate(-8), 1, false),
    (Row::Special(Card::Split), 4, false),
    (Row::Special(Card::Flip), 4, false),
    (Row::Special(Card::Reverse), 4, false),
    (Row::PerPrimate(9), 1, true),
    (Row::Special(Card::Wild), 2, true),
    (Row::Special(Card::Six), 2, true),
];

const fn row_size(row: Row, copies: u8) -> usize {
    match row {
        Row::PerPrimate(_) => copies as usize * 6,
        Row::Special(_) => copies as usize,
    }
}

const fn count(rare: bool) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < DECK.len() {
        if !DECK[i].2 || rare {
            n += row_size(DECK[i].0, DECK[i].1);
        }
        i += 1;
    }
    n
}

/// Cards without the rare ones (102), and with them (112).
pub const BASE_SIZE: usize = count(false);
pub const DECK_SIZE: usize = count(true);

const fn push_row(faces: &mut [Card; DECK_SIZE], mut at: usize, row: Row, copies: u8) -> usize {
    match row {
        Row::PerPrimate(value) => {
            let mut p = 0;
            while p < 6 {
                let mut c = 0;
                while c < copies {
                    faces[at] = Card::Number {
                        primate: Primate::ALL[p],
                        value,
                    };
                    at += 1;
                    c += 1;
                }
                p += 1;
            }
        }
        Row::Special(card) => {
            let mut c = 0;
            while c < copies {
                faces[at] = card;
                at += 1;
                c += 1;
            }
        }
    }
    at
}

const fn build_faces() -> [Card; DECK_SIZE] {
    let mut faces = [Card::Split; DECK_SIZE];
    let mut at = 0;
    let mut pass = 0;
    while pass < 2 {
        let mut i = 0;
        while i < DECK.len() {
            if DECK[i].2 == (pass == 1) {
                at = push_row(&mut faces, at, DECK[i].0, DECK[i].1);
            }
            i += 1;
        }
        pass += 1;
    }
    faces
}

/// The face of every card id.
pub const FACES: [Card; DECK_SIZE] = build_faces();

/// The face of a card.
pub fn face(card: CardId) -> Card {
    FACES[card.0 as usize]
}

/// The ids in play: the base deck, and the rare cards too when they are in.
pub fn deck(rare: bool) -> Vec<CardId> {
    let size = if rare { DECK_SIZE } else { BASE_SIZE };
    (0..size as u8).map(CardId).collect()
}

/// How many cards of this face the deck holds, with or without the rare cards.
pub fn copies(card: Card, rare: bool) -> usize {
    let size = if rare { DECK_SIZE } else { BASE_SIZE };
    FACES[..size].iter().filter(|&&c| c == card).count()
}

/// The faces of some cards.
pub fn faces(cards: &[CardId]) -> Vec<Card> {
    cards.iter().map(|&c| face(c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_matches_the_notes() {
        assert_eq!((BASE_SIZE, DECK_SIZE), (102, 112));
        let numbers = FACES[..BASE_SIZE]
            .iter()
            .filter(|c| !c.is_special())
            .count();
        assert_eq!(numbers, 90);
        for kind in [Card::Split, Card::Flip, Card::Reverse] {
            assert_eq!(FACES[..BASE_SIZE].iter().filter(|&&c| c == kind).count(), 4);
        }
        let rare = &FACES[BASE_SIZE..];
        assert_eq!(
            rare.iter()
                .filter(|c| matches!(c, Card::Number { value: 9, .. }))
                .count(),
            6
        );
        assert_eq!(rare.iter().filter(|&&c| c == Card::Wild).count(), 2);
        assert_eq!(rare.iter().filter(|&&c| c == Card::Six).count(), 2);
        let g1 = Card::Number {
            primate: Primate::Gorilla,
            value: 1,
        };
        assert_eq!(FACES.iter().filter(|&&c| c == g1).count(), 3);
        assert_eq!(g1.to_string(), "G1");
    }
}
