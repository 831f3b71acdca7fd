//! How a seat ended a game of Jammerlappen, as this game's own phrases for the results screen.

use crate::kernel::{Arg, Phrased};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JammerlappenEnding {
    /// Got rid of all cards, the `place`-th to get out.
    OutAs { place: u8 },
    /// Left with cards at the end: the Jammerlappen.
    LeftWith { cards: u32 },
}

impl Phrased for JammerlappenEnding {
    fn key(&self) -> &'static str {
        match self {
            JammerlappenEnding::OutAs { .. } => "jammerlappen-out-as",
            JammerlappenEnding::LeftWith { .. } => "jammerlappen-left-with",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        match *self {
            JammerlappenEnding::OutAs { place } => vec![("place", Arg::Int(place.into()))],
            JammerlappenEnding::LeftWith { cards } => vec![("cards", Arg::Int(cards.into()))],
        }
    }

    fn samples() -> Vec<Self> {
        vec![
            JammerlappenEnding::OutAs { place: 1 },
            JammerlappenEnding::LeftWith { cards: 5 },
            JammerlappenEnding::LeftWith { cards: 1 },
        ]
    }
}

impl fmt::Display for JammerlappenEnding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            JammerlappenEnding::OutAs { place } => {
                write!(f, "got rid of all cards, {place}. out")
            }
            JammerlappenEnding::LeftWith { cards } => {
                write!(f, "left with {cards} cards: the Jammerlappen")
            }
        }
    }
}
