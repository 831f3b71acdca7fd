//! Gämsh Alpin's bots (Easy, Normal, Hard), deciding from their view alone through the `Plan`
//! hook: collect toward a set at a human pace, signal the partner, call on the partner's signal,
//! watch the opponents' gestures, slap the Föhn cards after a humanlike reaction time.
//!
//! Pace (so people can follow): a swap only after a think time (about a second or more) and at
//! least `MIN_SWAP_GAP_MS` after the bot's last swap; idle gestures now and then; calls and slaps
//! are reflexes (`reaction_time`) kept through others' moves.

use super::actions::{Action, Call, Gesture};
use super::belief::suspect;
use super::cards::{self, BULL, FARMER, GAMEKEEPER, SNACK, bit};
use super::state::{Gaemsh, Phase};
use super::view::GaemshView;
use crate::bots::{Heuristic, Level, Plan, reaction_time, think_time};
use crate::kernel::{CardId, GameRng, Millis, Seat};

/// A bot swaps at most once in this long.
pub const MIN_SWAP_GAP_MS: Millis = 1000;
/// A partner's signal older than this is not acted on any more.
pub const NOTICE_MS: Millis = 4000;
/// A bot with a set signals again when its partner has not called after this long.
pub const RESIGNAL_MS: Millis = 3500;
/// An opponent's suspected signal this recent may be countered.
pub const COUNTER_MS: Millis = 2500;

/// What sets the levels apart (the one table to tune).
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// Chance to notice the partner's signal.
    pub notice: f64,
    /// Chance to catch an opponent's Night-card fault at the Gamekeeper.
    pub catch_fault: f64,
    /// Chance to slap the Raging Bull when the middle is of no use.
    pub slap_bull: f64,
    /// Chance a swap is careless (a random one) rather than toward the set.
    pub careless: f64,
    /// Chance, when signalling, to throw the team's false signal (`decoy_of`) first, and of an idle
    /// gesture being the false signal.
    pub decoy: f64,
    /// Chance per decision to make an idle gesture when there is nothing to do.
    pub idle_gesture: f64,
    /// Outgämshed needs this much evidence and this lead, in points (`belief::Suspect::strong`).
    pub out_hits: u16,
    pub out_margin: u16,
    /// Counter Gämsh on a sighting needs this much evidence and this lead, in points.
    pub counter_hits: u16,
    pub counter_margin: u16,
    /// Signals a set of three while the Smart Farmer lies in the middle.
    pub uses_farmer: bool,
}

pub fn style(level: Level) -> Style {
    match level {
        Level::Random | Level::Easy => Style {
            notice: 0.7,
            catch_fault: 0.15,
            slap_bull: 0.3,
            careless: 0.25,
            decoy: 0.0,
            idle_gesture: 0.04,
            out_hits: 4,
            out_margin: 3,
            counter_hits: 3,
            counter_margin: 2,
            uses_farmer: false,
        },
        Level::Normal => Style {
            notice: 0.9,
            catch_fault: 0.5,
            slap_bull: 0.6,
            careless: 0.08,
            decoy: 0.0,
            idle_gesture: 0.04,
            out_hits: 3,
            out_margin: 2,
            counter_hits: 2,
            counter_margin: 1,
            uses_farmer: true,
        },
        Level::Hard => Style {
            notice: 0.98,
            catch_fault: 0.95,
            slap_bull: 0.8,
            careless: 0.0,
            decoy: 0.5,
            idle_gesture: 0.05,
            out_hits: 2,
            out_margin: 2,
            counter_hits: 2,
            counter_margin: 1,
            uses_farmer: true,
        },
    }
}

/// A fixed coin for one situation (so re-planning does not re-roll it): a hash of the values.
fn coin(a: u64, b: u64) -> f64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) as f64 / u64::MAX as f64
}

fn act(action: Action, after: Millis, keep: bool) -> Option<Plan<Action>> {
    Some(Plan::Act {
        action,
        after,
        keep,
    })
}

/// The last time `seat` made `gesture` in this round, if any.
fn last_gesture(view: &GaemshView, seat: Seat, gesture: Gesture) -> Option<Millis> {
    view.watch
        .recent
        .iter()
        .rev()
        .find(|s| s.seat == seat && s.gesture == gesture && s.at >= view.watch.round_at)
        .map(|s| s.at)
}

