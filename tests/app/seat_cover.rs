//! Every line a seat makes is tied to its seat: every Gämsh gesture line lies nearest its own
//! seat's plate or names it (a person's table of six at 1280×720, its moves made by a bot); and
//! no seat line lies on what a player reads, no box on a seat's cards or plate, at a person's
//! table of every game at its largest, at three window sizes in both languages.

use super::harness::{run_until, sit_down, ui_app};
use bevy::prelude::*;
use stammtisch::core::MatchSetup;
use stammtisch::table::announce::LineText;
use stammtisch::table::seats::{SeatPlate, TableSeats};
use stammtisch::ui::layout_check::{NOWHERE_FREE, seat_coverings};
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;
use std::collections::HashMap;

/// A person's table of `players` at `game` in a window of `size`, its person's moves made by a
/// bot.
pub(super) fn person_table(game: &str, players: usize, (w, h): (u32, u32), seed: u64) -> App {
    let mut app = ui_app(w, h);
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
    let mut app = person_table("gaemsh", 6, (1280, 720), 3);
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

/// Frames a covering must last to count (half a second, as the layout check has it): what flies
/// past, or a box for the frame it takes to move, is not a layout.
pub(super) const STEADY: usize = 30;

/// What `seat_coverings` finds that lasts `STEADY` frames, each told once: a fault, or (a panel
/// that found no free spot at all, `NOWHERE_FREE`) a crowded table, told apart.
#[derive(Default)]
pub(super) struct Steady {
    since: HashMap<String, usize>,
    pub(super) found: Vec<String>,
    pub(super) crowded: Vec<String>,
}

impl Steady {
    /// Looks at `app` in `frame`; `at` names the table in what it tells.
    pub(super) fn see(&mut self, app: &mut App, frame: usize, at: &str) {
        let now = seat_coverings(app.world_mut());
        let since = std::mem::take(&mut self.since);
        for what in now {
            let from = since.get(&what).copied().unwrap_or(frame);
            let told = format!("{at}: {what}");
            if frame - from >= STEADY
                && !self.found.contains(&told)
                && !self.crowded.contains(&told)
            {
                match what.contains(NOWHERE_FREE) {
                    true => self.crowded.push(told),
                    false => self.found.push(told),
                }
            }
            self.since.insert(what, from);
        }
    }
}

/// Every game's person's table at its largest, the person's moves made by a bot, for two and a
/// half seconds of table time at each of 800×600, 1280×720 and 1920×1080 in German and English
/// (one App a game, the window and the language changed as it plays): the seats' check
/// (`seat_coverings`) finds no seat line on a face-up card, the board, a plate or another line,
/// and no box on a seat's cards or plate, that lasts half a second; and no panel that found no
/// free spot.
#[test]
fn no_seat_line_or_box_covers_what_a_player_reads_at_any_person_table() {
    use stammtisch::core::Lang;
    let games = [
        ("schwimmen", 9),
        ("ziege", 6),
        ("jammerlappen", 6),
        ("gaemsh", 6),
        ("gorillas", 10),
    ];
    let mut steady = Steady::default();
    let mut looked = 0;
    for (game, players) in games {
        let mut app = person_table(game, players, (1280, 720), 5);
        for (width, height) in [(800.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)] {
            for lang in Lang::ALL {
                let mut windows = app.world_mut().query::<&mut Window>();
                for mut window in windows.iter_mut(app.world_mut()) {
                    window.resolution.set(width, height);
                }
                app.world_mut()
                    .resource_mut::<stammtisch::settings::Settings>()
                    .language = Some(lang);
                let at = format!("{game} {width}×{height} {lang:?}");
                // Each window and language a table of its own: what lasted before does not
                // carry over.
                steady.since.clear();
                for frame in 0..150 {
                    app.update();
                    steady.see(&mut app, frame, &at);
                    looked += 1;
                }
            }
        }
    }
    assert_eq!(looked, 5 * 6 * 150);
    // A full table's panels are narrow (six Gämsh and Ziege seats, past six at Schwimmen and
    // Gorillas): none may find itself without a free spot either (42 did before).
    assert!(
        steady.crowded.is_empty(),
        "{} coverings by panels with no free spot:\n{}",
        steady.crowded.len(),
        steady.crowded.join("\n")
    );
    assert!(
        steady.found.is_empty(),
        "{} coverings:\n{}",
        steady.found.len(),
        steady.found.join("\n")
    );
}

/// The check itself at a real table: a seat line planted on the middle's face-up card is found.
#[test]
fn the_seats_check_finds_a_line_planted_on_a_face_up_card() {
    use stammtisch::table::cards::{CardPlace, TableCard};
    let mut app = person_table("schwimmen", 3, (1280, 720), 8);
    let mut middle = None;
    run_until(&mut app, 600, "a face-up card at rest", |app| {
        let mut q = app
            .world_mut()
            .query::<(&TableCard, &CardPlace, &Transform)>();
        middle = q
            .iter(app.world())
            .find(|(_, p, at)| p.face_up && at.translation.truncate().distance(p.pos) < 1.0)
            .map(|(_, p, _)| p.pos);
        middle.is_some()
    });
    let at = middle.expect("a card");
    app.world_mut().spawn((
        LineText(Seat(1), "nimmt das andere Päckchen".into()),
        Sprite {
            custom_size: Some(Vec2::new(200.0, 30.0)),
            ..default()
        },
        Transform::from_translation(at.extend(85.0)),
    ));
    let found = stammtisch::ui::layout_check::seat_coverings(app.world_mut());
    assert!(
        found
            .iter()
            .any(|f| f.starts_with("the line of seat 2 “nimmt das andere Päckchen” lies on card")),
        "{found:?}"
    );
}
