//! How a seat ended a match of Gussy Gorillas, as this game's own phrases for the results screen.

use crate::kernel::{Arg, Phrased};
use std::fmt;

/// How a seat ended the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GorillasEnding {
    /// Won with this many bananas; `points` in the last round.
    Won { bananas: u8, points: i32 },
    /// Did not win: bananas so far, points in the last round.
    Bananas { bananas: u8, points: i32 },
}

impl fmt::Display for GorillasEnding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GorillasEnding::Won { bananas, points } => write!(
                f,
                "won with {bananas} bananas ({points} points in the last round)"
            ),
            GorillasEnding::Bananas { bananas, points } => {
                write!(f, "{bananas} banana(s) ({points} points in the last round)")
            }
        }
    }
}

impl Phrased for GorillasEnding {
    fn key(&self) -> &'static str {
        match self {
            GorillasEnding::Won { .. } => "gorillas-won",
            GorillasEnding::Bananas { .. } => "gorillas-bananas",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let (GorillasEnding::Won { bananas, points } | GorillasEnding::Bananas { bananas, points }) =
            self;
        vec![
            ("bananas", Arg::Int(*bananas as i64)),
            ("points", Arg::Int(*points as i64)),
        ]
    }

    fn samples() -> Vec<GorillasEnding> {
        vec![
            GorillasEnding::Won {
                bananas: 2,
                points: 51,
            },
            GorillasEnding::Bananas {
                bananas: 1,
                points: -3,
            },
        ]
    }
}
