//! The TV's prompt while a phone asks for a seat a person plays here (`phone::ask` keeps the
//! asks and words the lines): top centre, over the table.

use super::{colours, wood_frame};
use crate::core::Screen;
use crate::input::owners::Owners;
use crate::phone::ask::{PhoneAsks, prompt_lines};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The prompt's width at most (points): it wraps within an 800-pixel window.
const PROMPT_WIDTH: f32 = 520.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        prompt.run_if(in_state(Screen::Table)),
    );
}

/// The prompt, top centre: which seat a phone asks for, and which buttons answer.
fn prompt(
    mut contexts: EguiContexts,
    asks: Res<PhoneAsks>,
    seats: Option<Res<TableSeats>>,
    owners: Res<Owners>,
    settings: Res<crate::settings::Settings>,
    pads: Query<(&Gamepad, Option<&Name>)>,
    tr: Res<crate::core::Tr>,
) -> Result {
    let Some(seats) = seats else { return Ok(()) };
    if asks.0.is_empty() {
        return Ok(());
    }
    let pad = crate::input::glyphs::hint_kind(pads.iter());
    let lines = prompt_lines(&asks, &seats, &owners, &settings, pad, &tr);
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("phone-ask".into())
        .anchor(egui::Align2::CENTER_TOP, [0.0, 16.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            wood_frame().show(ui, |ui| {
                ui.set_max_width(PROMPT_WIDTH);
                for line in &lines {
                    ui.label(egui::RichText::new(line).size(20.0).color(colours::BRASS));
                }
            });
        });
    Ok(())
}
