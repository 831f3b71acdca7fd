//! The table's CPU time per frame with every card in flight: the real App headless (no GPU), a
//! 9-player game of bots, and every frame all 32 cards sent to a new place.
//! Run: `cargo bench --bench table`.

use bevy::prelude::*;
use stammtisch::screens::{MatchSetup, Screen};
use stammtisch::table::cards::{CardPlace, TableCard};
use std::time::Instant;

fn main() {
    let mut app = stammtisch::app(stammtisch::Mode::Headless);
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
    *app.world_mut().resource_mut::<MatchSetup>() = MatchSetup::attract_of("schwimmen", 9, 3);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Table);
    for _ in 0..10 {
        app.update();
    }
    let frames = 2000;
    let mut times = Vec::with_capacity(frames);
    let mut cards = app.world_mut().query::<(&TableCard, &mut CardPlace)>();
    for frame in 0..frames {
        // Scatter every card so each starts a new flight this frame.
        for (card, mut place) in cards.iter_mut(app.world_mut()) {
            let a = (frame as f32 * 0.37 + card.0.0 as f32) * 0.7;
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
        "table frame, 32 cards moving, 9 seats: mean {mean:.3} ms, median {:.3} ms, p95 {:.3} ms, max {:.3} ms over {frames} frames",
        times[frames / 2],
        times[frames * 95 / 100],
        times[frames - 1]
    );
}
