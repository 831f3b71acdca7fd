//! Nothing covers what a player reads: where a panel on the table stands. The one picker every
//! game's panels share (`clear_panel`, `clear_panel_in`): home in a corner, else the nearest
//! spot that hides no card, name plate, avatar or other box (`FeltUnder::beneath`); and the
//! narrow frame and letters of a full table (`panel_frame`, `panel_style`, `letter_size`).

use super::{felt_under, wood_frame};
use bevy::prelude::Rect;
use bevy_egui::egui;

/// A HUD panel in a corner of the table (`LEFT_BOTTOM`, `RIGHT_BOTTOM`, ...), in `frame`: a
/// panel's first frame, to learn its size.
fn corner_panel(
    ctx: &egui::Context,
    id: &'static str,
    corner: egui::Align2,
    frame: egui::Frame,
    add: impl FnOnce(&mut egui::Ui),
) {
    egui::Area::new(id.into())
        .anchor(corner, corner_offset(corner))
        .show(ctx, |ui| {
            frame.show(ui, add);
        });
}

/// The wooden frame with a narrow margin: a compact panel for a full table (`clear_panel_in`).
pub fn narrow_wood_frame() -> egui::Frame {
    wood_frame().inner_margin(8)
}

/// A compact panel's small letters and tight rows, its words wrapped within `max_width` (egui
/// points): what a full table has room for (nine Schwimmen seats, six Gämsh seats).
pub fn narrow_style(ui: &mut egui::Ui, max_width: f32) {
    let style = ui.style_mut();
    style.spacing.button_padding = egui::vec2(6.0, 3.0);
    style.spacing.item_spacing = egui::vec2(6.0, 3.0);
    style.wrap_mode = Some(egui::TextWrapMode::Wrap);
    for (text_style, size) in [
        (egui::TextStyle::Body, 13.0),
        (egui::TextStyle::Button, 14.0),
    ] {
        if let Some(font) = style.text_styles.get_mut(&text_style) {
            font.size = size;
        }
    }
    ui.set_max_width(max_width);
}

/// A panel's frame: narrow at a `full` table (`narrow_wood_frame`), else the usual one.
pub fn panel_frame(full: bool) -> egui::Frame {
    match full {
        true => narrow_wood_frame(),
        false => wood_frame(),
    }
}

/// A panel's style: at a `full` table small letters and tight rows within `width`
/// (`narrow_style`); else at least `width` wide (areas remember their size: after a window
/// squeezed to nothing they must grow back).
pub fn panel_style(ui: &mut egui::Ui, full: bool, width: f32) {
    match full {
        true => narrow_style(ui, width),
        false => ui.set_min_width(width),
    }
}

