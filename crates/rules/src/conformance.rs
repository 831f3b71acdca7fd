//! The conformance suite: one generic check of the `Game` contract, run over every game and player count.
//!
//! Like OpenSpiel's random-simulation test: seeded games of random legal actions by random actors,
//! with the logical clock running (so real-time games meet their deadlines), and at every step the
//! promises of the `Game` trait are checked. A new game gets all of it from one registry entry
//! pointing at [`check_registered`].
//!
//! What [`check`] verifies, and why each check is sound for any game:
//! - **Setup**: `new` with the same seed gives the same state, and of several seeds not all give the
//!   same one (the first deal is a seeded chance step); `new` refuses player counts outside
//!   `PLAYERS` and its `GAPS` ([`check_all`]).
//! - **Termination**: random games end within [`STEP_LIMIT`] steps; whenever nobody can act, a timer
//!   runs (`next_deadline`), else the game is stuck.
//! - **Phrases**: every refusal and every seat's reading is one of `Game::phrases()` (the list the
//!   table's words are checked against), with the same value names.
//! - **Invariants**: `check_invariants` holds after the deal and after every action and advance.
//! - **Actors and legal actions**: `actors(now)` lists distinct seats of the table and starts with
//!   `first_actor(now)`; while no deadline has passed, a seat that is not an actor has no legal
//!   actions and every actor has one (`legal` takes no `now`, so once a deadline has passed and
//!   `advance` has not run yet, as happens at the table within one frame, only the refusals below are
//!   checked); `legal` holds no duplicates; `random_action` is `None` exactly when `legal` is empty
//!   and otherwise one of them; a `playout_action` is legal. Every action applied by the driver and a
//!   few more legal actions tried on copies apply, and the invariants hold after them.
//! - **Refusals leave the state untouched**: any action by a seat outside `actors(now)` (or outside
//!   the table), and actions not in `legal(seat)` of an actor (legal actions of other seats now, and
//!   legal actions seen earlier in the game that are no longer legal), are refused: `apply_into`
//!   returns an error, writes no event, and the state's `Debug` string is the same before and after.
//!   Once the game is over, everything is refused. A panic counts as a failure, not as a refusal.
//!   One allowance: `legal` may list one form of a move that `apply` accepts in several forms
//!   (Jammerlappen lists one of two identical cards, and one order of several, while the table sends
//!   the card that was clicked and the order of picking). The trait has no way to say that two
//!   actions are the same move, so an actor's off-list action that is accepted is not a failure:
//!   it is counted in [`ConformanceCounts::off_list_accepted`] and the invariants must hold after
//!   it. Seats that may not act, seats beyond the table and finished games have no such allowance.
//! - **Views and determinization** (for every seat, at every step): `determinize(view(seat))` gives
//!   a state whose invariants hold, with the same players, whose `view(seat)` equals the original
//!   view (compared as `Debug` strings), in which `seat` has the same legal actions (a bot decides
//!   from its view alone, so what it may do must follow from the view) and in which the action the
//!   driver is about to play applies when it is that seat's. This is sound for any game, but on its
//!   own it cannot catch a view that shows too much: a view carrying another seat's hand would be
//!   copied by `determinize` and still match. So, to show that **views hide**, the suite also looks
//!   at the other seats: a determinization from `seat`'s view deals what `seat` cannot see at random,
//!   so the view of another seat `other` (its own hand included) should sometimes come out different
//!   from the true `view(other)`. If, over all the games of a player count, it never does for some
//!   pair of seats, `seat`'s view (or its determinization) reveals everything `other` knows, and the
//!   check fails. The check is statistical in that one direction only (a pair that is hidden in even
//!   one state of the whole run passes), and it catches whole-hand leaks, not a single leaked card;
//!   a perfect-information game would have to opt out of it.
//! - **What a screen may be sent** (`public_view`, `seen`; the definitions are in
//!   [`crate::kernel::seen`]): a card is *in sight* of a seat for one step of the rules (an action
//!   or a clock advance, which writes a batch of events) when `view_cards` of its view before the
//!   step or after it names the card; for a bystander (`None`, a screen holding no seat) the same
//!   with the bystander view. A card is *public* in a state when the views of all seats name it.
//!   Checked in every state: the public view names exactly the public cards (so no card held
//!   privately or lying face down, no card shown to all but its holder like a Gorillas held card,
//!   and nothing that every seat sees is missing); the bystander view names every public card and
//!   no card that no seat's view names. Checked for every event, for every seat and a
//!   bystander: the seen event has the event's card places (`seen_cards` as long as
//!   `event_cards`), each the event's own card or a back; an open card is in the viewer's sight;
//!   a card the viewer's view names after the step is open in some event of the step that names
//!   it (a card that comes into sight keeps its identity; Gorillas: a card traded away as a back
//!   is laid open by the scoring of the same step). A back is always allowed for a card that only the view before names: a card
//!   may move within one step from a place the seat sees to one it does not (Gorillas: a card of
//!   last round's collection dealt into the seat's own hand), and the check cannot tell which
//!   place the event means. Games whose options change what is hidden (Gorillas' Open Showcase,
//!   Gämsh's Föhn cards) are run with those options too (`tests/conformance.rs`).
//! - **Hostile input** ([`fuzz`]): at random states of further seeded games, well-formed and
//!   malformed actions by any seat 0..=255 are applied whole or refused with the state untouched,
//!   and nothing panics.
//! - **The log**: the same seed gives the same JSON lines (the game is played twice, the second time
//!   without the checks, which draw from their own rng); the lines read back as the same log; the
//!   log replays to the same final state (`Debug`) with one step per entry.
//! - **Damaged logs are refused with the place named**: a truncated header or entry line (the error
//!   names the line); an entry's seat changed to one that was refused at that moment, or its action
//!   changed to one that was refused at that moment (the replay reaches the very same state, so it
//!   must fail exactly there, naming the entry); an extra event in an entry (named). Weaker, because
//!   the damage can be a legal alternative: an entry's action changed to another legal action, two
//!   neighbouring lines swapped, an inner line removed. These must fail at or after the damaged entry
//!   unless the damaged log replays, event for event, as another legal game (two exchanges made at
//!   the same moment, in the other order; in Jammerlappen, a removed clock advance that closed a
//!   throw-in window: the next action closes the window itself, so only the logged `WindowClosed`
//!   event is lost): such logs are counted in [`ConformanceCounts::damaged_accepted`], and the
//!   replayed state must still hold its invariants. A log cut after a whole line always replays (the
//!   format has no end marker), so that damage is not tried.

mod fuzz;

use crate::kernel::{CardId, Game, GameRng, LogEntry, Millis, ReplayLog, Seat};
use std::collections::HashSet;
use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// A random game with more steps than this (actions and clock advances) is a failure.
pub const STEP_LIMIT: u64 = 20_000;

