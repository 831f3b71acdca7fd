//! egui without a window or GPU (`Mode::HeadlessUi`, for tests): the screen it lays out on is
//! the window's size (a real window's camera reports it; a headless one cannot), so the HUD's
//! boxes lie where they would on screen and clicks from raw mouse input reach its buttons. It
//! lays out no text either: the words on the felt get a size guessed from their letters
//! (`guess_text_sizes`), so what keeps off a name plate, and the layout check, see the plates;
//! and without a camera's plugins no entity inherits its visibility (`inherit_visibility`).

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        screen_from_window
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass)
            .run_if(headless_ui),
    );
    app.add_systems(
        PostUpdate,
        (guess_text_sizes, inherit_visibility).run_if(headless_ui),
    );
}

/// Whether this is the test App's egui without a window.
fn headless_ui(mode: Option<Res<crate::core::mode::Mode>>) -> bool {
    mode.is_some_and(|m| *m == crate::core::mode::Mode::HeadlessUi)
}

/// The size of words on the felt as the window's text layout would measure them, near enough:
/// each letter about 0.56 of the letter size wide (as a seat line's plate is sized), each row
/// 1.2 of it high.
#[allow(clippy::type_complexity)]
fn guess_text_sizes(
    mut words: Query<
        (&Text2d, &TextFont, &mut bevy::text::TextLayoutInfo),
        Or<(Changed<Text2d>, Changed<TextFont>)>,
    >,
) {
    for (text, font, mut layout) in &mut words {
        let px = match font.font_size {
            bevy::text::FontSize::Px(px) => px,
            _ => 20.0,
        };
        let widest = text.0.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        let rows = text.0.lines().count();
        layout.scale_factor = 1.0;
        layout.size = Vec2::new(widest as f32 * px * 0.56, rows as f32 * px * 1.2);
    }
}

fn screen_from_window(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut contexts: Query<(&mut EguiContext, &mut EguiInput), With<PrimaryEguiContext>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    for (mut ctx, mut input) in &mut contexts {
        let zoom = ctx.get_mut().zoom_factor();
        let size = egui::vec2(window.width(), window.height()) / zoom;
        input.screen_rect = Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size));
    }
}

/// What the visibility plugin does with a window: an entity is visible unless it or a parent is
/// `Visibility::Hidden` (without it every `InheritedVisibility` stays hidden, and what keeps off
/// words on the felt would find none).
fn inherit_visibility(world: &mut World) {
    let mut q = world.query_filtered::<Entity, With<InheritedVisibility>>();
    let all: Vec<Entity> = q.iter(world).collect();
    for entity in all {
        let mut at = Some(entity);
        let mut shown = true;
        while let Some(e) = at.and_then(|e| world.get_entity(e).ok()) {
            if e.get::<Visibility>() == Some(&Visibility::Hidden) {
                shown = false;
                break;
            }
            at = e.get::<ChildOf>().map(|c| c.parent());
        }
        let now = match shown {
            true => InheritedVisibility::VISIBLE,
            false => InheritedVisibility::HIDDEN,
        };
        if let Some(mut inherited) = world.get_mut::<InheritedVisibility>(entity)
            && *inherited != now
        {
            *inherited = now;
        }
    }
}