/// A letter `size` for a panel, a fifth smaller at a `full` table.
pub fn letter_size(full: bool, size: f32) -> f32 {
    if full { size * 0.8 } else { size }
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

/// Where a panel finds no spot that hides nothing, what it weighs: each thing it hides that a
/// player reads (a card, a plate, an avatar: hiding a corner of one is as bad as hiding it
/// whole), then a pixel of those as `READ_WEIGHT` pixels of backs: it lies on a hidden hand
/// rather than on a card or name a player reads.
const THING_WEIGHT: f32 = 1.0e7;
const READ_WEIGHT: f32 = 100.0;
/// How much nearer its home a free spot must be before a panel goes back there (egui points), so
/// it does not step to and fro while cards fly.
const HOMEWARD: f32 = 24.0;
/// Every how many passes a free panel away from home looks for a nearer free spot.
const HOMEWARD_EVERY: u64 = 8;
/// Evenly spaced spots across the window each way, besides those along the edges and beside
/// each thing.
const GRID: usize = 16;
/// Overlap a panel may have with a card's corner or a plate's edge (window pixels).
const SLACK: f32 = 2.0;

/// A panel that belongs in `home` (a corner of the window: a person's verbs by their hand, a
/// round box in the bottom left) and hides nothing a player reads: there unless it would lie on
/// a card (face up or a seat's backs), a name plate, an avatar or another box, else at the free
/// spot nearest `home`, along the window's edges or on open felt; where no spot is free, where it
/// hides least (backs weigh far less than what is read). It stays put while its spot is free,
/// goes back towards `home` as soon as a clearly nearer spot is free, and otherwise moves only to
/// hide clearly less, so it does not jump while cards fly. The name plates stay where they are:
/// the panel gives way to them.
pub fn clear_panel(
    ctx: &egui::Context,
    id: &'static str,
    home: egui::Align2,
    felt: &felt_under::FeltUnder,
    add: impl FnOnce(&mut egui::Ui),
) {
    clear_panel_in(ctx, id, home, felt, wood_frame(), add);
}

/// `clear_panel` in `frame` (`narrow_wood_frame` where the table is full).
pub fn clear_panel_in(
    ctx: &egui::Context,
    id: &'static str,
    home: egui::Align2,
    felt: &felt_under::FeltUnder,
    frame: egui::Frame,
    add: impl FnOnce(&mut egui::Ui),
) {
    let area_id = egui::Id::new(id);
    let spot_id = area_id.with("clear-spot");
    let zoom = ctx.zoom_factor();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, felt.window() / zoom);
    let Some(size) = ctx.memory(|m| m.area_rect(area_id)).map(|r| r.size()) else {
        // Its first frame: in its corner, to learn its size.
        corner_panel(ctx, id, home, frame, add);
        return;
    };
    let home_at = home
        .align_size_within_rect(size, window)
        .translate(corner_offset(home))
        .min;
    let mut beneath = felt.beneath();
    beneath
        .read
        .extend(other_boxes(ctx, area_id).into_iter().map(|r| {
            let (min, max) = (r.min * zoom, r.max * zoom);
            felt_under::Quad::of_rect(Rect::new(min.x, min.y, max.x, max.y))
        }));
    let cost = |at: egui::Pos2| -> f32 {
        let rect = egui::Rect::from_min_size(at, size);
        if !window.contains_rect(rect.shrink(1.0)) {
            return f32::INFINITY;
        }
        let r = Rect::new(
            rect.min.x * zoom,
            rect.min.y * zoom,
            rect.max.x * zoom,
            rect.max.y * zoom,
        );
        let (things, read, backs) = beneath.under(r, SLACK);
        things as f32 * THING_WEIGHT + read * READ_WEIGHT + backs
    };
    let mut spot: egui::Pos2 = ctx.data(|d| d.get_temp(spot_id)).unwrap_or(home_at);
    let here = cost(spot);
    let beside: Vec<egui::Rect> = beneath
        .bounds()
        .map(|r| {
            egui::Rect::from_min_max(
                egui::pos2(r.min.x / zoom, r.min.y / zoom),
                egui::pos2(r.max.x / zoom, r.max.y / zoom),
            )
        })
        .collect();
    let (edges, across) = spots(
        window,
        size,
        corner_offset(egui::Align2::LEFT_TOP).to_pos2(),
        &beside,
    );
    let mut anywhere: Vec<egui::Pos2> = edges.iter().chain(&across).copied().collect();
    anywhere.push(home_at);
    anywhere.sort_by(|a, b| a.distance(home_at).total_cmp(&b.distance(home_at)));
    let near = spot.distance(home_at);
    if here < THING_WEIGHT {
        // Free (it hides nothing read, at most a share of some backs): back towards home if a
        // clearly nearer spot is free too, looked for a few times a second (it weighs many
        // spots).
        if let Some(&open) = (ctx.cumulative_pass_nr() % HOMEWARD_EVERY == 0)
            .then_some(&anywhere)
            .into_iter()
            .flatten()
            .take_while(|at| at.distance(home_at) + HOMEWARD < near)
            .find(|&&at| cost(at) < THING_WEIGHT)
        {
            spot = open;
        }
    } else if let Some(&open) = anywhere.iter().find(|&&at| cost(at) < THING_WEIGHT) {
        spot = open;
    }
    let crowded = cost(spot) >= THING_WEIGHT;
    if crowded {
        // Nowhere free: along the window's edges where it hides least (nearest home among
        // equals), never out on the felt, where it would lie on the play itself.
        let clearly = size.x * size.y * zoom * zoom * 0.02;
        let mut edges = edges;
        edges.push(home_at);
        edges.sort_by(|a, b| a.distance(home_at).total_cmp(&b.distance(home_at)));
        if !edges.contains(&spot) {
            spot = home_at;
        }
        let here = cost(spot);
        let least = edges
            .iter()
            .map(|&at| (at, cost(at)))
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((at, area)) = least
            && (!here.is_finite() || area + clearly < here)
        {
            spot = at;
        }
    }
    ctx.data_mut(|d| {
        d.insert_temp(spot_id, spot);
        d.insert_temp(area_id.with(CROWDED), crowded);
    });
    egui::Area::new(area_id).fixed_pos(spot).show(ctx, |ui| {
        frame.show(ui, add);
    });
}

