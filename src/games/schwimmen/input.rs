//! Mouse and keyboard for the human on turn: pick a hand card then a middle card (or the other way
//! round) to swap; keys and HUD buttons for the other verbs. Refusals come back from the rules.

use super::{SchwimmenIntent, SchwimmenMatch};
use crate::games::Toast;
use crate::table::TableSet;
use crate::table::hit::CardClicked;
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
        (clicks, keys, verbs)
            .in_set(TableSet::Collect)
            .run_if(resource_exists::<SchwimmenMatch>),
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

/// A click picks a card; a second click on the other row swaps them.
fn clicks(
    mut clicked: MessageReader<CardClicked>,
    mut table: ResMut<SchwimmenMatch>,
    mut intents: MessageWriter<SchwimmenIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    for click in clicked.read() {
        let Some(seat) = table.human_on_turn() else {
            if !table.attract && table.humans() > 0 {
                toast.show("Wait for your turn", time.elapsed_secs());
            }
            continue;
        };
        if !matches!(table.game.phase(), Phase::Play { .. }) {
            toast.show(
                "Now use the buttons: deal, or keep / swap the packet",
                time.elapsed_secs(),
            );
            continue;
        }
        let Some((in_hand, index)) = slot_of(&table, seat, click.card) else {
            toast.show(
                "Pick one of your cards and one in the middle",
                time.elapsed_secs(),
            );
            continue;
        };
        let picked = table.picked.and_then(|p| slot_of(&table, seat, p));
        match picked {
            Some((picked_in_hand, picked_index)) if picked_in_hand != in_hand => {
                let (hand, middle) = if in_hand {
                    (index, picked_index)
                } else {
                    (picked_index, index)
                };
                intents.write(SchwimmenIntent {
                    seat,
                    action: Action::Swap { hand, middle },
                    at: table.now,
                });
                table.picked = None;
            }
            Some(_) if table.picked == Some(click.card) => table.picked = None,
            _ => table.picked = Some(click.card),
        }
    }
}

/// Keys: 1-3 pick a hand card, 4-6 a middle card; A swaps all, P passes, K knocks,
/// Space deals or keeps the packet, T takes the other packet.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut table: ResMut<SchwimmenMatch>,
    mut verbs: MessageWriter<Verb>,
) {
    let Some(seat) = table.human_on_turn() else {
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
    } else if keys.just_pressed(KeyCode::Space) || keys.just_pressed(KeyCode::Enter) {
        match table.game.phase() {
            Phase::Deal => Some(Action::Deal),
            Phase::DealerChoice => Some(Action::KeepPacket),
            _ => None,
        }
    } else {
        None
    };
    if let Some(action) = verb {
        verbs.write(Verb(action));
        return;
    }
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
    ];
    for (i, key) in digits.iter().enumerate() {
        if !keys.just_pressed(*key) {
            continue;
        }
        let card = if i < 3 {
            Some(table.game.hand(seat)[i])
        } else {
            table.game.middle().map(|m| m[i - 3])
        };
        if let Some(card) = card {
            // Same path as a click, so keys and mouse can't disagree.
            let other = table.picked.and_then(|p| slot_of(&table, seat, p));
            let this = slot_of(&table, seat, card);
            match (other, this) {
                (Some((a, ai)), Some((b, bi))) if a != b => {
                    let (hand, middle) = if a { (ai, bi) } else { (bi, ai) };
                    verbs.write(Verb(Action::Swap { hand, middle }));
                }
                _ => table.picked = Some(card),
            }
        }
    }
}

fn verbs(
    mut verbs: MessageReader<Verb>,
    table: Res<SchwimmenMatch>,
    mut intents: MessageWriter<SchwimmenIntent>,
) {
    for verb in verbs.read() {
        if let Some(seat) = table.human_on_turn() {
            intents.write(SchwimmenIntent {
                seat,
                action: verb.0,
                at: table.now,
            });
        }
    }
}
