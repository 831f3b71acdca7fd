//! What a newcomer meets at any table: the rules one key away while the game waits.

use crate::devices::key;
use crate::harness::{app, sit_down};
use bevy::prelude::*;
use stammtisch::core::Tr;
use stammtisch::games::gaemsh::GaemshMatch;
use stammtisch::input::pause_menu::{MenuRow, PauseMenu};
use stammtisch::screens::MatchSetup;
use stammtisch::screens::howto::HowTo;
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
fn h_opens_the_rules_over_a_paused_real_time_table_and_escape_goes_back_to_the_game() {
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
    assert!(menu(&app).open, "over the pause menu");
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
    // Escape closes the page and only the page.
    key(&mut app, KeyCode::Escape);
    assert!(!howto(&app).is_open());
    assert!(menu(&app).open, "back in the pause menu");
    let rows = menu(&app).rows(4);
    assert_eq!(
        rows[menu(&app).selected],
        MenuRow::HowTo,
        "on the rules' row"
    );
    // Its row opens it again; Escape twice and the game goes on.
    key(&mut app, KeyCode::Enter);
    assert!(howto(&app).is_open(), "the row opens the rules");
    key(&mut app, KeyCode::Escape);
    key(&mut app, KeyCode::Escape);
    assert!(!menu(&app).open && !app.world().resource::<TablePause>().is_paused());
    for _ in 0..200 {
        app.update();
    }
    assert_ne!(moment(&app), before, "the round goes on");
}