/// Where a panel keeps whether it found no free spot.
const CROWDED: &str = "crowded";

/// Whether the panel of area `id` found no spot that hides nothing a player reads this frame
/// (the table is too full for it at this window size): it lies where it hides least.
pub fn crowded(ctx: &egui::Context, id: egui::Id) -> bool {
    ctx.data(|d| d.get_temp::<bool>(id.with(CROWDED)))
        .unwrap_or(false)
}

/// Where a box of `size` may stand in `window` (egui points), `margin` from its edges: along the
/// edges, and across the window, evenly spaced and just beside each of `beside`.
fn spots(
    window: egui::Rect,
    size: egui::Vec2,
    margin: egui::Pos2,
    beside: &[egui::Rect],
) -> (Vec<egui::Pos2>, Vec<egui::Pos2>) {
    const GAP: f32 = 4.0;
    let (left, top) = (margin.x, margin.y);
    let right = (window.width() - margin.x - size.x).max(left);
    let bottom = (window.height() - margin.y - size.y).max(top);
    let even =
        |from: f32, to: f32| (0..=GRID).map(move |i| from + (to - from) * i as f32 / GRID as f32);
    let along = |from: f32, to: f32, edges: &dyn Fn(&egui::Rect) -> [f32; 2]| {
        let mut at: Vec<f32> = even(from, to)
            .chain(beside.iter().flat_map(edges))
            .filter(|v| (from..=to).contains(v))
            .collect();
        at.sort_by(f32::total_cmp);
        at.dedup_by(|a, b| (*a - *b).abs() < 1.0);
        at
    };
    let xs = along(left, right, &|r| [r.max.x + GAP, r.min.x - GAP - size.x]);
    let ys = along(top, bottom, &|r| [r.max.y + GAP, r.min.y - GAP - size.y]);
    // Along the four edges at every spot; across the window, on the even grid and beside things
    // on one axis.
    let edges = [top, bottom]
        .into_iter()
        .flat_map(|y| xs.iter().map(move |&x| egui::pos2(x, y)))
        .chain(
            [left, right]
                .into_iter()
                .flat_map(|x| ys.iter().map(move |&y| egui::pos2(x, y))),
        );
    let across = even(top, bottom).flat_map(|y| xs.iter().map(move |&x| egui::pos2(x, y)));
    let down = even(left, right).flat_map(|x| ys.iter().map(move |&y| egui::pos2(x, y)));
    (edges.collect(), across.chain(down).collect())
}

/// Every other box on the table (egui points): the visible areas of the middle layer but `own`;
/// not an overlay in the foreground (the pause menu, the rules page, a pass gate), which lies
/// over the whole table for a while: the panels under it stay where they are.
fn other_boxes(ctx: &egui::Context, own: egui::Id) -> Vec<egui::Rect> {
    ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order == egui::Order::Middle && layer.id != own)
            .filter_map(|layer| m.area_rect(layer.id))
            .collect()
    })
}
