//! What a hostile guest meets at the host beyond the checks of each message: a rate limit (a
//! token bucket per home), strikes for messages that are valid but do nothing (a repeated hold,
//! a take of a seat already held, presses away from the table, phones that changed nothing) as
//! for refused ones, strikes that fade so a person's slip is forgiven, and a hold of the table
//! that ends by itself unless the home renews it.

use crate::table::pause::{PauseReason, TablePause};
use bevy::prelude::*;
use stammtisch_rules::Seat;
use std::collections::HashMap;

/// **choice**: messages a second a home may send on average. A person's presses, holds and
/// takes are a few a second even when mashing keys; a couch of four with phones stays far below.
pub const RATE_PER_SEC: f32 = 30.0;
/// **choice**: messages a home may send at once before the rate counts (a burst of key repeats,
/// several people pressing in one frame).
pub const BURST: f32 = 60.0;
/// **choice**: strikes a home may earn (refusals, useless messages, messages over the rate)
/// before the host sends it away; a person who taps on a seat by mistake earns one now and then,
/// a hostile client earns them by the dozen.
pub const MAX_STRIKES: u32 = 12;
/// **choice**: every this many seconds one strike is forgiven.
pub const FORGIVE_SECS: f32 = 5.0;
/// **choice**: a home's hold of the table (its pause menu open) ends by itself this many
/// seconds after the home last said so, unless renewed: a client that holds and goes silent
/// holds nobody for long.
pub const HOLD_SECS: f32 = 30.0;
/// A guest's screen renews its hold this often while its menu stays open.
pub const HOLD_RENEW_SECS: f32 = 10.0;
/// **choice**: the longest one hold of a home lasts, however often renewed (then the others
/// play on; the home's menu may stay open, its own turns wait as ever). A new hold takes the
/// home closing its menu first.
pub const MAX_HOLD_SECS: f32 = 300.0;
/// A hold said again sooner than this after the last is no renewal but a useless message.
const HOLD_RENEW_MIN_SECS: f32 = 2.0;

/// What the host did about a home, for an operator's log (`serve` prints it): never a secret.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum HomeNote {
    /// The home's message was refused (and why).
    Refused {
        name: String,
        refusal: super::wire::Refusal,
    },
    /// The home on connection `client` earned too many strikes and was sent away.
    SentAway { client: Entity, name: String },
    /// The hold of a seat ran out unrenewed.
    HoldRanOut { seat: Seat },
}

/// How one home has behaved: its rate bucket and its strikes.
#[derive(Debug, Clone, PartialEq)]
pub struct Conduct {
    /// Messages it may still send at once.
    tokens: f32,
    /// Strikes earned and not yet forgiven.
    pub strikes: u32,
    /// When the bucket was last filled and the last strike forgiven (seconds of the App's time).
    filled_at: f32,
    forgiven_at: f32,
}

impl Conduct {
    /// A home that just connected at `now`: a full bucket, no strikes.
    pub fn new(now: f32) -> Self {
        Conduct {
            tokens: BURST,
            strikes: 0,
            filled_at: now,
            forgiven_at: now,
        }
    }

    /// Whether a message arriving at `now` is within the rate (it takes a token); strikes fade
    /// meanwhile.
    pub fn admit(&mut self, now: f32) -> bool {
        let since = (now - self.filled_at).max(0.0);
        self.tokens = (self.tokens + since * RATE_PER_SEC).min(BURST);
        self.filled_at = now;
        let forgiven = ((now - self.forgiven_at) / FORGIVE_SECS).floor().max(0.0);
        if forgiven >= 1.0 {
            self.strikes = self.strikes.saturating_sub(forgiven as u32);
            self.forgiven_at += forgiven * FORGIVE_SECS;
        }
        if self.strikes == 0 {
            self.forgiven_at = now;
        }
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// One strike more; whether the home has now earned being sent away.
    pub fn strike(&mut self) -> bool {
        self.strikes += 1;
        self.strikes > MAX_STRIKES
    }
}

/// The host's limits for the homes connected now.
#[derive(Resource, Debug, Default)]
pub struct GuestLimits {
    /// Each home's conduct, by its connection's entity.
    conduct: HashMap<Entity, Conduct>,
    /// The seats whose home holds the table, and when it last said so.
    holds: HashMap<Seat, f32>,
    /// When each of those holds began.
    since: HashMap<Seat, f32>,
    /// Seats whose hold ran to `MAX_HOLD_SECS`: renewals do nothing until the home releases.
    spent: Vec<Seat>,
}

impl GuestLimits {
    /// The conduct of the home on connection `client` (a fresh one for a new connection).
    pub fn conduct(&mut self, client: Entity, now: f32) -> &mut Conduct {
        self.conduct
            .entry(client)
            .or_insert_with(|| Conduct::new(now))
    }

    /// The conducts of connections no longer open are forgotten.
    pub fn keep_only(&mut self, open: impl Fn(Entity) -> bool) {
        self.conduct.retain(|&client, _| open(client));
    }

