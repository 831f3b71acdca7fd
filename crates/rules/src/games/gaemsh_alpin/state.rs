//! Gämsh Alpin's state and the steps every move is made of: dealing, a new middle, scoring, the
//! end of a round and of the game.

use super::actions::{Event, Gesture, MiddleWhy, ScoreWhy};
use super::cards::{self, SLOTS, SNACK, bit};
use super::config::GaemshConfig;
use super::watch::Watch;
use crate::kernel::{CardId, GameRng, Millis, Seat};
use serde::{Deserialize, Serialize};

/// The phases of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Teams without a signal pick one (before the first deal, and an outed team); all cards are
    /// in the draw pile.
    Signals,
    /// Everybody swaps, gestures, calls, slaps.
    Play,
    /// A call ended the round: hands are shown until `until`, then the next deal.
    Reveal { until: Millis },
    /// A team reached the target.
    Over,
}

/// A Night card swapped while the Gamekeeper lay in the middle: slappable until `until`, or until
/// `seat` swaps again, or `gave` leaves the middle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fault {
    pub seat: Seat,
    pub gave: CardId,
    pub took: CardId,
    pub slot: u8,
    pub until: Millis,
}

/// The Hearty Snack lies in the middle: per slot, who slapped that card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snack {
    pub until: Millis,
    pub slaps: [Option<Seat>; SLOTS],
}

/// One game of Gämsh Alpin.
#[derive(Clone, Debug)]
pub struct Gaemsh {
    pub(super) config: GaemshConfig,
    pub(super) players: usize,
    pub(super) teams: usize,
    pub(super) phase: Phase,
    /// Per seat, its hand as a mask (4 cards, outside `Signals`).
    pub(super) hands: Vec<u64>,
    /// The middle's four stable slots (`None` only in `Signals`).
    pub(super) middle: [Option<CardId>; SLOTS],
    /// Top is the last card.
    pub(super) draw: Vec<CardId>,
    /// Face up, public.
    pub(super) discard: Vec<CardId>,
    /// Per seat, hand cards everybody saw it take from the middle (a subset of its hand).
    pub(super) known: Vec<u64>,
    /// Per team, its secret signal.
    pub(super) signals: Vec<Option<Gesture>>,
    /// Per team, its last signal that was guessed (public; it may not be picked again at once).
    pub(super) outed: Vec<Option<Gesture>>,
    pub(super) scores: Vec<u32>,
    /// Per seat, its wrong calls (public: `penalties`).
    pub(super) wrong_calls: Vec<u32>,
    pub(super) round: u32,
    /// The latest logical time the game has seen.
    pub(super) clock: Millis,
    /// The last swap or new middle: a new middle comes `new_middle_ms` after it.
    pub(super) idle_since: Millis,
    /// Seats that pressed "Neue Mitte" since the last swap (bit per seat).
    pub(super) votes: u8,
    pub(super) fault: Option<Fault>,
    /// A fault was caught or lapsed in this middle: a slap on the Gamekeeper now is too late.
    pub(super) fault_passed: bool,
    pub(super) snack: Option<Snack>,
    /// Per seat, its last swap's time.
    pub(super) last_swap: Vec<Option<Millis>>,
    pub(super) watch: Watch,
    /// Per seat, its hand as shown by a call's reveal (public until the next deal).
    pub(super) shown: Vec<Option<u64>>,
    /// Reshuffles and deals.
    pub(super) rng: GameRng,
}