/// Legal actions remembered per game, to try again later when they may no longer be legal.
const POOL_LIMIT: usize = 256;

/// What one check went through; every count is of things that passed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConformanceCounts {
    /// Seeded random games played to the end.
    pub games: u64,
    /// Actions the driver applied.
    pub actions: u64,
    /// Clock advances that changed something (they are logged).
    pub advances: u64,
    /// The most steps (actions and advances) one game took.
    pub longest: u64,
    /// Further legal actions applied to copies of the state.
    pub legal_applied: u64,
    /// Illegal actions and actions by seats that may not act, refused with the state untouched.
    pub refusals: u64,
    /// Actions an actor does not find in its legal list, accepted all the same (another form of a
    /// listed move, see the module's notes); the invariants held after each.
    pub off_list_accepted: u64,
    /// (state, seat) views checked against a determinization.
    pub views: u64,
    /// (state, seat, other seat) where a determinization from the seat's view changed the other
    /// seat's view: hidden information that stayed hidden.
    pub hidden: u64,
    /// (event, viewer) pairs whose seen event was checked against the viewer's sight.
    pub seen: u64,
    /// Card places of those that were backs: hidden cards that stayed hidden.
    pub backs: u64,
    /// Logs replayed to the same final state.
    pub replays: u64,
    /// Damaged logs the replay refused, naming the place.
    pub damaged_refused: u64,
    /// Damaged logs that replayed as another legal game (see the module's notes).
    pub damaged_accepted: u64,
    /// Well-formed and malformed actions thrown at random states ([`fuzz`]): applied whole or
    /// refused with the state untouched.
    pub thrown: u64,
    /// Of those, the malformed ones.
    pub thrown_malformed: u64,
    /// Of those, the refused ones.
    pub thrown_refused: u64,
}

impl ConformanceCounts {
    fn add(&mut self, other: &ConformanceCounts) {
        self.games += other.games;
        self.actions += other.actions;
        self.advances += other.advances;
        self.longest = self.longest.max(other.longest);
        self.legal_applied += other.legal_applied;
        self.refusals += other.refusals;
        self.off_list_accepted += other.off_list_accepted;
        self.views += other.views;
        self.hidden += other.hidden;
        self.seen += other.seen;
        self.backs += other.backs;
        self.replays += other.replays;
        self.damaged_refused += other.damaged_refused;
        self.damaged_accepted += other.damaged_accepted;
        self.thrown += other.thrown;
        self.thrown_malformed += other.thrown_malformed;
        self.thrown_refused += other.thrown_refused;
    }

    /// One line for reports.
    pub fn summary(&self) -> String {
        format!(
            "{} games, {} actions, {} advances, longest {} steps, {} more legal actions applied, \
             {} refusals ({} off-list accepted), {} views, {} hidden, {} seen events ({} backs), \
             {} replays, damaged logs: {} refused, {} accepted, {} actions thrown ({} malformed, \
             {} refused)",
            self.games,
            self.actions,
            self.advances,
            self.longest,
            self.legal_applied,
            self.refusals,
            self.off_list_accepted,
            self.views,
            self.hidden,
            self.seen,
            self.backs,
            self.replays,
            self.damaged_refused,
            self.damaged_accepted,
            self.thrown,
            self.thrown_malformed,
            self.thrown_refused
        )
    }
}

/// Runs `f`, turning a panic into an error.
fn guard<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".into());
        format!("panicked: {message}")
    })
}

fn dbg<T: Debug>(value: &T) -> String {
    format!("{value:?}")
}

/// A 64-bit FNV-1a hash of the `Debug` text, written without building the string: states are
/// compared by this (tens of thousands of times per game) and shown in full only in a failure.
fn fp<T: Debug>(value: &T) -> u64 {
    struct Fnv(u64);
    impl std::fmt::Write for Fnv {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            for &b in s.as_bytes() {
                self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01B3);
            }
            Ok(())
        }
    }
    let mut hash = Fnv(0xCBF2_9CE4_8422_2325);
    std::fmt::write(&mut hash, format_args!("{value:?}")).expect("Debug does not fail");
    hash.0
}

/// How far the table's clock moves between two steps: often not at all or a little (so real-time
/// races happen), now and then seconds (so windows run out).
fn delay(rng: &mut GameRng) -> Millis {
    match rng.below(8) {
        0..=2 => 0,
        3..=5 => 1 + rng.below(100) as Millis,
        6 => 100 + rng.below(1_000) as Millis,
        _ => 1_000 + rng.below(3_000) as Millis,
    }
}

/// A set of card ids (ids are bytes).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct CardSet([u64; 4]);

impl CardSet {
    fn of(cards: impl IntoIterator<Item = CardId>) -> CardSet {
        let mut set = CardSet::default();
        for c in cards {
            set.0[c.0 as usize / 64] |= 1 << (c.0 % 64);
        }
        set
    }
    fn has(&self, card: CardId) -> bool {
        self.0[card.0 as usize / 64] >> (card.0 % 64) & 1 == 1
    }
    fn or(&self, other: &CardSet) -> CardSet {
        CardSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }
    fn ids(&self) -> impl Iterator<Item = CardId> + '_ {
        (0..=u8::MAX).map(CardId).filter(|&c| self.has(c))
    }
}

/// What each viewer may see in one state: the cards named by each seat's view (index = seat),
/// then by the bystander view (`view_as(None)`), last by the public view.
struct Sight(Vec<CardSet>);

impl Sight {
    fn of<G: Game>(game: &G) -> Sight {
        let players = game.players();
        let mut sets: Vec<CardSet> = Seat::all(players)
            .map(Some)
            .chain([None])
            .map(|v| CardSet::of(G::view_cards(&game.view_as(v))))
            .collect();
        sets.push(CardSet::of(G::view_cards(&game.public_view())));
        Sight(sets)
    }
    /// The viewer's cards: a seat's, or the bystander view's for `None`.
    fn of_viewer(&self, viewer: Option<Seat>) -> &CardSet {
        let bystander = self.0.len() - 2;
        &self.0[viewer.map_or(bystander, |s| s.index())]
    }
    /// The public view's cards.
    fn public(&self) -> &CardSet {
        &self.0[self.0.len() - 1]
    }
}

/// What the checked playthrough learnt about one log entry, to damage it in ways that must fail.
#[derive(Clone)]
struct EntryNote<A> {
    /// A seat that was refused the logged action at that moment.
    wrong_seat: Option<Seat>,
    /// An action that was refused to the logged seat at that moment.
    refused: Option<A>,
    /// Another legal action of the logged seat at that moment.
    other_legal: Option<A>,
}

