//! The radial menus of Gämsh Alpin's gamepads, drawn at the seat while their button is held (the
//! gestures, or the calls with the teams to point at), and the pad's hints along an edge where they
//! hide nothing.

use super::GaemshShown;
use super::input::{COUNTER_KEYS, DOUBLE_KEY, GAEMSH_KEY, GESTURE_KEYS, NEW_MIDDLE_KEY, OUT_KEYS};
use super::pad::{CALLS, GESTURES};
use super::{GaemshSight, words};
use crate::core::Tr;
use crate::core::actions::SeatAction;
use crate::input::aim::OpenWheels;
use crate::input::controllers::Device;
use crate::input::owners::Owners;
use crate::table::cards::TableArea;
use crate::tr;
use crate::ui::colours;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use stammtisch_rules::Seat;
use stammtisch_rules::games::gaemsh_alpin::{GaemshView, Gesture, Phase};

pub(super) fn plugin(app: &mut App) {
    crate::ui::add_hud::<GaemshSight, _>(app, (draw_wheels, pad_hints));
}

/// What an entry of a wheel says (`public`: the public view).
fn entry_label(public: &GaemshView, seat: Seat, key: KeyCode, tr: &Tr) -> String {
    if let Some(i) = GESTURE_KEYS.iter().position(|k| *k == key) {
        return words::gesture_name(tr, Gesture::ALL[i]);
    }
    let team = |i: usize| {
        let team = super::input::opposing(public.teams, public.team_of(seat))
            .get(i)
            .copied()
            .unwrap_or(0);
        words::team_name(tr, team as usize)
    };
    if let Some(i) = COUNTER_KEYS.iter().position(|k| *k == key) {
        return tr!(tr, "gaemsh-wheel-counter", team = team(i));
    }
    if let Some(i) = OUT_KEYS.iter().position(|k| *k == key) {
        return tr!(tr, "gaemsh-wheel-out", team = team(i));
    }
    match key {
        k if k == GAEMSH_KEY => tr!(tr, "gaemsh-call-gaemsh"),
        k if k == DOUBLE_KEY => tr!(tr, "gaemsh-call-double"),
        k if k == NEW_MIDDLE_KEY => tr!(tr, "gaemsh-wheel-new-middle"),
        _ => String::new(),
    }
}

fn draw_wheels(
    mut contexts: EguiContexts,
    table: Res<GaemshShown>,
    sight: Res<GaemshSight>,
    wheels: Res<OpenWheels>,
    area: Res<TableArea>,
    tr: Res<Tr>,
) -> Result {
    if wheels.0.is_empty() {
        return Ok(());
    }
    let title = |open: &crate::input::aim::OpenWheel| {
        let pointing = table.local.pointing[open.seat.index() % 6];
        match (open.wheel.button, pointing) {
            (b, Some(team)) if b == GESTURES && sight.public.phase == Phase::Play => tr!(
                tr,
                "gaemsh-which-signal",
                team = words::team_name(&tr, team as usize)
            ),
            (b, _) if b == CALLS => tr!(tr, "gaemsh-calls"),
            _ => tr!(tr, "gaemsh-gestures"),
        }
    };
    let label =
        |open: &crate::input::aim::OpenWheel, key| entry_label(&sight.public, open.seat, key, &tr);
    let players = sight.public.players;
    crate::ui::wheel::draw_all(contexts.ctx_mut()?, &wheels, &area, players, title, label);
    Ok(())
}

/// How wide the pad's hints' lines run before they wrap (egui points at 1280×720).
pub const HINTS_WIDTH: f32 = 255.0;

/// While a gamepad plays a seat, a box along the window's edge (the top left corner, unless it
/// hides a card, a plate, an avatar or another box there) names what its buttons do here, as the
/// pad in hand labels them.
#[allow(clippy::too_many_arguments)]
fn pad_hints(
    mut contexts: EguiContexts,
    table: Res<GaemshShown>,
    sight: Res<GaemshSight>,
    owners: Res<Owners>,
    settings: Res<crate::settings::Settings>,
    pads: Query<(&Gamepad, Option<&Name>)>,
    felt: crate::ui::felt_under::FeltUnder,
    tr: Res<Tr>,
) -> Result {
    let has_pad = owners
        .0
        .iter()
        .any(|o| matches!(o.device, Device::Gamepad(_)));
    if !has_pad || table.attract || sight.public.phase != Phase::Play {
        return Ok(());
    }
    let kind = crate::input::glyphs::hint_kind(pads.iter());
    let button =
        |action| crate::screens::settings_words::pad_button_of(&settings, action, kind, &tr);
    let lines = [
        tr!(tr, "gaemsh-pad-slap", button = button(SeatAction::Act3)),
        tr!(
            tr,
            "gaemsh-pad-swap",
            prev = button(SeatAction::Prev),
            next = button(SeatAction::Next)
        ),
        tr!(tr, "gaemsh-pad-gestures", button = button(SeatAction::Act1)),
        tr!(tr, "gaemsh-pad-calls", button = button(SeatAction::Act2)),
        tr!(tr, "gaemsh-pad-peek", button = button(SeatAction::Peek)),
    ];
    let ctx = contexts.ctx_mut()?;
    // Among six the table is full: a narrow frame.
    let frame = crate::ui::panel_frame(sight.public.teams > 2);
    crate::ui::clear_panel_in(
        ctx,
        "gaemsh-pad-hints",
        egui::Align2::CENTER_TOP,
        &felt,
        frame,
        |ui| {
            ui.set_max_width(HINTS_WIDTH);
            ui.spacing_mut().item_spacing.y = 2.0;
            for line in lines {
                ui.label(egui::RichText::new(line).size(12.0).color(colours::CREAM));
            }
        },
    );
    Ok(())
}
