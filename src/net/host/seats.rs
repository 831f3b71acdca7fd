//! Seats across homes at the host: a home's person takes one, gives it back to a bot, and the
//! table marks which seats other homes hold; phones of a home that went away.

use super::presses::Verdict;
use super::*;

/// A phone of a home that went away leaves its seat away (the table waits, then a bot stands
/// in); one that came back takes it again.
pub(super) fn phones_come_and_go(
    seats: &mut TableSeats,
    away: &mut Away,
    pause: &mut TablePause,
    was: &[Seat],
    now_away: &[Seat],
    now: f32,
) {
    for &seat in now_away.iter().filter(|s| !was.contains(s)) {
        if seat.index() < seats.len() && seat_gone(seats, away, pause, seat, now) {
            warn!(
                "the phone of {} in another home went away",
                seats.name(seat)
            );
        }
    }
    for &seat in was.iter().filter(|s| !now_away.contains(s)) {
        if seat.index() < seats.len() {
            seat_back(seats, away, pause, seat);
        }
    }
}

/// A home's person takes `seat`: before the table is dealt, a bot's seat (it becomes a
/// person's, named as the home says, cleaned: `names::clean_name`). A seat its identity already
/// holds is taken already: the message changes nothing.
pub(super) fn take(
    hosting: &mut Hosting,
    setup: &mut MatchSetup,
    at_table: bool,
    identity: HomeId,
    seat: Seat,
    name: &str,
) -> Verdict {
    let holder = hosting.holders.get(seat.index()).copied().flatten();
    if holder == Some(identity) {
        return Verdict::Useless;
    }
    let bot = setup.seats.get(seat.index()).is_some_and(|k| !k.is_human());
    if at_table || holder.is_some() || !bot {
        return Verdict::Refused(Refusal::NotOffered(seat));
    }
    let taken: Vec<String> = (setup.seats.iter().enumerate())
        .filter(|&(i, _)| i != seat.index())
        .map(|(_, s)| s.name().to_string())
        .collect();
    let name = match super::super::names::clean_name(name, &taken) {
        Ok(name) => name,
        Err(why) => return Verdict::Refused(Refusal::Name(why)),
    };
    info!("a guest took seat {}", seat.0 + 1);
    *hosting.holder_slot(seat) = Some(identity);
    setup.seats[seat.index()] = SeatKind::Human { name };
    Verdict::Fine
}

/// The lobby's bot for a seat given back.
pub(super) fn bot_seat(index: usize) -> SeatKind {
    SeatKind::Bot {
        name: crate::core::BOT_NAMES[index % crate::core::BOT_NAMES.len()].to_string(),
        level: stammtisch_rules::bots::Level::Normal,
    }
}

/// The table knows which seats other homes hold: this screen does not hold them, and its shared
/// mouse and keyboard never act for them.
pub(super) fn mark_remote(
    hosting: Res<Hosting>,
    seats: Option<ResMut<TableSeats>>,
    stats: Query<&ConnectedClientStats>,
) {
    let Some(mut seats) = seats else { return };
    let remote = hosting.remote_seats();
    if seats.remote != remote {
        seats.remote = remote;
    }
    let round_trips: Vec<Option<u32>> = (0..seats.len())
        .map(|i| {
            let ms = hosting.round_trip(Seat(i as u8), &stats)?;
            Some((ms + 5) / 10 * 10)
        })
        .collect();
    if seats.round_trips != round_trips {
        seats.round_trips = round_trips;
    }
}
