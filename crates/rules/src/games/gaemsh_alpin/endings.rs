//! How a seat ended a game of Gämsh Alpin, as this game's own phrases for the results screen.

use crate::kernel::{Arg, Phrased};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GaemshEnding {
    /// The team reached the most points (`shared`: tied with another team).
    Won {
        team: i64,
        points: i64,
        shared: bool,
    },
    /// Another team had more.
    Lost { team: i64, points: i64, best: i64 },
}

impl Phrased for GaemshEnding {
    fn key(&self) -> &'static str {
        match self {
            GaemshEnding::Won { shared: false, .. } => "gaemsh-won",
            GaemshEnding::Won { shared: true, .. } => "gaemsh-won-tied",
            GaemshEnding::Lost { .. } => "gaemsh-lost",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        match *self {
            GaemshEnding::Won { team, points, .. } => {
                vec![("team", Arg::Int(team + 1)), ("points", Arg::Int(points))]
            }
            GaemshEnding::Lost { team, points, best } => vec![
                ("team", Arg::Int(team + 1)),
                ("points", Arg::Int(points)),
                ("best", Arg::Int(best)),
            ],
        }
    }

    fn samples() -> Vec<Self> {
        vec![
            GaemshEnding::Won {
                team: 0,
                points: 9,
                shared: false,
            },
            GaemshEnding::Won {
                team: 1,
                points: 10,
                shared: true,
            },
            GaemshEnding::Lost {
                team: 2,
                points: 4,
                best: 9,
            },
        ]
    }
}

impl fmt::Display for GaemshEnding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GaemshEnding::Won {
                team,
                points,
                shared: false,
            } => write!(f, "team {} won with {points} points", team + 1),
            GaemshEnding::Won { team, points, .. } => {
                write!(f, "team {} won with {points} points, tied", team + 1)
            }
            GaemshEnding::Lost { team, points, best } => write!(
                f,
                "team {} lost with {points} points (the winners had {best})",
                team + 1
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_has_a_gaemsh_key() {
        for r in GaemshEnding::samples() {
            let p = r.phrase();
            assert!(
                p.key.starts_with("gaemsh-") && !p.english.is_empty(),
                "{p:?}"
            );
        }
    }
}
