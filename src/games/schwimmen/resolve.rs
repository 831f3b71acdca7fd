//! Intents are resolved against the rules in timestamp order; what happened goes out as messages.

use super::SchwimmenMatch;
use crate::games::{Intent, TableGames, Toast};
use crate::screens::results::FinalOutcome;
use crate::screens::{MatchSetup, Screen};
use crate::settings::Settings;
use crate::table::TableSet;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Game;
use stammtisch_rules::games::schwimmen::{Action, Event};

pub type SchwimmenIntent = Intent<Action>;

/// Something the rules reported, for animations, sound and the HUD.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct TableEvent(pub Event);

/// Pauses (ms at pace 1) so people can follow: the deal lands, the showdown stays a moment.
const DEAL_PAUSE: u64 = 2200;
const SHOWDOWN_PAUSE: u64 = 4000;
/// Seconds the finished game stays on the table before the results.
const LINGER_SECS: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SchwimmenIntent>();
    app.add_message::<TableEvent>();
    app.add_systems(
        Update,
        (
            crate::games::tick_clock::<SchwimmenMatch>
                .in_set(TableSet::Collect)
                .run_if(table_running)
                .before(super::bots::BotSystems),
            resolve.in_set(TableSet::Resolve),
            finish_game.in_set(TableSet::Resolve).after(resolve),
        )
            .run_if(resource_exists::<SchwimmenMatch>.and_then(resource_exists::<TableSeats>)),
    );
}

fn resolve(
    mut intents: MessageReader<SchwimmenIntent>,
    mut table: ResMut<SchwimmenMatch>,
    seats: Res<TableSeats>,
    mut toast: ResMut<Toast>,
    mut out: MessageWriter<TableEvent>,
    settings: Res<Settings>,
    time: Res<Time>,
) {
    // The earlier input wins; a later one finds the state changed and is refused with a reason.
    let pending = crate::games::Intent::in_arrival_order(&mut intents);
    for intent in pending {
        let now = table.now.max(intent.at);
        match table.game.apply(intent.seat, &intent.action, now) {
            Ok(events) => {
                table
                    .log
                    .record_action::<stammtisch_rules::games::schwimmen::Schwimmen>(
                        now,
                        intent.seat,
                        &intent.action,
                        &events,
                    );
                table.picked = None;
                for event in events {
                    let pause = match &event {
                        Event::Dealt { .. } => DEAL_PAUSE,
                        Event::RoundEnded { .. } => SHOWDOWN_PAUSE,
                        _ => 0,
                    };
                    table.hold_until = table
                        .hold_until
                        .max(now + (pause as f64 * settings.pace()) as u64);
                    out.write(TableEvent(event));
                }
            }
            Err(refusal) => crate::games::report_refusal(
                &mut toast,
                seats.is_human(intent.seat),
                table.name(intent.seat),
                &intent.action,
                &refusal,
                time.elapsed_secs(),
            ),
        }
    }
}

fn finish_game(
    time: Res<Time>,
    settings: Res<Settings>,
    mut table: ResMut<SchwimmenMatch>,
    mut commands: Commands,
    mut setup: ResMut<MatchSetup>,
    games: Res<TableGames>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(outcome) = table.game.outcome() else {
        return;
    };
    table.over_for += time.delta_secs();
    if table.over_for < LINGER_SECS * settings.bot_pace.max(0.0) {
        return;
    }
    crate::games::match_end::save_replay("schwimmen", &table.log);
    if table.attract {
        crate::games::match_end::next_attract_game(&mut setup, &games, &mut next);
    } else {
        let names = table.seats.iter().map(|s| s.name().to_string()).collect();
        commands.insert_resource(FinalOutcome {
            outcome,
            names,
            headline: None,
            again: None,
        });
        next.set(Screen::Results);
    }
    table.over_for = f32::NEG_INFINITY;
}
