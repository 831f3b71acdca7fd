//! Every frame of a match: the logical clock moves on; the frame's presses (each with its stamp)
//! and the bots' moves are merged and applied in stamp order, at the one time rule "the stamp,
//! but never before the last applied move"; the rules' timers fire whenever their deadline has
//! passed, before any later move; the finished match leaves for the results.

use super::{Intent, Match, RulesEvent, TableGame, match_end};
use crate::core::{
    MatchSetup, PressKind, Screen, Stamp, TableClock, TableGames, TablePress, Toast,
};
use crate::settings::Settings;
use crate::table::pause::table_running;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::{Game, Millis, RuleError, Seat};

type ActionOf<G> = <<G as TableGame>::Rules as Game>::Action;
type EventOf<G> = <<G as TableGame>::Rules as Game>::Event;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        (
            tick::<G>
                .in_set(super::DriverSet::Tick)
                .run_if(table_running),
            (resolve::<G>, finish::<G>.in_set(Finish))
                .chain()
                .in_set(super::DriverSet::Resolve),
        )
            .run_if(resource_exists::<Match<G>>.and_then(resource_exists::<TableSeats>)),
    );
}

/// The end of a match (the attract mode's share is judged after it).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Finish;

/// The match's logical clock advances by the frame's time, and the table's inputs are stamped
/// with it.
fn tick<G: TableGame>(time: Res<Time>, mut m: ResMut<Match<G>>, mut clock: ResMut<TableClock>) {
    let step = (time.delta_secs_f64() * 1000.0) as Millis;
    m.now = m.now.saturating_add(step);
    clock.now = m.now;
}

/// A move waiting to be applied, from a person's press or a bot's thought.
struct Pending<A> {
    seat: Seat,
    action: A,
    stamp: Stamp,
    /// A bot's: moves applied when it began thinking.
    bot_moves: Option<usize>,
    /// A person's: whether the rules would have taken it when it was pressed (refused later, it
    /// lost a race to an earlier move).
    fine_when_pressed: bool,
}

/// The rules' state before the last move, and which match and move it belongs to (seed, look,
/// moves after it): a press of another home that reaches the host after that move may have been
/// made while the table still took it (`late_over_the_line`).
pub(super) struct Before<G: TableGame>(Option<(u64, u64, usize, G::Rules)>);

impl<G: TableGame> Default for Before<G> {
    fn default() -> Self {
        Self(None)
    }
}

/// **choice**: how much later than a seat's round trip a press of another home may reach the
/// host after the move that took its chance, and still be the race it lost (ms).
const LATE_GRACE_MS: Millis = 100;

/// A press of a seat another home holds that the table no longer takes, but that the state
/// before the last move would have taken, reaching the host within that home's round trip (and
/// `LATE_GRACE_MS`) after that move: it was made while its screen still showed the chance, and
/// lost a race over the line. It goes on as a move that lost (refused, and the loser's home told
/// so, its cards shuddering), not as a note that there is nothing to do.
fn late_over_the_line<G: TableGame>(
    m: &mut Match<G>,
    before: &Before<G>,
    seats: &TableSeats,
    press: &TablePress,
) -> Option<Pending<ActionOf<G>>> {
    let seat = press.seat.filter(|s| seats.remote.contains(s))?;
    let (seed, look, moves, prior) = before.0.as_ref()?;
    if (*seed, *look, *moves) != (m.seed, m.look, m.moves) {
        return None;
    }
    let line = Millis::from(seats.round_trip(seat).unwrap_or(0)) + LATE_GRACE_MS;
    if press.stamp.at.saturating_sub(m.last_applied) > line
        || !prior.actors(m.last_applied).contains(&seat)
    {
        return None;
    }
    // The press as the table would have read it then (its own table state put back after).
    let (now, local) = (
        std::mem::replace(&mut m.game, prior.clone()),
        m.local.clone(),
    );
    let then = (G::PRESS)(m, seat, &press.what);
    m.game = now;
    m.local = local;
    let action = then.ok().flatten()?;
    let fine_then = prior.clone().apply(seat, &action, m.last_applied).is_ok();
    fine_then.then_some(Pending {
        seat,
        action,
        stamp: press.stamp,
        bot_moves: None,
        fine_when_pressed: true,
    })
}

/// What the table tells the home of a seat held elsewhere: a lost race, a refused move.
type Told<'w> = (
    MessageWriter<'w, crate::core::press::RaceLost>,
    MessageWriter<'w, crate::core::press::MoveRefused>,
);

