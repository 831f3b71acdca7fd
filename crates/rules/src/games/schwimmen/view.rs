//! What one seat may know in Schwimmen, and whole states consistent with it (for ISMCTS).

use super::actions::RoundResult;
use super::config::SchwimmenConfig;
use super::state::{Phase, Schwimmen, Standing};
use crate::kernel::cards::piquet_deck;
use crate::kernel::{CardId, Game, GameRng, Seat};

/// One seat's knowledge: its own hand, the open middle, what everyone saw, nothing else.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SchwimmenView {
    /// The seat whose view this is (in the public view: the first seat, meaning nothing).
    pub seat: Seat,
    /// Whose view this is: a seat, or `None` for the public view (a spectator's).
    pub viewer: Option<Seat>,
    pub config: SchwimmenConfig,
    pub round: u32,
    pub dealer: Seat,
    pub phase: Phase,
    pub standings: Vec<Standing>,
    /// This seat's own three cards (the looked-at packet, for the dealer choosing).
    pub hand: Option<[CardId; 3]>,
    /// The middle, once laid open.
    pub middle: Option<[CardId; 3]>,
    pub stock_len: usize,
    pub discard: Vec<CardId>,
    /// Cards known to lie in the stock (shuffled in from the cards put aside), order unknown.
    pub stock_known: Vec<CardId>,
    /// Cards each seat was seen taking from the middle and still holds.
    pub known: Vec<Vec<CardId>>,
    /// The last showdown (all hands open), between rounds.
    pub last_round: Option<RoundResult>,
    pub losses: Vec<u32>,
}

impl SchwimmenView {
    /// The view of `viewer`, or the public one (no hand) for `None`.
    pub(super) fn of(game: &Schwimmen, viewer: Option<Seat>) -> Self {
        let players = game.players();
        SchwimmenView {
            seat: viewer.unwrap_or(Seat(0)),
            viewer,
            config: game.config.clone(),
            round: game.round,
            dealer: game.dealer,
            phase: game.phase,
            standings: game.standings.clone(),
            hand: viewer
                .filter(|&seat| {
                    game.is_in(seat) && !matches!(game.phase, Phase::Deal | Phase::GameOver { .. })
                })
                .map(|seat| game.hands[seat.index()]),
            middle: game.middle(),
            stock_len: game.stock.len(),
            discard: game.discard.clone(),
            stock_known: game.stock_known(),
            known: (0..players)
                .map(|s| {
                    (0..32u8)
                        .filter(|b| game.known[s] >> b & 1 == 1)
                        .map(CardId)
                        .collect()
                })
                .collect(),
            last_round: game.last_round.clone(),
            losses: game.losses.clone(),
        }
    }

    /// Every card this view names: the own hand, the open middle, the cards put aside, the cards
    /// known in the stock and in hands, the last showdown.
    pub fn cards(&self) -> Vec<CardId> {
        let mut cards: Vec<CardId> = self.hand.into_iter().flatten().collect();
        cards.extend(self.middle.into_iter().flatten());
        cards.extend(&self.discard);
        cards.extend(&self.stock_known);
        cards.extend(self.known.iter().flatten());
        if let Some(result) = &self.last_round {
            cards.extend(result.hands.iter().flatten().flatten());
        }
        cards
    }

    /// Whose turn it is, if anyone's.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Deal | Phase::DealerChoice => Some(self.dealer),
            Phase::Play { to_move, .. } => Some(to_move),
            Phase::GameOver { .. } => None,
        }
    }

    /// A full state that agrees with everything this seat knows; the unseen cards are dealt at random
    /// into the other hands, the face-down middle and the stock.
    pub(super) fn determinize(&self, rng: &mut GameRng) -> Schwimmen {
        let players = self.standings.len();
        let mut seen = 0u32;
        let mut mark = |cards: &[CardId]| cards.iter().for_each(|c| seen |= 1 << c.0);
        if let Some(hand) = self.hand {
            mark(&hand);
        }
        if let Some(middle) = self.middle {
            mark(&middle);
        }
        mark(&self.discard);
        mark(&self.stock_known);
        // Between rounds the last showdown's hands lie open.
        if let Some(result) = &self.last_round
            && matches!(self.phase, Phase::Deal | Phase::GameOver { .. })
        {
            result.hands.iter().flatten().for_each(|hand| mark(hand));
        }
        for (s, cards) in self.known.iter().enumerate() {
            if s != self.seat.index() {
                mark(cards);
            }
        }
        let mut unseen: Vec<CardId> = piquet_deck()
            .into_iter()
            .filter(|c| seen >> c.0 & 1 == 0)
            .collect();
        rng.shuffle(&mut unseen);
        let mut unseen = unseen.into_iter();
        let mut hands = vec![[CardId(0); 3]; players];
        let dealt = !matches!(self.phase, Phase::Deal | Phase::GameOver { .. });
        for seat in Seat::all(players) {
            if !self.standings[seat.index()].is_in() || !dealt {
                continue;
            }
            hands[seat.index()] = match (seat == self.seat, self.hand) {
                (true, Some(hand)) => hand,
                _ => {
                    let known = &self.known[seat.index()];
                    let mut hand = [CardId(0); 3];
                    for (i, slot) in hand.iter_mut().enumerate() {
                        *slot = known
                            .get(i)
                            .copied()
                            .unwrap_or_else(|| unseen.next().expect("enough unseen cards"));
                    }
                    hand
                }
            };
        }
        let middle = match self.middle {
            Some(middle) => middle,
            None => std::array::from_fn(|_| unseen.next().expect("enough unseen cards")),
        };
        // The stock: the cards known to lie there (in a random order), under the unseen rest.
        let mut known_stock = self.stock_known.clone();
        if known_stock.len() > 1 {
            rng.shuffle(&mut known_stock);
        }
        let mut stock: Vec<CardId> = unseen.collect();
        stock.extend(known_stock);
        let known_masks = self
            .known
            .iter()
            .map(|cards| cards.iter().fold(0u32, |m, c| m | 1 << c.0))
            .collect();
        let mut game = Schwimmen::assemble(
            self.config.clone(),
            rng.fork(),
            self.standings.clone(),
            self.round,
            self.dealer,
            self.phase,
            hands,
            middle,
            self.middle.is_some(),
            stock,
            self.discard.clone(),
            known_masks,
        );
        game.last_round = self.last_round.clone();
        game.losses = self.losses.clone();
        game.stock_known = self.stock_known.iter().fold(0, |m, c| m | 1 << c.0);
        game
    }
}
