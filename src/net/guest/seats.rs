//! A guest's seats: its people (the desk, its gamepads) ask the host for seats before the deal,
//! play the seats they hold, and act only for those.

use super::*;

/// Before the deal, each of this screen's people who wants a seat asks for the first seat the
/// host offers (a bot's), one at a time; a seat the host gives this screen goes to whoever asked
/// for it (a seat its identity held before comes back by itself: to the next who wants one, the
/// desk first).
pub(super) fn take_offered_seat(
    mut guesting: ResMut<Guesting>,
    phone_host: Option<Res<PhoneHost>>,
    mut out: MessageWriter<FromGuest>,
) {
    let Some(roster) = guesting.roster.clone() else {
        return;
    };
    let yours = guesting.yours();
    guesting.seated.retain(|(_, seat)| yours.contains(seat));
    // A seat a phone asked for that went to another home or person: the phone gives it up.
    let lost: Vec<stammtisch_rules::Seat> = guesting
        .phones_asked
        .iter()
        .copied()
        .filter(|s| {
            !yours.contains(s)
                && roster
                    .seats
                    .get(s.index())
                    .is_none_or(|r| !r.bot || r.remote || roster.at_table)
        })
        .collect();
    for seat in lost {
        guesting.phones_asked.retain(|s| *s != seat);
        if let Some(host) = &phone_host {
            host.server.shared.release(seat.index());
        }
    }
    for seat in yours {
        if guesting.seated.iter().any(|(_, s)| *s == seat) {
            continue;
        }
        if guesting.phones_asked.contains(&seat) {
            guesting.phones_asked.retain(|s| *s != seat);
            guesting.seated.push((Here::Phone(seat), seat));
            continue;
        }
        let who = match guesting.asked {
            Some((who, asked)) if asked == seat => {
                guesting.asked = None;
                who
            }
            _ => guesting.next_wanting().unwrap_or(Here::Desk),
        };
        guesting.seated.push((who, seat));
    }
    if roster.at_table {
        return;
    }
    let offered = |seat: stammtisch_rules::Seat| {
        roster
            .seats
            .get(seat.index())
            .is_some_and(|s| s.bot && !s.remote && !s.yours)
    };
    // Waiting for the host's answer, unless the seat went to someone else meanwhile.
    if let Some((_, seat)) = guesting.asked {
        if offered(seat) {
            return;
        }
        guesting.asked = None;
    }
    let Some(who) = guesting.next_wanting() else {
        return;
    };
    let Some(seat) = (0..roster.seats.len())
        .map(|i| stammtisch_rules::Seat(i as u8))
        .find(|&s| offered(s))
    else {
        return;
    };
    guesting.asked = Some((who, seat));
    let name = guesting.name_of(who);
    out.write(FromGuest::Says(Says::Take { seat, name }));
}

/// On the title, waiting for the deal: a gamepad's confirm asks for a seat for its person too
/// (named by its colour, as at home); its back gives the seat up again.
pub(super) fn pads_ask_for_seats(
    presses: Res<Presses>,
    mut guesting: ResMut<Guesting>,
    mut out: MessageWriter<FromGuest>,
    tr: Res<crate::core::Tr>,
) {
    if guesting.roster.as_ref().is_none_or(|r| r.at_table) {
        return;
    }
    for press in &presses.0 {
        let Device::Gamepad(pad) = press.device else {
            continue;
        };
        let wanting = guesting.pads_wanting.iter().any(|(p, _)| *p == pad);
        match press.action {
            SeatAction::Confirm if !wanting => {
                let colour = (1 + guesting.pads_wanting.len()) % PALETTE.len();
                let name = crate::tr!(tr, PALETTE[colour].0);
                guesting.pads_wanting.push((pad, name));
            }
            SeatAction::Back if wanting => {
                guesting.pads_wanting.retain(|(p, _)| *p != pad);
                let mine = guesting.seated.iter().find(|(w, _)| *w == Here::Pad(pad));
                if let Some(&(_, seat)) = mine {
                    guesting.seated.retain(|(w, _)| *w != Here::Pad(pad));
                    out.write(FromGuest::Says(Says::Leave { seat }));
                }
                if guesting.asked.is_some_and(|(w, _)| w == Here::Pad(pad)) {
                    guesting.asked = None;
                }
            }
            _ => {}
        }
    }
}

/// This screen's devices play the seats its people hold: the desk's mouse and keyboard the
/// desk person's, each gamepad its person's; a screen that only watches has no device at any
/// seat (its presses go nowhere).
pub(super) fn seat_people(guesting: Res<Guesting>, mut owners: ResMut<Owners>) {
    // The table is gone: the desk is this screen's own again.
    if guesting.closed {
        if *owners != Owners::default() {
            *owners = Owners::default();
        }
        return;
    }
    let wanted: Vec<(Device, usize)> = guesting
        .seated
        .iter()
        .flat_map(|&(who, seat)| {
            let devices = match who {
                Here::Desk => vec![Device::Mouse, Device::Keyboard],
                Here::Pad(pad) => vec![Device::Gamepad(pad)],
                Here::Phone(_) => Vec::new(),
            };
            devices.into_iter().map(move |d| (d, seat.index()))
        })
        .collect();
    let same = owners.0.len() == wanted.len()
        && wanted
            .iter()
            .all(|&(device, seat)| owners.seat_of(device) == Some(seat));
    if !same {
        owners.0.clear();
        for (device, seat) in wanted {
            owners.sit(device, seat);
        }
    }
}

/// This screen acts only for the seats its people hold at the host: every other seat is
/// another's (the host's people, another home's, a bot).
/// The table turns so that its first seat sits at the bottom, as at home.
pub(super) fn mark_not_yours(
    guesting: Res<Guesting>,
    mut seats: ResMut<TableSeats>,
    mut area: ResMut<crate::table::cards::TableArea>,
) {
    let yours = guesting.yours();
    let bottom = match guesting.closed {
        true => 0,
        false => yours.first().map_or(0, |s| s.0),
    };
    if area.0.bottom != bottom {
        area.0.bottom = bottom;
    }
    let others: Vec<stammtisch_rules::Seat> = (0..seats.len())
        .map(|i| stammtisch_rules::Seat(i as u8))
        .filter(|seat| !yours.contains(seat))
        .collect();
    if seats.remote != others {
        seats.remote = others;
    }
    // Every other home's round trip, as the host measured it (this screen's own too).
    let round_trips: Vec<Option<u32>> = guesting
        .roster
        .as_ref()
        .map(|r| {
            r.seats
                .iter()
                .map(|s| s.rtt_ms.map(|ms| (ms + 5) / 10 * 10))
                .collect()
        })
        .unwrap_or_default();
    if seats.round_trips != round_trips {
        seats.round_trips = round_trips;
    }
}
