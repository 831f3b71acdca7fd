//! Menus and HUD in egui, themed like the table: wood, felt and brass instead of default grey.

mod attract;
pub mod boxes;
pub mod felt_under;
mod headless;
mod howto;
pub mod layout_check;
mod lobby;
pub mod online;
mod phone_ask;
mod phones;
mod results;
mod settings;
mod table_overlay;
mod title;
pub mod wheel;

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, FontData, FontDefinitions, FontFamily};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use std::sync::Arc;

use crate::core::PointerOverUi;

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
    app.init_resource::<CutWords>();
    app.add_systems(
        EguiPrimaryContextPass,
        (theme, scale_with_window, track_pointer),
    );
    app.add_systems(
        PreUpdate,
        no_egui_tab
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
    app.add_plugins((
        boxes::plugin,
        headless::plugin,
        attract::plugin,
        howto::plugin,
        layout_check::plugin,
        title::plugin,
        lobby::plugin,
        phone_ask::plugin,
        phones::plugin,
        online::plugin,
        results::plugin,
        settings::plugin,
        table_overlay::plugin,
    ));
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

/// A short message for the players (the table's message slot, the title's word on why it is
/// back), in one red box.
pub fn message(ui: &mut egui::Ui, text: &str) {
    egui::Frame::new()
        .fill(Color32::from_rgba_unmultiplied(120, 24, 20, 235))
        .corner_radius(10)
        .inner_margin(12)
        .show(ui, |ui| ui.label(egui::RichText::new(text).size(20.0)));
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

/// What a HUD needs to press for the mouse's seat: its buttons press the same keys the
/// keyboard does, stamped like a click, so they enter the one input stream.
#[derive(bevy::ecs::system::SystemParam)]
pub struct HudPress<'w> {
    desk: Res<'w, crate::input::DeskSeats>,
    clock: Res<'w, crate::core::TableClock>,
    arrivals: Res<'w, crate::input::arrivals::Arrivals>,
    seats: Res<'w, crate::table::seats::TableSeats>,
    presses: MessageWriter<'w, crate::core::TablePress>,
}

impl HudPress<'_> {
    /// A HUD button pressed `key` for the mouse's seat.
    pub fn key(&mut self, key: KeyCode) {
        self.presses.write(crate::core::TablePress {
            seat: self.desk.mouse,
            what: crate::core::PressKind::Key(key),
            stamp: crate::core::Stamp::new(self.clock.now, self.arrivals.mouse(MouseButton::Left)),
        });
    }

    /// A HUD choice that points the mouse's seat at the holder of the card `key`, acting on
    /// nothing (`TableButton::Point`).
    pub fn point(&mut self, key: crate::core::CardKey) {
        self.presses.write(crate::core::TablePress {
            seat: self.desk.mouse,
            what: crate::core::PressKind::Pick {
                card: key.id(),
                key: Some(key),
                spot: None,
                by: Some(crate::core::TableButton::Point),
            },
            stamp: crate::core::Stamp::new(self.clock.now, self.arrivals.mouse(MouseButton::Left)),
        });
    }

    /// A verb's button: its words with the key it presses ("Klopfen  [K]",
    /// `glyphs::with_key`), at least `width` wide, greyed while not `enabled`; a click presses
    /// that key.
    pub fn verb_button(
        &mut self,
        ui: &mut egui::Ui,
        tr: &crate::core::Tr,
        words: &str,
        key: KeyCode,
        enabled: bool,
        width: f32,
    ) {
        let label = crate::input::glyphs::with_key(words, key, tr);
        let button = egui::Button::new(label).min_size(egui::vec2(width, 0.0));
        if ui.add_enabled(enabled, button).clicked() {
            self.key(key);
        }
    }

    /// The seat the mouse's buttons act for now, if that seat may act now.
    pub fn seat(&self) -> Option<stammtisch_rules::Seat> {
        let on_turn = &self.seats.on_turn;
        self.seats
            .acting_for(self.desk.mouse, on_turn)
            .filter(|s| on_turn.contains(s))
    }
}

