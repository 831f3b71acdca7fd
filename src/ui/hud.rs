//! The kit a game's HUD is built from: its buttons press the keyboard's keys for the mouse's
//! seat (`HudPress`), its round box, and `add_hud`, which draws it at the table while its match
//! runs (and only with a window).

use super::{colours, felt_under};
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

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

/// A game's round box, at home in `home` (the bottom left: the attract banner's corner, so a game
/// leaves it out in the attract mode), where it hides nothing a player reads (`clear_panel`):
/// headed by `title` in brass, then `add`'s lines; at least `width` wide (areas remember their
/// size: after a window squeezed to nothing they must grow back), or at a `full` table narrow
/// and in small letters within `width` (`panel_style`).
#[allow(clippy::too_many_arguments)]
pub fn clear_round_box(
    ctx: &egui::Context,
    id: &'static str,
    home: egui::Align2,
    felt: &felt_under::FeltUnder,
    full: bool,
    width: f32,
    title: String,
    add: impl FnOnce(&mut egui::Ui),
) {
    let frame = super::panel_frame(full);
    super::clear_panel_in(ctx, id, home, felt, frame, |ui| {
        super::panel_style(ui, full, width);
        let size = super::letter_size(full, 20.0);
        ui.label(egui::RichText::new(title).size(size).color(colours::BRASS));
        add(ui);
    });
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
