//! The `Game` trait: what every game's rules offer the table, the bots, `sim` and the replay log.

use super::{CardId, GameConfig, GameRng, RuleError, Seat};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// Logical milliseconds since the game began. Never the wall clock: the table and `sim` feed it,
/// so a replay with the same timestamps is the same game.
pub type Millis = u64;

/// How one seat ended the game: the results screen and `sim` read these.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatResult {
    pub seat: Seat,
    /// Higher is better; games define it (Schwimmen: lives left, minus one per round out).
    pub score: f64,
    pub winner: bool,
    /// Why, in words: the scoring breakdown (English, for logs and the command line).
    pub breakdown: String,
    /// Why, as data: the table words it in the player's language.
    pub reading: Reading,
}

/// How a seat ended the game, as data: a game's own reading as a `Phrase` (its key, values and
/// English words), which the table words in the player's language. Each game has its own enum of
/// readings that implements `Phrased` and turns into a `Reading` with `.into()`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reading(pub super::Phrase);

impl<T: super::Phrased> From<T> for Reading {
    fn from(reading: T) -> Reading {
        Reading(reading.phrase())
    }
}

/// The end of a game: per-seat results and a one-line summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub seats: Vec<SeatResult>,
    pub summary: String,
}

impl Outcome {
    pub fn winners(&self) -> Vec<Seat> {
        self.seats
            .iter()
            .filter(|s| s.winner)
            .map(|s| s.seat)
            .collect()
    }
}

