//! Building the headless App and running it until something holds.

use bevy::prelude::*;
use stammtisch::core::{MatchSetup, Screen};
use stammtisch::settings::Settings;

/// One frame of the manual clock.
pub const FRAME: std::time::Duration = std::time::Duration::from_millis(16);

/// The real App without window or GPU, on a manual clock (every update is one 16 ms frame),
/// with bots that answer at once.
pub fn app() -> App {
    app_in(stammtisch::core::mode::Mode::Headless)
}

/// `app()` in another App mode without a window (`serve`'s, say).
pub fn app_in(mode: stammtisch::core::mode::Mode) -> App {
    let mut app = stammtisch::app(mode);
    // What `App::run` does before the first frame (replicon sets its channels up here).
    app.finish();
    app.cleanup();
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(FRAME));
    app.world_mut().resource_mut::<Settings>().bot_pace = 0.0;
    app
}

/// Runs frames until `done` holds, failing after `frames`.
pub fn run_until(app: &mut App, frames: usize, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    for _ in 0..frames {
        app.update();
        if done(app) {
            return;
        }
    }
    panic!("after {frames} frames still waiting for: {what}");
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Loads the art, then sits down at the table with `setup`.
pub fn sit_down(app: &mut App, setup: MatchSetup) {
    run_until(app, 3000, "the title screen after loading", |app| {
        screen(app) == Screen::Title
    });
    *app.world_mut().resource_mut::<MatchSetup>() = setup;
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Table);
    run_until(app, 10, "the table", |app| screen(app) == Screen::Table);
}

/// `app()` at Schwimmen for three, "Du" against easy bots (seed 8), five frames into the deal.
pub fn at_schwimmen_against_bots() -> App {
    let mut app = app();
    let setup =
        MatchSetup::against_bots("schwimmen", 3, stammtisch_rules::bots::Level::Easy, "Du", 8);
    sit_down(&mut app, setup);
    for _ in 0..5 {
        app.update();
    }
    app
}

/// `app()`, with the menus and HUDs laid out by egui (nothing drawn), at a window of `width` ×
/// `height`: for tests that click HUD buttons from raw mouse input or check where boxes lie
/// (`stammtisch::ui::boxes::UiBoxes`).
pub fn ui_app(width: u32, height: u32) -> App {
    let mut app = stammtisch::app(stammtisch::core::mode::Mode::HeadlessUi);
    app.finish();
    app.cleanup();
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(FRAME));
    app.world_mut().resource_mut::<Settings>().bot_pace = 0.0;
    let mut windows = app.world_mut().query::<&mut Window>();
    for mut window in windows.iter_mut(app.world_mut()) {
        window.resolution.set(width as f32, height as f32);
    }
    app
}

/// Every seat's line on the table: its plate's rectangle and the entity of its words.
pub fn seat_lines(app: &mut App) -> Vec<(Rect, Entity)> {
    let mut q = app
        .world_mut()
        .query::<(&Name, &Transform, &Sprite, &Children)>();
    q.iter(app.world())
        .filter(|(n, ..)| n.as_str() == "Seat line")
        .map(|(_, t, s, children)| {
            (
                Rect::from_center_size(
                    t.translation.truncate(),
                    s.custom_size.unwrap_or(Vec2::ZERO),
                ),
                children[0],
            )
        })
        .collect()
}
