//! Bots at the table think on the task pool, never on the frame, and answer after a humanlike delay.

use super::{ZiegeIntent, ZiegeMatch};
use crate::settings::Settings;
use crate::table::TableSet;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use stammtisch_rules::bots::{decide, think_time};
use stammtisch_rules::games::ziege::{Action, Ziege};
use stammtisch_rules::{Game, Millis, Seat};

/// A bot's thought in progress: the decision and the earliest logical time to play it.
#[derive(Component)]
pub struct Thinking {
    seat: Seat,
    /// The game's action count when the thought began; a changed game makes the thought stale.
    turn: usize,
    ready_at: Millis,
    task: Task<Option<Action>>,
}

#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BotSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_thinking, finish_thinking)
            .chain()
            .in_set(TableSet::Collect)
            .in_set(BotSystems)
            .run_if(resource_exists::<ZiegeMatch>.and_then(resource_exists::<TableSeats>))
            .run_if(table_running),
    );
}

fn start_thinking(
    mut commands: Commands,
    mut table: ResMut<ZiegeMatch>,
    seats: Res<TableSeats>,
    settings: Res<Settings>,
    thinking: Query<&Thinking>,
) {
    if table.now < table.hold_until {
        return;
    }
    let turn = table.log.entries.len();
    for seat in table.game.actors(table.now) {
        let Some(level) = seats.bot_level(seat) else {
            continue;
        };
        if thinking.iter().any(|t| t.seat == seat && t.turn == turn) {
            continue;
        }
        // The bot decides from its seat's view only.
        let view = table.game.view(seat);
        let legal = table.game.legal(seat);
        let mut rng = table.rng.fork();
        let delay = (think_time(level, legal.len(), &mut rng) as f64
            * settings.bot_pace.max(0.0) as f64) as Millis;
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { decide::<Ziege>(level, seat, &view, &legal, &mut rng) });
        commands.spawn((
            Name::new("Bot thought"),
            DespawnOnExit(crate::screens::Screen::Table),
            Thinking {
                seat,
                turn,
                ready_at: table.now + delay,
                task,
            },
        ));
    }
}

fn finish_thinking(
    mut commands: Commands,
    table: Res<ZiegeMatch>,
    seats: Res<TableSeats>,
    mut thoughts: Query<(Entity, &mut Thinking)>,
    mut intents: MessageWriter<ZiegeIntent>,
) {
    let turn = table.log.entries.len();
    for (entity, mut thought) in &mut thoughts {
        // A changed game, or the person is back in their seat: the thought is stale.
        if thought.turn != turn || seats.bot_level(thought.seat).is_none() {
            commands.entity(entity).despawn();
            continue;
        }
        if table.now < thought.ready_at {
            continue;
        }
        if let Some(decision) = block_on(poll_once(&mut thought.task)) {
            commands.entity(entity).despawn();
            if let Some(action) = decision {
                intents.write(ZiegeIntent {
                    seat: thought.seat,
                    action,
                    at: thought.ready_at,
                });
            }
        }
    }
}
