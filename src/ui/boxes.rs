//! Every egui box on screen this frame, by its area's id, in window pixels (origin top left):
//! for layout checks (a box must not cover a card a player needs to read, nor run off the
//! window) and for the tests that make them. Shared by every game; names none.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPostUpdateSet, egui};

/// One box: the area's id (`egui::Id::new("gaemsh-banner")` for `Area::new("gaemsh-banner")`,
/// or a panel's name) and where it lies, in window pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UiBox {
    pub id: egui::Id,
    pub rect: Rect,
    /// A panel that found no spot hiding nothing a player reads (`placement::crowded`): it lies
    /// where it hides least.
    pub crowded: bool,
}

/// The boxes egui laid out in the last finished pass.
#[derive(Resource, Debug, Default, Clone)]
pub struct UiBoxes(pub Vec<UiBox>);

impl UiBoxes {
    /// The box of the area named `name`, if it is on screen.
    pub fn named(&self, name: &str) -> Option<Rect> {
        let id = egui::Id::new(name);
        self.0.iter().find(|b| b.id == id).map(|b| b.rect)
    }

    /// The boxes that overlap `rect` (window pixels) by more than a hair.
    pub fn over(&self, rect: Rect) -> impl Iterator<Item = &UiBox> {
        self.0.iter().filter(move |b| {
            let i = b.rect.intersect(rect);
            i.width() > 0.5 && i.height() > 0.5
        })
    }
}

/// A window point (origin top left) of a table point (origin centred, y up).
pub fn window_point(window: Vec2, at: Vec2) -> Vec2 {
    Vec2::new(at.x + window.x / 2.0, window.y / 2.0 - at.y)
}

/// A table rectangle (origin centred, y up) in window pixels.
pub fn window_rect(window: Vec2, rect: Rect) -> Rect {
    Rect::from_corners(
        window_point(window, rect.min),
        window_point(window, rect.max),
    )
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiBoxes>();
    app.add_systems(PostUpdate, collect.after(EguiPostUpdateSet::EndPass));
}

fn collect(
    mut contexts: EguiContexts,
    mut boxes: ResMut<UiBoxes>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // After the pass ended, the visible layers are exactly this pass's.
    boxes.0 = area_boxes(ctx, windows.single().ok());
    Ok(())
}

/// Every visible area but the background (this pass's and, during a pass, the last one's), in
/// window pixels of `window`.
pub fn area_boxes(ctx: &egui::Context, window: Option<&Window>) -> Vec<UiBox> {
    let scale = ctx.pixels_per_point() / window.map_or(1.0, |w| w.scale_factor());
    let mut boxes: Vec<UiBox> = ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order != egui::Order::Background)
            .filter_map(|layer| {
                let r = m.area_rect(layer.id)?;
                Some(UiBox {
                    id: layer.id,
                    rect: Rect::new(
                        r.min.x * scale,
                        r.min.y * scale,
                        r.max.x * scale,
                        r.max.y * scale,
                    ),
                    crowded: false,
                })
            })
            .collect()
    });
    for b in &mut boxes {
        b.crowded = super::placement::crowded(ctx, b.id);
    }
    boxes
}
