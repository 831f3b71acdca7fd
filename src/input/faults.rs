//! Faults at the table: a controller unplugged mid-round pauses the game with a reconnect
//! prompt, a bot stands in after the timeout, and any free controller pressing a button takes
//! the seat back; a lost window focus pauses while a human is on turn.

use super::controllers::{Device, Presses};
use super::owners::Owners;
use crate::core::Screen;
use crate::settings::Settings;
use crate::table::pause::{PauseReason, TablePause};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy::window::WindowFocused;
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;

/// The level of the bot that stands in for an absent person.
pub const STAND_IN: Level = Level::Normal;

/// Seats whose controller went away, with the time it did (seconds since start).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Away(pub Vec<(Seat, f32)>);

/// A seat's person went away (a controller unplugged, a phone or a home dropped): the table
/// pauses for it and a bot stands in after `reconnect_secs`. False when nothing changed (the
/// attract mode, a bot's seat, a seat already away or stood in for).
pub fn seat_gone(
    seats: &mut TableSeats,
    away: &mut Away,
    pause: &mut TablePause,
    seat: Seat,
    now_secs: f32,
) -> bool {
    let i = seat.index();
    let human = seats.kinds.get(i).is_some_and(|k| k.is_human());
    if seats.attract || !human || seats.away[i] || seats.stand_in[i].is_some() {
        return false;
    }
    seats.away[i] = true;
    away.0.push((seat, now_secs));
    pause.add(PauseReason::Reconnect(seat));
    true
}

/// A seat's person is back: the pause for it ends and a bot standing in steps aside.
pub fn seat_back(seats: &mut TableSeats, away: &mut Away, pause: &mut TablePause, seat: Seat) {
    let i = seat.index();
    if i >= seats.len() {
        return;
    }
    seats.away[i] = false;
    seats.stand_in[i] = None;
    pause.remove(PauseReason::Reconnect(seat));
    away.0.retain(|(s, _)| *s != seat);
}

/// A bot plays on for a seat whose person is away: the table no longer waits for it.
pub fn bot_stands_in(seats: &mut TableSeats, pause: &mut TablePause, seat: Seat) {
    if let Some(stand_in) = seats.stand_in.get_mut(seat.index()) {
        *stand_in = Some(STAND_IN);
    }
    pause.remove(PauseReason::Reconnect(seat));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Away>();
    app.add_systems(OnEnter(Screen::Table), |mut away: ResMut<Away>| {
        away.0.clear()
    });
    app.add_systems(
        Update,
        (
            notice_unplugged,
            stand_in_after_timeout,
            take_seat_back,
            focus,
        )
            .chain()
            .in_set(super::SeatInput::Assign)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<TableSeats>)),
    );
}

fn notice_unplugged(
    mut removed: RemovedComponents<Gamepad>,
    mut owners: ResMut<Owners>,
    mut seats: ResMut<TableSeats>,
    mut pause: ResMut<TablePause>,
    mut away: ResMut<Away>,
    time: Res<Time>,
) {
    for pad in removed.read() {
        let Some(index) = owners.seat_of(Device::Gamepad(pad)) else {
            continue;
        };
        owners.leave(Device::Gamepad(pad));
        if seats.attract || index >= seats.len() {
            continue;
        }
        let seat = Seat(index as u8);
        if seat_gone(&mut seats, &mut away, &mut pause, seat, time.elapsed_secs()) {
            warn!("the controller of {} went away", seats.name(seat));
        }
    }
}

fn stand_in_after_timeout(
    settings: Res<Settings>,
    time: Res<Time>,
    away: Res<Away>,
    mut seats: ResMut<TableSeats>,
    mut pause: ResMut<TablePause>,
) {
    for &(seat, since) in &away.0 {
        let i = seat.index();
        if seats.stand_in[i].is_none() && time.elapsed_secs() - since >= settings.reconnect_secs {
            info!("a bot plays on for {}", seats.name(seat));
            bot_stands_in(&mut seats, &mut pause, seat);
        }
    }
}

/// Any button on a controller that plays no seat takes the first seat of this screen that waits
/// for its person.
fn take_seat_back(
    presses: Res<Presses>,
    mut owners: ResMut<Owners>,
    mut seats: ResMut<TableSeats>,
    mut pause: ResMut<TablePause>,
    mut away: ResMut<Away>,
) {
    for press in &presses.0 {
        if !matches!(press.device, Device::Gamepad(_)) || owners.seat_of(press.device).is_some() {
            continue;
        }
        // A seat of another home waits for that home, not for a pad here.
        let Some(&(seat, _)) = away.0.iter().find(|(s, _)| !seats.remote.contains(s)) else {
            return;
        };
        owners.sit(press.device, seat.index());
        seat_back(&mut seats, &mut away, &mut pause, seat);
        info!("{} is back", seats.name(seat));
    }
}

/// Losing the window pauses a game a person at this screen is waiting on (not one in another
/// home: that person's own screen is in front of them); the attract mode plays on.
fn focus(
    mut focus: MessageReader<WindowFocused>,
    seats: Res<TableSeats>,
    mut pause: ResMut<TablePause>,
) {
    for event in focus.read() {
        if event.focused {
            pause.remove(PauseReason::Focus);
        } else if !seats.attract
            && seats
                .on_turn
                .iter()
                .any(|s| seats.is_human(*s) && !seats.remote.contains(s))
        {
            pause.add(PauseReason::Focus);
        }
    }
}
