//! A gamepad's radial menu drawn at its seat while its button is held (`input::aim` runs it; a
//! game says what the title and each entry read): one look for every game's wheels.

use super::colours;
use crate::input::aim::{OpenWheel, OpenWheels};
use crate::table::cards::TableArea;
use crate::table::layout::seat_place;
use bevy::prelude::*;
use bevy_egui::egui;

const RADIUS: f32 = 92.0;

/// Where the table point `at` is on the UI (egui points).
pub fn on_screen(ctx: &egui::Context, at: Vec2) -> egui::Pos2 {
    let zoom = ctx.zoom_factor().max(0.1);
    ctx.viewport_rect().center() + egui::vec2(at.x, -at.y) / zoom
}

/// Draws every open wheel of a table of `players` seats beside its seat's hand, above every panel:
/// `title` of the wheel in the middle, each entry's words (`label` of the wheel and its key)
/// clockwise from up, the marked one lit.
pub fn draw_all(
    ctx: &egui::Context,
    wheels: &OpenWheels,
    area: &TableArea,
    players: usize,
    title: impl Fn(&OpenWheel) -> String,
    label: impl Fn(&OpenWheel, KeyCode) -> String,
) {
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, "wheels".into()));
    for open in &wheels.0 {
        let place = seat_place(area.0, open.seat.index(), players);
        let at = place.anchor + place.inward * area.0.card_height() * 1.4;
        draw(ctx, &painter, open, at, &title(open), |key| {
            label(open, key)
        });
    }
}

/// Draws `open` centred on the table point `at`.
fn draw(
    ctx: &egui::Context,
    painter: &egui::Painter,
    open: &OpenWheel,
    at: Vec2,
    title: &str,
    label: impl Fn(KeyCode) -> String,
) {
    let centre = on_screen(ctx, at);
    let fill = egui::Color32::from_rgba_unmultiplied(58, 34, 16, 225);
    painter.circle(centre, RADIUS, fill, egui::Stroke::new(2.0, colours::BRASS));
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        title,
        egui::FontId::proportional(12.0),
        colours::BRASS,
    );
    for (i, key) in open.wheel.keys.iter().enumerate() {
        let Some(key) = *key else { continue };
        let angle = i as f32 * std::f32::consts::FRAC_PI_4;
        let spot = centre + egui::vec2(angle.sin(), -angle.cos()) * RADIUS * 0.68;
        let marked = open.marked == Some(i);
        if marked {
            painter.circle_filled(spot, 26.0, colours::BRASS);
        }
        let colour = if marked {
            egui::Color32::BLACK
        } else {
            egui::Color32::WHITE
        };
        painter.text(
            spot,
            egui::Align2::CENTER_CENTER,
            label(key),
            egui::FontId::proportional(11.0),
            colour,
        );
    }
}
