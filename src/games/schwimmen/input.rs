//! What a person's press means in Schwimmen: pick a hand card then a middle card (or the other
//! way round) to swap, by mouse, keys or a gamepad cursor; verbs by keys, pad buttons and the
//! HUD (whose buttons press the same keys). Refusals come back from the rules.

use super::SchwimmenMatch;
use crate::core::{PressKind, TableButton};
use crate::games::driver::Pressed;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::{Action, Phase};
use stammtisch_rules::{CardId, Seat};

/// The keys of the verbs (the HUD's buttons press them): 1–3 pick a hand card, 4–6 a middle
/// card, Space deals or keeps the packet.
pub const VERB_KEYS: [(KeyCode, Action); 4] = [
    (KeyCode::KeyA, Action::SwapAll),
    (KeyCode::KeyP, Action::Pass),
    (KeyCode::KeyK, Action::Knock),
    (KeyCode::KeyT, Action::TakeOtherPacket),
];

/// The key a HUD button presses for `action`.
pub fn key_of(action: Action) -> Option<KeyCode> {
    match action {
        Action::Deal | Action::KeepPacket => Some(KeyCode::Space),
        _ => VERB_KEYS
            .iter()
            .find(|(_, a)| *a == action)
            .map(|(k, _)| *k),
    }
}

/// Which hand or middle slot a card is in, for the seat that picks.
fn slot_of(table: &SchwimmenMatch, seat: Seat, card: CardId) -> Option<(bool, u8)> {
    let game = &table.game;
    if let Some(i) = game.hand(seat).iter().position(|&c| c == card) {
        return Some((true, i as u8));
    }
    let middle = game.middle()?;
    middle
        .iter()
        .position(|&c| c == card)
        .map(|i| (false, i as u8))
}

/// A pick: a second pick on the other row swaps the two cards. Keys, mouse and cursors all
/// come here, so they can't disagree.
fn pick(
    table: &mut SchwimmenMatch,
    seat: Seat,
    card: CardId,
) -> Result<Option<Action>, &'static str> {
    if !matches!(table.game.phase(), Phase::Play { .. }) {
        return Err(crate::key!("schwimmen-note-deal-first"));
    }
    let Some((in_hand, index)) = slot_of(table, seat, card) else {
        return Err(crate::key!("schwimmen-note-pick-two"));
    };
    let picked = table.local.picked.and_then(|p| slot_of(table, seat, p));
    match picked {
        Some((picked_in_hand, picked_index)) if picked_in_hand != in_hand => {
            let (hand, middle) = if in_hand {
                (index, picked_index)
            } else {
                (picked_index, index)
            };
            table.local.picked = None;
            Ok(Some(Action::Swap { hand, middle }))
        }
        Some(_) if table.local.picked == Some(card) => {
            table.local.picked = None;
            Ok(None)
        }
        _ => {
            table.local.picked = Some(card);
            Ok(None)
        }
    }
}

/// The verb a seat's button stands for in the current phase: West passes (deals, keeps the
/// packet), North knocks (takes the other packet), the right trigger swaps all three.
fn button_verb(table: &SchwimmenMatch, button: TableButton) -> Option<Action> {
    match (button, table.game.phase()) {
        (TableButton::Act1, Phase::Deal) => Some(Action::Deal),
        (TableButton::Act1, Phase::DealerChoice) => Some(Action::KeepPacket),
        (TableButton::Act2, Phase::DealerChoice) => Some(Action::TakeOtherPacket),
        (TableButton::Act1, Phase::Play { .. }) => Some(Action::Pass),
        (TableButton::Act2, Phase::Play { .. }) => Some(Action::Knock),
        (TableButton::Act3, Phase::Play { .. }) => Some(Action::SwapAll),
        _ => None,
    }
}

/// Keys: 1-3 pick a hand card, 4-6 a middle card; A swaps all, P passes, K knocks, Space deals
/// or keeps the packet, T takes the other packet.
fn key_action(
    table: &mut SchwimmenMatch,
    seat: Seat,
    key: KeyCode,
) -> Result<Option<Action>, &'static str> {
    if let Some((_, action)) = VERB_KEYS.iter().find(|(k, _)| *k == key) {
        return Ok(Some(*action));
    }
    if key == KeyCode::Space {
        return Ok(match table.game.phase() {
            Phase::Deal => Some(Action::Deal),
            Phase::DealerChoice => Some(Action::KeepPacket),
            _ => None,
        });
    }
    let digits = &crate::input::DIGIT_KEYS[..6];
    let Some(i) = digits.iter().position(|k| *k == key) else {
        return Ok(None);
    };
    let card = if i < 3 {
        table.game.hand(seat).get(i).copied()
    } else {
        table.game.middle().map(|m| m[i - 3])
    };
    match card {
        Some(card) => pick(table, seat, card),
        None => Ok(None),
    }
}

/// A person's press for `seat`.
pub fn press(table: &mut SchwimmenMatch, seat: Seat, what: &PressKind) -> Pressed<Action> {
    let before = table.local.picked;
    let pressed = seat_press(table, seat, what);
    if table.local.picked != before {
        table.local.picker = Some(seat);
    }
    pressed
}

fn seat_press(table: &mut SchwimmenMatch, seat: Seat, what: &PressKind) -> Pressed<Action> {
    match *what {
        PressKind::Pick {
            card: Some(card), ..
        } => pick(table, seat, card),
        PressKind::Pick { .. } => Ok(None),
        PressKind::Button(button) => Ok(button_verb(table, button)),
        PressKind::Key(key) => key_action(table, seat, key),
    }
}
