//! Gussy Gorillas at the real table: bots play a round to its scoring, a person's click offers to
//! a bot that accepts, and ten seats fit a 1280×720 window.

use super::devices::{card_at, click_at, key};
use super::harness::{app, run_until, sit_down};
use bevy::prelude::*;
use stammtisch::games::gorillas::GorillasMatch;
use stammtisch::screens::{BOT_NAMES, MatchSetup, SeatKind};
use stammtisch::table::cards::{CardPlace, TableCard};
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::gussy_gorillas::{Action, Event, Phase};
use stammtisch_rules::{Game, LogEntry, Seat};

fn table(app: &App) -> &GorillasMatch {
    app.world().resource::<GorillasMatch>()
}

/// A table of `players`; `human` sits at seat 0 if set, bots of `level` elsewhere.
fn setup(players: usize, human: bool, level: Level, seed: u64) -> MatchSetup {
    let mut setup = MatchSetup::against_bots("gorillas", players, level, "Du", seed);
    if !human {
        setup.seats[0] = SeatKind::Bot {
            name: BOT_NAMES[0].into(),
            level,
        };
    }
    setup
}

/// Every applied move of the log with its events.
fn moves(app: &App) -> Vec<(Seat, Action, Vec<Event>)> {
    table(app)
        .log
        .entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Action {
                seat,
                action,
                events,
                ..
            } => Some((
                *seat,
                serde_json::from_value(action.clone()).unwrap(),
                events
                    .iter()
                    .map(|e| serde_json::from_value(e.clone()).unwrap())
                    .collect(),
            )),
            _ => None,
        })
        .collect()
}

#[test]
fn bots_play_a_round_to_its_scoring_at_the_table() {
    let mut app = app();
    let mut setup = setup(4, false, Level::Normal, 5);
    setup.seats[3] = SeatKind::Bot {
        name: BOT_NAMES[3].into(),
        level: Level::Easy,
    };
    sit_down(&mut app, setup);
    let cards = stammtisch_rules::games::gussy_gorillas::deck::deck(true).len();
    run_until(&mut app, 60_000, "the first round scored", |app| {
        let mut q = app.world_mut().query::<&TableCard>();
        assert_eq!(q.iter(app.world()).count(), cards, "one entity per card");
        let t = table(app);
        t.game
            .check_invariants()
            .expect("the rules' invariants hold");
        !t.game.history().is_empty()
    });
    let t = table(&app);
    assert!(matches!(t.game.phase(), Phase::Scored { .. } | Phase::Over));
    let all = moves(&app);
    let trades = all
        .iter()
        .filter(|(_, _, ev)| ev.iter().any(|e| matches!(e, Event::Traded { .. })))
        .count();
    let keeps = all.iter().filter(|(_, a, _)| *a == Action::Keep).count();
    assert!(trades > 0, "bots trade at the table ({} moves)", all.len());
    assert!(keeps > 0, "bots keep at the table");
    // The summary is up with every seat's points and its steps in words.
    let summary = t
        .local
        .summary
        .as_ref()
        .expect("the round's summary is kept");
    assert_eq!(summary.points, t.game.history()[0].points);
    assert!(
        summary.steps.iter().all(|s| !s.is_empty()),
        "steps for every seat"
    );
    // A table of bots goes on by itself: the next round is dealt.
    run_until(&mut app, 3_000, "the second round", |app| {
        table(app).game.round() >= 2
    });
}