/// One played game: its log, its final state and, when checked, notes per log entry.
struct Played<G: Game> {
    game: G,
    log: ReplayLog,
    notes: Vec<Option<EntryNote<G::Action>>>,
}

/// The checker of one game at one player count.
struct Checker<'a, G: Game> {
    config: &'a G::Config,
    players: usize,
    seed: u64,
    step: u64,
    counts: ConformanceCounts,
    /// Per (seat, other): how often a determinization from seat's view changed other's view.
    hidden: Vec<Vec<u64>>,
}

impl<'a, G: Game> Checker<'a, G> {
    fn fail(&self, what: impl std::fmt::Display) -> String {
        format!(
            "{} with {} players, seed {}, step {}: {what}",
            G::NAME,
            self.players,
            self.seed,
            self.step
        )
    }

    /// Applies `action` by `seat` to a copy of `game` and demands a refusal that changes nothing.
    /// With `off_list`, the action is one an actor may not find in its legal list: it may be
    /// accepted as another form of a listed move (see the module's notes); returns whether it was.
    #[allow(clippy::too_many_arguments)]
    fn refused(
        &mut self,
        game: &G,
        before: u64,
        seat: Seat,
        action: &G::Action,
        now: Millis,
        why: &str,
        off_list: bool,
    ) -> Result<bool, String> {
        let mut copy = game.clone();
        let mut events = Vec::new();
        let result = guard(|| copy.apply_into(seat, action, now, &mut events))
            .map_err(|e| self.fail(format!("{seat} playing {action:?} ({why}) {e}")))?;
        if result.is_ok() && off_list {
            self.invariants(
                &copy,
                &format!("{seat} played {action:?} (off its legal list)"),
            )?;
            self.counts.off_list_accepted += 1;
            return Ok(false);
        }
        if result.is_ok() {
            return Err(self.fail(format!(
                "{seat} could play {action:?} at {now} ms though {why}"
            )));
        }
        if let Err(crate::kernel::RuleError::Illegal(crate::kernel::Refusal(phrase))) = &result {
            self.listed(phrase, "refusal")?;
        }
        if !events.is_empty() {
            return Err(self.fail(format!(
                "refusing {action:?} by {seat} ({why}) wrote events {events:?}"
            )));
        }
        if fp(&copy) != before {
            return Err(self.fail(format!(
                "refusing {action:?} by {seat} ({why}) changed the state"
            )));
        }
        self.counts.refusals += 1;
        Ok(true)
    }

    /// A refusal's or reading's phrase must be one of `G::phrases()` (same key and value names),
    /// so the table's catalogue test, which words every listed phrase, covers it.
    fn listed(&self, phrase: &crate::kernel::Phrase, what: &str) -> Result<(), String> {
        let names = |p: &crate::kernel::Phrase| -> Vec<String> {
            p.args.iter().map(|(n, _)| n.clone()).collect()
        };
        if G::phrases()
            .iter()
            .any(|p| p.key == phrase.key && names(p) == names(phrase))
        {
            return Ok(());
        }
        Err(self.fail(format!(
            "the {what} {:?} ({phrase}) is not among the game's phrases()",
            phrase.key
        )))
    }

    fn invariants(&self, game: &G, after: &str) -> Result<(), String> {
        guard(|| game.check_invariants())
            .and_then(|r| r)
            .map_err(|e| self.fail(format!("after {after}, the invariants fail: {e}")))?;
        let over = game.is_over();
        if game.outcome().is_some() != over {
            return Err(self.fail(format!(
                "after {after}, is_over is {over} but the outcome is {:?}",
                game.outcome()
            )));
        }
        Ok(())
    }

    /// The sight of every viewer in `game`, checking that the public view names exactly the cards
    /// every seat's view names, and the bystander view every one of those and none that no seat's
    /// view names.
    fn sight(&self, game: &G) -> Result<Sight, String> {
        let sight = guard(|| Sight::of(game)).map_err(|e| self.fail(format!("views {e}")))?;
        let players = self.players;
        let seats = &sight.0[..players];
        let public = sight.public();
        let bystander = sight.of_viewer(None);
        let all = seats.iter().fold(public.or(bystander), |m, s| m.or(s));
        for card in all.ids() {
            let seeing = seats.iter().filter(|s| s.has(card)).count();
            if public.has(card) && seeing < players {
                return Err(self.fail(format!(
                    "the public view names {card:?}, which only {seeing} of {players} seats' \
                     views name: a private or face-down card"
                )));
            }
            if !public.has(card) && seeing == players {
                return Err(self.fail(format!(
                    "the public view misses {card:?}, which every seat's view names"
                )));
            }
            if bystander.has(card) && seeing == 0 {
                return Err(self.fail(format!(
                    "the bystander view names {card:?}, which no seat's view names"
                )));
            }
            if public.has(card) && !bystander.has(card) {
                return Err(self.fail(format!(
                    "the bystander view misses {card:?}, which the public view names"
                )));
            }
        }
        Ok(sight)
    }

    /// Every event of one step (an action or an advance) as every seat and a bystander learns it:
    /// the same card places as the event, each either the event's card or a back; a card is open
    /// only when the viewer's view before or after the step names it, and always when the view
    /// after names it.
    fn seen(&mut self, events: &[G::Event], before: &Sight, after: &Sight) -> Result<(), String> {
        let viewers = Seat::all(self.players).map(Some).chain([None]);
        // Per viewer, the cards the step's events name and those they show it open.
        let mut named = vec![CardSet::default(); self.players + 1];
        let mut opened = vec![CardSet::default(); self.players + 1];
        for event in events {
            let cards = G::event_cards(event);
            for viewer in viewers.clone() {
                let who = viewer.map_or("a bystander".to_string(), |s| s.to_string());
                let seen = G::seen(self.config, event, viewer);
                let places = G::seen_cards(&seen);
                if places.len() != cards.len() {
                    return Err(self.fail(format!(
                        "{event:?} names {} cards, but {who} learns {} places: {seen:?}",
                        cards.len(),
                        places.len()
                    )));
                }
                let sight = before.of_viewer(viewer).or(after.of_viewer(viewer));
                for (&card, &place) in cards.iter().zip(&places) {
                    match place {
                        Some(other) if other != card => {
                            return Err(self.fail(format!(
                                "{who} learns {other:?} where {event:?} has {card:?}"
                            )));
                        }
                        Some(_) if !sight.has(card) => {
                            return Err(self.fail(format!(
                                "{who} learns {card:?} from {event:?}, but its view names it \
                                 neither before nor after: {seen:?}"
                            )));
                        }
                        None => self.counts.backs += 1,
                        Some(_) => {}
                    }
                    let v = viewer.map_or(self.players, Seat::index);
                    named[v] = named[v].or(&CardSet::of([card]));
                    if place.is_some() {
                        opened[v] = opened[v].or(&CardSet::of([card]));
                    }
                }
                self.counts.seen += 1;
            }
        }
        // A card that comes into sight keeps its identity in some event of the step (a card
        // traded away as a back and laid open by the scoring of the same step is learnt).
        for viewer in viewers {
            let v = viewer.map_or(self.players, Seat::index);
            for card in named[v].ids() {
                if after.of_viewer(viewer).has(card) && !opened[v].has(card) {
                    let who = viewer.map_or("a bystander".to_string(), |s| s.to_string());
                    return Err(self.fail(format!(
                        "{who} sees {card:?} after the step, yet every event of it hides the \
                         card: {events:?}"
                    )));
                }
            }
        }
        Ok(())
    }

