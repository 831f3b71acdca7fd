//! What one seat may know in Nur die Ziege zählt, and whole states consistent with it (for search).

use super::board::Placement;
use super::config::{MAX_PLAYERS, TRICKS, ZiegeConfig};
use super::deck::{ALL_CARDS, card_id, cards_of};
use super::state::{Phase, Ziege};
use crate::kernel::{CardId, GameRng, Seat};

/// One seat's knowledge: its own hand, every card played this round (and who won it), the board
/// with all tiles and goats, the scores. Not the other hands, not the cards put aside.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ZiegeView {
    /// The seat whose view this is (in the public view: the first seat, meaning nothing).
    pub seat: Seat,
    /// Whose view this is: a seat, or `None` for the public view (a spectator's: no hand).
    pub viewer: Option<Seat>,
    pub config: ZiegeConfig,
    pub players: usize,
    pub round: u32,
    pub starter: Seat,
    pub phase: Phase,
    /// This seat's own cards (bit n = card n).
    pub hand: u64,
    /// Cards each seat won this round (played face up, so everybody saw them).
    pub won: [u64; MAX_PLAYERS],
    /// The trick on the table in play order from `leader`.
    pub trick: Vec<u8>,
    pub leader: Seat,
    pub tricks_done: u8,
    pub tiles: [Option<Placement>; MAX_PLAYERS],
    pub goats: [u32; MAX_PLAYERS],
    pub scores: [u32; MAX_PLAYERS],
    pub history: [[u8; MAX_PLAYERS]; MAX_PLAYERS],
    pub misses: [u8; MAX_PLAYERS],
}

impl ZiegeView {
    /// The view of `viewer`, or the public one (no hand) for `None`.
    pub(super) fn of(game: &Ziege, viewer: Option<Seat>) -> Self {
        ZiegeView {
            seat: viewer.unwrap_or(Seat(0)),
            viewer,
            config: game.config.clone(),
            players: game.players,
            round: game.round,
            starter: game.starter,
            phase: game.phase,
            hand: viewer.map_or(0, |seat| game.hands[seat.index()]),
            won: game.won,
            trick: game.trick().to_vec(),
            leader: game.leader,
            tricks_done: game.tricks_done,
            tiles: game.tiles,
            goats: game.goats,
            scores: game.scores,
            history: game.history,
            misses: game.misses,
        }
    }

    /// This seat's cards, lowest first.
    /// Every card this view names, as table card ids: the own hand, the won tricks, the trick.
    pub fn cards(&self) -> Vec<CardId> {
        cards_of(self.hand | self.played())
            .into_iter()
            .map(card_id)
            .collect()
    }

    pub fn hand_cards(&self) -> Vec<u8> {
        cards_of(self.hand)
    }

    /// Every card seen played this round.
    pub fn played(&self) -> u64 {
        let won = self.won[..self.players].iter().fold(0, |m, w| m | w);
        won | self.trick.iter().fold(0, |m, &c| m | 1 << c)
    }

    /// Cards this seat cannot see: the other hands and the cards put aside.
    pub fn unseen(&self) -> u64 {
        ALL_CARDS & !self.hand & !self.played()
    }

    /// Rounds in this match.
    pub fn rounds(&self) -> u32 {
        self.config.rounds_for(self.players)
    }

    /// Points per round so far, for one seat.
    pub fn round_points(&self, seat: Seat) -> Vec<u32> {
        super::state::round_points(&self.history, self.phase, self.round, seat)
    }

    /// Whose turn it is, if anyone's.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Deal => Some(self.starter),
            Phase::Predict { to_move } | Phase::Trick { to_move } => Some(to_move),
            Phase::GameOver => None,
        }
    }

    /// Cards `seat` still holds: eight less the tricks done, less one if it played to this trick.
    pub fn hand_size(&self, seat: Seat) -> u32 {
        match self.phase {
            Phase::Deal | Phase::GameOver => 0,
            _ => {
                let played = (seat.index() + self.players - self.leader.index()) % self.players
                    < self.trick.len();
                (TRICKS - self.tricks_done) as u32 - played as u32
            }
        }
    }

    /// A full state that agrees with everything this seat knows: the unseen cards are dealt at
    /// random into the other hands (as many as each holds) and the rest is put aside.
    pub(super) fn determinize(&self, rng: &mut GameRng) -> Ziege {
        let n = self.players;
        let mut unseen = [0u8; 50];
        let mut count = 0;
        let mut m = self.unseen();
        while m != 0 {
            unseen[count] = m.trailing_zeros() as u8;
            count += 1;
            m &= m - 1;
        }
        let unseen = &mut unseen[..count];
        rng.shuffle(unseen);
        let mut cards = unseen.iter();
        let mut game = Ziege::empty(self.config.clone(), n, rng.fork(), self.starter);
        for seat in Seat::all(n) {
            game.hands[seat.index()] = if seat == self.seat {
                self.hand
            } else {
                (0..self.hand_size(seat)).fold(0, |h, _| {
                    h | 1 << cards.next().expect("enough unseen cards")
                })
            };
        }
        game.out = cards.fold(0, |m, &c| m | 1 << c);
        game.round = self.round;
        game.phase = self.phase;
        game.won = self.won;
        game.trick[..self.trick.len()].copy_from_slice(&self.trick);
        game.trick_len = self.trick.len() as u8;
        game.leader = self.leader;
        game.tricks_done = self.tricks_done;
        game.tiles = self.tiles;
        game.goats = self.goats;
        game.scores = self.scores;
        game.history = self.history;
        game.misses = self.misses;
        game
    }
}
