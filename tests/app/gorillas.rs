//! Gussy Gorillas at the real table: bots play a round to its scoring, a person's click offers to
//! a bot that accepts, and ten seats fit a 1280×720 window.

use super::devices::{
    card_at, click_at, connect, key, mouse_button_down, pad_down, press, release_all,
    uncovered_spot,
};
use super::harness::{app, run_until, seat_lines, sit_down};
use bevy::prelude::*;
use stammtisch::core::CardKey;
use stammtisch::core::{BOT_NAMES, MatchSetup, SeatKind};
use stammtisch::games::gorillas::project::hand_keys;
use stammtisch::games::gorillas::{GorillasMatch, GorillasSight};
use stammtisch::table::cards::{CardPlace, TableCard};
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::gussy_gorillas::{Action, Event, Phase};
use stammtisch_rules::{Game, LogEntry, Seat};

fn table(app: &App) -> &GorillasMatch {
    app.world().resource::<GorillasMatch>()
}

/// What the screen may see.
fn sight(app: &App) -> &GorillasSight {
    app.world().resource::<GorillasSight>()
}

/// Every held card as the screen knows it (a card none of its seats sees is a back).
fn held_keys(app: &App) -> Vec<CardKey> {
    let sight = sight(app);
    Seat::all(sight.public.players)
        .flat_map(|s| hand_keys(sight, s))
        .collect()
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

/// The App with bots at `pace` (1: their natural pace).
fn slow_app(pace: f32) -> App {
    let mut app = app();
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = pace;
    app
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
    // Slow bots: the person's click (after its card landed) comes before their own offers.
    let mut app = slow_app(3.0);
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
        // A card still on its way (or under the next one landing) waits for a later frame.
        let Ok(at) = uncovered_spot(&mut app, card) else {
            continue;
        };
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
    // Bots at their natural pace, so the table is looked at while every seat holds a card.
    let mut app = slow_app(1.0);
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
    let sight = sight(&app);
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
        if let Some(seat) = Seat::all(10).find(|&s| hand_keys(sight, s).contains(&card.0)) {
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
        .query::<(&stammtisch::table::seats::SeatPlate, &Transform)>();
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

/// Whether two screen rectangles share more than a pixel each way.
fn overlap(a: Rect, b: Rect) -> bool {
    let i = a.intersect(b);
    i.width() > 1.0 && i.height() > 1.0
}

/// Every name plate's place on the screen, as `marks::plate_rect` reserves it (a long name and
/// its bananas), where the plate stands now.
fn plate_rects(app: &mut App, w: f32, h: f32) -> Vec<(Seat, Rect)> {
    use stammtisch::games::gorillas::marks::plate_rect_at;
    let size = stammtisch::table::layout::TableSize::from_window(w, h);
    let mut q = app
        .world_mut()
        .query::<(&stammtisch::table::seats::SeatPlate, &Transform)>();
    q.iter(app.world())
        .map(|(p, t)| (p.0, plate_rect_at(size, t.translation.truncate())))
        .collect()
}

#[test]
fn ten_seats_in_an_800_by_600_window_keep_piles_and_stacks_off_the_name_plates() {
    let mut app = slow_app(1.0);
    sit_down(&mut app, setup(10, true, Level::Easy, 3));
    resize(&mut app, 800.0, 600.0);
    run_until(&mut app, 600, "the deal landed", |app| {
        let mut cards = app.world_mut().query::<(&Transform, &CardPlace)>();
        cards
            .iter(app.world())
            .all(|(t, p)| t.translation.truncate().distance(p.pos) < 0.5)
    });
    let plates = plate_rects(&mut app, 800.0, 600.0);
    assert_eq!(plates.len(), 10);
    let held = held_keys(&app);
    let mut q = app.world_mut().query::<(&TableCard, &Transform, &Sprite)>();
    let mut checked = 0;
    for (card, transform, sprite) in q.iter(app.world()) {
        if held.contains(&card.0) {
            continue;
        }
        let size = sprite.custom_size.unwrap_or(Vec2::ONE) * transform.scale.truncate();
        let rect = screen_rect(transform, size);
        assert!(
            rect.min.x >= -400.0 && rect.max.x <= 400.0,
            "card {:?} at {rect:?} leaves the window",
            card.0
        );
        for (seat, plate) in &plates {
            assert!(
                !overlap(rect, *plate),
                "card {:?} at {rect:?} lies on {seat:?}'s name plate {plate:?}",
                card.0
            );
        }
        checked += 1;
    }
    assert!(checked > 90, "{checked} piles' and stacks' cards");
}

#[test]
fn ten_seats_in_an_800_by_600_window_keep_seat_lines_off_the_boxes() {
    use stammtisch::ui::boxes::{UiBoxes, window_rect};
    let window = Vec2::new(800.0, 600.0);
    let mut app = super::harness::ui_app(800, 600);
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1.0;
    sit_down(&mut app, setup(10, true, Level::Normal, 42));
    let (mut lines_seen, mut boxes_seen) = (0, 0);
    // A box that came this frame is seen by the lines the next: a covering may last a frame.
    let mut covered: Vec<Entity> = Vec::new();
    for frame in 0..(30_000 / 16) {
        app.update();
        let boxes = app.world().resource::<UiBoxes>().0.clone();
        let lines: Vec<(Rect, Entity)> = seat_lines(&mut app)
            .into_iter()
            .map(|(rect, words)| (window_rect(window, rect), words))
            .collect();
        lines_seen += lines.len();
        boxes_seen += boxes.len();
        let before = std::mem::take(&mut covered);
        for (line, child) in &lines {
            for b in boxes.iter().filter(|b| overlap(*line, b.rect)) {
                let words = app.world().get::<Text2d>(*child).map(|t| t.0.clone());
                assert!(
                    !before.contains(child),
                    "frame {frame}: the line {words:?} at {line:?} lies under the box {:?} at {:?}",
                    b.id,
                    b.rect
                );
                covered.push(*child);
            }
        }
    }
    assert!(
        lines_seen > 100 && boxes_seen > 100,
        "{lines_seen} lines, {boxes_seen} boxes"
    );
}

/// Runs until `ms` logical milliseconds after the shown round was scored.
fn run_to_scored(app: &mut App, ms: u64) {
    use stammtisch::games::gorillas::tally::since_scored;
    run_until(app, 60_000, "the scoring animation's moment", |app| {
        since_scored(table(app), &sight(app).public).is_some_and(|t| t >= ms)
    });
    // Let the flights started at that moment land.
    for _ in 0..45 {
        app.update();
    }
}

/// Every card's transform and whether it shows its face.
fn card_states(
    app: &mut App,
) -> std::collections::HashMap<stammtisch_rules::CardId, (Transform, bool)> {
    let mut q = app.world_mut().query::<(
        &TableCard,
        &Transform,
        &stammtisch::table::animate::CardFace,
    )>();
    q.iter(app.world())
        .filter_map(|(c, t, f)| Some((c.id()?, (*t, f.showing_front))))
        .collect()
}

#[test]
fn a_scored_round_untangles_step_by_step_by_every_seat() {
    // Deals until every step has happened (flips, specials, cancelled pairs); each deal's steps
    // are checked on the way.
    let (mut specials, mut flipped, mut cancelled) = (0, 0, 0);
    for seed in 1..=12 {
        let (s, f, c) = untangle_round(seed);
        (specials, flipped, cancelled) = (specials + s, flipped + f, cancelled + c);
        if specials > 0 && flipped > 0 && cancelled > 0 {
            return;
        }
    }
    panic!("12 deals showed {specials} specials, {flipped} flips, {cancelled} cancelled cards");
}

/// Plays a bots' round to its scoring and checks each step of the animation; how many specials,
/// flipped and cancelled cards it saw.
fn untangle_round(seed: u64) -> (usize, usize, usize) {
    use stammtisch::games::gorillas::tally::{
        BANANAS_AT, COUNT_AT, COUNT_MS, FACE_DOWN_AT, FLIPS_AT, SPECIALS_AT, Tally,
    };
    use stammtisch_rules::games::gussy_gorillas::untangle::Fate;
    let mut app = app();
    sit_down(&mut app, setup(4, false, Level::Normal, seed));
    run_to_scored(&mut app, 0);
    let summary = table(&app).local.summary.clone().expect("the summary");
    let players = summary.points.len();
    let fates: Vec<_> = summary
        .untangled
        .iter()
        .flat_map(|u| u.cards.iter().cloned())
        .collect();
    assert_eq!(
        fates.len(),
        summary.collections.iter().map(|c| c.len()).sum::<usize>(),
        "every collected card has a fate"
    );
    let card_h = 720.0 * 0.17;
    // Bananas of this round wait for the count.
    let bananas_before: usize = {
        let mut q = app
            .world_mut()
            .query::<(&stammtisch::games::gorillas::marks::Banana, &Visibility)>();
        q.iter(app.world())
            .filter(|(_, v)| **v != Visibility::Hidden)
            .count()
    };
    assert_eq!(bananas_before, 0, "no banana before the total is counted");
    // Specials lie on their cards.
    run_to_scored(&mut app, SPECIALS_AT + 500);
    let states = card_states(&mut app);
    let mut specials = 0;
    for (id, fate) in &fates {
        if let Fate::On { on } = fate {
            let d = states[id].0.translation.distance(states[on].0.translation);
            assert!(d < card_h * 0.4, "special {id:?} lies on {on:?} ({d})");
            specials += 1;
        }
    }
    // Flipped cards turn round.
    run_to_scored(&mut app, FLIPS_AT + 500);
    let places: std::collections::HashMap<_, _> = {
        let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
        q.iter(app.world())
            .filter_map(|(c, p)| Some((c.id()?, *p)))
            .collect()
    };
    let mut flipped = 0;
    for (id, fate) in &fates {
        if let Fate::Number { flipped: true, .. } = fate {
            // Scored cards lie upright: a flipped one stands on its head.
            let turned = (places[id].angle - std::f32::consts::PI).abs();
            assert!(turned < 1e-3, "flipped card {id:?} is placed turned round");
            let angle = states_angle(&mut app, *id);
            let off = (angle - places[id].angle).rem_euclid(std::f32::consts::TAU);
            assert!(
                off < 0.05 || off > std::f32::consts::TAU - 0.05,
                "flipped card {id:?} turned round ({angle} vs {})",
                places[id].angle
            );
            flipped += 1;
        }
    }
    // Pairs lie together; cancelled pairs face down.
    run_to_scored(&mut app, FACE_DOWN_AT + 500);
    let states = card_states(&mut app);
    let mut cancelled = 0;
    for (id, fate) in &fates {
        if let Fate::Number {
            partner: Some(p),
            cancels,
            ..
        } = fate
        {
            let d = states[id].0.translation.distance(states[p].0.translation);
            assert!(d < card_h * 0.3, "{id:?} lies by its partner {p:?} ({d})");
            assert_eq!(states[id].1, !cancels, "{id:?} face up unless cancelled");
            cancelled += *cancels as usize;
        }
    }

    // The totals count up by the plates.
    run_to_scored(&mut app, COUNT_AT + COUNT_MS);
    let mut q = app.world_mut().query::<(&Tally, &Text2d, &Visibility)>();
    let tallies: Vec<(Seat, String)> = q
        .iter(app.world())
        .map(|(t, text, v)| {
            assert_ne!(*v, Visibility::Hidden);
            (t.0, text.0.clone())
        })
        .collect();
    assert_eq!(tallies.len(), players);
    for (seat, text) in tallies {
        assert_eq!(text, format!("= {}", summary.points[seat.index()]));
    }
    // Then the bananas drop onto the winners.
    run_to_scored(&mut app, BANANAS_AT + 100);
    let mut q = app
        .world_mut()
        .query::<(&stammtisch::games::gorillas::marks::Banana, &Visibility)>();
    let shown: Vec<Seat> = q
        .iter(app.world())
        .filter(|(_, v)| **v != Visibility::Hidden)
        .map(|(b, _)| b.seat)
        .collect();
    let mut winners = summary.bananas.clone();
    winners.sort();
    let mut shown = shown;
    shown.sort();
    assert_eq!(shown, winners, "a banana by every winner");
    (specials, flipped, cancelled)
}

fn states_angle(app: &mut App, card: stammtisch_rules::CardId) -> f32 {
    let mut q = app.world_mut().query::<(&TableCard, &Transform)>();
    let t = q
        .iter(app.world())
        .find(|(c, _)| c.id() == Some(card))
        .unwrap()
        .1;
    t.rotation.to_euler(EulerRot::XYZ).2
}

/// A table with gamepad people at `people` seats (pads in that order) and slow bots elsewhere.
fn pad_table(players: usize, people: usize, seed: u64) -> (App, Vec<Entity>) {
    use stammtisch::input::controllers::Device;
    use stammtisch::input::owners::{Owner, Owners};
    // Slow bots: the people's presses come first.
    let mut app = slow_app(4.0);
    let pads: Vec<Entity> = (0..people).map(|_| connect(&mut app)).collect();
    app.world_mut().insert_resource(Owners(
        pads.iter()
            .enumerate()
            .map(|(i, &pad)| Owner {
                device: Device::Gamepad(pad),
                seat: i,
                colour: i,
            })
            .collect(),
    ));
    let mut setup = setup(players, true, Level::Easy, seed);
    for i in 1..people {
        setup.seats[i] = SeatKind::Human {
            name: format!("P{i}"),
        };
    }
    sit_down(&mut app, setup);
    run_until(&mut app, 600, "the deal landed", |app| {
        let mut cards = app.world_mut().query::<(&Transform, &CardPlace)>();
        cards
            .iter(app.world())
            .all(|(t, p)| t.translation.truncate().distance(p.pos) < 0.5)
    });
    (app, pads)
}

/// Actions seat `seat` applied, from the log.
fn actions_of(app: &App, seat: Seat) -> Vec<Action> {
    moves(app)
        .into_iter()
        .filter(|(s, _, _)| *s == seat)
        .map(|(_, a, _)| a)
        .collect()
}

#[test]
fn the_shoulders_choose_a_seat_that_confirm_offers_to_and_the_trigger_shouts_at() {
    use stammtisch::input::cursor::SeatCursor;
    let (mut app, pads) = pad_table(4, 1, 21);
    let pad = pads[0];
    let me = Seat(0);
    let chosen = |app: &App| table(app).local.chosen_by(me);
    let ring_on = |app: &mut App| {
        let mut q = app.world_mut().query::<(&SeatCursor,)>();
        let target = q.iter(app.world()).next().unwrap().0.target.unwrap();
        app.world().get::<TableCard>(target).map(|c| c.0)
    };
    press(&mut app, pad, GamepadButton::RightTrigger);
    let first = chosen(&app).expect("the shoulder chose a seat");
    assert_ne!(first, me);
    assert_eq!(
        ring_on(&mut app),
        table(&app)
            .game
            .hand(first)
            .last()
            .copied()
            .map(CardKey::Open),
        "the ring rests on the chosen seat's card"
    );
    press(&mut app, pad, GamepadButton::RightTrigger);
    let second = chosen(&app).unwrap();
    assert_ne!(second, first, "the next shoulder press goes on");
    assert_ne!(second, me);
    press(&mut app, pad, GamepadButton::LeftTrigger);
    assert_eq!(chosen(&app), Some(first), "the left shoulder goes back");
    // Choosing offered nothing.
    assert!(
        actions_of(&app, me).is_empty(),
        "{:?}",
        actions_of(&app, me)
    );
    // The right trigger shouts at the chosen seat, still without an offer.
    press(&mut app, pad, GamepadButton::RightTrigger2);
    let mine = actions_of(&app, me);
    assert!(
        matches!(mine.as_slice(), [Action::Shout { to, .. }] if *to == first),
        "{mine:?}"
    );
    assert!(!table(&app).game.offers(me, first));
    // The line by the shouter names the seat it is aimed at, and a pointer shows.
    let name = table(&app).name(first).to_string();
    let lines = app
        .world()
        .resource::<stammtisch::table::announce::SeatLines>()
        .clone();
    let line = lines.lines.iter().find(|l| l.seat == me).expect("a line");
    assert!(line.text.contains(&name), "{:?} names {name}", line.text);
    let mut q = app
        .world_mut()
        .query::<&stammtisch::games::gorillas::talk::ShoutPointer>();
    assert!(
        q.iter(app.world()).any(|p| p.from == me && p.to == first),
        "a pointer from the shouter to its target"
    );
    // Confirm offers to the chosen seat; again withdraws.
    press(&mut app, pad, GamepadButton::South);
    let mine = actions_of(&app, me);
    assert!(
        matches!(mine.last(), Some(Action::Offer { to, .. }) if *to == first),
        "{mine:?}"
    );
    if table(&app).game.offers(me, first) {
        press(&mut app, pad, GamepadButton::South);
        let mine = actions_of(&app, me);
        assert!(
            matches!(mine.last(), Some(Action::Withdraw { to }) if *to == first),
            "{mine:?}"
        );
    }
}

#[test]
fn a_pad_shouts_any_phrase_through_its_wheel_at_the_seat_it_points_at() {
    use stammtisch::input::aim::OpenWheels;
    use stammtisch_rules::games::gussy_gorillas::Talk;
    let (mut app, pads) = pad_table(4, 1, 21);
    let pad = pads[0];
    let me = Seat(0);
    press(&mut app, pad, GamepadButton::RightTrigger);
    let to = table(&app)
        .local
        .chosen_by(me)
        .expect("the shoulder chose a seat");
    // Held, the right trigger opens the phrase wheel at the seat; nothing is shouted yet.
    pad_down(&mut app, pad, GamepadButton::RightTrigger2);
    app.update();
    assert!(
        app.world().resource::<OpenWheels>().of(me).is_some(),
        "the wheel is open"
    );
    assert!(actions_of(&app, me).is_empty());
    // Right marks the third phrase (clockwise from up, diagonals between); releasing shouts it.
    pad_down(&mut app, pad, GamepadButton::DPadRight);
    app.update();
    assert_eq!(
        app.world()
            .resource::<OpenWheels>()
            .of(me)
            .and_then(|w| w.marked),
        Some(2)
    );
    release_all(
        &mut app,
        &[],
        &[
            (pad, GamepadButton::RightTrigger2),
            (pad, GamepadButton::DPadRight),
        ],
    );
    for _ in 0..3 {
        app.update();
    }
    assert!(
        app.world().resource::<OpenWheels>().of(me).is_none(),
        "the wheel closed"
    );
    let mine = actions_of(&app, me);
    assert!(
        matches!(mine.as_slice(), [Action::Shout { to: t, talk }] if *t == to && *talk == Talk::ALL[2]),
        "{mine:?}"
    );
    assert_ne!(Talk::ALL[2], Talk::SuperKarte, "not the tap's phrase");
    assert!(!table(&app).game.offers(me, to), "shouting offers nothing");
}

#[test]
fn a_right_click_chooses_whom_to_shout_at_without_offering() {
    let mut app = slow_app(4.0);
    sit_down(&mut app, setup(4, true, Level::Easy, 8));
    let me = Seat(0);
    let bot = Seat(2);
    let card = *table(&app).game.hand(bot).last().unwrap();
    let at = card_at(&mut app, card);
    mouse_button_down(&mut app, at, MouseButton::Right);
    app.update();
    release_all(&mut app, &[], &[]);
    assert_eq!(table(&app).local.chosen_by(me), Some(bot));
    assert!(
        !table(&app).game.offers(me, bot),
        "a right click offers nothing"
    );
    key(&mut app, KeyCode::F3);
    let mine = actions_of(&app, me);
    assert!(
        matches!(mine.as_slice(), [Action::Shout { to, .. }] if *to == bot),
        "{mine:?}"
    );
}

#[test]
fn two_pad_people_hide_their_own_cards_and_trade_with_each_other() {
    use stammtisch::games::gorillas::marks::Unknown;
    let (mut app, pads) = pad_table(4, 2, 13);
    let (a, b) = (Seat(0), Seat(1));
    // Each person's held card is a back with "?"; the bots' cards show.
    let t = table(&app);
    let held: Vec<(Seat, stammtisch_rules::CardId)> = Seat::all(4)
        .flat_map(|s| t.game.hand(s).iter().map(move |&c| (s, c)))
        .collect();
    let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
    for (card, place) in q.iter(app.world()) {
        if let Some((seat, _)) = held.iter().find(|(_, c)| Some(*c) == card.id()) {
            assert_eq!(place.face_up, seat.0 >= 2, "{seat:?}'s held card");
        }
    }
    let mut q = app.world_mut().query::<(&Unknown, &Visibility)>();
    let mut unknown: Vec<Seat> = q
        .iter(app.world())
        .filter(|(_, v)| **v != Visibility::Hidden)
        .map(|(u, _)| u.0)
        .collect();
    unknown.sort();
    assert_eq!(unknown, vec![a, b], "a \"?\" on each person's card");
    // No pass gate: nobody waits for "pass to NAME".
    let privacy = app
        .world()
        .resource::<stammtisch::table::privacy::Privacy>();
    assert_eq!(
        privacy.gate_for(
            app.world()
                .resource::<stammtisch::table::seats::TableSeats>()
        ),
        None
    );
    // A points at B with the right shoulder (B is next) and offers; B points back and accepts.
    press(&mut app, pads[0], GamepadButton::RightTrigger);
    assert_eq!(table(&app).local.chosen_by(a), Some(b));
    press(&mut app, pads[0], GamepadButton::South);
    assert!(table(&app).game.offers(a, b), "A offers to B");
    press(&mut app, pads[1], GamepadButton::LeftTrigger);
    assert_eq!(table(&app).local.chosen_by(b), Some(a));
    press(&mut app, pads[1], GamepadButton::South);
    let traded = moves(&app).iter().any(|(seat, _, events)| {
        *seat == b
            && events.iter().any(
                |e| matches!(e, Event::Traded { a: x, b: y, .. } if (*x, *y) == (a, b) || (*x, *y) == (b, a)),
            )
    });
    assert!(traded, "the two people traded: {:?}", actions_of(&app, b));
}

/// Plays a person's round to its scoring: the person keeps every card, the bots trade.
fn person_to_scored(app: &mut App) {
    run_until(app, 60_000, "the round scored", |app| {
        let t = table(app);
        if !t.game.history().is_empty() {
            return true;
        }
        if t.game.phase() == Phase::Play && t.game.holds(Seat(0)) && !t.busy() {
            key(app, KeyCode::KeyK);
        }
        false
    });
}

/// Whether a text names a card by its command-line code ("M6", "C10", "B-8").
fn has_card_code(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars.windows(2).enumerate().any(|(k, w)| {
        let starts_word = k == 0 || !chars[k - 1].is_alphanumeric();
        let digit = w[1].is_ascii_digit()
            || (w[1] == '-' && chars.get(k + 2).is_some_and(|c| c.is_ascii_digit()));
        starts_word && "GCOBML".contains(w[0]) && digit
    })
}

#[test]
fn the_scored_round_stays_until_the_person_continues_and_its_steps_name_no_codes() {
    use stammtisch::core::Lang;
    use stammtisch::games::gorillas::explain::step_words;
    let mut app = app();
    sit_down(&mut app, setup(4, true, Level::Easy, 31));
    person_to_scored(&mut app);
    let round = table(&app).game.round();
    let places = |app: &mut App| -> std::collections::HashMap<_, _> {
        let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
        q.iter(app.world())
            .filter_map(|(c, p)| Some((c.id()?, *p)))
            .collect()
    };
    // Well past the rules' pause (10 s) and the untangling: 30 s on the manual clock.
    for _ in 0..(30_000 / 16) {
        app.update();
    }
    let t = table(&app);
    assert_eq!(
        t.game.round(),
        round,
        "no new round was dealt under the summary"
    );
    assert!(matches!(t.game.phase(), Phase::Scored { .. }));
    assert!(t.waits_for_person(), "the summary waits for the person");
    let summary = t
        .summary_up(&sight(&app).public)
        .expect("the summary is up")
        .clone();
    // The scored cards lie out face up by their seats, and stay there.
    let before = places(&mut app);
    let scored: Vec<_> = summary.collections.iter().flatten().copied().collect();
    assert!(!scored.is_empty());
    assert!(
        scored.iter().any(|id| before[id].face_up),
        "the scored cards lie face up"
    );
    for _ in 0..(5_000 / 16) {
        app.update();
    }
    let after = places(&mut app);
    for id in &scored {
        assert_eq!(before[id], after[id], "scored card {id:?} stays");
    }
    // Every step in words: no card code, in both languages.
    for lang in Lang::ALL {
        let tr = stammtisch::games::tr(lang);
        for steps in &summary.steps {
            for step in steps {
                let words = step_words(&tr, step, |s| format!("seat {}", s.0));
                assert!(
                    !has_card_code(&words),
                    "{lang:?}: {words:?} names a card by its code"
                );
            }
        }
    }
    // The person continues (a confirm key): the summary goes and the next round is dealt now.
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, 10, "the next round", |app| {
        table(app).game.round() == round + 1
    });
    assert!(table(&app).summary_up(&sight(&app).public).is_none());
}

#[test]
fn a_bots_table_still_goes_on_by_itself_after_the_summary() {
    let mut app = app();
    sit_down(&mut app, setup(4, false, Level::Easy, 31));
    run_until(&mut app, 60_000, "the round scored", |app| {
        !table(app).game.history().is_empty()
    });
    // The rules' pause (10 s) and a little.
    run_until(&mut app, 12_000 / 16, "the next round on its own", |app| {
        table(app).game.round() >= 2
    });
}

#[test]
fn a_card_code_is_found_and_words_are_not() {
    assert!(has_card_code("Drehen macht aus M6 eine 9"));
    assert!(has_card_code("C10 counts 10"));
    assert!(has_card_code("B-8"));
    assert!(!has_card_code("The Chimp 10 counts 10"));
    assert!(!has_card_code("Pavian −8 zählt −8"));
}

/// Resizes the window (the table follows on the next frame).
fn resize(app: &mut App, w: f32, h: f32) {
    let mut q = app.world_mut().query::<&mut Window>();
    q.single_mut(app.world_mut()).unwrap().resolution.set(w, h);
    app.update();
}

/// The screen rectangle around a sprite of `size` as it is turned.
fn screen_rect(transform: &Transform, size: Vec2) -> Rect {
    let corners = [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)].map(|(x, y)| {
        (transform.translation + transform.rotation * Vec3::new(x * size.x, y * size.y, 0.0))
            .truncate()
    });
    corners
        .iter()
        .fold(Rect::from_center_size(corners[0], Vec2::ZERO), |r, &c| {
            r.union_point(c)
        })
}

/// Plays `players` seats (a person who never acts at seat 0, bots at their pace) at `w`×`h` and
/// checks every frame: no seat's line lies on a held card or on another line. How many lines
/// it saw at once at most, and in all.
fn lines_clear_of_cards(players: usize, w: f32, h: f32, seed: u64) -> (usize, usize) {
    let mut app = slow_app(1.0);
    sit_down(&mut app, setup(players, true, Level::Normal, seed));
    resize(&mut app, w, h);
    let (mut most, mut seen) = (0, std::collections::HashSet::new());
    for _ in 0..(25_000 / 16) {
        app.update();
        let held = held_keys(&app);
        let card_h = stammtisch::table::layout::TableSize::from_window(w, h).card_height();
        let mut q = app
            .world_mut()
            .query::<(&TableCard, &Transform, &Sprite, &CardPlace)>();
        let cards: Vec<(CardKey, Rect)> = q
            .iter(app.world())
            .filter(|(c, t, _, p)| {
                held.contains(&c.0) && t.translation.truncate().distance(p.pos) < card_h * 0.2
            })
            .map(|(c, t, s, _)| {
                let size = s.custom_size.unwrap_or(Vec2::ONE) * t.scale.truncate();
                (c.0, screen_rect(t, size))
            })
            .collect();
        let lines = seat_lines(&mut app);
        let texts: Vec<String> = lines
            .iter()
            .map(|(_, child)| {
                app.world()
                    .get::<Text2d>(*child)
                    .map_or(String::new(), |t| t.0.clone())
            })
            .collect();
        most = most.max(lines.len());
        for (k, (line, _)) in lines.iter().enumerate() {
            seen.insert(texts[k].clone());
            for (card, rect) in &cards {
                assert!(
                    line.intersect(*rect).is_empty(),
                    "{players} seats at {w}×{h}: the line {:?} at {line:?} lies on held card {card:?} at {rect:?}",
                    texts[k]
                );
            }
            for (j, (other, _)) in lines.iter().enumerate().skip(k + 1) {
                assert!(
                    line.intersect(*other).is_empty(),
                    "{players} seats at {w}×{h}: the lines {:?} and {:?} overlap",
                    texts[k],
                    texts[j]
                );
            }
        }
    }
    (most, seen.len())
}

#[test]
fn seat_lines_lie_beside_the_held_cards_at_four_and_ten_seats() {
    for (w, h) in [(800.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)] {
        let (most, all) = lines_clear_of_cards(4, w, h, 41);
        assert!(all >= 3, "4 seats at {w}×{h}: lines were said ({all})");
        let (most10, all10) = lines_clear_of_cards(10, w, h, 42);
        assert!(all10 >= 5, "10 seats at {w}×{h}: lines were said ({all10})");
        assert!(
            most10 >= 3,
            "10 seats at {w}×{h}: several lines at once ({most10}, 4 seats: {most})"
        );
    }
}

#[test]
fn every_seat_has_a_place_for_its_line_off_every_card_plate_and_line() {
    use stammtisch::games::gorillas::marks::{held_rect, line_spots, plate_rect};
    use stammtisch::table::layout::TableSize;
    for (w, h) in [(800.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)] {
        let size = TableSize::from_window(w, h);
        for players in 3..=10 {
            let (spots, px) = line_spots(size, players, &[]);
            assert!(px >= 12.0);
            let half = stammtisch::table::announce::plate_size(&"m".repeat(26), px) / 2.0;
            let lines: Vec<Rect> = spots
                .iter()
                .map(|&c| Rect::from_center_half_size(c, half))
                .collect();
            for (i, line) in lines.iter().enumerate() {
                assert!(
                    line.min.x >= -w / 2.0
                        && line.max.x <= w / 2.0
                        && line.min.y >= -h / 2.0
                        && line.max.y <= h / 2.0
                );
                for s in Seat::all(players) {
                    assert!(
                        line.intersect(held_rect(size, s, players)).is_empty(),
                        "{players} at {w}×{h}: line {i} on {s:?}'s card"
                    );
                    assert!(
                        line.intersect(plate_rect(size, s, players)).is_empty(),
                        "{players} at {w}×{h}: line {i} on {s:?}'s plate"
                    );
                }
                for other in &lines[i + 1..] {
                    assert!(
                        line.intersect(*other).is_empty(),
                        "{players} at {w}×{h}: two lines overlap"
                    );
                }
            }
        }
    }
}

#[test]
fn a_lapsed_offer_says_so_by_the_offerer() {
    use stammtisch::table::announce::SeatLines;
    let mut app = slow_app(1.0);
    sit_down(&mut app, setup(4, true, Level::Normal, 17));
    let me = Seat(0);
    for _ in 0..(60_000 / 16) {
        let before = moves(&app).len();
        app.update();
        let t = table(&app);
        // My offer lapsed while I still held my hand: the other seat's hand left.
        let lapsed = moves(&app)[before..].iter().any(|(seat, _, events)| {
            *seat != me
                && events
                    .iter()
                    .any(|e| matches!(e, Event::Lapsed { from, .. } if *from == me))
        });
        if lapsed {
            let lines = app.world().resource::<SeatLines>();
            let line = lines.lines.iter().find(|l| l.seat == me);
            assert!(
                line.is_some_and(|l| l.text.contains("verfallen")),
                "a line by my seat says the offer lapsed: {line:?}"
            );
            return;
        }
        if t.game.phase() != Phase::Play || !t.game.holds(me) || t.busy() {
            continue;
        }
        // Offer to every bot holding a card that does not offer to me (no trade at once).
        let to = Seat::all(4).find(|&s| {
            s != me && t.game.holds(s) && !t.game.offers(me, s) && !t.game.offers(s, me)
        });
        if let Some(to) = to {
            key(
                &mut app,
                stammtisch::games::gorillas::input::SEAT_KEYS[to.index()],
            );
        }
    }
    panic!("no offer of mine lapsed");
}

#[test]
fn the_how_to_play_page_explains_the_rare_cards() {
    use stammtisch::core::Lang;
    for (lang, words) in [
        (Lang::De, ["9", "Joker", "Spezial-6", "10 Spielern"]),
        (Lang::En, ["9", "Wild", "Special 6", "10 players"]),
    ] {
        let page = stammtisch::games::tr(lang).words("howto-gorillas", &[]);
        for word in words {
            assert!(page.contains(word), "{lang:?}: the page names {word:?}");
        }
    }
}

/// Checks the scored round as it lies out at `w`×`h`: the seats' collections apart, no card on a
/// name plate or under a total, the summary's place inside the window and clear of the cards.
fn check_scored_layout(app: &mut App, w: f32, h: f32) {
    use stammtisch::games::gorillas::tally::{Tally, summary_rect};
    use stammtisch::table::layout::TableSize;
    use stammtisch::table::seats::SeatPlate;
    use stammtisch_rules::games::gussy_gorillas::untangle::Fate;
    resize(app, w, h);
    // The flights to the new places land.
    for _ in 0..60 {
        app.update();
    }
    let size = TableSize::from_window(w, h);
    let summary = table(app)
        .summary_up(&sight(app).public)
        .expect("the summary is up")
        .clone();
    let players = summary.points.len();
    let mut q = app.world_mut().query::<(&TableCard, &Transform, &Sprite)>();
    let rects: std::collections::HashMap<_, _> = q
        .iter(app.world())
        .filter_map(|(c, t, s)| {
            let size = s.custom_size.unwrap_or(Vec2::ONE) * t.scale.truncate();
            Some((c.id()?, screen_rect(t, size)))
        })
        .collect();
    // Per seat, its scored cards (the 9s' discards have gone to the middle).
    let seat_cards: Vec<Vec<Rect>> = summary
        .untangled
        .iter()
        .map(|u| {
            u.cards
                .iter()
                .filter(|(_, fate)| !matches!(fate, Fate::Discarded))
                .map(|(id, _)| rects[id])
                .collect()
        })
        .collect();
    let all: Vec<(usize, Rect)> = seat_cards
        .iter()
        .enumerate()
        .flat_map(|(s, cards)| cards.iter().map(move |r| (s, *r)))
        .collect();
    assert!(
        all.len() >= players * 3,
        "the scored cards lie out ({})",
        all.len()
    );
    let ppx = stammtisch::games::gorillas::marks::plate_px(size);
    let mut q = app.world_mut().query::<(&SeatPlate, &Transform)>();
    let plates: Vec<(Seat, Rect)> = q
        .iter(app.world())
        .map(|(p, t)| {
            let name = table(app).name(p.0).chars().count() as f32 + 9.0;
            (
                p.0,
                Rect::from_center_half_size(
                    t.translation.truncate(),
                    Vec2::new(name * ppx * 0.28, ppx * 0.7),
                ),
            )
        })
        .collect();
    let tpx = (size.card_height() * 0.2).clamp(14.0, 30.0);
    let mut q = app.world_mut().query::<(&Tally, &Transform, &Text2d)>();
    let tallies: Vec<(Seat, Rect)> = q
        .iter(app.world())
        .map(|(tally, t, text)| {
            let half = Vec2::new(text.0.chars().count() as f32 * tpx * 0.28, tpx * 0.6);
            (
                tally.0,
                Rect::from_center_half_size(t.translation.truncate(), half),
            )
        })
        .collect();
    assert_eq!(tallies.len(), players);
    // A total left of its name reads towards it ("41 = Ferdl"), one right of it away ("Ferdl =
    // 41"): never "= 41" just after a neighbour's name.
    let mut q = app.world_mut().query::<(&Tally, &Transform, &Text2d)>();
    for (tally, t, text) in q.iter(app.world()) {
        let plate = plates.iter().find(|(s, _)| *s == tally.0).unwrap().1;
        let at = t.translation.truncate();
        if (at.y - plate.center().y).abs() < 1.0 {
            let left = at.x < plate.center().x;
            assert_eq!(
                text.0.ends_with('='),
                left,
                "{players} seats at {w}×{h}: {:?}'s total {:?} {} its name",
                tally.0,
                text.0,
                if left { "left of" } else { "right of" }
            );
        }
    }
    let window = Rect::from_center_half_size(Vec2::ZERO, Vec2::new(w, h) / 2.0);
    let box_ = summary_rect(size, players);
    assert!(
        window.contains(box_.min) && window.contains(box_.max),
        "{players} seats at {w}×{h}: the summary {box_:?} fits the window"
    );
    for (seat, tally) in &tallies {
        assert!(
            window.contains(tally.min) && window.contains(tally.max),
            "{players} seats at {w}×{h}: {seat:?}'s total {tally:?} leaves the window"
        );
    }
    // No total runs into another seat's name.
    for (seat, tally) in &tallies {
        for (other, plate) in &plates {
            assert!(
                other == seat || !overlap(*tally, *plate),
                "{players} seats at {w}×{h}: {seat:?}'s total {tally:?} lies on {other:?}'s name plate {plate:?}"
            );
        }
    }
    for &(seat, card) in &all {
        assert!(
            window.contains(card.min) && window.contains(card.max),
            "{players} seats at {w}×{h}: a card of {seat} reaches out of the window"
        );
        for (other, plate) in &plates {
            assert!(
                card.intersect(*plate).is_empty(),
                "{players} seats at {w}×{h}: a card of seat {seat} at {card:?} lies on {other:?}'s plate {plate:?}"
            );
        }
        for (other, tally) in &tallies {
            assert!(
                card.intersect(*tally).is_empty(),
                "{players} seats at {w}×{h}: {other:?}'s total lies on a card of seat {seat}"
            );
        }
        assert!(
            card.intersect(box_).is_empty(),
            "{players} seats at {w}×{h}: the summary lies on a card of seat {seat}"
        );
        for &(other, card2) in &all {
            if other != seat {
                assert!(
                    card.intersect(card2).is_empty(),
                    "{players} seats at {w}×{h}: the collections of seats {seat} and {other} overlap"
                );
            }
        }
    }
}

#[test]
fn the_scored_round_lies_out_readably_at_four_and_ten_seats() {
    for (players, seed) in [(4, 51), (10, 52)] {
        let mut app = app();
        sit_down(&mut app, setup(players, true, Level::Easy, seed));
        person_to_scored(&mut app);
        for _ in 0..(7_000 / 16) {
            app.update();
        }
        for (w, h) in [(800.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)] {
            check_scored_layout(&mut app, w, h);
        }
    }
}

/// What a screen may see at Gussy Gorillas (`crate::sight`): every frame of seeded matches, no
/// card entity carries a card none of the screen's seats may see.
mod sight {
    use super::{sight, table};
    use crate::sight::{
        Watcher, every_hand_open, people_and_bots, play_watching, play_watching_at, shown,
    };
    use bevy::prelude::*;
    use stammtisch::core::{MatchSetup, Screen};
    use stammtisch::games::gorillas::GorillasTable;
    use stammtisch_rules::games::gussy_gorillas::Phase;
    use stammtisch_rules::{CardId, Game, Seat};
    use std::collections::HashSet;

    /// Counts a watched frame and leaves the table after `frames` of them (a whole match takes
    /// many rounds; `play_watching` stops off the table).
    fn leave_after(app: &mut App, watched: &mut usize, frames: usize) {
        *watched += 1;
        if *watched == frames {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Lobby);
        }
    }

    /// Every held card of the match now, while a round is played.
    fn held(app: &App) -> Vec<CardId> {
        let game = &table(app).game;
        if game.phase() != Phase::Play {
            return Vec::new();
        }
        Seat::all(game.players())
            .flat_map(|s| game.hand(s).to_vec())
            .collect()
    }

    #[test]
    fn two_people_and_two_bots_see_what_their_seats_see() {
        // Whole matches with bots answering at once, and a stretch at a table's pace (cards
        // still flying when the next move comes).
        for (seed, pace, frames) in [(41, 0.0, 20_000), (46, 0.3, 3_000)] {
            two_people_and_two_bots(seed, pace, frames);
        }
    }

    fn two_people_and_two_bots(seed: u64, pace: f32, frames: usize) {
        let setup = people_and_bots("gorillas", 4, 2, seed);
        // Every card the people collected: theirs to see.
        let (mut collected, mut scored, mut frame) = (HashSet::new(), 0, 0);
        let watched =
            play_watching_at::<GorillasTable>(pace, setup, Watcher::Couch, 20_000, |app| {
                let shown: HashSet<CardId> = shown(app).into_iter().collect();
                let game = &table(app).game;
                for seat in [Seat(0), Seat(1)] {
                    collected.extend(game.collection(seat));
                }
                scored += usize::from(game.phase() != Phase::Play);
                // The draw piles are backs to everyone.
                for seat in Seat::all(4) {
                    let pile = game.pile(seat);
                    assert!(!pile.iter().any(|c| shown.contains(c)), "{seat:?}'s pile");
                }
                leave_after(app, &mut frame, frames);
            });
        assert!(watched.frames > 500, "{watched:?}");
        if watched.frames < frames {
            // The whole match: its rounds were scored and lay out.
            assert!(
                scored > 100,
                "a round was scored and lay out ({scored} frames)"
            );
        }
        // Both people's held cards (each sees the other's), the bots' and the collections.
        assert!(watched.most_open >= 4 + 6, "{watched:?}");
        let open: Vec<&CardId> = collected
            .iter()
            .filter(|c| watched.open_cards.contains(c))
            .collect();
        assert!(open.len() >= 10, "the people's collections: {open:?}");
    }

    #[test]
    fn one_person_at_ten_seats_never_gets_the_identity_of_their_own_held_card() {
        let setup = people_and_bots("gorillas", 10, 1, 42);
        let (mut own_seen, mut own_held, mut others, mut frame) = (0, 0, 0, 0);
        let mut bot_held = 0;
        let watched = play_watching::<GorillasTable>(setup, Watcher::Couch, 4_000, |app| {
            let shown: HashSet<CardId> = shown(app).into_iter().collect();
            assert_eq!(sight(app).held, vec![Seat(0)]);
            let game = &table(app).game;
            assert!(game.rare(), "ten seats play with the rare cards");
            if game.phase() == Phase::Play {
                let own = game.hand(Seat(0));
                own_held += usize::from(!own.is_empty());
                own_seen += own.iter().filter(|c| shown.contains(c)).count();
                others += Seat::all(10)
                    .skip(1)
                    .flat_map(|s| game.hand(s))
                    .filter(|c| shown.contains(c))
                    .count();
                bot_held += Seat::all(10).skip(1).flat_map(|s| game.hand(s)).count();
            }
            leave_after(app, &mut frame, 2_500);
        });
        assert!(watched.frames > 1_000, "{watched:?}");
        assert!(own_held > 500, "the person held cards in {own_held} frames");
        assert_eq!(own_seen, 0, "the person's own held card had an identity");
        // Every bot's held card had its identity (the person sees them all).
        assert!(bot_held > 100, "the bots held {bot_held} cards");
        assert_eq!(others, bot_held, "the bots' held cards shown");
    }

    #[test]
    fn a_spectator_sees_the_held_cards_and_no_pile() {
        let setup = people_and_bots("gorillas", 4, 1, 43);
        let (mut held_shown, mut held_all, mut frame) = (0, 0, 0);
        let watched = play_watching::<GorillasTable>(setup, Watcher::Spectator, 4_000, |app| {
            let shown: HashSet<CardId> = shown(app).into_iter().collect();
            held_shown += held(app).iter().filter(|c| shown.contains(c)).count();
            held_all += held(app).len();
            leave_after(app, &mut frame, 3_000);
        });
        assert!(watched.frames > 1_000, "{watched:?}");
        // At three seats and more, every held card is public: a spectator sees them all.
        assert!(held_all > 100, "{held_all} held cards");
        assert_eq!(held_shown, held_all, "every held card shown");
        assert!(watched.most_open >= 4, "{watched:?}");
    }

    #[test]
    fn the_attract_screen_shows_every_hand() {
        // Seeded attract matches until a thousand frames with held cards were looked at (one
        // may end early).
        let mut checked = 0;
        for seed in 44..48 {
            let setup = MatchSetup::attract_of("gorillas", 4, seed);
            let mut frame = 0;
            play_watching::<GorillasTable>(setup, Watcher::Attract, 4_000, |app| {
                let held = held(app);
                checked += usize::from(!held.is_empty());
                every_hand_open(app, held);
                leave_after(app, &mut frame, 3_000);
            });
            if checked > 1_000 {
                break;
            }
        }
        assert!(checked > 1_000, "{checked} frames with held cards");
    }
}

