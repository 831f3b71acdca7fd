//! The attract mode's banner: the game's name and "press any button", large enough to read
//! across a room (it grows with the window), in the window corner where it covers the fewest
//! cards and name plates. Drawing only: it reads `core::AttractShare`, which the driver writes,
//! so `ui/` depends on `core/`, never on `games/`.

use super::colours;
use crate::core::{AttractShare, MatchSetup, Screen, TableGames};
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

/// The four corners the banner may take, bottom left first (the round panel's corner, which the
/// games leave to the banner in the attract mode).
const CORNERS: [egui::Align2; 4] = [
    egui::Align2::LEFT_BOTTOM,
    egui::Align2::RIGHT_BOTTOM,
    egui::Align2::LEFT_TOP,
    egui::Align2::RIGHT_TOP,
];

/// The corner the banner is in, and its size (window pixels) as last drawn.
#[derive(Default)]
struct Placed {
    corner: usize,
    size: egui::Vec2,
}

/// The banner's rectangle in a corner of a `window`-sized screen (window pixels, y down).
fn corner_rect(corner: usize, size: egui::Vec2, window: egui::Vec2) -> egui::Rect {
    let (w, h) = (size.x + 16.0, size.y + 12.0);
    let x = if CORNERS[corner].x() == egui::Align::Min {
        0.0
    } else {
        window.x - w
    };
    let y = if CORNERS[corner].y() == egui::Align::Min {
        0.0
    } else {
        window.y - h
    };
    egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h))
}

#[allow(clippy::too_many_arguments)]
fn banner(
    mut contexts: EguiContexts,
    setup: Res<MatchSetup>,
    share: Res<AttractShare>,
    games: Res<TableGames>,
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
    felt: super::felt_under::FeltUnder,
    mut placed: Local<Placed>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The game at the table now (the share may still name the last one for a frame).
    let shown = AttractShare {
        game: setup.game.clone(),
        ..share.clone()
    };
    let (title, prompt) = shown.words(&tr, &games);
    let height = ctx.viewport_rect().height();
    let big = (height * 0.048).max(22.0);
    let small = (height * 0.032).max(15.0);
    // The call to press breathes, so it catches the eye of someone passing.
    let glow = 0.65 + 0.35 * (time.elapsed_secs() * 2.4).sin().abs();
    // How much of the cards (where they lie or land) and the name plates the banner would cover
    // in each corner; it moves only when its corner is covered and another covers less.
    let window = felt.window();
    let zoom = ctx.zoom_factor();
    let covered = |corner: usize| felt.covered(corner_rect(corner, placed.size * zoom, window));
    let here = covered(placed.corner);
    if here > 0.0
        && let Some(better) = (0..CORNERS.len())
            .map(|c| (c, covered(c)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .filter(|&(_, area)| area < here)
    {
        placed.corner = better.0;
    }
    let corner = CORNERS[placed.corner];
    let offset = [
        if corner.x() == egui::Align::Min {
            16.0
        } else {
            -16.0
        },
        if corner.y() == egui::Align::Min {
            12.0
        } else {
            -12.0
        },
    ];
    let shown = egui::Area::new("attract banner".into())
        .anchor(corner, offset)
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
    placed.size = shown.response.rect.size();
    Ok(())
}