/// A HUD panel in a corner of the table (`LEFT_BOTTOM`, `RIGHT_BOTTOM`, ...), in a wooden frame.
pub fn corner_panel(
    ctx: &egui::Context,
    id: &'static str,
    corner: egui::Align2,
    add: impl FnOnce(&mut egui::Ui),
) {
    egui::Area::new(id.into())
        .anchor(corner, corner_offset(corner))
        .show(ctx, |ui| {
            wood_frame().show(ui, add);
        });
}

/// How far a corner panel keeps from the window's edges (egui points).
fn corner_offset(corner: egui::Align2) -> egui::Vec2 {
    let x = match corner.x() {
        egui::Align::Min => 16.0,
        egui::Align::Center => 0.0,
        egui::Align::Max => -16.0,
    };
    let y = match corner.y() {
        egui::Align::Min => 12.0,
        egui::Align::Center => 0.0,
        egui::Align::Max => -12.0,
    };
    egui::vec2(x, y)
}

/// A corner panel that may stand in any of `corners`: it takes the one where it hides the fewest
/// cards and name plates (the first when they tie) and stays there unless another hides clearly
/// less, so it does not jump while cards fly.
pub fn clear_corner_panel(
    ctx: &egui::Context,
    id: &'static str,
    corners: &[egui::Align2],
    felt: &felt_under::FeltUnder,
    add: impl FnOnce(&mut egui::Ui),
) {
    let area_id = egui::Id::new(id);
    let choice_id = area_id.with("corner");
    let zoom = ctx.zoom_factor();
    let window = felt.window() / zoom;
    let mut chosen: usize = ctx.data(|d| d.get_temp(choice_id)).unwrap_or(0);
    if let Some(size) = ctx.memory(|m| m.area_rect(area_id)).map(|r| r.size()) {
        let hidden = |corner: egui::Align2| {
            let at = corner
                .align_size_within_rect(size, egui::Rect::from_min_size(egui::Pos2::ZERO, window))
                .translate(corner_offset(corner));
            felt.covered(egui::Rect::from_min_max(at.min * zoom, at.max * zoom))
        };
        let areas: Vec<f32> = corners.iter().map(|&c| hidden(c)).collect();
        let here = areas.get(chosen).copied().unwrap_or(f32::INFINITY);
        // Clearly less: a fiftieth of the box's own area (a card's corner).
        let clearly = size.x * size.y * zoom * zoom * 0.02;
        if let Some((best, &area)) = areas.iter().enumerate().min_by(|a, b| a.1.total_cmp(b.1))
            && area + clearly < here
        {
            chosen = best;
        }
    }
    let chosen = chosen.min(corners.len().saturating_sub(1));
    ctx.data_mut(|d| d.insert_temp(choice_id, chosen));
    corner_panel(ctx, id, corners[chosen], add);
}

