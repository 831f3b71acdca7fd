//! What one seat may know in Jammerlappen, and whole states consistent with it (for ISMCTS).

use super::config::JammerlappenConfig;
use super::deck;
use super::state::{Jammerlappen, Phase, Window};
use crate::kernel::{CardId, ClaimBook, GameRng, Seat};

/// One seat's knowledge: its own hand, every face-up card, the pot and what left the game, the
/// hand cards others were seen to take; not the face-down cards (not even its own), not the pile.
/// Once the round is over, the Jammerlappen's leftover hand lies open for all.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct JammerlappenView {
    /// The seat whose view this is (in the public view: the first seat, meaning nothing).
    pub seat: Seat,
    /// Whose view this is: a seat, or `None` for the public view (a spectator's: no hand).
    pub viewer: Option<Seat>,
    pub config: JammerlappenConfig,
    pub players: usize,
    pub group: u8,
    pub starter: Seat,
    pub phase: Phase,
    /// This seat's own hand.
    pub hand: Vec<CardId>,
    pub hand_sizes: Vec<usize>,
    /// Per seat, hand cards everybody saw it take and that it still holds; once the round is
    /// over, the whole hand (the Jammerlappen shows what is left).
    pub known: Vec<Vec<CardId>>,
    pub face_up: Vec<[Option<CardId>; 3]>,
    /// Which face-down slots still hold a card.
    pub face_down: Vec<[bool; 3]>,
    pub draw_len: usize,
    pub pot: Vec<CardId>,
    pub out: Vec<CardId>,
    pub exchanged: Vec<bool>,
    pub places: Vec<Option<u8>>,
    pub clockwise: bool,
    pub reference: Option<u8>,
    pub downward: bool,
    pub run: (u8, u8),
    pub action_run: u8,
    pub window: Option<Window>,
    pub passed: Option<CardId>,
}

fn cards_of_mask(mask: u64) -> Vec<CardId> {
    (0..64u8)
        .filter(|b| mask >> b & 1 == 1)
        .map(CardId)
        .collect()
}

impl JammerlappenView {
    /// The view of `viewer`, or the public one (no hand) for `None`.
    pub(super) fn of(game: &Jammerlappen, viewer: Option<Seat>) -> Self {
        JammerlappenView {
            seat: viewer.unwrap_or(Seat(0)),
            viewer,
            config: game.config.clone(),
            players: game.players,
            group: game.group,
            starter: game.starter,
            phase: game.phase,
            hand: viewer.map_or_else(Vec::new, |seat| game.hands[seat.index()].clone()),
            hand_sizes: game.hands.iter().map(|h| h.len()).collect(),
            known: match game.phase {
                Phase::Over { .. } => game.hand_bits[..game.players]
                    .iter()
                    .map(|&m| cards_of_mask(m))
                    .collect(),
                _ => game.known.iter().map(|&m| cards_of_mask(m)).collect(),
            },
            face_up: game.face_up.clone(),
            face_down: game
                .face_down
                .iter()
                .map(|slots| slots.map(|c| c.is_some()))
                .collect(),
            draw_len: game.draw.len(),
            pot: game.pot.clone(),
            out: game.out.clone(),
            exchanged: game.exchanged.clone(),
            places: game.places.clone(),
            clockwise: game.clockwise,
            reference: game.reference,
            downward: game.downward,
            run: game.run,
            action_run: game.action_run,
            window: game.window,
            passed: game.passed,
        }
    }

    /// Whose turn it is in play, if anyone's.
    /// Every card this view names: the own hand, the cards known in hands, the face-up cards, the
    /// pot, the cards out of the game, the moment of a throw-in.
    pub fn cards(&self) -> Vec<CardId> {
        let mut cards = self.hand.clone();
        cards.extend(self.known.iter().flatten());
        cards.extend(self.face_up.iter().flatten().flatten());
        cards.extend(&self.pot);
        cards.extend(&self.out);
        cards.extend(self.window.map(|w| w.card));
        cards.extend(self.passed);
        cards
    }

    pub fn turn(&self) -> Option<Seat> {
        match self.phase {
            Phase::Play { turn } => Some(turn),
            _ => None,
        }
    }

    /// A full state that agrees with everything this seat knows: the unseen cards are dealt at
    /// random into the other hands (beside their known cards), every face-down slot and the pile.
    pub(super) fn determinize(&self, rng: &mut GameRng) -> Jammerlappen {
        let mut seen = 0u64;
        let mut mark = |cards: &mut dyn Iterator<Item = CardId>| {
            cards.for_each(|c| seen |= 1 << c.0);
        };
        mark(&mut self.hand.iter().copied());
        mark(&mut self.face_up.iter().flatten().flatten().copied());
        mark(&mut self.pot.iter().copied());
        mark(&mut self.out.iter().copied());
        for (s, cards) in self.known.iter().enumerate() {
            if s != self.seat.index() {
                mark(&mut cards.iter().copied());
            }
        }
        let mut unseen: Vec<CardId> = deck::deck(self.players)
            .into_iter()
            .filter(|c| seen >> c.0 & 1 == 0)
            .collect();
        rng.shuffle(&mut unseen);
        let mut hands = Vec::with_capacity(self.players);
        for s in 0..self.players {
            if s == self.seat.index() {
                hands.push(self.hand.clone());
                continue;
            }
            let mut hand = self.known[s].clone();
            while hand.len() < self.hand_sizes[s] {
                hand.push(unseen.pop().expect("enough unseen cards"));
            }
            hands.push(hand);
        }
        let face_down = self
            .face_down
            .iter()
            .map(|slots| slots.map(|full| full.then(|| unseen.pop().expect("enough unseen cards"))))
            .collect();
        debug_assert_eq!(unseen.len(), self.draw_len);
        let known = self
            .known
            .iter()
            .map(|cards| cards.iter().fold(0u64, |m, c| m | 1 << c.0))
            .collect();
        let mut hand_bits = [0u64; 6];
        for (s, hand) in hands.iter().enumerate() {
            hand_bits[s] = hand.iter().fold(0, |m, c| m | 1 << c.0);
        }
        Jammerlappen {
            hand_bits,
            config: self.config.clone(),
            players: self.players,
            group: self.group,
            starter: self.starter,
            phase: self.phase,
            hands,
            face_up: self.face_up.clone(),
            face_down,
            draw: unseen,
            pot: self.pot.clone(),
            out: self.out.clone(),
            exchanged: self.exchanged.clone(),
            known,
            places: self.places.clone(),
            clockwise: self.clockwise,
            reference: self.reference,
            downward: self.downward,
            run: self.run,
            action_run: self.action_run,
            window: self.window,
            passed: self.passed,
            claims: ClaimBook::default(),
        }
    }
}
