//! Why Nur die Ziege zählt refuses an action, as this game's own phrases (keys `ziege-...`).

use crate::kernel::{Arg, Phrased, Seat};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ZiegeRefusal {
    /// The round is over: the starting player deals the next one.
    StarterDealsNext,
    /// First every player lays a guessing tile at the board.
    PredictFirst,
    /// That card is not in the hand.
    CardNotInHand { card: u8 },
    /// In a trick, a card from the own hand is played.
    PlayFromHand,
    /// A tile's edges are worth 2, 3, 4 or 5 points.
    TilePoints { points: u8 },
    /// The 5-point edge only fits on "0" or "61+".
    FivePointRows,
    /// The row "0" is only for the 5-point edge.
    ZeroRowOnlyForFive { points: u8 },
    /// The edge would run past "56–60" (from the row `from`, covering `rows` rows).
    TileRunsPast { points: u8, rows: u8, from: String },
    /// Another tile lies on the same side at `row`.
    TilesOverlap {
        owner: Seat,
        left: bool,
        row: String,
    },
    /// The edge row `row` takes only one tile, and `owner`'s is there.
    EdgeRowTaken { owner: Seat, row: String },
}

impl Phrased for ZiegeRefusal {
    fn key(&self) -> &'static str {
        use ZiegeRefusal::*;
        match self {
            StarterDealsNext => "ziege-starter-deals-next",
            PredictFirst => "ziege-predict-first",
            CardNotInHand { .. } => "ziege-card-not-in-hand",
            PlayFromHand => "ziege-play-from-hand",
            TilePoints { .. } => "ziege-tile-points",
            FivePointRows => "ziege-five-point-rows",
            ZeroRowOnlyForFive { .. } => "ziege-zero-row-only-for-five",
            TileRunsPast { .. } => "ziege-tile-runs-past",
            TilesOverlap { .. } => "ziege-tiles-overlap",
            EdgeRowTaken { .. } => "ziege-edge-row-taken",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        use ZiegeRefusal::*;
        let int = |n: u8| Arg::Int(n.into());
        match self {
            CardNotInHand { card } => vec![("card", int(*card))],
            TilePoints { points } | ZeroRowOnlyForFive { points } => vec![("points", int(*points))],
            TileRunsPast { points, rows, from } => vec![
                ("points", int(*points)),
                ("rows", int(*rows)),
                ("from", Arg::Text(from.clone())),
            ],
            TilesOverlap { owner, left, row } => vec![
                ("owner", Arg::Seat(*owner)),
                (
                    "side",
                    Arg::Text(if *left { "left" } else { "right" }.into()),
                ),
                ("row", Arg::Text(row.clone())),
            ],
            EdgeRowTaken { owner, row } => {
                vec![
                    ("owner", Arg::Seat(*owner)),
                    ("row", Arg::Text(row.clone())),
                ]
            }
            StarterDealsNext | PredictFirst | PlayFromHand | FivePointRows => Vec::new(),
        }
    }

    fn samples() -> Vec<Self> {
        use ZiegeRefusal::*;
        vec![
            StarterDealsNext,
            PredictFirst,
            CardNotInHand { card: 40 },
            PlayFromHand,
            TilePoints { points: 6 },
            FivePointRows,
            ZeroRowOnlyForFive { points: 3 },
            TileRunsPast {
                points: 4,
                rows: 2,
                from: "56–60".into(),
            },
            TilesOverlap {
                owner: Seat(0),
                left: true,
                row: "26–30".into(),
            },
            TilesOverlap {
                owner: Seat(1),
                left: false,
                row: "6–10".into(),
            },
            EdgeRowTaken {
                owner: Seat(2),
                row: "61+".into(),
            },
        ]
    }
}

impl fmt::Display for ZiegeRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ZiegeRefusal::*;
        match self {
            StarterDealsNext => write!(
                f,
                "the round is over: the starting player deals the next one"
            ),
            PredictFirst => write!(
                f,
                "first every player predicts: lay your guessing tile at the board"
            ),
            CardNotInHand { card } => write!(f, "the card {card} is not in your hand"),
            PlayFromHand => write!(f, "play a card from your hand"),
            TilePoints { points } => write!(
                f,
                "a guessing tile's edges are worth 2, 3, 4 or 5 points, not {points}"
            ),
            FivePointRows => write!(
                f,
                "the 5-point edge only fits on the row \"0\" or the row \"61+\""
            ),
            ZeroRowOnlyForFive { points } => write!(
                f,
                "the row \"0\" is only for the 5-point edge: the {points}-point edge starts at \"1–5\" or higher"
            ),
            TileRunsPast { points, rows, from } => write!(
                f,
                "the {points}-point edge covers {rows} rows: from row \"{from}\" it would run past \"56–60\" (the row \"61+\" is only for the 5-point edge)"
            ),
            TilesOverlap { owner, left, row } => write!(
                f,
                "tiles may not overlap: {owner}'s tile already lies on the {} side at row \"{row}\"",
                if *left { "left" } else { "right" }
            ),
            EdgeRowTaken { owner, row } => write!(
                f,
                "the row \"{row}\" takes only one tile, and {owner}'s tile is there"
            ),
        }
    }
}
