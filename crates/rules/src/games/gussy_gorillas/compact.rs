//! Compact `Debug` for the state and the view: card ids as bare numbers. The conformance suite
//! and replays compare states by their `Debug` text tens of thousands of times per game, so a
//! short text keeps the suite quick; every field is still written.

use super::state::Gorillas;
use super::view::GorillasView;
use crate::kernel::{CardId, Seat};
use std::fmt;

/// Cards as `[3 17 40]`.
struct Ids<'a>(&'a [CardId]);

impl fmt::Debug for Ids<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", c.0)?;
        }
        f.write_str("]")
    }
}

/// Cards with their former holders as `[3@0 17@2]`.
struct Held<'a>(&'a [(CardId, Seat)]);

impl fmt::Debug for Held<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, (c, s)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}@{}", c.0, s.0)?;
        }
        f.write_str("]")
    }
}

fn each<'a, T: 'a, D: fmt::Debug>(items: &'a [T], wrap: impl Fn(&'a T) -> D) -> Vec<D> {
    items.iter().map(wrap).collect()
}

impl fmt::Debug for Gorillas {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gorillas")
            .field("config", &self.config)
            .field("players", &self.players)
            .field("rare", &self.rare)
            .field("rng", &self.rng)
            .field("round", &self.round)
            .field("phase", &self.phase)
            .field("piles", &each(&self.piles, |p| Ids(p)))
            .field("hands", &each(&self.hands, |h| Ids(h)))
            .field("collections", &each(&self.collections, |c| Held(c)))
            .field("undealt", &Ids(&self.undealt))
            .field("offers", &self.offers)
            .field("voice", &self.voice)
            .field("heard", &self.heard)
            .field("withdrawn", &self.withdrawn)
            .field("tick", &self.tick)
            .field("since", &self.since)
            .field("bananas", &self.bananas)
            .field("history", &self.history)
            .finish()
    }
}

impl fmt::Debug for GorillasView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let showcase = self.showcase.as_ref().map(|all| each(all, |c| Ids(c)));
        f.debug_struct("GorillasView")
            .field("seat", &self.seat)
            .field("viewer", &self.viewer)
            .field("config", &self.config)
            .field("players", &self.players)
            .field("rare", &self.rare)
            .field("round", &self.round)
            .field("phase", &self.phase)
            .field("hands", &each(&self.hands, |h| Ids(h)))
            .field("hand_sizes", &self.hand_sizes)
            .field("pile_sizes", &self.pile_sizes)
            .field("collection", &Held(&self.collection))
            .field("showcase", &showcase)
            .field("witnessed", &each(&self.witnessed, |c| Held(c)))
            .field("collection_sizes", &self.collection_sizes)
            .field("undealt", &self.undealt)
            .field("offers", &self.offers)
            .field("voice", &self.voice)
            .field("heard", &self.heard)
            .field("withdrawn", &self.withdrawn)
            .field("tick", &self.tick)
            .field("since", &self.since)
            .field("bananas", &self.bananas)
            .field("rounds_scored", &self.rounds_scored)
            .finish()
    }
}
