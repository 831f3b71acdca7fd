//! Picks and verbs for the human seats. A click on a card lays it (identical cards are selected one
//! by one, then laid together), on a released face-down card plays it blind, on the pot takes it or
//! throws in; keys, gamepad buttons and the HUD's buttons name the same verbs. Refusals come back
//! from the rules with their reason.

use super::{JammerIntent, JammerMatch};
use crate::games::Toast;
use crate::input::{DeskSeats, SeatPressed, TableButton, acting_seat};
use crate::table::TableSet;
use crate::table::hit::{Clickable, Clicked};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::{Action, Phase, deck};
use stammtisch_rules::{CardId, Game, Seat};

/// A verb with no card of its own: HUD buttons, keys and gamepad buttons all come to this.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum JammerVerb {
    /// Keep the cards as dealt (before play).
    Keep,
    /// Lay the selected identical cards.
    LaySelected,
    /// Take the pot onto the hand.
    TakePot,
    /// Zwischenschmeißen: complete the quartet out of turn.
    ThrowIn,
}

/// The pot's click area (the heap has no entity of its own; this invisible one lies over it).
#[derive(Component, Debug)]
pub struct PotTarget;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<JammerVerb>();
    app.add_systems(
        Update,
        (clicks, keys, buttons, (mouse_verbs, size_pot_target))
            .in_set(TableSet::Collect)
            .run_if(resource_exists::<JammerMatch>.and_then(resource_exists::<TableSeats>)),
    );
}

/// The action a verb stands for now, for `seat`.
pub fn verb_action(table: &JammerMatch, seat: Seat, verb: JammerVerb) -> Option<Action> {
    let legal = table.game.legal(seat);
    let found = |want: &dyn Fn(&Action) -> bool| legal.iter().find(|a| want(a)).cloned();
    match verb {
        JammerVerb::Keep => Some(Action::Keep),
        JammerVerb::TakePot => {
            Some(found(&|a| matches!(a, Action::TakePot)).unwrap_or(Action::TakePot))
        }
        JammerVerb::ThrowIn => found(&|a| matches!(a, Action::ThrowIn { .. })).or_else(|| {
            // Not possible now: ask the rules anyway, so the player hears why (too late, ...).
            let onto = table.game.window().map(|w| w.card);
            onto.or(table.game.pot().last().copied())
                .map(|onto| Action::ThrowIn {
                    onto,
                    cards: Vec::new(),
                })
        }),
        JammerVerb::LaySelected => (!table.picked.is_empty()).then(|| Action::Play {
            cards: table.picked.clone(),
        }),
    }
}

/// A click on one of the seat's own cards (or the pot, `None`): the move it makes, if any.
fn pick(
    table: &mut JammerMatch,
    seat: Seat,
    card: Option<CardId>,
) -> Result<Option<Action>, String> {
    let game = &table.game;
    let Some(card) = card else {
        // The pot: throw in if that is possible, lay the selection, else take it.
        let on_turn = matches!(game.phase(), Phase::Play { turn } if turn == seat);
        let verb = if game.throw_in_cards(seat).is_some() || !on_turn {
            JammerVerb::ThrowIn
        } else if !table.picked.is_empty() {
            JammerVerb::LaySelected
        } else {
            JammerVerb::TakePot
        };
        return Ok(verb_action(table, seat, verb));
    };
    if let Phase::Exchange = game.phase() {
        // Exchange: a hand card and a face-up card, in either order.
        let in_hand = |c: CardId| game.hand(seat).contains(&c);
        let face_up = |c: CardId| game.face_up(seat).contains(&Some(c));
        if !in_hand(card) && !face_up(card) {
            return Err("Tausche eine Handkarte mit einer offenen Karte".into());
        }
        return Ok(match table.picked.first().copied() {
            Some(other) if in_hand(other) && face_up(card) => Some(Action::Exchange {
                hand: other,
                face_up: card,
            }),
            Some(other) if face_up(other) && in_hand(card) => Some(Action::Exchange {
                hand: card,
                face_up: other,
            }),
            Some(other) if other == card => {
                table.picked.clear();
                None
            }
            _ => {
                table.picked = vec![card];
                None
            }
        });
    }
    if let Some(slot) = game.face_down(seat).iter().position(|&c| c == Some(card)) {
        return Ok(Some(Action::PlayBlind { slot: slot as u8 }));
    }
    let legal = game.legal(seat);
    if legal.contains(&Action::TakeWith { card }) {
        return Ok(Some(Action::TakeWith { card }));
    }
    // Several identical number cards to choose from: select them one by one, then lay.
    let value = deck::number(card);
    let copies = legal
        .iter()
        .filter(|a| matches!(a, Action::Play { cards } if cards.len() > 1 && deck::number(cards[0]) == value))
        .count();
    if value.is_none() || copies == 0 {
        table.picked.clear();
        return Ok(Some(Action::Play { cards: vec![card] }));
    }
    if table.picked.contains(&card) {
        table.picked.retain(|&c| c != card);
    } else {
        if table.picked.first().and_then(|&c| deck::number(c)) != value {
            table.picked.clear();
        }
        table.picked.push(card);
    }
    Ok(None)
}

