//! GorillasRefusal Gussy Gorillas refuses an action, as this game's own phrases (keys `gorillas-...`); a lost
//! race is `RuleError::TooLate` instead.

use crate::kernel::{Arg, Phrased, Seat};
use std::fmt;

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GorillasRefusal {
    /// The seat's pile and hand are empty: it waits for the others.
    Finished,
    /// The round is scored; the next one is being dealt.
    RoundOver,
    /// An offer or a shout at oneself.
    ToYourself,
    /// That seat holds no cards.
    HoldsNothing {
        seat: Seat,
    },
    /// That seat does not hold the card the offer reaches for.
    NotTheirCard {
        seat: Seat,
    },
    AlreadyOffered {
        seat: Seat,
    },
    NoOffer {
        seat: Seat,
    },
    TwoCardsAlready,
    PileEmpty,
    /// One shout per card: the next card in hand gives the voice back.
    ShoutedAlready,
}

impl fmt::Display for GorillasRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GorillasRefusal::Finished => {
                write!(f, "your pile and hand are empty: wait for the others")
            }
            GorillasRefusal::RoundOver => {
                write!(f, "the round is over: the next one is being dealt")
            }
            GorillasRefusal::ToYourself => write!(f, "not to yourself: choose another seat"),
            GorillasRefusal::HoldsNothing { seat } => write!(f, "{seat} holds no cards"),
            GorillasRefusal::NotTheirCard { seat } => write!(f, "{seat} does not hold that card"),
            GorillasRefusal::AlreadyOffered { seat } => {
                write!(f, "you already offer your hand to {seat}")
            }
            GorillasRefusal::NoOffer { seat } => write!(f, "you make no offer to {seat}"),
            GorillasRefusal::TwoCardsAlready => write!(f, "you already hold two cards"),
            GorillasRefusal::PileEmpty => write!(f, "your pile is empty: no second card"),
            GorillasRefusal::ShoutedAlready => {
                write!(
                    f,
                    "you have shouted already: your next card gives you your voice back"
                )
            }
        }
    }
}

impl Phrased for GorillasRefusal {
    fn key(&self) -> &'static str {
        match self {
            GorillasRefusal::Finished => "gorillas-finished",
            GorillasRefusal::RoundOver => "gorillas-round-over",
            GorillasRefusal::ToYourself => "gorillas-to-yourself",
            GorillasRefusal::HoldsNothing { .. } => "gorillas-holds-nothing",
            GorillasRefusal::NotTheirCard { .. } => "gorillas-not-their-card",
            GorillasRefusal::AlreadyOffered { .. } => "gorillas-already-offered",
            GorillasRefusal::NoOffer { .. } => "gorillas-no-offer",
            GorillasRefusal::TwoCardsAlready => "gorillas-two-cards-already",
            GorillasRefusal::PileEmpty => "gorillas-pile-empty",
            GorillasRefusal::ShoutedAlready => "gorillas-shouted-already",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        match self {
            GorillasRefusal::HoldsNothing { seat }
            | GorillasRefusal::NotTheirCard { seat }
            | GorillasRefusal::AlreadyOffered { seat }
            | GorillasRefusal::NoOffer { seat } => vec![("seat", Arg::Seat(*seat))],
            _ => Vec::new(),
        }
    }

    fn samples() -> Vec<GorillasRefusal> {
        let seat = Seat(2);
        vec![
            GorillasRefusal::Finished,
            GorillasRefusal::RoundOver,
            GorillasRefusal::ToYourself,
            GorillasRefusal::HoldsNothing { seat },
            GorillasRefusal::NotTheirCard { seat },
            GorillasRefusal::AlreadyOffered { seat },
            GorillasRefusal::NoOffer { seat },
            GorillasRefusal::TwoCardsAlready,
            GorillasRefusal::PileEmpty,
            GorillasRefusal::ShoutedAlready,
        ]
    }
}
