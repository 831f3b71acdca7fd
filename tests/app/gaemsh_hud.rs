//! Gämsh Alpin's HUD, laid out by egui and clicked from raw mouse input: a click meant for the
//! signal picker never becomes a call (not even when the picker gives way in that very frame),
//! a bot partner leaves the signal to its person and a late pick is told why, a person's call
//! gets its verdict line (after the Smart Farmer left, saying so), a click on the Smart Farmer
//! slaps it with Gämsh!, and the hands a reveal shows lie under no box.

use super::devices::{card_at, click_at, key, mouse_at_window};
use super::harness::{run_until, sit_down, ui_app};
use bevy::input::ButtonState;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use stammtisch::core::{BOT_NAMES, MatchSetup, SeatKind};
use stammtisch::core::{Lang, Stamp, Toast, Tr};
use stammtisch::games::driver::Intent;
use stammtisch::games::gaemsh::input::{DOUBLE_KEY, GAEMSH_KEY};
use stammtisch::games::gaemsh::words::verdict_line;
use stammtisch::games::gaemsh::{GaemshMatch, GaemshSight};
use stammtisch::settings::Settings;
use stammtisch::table::cards::TableCard;
use stammtisch::ui::boxes::{UiBoxes, window_rect};
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::gaemsh_alpin::cards::FARMER;
use stammtisch_rules::games::gaemsh_alpin::{Action, Call, Gesture, Phase};
use stammtisch_rules::{LogEntry, OptionValue, Seat};

fn table(app: &App) -> &GaemshMatch {
    app.world().resource::<GaemshMatch>()
}

fn boxes(app: &App) -> UiBoxes {
    app.world().resource::<UiBoxes>().clone()
}

fn calls(app: &App) -> usize {
    table(app)
        .log
        .entries
        .iter()
        .filter(|e| matches!(e, LogEntry::Action { action, .. } if action.get("Call").is_some()))
        .count()
}

/// Four seats at a `width` × `height` window: the person "Du" at the bottom (seat 0), bots at
/// the others (seat 2 the partner, Vroni); bots think `pace` times their usual time.
fn person_and_bots(width: u32, height: u32, pace: f32) -> App {
    person_and_bots_dealt(width, height, pace, 7, false)
}

/// `person_and_bots` dealt from `seed`, with the Föhn cards if `foehn`.
fn person_and_bots_dealt(width: u32, height: u32, pace: f32, seed: u64, foehn: bool) -> App {
    let mut app = ui_app(width, height);
    app.world_mut().resource_mut::<Settings>().bot_pace = pace;
    let mut setup = MatchSetup::against_bots("gaemsh", 4, Level::Easy, "Du", seed);
    setup.set_option("foehn", OptionValue::Bool(foehn));
    setup.seats = (0..4)
        .map(|i| match i {
            0 => SeatKind::Human { name: "Du".into() },
            _ => SeatKind::Bot {
                name: BOT_NAMES[i].into(),
                level: Level::Easy,
            },
        })
        .collect();
    sit_down(&mut app, setup);
    app
}

/// The partner's pick arrives as a bot's move does (what a partner bot that does not wait would
/// send), applied in the next frame.
fn partner_picks(app: &mut App) {
    let m = table(app);
    let intent = Intent {
        seat: Seat(2),
        action: Action::PickSignal {
            gesture: Gesture::Wink,
        },
        stamp: Stamp::new(m.now, u32::MAX - 8),
        moves: m.moves,
    };
    app.world_mut().write_message(intent);
}

/// The person picks a signal by its key once the other team has picked: the deal, the play.
fn to_the_play(app: &mut App) {
    run_until(app, 300, "the other team picked", |app| {
        table(app).game.signal(1).is_some()
    });
    key(app, KeyCode::F3);
    run_until(app, 100, "the play", |app| {
        table(app).game.phase() == Phase::Play
    });
}

/// `to_the_play`, and the grace after the deal waited out: a call counts.
fn to_the_calls(app: &mut App) {
    to_the_play(app);
    run_until(app, 100, "the grace over", |app| {
        table(app).now >= table(app).local.calls_from
    });
}

/// A spot on a picker button (the lower left one, "Hochschauen (F7)") at 1920×1080.
fn picker_button(picker: Rect) -> Vec2 {
    Vec2::new(picker.center().x - 110.0, picker.max.y - 55.0)
}

