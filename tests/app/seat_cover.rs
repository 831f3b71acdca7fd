//! Every line a seat makes is tied to its seat: every Gämsh gesture line lies nearest its own
//! seat's plate or names it (a person's table of six at 1280×720, its moves made by a bot).

use super::harness::{sit_down, ui_app};
use bevy::prelude::*;
use stammtisch::core::MatchSetup;
use stammtisch::table::announce::LineText;
use stammtisch::table::seats::{SeatPlate, TableSeats};
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;

/// A person's table of `players` at `game`, 1280×720, its person's moves made by a bot.
fn person_table(game: &str, players: usize, seed: u64) -> App {
    let mut app = ui_app(1280, 720);
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 0.3;
    let mut setup = MatchSetup::against_bots(game, players, Level::Easy, "Du", seed);
    setup.autopilot = true;
    sit_down(&mut app, setup);
    app
}

/// Every seat's line now: its seat, the words it shows and its centre; and every plate's centre.
fn lines_and_plates(app: &mut App) -> (Vec<(Seat, String, Vec2)>, Vec<(Seat, Vec2)>) {
    let mut q = app
        .world_mut()
        .query::<(&LineText, &Transform, &Children)>();
    let mut texts = app.world_mut().query::<&Text2d>();
    let world = app.world();
    let lines = q
        .iter(world)
        .map(|(line, at, children)| {
            let shown = children
                .iter()
                .find_map(|c| texts.get(world, c).ok())
                .map_or(String::new(), |t| t.0.clone());
            (line.0, shown, at.translation.truncate())
        })
        .collect();
    let mut q = app.world_mut().query::<(&SeatPlate, &GlobalTransform)>();
    let plates = q
        .iter(app.world())
        .map(|(p, at)| (p.0, at.translation().truncate()))
        .collect();
    (lines, plates)
}

/// Gämsh Alpin among six: every line ("hat ein Zeichen gewählt", "tauscht", a person's "hustet")
/// lies nearer its own seat's plate than any other's, or names its seat.
#[test]
fn every_gaemsh_gesture_line_lies_nearest_its_own_seat_or_names_it() {
    let mut app = person_table("gaemsh", 6, 3);
    let mut checked = 0;
    for _ in 0..900 {
        app.update();
        let (lines, plates) = lines_and_plates(&mut app);
        let names: Vec<String> = {
            let seats = app.world().resource::<TableSeats>();
            (0..seats.len())
                .map(|i| seats.name(Seat(i as u8)).to_string())
                .collect()
        };
        for (seat, shown, at) in lines {
            let distance = |s: Seat| {
                plates
                    .iter()
                    .filter(|p| p.0 == s)
                    .map(|p| p.1.distance(at))
                    .fold(f32::INFINITY, f32::min)
            };
            let mine = distance(seat);
            let nearest_own = plates.iter().all(|p| p.1.distance(at) >= mine);
            let named = shown.starts_with(&names[seat.index()]);
            assert!(
                nearest_own || named,
                "seat {}'s line “{shown}” at {at} lies nearer another seat's plate and names no seat",
                seat.0 + 1
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "some lines were shown");
}
