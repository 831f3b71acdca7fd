//! The pieces every menu and panel is made of: the brass-edged buttons (big, focused, fixed
//! width, with words set smaller to fit), the wooden frame, a centred frame, a centred menu that
//! scrolls rather than run past the window, the red message box and the whole-window screen.

use super::colours;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CutWords>();
}

/// A big brass-edged button.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        [340.0, 46.0],
        egui::Button::new(egui::RichText::new(text).size(22.0).color(colours::CREAM))
            .fill(colours::FELT)
            .stroke(egui::Stroke::new(1.5, colours::BRASS))
            .corner_radius(10),
    )
}

/// A menu item: a big button that also shows the controllers' focus.
pub fn menu_button(ui: &mut egui::Ui, text: &str, focused: bool) -> egui::Response {
    let (fill, stroke) = if focused {
        (colours::WOOD_LIGHT, egui::Stroke::new(3.5, colours::BRASS))
    } else {
        (colours::FELT, egui::Stroke::new(1.5, colours::BRASS))
    };
    let label = if focused {
        format!("» {text} «")
    } else {
        text.to_string()
    };
    ui.add_sized(
        [380.0, 46.0],
        egui::Button::new(egui::RichText::new(label).size(22.0).color(colours::CREAM))
            .fill(fill)
            .stroke(stroke)
            .corner_radius(10),
    )
}

/// A smaller menu item, for menus with many items (the lobby).
pub fn small_menu_button(ui: &mut egui::Ui, text: &str, focused: bool) -> egui::Response {
    let (fill, stroke) = if focused {
        (colours::WOOD_LIGHT, egui::Stroke::new(3.0, colours::BRASS))
    } else {
        (colours::FELT, egui::Stroke::new(1.2, colours::BRASS))
    };
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(17.0).color(colours::CREAM))
            .fill(fill)
            .stroke(stroke)
            .corner_radius(8)
            .min_size(egui::vec2(226.0, 38.0)),
    )
}

/// A menu button of a fixed width, so a grid of them never shifts when a label changes; a long
/// label is set smaller to fit.
pub fn fixed_menu_button(
    ui: &mut egui::Ui,
    text: &str,
    focused: bool,
    width: f32,
) -> egui::Response {
    let (fill, stroke) = if focused {
        (colours::WOOD_LIGHT, egui::Stroke::new(3.0, colours::BRASS))
    } else {
        (colours::FELT, egui::Stroke::new(1.2, colours::BRASS))
    };
    let size = fitting_px(ui, text, 17.0, width - 44.0, 10.0).unwrap_or(10.0);
    ui.add_sized(
        [width, 38.0],
        egui::Button::new(egui::RichText::new(text).size(size).color(colours::CREAM))
            .fill(fill)
            .stroke(stroke)
            .corner_radius(8)
            .truncate(),
    )
}

/// The letter size at which `text` fits a room `room` points wide: `px` where it fits, else
/// smaller, down to `least`; `None` where even that is too wide (the words are cut short).
pub fn fitting_px(ui: &egui::Ui, text: &str, px: f32, room: f32, least: f32) -> Option<f32> {
    let wide = ui
        .painter()
        .layout_no_wrap(
            text.to_string(),
            egui::FontId::proportional(px),
            colours::CREAM,
        )
        .size()
        .x;
    let fit = px * (room / wide.max(1.0)).min(1.0);
    (fit >= least).then_some(fit)
}

/// Words a menu had to cut short in its last frame, too long for their room even in their
/// smallest letters ("Mouse + Keyboa…"): none should be, and the tests look.
#[derive(Resource, Debug, Default, Clone)]
pub struct CutWords(pub Vec<String>);

/// A wooden panel frame.
pub fn wood_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(Color32::from_rgb(58, 34, 16))
        .stroke(egui::Stroke::new(2.0, colours::BRASS))
        .corner_radius(14)
        .inner_margin(18)
}