#[test]
fn a_click_on_the_picker_picks_the_team_s_signal() {
    let mut app = person_and_bots(1920, 1080, 0.0);
    run_until(&mut app, 300, "the picker", |app| {
        boxes(app).named("gaemsh-signals").is_some()
    });
    let at = picker_button(boxes(&app).named("gaemsh-signals").unwrap());
    mouse_at_window(&mut app, at, ButtonState::Pressed);
    app.update();
    mouse_at_window(&mut app, at, ButtonState::Released);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(table(&app).game.signal(0), Some(Gesture::LookUp));
}

#[test]
fn a_click_on_the_picker_in_the_frame_the_partner_picks_makes_no_call() {
    let mut app = person_and_bots(1920, 1080, 0.0);
    // The other team picks at once; the partner bot waits for the person.
    run_until(&mut app, 300, "the picker, the other team picked", |app| {
        table(app).game.signal(1).is_some() && boxes(app).named("gaemsh-signals").is_some()
    });
    for _ in 0..300 {
        app.update();
    }
    assert_eq!(table(&app).game.phase(), Phase::Signals);
    assert_eq!(
        table(&app).game.signal(0),
        None,
        "the partner bot leaves the signal to its person"
    );
    let picker = boxes(&app).named("gaemsh-signals").unwrap();
    // The mouse goes down on a picker button ...
    let at = picker_button(picker);
    mouse_at_window(&mut app, at, ButtonState::Pressed);
    // ... in the very frame the partner's pick lands: the deal, the picker gives way.
    partner_picks(&mut app);
    app.update();
    assert_eq!(table(&app).game.phase(), Phase::Play, "dealt in that frame");
    mouse_at_window(&mut app, at, ButtonState::Released);
    for _ in 0..120 {
        app.update();
    }
    assert_eq!(
        calls(&app),
        0,
        "the click meant for the picker made no call"
    );
    assert_eq!(table(&app).game.scores(), &[0, 0]);
    let verbs = boxes(&app).named("gaemsh-verbs").expect("the calls' panel");
    assert!(
        verbs.intersect(picker).is_empty(),
        "the calls {verbs:?} lie apart from the picker {picker:?}"
    );
    // A second click there, after the grace, still reaches no call: the calls are elsewhere.
    mouse_at_window(&mut app, at, ButtonState::Pressed);
    app.update();
    mouse_at_window(&mut app, at, ButtonState::Released);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(calls(&app), 0);
}

#[test]
fn a_call_key_right_after_the_deal_is_ignored_and_counts_after_the_grace() {
    let mut app = person_and_bots(1280, 720, 0.0);
    to_the_play(&mut app);
    key(&mut app, DOUBLE_KEY);
    assert_eq!(calls(&app), 0, "no call within the grace");
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(toast.contains("Augenblick"), "told why: {toast:?}");
    run_until(&mut app, 60, "the grace over", |app| {
        table(app).now >= table(app).local.calls_from
    });
    key(&mut app, DOUBLE_KEY);
    assert_eq!(calls(&app), 1, "after the grace the key calls");
}

#[test]
fn a_late_pick_is_told_the_team_s_signal_is_chosen() {
    // The other team thinks long: the table is still picking after the partner's pick.
    let mut app = person_and_bots(1280, 720, 2000.0);
    for _ in 0..5 {
        app.update();
    }
    partner_picks(&mut app);
    app.update();
    assert_eq!(table(&app).game.signal(0), Some(Gesture::Wink));
    assert_eq!(table(&app).game.phase(), Phase::Signals);
    key(&mut app, KeyCode::F5);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(
        toast.contains("Euer Zeichen ist schon gewählt") && !toast.contains("nicht dran"),
        "{toast:?}"
    );
    app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    app.update();
    key(&mut app, KeyCode::F6);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(
        toast.contains("Your team's signal is already chosen"),
        "{toast:?}"
    );
}

/// The table after the person's call `call_key` (the grace waited out), in its reveal.
fn after_a_call(width: u32, height: u32, call_key: KeyCode, lang: Lang) -> App {
    let mut app = person_and_bots(width, height, 0.0);
    app.world_mut().resource_mut::<Settings>().language = Some(lang);
    to_the_calls(&mut app);
    key(&mut app, call_key);
    assert_eq!(calls(&app), 1, "the person called");
    app
}

fn verdict(app: &App) -> Option<String> {
    let public = &app.world().resource::<GaemshSight>().public;
    verdict_line(table(app), public, app.world().resource::<Tr>())
}

