//! egui without a window or GPU (`Mode::HeadlessUi`, for tests): the screen it lays out on is
//! the window's size (a real window's camera reports it; a headless one cannot), so the HUD's
//! boxes lie where they would on screen and clicks from raw mouse input reach its buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        screen_from_window
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass)
            .run_if(|mode: Option<Res<crate::core::mode::Mode>>| {
                mode.is_some_and(|m| *m == crate::core::mode::Mode::HeadlessUi)
            }),
    );
}

fn screen_from_window(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut contexts: Query<(&mut EguiContext, &mut EguiInput), With<PrimaryEguiContext>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    for (mut ctx, mut input) in &mut contexts {
        let zoom = ctx.get_mut().zoom_factor();
        let size = egui::vec2(window.width(), window.height()) / zoom;
        input.screen_rect = Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size));
    }
}
