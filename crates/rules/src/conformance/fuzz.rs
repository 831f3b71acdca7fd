//! The conformance suite's hostile input: whatever a guest or a phone sends reaches `apply` with a
//! seat and an action from outside, so no seat, card id, spot or index may panic the rules or
//! change the state when refused.
//!
//! A seeded property test, generic over `Game` (so every game gets it, and no game is named): it
//! plays seeded random games and, at random states, throws actions at a copy of the state:
//! - **well-formed**: a legal action of any seat (the actors' and the others', which are empty in
//!   turn-based phases, and actions remembered from earlier states and games), by its own seat, by
//!   another seat of the table or by a seat 0..=255;
//! - **malformed**: such an action as JSON with its numbers (card ids, seats, spots, indices)
//!   replaced by random bytes 0..=255, its lists shortened, lengthened, emptied or repeated, and
//!   its variant's tag put on another variant's fields, read back as the game's `Action` when it
//!   reads (what a modified client can send: anything the wire format carries); by a seat
//!   0..=255.
//!
//! Each must be applied whole (the invariants hold after it) or refused with no event and the
//! state's `Debug` text unchanged; a panic is a failure. `legal` and `random_action` of a seat
//! 0..=255 must not panic either, nor `seen` of every event by a viewer 0..=255.

use super::{Checker, delay, fp, guard};
use crate::kernel::{Game, GameRng, Millis, Seat};
use serde_json::Value;
use std::collections::HashSet;

/// Steps (actions and advances) after which a fuzzed game stops, finished or not.
const STEPS: u64 = 400;
/// Actions thrown at one chosen state.
const THROWS: usize = 16;
/// Actions remembered over a player count's games, to throw again later.
const POOL: usize = 512;

/// A random seat, inside the table or beyond it.
fn any_seat(rng: &mut GameRng, players: usize) -> Seat {
    if rng.below(2) == 0 {
        Seat(rng.below(players) as u8)
    } else {
        Seat(rng.below(256) as u8)
    }
}

/// A number a hostile client may put in an action's field: mostly a byte, now and then an edge.
fn any_number(rng: &mut GameRng) -> Value {
    match rng.below(16) {
        0 => Value::from(u64::from(u16::MAX)),
        1 => Value::from(-1),
        _ => Value::from(rng.below(256) as u64),
    }
}

/// Damages `value` in place: numbers, lists and nested fields, each with some chance.
fn mutate(value: &mut Value, rng: &mut GameRng) {
    match value {
        Value::Number(_) if rng.below(3) != 0 => *value = any_number(rng),
        Value::Array(items) => {
            for item in items.iter_mut() {
                mutate(item, rng);
            }
            match rng.below(6) {
                0 => items.clear(),
                1 if !items.is_empty() => {
                    let i = rng.below(items.len());
                    items.push(items[i].clone());
                }
                2 => items.push(any_number(rng)),
                3 if !items.is_empty() => {
                    items.remove(rng.below(items.len()));
                }
                _ => {}
            }
        }
        Value::Object(fields) => {
            for field in fields.values_mut() {
                mutate(field, rng);
            }
        }
        _ => {}
    }
}

/// `value` with its variant's tag on `other`'s fields (an externally tagged enum is
/// `{"Tag": fields}` or `"Tag"`), or `None` when either has no tag.
fn cross(value: &Value, other: &Value) -> Option<Value> {
    let tag = match value {
        Value::Object(map) if map.len() == 1 => map.keys().next()?.clone(),
        Value::String(tag) => tag.clone(),
        _ => return None,
    };
    let fields = match other {
        Value::Object(map) if map.len() == 1 => map.values().next()?.clone(),
        _ => return None,
    };
    Some(Value::Object([(tag, fields)].into_iter().collect()))
}

/// What one fuzzed player count went through.
#[derive(Default)]
pub(super) struct Thrown {
    pub actions: u64,
    pub refused: u64,
    pub malformed: u64,
}

