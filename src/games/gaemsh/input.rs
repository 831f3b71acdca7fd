//! What a person's press means in Gämsh Alpin: a hand card then a middle card (or the other way
//! round) swaps them; a pick on a middle card that may be slapped now slaps it (the table's hit
//! test found the topmost card under the mouse or the cursor), on the Smart Farmer with the call
//! it goes with (Gämsh!). Calls, "Neue Mitte" and gestures
//! by keys, pad buttons and the HUD (whose buttons press the same keys).

use super::GaemshMatch;
use crate::core::{PressKind, TableButton};
use crate::games::driver::Pressed;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::cards::FARMER;
use stammtisch_rules::games::gaemsh_alpin::{Action, Call, Gesture, Phase};
use stammtisch_rules::{CardId, Game, Seat};

/// 1–4 pick a hand card.
pub const HAND_KEYS: [KeyCode; 4] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
];
/// Q W E R pick a middle card (its slot, left to right).
pub const MIDDLE_KEYS: [KeyCode; 4] = [KeyCode::KeyQ, KeyCode::KeyW, KeyCode::KeyE, KeyCode::KeyR];
/// F1–F8 make a gesture (pick the signal before the deal; name it when calling Outgämshed).
pub const GESTURE_KEYS: [KeyCode; 8] = crate::input::FUNCTION_KEYS;
pub const NEW_MIDDLE_KEY: KeyCode = KeyCode::KeyN;
pub const GAEMSH_KEY: KeyCode = KeyCode::KeyG;
pub const DOUBLE_KEY: KeyCode = KeyCode::KeyD;
/// Counter Gämsh at the first / second opposing team.
pub const COUNTER_KEYS: [KeyCode; 2] = [KeyCode::KeyC, KeyCode::KeyV];
/// Point Outgämshed at the first / second opposing team (again: no longer).
pub const OUT_KEYS: [KeyCode; 2] = [KeyCode::KeyO, KeyCode::KeyP];

/// The teams a seat of team `own` may call at, in order (of `teams`).
pub fn opposing(teams: usize, own: usize) -> Vec<u8> {
    (0..teams).filter(|&t| t != own).map(|t| t as u8).collect()
}

/// Whether the Smart Farmer lies in the middle (a Gämsh call then slaps it: three suffice).
fn farmer(table: &GaemshMatch) -> bool {
    table.game.middle().contains(&Some(FARMER))
}

/// A pick on a card: a second pick on the other row swaps; a pick on a middle card that may be
/// slapped slaps it. Mouse, keys and cursors all come here, so they can't disagree.
fn pick(table: &mut GaemshMatch, seat: Seat, card: CardId) -> Result<Option<Action>, &'static str> {
    if table.game.phase() != Phase::Play {
        return Err(crate::key!("gaemsh-note-not-now"));
    }
    let in_hand = table.game.hand(seat).contains(&card);
    let in_middle =
        table.game.middle().contains(&Some(card)) || (!in_hand && just_taken(table, card));
    if !in_hand && !in_middle {
        return Err(crate::key!("gaemsh-note-pick-own-or-middle"));
    }
    let picked = table.picked(seat);
    let picked_in_hand = picked.is_some_and(|p| table.game.hand(seat).contains(&p));
    let picked_in_middle = picked.is_some_and(|p| table.game.middle().contains(&Some(p)));
    if in_middle && !picked_in_hand && table.game.legal(seat).contains(&Action::Slap { card }) {
        table.local.picked[seat.index()] = None;
        return Ok(Some(Action::Slap { card }));
    }
    // The Smart Farmer is slapped as a call is made: a pick on it (no hand card picked, which
    // would take it) calls Gämsh! with it. A hand card first, then the Farmer, takes it.
    if card == FARMER && in_middle && !picked_in_hand {
        return farmer_slap(table, seat);
    }
    match picked {
        Some(p) if in_hand && picked_in_middle => {
            table.local.picked[seat.index()] = None;
            Ok(Some(Action::Swap {
                give: card,
                take: p,
            }))
        }
        Some(p) if in_middle && picked_in_hand => {
            table.local.picked[seat.index()] = None;
            Ok(Some(Action::Swap {
                give: p,
                take: card,
            }))
        }
        Some(p) if p == card => {
            table.local.picked[seat.index()] = None;
            Ok(None)
        }
        _ => {
            table.local.picked[seat.index()] = Some(card);
            Ok(None)
        }
    }
}

/// A slap by direction (a pad's trigger with a direction): a slap on the middle card there,
/// whatever is picked; the rules say whether it counts (and who was faster). On the Smart
/// Farmer (unless the Hearty Snack makes it one of the cards to slap) it is the call it goes with.
fn slap(table: &mut GaemshMatch, seat: Seat, card: CardId) -> Result<Option<Action>, &'static str> {
    let here = table.game.middle().contains(&Some(card));
    if card == FARMER && here && !table.game.legal(seat).contains(&Action::Slap { card }) {
        return farmer_slap(table, seat);
    }
    Ok((here || just_taken(table, card)).then_some(Action::Slap { card }))
}

