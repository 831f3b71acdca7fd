//! A person can follow the table: every bot move is told by its seat, bots wait a moment after
//! each move, and summaries stay until a person continues.

use crate::devices::key;
use crate::harness::{app, run_until, sit_down};
use bevy::prelude::*;
use stammtisch::core::MatchSetup;
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::settings::Settings;
use stammtisch::table::announce::SeatLines;
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::schwimmen::{Action, Phase};
use stammtisch_rules::{Game, LogEntry, Seat};

/// The seat and verb of the last action in the log, if the last entry is an action.
fn last_action(app: &App) -> Option<(Seat, serde_json::Value)> {
    let t = app.world().resource::<SchwimmenMatch>();
    t.log.entries.iter().rev().find_map(|e| match e {
        LogEntry::Action { seat, action, .. } => Some((*seat, action.clone())),
        _ => None,
    })
}

/// The human at seat 0 knocks when allowed, else passes, deals and keeps.
fn play_human(app: &mut App) {
    if app.world().resource::<SchwimmenMatch>().waits_for_person() {
        key(app, KeyCode::Enter);
        return;
    }
    let Some(seat) = app
        .world()
        .get_resource::<TableSeats>()
        .and_then(|s| s.human_on_turn())
    else {
        return;
    };
    let t = app.world().resource::<SchwimmenMatch>();
    let legal = t.game.legal(seat);
    let k = match t.game.phase() {
        Phase::Deal | Phase::DealerChoice => KeyCode::Space,
        _ if legal.contains(&Action::Knock) => KeyCode::KeyK,
        _ if legal.contains(&Action::Pass) => KeyCode::KeyP,
        _ => KeyCode::KeyA,
    };
    key(app, k);
}

#[test]
fn a_bot_move_is_told_by_its_seat() {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Ich", 11),
    );
    let mut told = 0;
    run_until(&mut app, 5000, "three bot moves, each told", |app| {
        play_human(app);
        let Some((seat, action)) = last_action(app) else {
            return false;
        };
        let moves = app.world().resource::<SchwimmenMatch>().moves;
        if seat == Seat(0) || moves == told {
            return false;
        }
        let now = app.world().resource::<Time>().elapsed_secs();
        let lines = app.world().resource::<SeatLines>();
        let line = lines.current(seat, now);
        assert!(
            line.is_some(),
            "bot {seat:?}'s move {action} is told by its seat"
        );
        // And drawn by the seat on the next frame.
        told = moves;
        told >= 3
    });
    app.update();
    let mut texts = app.world_mut().query::<&Text2d>();
    let drawn: Vec<String> = texts.iter(app.world()).map(|t| t.0.clone()).collect();
    let (seat, _) = last_action(&app).unwrap();
    let now = app.world().resource::<Time>().elapsed_secs();
    let line = app
        .world()
        .resource::<SeatLines>()
        .current(seat, now)
        .map(str::to_string);
    if let Some(line) = line {
        assert!(drawn.contains(&line), "{line:?} is drawn: {drawn:?}");
    }
}

#[test]
fn bots_wait_after_each_move_at_the_players_pace() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().bot_pace = 1.0;
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 4, Level::Easy, "Ich", 5),
    );
    // At pace 1 no two moves of the table come closer than the move pause.
    let mut times: Vec<u64> = Vec::new();
    run_until(&mut app, 8000, "six moves", |app| {
        play_human(app);
        let t = app.world().resource::<SchwimmenMatch>();
        times = t
            .log
            .entries
            .iter()
            .filter_map(|e| match e {
                LogEntry::Action { now: at, seat, .. } if *seat != Seat(0) => Some(*at),
                _ => None,
            })
            .collect();
        times.len() >= 6
    });
    let log = app.world().resource::<SchwimmenMatch>().log.entries.clone();
    let all: Vec<(u64, Seat)> = log
        .iter()
        .filter_map(|e| match e {
            LogEntry::Action { now: at, seat, .. } => Some((*at, *seat)),
            _ => None,
        })
        .collect();
    for pair in all.windows(2) {
        if pair[1].1 != Seat(0) {
            assert!(
                pair[1].0 - pair[0].0 >= 1000,
                "a bot moved {} ms after the move before: {all:?}",
                pair[1].0 - pair[0].0
            );
        }
    }
}

#[test]
fn the_showdown_waits_for_a_person() {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Ich", 3),
    );
    // Until a round ends with a bot to deal the next one.
    run_until(&mut app, 20_000, "a round ended, a bot deals next", |app| {
        let t = app.world().resource::<SchwimmenMatch>();
        if t.game.last_round().is_some() && t.game.phase() == Phase::Deal && t.waits_for_person() {
            if t.game.dealer() != Seat(0) {
                return true;
            }
            key(app, KeyCode::Enter);
            return false;
        }
        play_human(app);
        false
    });
    let before = app.world().resource::<SchwimmenMatch>().log.entries.len();
    // Half a minute: the bot does not deal, the summary stays.
    for _ in 0..2000 {
        app.update();
    }
    let t = app.world().resource::<SchwimmenMatch>();
    assert_eq!(
        t.log.entries.len(),
        before,
        "nobody moved while the showdown was up"
    );
    let public = &app
        .world()
        .resource::<stammtisch::games::schwimmen::SchwimmenSight>()
        .public;
    assert!(t.waits_for_person() && t.showdown_up(public));
    key(&mut app, KeyCode::Enter); // "Weiter"
    assert!(!app.world().resource::<SchwimmenMatch>().waits_for_person());
    run_until(&mut app, 600, "the bot deals", |app| {
        app.world().resource::<SchwimmenMatch>().log.entries.len() > before
    });
}

#[test]
fn bots_alone_go_on_after_the_showdown() {
    let mut app = app();
    let mut setup = MatchSetup::attract_of("schwimmen", 3, 8);
    setup.attract = false;
    sit_down(&mut app, setup);
    run_until(&mut app, 20_000, "two rounds", |app| {
        let t = app.world().resource::<SchwimmenMatch>();
        assert!(!t.waits_for_person(), "bots alone never wait for a person");
        t.game.round() >= 2
    });
}
