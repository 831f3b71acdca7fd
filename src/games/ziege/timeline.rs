//! The table's own clock of a trick: shown in the middle, swept to its winner while its heads are
//! counted up, then the winner's goat walks field by field. Pure functions of the logical time,
//! so a pause freezes them and `bot_pace` 0 (tests) makes them instant.

use stammtisch_rules::games::ziege::Event;
use stammtisch_rules::{Millis, Seat};

/// Milliseconds at pace 1.
pub const DEAL_PAUSE: u64 = 1800;
pub const TILE_PAUSE: u64 = 700;
pub const CARD_PAUSE: u64 = 450;
/// The full trick lies in the middle this long before it is swept to its winner.
pub const TRICK_SHOW: u64 = 1300;
/// The "+N" counter counts up this long.
pub const COUNT: u64 = 900;
/// One field of a goat's walk, and the longest a walk may take.
pub const STEP: u64 = 120;
pub const WALK_MAX: u64 = 2400;
/// After the last trick: the scoreboard stays before the next deal.
pub const ROUND_PAUSE: u64 = 5500;

/// Scales a pause by the bot pace (0 in tests: no pauses).
pub fn paced(ms: u64, pace: f32) -> Millis {
    (ms as f64 * pace.max(0.0) as f64) as Millis
}

/// The last trick taken, with the times of its sweep and count.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ShownTrick {
    pub winner: Seat,
    /// The cards in play order, with who played them.
    pub cards: Vec<(Seat, u8)>,
    pub heads: u32,
    pub lowest: u8,
    pub moved: u32,
    /// The cards leave the middle for the winner's pile.
    pub sweep_at: Millis,
    /// The counter has counted up; the goat starts walking.
    pub counted_at: Millis,
    /// The goat stands on its new field.
    pub walked_at: Millis,
}

impl ShownTrick {
    /// From a `TrickWon` at `now`; `None` for any other event.
    pub fn of(event: &Event, leader: Seat, players: usize, now: Millis, pace: f32) -> Option<Self> {
        let Event::TrickWon {
            seat,
            cards,
            heads,
            lowest,
            moved,
            ..
        } = event
        else {
            return None;
        };
        let sweep_at = now + paced(TRICK_SHOW, pace);
        let counted_at = sweep_at + paced(COUNT, pace);
        let walked_at = counted_at + paced(step_ms(*moved) * *moved as u64, pace);
        let mut seat_of = leader;
        let cards = cards
            .iter()
            .map(|&c| {
                let played = (seat_of, c);
                seat_of = seat_of.next(players);
                played
            })
            .collect();
        Some(ShownTrick {
            winner: *seat,
            cards,
            heads: *heads,
            lowest: *lowest,
            moved: *moved,
            sweep_at,
            counted_at,
            walked_at,
        })
    }

    /// Whether the cards still lie in the middle.
    pub fn in_middle(&self, now: Millis) -> bool {
        now < self.sweep_at
    }

    /// The counter's value now: 0 until the sweep, then up to `moved`.
    pub fn counted(&self, now: Millis) -> u32 {
        if now >= self.counted_at {
            return self.moved;
        }
        if now < self.sweep_at {
            return 0;
        }
        let span = (self.counted_at - self.sweep_at).max(1) as f64;
        let t = ((now - self.sweep_at) as f64 / span).min(1.0);
        (self.moved as f64 * t).round() as u32
    }
}

/// Milliseconds per field of a walk of `fields` fields at pace 1.
fn step_ms(fields: u32) -> u64 {
    STEP.min(WALK_MAX / fields.max(1) as u64).max(1)
}

/// A goat's walk from one field to another, one field every `step` ms from `start`.
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GoatWalk {
    pub from: u32,
    pub to: u32,
    pub start: Millis,
    pub step: Millis,
}

impl GoatWalk {
    /// Standing on `field`.
    pub fn standing(field: u32) -> Self {
        GoatWalk {
            from: field,
            to: field,
            start: 0,
            step: 0,
        }
    }

    /// The walk a trick sets off: from where this goat walks to now, after the count.
    pub fn after(self, trick: &ShownTrick, to: u32, pace: f32) -> Self {
        GoatWalk {
            from: self.to,
            to,
            start: trick.counted_at,
            step: paced(step_ms(trick.moved), pace),
        }
    }

    /// Where the goat is now, in fields (fractional between two fields).
    pub fn at(&self, now: Millis) -> f32 {
        if now <= self.start || self.to <= self.from {
            return if now >= self.start && self.step == 0 {
                self.to as f32
            } else {
                self.from as f32
            };
        }
        if self.step == 0 {
            return self.to as f32;
        }
        let fields = (now - self.start) as f32 / self.step as f32;
        (self.from as f32 + fields).min(self.to as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trick_is_shown_counted_then_walked() {
        let event = Event::TrickWon {
            seat: Seat(2),
            cards: vec![40, 5, 47, 18],
            heads: 10,
            lowest: 5,
            moved: 15,
            position: 15,
        };
        let trick = ShownTrick::of(&event, Seat(0), 4, 1000, 1.0).unwrap();
        assert_eq!(trick.cards[2], (Seat(2), 47));
        assert!(trick.in_middle(1000) && !trick.in_middle(trick.sweep_at));
        assert_eq!(trick.counted(trick.sweep_at), 0);
        assert_eq!(trick.counted(trick.counted_at), 15);
        let walk = GoatWalk::standing(0).after(&trick, 15, 1.0);
        assert_eq!(walk.at(trick.counted_at), 0.0);
        assert_eq!(walk.at(trick.counted_at + walk.step * 3), 3.0);
        assert_eq!(walk.at(trick.walked_at), 15.0);
        // At pace 0 everything has happened at once.
        let instant = ShownTrick::of(&event, Seat(0), 4, 1000, 0.0).unwrap();
        assert_eq!(instant.counted(1000), 15);
        assert_eq!(
            GoatWalk::standing(3).after(&instant, 18, 0.0).at(1000),
            18.0
        );
    }
}
