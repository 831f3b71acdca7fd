//! Whole walkthroughs with one kind of device only: title, lobby, a whole game, results, title.

use crate::devices::{connect, key, press};
use crate::harness::{app, run_until, screen};
use bevy::prelude::*;
use stammtisch::core::Screen;
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::input::controllers::Device;
use stammtisch::input::cursor::SeatCursor;
use stammtisch::input::owners::Owners;
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::games::schwimmen::{Action, Phase};
use stammtisch_rules::{Game, LogEntry, Seat};

/// A move for the human on turn, as a verb: deal, keep, knock when allowed, else pass.
fn verb(app: &App, seat: Seat) -> Action {
    let t = app.world().resource::<SchwimmenMatch>();
    let legal = t.game.legal(seat);
    match t.game.phase() {
        Phase::Deal => Action::Deal,
        Phase::DealerChoice => Action::KeepPacket,
        _ if legal.contains(&Action::Knock) => Action::Knock,
        _ if legal.contains(&Action::Pass) => Action::Pass,
        _ => Action::SwapAll,
    }
}

/// Whether the showdown waits for a person to continue.
fn summary_waits(app: &App) -> bool {
    app.world()
        .get_resource::<SchwimmenMatch>()
        .is_some_and(|t| t.waits_for_person())
}

fn human_on_turn(app: &App) -> Option<Seat> {
    app.world()
        .get_resource::<TableSeats>()
        .and_then(|s| s.human_on_turn())
}

#[test]
fn keyboard_alone_from_title_to_results_and_back() {
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    key(&mut app, KeyCode::Enter); // "Spielen"
    assert_eq!(screen(&app), Screen::Lobby);
    key(&mut app, KeyCode::Enter); // "Austeilen!"
    assert_eq!(screen(&app), Screen::Table);
    // The lobby deals with a fresh seed: printed, so a failure can be replayed.
    eprintln!(
        "seed {}",
        app.world().resource::<stammtisch::core::MatchSetup>().seed
    );
    run_until(&mut app, 60_000, "the results", |app| {
        if screen(app) == Screen::Results {
            return true;
        }
        if summary_waits(app) {
            key(app, KeyCode::Enter); // "Weiter"
            return false;
        }
        if let Some(seat) = human_on_turn(app)
            && app.world().get_resource::<SchwimmenMatch>().is_some()
        {
            let k = match verb(app, seat) {
                Action::Deal | Action::KeepPacket => KeyCode::Space,
                Action::Knock => KeyCode::KeyK,
                Action::Pass => KeyCode::KeyP,
                _ => KeyCode::KeyA,
            };
            key(app, k);
        }
        false
    });
    key(&mut app, KeyCode::ArrowDown); // "Zum Titel"
    key(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn gamepad_alone_from_title_to_results_and_back() {
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::South); // "Spielen": the pad takes the first seat
    assert_eq!(screen(&app), Screen::Lobby);
    let owners = app.world().resource::<Owners>().clone();
    assert_eq!(owners.seat_of(Device::Gamepad(pad)), Some(0));
    assert_eq!(
        owners.seat_of(Device::Mouse),
        None,
        "nobody sits at the desk"
    );
    press(&mut app, pad, GamepadButton::Start); // deal
    assert_eq!(screen(&app), Screen::Table);
    eprintln!(
        "seed {}",
        app.world().resource::<stammtisch::core::MatchSetup>().seed
    );
    let mut swapped_with_cursor = false;
    run_until(&mut app, 60_000, "the results", |app| {
        if screen(app) == Screen::Results {
            return true;
        }
        if summary_waits(app) {
            press(app, pad, GamepadButton::West); // "Weiter"
            return false;
        }
        let Some(seat) = human_on_turn(app) else {
            return false;
        };
        let playing = matches!(
            app.world().resource::<SchwimmenMatch>().game.phase(),
            Phase::Play { .. }
        );
        if playing && !swapped_with_cursor {
            // Once, with the cursor: a hand card, then up to the middle, then pick.
            let before = app.world().resource::<SchwimmenMatch>().log.entries.len();
            press(app, pad, GamepadButton::South);
            for _ in 0..3 {
                press(app, pad, GamepadButton::DPadUp);
                let target = app
                    .world_mut()
                    .query::<&SeatCursor>()
                    .iter(app.world())
                    .next()
                    .and_then(|c| c.target);
                let on_middle = target
                    .and_then(|t| app.world().get::<stammtisch::table::cards::TableCard>(t))
                    .is_some_and(|card| {
                        let t = app.world().resource::<SchwimmenMatch>();
                        card.id()
                            .is_some_and(|id| t.game.middle().is_some_and(|m| m.contains(&id)))
                    });
                if on_middle {
                    break;
                }
            }
            press(app, pad, GamepadButton::South);
            let t = app.world().resource::<SchwimmenMatch>();
            let swap = t.log.entries[before..].iter().any(|e| {
                matches!(e, LogEntry::Action { seat: s, action, .. }
                    if *s == seat && action.get("Swap").is_some())
            });
            assert!(swap, "the cursor picked a hand card and a middle card");
            swapped_with_cursor = true;
            return false;
        }
        let button = match verb(app, seat) {
            Action::Deal | Action::KeepPacket | Action::Pass => GamepadButton::West,
            Action::Knock => GamepadButton::North,
            _ => GamepadButton::RightTrigger2,
        };
        press(app, pad, button);
        false
    });
    assert!(swapped_with_cursor);
    press(&mut app, pad, GamepadButton::East); // back to the title
    assert_eq!(screen(&app), Screen::Title);
}
