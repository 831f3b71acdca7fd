//! What one seat may know in Gämsh Alpin, and whole states consistent with it (for search).
//!
//! A seat sees its own hand, the middle, the discards, every public event's traces (cards others
//! were seen to take and still hold, hands shown by a call, the gesture tally), and its own team's
//! signal; never another hand or another team's signal.

use super::actions::Gesture;
use super::cards::{self, SLOTS, SNACK, bit};
use super::config::GaemshConfig;
use super::state::{Fault, Gaemsh, Phase, Snack};
use super::watch::Watch;
use crate::kernel::{CardId, GameRng, Millis, Seat};

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GaemshView {
    /// The seat whose view this is (in the public view: the first seat, meaning nothing).
    pub seat: Seat,
    /// Whose view this is: a seat, or `None` for the public view (a spectator's: no hand, no
    /// team's signal).
    pub viewer: Option<Seat>,
    pub players: usize,
    pub teams: usize,
    pub config: GaemshConfig,
    pub phase: Phase,
    /// This seat's hand as a mask (`cards::cards` lists it).
    pub hand: u64,
    /// The middle's four stable slots.
    pub middle: [Option<CardId>; SLOTS],
    /// Per seat, cards everybody saw it take from the middle and that it still holds.
    pub known: Vec<u64>,
    /// Per seat, its hand as shown by the last call (until the next deal).
    pub shown: Vec<Option<u64>>,
    pub discard: Vec<CardId>,
    pub draw_len: usize,
    /// This seat's team's secret signal.
    pub signal: Option<Gesture>,
    /// Per team: whether it has picked its signal.
    pub picked: Vec<bool>,
    /// Per team: its last outed signal.
    pub outed: Vec<Option<Gesture>>,
    pub scores: Vec<u32>,
    /// Per seat, its wrong calls.
    pub wrong_calls: Vec<u32>,
    pub round: u32,
    /// The latest logical time the game has seen.
    pub clock: Millis,
    pub idle_since: Millis,
    /// Seats that pressed "Neue Mitte" (bit per seat).
    pub votes: u8,
    pub fault: Option<Fault>,
    pub fault_passed: bool,
    pub snack: Option<Snack>,
    pub last_swap: Vec<Option<Millis>>,
    pub watch: Watch,
}

impl GaemshView {
    /// The view of `viewer`, or the public one (no hand, no signal) for `None`.
    pub(super) fn of(game: &Gaemsh, viewer: Option<Seat>) -> GaemshView {
        GaemshView {
            seat: viewer.unwrap_or(Seat(0)),
            viewer,
            players: game.players,
            teams: game.teams,
            config: game.config.clone(),
            phase: game.phase,
            hand: viewer.map_or(0, |seat| game.hands[seat.index()]),
            middle: game.middle,
            known: game.known.clone(),
            shown: game.shown.clone(),
            discard: game.discard.clone(),
            draw_len: game.draw.len(),
            signal: viewer.and_then(|seat| game.signals[game.team_of(seat)]),
            picked: game.signals.iter().map(|s| s.is_some()).collect(),
            outed: game.outed.clone(),
            scores: game.scores.clone(),
            wrong_calls: game.wrong_calls.clone(),
            round: game.round,
            clock: game.clock,
            idle_since: game.idle_since,
            votes: game.votes,
            fault: game.fault,
            fault_passed: game.fault_passed,
            snack: game.snack,
            last_swap: game.last_swap.clone(),
            watch: game.watch.clone(),
        }
    }

    pub fn team_of(&self, seat: Seat) -> usize {
        seat.index() % self.teams
    }
    pub fn team(&self) -> usize {
        self.team_of(self.seat)
    }
    pub fn partner(&self) -> Seat {
        Seat(((self.seat.index() + self.teams) % self.players) as u8)
    }
    pub fn members(&self, team: usize) -> [Seat; 2] {
        [Seat(team as u8), Seat((team + self.teams) as u8)]
    }
    /// This seat's hand, lowest card first.
    /// Every card this view names: the own hand, the middle, the cards seen taken, the hands
    /// shown, the discards, an open fault's swap.
    pub fn cards(&self) -> Vec<CardId> {
        let masks = self.known.iter().chain(self.shown.iter().flatten());
        let mut all = cards::cards(masks.fold(self.hand, |m, h| m | h));
        all.extend(self.middle.iter().flatten());
        all.extend(&self.discard);
        all.extend(self.fault.iter().flat_map(|f| [f.gave, f.took]));
        all
    }

    pub fn hand_cards(&self) -> Vec<CardId> {
        cards::cards(self.hand)
    }
    /// What this seat knows of `seat`'s hand: all of it when shown, else the cards seen taken.
    pub fn seen_of(&self, seat: Seat) -> u64 {
        if seat == self.seat {
            return self.hand;
        }
        self.shown[seat.index()].unwrap_or(self.known[seat.index()])
    }

    /// A whole state that agrees with this view: the unseen cards dealt at random into the other
    /// hands (beside what is known of them; never the Snack) and the draw pile; other teams'
    /// signals drawn at random (never an outed one).
    pub(super) fn determinize(&self, rng: &mut GameRng) -> Gaemsh {
        let dealt = self.phase != Phase::Signals;
        let mut hands: Vec<u64> = Seat::all(self.players).map(|s| self.seen_of(s)).collect();
        if !dealt {
            hands.iter_mut().for_each(|h| *h = 0);
        }
        let mut seen = hands.iter().fold(0u64, |m, h| m | h);
        for c in self.middle.iter().flatten().chain(&self.discard) {
            seen |= bit(*c);
        }
        let mut unseen = cards::cards(cards::deck_mask(self.config.foehn) & !seen);
        rng.shuffle(&mut unseen);
        // The Snack never goes to a hand: keep it at the bottom, out of reach of the hands.
        if let Some(i) = unseen.iter().position(|&c| c == SNACK) {
            unseen.swap(0, i);
        }
        if dealt {
            for hand in hands.iter_mut() {
                while hand.count_ones() < cards::HAND as u32 {
                    *hand |= bit(unseen.pop().expect("enough unseen cards"));
                }
            }
        }
        rng.shuffle(&mut unseen[..]);
        debug_assert_eq!(unseen.len(), self.draw_len);
        let team = self.team();
        let signals = (0..self.teams)
            .map(|t| match (t == team, self.picked[t]) {
                (true, _) => self.signal,
                (false, false) => None,
                (false, true) => {
                    let choices: Vec<Gesture> = Gesture::ALL
                        .into_iter()
                        .filter(|&g| Some(g) != self.outed[t])
                        .collect();
                    Some(choices[rng.below(choices.len())])
                }
            })
            .collect();
        Gaemsh {
            config: self.config.clone(),
            players: self.players,
            teams: self.teams,
            phase: self.phase,
            hands,
            middle: self.middle,
            draw: unseen,
            discard: self.discard.clone(),
            known: self.known.clone(),
            signals,
            outed: self.outed.clone(),
            scores: self.scores.clone(),
            wrong_calls: self.wrong_calls.clone(),
            round: self.round,
            clock: self.clock,
            idle_since: self.idle_since,
            votes: self.votes,
            fault: self.fault,
            fault_passed: self.fault_passed,
            snack: self.snack,
            last_swap: self.last_swap.clone(),
            watch: self.watch.clone(),
            shown: self.shown.clone(),
            rng: GameRng::new(rng.next_u64()),
        }
    }
}
