//! What this screen may see of the match, and nothing more: the seats it holds, the public
//! view, each held seat's view and legal moves, and every rules event as its seats learn it
//! (hidden cards as backs). The driver (the authority: `Match<G>`, the bots, the log) is the only
//! code that reads the whole state; it refreshes this after every step of the rules, and the
//! table (projection, HUD, marks, notes, summaries) draws from this alone. A phone or a remote
//! home gets the same kind of data for its own seats.

use super::{Match, RulesEvent, TableGame};
use crate::core::Screen;
use crate::table::seats::{PhoneHeld, TableSeats};
use bevy::prelude::*;
use stammtisch_rules::{Game, Outcome, Seat};

type ActionOf<G> = <<G as TableGame>::Rules as Game>::Action;
type EventOf<G> = <<G as TableGame>::Rules as Game>::Event;
type ViewOf<G> = <<G as TableGame>::Rules as Game>::View;
/// An event as the screen's seats learn it.
pub type SeenOf<G> = <<G as TableGame>::Rules as Game>::Seen;

/// Whether this screen only watches: it holds no seat and sees what a spectator may see. By
/// default a screen holds its people's seats (every seat in the attract mode).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Spectating(pub bool);

/// A rules event as this screen's seats learn it: every card none of them may see is a back.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SeenEvent<S: Send + Sync + 'static>(pub S);

/// What this screen may see of the match (a guest in another home gets the same, made at the
/// host for its seats: `news.rs`).
#[derive(Resource, Debug, serde::Serialize, serde::Deserialize)]
#[serde(bound = "")]
pub struct Sight<G: TableGame> {
    /// The seats this screen holds: its people's (every seat in the attract mode), none for a
    /// spectator.
    pub held: Vec<Seat>,
    /// What every seat sees (`Game::public_view`), for a screen or phone that holds seats; what a
    /// bystander may know (`Game::bystander_view`) for a watcher holding none (Gussy Gorillas: a
    /// watcher sees every held card, a seat never its own).
    pub public: ViewOf<G>,
    /// The view of each held seat, by seat index.
    views: Vec<Option<ViewOf<G>>>,
    /// The legal moves of each held seat now, by seat index (empty for the others).
    legal: Vec<Vec<ActionOf<G>>>,
    /// How the match ended, once it has (public).
    pub outcome: Option<Outcome>,
    /// The log's length the views were made at.
    log_len: usize,
}

impl<G: TableGame> Clone for Sight<G> {
    fn clone(&self) -> Self {
        Sight {
            held: self.held.clone(),
            public: self.public.clone(),
            views: self.views.clone(),
            legal: self.legal.clone(),
            outcome: self.outcome.clone(),
            log_len: self.log_len,
        }
    }
}

impl<G: TableGame> Sight<G> {
    /// What the screen holding `held` may see of `game` now, after `log_len` log entries (a
    /// screen holding no seat watches: the bystander view).
    pub fn of(game: &G::Rules, held: Vec<Seat>, log_len: usize) -> Self {
        Self::of_home(game, held, &[], log_len)
    }

    /// What a screen holding `held`, beside phones holding `phones`, may see: a screen that holds
    /// no seat watches (the bystander view) unless phones in its room hold seats (their people
    /// see the screen too: the strict public view).
    pub fn of_home(game: &G::Rules, held: Vec<Seat>, phones: &[Seat], log_len: usize) -> Self {
        let watcher = phones.is_empty();
        Self::made(game, held, log_len, watcher)
    }

    /// What phones holding `held` may see: the strict public view even when they hold no seat
    /// (a phone never watches).
    pub fn for_phones(game: &G::Rules, held: Vec<Seat>, log_len: usize) -> Self {
        Self::made(game, held, log_len, false)
    }

    /// `watcher`: a screen that may see the bystander view when it holds no seat.
    fn made(game: &G::Rules, held: Vec<Seat>, log_len: usize, watcher: bool) -> Self {
        let mut sight = Sight {
            held: Vec::new(),
            public: game.public_view(),
            views: Vec::new(),
            legal: Vec::new(),
            outcome: None,
            log_len,
        };
        sight.refresh(game, held, log_len, watcher);
        sight
    }

    fn refresh(&mut self, game: &G::Rules, held: Vec<Seat>, log_len: usize, watcher: bool) {
        let players = game.players();
        self.public = if watcher && held.is_empty() {
            game.bystander_view()
        } else {
            game.public_view()
        };
        self.views = (0..players).map(|_| None).collect();
        self.legal = vec![Vec::new(); players];
        for &seat in &held {
            if seat.index() < players {
                self.views[seat.index()] = Some(game.view(seat));
                self.legal[seat.index()] = game.legal(seat);
            }
        }
        self.outcome = game.outcome();
        self.log_len = log_len;
        self.held = held;
    }

    /// Whether the screen holds `seat`.
    pub fn holds(&self, seat: Seat) -> bool {
        self.held.contains(&seat)
    }

    /// The view of a seat the screen holds.
    pub fn view(&self, seat: Seat) -> Option<&ViewOf<G>> {
        self.views.get(seat.index()).and_then(Option::as_ref)
    }

    /// Whether the screen may know `card` now (the public view or a held seat's view names it).
    pub fn knows(&self, card: stammtisch_rules::CardId) -> bool {
        G::Rules::view_cards(&self.public).contains(&card)
            || self
                .views
                .iter()
                .flatten()
                .any(|view| G::Rules::view_cards(view).contains(&card))
    }