/// The seat a throw-in (key, button, pot click) is for: the device's own seat, else the human who
/// may act, else the only human at the table, so a race lost by a hair is still told why.
fn thrower(own: Option<Seat>, seats: &TableSeats) -> Option<Seat> {
    acting_seat(own, seats).or_else(|| match own {
        Some(seat) => seats.is_human(seat).then_some(seat),
        None if seats.humans() == 1 => seats.human_seats().find(|&s| seats.is_human(s)),
        None => None,
    })
}

fn send(
    table: &JammerMatch,
    seat: Seat,
    action: Action,
    intents: &mut MessageWriter<JammerIntent>,
) {
    intents.write(JammerIntent {
        seat,
        action,
        at: table.now,
    });
}

fn clicks(
    mut clicked: MessageReader<Clicked>,
    mut table: ResMut<JammerMatch>,
    seats: Res<TableSeats>,
    pot: Query<(), With<PotTarget>>,
    mut intents: MessageWriter<JammerIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    for click in clicked.read() {
        // The heap's click area, or any card of the heap: both mean the pot.
        let on_pot =
            pot.contains(click.entity) || click.card.is_some_and(|c| table.game.pot().contains(&c));
        let card = click.card.filter(|_| !on_pot);
        if card.is_none() && !on_pot {
            continue;
        }
        let seat = if on_pot {
            thrower(click.seat, &seats)
        } else {
            acting_seat(click.seat, &seats)
        };
        let Some(seat) = seat else {
            if !seats.attract && seats.humans() > 0 {
                toast.show("Warte, bis du dran bist", time.elapsed_secs());
            }
            continue;
        };
        match pick(&mut table, seat, card) {
            Ok(Some(action)) => send(&table, seat, action, &mut intents),
            Ok(None) => {}
            Err(why) => toast.show(why, time.elapsed_secs()),
        }
    }
}

/// Gamepad buttons: West takes the pot (keeps, before play), North throws in, the right trigger
/// lays the selected cards.
fn buttons(
    mut pressed: MessageReader<SeatPressed>,
    table: Res<JammerMatch>,
    seats: Res<TableSeats>,
    mut intents: MessageWriter<JammerIntent>,
) {
    for press in pressed.read() {
        let seat = match press.button {
            TableButton::Act2 => thrower(press.seat, &seats),
            _ => acting_seat(press.seat, &seats),
        };
        let Some(seat) = seat else {
            continue;
        };
        let exchange = matches!(table.game.phase(), Phase::Exchange);
        let verb = match press.button {
            TableButton::Act1 if exchange => JammerVerb::Keep,
            TableButton::Act1 => JammerVerb::TakePot,
            TableButton::Act2 => JammerVerb::ThrowIn,
            TableButton::Act3 => JammerVerb::LaySelected,
        };
        if let Some(action) = verb_action(&table, seat, verb) {
            send(&table, seat, action, &mut intents);
        }
    }
}

