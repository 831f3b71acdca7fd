//! What the table keeps beside the rules, as every screen draws it: the seats, the logical clock
//! and how long the table plays out what happened, whether a summary waits for a person, and the
//! game's own table state (a pick, the shown trick, the scored round). The match (the authority)
//! keeps it; each screen gets its own copy, with what its seats may not see taken out
//! (`TableGame::local_seen`): the host's screen from the match every frame, a guest's from the
//! host (`news.rs`). The table's drawing systems read this and `Sight`, never the match.

use super::{Match, Sight, TableGame};
use crate::core::{Screen, SeatKind};
use bevy::prelude::*;
use stammtisch_rules::{Millis, Seat};

/// The table's own state beside the rules (see the module).
#[derive(Resource, Debug, serde::Serialize, serde::Deserialize)]
#[serde(bound = "")]
pub struct Shown<G: TableGame> {
    pub seats: Vec<SeatKind>,
    /// Logical milliseconds since the match began (stands still while the table is paused).
    pub now: Millis,
    /// The time of the last applied move or timer: nothing is applied before it.
    pub last_applied: Millis,
    /// Bots wait until then (the table is still playing out what happened).
    pub hold_until: Millis,
    /// Bots' turn moves wait until then (the last move is still being told).
    pub pace_until: Millis,
    /// A summary is up from then on and stays until a person continues (bots wait for it).
    pub waiting_from: Option<Millis>,
    /// Moves applied so far.
    pub moves: usize,
    /// Who made the last move (the loser of a race is told who was faster).
    pub last_actor: Option<Seat>,
    pub attract: bool,
    /// A bot plays the people's seats (`MatchSetup::autopilot`): no summary waits for them.
    pub autopilot: bool,
    /// A number for the table's looks (a pot's wobble): a random number of its own from the
    /// operating system, nothing to do with the seed, so a screen that has it learns nothing of
    /// the deal (a replay draws a new one: only the looks differ).
    pub look: u64,
    /// When the last round's summary went up (the attract mode moves on after it).
    pub round_over_from: Option<Millis>,
    /// Seconds since the match ended and its end was shown (the table lingers).
    pub over_for: f32,
    /// The game's own table state.
    pub local: G::Local,
}

impl<G: TableGame> Clone for Shown<G> {
    fn clone(&self) -> Self {
        Shown {
            seats: self.seats.clone(),
            now: self.now,
            last_applied: self.last_applied,
            hold_until: self.hold_until,
            pace_until: self.pace_until,
            waiting_from: self.waiting_from,
            moves: self.moves,
            last_actor: self.last_actor,
            attract: self.attract,
            autopilot: self.autopilot,
            look: self.look,
            round_over_from: self.round_over_from,
            over_for: self.over_for,
            local: self.local.clone(),
        }
    }
}

impl<G: TableGame> Shown<G> {
    pub fn name(&self, seat: Seat) -> &str {
        self.seats.get(seat.index()).map_or("?", |s| s.name())
    }

    /// Bots and the table wait `ms` (at pace 1) after `now`.
    pub fn hold(&mut self, now: Millis, ms: Millis, pace: f64) {
        self.hold_until = self
            .hold_until
            .max(now.saturating_add(super::paced(ms, pace)));
    }

    /// Whether the table is still playing out what happened, or waits for a person.
    pub fn busy(&self) -> bool {
        self.now < self.hold_until || self.waiting_from.is_some()
    }

    /// A summary goes up at `from`: it stays until a person continues. Tables of bots only
    /// (and the attract mode) go on by themselves after the hold.
    pub fn wait_for_person(&mut self, from: Millis) {
        self.round_over_from = Some(from);
        if !self.attract && !self.autopilot && self.seats.iter().any(|s| s.is_human()) {
            self.waiting_from = Some(from);
        }
    }

    /// Whether a summary waits for a person to continue now (it is up).
    pub fn waits_for_person(&self) -> bool {
        self.waiting_from.is_some_and(|from| self.now >= from)
    }

    /// This table state as a screen with `sight` may see it.
    pub fn seen_by(&self, sight: &Sight<G>) -> Self {
        let mut shown = self.clone();
        shown.local = G::local_seen(&self.local, sight);
        shown
    }

    /// Whether it differs from `other` in anything but the clock (what a guest must be sent).
    pub fn differs_beyond_now(&self, other: &Self) -> bool {
        self.seats != other.seats
            || self.last_applied != other.last_applied
            || self.hold_until != other.hold_until
            || self.pace_until != other.pace_until
            || self.waiting_from != other.waiting_from
            || self.moves != other.moves
            || self.last_actor != other.last_actor
            || self.attract != other.attract
            || self.autopilot != other.autopilot
            || self.round_over_from != other.round_over_from
            || (self.over_for > 0.0) != (other.over_for > 0.0)
            || self.local != other.local
    }
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        refresh::<G>
            .after(super::sight::SightSet)
            .in_set(crate::table::TableSet::Resolve)
            .run_if(resource_exists::<Match<G>>.and_then(resource_exists::<Sight<G>>)),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<Shown<G>>()
    });
}

/// The screen's copy of the table state, after every frame's step of the match.
fn refresh<G: TableGame>(
    m: Res<Match<G>>,
    sight: Res<Sight<G>>,
    shown: Option<ResMut<Shown<G>>>,
    mut commands: Commands,
) {
    match shown {
        Some(mut shown) => *shown = m.shown.seen_by(&sight),
        None => commands.insert_resource(m.shown.seen_by(&sight)),
    }
}