    /// A home holding from `seat` says so at `now`: whether that changed anything (a new hold,
    /// or a renewal of one not renewed for a moment).
    pub fn hold(&mut self, seat: Seat, now: f32, pause: &mut TablePause) -> bool {
        if self.spent.contains(&seat) {
            // Held as long as a hold lasts: the renewal of a menu still open is no fault.
            return true;
        }
        self.since.entry(seat).or_insert(now);
        let held = pause.reasons.contains(&PauseReason::Home(seat));
        let last = self.holds.insert(seat, now);
        pause.add(PauseReason::Home(seat));
        !held || last.is_none_or(|at| now - at >= HOLD_RENEW_MIN_SECS)
    }

    /// A home's hold from `seat` ends: whether there was one.
    pub fn release(&mut self, seat: Seat, pause: &mut TablePause) -> bool {
        self.holds.remove(&seat);
        self.since.remove(&seat);
        self.spent.retain(|s| *s != seat);
        let held = pause.reasons.contains(&PauseReason::Home(seat));
        pause.remove(PauseReason::Home(seat));
        held
    }
}

/// A home's hold not renewed for `HOLD_SECS`, or held for `MAX_HOLD_SECS`, ends by itself (the
/// table plays on).
pub fn end_stale_holds(
    mut limits: ResMut<GuestLimits>,
    mut pause: ResMut<TablePause>,
    time: Res<Time>,
    mut notes: MessageWriter<HomeNote>,
) {
    let now = time.elapsed_secs();
    for seat in limits.ended(now) {
        warn!("the hold of seat {} ran out", seat.0 + 1);
        pause.remove(PauseReason::Home(seat));
        notes.write(HomeNote::HoldRanOut { seat });
    }
}

impl GuestLimits {
    /// The holds that end at `now`: not renewed for `HOLD_SECS` (forgotten), or held for
    /// `MAX_HOLD_SECS` (spent until the home releases).
    fn ended(&mut self, now: f32) -> Vec<Seat> {
        let older = |times: &HashMap<Seat, f32>, secs: f32| -> Vec<Seat> {
            (times.iter())
                .filter(|&(_, &at)| now - at > secs)
                .map(|(&seat, _)| seat)
                .collect()
        };
        let stale = older(&self.holds, HOLD_SECS);
        self.forget(&stale);
        let long = older(&self.since, MAX_HOLD_SECS);
        self.forget(&long);
        self.spent.extend(&long);
        stale.into_iter().chain(long).collect()
    }

    /// These seats' holds are over (the pause is the caller's to lift).
    fn forget(&mut self, seats: &[Seat]) {
        for seat in seats {
            self.holds.remove(seat);
            self.since.remove(seat);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_earns_the_disconnect_within_a_second_and_real_play_never_does() {
        // 2,200 messages a second, all useless or all fine but over the rate: either way the
        // home is sent away well within a second.
        for useless in [true, false] {
            let mut conduct = Conduct::new(0.0);
            let gone = (0..2200).map(|i| i as f32 / 2200.0).position(|now| {
                let over = !conduct.admit(now);
                (over || useless) && conduct.strike()
            });
            assert!(gone.is_some_and(|i| i < 100), "useless {useless}: {gone:?}");
        }
        // Ten presses a second for a minute, none useless: never over the rate.
        let mut person = Conduct::new(0.0);
        assert!((0..600).all(|i| person.admit(i as f32 / 10.0)));
    }

    #[test]
    fn a_hold_renewed_forever_ends_after_the_longest_hold_and_a_new_one_takes_a_release() {
        let (mut limits, mut pause) = (GuestLimits::default(), TablePause::default());
        let seat = Seat(1);
        let held = |pause: &TablePause| pause.reasons.contains(&PauseReason::Home(seat));
        // Renewed every 10 s, as an open menu does, for 400 s.
        let mut ended_at = None;
        for step in 0..=40 {
            let now = step as f32 * HOLD_RENEW_SECS;
            assert!(limits.hold(seat, now, &mut pause), "a renewal is no fault");
            for ended in limits.ended(now + 0.5) {
                pause.remove(PauseReason::Home(ended));
                ended_at.get_or_insert(now);
            }
            if now + 0.5 <= MAX_HOLD_SECS {
                assert!(held(&pause), "held at {now} s");
            } else {
                assert!(!held(&pause), "still held at {now} s");
            }
        }
        assert_eq!(ended_at, Some(MAX_HOLD_SECS));
        // The menu closes and opens again: a new hold.
        assert!(limits.release(seat, &mut pause) || !held(&pause));
        assert!(limits.hold(seat, 500.0, &mut pause));
        assert!(held(&pause));
    }

    #[test]
    fn strikes_fade_one_every_few_seconds() {
        let mut conduct = Conduct::new(0.0);
        for _ in 0..MAX_STRIKES {
            assert!(!conduct.strike());
        }
        conduct.admit(FORGIVE_SECS * 3.0 + 0.1);
        assert_eq!(conduct.strikes, MAX_STRIKES - 3);
        conduct.admit(FORGIVE_SECS * 100.0);
        assert_eq!(conduct.strikes, 0);
        // Forgiving starts afresh with the next strike, not from long ago.
        conduct.strike();
        conduct.admit(FORGIVE_SECS * 100.0 + 1.0);
        assert_eq!(conduct.strikes, 1);
    }
}
