//! Each game's per-seat data for the other homes at the table: the host makes, for every guest,
//! what the guest's seats may see (`Sight`, whole, on (re)connect and whenever the log grew or
//! its seats changed), every rules event as those seats learn it (hidden cards as backs) and
//! the seats' lines as catalogue keys; the guest's screen keeps them as its own `Sight`,
//! `SeenEvent`s and `SeatSaid`s, presented by the same code as the host's screen. Only what
//! changed travels: a home gets news on a frame when something changed for it, else a small
//! heartbeat with the clock every `HEARTBEAT_SECS` (its screen runs the clock on between). The seats phones hold in
//! that home get their data apart (`PhoneSight`), which only its phone server reads, so its TV
//! never learns those hands. No hidden card identity leaves the host for a home whose seats may
//! not see it; a bot's hand never leaves it.

use super::sight::SightSet;
use super::sight::seen_at_home;
use super::{Match, PhoneSight, RulesEvent, SeatSaid, SeenEvent, SeenOf, Shown, Sight, TableGame};
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
    /// The frame's seat lines (public: what every seat saw of a bot's move), as catalogue keys.
    pub said: Vec<SeatSaid>,
    /// How many of this home's presses the host has answered (a pick shown at once waits for it).
    pub answered: u32,
    /// What its phones may see (when it changed): the seats phones hold there, apart.
    pub phones: Option<PhoneSight<G>>,
}

impl<G: TableGame> News<G> {
    /// Whether these news say nothing but the clock (a heartbeat's worth).
    fn only_the_clock(&self, before: &SentTo<G>) -> bool {
        self.sight.is_none()
            && self.shown.is_none()
            && self.cards.is_none()
            && self.seen.is_empty()
            && self.said.is_empty()
            && self.phones.is_none()
            && self.on_turn == before.on_turn
            && self.answered == before.answered
    }
}

/// Seconds between two news that only carry the clock (a home whose table did not change).
pub const HEARTBEAT_SECS: f32 = 0.5;

/// What the host sent each home so far (a test measures by it): news messages, their bytes (as
/// postcard writes them, and the seal's), and the frames it could have sent on.
#[derive(Resource, Debug, Default, Clone)]
pub struct NewsSent(pub HashMap<Entity, SentCount>);

/// News sent to one home.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SentCount {
    pub frames: u64,
    pub messages: u64,
    pub bytes: u64,
    /// Messages that carried only the clock, and their bytes.
    pub heartbeats: u64,
    pub heartbeat_bytes: u64,
}

/// Adds a game's news to the host and the guest.
pub fn add<G: TableGame>(app: &mut App) {
    crate::net::seal::add_sealed::<News<G>>(app);
    app.init_resource::<NewsSent>();
    app.add_systems(
        Update,
        run_clock::<G>.in_set(super::DriverSet::Tick).run_if(
            resource_exists::<Guesting>
                .and_then(crate::table::pause::table_running)
                .and_then(not(resource_exists::<Match<G>>)),
        ),
    );
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
    /// When the last news went (seconds of the host's time).
    at: f32,
    on_turn: Vec<Seat>,
    answered: u32,
    log_len: usize,
    held: Vec<Seat>,
    sight: Sight<G>,
    shown: Shown<G>,
    phones: Option<PhoneSight<G>>,
}

/// Between news, a guest's screen runs the table's clock on by itself (the next news sets it to
/// the host's).
fn run_clock<G: TableGame>(time: Res<Time>, shown: Option<ResMut<Shown<G>>>) {
    if let Some(mut shown) = shown {
        let step = (time.delta_secs_f64() * 1000.0) as Millis;
        shown.now = shown.now.saturating_add(step);
    }
}

