//! Jammerlappen: get rid of all your cards, equal or higher, and don't be the last one left.
//!
//! One `Game` is one round (see `JammerlappenConfig`). Throwing in (Zwischenschmeißen) is real
//! time: after each laid number card a window opens in which others may complete the quartet.
//!
//! Readings of the rulebook where it leaves room (**choice**; the switchable ones are the
//! constants in `readings`):
//! - The exchange before play is simultaneous (`readings::EXCHANGE`): every seat exchanges one hand
//!   card with one of its face-up cards or keeps, in any order; play begins when all have decided.
//!   The card taken into the hand is known to everybody (it lay open), as are the cards of every
//!   pot a seat takes.
//! - Several identical cards at once, number or action cards alike; identical action cards each
//!   take their effect in turn and each counts towards four in a row (`SAME_ACTIONS_AT_ONCE`).
//! - Dein Problem!, Richtungswechsel! and Aussetzen! leave the number to beat as it was (the last
//!   number card laid). Neustart! lets the next seat lay anything; Weg damit!, a quartet and four
//!   action cards in a row empty the pot and the one who laid the last card begins (if that seat
//!   just got rid of its last card, the next seat begins). Of the fourth action card in a row only
//!   a direction change survives (`FOURTH_ACTION_TURNS_PLAY`): the four-in-a-row rule says who
//!   begins.
//! - A "run" for quartets is identical number cards laid one after another within the current
//!   pot; any action card in between breaks it. A 5 turns play downward until the pot is taken or
//!   removed, or Neustart! is laid.
//! - Face-down cards: the one under a face-up card is released when that face-up card is gone
//!   (laid, or taken along with the pot). A blind card that fits is laid with all its effects; one
//!   that does not goes onto the hand with the pot, and the next seat begins.
//! - Taking the pot is always allowed when there is one, except in the forced case (no hand cards,
//!   face-up cards left, none fits): then, as the rulebook says, one face-up card must go onto the
//!   hand with the pot (`TakeWith`); no blind card may be tried instead.
//! - Throwing in: any seat still in, except the one on turn (who simply lays), that holds all the
//!   missing cards of the quartet in the zone it plays from (hand, or face-up once the hand is
//!   empty) may throw them in while `now < until`; the one who just laid too
//!   (`LAYER_MAY_THROW_IN`). The first action after the laid card ends the
//!   moment; a later throw-in on it is refused as `TooLate` (the rules apply intents in arrival
//!   order, the table orders them by timestamp). The thrower refills its hand and begins.

mod actions;
pub mod bots;
mod config;
pub mod deck;
mod endings;
mod game;
mod moves;
mod options;
pub mod readings;
mod refusals;
mod seen;
mod state;
mod view;

#[cfg(test)]
mod rulebook_tests;
#[cfg(test)]
mod tests;

pub use actions::{Action, Event, Removal, Zone};
pub use config::{DEFAULT_THROW_IN_WINDOW_MS, JammerlappenConfig};
pub use deck::{ActionCard, Face};
pub use endings::JammerlappenEnding;
pub use refusals::JammerlappenRefusal;
pub use seen::Seen;
pub use state::{Jammerlappen, Phase, Window};
pub use view::JammerlappenView;
