//! What one seat, or a spectator, learns of a Jammerlappen event: the cards drawn from the pile are
//! backs to everyone but the drawer; everything else is laid, revealed or taken in the open.

use super::actions::Event;
use crate::kernel::{CardId, Seat, SeenCard};
use serde::{Deserialize, Serialize};

/// A Jammerlappen event as one viewer learns it (`Game::seen`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Seen {
    /// The event as it happened: nothing in it is hidden from the viewer.
    Open(Event),
    /// `seat` drew cards from the pile into its hand: open to the drawer, backs to the others.
    Drew { seat: Seat, cards: Vec<SeenCard> },
}

impl Seen {
    /// What `viewer` (`None`: a spectator) learns of `event`.
    pub fn of(event: &Event, viewer: Option<Seat>) -> Seen {
        match event {
            Event::Drew { seat, cards } => Seen::Drew {
                seat: *seat,
                cards: cards
                    .iter()
                    .map(|&c| SeenCard::of(c, viewer == Some(*seat)))
                    .collect(),
            },
            other => Seen::Open(other.clone()),
        }
    }

    /// Every card place, in the order of `Event::cards`: `None` for a back.
    pub fn cards(&self) -> Vec<Option<CardId>> {
        match self {
            Seen::Open(event) => event.cards().into_iter().map(Some).collect(),
            Seen::Drew { cards, .. } => cards.iter().map(|c| c.id()).collect(),
        }
    }
}