    /// Plays one seeded random game; with `checked`, checks everything at every step.
    fn play(&mut self, checked: bool) -> Result<Played<G>, String> {
        self.step = 0;
        let players = self.players;
        let seed = self.seed;
        let mut game = guard(|| G::new(self.config, players, seed))
            .map_err(|e| self.fail(format!("new {e}")))?
            .map_err(|e| self.fail(format!("new refused a valid setup: {e}")))?;
        let mut log = ReplayLog::new(&game, seed);
        let mut notes = Vec::new();
        // The driver's choices come from their own stream, so the checks never change the game.
        let mut drive = GameRng::new(seed ^ 0x5EED_C0DE_0F7A_B1E5);
        let mut check = GameRng::new(seed.rotate_left(17) ^ 0xC4EC_CC4E_C0DE);
        let mut pool: Vec<G::Action> = Vec::new();
        let mut pooled: HashSet<G::Action> = HashSet::new();
        let mut now: Millis = 0;
        if checked {
            let again = G::new(self.config, players, seed).map_err(|e| self.fail(e))?;
            if dbg(&again) != dbg(&game) {
                return Err(self.fail("the same seed deals another game"));
            }
            self.invariants(&game, "the deal")?;
        }
        let mut sight = if checked {
            Some(self.sight(&game)?)
        } else {
            None
        };
        while !game.is_over() {
            if self.step >= STEP_LIMIT {
                return Err(self.fail(format!("no end after {STEP_LIMIT} steps")));
            }
            self.step += 1;
            now += delay(&mut drive);
            let passed = game.next_deadline().is_some_and(|t| t <= now);
            // The table resolves a frame's intents before it closes what ran out: sometimes act first.
            let act_first = passed && drive.below(3) == 0;
            let movers: Vec<(Seat, Vec<G::Action>)> = if passed && !act_first {
                Vec::new()
            } else {
                game.actors(now)
                    .into_iter()
                    .map(|s| (s, game.legal(s)))
                    .filter(|(_, legal)| !legal.is_empty())
                    .collect()
            };
            if movers.is_empty() {
                let Some(deadline) = game.next_deadline() else {
                    return Err(
                        self.fail("nobody can act and no timer runs, yet the game is not over")
                    );
                };
                now = now.max(deadline);
                let events = guard(|| game.advance(now))
                    .map_err(|e| self.fail(format!("advance({now}) {e}")))?;
                log.record_advance::<G>(now, &events);
                if !events.is_empty() {
                    notes.push(None);
                    self.counts.advances += 1;
                }
                if let Some(before) = &sight {
                    let after = self.sight(&game)?;
                    self.seen(&events, before, &after)?;
                    sight = Some(after);
                }
                if checked {
                    self.invariants(&game, &format!("advance({now})"))?;
                    if let Some(t) = game.next_deadline().filter(|&t| t <= now) {
                        return Err(self.fail(format!(
                            "advance({now}) left a deadline at {t} that has passed"
                        )));
                    }
                }
                continue;
            }
            let (seat, legal) = &movers[drive.below(movers.len())];
            let seat = *seat;
            let action = legal[drive.below(legal.len())].clone();
            if checked {
                let note = self.check_step(
                    &game,
                    now,
                    passed,
                    seat,
                    &action,
                    &mut check,
                    &mut pool,
                    &mut pooled,
                )?;
                notes.push(Some(note));
            }
            let events = guard(|| game.apply(seat, &action, now))
                .map_err(|e| self.fail(format!("{seat} playing {action:?} {e}")))?
                .map_err(|e| {
                    self.fail(format!(
                        "{seat} could not play the legal {action:?} at {now} ms: {e}"
                    ))
                })?;
            log.record_action::<G>(now, seat, &action, &events);
            self.counts.actions += checked as u64;
            if let Some(before) = &sight {
                let after = self.sight(&game)?;
                self.seen(&events, before, &after)?;
                sight = Some(after);
            }
            if checked {
                self.invariants(&game, &format!("{seat} played {action:?}"))?;
            }
        }
        if checked {
            self.check_over(&game, now, &pool)?;
            self.counts.longest = self.counts.longest.max(self.step);
        }
        Ok(Played { game, log, notes })
    }

