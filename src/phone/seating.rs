//! Which seats a phone may have: the table tells the server how many seats it has and which are
//! free. A phone that opens the "any free seat" address takes a seat like a joining gamepad: in
//! the lobby a bot's seat (or one more seat while the game allows), at the table a bot's seat;
//! the table then makes it a person's.

use super::{PhoneChange, PhoneHost};
use crate::core::{MatchSetup, Screen, SeatKind, TableGames, Toast, Tr};
use crate::table::seats::TableSeats;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (free_seats, take_seats).run_if(resource_exists::<PhoneHost>),
    );
}

/// The table's seats (a phone for a seat beyond is refused), and the ones a phone asking for any
/// may take now, best first.
fn free_seats(
    host: Res<PhoneHost>,
    setup: Res<MatchSetup>,
    seats: Option<Res<TableSeats>>,
    games: Res<TableGames>,
    screen: Res<State<Screen>>,
) {
    let bots = |kinds: &[SeatKind]| -> Vec<u8> {
        (0..kinds.len())
            .filter(|&i| !kinds[i].is_human())
            .map(|i| i as u8)
            .collect()
    };
    let free = match (screen.get(), seats) {
        (Screen::Lobby, _) => {
            let mut free = bots(&setup.seats);
            let (_, max) = games.players_of(&setup.game);
            if setup.seats.len() < max {
                free.push(setup.seats.len() as u8);
            }
            free
        }
        (Screen::Table, Some(seats)) if !seats.attract => bots(&seats.kinds),
        _ => Vec::new(),
    };
    let shared = &host.server.shared;
    shared
        .seats
        .store(setup.seats.len(), std::sync::atomic::Ordering::Relaxed);
    if let Ok(mut shared) = shared.free_seats.lock()
        && *shared != free
    {
        *shared = free;
    }
}

/// A phone took a free seat: it becomes a person's, named after its seat.
fn take_seats(
    mut changes: MessageReader<PhoneChange>,
    mut setup: ResMut<MatchSetup>,
    seats: Option<ResMut<TableSeats>>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    tr: Res<Tr>,
) {
    let mut seats = seats;
    for change in changes.read() {
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