/// How many cards of one image the seat needs for its partner's call (3 with the Farmer).
fn set_need(view: &GaemshView, style: &Style) -> u32 {
    if style.uses_farmer && view.middle.contains(&Some(FARMER)) {
        3
    } else {
        4
    }
}

/// The call to make because the partner signalled, if it did lately and this bot noticed.
fn answer_partner(view: &GaemshView, style: &Style) -> Option<Call> {
    let signal = view.signal?;
    let at = last_gesture(view, view.partner(), signal)?;
    if view.clock > at + NOTICE_MS || coin(at, view.seat.0 as u64) >= style.notice {
        return None;
    }
    let farmer = view.middle.contains(&Some(FARMER));
    let need = if farmer { 3 } else { 4 };
    Some(if cards::has_set(view.hand, need) {
        Call::DoubleGaemsh { farmer }
    } else {
        Call::Gaemsh { farmer }
    })
}

/// A call on an opposing team: a set everybody saw it take, a strong belief in its signal (with
/// Outgämshed), or its suspected signal just made (Counter Gämsh).
fn watch_opponents(view: &GaemshView, style: &Style) -> Option<Call> {
    for team in (0..view.teams).filter(|&t| t != view.team()) {
        let members = view.members(team);
        if members.iter().any(|&m| cards::has_set(view.seen_of(m), 4)) {
            return Some(Call::Counter { team: team as u8 });
        }
        let Some(s) = suspect(view, team) else {
            continue;
        };
        if s.strong(style.out_hits, style.out_margin) {
            return Some(Call::Outgaemshed {
                team: team as u8,
                gesture: s.gesture,
            });
        }
        let sighted = members.iter().any(|&m| {
            last_gesture(view, m, s.gesture).is_some_and(|at| view.clock <= at + COUNTER_MS)
        });
        if sighted && s.strong(style.counter_hits, style.counter_margin) {
            return Some(Call::Counter { team: team as u8 });
        }
    }
    None
}

/// The image to collect: most in hand, then most in the middle.
fn target(view: &GaemshView) -> usize {
    let middle = view.middle.iter().flatten().fold(0u64, |m, c| m | bit(*c));
    (0..cards::IMAGES)
        .max_by_key(|&i| {
            let m = cards::image_mask(i);
            (
                (view.hand & m).count_ones() * 4 + (middle & m).count_ones(),
                cards::IMAGES - i,
            )
        })
        .expect("images")
}

/// The swap toward the target image, if the middle holds one of its cards.
fn useful_swap(view: &GaemshView, legal: &[Action], avoid_night: bool) -> Option<Action> {
    let image = target(view);
    let want = cards::image_mask(image);
    let keeper = view.middle.contains(&Some(GAMEKEEPER));
    let night_ok = |c: CardId| !(keeper && avoid_night && cards::is_night(c));
    let take = view
        .middle
        .iter()
        .flatten()
        .copied()
        .find(|&c| want & bit(c) != 0 && night_ok(c))?;
    // Give the card of the image the hand holds fewest of (Föhn cards first).
    let give = view
        .hand_cards()
        .into_iter()
        .filter(|&c| want & bit(c) == 0 && night_ok(c))
        .min_by_key(|&c| {
            cards::image(c).map_or(0, |i| 1 + (view.hand & cards::image_mask(i)).count_ones())
        })?;
    let swap = Action::Swap { give, take };
    legal.contains(&swap).then_some(swap)
}

/// A team's false signal (Hard): a fixed other gesture made beside the true one and now and then
/// idly, so that watchers find two gestures before its sets. Derived from the signal, so both
/// partners agree on it without talking.
pub fn decoy_of(signal: Gesture, team: usize) -> Gesture {
    Gesture::ALL[(signal.index() + 3 + team) % Gesture::COUNT]
}

fn random_gesture(rng: &mut GameRng, not: Option<Gesture>) -> Gesture {
    loop {
        let g = Gesture::ALL[rng.below(Gesture::COUNT)];
        if Some(g) != not {
            return g;
        }
    }
}

