//! A bot's belief about an opposing team's secret signal, from the public gesture tally alone:
//! which gesture came before the sets shown in that team's hands (a full point each) or from a
//! player who stopped swapping while collecting one image (half a point), and how clearly it
//! stands out.

use super::actions::Gesture;
use super::view::GaemshView;

/// The gesture a bot suspects is `team`'s signal, with the evidence for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Suspect {
    pub gesture: Gesture,
    /// Evidence in half points: 2 per set shown that the gesture preceded, 1 per time a quiet
    /// collector made it.
    pub evidence: u16,
    /// The next best gesture's evidence.
    pub runner_up: u16,
    /// Sets shown in the team's hands since its signal was picked.
    pub sets: u16,
    /// How often the team made this gesture.
    pub made: u16,
}

impl Suspect {
    /// Whether the evidence clears `min` points with a lead of `margin` points over the runner-up,
    /// covers at least half the sets shown, and the gesture is not simply made all the time.
    pub fn strong(&self, min: u16, margin: u16) -> bool {
        self.evidence >= 2 * min
            && self.evidence >= self.runner_up + 2 * margin
            && self.evidence >= self.sets
            && 3 * self.evidence >= 2 * self.made
    }
}

/// The most suspicious gesture of `team` (never one a wrong Outgämshed already ruled out).
pub fn suspect(view: &GaemshView, team: usize) -> Option<Suspect> {
    let w = &view.watch;
    let evidence = |g: Gesture| 2 * w.hits[team][g.index()] + w.quiet[team][g.index()];
    let open = |g: &Gesture| w.ruled_out[team] & 1 << g.index() == 0;
    let best = Gesture::ALL
        .into_iter()
        .filter(open)
        .max_by_key(|&g| (evidence(g), u16::MAX - w.made[team][g.index()]))?;
    let runner_up = Gesture::ALL
        .into_iter()
        .filter(|g| open(g) && *g != best)
        .map(evidence)
        .max()
        .unwrap_or(0);
    (evidence(best) > 0).then_some(Suspect {
        gesture: best,
        evidence: evidence(best),
        runner_up,
        sets: w.sets_shown[team],
        made: w.made[team][best.index()],
    })
}
