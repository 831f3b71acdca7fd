//! A phone asking for a seat a person plays at the TV: the table pauses and asks that seat's own
//! device (its gamepad; the desk's keyboard for a seat the mouse or keyboard plays, or one with no
//! device of its own, which the shared desk plays), and only its yes gives the seat to the phone.
//! So a stranger with the table's token never takes a seat somebody is playing; the pause
//! menu's hand-over stays the other way (`seating.rs`).

use super::PhoneHost;
use crate::core::Screen;
use crate::core::actions::SeatAction;
use crate::input::controllers::{Device, Presses};
use crate::input::glyphs::binding_label;
use crate::input::owners::Owners;
use crate::input::remap::{self, DeviceKind};
use crate::table::pause::{PauseReason, TablePause};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;

/// The seats a phone is asking for now, waiting for their device's answer (the TV's prompt).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PhoneAsks(pub Vec<Seat>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PhoneAsks>();
    app.add_systems(
        Update,
        answer
            .in_set(crate::input::SeatInput::Assign)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<PhoneHost>)),
    );
    app.add_systems(OnExit(Screen::Table), |mut asks: ResMut<PhoneAsks>| {
        asks.0.clear();
    });
}

/// The devices that answer for `seat`: its own gamepads, and the desk's keyboard when the desk
/// plays it (its keyboard or mouse sits there, or no device of its own does).
pub fn answering(owners: &Owners, seat: usize) -> Vec<Device> {
    let own: Vec<Device> = owners.devices_of(seat).collect();
    let mut devices: Vec<Device> = own
        .iter()
        .copied()
        .filter(|d| matches!(d, Device::Gamepad(_)))
        .collect();
    if own.is_empty() || own.iter().any(|d| !matches!(d, Device::Gamepad(_))) {
        devices.push(Device::Keyboard);
    }
    devices
}

/// The seat's device says yes (Confirm) or no (Back); the table rests while a phone asks, and
/// in the frame of the answer too, so the answering press moves nothing else.
fn answer(
    host: Res<PhoneHost>,
    (presses, owners): (Res<Presses>, Res<Owners>),
    mut asks: ResMut<PhoneAsks>,
    mut pause: ResMut<TablePause>,
) {
    let shared = &host.server.shared;
    let mut resting: Vec<Seat> = Vec::new();
    for seat in shared.asked() {
        let devices = answering(&owners, seat as usize);
        let said = presses
            .0
            .iter()
            .filter(|p| devices.contains(&p.device))
            .find_map(|p| match p.action {
                SeatAction::Confirm => Some(true),
                SeatAction::Back => Some(false),
                _ => None,
            });
        if let Some(yes) = said {
            shared.answer(seat as usize, yes);
            info!(
                "the TV said {} to a phone for seat {}",
                if yes { "yes" } else { "no" },
                seat as usize + 1
            );
        }
        resting.push(Seat(seat));
    }
    for &seat in &asks.0 {
        if !resting.contains(&seat) {
            pause.remove(PauseReason::PhoneAsks(seat));
        }
    }
    for &seat in &resting {
        pause.add(PauseReason::PhoneAsks(seat));
    }
    if asks.0 != resting {
        asks.0 = resting;
    }
}

/// The prompt's lines (drawn top centre by `ui::phone_ask`): which seat a phone asks for, and
/// which buttons answer.
pub fn prompt_lines(
    asks: &PhoneAsks,
    seats: &TableSeats,
    owners: &Owners,
    settings: &crate::settings::Settings,
    pad: crate::input::glyphs::PadKind,
    tr: &crate::core::Tr,
) -> Vec<String> {
    asks.0
        .iter()
        .map(|&seat| {
            let on_pad = answering(owners, seat.index())
                .iter()
                .all(|d| matches!(d, Device::Gamepad(_)));
            let kind = if on_pad {
                DeviceKind::Gamepad
            } else {
                DeviceKind::Keyboard
            };
            let button = |action| {
                remap::bound(&settings.bindings, kind, action)
                    .first()
                    .map_or_else(
                        || crate::tr!(tr, "settings-unbound"),
                        |b| binding_label(*b, pad, tr),
                    )
            };
            crate::tr!(
                tr,
                "phone-ask-prompt",
                n = seat.index() + 1,
                who = seats.name(seat),
                yes = button(SeatAction::Confirm),
                no = button(SeatAction::Back)
            )
        })
        .collect()
}
