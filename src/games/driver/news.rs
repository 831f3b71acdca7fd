//! Each game's per-seat data for the other homes at the table: the host makes, for every guest,
//! what the guest's seats may see (`Sight`, whole, on (re)connect and whenever the log grew or
//! its seats changed) and every rules event as those seats learn it (hidden cards as backs);
//! the guest's screen keeps them as its own `Sight` and `SeenEvent`s. The seats phones hold in
//! that home get their data apart (`PhoneSight`), which only its phone server reads, so its TV
//! never learns those hands. No hidden card identity leaves the host for a home whose seats may
//! not see it; a bot's hand never leaves it.

use super::sight::SightSet;
use super::sight::seen_at_home;
use super::{Match, PhoneSight, RulesEvent, SeenEvent, SeenOf, Shown, Sight, TableGame};
use crate::net::guest::{CardCount, Guesting, HostNonsense, Received};
use crate::net::host::Hosting;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use stammtisch_rules::{CardId, Game, Millis, Seat};
use std::collections::HashMap;

type EventOf<G> = <<G as TableGame>::Rules as Game>::Event;

/// A game's news for one home: what its seats may see now (when it changed), the table's own
/// state as they may see it (when it changed beyond the clock), the table's clock, and the
/// frame's rules events as its seats learn them.
#[derive(Message, Debug, serde::Serialize, serde::Deserialize)]
#[serde(bound = "")]
pub struct News<G: TableGame> {
    pub sight: Option<Sight<G>>,
    pub shown: Option<Shown<G>>,
    /// The match's logical clock now (ms).
    pub now: Millis,
    /// The seats that may act now (public: whose turn it is, who may race).
    pub on_turn: Vec<Seat>,
    /// How many card entities the match needs (with the first news of a match).
    pub cards: Option<u16>,
    pub seen: Vec<SeenOf<G>>,
    /// What its phones may see (when it changed): the seats phones hold there, apart.
    pub phones: Option<PhoneSight<G>>,
}

/// Adds a game's news to the host and the guest.
pub fn add<G: TableGame>(app: &mut App) {
    crate::net::seal::add_sealed::<News<G>>(app);
    app.add_systems(
        Update,
        send::<G>
            .after(SightSet)
            .in_set(crate::table::TableSet::Resolve)
            .run_if(resource_exists::<Hosting>.and_then(resource_exists::<Match<G>>)),
    );
    app.add_systems(
        PreUpdate,
        receive::<G>
            .after(crate::net::seal::Opened)
            .in_set(Received)
            .run_if(resource_exists::<Guesting>),
    );
}

/// What the host last sent a home: its Sight (whole), at which log length and seats, and the
/// table state as it saw it.
struct SentTo<G: TableGame> {
    log_len: usize,
    held: Vec<Seat>,
    sight: Sight<G>,
    shown: Shown<G>,
    phones: Option<PhoneSight<G>>,
}

/// Every connected home gets its news every frame: the clock, and what changed for its seats.
fn send<G: TableGame>(
    m: Res<Match<G>>,
    seats: Res<TableSeats>,
    hosting: Res<Hosting>,
    mut events: MessageReader<RulesEvent<EventOf<G>>>,
    mut out: MessageWriter<ToClients<News<G>>>,
    mut sent: Local<HashMap<Entity, SentTo<G>>>,
) {
    let events: Vec<EventOf<G>> = events.read().map(|e| e.0.clone()).collect();
    if m.is_added() {
        sent.clear();
    }
    sent.retain(|client, _| hosting.guests().any(|(c, _)| c == *client));
    let log_len = m.log.entries.len();
    for (client, guest) in hosting.guests() {
        // The screen's seats, and apart the seats its home's phones hold.
        let (phone_seats, held): (Vec<Seat>, Vec<Seat>) = hosting
            .seats_of(&guest.identity)
            .into_iter()
            .partition(|s| guest.phones.contains(s));
        let first = !sent.contains_key(&client);
        let stale = sent
            .get(&client)
            .is_none_or(|to| to.log_len != log_len || to.held != held);
        let sight =
            stale.then(|| Sight::<G>::of_home(&m.game, held.clone(), &phone_seats, log_len));
        let seen_sight = sight
            .as_ref()
            .or(sent.get(&client).map(|to| &to.sight))
            .expect("a home's Sight is made before it is used");
        let shown = m.shown.seen_by(seen_sight);
        let shown_news = sent
            .get(&client)
            .is_none_or(|to| to.shown.differs_beyond_now(&shown))
            .then(|| shown.clone());
        let phones = (!phone_seats.is_empty()).then(|| PhoneSight::of(&m, phone_seats.clone()));
        let phones_news = match (&phones, sent.get(&client).and_then(|to| to.phones.as_ref())) {
            (Some(now), Some(before)) => now.differs(before).then(|| now.clone()),
            (now, _) => now.clone(),
        };
        let seen: Vec<SeenOf<G>> = events
            .iter()
            .map(|event| seen_at_home::<G::Rules>(m.game.config(), event, &held, &phone_seats))
            .collect();
        out.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message: News {
                sight: sight.clone(),
                shown: shown_news,
                now: m.now,
                on_turn: seats.on_turn.clone(),
                cards: first.then(|| G::card_count(&m.game) as u16),
                seen,
                phones: phones_news,
            },
        });
        let to = sent.entry(client).or_insert_with(|| SentTo {
            log_len,
            held: held.clone(),
            sight: sight.clone().expect("a first news carries its Sight"),
            shown: shown.clone(),
            phones: None,
        });
        to.log_len = log_len;
        to.held = held;
        if let Some(sight) = sight {
            to.sight = sight;
        }
        to.shown = shown;
        to.phones = phones;
    }
}

