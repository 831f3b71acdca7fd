//! Picks and verbs for the human seats. Tricks: pick a hand card to play it. Prediction: choose the
//! tile's edge (2–5 points), pick a place beside the board to see the tile there, pick it again
//! (or confirm) to lay it; only places the rules allow are offered. Mouse, keys, gamepad cursor
//! and buttons and the HUD all end in the same few functions, so they can't disagree.

use super::board::BoardSlot;
use super::{ZiegeIntent, ZiegeMatch};
use crate::games::Toast;
use crate::input::{DeskSeats, SeatPressed, TableButton, acting_seat};
use crate::table::TableSet;
use crate::table::hit::Clicked;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::{
    Action, BOARD_ROWS, Phase, Placement, Side, card_of_id, legal_placements,
};
use stammtisch_rules::{CardId, Seat};

/// A verb the HUD's buttons ask for (the same as the keys).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZiegeVerb {
    /// Deal the next round.
    Deal,
    /// Hold this edge of the tile against the board (2, 3, 4 or 5 points).
    Points(u8),
    /// Lay the tile where it is shown.
    Lay,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ZiegeVerb>();
    app.add_systems(
        Update,
        (clicks, keys, buttons, verbs)
            .in_set(TableSet::Collect)
            .run_if(resource_exists::<ZiegeMatch>.and_then(resource_exists::<TableSeats>)),
    );
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
pub fn pick_place(table: &mut ZiegeMatch, side: Side, row: u8) -> Result<Option<Action>, String> {
    let points = table.choice.points;
    let tile = tile_at(table, side, row, points)
        .or_else(|| (2..=5).rev().find_map(|p| tile_at(table, side, row, p)));
    let Some(tile) = tile else {
        return Err("Hier ist kein Platz mehr für ein Plättchen".into());
    };
    if table.choice.preview == Some(tile) {
        return Ok(Some(Action::PlaceTile(tile)));
    }
    table.choice.points = tile.points;
    table.choice.preview = Some(tile);
    Ok(None)
}