#[test]
fn a_person_s_call_gets_its_verdict_line() {
    let mut app = after_a_call(1280, 720, GAEMSH_KEY, Lang::De);
    let line = verdict(&app).expect("a verdict line");
    // The partner (Vroni, a bot) can hardly hold a set right after the deal.
    let right = table(&app).game.scores()[0] > 0;
    assert!(line.starts_with("Du: Gämsh!"), "{line}");
    assert!(
        line.contains(if right { "Richtig" } else { "Falsch" }),
        "{line}"
    );
    assert!(
        line.contains("Vroni:") && line.contains("gleiche"),
        "why: {line}"
    );
    assert!(line.contains("+1 für Team"), "{line}");
    app.update();
    assert!(
        boxes(&app).named("gaemsh-banner").is_some(),
        "the verdict is on screen"
    );
}

/// The window sizes a table is checked at, each in a language.
const SIZES: [(u32, u32, Lang); 3] = [
    (800, 600, Lang::En),
    (1280, 720, Lang::De),
    (1920, 1080, Lang::En),
];

#[test]
fn the_hands_a_reveal_shows_lie_under_no_box_at_every_size() {
    for (w, h, lang) in SIZES {
        // Double Gämsh shows the person's hand and the partner's at the top.
        let mut app = after_a_call(w, h, DOUBLE_KEY, lang);
        // The hands the call shows, as the screen sees them (everybody sees a shown hand).
        let public = &app.world().resource::<GaemshSight>().public;
        let shown: Vec<Seat> = Seat::all(public.players)
            .filter(|s| public.shown[s.index()].is_some())
            .collect();
        assert!(shown.contains(&Seat(2)), "the partner's hand is shown");
        // Let the cards turn and settle, then measure every frame of the rest of the reveal.
        for _ in 0..40 {
            app.update();
        }
        // The partner's hand across the table is turned to be read, not upside down.
        let partner = table(&app).game.hand(Seat(2));
        let mut q = app.world_mut().query::<(&TableCard, &Transform)>();
        let angles: Vec<f32> = q
            .iter(app.world())
            .filter(|(c, _)| c.id().is_some_and(|id| partner.contains(&id)))
            .map(|(_, t)| t.rotation.to_euler(EulerRot::XYZ).2)
            .collect();
        assert_eq!(angles.len(), partner.len());
        assert!(
            angles.iter().all(|a| a.abs() < 0.5),
            "{w}×{h}: the partner's shown cards lie upright, not {angles:?}"
        );
        let mut frames = 0;
        while matches!(table(&app).game.phase(), Phase::Reveal { .. }) && frames < 400 {
            app.update();
            if !matches!(table(&app).game.phase(), Phase::Reveal { .. }) {
                break;
            }
            frames += 1;
            let window = {
                let mut q = app
                    .world_mut()
                    .query_filtered::<&Window, With<PrimaryWindow>>();
                let win = q.single(app.world()).unwrap();
                Vec2::new(win.width(), win.height())
            };
            let cards: Vec<_> = shown
                .iter()
                .flat_map(|&s| table(&app).game.hand(s))
                .collect();
            let mut q = app.world_mut().query::<(&TableCard, &Transform, &Sprite)>();
            let rects: Vec<Rect> = q
                .iter(app.world())
                .filter(|(c, _, _)| c.id().is_some_and(|id| cards.contains(&id)))
                .map(|(_, t, s)| {
                    let size = s.custom_size.unwrap_or(Vec2::ONE) * t.scale.truncate();
                    let corners =
                        [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)].map(|(x, y)| {
                            (t.translation + t.rotation * Vec3::new(x * size.x, y * size.y, 0.0))
                                .truncate()
                        });
                    let rect = corners
                        .iter()
                        .fold(Rect::from_center_size(corners[0], Vec2::ZERO), |r, &p| {
                            r.union_point(p)
                        });
                    window_rect(window, rect)
                })
                .collect();
            assert_eq!(rects.len(), cards.len());
            let boxes = boxes(&app);
            assert!(
                boxes.named("gaemsh-banner").is_some(),
                "{w}×{h}: the verdict is up"
            );
            for rect in rects {
                // The table's shared message slot ("table-toast", top centre) is the layout
                // check's (issue 23, item 10) and bots' lost races showing there item 11's: left
                // out here, reported.
                let over: Vec<_> = boxes
                    .over(rect)
                    .filter(|b| b.id != bevy_egui::egui::Id::new("table-toast"))
                    .collect();
                let toast = app.world().resource::<Toast>().text.clone();
                assert!(
                    over.is_empty(),
                    "{w}×{h}: a shown card {rect:?} lies under {over:?} (toast {toast:?})"
                );
            }
        }
        assert!(frames > 20, "{w}×{h}: the reveal lasted");
    }
}

