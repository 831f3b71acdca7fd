//! What a seat may do in Nur die Ziege zählt, and what the table hears about it.

use super::board::Placement;
use super::deck::card_id;
use crate::kernel::{CardId, Seat};
use serde::{Deserialize, Serialize};

/// A seat's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The starting player of the next round deals it (between rounds).
    Deal,
    /// The prediction: lay the guessing tile against the board.
    PlaceTile(Placement),
    /// Play the card with this number (1..=50) into the trick.
    PlayCard(u8),
}

/// The end of one round: where every goat stood and what it earned.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u32,
    /// Each seat's goat position.
    pub positions: Vec<u32>,
    /// Each seat's tile.
    pub tiles: Vec<Option<Placement>>,
    /// Points earned this round (the tile's points when the goat lies within it, else 0).
    pub points: Vec<u32>,
    /// Points over the match so far.
    pub totals: Vec<u32>,
}

/// What happened, for the log, the animations and the HUD.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A new round: eight cards to each player from the starting player on; the rest is put aside
    /// face down. Every goat is back on "0" and the tiles are off the board.
    Dealt {
        round: u32,
        starter: Seat,
    },
    TilePlaced {
        seat: Seat,
        tile: Placement,
    },
    CardPlayed {
        seat: Seat,
        card: u8,
    },
    /// The highest card took the trick: its goat moved `heads` plus the `lowest` card's number.
    TrickWon {
        seat: Seat,
        cards: Vec<u8>,
        heads: u32,
        lowest: u8,
        moved: u32,
        position: u32,
    },
    RoundEnded {
        result: RoundResult,
    },
    /// The match is over: the most points win (ties share).
    GameWon {
        seats: Vec<Seat>,
    },
}

impl Event {
    /// Every card the event names, as table card ids, in order. Every Ziege event is public: a
    /// card leaves a hand only face up into the trick, and won tricks stay known.
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Event::CardPlayed { card, .. } => vec![card_id(*card)],
            Event::TrickWon { cards, .. } => cards.iter().map(|&c| card_id(c)).collect(),
            _ => Vec::new(),
        }
    }
}