#[test]
fn a_person_offers_to_a_bot_by_mouse_and_the_bot_accepts() {
    let mut app = app();
    // Slow bots: the person's click (after its card landed) comes before their own offers.
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 3.0;
    sit_down(&mut app, setup(4, true, Level::Normal, 11));
    let bots = [Seat(1), Seat(2), Seat(3)];
    let me = Seat(0);
    let accepted = |app: &App| {
        moves(app).iter().any(|(seat, action, events)| {
            *seat != me
                && matches!(action, Action::Offer { to, .. } if *to == me)
                && events.iter().any(|e| matches!(e, Event::Traded { .. }))
        })
    };
    let mut clicks = 0;
    let (mut seen, mut done) = (Vec::new(), false);
    for _ in 0..40_000 {
        if !app.world().contains_resource::<GorillasMatch>() {
            break;
        }
        seen = moves(&app);
        done = accepted(&app);
        if done {
            break;
        }
        app.update();
        let Some(t) = app.world().get_resource::<GorillasMatch>() else {
            break;
        };
        if t.waits_for_person() {
            // The round's summary: the person continues.
            key(&mut app, KeyCode::Enter);
            continue;
        }
        let t = table(&app);
        if t.game.phase() != Phase::Play || !t.game.holds(me) || t.busy() {
            continue;
        }
        // Offer to a bot holding a card, unless it already offers to me (then my click would be
        // the acceptance) or I already offer to it.
        let target = bots
            .into_iter()
            .find(|&s| t.game.holds(s) && !t.game.offers(me, s) && !t.game.offers(s, me));
        let Some(bot) = target else {
            // Nobody left to trade with: keep, so the round goes on to its end.
            if !bots.iter().any(|&s| t.game.holds(s)) {
                key(&mut app, KeyCode::KeyK);
            }
            continue;
        };
        // The top card of its hand (a second card lies on the first).
        let card = *t.game.hand(bot).last().unwrap();
        let at = card_at(&mut app, card);
        let Some(t) = app.world().get_resource::<GorillasMatch>() else {
            break;
        };
        if t.game.hand(bot).last() != Some(&card) {
            continue;
        }
        click_at(&mut app, at);
        clicks += 1;
        app.update();
        let Some(t) = app.world().get_resource::<GorillasMatch>() else {
            break;
        };
        assert!(
            t.game.offers(me, bot)
                || !t.game.holds(me)
                || t.game.hand(bot).last() != Some(&card)
                || accepted(&app),
            "the click offered my hand to {bot:?}"
        );
    }
    assert!(clicks > 0, "the person clicked a bot's card");
    if !done {
        for (seat, action, events) in seen {
            if seat == me
                || matches!(action, Action::Offer { to, .. } | Action::Withdraw { to } if to == me)
            {
                eprintln!("{seat:?} {action:?} {events:?}");
            }
        }
    }
    assert!(done, "a bot accepted the person's offer ({clicks} clicks)");
}

#[test]
fn ten_seats_fit_a_1280_by_720_window() {
    let mut app = app();
    // Bots at their natural pace, so the table is looked at while every seat holds a card.
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1.0;
    sit_down(&mut app, setup(10, true, Level::Easy, 3));
    // Let the deal land.
    run_until(&mut app, 600, "the deal landed", |app| {
        let mut cards = app.world_mut().query::<(&Transform, &CardPlace)>();
        cards
            .iter(app.world())
            .all(|(t, p)| t.translation.truncate().distance(p.pos) < 0.5)
    });
    let (half_w, half_h) = (640.0, 360.0);
    let mut cards = app
        .world_mut()
        .query::<(&TableCard, &Transform, &Sprite, &CardPlace)>();
    let t = table(&app);
    let mut checked = 0;
    let mut held = Vec::new();
    for (card, transform, sprite, place) in cards.iter(app.world()) {
        let size = sprite.custom_size.unwrap_or(Vec2::ONE) * transform.scale.truncate();
        let landed = transform.translation.truncate().distance(place.pos) < 0.5;
        assert!(landed, "card {:?} landed", card.0);
        for (fx, fy) in [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)] {
            let corner = transform.translation
                + transform.rotation * Vec3::new(fx * size.x, fy * size.y, 0.0);
            assert!(
                corner.x.abs() <= half_w && corner.y.abs() <= half_h,
                "card {:?} at {:?} reaches out of the window ({corner:?})",
                card.0,
                transform.translation
            );
        }
        checked += 1;
        if let Some(seat) = Seat::all(10).find(|&s| t.game.hand(s).contains(&card.0)) {
            held.push((transform.translation.truncate(), size));
            // Everybody sees a held card but its holder: the person's own is a back.
            assert_eq!(place.face_up, seat != Seat(0), "{seat:?}'s held card");
        }
    }
    assert_eq!(held.len(), 10, "every seat holds a card");
    assert!(checked > 100);
    // No two seats' held cards overlap.
    for (i, a) in held.iter().enumerate() {
        for b in &held[i + 1..] {
            let reach = (a.1.max_element() + b.1.max_element()) / 2.0;
            assert!(
                a.0.distance(b.0) > reach * 0.75,
                "held cards at {:?} and {:?} overlap",
                a.0,
                b.0
            );
        }
    }
    // Every name plate is inside the window.
    let mut plates = app
        .world_mut()
        .query::<(&stammtisch::games::gorillas::NamePlate, &Transform)>();
    let plates: Vec<Vec3> = plates
        .iter(app.world())
        .map(|(_, t)| t.translation)
        .collect();
    assert_eq!(plates.len(), 10);
    for p in plates {
        assert!(
            p.x.abs() < half_w - 40.0 && p.y.abs() < half_h - 10.0,
            "plate at {p:?}"
        );
    }
}
