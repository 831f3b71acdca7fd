//! Bots at the table, for every game: they think on the task pool, never on the frame, decide
//! from their seat's view only, and answer after a humanlike delay scaled by the pace. A game
//! says what a bot thinks about (`BotTask`): a move on its turn after a think time, or a reflex
//! (a throw-in, a slap) after a reaction time, raced by its stamp like a person's press.
//! Real-time games whose rules plan (`Heuristic::plan` returns `Some`) are driven by the plan
//! instead: act after its delay (kept through others' moves if it says so), or ask again later.

use super::{Intent, Match, TableGame};
use crate::core::{Screen, Stamp};
use crate::settings::Settings;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use stammtisch_rules::bots::{Heuristic, Plan, decide, reaction_time, think_time};
use stammtisch_rules::{Game, Millis, Seat};

/// Bots' moves rank after every person's press stamped in the same millisecond.
const BOT_RANK: u32 = u32::MAX - 256;

/// When a thought in progress is dropped unplayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    /// Dropped when any move is made (a turn move planned on an older state).
    UntilAnyMove,
    /// Dropped when the game no longer asks this bot about the same thing.
    WhileAsked,
    /// Sent whatever happened meanwhile: the rules judge whether it was in time (a reflex that
    /// may lose its race, like a person's).
    Always,
}

/// What a bot thinks about now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BotTask {
    /// Names the question (the move count, the card to throw in on): a bot thinks once about it.
    pub about: u64,
    /// A reflex answers after a reaction time, a thought after a think time.
    pub reflex: bool,
    pub keep: Keep,
}

impl BotTask {
    /// The move on its turn, planned after `moves` moves.
    pub fn turn(moves: usize) -> Self {
        BotTask {
            about: moves as u64,
            reflex: false,
            keep: Keep::UntilAnyMove,
        }
    }
}

/// A bot's thought in progress: the decision and the earliest logical time to play it.
#[derive(Component)]
pub struct Thinking<A: Send + Sync + 'static> {
    seat: Seat,
    task: BotTask,
    moves: usize,
    ready_at: Millis,
    decision: Task<Option<A>>,
    /// From the rules' own plan: the seat plans nothing else until it is played or dropped.
    planned: bool,
}

/// The questions each bot decided not to act on (so it does not think again about the same
/// thing every frame). Cleared when a move is made.
#[derive(Resource)]
struct Answered<G: TableGame> {
    moves: usize,
    done: Vec<(Seat, u64)>,
    /// Seats whose plan said "wait": asked again at that time (or after any move).
    later: Vec<(Seat, Millis)>,
    _game: std::marker::PhantomData<G>,
}

impl<G: TableGame> Default for Answered<G> {
    fn default() -> Self {
        Answered {
            moves: 0,
            done: Vec::new(),
            later: Vec::new(),
            _game: std::marker::PhantomData,
        }
    }
}

type ActionOf<G> = <<G as TableGame>::Rules as Game>::Action;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<Answered<G>>();
    app.add_systems(OnEnter(Screen::Table), |mut a: ResMut<Answered<G>>| {
        *a = Answered::default()
    });
    app.add_systems(
        Update,
        (start_thinking::<G>, finish_thinking::<G>)
            .chain()
            .in_set(super::DriverSet::Bots)
            .run_if(resource_exists::<Match<G>>.and_then(resource_exists::<TableSeats>))
            .run_if(table_running),
    );
}

