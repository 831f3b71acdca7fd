//! What a person's press means in Jammerlappen. A click on a card lays it (identical cards are selected one
//! by one, then laid together), on a released face-down card plays it blind, on the pot takes it or
//! throws in; keys, gamepad buttons and the HUD's buttons name the same verbs. Refusals come back
//! from the rules with their reason. The screen knows face-down cards only as backs at a slot
//! (`project::FACE_DOWN`); this mapping, on the authority's side, finds the card behind a back.

use super::JammerlappenMatch;
use super::project::FACE_DOWN;
use crate::core::{CardKey, PressKind, Spot, TableButton};
use crate::games::driver::Pressed;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::hit::Clickable;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::{Action, Phase, deck};
use stammtisch_rules::{CardId, Game, Seat};

/// A verb with no card of its own: HUD buttons, keys and gamepad buttons all come to this.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JammerlappenVerb {
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
    super::JammerlappenTable::each_frame(app, TableSet::Collect, size_pot_target);
}

/// The action a verb stands for now, for `seat`.
pub fn verb_action(
    table: &JammerlappenMatch,
    seat: Seat,
    verb: JammerlappenVerb,
) -> Option<Action> {
    let legal = table.game.legal(seat);
    let found = |want: &dyn Fn(&Action) -> bool| legal.iter().find(|a| want(a)).cloned();
    match verb {
        JammerlappenVerb::Keep => Some(Action::Keep),
        JammerlappenVerb::TakePot => {
            Some(found(&|a| matches!(a, Action::TakePot)).unwrap_or(Action::TakePot))
        }
        JammerlappenVerb::ThrowIn => {
            found(&|a| matches!(a, Action::ThrowIn { .. })).or_else(|| {
                // Not possible now: ask the rules anyway, so the player hears why (too late, ...).
                let onto = table.game.window().map(|w| w.card);
                onto.or(table.game.pot().last().copied())
                    .map(|onto| Action::ThrowIn {
                        onto,
                        cards: Vec::new(),
                    })
            })
        }
        JammerlappenVerb::LaySelected => (!table.local.picked.is_empty()).then(|| Action::Play {
            cards: table.local.picked.clone(),
        }),
    }
}

/// A click on one of the seat's own cards (or the pot, `None`): the move it makes, if any.
fn pick(
    table: &mut JammerlappenMatch,
    seat: Seat,
    card: Option<CardId>,
) -> Result<Option<Action>, &'static str> {
    let game = &table.game;
    let Some(card) = card else {
        // The pot: throw in if that is possible, lay the selection, else take it.
        let on_turn = matches!(game.phase(), Phase::Play { turn } if turn == seat);
        let verb = if game.throw_in_cards(seat).is_some() || !on_turn {
            JammerlappenVerb::ThrowIn
        } else if !table.local.picked.is_empty() {
            JammerlappenVerb::LaySelected
        } else {
            JammerlappenVerb::TakePot
        };
        return Ok(verb_action(table, seat, verb));
    };
    if let Phase::Exchange = game.phase() {
        // Exchange: a hand card and a face-up card, in either order.
        let in_hand = |c: CardId| game.hand(seat).contains(&c);
        let face_up = |c: CardId| game.face_up(seat).contains(&Some(c));
        if !in_hand(card) && !face_up(card) {
            return Err(crate::key!("jammer-note-exchange"));
        }
        return Ok(match table.local.picked.first().copied() {
            Some(other) if in_hand(other) && face_up(card) => Some(Action::Exchange {
                hand: other,
                face_up: card,
            }),
            Some(other) if face_up(other) && in_hand(card) => Some(Action::Exchange {
                hand: card,
                face_up: other,
            }),
            Some(other) if other == card => {
                table.local.picked.clear();
                None
            }
            _ => {
                table.local.picked = vec![card];
                None
            }
        });
    }
    if let Some(slot) = game.face_down(seat).iter().position(|&c| c == Some(card)) {
        return Ok(Some(Action::PlayBlind { slot: slot as u8 }));
    }
    let legal = game.legal(seat);
    // A card of a throw-in (it glows) throws in, as a click on the pot does.
    let throw_in = legal
        .iter()
        .find(|a| matches!(a, Action::ThrowIn { cards, .. } if cards.contains(&card)));
    if let Some(throw_in) = throw_in {
        table.local.picked.clear();
        return Ok(Some(throw_in.clone()));
    }
    if legal.contains(&Action::TakeWith { card }) {
        return Ok(Some(Action::TakeWith { card }));
    }
    // Several identical cards (numbers or action cards alike) to choose from: select them one
    // by one, then lay.
    let face = deck::face(card);
    let copies = legal
        .iter()
        .filter(|a| matches!(a, Action::Play { cards } if cards.len() > 1 && deck::face(cards[0]) == face))
        .count();
    if copies == 0 {
        table.local.picked.clear();
        return Ok(Some(Action::Play { cards: vec![card] }));
    }
    if table.local.picked.contains(&card) {
        table.local.picked.retain(|&c| c != card);
    } else {
        if table.local.picked.first().map(|&c| deck::face(c)) != Some(face) {
            table.local.picked.clear();
        }
        table.local.picked.push(card);
    }
    Ok(None)
}

/// A pick on a back the screen knows no face of: its own face-down card plays blind (in play);
/// another seat's card is refused without the authority naming it.
fn pick_back(
    table: &JammerlappenMatch,
    seat: Seat,
    pile: u16,
    at: u16,
) -> Result<Option<Action>, &'static str> {
    let game = &table.game;
    if let Phase::Exchange = game.phase() {
        return Err(crate::key!("jammer-note-exchange"));
    }
    if pile == FACE_DOWN + seat.0 as u16 {
        let full = game
            .face_down(seat)
            .get(at as usize)
            .is_some_and(Option::is_some);
        return Ok(full.then_some(Action::PlayBlind { slot: at as u8 }));
    }
    // Another seat's hand (its own lies on a phone, whose taps name its cards).
    if (pile as usize) < game.players() && pile != seat.0 as u16 {
        return Err(crate::key!("jammerlappen-not-your-hand-card"));
    }
    Ok(None)
}