/// The keys, as the HUD lists them.
pub const KEY_HELP: &str = "1–9 Handkarte · Q W E offene Karte · A S D verdeckte Karte · L legen · T aufnehmen · Leertaste reinwerfen · K behalten";

/// Keys: 1–9 a hand card (left to right), Q W E a face-up card, A S D a face-down card (blind),
/// L lays the selection (Enter belongs to the keyboard's cursor ring), T takes the pot, Space throws in, K keeps before play.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut table: ResMut<JammerMatch>,
    mut intents: MessageWriter<JammerIntent>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    if keys.just_pressed(KeyCode::Space)
        && let Some(seat) = thrower(desk.keyboard, &seats)
        && let Some(action) = verb_action(&table, seat, JammerVerb::ThrowIn)
    {
        send(&table, seat, action, &mut intents);
        return;
    }
    let Some(seat) = acting_seat(desk.keyboard, &seats) else {
        return;
    };
    let verb = [
        (KeyCode::KeyK, JammerVerb::Keep),
        (KeyCode::KeyL, JammerVerb::LaySelected),
        (KeyCode::KeyT, JammerVerb::TakePot),
    ]
    .into_iter()
    .find(|(key, _)| keys.just_pressed(*key));
    if let Some((_, verb)) = verb {
        if let Some(action) = verb_action(&table, seat, verb) {
            send(&table, seat, action, &mut intents);
        }
        return;
    }
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    let card = if let Some(i) = digits.iter().position(|k| keys.just_pressed(*k)) {
        table.shown_hand(seat).get(i).copied()
    } else if let Some(i) = [KeyCode::KeyQ, KeyCode::KeyW, KeyCode::KeyE]
        .iter()
        .position(|k| keys.just_pressed(*k))
    {
        table.game.face_up(seat)[i]
    } else if let Some(i) = [KeyCode::KeyA, KeyCode::KeyS, KeyCode::KeyD]
        .iter()
        .position(|k| keys.just_pressed(*k))
    {
        table.game.face_down(seat)[i]
    } else {
        return;
    };
    let Some(card) = card else { return };
    match pick(&mut table, seat, Some(card)) {
        Ok(Some(action)) => send(&table, seat, action, &mut intents),
        Ok(None) => {}
        Err(why) => toast.show(why, time.elapsed_secs()),
    }
}

/// The HUD's buttons: for the mouse's seat (or the human who may act).
fn mouse_verbs(
    mut verbs: MessageReader<JammerVerb>,
    table: Res<JammerMatch>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut intents: MessageWriter<JammerIntent>,
) {
    for &verb in verbs.read() {
        let seat = match verb {
            JammerVerb::ThrowIn => thrower(desk.mouse, &seats),
            _ => acting_seat(desk.mouse, &seats),
        };
        if let Some(seat) = seat
            && let Some(action) = verb_action(&table, seat, verb)
        {
            send(&table, seat, action, &mut intents);
        }
    }
}

/// The pot's click area covers the heap (and an empty spot where the pot will be).
fn size_pot_target(
    mut commands: Commands,
    area: Res<crate::table::cards::TableArea>,
    mut target: Query<&mut Sprite, With<PotTarget>>,
) {
    let size = area.0.card_size() * Vec2::new(1.5, 1.3);
    match target.single_mut() {
        Ok(mut sprite) => {
            if sprite.custom_size != Some(size) {
                sprite.custom_size = Some(size);
            }
        }
        Err(_) => {
            commands.spawn((
                Name::new("Pot click area"),
                PotTarget,
                Clickable,
                DespawnOnExit(crate::screens::Screen::Table),
                Sprite {
                    color: Color::NONE,
                    custom_size: Some(size),
                    ..default()
                },
                // Under the pot's cards: a click on a card of the heap hits the card first.
                Transform::from_xyz(0.0, 0.0, 0.5),
            ));
        }
    }
}
