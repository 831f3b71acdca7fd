//! Menus a newcomer meets (issue 44): the lobby fits with every game's options, the pause menu at
//! ten seats fits or scrolls and its last row is reached by the wheel, H from the pause menu opens
//! the rules and H or Escape brings the menu back, every overlay fits at every game's largest
//! table, and the words a person reads about their own seat.

use crate::devices::{key, key_within_a_frame, mouse_at_window};
use crate::harness::{run_until, screen, sit_down, ui_app};
use bevy::input::ButtonState;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use stammtisch::core::overlay::Overlay;
use stammtisch::core::{Lang, MatchSetup, Screen, TableGames, Tr};
use stammtisch::screens::lobby::LobbyChoice;
use stammtisch::screens::pause_menu::{MenuChoice, MenuRow};
use stammtisch::settings::Settings;
use stammtisch::ui::boxes::UiBoxes;
use stammtisch::ui::layout_check::CutOff;
use stammtisch_rules::bots::Level;

/// The window sizes a newcomer tried.
const SIZES: [(u32, u32); 3] = [(800, 600), (1280, 720), (1920, 1080)];

fn resize(app: &mut App, (width, height): (u32, u32)) {
    let mut windows = app.world_mut().query::<&mut Window>();
    for mut window in windows.iter_mut(app.world_mut()) {
        window.resolution.set(width as f32, height as f32);
    }
}

/// A few frames: egui measures a new layout in one pass and shows it in the next.
fn settle(app: &mut App) {
    for _ in 0..4 {
        app.update();
    }
}

fn overlay(app: &App) -> Overlay {
    *app.world().resource::<State<Overlay>>().get()
}

/// What the window cut off in the last frame, with where it was.
fn cut(app: &App, at: &str) -> Vec<String> {
    let cut = &app.world().resource::<CutOff>().0;
    cut.iter().map(|c| format!("{at}: {c}")).collect()
}

/// The area `name` lies wholly inside the window (window pixels).
fn inside(app: &App, name: &str, (width, height): (u32, u32)) -> Result<Rect, String> {
    let r = app
        .world()
        .resource::<UiBoxes>()
        .named(name)
        .ok_or(format!("no {name} on screen"))?;
    let window = Rect::new(0.0, 0.0, width as f32, height as f32);
    let fits = window.inflate(1.0).contains(r.min) && window.inflate(1.0).contains(r.max);
    fits.then_some(r)
        .ok_or(format!("{name} at {r:?} runs past {width}×{height}"))
}

fn set_lang(app: &mut App, lang: Lang) {
    app.world_mut().resource_mut::<Settings>().language = Some(lang);
    app.update();
}

/// The lobby at 1280×720, its menus laid out by egui.
fn in_the_lobby() -> App {
    let mut app = ui_app(1280, 720);
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Lobby);
    run_until(&mut app, 10, "the lobby", |app| {
        screen(app) == Screen::Lobby
    });
    app
}