/// A slap on the Smart Farmer: Gämsh! with it (three of one image in the partner's hand
/// suffice), as the rulebook has it slapped while calling; the rules say whether it may be now.
fn farmer_slap(table: &mut GaemshMatch, seat: Seat) -> Result<Option<Action>, &'static str> {
    if table.game.phase() == Phase::Play && table.now < table.local.calls_from {
        return Err(crate::key!("gaemsh-note-calls-soon"));
    }
    table.local.picked[seat.index()] = None;
    Ok(Some(Action::Call {
        call: Call::Gaemsh { farmer: true },
    }))
}

/// A card someone took from the middle a moment ago is still a claim on the middle: the rules
/// refuse it as too late, and the loser hears who was faster.
fn just_taken(table: &GaemshMatch, card: CardId) -> bool {
    table
        .local
        .last_taken
        .is_some_and(|(c, at)| c == card && table.now <= at.saturating_add(super::RACE_WINDOW))
}

/// A gesture key: the signal before the deal, Outgämshed's named gesture while pointing,
/// otherwise the gesture itself.
fn gesture(table: &mut GaemshMatch, seat: Seat, gesture: Gesture) -> Option<Action> {
    if table.game.phase() == Phase::Signals {
        return Some(Action::PickSignal { gesture });
    }
    if let Some(team) = table.local.pointing.get_mut(seat.index())?.take() {
        return Some(Action::Call {
            call: Call::Outgaemshed { team, gesture },
        });
    }
    Some(Action::Gesture { gesture })
}

/// What a key means for `seat`.
fn key_action(
    table: &mut GaemshMatch,
    seat: Seat,
    key: KeyCode,
) -> Result<Option<Action>, &'static str> {
    if let Some(i) = HAND_KEYS.iter().position(|k| *k == key) {
        return match table.game.hand(seat).get(i).copied() {
            Some(card) => pick(table, seat, card),
            None => Ok(None),
        };
    }
    if let Some(i) = MIDDLE_KEYS.iter().position(|k| *k == key) {
        return match table.game.middle()[i] {
            Some(card) => pick(table, seat, card),
            None => Ok(None),
        };
    }
    // A moment after the deal calls ignore every press (`CALL_GRACE`): a press meant for the
    // signal picker that just gave way is no call.
    let pointing = table
        .local
        .pointing
        .get(seat.index())
        .is_some_and(|p| p.is_some());
    let calling = [GAEMSH_KEY, DOUBLE_KEY]
        .iter()
        .chain(&COUNTER_KEYS)
        .chain(&OUT_KEYS)
        .any(|k| *k == key)
        || (pointing && GESTURE_KEYS.contains(&key));
    if calling && table.game.phase() == Phase::Play && table.now < table.local.calls_from {
        return Err(crate::key!("gaemsh-note-calls-soon"));
    }
    if let Some(i) = GESTURE_KEYS.iter().position(|k| *k == key) {
        return Ok(gesture(table, seat, Gesture::ALL[i]));
    }
    let teams = opposing(table.game.teams(), table.game.team_of(seat));
    if let Some(i) = COUNTER_KEYS.iter().position(|k| *k == key) {
        return Ok(teams.get(i).map(|&team| Action::Call {
            call: Call::Counter { team },
        }));
    }
    if let Some(i) = OUT_KEYS.iter().position(|k| *k == key) {
        let team = teams.get(i).copied();
        if let Some(pointing) = table.local.pointing.get_mut(seat.index()) {
            *pointing = if *pointing == team { None } else { team };
        }
        return Ok(None);
    }
    let farmer = farmer(table);
    Ok(match key {
        k if k == NEW_MIDDLE_KEY => Some(Action::NewMiddle),
        k if k == GAEMSH_KEY => Some(Action::Call {
            call: Call::Gaemsh { farmer },
        }),
        k if k == DOUBLE_KEY => Some(Action::Call {
            call: Call::DoubleGaemsh { farmer },
        }),
        _ => None,
    })
}

/// A gamepad's verbs tapped (held, West and North open the gesture and call wheels, and the
/// right trigger slaps by direction: `pad`): North asks for a new middle; before the deal, West
/// shows the next gesture and North picks it as the signal.
fn button_action(table: &mut GaemshMatch, seat: Seat, button: TableButton) -> Option<Action> {
    if table.game.phase() == Phase::Signals {
        // Before the deal: West shows the next gesture (to this player only), North picks it.
        let shown = &mut table.local.proposal[seat.index()];
        return match button {
            TableButton::Act1 => {
                *shown = (*shown + 1) % Gesture::COUNT as u8;
                None
            }
            TableButton::Act2 => Some(Action::PickSignal {
                gesture: Gesture::ALL[*shown as usize],
            }),
            TableButton::Act3 | TableButton::Point => None,
        };
    }
    match button {
        TableButton::Act2 => Some(Action::NewMiddle),
        TableButton::Act1 | TableButton::Act3 | TableButton::Point => None,
    }
}

/// A person's press for `seat`.
pub fn press(table: &mut GaemshMatch, seat: Seat, what: &PressKind) -> Pressed<Action> {
    match *what {
        PressKind::Pick {
            card: Some(card),
            by: Some(_),
            ..
        } => slap(table, seat, card),
        PressKind::Pick {
            card: Some(card), ..
        } => pick(table, seat, card),
        PressKind::Pick { .. } => Ok(None),
        PressKind::Button(button) => Ok(button_action(table, seat, button)),
        PressKind::Key(key) => key_action(table, seat, key),
    }
}
