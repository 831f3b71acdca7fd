//! Bots at the table, for every game: they think on the task pool, never on the frame, decide
//! from their seat's view only, and answer after a humanlike delay (scaled by `bot_pace`).

use super::Intent;
use crate::settings::Settings;
use crate::table::TableSet;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use stammtisch_rules::bots::{Heuristic, decide, think_time};
use stammtisch_rules::{Game, GameRng, Millis, Seat};

/// What the bots need of a game's match resource.
pub trait BotTable: Resource<Mutability = bevy::ecs::component::Mutable> {
    type Game: Heuristic<View: 'static, Action: 'static>;
    fn game(&self) -> &Self::Game;
    /// The table's logical clock.
    fn now(&self) -> Millis;
    /// Bots wait until then (the table is still playing out the last move).
    fn hold_until(&self) -> Millis;
    /// A count that changes with every move (the replay log's length): a thought begun at
    /// another count is stale.
    fn turn(&self) -> usize;
    fn rng(&mut self) -> &mut GameRng;
}

/// A bot's thought in progress: the decision and the earliest logical time to play it.
#[derive(Component)]
pub struct Thinking<A: Send + Sync + 'static> {
    seat: Seat,
    turn: usize,
    ready_at: Millis,
    task: Task<Option<A>>,
}

#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BotSystems;

type ActionOf<T> = <<T as BotTable>::Game as Game>::Action;

/// The bots of the game whose match resource is `T`.
pub fn plugin<T: BotTable>(app: &mut App) {
    app.add_systems(
        Update,
        (start_thinking::<T>, finish_thinking::<T>)
            .chain()
            .in_set(TableSet::Collect)
            .in_set(BotSystems)
            .run_if(resource_exists::<T>.and_then(resource_exists::<TableSeats>))
            .run_if(table_running),
    );
}

fn start_thinking<T: BotTable>(
    mut commands: Commands,
    mut table: ResMut<T>,
    seats: Res<TableSeats>,
    settings: Res<Settings>,
    thinking: Query<&Thinking<ActionOf<T>>>,
) {
    let now = table.now();
    if now < table.hold_until() {
        return;
    }
    let turn = table.turn();
    for seat in table.game().actors(now) {
        let Some(level) = seats.bot_level(seat) else {
            continue;
        };
        if thinking.iter().any(|t| t.seat == seat && t.turn == turn) {
            continue;
        }
        // The bot decides from its seat's view only.
        let view = table.game().view(seat);
        let legal = table.game().legal(seat);
        let mut rng = table.rng().fork();
        let delay = (think_time(level, legal.len(), &mut rng) as f64 * settings.pace()) as Millis;
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { decide::<T::Game>(level, seat, &view, &legal, &mut rng) });
        commands.spawn((
            Name::new("Bot thought"),
            DespawnOnExit(crate::screens::Screen::Table),
            Thinking {
                seat,
                turn,
                ready_at: now + delay,
                task,
            },
        ));
    }
}

fn finish_thinking<T: BotTable>(
    mut commands: Commands,
    table: Res<T>,
    seats: Res<TableSeats>,
    mut thoughts: Query<(Entity, &mut Thinking<ActionOf<T>>)>,
    mut intents: MessageWriter<Intent<ActionOf<T>>>,
) {
    let turn = table.turn();
    for (entity, mut thought) in &mut thoughts {
        // A changed game, or the person is back in their seat: the thought is stale.
        if thought.turn != turn || seats.bot_level(thought.seat).is_none() {
            commands.entity(entity).despawn();
            continue;
        }
        if table.now() < thought.ready_at {
            continue;
        }
        if let Some(decision) = block_on(poll_once(&mut thought.task)) {
            commands.entity(entity).despawn();
            if let Some(action) = decision {
                intents.write(Intent {
                    seat: thought.seat,
                    action,
                    at: thought.ready_at,
                });
            }
        }
    }
}
