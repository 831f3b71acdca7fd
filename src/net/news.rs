//! Each game's per-seat data for the other homes at the table: the host makes, for every guest,
//! what the guest's seats may see (`Sight`, whole, on (re)connect and whenever the log grew or
//! its seats changed) and every rules event as those seats learn it (hidden cards as backs);
//! the guest's screen keeps them as its own `Sight` and `SeenEvent`s. No hidden card identity
//! leaves the host for a home whose seats may not see it; a bot's hand never leaves it.

use super::guest::Guesting;
use super::host::Hosting;
use crate::games::driver::sight::seen_by;
use crate::games::driver::{DriverSet, Match, RulesEvent, SeenEvent, SeenOf, Sight, TableGame};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use stammtisch_rules::{Game, Seat};
use std::collections::HashMap;

type EventOf<G> = <<G as TableGame>::Rules as Game>::Event;

/// A game's news for one home: what its seats may see now (when it changed), and the frame's
/// rules events as its seats learn them.
#[derive(Message, Debug, serde::Serialize, serde::Deserialize)]
#[serde(bound = "")]
pub struct News<G: TableGame> {
    pub sight: Option<Sight<G>>,
    pub seen: Vec<SeenOf<G>>,
}

/// Adds a game's news to the host and the guest.
pub fn add<G: TableGame>(app: &mut App) {
    app.add_server_message::<News<G>>(Channel::Ordered);
    app.add_systems(
        Update,
        send::<G>
            .after(DriverSet::Resolve)
            .in_set(crate::table::TableSet::Resolve)
            .run_if(resource_exists::<Hosting>.and_then(resource_exists::<Match<G>>)),
    );
    app.add_systems(
        PreUpdate,
        receive::<G>
            .after(ClientSystems::Receive)
            .run_if(resource_exists::<Guesting>),
    );
}

/// Per home, what the host last sent its Sight at: the log's length and the seats it held.
type Sent = HashMap<Entity, (usize, Vec<Seat>)>;

/// Every connected home gets its news: its Sight when it is new to it, and the frame's events.
fn send<G: TableGame>(
    m: Res<Match<G>>,
    hosting: Res<Hosting>,
    mut events: MessageReader<RulesEvent<EventOf<G>>>,
    mut out: MessageWriter<ToClients<News<G>>>,
    mut sent: Local<Sent>,
) {
    let events: Vec<EventOf<G>> = events.read().map(|e| e.0.clone()).collect();
    if m.is_added() {
        sent.clear();
    }
    sent.retain(|client, _| hosting.guests().any(|(c, _)| c == *client));
    let log_len = m.log.entries.len();
    for (client, guest) in hosting.guests() {
        let held = hosting.seats_of(&guest.identity);
        let now = (log_len, held.clone());
        let sight = (sent.get(&client) != Some(&now))
            .then(|| Sight::<G>::of(&m.game, held.clone(), log_len));
        let seen: Vec<SeenOf<G>> = events
            .iter()
            .map(|event| seen_by::<G::Rules>(m.game.config(), event, &held))
            .collect();
        if sight.is_none() && seen.is_empty() {
            continue;
        }
        sent.insert(client, now);
        out.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message: News { sight, seen },
        });
    }
}

/// The host's news become this screen's Sight and seen events.
fn receive<G: TableGame>(
    mut news: MessageReader<News<G>>,
    mut seen: MessageWriter<SeenEvent<SeenOf<G>>>,
    mut commands: Commands,
) {
    for news in news.read() {
        if let Some(sight) = &news.sight {
            commands.insert_resource(sight.clone());
        }
        for event in &news.seen {
            seen.write(SeenEvent(event.clone()));
        }
    }
}
