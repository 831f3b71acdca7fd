//! Raced paired rollouts: every move still in the race is played out on the same determinizations
//! with the same playout randomness (common random numbers, as `paired_rollouts`); at checkpoints a
//! move whose paired deficit to the leader is clearly significant drops out, so later worlds go to
//! the contenders only. A work budget (actions applied in playouts) bounds the time a decision
//! takes whatever the position, and counts actions, not the clock, so a seed still means one game.

use super::Heuristic;
use crate::kernel::{GameRng, Seat};

/// The budget and the drop rule of a race.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Race {
    /// Playouts in all, at most.
    pub playouts: u32,
    /// Actions applied in playouts in all, at most (checked between worlds).
    pub work: u64,
    /// Worlds before the first checkpoint, and between checkpoints.
    pub batch: u32,
    /// A move drops out when its mean paired deficit to the leader exceeds this many standard
    /// errors.
    pub z: f64,
}

/// Mean and standard error of the paired differences `a[w] - b[w]`.
fn paired(a: &[f64], b: &[f64]) -> (f64, f64) {
    let n = a.len() as f64;
    let (mut sum, mut squares) = (0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        let d = x - y;
        sum += d;
        squares += d * d;
    }
    let mean = sum / n;
    let variance = (squares / n - mean * mean).max(0.0) * n / (n - 1.0).max(1.0);
    (mean, (variance / n).sqrt())
}

fn mean(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len().max(1) as f64
}

/// Plays `action` for `seat` on a copy of `world` (made in `copy`, whose buffers serve playout
/// after playout) and plays out with `stream` until the search horizon or until `seat`'s value is
/// settled; returns the value for `seat` and the actions applied.
fn playout<G: Heuristic>(
    world: &G,
    copy: &mut Option<G>,
    seat: Seat,
    action: &G::Action,
    stream: &GameRng,
    events: &mut Vec<G::Event>,
) -> (f64, u64) {
    let state = super::copy_of(world, copy);
    let mut rng = stream.clone();
    events.clear();
    if state.apply_into(seat, action, 0, events).is_err() {
        return (f64::NEG_INFINITY, 1);
    }
    let mut steps = 1;
    while !state.search_over() && !state.settled(seat) {
        let Some(actor) = state.first_actor(0) else {
            break;
        };
        events.clear();
        if !state.playout_step(actor, 0, &mut rng, events) {
            break;
        }
        steps += 1;
    }
    (state.search_value(seat), steps)
}

/// The move a race picks for `seat` from `view` among `legal` (not empty).
pub fn raced_rollouts<G: Heuristic>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    race: Race,
    rng: &mut GameRng,
) -> G::Action {
    let mut values: Vec<Vec<f64>> = vec![Vec::new(); legal.len()];
    let mut alive: Vec<usize> = (0..legal.len()).collect();
    let (mut playouts, mut work) = (0u32, 0u64);
    let mut events = Vec::new();
    let mut copy = None;
    let mut worlds = 0u32;
    while alive.len() > 1 && playouts < race.playouts && work < race.work {
        let world = G::determinize(view, rng);
        let stream = rng.fork();
        for &i in &alive {
            let (value, steps) = playout(&world, &mut copy, seat, &legal[i], &stream, &mut events);
            values[i].push(value);
            work += steps;
        }
        playouts += alive.len() as u32;
        worlds += 1;
        if worlds.is_multiple_of(race.batch.max(1)) {
            let leader = leader(&alive, &values);
            alive.retain(|&i| {
                if i == leader {
                    return true;
                }
                if values[i].iter().any(|v| v.is_infinite()) {
                    return false;
                }
                let (deficit, error) = paired(&values[leader], &values[i]);
                deficit <= 0.0 || deficit <= race.z * error
            });
        }
    }
    legal[leader(&alive, &values)].clone()
}

/// The move with the best mean among `alive` (the first of equals).
fn leader(alive: &[usize], values: &[Vec<f64>]) -> usize {
    let mut best = alive[0];
    for &i in &alive[1..] {
        if mean(&values[i]) > mean(&values[best]) {
            best = i;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paired_differences_have_a_mean_and_an_error() {
        let (m, e) = paired(&[1.0, 1.0, 1.0, 1.0], &[0.0, 0.0, 0.0, 0.0]);
        assert_eq!((m, e), (1.0, 0.0));
        let (m, e) = paired(&[1.0, -1.0, 1.0, -1.0], &[0.0, 0.0, 0.0, 0.0]);
        assert_eq!(m, 0.0);
        assert!(e > 0.5);
    }
}
