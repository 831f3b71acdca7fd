//! The "How to play" page's widget: the open game's page over the lobby or the paused table,
//! scrolled where the model says (the arrows), closed by its button, Escape or a click beside it.

use super::{colours, wood_frame};
use crate::core::overlay::Overlay;
use crate::core::{Screen, TableGames};
use crate::screens::howto::HowTo;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Points the page scrolls for one step of the arrows.
const STEP: f32 = 48.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        page.run_if(in_state(Screen::Lobby).or_else(in_state(Screen::Table)))
            .run_if(in_state(Overlay::Rules)),
    );
}

fn page(
    mut contexts: EguiContexts,
    mut howto: ResMut<HowTo>,
    games: Res<TableGames>,
    tr: Res<crate::core::Tr>,
    mut shown_scroll: Local<Option<f32>>,
    mut next: ResMut<NextState<Overlay>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some((heading, text)) = howto.page(&tr, &games) else {
        return Ok(());
    };
    let screen = ctx.viewport_rect();
    let width = (screen.width() * 0.7).clamp(320.0, 900.0);
    let height = (screen.height() * 0.75).max(240.0);
    let mut close = false;
    let shown = egui::Modal::new("how to play".into())
        .frame(wood_frame())
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.label(
                egui::RichText::new(heading)
                    .size(32.0)
                    .color(colours::BRASS),
            );
            ui.add_space(8.0);
            let mut area = egui::ScrollArea::vertical()
                .id_salt("how to play text")
                .max_height(height - 140.0)
                .auto_shrink([false, true]);
            // The arrows' steps move the page; the wheel still scrolls between them.
            if *shown_scroll != Some(howto.scroll) {
                area = area.vertical_scroll_offset(howto.scroll * STEP);
            }
            area.show(ui, |ui| {
                ui.label(egui::RichText::new(&text).size(20.0));
            });
            ui.add_space(10.0);
            ui.vertical_centered(|ui| {
                if ui
                    .button(egui::RichText::new(crate::tr!(tr, "howto-close")).size(22.0))
                    .clicked()
                {
                    close = true;
                }
            });
        });
    *shown_scroll = Some(howto.scroll);
    if close || shown.should_close() {
        howto.close(&mut next);
        *shown_scroll = None;
    }
    Ok(())
}
