//! The attract mode's banner: the game's name and "press any button", large enough to read
//! across a room (it grows with the window).

use super::colours;
use crate::core::{MatchSetup, Screen, TableGames};
use crate::games::driver::attract::AttractShare;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        banner
            .run_if(in_state(Screen::Table))
            .run_if(|setup: Res<MatchSetup>| setup.attract),
    );
}

fn banner(
    mut contexts: EguiContexts,
    setup: Res<MatchSetup>,
    share: Res<AttractShare>,
    games: Res<TableGames>,
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The game at the table now (the share may still name the last one for a frame).
    let shown = AttractShare {
        game: setup.game.clone(),
        ..share.clone()
    };
    let (title, prompt) = shown.words(&tr, &games);
    let height = ctx.viewport_rect().height();
    let big = (height * 0.052).max(24.0);
    let small = (height * 0.034).max(16.0);
    // The call to press breathes, so it catches the eye of someone passing.
    let glow = 0.65 + 0.35 * (time.elapsed_secs() * 2.4).sin().abs();
    egui::Area::new("attract banner".into())
        // The round panel's corner (the games leave it to the banner in the attract mode): it
        // holds no cards at any window size.
        .anchor(egui::Align2::LEFT_BOTTOM, [16.0, -12.0])
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_black_alpha(170))
                .corner_radius(18)
                .inner_margin(egui::Margin::symmetric(28, 10))
                .show(ui, |ui| {
                    // One line each, never wrapped ("Jammerlap-pen").
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new(title)
                                .size(big)
                                .color(colours::BRASS)
                                .family(egui::FontFamily::Name("bold".into())),
                        );
                        ui.label(
                            egui::RichText::new(prompt)
                                .size(small)
                                .color(egui::Color32::WHITE.gamma_multiply(glow)),
                        );
                    });
                });
        });
    Ok(())
}
