//! How a seat ended a game of Schwimmen, as this game's own phrases for the results screen.

use crate::kernel::{Arg, Phrased};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchwimmenEnding {
    /// The last one afloat, with lives left.
    Afloat { lives: u8 },
    /// Won while swimming (no life left but still in).
    WonSwimming,
    /// Went under in a round; `shared`: together with everyone left, a shared win.
    WentUnder { round: u32, shared: bool },
}

impl Phrased for SchwimmenEnding {
    fn key(&self) -> &'static str {
        use SchwimmenEnding::*;
        match self {
            Afloat { .. } => "schwimmen-afloat",
            WonSwimming => "schwimmen-won-swimming",
            WentUnder { shared: false, .. } => "schwimmen-went-under",
            WentUnder { shared: true, .. } => "schwimmen-went-under-shared",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        match *self {
            SchwimmenEnding::Afloat { lives } => vec![("lives", Arg::Int(lives.into()))],
            SchwimmenEnding::WonSwimming => Vec::new(),
            SchwimmenEnding::WentUnder { round, .. } => vec![("round", Arg::Int(round.into()))],
        }
    }

    fn samples() -> Vec<Self> {
        use SchwimmenEnding::*;
        vec![
            Afloat { lives: 3 },
            Afloat { lives: 1 },
            WonSwimming,
            WentUnder {
                round: 4,
                shared: false,
            },
            WentUnder {
                round: 4,
                shared: true,
            },
        ]
    }
}

impl fmt::Display for SchwimmenEnding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SchwimmenEnding::*;
        match *self {
            Afloat { lives } => write!(f, "won with {lives} lives left"),
            WonSwimming => write!(f, "won while swimming"),
            WentUnder {
                round,
                shared: true,
            } => write!(
                f,
                "went under in round {round} together with everyone left: a shared win"
            ),
            WentUnder { round, .. } => write!(f, "went under in round {round}"),
        }
    }
}
