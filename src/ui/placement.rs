//! Nothing covers what a player reads: where a panel on the table stands. A corner panel, one
//! that takes the corner where it hides least, one along the window's edges, one that gives
//! way along its corner's edges; each weighs the cards and name plates under it (`FeltUnder`)
//! and the other boxes, and stays put unless another spot hides clearly less.

use super::{felt_under, wood_frame};
use bevy_egui::egui;

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
/// none does, where it hides least: a panel on a seat's cards hides what it is about).
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
        // Nowhere free: where it hides least (nearest the corner when they tie), so it lies on
        // as little of a seat's cards as it can; it moves only to hide clearly less.
        None => {
            let clearly = size.x * size.y * zoom * zoom * 0.02;
            let least = spots
                .iter()
                .map(|&at| (at, hidden(at)))
                .min_by(|a, b| a.1.total_cmp(&b.1));
            if !hidden(spot).is_finite() {
                spot = home;
            }
            if let Some((at, area)) = least
                && area + clearly < hidden(spot)
            {
                spot = at;
            }
        }
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