    /// Everything checked before the driver applies `action` by `seat` at `now`.
    #[allow(clippy::too_many_arguments)]
    fn check_step(
        &mut self,
        game: &G,
        now: Millis,
        passed: bool,
        seat: Seat,
        action: &G::Action,
        rng: &mut GameRng,
        pool: &mut Vec<G::Action>,
        pooled: &mut HashSet<G::Action>,
    ) -> Result<EntryNote<G::Action>, String> {
        let players = self.players;
        let before = fp(game);
        let actors = game.actors(now);
        if game.first_actor(now) != actors.first().copied() {
            return Err(self.fail(format!(
                "first_actor({now}) is {:?} but actors({now}) is {actors:?}",
                game.first_actor(now)
            )));
        }
        let distinct: HashSet<Seat> = actors.iter().copied().collect();
        if distinct.len() != actors.len() || actors.iter().any(|s| s.index() >= players) {
            return Err(self.fail(format!("actors({now}) is {actors:?}")));
        }
        let legal: Vec<Vec<G::Action>> = Seat::all(players).map(|s| game.legal(s)).collect();
        for s in Seat::all(players) {
            let mine = &legal[s.index()];
            let set: HashSet<&G::Action> = mine.iter().collect();
            if set.len() != mine.len() {
                return Err(self.fail(format!("legal({s}) repeats actions: {mine:?}")));
            }
            let acts = actors.contains(&s);
            if !passed && acts && mine.is_empty() {
                return Err(self.fail(format!("{s} is an actor with no legal action")));
            }
            if !passed && !acts && !mine.is_empty() {
                return Err(self.fail(format!(
                    "{s} may not act at {now} ms, yet its legal actions are {mine:?}"
                )));
            }
            let random = guard(|| game.random_action(s, &mut rng.clone()))
                .map_err(|e| self.fail(format!("random_action({s}) {e}")))?;
            match &random {
                None if mine.is_empty() => {}
                Some(a) if set.contains(a) => {}
                _ => {
                    return Err(self.fail(format!(
                        "random_action({s}) is {random:?}, legal({s}) is {mine:?}"
                    )));
                }
            }
            let playout = guard(|| game.playout_action(s, &mut rng.clone()))
                .map_err(|e| self.fail(format!("playout_action({s}) {e}")))?;
            // Only asked of seats that may move: Schwimmen's playout move ignores the seat.
            if let Some(a) = playout.filter(|a| !mine.is_empty() && !set.contains(a)) {
                return Err(self.fail(format!(
                    "playout_action({s}) is {a:?}, not in legal({s}) = {mine:?}"
                )));
            }
            rng.next_u64();
        }

        // Refusals: seats that may not act, seats beyond the table, actions no longer legal.
        let sample = |rng: &mut GameRng, from: &[G::Action], n: usize| -> Vec<G::Action> {
            (0..n.min(from.len()))
                .map(|_| from[rng.below(from.len())].clone())
                .collect()
        };
        // Up to two seats that may not act, each with the driver's action and one remembered one.
        let idle: Vec<Seat> = Seat::all(players).filter(|s| !actors.contains(s)).collect();
        let mut wrong_seat = None;
        for _ in 0..2.min(idle.len()) {
            let s = idle[rng.below(idle.len())];
            self.refused(game, before, s, action, now, "it may not act now", false)?;
            wrong_seat.get_or_insert(s);
            for a in sample(rng, pool, 1) {
                self.refused(game, before, s, &a, now, "it may not act now", false)?;
            }
        }
        let outside = [Seat(players as u8), Seat(u8::MAX)][rng.below(2)];
        self.refused(game, before, outside, action, now, "no such seat", false)?;
        wrong_seat.get_or_insert(outside);
        let mut refused = None;
        for &s in &actors {
            let mine: HashSet<&G::Action> = legal[s.index()].iter().collect();
            let others: Vec<G::Action> = legal
                .iter()
                .flatten()
                .filter(|a| !mine.contains(a))
                .cloned()
                .collect();
            let mut tries = sample(rng, &others, 1);
            let stale: Vec<G::Action> = sample(rng, pool, 3)
                .into_iter()
                .filter(|a| !mine.contains(a))
                .collect();
            tries.extend(stale);
            let why = format!("its legal actions are {:?}", legal[s.index()]);
            for a in tries {
                if self.refused(game, before, s, &a, now, &why, true)? && s == seat {
                    refused.get_or_insert(a);
                }
            }
        }
        for a in legal.iter().flatten() {
            if pooled.insert(a.clone()) {
                if pool.len() < POOL_LIMIT {
                    pool.push(a.clone());
                } else {
                    let i = rng.below(pool.len());
                    pooled.remove(&pool[i]);
                    pool[i] = a.clone();
                }
            }
        }

        // Other legal actions apply too.
        let mut other_legal = None;
        let movers: Vec<Seat> = actors
            .iter()
            .copied()
            .filter(|s| !legal[s.index()].is_empty())
            .collect();
        for _ in 0..1 {
            if movers.is_empty() {
                break;
            }
            let s = movers[rng.below(movers.len())];
            let mine = &legal[s.index()];
            let a = &mine[rng.below(mine.len())];
            let mut copy = game.clone();
            guard(|| copy.apply(s, a, now))
                .map_err(|e| self.fail(format!("{s} playing {a:?} {e}")))?
                .map_err(|e| self.fail(format!("{s} could not play the legal {a:?}: {e}")))?;
            self.invariants(&copy, &format!("{s} played {a:?} (on a copy)"))?;
            self.counts.legal_applied += 1;
            if s == seat && a != action {
                other_legal = Some(a.clone());
            }
        }
        if other_legal.is_none() {
            other_legal = legal[seat.index()].iter().find(|a| *a != action).cloned();
        }

        // Views: consistent determinizations, and what one seat cannot see stays hidden from it.
        let views: Vec<u64> = Seat::all(players).map(|s| fp(&game.view(s))).collect();
        for s in Seat::all(players) {
            let view = game.view(s);
            let mut fork = rng.fork();
            let d = guard(|| G::determinize(&view, &mut fork))
                .map_err(|e| self.fail(format!("determinize(view({s})) {e}")))?;
            guard(|| d.check_invariants())
                .and_then(|r| r)
                .map_err(|e| {
                    self.fail(format!("determinize(view({s})) breaks the invariants: {e}"))
                })?;
            if d.players() != players || d.is_over() != game.is_over() {
                return Err(self.fail(format!(
                    "determinize(view({s})) has {} players, over: {}",
                    d.players(),
                    d.is_over()
                )));
            }
            if fp(&d.view(s)) != views[s.index()] {
                return Err(self.fail(format!(
                    "determinize(view({s})) does not fit the view:\n  view:     {}\n  \
                     its view: {}",
                    dbg(&view),
                    dbg(&d.view(s))
                )));
            }
            let mine: HashSet<G::Action> = legal[s.index()].iter().cloned().collect();
            let theirs: HashSet<G::Action> = d.legal(s).into_iter().collect();
            if mine != theirs {
                return Err(self.fail(format!(
                    "legal({s}) is {:?}, but in a determinization of its view {:?}",
                    legal[s.index()],
                    d.legal(s)
                )));
            }
            if s == seat {
                let mut copy = d.clone();
                guard(|| copy.apply(s, action, now))
                    .map_err(|e| self.fail(format!("{s} playing {action:?} (determinized) {e}")))?
                    .map_err(|e| {
                        self.fail(format!(
                            "{s} could not play {action:?} in a determinization of its view: {e}"
                        ))
                    })?;
            }
            // One other seat per step and seat: over a game, every pair comes up.
            let t = Seat(((s.index() + 1 + rng.below(players.max(2) - 1)) % players) as u8);
            if t != s && fp(&d.view(t)) != views[t.index()] {
                self.hidden[s.index()][t.index()] += 1;
                self.counts.hidden += 1;
            }
            self.counts.views += 1;
        }
        if fp(game) != before {
            return Err(self.fail("looking at the state (legal, views, ...) changed it"));
        }
        Ok(EntryNote {
            wrong_seat,
            refused,
            other_legal,
        })
    }

