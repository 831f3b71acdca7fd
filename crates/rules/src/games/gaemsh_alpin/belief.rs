//! A bot's belief about an opposing team's secret signal, from the public gesture tally alone:
//! which gesture came before the sets shown in that team's hands, and how clearly it stands out.

use super::actions::Gesture;
use super::view::GaemshView;

/// The gesture a bot suspects is `team`'s signal, with the evidence for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Suspect {
    pub gesture: Gesture,
    /// Sets shown in the team's hands that this gesture preceded.
    pub hits: u16,
    /// Hits of the next best gesture.
    pub runner_up: u16,
    /// Sets shown in the team's hands since its signal was picked.
    pub sets: u16,
    /// How often the team made this gesture.
    pub made: u16,
}

impl Suspect {
    /// Whether the evidence clears `min_hits` with a clear lead (`margin` over the runner-up) and
    /// the gesture came before at least half the sets shown.
    pub fn strong(&self, min_hits: u16, margin: u16) -> bool {
        self.hits >= min_hits
            && self.hits >= self.runner_up + margin
            && 2 * self.hits >= self.sets
            && 3 * self.hits >= self.made
    }
}

/// The most suspicious gesture of `team` (never one a wrong Outgämshed already ruled out).
pub fn suspect(view: &GaemshView, team: usize) -> Option<Suspect> {
    let w = &view.watch;
    let hits = &w.hits[team];
    let open = |g: &Gesture| w.ruled_out[team] & 1 << g.index() == 0;
    let best = Gesture::ALL
        .into_iter()
        .filter(open)
        .max_by_key(|g| (hits[g.index()], u16::MAX - w.made[team][g.index()]))?;
    let runner_up = Gesture::ALL
        .into_iter()
        .filter(|g| open(g) && *g != best)
        .map(|g| hits[g.index()])
        .max()
        .unwrap_or(0);
    (hits[best.index()] > 0).then_some(Suspect {
        gesture: best,
        hits: hits[best.index()],
        runner_up,
        sets: w.sets_shown[team],
        made: w.made[team][best.index()],
    })
}
