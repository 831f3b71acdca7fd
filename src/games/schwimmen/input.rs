//! Picks and verbs for the human seats: pick a hand card then a middle card (or the other way
//! round) to swap, by mouse, keys or a gamepad cursor; verbs by keys, buttons and the HUD.
//! Refusals come back from the rules.

use super::{SchwimmenIntent, SchwimmenMatch};
use crate::games::Toast;
use crate::input::{DeskSeats, SeatPressed, TableButton, acting_seat};
use crate::table::TableSet;
use crate::table::hit::Clicked;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::{Action, Phase};
use stammtisch_rules::{CardId, Seat};

/// A verb the HUD's buttons ask for (the same as the keys).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verb(pub Action);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Verb>();
    app.add_systems(
        Update,
        (clicks, keys, buttons, verbs)
            .in_set(TableSet::Collect)
            .run_if(resource_exists::<SchwimmenMatch>.and_then(resource_exists::<TableSeats>)),
    );
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
fn pick(table: &mut SchwimmenMatch, seat: Seat, card: CardId) -> Result<Option<Action>, &str> {
    if !matches!(table.game.phase(), Phase::Play { .. }) {
        return Err("Now use the buttons: deal, or keep / swap the packet");
    }
    let Some((in_hand, index)) = slot_of(table, seat, card) else {
        return Err("Pick one of your cards and one in the middle");
    };
    let picked = table.picked.and_then(|p| slot_of(table, seat, p));
    match picked {
        Some((picked_in_hand, picked_index)) if picked_in_hand != in_hand => {
            let (hand, middle) = if in_hand {
                (index, picked_index)
            } else {
                (picked_index, index)
            };
            table.picked = None;
            Ok(Some(Action::Swap { hand, middle }))
        }
        Some(_) if table.picked == Some(card) => {
            table.picked = None;
            Ok(None)
        }
        _ => {
            table.picked = Some(card);
            Ok(None)
        }
    }
}

fn clicks(
    mut clicked: MessageReader<Clicked>,
    mut table: ResMut<SchwimmenMatch>,
    seats: Res<TableSeats>,
    mut intents: MessageWriter<SchwimmenIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    for click in clicked.read() {
        let Some(card) = click.card else { continue };
        let Some(seat) = acting_seat(click.seat, &seats) else {
            if !seats.attract && seats.humans() > 0 {
                toast.show("Wait for your turn", time.elapsed_secs());
            }
            continue;
        };
        match pick(&mut table, seat, card) {
            Ok(Some(action)) => {
                intents.write(SchwimmenIntent {
                    seat,
                    action,
                    at: table.now,
                });
            }
            Ok(None) => {}
            Err(why) => toast.show(why, time.elapsed_secs()),
        }
    }
}

/// The verb a seat's button stands for in the current phase.
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

/// Gamepad verb buttons: West passes (deals, keeps the packet), North knocks (takes the other
/// packet), the right trigger swaps all three.
fn buttons(
    mut pressed: MessageReader<SeatPressed>,
    table: Res<SchwimmenMatch>,
    seats: Res<TableSeats>,
    mut intents: MessageWriter<SchwimmenIntent>,
) {
    for press in pressed.read() {
        let (Some(seat), Some(action)) = (
            acting_seat(press.seat, &seats),
            button_verb(&table, press.button),
        ) else {
            continue;
        };
        intents.write(SchwimmenIntent {
            seat,
            action,
            at: table.now,
        });
    }
}

/// Keys: 1-3 pick a hand card, 4-6 a middle card; A swaps all, P passes, K knocks,
/// Space deals or keeps the packet, T takes the other packet.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut table: ResMut<SchwimmenMatch>,
    mut intents: MessageWriter<SchwimmenIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    let Some(seat) = acting_seat(desk.keyboard, &seats) else {
        return;
    };
    let verb = if keys.just_pressed(KeyCode::KeyA) {
        Some(Action::SwapAll)
    } else if keys.just_pressed(KeyCode::KeyP) {
        Some(Action::Pass)
    } else if keys.just_pressed(KeyCode::KeyK) {
        Some(Action::Knock)
    } else if keys.just_pressed(KeyCode::KeyT) {
        Some(Action::TakeOtherPacket)
    } else if keys.just_pressed(KeyCode::Space) {
        match table.game.phase() {
            Phase::Deal => Some(Action::Deal),
            Phase::DealerChoice => Some(Action::KeepPacket),
            _ => None,
        }
    } else {
        None
    };
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
    ];
    let digit = digits.iter().position(|key| keys.just_pressed(*key));
    let action = match (verb, digit) {
        (Some(action), _) => Some(action),
        (None, Some(i)) => {
            let card = if i < 3 {
                table.game.hand(seat).get(i).copied()
            } else {
                table.game.middle().map(|m| m[i - 3])
            };
            match card.map(|card| pick(&mut table, seat, card)) {
                Some(Ok(action)) => action,
                Some(Err(why)) => {
                    toast.show(why, time.elapsed_secs());
                    None
                }
                None => None,
            }
        }
        _ => None,
    };
    if let Some(action) = action {
        intents.write(SchwimmenIntent {
            seat,
            action,
            at: table.now,
        });
    }
}

/// The HUD's buttons: pressed with the mouse, for the human on turn (or the mouse's own seat).
fn verbs(
    mut verbs: MessageReader<Verb>,
    table: Res<SchwimmenMatch>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut intents: MessageWriter<SchwimmenIntent>,
) {
    for verb in verbs.read() {
        if let Some(seat) = acting_seat(desk.mouse, &seats) {
            intents.write(SchwimmenIntent {
                seat,
                action: verb.0,
                at: table.now,
            });
        }
    }
}
