//! What a newcomer meets at any table: the rules one key away while the game waits.

use crate::devices::key;
use crate::harness::{app, sit_down};
use bevy::prelude::*;
use stammtisch::core::MatchSetup;
use stammtisch::core::Tr;
use stammtisch::games::gaemsh::GaemshMatch;
use stammtisch::screens::howto::HowTo;
use stammtisch::screens::pause_menu::{MenuRow, PauseMenu};
use stammtisch::table::pause::TablePause;
use stammtisch_rules::bots::Level;

fn howto(app: &App) -> HowTo {
    app.world().resource::<HowTo>().clone()
}

fn menu(app: &App) -> PauseMenu {
    app.world().resource::<PauseMenu>().clone()
}

/// The Gämsh match's clock and moves: unchanged while the table is paused.
fn moment(app: &App) -> String {
    let m = app.world().resource::<GaemshMatch>();
    format!("{} {:?} {:?}", m.moves, m.now, m.game)
}

#[test]
fn h_opens_the_rules_over_a_paused_real_time_table_and_escape_goes_back_to_the_game_or_the_menu() {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("gaemsh", 4, Level::Easy, "Du", 3),
    );
    for _ in 0..30 {
        app.update();
    }
    key(&mut app, KeyCode::KeyH);
    assert_eq!(
        howto(&app).game.as_deref(),
        Some("gaemsh"),
        "H opens the rules"
    );
    assert!(PauseMenu::is_open(app.world()), "over the pause menu");
    assert!(app.world().resource::<TablePause>().is_paused());
    let (heading, text) = {
        let tr = app.world().resource::<Tr>();
        let games = app.world().resource::<stammtisch::core::TableGames>();
        howto(&app).page(tr, games).expect("a page")
    };
    assert!(
        heading.contains("Gämsh") && text.len() > 200,
        "{heading}: {text}"
    );
    let before = moment(&app);
    for _ in 0..300 {
        app.update();
    }
    assert_eq!(
        moment(&app),
        before,
        "the round waits while the rules are read"
    );
    // The arrows scroll the page, not the menu.
    let selected = menu(&app).selected;
    key(&mut app, KeyCode::ArrowDown);
    key(&mut app, KeyCode::ArrowDown);
    assert_eq!(howto(&app).scroll, 2.0);
    assert_eq!(menu(&app).selected, selected);
    // Escape closes the page and, since H opened it, the menu too: back to the game.
    key(&mut app, KeyCode::Escape);
    assert!(!howto(&app).is_open());
    assert!(
        !PauseMenu::is_open(app.world()) && !app.world().resource::<TablePause>().is_paused(),
        "H's rules close back into the game"
    );
    // From the pause menu's row, closing the page is back in the menu.
    key(&mut app, KeyCode::Escape);
    assert!(PauseMenu::is_open(app.world()), "Escape opens the menu");
    let row = menu(&app)
        .rows(4)
        .iter()
        .position(|r| *r == MenuRow::HowTo)
        .expect("a rules row");
    while menu(&app).selected != row {
        key(&mut app, KeyCode::ArrowDown);
    }
    key(&mut app, KeyCode::Enter);
    assert!(howto(&app).is_open(), "the row opens the rules");
    key(&mut app, KeyCode::Escape);
    assert!(!howto(&app).is_open());
    assert!(PauseMenu::is_open(app.world()), "back in the pause menu");
    assert_eq!(
        menu(&app).rows(4)[menu(&app).selected],
        MenuRow::HowTo,
        "on the rules' row"
    );
    // H while the page is open closes it too; Escape and the game goes on.
    key(&mut app, KeyCode::KeyH);
    assert!(howto(&app).is_open(), "H over the menu opens the rules");
    key(&mut app, KeyCode::KeyH);
    assert!(!howto(&app).is_open(), "H closes them");
    assert!(
        PauseMenu::is_open(app.world()),
        "the menu it came over stays"
    );
    key(&mut app, KeyCode::Escape);
    assert!(!PauseMenu::is_open(app.world()) && !app.world().resource::<TablePause>().is_paused());
    for _ in 0..200 {
        app.update();
    }
    assert_ne!(moment(&app), before, "the round goes on");
}

/// A bot that loses a race is not shown as refused: its move is dropped quietly (nobody at the
/// table asked for it), while the person who won plays on. The person's move comes from a raw key;
/// the bot's throw-in arrives in the same frame, stamped after it.
#[test]
fn a_bots_lost_race_is_dropped_quietly() {
    use crate::devices::{key_down, release_all};
    use crate::races::{race_round, race_table, winner};
    use stammtisch::core::Toast;
    use stammtisch::core::{Stamp, TableClock};
    use stammtisch::games::driver::Intent;
    use stammtisch::games::jammerlappen::JammerlappenMatch;
    use stammtisch_rules::games::jammerlappen::Action;

    let (seed, moves, thrower, turn) = race_round();
    let mut app = race_table(seed, &moves, thrower, turn);
    for _ in 0..20 {
        app.update();
    }
    let (throw_in, moves_now) = {
        let m = app.world().resource::<JammerlappenMatch>();
        let window = m.game.window().expect("the throw-in window is open");
        let cards = m
            .game
            .throw_in_cards(thrower)
            .expect("the thrower may throw in");
        (
            Action::ThrowIn {
                onto: window.card,
                cards,
            },
            m.moves,
        )
    };
    let frame_at = app.world().resource::<TableClock>().now + 16;
    key_down(&mut app, KeyCode::KeyT);
    app.world_mut().write_message(Intent {
        seat: thrower,
        action: throw_in,
        stamp: Stamp::new(frame_at, u32::MAX),
        moves: moves_now,
    });
    app.update();
    release_all(&mut app, &[KeyCode::KeyT], &[]);
    assert_eq!(winner(&app, thrower, turn), "take", "the key came first");
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(
        !toast.contains("zu spät"),
        "the bot's lost race is not shown: {toast:?}"
    );
}

