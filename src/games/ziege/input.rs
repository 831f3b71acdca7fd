//! Picks and verbs for the human seats. Tricks: pick a hand card to play it. Prediction: choose the
//! tile's edge (2–5 points), pick a place beside the board to see the tile there, pick it again
//! (or confirm) to lay it; only places the rules allow are offered. Mouse, keys, gamepad cursor
//! and buttons and the HUD all end in the same few functions, so they can't disagree.

use super::ZiegeMatch;
use super::board::BoardSlot;
use crate::core::{PressKind, Spot, TableButton};
use crate::games::driver::Pressed;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::{
    Action, BOARD_ROWS, Phase, Placement, Side, card_of_id, legal_placements,
};
use stammtisch_rules::{CardId, Seat};

/// A verb the HUD's buttons ask for (they press the same keys).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZiegeVerb {
    /// Deal the next round.
    Deal,
    /// Hold this edge of the tile against the board (2, 3, 4 or 5 points).
    Points(u8),
    /// Lay the tile where it is shown.
    Lay,
}

/// The legal tile with `points` on `side` that covers `row`, the one most centred on it.
pub fn tile_at(table: &ZiegeMatch, side: Side, row: u8, points: u8) -> Option<Placement> {
    legal_placements(table.game.tiles())
        .filter(|p| {
            p.side == side && p.points == points && (p.first_row..=p.last_row()).contains(&row)
        })
        .min_by_key(|p| (2 * row as i32 - p.first_row as i32 - p.last_row() as i32).abs())
}

/// A pick beside the board: the first shows the tile there, a second on the same tile lays it.
/// Where the chosen edge does not fit, the biggest edge that does is shown.
pub fn pick_place(
    table: &mut ZiegeMatch,
    side: Side,
    row: u8,
) -> Result<Option<Action>, &'static str> {
    let points = table.local.choice.points;
    let tile = tile_at(table, side, row, points)
        .or_else(|| (2..=5).rev().find_map(|p| tile_at(table, side, row, p)));
    let Some(tile) = tile else {
        return Err(crate::key!("ziege-note-no-room"));
    };
    // A second pick lays the tile only where the screen showed it.
    if table.local.choice.drawn == Some(tile) {
        return Ok(Some(Action::PlaceTile(tile)));
    }
    table.local.choice.points = tile.points;
    table.local.choice.preview = Some(tile);
    Ok(None)
}

/// Another edge of the tile: the preview stays where it was if that edge fits there.
pub fn choose_points(table: &mut ZiegeMatch, points: u8) {
    table.local.choice.points = points;
    table.local.choice.preview = match table.local.choice.preview {
        Some(p) => {
            let row = (p.first_row + p.last_row()) / 2;
            tile_at(table, p.side, row, points)
                .or_else(|| tile_at(table, other(p.side), row, points))
                .or_else(|| first_fit(table, points))
        }
        None => first_fit(table, points),
    };
}

fn other(side: Side) -> Side {
    match side {
        Side::Left => Side::Right,
        Side::Right => Side::Left,
    }
}

/// The first place the edge fits, from the middle of the board.
fn first_fit(table: &ZiegeMatch, points: u8) -> Option<Placement> {
    legal_placements(table.game.tiles())
        .filter(|p| p.points == points)
        .min_by_key(|p| (p.first_row as i32 * 2 + p.row_count() as i32 - BOARD_ROWS as i32).abs())
}

/// Keys and gamepad: move the shown tile a row up or down, or to the other side.
pub fn nudge(table: &mut ZiegeMatch, rows: i32, switch_side: bool) -> bool {
    let points = table.local.choice.points;
    let Some(current) = table
        .local
        .choice
        .preview
        .or_else(|| first_fit(table, points))
    else {
        return false;
    };
    let side = if switch_side {
        other(current.side)
    } else {
        current.side
    };
    let mut row = current.first_row as i32;
    let moved = loop {
        row += rows;
        if !(0..BOARD_ROWS as i32).contains(&row) {
            break None;
        }
        let wanted = Placement {
            side,
            points,
            first_row: row as u8,
        };
        if legal_placements(table.game.tiles()).any(|p| p == wanted) {
            break Some(wanted);
        }
        if rows == 0 {
            break tile_at(table, side, current.first_row, points);
        }
    };
    table.local.choice.preview = moved.or(table.local.choice.preview).or(Some(current));
    moved.is_some()
}

/// Why the tile did not move to the other side.
const NO_ROOM_THERE: &str = crate::key!("ziege-note-no-room-other-side");

/// Lays the tile where the screen showed it (`TileChoice::drawn`): a key that moved it in the
/// same frame moved a preview nobody saw yet. A preview that only appears this frame is not laid
/// (a second press lays it).
fn lay(table: &ZiegeMatch) -> Result<Option<Action>, &'static str> {
    let choice = table.local.choice;
    match (choice.drawn, choice.preview) {
        (Some(tile), _) => Ok(Some(Action::PlaceTile(tile))),
        (None, Some(_)) => Ok(None),
        (None, None) => Err(crate::key!("ziege-note-choose-place")),
    }
}

/// The card a seat picked, as a move.
fn play(table: &ZiegeMatch, seat: Seat, card: CardId) -> Result<Action, &'static str> {
    if !matches!(table.game.phase(), Phase::Trick { .. }) {
        return Err(crate::key!("ziege-note-no-card-now"));
    }
    let number = card_of_id(card);
    if !table.game.hand(seat).contains(&number) {
        return Err(crate::key!("ziege-note-own-cards"));
    }
    Ok(Action::PlayCard(number))
}

