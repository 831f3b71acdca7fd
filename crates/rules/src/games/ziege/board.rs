//! The number board and the guessing tiles.
//!
//! Rows, bottom to top: row 0 is "0", rows 1..=12 are 1–5, 6–10, …, 56–60, row 13 is "61+".
//! A tile lies against one side of the board (left or right) with one of its four edges:
//! the 2-point edge covers 4 rows, the 3-point edge 3 rows, the 4-point edge 2 rows and the
//! 5-point edge only the row "0" or the row "61+". Every row takes one tile on each side, but the
//! rows "0" and "61+" take only one tile in all. Tiles on the same side never overlap.
//!
//! The rows "0" and "61+" belong to the 5-point edge alone (rulebook: "With the longest side of the
//! Guessing Tile, the player can guess either collecting no goat heads (with this side on "0") or
//! collecting more than 60 goat heads by putting the Guessing Tile with this side to the top edge of
//! the Number Board"): the 2-, 3- and 4-point edges cover only the twelve rows 1–5 … 56–60
//! ([`RANGE_ROWS`]). So a tile on "0" scores only a goat that never moved, and a 4-point tile on
//! 56–60 does not also take "61+".
//!
//! **choice** the rulebook lays the 5-point edge on "0" or above "61+", not at a side; the side of
//! a 5-point tile changes nothing but where the table draws it, and the row takes one tile in all.

use super::refusals::ZiegeRefusal;
use crate::kernel::Seat;
use serde::{Deserialize, Serialize};

/// Rows on the board: "0", twelve rows of five, "61+".
pub const BOARD_ROWS: u8 = 14;
/// The top row, "61+".
pub const TOP_ROW: u8 = BOARD_ROWS - 1;
/// Rows that hold only one tile in all ("0" and "61+"), and only the 5-point edge.
const EDGE_ROWS: u16 = 1 | 1 << TOP_ROW;
/// The rows the 2-, 3- and 4-point edges may cover: 1–5 (row 1) up to 56–60 (row 12).
pub const RANGE_ROWS: std::ops::RangeInclusive<u8> = 1..=TOP_ROW - 1;

/// Which side of the board a tile lies against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Left,
    Right,
}

/// A tile on the board: its side, the edge's points (2..=5) and the lowest row it covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub side: Side,
    pub points: u8,
    pub first_row: u8,
}

/// Rows covered by the edge worth `points`, if there is such an edge.
pub fn rows_for_points(points: u8) -> Option<u8> {
    match points {
        2 => Some(4),
        3 => Some(3),
        4 => Some(2),
        5 => Some(1),
        _ => None,
    }
}

/// The row a goat at `position` stands on.
pub fn row_of(position: u32) -> u8 {
    match position {
        0 => 0,
        1..=60 => ((position - 1) / 5 + 1) as u8,
        _ => TOP_ROW,
    }
}

/// The positions a row stands for, inclusive ("61+" reaches to `u32::MAX`).
pub fn row_range(row: u8) -> (u32, u32) {
    match row {
        0 => (0, 0),
        TOP_ROW.. => (61, u32::MAX),
        r => (5 * r as u32 - 4, 5 * r as u32),
    }
}

/// The name printed on a row: "0", "1–5", …, "56–60", "61+".
pub fn row_label(row: u8) -> String {
    match row {
        0 => "0".into(),
        TOP_ROW.. => "61+".into(),
        r => {
            let (lo, hi) = row_range(r);
            format!("{lo}–{hi}")
        }
    }
}

impl Placement {
    /// Rows covered (the points were checked when the tile was placed; 1 row otherwise).
    pub fn row_count(self) -> u8 {
        rows_for_points(self.points).unwrap_or(1)
    }

    pub fn last_row(self) -> u8 {
        self.first_row + self.row_count() - 1
    }

    /// The covered rows as a mask (bit r = row r).
    pub fn row_mask(self) -> u16 {
        (((1u32 << self.row_count()) - 1) << self.first_row) as u16
    }

    /// The goat positions inside the tile, inclusive.
    pub fn range(self) -> (u32, u32) {
        (row_range(self.first_row).0, row_range(self.last_row()).1)
    }