#[test]
fn an_english_table_draws_the_gaemsh_cards_in_english() {
    use stammtisch::assets::CardArt;
    use stammtisch_rules::CardId;
    let mut app = person_and_bots(1280, 720, 0.0);
    let pixels = |app: &App| {
        let art = app.world().resource::<CardArt>();
        // Alphorn's Night card: "Alphorn", "Nacht" / "Night".
        let handle = art.deck("gaemsh").fronts[&CardId(11)].clone();
        let images = app.world().resource::<Assets<Image>>();
        images.get(&handle).unwrap().data.clone()
    };
    let german = pixels(&app);
    assert_eq!(app.world().resource::<CardArt>().lang, Lang::De);
    app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    run_until(&mut app, 20, "the card art in English", |app| {
        app.world().resource::<CardArt>().lang == Lang::En
    });
    assert_ne!(pixels(&app), german, "the card's words were redrawn");
}

#[test]
fn the_lobby_names_each_seat_s_team_as_the_rules_pair_them() {
    use stammtisch::core::SeatGroups;
    use stammtisch_rules::Game;
    use stammtisch_rules::games::gaemsh_alpin::{Gaemsh, GaemshConfig};
    let app = ui_app(1280, 720);
    let group = app
        .world()
        .resource::<SeatGroups>()
        .of("gaemsh")
        .expect("Gämsh's seats form teams in the lobby");
    let tr = stammtisch::games::tr(Lang::De);
    for players in [4, 6] {
        let game = Gaemsh::new(&GaemshConfig::default(), players, 1).unwrap();
        for a in 0..players {
            for b in 0..players {
                let (name_a, _) = group(a, players, &tr).unwrap();
                let (name_b, _) = group(b, players, &tr).unwrap();
                let partners = game.team_of(Seat(a as u8)) == game.team_of(Seat(b as u8));
                assert_eq!(name_a == name_b, partners, "{players} seats: {a} and {b}");
            }
        }
    }
    assert_eq!(group(0, 4, &tr).unwrap().0, "Team Rot");
    assert_eq!(
        group(1, 4, &stammtisch::games::tr(Lang::En)).unwrap().0,
        "Team Blue"
    );
}

/// Fails unless the box `rect` (window pixels) lies on no seat's avatar and no card where it lies
/// or lands (on no more than a third of a back: `BACK_SHARE`).
fn lies_on_no_avatar_or_card(app: &mut App, rect: Rect, what: &str) {
    use stammtisch::table::cards::{CardPlace, TableArea};
    use stammtisch::table::layout::{card_corners, rect_corners};
    use stammtisch::ui::boxes::window_point;
    use stammtisch::ui::felt_under::KeepClear;
    use stammtisch::ui::layout_check::{BACK_SHARE, depth, share_inside};
    let size = app.world().resource::<TableArea>().0;
    let window = Vec2::new(size.width, size.height);
    let mut q = app.world_mut().query::<(&KeepClear, &GlobalTransform)>();
    let avatars: Vec<Rect> = q
        .iter(app.world())
        .map(|(keep, at)| window_rect(window, keep.rect(at)))
        .collect();
    assert_eq!(avatars.len(), 4, "every seat's avatar is kept clear");
    for r in &avatars {
        let i = r.intersect(rect);
        assert!(
            i.width() <= 1.0 || i.height() <= 1.0,
            "{what} {rect:?} lies on an avatar {r:?}"
        );
    }
    // A card by its own corners (a turned card's bounds reach past them): a face-up one not at
    // all, a back by no more than `BACK_SHARE` (it still shows a card lies there).
    let mut q = app.world_mut().query::<(&CardPlace, &TableCard)>();
    let boxed = rect_corners(rect);
    for (c, _) in q.iter(app.world()) {
        let corners = card_corners(c.pos, c.angle, size.card_size() * c.scale)
            .map(|at| window_point(window, at));
        let on = depth(&corners, &boxed) > 1.0
            && (c.face_up || share_inside(&corners, rect) > BACK_SHARE);
        assert!(!on, "{what} {rect:?} lies on a card at {}", c.pos);
    }
}

