//! What one seat may know in Gussy Gorillas, and whole states consistent with it (for search and
//! the conformance suite).

use super::config::GorillasConfig;
use super::deck;
use super::state::{Gorillas, Phase};
use super::talk::Talk;
use crate::kernel::{CardId, GameRng, Seat};

/// One seat's knowledge. Never its own held cards (only how many); every other seat's held cards;
/// its own collection; the others' collections only with Open Showcase (`showcase`); the public
/// talk, offers and results; and what it witnessed (`witnessed`).
#[derive(Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GorillasView {
    /// The seat whose view this is (in the public view: the first seat, meaning nothing).
    pub seat: Seat,
    /// Whose view this is: a seat, or `None` for the public view (what every seat sees: no held
    /// card, since each is hidden from its holder; no collection but with Open Showcase, since a
    /// card going into one is hidden from its former holder) and for the bystander view (a
    /// watcher holding no seat: every held card, as everyone at the table sees them, and every
    /// card seen going into a collection; no own collection).
    pub viewer: Option<Seat>,
    pub config: GorillasConfig,
    pub players: usize,
    /// Whether the rare cards are in.
    pub rare: bool,
    pub round: u32,
    pub phase: Phase,
    /// Held cards per seat; empty for this seat (see `hand_sizes`).
    pub hands: Vec<Vec<CardId>>,
    pub hand_sizes: Vec<usize>,
    pub pile_sizes: Vec<usize>,
    /// This seat's own collection, with each card's former holder.
    pub collection: Vec<(CardId, Seat)>,
    /// Open Showcase only: every seat's collection, face up to all (the table lays them out).
    pub showcase: Option<Vec<Vec<CardId>>>,
    /// Per other seat, the cards this seat saw go into its collection (public events it
    /// witnessed: every card but its own former held cards, which it never saw; with Open
    /// Showcase, and once the round is scored until the next deal, all of them). Not for display
    /// during play without the variant: it is the seat's memory, which bots need (they keep no
    /// state of their own). Own entry empty.
    pub witnessed: Vec<Vec<(CardId, Seat)>>,
    pub collection_sizes: Vec<usize>,
    pub undealt: usize,
    /// Per seat, the seats it offers its hand to (bit i: seat i).
    pub offers: Vec<u16>,
    pub voice: Vec<bool>,
    /// Per seat, what was shouted at it since it drew its hand.
    pub heard: Vec<Vec<(Seat, Talk)>>,
    /// Per seat, the seats that withdrew an offer to it since it drew its hand.
    pub withdrawn: Vec<u16>,
    /// Actions this round, and per seat the count when it drew its hand.
    pub tick: u32,
    pub since: Vec<u32>,
    pub bananas: Vec<u8>,
    /// Rounds scored so far (the results are in the state's `history` and the `Scored` events).
    pub rounds_scored: usize,
}

/// Who a view is made for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Viewer {
    /// One seat.
    Seat(Seat),
    /// Every seat at once: only what all of them see (`Game::public_view`).
    Everyone,
    /// A watcher holding no seat (`Game::bystander_view`).
    Bystander,
}

impl GorillasView {
    /// The view of `who`.
    pub(super) fn of(game: &Gorillas, who: Viewer) -> GorillasView {
        let viewer = match who {
            Viewer::Seat(seat) => Some(seat),
            Viewer::Everyone | Viewer::Bystander => None,
        };
        let me = viewer.map(Seat::index);
        let showcase = game.config.showcase;
        // Once a round is scored, every collection lies open to all until the next deal.
        let open = showcase || game.phase != Phase::Play;
        // Whether this view sees what every seat but its holder sees (held cards; cards going
        // into a collection from another seat's hand): not the public view, which shows only what
        // every seat sees.
        let sees = |holder: Option<usize>| who != Viewer::Everyone && holder != me;
        GorillasView {
            seat: viewer.unwrap_or(Seat(0)),
            viewer,
            config: game.config.clone(),
            players: game.players,
            rare: game.rare,
            round: game.round,
            phase: game.phase,
            hands: (0..game.players)
                .map(|s| {
                    if sees(Some(s)) {
                        game.hands[s].clone()
                    } else {
                        Vec::new()
                    }
                })
                .collect(),
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            pile_sizes: game.piles.iter().map(Vec::len).collect(),
            collection: me.map_or_else(Vec::new, |me| game.collections[me].clone()),
            showcase: showcase.then(|| {
                (0..game.players)
                    .map(|s| game.collection(Seat(s as u8)))
                    .collect()
            }),
            witnessed: (0..game.players)
                .map(|s| {
                    if Some(s) == me {
                        Vec::new()
                    } else {
                        game.collections[s]
                            .iter()
                            .filter(|c| {
                                // A card the owner held itself is seen by all (the owner has it
                                // in its own collection).
                                open || sees(Some(c.1.index())) || c.1.index() == s
                            })
                            .copied()
                            .collect()
                    }
                })
                .collect(),
            collection_sizes: game.collections.iter().map(Vec::len).collect(),
            undealt: game.undealt.len(),
            offers: game.offers.clone(),
            voice: game.voice.clone(),
            heard: game.heard.clone(),
            withdrawn: game.withdrawn.clone(),
            tick: game.tick,
            since: game.since.clone(),
            bananas: game.bananas.clone(),
            rounds_scored: game.history.len(),
        }
    }

