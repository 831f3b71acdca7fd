//! Where egui meets the one input stream: whether the pointer is over a panel or a text field
//! takes the keys, every panel's place for the click test, and Tab kept for the menus' own focus.

use super::boxes;
use crate::core::PointerOverUi;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, track_pointer);
    app.add_systems(
        PreUpdate,
        no_egui_tab
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

fn track_pointer(
    mut contexts: EguiContexts,
    mut over: ResMut<PointerOverUi>,
    mut typing: ResMut<crate::core::TypingInUi>,
    mut rects: ResMut<crate::core::UiRects>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    over.0 = ctx.is_pointer_over_egui() || ctx.egui_wants_pointer_input();
    typing.0 = ctx.text_edit_focused();
    // Only a text field keeps egui's keyboard focus: any other widget's focus would be a second
    // outline beside the menus' own, on which Enter does nothing.
    if !typing.0
        && let Some(id) = ctx.memory(|m| m.focused())
    {
        ctx.memory_mut(|m| m.surrender_focus(id));
    }
    // Every panel's place (this pass's and the last one's), in window pixels: the click test
    // needs no pointer history, so a click on a panel never reaches the table.
    rects.0 = boxes::area_boxes(ctx, windows.single().ok())
        .into_iter()
        .map(|b| b.rect)
        .collect();
    Ok(())
}

/// Tab is the menus' "next" (one focus, the menus' own): egui never sees it, so it never adds a
/// second focus outline of its own.
fn no_egui_tab(mut inputs: Query<&mut bevy_egui::EguiInput>) {
    for mut input in &mut inputs {
        input.events.retain(|e| {
            !matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab,
                    ..
                }
            )
        });
    }
}