/// At ten seats the round box lies on no held card, not even on a turned card's corner, at the
/// three window sizes.
#[test]
fn at_ten_seats_the_round_box_lies_on_no_held_card() {
    use stammtisch::table::cards::TableArea;
    use stammtisch::ui::boxes::{UiBoxes, window_point};
    for (w, h) in [(800, 600), (1280, 720), (1920, 1080)] {
        let mut app = super::harness::ui_app(w, h);
        app.world_mut()
            .resource_mut::<stammtisch::settings::Settings>()
            .bot_pace = 1.0;
        sit_down(&mut app, setup(10, true, Level::Normal, 42));
        // Dealt, the cards landed, the box settled in its corner.
        for _ in 0..200 {
            app.update();
        }
        let round = app
            .world()
            .resource::<UiBoxes>()
            .named("round")
            .expect("the round's box");
        let corners = [
            round.min,
            Vec2::new(round.max.x, round.min.y),
            round.max,
            Vec2::new(round.min.x, round.max.y),
        ];
        let held = held_keys(&app);
        let size = app.world().resource::<TableArea>().0;
        let window = Vec2::new(w as f32, h as f32);
        let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
        let mut checked = 0;
        for (card, place) in q.iter(app.world()).filter(|(c, _)| held.contains(&c.0)) {
            let half = size.card_size() * place.scale / 2.0;
            let turn = Vec2::from_angle(place.angle);
            let card_corners =
                [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map(|(x, y)| {
                    window_point(window, place.pos + turn.rotate(half * Vec2::new(x, y)))
                });
            let depth = stammtisch::ui::layout_check::depth(&corners, &card_corners);
            assert!(
                depth <= 2.0,
                "{w}×{h}: the round box {round:?} lies {depth:.0} px deep on held card {:?}",
                card.0
            );
            checked += 1;
        }
        assert_eq!(checked, 10, "{w}×{h}: every seat's held card");
    }
}

/// The scored round's summary stands where the collections leave it room (`summary_rect`), in
/// window pixels at every window size: egui's points are the window's zoom apart, and unscaled
/// it lay shrunk in the top left corner at 800×600 on the collections and a name plate (and
/// outside the middle at 1920×1080).
#[test]
fn at_ten_seats_the_summary_stands_in_the_middle_at_every_size() {
    use stammtisch::games::gorillas::tally::summary_rect;
    use stammtisch::table::layout::TableSize;
    use stammtisch::ui::boxes::{UiBoxes, window_rect};
    let mut app = crate::harness::ui_app(1280, 720);
    sit_down(&mut app, setup(10, true, Level::Easy, 52));
    person_to_scored(&mut app);
    for _ in 0..(7_000 / 16) {
        app.update();
    }
    for (w, h) in [(800.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)] {
        resize(&mut app, w, h);
        for _ in 0..30 {
            app.update();
        }
        assert!(table(&app).summary_up(&sight(&app).public).is_some());
        let shown = app
            .world()
            .resource::<UiBoxes>()
            .named("gorillas-summary")
            .expect("the summary is up");
        let room = window_rect(
            Vec2::new(w, h),
            summary_rect(TableSize::from_window(w, h), 10),
        );
        assert!(
            room.inflate(4.0).contains(shown.min) && room.inflate(4.0).contains(shown.max),
            "{w}×{h}: the summary {shown:?} stands outside its room {room:?}"
        );
        assert!(
            (shown.min.x - room.min.x).abs() < 4.0 && (shown.width() - room.width()).abs() < 4.0,
            "{w}×{h}: the summary {shown:?} is not as wide as its room {room:?}"
        );
    }
}
