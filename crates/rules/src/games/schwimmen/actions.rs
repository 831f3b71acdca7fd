//! What a seat may do in Schwimmen, and what the table hears about it.

use super::HandValue;
use crate::kernel::{CardId, Seat};
use serde::{Deserialize, Serialize};

/// A seat's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The dealer of the next round deals (between rounds).
    Deal,
    /// The dealer keeps the packet they looked at; the other packet is laid open as the middle.
    KeepPacket,
    /// The dealer lays the looked-at packet open as the middle and takes the other packet.
    TakeOtherPacket,
    /// Swap one hand card (index 0..3) with one middle card (index 0..3).
    Swap { hand: u8, middle: u8 },
    /// Swap all three hand cards with the middle.
    SwapAll,
    /// "Ich schiebe": no swap.
    Pass,
    /// Close the round: everybody else gets one last turn.
    Knock,
}

/// Why a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundEnd {
    /// Someone knocked and everybody had their last turn.
    Knocked(Seat),
    /// Someone showed 31: the round ends at once.
    ThirtyOne(Seat),
    /// Someone showed three aces with Feuer on: everybody else loses a life.
    Feuer(Seat),
}

/// The showdown of one round: every hand open, who paid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u32,
    pub reason: RoundEnd,
    /// Each seat's hand at the showdown (None for seats already out).
    pub hands: Vec<Option<[CardId; 3]>>,
    pub values: Vec<Option<HandValue>>,
    /// The seats that lost a life (or went under).
    pub losers: Vec<Seat>,
    /// True when everybody left would have gone under and the rule spared them.
    pub spared: bool,
}

/// What happened, for the log, the animations and the HUD.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A new round was dealt: three cards to each player still in, from the dealer's left, and two
    /// packets to the dealer.
    Dealt {
        round: u32,
        dealer: Seat,
    },
    PacketKept {
        dealer: Seat,
    },
    PacketExchanged {
        dealer: Seat,
    },
    Swapped {
        seat: Seat,
        given: CardId,
        taken: CardId,
    },
    SwappedAll {
        seat: Seat,
        given: [CardId; 3],
        taken: [CardId; 3],
    },
    Passed {
        seat: Seat,
    },
    Knocked {
        seat: Seat,
    },
    /// Everybody passed: the old middle was put aside and three new cards laid out.
    MiddleReplaced {
        old: [CardId; 3],
        new: [CardId; 3],
    },
    /// The stock ran out while the new middle was laid out: the cards put aside (face up, so everyone
    /// knows them) were shuffled into a new stock. Comes just before the `MiddleReplaced` it serves.
    StockReshuffled {
        cards: Vec<CardId>,
    },
    RoundEnded {
        result: RoundResult,
    },
    LifeLost {
        seat: Seat,
        lives_left: u8,
    },
    /// The last life is gone: the seat swims.
    Swimming {
        seat: Seat,
    },
    /// A swimmer lost again and is out.
    WentUnder {
        seat: Seat,
    },
    /// The game is won. When everybody left went under together, every one of them shares the win
    /// and this comes once for each.
    GameWon {
        seat: Seat,
    },
}

impl Event {
    /// Every card the event names, in order. Every Schwimmen event is public: cards move only
    /// between hands and the open middle, and the showdown opens every hand.
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Event::Swapped { given, taken, .. } => vec![*given, *taken],
            Event::SwappedAll { given, taken, .. }
            | Event::MiddleReplaced {
                old: given,
                new: taken,
            } => given.iter().chain(taken).copied().collect(),
            Event::StockReshuffled { cards } => cards.clone(),
            Event::RoundEnded { result } => {
                result.hands.iter().flatten().flatten().copied().collect()
            }
            _ => Vec::new(),
        }
    }
}
