//! Every line a seat makes is tied to its seat and no panel covers a seat: at the largest table
//! of every game (1280×720, a person's table whose moves a bot makes), no seat's line lies on a
//! name plate or a face-up card and no box on a plate, an avatar, the board or a face-up card
//! for longer than a moment (`ui::layout_check::seat_coverings`); every Gämsh gesture line lies
//! nearest its own seat's plate or names it; Outgämshed's question covers no avatar or plate.

use super::harness::{sit_down, ui_app};
use bevy::prelude::*;
use stammtisch::core::MatchSetup;
use stammtisch::table::announce::LineText;
use stammtisch::table::seats::{SeatPlate, TableSeats};
use stammtisch::ui::layout_check::seat_coverings;
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;
use std::collections::HashMap;

/// Frames a covering must last to count (half a second): a line or card passing by is no layout.
const STEADY: usize = 30;

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

/// The coverings that lasted `STEADY` frames within `frames` frames.
fn lasting_coverings(app: &mut App, frames: usize) -> Vec<String> {
    let mut since: HashMap<String, usize> = HashMap::new();
    let mut told = Vec::new();
    for frame in 0..frames {
        app.update();
        let now = seat_coverings(app.world_mut());
        since.retain(|what, _| now.contains(what));
        for what in now {
            let first = *since.entry(what.clone()).or_insert(frame);
            if frame - first >= STEADY && !told.contains(&what) {
                told.push(what);
            }
        }
    }
    told
}

#[test]
fn no_seat_line_or_panel_covers_a_seat_at_the_largest_table_of_each_game() {
    let mut found = Vec::new();
    for (game, players) in [
        ("schwimmen", 9),
        ("ziege", 6),
        ("jammerlappen", 6),
        ("gaemsh", 6),
        ("gorillas", 10),
    ] {
        let mut app = person_table(game, players, 5);
        for what in lasting_coverings(&mut app, 900) {
            found.push(format!("{game} at {players}: {what}"));
        }
        // The check sees the table: a line laid on a plate is found.
        let (_, plates) = lines_and_plates(&mut app);
        assert_eq!(plates.len(), players, "{game}: every seat's plate");
        let line = app
            .world_mut()
            .spawn((
                LineText(Seat(0), "x".into()),
                Transform::from_translation(plates[0].1.extend(85.0)),
                Sprite {
                    custom_size: Some(Vec2::new(120.0, 30.0)),
                    ..default()
                },
            ))
            .id();
        let child = app.world_mut().spawn(Text2d::new("x")).id();
        app.world_mut().entity_mut(line).add_child(child);
        let seen = seat_coverings(app.world_mut());
        assert!(
            seen.iter().any(|w| w.contains("lies on the name plate")),
            "{game}: a line on a plate is found: {seen:?}"
        );
        let boxes = app
            .world()
            .resource::<stammtisch::ui::boxes::UiBoxes>()
            .0
            .len();
        assert!(boxes > 0, "{game}: the boxes are seen");
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
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
/// lies nearer its own seat's plate than any other's, or names its seat; none lies on a plate.
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
    // And no line lay on a plate meanwhile (the person's own "hustet" lay on theirs).
    let found: Vec<String> = lasting_coverings(&mut app, 300)
        .into_iter()
        .filter(|w| w.starts_with("the line") && w.contains("name plate"))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}