/// Applies a verb for `seat`: the move it makes, if any.
fn verb(table: &mut ZiegeMatch, verb: ZiegeVerb) -> Result<Option<Action>, &'static str> {
    match (verb, table.game.phase()) {
        (ZiegeVerb::Deal, Phase::Deal) => Ok(Some(Action::Deal)),
        (ZiegeVerb::Points(p), Phase::Predict { .. }) => {
            choose_points(table, p);
            Ok(None)
        }
        (ZiegeVerb::Lay, Phase::Predict { .. }) => lay(table),
        _ => Ok(None),
    }
}

/// The key a HUD button presses for a verb.
pub fn key_of(verb: ZiegeVerb) -> KeyCode {
    match verb {
        ZiegeVerb::Deal | ZiegeVerb::Lay => KeyCode::Space,
        ZiegeVerb::Points(2) => KeyCode::Digit2,
        ZiegeVerb::Points(3) => KeyCode::Digit3,
        ZiegeVerb::Points(4) => KeyCode::Digit4,
        _ => KeyCode::Digit5,
    }
}

/// A pick on the table: a place beside the board (while the tiles are laid) or a card.
fn pick(
    table: &mut ZiegeMatch,
    seat: Seat,
    card: Option<CardId>,
    spot: Option<Spot>,
) -> Result<Option<Action>, &'static str> {
    match (spot.and_then(BoardSlot::of_spot), card) {
        (Some(slot), _) => match table.game.phase() {
            Phase::Predict { .. } => pick_place(table, slot.side, slot.row),
            _ => Err(crate::key!("ziege-note-tiles-laid")),
        },
        (None, Some(card)) => play(table, seat, card).map(Some),
        (None, None) => Ok(None),
    }
}

/// Gamepad verb buttons: West deals or lays the shown tile, North turns the tile to its next
/// edge, the right trigger moves it to the other side of the board.
fn button(table: &mut ZiegeMatch, button: TableButton) -> Result<Option<Action>, &'static str> {
    match button {
        TableButton::Act1 => match table.game.phase() {
            Phase::Deal => Ok(Some(Action::Deal)),
            Phase::Predict { .. } => lay(table),
            _ => Ok(None),
        },
        TableButton::Act2 => {
            let next = if table.local.choice.points >= 5 {
                2
            } else {
                table.local.choice.points + 1
            };
            verb(table, ZiegeVerb::Points(next))
        }
        TableButton::Act3 => {
            if matches!(table.game.phase(), Phase::Predict { .. }) && !nudge(table, 0, true) {
                return Err(NO_ROOM_THERE);
            }
            Ok(None)
        }
        TableButton::Point => Ok(None),
    }
}

/// Keys: tricks: 1–8 play the first to eighth card of the hand. Prediction: 2–5 choose the edge,
/// W/S move the tile a row, A/D to a side, Space lays it (the arrows and Enter steer the
/// keyboard's cursor ring over the tile places like a gamepad's). Between rounds Space deals.
fn key(table: &mut ZiegeMatch, seat: Seat, key: KeyCode) -> Result<Option<Action>, &'static str> {
    let digits = &crate::input::DIGIT_KEYS[..8];
    let digit = digits.iter().position(|k| *k == key);
    let confirm = key == KeyCode::Space;
    match table.game.phase() {
        Phase::Deal if confirm => Ok(Some(Action::Deal)),
        Phase::Predict { .. } => {
            if let Some(d) = digit.filter(|d| (1..=4).contains(d)) {
                verb(table, ZiegeVerb::Points(d as u8 + 1))
            } else if confirm {
                lay(table)
            } else {
                let up = (key == KeyCode::KeyW) as i32;
                let down = (key == KeyCode::KeyS) as i32;
                let side = key == KeyCode::KeyA || key == KeyCode::KeyD;
                // W and S move the tile a row (silently staying at the edge); A and D turn
                // it to the other side, which says so when there is no room there.
                if up + down > 0 || side {
                    let moved = nudge(table, up - down, side);
                    if side && !moved {
                        return Err(NO_ROOM_THERE);
                    }
                }
                Ok(None)
            }
        }
        Phase::Trick { .. } => match digit {
            Some(k) => match table.game.hand(seat).get(k) {
                Some(&number) => Ok(Some(Action::PlayCard(number))),
                None => Err(crate::key!("ziege-note-no-such-card")),
            },
            None => Ok(None),
        },
        _ => Ok(None),
    }
}

/// A person's press for `seat`. Moves wait while the table plays out the last one (the trick
/// is counted, the goat walks).
pub fn press(table: &mut ZiegeMatch, seat: Seat, what: &PressKind) -> Pressed<Action> {
    let before = table.local.choice;
    let result = match *what {
        PressKind::Pick { card, spot, .. } => pick(table, seat, card, spot),
        PressKind::Button(b) => button(table, b),
        PressKind::Key(k) => key(table, seat, k),
    };
    if table.local.choice != before {
        table.local.chooser = Some(seat);
    }
    match result {
        Ok(Some(_)) if table.busy() => Err(crate::key!("ziege-goat-running")),
        other => other,
    }
}