/// `frame` in the middle of its row: egui lays a frame out from the row's left, so this one is
/// moved in by half the room it left the frame before (the first frame is measured, not shown).
pub fn centred_frame<R>(
    ui: &mut egui::Ui,
    salt: &str,
    frame: egui::Frame,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let id = ui.id().with(salt);
    let width: Option<f32> = ui.ctx().data(|d| d.get_temp(id));
    if width.is_none() {
        ui.ctx().request_discard("a centred frame measures itself");
    }
    let room = ui.available_width();
    ui.horizontal(|ui| {
        ui.add_space(((room - width.unwrap_or(room)) / 2.0).max(0.0));
        let shown = frame.show(ui, add);
        let width = shown.response.rect.width();
        ui.ctx().data_mut(|d| d.insert_temp(id, width));
        shown.inner
    })
    .inner
}

/// The widest a message stands before it wraps (points).
pub(super) const MESSAGE_WIDTH: f32 = 560.0;

/// Points a panel in the window's middle keeps from the window's top and bottom edges.
const PANEL_EDGE: f32 = 16.0;

/// A menu in the window's middle (the pause menu) that never runs past the window: its `head`
/// (heading, hint) always shows, its `body` (the rows) scrolls by the wheel when the window is too
/// low for all of it, and scrolls to the focused row when `focus` (its number) moves by keys or a
/// pad; `body` is told whether it moved, so the focused row can `scroll_to_me`.
pub fn centred_scrolling_panel(
    ctx: &egui::Context,
    id: &'static str,
    focus: usize,
    head: impl FnOnce(&mut egui::Ui),
    body: impl FnOnce(&mut egui::Ui, bool),
) {
    // The focus and the pass it moved in (or the panel opened in), and the last pass shown: the
    // rows scroll to it for a few passes after (the first is the area's sizing pass).
    let seen = egui::Id::new(id).with("focus");
    let pass = ctx.cumulative_pass_nr();
    let (was, since, shown) = ctx
        .data(|d| d.get_temp::<(usize, u64, u64)>(seen))
        .unwrap_or((focus, pass, 0));
    let since = if was != focus || shown + 1 < pass {
        pass
    } else {
        since
    };
    ctx.data_mut(|d| d.insert_temp(seen, (focus, since, pass)));
    let moved = pass - since <= 2;
    let frame = wood_frame();
    // The frame's margins and strokes, above and below.
    let frame_y = frame.total_margin().sum().y;
    let room = ctx.viewport_rect().height() - 2.0 * PANEL_EDGE - frame_y;
    egui::Area::new(id.into())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    let top = ui.min_rect().top();
                    head(ui);
                    let used = ui.min_rect().bottom() - top + ui.spacing().item_spacing.y;
                    // At least that high when it scrolls: an area lays its content out in the
                    // size it had, so the rows would keep the sizing pass's guess.
                    let high = (room - used).max(60.0);
                    egui::ScrollArea::vertical()
                        .id_salt(id)
                        .max_height(high)
                        .min_scrolled_height(high)
                        .show(ui, |ui| body(ui, moved));
                });
            });
        });
}

/// A short message for the players (the table's message slot, the title's word on why it is
/// back), in one red box: on one line up to `MESSAGE_WIDTH`, wrapped at that width beyond it,
/// whatever room the area it lies in had last frame (an area new on the screen, or one near
/// the window's edge, has almost none: a message there stood one word a line).
pub fn message(ui: &mut egui::Ui, text: &str) {
    message_within(ui, text, MESSAGE_WIDTH);
}

/// `message`, wrapped at `width` instead (the table's message slot, placed by that width).
pub fn message_within(ui: &mut egui::Ui, text: &str, width: f32) {
    let words = egui::WidgetText::from(egui::RichText::new(text).size(20.0));
    let one_line = words
        .clone()
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::FontSelection::Default,
        )
        .size()
        .x;
    egui::Frame::new()
        .fill(Color32::from_rgba_unmultiplied(120, 24, 20, 235))
        .corner_radius(10)
        .inner_margin(12)
        .show(ui, |ui| {
            ui.set_min_width(one_line.min(width));
            ui.set_max_width(width);
            ui.add(egui::Label::new(words).wrap())
        });
}

/// A whole-window screen (title, lobby, results) on dark felt.
pub fn full_screen(ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui)) {
    let mut root = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(colours::FELT_DARK).inner_margin(24))
        .show(&mut root, add);
}
