//! What every home learns from the host: who sits where (the roster), lost races, the results.

use super::pause::roster_pause;
use super::*;

/// A race lost, or a move refused, of a seat another home holds is told to that home.
pub(super) fn tell_lost_races(
    hosting: Res<Hosting>,
    mut lost: MessageReader<crate::core::press::RaceLost>,
    mut refused: MessageReader<crate::core::press::MoveRefused>,
    mut answers: MessageWriter<ToClients<HostSays>>,
) {
    let news = lost
        .read()
        .map(|race| (race.loser, HostSays::RaceLost(race.clone())))
        .chain(refused.read().map(|r| {
            let said = HostSays::MoveRefused {
                seat: r.seat,
                why: r.why.clone(),
            };
            (r.seat, said)
        }));
    for (seat, said) in news {
        let Some(Some(holder)) = hosting.holders.get(seat.index()) else {
            continue;
        };
        for (client, _) in hosting.guests().filter(|(_, g)| &g.identity == holder) {
            answers.write(ToClients {
                targets: SendTargets::Single(ClientId::Client(client)),
                message: said.clone(),
            });
        }
    }
}

/// Every home learns how the match ended (before the roster says the table is over).
pub(super) fn tell_results(
    results: Option<Res<crate::core::outcome::FinalOutcome>>,
    mut answers: MessageWriter<ToClients<HostSays>>,
) {
    let Some(results) = results else { return };
    answers.write(ToClients {
        targets: SendTargets::CLIENTS_ONLY,
        message: HostSays::Results {
            outcome: results.outcome.clone(),
            names: results.names.clone(),
            headline: results.said.clone(),
        },
    });
}

/// Every home learns who sits where whenever it changes (and when it joins).
#[allow(clippy::too_many_arguments)]
pub(super) fn tell_roster(
    hosting: Res<Hosting>,
    setup: Res<MatchSetup>,
    seats: Option<Res<TableSeats>>,
    screen: Res<State<Screen>>,
    (pause, away, settings, time): (
        Res<TablePause>,
        Res<Away>,
        Res<crate::settings::Settings>,
        Res<Time>,
    ),
    stats: Query<&ConnectedClientStats>,
    mut answers: MessageWriter<ToClients<HostSays>>,
    mut last: Local<HashMap<Entity, Roster>>,
) {
    last.retain(|client, _| hosting.guests.contains_key(client));
    let at_table = *screen.get() == Screen::Table;
    let pause = match (&seats, at_table) {
        (Some(seats), true) => roster_pause(&pause, &away, seats, settings.reconnect_secs, &time),
        _ => RosterPause::default(),
    };
    for (client, guest) in hosting.guests() {
        let yours = hosting.seats_of(&guest.identity);
        let kinds = match (&seats, at_table) {
            (Some(seats), true) => seats.kinds.clone(),
            _ => setup.seats.clone(),
        };
        let roster = Roster {
            game: setup.game.clone(),
            at_table,
            pause: pause.clone(),
            seats: kinds
                .iter()
                .enumerate()
                .map(|(i, kind)| {
                    let seat = Seat(i as u8);
                    let remote = hosting.holders.get(i).copied().flatten().is_some();
                    RosterSeat {
                        name: kind.name().to_string(),
                        bot: seats.as_ref().map_or(!kind.is_human(), |s| {
                            at_table
                                .then(|| s.bot_level(seat).is_some())
                                .unwrap_or(!kind.is_human())
                        }),
                        yours: yours.contains(&seat),
                        remote: remote && !yours.contains(&seat),
                        rtt_ms: hosting.round_trip(seat, &stats),
                        level: match (&seats, at_table) {
                            (Some(seats), true) => seats.bot_level(seat),
                            _ => match kind {
                                SeatKind::Bot { level, .. } => Some(*level),
                                _ => None,
                            },
                        },
                    }
                })
                .collect(),
        };
        // The round trip moves a little all the time: only a change of ten ms is news.
        let news = last.get(&client).is_none_or(|old| differs(old, &roster));
        if news {
            answers.write(ToClients {
                targets: SendTargets::Single(ClientId::Client(client)),
                message: HostSays::Roster(roster.clone()),
            });
            last.insert(client, roster);
        }
    }
}

/// The host's pause panel names the people of other homes who hold the table.
pub(super) fn name_holders(
    pause: Res<TablePause>,
    seats: Option<Res<TableSeats>>,
    mut holders: ResMut<HeldElsewhere>,
) {
    let names: Vec<String> = pause
        .reasons
        .iter()
        .filter_map(|r| match (r, &seats) {
            (PauseReason::Home(seat), Some(seats)) => Some(seats.name(*seat).to_string()),
            _ => None,
        })
        .collect();
    if holders.0 != names {
        holders.0 = names;
    }
}

/// Whether a roster says something new (a round trip only when it moved by 10 ms or more).
pub(super) fn differs(old: &Roster, new: &Roster) -> bool {
    if old.game != new.game
        || old.at_table != new.at_table
        || old.pause != new.pause
        || old.seats.len() != new.seats.len()
    {
        return true;
    }
    old.seats.iter().zip(&new.seats).any(|(a, b)| {
        let rtt_moved = match (a.rtt_ms, b.rtt_ms) {
            (Some(x), Some(y)) => x.abs_diff(y) >= 10,
            (x, y) => x.is_some() != y.is_some(),
        };
        a.name != b.name
            || a.bot != b.bot
            || a.level != b.level
            || a.yours != b.yours
            || a.remote != b.remote
            || rtt_moved
    })
}