    /// A finished game: an outcome for every seat, nobody acts, everything is refused.
    fn check_over(&mut self, game: &G, now: Millis, pool: &[G::Action]) -> Result<(), String> {
        let players = self.players;
        let outcome = game
            .outcome()
            .ok_or_else(|| self.fail("the game is over without an outcome"))?;
        let seats: HashSet<Seat> = outcome.seats.iter().map(|r| r.seat).collect();
        if outcome.seats.len() != players || seats != Seat::all(players).collect() {
            return Err(self.fail(format!("the outcome's seats are {:?}", outcome.seats)));
        }
        for result in &outcome.seats {
            self.listed(&result.reading.0, "reading")?;
        }
        if game.penalties().len() != players {
            return Err(self.fail(format!("penalties() is {:?}", game.penalties())));
        }
        if !game.search_over() {
            return Err(self.fail("the game is over but search_over() is false"));
        }
        for s in Seat::all(players) {
            let value = game.search_value(s);
            if !(-1.0..=1.0).contains(&value) {
                return Err(self.fail(format!("search_value({s}) is {value}, not in [-1, 1]")));
            }
        }
        if !game.actors(now).is_empty() {
            return Err(self.fail(format!("over, yet actors are {:?}", game.actors(now))));
        }
        let before = fp(game);
        for s in Seat::all(players) {
            if !game.legal(s).is_empty() {
                return Err(self.fail(format!("over, yet {s} has legal actions")));
            }
            for a in pool.iter().take(8) {
                self.refused(game, before, s, a, now, "the game is over", false)?;
            }
        }
        Ok(())
    }

    /// Same seed, same log; the log reads back and replays; damaged copies are refused.
    fn check_log(&mut self, played: &Played<G>, again: &Played<G>) -> Result<(), String> {
        let text = played.log.to_jsonl();
        if text != again.log.to_jsonl() {
            let line = text
                .lines()
                .zip(again.log.to_jsonl().lines())
                .position(|(a, b)| a != b)
                .map_or(0, |i| i + 1);
            return Err(self.fail(format!(
                "the same seed gave another log (first difference at line {line})"
            )));
        }
        let read = ReplayLog::from_jsonl(&text).map_err(|e| self.fail(e))?;
        if read != played.log {
            return Err(self.fail("the log does not read back as written"));
        }
        let (replayed, steps) = guard(|| read.replay::<G>())
            .map_err(|e| self.fail(format!("replay {e}")))?
            .map_err(|e| self.fail(format!("the log does not replay: {e}")))?;
        if steps.len() != read.entries.len() || dbg(&replayed) != dbg(&played.game) {
            return Err(self.fail("the replay ends in another state"));
        }
        self.counts.replays += 1;
        self.damage(played, &text)
    }

    fn damage(&mut self, played: &Played<G>, text: &str) -> Result<(), String> {
        let log = &played.log;
        let n = log.entries.len();
        let mut rng = GameRng::new(self.seed ^ 0x0DA3_A6ED);
        let lines: Vec<&str> = text.lines().collect();

        // A cut line: header or entry; the error names the line.
        let cut = |line: usize| -> Result<(), String> {
            let mut damaged: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            let l = &mut damaged[line - 1];
            l.truncate(l.len() / 2);
            let err = match ReplayLog::from_jsonl(&damaged.join("\n")) {
                Ok(_) => return Err(format!("line {line} cut in half still reads")),
                Err(e) => e,
            };
            if !err.starts_with(&format!("line {line}:"))
                && !err.starts_with(&format!("line {line} "))
            {
                return Err(format!("line {line} cut in half: the error is '{err}'"));
            }
            Ok(())
        };
        cut(1).map_err(|e| self.fail(e))?;
        self.counts.damaged_refused += 1;
        if n == 0 {
            return Ok(());
        }
        cut(2 + rng.below(n)).map_err(|e| self.fail(e))?;
        self.counts.damaged_refused += 1;

        let actions: Vec<usize> = (0..n)
            .filter(|&i| matches!(log.entries[i], LogEntry::Action { .. }))
            .collect();
        let note = |i: usize| played.notes.get(i).cloned().flatten();
        let pick = |rng: &mut GameRng, which: &dyn Fn(&EntryNote<G::Action>) -> bool| {
            let candidates: Vec<usize> = actions
                .iter()
                .copied()
                .filter(|&i| note(i).is_some_and(|n| which(&n)))
                .collect();
            (!candidates.is_empty()).then(|| candidates[rng.below(candidates.len())])
        };

        // Damage that must fail exactly at the damaged entry.
        if let Some(i) = pick(&mut rng, &|n| n.wrong_seat.is_some()) {
            let mut bad = log.clone();
            if let LogEntry::Action { seat, .. } = &mut bad.entries[i] {
                *seat = note(i).and_then(|n| n.wrong_seat).expect("picked");
            }
            self.must_fail(&bad, i + 1, true, "a seat that could not act")?;
        }
        if let Some(i) = pick(&mut rng, &|n| n.refused.is_some()) {
            let mut bad = log.clone();
            if let LogEntry::Action { action, .. } = &mut bad.entries[i] {
                let refused = note(i).and_then(|n| n.refused).expect("picked");
                *action = serde_json::to_value(&refused).expect("actions serialize");
            }
            self.must_fail(&bad, i + 1, true, "an action that was refused")?;
        }
        {
            let i = rng.below(n);
            let mut bad = log.clone();
            let (LogEntry::Action { events, .. } | LogEntry::Advance { events, .. }) =
                &mut bad.entries[i];
            events.push(events.first().cloned().unwrap_or(serde_json::Value::Null));
            self.must_fail(&bad, i + 1, true, "an extra event")?;
        }

        // Damage that may be a legal alternative.
        if let Some(i) = pick(&mut rng, &|n| n.other_legal.is_some()) {
            let mut bad = log.clone();
            if let LogEntry::Action { action, .. } = &mut bad.entries[i] {
                let other = note(i).and_then(|n| n.other_legal).expect("picked");
                *action = serde_json::to_value(&other).expect("actions serialize");
            }
            self.may_fail(&bad, i + 1, "another legal action")?;
        }
        if n >= 2 {
            let i = rng.below(n - 1);
            let mut bad = log.clone();
            bad.entries.swap(i, i + 1);
            self.may_fail(&bad, i + 1, "two lines swapped")?;
            let mut bad = log.clone();
            bad.entries.remove(i);
            self.may_fail(&bad, i + 1, "a line removed")?;
        }
        Ok(())
    }

    /// Replays a damaged log through its JSON lines.
    fn replay_text(bad: &ReplayLog) -> Result<Result<G, String>, String> {
        guard(|| {
            ReplayLog::from_jsonl(&bad.to_jsonl())
                .and_then(|read| read.replay::<G>())
                .map(|(g, _)| g)
        })
    }