/// One game's rules. Shaped like an OpenSpiel game: explicit phases, legal actions per seat,
/// seeded chance, a view per seat, determinization for search.
pub trait Game: Clone + Debug + Send + Sync + Sized + 'static {
    /// Options chosen in the lobby (the list of them: `GameConfig::options`).
    type Config: GameConfig
        + Clone
        + Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync;
    /// What a seat may do.
    type Action: Clone + Debug + PartialEq + Eq + Hash + Serialize + DeserializeOwned + Send + Sync;
    /// What happened, for the log, the animation bridge and the HUD.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// Exactly what one seat may know; also what every seat knows (`public_view`) and what a
    /// bystander holding no seat may know (`bystander_view`).
    type View: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// An event as one seat or a spectator learns it: hidden cards are backs ([`super::seen`]).
    type Seen: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// The name in the registry, the command line and replay files.
    const NAME: &'static str;
    /// Player counts the game supports, inclusive.
    const PLAYERS: (usize, usize);

    /// Player counts inside `PLAYERS` that `new` refuses (Gämsh Alpin: 5, for teams of two).
    const GAPS: &'static [usize] = &[];

    /// Whether the game is for `players` players (inside `PLAYERS` and not a gap).
    fn seats_ok(players: usize) -> bool {
        (Self::PLAYERS.0..=Self::PLAYERS.1).contains(&players) && !Self::GAPS.contains(&players)
    }

    /// What `penalties` counts, for reports ("lives lost").
    const PENALTY_NAME: &'static str = "penalties";

    /// A new game: the first deal is the seeded chance step.
    fn new(config: &Self::Config, players: usize, seed: u64) -> Result<Self, RuleError>;
    fn players(&self) -> usize;
    fn config(&self) -> &Self::Config;

    /// The seats that may act now: one in turn-based phases, several in real-time ones.
    fn actors(&self, now: Millis) -> Vec<Seat>;
    /// The actions `seat` may take now (empty when it may not act).
    fn legal(&self, seat: Seat) -> Vec<Self::Action>;
    /// Applies an action whole, or refuses it with the state untouched.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        now: Millis,
    ) -> Result<Vec<Self::Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, now, &mut events)?;
        Ok(events)
    }
    /// `apply`, writing its events into a buffer the caller reuses (playouts run millions of these).
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        now: Millis,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), RuleError>;
    /// One uniformly random legal action of `seat`, if it may act; games override it to skip the list.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Self::Action> {
        let legal = self.legal(seat);
        (!legal.is_empty()).then(|| legal[rng.below(legal.len())].clone())
    }
    /// The move a playout makes for `seat` (search rollouts): random unless the game knows better.
    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Self::Action> {
        self.random_action(seat, rng)
    }
    /// One move of a playout (search rollouts): `playout_action` for `seat`, applied at `now`;
    /// false when the seat has no move or the move is refused. Games override it to apply the
    /// move without building the action (the same draws from `rng`, the same state after).
    fn playout_step(
        &mut self,
        seat: Seat,
        now: Millis,
        rng: &mut GameRng,
        events: &mut Vec<Self::Event>,
    ) -> bool {
        match self.playout_action(seat, rng) {
            Some(action) => self.apply_into(seat, &action, now, events).is_ok(),
            None => false,
        }
    }
    /// The first seat that may act now, without building the list.
    fn first_actor(&self, now: Millis) -> Option<Seat> {
        self.actors(now).first().copied()
    }
    /// Runs the clock forward to `now` (timers, interrupt windows). Turn-based games do nothing.
    fn advance(&mut self, _now: Millis) -> Vec<Self::Event> {
        Vec::new()
    }
    /// The earliest logical time at which `advance` would change something, if any.
    fn next_deadline(&self) -> Option<Millis> {
        None
    }

    fn view(&self, seat: Seat) -> Self::View;
    /// Strictly what every seat sees: the view with no seat's private part (no hand, no team's
    /// secret, no card that only some seats saw), so it may go to any home, whichever seats it
    /// holds ([`super::seen`]). Not for `determinize`.
    fn public_view(&self) -> Self::View;
    /// What a bystander holding no seat may know (a watcher, a spectator): by default the public
    /// view; a game in which some cards are shown to everyone but their holder (Gussy Gorillas'
    /// held cards) shows them to the bystander too. Never for a screen that holds a seat.
    fn bystander_view(&self) -> Self::View {
        self.public_view()
    }
    /// `view(seat)` for a seat, `bystander_view()` for a bystander (`None`).
    fn view_as(&self, viewer: Option<Seat>) -> Self::View {
        match viewer {
            Some(seat) => self.view(seat),
            None => self.bystander_view(),
        }
    }
    /// What `viewer` (a seat, or a bystander holding no seat with `None`, who learns what its
    /// `bystander_view` names) learns from `event` in a game with these options: every card it may
    /// not see at that moment is a back, in its place; every other card keeps its identity.
    /// Options, not the state: what a viewer learns never depends on hidden cards.
    fn seen(config: &Self::Config, event: &Self::Event, viewer: Option<Seat>) -> Self::Seen;
    /// Every card identity `view` names, anywhere in it (the conformance suite's yardstick).
    fn view_cards(view: &Self::View) -> Vec<CardId>;
    /// Every card place of `event`, in order (the same places `seen_cards` lists).
    fn event_cards(event: &Self::Event) -> Vec<CardId>;
    /// Every card place of a seen event, in the order of `event_cards`: `None` for a back.
    fn seen_cards(seen: &Self::Seen) -> Vec<Option<CardId>>;
    /// A whole state consistent with `view`: hidden cards dealt at random from what is unseen.
    fn determinize(view: &Self::View, rng: &mut GameRng) -> Self;

    fn is_over(&self) -> bool;
    /// Results once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Where a bot's search stops and scores (Schwimmen: the end of the current round).
    fn search_over(&self) -> bool {
        self.is_over()
    }
    /// How good the position is for `seat` once `search_over` holds, in [-1, 1].
    fn search_value(&self, seat: Seat) -> f64;

    /// Each seat's penalty total so far (Schwimmen: lives lost), for `sim` reports.
    fn penalties(&self) -> Vec<f64> {
        vec![0.0; self.players()]
    }

    /// Checks the state's invariants (every card in exactly one place, ...).
    fn check_invariants(&self) -> Result<(), String>;

    /// Every reason and reading of the game's own (`Refusal`, `Reading`), with sample values: the
    /// table's catalogue test words each one in every language.
    fn phrases() -> Vec<super::Phrase>;
}
