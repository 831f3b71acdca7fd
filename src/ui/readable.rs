//! A panel that hides nothing a player reads: it keeps off the face-up cards, the name plates,
//! what a game keeps clear (Ziege's board with its rows and tiles) and the other boxes, standing
//! along the window's edges nearest its home corner; the plates stay where they are and the panel
//! gives way. Backs nobody reads count too, far less, so a panel lies on a hidden hand rather
//! than on a row a player reads.

use super::felt_under::{FeltUnder, Under};
use super::{corner_panel, wood_frame};
use bevy::prelude::*;
use bevy_egui::egui;

/// How much more a point of something read weighs than a point of backs.
const READ_WEIGHT: f32 = 100.0;
/// How far from the window's edges the panel keeps (egui points).
const MARGIN: egui::Vec2 = egui::vec2(16.0, 12.0);
/// Spots along each edge, besides the corners.
const STEPS: usize = 24;

/// A panel at `home` (a corner) or, where it would hide something read there, at the spot along
/// the window's edges nearest `home` that hides nothing read (where none does, the least). It
/// stays put until its spot comes to hide something read or a spot hides clearly less, so it
/// does not jump while cards fly.
pub fn readable_panel(
    ctx: &egui::Context,
    id: &'static str,
    home: egui::Align2,
    felt: &FeltUnder,
    add: impl FnOnce(&mut egui::Ui),
) {
    let area_id = egui::Id::new(id);
    let spot_id = area_id.with("readable-spot");
    let zoom = ctx.zoom_factor();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, felt.window() / zoom);
    let Some(own) = ctx.memory(|m| m.area_rect(area_id)) else {
        // Its first frame: in its corner, to learn its size.
        corner_panel(ctx, id, home, add);
        return;
    };
    let size = own.size();
    let home_at = home
        .align_size_within_rect(size, window.shrink2(MARGIN))
        .min;
    let shown = ctx.data(|d| d.get_temp::<bool>(spot_id.with("shown")));
    let mut spot: egui::Pos2 = ctx.data(|d| d.get_temp(spot_id)).unwrap_or(home_at);
    let hides = |at: egui::Pos2| hidden(felt, own, egui::Rect::from_min_size(at, size), zoom);
    let mut spots = edge_spots(window, size);
    spots.sort_by(|a, b| a.distance(home_at).total_cmp(&b.distance(home_at)));
    let (here_read, here_backs) = hides(spot);
    let here = here_read * READ_WEIGHT + here_backs;
    let clearly = size.x * size.y * zoom * zoom * 0.02;
    // The nearest spot to home that hides nothing read (fewest backs among equals), else the
    // one that hides least.
    let best = spots
        .iter()
        .map(|&at| (at, hides(at)))
        .filter(|(_, (read, _))| *read <= 0.0)
        .min_by(|a, b| a.1.1.total_cmp(&b.1.1))
        .or_else(|| {
            spots.iter().map(|&at| (at, hides(at))).min_by(|a, b| {
                (a.1.0 * READ_WEIGHT + a.1.1).total_cmp(&(b.1.0 * READ_WEIGHT + b.1.1))
            })
        });
    if let Some((at, (read, backs))) = best {
        let cost = read * READ_WEIGHT + backs;
        if shown.is_none() || here_read > 0.0 || cost + clearly < here {
            spot = at;
        }
    }
    ctx.data_mut(|d| {
        d.insert_temp(spot_id, spot);
        d.insert_temp(spot_id.with("shown"), true);
    });
    egui::Area::new(area_id).fixed_pos(spot).show(ctx, |ui| {
        wood_frame().show(ui, add);
    });
}

/// What a panel at `rect` (egui points) would hide: the area of what a player reads (face-up
/// cards, plates, what is kept clear, other boxes) and of backs, in window pixels; everything
/// where it leaves the window. `own` is where the panel lay last frame (a box, it does not
/// hide itself).
fn hidden(felt: &FeltUnder, own: egui::Rect, rect: egui::Rect, zoom: f32) -> (f32, f32) {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, felt.window() / zoom);
    if !window.contains_rect(rect.shrink(1.0)) {
        return (f32::INFINITY, f32::INFINITY);
    }
    let size = felt.size();
    let table = |r: egui::Rect| {
        size.rect_from_window(Rect::new(
            r.min.x * zoom,
            r.min.y * zoom,
            r.max.x * zoom,
            r.max.y * zoom,
        ))
    };
    let at = table(rect);
    // The boxes the felt knows include this panel's own last place.
    let itself = {
        let i = table(own).intersect(at);
        if i.width() > 2.0 && i.height() > 2.0 {
            i.width() * i.height()
        } else {
            0.0
        }
    };
    let read = (felt.open_covered(at, Under::Readable) - itself).max(0.0);
    // Every card, and what is kept clear, less what of it is read.
    let window_rect = egui::Rect::from_min_max(rect.min * zoom, rect.max * zoom);
    let all = felt.covered_but_plates(window_rect);
    // Under a pixel's sliver of rounding, nothing.
    let read = if read < 4.0 { 0.0 } else { read };
    (read, all)
}

/// Where a box of `size` may stand along the window's edges: evenly along the top, the bottom,
/// the left and the right, `MARGIN` from them.
fn edge_spots(window: egui::Rect, size: egui::Vec2) -> Vec<egui::Pos2> {
    let (left, top) = (MARGIN.x, MARGIN.y);
    let right = (window.width() - MARGIN.x - size.x).max(left);
    let bottom = (window.height() - MARGIN.y - size.y).max(top);
    let step = |from: f32, to: f32, i: usize| from + (to - from) * i as f32 / STEPS as f32;
    (0..=STEPS)
        .flat_map(|i| {
            let x = step(left, right, i);
            let y = step(top, bottom, i);
            [
                egui::pos2(x, top),
                egui::pos2(x, bottom),
                egui::pos2(left, y),
                egui::pos2(right, y),
            ]
        })
        .collect()
}
