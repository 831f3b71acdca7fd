//! Gussy Gorillas' own refusals and per-seat readings as `Phrased` data (the kernel's `Refusal`
//! and `Reading` carry them as `Game(phrase)`), so the table can word them in German.

use crate::kernel::{Arg, Phrased, Seat};
use std::fmt;

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
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

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Finished => write!(f, "your pile and hand are empty: wait for the others"),
            Why::RoundOver => write!(f, "the round is over: the next one is being dealt"),
            Why::ToYourself => write!(f, "not to yourself: choose another seat"),
            Why::HoldsNothing { seat } => write!(f, "{seat} holds no cards"),
            Why::NotTheirCard { seat } => write!(f, "{seat} does not hold that card"),
            Why::AlreadyOffered { seat } => write!(f, "you already offer your hand to {seat}"),
            Why::NoOffer { seat } => write!(f, "you make no offer to {seat}"),
            Why::TwoCardsAlready => write!(f, "you already hold two cards"),
            Why::PileEmpty => write!(f, "your pile is empty: no second card"),
            Why::ShoutedAlready => {
                write!(
                    f,
                    "you have shouted already: your next card gives you your voice back"
                )
            }
        }
    }
}

impl Phrased for Why {
    fn key(&self) -> &'static str {
        match self {
            Why::Finished => "gorillas-finished",
            Why::RoundOver => "gorillas-round-over",
            Why::ToYourself => "gorillas-to-yourself",
            Why::HoldsNothing { .. } => "gorillas-holds-nothing",
            Why::NotTheirCard { .. } => "gorillas-not-their-card",
            Why::AlreadyOffered { .. } => "gorillas-already-offered",
            Why::NoOffer { .. } => "gorillas-no-offer",
            Why::TwoCardsAlready => "gorillas-two-cards-already",
            Why::PileEmpty => "gorillas-pile-empty",
            Why::ShoutedAlready => "gorillas-shouted-already",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        match self {
            Why::HoldsNothing { seat }
            | Why::NotTheirCard { seat }
            | Why::AlreadyOffered { seat }
            | Why::NoOffer { seat } => vec![("seat", Arg::Seat(*seat))],
            _ => Vec::new(),
        }
    }

    fn samples() -> Vec<Why> {
        let seat = Seat(2);
        vec![
            Why::Finished,
            Why::RoundOver,
            Why::ToYourself,
            Why::HoldsNothing { seat },
            Why::NotTheirCard { seat },
            Why::AlreadyOffered { seat },
            Why::NoOffer { seat },
            Why::TwoCardsAlready,
            Why::PileEmpty,
            Why::ShoutedAlready,
        ]
    }
}

/// How a seat ended the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Read {
    /// Won with this many bananas; `points` in the last round.
    Won { bananas: u8, points: i32 },
    /// Did not win: bananas so far, points in the last round.
    Bananas { bananas: u8, points: i32 },
}

impl fmt::Display for Read {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Read::Won { bananas, points } => write!(
                f,
                "won with {bananas} bananas ({points} points in the last round)"
            ),
            Read::Bananas { bananas, points } => {
                write!(f, "{bananas} banana(s) ({points} points in the last round)")
            }
        }
    }
}

impl Phrased for Read {
    fn key(&self) -> &'static str {
        match self {
            Read::Won { .. } => "gorillas-won",
            Read::Bananas { .. } => "gorillas-bananas",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let (Read::Won { bananas, points } | Read::Bananas { bananas, points }) = self;
        vec![
            ("bananas", Arg::Int(*bananas as i64)),
            ("points", Arg::Int(*points as i64)),
        ]
    }

    fn samples() -> Vec<Read> {
        vec![
            Read::Won {
                bananas: 2,
                points: 51,
            },
            Read::Bananas {
                bananas: 1,
                points: -3,
            },
        ]
    }
}