/// A gamepad's hints stand where they hide no avatar, no card (where it lies or lands), no name
/// plate and no other box, at the three window sizes (the top left corner, where they stood,
/// hid the left seat's avatar).
#[test]
fn the_pad_hints_hide_no_avatar_card_plate_or_box() {
    for (w, h) in [(800, 600), (1280, 720), (1920, 1080)] {
        let mut app = person_and_bots(w, h, 0.0);
        super::gaemsh::pad_at(&mut app, Seat(0));
        to_the_play(&mut app);
        run_until(&mut app, 100, "the pad's hints", |app| {
            boxes(app).named("gaemsh-pad-hints").is_some()
        });
        // The cards land and the box settles.
        for _ in 0..60 {
            app.update();
        }
        let hints = boxes(&app).named("gaemsh-pad-hints").unwrap();
        let what = format!("{w}×{h}: the pad's hints");
        lies_on_no_avatar_or_card(&mut app, hints, &what);
        lies_on_no_plate_or_box(&mut app, hints, &what);
    }
}

/// The signal picker lies on no avatar (the top seat's stands just above the middle) and no card
/// while the person chooses, at the three window sizes.
#[test]
fn the_signal_picker_hides_no_avatar_or_card() {
    for (w, h, lang) in SIZES {
        let mut app = person_and_bots(w, h, 0.0);
        app.world_mut().resource_mut::<Settings>().language = Some(lang);
        run_until(&mut app, 300, "the picker", |app| {
            boxes(app).named("gaemsh-signals").is_some()
        });
        // It settles where it stands while the person reads it.
        for _ in 0..30 {
            app.update();
        }
        assert_eq!(table(&app).game.phase(), Phase::Signals, "still choosing");
        let picker = boxes(&app).named("gaemsh-signals").expect("the picker");
        lies_on_no_avatar_or_card(&mut app, picker, &format!("{w}×{h}: the picker"));
    }
}

/// The table's message slot takes a spot by the message's own size: a refusal that wraps onto
/// two lines at 1920×1080 lay on the person's name plate and the calls' box, placed as if it
/// were one line high.
#[test]
fn a_two_line_message_lies_on_no_name_plate_or_box() {
    let mut app = person_and_bots(1920, 1080, 0.0);
    to_the_play(&mut app);
    for _ in 0..60 {
        app.update();
    }
    let now = app.world().resource::<Time>().elapsed_secs();
    app.world_mut().resource_mut::<Toast>().show(
        "Du: Die Brotzeit liegt in der Mitte – niemand tauscht, schlag stattdessen eine Karte, \
         bevor die anderen es tun",
        now,
    );
    for _ in 0..10 {
        app.update();
    }
    let message = boxes(&app).named("table-toast").expect("the message is up");
    assert!(message.height() > 60.0, "the message wraps: {message:?}");
    lies_on_no_plate_or_box(&mut app, message, "the message");
}

/// The centres of the four name plates, in window pixels.
fn plate_points(app: &mut App) -> Vec<Vec2> {
    use stammtisch::table::seats::SeatPlate;
    let size = app
        .world()
        .resource::<stammtisch::table::cards::TableArea>()
        .0;
    let window = Vec2::new(size.width, size.height);
    let mut q = app
        .world_mut()
        .query_filtered::<&GlobalTransform, With<SeatPlate>>();
    let plates: Vec<Vec2> = q
        .iter(app.world())
        .map(|at| stammtisch::ui::boxes::window_point(window, at.translation().truncate()))
        .collect();
    assert_eq!(plates.len(), 4);
    plates
}

/// Fails if the box `rect` (window pixels) holds a name plate's centre (with a margin).
fn lies_on_no_plate(app: &mut App, rect: Rect, what: &str) {
    for plate in plate_points(app) {
        assert!(
            !rect.inflate(12.0).contains(plate),
            "{what} {rect:?} lies on a name plate at {plate:?}"
        );
    }
}

/// `lies_on_no_plate`, and fails if the box lies on another box.
fn lies_on_no_plate_or_box(app: &mut App, rect: Rect, what: &str) {
    lies_on_no_plate(app, rect, what);
    for other in boxes(app).0.iter().filter(|b| b.rect != rect) {
        let i = other.rect.intersect(rect);
        assert!(
            i.width() <= 1.0 || i.height() <= 1.0,
            "{what} {rect:?} lies on the box {other:?}"
        );
    }
}