impl<G: Game> Checker<'_, G> {
    /// Plays `games` seeded random games (the checker's seed onwards) and throws actions at random
    /// states of them (see the module's notes).
    pub(super) fn fuzz(&mut self, games: u64) -> Result<Thrown, String> {
        let players = self.players;
        let first = self.seed;
        let mut thrown = Thrown::default();
        let mut pool: Vec<G::Action> = Vec::new();
        let mut pooled: HashSet<G::Action> = HashSet::new();
        for g in 0..games {
            self.seed = first.wrapping_add(g);
            self.step = 0;
            let mut rng = GameRng::new(self.seed ^ 0xF022_ED0F_F00D);
            let mut game = guard(|| G::new(self.config, players, self.seed))
                .map_err(|e| self.fail(format!("new {e}")))?
                .map_err(|e| self.fail(format!("new refused a valid setup: {e}")))?;
            let mut now: Millis = 0;
            while !game.is_over() && self.step < STEPS {
                self.step += 1;
                now += delay(&mut rng);
                if rng.below(2) == 0 {
                    let legal: Vec<Vec<G::Action>> =
                        Seat::all(players).map(|s| game.legal(s)).collect();
                    for a in legal.iter().flatten() {
                        if pool.len() < POOL && pooled.insert(a.clone()) {
                            pool.push(a.clone());
                        }
                    }
                    self.throw(&game, now, &legal, &pool, &mut rng, &mut thrown)?;
                }
                let passed = game.next_deadline().is_some_and(|t| t <= now);
                let actors = game.actors(now);
                if !passed && !actors.is_empty() {
                    let seat = actors[rng.below(actors.len())];
                    if let Some(action) = game.random_action(seat, &mut rng) {
                        guard(|| game.apply(seat, &action, now))
                            .map_err(|e| self.fail(format!("{seat} playing {action:?} {e}")))?
                            .map_err(|e| {
                                self.fail(format!("{seat} could not play {action:?}: {e}"))
                            })?;
                        continue;
                    }
                }
                let Some(deadline) = game.next_deadline() else {
                    break;
                };
                now = now.max(deadline);
                guard(|| game.advance(now))
                    .map_err(|e| self.fail(format!("advance({now}) {e}")))?;
            }
        }
        self.seed = first;
        Ok(thrown)
    }

    /// Throws `THROWS` actions at copies of `game` at `now`, half well-formed, half malformed.
    fn throw(
        &mut self,
        game: &G,
        now: Millis,
        legal: &[Vec<G::Action>],
        pool: &[G::Action],
        rng: &mut GameRng,
        thrown: &mut Thrown,
    ) -> Result<(), String> {
        let players = self.players;
        let before = fp(game);
        let listed: Vec<(Seat, &G::Action)> = Seat::all(players)
            .flat_map(|s| legal[s.index()].iter().map(move |a| (s, a)))
            .collect();
        for _ in 0..THROWS {
            let seat = any_seat(rng, players);
            let picked = match (listed.is_empty(), pool.is_empty()) {
                (false, _) if rng.below(3) != 0 => {
                    let (own, action) = listed[rng.below(listed.len())];
                    Some((if rng.below(2) == 0 { own } else { seat }, action))
                }
                (_, false) => Some((seat, &pool[rng.below(pool.len())])),
                _ => None,
            };
            let Some((seat, action)) = picked else {
                return Ok(());
            };
            let action = match rng.below(2) {
                0 => action.clone(),
                _ => match self.malformed(action, pool, rng) {
                    Some(bad) => {
                        thrown.malformed += 1;
                        bad
                    }
                    None => continue,
                },
            };
            let mut copy = game.clone();
            let mut events = Vec::new();
            let result = guard(|| copy.apply_into(seat, &action, now, &mut events))
                .map_err(|e| self.fail(format!("{seat} throwing {action:?} at {now} ms {e}")))?;
            thrown.actions += 1;
            match result {
                Ok(()) => {
                    self.invariants(&copy, &format!("{seat} threw {action:?} (accepted)"))?;
                    for event in &events {
                        let viewer = Some(any_seat(rng, players));
                        guard(|| G::seen(self.config, event, viewer))
                            .map_err(|e| self.fail(format!("seen({event:?}, {viewer:?}) {e}")))?;
                    }
                }
                Err(why) => {
                    if !events.is_empty() || fp(&copy) != before {
                        return Err(self.fail(format!(
                            "refusing {action:?} by {seat} ({why}) changed the state or wrote \
                             events {events:?}"
                        )));
                    }
                    thrown.refused += 1;
                }
            }
        }
        let seat = Seat(rng.below(256) as u8);
        guard(|| (game.legal(seat), game.random_action(seat, &mut rng.clone())))
            .map_err(|e| self.fail(format!("legal/random_action of {seat} {e}")))?;
        Ok(())
    }

    /// A damaged copy of `action` that still reads as the game's `Action`, if one came out.
    fn malformed(
        &self,
        action: &G::Action,
        pool: &[G::Action],
        rng: &mut GameRng,
    ) -> Option<G::Action> {
        let mut value = serde_json::to_value(action).ok()?;
        if rng.below(4) == 0 && !pool.is_empty() {
            let other = serde_json::to_value(&pool[rng.below(pool.len())]).ok()?;
            value = cross(&value, &other).unwrap_or(value);
        }
        for _ in 0..4 {
            let mut bad = value.clone();
            mutate(&mut bad, rng);
            if let Ok(read) = serde_json::from_value::<G::Action>(bad) {
                return Some(read);
            }
        }
        None
    }
}