fn play_plan(
    level: Level,
    view: &GaemshView,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<Plan<Action>> {
    let style = style(level);
    let me = view.seat;
    let reflex = |rng: &mut GameRng| reaction_time(level, rng);
    let may = |a: &Action| legal.contains(a);
    // The Snack: slap one of the other cards, quick.
    if let Some(snack) = view.snack {
        let slot = (0..4).find(|&i| view.middle[i] != Some(SNACK) && snack.slaps[i].is_none());
        if let (Some(i), false) = (slot, snack.slaps.contains(&Some(me))) {
            let slap = Action::Slap {
                card: view.middle[i].expect("full middle"),
            };
            if may(&slap) {
                return act(slap, reflex(rng), true);
            }
        }
    }
    // An opponent's fault at the Gamekeeper.
    if let Some(f) = view.fault {
        let slap = Action::Slap { card: GAMEKEEPER };
        if may(&slap) && coin(f.until, me.0 as u64 + 99) < style.catch_fault {
            return act(slap, reflex(rng), true);
        }
    }
    if let Some(call) = answer_partner(view, &style) {
        return act(Action::Call { call }, reflex(rng), true);
    }
    if let Some(call) = watch_opponents(view, &style) {
        return act(Action::Call { call }, reflex(rng) + 200, true);
    }
    // Holding a set: signal the partner (again, if it did not answer), and keep still.
    if cards::has_set(view.hand, set_need(view, &style))
        && let Some(signal) = view.signal
    {
        let last = last_gesture(view, me, signal);
        if last.is_none_or(|at| view.clock >= at + RESIGNAL_MS) {
            if rng.unit() < style.decoy {
                let decoy = decoy_of(signal, view.team());
                if last_gesture(view, me, decoy).is_none_or(|at| view.clock >= at + RESIGNAL_MS) {
                    return act(Action::Gesture { gesture: decoy }, reflex(rng), false);
                }
            }
            return act(Action::Gesture { gesture: signal }, reflex(rng), false);
        }
        return Some(Plan::Wait { recheck: 800 });
    }
    // Collect.
    let rested = view.last_swap[me.index()].is_none_or(|at| view.clock >= at + MIN_SWAP_GAP_MS);
    if view.snack.is_none() && rested {
        let careless = rng.unit() < style.careless;
        let swap = if careless {
            let swaps: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Swap { .. }))
                .collect();
            (!swaps.is_empty()).then(|| swaps[rng.below(swaps.len())].clone())
        } else {
            useful_swap(view, legal, level != Level::Easy || rng.unit() < 0.7)
        };
        if let Some(swap) = swap {
            return act(swap, think_time(level, 4, rng), false);
        }
        let bull = Action::Slap { card: BULL };
        if may(&bull) && rng.unit() < style.slap_bull {
            return act(bull, reflex(rng), true);
        }
        if may(&Action::NewMiddle) && view.clock >= view.idle_since + 1200 {
            return act(Action::NewMiddle, think_time(level, 2, rng), false);
        }
    }
    if rng.unit() < style.idle_gesture {
        let g = match view.signal {
            Some(signal) if rng.unit() < style.decoy => decoy_of(signal, view.team()),
            _ => random_gesture(rng, view.signal),
        };
        return act(
            Action::Gesture { gesture: g },
            think_time(level, 8, rng),
            false,
        );
    }
    Some(Plan::Wait {
        recheck: 600 + rng.below(600) as Millis,
    })
}

impl Heuristic for Gaemsh {
    fn plan(
        level: Level,
        _seat: Seat,
        view: &GaemshView,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Plan<Action>> {
        if level == Level::Random {
            return None;
        }
        match view.phase {
            Phase::Signals if !legal.is_empty() => {
                let pick = legal[rng.below(legal.len())].clone();
                act(pick, think_time(level, legal.len(), rng), false)
            }
            Phase::Play => play_plan(level, view, legal, rng),
            _ => Some(Plan::Wait { recheck: 500 }),
        }
    }

    /// Turn-based fallback (never used by the levels above Random, which plan): the plan's action.
    fn easy_action(view: &GaemshView, legal: &[Action], rng: &mut GameRng) -> Action {
        match Self::plan(Level::Easy, view.seat, view, legal, rng) {
            Some(Plan::Act { action, .. }) if legal.contains(&action) => action,
            _ => legal
                .iter()
                .find(|a| matches!(a, Action::Gesture { .. }))
                .unwrap_or(&legal[0])
                .clone(),
        }
    }
}
