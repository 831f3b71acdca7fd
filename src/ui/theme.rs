//! The look of every menu and panel: the table's colours, Noto Sans (umlauts!) and egui's
//! visuals in wood, felt and brass, and one zoom that scales the whole UI with the window.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, FontData, FontDefinitions, FontFamily};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use std::sync::Arc;

/// The table's colours.
pub mod colours {
    use bevy_egui::egui::Color32;
    pub const WOOD: Color32 = Color32::from_rgb(74, 44, 22);
    pub const WOOD_LIGHT: Color32 = Color32::from_rgb(122, 78, 40);
    pub const FELT: Color32 = Color32::from_rgb(24, 92, 52);
    pub const FELT_DARK: Color32 = Color32::from_rgb(14, 60, 34);
    pub const BRASS: Color32 = Color32::from_rgb(224, 184, 92);
    pub const CREAM: Color32 = Color32::from_rgb(250, 240, 214);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (theme, scale_with_window));
    // egui's font atlas grows into a Bevy image in `PostProcessOutput`: before the images'
    // change events are sent, so a word's new letters are drawn in the frame that first shows
    // them (after, they were blank for a frame: "uer Zeichen ist schon gew hlt").
    app.configure_sets(
        PostUpdate,
        bevy_egui::EguiPostUpdateSet::PostProcessOutput.before(bevy::asset::AssetEventSystems),
    );
}

/// Installs Noto Sans (umlauts!) and the colours once.
fn theme(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut fonts = FontDefinitions::default();
    let root = crate::assets::root();
    for (name, path) in [
        ("noto", crate::assets::FONT_REGULAR),
        ("noto-bold", crate::assets::FONT_BOLD),
    ] {
        match std::fs::read(root.join(path)) {
            Ok(bytes) => {
                fonts
                    .font_data
                    .insert(name.into(), Arc::new(FontData::from_owned(bytes)));
            }
            Err(e) => warn!("menu font {path} missing ({e}); using egui's own"),
        }
    }
    if fonts.font_data.contains_key("noto") {
        fonts
            .families
            .entry(FontFamily::Proportional)
            .or_default()
            .insert(0, "noto".into());
    }
    if fonts.font_data.contains_key("noto-bold") {
        fonts.families.insert(
            FontFamily::Name("bold".into()),
            vec!["noto-bold".into(), "noto".into()],
        );
    }
    ctx.set_fonts(fonts);
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = colours::WOOD;
    visuals.window_fill = Color32::from_rgba_unmultiplied(58, 34, 16, 240);
    visuals.window_stroke = egui::Stroke::new(2.0, colours::BRASS);
    visuals.override_text_color = Some(colours::CREAM);
    visuals.widgets.inactive.weak_bg_fill = colours::FELT;
    visuals.widgets.inactive.bg_fill = colours::FELT;
    visuals.widgets.hovered.weak_bg_fill = Color32::from_rgb(36, 124, 70);
    visuals.widgets.hovered.bg_fill = Color32::from_rgb(36, 124, 70);
    visuals.widgets.active.weak_bg_fill = colours::BRASS;
    visuals.widgets.hovered.bg_stroke = egui::Stroke::new(1.5, colours::BRASS);
    visuals.selection.bg_fill = colours::WOOD_LIGHT;
    visuals.selection.stroke = egui::Stroke::new(1.5, colours::BRASS);
    ctx.set_visuals(visuals);
    ctx.all_styles_mut(|style| {
        style.spacing.button_padding = egui::vec2(14.0, 7.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
        for (text_style, size) in [
            (egui::TextStyle::Body, 18.0),
            (egui::TextStyle::Button, 19.0),
            (egui::TextStyle::Heading, 30.0),
            (egui::TextStyle::Small, 14.0),
        ] {
            if let Some(font) = style.text_styles.get_mut(&text_style) {
                font.size = size;
            }
        }
    });
    *done = true;
    Ok(())
}

/// The window size the menus and panels are laid out for; other windows scale them.
pub const DESIGN_SIZE: Vec2 = Vec2::new(1280.0, 720.0);

/// The UI's zoom for a window of `size` (logical pixels): the whole UI scales like the table,
/// so what fits at 1280×720 fits from 800×600 to 4K.
pub fn ui_zoom(size: Vec2) -> f32 {
    let zoom = (size.x / DESIGN_SIZE.x).min(size.y / DESIGN_SIZE.y);
    // Quantized, so a window being dragged does not re-lay the UI on every pixel.
    ((zoom * 40.0).round() / 40.0).clamp(0.5, 4.0)
}

/// The UI scales with the window (egui's zoom factor).
fn scale_with_window(
    mut contexts: EguiContexts,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let Ok(window) = windows.single() else {
        return Ok(());
    };
    let zoom = ui_zoom(Vec2::new(window.width(), window.height()));
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - zoom).abs() > f32::EPSILON {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The UI keeps its 1280×720 layout at every window size, scaled to fit: 800×600 shows it
    /// at 0.625 (what fits at 1280×720 fits there), 1920×1080 and 4K larger, never cut.
    #[test]
    fn the_ui_scales_with_the_window() {
        for (w, h) in [
            (800.0, 600.0),
            (1280.0, 720.0),
            (1920.0, 1080.0),
            (3840.0, 2160.0),
        ] {
            let zoom = ui_zoom(Vec2::new(w, h));
            assert!(DESIGN_SIZE.x * zoom <= w + 0.5 && DESIGN_SIZE.y * zoom <= h + 0.5);
            assert!(DESIGN_SIZE.x * zoom >= w * 0.97 || DESIGN_SIZE.y * zoom >= h * 0.97);
        }
        assert_eq!(ui_zoom(Vec2::new(1920.0, 1080.0)), 1.5);
    }
}
