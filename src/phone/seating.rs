//! Which seats a phone may ask for: the table tells the server every frame how many seats it
//! has, which people's seats a phone may take by its address (one no phone holds and nobody
//! plays at the TV), which a person plays at the TV (at the table the phone then waits for that
//! seat's own device to say yes, `ask.rs`; in the lobby it is refused), and which are free for a
//! phone asking for any (in the lobby a bot's seat or one more, which then becomes a person's; at
//! the table only a seat the TV handed to a phone). A bot's seat is never a phone's by its
//! address, so a phone never reads a bot's hand (and the views are checked again where they are
//! made, `games/driver/phone.rs`). The TV hands a seat over on purpose: in the lobby by making a
//! phone's seat a bot's, at the table from the pause menu. A seat another home holds is never
//! offered here. At a guest's screen the host's roster says what is offered: this home's seats,
//! and before the deal the host's free seats (`route::PhonesElsewhere`).

use super::claims::Offer;
use super::route::{PhonesElsewhere, RemoteSeats, Routed};
use super::{PhoneChange, PhoneHost};
use crate::core::{MatchSetup, Screen, SeatKind, TableGames, Toast, Tr};
use crate::input::owners::Owners;
use crate::table::seats::{HandToPhone, PhoneHeld, TableSeats};
use bevy::prelude::*;
use stammtisch_rules::Seat;

/// Seats the TV handed to a phone at the table, until a phone takes them.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HandedOver(pub Vec<Seat>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HandedOver>();
    app.add_systems(OnEnter(Screen::Table), |mut handed: ResMut<HandedOver>| {
        handed.0.clear();
    });
    app.add_systems(
        Update,
        (
            take_seats.run_if(not(resource_exists::<PhonesElsewhere>)),
            hand_over,
            release_seats_now_bots,
            offer,
        )
            .chain()
            .in_set(Routed)
            .run_if(resource_exists::<PhoneHost>),
    );
}

/// What the table offers phones now.
fn offer(
    host: Res<PhoneHost>,
    setup: Res<MatchSetup>,
    seats: Option<Res<TableSeats>>,
    games: Res<TableGames>,
    screen: Res<State<Screen>>,
    handed: Res<HandedOver>,
    mut held: ResMut<PhoneHeld>,
    owners: Res<Owners>,
    (remote, elsewhere): (Res<RemoteSeats>, Option<Res<PhonesElsewhere>>),
) {
    let shared = &host.server.shared;
    let held_now = shared.held_seats();
    // Another home's seats are that home's: no phone here takes them.
    let remote = &remote.0;
    // People's seats of this screen, apart: those a phone may take by their address, and those
    // a person plays at the TV (`at_tv` says which).
    let people = |kinds: &[SeatKind], at_tv: &dyn Fn(usize) -> bool| -> (Vec<u8>, Vec<u8>) {
        (0..kinds.len())
            .filter(|&i| kinds[i].is_human() && !remote.contains(&Seat(i as u8)))
            .map(|i| i as u8)
            .partition(|&i| !at_tv(i as usize))
    };
    let offer = match (screen.get(), seats) {
        _ if elsewhere.is_some() => elsewhere.map(|e| e.offer.clone()).unwrap_or_default(),
        (Screen::Lobby, _) => {
            let mut free: Vec<u8> = (0..setup.seats.len())
                .filter(|&i| !setup.seats[i].is_human())
                .map(|i| i as u8)
                .collect();
            let (_, max) = games.players_of(&setup.game);
            if setup.seats.len() < max {
                free.push(setup.seats.len() as u8);
            }
            // A seat a device of this screen plays is that person's; a seat made for a person
            // with none waits for their phone.
            let (people, at_tv) = people(&setup.seats, &|i| {
                owners.devices_of(i).next().is_some() && !held_now.contains(&(i as u8))
            });
            Offer {
                seats: setup.seats.len(),
                people,
                at_tv,
                asks: false,
                free,
            }
        }
        (Screen::Table, Some(seats)) if !seats.attract => {
            // At the table every person's seat no phone holds is played at the TV (by its own
            // device or the shared desk), unless the TV handed it to a phone.
            let (people, at_tv) = people(&seats.kinds, &|i| {
                let seat = Seat(i as u8);
                !handed.0.contains(&seat) && !held_now.contains(&(i as u8))
            });
            Offer {
                seats: seats.len(),
                people,
                at_tv,
                asks: true,
                free: handed.0.iter().map(|s| s.0).collect(),
            }
        }
        _ => Offer::default(),
    };
    let now: Vec<Seat> = held_now.into_iter().map(Seat).collect();
    if held.0 != now {
        held.0 = now;
    }
    shared.offer(offer);
}

/// A phone took a free seat: it becomes a person's, named after its seat. A seat handed over is
/// no longer waiting once a phone joins it.
fn take_seats(
    mut changes: MessageReader<PhoneChange>,
    mut setup: ResMut<MatchSetup>,
    seats: Option<ResMut<TableSeats>>,
    mut handed: ResMut<HandedOver>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    tr: Res<Tr>,
) {
    let mut seats = seats;
    for change in changes.read() {
        if let PhoneChange::Joined(seat) = *change {
            handed.0.retain(|&s| s != seat);
        }
        let PhoneChange::Took(seat) = *change else {
            continue;
        };
        let i = seat.index();
        let name = crate::tr!(tr, "phone-player", n = i + 1);
        let person = SeatKind::Human { name: name.clone() };
        let len = setup.seats.len();
        match setup.seats.get_mut(i) {
            Some(kind) if !kind.is_human() => *kind = person.clone(),
            Some(_) => continue,
            None if i == len => setup.seats.push(person.clone()),
            None => continue,
        }
        if let Some(seats) = seats.as_mut()
            && let Some(kind) = seats.kinds.get_mut(i)
            && !kind.is_human()
        {
            *kind = person;
        }
        toast.show(
            crate::tr!(tr, "phone-takes-seat", who = name.as_str(), n = i + 1),
            time.elapsed_secs(),
        );
    }
}

/// The pause menu handed a seat to another phone: its phone's secret is void and the seat waits
/// for the next phone that asks.
fn hand_over(
    mut asked: MessageReader<HandToPhone>,
    host: Res<PhoneHost>,
    mut handed: ResMut<HandedOver>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    tr: Res<Tr>,
) {
    for HandToPhone(seat) in asked.read() {
        host.server.shared.release(seat.index());
        if !handed.0.contains(seat) {
            handed.0.push(*seat);
        }
        toast.show(
            crate::tr!(tr, "phone-seat-handed-over", n = seat.index() + 1),
            time.elapsed_secs(),
        );
    }
}

/// In the lobby a phone's seat made a bot's (or taken away) is handed over: its phone's secret
/// is void. Only a seat that was a person's last frame counts, so a phone's own taking of a bot's
/// seat (a person's from the next frame) is not undone.
fn release_seats_now_bots(
    host: Res<PhoneHost>,
    setup: Res<MatchSetup>,
    screen: Res<State<Screen>>,
    mut people_before: Local<Vec<bool>>,
) {
    let people: Vec<bool> = setup.seats.iter().map(SeatKind::is_human).collect();
    if *screen.get() == Screen::Lobby {
        for (i, &was) in people_before.iter().enumerate() {
            if was && !people.get(i).copied().unwrap_or(false) && host.server.shared.held(i) {
                host.server.shared.release(i);
            }
        }
    }
    *people_before = people;
}
