//! What the whole table could have noticed about the signals: the last gestures with their times,
//! and per team, which gestures came shortly before a reveal that showed a set in its hands.
//!
//! It is public (in every view), so bots build their beliefs from their view alone. It exists in the
//! rules because bots have no memory between decisions: the view has to carry what they remember.

use super::actions::Gesture;
use crate::kernel::{Millis, Seat};
use serde::{Deserialize, Serialize};

/// Gestures remembered with their times.
pub const RECENT: usize = 16;
/// **choice** (for the tally, not a rule): a gesture this long before a reveal counts as "shortly".
pub const SIGNAL_WINDOW_MS: Millis = 6000;
/// A seat that has not swapped for this long is "quiet" (it may be holding a set).
pub const QUIET_MS: Millis = 2000;
/// Teams at most (six players): the tallies per team are arrays of this many, the unused ones
/// zero, so a new game allocates none of them.
pub const MOST_TEAMS: usize = 3;

/// One gesture everybody saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    pub at: Millis,
    pub seat: Seat,
    pub gesture: Gesture,
}

/// The public tally of gestures.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Watch {
    /// The last `RECENT` gestures, oldest first.
    pub recent: Vec<Seen>,
    /// Per team and gesture: reveals showing a set in the team's hands that a gesture of the team
    /// preceded within `SIGNAL_WINDOW_MS` (since the team's signal was last picked).
    pub hits: [[u16; Gesture::COUNT]; MOST_TEAMS],
    /// Per team and gesture: gestures its players made (since the team's signal was last picked).
    pub made: [[u16; Gesture::COUNT]; MOST_TEAMS],
    /// Per team and gesture: gestures made by a player who had been seen taking two or more cards
    /// of one image and then stopped swapping (`QUIET_MS`): it may have completed a set.
    pub quiet: [[u16; Gesture::COUNT]; MOST_TEAMS],
    /// Reveals showing a set in the team's hands (since its signal was last picked).
    pub sets_shown: [u16; MOST_TEAMS],
    /// Per team, gestures (bit per `Gesture::index`) a wrong Outgämshed named (since its signal
    /// was last picked): they are not its signal.
    pub ruled_out: [u8; MOST_TEAMS],
    /// When the current round was dealt.
    pub round_at: Millis,
}

impl Watch {
    pub fn new() -> Watch {
        Watch {
            recent: Vec::with_capacity(RECENT),
            ..Watch::default()
        }
    }

    /// A gesture everybody saw; `quiet`: by a seat collecting one image that stopped swapping.
    pub fn gestured(&mut self, seen: Seen, team: usize, quiet: bool) {
        if self.recent.len() == RECENT {
            self.recent.remove(0);
        }
        self.recent.push(seen);
        self.made[team][seen.gesture.index()] += 1;
        self.quiet[team][seen.gesture.index()] += quiet as u16;
    }

    /// A reveal at `now` showed a set in `team`'s hands (`teams`: seat -> team is `seat % teams`).
    pub fn set_shown(&mut self, team: usize, teams: usize, now: Millis) {
        self.sets_shown[team] += 1;
        let mut seen = [false; Gesture::COUNT];
        for s in self.recent.iter().filter(|s| {
            s.seat.index() % teams == team && s.at + SIGNAL_WINDOW_MS >= now && s.at <= now
        }) {
            seen[s.gesture.index()] = true;
        }
        for (g, &was) in seen.iter().enumerate() {
            self.hits[team][g] += was as u16;
        }
    }

    /// The team picked a new signal: what was learnt about the old one is worthless.
    pub fn forget(&mut self, team: usize) {
        self.hits[team] = [0; Gesture::COUNT];
        self.made[team] = [0; Gesture::COUNT];
        self.quiet[team] = [0; Gesture::COUNT];
        self.sets_shown[team] = 0;
        self.ruled_out[team] = 0;
    }
}