#[allow(clippy::too_many_arguments)]
fn resolve<G: TableGame>(
    mut presses: MessageReader<TablePress>,
    mut bot_intents: MessageReader<Intent<ActionOf<G>>>,
    mut m: ResMut<Match<G>>,
    mut seats: ResMut<TableSeats>,
    mut toast: ResMut<Toast>,
    mut lines: MessageWriter<super::SeatSaid>,
    mut out: MessageWriter<RulesEvent<EventOf<G>>>,
    settings: Res<Settings>,
    pause: Option<Res<crate::table::pause::TablePause>>,
    time: Res<Time>,
    tr: Res<crate::core::Tr>,
    mut told: Told,
    mut before: Local<Before<G>>,
) {
    let now_secs = time.elapsed_secs();
    let paused = pause.is_some_and(|p| p.is_paused());
    let mut pending: Vec<Pending<ActionOf<G>>> = Vec::new();
    // People's presses, in the order they arrived; while paused, no press reaches the table.
    let mut arrived: Vec<TablePress> = presses.read().copied().collect();
    arrived.sort_by_key(|p| p.stamp);
    if !paused {
        let actors = m.game.actors(m.now);
        for press in arrived {
            // A summary waits for a person: their first press continues (and does nothing else).
            if m.waits_for_person() && continues(&press.what) {
                m.waiting_from = None;
                if G::TIMERS_WAIT_FOR_PERSON {
                    // A timer that waited fires now, not back when it ran out.
                    m.last_applied = m.last_applied.max(m.now);
                }
                m.hold_until = m.hold_until.min(m.now);
                continue;
            }
            let Some(seat) = seats.acting_for(press.seat, &actors) else {
                if let Some(late) = late_over_the_line(&mut m, &before, &seats, &press) {
                    pending.push(late);
                } else if matches!(press.what, PressKind::Pick { .. })
                    && !seats.attract
                    && seats.humans() > 0
                    && !press.seat.is_some_and(|s| seats.remote.contains(&s))
                {
                    toast.show(crate::tr!(tr, "table-wait-your-turn"), now_secs);
                }
                continue;
            };
            // A card no seat sees (past the deck, from a hostile guest or phone): dropped here.
            if !super::fits::press_fits(&m.game, &press.what) {
                debug!("a press for seat {} named a card no seat sees", seat.0 + 1);
                continue;
            }
            match (G::PRESS)(&mut m, seat, &press.what) {
                Ok(Some(action)) => {
                    let at = press.stamp.at.max(m.last_applied);
                    let fine_when_pressed = m.game.clone().apply(seat, &action, at).is_ok();
                    pending.push(Pending {
                        seat,
                        action,
                        stamp: press.stamp,
                        bot_moves: None,
                        fine_when_pressed,
                    })
                }
                not_now => {
                    if let Some(late) = late_over_the_line(&mut m, &before, &seats, &press) {
                        pending.push(late);
                    } else if let Err(why) = not_now
                        && !seats.remote.contains(&seat)
                    {
                        // (A note to a person of another home is no news for this screen.)
                        toast.show(crate::tr!(tr, why), now_secs);
                    }
                }
            }
        }
    }
    pending.extend(bot_intents.read().cloned().map(|i| Pending {
        seat: i.seat,
        action: i.action,
        stamp: i.stamp,
        bot_moves: Some(i.moves),
        fine_when_pressed: true,
    }));
    // The earlier stamp wins; the sort is stable, so equal stamps keep their order.
    pending.sort_by_key(|p| p.stamp);
    let pace = settings.pace();
    for p in pending {
        let at = p.stamp.at.max(m.last_applied);
        // A timer that ran out before this move fires first.
        fire_timers::<G>(&mut m, at, pace, &mut out);
        G::before_move(&mut m);
        // The state before this move, kept only while another home holds a seat (only its
        // presses can arrive late over the line): a clone of the game per move is not free.
        let prior = (!seats.remote.is_empty()).then(|| m.game.clone());
        match m.game.apply(p.seat, &p.action, at) {
            Ok(events) => {
                m.last_applied = at;
                m.moves += 1;
                before.0 = prior.map(|prior| (m.seed, m.look, m.moves, prior));
                m.last_actor = Some(p.seat);
                m.log
                    .record_action::<G::Rules>(at, p.seat, &p.action, &events);
                // Bots' next turn moves wait until a person could see this one.
                m.pace_until = m
                    .pace_until
                    .max(at.saturating_add(super::paced(G::MOVE_PAUSE, pace)));
                // A bot's line, said as a catalogue key: every screen words it (`present`).
                if !seats.is_human(p.seat)
                    && let Some(said) = G::announce(&m, &p.action, &events)
                {
                    lines.write(super::SeatSaid { seat: p.seat, said });
                }
                for event in events {
                    G::on_event(&mut m, &event, at, pace);
                    out.write(RulesEvent(event));
                }
            }
            Err(refusal) => {
                report::<G>(
                    &m,
                    &seats,
                    &p,
                    &refusal,
                    (&mut toast, &tr),
                    &mut told,
                    now_secs,
                );
            }
        }
    }
    let now = m.now.max(m.last_applied);
    fire_timers::<G>(&mut m, now, pace, &mut out);
    // Who may act now, for the pass gate, the pauses and the HUD.
    let actors = m.game.actors(m.now);
    if seats.on_turn != actors {
        seats.on_turn = actors;
    }
}

/// Whether a press continues from a summary: a click, a confirm key or a gamepad verb.
fn continues(what: &PressKind) -> bool {
    match what {
        PressKind::Pick { .. } | PressKind::Button(_) => true,
        PressKind::Key(key) => {
            matches!(key, KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space)
        }
    }
}