    /// How many log entries the match had when this was made (a guest's lags the host's by
    /// the way over the wire).
    pub fn log_len(&self) -> usize {
        self.log_len
    }

    /// Whether a Sight sent from another home can be what its game makes: no more seats than
    /// the game has, held seats among them, and only cards of `deck` named (a guest checks what
    /// a host sends before drawing it).
    pub fn fits(&self, deck: &[stammtisch_rules::CardId]) -> bool {
        let players = self.views.len();
        let in_deck =
            |view: &ViewOf<G>| G::Rules::view_cards(view).iter().all(|c| deck.contains(c));
        players <= G::Rules::PLAYERS.1
            && self.legal.len() == players
            && self.held.iter().all(|s| s.index() < players)
            && in_deck(&self.public)
            && self.views.iter().flatten().all(in_deck)
    }

    /// The moves a held seat may make now (none for a seat the screen does not hold).
    pub fn legal(&self, seat: Seat) -> &[ActionOf<G>] {
        self.legal.get(seat.index()).map_or(&[], Vec::as_slice)
    }
}

/// The seats a screen with these seats holds: none when it only watches, every seat in the
/// attract mode, else its people's but those a phone holds (`phones`: the phone shows that hand,
/// the TV never learns it) and those people in other homes hold (`TableSeats::remote`).
pub fn held_seats(seats: &TableSeats, phones: &[Seat], spectating: bool) -> Vec<Seat> {
    if spectating {
        return Vec::new();
    }
    Seat::all(seats.len())
        .filter(|&s| {
            seats.attract
                || (seats.kinds[s.index()].is_human()
                    && !phones.contains(&s)
                    && !seats.remote.contains(&s))
        })
        .collect()
}

/// Where the screen's data is made anew each frame (after the match's step).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SightSet;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_message::<SeenEvent<SeenOf<G>>>();
    app.add_systems(
        Update,
        (refresh::<G>, tell::<G>)
            .chain()
            .in_set(SightSet)
            .after(super::DriverSet::Resolve)
            .in_set(crate::table::TableSet::Resolve)
            .run_if(resource_exists::<Match<G>>.and_then(resource_exists::<TableSeats>)),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<Sight<G>>()
    });
}

/// After every step of the rules (or a change of who holds which seat), the screen's data anew.
fn refresh<G: TableGame>(
    m: Res<Match<G>>,
    seats: Res<TableSeats>,
    phones: Res<PhoneHeld>,
    spectating: Option<Res<Spectating>>,
    sight: Option<ResMut<Sight<G>>>,
    mut commands: Commands,
) {
    let held = held_seats(&seats, &phones.0, spectating.is_some_and(|s| s.0));
    let log_len = m.log.entries.len();
    match sight {
        Some(mut sight) => {
            if sight.log_len != log_len || sight.held != held || phones.is_changed() {
                sight.refresh(&m.game, held, log_len, phones.0.is_empty());
            }
        }
        None => commands.insert_resource(Sight::<G>::of_home(&m.game, held, &phones.0, log_len)),
    }
}

/// Every rules event of the frame, as the screen's seats learn it.
fn tell<G: TableGame>(
    m: Res<Match<G>>,
    sight: Option<Res<Sight<G>>>,
    phones: Res<PhoneHeld>,
    mut events: MessageReader<RulesEvent<EventOf<G>>>,
    mut seen: MessageWriter<SeenEvent<SeenOf<G>>>,
) {
    let held = sight.map_or_else(Vec::new, |s| s.held.clone());
    for event in events.read() {
        seen.write(SeenEvent(seen_at_home::<G::Rules>(
            m.game.config(),
            &event.0,
            &held,
            &phones.0,
        )));
    }
}

/// What a screen holding `held`, beside phones holding `phones`, learns from `event`: its seats'
/// (`seen_by`); holding none, a bystander's, or with phones in the room the one that shows the
/// fewest cards of a bystander's and the phone seats' (their people see the screen: it must not
/// show one of them a card its seat may not see, nor a phone's hand).
pub(crate) fn seen_at_home<R: Game>(
    config: &R::Config,
    event: &R::Event,
    held: &[Seat],
    phones: &[Seat],
) -> R::Seen {
    if !held.is_empty() || phones.is_empty() {
        return seen_by::<R>(config, event, held);
    }
    let open = |seen: &R::Seen| R::seen_cards(seen).iter().filter(|c| c.is_some()).count();
    phones
        .iter()
        .map(|&seat| R::seen(config, event, Some(seat)))
        .chain([R::seen(config, event, None)])
        .min_by_key(open)
        .expect("a bystander's at least")
}

/// What a screen holding `held` learns from `event`: the seat's event that shows the most cards
/// (a card one held seat may see is never shown to another's event), a bystander's without seats.
pub(crate) fn seen_by<R: Game>(config: &R::Config, event: &R::Event, held: &[Seat]) -> R::Seen {
    let open = |seen: &R::Seen| R::seen_cards(seen).iter().filter(|c| c.is_some()).count();
    let mut best = R::seen(config, event, held.first().copied());
    let mut best_open = open(&best);
    for &seat in held.iter().skip(1) {
        let seen = R::seen(config, event, Some(seat));
        let n = open(&seen);
        if n > best_open {
            best = seen;
            best_open = n;
        }
    }
    best
}
