//! Which seat each person points at, without offering anything: the shoulders (the keyboard's
//! Tab) cycle the other seats that hold cards and put the seat's cursor ring on that seat's card,
//! so Confirm then offers (again: withdraws); a cursor resting on another seat's card points at
//! it; a right click on a seat's card chooses it for the desk's person. Shouts go to the seat
//! pointed at. Each choice is a pointing press (`TableButton::Point`) in the one input stream,
//! so it reaches the match wherever it is (a guest's screen sends it to the host, which notes it
//! and shows it back). There is no turn in Gussy Gorillas, so the shared screen's pass gate is
//! held open.

use super::project::{hand_keys, holder};
use super::{GorillasShown, GorillasSight};
use crate::core::CardKey;
use crate::core::actions::SeatAction;
use crate::core::{PressKind, Stamp, TableButton, TableClock, TablePress, UiRects};
use crate::input::controllers::{Device, Presses};
use crate::input::cursor::{SeatCursor, seat_of_device};
use crate::input::owners::Owners;
use crate::input::{DeskSeats, SeatInput};
use crate::table::cards::TableCard;
use crate::table::hit::{Clickable, pointer_on_table, topmost};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (hold_gate_open, cycle, right_click)
            .chain()
            .after(SeatInput::Act)
            .before(crate::games::driver::DriverSet::Bots)
            .run_if(
                resource_exists::<GorillasShown>
                    .and_then(resource_exists::<GorillasSight>)
                    .and_then(resource_exists::<TableSeats>),
            ),
    );
}

/// The press that points `me` at the holder of the card `key` (no offer).
pub fn pointing(me: Seat, key: CardKey, stamp: Stamp) -> TablePress {
    TablePress {
        seat: Some(me),
        what: PressKind::Pick {
            card: key.id(),
            key: Some(key),
            spot: None,
            by: Some(TableButton::Point),
        },
        stamp,
    }
}

/// Whom each seat of this screen was last pointed at from here (the match's own note may still
/// be on its way back from the host).
#[derive(Default)]
struct Pointed(Vec<(Seat, Seat)>);

impl Pointed {
    fn of(&self, me: Seat) -> Option<Seat> {
        self.0.iter().find(|(s, _)| *s == me).map(|(_, to)| *to)
    }
    fn set(&mut self, me: Seat, to: Seat) {
        self.0.retain(|(s, _)| *s != me);
        self.0.push((me, to));
    }
}

/// Every person may act at any time: nobody waits behind "pass to NAME".
fn hold_gate_open(seats: Res<TableSeats>, mut privacy: ResMut<Privacy>) {
    let open = seats.human_on_turn();
    if seats.people_here() > 1 && privacy.gate_open != open {
        privacy.gate_open = open;
    }
}

/// The seat after (or before) `from` that holds cards, other than `me`.
pub fn next_seat(
    sight: &GorillasSight,
    me: Seat,
    from: Option<Seat>,
    forward: bool,
) -> Option<Seat> {
    let n = sight.public.players;
    let start = from.unwrap_or(me).index();
    (1..=n)
        .map(|k| {
            let i = if forward {
                start + k
            } else {
                start + n * 2 - k
            };
            Seat((i % n) as u8)
        })
        .find(|&s| s != me && sight.public.holds(s))
}

#[allow(clippy::too_many_arguments)]
fn cycle(
    presses: Res<Presses>,
    owners: Res<Owners>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    pause: Option<Res<crate::table::pause::TablePause>>,
    sight: Res<GorillasSight>,
    m: Res<GorillasShown>,
    mut cursors: Query<&mut SeatCursor>,
    cards: Query<(Entity, &TableCard)>,
    (clock, mut out, mut pointed): (Res<TableClock>, MessageWriter<TablePress>, Local<Pointed>),
) {
    if pause.is_some_and(|p| p.is_paused()) {
        return;
    }
    let entity_of = |key: CardKey| cards.iter().find(|(_, c)| c.0 == key).map(|(e, _)| e);
    let key_of = |entity: Entity| cards.get(entity).ok().map(|(_, c)| c.0);
    for press in presses.0.iter() {
        let forward = match press.action {
            SeatAction::Next => true,
            SeatAction::Prev => false,
            _ => continue,
        };
        let Some(me) = seat_of_device(press.device, &owners, &desk, &seats) else {
            continue;
        };
        if !seats.is_human(me) {
            continue;
        }
        let from = pointed.of(me).or(m.local.chosen_by(me));
        let Some(to) = next_seat(&sight, me, from, forward) else {
            continue;
        };
        let top = hand_keys(&sight, to).last().copied();
        if let Some(key) = top {
            out.write(pointing(me, key, Stamp::new(clock.now, 0)));
            pointed.set(me, to);
        }
        if let Some(mut cursor) = cursors
            .iter_mut()
            .find(|c| c.device == press.device && (c.seat == me || c.device == Device::Keyboard))
        {
            cursor.target = top.and_then(entity_of);
            cursor.shown = true;
            cursor.steered = true;
        }
    }
    // A ring resting on another seat's card points at that seat.
    for cursor in &cursors {
        if !cursor.shown || !seats.is_human(cursor.seat) {
            continue;
        }
        let Some(key) = cursor.target.and_then(key_of) else {
            continue;
        };
        if let Some(to) = holder(&sight, key).filter(|&to| to != cursor.seat)
            && pointed.of(cursor.seat).or(m.local.chosen_by(cursor.seat)) != Some(to)
        {
            out.write(pointing(cursor.seat, key, Stamp::new(clock.now, 0)));
            pointed.set(cursor.seat, to);
        }
    }
}

/// A right click on a seat's held card chooses it for the desk's person (no offer).
#[allow(clippy::too_many_arguments)]
fn right_click(
    mouse: Res<ButtonInput<MouseButton>>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    panels: Option<Res<UiRects>>,
    windows: Query<&Window>,
    things: Query<(Entity, &Transform, &Sprite), With<Clickable>>,
    cards: Query<&TableCard>,
    sight: Res<GorillasSight>,
    (clock, arrivals, mut presses): (
        Res<TableClock>,
        Res<crate::input::arrivals::Arrivals>,
        MessageWriter<TablePress>,
    ),
) {
    if !mouse.just_pressed(MouseButton::Right) {
        return;
    }
    let Some(window) = windows.iter().next() else {
        return;
    };
    if let (Some(panels), Some(at)) = (&panels, window.cursor_position())
        && panels.covers(at)
    {
        return;
    }
    let me = desk
        .mouse
        .or_else(|| seats.human_on_turn())
        .or_else(|| seats.human_seats().next());
    let (Some(me), Some(point)) = (me, pointer_on_table(window)) else {
        return;
    };
    let Some(key) = topmost(point, things.iter()).and_then(|e| cards.get(e).ok().map(|c| c.0))
    else {
        return;
    };
    if holder(&sight, key).is_some_and(|to| to != me) {
        let stamp = Stamp::new(clock.now, arrivals.mouse(MouseButton::Right));
        presses.write(pointing(me, key, stamp));
    }
}
