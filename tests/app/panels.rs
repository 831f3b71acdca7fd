//! Panels own the clicks on them: a click on a panel never reaches a card under it.

use super::devices::{card_at, click_at, key};
use super::harness::{app, run_until, sit_down};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use stammtisch::core::MatchSetup;
use stammtisch::core::UiRects;
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::schwimmen::Phase;

fn table(app: &App) -> &SchwimmenMatch {
    app.world().resource::<SchwimmenMatch>()
}

/// Window pixels (origin top left) of a table point.
fn window_point(app: &mut App, at: Vec2) -> Vec2 {
    let mut windows = app
        .world_mut()
        .query_filtered::<&Window, With<PrimaryWindow>>();
    let w = windows.single(app.world()).unwrap();
    Vec2::new(at.x + w.width() / 2.0, w.height() / 2.0 - at.y)
}

#[test]
fn a_click_on_a_panel_reaches_no_card() {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 5),
    );
    run_until(&mut app, 5000, "the human's turn in play", |app| {
        let on_turn = app
            .world()
            .resource::<stammtisch::table::seats::TableSeats>()
            .human_on_turn();
        if on_turn == Some(Seat(0)) {
            match table(app).game.phase() {
                Phase::Play { .. } => return true,
                _ => key(app, KeyCode::Space),
            }
        }
        false
    });
    let card = table(&app).game.hand(Seat(0))[1];
    let at = card_at(&mut app, card);
    // A panel lies over the card (as a HUD drawn last frame): the click is the panel's.
    let p = window_point(&mut app, at);
    app.world_mut().resource_mut::<UiRects>().0 =
        vec![Rect::from_center_size(p, Vec2::splat(40.0))];
    // The UI pass would rewrite the rects; the headless App has none, so they stay.
    click_at(&mut app, at);
    assert_eq!(
        table(&app).local.picked,
        None,
        "the card under the panel was not picked"
    );
    // Without the panel the same click picks it.
    app.world_mut().resource_mut::<UiRects>().0.clear();
    click_at(&mut app, at);
    assert_eq!(table(&app).local.picked, Some(card));
}
