//! Jammerlappen's 56 cards, from one table (NOTES.md): numbers 1–11 four times each, and twelve
//! action cards. With two players the Richtungswechsel! and Aussetzen! cards and one of each number
//! are taken out, so every number comes three times and a "quartet" is a triplet.

use crate::kernel::CardId;
use serde::{Deserialize, Serialize};

/// The five action cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ActionCard {
    /// The last number card played applies to the next player.
    DeinProblem,
    /// Play turns round; with two players left the opponent is on turn.
    Richtungswechsel,
    /// The next player is skipped; with two players left you are on turn again.
    Aussetzen,
    /// The whole pot leaves the game; you begin again with a card of your choice.
    WegDamit,
    /// The next player begins with a card of his choice; the pot stays and grows.
    Neustart,
}

/// What is printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    Number(u8),
    Action(ActionCard),
}

/// The highest number.
pub const HIGHEST: u8 = 11;
/// Copies of each number in the full deck.
pub const COPIES: u8 = 4;
/// Number cards in the full deck (ids 0..44: value = id / 4 + 1).
pub const NUMBER_CARDS: usize = HIGHEST as usize * COPIES as usize;

/// The action cards: the one table (kind, printed name, copies). Ids follow the numbers in this order.
pub const ACTION_TABLE: [(ActionCard, &str, u8); 5] = [
    (ActionCard::DeinProblem, "Dein Problem!", 3),
    (ActionCard::Richtungswechsel, "Richtungswechsel!", 2),
    (ActionCard::Aussetzen, "Aussetzen!", 2),
    (ActionCard::WegDamit, "Weg damit!", 2),
    (ActionCard::Neustart, "Neustart!", 3),
];

/// All 56 cards.
pub const DECK_SIZE: usize = NUMBER_CARDS + 12;

const fn build_faces() -> [Face; DECK_SIZE] {
    let mut faces = [Face::Number(0); DECK_SIZE];
    let mut i = 0;
    while i < NUMBER_CARDS {
        faces[i] = Face::Number((i / COPIES as usize) as u8 + 1);
        i += 1;
    }
    let mut k = 0;
    while k < ACTION_TABLE.len() {
        let mut c = 0;
        while c < ACTION_TABLE[k].2 {
            faces[i] = Face::Action(ACTION_TABLE[k].0);
            i += 1;
            c += 1;
        }
        k += 1;
    }
    faces
}

/// The face of every card id.
pub const FACES: [Face; DECK_SIZE] = build_faces();

/// The face of a card.
pub fn face(card: CardId) -> Face {
    FACES[card.0 as usize]
}

/// The card's number, if it is a number card.
pub fn number(card: CardId) -> Option<u8> {
    match face(card) {
        Face::Number(n) => Some(n),
        Face::Action(_) => None,
    }
}

/// The card's action, if it is an action card.
pub fn action(card: CardId) -> Option<ActionCard> {
    match face(card) {
        Face::Number(_) => None,
        Face::Action(a) => Some(a),
    }
}

/// The printed name of a card: "7", "Weg damit!".
pub fn name(card: CardId) -> String {
    match face(card) {
        Face::Number(n) => n.to_string(),
        Face::Action(a) => ACTION_TABLE
            .iter()
            .find(|(k, _, _)| *k == a)
            .map_or("?", |(_, n, _)| n)
            .to_string(),
    }
}

/// Whether the card belongs to the deck for this many players (two players: no Richtungswechsel!,
/// no Aussetzen!, and the fourth copy of every number is out).
pub fn in_deck(card: CardId, players: usize) -> bool {
    if players > 2 {
        return (card.0 as usize) < DECK_SIZE;
    }
    match face(card) {
        Face::Number(_) => card.0 % COPIES != COPIES - 1,
        Face::Action(a) => !matches!(a, ActionCard::Richtungswechsel | ActionCard::Aussetzen),
    }
}

/// The deck for this many players, in id order.
pub fn deck(players: usize) -> Vec<CardId> {
    (0..DECK_SIZE as u8)
        .map(CardId)
        .filter(|&c| in_deck(c, players))
        .collect()
}

/// How many identical cards make a quartet: four, or three (a triplet) with two players.
pub fn group_size(players: usize) -> u8 {
    if players == 2 { COPIES - 1 } else { COPIES }
}

/// The ids of the copies of number `n` in the full deck.
pub fn copies_of(n: u8) -> impl Iterator<Item = CardId> {
    let first = (n - 1) * COPIES;
    (first..first + COPIES).map(CardId)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_table_has_56_cards_and_two_players_play_with_42() {
        let full = deck(4);
        assert_eq!(full.len(), 56);
        let numbers = full.iter().filter(|&&c| number(c).is_some()).count();
        assert_eq!(numbers, 44);
        for n in 1..=HIGHEST {
            assert_eq!(full.iter().filter(|&&c| number(c) == Some(n)).count(), 4);
            assert!(copies_of(n).all(|c| number(c) == Some(n)));
        }
        for (kind, _, copies) in ACTION_TABLE {
            assert_eq!(
                full.iter().filter(|&&c| action(c) == Some(kind)).count(),
                copies as usize
            );
        }
        let two = deck(2);
        assert_eq!(two.len(), 56 - 11 - 4);
        for n in 1..=HIGHEST {
            assert_eq!(two.iter().filter(|&&c| number(c) == Some(n)).count(), 3);
        }
        assert!(two.iter().all(|&c| !matches!(
            action(c),
            Some(ActionCard::Richtungswechsel | ActionCard::Aussetzen)
        )));
        assert_eq!((group_size(2), group_size(3), group_size(6)), (3, 4, 4));
        assert_eq!(name(CardId(0)), "1");
        assert_eq!(name(CardId(43)), "11");
        assert_eq!(name(CardId(44)), "Dein Problem!");
        assert_eq!(name(CardId(55)), "Neustart!");
    }
}