fn start_thinking<G: TableGame>(
    mut commands: Commands,
    mut m: ResMut<Match<G>>,
    seats: Res<TableSeats>,
    settings: Res<Settings>,
    mut answered: ResMut<Answered<G>>,
    thinking: Query<&Thinking<ActionOf<G>>>,
) {
    if answered.moves != m.moves {
        answered.moves = m.moves;
        answered.done.clear();
        answered.later.clear();
    }
    if m.busy() {
        return;
    }
    let now = m.now;
    for seat in m.game.actors(now) {
        let Some(level) = seats.played_by_bot(seat) else {
            continue;
        };
        let Some(task) = G::bot_task(&m, seat) else {
            continue;
        };
        // A turn move waits until the last move could be seen; a reflex (or a move everybody
        // makes at once) does not.
        if !task.reflex && task.keep == Keep::UntilAnyMove && now < m.pace_until {
            continue;
        }
        let asked = (seat, task.about);
        if answered.done.contains(&asked)
            || answered.later.iter().any(|&(s, at)| s == seat && now < at)
            || thinking
                .iter()
                .any(|t| t.seat == seat && (t.task.about == task.about || t.planned))
        {
            continue;
        }
        // The bot decides from its seat's view only.
        let view = m.game.view(seat);
        let legal = m.game.legal(seat);
        let mut rng = m.rng.fork();
        if let Some(plan) = G::Rules::plan(level, seat, &view, &legal, &mut rng) {
            answered.later.retain(|&(s, _)| s != seat);
            match plan {
                Plan::Act {
                    action,
                    after,
                    keep,
                } => {
                    let keep = if keep {
                        Keep::Always
                    } else {
                        Keep::UntilAnyMove
                    };
                    let decision = AsyncComputeTaskPool::get().spawn(async move { Some(action) });
                    commands.spawn((
                        Name::new("Bot plan"),
                        DespawnOnExit(Screen::Table),
                        Thinking {
                            seat,
                            task: BotTask { keep, ..task },
                            moves: m.moves,
                            ready_at: now.saturating_add(super::paced(after, settings.pace())),
                            decision,
                            planned: true,
                        },
                    ));
                }
                // The recheck is the rules' own logical time (their timers run unpaced): a bot
                // that holds still does so at every pace.
                Plan::Wait { recheck } => {
                    let at = now.saturating_add(recheck.max(1));
                    answered.later.push((seat, at));
                }
            }
            continue;
        }
        let delay = if task.reflex {
            reaction_time(level, &mut rng)
        } else {
            think_time(level, legal.len(), &mut rng)
        };
        let decision = AsyncComputeTaskPool::get()
            .spawn(async move { decide::<G::Rules>(level, seat, &view, &legal, &mut rng) });
        commands.spawn((
            Name::new("Bot thought"),
            DespawnOnExit(Screen::Table),
            Thinking {
                seat,
                task,
                moves: m.moves,
                ready_at: now.saturating_add(super::paced(delay, settings.pace())),
                decision,
                planned: false,
            },
        ));
    }
}

fn finish_thinking<G: TableGame>(
    mut commands: Commands,
    m: Res<Match<G>>,
    seats: Res<TableSeats>,
    mode: Option<Res<crate::core::mode::Mode>>,
    mut answered: ResMut<Answered<G>>,
    mut thoughts: Query<(Entity, &mut Thinking<ActionOf<G>>)>,
    mut intents: MessageWriter<Intent<ActionOf<G>>>,
) {
    // The headless App (tests) waits for every decision, so a frame's outcome never depends on
    // how fast the task pool was.
    let wait = mode.is_some_and(|m| m.is_test());
    for (entity, mut thought) in &mut thoughts {
        let stale = match thought.task.keep {
            Keep::UntilAnyMove => thought.moves != m.moves,
            Keep::WhileAsked => G::bot_task(&m, thought.seat) != Some(thought.task),
            Keep::Always => false,
        } || (thought.planned && !m.game.actors(m.now).contains(&thought.seat));
        // A changed game, or the person is back in their seat: the thought is dropped.
        if stale || seats.played_by_bot(thought.seat).is_none() {
            commands.entity(entity).despawn();
            continue;
        }
        if m.now < thought.ready_at {
            continue;
        }
        let decision = if wait {
            Some(block_on(&mut thought.decision))
        } else {
            block_on(poll_once(&mut thought.decision))
        };
        if let Some(decision) = decision {
            commands.entity(entity).despawn();
            match decision {
                // A kept plan the rules no longer take (a timer changed the table meanwhile) is
                // dropped: it lost its moment, it is no bot error. (Lost to a move in this frame,
                // the rules refuse it as too late, like a person's.)
                Some(action)
                    if thought.planned
                        && m.game
                            .clone()
                            .apply(thought.seat, &action, thought.ready_at.max(m.last_applied))
                            .is_err() =>
                {
                    debug!("bot {}'s plan lost its moment", thought.seat.0);
                }
                Some(action) => {
                    intents.write(Intent {
                        seat: thought.seat,
                        action,
                        stamp: Stamp::new(thought.ready_at, BOT_RANK + thought.seat.0 as u32),
                        moves: thought.moves,
                    });
                }
                // It chose not to act: it won't think about the same question again.
                None => answered.done.push((thought.seat, thought.task.about)),
            }
        }
    }
}
