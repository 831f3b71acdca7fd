//! Nur die Ziege zählt's plain heuristics: the Easy bot, and the policy search playouts use.
//!
//! Prediction: estimate how far the goat will go from the hand (each card's chance to take a trick
//! and what such a trick is worth), then lay the tile with the best expected points.
//! Card play: for each card, the chance it takes the trick and where the goat would then stand;
//! standing inside the tile is worth most, beyond it nothing (goats never go back), below it
//! something while tricks are left.

use super::actions::Action;
use super::board::{Placement, legal_placements};
use super::config::TRICKS;
use super::deck::{ALL_CARDS, above, heads};
use super::state::{Phase, Ziege};
use super::view::ZiegeView;
use crate::bots::Heuristic;
use crate::kernel::{Game, GameRng, Seat};

/// The tuning table of the heuristics.
pub struct Tuning {
    /// How likely a later player who holds a higher card plays it on this trick.
    pub overtake: f64,
    /// Chance the Easy bot overlooks the best move and plays something else.
    pub easy_slip: f64,
    /// Chance a playout move is random.
    pub playout_noise: f64,
    /// Scales the spread of the predicted distance (below 1: the bot steers towards its tile).
    pub spread: f64,
}

pub const TUNING: Tuning = Tuning {
    overtake: 0.7,
    easy_slip: 0.1,
    playout_noise: 0.1,
    spread: 0.8,
};

/// Average heads on a card (84 heads on 50 cards).
const MEAN_HEADS: f64 = 84.0 / 50.0;

/// The predicted distance a hand takes its goat: (mean, spread, chance of taking no trick).
pub fn predict_distance(hand: u64, unseen: u64, players: usize) -> (f64, f64, f64) {
    let u = unseen.count_ones() as f64;
    let others = players as i32 - 1;
    let (mut mean, mut var, mut p_none) = (0.0, 0.0, 1.0);
    let mut m = hand;
    while m != 0 {
        let c = m.trailing_zeros() as u8;
        m &= m - 1;
        let below = unseen & !above(c) & ALL_CARDS;
        let l = below.count_ones() as f64;
        let mut p = 1.0;
        for j in 0..others {
            p *= ((l - j as f64) / (u - j as f64)).max(0.0);
        }
        let mut heads_below = 0.0;
        let mut b = below;
        while b != 0 {
            heads_below += heads(b.trailing_zeros() as u8) as f64;
            b &= b - 1;
        }
        let avg = if l > 0.0 { heads_below / l } else { MEAN_HEADS };
        let value = heads(c) as f64 + others as f64 * avg + c as f64 / players as f64;
        mean += p * value;
        var += p * (1.0 - p) * value * value;
        p_none *= 1.0 - p;
    }
    (mean, var.sqrt() + 4.0, p_none)
}

/// The standard normal distribution function (Abramowitz & Stegun 7.1.26, error below 1e-7).
fn phi(x: f64) -> f64 {
    let z = x.abs() / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * z);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-z * z).exp();
    if x >= 0.0 {
        0.5 * (1.0 + erf)
    } else {
        0.5 * (1.0 - erf)
    }
}

/// The chance the goat ends inside `tile` under the predicted distance.
pub fn chance_inside(tile: Placement, (mean, spread, p_none): (f64, f64, f64)) -> f64 {
    let (lo, hi) = tile.range();
    let moved = 1.0 - p_none;
    let mean = if moved > 1e-9 { mean / moved } else { 0.0 };
    let spread = spread * TUNING.spread;
    let upper = if hi == u32::MAX {
        1.0
    } else {
        phi((hi as f64 + 0.5 - mean) / spread)
    };
    let lower = phi((lo.max(1) as f64 - 0.5 - mean) / spread);
    let zero = if lo == 0 { p_none } else { 0.0 };
    zero + moved * (upper - lower).max(0.0)
}

/// The placement with the best expected points, among those that fit.
pub fn best_placement(
    hand: u64,
    unseen: u64,
    players: usize,
    placed: &[Option<Placement>],
) -> Option<Placement> {
    let prediction = predict_distance(hand, unseen, players);
    legal_placements(placed)
        .map(|tile| (tile, tile.points as f64 * chance_inside(tile, prediction)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(tile, _)| tile)
}

/// What the card-play heuristic looks at.
pub struct CardContext<'a> {
    pub hand: u64,
    /// The trick so far, in play order.
    pub trick: &'a [u8],
    pub players: usize,
    pub position: u32,
    pub tile: Option<Placement>,
    /// Tricks left in the round, this one included.
    pub tricks_left: u32,
    /// Cards the player cannot see (other hands, cards put aside).
    pub unseen: u64,
}

/// How good it is to stand at `q` with `after` tricks still to come, holding `sure` cards that will
/// take a trick whatever happens.
fn standing(q: f64, lo: f64, hi: f64, after: u32, sure: u32) -> f64 {
    if q > hi + 0.5 {
        0.0
    } else if q >= lo - 0.5 {
        // Sure winners still in hand will push the goat on: each needs room of about 15.
        let excess = sure as f64 - (hi - q) / 15.0;
        if excess > 0.0 {
            0.5f64.powf(excess)
        } else {
            1.0
        }
    } else if after == 0 {
        0.0
    } else {
        0.6 * (after as f64 * 15.0 / (lo - q)).min(1.0)
    }
}

