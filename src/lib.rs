//! Stammtisch: builds the Bevy App, so that the binary and the tests run the very same App.

pub mod assets;
pub mod audio;
pub mod cli;
pub mod core;
pub mod games;
pub mod input;
pub mod net;
pub mod phone;
pub mod screens;
pub mod settings;
pub mod smoke;
pub mod table;
pub mod ui;

use bevy::prelude::*;
use std::path::PathBuf;

/// How the App runs.
#[derive(Resource, Clone, Debug, PartialEq)]
pub enum Mode {
    /// A window: title, lobby, table.
    Play,
    /// A window that goes straight into the attract mode.
    Demo,
    /// The attract mode with screenshots into `dir`, quitting after `seconds` (the smoke test).
    Smoke { dir: PathBuf, seconds: f32 },
    /// No window, no GPU, no sound: for tests that drive the App frame by frame.
    Headless,
    /// `Headless`, with the menus and HUDs laid out by egui (nothing drawn): for tests that
    /// click the HUD's buttons from raw mouse input and check where its boxes lie.
    HeadlessUi,
    /// No window, in real time: `stammtisch serve`, the host of a table across homes.
    Serve,
}

impl Mode {
    pub fn is_headless(&self) -> bool {
        matches!(self, Mode::Headless | Mode::HeadlessUi | Mode::Serve)
    }

    /// Frame by frame under a test's control (bots' answers are waited for, so a frame's
    /// outcome never depends on the task pool's speed).
    pub fn is_test(&self) -> bool {
        matches!(self, Mode::Headless | Mode::HeadlessUi)
    }
}

/// `stammtisch serve`: the host without a window, until it is stopped (Ctrl-C) or cannot open
/// its port; how it ended.
pub fn serve(serve: net::serve::Serve) -> AppExit {
    let mut app = app(Mode::Serve);
    app.insert_resource(serve);
    app.run()
}

/// `stammtisch join`: the window, joining the invite once it is up.
pub fn join(join: cli::online::JoinOnStart) {
    let mut app = app(Mode::Play);
    app.insert_resource(join);
    app.run();
}

/// The window's size at start: 1280×720, or `$STAMMTISCH_WINDOW` ("800x600", for the smoke
/// run's pictures at other sizes).
pub fn window_size() -> (u32, u32) {
    std::env::var("STAMMTISCH_WINDOW")
        .ok()
        .and_then(|v| {
            let (w, h) = v.split_once('x')?;
            Some((w.trim().parse().ok()?, h.trim().parse().ok()?))
        })
        .filter(|&(w, h): &(u32, u32)| w >= 320 && h >= 240)
        .unwrap_or((1280, 720))
}

/// Opens the App and runs it until it quits.
pub fn run(mode: Mode) {
    app(mode).run();
}

/// `run`, with a screen that only watches: it holds no seat, so it shows what a spectator may
/// see (`games::driver::Spectating`).
pub fn run_watching(mode: Mode) {
    let mut app = app(mode);
    app.insert_resource(games::driver::Spectating(true));
    app.run();
}

/// The whole App for `mode`.
pub fn app(mode: Mode) -> App {
    let mut app = App::new();
    if mode.is_headless() {
        let frames = match mode {
            // `serve` keeps the table's time: 60 frames a second, not as fast as it can.
            Mode::Serve => bevy::app::ScheduleRunnerPlugin::run_loop(
                std::time::Duration::from_secs_f64(1.0 / 60.0),
            ),
            _ => bevy::app::ScheduleRunnerPlugin::default(),
        };
        app.add_plugins((
            MinimalPlugins.set(frames),
            bevy::state::app::StatesPlugin,
            bevy::input::InputPlugin,
            bevy::asset::AssetPlugin::default(),
            bevy::window::WindowPlugin {
                primary_window: Some(Window {
                    resolution: (1280, 720).into(),
                    ..default()
                }),
                exit_condition: bevy::window::ExitCondition::DontExit,
                ..default()
            },
            bevy::transform::TransformPlugin,
        ));
        app.init_asset::<Image>();
        if mode == Mode::Serve {
            // Ctrl-C ends `serve` through the App (as the window's plugins do for a window):
            // the homes at its table are told before it goes.
            app.add_plugins(bevy::app::TerminalCtrlCHandlerPlugin);
        }
        if mode == Mode::HeadlessUi {
            // egui's plugin keeps its shader among the assets, even with nothing to draw.
            app.init_asset::<bevy::shader::Shader>();
            app.add_plugins((bevy_egui::EguiPlugin::default(), ui::plugin));
        }
    } else {
        app.add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Stammtisch".into(),
                        resolution: window_size().into(),
                        ..default()
                    }),
                    ..default()
                })
                // Assets and shaders both load from the package root, wherever the binary is.
                .set(AssetPlugin {
                    file_path: assets::root().to_string_lossy().into_owned(),
                    ..default()
                }),
        );
        app.add_plugins((
            bevy_egui::EguiPlugin::default(),
            ui::plugin,
            audio::plugin,
            table::felt::plugin,
        ));
    }
    app.insert_resource(mode.clone());
    app.add_plugins((
        core::plugin,
        settings::plugin,
        assets::plugin,
        screens::plugin,
        table::plugin,
        // Before the games: each game registers its per-seat message with replicon.
        net::plugin,
        games::plugin,
        input::plugin,
        phone::plugin,
    ));
    if let Mode::Smoke { .. } = mode {
        app.add_plugins(smoke::plugin);
    }
    one_thread_per_frame(&mut app);
    app
}

/// The table's schedules run their systems one after another on one thread: they are many and
/// small, and handing them out to worker threads cost more than they do (the table bench, ten
/// Gorillas seats with every card moving: 2.9 ms a frame with the multi-threaded executor on two
/// cores, 1.5 ms with this). Rendering keeps its own threads.
fn one_thread_per_frame(app: &mut App) {
    use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
    let labels = [
        First.intern(),
        PreUpdate.intern(),
        Update.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ];
    for label in labels {
        app.edit_schedule(label, |schedule| {
            schedule.set_executor(SingleThreadedExecutor::new());
        });
    }
}
