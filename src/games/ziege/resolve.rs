//! Intents are resolved against the rules in timestamp order; what happened goes out as messages
//! and sets the table's timeline (trick shown, counted, goat walking, scoreboard).

use super::ZiegeMatch;
use super::timeline::{
    CARD_PAUSE, DEAL_PAUSE, GoatWalk, ROUND_PAUSE, ShownTrick, TILE_PAUSE, paced,
};
use crate::games::{Intent, TableGames, Toast};
use crate::screens::results::FinalOutcome;
use crate::screens::{MatchSetup, Screen};
use crate::settings::Settings;
use crate::table::TableSet;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::{Action, Event, Ziege};
use stammtisch_rules::{Game, Millis};

pub type ZiegeIntent = Intent<Action>;

/// Something the rules reported, for animations, sound and the HUD.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ZiegeEvent(pub Event);

/// Seconds the finished game stays on the table (after the last goat stood still).
const LINGER_SECS: f32 = 4.0;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ZiegeIntent>();
    app.add_message::<ZiegeEvent>();
    app.add_systems(
        Update,
        (
            crate::games::tick_clock::<ZiegeMatch>
                .in_set(TableSet::Collect)
                .run_if(table_running)
                .before(super::bots::BotSystems),
            resolve.in_set(TableSet::Resolve),
            finish_game.in_set(TableSet::Resolve).after(resolve),
        )
            .run_if(resource_exists::<ZiegeMatch>.and_then(resource_exists::<TableSeats>)),
    );
}

/// What an event does to the table's timeline, at `now`.
fn play_out(
    table: &mut ZiegeMatch,
    event: &Event,
    leader: stammtisch_rules::Seat,
    now: Millis,
    pace: f32,
) {
    let base = table.hold_until.max(now);
    match event {
        Event::Dealt { .. } => {
            table.walks = [GoatWalk::standing(0); stammtisch_rules::games::ziege::MAX_PLAYERS];
            table.shown_trick = None;
            table.scoreboard_from = Millis::MAX;
            table.choice = Default::default();
            table.hold_until = base + paced(DEAL_PAUSE, pace);
        }
        Event::TilePlaced { .. } => table.hold_until = base + paced(TILE_PAUSE, pace),
        Event::CardPlayed { .. } => table.hold_until = base + paced(CARD_PAUSE, pace),
        Event::TrickWon { seat, position, .. } => {
            let players = table.game.players();
            if let Some(trick) = ShownTrick::of(event, leader, players, base, pace) {
                let walk = table.walks[seat.index()].after(&trick, *position, pace);
                table.walks[seat.index()] = walk;
                table.hold_until = trick.walked_at + paced(CARD_PAUSE, pace);
                table.shown_trick = Some(trick);
            }
        }
        Event::RoundEnded { .. } => {
            table.scoreboard_from = base;
            table.hold_until = base + paced(ROUND_PAUSE, pace);
        }
        Event::GameWon { .. } => {}
    }
}

fn resolve(
    mut intents: MessageReader<ZiegeIntent>,
    mut table: ResMut<ZiegeMatch>,
    seats: Res<TableSeats>,
    mut toast: ResMut<Toast>,
    mut out: MessageWriter<ZiegeEvent>,
    settings: Res<Settings>,
    time: Res<Time>,
) {
    // The earlier input wins; a later one finds the state changed and is refused with a reason.
    let pending = crate::games::Intent::in_arrival_order(&mut intents);
    for intent in pending {
        let now = table.now.max(intent.at);
        // The trick's leader before the card: the shown trick needs who played what.
        let leader = table.game.leader();
        match table.game.apply(intent.seat, &intent.action, now) {
            Ok(events) => {
                table
                    .log
                    .record_action::<Ziege>(now, intent.seat, &intent.action, &events);
                for event in events {
                    play_out(&mut table, &event, leader, now, settings.bot_pace);
                    out.write(ZiegeEvent(event));
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
    mut table: ResMut<ZiegeMatch>,
    mut commands: Commands,
    mut setup: ResMut<MatchSetup>,
    games: Res<TableGames>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(outcome) = table.game.outcome() else {
        return;
    };
    // The last trick is counted and walked, the final scoreboard read, then the results.
    if table.now < table.scoreboard_from {
        return;
    }
    table.over_for += time.delta_secs();
    if table.over_for < LINGER_SECS * settings.bot_pace.max(0.0) {
        return;
    }
    crate::games::match_end::save_replay("ziege", &table.log);
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
