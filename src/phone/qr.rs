//! A QR code for a phone's address, drawn by egui as squares (no image crate).

use bevy_egui::egui;

/// Draws `text` as a QR code `size` points wide (dark modules on a white quiet zone).
pub fn paint(ui: &mut egui::Ui, text: &str, size: f32) {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        ui.label(text);
        return;
    };
    let width = code.width();
    let dark = code.to_colors();
    // Four modules of quiet zone on each side, as the standard asks.
    let cells = width + 8;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    let cell = size / cells as f32;
    for (i, colour) in dark.iter().enumerate() {
        if *colour != qrcode::Color::Dark {
            continue;
        }
        let (x, y) = ((i % width + 4) as f32, (i / width + 4) as f32);
        let min = rect.min + egui::vec2(x * cell, y * cell);
        painter.rect_filled(
            egui::Rect::from_min_size(min, egui::vec2(cell + 0.3, cell + 0.3)),
            0.0,
            egui::Color32::BLACK,
        );
    }
}
