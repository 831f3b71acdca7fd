//! What the host says to a guest (`hear`): the roster and the table it draws, the names on it,
//! and news that cannot be (the guest leaves).

use super::door::leave_saying;
use super::*;

/// A seat's name on this screen: a person of another home still named by a language's word for
/// "you" (the host's person who never chose a name) is the host here, not "you".
pub fn seat_name(seat: &super::super::wire::RosterSeat, tr: &crate::core::Tr) -> String {
    let default = crate::core::setup::OWN_DEFAULT_NAMES.contains(&seat.name.as_str());
    match default && !seat.yours && !seat.bot {
        true => crate::tr!(tr, "net-host-person"),
        false => super::super::names::in_own_words(&seat.name, &crate::tr!(tr, "net-guest-person")),
    }
}

/// The name this screen's person joins under: theirs, or, while it is still a language's word
/// for "you", "Gast" (that word would name the wrong person on the other screens).
pub fn joining_name(name: &str, tr: &crate::core::Tr) -> String {
    let name = name.trim();
    match name.is_empty() || crate::core::setup::OWN_DEFAULT_NAMES.contains(&name) {
        true => crate::tr!(tr, "net-guest-person"),
        false => name.to_string(),
    }
}

/// The table this screen draws, as the roster says it: the game and who sits where (the rules'
/// options and the seed stay with the host; a guest's screen needs neither).
pub fn setup_of(roster: &Roster, tr: &crate::core::Tr) -> MatchSetup {
    MatchSetup {
        game: roster.game.clone(),
        seats: roster
            .seats
            .iter()
            .map(|seat| match seat.bot {
                // The host's level (an older roster without one: Normal, the lobby's).
                true => SeatKind::Bot {
                    name: seat.name.clone(),
                    level: seat.level.unwrap_or(stammtisch_rules::bots::Level::Normal),
                },
                false => SeatKind::Human {
                    name: seat_name(seat, tr),
                },
            })
            .collect(),
        options: Default::default(),
        carry: Default::default(),
        seed: 0,
        attract: false,
        autopilot: false,
    }
}

/// The host sent what cannot be (a roster of more seats than any game has, a game the table does
/// not know, a card count beyond a deck, seats out of range): the guest says so and leaves.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostNonsense(pub &'static str);

/// Why a roster cannot be what a host of this table sends, if it cannot.
pub fn roster_nonsense(roster: &Roster, games: &crate::core::TableGames) -> Option<&'static str> {
    if games.find(&roster.game).is_none() {
        return Some("a game this table does not know");
    }
    let seats = roster.seats.len();
    let out = |s: &stammtisch_rules::Seat| s.index() >= seats;
    if seats > most_seats(games) {
        Some("more seats than the game has")
    } else if roster.pause.held.iter().flatten().any(out)
        || roster.pause.away.iter().any(|a| out(&a.seat))
    {
        Some("a seat the table does not have")
    } else {
        None
    }
}

/// The most seats any game of the table has.
pub(super) fn most_seats(games: &crate::core::TableGames) -> usize {
    games.0.iter().map(|g| g.players.1).max().unwrap_or(0)
}

/// News that cannot be: this screen says so (in its language) and leaves the table, back to a
/// title of its own; nothing of them is drawn.
pub(super) fn leave_on_nonsense(
    mut nonsense: MessageReader<HostNonsense>,
    tr: Res<crate::core::Tr>,
    mut commands: Commands,
) {
    let Some(HostNonsense(why)) = nonsense.read().last().copied() else {
        return;
    };
    warn!("the host sent {why}: this screen leaves the table");
    commands.queue(leave_saying(crate::tr!(tr, "net-host-nonsense")));
}

