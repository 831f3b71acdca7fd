//! Bots think on the task pool, never on the frame. Turn moves take a humanlike think time; a
//! throw-in is a reflex (`reaction_time`), raced against the next player's card by timestamp, and
//! sent even when the moment may have passed, so a bot can lose the race like a person.

use super::{JammerIntent, JammerMatch};
use crate::settings::Settings;
use crate::table::TableSet;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use stammtisch_rules::bots::{decide, reaction_time, think_time};
use stammtisch_rules::games::jammerlappen::{Action, Jammerlappen, Phase};
use stammtisch_rules::{CardId, Game, Millis, Seat};

/// What a thought is about; a turn thought goes stale when any move is made, the others not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum About {
    /// The one exchange before play (everybody at once; others' choices change nothing).
    Exchange,
    /// A move on turn, made after this many moves.
    Turn(usize),
    /// Throwing in on this card.
    ThrowIn(CardId),
}

/// A bot's thought in progress: the decision and the earliest logical time to play it.
#[derive(Component)]
pub struct Thinking {
    seat: Seat,
    about: About,
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
            .run_if(resource_exists::<JammerMatch>.and_then(resource_exists::<TableSeats>))
            .run_if(table_running),
    );
}

fn start_thinking(
    mut commands: Commands,
    mut table: ResMut<JammerMatch>,
    seats: Res<TableSeats>,
    settings: Res<Settings>,
    thinking: Query<&Thinking>,
) {
    if table.now < table.hold_until {
        return;
    }
    let pace = settings.pace();
    for seat in table.game.actors(table.now) {
        let Some(level) = seats.bot_level(seat) else {
            continue;
        };
        let about = match (table.game.phase(), table.game.window()) {
            (Phase::Exchange, _) => About::Exchange,
            (Phase::Play { turn }, _) if turn == seat => About::Turn(table.moves),
            (_, Some(window)) => About::ThrowIn(window.card),
            _ => continue,
        };
        if thinking.iter().any(|t| t.seat == seat && t.about == about) {
            continue;
        }
        // The bot decides from its seat's view only.
        let view = table.game.view(seat);
        let legal = table.game.legal(seat);
        let mut rng = table.rng.fork();
        let delay = match about {
            About::ThrowIn(_) => reaction_time(level, &mut rng),
            _ => think_time(level, legal.len(), &mut rng),
        };
        let delay = (delay as f64 * pace) as Millis;
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { decide::<Jammerlappen>(level, seat, &view, &legal, &mut rng) });
        commands.spawn((
            Name::new("Bot thought"),
            DespawnOnExit(crate::screens::Screen::Table),
            Thinking {
                seat,
                about,
                ready_at: table.now + delay,
                task,
            },
        ));
    }
}

fn finish_thinking(
    mut commands: Commands,
    table: Res<JammerMatch>,
    seats: Res<TableSeats>,
    mut thoughts: Query<(Entity, &mut Thinking)>,
    mut intents: MessageWriter<JammerIntent>,
) {
    for (entity, mut thought) in &mut thoughts {
        let stale = match thought.about {
            About::Turn(moves) => moves != table.moves,
            About::Exchange => !matches!(table.game.phase(), Phase::Exchange),
            // A throw-in goes out whatever happened meanwhile: the rules say whether it was in time.
            About::ThrowIn(_) => false,
        };
        // A changed game, or the person is back in their seat: the thought is dropped.
        if stale || seats.bot_level(thought.seat).is_none() {
            commands.entity(entity).despawn();
            continue;
        }
        if table.now < thought.ready_at {
            continue;
        }
        if let Some(decision) = block_on(poll_once(&mut thought.task)) {
            commands.entity(entity).despawn();
            if let Some(action) = decision {
                intents.write(JammerIntent {
                    seat: thought.seat,
                    action,
                    at: thought.ready_at,
                });
            }
        }
    }
}
