//! Jammerlappen's state and phases (exchange, play, over) and the steps every move is made of.

use super::actions::{Event, Removal, Zone};
use super::config::JammerlappenConfig;
use super::deck::{self, ActionCard, Face};
use super::moves;
use super::readings::{self, SameActionsAtOnce};
use crate::kernel::{CardId, ClaimBook, Millis, Seat};
use serde::{Deserialize, Serialize};

/// The phases of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Before play: every seat that has not yet decided may exchange one hand card with one of its
    /// face-up cards, or keep (all at once, in any order).
    Exchange,
    /// Play: `turn` is on turn; others may throw in while a window is open.
    Play { turn: Seat },
    /// One player is left with cards.
    Over { jammerlappen: Seat },
}

/// The chance to throw in on a laid number card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    /// The last card laid: the moment throw-ins refer to.
    pub card: CardId,
    pub value: u8,
    /// Who laid it.
    pub by: Seat,
    /// Throw-ins are accepted while `now < until`.
    pub until: Millis,
}

/// One round of Jammerlappen.
#[derive(Debug)]
pub struct Jammerlappen {
    pub(super) config: JammerlappenConfig,
    pub(super) players: usize,
    /// Identical cards that make a quartet (3 with two players).
    pub(super) group: u8,
    pub(super) starter: Seat,
    pub(super) phase: Phase,
    pub(super) hands: Vec<Vec<CardId>>,
    /// `hands` as masks (bit i = card i), kept in step with them: the moves are walked on these.
    pub(super) hand_bits: [u64; 6],
    pub(super) face_up: Vec<[Option<CardId>; 3]>,
    /// A face-down card is released once the face-up card of its slot is gone.
    pub(super) face_down: Vec<[Option<CardId>; 3]>,
    /// The draw pile; the top is the last card.
    pub(super) draw: Vec<CardId>,
    pub(super) pot: Vec<CardId>,
    /// Cards taken out of the game (quartets, Weg damit!, four action cards).
    pub(super) out: Vec<CardId>,
    pub(super) exchanged: Vec<bool>,
    /// Per seat, hand cards everyone saw go there (bit i = card i): taken pots, exchanged face-up
    /// cards, failed blind cards.
    pub(super) known: Vec<u64>,
    /// Finishing places of the seats that got rid of all cards (1 = first).
    pub(super) places: Vec<Option<u8>>,
    pub(super) clockwise: bool,
    /// The number to beat (equal or higher; equal or lower when `downward`). `None`: free choice.
    pub(super) reference: Option<u8>,
    pub(super) downward: bool,
    /// Identical number cards in a row at the top of the pot: (value, count).
    pub(super) run: (u8, u8),
    /// Action cards in a row at the top of the pot.
    pub(super) action_run: u8,
    pub(super) window: Option<Window>,
    /// The last moment that passed: throw-ins on it are too late.
    pub(super) passed: Option<CardId>,
    /// Who took the last moment when (the turn player laying, or a thrower).
    pub(super) claims: ClaimBook,
}

/// Cloned field by field; `clone_from` reuses the target's buffers (searches copy a round for
/// every playout).
impl Clone for Jammerlappen {
    fn clone(&self) -> Self {
        Jammerlappen {
            config: self.config.clone(),
            players: self.players,
            group: self.group,
            starter: self.starter,
            phase: self.phase,
            hands: self.hands.clone(),
            hand_bits: self.hand_bits,
            face_up: self.face_up.clone(),
            face_down: self.face_down.clone(),
            draw: self.draw.clone(),
            pot: self.pot.clone(),
            out: self.out.clone(),
            exchanged: self.exchanged.clone(),
            known: self.known.clone(),
            places: self.places.clone(),
            clockwise: self.clockwise,
            reference: self.reference,
            downward: self.downward,
            run: self.run,
            action_run: self.action_run,
            window: self.window,
            passed: self.passed,
            claims: self.claims.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.config.clone_from(&source.config);
        self.players = source.players;
        self.group = source.group;
        self.starter = source.starter;
        self.phase = source.phase;
        self.hands.clone_from(&source.hands);
        self.hand_bits = source.hand_bits;
        self.face_up.clone_from(&source.face_up);
        self.face_down.clone_from(&source.face_down);
        self.draw.clone_from(&source.draw);
        self.pot.clone_from(&source.pot);
        self.out.clone_from(&source.out);
        self.exchanged.clone_from(&source.exchanged);
        self.known.clone_from(&source.known);
        self.places.clone_from(&source.places);
        self.clockwise = source.clockwise;
        self.reference = source.reference;
        self.downward = source.downward;
        self.run = source.run;
        self.action_run = source.action_run;
        self.window = source.window;
        self.passed = source.passed;
        self.claims.clone_from(&source.claims);
    }
}

/// Where the turn goes after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Next {
    /// The next seat is on turn after passing over this many (Aussetzen!); when that passes over
    /// every other seat still in, the mover is on turn again.
    Skip(u8),
    /// The mover begins again with a card of its choice.
    Again,
    /// The next seat begins with a card of its choice.
    FollowerFree,
}

