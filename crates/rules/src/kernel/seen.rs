//! What a seat, every seat, or a bystander may learn: the public and bystander views and events
//! with hidden cards as backs.
//!
//! The rules hold the whole state; a screen or a phone must draw only what its seats may see. Four
//! kinds of per-seat data are all a screen needs, and all of it comes from the `Game` trait:
//! - **the public view** (`Game::public_view`): strictly what every seat sees, so any home may
//!   be sent it, whichever seats it holds. It is the game's own `View` type with no seat's private
//!   part, marked by `viewer: None` in every game's view. One type rather than a second associated
//!   type, because the table draws the table from the public view and overlays the views of the
//!   seats it holds: one drawing code for both, and nothing to keep in step. The games' `view.seat`
//!   (read by the bots and `src/games/*/phone.rs`) stays as it was; in a public view it is the
//!   first seat and means nothing (`viewer` says whose it is);
//! - **the bystander view** (`Game::bystander_view`): what a screen holding no seat (a watcher)
//!   may know. The public view unless the game shows some cards to everyone but their holder
//!   (Gussy Gorillas' held cards): a bystander holds none, so it sees them all. It is also what
//!   `view_as(None)` and `seen(config, event, None)` mean: `None` is always a bystander, never
//!   "every seat";
//! - **the view of each held seat** (`Game::view`, as before);
//! - **each event as a viewer learns it** (`Game::seen`, of type `Game::Seen`): the event with every
//!   card the viewer may not see at that moment replaced by a [`SeenCard::Back`] in the same place,
//!   so a screen can still fly a back from a hand to a pile. A card the viewer may see (dealt or
//!   drawn into its own hand, revealed, laid face up) keeps its identity. `seen` is a function of
//!   the game's options, the event and the viewer alone (Open Showcase in Gussy Gorillas lays
//!   traded cards face up), so it cannot leak from the state, and a log (which holds the options)
//!   replays into per-seat streams without the state. Games whose every event is public (Schwimmen, Nur die
//!   Ziege zählt, Gämsh Alpin) use their `Event` as `Seen`; the others wrap it: a `Seen::Open`
//!   holding the event as it happened, and one variant per event that hides cards from someone.
//!
//! `Event` itself stays whole: the log, the replays and the authority (`Match<G>`, the bots) use it.
//!
//! What "may see at that moment" means, as the conformance suite checks it: an action or a clock
//! advance is one step of the rules that writes a batch of events; a card is in sight of a seat
//! for that batch when the seat's view before the step or its view after it names the card
//! (`Game::view_cards`). "Before" covers a card that leaves sight (a hand card laid face down),
//! "after" one that comes into sight (a card drawn into the hand). The public view names exactly
//! the cards the views of all seats name; the bystander view names no card that no seat's view
//! names (and every card the public view names).

use super::CardId;
use serde::{Deserialize, Serialize};

/// One card of an event as a viewer learns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeenCard {
    /// The viewer may see this card.
    Open(CardId),
    /// A card the viewer may not see: only that it went by, and where (the event says).
    Back,
}

impl SeenCard {
    /// The card as `viewer_sees` says: open when true, a back otherwise.
    pub fn of(card: CardId, viewer_sees: bool) -> SeenCard {
        if viewer_sees {
            SeenCard::Open(card)
        } else {
            SeenCard::Back
        }
    }

    /// The card's identity, if the viewer may see it.
    pub fn id(self) -> Option<CardId> {
        match self {
            SeenCard::Open(card) => Some(card),
            SeenCard::Back => None,
        }
    }
}

/// The card places of an event every viewer sees whole (`Game::seen_cards` of a public event).
pub fn all_open(cards: Vec<CardId>) -> Vec<Option<CardId>> {
    cards.into_iter().map(Some).collect()
}