/// A message of the table ("… zu spät") does not follow the player into the lobby.
#[test]
fn the_tables_last_message_stays_with_the_table() {
    use stammtisch::core::Screen;
    use stammtisch::core::Toast;
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 4),
    );
    for _ in 0..10 {
        app.update();
    }
    let now = app.world().resource::<Time>().elapsed_secs();
    app.world_mut()
        .resource_mut::<Toast>()
        .show("Resi: zu spät", now);
    // Escape, down to "to the lobby", yes.
    key(&mut app, KeyCode::Escape);
    let rows = menu(&app).rows(3);
    let lobby = rows.iter().position(|r| *r == MenuRow::Lobby).unwrap();
    while menu(&app).selected != lobby {
        key(&mut app, KeyCode::ArrowDown);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app).rows(3), vec![MenuRow::Stay, MenuRow::Leave]);
    key(&mut app, KeyCode::ArrowDown);
    key(&mut app, KeyCode::Enter);
    crate::harness::run_until(&mut app, 10, "the lobby", |app| {
        crate::harness::screen(app) == Screen::Lobby
    });
    let now = app.world().resource::<Time>().elapsed_secs();
    assert_eq!(app.world().resource::<Toast>().current(now), None);
}

/// The default name is the language's word for the player ("You" on an English table, though the
/// settings keep "Du"), and the table speaks to its one person in the second person; a couch of
/// several people and the attract mode are spoken of by name.
#[test]
fn the_one_person_at_the_table_is_you_in_the_tables_language() {
    use stammtisch::core::{Lang, SeatKind};
    use stammtisch::settings::Settings;
    use stammtisch::table::seats::TableSeats;
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    app.update();
    assert_eq!(app.world().resource::<Settings>().player_name, "Du");
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 5),
    );
    for _ in 0..5 {
        app.update();
    }
    let seats = app.world().resource::<TableSeats>().clone();
    assert_eq!(seats.name(stammtisch_rules::Seat(0)), "You");
    assert_eq!(app.world().resource::<Tr>().you(), Some("You"));
    let said = stammtisch::tr!(app.world().resource::<Tr>(), "schwimmen-deals", who = "You");
    assert_eq!(said, "You deal");

    // Two people on one couch: names, not "you".
    let mut app = crate::harness::app();
    let mut setup = MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 5);
    setup.seats[1] = SeatKind::Human {
        name: "Resi".into(),
    };
    sit_down(&mut app, setup);
    app.update();
    assert_eq!(app.world().resource::<Tr>().you(), None);
    // The attract mode speaks of everyone by name.
    let mut app = crate::harness::app();
    sit_down(&mut app, MatchSetup::attract_of("schwimmen", 4, 2));
    app.update();
    assert_eq!(app.world().resource::<Tr>().you(), None);
}

/// A seat's line that must move off its first place stays by its own seat: nearer its own place
/// at the table than any other seat's. The right seat's long line once jumped a whole line's
/// width up or down along the edge, to the top seat's hand or the person's plate. Four seats
/// with a person, at 800×600 and 1280×720; the lines come as the table tells bots' moves.
#[test]
fn a_moved_seat_line_stays_by_its_own_seat() {
    use stammtisch::table::announce::{LineText, SeatLines};
    use stammtisch::table::cards::TableArea;
    use stammtisch::table::layout::seat_place;
    use stammtisch_rules::Seat;
    for game in ["schwimmen", "gaemsh"] {
        for (w, h) in [(800, 600), (1280, 720)] {
            let mut app = crate::harness::ui_app(w, h);
            sit_down(
                &mut app,
                MatchSetup::against_bots(game, 4, Level::Easy, "Du", 3),
            );
            for _ in 0..150 {
                app.update();
            }
            let now = app.world().resource::<Time>().elapsed_secs();
            for (seat, words) in [
                (3, "will eine neue Mitte haben"),
                (1, "nimmt den Topf"),
                (2, "schiebt"),
            ] {
                app.world_mut()
                    .resource_mut::<SeatLines>()
                    .show(Seat(seat), words, now);
            }
            let size = app.world().resource::<TableArea>().0;
            let seats: Vec<Vec2> = (0..4).map(|i| seat_place(size, i, 4).anchor).collect();
            let mut seen = 0;
            for frame in 0..60 {
                app.update();
                let mut q = app.world_mut().query::<(&LineText, &Transform)>();
                for (line, at) in q.iter(app.world()) {
                    seen += 1;
                    let at = at.translation.truncate();
                    let nearest = (0..4)
                        .min_by(|&a, &b| seats[a].distance(at).total_cmp(&seats[b].distance(at)))
                        .unwrap();
                    assert_eq!(
                        nearest,
                        line.0.index(),
                        "{game} {w}×{h} frame {frame}: seat {}'s line {:?} at {at} lies nearest seat {nearest}",
                        line.0.index(),
                        line.1
                    );
                }
            }
            assert!(seen >= 60 * 3, "{game} {w}×{h}: {seen} lines");
        }
    }
}