/// The pot's spot number (picks on the pot's click area carry it).
pub const POT: Spot = Spot(1);

/// The keys, as the HUD lists them (a catalogue key).
pub const KEY_HELP: &str = crate::key!("jammer-key-help");

/// The key a HUD button presses for a verb.
pub fn key_of(verb: JammerlappenVerb) -> KeyCode {
    match verb {
        JammerlappenVerb::Keep => KeyCode::KeyK,
        JammerlappenVerb::LaySelected => KeyCode::KeyL,
        JammerlappenVerb::TakePot => KeyCode::KeyT,
        JammerlappenVerb::ThrowIn => KeyCode::Space,
    }
}

/// Keys: 1–9 a hand card (left to right), Q W E a face-up card, A S D a face-down card (blind),
/// L lays the selection (Enter belongs to the keyboard's cursor ring), T takes the pot, Space
/// throws in, K keeps before play.
fn key_press(
    table: &mut JammerlappenMatch,
    seat: Seat,
    key: KeyCode,
) -> Result<Option<Action>, &'static str> {
    let verb = [
        (KeyCode::KeyK, JammerlappenVerb::Keep),
        (KeyCode::KeyL, JammerlappenVerb::LaySelected),
        (KeyCode::KeyT, JammerlappenVerb::TakePot),
        (KeyCode::Space, JammerlappenVerb::ThrowIn),
    ]
    .into_iter()
    .find(|(k, _)| *k == key);
    if let Some((_, verb)) = verb {
        return Ok(verb_action(table, seat, verb));
    }
    let digits = &crate::input::DIGIT_KEYS[..9];
    let card = if let Some(i) = digits.iter().position(|k| *k == key) {
        table.shown_hand(seat).get(i).copied()
    } else if let Some(i) = [KeyCode::KeyQ, KeyCode::KeyW, KeyCode::KeyE]
        .iter()
        .position(|k| *k == key)
    {
        table.game.face_up(seat)[i]
    } else if let Some(i) = [KeyCode::KeyA, KeyCode::KeyS, KeyCode::KeyD]
        .iter()
        .position(|k| *k == key)
    {
        table.game.face_down(seat)[i]
    } else {
        return Ok(None);
    };
    match card {
        Some(card) => pick(table, seat, Some(card)),
        None => Ok(None),
    }
}

/// A person's press for `seat`: a click on a card lays it (or selects it), on the pot throws in
/// or takes it; gamepad West takes the pot (keeps, before play), North throws in, the right
/// trigger lays the selected cards; keys as `key_press`.
pub fn press(table: &mut JammerlappenMatch, seat: Seat, what: &PressKind) -> Pressed<Action> {
    let before = table.local.picked.clone();
    let pressed = seat_press(table, seat, what);
    if table.local.picked != before {
        table.local.picker = Some(seat);
    }
    pressed
}

fn seat_press(table: &mut JammerlappenMatch, seat: Seat, what: &PressKind) -> Pressed<Action> {
    let result = match *what {
        PressKind::Pick {
            card, key, spot, ..
        } => {
            // The heap's click area, or any card of the heap: both mean the pot.
            let on_pot = spot == Some(POT) || card.is_some_and(|c| table.game.pot().contains(&c));
            match key {
                _ if on_pot => pick(table, seat, None),
                _ if card.is_some() => pick(table, seat, card),
                Some(CardKey::Back { pile, at }) => pick_back(table, seat, pile, at),
                _ => Ok(None),
            }
        }
        PressKind::Button(button) => {
            let exchange = matches!(table.game.phase(), Phase::Exchange);
            let verb = match button {
                TableButton::Act1 if exchange => JammerlappenVerb::Keep,
                TableButton::Act1 => JammerlappenVerb::TakePot,
                TableButton::Act2 => JammerlappenVerb::ThrowIn,
                TableButton::Act3 => JammerlappenVerb::LaySelected,
                TableButton::Point => return Ok(None),
            };
            Ok(verb_action(table, seat, verb))
        }
        PressKind::Key(key) => key_press(table, seat, key),
    };
    // A throw-in the rules do not offer, with no card of the pot's kind at all: nothing to
    // throw in (not "too late").
    let throw_in = matches!(
        what,
        PressKind::Key(KeyCode::Space) | PressKind::Button(TableButton::Act2)
    );
    match result {
        Ok(Some(Action::ThrowIn { cards, .. }))
            if cards.is_empty() && nothing_to_throw(table, seat) =>
        {
            Err(crate::key!("jammer-note-nothing-to-throw"))
        }
        Ok(None) if throw_in => Err(crate::key!("jammer-note-nothing-to-throw")),
        other => other,
    }
}

/// Whether `seat` holds no card of the pot's top kind where it plays from (hand, else face-up).
fn nothing_to_throw(table: &JammerlappenMatch, seat: Seat) -> bool {
    let Some(&top) = table.game.pot().last() else {
        return true;
    };
    let hand = table.game.hand(seat);
    let mine: Vec<CardId> = if hand.is_empty() {
        table.game.face_up(seat).into_iter().flatten().collect()
    } else {
        hand.to_vec()
    };
    !mine.iter().any(|&c| deck::face(c) == deck::face(top))
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
                POT,
                Clickable,
                DespawnOnExit(crate::core::Screen::Table),
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