/// Outgämshed's question ("which is their signal?") and the unfolded gestures lie on no avatar,
/// name plate or card (in the top right corner they lay on the right seat's avatar and name, the
/// seat being accused).
#[test]
fn the_outgaemshed_question_covers_no_avatar_or_plate() {
    use stammtisch::games::gaemsh::input::OUT_KEYS;
    for (w, h) in [(800, 600), (1280, 720)] {
        let mut app = person_and_bots(w, h, 0.0);
        to_the_play(&mut app);
        // The bots wait: the question stays open while the person reads it.
        app.world_mut().resource_mut::<Settings>().bot_pace = 50.0;
        for _ in 0..60 {
            app.update();
        }
        key(&mut app, OUT_KEYS[0]);
        for _ in 0..20 {
            app.update();
        }
        assert!(
            table(&app).local.pointing[0].is_some(),
            "{w}×{h}: Outgämshed asks which signal"
        );
        let question = boxes(&app)
            .named("gaemsh-gestures")
            .expect("the question is up");
        let what = format!("{w}×{h}: Outgämshed's question");
        lies_on_no_avatar_or_card(&mut app, question, &what);
        lies_on_no_plate(&mut app, question, &what);
    }
}

/// The Farmer's table at 1280×720 in its play, calls open; the bots (signals picked) wait.
fn at_the_farmer() -> App {
    let mut app = person_and_bots_dealt(1280, 720, 0.0, super::gaemsh::farmer_seed(), true);
    run_until(&mut app, 300, "the other team picked", |app| {
        table(app).game.signal(1).is_some()
    });
    app.world_mut().resource_mut::<Settings>().bot_pace = 1000.0;
    to_the_calls(&mut app);
    assert!(table(&app).game.middle().contains(&Some(FARMER)));
    app
}

/// The seat's calls in the log, in order.
fn calls_of(app: &App, seat: Seat) -> Vec<Call> {
    super::gaemsh::actions_of(app, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Call { call } => Some(call),
            _ => None,
        })
        .collect()
}

/// Mouse only: a click on the Smart Farmer (the mouse moved there, its button pressed) slaps it
/// with Gämsh!, and three of a kind in the partner's hand suffice.
#[test]
fn a_click_on_the_smart_farmer_slaps_it_with_a_gaemsh() {
    let mut app = at_the_farmer();
    let at = card_at(&mut app, FARMER);
    click_at(&mut app, at);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(calls_of(&app, Seat(0)), [Call::Gaemsh { farmer: true }]);
    assert_eq!(table(&app).game.scores(), &[1, 0], "three sufficed");
    let line = verdict(&app).expect("a verdict line");
    assert!(
        line.contains("Richtig") && line.contains("Schlauer Bauer geschlagen"),
        "{line}"
    );
}

/// The partner held three while the Smart Farmer lay in the middle; the person takes it away
/// (a hand card, then the Farmer: a click on it no longer slaps it) and calls Gämsh: wrong, and
/// the verdict says the Farmer had left, in German and in English.
#[test]
fn a_gaemsh_after_the_smart_farmer_left_is_told_so() {
    let mut app = at_the_farmer();
    let give = table(&app).game.hand(Seat(0))[0];
    for card in [give, FARMER] {
        let at = card_at(&mut app, card);
        click_at(&mut app, at);
        app.update();
    }
    assert!(
        table(&app).game.hand(Seat(0)).contains(&FARMER),
        "the person took the Farmer"
    );
    assert!(
        calls_of(&app, Seat(0)).is_empty(),
        "taking it called nothing"
    );
    key(&mut app, GAEMSH_KEY);
    assert_eq!(calls_of(&app, Seat(0)), [Call::Gaemsh { farmer: false }]);
    assert_eq!(
        table(&app).game.scores(),
        &[0, 1],
        "three no longer sufficed"
    );
    let line = verdict(&app).expect("a verdict line");
    assert!(
        line.contains(
            "Falsch – Vroni: keine vier gleichen Karten (der Schlaue Bauer war schon weg)"
        ),
        "{line}"
    );
    app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    app.update();
    let line = verdict(&app).expect("a verdict line");
    assert!(
        line.contains("Wrong – Vroni: no four of a kind (the Smart Farmer had left)"),
        "{line}"
    );
}