/// Why news from the host cannot be what this game makes (more seats than the game has, a card
/// count beyond the deck, a card not in it), if they cannot: the guest then leaves the table.
fn nonsense<G: TableGame>(news: &News<G>, deck: &[CardId]) -> Option<&'static str> {
    let most = <G::Rules as Game>::PLAYERS.1;
    let sights = news
        .sight
        .iter()
        .chain(news.phones.iter().map(|p| &p.sight));
    if news.cards.is_some_and(|n| n as usize > deck.len()) {
        Some("a card count beyond the deck")
    } else if sights.into_iter().any(|s| !s.fits(deck)) {
        Some("a sight the game cannot have")
    } else if news.shown.as_ref().is_some_and(|s| s.seats.len() > most)
        || news.on_turn.iter().any(|s| s.index() >= most)
    {
        Some("seats the game does not have")
    } else if news.seen.iter().any(|event| {
        <G::Rules as Game>::seen_cards(event)
            .iter()
            .flatten()
            .any(|c| !deck.contains(c))
    }) {
        Some("a card not in the deck")
    } else {
        None
    }
}

/// The host's news become this screen's Sight, table state and seen events, once checked
/// (`nonsense`: news that cannot be are never drawn; the guest leaves the table instead).
#[allow(clippy::too_many_arguments)]
fn receive<G: TableGame>(
    mut news: MessageReader<News<G>>,
    mut host_nonsense: MessageWriter<HostNonsense>,
    mut seen: MessageWriter<SeenEvent<SeenOf<G>>>,
    sight: Option<ResMut<Sight<G>>>,
    shown: Option<ResMut<Shown<G>>>,
    mut seats: Option<ResMut<TableSeats>>,
    phones: Option<ResMut<PhoneSight<G>>>,
    mut commands: Commands,
    mut deck: Local<Vec<CardId>>,
) {
    let (mut sight, mut shown, mut phones) = (sight, shown, phones);
    if deck.is_empty() {
        *deck = (G::DECK.cards)().into_iter().map(|(id, _)| id).collect();
    }
    for news in news.read() {
        if let Some(why) = nonsense(news, &deck) {
            host_nonsense.write(HostNonsense(why));
            return;
        }
        if let Some(cards) = news.cards {
            commands.insert_resource(CardCount(cards as usize));
        }
        if let Some(new) = &news.sight {
            match sight.as_mut() {
                Some(sight) => **sight = new.clone(),
                None => commands.insert_resource(new.clone()),
            }
        }
        match (shown.as_mut(), &news.shown) {
            (Some(shown), Some(new)) => **shown = new.clone(),
            (Some(shown), None) => shown.now = news.now,
            (None, Some(new)) => commands.insert_resource(new.clone()),
            (None, None) => {}
        }
        if let (Some(shown), Some(_)) = (shown.as_mut(), &news.shown) {
            shown.now = news.now;
        }
        if let Some(seats) = seats.as_mut()
            && seats.on_turn != news.on_turn
        {
            seats.on_turn = news.on_turn.clone();
        }
        if let Some(new) = &news.phones {
            match phones.as_mut() {
                Some(phones) => **phones = new.clone(),
                None => commands.insert_resource(new.clone()),
            }
        }
        for event in &news.seen {
            seen.write(SeenEvent(event.clone()));
        }
    }
}