/// A panel that may stand anywhere along the window's edges: it takes the spot that hides the
/// fewest cards, name plates, things kept clear and other boxes (the first, from the top left
/// corner along the top, then down the left, the right and along the bottom, when they tie) and
/// stays there unless another hides clearly less or nothing, so it does not jump while cards fly.
pub fn clear_edge_panel(
    ctx: &egui::Context,
    id: &'static str,
    felt: &felt_under::FeltUnder,
    add: impl FnOnce(&mut egui::Ui),
) {
    let area_id = egui::Id::new(id);
    let spot_id = area_id.with("spot");
    let zoom = ctx.zoom_factor();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, felt.window() / zoom);
    let mut spot: egui::Pos2 = ctx.data(|d| d.get_temp(spot_id)).unwrap_or(EDGE_START);
    if let Some(size) = ctx.memory(|m| m.area_rect(area_id)).map(|r| r.size()) {
        let hidden = panel_hides(ctx, felt, (area_id, true), window, size);
        let here = hidden(spot);
        let clearly = size.x * size.y * zoom * zoom * 0.02;
        // Beside each thing it could hide, besides evenly along the edges.
        let beside = things_beside(ctx, felt, area_id);
        if let Some((best, area)) = edge_spots(window, size, EDGE_START, &beside)
            .into_iter()
            .map(|at| (at, hidden(at)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            && (area + clearly < here || (area == 0.0 && here > 0.0))
        {
            spot = best;
        }
    }
    ctx.data_mut(|d| d.insert_temp(spot_id, spot));
    egui::Area::new(area_id).fixed_pos(spot).show(ctx, |ui| {
        wood_frame().inner_margin(8).show(ui, add);
    });
}

/// A panel that belongs in `corner` (a person's verbs by their hand) but gives way along that
/// corner's two edges: it stands in the corner unless it hides a card, name plate, thing kept
/// clear or other box there, then at the nearest spot along those edges that hides nothing (where
/// none does, in the corner: hiding a little elsewhere is no better, and further from the hand).
/// It goes back towards the corner as soon as a nearer spot is free, and stays put otherwise, so
/// it does not jump while cards fly.
pub fn clear_corner_edges_panel(
    ctx: &egui::Context,
    id: &'static str,
    corner: egui::Align2,
    felt: &felt_under::FeltUnder,
    add: impl FnOnce(&mut egui::Ui),
) {
    let area_id = egui::Id::new(id);
    let spot_id = area_id.with("spot");
    let zoom = ctx.zoom_factor();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, felt.window() / zoom);
    let Some(size) = ctx.memory(|m| m.area_rect(area_id)).map(|r| r.size()) else {
        // Its first frame: in the corner, to learn its size.
        corner_panel(ctx, id, corner, add);
        return;
    };
    let home = corner
        .align_size_within_rect(size, window)
        .translate(corner_offset(corner))
        .min;
    let mut spot: egui::Pos2 = ctx.data(|d| d.get_temp(spot_id)).unwrap_or(home);
    // The plates give way to it (they keep off boxes), so it gives way to cards only.
    let hidden = panel_hides(ctx, felt, (area_id, false), window, size);
    let beside = things_beside(ctx, felt, area_id);
    // Along the corner's own edges only, nearest the corner first.
    let mut spots: Vec<egui::Pos2> = edge_spots(window, size, EDGE_START, &beside)
        .into_iter()
        .filter(|at| (at.x - home.x).abs() < 0.5 || (at.y - home.y).abs() < 0.5)
        .chain([home])
        .collect();
    spots.sort_by(|a, b| a.distance(home).total_cmp(&b.distance(home)));
    match spots.iter().find(|&&at| hidden(at) <= 0.0) {
        Some(&open) if hidden(spot) > 0.0 || open.distance(home) + 0.5 < spot.distance(home) => {
            spot = open
        }
        Some(_) => {}
        None => spot = home,
    }
    ctx.data_mut(|d| d.insert_temp(spot_id, spot));
    egui::Area::new(area_id).fixed_pos(spot).show(ctx, |ui| {
        wood_frame().show(ui, add);
    });
}

/// Where an edge panel's spots start: the top left corner, a little in.
const EDGE_START: egui::Pos2 = egui::pos2(16.0, 12.0);

/// What an edge panel may stand beside (egui points): everything on the felt it could hide and
/// every other box.
fn things_beside(
    ctx: &egui::Context,
    felt: &felt_under::FeltUnder,
    own: egui::Id,
) -> Vec<egui::Rect> {
    let zoom = ctx.zoom_factor();
    felt.rects()
        .map(|r| egui::Rect::from_min_max(r.min / zoom, r.max / zoom))
        .chain(other_boxes(ctx, own))
        .collect()
}

/// How much a box of `size` (egui points) at a spot would hide: the cards, things kept clear and
/// (if `plates`) name plates (`felt`), and the other boxes under it; anywhere not wholly inside
/// `window`, everything.
fn panel_hides<'a>(
    ctx: &egui::Context,
    felt: &'a felt_under::FeltUnder,
    (own, plates): (egui::Id, bool),
    window: egui::Rect,
    size: egui::Vec2,
) -> impl Fn(egui::Pos2) -> f32 + 'a {
    let zoom = ctx.zoom_factor();
    let others = other_boxes(ctx, own);
    move |at: egui::Pos2| {
        let rect = egui::Rect::from_min_size(at, size);
        if !window.contains_rect(rect.shrink(1.0)) {
            return f32::INFINITY;
        }
        let boxes: f32 = others
            .iter()
            .map(|b| b.intersect(rect))
            .filter(|i| i.is_positive())
            .map(|i| i.area())
            .sum();
        let rect = egui::Rect::from_min_max(rect.min * zoom, rect.max * zoom);
        let felt = if plates {
            felt.covered(rect)
        } else {
            felt.covered_but_plates(rect)
        };
        felt + boxes * zoom * zoom
    }
}

