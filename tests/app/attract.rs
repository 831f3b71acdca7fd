//! The attract mode sells every game: each shows for its share of table time or one round, in
//! registry order round and round, with its name and "press any button"; any input goes back
//! to the title at once.

use crate::devices::{connect, key, mouse_down, press, release_all};
use crate::harness::{app, run_until, screen};
use bevy::prelude::*;
use stammtisch::core::AttractShare;
use stammtisch::core::{Lang, TableGames};
use stammtisch::core::{MatchSetup, Screen};
use stammtisch::games::driver::attract::ATTRACT_SHARE_SECS;
use stammtisch::settings::Settings;

/// The title, then idle until the attract mode starts (a short idle time for the test).
fn attract(app: &mut App) {
    run_until(app, 3000, "the title", |app| screen(app) == Screen::Title);
    app.world_mut()
        .resource_mut::<Settings>()
        .attract_after_secs = 5.0;
    run_until(app, 400, "the attract mode", |app| {
        screen(app) == Screen::Table && app.world().resource::<MatchSetup>().attract
    });
}

fn games(app: &App) -> Vec<&'static str> {
    app.world()
        .resource::<TableGames>()
        .0
        .iter()
        .map(|g| g.id)
        .collect()
}

/// Watches the attract mode for `switches` changes of game: each game shown (in order) and the
/// share it had when the next one came.
fn watch(app: &mut App, switches: usize, frames: usize) -> (Vec<String>, Vec<AttractShare>) {
    let mut shown = vec![app.world().resource::<MatchSetup>().game.clone()];
    let mut ended = Vec::new();
    let mut last = app.world().resource::<AttractShare>().clone();
    for _ in 0..frames {
        app.update();
        assert_eq!(
            screen(app),
            Screen::Table,
            "the attract mode stays at the table"
        );
        let setup = app.world().resource::<MatchSetup>();
        assert!(setup.attract);
        if setup.game != *shown.last().unwrap() {
            // The share of the frame that moved on, if it still names the game that ended.
            let now = app.world().resource::<AttractShare>().clone();
            let share = if now.game == *shown.last().unwrap() {
                now
            } else {
                last.clone()
            };
            shown.push(setup.game.clone());
            ended.push(share);
            if ended.len() == switches {
                return (shown, ended);
            }
        }
        last = app.world().resource::<AttractShare>().clone();
    }
    panic!("after {frames} frames only these games showed: {shown:?}");
}

/// Each game's place in the registry.
fn in_turn(all: &[&str], shown: &[String]) {
    let first = all
        .iter()
        .position(|g| *g == shown[0])
        .expect("a table game");
    for (k, game) in shown.iter().enumerate() {
        assert_eq!(
            game,
            all[(first + k) % all.len()],
            "registry order, round and round: {shown:?}"
        );
    }
}

#[test]
fn each_game_shows_for_its_share_of_table_time_then_the_next_in_turn() {
    let mut app = app();
    // Bots so slow that no round ends within a share: only the time moves the games on.
    app.world_mut().resource_mut::<Settings>().bot_pace = 1000.0;
    attract(&mut app);
    let all = games(&app);
    assert!(all.len() >= 3, "{all:?}");
    let frames = ((ATTRACT_SHARE_SECS + 2.0) / 0.016) as usize * (all.len() + 1);
    let (shown, ended) = watch(&mut app, all.len() + 1, frames);
    in_turn(&all, &shown);
    for every in all {
        assert!(shown.iter().any(|g| g == every), "{every} never showed");
    }
    for share in &ended {
        assert!(
            (ATTRACT_SHARE_SECS - 0.1..ATTRACT_SHARE_SECS + 0.5).contains(&share.secs),
            "{} moved on after its share of {ATTRACT_SHARE_SECS} s, not at {} s",
            share.game,
            share.secs
        );
        assert!(!share.over, "{}: no round ended at this pace", share.game);
    }
}

#[test]
fn a_game_whose_round_ends_first_moves_on_before_its_share() {
    let mut app = app();
    attract(&mut app);
    let all = games(&app);
    let (shown, ended) = watch(&mut app, all.len() + 1, 60_000);
    in_turn(&all, &shown);
    // A share moves on early exactly when its round is over; a round longer than a share (a
    // Gussy Gorillas round of bots takes one and a half to three minutes) runs the share out.
    for share in &ended {
        assert_eq!(
            share.over,
            share.secs < ATTRACT_SHARE_SECS,
            "{} moved on at {} s with its round {}",
            share.game,
            share.secs,
            if share.over { "over" } else { "still on" }
        );
    }
    let early = ended.iter().filter(|s| s.over).count();
    assert!(early >= 3, "only {early} rounds ended early: {ended:?}");
}

#[test]
fn the_banner_names_the_game_and_calls_for_a_button_in_both_languages() {
    let mut app = app();
    attract(&mut app);
    app.update();
    let share = app.world().resource::<AttractShare>().clone();
    let table = app.world().resource::<TableGames>().clone();
    let game = table.find(&share.game).expect("a table game").title;
    assert_eq!(
        share.words(&stammtisch::games::tr(Lang::De), &table),
        (game.to_string(), "Taste drücken".into())
    );
    assert_eq!(
        share.words(&stammtisch::games::tr(Lang::En), &table).1,
        "Press any button"
    );
}

#[test]
fn any_key_mouse_button_or_pad_button_returns_to_the_title_at_once() {
    let mut app = app();
    let pad = connect(&mut app);
    for input in ["key", "mouse", "pad"] {
        attract(&mut app);
        // A while into the show, not just its first frame.
        for _ in 0..120 {
            app.update();
        }
        match input {
            "key" => key(&mut app, KeyCode::KeyQ),
            "mouse" => {
                mouse_down(&mut app, Vec2::ZERO);
                app.update();
                release_all(&mut app, &[], &[]);
            }
            _ => press(&mut app, pad, GamepadButton::North),
        }
        assert_eq!(screen(&app), Screen::Title, "{input} ends the attract mode");
    }
}
