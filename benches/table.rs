//! The table's CPU time per frame with every card in flight: the real App headless (no GPU), a
//! table of bots, and every frame all its cards sent to a new place (turned over every other
//! frame): 9 Schwimmen seats (32 cards) and 10 Gussy Gorillas seats (the figure).
//! Run: `cargo bench --bench table` (`--profile dev` for the build the tests use).

use bevy::prelude::*;
use stammtisch::core::{MatchSetup, Screen};
use stammtisch::table::cards::{CardPlace, TableCard};
use std::time::Instant;

fn main() {
    measure("schwimmen", 9, 3);
    measure("gorillas", 10, 3);
}

/// Runs `frames` frames of an attract table of `game` with `seats` seats, every card moving.
fn measure(game: &str, seats: usize, seed: u64) {
    let mut app = stammtisch::app(stammtisch::core::mode::Mode::Headless);
    app.finish();
    app.cleanup();
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1.0;
    for _ in 0..5000 {
        app.update();
        if *app.world().resource::<State<Screen>>().get() == Screen::Title {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    *app.world_mut().resource_mut::<MatchSetup>() = MatchSetup::attract_of(game, seats, seed);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Table);
    for _ in 0..10 {
        app.update();
    }
    let frames = 2000;
    let mut times = Vec::with_capacity(frames);
    let mut cards = app.world_mut().query::<(&TableCard, &mut CardPlace)>();
    let count = cards.iter(app.world()).count();
    for frame in 0..frames {
        // Scatter every card so each starts a new flight this frame.
        for (k, (_, mut place)) in cards.iter_mut(app.world_mut()).enumerate() {
            let a = (frame as f32 * 0.37 + k as f32) * 0.7;
            place.pos = Vec2::new(a.cos() * 400.0, a.sin() * 250.0);
            place.face_up = frame % 2 == 0;
        }
        let start = Instant::now();
        app.update();
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    println!(
        "table frame, {game}, {seats} seats, {count} cards moving: mean {mean:.3} ms, median {:.3} ms, p95 {:.3} ms, max {:.3} ms over {frames} frames",
        times[frames / 2],
        times[frames * 95 / 100],
        times[frames - 1]
    );
}
