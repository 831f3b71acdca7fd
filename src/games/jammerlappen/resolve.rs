//! Intents are resolved against the rules in timestamp order (the earlier wins a throw-in race);
//! the throw-in window closes on the logical clock; what happened goes out as messages.

use super::JammerMatch;
use crate::games::{Intent, TableGames, Toast};
use crate::screens::results::FinalOutcome;
use crate::screens::{MatchSetup, Screen};
use crate::settings::Settings;
use crate::table::TableSet;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::{Action, Event, Jammerlappen};
use stammtisch_rules::{Game, RuleError};

pub type JammerIntent = Intent<Action>;

/// Something the rules reported, for animations, sound and the HUD.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct JammerEvent(pub Event);

/// Pauses (ms at pace 1) so people can follow: the deal lands, a removed pot is swept away, a
/// taken pot reaches the hand.
pub(super) const DEAL_PAUSE: u64 = 2600;
const SWEEP_PAUSE: u64 = 1100;
const TAKE_PAUSE: u64 = 700;
/// Seconds the Jammerlappen stands in the spotlight before the results.
pub const SHAME_SECS: f32 = 4.0;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<JammerIntent>();
    app.add_message::<JammerEvent>();
    app.add_systems(
        Update,
        (
            crate::games::tick_clock::<JammerMatch>
                .in_set(TableSet::Collect)
                .run_if(table_running)
                .before(super::bots::BotSystems),
            (resolve, close_window.run_if(table_running), finish_round)
                .chain()
                .in_set(TableSet::Resolve),
        )
            .run_if(resource_exists::<JammerMatch>.and_then(resource_exists::<TableSeats>)),
    );
}

fn resolve(
    mut intents: MessageReader<JammerIntent>,
    mut table: ResMut<JammerMatch>,
    seats: Res<TableSeats>,
    mut toast: ResMut<Toast>,
    mut out: MessageWriter<JammerEvent>,
    settings: Res<Settings>,
    time: Res<Time>,
) {
    // The earlier input wins; a later one finds the state changed and is refused with a reason.
    let pending = crate::games::Intent::in_arrival_order(&mut intents);
    // A bot's move decided before an earlier move of this batch (a throw-in beating the player on
    // turn) is superseded, not a mistake.
    let mut changed = false;
    for intent in pending {
        // Never back in time: an intent stamped before the last applied move comes right after it.
        let now = intent.at.max(table.last_applied);
        match table.game.apply(intent.seat, &intent.action, now) {
            Ok(events) => {
                changed = true;
                table.last_applied = now;
                table.moves += 1;
                table
                    .log
                    .record_action::<Jammerlappen>(now, intent.seat, &intent.action, &events);
                table.picked.clear();
                for event in events {
                    let pause = match &event {
                        Event::PotRemoved { .. } => SWEEP_PAUSE,
                        Event::PotTaken { .. } => TAKE_PAUSE,
                        _ => 0,
                    };
                    if let Event::Laid { seat, .. } | Event::ThrownIn { seat, .. } = &event {
                        table.last_layer = Some(*seat);
                    }
                    table.hold_until = table
                        .hold_until
                        .max(now + (pause as f64 * settings.pace()) as u64);
                    out.write(JammerEvent(event));
                }
            }
            Err(refusal) => {
                let seat = intent.seat;
                let name = table.name(seat).to_string();
                match (&refusal, &intent.action) {
                    // A throw-in race lost: the loser (human or bot) is told who was faster.
                    (RuleError::TooLate, Action::ThrowIn { .. }) => {
                        let faster = table
                            .last_layer
                            .filter(|&s| s != seat)
                            .map(|s| format!("{} war schneller", table.name(s)))
                            .unwrap_or_else(|| "die Gelegenheit ist vorbei".into());
                        toast.show(
                            format!("{name}: zu spät zum Reinwerfen – {faster}"),
                            time.elapsed_secs(),
                        );
                    }
                    _ if seats.is_human(seat) => {
                        toast.show(format!("{name}: {refusal}"), time.elapsed_secs());
                    }
                    _ if changed => debug!("bot {name}'s move was overtaken: {refusal}"),
                    _ => error!("bot {name} chose {:?}, refused: {refusal}", intent.action),
                }
            }
        }
    }
}

/// The throw-in window closes when its time is up (after this frame's intents had their chance).
fn close_window(mut table: ResMut<JammerMatch>, mut out: MessageWriter<JammerEvent>) {
    let now = table.now.max(table.last_applied);
    if table.game.next_deadline().is_none_or(|t| now < t) {
        return;
    }
    let events = table.game.advance(now);
    table.log.record_advance::<Jammerlappen>(now, &events);
    out.write_batch(events.into_iter().map(JammerEvent));
}

fn finish_round(
    time: Res<Time>,
    settings: Res<Settings>,
    mut table: ResMut<JammerMatch>,
    mut commands: Commands,
    mut setup: ResMut<MatchSetup>,
    games: Res<TableGames>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (Some(outcome), Some(jammerlappen)) = (table.game.outcome(), table.jammerlappen()) else {
        return;
    };
    table.over_for += time.delta_secs();
    if table.over_for < SHAME_SECS * settings.bot_pace.clamp(0.25, 1.0) {
        return;
    }
    crate::games::match_end::save_replay("jammerlappen", &table.log);
    if table.attract {
        crate::games::match_end::next_attract_game(&mut setup, &games, &mut next);
    } else {
        // "Again" keeps the company: the Jammerlappen begins the next round.
        setup.jammerlappen.last_jammerlappen = Some(jammerlappen.0);
        let names = table.seats.iter().map(|s| s.name().to_string()).collect();
        let headline = format!("{} ist der Jammerlappen!", table.name(jammerlappen));
        commands.insert_resource(FinalOutcome {
            outcome,
            names,
            headline: Some(headline),
            again: Some(format!(
                "Noch eine Runde ({} beginnt)",
                table.name(jammerlappen)
            )),
        });
        next.set(Screen::Results);
    }
    table.over_for = f32::NEG_INFINITY;
}
