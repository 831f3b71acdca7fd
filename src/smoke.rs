//! The smoke run: screenshots of the title and the table in the attract mode, then quit.

use crate::screens::{MatchSetup, Screen};
use bevy::prelude::*;
use bevy::render::view::window::screenshot::{Screenshot, save_to_disk};

/// Seconds since start, and which pictures are taken.
#[derive(Resource, Default, Debug)]
struct SmokeClock {
    secs: f32,
    shots: Vec<&'static str>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SmokeClock>();
    app.add_systems(Update, run_script);
}

/// The script: title at 1.5 s, then the attract table at a few moments, quit at the end.
fn run_script(
    mut commands: Commands,
    time: Res<Time>,
    mode: Res<crate::Mode>,
    screen: Res<State<Screen>>,
    mut clock: ResMut<SmokeClock>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    let crate::Mode::Smoke { dir, seconds } = &*mode else {
        return;
    };
    if *screen.get() == Screen::Loading {
        return;
    }
    clock.secs += time.delta_secs();
    let t = clock.secs;
    let mut shoot = |name: &'static str, clock: &mut SmokeClock| {
        if !clock.shots.contains(&name) {
            clock.shots.push(name);
            let path = dir.join(format!("{name}.png"));
            info!("smoke: screenshot {}", path.display());
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
        }
    };
    // The title first (the loading screen sent us to the table: go back for the picture).
    if t < 1.0 && *screen.get() != Screen::Title && clock.shots.is_empty() {
        next.set(Screen::Title);
    } else if (1.5..2.0).contains(&t) {
        shoot("title", &mut clock);
    } else if (2.0..2.5).contains(&t) && *screen.get() == Screen::Title {
        *setup = MatchSetup::attract_of("schwimmen", 5, 7);
        next.set(Screen::Table);
    } else if (3.1..3.6).contains(&t) {
        shoot("table-deal", &mut clock);
    } else if t >= seconds * 0.75 && t < seconds * 0.75 + 0.5 {
        shoot("table", &mut clock);
    } else if t >= *seconds {
        info!("smoke: done after {t:.1} s");
        exit.write(AppExit::Success);
    }
}
