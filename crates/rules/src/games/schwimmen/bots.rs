//! Schwimmen's plain heuristics: the Easy bot, and the greedy policy search playouts use.

use super::actions::Action;
use super::hand::{HandValue, score_hand};
use super::state::{Phase, Schwimmen};
use super::view::SchwimmenView;
use crate::bots::Heuristic;
use crate::kernel::{CardId, GameRng};

/// Thresholds of the heuristics, in half points (the one table to tune).
pub struct Thresholds {
    /// The dealer keeps the looked-at packet from this value on.
    pub keep_packet: u8,
    /// Knock from this value on (when knocking is allowed).
    pub knock: u8,
}

pub const EASY: Thresholds = Thresholds {
    keep_packet: 40,
    knock: 52,
};
/// Playouts knock a little earlier, so simulated rounds end in a realistic number of turns.
pub const PLAYOUT: Thresholds = Thresholds {
    keep_packet: 40,
    knock: 50,
};

/// The swap (one card or all three) that leaves the best hand, with that hand's value.
pub fn best_swap(hand: [CardId; 3], middle: [CardId; 3]) -> (Action, HandValue) {
    let mut best = (Action::SwapAll, score_hand(middle));
    for h in 0..3u8 {
        for m in 0..3u8 {
            let mut after = hand;
            after[h as usize] = middle[m as usize];
            let value = score_hand(after);
            if value > best.1 {
                best = (Action::Swap { hand: h, middle: m }, value);
            }
        }
    }
    best
}

/// The heuristic move from a hand and the middle: keep good packets, knock on a strong hand,
/// otherwise make the best swap, or pass when no swap helps.
fn heuristic(
    phase: Phase,
    hand: [CardId; 3],
    middle: Option<[CardId; 3]>,
    may_knock: bool,
    passing: bool,
    thresholds: &Thresholds,
) -> Action {
    let value = score_hand(hand);
    match phase {
        Phase::Deal => Action::Deal,
        Phase::DealerChoice => {
            if value.0 >= thresholds.keep_packet {
                Action::KeepPacket
            } else {
                Action::TakeOtherPacket
            }
        }
        _ => {
            let Some(middle) = middle else {
                return Action::Pass;
            };
            if may_knock && value.0 >= thresholds.knock {
                return Action::Knock;
            }
            let (swap, after) = best_swap(hand, middle);
            if after > value || !passing {
                swap
            } else if may_knock {
                Action::Knock
            } else {
                Action::Pass
            }
        }
    }
}

/// After this many orbits of the table in one round, a bot that may knock does: nothing in the rules
/// ends a round where everybody keeps passing, and searching bots can find passing best forever.
pub const PATIENCE_ORBITS: u32 = 5;

impl Heuristic for Schwimmen {
    fn forced_action(view: &SchwimmenView, legal: &[Action]) -> Option<Action> {
        let Phase::Play { turns, .. } = view.phase else {
            return None;
        };
        let players_in = view.standings.iter().filter(|s| s.is_in()).count() as u32;
        (turns >= PATIENCE_ORBITS * players_in && legal.contains(&Action::Knock))
            .then_some(Action::Knock)
    }

    fn easy_action(view: &SchwimmenView, legal: &[Action], rng: &mut GameRng) -> Action {
        // An easy bot sometimes overlooks the best move.
        if rng.unit() < 0.1 {
            return legal[rng.below(legal.len())];
        }
        let Some(hand) = view.hand else {
            return legal[0];
        };
        let action = heuristic(
            view.phase,
            hand,
            view.middle,
            legal.contains(&Action::Knock),
            legal.contains(&Action::Pass),
            &EASY,
        );
        if legal.contains(&action) {
            action
        } else {
            legal[0]
        }
    }
}

impl Schwimmen {
    /// The greedy playout move (with a little noise) for the seat on turn.
    pub(super) fn greedy_playout(&self, rng: &mut GameRng) -> Option<Action> {
        let seat = self.to_move()?;
        if rng.unit() < 0.15 {
            return crate::kernel::Game::random_action(self, seat, rng);
        }
        Some(heuristic(
            self.phase,
            self.hands[seat.index()],
            self.middle(),
            self.may_knock(),
            self.config.passing,
            &PLAYOUT,
        ))
    }
}