impl Gaemsh {
    pub const NAME_ID: &'static str = "gaemsh";

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn teams(&self) -> usize {
        self.teams
    }
    pub fn team_of(&self, seat: Seat) -> usize {
        seat.index() % self.teams
    }
    /// The partner opposite.
    pub fn partner(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + self.teams) % self.players) as u8)
    }
    /// The two seats of a team.
    pub fn members(&self, team: usize) -> [Seat; 2] {
        [Seat(team as u8), Seat((team + self.teams) as u8)]
    }
    pub fn hand(&self, seat: Seat) -> Vec<CardId> {
        cards::cards(self.hands[seat.index()])
    }
    pub fn hand_mask(&self, seat: Seat) -> u64 {
        self.hands[seat.index()]
    }
    pub fn middle(&self) -> [Option<CardId>; SLOTS] {
        self.middle
    }
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }
    /// Per seat, how many of its calls were wrong.
    pub fn wrong_calls(&self) -> &[u32] {
        &self.wrong_calls
    }
    pub fn signal(&self, team: usize) -> Option<Gesture> {
        self.signals[team]
    }
    pub fn fault(&self) -> Option<Fault> {
        self.fault
    }
    pub fn snack(&self) -> Option<Snack> {
        self.snack
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn draw_pile(&self) -> &[CardId] {
        &self.draw
    }
    pub fn discards(&self) -> &[CardId] {
        &self.discard
    }
    pub fn watch(&self) -> &Watch {
        &self.watch
    }

    pub(super) fn slot_of(&self, card: CardId) -> Option<usize> {
        self.middle.iter().position(|&c| c == Some(card))
    }
    pub(super) fn in_middle(&self, card: CardId) -> bool {
        self.slot_of(card).is_some()
    }

    /// Shuffles every card into the draw pile and deals four to each hand (never the Snack) and
    /// four to the middle.
    pub(super) fn deal_round(&mut self, now: Millis, events: &mut Vec<Event>) {
        self.collect_all();
        self.rng.shuffle(&mut self.draw);
        // The Hearty Snack can never be taken, so it is never dealt into a hand: it goes to the
        // bottom part of the pile, below the hands' cards.
        if let Some(i) = self.draw.iter().position(|&c| c == SNACK) {
            let hands = self.players * cards::HAND;
            let bottom = self.draw.len() - hands;
            if i >= bottom {
                let j = self.rng.below(bottom);
                self.draw.swap(i, j);
            }
        }
        for s in 0..self.players {
            for _ in 0..cards::HAND {
                let c = self.draw.pop().expect("enough cards for the hands");
                self.hands[s] |= bit(c);
            }
        }
        self.round += 1;
        self.phase = Phase::Play;
        self.watch.round_at = now;
        self.fill_middle(now, events);
        events.push(Event::Dealt {
            round: self.round,
            middle: self.middle.map(|c| c.expect("dealt")),
        });
        self.after_new_middle(now, events);
    }

    /// Every card back into the draw pile (hands, middle, discards), reset what the round knew.
    pub(super) fn collect_all(&mut self) {
        for s in 0..self.players {
            let mut hand = std::mem::take(&mut self.hands[s]);
            while hand != 0 {
                self.draw.push(CardId(hand.trailing_zeros() as u8));
                hand &= hand - 1;
            }
        }
        self.draw
            .extend(self.middle.iter_mut().filter_map(|c| c.take()));
        self.draw.append(&mut self.discard);
        self.known.iter_mut().for_each(|k| *k = 0);
        self.shown.iter_mut().for_each(|h| *h = None);
        self.last_swap.iter_mut().for_each(|t| *t = None);
        self.fault = None;
        self.fault_passed = false;
        self.snack = None;
        self.votes = 0;
    }

    fn draw_one(&mut self, events: &mut Vec<Event>) -> CardId {
        if self.draw.is_empty() {
            std::mem::swap(&mut self.draw, &mut self.discard);
            self.rng.shuffle(&mut self.draw);
            events.push(Event::Reshuffled {
                cards: self.draw.len() as u8,
            });
        }
        self.draw
            .pop()
            .expect("cards outside the hands never run out")
    }

    fn fill_middle(&mut self, now: Millis, events: &mut Vec<Event>) {
        for slot in 0..SLOTS {
            let c = self.draw_one(events);
            self.middle[slot] = Some(c);
        }
        self.idle_since = now;
    }

    /// Discards the middle and deals four new cards.
    pub(super) fn new_middle(&mut self, why: MiddleWhy, now: Millis, events: &mut Vec<Event>) {
        let discarded = self.middle.map(|c| c.expect("a full middle"));
        self.discard.extend(discarded);
        self.middle = [None; SLOTS];
        self.fill_middle(now, events);
        events.push(Event::NewMiddle {
            why,
            discarded,
            middle: self.middle.map(|c| c.expect("dealt")),
        });
        self.after_new_middle(now, events);
    }

    /// A new middle: votes, faults and the Snack start over.
    fn after_new_middle(&mut self, now: Millis, events: &mut Vec<Event>) {
        self.votes = 0;
        self.fault = None;
        self.fault_passed = false;
        self.snack = None;
        if self.in_middle(SNACK) {
            let until = now + self.config.snack_window_ms.max(1);
            self.snack = Some(Snack {
                until,
                slaps: [None; SLOTS],
            });
            events.push(Event::SnackOpened { until });
        }
    }

    pub(super) fn score(
        &mut self,
        team: usize,
        points: u32,
        why: ScoreWhy,
        events: &mut Vec<Event>,
    ) {
        self.scores[team] += points;
        events.push(Event::Scored {
            team: team as u8,
            points,
            total: self.scores[team],
            why,
        });
    }

    /// Whether a team reached the target; if so the game is over.
    pub(super) fn check_over(&mut self, events: &mut Vec<Event>) -> bool {
        let best = *self.scores.iter().max().expect("teams");
        if best < self.config.target {
            return false;
        }
        self.phase = Phase::Over;
        self.fault = None;
        self.snack = None;
        let winners = (0..self.teams)
            .filter(|&t| self.scores[t] == best)
            .map(|t| t as u8)
            .collect();
        events.push(Event::GameOver { winners });
        true
    }

    /// A round-ending call: freeze for the reveal, or go on at once when there is none.
    pub(super) fn end_round(&mut self, now: Millis, events: &mut Vec<Event>) {
        let until = now + self.config.reveal_ms;
        events.push(Event::RoundOver {
            round: self.round,
            until,
        });
        self.fault = None;
        self.snack = None;
        if self.config.reveal_ms == 0 {
            self.next_round(now, events);
        } else {
            self.phase = Phase::Reveal { until };
        }
    }

    /// After a reveal: an outed team picks anew, else the next deal.
    pub(super) fn next_round(&mut self, now: Millis, events: &mut Vec<Event>) {
        if self.signals.iter().any(|s| s.is_none()) {
            self.collect_all();
            self.phase = Phase::Signals;
            let teams = (0..self.teams)
                .filter(|&t| self.signals[t].is_none())
                .map(|t| t as u8)
                .collect();
            events.push(Event::SignalsAwaited { teams });
        } else {
            self.deal_round(now, events);
        }
    }
}