    fn must_fail(
        &mut self,
        bad: &ReplayLog,
        entry: usize,
        exactly: bool,
        what: &str,
    ) -> Result<(), String> {
        let result =
            Self::replay_text(bad).map_err(|e| self.fail(format!("replaying {what} {e}")))?;
        let Err(err) = result else {
            return Err(self.fail(format!(
                "a log with {what} at entry {entry} replays without complaint"
            )));
        };
        // The replay names the file's line: the header is line 1, entry k is line k + 1.
        let at = err
            .strip_prefix("line ")
            .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|n| n.parse::<usize>().ok())
            .and_then(|line| line.checked_sub(1));
        let fits = match at {
            Some(at) if exactly => at == entry,
            Some(at) => at >= entry,
            None => false,
        };
        if !fits {
            return Err(self.fail(format!(
                "a log with {what} at entry {entry} is refused, but the error does not name \
                 {} entry: '{err}'",
                if exactly { "that" } else { "that or a later" }
            )));
        }
        self.counts.damaged_refused += 1;
        Ok(())
    }

    fn may_fail(&mut self, bad: &ReplayLog, entry: usize, what: &str) -> Result<(), String> {
        match Self::replay_text(bad).map_err(|e| self.fail(format!("replaying {what} {e}")))? {
            Ok(replayed) => {
                guard(|| replayed.check_invariants())
                    .and_then(|r| r)
                    .map_err(|e| {
                        self.fail(format!(
                            "a log with {what} at entry {entry} replays into a broken state: {e}"
                        ))
                    })?;
                self.counts.damaged_accepted += 1;
                Ok(())
            }
            Err(_) => self.must_fail(bad, entry, false, what),
        }
    }
}

/// Plays `games` seeded random games (seeds `seed`, `seed + 1`, ...) of `G` with `players` seats and
/// checks the `Game` contract throughout (see the module's notes). The error names the game, the
/// player count, the seed and the step.
pub fn check<G: Game>(
    config: &G::Config,
    players: usize,
    games: u64,
    seed: u64,
) -> Result<ConformanceCounts, String> {
    let mut total = ConformanceCounts::default();
    let mut hidden = vec![vec![0u64; players]; players];
    let mut deals = HashSet::new();
    for g in 0..games {
        let mut checker = Checker::<G> {
            config,
            players,
            seed: seed.wrapping_add(g),
            step: 0,
            counts: ConformanceCounts::default(),
            hidden: vec![vec![0; players]; players],
        };
        let played = checker.play(true)?;
        deals.insert(fp(
            &G::new(config, players, checker.seed).map_err(|e| checker.fail(e))?
        ));
        let again = checker.play(false)?;
        checker.step = played.log.entries.len() as u64;
        checker.check_log(&played, &again)?;
        checker.counts.games = 1;
        total.add(&checker.counts);
        for (row, counts) in hidden.iter_mut().zip(&checker.hidden) {
            for (h, c) in row.iter_mut().zip(counts) {
                *h += c;
            }
        }
    }
    let mut fuzzer = Checker::<G> {
        config,
        players,
        seed,
        step: 0,
        counts: ConformanceCounts::default(),
        hidden: Vec::new(),
    };
    let thrown = fuzzer.fuzz(games)?;
    total.thrown += thrown.actions;
    total.thrown_malformed += thrown.malformed;
    total.thrown_refused += thrown.refused;
    if games > 1 && deals.len() == 1 {
        return Err(format!(
            "{} with {players} players: seeds {seed}..{} all deal the same game",
            G::NAME,
            seed.wrapping_add(games)
        ));
    }
    if games > 0 {
        for s in Seat::all(players) {
            for t in Seat::all(players).filter(|&t| t != s) {
                if hidden[s.index()][t.index()] == 0 {
                    return Err(format!(
                        "{} with {players} players, seeds {seed}..{}: in no state did a \
                         determinization from {s}'s view change what {t} sees: {s}'s view shows \
                         everything {t} knows",
                        G::NAME,
                        seed.wrapping_add(games)
                    ));
                }
            }
        }
    }
    Ok(total)
}

/// [`check`] with the default options at every player count `G` supports; also checks that `new`
/// refuses the player counts just outside that range.
pub fn check_all<G: Game>(
    games_per_count: u64,
    seed: u64,
) -> Result<Vec<(usize, ConformanceCounts)>, String> {
    let config = G::Config::default();
    let (min, max) = G::PLAYERS;
    if min == 0 || min > max {
        return Err(format!("{}: PLAYERS is {:?}", G::NAME, G::PLAYERS));
    }
    for &players in [min - 1, max + 1].iter().chain(G::GAPS) {
        let made = guard(|| G::new(&config, players, seed).is_ok())
            .map_err(|e| format!("{} with {players} players: new {e}", G::NAME))?;
        if made {
            return Err(format!(
                "{} accepts {players} players, outside its PLAYERS {:?} or a gap {:?}",
                G::NAME,
                G::PLAYERS,
                G::GAPS
            ));
        }
    }
    (min..=max)
        .filter(|&players| G::seats_ok(players))
        .map(|players| check::<G>(&config, players, games_per_count, seed).map(|c| (players, c)))
        .collect()
}

/// [`check_all`], summed up one line per player count: what a registry entry points to, as a
/// `fn(u64, u64) -> Result<String, String>` taking games per player count and the first seed.
pub fn check_registered<G: Game>(games_per_count: u64, seed: u64) -> Result<String, String> {
    let counts = check_all::<G>(games_per_count, seed)?;
    Ok(counts
        .iter()
        .map(|(players, c)| format!("{} {players}p: {}", G::NAME, c.summary()))
        .collect::<Vec<_>>()
        .join("\n"))
}

#[cfg(test)]
mod tests {
    //! The suite catches what it claims to: Ziege with one flaw put in at a time.
    use super::*;
    use crate::games::ziege::{Action, Event, Ziege, ZiegeConfig, ZiegeView};
    use crate::kernel::{CardId, Outcome, RuleError};
    use std::sync::atomic::{AtomicU64, Ordering};

    static DEALS: AtomicU64 = AtomicU64::new(0);

    /// Ziege, flawed: 1 = every view shows the whole state; 2 = a refusal counts itself in the
    /// state; 3 = the deal depends on how many games were dealt before, not on the seed alone;
    /// 4 = `phrases()` forgets the refusals (only the readings are listed); 5 = the public view is
    /// the first seat's (its hand shows); 6 = a seen event shows a played card as a back; 7 = a
    /// seen event names another card than the event.
    #[derive(Clone, Debug)]
    struct Flawed<const FLAW: u8> {
        inner: Ziege,
        refusals: u32,
    }