/// Every connected home gets news on a frame when something changed for its seats (and a
/// heartbeat with the clock every `HEARTBEAT_SECS` otherwise).
#[allow(clippy::too_many_arguments)]
fn send<G: TableGame>(
    m: Res<Match<G>>,
    seats: Res<TableSeats>,
    hosting: Res<Hosting>,
    time: Res<Time>,
    (mut events, mut lines): (
        MessageReader<RulesEvent<EventOf<G>>>,
        MessageReader<SeatSaid>,
    ),
    mut out: MessageWriter<ToClients<News<G>>>,
    mut sent: Local<HashMap<Entity, SentTo<G>>>,
    (mut counts, heard): (ResMut<NewsSent>, Res<crate::net::wire::PressesHeard>),
) {
    let events: Vec<EventOf<G>> = events.read().map(|e| e.0.clone()).collect();
    let said: Vec<SeatSaid> = lines.read().cloned().collect();
    let now_secs = time.elapsed_secs();
    if m.is_added() {
        sent.clear();
    }
    counts
        .0
        .retain(|client, _| hosting.guests().any(|(c, _)| c == *client));
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
        let news = News {
            sight: sight.clone(),
            shown: shown_news,
            now: m.now,
            on_turn: seats.on_turn.clone(),
            cards: first.then(|| G::card_count(&m.game) as u16),
            seen,
            said: said.clone(),
            answered: heard.0.get(&client).copied().unwrap_or(0),
            phones: phones_news,
        };
        let count = counts.0.entry(client).or_default();
        count.frames += 1;
        let quiet = sent.get(&client).filter(|to| news.only_the_clock(to));
        if quiet.is_some_and(|to| now_secs - to.at < HEARTBEAT_SECS) {
            continue;
        }
        let mut bytes = Vec::new();
        let len = match bevy_replicon::postcard_utils::to_extend_mut(&news, &mut bytes) {
            Ok(()) => (bytes.len() + crate::net::seal::SEAL_OVERHEAD) as u64,
            Err(_) => 0,
        };
        if quiet.is_some() {
            count.heartbeats += 1;
            count.heartbeat_bytes += len;
        }
        count.messages += 1;
        count.bytes += len;
        out.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message: news,
        });
        let to = sent.entry(client).or_insert_with(|| SentTo {
            at: now_secs,
            on_turn: Vec::new(),
            answered: 0,
            log_len,
            held: held.clone(),
            sight: sight.clone().expect("a first news carries its Sight"),
            shown: shown.clone(),
            phones: None,
        });
        to.at = now_secs;
        to.on_turn = seats.on_turn.clone();
        to.answered = heard.0.get(&client).copied().unwrap_or(0);
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
        || news.said.iter().any(|s| s.seat.index() >= most)
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
    (mut seen, mut said): (MessageWriter<SeenEvent<SeenOf<G>>>, MessageWriter<SeatSaid>),
    sight: Option<ResMut<Sight<G>>>,
    shown: Option<ResMut<Shown<G>>>,
    mut seats: Option<ResMut<TableSeats>>,
    phones: Option<ResMut<PhoneSight<G>>>,
    (guesting, tr, mut here): (
        Res<Guesting>,
        Res<crate::core::Tr>,
        ResMut<crate::table::cards::PickedHere>,
    ),
    mut commands: Commands,
    mut deck: Local<Vec<CardId>>,
) {
    // The seats as this screen names them, by the roster (the host's own person is "Gastgeber"
    // here, not "Du").
    let names = (guesting.roster.as_ref()).map(|r| crate::net::guest::setup_of(r, &tr).seats);
    let named = |new: &Shown<G>| {
        let mut new = new.clone();
        if let Some(names) = names.as_ref().filter(|s| s.len() == new.seats.len()) {
            new.seats = names.clone();
        }
        new
    };
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
            (Some(shown), Some(new)) => **shown = named(new),
            (Some(shown), None) => shown.now = news.now,
            (None, Some(new)) => commands.insert_resource(named(new)),
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
        said.write_batch(news.said.iter().cloned());
        // The host answered the pick shown at once: its projection lifts the card now, or not.
        if here.0.is_some_and(|(_, press)| news.answered >= press) {
            here.0 = None;
        }
    }
}
