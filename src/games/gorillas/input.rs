//! What a person's press means in Gussy Gorillas: a click (or a pad cursor's confirm) on a seat's
//! held card offers my hand to that seat, again withdraws; the digit keys do the same by seat
//! number; K (pad West) keeps, A (pad North) adds a second card; F1–F8 (pad right trigger: the
//! first) shout a quick phrase at the seat this seat points at (`choose`), without offering.
//! The HUD's buttons press the same keys.

use super::GorillasMatch;
use crate::core::{CardKey, PressKind, TableButton};
use crate::games::driver::Pressed;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::{Action, Talk};
use stammtisch_rules::{CardId, Game, Seat};

/// Keep the held cards.
pub const KEEP_KEY: KeyCode = KeyCode::KeyK;
/// Add a second card from the pile.
pub const ADD_KEY: KeyCode = KeyCode::KeyA;
/// Offer to (or withdraw from) seat 1, 2, … 10.
pub const SEAT_KEYS: [KeyCode; 10] = crate::input::DIGIT_KEYS;
/// Shout `Talk::ALL[i]` at the chosen seat.
pub const TALK_KEYS: [KeyCode; 8] = crate::input::FUNCTION_KEYS;

/// The seat holding `card` in its hand.
fn holder(m: &GorillasMatch, card: CardId) -> Option<Seat> {
    Seat::all(m.game.players()).find(|&s| m.game.hand(s).contains(&card))
}

/// The seat a pick points at: the holder of the card, or of a back among held cards (a back's
/// pile number from another home is checked: a seat past the table is none).
fn picked_seat(m: &GorillasMatch, card: Option<CardId>, key: Option<CardKey>) -> Option<Seat> {
    let to = match card {
        Some(card) => holder(m, card),
        None => key.and_then(super::project::back_holder),
    };
    to.filter(|to| to.index() < m.game.players())
}

/// Offer my hand to `to`, or take the offer back if it stands.
fn toggle_offer(
    m: &mut GorillasMatch,
    seat: Seat,
    to: Seat,
) -> Result<Option<Action>, &'static str> {
    if to == seat {
        return Err(crate::key!("gorillas-note-own-card"));
    }
    m.local.choose(seat, to);
    if m.game.offers(seat, to) {
        return Ok(Some(Action::Withdraw { to }));
    }
    match m.game.hand(to).first() {
        Some(&card) => Ok(Some(Action::Offer { to, card })),
        None => Err(crate::key!("gorillas-note-holds-nothing")),
    }
}

/// A shout of `talk` at the seat `seat` points at.
fn shout(m: &GorillasMatch, seat: Seat, talk: Talk) -> Result<Option<Action>, &'static str> {
    match m.local.chosen_by(seat) {
        Some(to) => Ok(Some(Action::Shout { to, talk })),
        None => Err(crate::key!("gorillas-note-choose-seat")),
    }
}

fn key_action(
    m: &mut GorillasMatch,
    seat: Seat,
    key: KeyCode,
) -> Result<Option<Action>, &'static str> {
    if key == KEEP_KEY {
        return Ok(Some(Action::Keep));
    }
    if key == ADD_KEY {
        return Ok(Some(Action::AddCard));
    }
    if let Some(i) = SEAT_KEYS.iter().position(|k| *k == key) {
        if i >= m.game.players() {
            return Ok(None);
        }
        return toggle_offer(m, seat, Seat(i as u8));
    }
    if let Some(i) = TALK_KEYS.iter().position(|k| *k == key) {
        return shout(m, seat, Talk::ALL[i]);
    }
    Ok(None)
}

/// A person's press for `seat`.
pub fn press(m: &mut GorillasMatch, seat: Seat, what: &PressKind) -> Pressed<Action> {
    match *what {
        // Pointing only: whom this seat's phrases go to, noted where the match is.
        PressKind::Pick {
            card,
            key,
            by: Some(TableButton::Point),
            ..
        } => {
            if let Some(to) = picked_seat(m, card, key).filter(|&to| to != seat) {
                m.local.choose(seat, to);
            }
            Ok(None)
        }
        PressKind::Pick { card, key, .. } => {
            // A back among held cards is a card the screen's seats cannot see: its holder's own.
            match picked_seat(m, card, key) {
                Some(to) => toggle_offer(m, seat, to),
                None => Ok(None),
            }
        }
        PressKind::Button(TableButton::Act1) => Ok(Some(Action::Keep)),
        PressKind::Button(TableButton::Act2) => Ok(Some(Action::AddCard)),
        PressKind::Button(TableButton::Act3) => shout(m, seat, Talk::SuperKarte),
        PressKind::Button(TableButton::Point) => Ok(None),
        PressKind::Key(key) => key_action(m, seat, key),
    }
}