/// Where a box of `size` may stand along the edges of `window` (egui points), `margin` from
/// them: the top left corner first, then along the top, down the left and the right, and along
/// the bottom; evenly spaced, and just beside each of `beside`.
fn edge_spots(
    window: egui::Rect,
    size: egui::Vec2,
    margin: egui::Pos2,
    beside: &[egui::Rect],
) -> Vec<egui::Pos2> {
    const STEPS: usize = 24;
    const GAP: f32 = 4.0;
    let (left, top) = (margin.x, margin.y);
    let right = (window.width() - margin.x - size.x).max(left);
    let bottom = (window.height() - margin.y - size.y).max(top);
    let along = |from: f32, to: f32, edges: &dyn Fn(&egui::Rect) -> [f32; 2]| {
        let mut at: Vec<f32> = (0..=STEPS)
            .map(|i| from + (to - from) * i as f32 / STEPS as f32)
            .chain(beside.iter().flat_map(edges))
            .filter(|v| (from..=to).contains(v))
            .collect();
        at.sort_by(f32::total_cmp);
        at
    };
    let xs = along(left, right, &|r| [r.max.x + GAP, r.min.x - GAP - size.x]);
    let ys = along(top, bottom, &|r| [r.max.y + GAP, r.min.y - GAP - size.y]);
    let row = |y: f32| xs.iter().map(move |&x| egui::pos2(x, y));
    let column = |x: f32| ys.iter().map(move |&y| egui::pos2(x, y));
    row(top)
        .chain(column(left))
        .chain(column(right))
        .chain(row(bottom))
        .collect()
}

/// Every other box on screen (egui points): the visible areas but the background and `own`.
fn other_boxes(ctx: &egui::Context, own: egui::Id) -> Vec<egui::Rect> {
    ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order != egui::Order::Background && layer.id != own)
            .filter_map(|layer| m.area_rect(layer.id))
            .collect()
    })
}

/// A game's round box in the bottom left corner (the attract banner's corner, so a game leaves
/// it out in the attract mode): at least `min_width` wide (areas remember their size: after a
/// window squeezed to nothing they must grow back), headed by `title` in brass, then `add`'s lines.
pub fn round_box(
    ctx: &egui::Context,
    id: &'static str,
    min_width: f32,
    title: String,
    add: impl FnOnce(&mut egui::Ui),
) {
    corner_panel(ctx, id, egui::Align2::LEFT_BOTTOM, |ui| {
        round_contents(ui, min_width, title, add)
    });
}

/// A round box that may stand in any of `corners`, where it hides least (`clear_corner_panel`).
pub fn clear_round_box(
    ctx: &egui::Context,
    id: &'static str,
    corners: &[egui::Align2],
    felt: &felt_under::FeltUnder,
    min_width: f32,
    title: String,
    add: impl FnOnce(&mut egui::Ui),
) {
    clear_corner_panel(ctx, id, corners, felt, |ui| {
        round_contents(ui, min_width, title, add)
    });
}

/// A round box's words: its title in brass, then the game's own lines.
fn round_contents(
    ui: &mut egui::Ui,
    min_width: f32,
    title: String,
    add: impl FnOnce(&mut egui::Ui),
) {
    ui.set_min_width(min_width);
    ui.label(egui::RichText::new(title).size(20.0).color(colours::BRASS));
    add(ui);
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

/// Adds a game's HUD: drawn at the table while the game's match resource `M` exists, and only
/// with a window (the headless test App has no egui).
pub fn add_hud<M: Resource, Marker>(
    app: &mut App,
    hud: impl bevy::ecs::schedule::IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, Marker>,
) {
    if !app.is_plugin_added::<bevy_egui::EguiPlugin>() {
        return;
    }
    app.add_systems(
        EguiPrimaryContextPass,
        hud.run_if(
            in_state(crate::core::Screen::Table)
                .and_then(resource_exists::<M>)
                .and_then(resource_exists::<crate::table::seats::TableSeats>),
        ),
    );
}