/// What the host said: the roster (the deal takes this screen to the table, the host's lobby
/// back to the title to wait), a refusal, the results, or that the table closed (back to the
/// title, a screen of its own again).
#[allow(clippy::too_many_arguments)]
pub(super) fn hear(
    mut heard: MessageReader<HostSays>,
    mut guesting: ResMut<Guesting>,
    screen: Res<State<Screen>>,
    mut setup: ResMut<MatchSetup>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut toast: ResMut<crate::core::Toast>,
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
    (games, mut host_nonsense, mut lost): (
        Res<crate::core::TableGames>,
        MessageWriter<HostNonsense>,
        MessageWriter<crate::core::press::RaceLost>,
    ),
) {
    // Where this frame's news take the screen (the results and the roster after them may come in
    // one frame: the results win).
    let mut bound: Option<Screen> = None;
    let mut here = *screen.get();
    for said in heard.read() {
        match said {
            HostSays::Roster(roster) => {
                if let Some(why) = roster_nonsense(roster, &games) {
                    host_nonsense.write(HostNonsense(why));
                    return;
                }
                let mut roster = roster.clone();
                for seat in &mut roster.seats {
                    seat.name = super::super::names::visible(&seat.name);
                }
                let roster = &roster;
                if roster.at_table && here != Screen::Table && !guesting.closed {
                    *setup = setup_of(roster, &tr);
                    bound = Some(Screen::Table);
                    here = Screen::Table;
                } else if !roster.at_table && here == Screen::Table {
                    bound = Some(Screen::Title);
                    here = Screen::Title;
                }
                guesting.roster = Some(roster.clone());
            }
            HostSays::Refused(refusal) => {
                warn!("the host refused: {refusal:?}");
                guesting.refused = Some(*refusal);
            }
            HostSays::RaceLost(race) => {
                let name = |seat| named(&setup, seat);
                let winner = race.winner.map(name);
                let round_trip = crate::core::words::race_round_trip(
                    |s| {
                        let seats = &guesting.roster.as_ref()?.seats;
                        seats.get(s.index())?.rtt_ms
                    },
                    race.loser,
                    race.winner,
                );
                let said = crate::core::words::race_lost(
                    &tr,
                    &name(race.loser),
                    winner.as_deref(),
                    race.ms,
                    round_trip,
                );
                toast.show(said, time.elapsed_secs());
                // Its cards shudder here as at the host (`games::driver::present`).
                lost.write(race.clone());
            }
            HostSays::MoveRefused { seat, why } => {
                let name = |seat| named(&setup, seat);
                let why = crate::core::words::refusal(&tr, why, name);
                let said = crate::tr!(tr, "refused-said", who = name(*seat), why = why);
                toast.show(said, time.elapsed_secs());
            }
            HostSays::Results {
                outcome,
                names,
                headline,
            } => {
                let seats = names.len();
                if seats > most_seats(&games)
                    || outcome.seats.iter().any(|s| s.seat.index() >= seats)
                {
                    host_nonsense.write(HostNonsense("results for seats the table does not have"));
                    return;
                }
                // Each seat as this screen names it (the host's person is the host here).
                let names: Vec<String> = (names.iter().enumerate())
                    .map(|(i, n)| match setup.seats.len() == seats {
                        true => named(&setup, stammtisch_rules::Seat(i as u8)),
                        false => super::super::names::visible(n),
                    })
                    .collect();
                // The headline worded here, in this screen's language.
                let worded = headline.as_ref().map(|p| {
                    crate::core::words::phrase_words(&tr, p, |s| {
                        names.get(s.index()).cloned().unwrap_or_default()
                    })
                });
                commands.insert_resource(FinalOutcome {
                    outcome: outcome.clone(),
                    names,
                    headline: worded,
                    said: headline.clone(),
                    again: None,
                });
                bound = Some(Screen::Results);
                here = Screen::Results;
            }
            HostSays::Closed | HostSays::Replaced => {
                let words = match said {
                    HostSays::Replaced => "net-replaced",
                    _ => "net-table-closed",
                };
                info!("the table ended for this screen ({words})");
                guesting.closed = true;
                // Nothing of that table stays behind: the next game here plays as in a
                // fresh window.
                commands.queue(leave_saying(crate::tr!(tr, words)));
                bound = Some(Screen::Title);
                here = Screen::Title;
            }
        }
    }
    if let Some(screen) = bound {
        next.set(screen);
    }
}

/// A seat's name at this screen's table.
pub(super) fn named(setup: &MatchSetup, seat: stammtisch_rules::Seat) -> String {
    setup
        .seats
        .get(seat.index())
        .map_or_else(String::new, |s| s.name().to_string())
}