    /// Whether a goat at `position` lies within the tile.
    pub fn covers(self, position: u32) -> bool {
        let row = row_of(position);
        (self.first_row..=self.last_row()).contains(&row)
    }

    /// "left, rows 6–10 to 21–25, 2 points".
    pub fn describe(self) -> String {
        let side = match self.side {
            Side::Left => "left",
            Side::Right => "right",
        };
        if self.row_count() == 1 {
            format!(
                "{side}, row {}, {} points",
                row_label(self.first_row),
                self.points
            )
        } else {
            format!(
                "{side}, rows {} to {}, {} points",
                row_label(self.first_row),
                row_label(self.last_row()),
                self.points
            )
        }
    }
}

/// Rows taken on each side by the tiles placed so far (index 0 = left, 1 = right).
fn occupancy(placed: &[Option<Placement>]) -> [u16; 2] {
    let mut occupied = [0u16; 2];
    for tile in placed.iter().flatten() {
        occupied[tile.side as usize] |= tile.row_mask();
    }
    occupied
}

/// Whether a tile fits on the board given the tiles already placed (index = owner seat); the error
/// says why not, in words a player can read.
pub fn check_placement(tile: Placement, placed: &[Option<Placement>]) -> Result<(), ZiegeRefusal> {
    let Some(len) = rows_for_points(tile.points) else {
        return Err(ZiegeRefusal::TilePoints {
            points: tile.points,
        });
    };
    if tile.points == 5 && tile.first_row != 0 && tile.first_row != TOP_ROW {
        return Err(ZiegeRefusal::FivePointRows);
    }
    if tile.points != 5 && tile.first_row < *RANGE_ROWS.start() {
        return Err(ZiegeRefusal::ZeroRowOnlyForFive {
            points: tile.points,
        });
    }
    if tile.points != 5 && tile.first_row as u32 + len as u32 > *RANGE_ROWS.end() as u32 + 1 {
        return Err(ZiegeRefusal::TileRunsPast {
            points: tile.points,
            rows: len,
            from: row_label(tile.first_row.min(TOP_ROW)),
        });
    }
    let mask = tile.row_mask();
    for (seat, other) in placed.iter().enumerate() {
        let Some(other) = other else { continue };
        let shared = mask & other.row_mask();
        if shared == 0 {
            continue;
        }
        let row = shared.trailing_zeros() as u8;
        if other.side == tile.side {
            return Err(ZiegeRefusal::TilesOverlap {
                owner: Seat(seat as u8),
                left: tile.side == Side::Left,
                row: row_label(row),
            });
        }
        if shared & EDGE_ROWS != 0 {
            let row = (shared & EDGE_ROWS).trailing_zeros() as u8;
            return Err(ZiegeRefusal::EdgeRowTaken {
                owner: Seat(seat as u8),
                row: row_label(row),
            });
        }
    }
    Ok(())
}

/// Every candidate placement, in a fixed order (side, points, row): per side the 2-point edge starts
/// on rows 1..=9 (9), the 3-point edge on 1..=10 (10), the 4-point edge on 1..=11 (11) and the
/// 5-point edge on "0" or "61+" (2): 2 × (9 + 10 + 11 + 2) = 64.
fn candidates() -> impl Iterator<Item = Placement> + Clone {
    [Side::Left, Side::Right].into_iter().flat_map(|side| {
        (2u8..=5).flat_map(move |points| {
            let len = rows_for_points(points).unwrap();
            let rows = if points == 5 {
                0..=TOP_ROW
            } else {
                *RANGE_ROWS.start()..=*RANGE_ROWS.end() + 1 - len
            };
            rows.filter(move |&row| points != 5 || row == 0 || row == TOP_ROW)
                .map(move |first_row| Placement {
                    side,
                    points,
                    first_row,
                })
        })
    })
}

/// The placements that fit now, given the tiles already placed (no allocation).
pub fn legal_placements(placed: &[Option<Placement>]) -> impl Iterator<Item = Placement> + Clone {
    let occupied = occupancy(placed);
    candidates().filter(move |tile| {
        let mask = tile.row_mask();
        let other = occupied[1 - tile.side as usize];
        mask & occupied[tile.side as usize] == 0 && mask & other & EDGE_ROWS == 0
    })
}