    /// Whether `seat` holds cards.
    /// Every card this view names: the held cards it sees, its own collection, the collections
    /// open to all, the cards it saw go into the others' collections.
    pub fn cards(&self) -> Vec<CardId> {
        let mut cards: Vec<CardId> = self.hands.iter().flatten().copied().collect();
        cards.extend(self.collection.iter().map(|c| c.0));
        cards.extend(self.showcase.iter().flatten().flatten());
        cards.extend(self.witnessed.iter().flatten().map(|c| c.0));
        cards
    }

    pub fn holds(&self, seat: Seat) -> bool {
        self.hand_sizes[seat.index()] > 0
    }

    /// Whether `from` offers its hand to `to`.
    pub fn offers(&self, from: Seat, to: Seat) -> bool {
        self.offers[from.index()] & 1 << to.0 != 0
    }

    /// The cards of the deck this seat cannot place: its own held cards, the piles, the undealt
    /// cards, and its former held cards in others' collections (without Open Showcase).
    pub fn unseen(&self) -> Vec<CardId> {
        let mut known = [false; deck::DECK_SIZE];
        let visible = self
            .hands
            .iter()
            .flatten()
            .chain(self.collection.iter().map(|c| &c.0))
            .chain(self.witnessed.iter().flatten().map(|c| &c.0));
        for card in visible {
            known[card.0 as usize] = true;
        }
        deck::deck(self.rare)
            .into_iter()
            .filter(|c| !known[c.0 as usize])
            .collect()
    }

    /// A full state that agrees with everything this seat knows: the unseen cards dealt at random.
    pub(super) fn determinize(&self, rng: &mut GameRng) -> Gorillas {
        let me = self.seat.index();
        let mut unseen = self.unseen();
        rng.shuffle(&mut unseen);
        let mut take = |n: usize| unseen.split_off(unseen.len() - n);
        let mut hands = self.hands.clone();
        hands[me] = take(self.hand_sizes[me]);
        let piles = self.pile_sizes.iter().map(|&n| take(n)).collect();
        let mut collections = self.witnessed.clone();
        collections[me] = self.collection.clone();
        for (s, collection) in collections.iter_mut().enumerate() {
            let missing = self.collection_sizes[s] - collection.len();
            collection.extend(take(missing).into_iter().map(|c| (c, self.seat)));
        }
        let undealt = take(self.undealt);
        debug_assert!(unseen.is_empty());
        Gorillas {
            config: self.config.clone(),
            players: self.players,
            rare: self.rare,
            rng: rng.fork(),
            round: self.round,
            phase: self.phase,
            piles,
            hands,
            collections,
            undealt,
            offers: self.offers.clone(),
            voice: self.voice.clone(),
            heard: self.heard.clone(),
            withdrawn: self.withdrawn.clone(),
            tick: self.tick,
            since: self.since.clone(),
            bananas: self.bananas.clone(),
            history: self.history_stub(),
        }
    }

    /// Rounds of a determinized state: the right count with the right bananas (the points of past
    /// rounds are not part of the view; nothing in play depends on them).
    fn history_stub(&self) -> Vec<super::state::RoundResult> {
        let mut left = self.bananas.clone();
        (0..self.rounds_scored)
            .map(|_| {
                let banana: Vec<bool> = left.iter().map(|&b| b > 0).collect();
                for b in left.iter_mut() {
                    *b = b.saturating_sub(1);
                }
                super::state::RoundResult {
                    points: vec![0; self.players],
                    banana,
                }
            })
            .collect()
    }
}