/// Runs the rules' clock to `now` if a deadline has passed, and records it (unless the game's
/// timers wait for a person who has not continued yet).
fn fire_timers<G: TableGame>(
    m: &mut Match<G>,
    now: Millis,
    pace: f64,
    out: &mut MessageWriter<RulesEvent<EventOf<G>>>,
) {
    while let Some(deadline) = m.game.next_deadline() {
        if deadline > now || (G::TIMERS_WAIT_FOR_PERSON && m.waiting_from.is_some()) {
            return;
        }
        let at = deadline.max(m.last_applied);
        let events = m.game.advance(at);
        m.log.record_advance::<G::Rules>(at, &events);
        m.last_applied = at;
        let changed = !events.is_empty();
        for event in events {
            G::on_event(m, &event, at, pace);
            out.write(RulesEvent(event));
        }
        if !changed && m.game.next_deadline() == Some(deadline) {
            // The rules kept a deadline they did not act on: never spin on it.
            warn!(
                "{}: the deadline at {deadline} ms did nothing",
                G::Rules::NAME
            );
            return;
        }
    }
}

/// A refused move: a person sees the rules' reason, and a person who lost a race is told who was
/// faster; a bot's move overtaken by another (a lost race included) is dropped quietly; any other
/// bot refusal is a bot bug.
fn report<G: TableGame>(
    m: &Match<G>,
    seats: &TableSeats,
    p: &Pending<ActionOf<G>>,
    refusal: &RuleError,
    (toast, tr): (&mut Toast, &crate::core::Tr),
    (lost, refused): &mut Told,
    now_secs: f32,
) {
    let name = m.name(p.seat);
    let too_late = matches!(refusal, RuleError::TooLate);
    // A bot's move: nobody at the table asked for it, so a lost race is nobody's news.
    if let Some(moves) = p.bot_moves {
        if too_late || moves != m.moves {
            debug!("bot {name}'s move was overtaken: {refusal}");
        } else {
            error!("bot {name} chose {:?}, refused: {refusal}", p.action);
        }
        return;
    }
    if too_late || p.fine_when_pressed {
        // By how much: the loser's stamp after the move that took it (0: the same millisecond,
        // ranked later in the input stream). A seat of another home hears it there too.
        // The cards it went for, from the loser's own view and only those it names (whatever
        // the press named): its screen makes them shudder (`present::shudder`, the same code on
        // every screen), and its home hears of no card it may not see.
        let view = m.game.view(p.seat);
        let visible = <G::Rules as stammtisch_rules::Game>::view_cards(&view);
        let mut cards = G::action_cards(super::MoveAsked {
            view: &view,
            seat: p.seat,
            action: &p.action,
            local: &default(),
        });
        cards.retain(|c| visible.contains(c));
        let race = crate::core::press::RaceLost {
            loser: p.seat,
            winner: m.last_actor.filter(|&s| s != p.seat),
            ms: p.stamp.at.saturating_sub(m.last_applied),
            cards,
        };
        let round_trip =
            crate::core::words::race_round_trip(|s| seats.round_trip(s), race.loser, race.winner);
        let said = crate::core::words::race_lost(
            tr,
            name,
            race.winner.map(|s| m.name(s)),
            race.ms,
            round_trip,
        );
        toast.show(said, now_secs);
        lost.write(race);
        return;
    }
    if seats.remote.contains(&p.seat) {
        refused.write(crate::core::press::MoveRefused {
            seat: p.seat,
            why: refusal.clone(),
        });
    } else if seats.is_human(p.seat) {
        let why = crate::core::words::refusal(tr, refusal, |s| m.name(s).to_string());
        toast.show(
            crate::tr!(tr, "refused-said", who = name, why = why),
            now_secs,
        )
    }
}

/// The finished match lingers until its end was shown, then the results (or, in the attract
/// mode, the next game).
#[allow(clippy::too_many_arguments)]
fn finish<G: TableGame>(
    time: Res<Time>,
    settings: Res<Settings>,
    mut m: ResMut<Match<G>>,
    mut commands: Commands,
    mut setup: ResMut<MatchSetup>,
    games: Res<TableGames>,
    replays: Res<match_end::ReplayDir>,
    mut next: ResMut<NextState<Screen>>,
    tr: Res<crate::core::Tr>,
) {
    let Some(outcome) = m.game.outcome() else {
        return;
    };
    if !G::end_shown(&m) || m.waiting_from.is_some() {
        return;
    }
    m.over_for += time.delta_secs();
    if m.over_for < G::LINGER_SECS * settings.pace() as f32 {
        return;
    }
    match_end::save_replay(&replays, G::Rules::NAME, &m.log);
    if m.attract {
        match_end::next_attract_game(&mut setup, &games, &mut next);
    } else {
        let said = G::headline(&m);
        let mut results = G::results(&m, outcome, &mut setup, &tr);
        results.headline = said
            .as_ref()
            .map(|p| crate::core::words::phrase_words(&tr, p, |s| m.name(s).to_string()));
        results.said = said;
        commands.insert_resource(results);
        next.set(Screen::Results);
    }
    m.over_for = f32::NEG_INFINITY;
}
