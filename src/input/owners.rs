//! Which device plays which seat, with the seat's colour (`table::colours`). The lobby changes it; the table reads it.

use super::DeskSeats;
use super::controllers::Device;
use crate::core::{MatchSetup, Screen};
use crate::table::colours::PALETTE;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;

/// One device playing one seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Owner {
    pub device: Device,
    pub seat: usize,
    /// Index into `PALETTE`.
    pub colour: usize,
}

/// Every device's seat. Kept across screens, so a second game starts with the same people.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Owners(pub Vec<Owner>);

impl Default for Owners {
    /// The desk: mouse and keyboard play the first seat.
    fn default() -> Self {
        Owners(vec![
            Owner {
                device: Device::Mouse,
                seat: 0,
                colour: 0,
            },
            Owner {
                device: Device::Keyboard,
                seat: 0,
                colour: 0,
            },
        ])
    }
}

impl Owners {
    pub fn seat_of(&self, device: Device) -> Option<usize> {
        self.0.iter().find(|o| o.device == device).map(|o| o.seat)
    }
    pub fn devices_of(&self, seat: usize) -> impl Iterator<Item = Device> + '_ {
        self.0
            .iter()
            .filter(move |o| o.seat == seat)
            .map(|o| o.device)
    }
    pub fn colour_of(&self, seat: usize) -> Option<usize> {
        self.0.iter().find(|o| o.seat == seat).map(|o| o.colour)
    }
    /// The first colour no other seat wears.
    pub fn free_colour(&self, after: usize) -> usize {
        (1..=PALETTE.len())
            .map(|k| (after % PALETTE.len() + k) % PALETTE.len())
            .find(|c| !self.0.iter().any(|o| o.colour == *c))
            .unwrap_or(after)
    }
    /// `device` plays `seat` from now on (it leaves any other seat), in the seat's colour.
    pub fn sit(&mut self, device: Device, seat: usize) {
        self.0.retain(|o| o.device != device);
        let colour = self
            .colour_of(seat)
            .unwrap_or_else(|| self.free_colour(seat + PALETTE.len() - 1));
        self.0.push(Owner {
            device,
            seat,
            colour,
        });
    }
    pub fn leave(&mut self, device: Device) {
        self.0.retain(|o| o.device != device);
    }
    /// Two seats trade places: their devices go with them.
    pub fn swap_seats(&mut self, a: usize, b: usize) {
        for owner in &mut self.0 {
            if owner.seat == a {
                owner.seat = b;
            } else if owner.seat == b {
                owner.seat = a;
            }
        }
    }
    /// Seat `i` left the table: its devices stand up, later seats' devices move up with them.
    pub fn seat_removed(&mut self, i: usize) {
        self.0.retain(|o| o.seat != i);
        for owner in self.0.iter_mut().filter(|o| o.seat > i) {
            owner.seat -= 1;
        }
    }
    /// Drops owners of seats that are gone or no longer human.
    pub fn keep_valid(&mut self, setup: &MatchSetup) {
        self.0
            .retain(|o| setup.seats.get(o.seat).is_some_and(|s| s.is_human()));
    }
    /// Whether every human seat has a device of its own (else the desk devices are shared).
    pub fn all_seated(&self, setup_humans: impl Iterator<Item = usize>) -> bool {
        let mut humans = setup_humans;
        humans.all(|seat| self.0.iter().any(|o| o.seat == seat))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Owners>();
    app.add_systems(OnEnter(Screen::Table), seat_the_desk);
    app.add_systems(Update, desk_seats.in_set(super::SeatInput::Assign));
}

/// A game without any device at a human seat (a quick game from the title) gives the desk to
/// the first human seat; the attract mode has no owners at all.
fn seat_the_desk(setup: Res<MatchSetup>, mut owners: ResMut<Owners>) {
    if setup.attract {
        return;
    }
    owners.keep_valid(&setup);
    if owners.0.is_empty()
        && let Some(first) = setup.seats.iter().position(|s| s.is_human())
    {
        owners.sit(Device::Mouse, first);
        owners.sit(Device::Keyboard, first);
    }
}

/// The mouse and keyboard act for their own seat when every human seat of this screen (not
/// another home's) has a device; otherwise they are shared and act for whichever human is on
/// turn (hot seat).
fn desk_seats(seats: Option<Res<TableSeats>>, owners: Res<Owners>, mut desk: ResMut<DeskSeats>) {
    let wanted = match seats {
        Some(seats)
            if !seats.attract
                && owners.all_seated(
                    seats
                        .human_seats()
                        .filter(|s| !seats.remote.contains(s))
                        .map(|s| s.index()),
                ) =>
        {
            DeskSeats {
                mouse: owners.seat_of(Device::Mouse).map(|s| Seat(s as u8)),
                keyboard: owners.seat_of(Device::Keyboard).map(|s| Seat(s as u8)),
            }
        }
        _ => DeskSeats::default(),
    };
    if *desk != wanted {
        *desk = wanted;
    }
}
