//! How a seat ended a game of Nur die Ziege zählt, as this game's own phrase for the results.

use crate::kernel::{Arg, Phrased};
use std::fmt;

/// Points per round and in all; the goat ended inside the tile in `inside` of `rounds`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZiegeEnding {
    pub per_round: Vec<u32>,
    pub total: u32,
    pub inside: u32,
    pub rounds: u32,
}

impl ZiegeEnding {
    /// The rounds' points as a sum: "12 + 7".
    fn sum(&self) -> String {
        let points: Vec<String> = self.per_round.iter().map(|p| p.to_string()).collect();
        points.join(" + ")
    }
}

impl Phrased for ZiegeEnding {
    fn key(&self) -> &'static str {
        "ziege-points"
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        vec![
            ("sum", Arg::Text(self.sum())),
            ("total", Arg::Int(self.total.into())),
            ("inside", Arg::Int(self.inside.into())),
            ("rounds", Arg::Int(self.rounds.into())),
        ]
    }

    fn samples() -> Vec<Self> {
        vec![ZiegeEnding {
            per_round: vec![12, 7],
            total: 19,
            inside: 2,
            rounds: 2,
        }]
    }
}

impl fmt::Display for ZiegeEnding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} = {} points; the goat ended inside the tile in {} of {} rounds",
            self.sum(),
            self.total,
            self.inside,
            self.rounds
        )
    }
}
