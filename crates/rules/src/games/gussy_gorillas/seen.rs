//! What one seat, or a spectator, learns of a Gussy Gorillas event: a seat never sees the cards it
//! holds, so the card it draws is a back to it alone, and the cards it held are backs to it when
//! they go into another seat's collection (unless Open Showcase lays every collection face up).
//! Everyone else saw them in its hand.

use super::actions::Event;
use super::config::GorillasConfig;
use crate::kernel::{CardId, Seat, SeenCard};
use serde::{Deserialize, Serialize};

/// A Gussy Gorillas event as one viewer learns it (`Game::seen`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Seen {
    /// The event as it happened: nothing in it is hidden from the viewer.
    Open(Event),
    /// `seat` drew a card from its pile into its hand: a back to `seat`, open to everyone else.
    Drew { seat: Seat, card: SeenCard },
    /// `a` and `b` traded: `to_a` (what `b` held) is a back to `b`, `to_b` a back to `a`; with
    /// Open Showcase both are open to all (they land face up).
    Traded {
        a: Seat,
        b: Seat,
        to_a: Vec<SeenCard>,
        to_b: Vec<SeenCard>,
    },
}

impl Seen {
    /// What `viewer` (`None`: a spectator) learns of `event` in a game with `config`.
    pub fn of(config: &GorillasConfig, event: &Event, viewer: Option<Seat>) -> Seen {
        let open = |cards: &[CardId], holder: Seat| -> Vec<SeenCard> {
            cards
                .iter()
                .map(|&c| SeenCard::of(c, config.showcase || viewer != Some(holder)))
                .collect()
        };
        match event {
            Event::Drew { seat, card } => Seen::Drew {
                seat: *seat,
                card: SeenCard::of(*card, viewer != Some(*seat)),
            },
            Event::Traded { a, b, to_a, to_b } => Seen::Traded {
                a: *a,
                b: *b,
                to_a: open(to_a, *b),
                to_b: open(to_b, *a),
            },
            other => Seen::Open(other.clone()),
        }
    }

    /// Every card place, in the order of `Event::cards`: `None` for a back.
    pub fn cards(&self) -> Vec<Option<CardId>> {
        match self {
            Seen::Open(event) => event.cards().into_iter().map(Some).collect(),
            Seen::Drew { card, .. } => vec![card.id()],
            Seen::Traded { to_a, to_b, .. } => to_a.iter().chain(to_b).map(|c| c.id()).collect(),
        }
    }
}
