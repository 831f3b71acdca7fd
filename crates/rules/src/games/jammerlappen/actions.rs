//! What a seat may do in Jammerlappen, and what the table hears about it.

use crate::kernel::{CardId, Millis, Seat};
use serde::{Deserialize, Serialize};

/// A seat's move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Before play, once: swap one hand card with one of the own face-up cards.
    Exchange { hand: CardId, face_up: CardId },
    /// Before play: keep the cards as dealt.
    Keep,
    /// Lay one card, or several identical number cards, all from the hand or all from the face-up
    /// cards (never mixed).
    Play { cards: Vec<CardId> },
    /// Lay a released face-down card blind (slot 0..3). If it does not fit, it goes onto the hand
    /// together with the pot.
    PlayBlind { slot: u8 },
    /// Take the pot onto the hand (when nothing fits, or voluntarily).
    TakePot,
    /// No hand cards and no face-up card fits: lay one face-up card anyway and take it onto the
    /// hand together with the pot.
    TakeWith { card: CardId },
    /// Zwischenschmeißen: out of turn, complete the quartet of the number card `onto` just laid.
    ThrowIn { onto: CardId, cards: Vec<CardId> },
}

impl Action {
    /// For an action naming a card outside the deck (a hostile client's: no screen offers one),
    /// the refusal its kind gives a card the seat does not have; checked before anything looks a
    /// card up by its id.
    pub(super) fn outside_deck(&self) -> Option<super::refusals::JammerlappenRefusal> {
        use super::refusals::JammerlappenRefusal as Why;
        let outside =
            |cards: &[CardId]| cards.iter().any(|c| c.0 as usize >= super::deck::DECK_SIZE);
        match self {
            Action::Exchange { hand, face_up } => {
                outside(&[*hand, *face_up]).then_some(Why::NotYourHandCard)
            }
            Action::Play { cards } => outside(cards).then_some(Why::OnlyOwnHandCards),
            Action::TakeWith { card } => outside(&[*card]).then_some(Why::NotYourFaceUpCard),
            Action::ThrowIn { onto, cards } => {
                (outside(cards) || outside(&[*onto])).then_some(Why::OnlyTheQuartet)
            }
            Action::Keep | Action::PlayBlind { .. } | Action::TakePot => None,
        }
    }
}

/// Where laid cards came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    Hand,
    FaceUp,
    /// A face-down card, played blind from this slot.
    FaceDown(u8),
}

/// Why the pot left the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Removal {
    /// Four identical cards (three with two players) in a row.
    Quartet,
    /// Weg damit! was played.
    WegDamit,
    /// Four action cards in a row.
    FourActions,
}

/// What happened, for the log, the animations and the HUD.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// Three face-down, three face-up and three hand cards each; `starter` begins.
    Dealt {
        starter: Seat,
    },
    Exchanged {
        seat: Seat,
        hand: CardId,
        face_up: CardId,
    },
    Kept {
        seat: Seat,
    },
    /// Everybody has exchanged or kept: play begins.
    PlayBegins {
        starter: Seat,
    },
    Laid {
        seat: Seat,
        cards: Vec<CardId>,
        from: Zone,
    },
    /// A face-down card turned up; `fits` tells whether it could be laid.
    Revealed {
        seat: Seat,
        slot: u8,
        card: CardId,
        fits: bool,
    },
    /// Cards drawn from the draw pile to hold three again.
    Drew {
        seat: Seat,
        cards: Vec<CardId>,
    },
    /// The pot went onto `seat`'s hand (`with`: a face-up or blind card that went along).
    PotTaken {
        seat: Seat,
        cards: Vec<CardId>,
        with: Option<CardId>,
    },
    /// The pot left the game.
    PotRemoved {
        seat: Seat,
        reason: Removal,
        cards: Vec<CardId>,
    },
    /// After a 5: from now on equal or lower.
    Downward,
    DirectionChanged {
        clockwise: bool,
    },
    Skipped {
        seat: Seat,
    },
    /// `seat` begins with a card of its choice.
    FreeLead {
        seat: Seat,
    },
    /// Others may throw in on `card` until `until`.
    WindowOpened {
        card: CardId,
        until: Millis,
    },
    WindowClosed {
        card: CardId,
    },
    /// Zwischenschmeißen: `seat` completed the quartet before `beat` laid.
    ThrownIn {
        seat: Seat,
        cards: Vec<CardId>,
        from: Zone,
        beat: Seat,
    },
    /// `seat` got rid of all cards and leaves the round (`place` 1 = first out).
    Finished {
        seat: Seat,
        place: u8,
    },
    /// The last one left with cards.
    Jammerlappen {
        seat: Seat,
    },
}

impl Event {
    /// Every card the event names, in order (`Drew`'s cards are hidden from all but the drawer:
    /// see `Seen`).
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Event::Exchanged { hand, face_up, .. } => vec![*hand, *face_up],
            Event::Laid { cards, .. }
            | Event::Drew { cards, .. }
            | Event::PotRemoved { cards, .. }
            | Event::ThrownIn { cards, .. } => cards.clone(),
            Event::PotTaken { cards, with, .. } => cards.iter().chain(with).copied().collect(),
            Event::Revealed { card, .. }
            | Event::WindowOpened { card, .. }
            | Event::WindowClosed { card } => vec![*card],
            _ => Vec::new(),
        }
    }
}
