//! The host's pause on a guest's screen, and the guest's own hold of the table.

use super::roster::seat_name;
use super::*;

/// The host's pause, on this screen: a table held at the host or in another home holds here too
/// (its clocks stop, the panel says by whom), and a seat whose person went away there waits
/// here with the host's countdown, until a bot stands in or the person is back.
pub(super) fn mirror_pause(
    guesting: Res<Guesting>,
    mut seats: ResMut<TableSeats>,
    mut pause: ResMut<TablePause>,
    mut away: ResMut<Away>,
    mut holders: ResMut<HeldElsewhere>,
    settings: Res<Settings>,
    time: Res<Time>,
    tr: Res<crate::core::Tr>,
) {
    let Some(roster) = guesting.roster.as_ref().filter(|r| r.at_table) else {
        return;
    };
    let yours = guesting.yours();
    let names: Vec<String> = roster
        .pause
        .held
        .iter()
        .filter(|seat| seat.is_none_or(|s| !yours.contains(&s)))
        .map(
            |seat| match seat.and_then(|s| roster.seats.get(s.index())) {
                Some(held_by) => seat_name(held_by, &tr),
                None => crate::tr!(tr, "net-host-person"),
            },
        )
        .collect();
    if holders.0 != names {
        holders.0 = names;
    }
    match holders.0.is_empty() {
        true => pause.remove(PauseReason::Elsewhere),
        false => pause.add(PauseReason::Elsewhere),
    }
    let now = time.elapsed_secs();
    for gone in &roster.pause.away {
        let (seat, i) = (gone.seat, gone.seat.index());
        if i >= seats.len() {
            continue;
        }
        seat_gone(&mut seats, &mut away, &mut pause, seat, now);
        // The host's countdown, not this screen's own.
        let since = now + f32::from(gone.secs_left) - settings.reconnect_secs;
        if let Some(entry) = away.0.iter_mut().find(|(s, _)| *s == seat)
            && (entry.1 - since).abs() >= 1.0
        {
            entry.1 = since;
        }
        if gone.stand_in && seats.stand_in[i].is_none() {
            bot_stands_in(&mut seats, &mut pause, seat);
        }
    }
    let back: Vec<stammtisch_rules::Seat> = away
        .0
        .iter()
        .map(|(s, _)| *s)
        .filter(|s| !roster.pause.away.iter().any(|a| a.seat == *s))
        .collect();
    for seat in back {
        seat_back(&mut seats, &mut away, &mut pause, seat);
    }
}

/// This screen's pause menu (or its window going behind others while its person is on turn)
/// holds the table at the host, for every home; while it stays open the hold is renewed now and
/// then (the host ends a hold nobody renews: `limits::HOLD_SECS`).
pub(super) fn forward_hold(
    guesting: Res<Guesting>,
    pause: Res<TablePause>,
    time: Res<Time>,
    mut out: MessageWriter<FromGuest>,
    mut told: Local<Option<(bool, f32)>>,
) {
    let held = !guesting.yours().is_empty()
        && pause
            .reasons
            .iter()
            .any(|r| matches!(r, PauseReason::Menu | PauseReason::Focus));
    let now = time.elapsed_secs();
    let (was, at) = told.unwrap_or((false, now));
    let renew = held && now - at >= super::super::limits::HOLD_RENEW_SECS;
    if held != was || renew {
        *told = Some((held, now));
        out.write(FromGuest::Says(Says::Hold(held)));
    }
}
