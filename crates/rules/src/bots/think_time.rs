//! Humanlike think times: an ex-Gaussian (a normal plus an exponential tail), the usual model of
//! human reaction and decision times. Quick most of the time, sometimes slow, never instant.

use super::Level;
use crate::kernel::{GameRng, Millis};

/// (mu, sigma, tau) in ms of the think-time model per level: stronger bots look more decisive.
fn parameters(level: Level) -> (f64, f64, f64) {
    match level {
        Level::Random => (350.0, 80.0, 150.0),
        Level::Easy => (900.0, 220.0, 650.0),
        Level::Normal => (750.0, 180.0, 500.0),
        Level::Hard => (650.0, 150.0, 420.0),
    }
}

/// How long a bot of `level` takes for a decision among `choices` options (at least 250 ms).
pub fn think_time(level: Level, choices: usize, rng: &mut GameRng) -> Millis {
    let (mu, sigma, tau) = parameters(level);
    let (normal, tail) = ex_gaussian_parts(sigma, tau, rng);
    // Hick's law flavour: more options, a little longer.
    let choice_factor = 1.0 + 0.15 * (choices.max(1) as f64).ln();
    ((mu + normal) * choice_factor + tail).max(250.0) as Millis
}

/// The two random parts of an ex-Gaussian: a normal (mean 0, `sigma`) and an exponential tail
/// (mean `tau`); Box-Muller for the one, inverse transform for the other.
fn ex_gaussian_parts(sigma: f64, tau: f64, rng: &mut GameRng) -> (f64, f64) {
    let (u1, u2) = (rng.unit().max(1e-12), rng.unit());
    let normal = (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos();
    (sigma * normal, -tau * (1.0 - rng.unit()).ln())
}

/// (mu, sigma, tau) in ms of a reflex (throwing in, slapping): a simple reaction to something seen,
/// quicker than a decision; stronger bots react a little faster.
fn reflex_parameters(level: Level) -> (f64, f64, f64) {
    match level {
        Level::Random => (450.0, 90.0, 200.0),
        Level::Easy => (720.0, 150.0, 380.0),
        Level::Normal => (600.0, 120.0, 300.0),
        Level::Hard => (500.0, 100.0, 240.0),
    }
}

/// How long a bot of `level` takes to react to a chance it sees (at least 180 ms): an ex-Gaussian
/// like `think_time`, without the choice factor.
pub fn reaction_time(level: Level, rng: &mut GameRng) -> Millis {
    let (mu, sigma, tau) = reflex_parameters(level);
    let (normal, tail) = ex_gaussian_parts(sigma, tau, rng);
    (mu + normal + tail).max(180.0) as Millis
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn think_times_are_skewed_right_and_bounded_below() {
        let mut rng = GameRng::new(7);
        let mut times: Vec<f64> = (0..20_000)
            .map(|_| think_time(Level::Normal, 5, &mut rng) as f64)
            .collect();
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let median = times[times.len() / 2];
        assert!(times[0] >= 250.0);
        assert!(
            mean > median,
            "an ex-Gaussian has its mean above its median ({mean} vs {median})"
        );
        assert!(
            (900.0..2200.0).contains(&mean),
            "mean think time {mean} ms is not humanlike"
        );
    }

    #[test]
    fn reactions_are_quicker_than_decisions_and_mostly_inside_a_throw_in_window() {
        let mut rng = GameRng::new(11);
        for level in [Level::Easy, Level::Normal, Level::Hard] {
            let n = 10_000;
            let reactions: Vec<u64> = (0..n).map(|_| reaction_time(level, &mut rng)).collect();
            let thoughts: u64 = (0..n).map(|_| think_time(level, 1, &mut rng)).sum();
            let sum: u64 = reactions.iter().sum();
            assert!(reactions.iter().all(|&r| r >= 180));
            assert!(
                sum < thoughts,
                "{level}: a reflex is quicker than a decision"
            );
            let inside = reactions.iter().filter(|&&r| r < 1500).count() as f64 / n as f64;
            assert!(
                (0.8..0.995).contains(&inside),
                "{level}: {inside} of reactions inside 1.5 s: mostly in time, sometimes too late"
            );
        }
    }
}