/// Another edge of the tile: the preview stays where it was if that edge fits there.
pub fn choose_points(table: &mut ZiegeMatch, points: u8) {
    table.choice.points = points;
    table.choice.preview = match table.choice.preview {
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
pub fn nudge(table: &mut ZiegeMatch, rows: i32, switch_side: bool) {
    let points = table.choice.points;
    let Some(current) = table.choice.preview.or_else(|| first_fit(table, points)) else {
        return;
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
    table.choice.preview = moved.or(table.choice.preview).or(Some(current));
}

/// Lays the shown tile.
fn lay(table: &ZiegeMatch) -> Result<Action, String> {
    table
        .choice
        .preview
        .map(Action::PlaceTile)
        .ok_or_else(|| "Erst einen Platz am Brett wählen".into())
}

/// The card a seat picked, as a move.
fn play(table: &ZiegeMatch, seat: Seat, card: CardId) -> Result<Action, String> {
    if !matches!(table.game.phase(), Phase::Trick { .. }) {
        return Err("Jetzt wird keine Karte gespielt".into());
    }
    let number = card_of_id(card);
    if !table.game.hand(seat).contains(&number) {
        return Err("Spiel eine deiner eigenen Karten".into());
    }
    Ok(Action::PlayCard(number))
}

/// Applies a verb for `seat`: the move it makes, if any.
fn verb(table: &mut ZiegeMatch, verb: ZiegeVerb) -> Result<Option<Action>, String> {
    match (verb, table.game.phase()) {
        (ZiegeVerb::Deal, Phase::Deal) => Ok(Some(Action::Deal)),
        (ZiegeVerb::Points(p), Phase::Predict { .. }) => {
            choose_points(table, p);
            Ok(None)
        }
        (ZiegeVerb::Lay, Phase::Predict { .. }) => lay(table).map(Some),
        _ => Ok(None),
    }
}

fn send(
    table: &ZiegeMatch,
    seat: Seat,
    result: Result<Option<Action>, String>,
    intents: &mut MessageWriter<ZiegeIntent>,
    toast: &mut Toast,
    now_secs: f32,
) {
    match result {
        Ok(Some(action)) => {
            intents.write(ZiegeIntent {
                seat,
                action,
                at: table.now,
            });
        }
        Ok(None) => {}
        Err(why) => toast.show(why, now_secs),
    }
}

/// Moves wait while the table plays out the last one (the trick is counted, the goat walks).
fn waiting(table: &ZiegeMatch, toast: &mut Toast, now_secs: f32) -> bool {
    if table.busy() {
        toast.show("Einen Moment – die Ziege läuft noch", now_secs);
    }
    table.busy()
}

fn clicks(
    mut clicked: MessageReader<Clicked>,
    mut table: ResMut<ZiegeMatch>,
    seats: Res<TableSeats>,
    slots: Query<&BoardSlot>,
    mut intents: MessageWriter<ZiegeIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    let now_secs = time.elapsed_secs();
    for click in clicked.read() {
        let slot = slots.get(click.entity).ok().copied();
        if slot.is_none() && click.card.is_none() {
            continue;
        }
        let Some(seat) = acting_seat(click.seat, &seats) else {
            if !seats.attract && seats.humans() > 0 {
                toast.show("Warte, bis du dran bist", now_secs);
            }
            continue;
        };
        let result = match (slot, click.card) {
            (Some(slot), _) => match table.game.phase() {
                Phase::Predict { .. } => pick_place(&mut table, slot.side, slot.row),
                _ => Err("Die Plättchen liegen schon".into()),
            },
            (None, Some(card)) => play(&table, seat, card).map(Some),
            (None, None) => continue,
        };
        if matches!(result, Ok(Some(_))) && waiting(&table, &mut toast, now_secs) {
            continue;
        }
        send(&table, seat, result, &mut intents, &mut toast, now_secs);
    }
}

/// Gamepad verb buttons: West deals or lays the shown tile, North turns the tile to its next
/// edge, the right trigger moves it to the other side of the board.
fn buttons(
    mut pressed: MessageReader<SeatPressed>,
    mut table: ResMut<ZiegeMatch>,
    seats: Res<TableSeats>,
    mut intents: MessageWriter<ZiegeIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    let now_secs = time.elapsed_secs();
    for press in pressed.read() {
        let Some(seat) = acting_seat(press.seat, &seats) else {
            continue;
        };
        let result = match press.button {
            TableButton::Act1 => match table.game.phase() {
                Phase::Deal => Ok(Some(Action::Deal)),
                Phase::Predict { .. } => lay(&table).map(Some),
                _ => Ok(None),
            },
            TableButton::Act2 => {
                let next = if table.choice.points >= 5 {
                    2
                } else {
                    table.choice.points + 1
                };
                verb(&mut table, ZiegeVerb::Points(next))
            }
            TableButton::Act3 => {
                nudge(&mut table, 0, true);
                Ok(None)
            }
        };
        if matches!(result, Ok(Some(_))) && waiting(&table, &mut toast, now_secs) {
            continue;
        }
        send(&table, seat, result, &mut intents, &mut toast, now_secs);
    }
}

/// Keys: tricks: 1–8 play the first to eighth card of the hand. Prediction: 2–5 choose the edge,
/// W/S move the tile a row, A/D to a side, Space lays it (the arrows and Enter steer the
/// keyboard's cursor ring over the tile places like a gamepad's). Between rounds Space deals.
#[allow(clippy::too_many_arguments)]
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut table: ResMut<ZiegeMatch>,
    mut intents: MessageWriter<ZiegeIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    let Some(seat) = acting_seat(desk.keyboard, &seats) else {
        return;
    };
    let now_secs = time.elapsed_secs();
    const DIGITS: [KeyCode; 8] = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
    ];
    let digit = DIGITS.iter().position(|key| keys.just_pressed(*key));
    let confirm = keys.just_pressed(KeyCode::Space);
    let result = match table.game.phase() {
        Phase::Deal if confirm => Ok(Some(Action::Deal)),
        Phase::Predict { .. } => {
            if let Some(d) = digit.filter(|d| (1..=4).contains(d)) {
                verb(&mut table, ZiegeVerb::Points(d as u8 + 1))
            } else if confirm {
                lay(&table).map(Some)
            } else {
                let up = keys.just_pressed(KeyCode::KeyW) as i32;
                let down = keys.just_pressed(KeyCode::KeyS) as i32;
                let side = keys.just_pressed(KeyCode::KeyA) || keys.just_pressed(KeyCode::KeyD);
                if up + down > 0 || side {
                    nudge(&mut table, up - down, side);
                }
                Ok(None)
            }
        }
        Phase::Trick { .. } => match digit {
            Some(k) => match table.game.hand(seat).get(k) {
                Some(&number) => Ok(Some(Action::PlayCard(number))),
                None => Err(format!("Du hast keine {}. Karte mehr", k + 1)),
            },
            None => Ok(None),
        },
        _ => Ok(None),
    };
    if matches!(result, Ok(Some(_))) && waiting(&table, &mut toast, now_secs) {
        return;
    }
    send(&table, seat, result, &mut intents, &mut toast, now_secs);
}

/// The HUD's buttons: pressed with the mouse, for the human on turn (or the mouse's own seat).
fn verbs(
    mut verbs: MessageReader<ZiegeVerb>,
    mut table: ResMut<ZiegeMatch>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut intents: MessageWriter<ZiegeIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    let now_secs = time.elapsed_secs();
    for &v in verbs.read() {
        let Some(seat) = acting_seat(desk.mouse, &seats) else {
            continue;
        };
        let result = verb(&mut table, v);
        if matches!(result, Ok(Some(_))) && waiting(&table, &mut toast, now_secs) {
            continue;
        }
        send(&table, seat, result, &mut intents, &mut toast, now_secs);
    }
}
