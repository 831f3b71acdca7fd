//! A guest's phones: they play at the host's table; the host learns which seats they hold and
//! asks for, and the phones learn what the roster offers them (`phone::route`).

use super::roster::seat_name;
use super::*;

/// Tells this home's phones what the host's roster offers them and how it names their seats
/// (`phone::route`).
pub(super) fn route_phones(
    guesting: Res<Guesting>,
    tr: Res<crate::core::Tr>,
    mut route: ResMut<PhonesElsewhere>,
) {
    if !(guesting.is_changed() || tr.is_changed()) {
        return;
    }
    let names = guesting
        .roster
        .as_ref()
        .map(|r| r.seats.iter().map(|s| seat_name(s, &tr)).collect());
    route.set_if_neq(PhonesElsewhere {
        closed: guesting.closed,
        offer: guesting.phone_offer(),
        names,
    });
}

/// A phone of this home took a seat the host offers: this screen asks the host for it, under
/// the phone's name ("Handy 3", as at home).
pub(super) fn phones_ask_for_seats(
    mut changes: MessageReader<crate::phone::PhoneChange>,
    mut guesting: ResMut<Guesting>,
    mut out: MessageWriter<FromGuest>,
    mut toast: ResMut<crate::core::Toast>,
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
) {
    for change in changes.read() {
        let crate::phone::PhoneChange::Took(seat) = *change else {
            continue;
        };
        if guesting.phones_asked.contains(&seat) || guesting.yours().contains(&seat) {
            continue;
        }
        let name = crate::tr!(tr, "phone-player", n = seat.index() + 1);
        guesting.phones_asked.push(seat);
        toast.show(
            crate::tr!(
                tr,
                "phone-takes-seat",
                who = name.as_str(),
                n = seat.index() + 1
            ),
            time.elapsed_secs(),
        );
        out.write(FromGuest::Says(Says::Take { seat, name }));
    }
}

/// The host learns which of this home's seats its phones hold (and, at the table, whose phone
/// went away) whenever that changes: it sends their data apart, so this screen never draws
/// those hands, and waits for a phone that left as for one at home.
pub(super) fn tell_phones(
    mut guesting: ResMut<Guesting>,
    held: Res<crate::table::seats::PhoneHeld>,
    phones: Res<crate::phone::PhoneSeats>,
    screen: Res<State<Screen>>,
    mut out: MessageWriter<FromGuest>,
) {
    let ours: Vec<stammtisch_rules::Seat> = guesting
        .yours()
        .into_iter()
        .chain(guesting.phones_asked.iter().copied())
        .collect();
    let held: Vec<stammtisch_rules::Seat> = held
        .0
        .iter()
        .copied()
        .filter(|s| ours.contains(s))
        .collect();
    let away: Vec<stammtisch_rules::Seat> = match *screen.get() == Screen::Table {
        true => held.iter().copied().filter(|s| !phones.has(*s)).collect(),
        false => Vec::new(),
    };
    let told = (held, away);
    if guesting.phones_told.as_ref() != Some(&told) {
        out.write(FromGuest::Says(Says::Phones {
            held: told.0.clone(),
            away: told.1.clone(),
        }));
        guesting.phones_told = Some(told);
    }
}
