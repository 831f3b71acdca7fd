//! Jammerlappen's plain heuristic: the Easy bot, and the policy search playouts use.
//!
//! Lowest fitting number card first (all copies at once; the 5, which turns play downward, is kept
//! like a strong card), action cards kept until nothing else fits, face-up before blind, the pot
//! only when forced; always throws in when it can. Easy overlooks the best move now and then, which
//! also breaks the endless cycles two pure lowest-card players can fall into.

use super::actions::Action;
use super::deck::{self, Face};
use super::state::{Jammerlappen, Phase};
use super::view::JammerlappenView;
use crate::bots::racing::Race;
use crate::bots::{Heuristic, Level};
use crate::kernel::{CardId, GameRng, Seat};

/// How much a card is worth keeping: numbers by value, action cards above all numbers.
pub fn strength(card: CardId) -> u8 {
    match deck::face(card) {
        Face::Number(n) => n,
        Face::Action(_) => deck::HIGHEST + 1,
    }
}

/// The heuristic choice among `legal` (never empty).
pub fn greedy(legal: &[Action]) -> Action {
    let mut best_exchange: Option<(i16, &Action)> = None;
    let mut lowest_play: Option<(u8, usize, &Action)> = None;
    let mut action_play = None;
    let mut blind = None;
    let mut take_with: Option<(u8, &Action)> = None;
    let mut take = None;
    for action in legal {
        match action {
            Action::ThrowIn { .. } => return action.clone(),
            Action::Exchange { hand, face_up } => {
                let gain = strength(*hand) as i16 - strength(*face_up) as i16;
                if gain > 0 && best_exchange.is_none_or(|(g, _)| gain > g) {
                    best_exchange = Some((gain, action));
                }
            }
            Action::Keep => {}
            Action::Play { cards } => match deck::number(cards[0]) {
                Some(v) => {
                    // The 5 is kept for when nothing else fits.
                    let v = if v == 5 { deck::HIGHEST + 1 } else { v };
                    let better = lowest_play
                        .is_none_or(|(bv, bn, _)| v < bv || (v == bv && cards.len() > bn));
                    if better {
                        lowest_play = Some((v, cards.len(), action));
                    }
                }
                None => {
                    action_play.get_or_insert(action);
                }
            },
            Action::PlayBlind { .. } => {
                blind.get_or_insert(action);
            }
            Action::TakeWith { card } => {
                let s = strength(*card);
                if take_with.is_none_or(|(bs, _)| s < bs) {
                    take_with = Some((s, action));
                }
            }
            Action::TakePot => take = Some(action),
        }
    }
    if legal.contains(&Action::Keep) {
        return best_exchange.map_or(Action::Keep, |(_, a)| a.clone());
    }
    lowest_play
        .map(|(_, _, a)| a)
        .or(action_play)
        .or(blind)
        .or(take_with.map(|(_, a)| a))
        .or(take)
        .unwrap_or(&legal[0])
        .clone()
}

/// How often the Easy bot makes a random move instead (never instead of a throw-in).
pub const EASY_NOISE: f64 = 0.05;
/// How often search playouts make a random move.
pub const PLAYOUT_NOISE: f64 = 0.1;

/// Hard's search: a race of paired rollouts (`bots::racing`) bounded by playouts and by work, so
/// a decision stays under 100 ms on one core (the table runs bots on a task pool). Normal keeps
/// `Level::search`.
/// At 4000 playouts a race agrees better with a much larger search than the former flat 4000
/// paired playouts (the `regret` mode of the `jammer_strength` example); the work bound is rarely
/// reached and caps the rare long position.
pub const HARD_RACE: Race = Race {
    playouts: 4000,
    work: 700_000,
    batch: 8,
    z: 4.0,
};

impl Heuristic for Jammerlappen {
    /// Out of the round: the place is taken, whatever the others do.
    fn settled(&self, seat: Seat) -> bool {
        self.place(seat).is_some()
    }

    fn race(level: Level) -> Option<Race> {
        (level == Level::Hard).then_some(HARD_RACE)
    }

    fn easy_action(_view: &JammerlappenView, legal: &[Action], rng: &mut GameRng) -> Action {
        let throws_in = matches!(legal[0], Action::ThrowIn { .. });
        if !throws_in && rng.unit() < EASY_NOISE {
            return legal[rng.below(legal.len())].clone();
        }
        greedy(legal)
    }
}

impl Jammerlappen {
    /// `greedy(&self.legal(seat))`, without building the list for the seat on turn (playouts).
    pub(super) fn greedy_move(&self, seat: Seat) -> Option<Action> {
        match self.phase {
            Phase::Play { turn } if turn == seat => self.greedy_turn_move(seat).map(|m| m.action()),
            _ => {
                let legal = crate::kernel::Game::legal(self, seat);
                (!legal.is_empty()).then(|| greedy(&legal))
            }
        }
    }
}