/// Every game's lobby, its options at the largest table, at 800×600 and 1280×720 in German and
/// English: nothing runs past the window (the throw-in slider widened Jammerlappen's panel and
/// pushed the seats' buttons and the menu's right column off the right edge).
#[test]
fn the_lobby_fits_with_every_games_options() {
    let mut app = in_the_lobby();
    let games: Vec<(&str, usize, usize)> = app
        .world()
        .resource::<TableGames>()
        .0
        .iter()
        .map(|g| (g.id, g.players.0, g.players.1))
        .collect();
    let mut faults = Vec::new();
    for lang in [Lang::De, Lang::En] {
        set_lang(&mut app, lang);
        for &(game, fewest, most) in &games {
            for players in [fewest, most] {
                let setup = MatchSetup::against_bots(game, players, Level::Normal, "Du", 1);
                *app.world_mut().resource_mut::<MatchSetup>() = setup;
                for size in [(800, 600), (1280, 720)] {
                    resize(&mut app, size);
                    settle(&mut app);
                    let at = format!("{game} × {players} {lang:?} {}×{}", size.0, size.1);
                    faults.extend(cut(&app, &at));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

/// Ten Gussy Gorillas seats: the rare cards are in whatever the switch says, and the lobby says
/// so instead of "off"; the switch is left alone there.
#[test]
fn at_ten_gorillas_seats_the_lobby_shows_the_rare_cards_on() {
    let mut app = in_the_lobby();
    for (lang, at_ten, at_nine) in [
        (
            Lang::De,
            "Seltene Karten: an (immer bei 10 Spielern)",
            "Seltene Karten (ab 10 Spielern immer an): aus",
        ),
        (
            Lang::En,
            "Rare cards: on (always with 10 players)",
            "Rare cards (always on from 10 players): off",
        ),
    ] {
        set_lang(&mut app, lang);
        for (players, said) in [(10, at_ten), (9, at_nine)] {
            let setup = MatchSetup::against_bots("gorillas", players, Level::Normal, "Du", 1);
            *app.world_mut().resource_mut::<MatchSetup>() = setup.clone();
            let label = LobbyChoice::Rule(0).label(&setup, app.world().resource::<Tr>());
            assert_eq!(label, said);
        }
    }
    // Chosen at ten seats, the rule stays as the rules fix it.
    let rare = |app: &App| {
        let setup = app.world().resource::<MatchSetup>();
        setup.option("rare", &stammtisch_rules::OptionValue::Bool(false))
    };
    let setup = MatchSetup::against_bots("gorillas", 10, Level::Normal, "Du", 1);
    *app.world_mut().resource_mut::<MatchSetup>() = setup;
    let before = rare(&app);
    app.world_mut().write_message(LobbyChoice::Rule(0));
    settle(&mut app);
    assert_eq!(rare(&app), before);
}

/// Ten seats of Gussy Gorillas: the person at seat 1, nine bots.
fn ten_gorillas(size: (u32, u32)) -> App {
    let mut app = ui_app(size.0, size.1);
    let setup = MatchSetup::against_bots("gorillas", 10, Level::Easy, "Du", 4);
    sit_down(&mut app, setup);
    settle(&mut app);
    app
}

/// The wheel turned `lines` lines (negative: down) with the pointer at `at` (window pixels).
fn wheel(app: &mut App, at: Vec2, lines: f32) {
    let window = crate::devices::window(app);
    let moved = bevy::window::CursorMoved {
        window,
        position: at,
        delta: None,
    };
    app.world_mut()
        .get_mut::<Window>(window)
        .unwrap()
        .set_cursor_position(Some(at));
    app.world_mut().write_message(moved.clone());
    app.world_mut()
        .write_message(bevy::window::WindowEvent::CursorMoved(moved));
    app.world_mut().write_message(MouseWheel {
        unit: MouseScrollUnit::Line,
        x: 0.0,
        y: lines,
        window,
        phase: bevy::input::touch::TouchPhase::Moved,
    });
    app.update();
}

/// The pause menu at a ten-seat table fits the window at every size (the heading was cut at the
/// top, the last rows lay below the window), and its last row, the rules, is reached by the wheel
/// and a click, and by the keys.
#[test]
fn the_pause_menu_at_ten_seats_fits_or_scrolls_and_its_last_row_is_reached_by_the_wheel() {
    let mut app = ten_gorillas((1920, 1080));
    key(&mut app, KeyCode::Escape);
    assert_eq!(overlay(&app), Overlay::Pause);
    for size in SIZES {
        resize(&mut app, size);
        settle(&mut app);
        let at = format!("{}×{}", size.0, size.1);
        let cut = cut(&app, &at);
        assert!(cut.is_empty(), "{cut:#?}");
        let menu = inside(&app, "pause-menu", size).unwrap();
        // Too many rows for the window: the menu takes its height (it kept the sizing pass's
        // guess, four rows, in the real window) and its rows scroll.
        assert!(
            menu.height() > 0.85 * size.1 as f32,
            "{at}: the menu is {menu:?}"
        );
        // The wheel over the menu to its end, then a click on its last row.
        for _ in 0..8 {
            wheel(&mut app, menu.center(), -5.0);
        }
        settle(&mut app);
        let zoom = stammtisch::ui::ui_zoom(Vec2::new(size.0 as f32, size.1 as f32));
        let last = Vec2::new(menu.center().x, menu.max.y - 43.0 * zoom);
        mouse_at_window(&mut app, last, ButtonState::Pressed);
        app.update();
        mouse_at_window(&mut app, last, ButtonState::Released);
        // egui takes the click in its pass, the menu the choice in the next frame.
        settle(&mut app);
        assert_eq!(
            overlay(&app),
            Overlay::Rules,
            "{at}: the last row opens the rules"
        );
        key(&mut app, KeyCode::Escape);
        assert_eq!(overlay(&app), Overlay::Pause, "{at}: back in the menu");
    }
    // By keys: up from the top is the last row, and Enter opens it.
    key(&mut app, KeyCode::Escape);
    key(&mut app, KeyCode::Escape);
    assert_eq!(overlay(&app), Overlay::Pause);
    while app
        .world()
        .resource::<stammtisch::screens::pause_menu::PauseMenu>()
        .selected
        != 0
    {
        key(&mut app, KeyCode::ArrowUp);
    }
    key(&mut app, KeyCode::ArrowUp);
    key(&mut app, KeyCode::Enter);
    assert_eq!(overlay(&app), Overlay::Rules, "the last row by keys");
}

/// H in the pause menu opens the rules (it closed the menu); H or Escape there brings the menu
/// back, and the rules page, not the menu, is what the window shows meanwhile.
#[test]
fn h_from_the_pause_menu_opens_the_rules_and_h_or_escape_brings_the_menu_back() {
    let mut app = ui_app(1280, 720);
    let setup = MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 2);
    sit_down(&mut app, setup);
    settle(&mut app);
    let shown = |app: &App| {
        let boxes = app.world().resource::<UiBoxes>();
        (
            boxes.named("pause-menu").is_some(),
            boxes.named("how to play").is_some(),
        )
    };
    key(&mut app, KeyCode::Escape);
    settle(&mut app);
    assert_eq!(
        (overlay(&app), shown(&app)),
        (Overlay::Pause, (true, false))
    );
    for (back, within_a_frame) in [(KeyCode::KeyH, false), (KeyCode::Escape, true)] {
        // Under a slow window a tap's press and release arrive in one frame.
        if within_a_frame {
            key_within_a_frame(&mut app, KeyCode::KeyH);
        } else {
            key(&mut app, KeyCode::KeyH);
        }
        settle(&mut app);
        assert_eq!(
            (overlay(&app), shown(&app)),
            (Overlay::Rules, (false, true)),
            "H opens the rules over the menu"
        );
        key(&mut app, back);
        settle(&mut app);
        assert_eq!(
            (overlay(&app), shown(&app)),
            (Overlay::Pause, (true, false)),
            "{back:?} brings the menu back"
        );
    }
}

/// Every game at its largest table, with the person at seat 1: the pause menu, the settings and
/// the rules page fit the window (or scroll) at the three sizes in both languages. The table's
/// own coverings are the layout check's (`ui::layout_check`).
#[test]
fn every_overlay_fits_at_every_games_largest_table() {
    let mut app = ui_app(1280, 720);
    let games: Vec<(&str, usize)> = {
        run_until(&mut app, 3000, "the title", |app| {
            screen(app) == Screen::Title
        });
        let games = app.world().resource::<TableGames>();
        games.0.iter().map(|g| (g.id, g.players.1)).collect()
    };
    let mut faults = Vec::new();
    for (game, most) in games {
        if screen(&app) != Screen::Title {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Title);
        }
        sit_down(
            &mut app,
            MatchSetup::against_bots(game, most, Level::Easy, "Du", 5),
        );
        settle(&mut app);
        key(&mut app, KeyCode::Escape);
        for lang in [Lang::De, Lang::En] {
            set_lang(&mut app, lang);
            for size in SIZES {
                resize(&mut app, size);
                for row in [None, Some(MenuRow::Settings), Some(MenuRow::HowTo)] {
                    if let Some(row) = row {
                        app.world_mut().write_message(MenuChoice {
                            row,
                            device: stammtisch::input::controllers::Device::Mouse,
                        });
                    }
                    settle(&mut app);
                    let at = format!(
                        "{game} × {most} {lang:?} {}×{} {:?}",
                        size.0,
                        size.1,
                        overlay(&app)
                    );
                    faults.extend(cut(&app, &at));
                    if row.is_some() {
                        app.world_mut()
                            .resource_mut::<NextState<Overlay>>()
                            .set(Overlay::Pause);
                        app.update();
                    }
                }
            }
        }
        key(&mut app, KeyCode::Escape);
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

/// The words of the person's own seat: the last turn is a turn in German too ("letzte Runde"
/// said a round), and a refusal is not headed by their own "Du" ("Du: Du bist nicht dran").
#[test]
fn the_own_seat_reads_its_last_turn_and_its_refusals_without_its_name() {
    for (lang, own, last, refused) in [
        (
            Lang::De,
            "Du",
            "Hias hat geklopft – dein letzter Zug",
            "Du bist nicht dran",
        ),
        (
            Lang::En,
            "You",
            "Hias knocked – your last turn",
            "It is not your turn",
        ),
    ] {
        let mut tr = stammtisch::games::tr(lang);
        tr.set_you(Some(own.to_string()));
        let said = stammtisch::tr!(
            tr,
            "schwimmen-knocked-last-round",
            knocker = "Hias",
            who = own
        );
        assert_eq!(said, last);
        let why = stammtisch::tr!(tr, "refusal-not-your-turn");
        assert!(why.starts_with(refused), "{why}");
        assert_eq!(
            stammtisch::tr!(tr, "refused-said", who = own, why = why.as_str()),
            why
        );
        let other = stammtisch::tr!(tr, "refused-said", who = "Resi", why = why.as_str());
        assert_eq!(other, format!("Resi: {why}"));
    }
}

/// The layout check's eye (`cut_off`) on the lobby's fault of issue 44: a slider with its name
/// beside it widened its column and pushed the next column's buttons past the window (seen); with
/// its name above it, everything fits (nothing seen); rows below a scroll area's edge are not cut.
#[test]
fn the_layout_check_sees_a_slider_push_the_next_column_off_the_window() {
    use bevy_egui::egui;
    let lay = |name_beside: bool, rows: usize| {
        let ctx = egui::Context::default();
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
        for _ in 0..2 {
            let input = egui::RawInput {
                screen_rect: Some(screen),
                ..Default::default()
            };
            ctx.run_ui(input, |ui| {
                let down = egui::Layout::top_down(egui::Align::Min);
                ui.horizontal_top(|ui| {
                    ui.allocate_ui_with_layout(egui::vec2(380.0, 600.0), down, |ui| {
                        ui.set_width(340.0);
                        egui::ScrollArea::vertical()
                            .max_height(600.0)
                            .auto_shrink([false, false])
                            .show(ui, |ui| {
                                let mut v = 1500;
                                let name =
                                    "Zeit zum Dazwischenschmeißen in Millisekunden (0: keine)";
                                let slider = egui::Slider::new(&mut v, 0..=5000);
                                if name_beside {
                                    ui.add(slider.text(name));
                                } else {
                                    ui.label(name);
                                    ui.add(slider);
                                }
                                for row in 0..rows {
                                    let _ = ui.button(format!("Regel {row}"));
                                }
                            });
                    });
                    let right = ui.available_width();
                    ui.allocate_ui_with_layout(egui::vec2(right, 600.0), down, |ui| {
                        ui.horizontal(|ui| {
                            for _ in 0..7 {
                                let _ = ui.add_sized([110.0, 30.0], egui::Button::new("Platz weg"));
                            }
                        });
                    });
                });
            })
            .drop_without_applying_deltas();
        }
        stammtisch::ui::layout_check::cut_off(&ctx)
    };
    let beside = lay(true, 0);
    assert!(
        beside.iter().any(|c| c.contains("right edge")),
        "{beside:#?}"
    );
    let above = lay(false, 60);
    assert!(above.is_empty(), "{above:#?}");
}