    /// Flaw 1's leak: the whole state inside a view. Views must go on the wire, so it writes itself
    /// as nothing and never reads back (a test game only, never sent anywhere).
    #[derive(Clone, Debug)]
    struct Whole<const FLAW: u8>(Box<Flawed<FLAW>>);

    impl<const FLAW: u8> serde::Serialize for Whole<FLAW> {
        fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
            out.serialize_unit()
        }
    }

    impl<'de, const FLAW: u8> serde::Deserialize<'de> for Whole<FLAW> {
        fn deserialize<D: serde::Deserializer<'de>>(_: D) -> Result<Self, D::Error> {
            Err(serde::de::Error::custom(
                "a test game's whole state is never read from the wire",
            ))
        }
    }

    impl<const FLAW: u8> Game for Flawed<FLAW> {
        type Config = ZiegeConfig;
        type Action = Action;
        type Event = Event;
        /// The true view, the refusal count, and with flaw 1 the whole state.
        type View = (ZiegeView, u32, Option<Whole<FLAW>>);
        type Seen = Event;
        const NAME: &'static str = "flawed";
        const PLAYERS: (usize, usize) = (3, 6);

        fn new(config: &ZiegeConfig, players: usize, seed: u64) -> Result<Self, RuleError> {
            let seed = match FLAW {
                3 => seed ^ DEALS.fetch_add(1, Ordering::Relaxed),
                _ => seed,
            };
            Ok(Flawed {
                inner: Ziege::new(config, players, seed)?,
                refusals: 0,
            })
        }
        fn players(&self) -> usize {
            self.inner.players()
        }
        fn config(&self) -> &ZiegeConfig {
            self.inner.config()
        }
        fn actors(&self, now: Millis) -> Vec<Seat> {
            self.inner.actors(now)
        }
        fn legal(&self, seat: Seat) -> Vec<Action> {
            self.inner.legal(seat)
        }
        fn apply_into(
            &mut self,
            seat: Seat,
            action: &Action,
            now: Millis,
            events: &mut Vec<Event>,
        ) -> Result<(), RuleError> {
            let result = self.inner.apply_into(seat, action, now, events);
            if result.is_err() && FLAW == 2 {
                self.refusals += 1;
            }
            result
        }
        fn view(&self, seat: Seat) -> Self::View {
            let all = (FLAW == 1).then(|| Whole(Box::new(self.clone())));
            (self.inner.view(seat), self.refusals, all)
        }
        fn public_view(&self) -> Self::View {
            match FLAW {
                5 => self.view(Seat(0)),
                _ => (self.inner.public_view(), self.refusals, None),
            }
        }
        fn seen(config: &ZiegeConfig, event: &Event, viewer: Option<Seat>) -> Event {
            Ziege::seen(config, event, viewer)
        }
        fn view_cards(view: &Self::View) -> Vec<CardId> {
            Ziege::view_cards(&view.0)
        }
        fn event_cards(event: &Event) -> Vec<CardId> {
            Ziege::event_cards(event)
        }
        fn seen_cards(seen: &Event) -> Vec<Option<CardId>> {
            let mut places = Ziege::seen_cards(seen);
            match (FLAW, places.first_mut()) {
                (6, Some(first)) => *first = None,
                (7, Some(Some(first))) => first.0 ^= 1,
                _ => {}
            }
            places
        }
        fn determinize(view: &Self::View, rng: &mut GameRng) -> Self {
            match &view.2 {
                Some(all) => (*all.0).clone(),
                None => Flawed {
                    inner: Ziege::determinize(&view.0, rng),
                    refusals: view.1,
                },
            }
        }
        fn is_over(&self) -> bool {
            self.inner.is_over()
        }
        fn outcome(&self) -> Option<Outcome> {
            self.inner.outcome()
        }
        fn search_value(&self, seat: Seat) -> f64 {
            self.inner.search_value(seat)
        }
        fn phrases() -> Vec<crate::kernel::Phrase> {
            let all = Ziege::phrases();
            match FLAW {
                4 => all
                    .into_iter()
                    .filter(|p| p.key == "ziege-points")
                    .collect(),
                _ => all,
            }
        }
        fn check_invariants(&self) -> Result<(), String> {
            self.inner.check_invariants()
        }
    }

    #[test]
    fn a_view_that_shows_everything_is_caught() {
        let err = check::<Flawed<1>>(&ZiegeConfig::default(), 3, 2, 1).unwrap_err();
        assert!(err.contains("shows everything"), "{err}");
    }

    #[test]
    fn a_refusal_that_changes_the_state_is_caught() {
        let err = check::<Flawed<2>>(&ZiegeConfig::default(), 3, 1, 1).unwrap_err();
        assert!(err.contains("changed the state"), "{err}");
        assert!(
            err.starts_with("flawed with 3 players, seed 1, step 1:"),
            "{err}"
        );
    }

    #[test]
    fn a_deal_that_is_not_the_seed_alone_is_caught() {
        let err = check::<Flawed<3>>(&ZiegeConfig::default(), 3, 1, 1).unwrap_err();
        assert!(err.contains("the same seed deals another game"), "{err}");
    }

    #[test]
    fn a_refusal_the_game_does_not_list_is_caught() {
        let err = check::<Flawed<4>>(&ZiegeConfig::default(), 3, 1, 1).unwrap_err();
        assert!(err.contains("is not among the game's phrases()"), "{err}");
    }

    #[test]
    fn a_public_view_that_shows_a_hand_is_caught() {
        let err = check::<Flawed<5>>(&ZiegeConfig::default(), 3, 1, 1).unwrap_err();
        assert!(err.contains("a private or face-down card"), "{err}");
    }

    #[test]
    fn a_seen_event_that_hides_a_card_in_sight_is_caught() {
        let err = check::<Flawed<6>>(&ZiegeConfig::default(), 3, 1, 1).unwrap_err();
        assert!(err.contains("after the step, yet"), "{err}");
    }

    #[test]
    fn a_seen_event_that_names_another_card_is_caught() {
        let err = check::<Flawed<7>>(&ZiegeConfig::default(), 3, 1, 1).unwrap_err();
        assert!(err.contains(" learns CardId("), "{err}");
    }

    #[test]
    fn ziege_passes_and_the_counts_add_up() {
        let counts = check::<Ziege>(&ZiegeConfig { rounds: Some(1) }, 3, 2, 5).unwrap();
        assert_eq!(counts.games, 2);
        assert_eq!(counts.replays, 2);
        assert!(counts.actions > 0 && counts.refusals > 0 && counts.hidden > 0);
        assert!(counts.seen > 0);
        assert_eq!(counts.advances, 0);
        let summary = check_registered::<Flawed<0>>(1, 9).unwrap();
        assert_eq!(summary.lines().count(), 4, "{summary}");
    }
}