impl Jammerlappen {
    pub const NAME_ID: &'static str = "jammerlappen";

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn starter(&self) -> Seat {
        self.starter
    }
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[seat.index()]
    }
    pub fn face_up(&self, seat: Seat) -> [Option<CardId>; 3] {
        self.face_up[seat.index()]
    }
    pub fn face_down(&self, seat: Seat) -> [Option<CardId>; 3] {
        self.face_down[seat.index()]
    }
    pub fn draw_pile(&self) -> &[CardId] {
        &self.draw
    }
    pub fn pot(&self) -> &[CardId] {
        &self.pot
    }
    pub fn out_of_game(&self) -> &[CardId] {
        &self.out
    }
    pub fn window(&self) -> Option<Window> {
        self.window
    }
    pub fn clockwise(&self) -> bool {
        self.clockwise
    }
    pub fn reference(&self) -> Option<u8> {
        self.reference
    }
    pub fn downward(&self) -> bool {
        self.downward
    }
    /// Identical number cards in a row at the top of the pot: (value, count).
    pub fn run(&self) -> (u8, u8) {
        self.run
    }
    /// Action cards in a row at the top of the pot (four remove it).
    pub fn action_run(&self) -> u8 {
        self.action_run
    }
    /// How many identical cards make a quartet (three with two players).
    pub fn group(&self) -> u8 {
        self.group
    }
    pub fn place(&self, seat: Seat) -> Option<u8> {
        self.places[seat.index()]
    }
    pub fn is_in(&self, seat: Seat) -> bool {
        self.places[seat.index()].is_none()
    }
    pub(super) fn active(&self) -> usize {
        self.places.iter().filter(|p| p.is_none()).count()
    }

    /// The seat `steps` places on in the direction of play, passing over seats that are out (the
    /// origin itself may be out). Needs at least one seat in.
    pub fn next_from(&self, origin: Seat, steps: usize) -> Seat {
        let last = self.players - 1;
        let mut s = origin.index();
        for _ in 0..steps {
            loop {
                // Round the table without dividing (playouts take millions of turns).
                s = match (self.clockwise, s) {
                    (true, s) if s == last => 0,
                    (true, s) => s + 1,
                    (false, 0) => last,
                    (false, s) => s - 1,
                };
                if self.places[s].is_none() {
                    break;
                }
            }
        }
        Seat(s as u8)
    }

    /// Whether a card may be laid now by the seat on turn.
    pub fn fits(&self, card: CardId) -> bool {
        match deck::face(card) {
            Face::Action(_) => true,
            Face::Number(n) => match self.reference {
                None => true,
                Some(r) if self.downward => n <= r,
                Some(r) => n >= r,
            },
        }
    }

    /// Face-down slots of `seat` that are released (their face-up card is gone).
    pub fn released(&self, seat: Seat) -> impl Iterator<Item = u8> + '_ {
        let s = seat.index();
        (0..3u8).filter(move |&i| {
            self.face_up[s][i as usize].is_none() && self.face_down[s][i as usize].is_some()
        })
    }

    /// No hand cards, face-up cards left, none of them fits: the forced pickup applies.
    pub(super) fn forced_pickup(&self, seat: Seat) -> bool {
        let s = seat.index();
        self.hands[s].is_empty()
            && self.face_up[s].iter().any(|c| c.is_some())
            && !self.face_up[s].iter().flatten().any(|&c| self.fits(c))
    }

    /// The cards with which `seat` could throw in now (the rest of the quartet, from its zone).
    pub fn throw_in_cards(&self, seat: Seat) -> Option<Vec<CardId>> {
        self.throw_in_mask(seat).map(moves::cards_of)
    }

    /// `throw_in_cards` as a mask.
    pub(super) fn throw_in_mask(&self, seat: Seat) -> Option<u64> {
        let window = self.window?;
        let Phase::Play { turn } = self.phase else {
            return None;
        };
        if seat == turn || !self.is_in(seat) || self.run.0 != window.value {
            return None;
        }
        if !readings::LAYER_MAY_THROW_IN && window.by == seat {
            return None;
        }
        let need = self.group.checked_sub(self.run.1)?;
        let (_, mine) = self.zone_mask(seat);
        let copies = mine & moves::KIND[window.card.0 as usize];
        (need > 0 && copies.count_ones() == need as u32).then_some(copies)
    }

    pub(super) fn set_known(&mut self, seat: Seat, card: CardId, known: bool) {
        let bit = 1u64 << card.0;
        if known {
            self.known[seat.index()] |= bit;
        } else {
            self.known[seat.index()] &= !bit;
        }
    }

    /// Removes the cards of `mask` from `seat`'s zone (hand or face-up slots).
    pub(super) fn remove_from_zone(&mut self, seat: Seat, zone: Zone, mask: u64) {
        let s = seat.index();
        match zone {
            Zone::Hand => {
                let hand = &mut self.hands[s];
                if mask.is_power_of_two() {
                    // One card (most lays): find it rather than test every card of the hand.
                    let card = CardId(mask.trailing_zeros() as u8);
                    if let Some(at) = hand.iter().position(|&c| c == card) {
                        hand.remove(at);
                    }
                } else {
                    hand.retain(|&c| mask & moves::bit(c) == 0);
                }
                self.hand_bits[s] &= !mask;
                self.known[s] &= !mask;
            }
            Zone::FaceUp => {
                for slot in self.face_up[s].iter_mut() {
                    if slot.is_some_and(|c| mask & moves::bit(c) != 0) {
                        *slot = None;
                    }
                }
            }
            Zone::FaceDown(i) => self.face_down[s][i as usize] = None,
        }
    }

    /// Any action in play ends the current moment: nobody can throw in on it any more.
    pub(super) fn close_moment(&mut self, seat: Seat, now: Millis) {
        if let Some(w) = self.window.take() {
            self.claims.clear();
            // The book is fresh, so this claim always stands.
            let _ = self.claims.claim(w.card, seat, now);
            self.passed = Some(w.card);
        }
    }

    /// Hand up to three from the draw pile while it lasts.
    pub(super) fn refill(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let s = seat.index();
        let mut drawn = Vec::new();
        while self.hands[s].len() < 3 {
            let Some(card) = self.draw.pop() else { break };
            self.hands[s].push(card);
            self.hand_bits[s] |= moves::bit(card);
            drawn.push(card);
        }
        if !drawn.is_empty() {
            events.push(Event::Drew { seat, cards: drawn });
        }
    }

    fn reset_pot_state(&mut self) {
        self.reference = None;
        self.downward = false;
        self.run = (0, 0);
        self.action_run = 0;
    }

    pub(super) fn remove_pot(&mut self, seat: Seat, reason: Removal, events: &mut Vec<Event>) {
        // The event gets a copy; the pot keeps its buffer for the next pot.
        let cards = self.pot.clone();
        self.pot.clear();
        self.out.extend_from_slice(&cards);
        self.reset_pot_state();
        events.push(Event::PotRemoved {
            seat,
            reason,
            cards,
        });
    }

    /// The pot (and `with`, a card that went along) onto `seat`'s hand; the next seat begins freely.
    pub(super) fn take_pot(&mut self, seat: Seat, with: Option<CardId>, events: &mut Vec<Event>) {
        // The event gets a copy; the pot keeps its buffer for the next pot.
        let cards = self.pot.clone();
        self.pot.clear();
        self.hands[seat.index()].reserve(cards.len() + 1);
        for &card in cards.iter().chain(with.iter()) {
            self.hands[seat.index()].push(card);
            self.hand_bits[seat.index()] |= moves::bit(card);
            self.set_known(seat, card, true);
        }
        self.reset_pot_state();
        events.push(Event::PotTaken { seat, cards, with });
        self.finish_move(seat, Next::FollowerFree, None, events);
    }

    /// Lays `cards` (already out of the seat's zone) onto the pot with all their effects.
    /// `beat`: the seat on turn that a throw-in beat.
    pub(super) fn lay(
        &mut self,
        seat: Seat,
        cards: Vec<CardId>,
        from: Zone,
        beat: Option<Seat>,
        now: Millis,
        events: &mut Vec<Event>,
    ) {
        let first = cards[0];
        let count = cards.len() as u8;
        self.pot.extend_from_slice(&cards);
        match beat {
            Some(beat) => events.push(Event::ThrownIn {
                seat,
                cards,
                from,
                beat,
            }),
            None => events.push(Event::Laid { seat, cards, from }),
        }
        if from == Zone::Hand {
            self.refill(seat, events);
        }
        let next = match deck::face(first) {
            Face::Number(v) => {
                self.run = if self.run.0 == v && self.run.1 > 0 {
                    (v, self.run.1 + count)
                } else {
                    (v, count)
                };
                self.action_run = 0;
                self.reference = Some(v);
                if v == 5 && !self.downward {
                    self.downward = true;
                    events.push(Event::Downward);
                }
                if self.run.1 >= self.group {
                    self.remove_pot(seat, Removal::Quartet, events);
                    Next::Again
                } else {
                    Next::Skip(0)
                }
            }
            Face::Action(kind) => self.action_effects(seat, kind, count, events),
        };
        let window = match (next, deck::number(first)) {
            (Next::Skip(_), Some(value)) => Some(Window {
                card: *self.pot.last().expect("just laid"),
                value,
                by: seat,
                until: now + self.config.throw_in_window_ms,
            }),
            _ => None,
        };
        self.finish_move(seat, next, window, events);
    }

    /// The effects of `count` identical action cards of `kind` just laid (see `readings`).
    fn action_effects(
        &mut self,
        seat: Seat,
        kind: ActionCard,
        count: u8,
        events: &mut Vec<Event>,
    ) -> Next {
        self.run = (0, 0);
        let mut next = Next::Skip(0);
        for i in 0..count {
            self.action_run += 1;
            let takes_effect =
                i == 0 || readings::SAME_ACTIONS_AT_ONCE == SameActionsAtOnce::EachCard;
            if self.action_run >= 4 {
                // Four in a row: the pot goes, and the one who laid the fourth begins again.
                if takes_effect
                    && kind == ActionCard::Richtungswechsel
                    && readings::FOURTH_ACTION_TURNS_PLAY
                {
                    self.turn_round(events);
                }
                self.remove_pot(seat, Removal::FourActions, events);
                return Next::Again;
            }
            if !takes_effect {
                continue;
            }
            match kind {
                ActionCard::DeinProblem => {}
                ActionCard::Richtungswechsel => self.turn_round(events),
                ActionCard::Aussetzen => {
                    if let Next::Skip(k) = next {
                        next = Next::Skip(k + 1);
                    }
                }
                ActionCard::WegDamit => {
                    // The copies laid with it go with the pot.
                    self.remove_pot(seat, Removal::WegDamit, events);
                    return Next::Again;
                }
                ActionCard::Neustart => {
                    self.reference = None;
                    self.downward = false;
                    next = Next::FollowerFree;
                }
            }
        }
        next
    }

    fn turn_round(&mut self, events: &mut Vec<Event>) {
        self.clockwise = !self.clockwise;
        events.push(Event::DirectionChanged {
            clockwise: self.clockwise,
        });
    }

    /// After a move: the mover may be out of cards, the round may be over, else the turn moves on
    /// (and a throw-in window may open).
    pub(super) fn finish_move(
        &mut self,
        seat: Seat,
        next: Next,
        window: Option<Window>,
        events: &mut Vec<Event>,
    ) {
        let s = seat.index();
        if self.places[s].is_none()
            && self.hands[s].is_empty()
            && self.face_up[s].iter().all(|c| c.is_none())
            && self.face_down[s].iter().all(|c| c.is_none())
        {
            let place = (self.players - self.active() + 1) as u8;
            self.places[s] = Some(place);
            events.push(Event::Finished { seat, place });
        }
        if self.active() <= 1 {
            let jammerlappen = Seat(
                self.places
                    .iter()
                    .position(|p| p.is_none())
                    .expect("one seat is left") as u8,
            );
            self.window = None;
            self.phase = Phase::Over { jammerlappen };
            events.push(Event::Jammerlappen { seat: jammerlappen });
            return;
        }
        let turn = match next {
            Next::Skip(skips) => {
                let others = self.active() - self.is_in(seat) as usize;
                let skips = skips as usize;
                if skips > 0 && self.is_in(seat) && skips >= others {
                    // Every other seat passed over: the mover again.
                    for i in 1..=others {
                        events.push(Event::Skipped {
                            seat: self.next_from(seat, i),
                        });
                    }
                    seat
                } else {
                    for i in 1..=skips {
                        events.push(Event::Skipped {
                            seat: self.next_from(seat, i),
                        });
                    }
                    self.next_from(seat, skips + 1)
                }
            }
            Next::Again if self.is_in(seat) => seat,
            Next::Again | Next::FollowerFree => self.next_from(seat, 1),
        };
        if !matches!(next, Next::Skip(_)) {
            events.push(Event::FreeLead { seat: turn });
        }
        self.phase = Phase::Play { turn };
        if let Some(w) = window
            && self.config.throw_in_window_ms > 0
        {
            self.window = Some(w);
            events.push(Event::WindowOpened {
                card: w.card,
                until: w.until,
            });
        }
    }
}
