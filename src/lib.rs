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

use crate::core::mode::Mode;
use bevy::prelude::*;

/// `stammtisch serve`: the host without a window, until it is stopped (Ctrl-C) or cannot open
/// its port; how it ended.
pub fn serve(serve: net::serve::Serve) -> AppExit {
    let mut app = app(Mode::Serve);
    app.insert_resource(serve);
    app.run()
}

/// `stammtisch join`: the window, joining the invite once it is up.
pub fn join(join: net::guest::JoinOnStart) {
    let mut app = app(Mode::Play);
    app.insert_resource(join);
    app.run();
}

/// `stammtisch join --panel` (a clicked invite link): the window, its join panel open on the
/// link.
pub fn join_panel(start: cli::online::PanelOnStart) {
    let mut app = app(Mode::Play);
    cli::online::panel_on_start(&mut app, start);
    app.run();
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
                        resolution: core::mode::window_size().into(),
                        ..default()
                    }),
                    ..default()
                })
                // Assets and shaders both load from the package root, wherever the binary is
                // (`assets::root`: beside an installed one).
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
