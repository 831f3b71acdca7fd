//! What a seat may do in Gussy Gorillas, and what the table hears about it.

use super::talk::Talk;
use crate::kernel::{CardId, Seat};
use serde::{Deserialize, Serialize};

/// A seat's move; all seats move at any time while they hold cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Offer my whole hand to `to` for its whole hand, whose first held card is `card` (the card
    /// the offerer sees there; the table sends the card it shows). If `to` already offers to me,
    /// the trade happens at once. If `card` has left `to`'s hand meanwhile (someone else was
    /// faster), the offer is refused as `RuleError::TooLate`.
    Offer { to: Seat, card: CardId },
    /// Take back my offer to `to`.
    Withdraw { to: Seat },
    /// My held cards go into my collection; I draw my next card.
    Keep,
    /// Add a second card from my pile to my hand (to sweeten a trade); hidden from me too.
    AddCard,
    /// Shout a quick phrase at `to` (once per own held card).
    Shout { to: Seat, talk: Talk },
}

/// What happened, for the log, the animations and the HUD.
///
/// Hidden cards: a `Drew` card and the cards a seat held (`Traded::to_b` are `a`'s former held
/// cards, `to_a` are `b`'s; `Kept::cards`) were never seen by their holder, and the table shows them
/// face down to that holder (for a trade: the holder never sees what it gave away, unless the
/// Open Showcase variant shows collections).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A round was dealt: 11 cards to each pile (`rare`: with the rare cards).
    Dealt {
        round: u32,
        rare: bool,
    },
    /// `seat` drew `card` from its pile into its hand (hidden from `seat`).
    Drew {
        seat: Seat,
        card: CardId,
    },
    Offered {
        from: Seat,
        to: Seat,
    },
    Withdrawn {
        from: Seat,
        to: Seat,
    },
    /// An offer went away because one of the two hands left (traded or kept).
    Lapsed {
        from: Seat,
        to: Seat,
    },
    /// `a` and `b` swapped their whole hands: `to_a` went into `a`'s collection, `to_b` into `b`'s.
    Traded {
        a: Seat,
        b: Seat,
        to_a: Vec<CardId>,
        to_b: Vec<CardId>,
    },
    /// `seat`'s held cards went into its own collection.
    Kept {
        seat: Seat,
        cards: Vec<CardId>,
    },
    Shouted {
        from: Seat,
        to: Seat,
        talk: Talk,
    },
    /// `seat`'s pile and hand are empty: it waits for the round to end.
    Finished {
        seat: Seat,
    },
    /// Every seat finished: the collections' scores and who earned a banana. How each score came
    /// about, in words: `Gorillas::steps(seat)` (the collections stay until the next deal).
    Scored {
        round: u32,
        points: Vec<i32>,
        bananas: Vec<Seat>,
        /// Per seat, the collection that was scored: laid open to all (every view names it until
        /// the next deal).
        #[serde(default)]
        collections: Vec<Vec<CardId>>,
    },
    /// Someone has 2 bananas: the match is over.
    MatchOver {
        winners: Vec<Seat>,
    },
}

impl Event {
    /// Every card the event names, in order (hidden from some seats: see `Seen`).
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Event::Drew { card, .. } => vec![*card],
            Event::Traded { to_a, to_b, .. } => to_a.iter().chain(to_b).copied().collect(),
            Event::Kept { cards, .. } => cards.clone(),
            Event::Scored { collections, .. } => collections.concat(),
            _ => Vec::new(),
        }
    }
}