/// The card the heuristic plays.
pub fn choose_card(ctx: &CardContext) -> u8 {
    let trick_len = ctx.trick.len();
    let later = ctx.players.saturating_sub(trick_len + 1) as i32;
    let current_max = ctx.trick.iter().copied().max().unwrap_or(0);
    let current_low = ctx.trick.iter().copied().min().unwrap_or(u8::MAX) as f64;
    let trick_heads: u32 = ctx.trick.iter().map(|&c| heads(c)).sum();
    let (lo, hi) = ctx.tile.map_or((0, u32::MAX), |t| t.range());
    let (lo, hi) = (
        lo as f64,
        if hi == u32::MAX {
            f64::INFINITY
        } else {
            hi as f64
        },
    );
    let position = ctx.position as f64;
    let after = ctx.tricks_left.saturating_sub(1);
    let unseen = ctx.unseen.count_ones().max(1) as f64;
    let top_unseen = 63 - ctx.unseen.leading_zeros().min(63) as u8;
    let wants_more = position < lo;
    let mut best = (f64::NEG_INFINITY, 0u8);
    let mut m = ctx.hand;
    while m != 0 {
        let c = m.trailing_zeros() as u8;
        m &= m - 1;
        let sure = (ctx.hand & !(1u64 << c) & above(top_unseen)).count_ones();
        let p_win = if c < current_max {
            0.0
        } else if later == 0 {
            1.0
        } else {
            let a = (ctx.unseen & above(c)).count_ones() as f64 / unseen;
            let holds_higher = 1.0 - (1.0 - a).powi(ctx.tricks_left as i32);
            (1.0 - TUNING.overtake * holds_higher).powi(later)
        };
        let stay = standing(position, lo, hi, after, sure);
        let mut value = stay;
        if p_win > 0.0 {
            let low = current_low.min(c as f64 / (later as f64 + 1.0));
            let moved = trick_heads as f64 + heads(c) as f64 + later as f64 * MEAN_HEADS + low;
            let won = if later == 0 {
                standing(position + moved, lo, hi, after, sure)
            } else {
                (standing(position + 0.75 * moved, lo, hi, after, sure)
                    + standing(position + moved, lo, hi, after, sure)
                    + standing(position + 1.25 * moved, lo, hi, after, sure))
                    / 3.0
            };
            value = p_win * won + (1.0 - p_win) * stay;
        }
        // Among equal choices: keep high cards while the goat must still go on, shed them once not.
        value += if wants_more { -1e-4 } else { 1e-4 } * c as f64;
        if value > best.0 {
            best = (value, c);
        }
    }
    best.1
}

impl Heuristic for Ziege {
    fn easy_action(view: &ZiegeView, legal: &[Action], rng: &mut GameRng) -> Action {
        if legal.len() > 1 && rng.unit() < TUNING.easy_slip {
            return legal[rng.below(legal.len())];
        }
        let action = match view.phase {
            Phase::Deal => Action::Deal,
            Phase::Predict { .. } => {
                match best_placement(
                    view.hand,
                    view.unseen(),
                    view.players,
                    &view.tiles[..view.players],
                ) {
                    Some(tile) => Action::PlaceTile(tile),
                    None => legal[0],
                }
            }
            Phase::Trick { .. } => Action::PlayCard(choose_card(&CardContext {
                hand: view.hand,
                trick: &view.trick,
                players: view.players,
                position: view.goats[view.seat.index()],
                tile: view.tiles[view.seat.index()],
                tricks_left: (TRICKS - view.tricks_done) as u32,
                unseen: view.unseen(),
            })),
            Phase::GameOver => legal[0],
        };
        if legal.contains(&action) {
            action
        } else {
            legal[0]
        }
    }
}

impl Ziege {
    /// The heuristic move (with a little noise) for `seat`, seeing only what that seat may see:
    /// the policy of search playouts.
    pub(super) fn policy_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if self.to_move() != Some(seat) {
            return None;
        }
        if rng.unit() < TUNING.playout_noise {
            return self.random_action(seat, rng);
        }
        let hand = self.hands[seat.index()];
        let unseen = ALL_CARDS & !hand & !self.played();
        Some(match self.phase {
            Phase::Deal => Action::Deal,
            Phase::Predict { .. } => {
                Action::PlaceTile(best_placement(hand, unseen, self.players, self.tiles())?)
            }
            Phase::Trick { .. } => Action::PlayCard(choose_card(&CardContext {
                hand,
                trick: self.trick(),
                players: self.players,
                position: self.goats[seat.index()],
                tile: self.tiles[seat.index()],
                tricks_left: (TRICKS - self.tricks_done) as u32,
                unseen,
            })),
            Phase::GameOver => return None,
        })
    }
}
