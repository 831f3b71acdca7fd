//! A phone that goes away mid-match (screen locked, Wi-Fi gone) is handled like an unplugged
//! gamepad: the table pauses with a reconnect prompt and a bot stands in after `reconnect_secs`
//! (the input faults' own timer); reopening the page takes the seat back. A seat with a phone
//! keeps its hand face down on the TV.

use super::{PhoneChange, PhoneSeats};
use crate::core::Screen;
use crate::input::faults::{Away, seat_back, seat_gone};
use crate::table::pause::TablePause;
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            // At a guest's screen the host decides (this home tells it: `net::guest`).
            phone_faults.run_if(not(resource_exists::<super::route::PhonesElsewhere>)),
            hands_on_phones,
        )
            .in_set(crate::input::SeatInput::Assign)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<TableSeats>)),
    );
}

fn phone_faults(
    mut changes: MessageReader<PhoneChange>,
    mut seats: ResMut<TableSeats>,
    mut pause: ResMut<TablePause>,
    mut away: ResMut<Away>,
    time: Res<Time>,
) {
    for change in changes.read() {
        match *change {
            PhoneChange::Left(seat) => {
                if seat_gone(&mut seats, &mut away, &mut pause, seat, time.elapsed_secs()) {
                    warn!("the phone of {} went away", seats.name(seat));
                }
            }
            PhoneChange::Took(_) => {}
            PhoneChange::Joined(seat) => {
                if !away.0.iter().any(|(s, _)| *s == seat) {
                    continue;
                }
                seat_back(&mut seats, &mut away, &mut pause, seat);
                info!("{} is back on the phone", seats.name(seat));
            }
        }
    }
}

/// The TV keeps a phone seat's hand face down: its owner sees it on the phone.
fn hands_on_phones(phones: Res<PhoneSeats>, mut privacy: ResMut<Privacy>) {
    let on_phones: Vec<_> = phones.seats().collect();
    if privacy.phones != on_phones {
        privacy.phones = on_phones;
    }
}
