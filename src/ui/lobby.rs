//! The lobby's widgets: game, seats (human or bot with level) and the game's options.

use super::{colours, fixed_menu_button, wood_frame};
use crate::core::overlay::Overlay;
use crate::core::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use crate::input::controllers::{Controller, Device};
use crate::input::owners::Owners;
use crate::screens::lobby::LobbyChoice;
use crate::screens::menu::MenuFocus;
use crate::table::colours::PALETTE;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lobby.run_if(in_state(Screen::Lobby)),
    );
}

fn lobby(
    tr: Res<crate::core::Tr>,
    mut contexts: EguiContexts,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
    controllers: Query<&Controller>,
    focus: Res<MenuFocus>,
    name_edit: Res<crate::screens::lobby::NameEdit>,
    mut choices: MessageWriter<LobbyChoice>,
    settings: Res<crate::settings::Settings>,
    toast: Res<crate::core::Toast>,
    time: Res<Time>,
    games: Res<crate::core::TableGames>,
    groups: Res<crate::core::SeatGroups>,
    mut shown_focus: Local<Option<usize>>,
    phones: Res<crate::phone::PhoneSeats>,
    (online, overlay, mut cut, joining): (
        Res<crate::screens::online::OnlinePanel>,
        Res<State<Overlay>>,
        ResMut<super::CutWords>,
        Res<crate::phone::PhoneJoining>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    cut.0.clear();
    super::full_screen(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(4.0);
            ui.label(
                egui::RichText::new(crate::tr!(tr, "lobby-heading"))
                    .size(38.0)
                    .color(colours::BRASS),
            );
            // Messages have their own line, there or not: nothing below moves under the pointer.
            let text = toast.current(time.elapsed_secs()).unwrap_or(" ");
            ui.label(egui::RichText::new(text).color(egui::Color32::LIGHT_RED));
        });
        ui.add_space(10.0);
        // Fixed places: both panels have one height, whatever the game's rules and the seats
        // (they scroll inside), so the seat list and the menu under them never move.
        let panels = (ui.available_height() - MENU_GAP - MENU_ROWS * MENU_ROW).max(200.0);
        ui.horizontal_top(|ui| {
            // The seats need the room: the game and its rules get a third.
            let left = (ui.available_width() * 0.3).clamp(260.0, 380.0);
            let down = egui::Layout::top_down(egui::Align::Min);
            ui.allocate_ui_with_layout(egui::vec2(left, panels), down, |ui| {
                wood_frame().show(ui, |ui| {
                    ui.set_width(left - 40.0);
                    ui.set_height(panels - 40.0);
                    ui.label(egui::RichText::new(crate::tr!(tr, "lobby-game")).size(21.0));
                    for game in &games.0 {
                        ui.radio_value(
                            &mut setup.game,
                            game.id.to_string(),
                            crate::tr!(
                                tr,
                                "lobby-game-players",
                                game = game.title,
                                min = game.players.0,
                                max = game.players.1
                            ),
                        );
                    }
                    ui.separator();
                    ui.label(egui::RichText::new(crate::tr!(tr, "lobby-rules")).size(21.0));
                    // Every option of the chosen game, as the rules' registry lists it.
                    let options =
                        stammtisch_rules::games::find(&setup.game).map_or(&[][..], |g| g.options);
                    // A solid bar whenever rules lie below the panel's edge, so they are seen
                    // to be there (egui's floating bar shows only under the pointer).
                    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                    egui::ScrollArea::vertical()
                        .id_salt("lobby rules")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            // A long option wraps onto a second line, never runs off the panel.
                            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                            for option in options {
                                let value = setup.option(option.name, &option.default);
                                let players = setup.seats.len();
                                if let Some(changed) =
                                    option_widget(ui, &setup.game, option, &value, players, &tr)
                                {
                                    setup.set_option(option.name, changed);
                                }
                            }
                            // A game's own word for the company, if its catalogue has one
                            // ("GAME-lobby-note": how it is best played at one screen).
                            let note = format!("{}-lobby-note", setup.game);
                            if tr.has(&note) {
                                ui.label(
                                    egui::RichText::new(tr.words(&note, &[])).color(colours::BRASS),
                                );
                            }
                        });
                })
            });
            let right = ui.available_width();
            ui.allocate_ui_with_layout(egui::vec2(right, panels), down, |ui| {
                wood_frame().show(ui, |ui| {
                    ui.set_width(right - 40.0);
                    ui.set_height(panels - 40.0);
                    ui.label(egui::RichText::new(crate::tr!(tr, "lobby-seats")).size(24.0));
                    let (min, max) = games
                        .0
                        .iter()
                        .find(|g| g.id == setup.game)
                        .map(|g| g.players)
                        .unwrap_or((2, 9));
                    let mut remove = None;
                    let mut desk_to = None;
                    // The rows scroll in a fixed box, the help and "+ Platz" stay below
                    // it; a row wider than the panel is cut, never widens it.
                    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                    let rows = egui::ScrollArea::vertical()
                        .id_salt("lobby seats")
                        .max_height((ui.available_height() - 84.0).max(60.0))
                        .min_scrolled_height((ui.available_height() - 84.0).max(60.0))
                        .auto_shrink([false, false]);
                    rows.show(ui, |ui| {
                        // Seats in groups (teams of partners) show their group's name.
                        let group = groups.of(&setup.game);
                        // The devices' words get the room a wide window leaves, after the row's
                        // other items (about 600 points in either language, 100 more with a
                        // team's name): the row never runs past the panel.
                        let others = if group.is_some() { 700.0 } else { 600.0 };
                        let devices_w = (ui.available_width() - others).clamp(130.0, 230.0);
                        let players = setup.seats.len();
                        for (i, seat) in setup.seats.iter_mut().enumerate() {
                            ui.horizontal(|ui| {
                                let swatch = owners.colour_of(i).filter(|_| seat.is_human());
                                let (rect, _) = ui.allocate_exact_size(
                                    egui::vec2(14.0, 14.0),
                                    egui::Sense::hover(),
                                );
                                if let Some(c) = swatch {
                                    let [r, g, b] = PALETTE[c].1;
                                    ui.painter().circle_filled(
                                        rect.center(),
                                        7.0,
                                        egui::Color32::from_rgb(
                                            (r * 255.0) as u8,
                                            (g * 255.0) as u8,
                                            (b * 255.0) as u8,
                                        ),
                                    );
                                }
                                ui.label(format!("{}.", i + 1));
                                if let Some((name, [r, g, b])) =
                                    group.and_then(|f| f(i, players, &tr))
                                {
                                    ui.add_sized(
                                        [92.0, 20.0],
                                        egui::Label::new(
                                            egui::RichText::new(name)
                                                .size(15.0)
                                                .strong()
                                                .color(egui::Color32::from_rgb(r, g, b)),
                                        )
                                        .truncate(),
                                    );
                                }
                                let mut human = seat.is_human();
                                if ui
                                    .selectable_label(human, crate::tr!(tr, "lobby-human"))
                                    .clicked()
                                {
                                    human = true;
                                }
                                if ui
                                    .selectable_label(!human, crate::tr!(tr, "lobby-bot"))
                                    .clicked()
                                {
                                    human = false;
                                }
                                match (human, &mut *seat) {
                                    (true, SeatKind::Bot { .. }) => {
                                        *seat = SeatKind::Human {
                                            name: if i == 0 {
                                                settings.player_name.clone()
                                            } else {
                                                crate::tr!(tr, "lobby-player-n", n = i + 1)
                                            },
                                        }
                                    }
                                    (false, SeatKind::Human { .. }) => {
                                        *seat = SeatKind::Bot {
                                            name: BOT_NAMES[i % BOT_NAMES.len()].into(),
                                            level: Level::Normal,
                                        }
                                    }
                                    _ => {}
                                }
                                match seat {
                                    SeatKind::Human { name } => {
                                        // The menu's name item: the keyboard types here (the
                                        // lobby's model), shown with a caret; else a field
                                        // for the mouse.
                                        if name_edit.0 == Some(i) {
                                            ui.add_sized(
                                                [120.0, 20.0],
                                                egui::Label::new(
                                                    egui::RichText::new(format!("{name}|"))
                                                        .color(colours::BRASS)
                                                        .strong(),
                                                )
                                                .truncate(),
                                            );
                                        } else {
                                            ui.add(
                                                egui::TextEdit::singleline(name)
                                                    .desired_width(120.0),
                                            );
                                        }
                                        let devices: Vec<String> = owners
                                            .devices_of(i)
                                            .map(|d| device_name(d, &controllers, &tr))
                                            .collect();
                                        // A fixed width, however many devices: longer
                                        // words in smaller letters (a team's name leaves 130
                                        // points at 800×600, too few for "Mouse + Keyboard").
                                        let words = if devices.is_empty() {
                                            crate::tr!(tr, "lobby-shares-desk")
                                        } else {
                                            devices.join(" + ")
                                        };
                                        let px = super::fitting_px(
                                            ui,
                                            &words,
                                            15.0,
                                            devices_w - 2.0,
                                            DEVICES_LEAST_PX,
                                        )
                                        .unwrap_or_else(|| {
                                            cut.0.push(words.clone());
                                            DEVICES_LEAST_PX
                                        });
                                        ui.add_sized(
                                            [devices_w, 20.0],
                                            egui::Label::new(
                                                egui::RichText::new(words).size(px).weak(),
                                            )
                                            .truncate(),
                                        );
                                        ui.menu_button(crate::tr!(tr, "lobby-devices"), |ui| {
                                            if ui
                                                .button(crate::tr!(tr, "lobby-mouse-here"))
                                                .clicked()
                                            {
                                                desk_to = Some((i, Device::Mouse));
                                            }
                                            if ui
                                                .button(crate::tr!(tr, "lobby-keyboard-here"))
                                                .clicked()
                                            {
                                                desk_to = Some((i, Device::Keyboard));
                                            }
                                        });
                                    }
                                    SeatKind::Bot { name, level } => {
                                        ui.label(name.as_str());
                                        for option in Level::LOBBY {
                                            let label = crate::core::words::level(&tr, option);
                                            ui.selectable_value(level, option, label);
                                        }
                                    }
                                }
                                if ui
                                    .small_button(crate::tr!(tr, "lobby-remove"))
                                    .on_hover_text(crate::tr!(tr, "lobby-remove-hint"))
                                    .clicked()
                                {
                                    remove = Some(i);
                                }
                                // A phone there, with its round trip (last: its changing width
                                // moves no button).
                                if let Some(link) = phones.get(Seat(i as u8)) {
                                    let words = link.round_trip(
                                        &tr,
                                        crate::key!("phone-rtt"),
                                        crate::key!("phone-mark"),
                                    );
                                    ui.label(
                                        egui::RichText::new(words)
                                            .size(15.0)
                                            .color(egui::Color32::LIGHT_GREEN),
                                    );
                                }
                            });
                        }
                    });
                    if let Some((i, device)) = desk_to {
                        owners.sit(device, i);
                    }
                    if let Some(i) = remove.filter(|_| setup.seats.len() > min) {
                        setup.seats.remove(i);
                        owners.seat_removed(i);
                    }
                    ui.add_space(6.0);
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(crate::tr!(tr, "lobby-pad-help"))
                                .size(14.0)
                                .weak(),
                        )
                        .wrap(),
                    );
                    if setup.seats.len() < max
                        && ui.button(crate::tr!(tr, "lobby-add-seat")).clicked()
                    {
                        let i = setup.seats.len();
                        setup.seats.push(SeatKind::Bot {
                            name: BOT_NAMES[i % BOT_NAMES.len()].into(),
                            level: Level::Normal,
                        });
                    }
                })
            });
        });
        ui.add_space(MENU_GAP);
        // The menu in rows under the panels, so nine seats still leave it on screen; the game's
        // rules are items too, for a gamepad or keyboard alone.
        let items = LobbyChoice::items(&setup);
        let labels: Vec<String> = items
            .iter()
            .map(|c| match c {
                // The port taken: the panel shows why, not codes.
                LobbyChoice::Phones
                    if *overlay.get() == Overlay::Phones && joining.problem.is_some() =>
                {
                    crate::tr!(tr, "lobby-phones-close-notice")
                }
                LobbyChoice::Phones if *overlay.get() == Overlay::Phones => {
                    crate::tr!(tr, "phone-close")
                }
                LobbyChoice::Online if online.open && *overlay.get() == Overlay::Online => {
                    crate::tr!(tr, "net-hide-invite")
                }
                LobbyChoice::Online if online.open => crate::tr!(tr, "net-show-invite"),
                c => c.label(&setup, &tr),
            })
            .collect();
        // Four a row (the keyboard's arrows move over rows and columns alike), in a grid of
        // fixed cells that scrolls to the focused item: a changed label moves nothing.
        use crate::screens::lobby::PER_ROW;
        let gap = ui.spacing().item_spacing.x;
        let cell = ((ui.available_width() - gap * (PER_ROW as f32 - 1.0)) / PER_ROW as f32).floor();
        let moved = *shown_focus != Some(focus.0);
        *shown_focus = Some(focus.0);
        // Whole rows only: a row cut in half at the window's edge would read as cut off.
        let whole = (ui.available_height() / MENU_ROW).floor().max(1.0) * MENU_ROW;
        egui::ScrollArea::vertical()
            .id_salt("lobby menu")
            .max_height(whole)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for (r, (choices_row, labels_row)) in items
                    .chunks(PER_ROW)
                    .zip(labels.chunks(PER_ROW))
                    .enumerate()
                {
                    ui.horizontal(|ui| {
                        for (j, (choice, label)) in choices_row.iter().zip(labels_row).enumerate() {
                            let focused = focus.0 == r * PER_ROW + j;
                            let button = fixed_menu_button(ui, label, focused, cell);
                            if focused && moved {
                                button.scroll_to_me(None);
                            }
                            if button.clicked() {
                                choices.write(*choice);
                            }
                        }
                    });
                }
            });
    });
    Ok(())
}

/// The smallest letters a seat's devices are set in to fit their room.
const DEVICES_LEAST_PX: f32 = 11.0;

/// The space between the panels and the menu, and the menu's rows (the panels take the rest).
const MENU_GAP: f32 = 16.0;
const MENU_ROW: f32 = 49.0;
/// The menu's rows shown at once (more scroll).
const MENU_ROWS: f32 = 4.0;

/// A device as the lobby names it.
fn device_name(device: Device, controllers: &Query<&Controller>, tr: &crate::core::Tr) -> String {
    match device {
        Device::Mouse => crate::tr!(tr, "device-mouse"),
        Device::Keyboard => crate::tr!(tr, "device-keyboard"),
        Device::Gamepad(pad) => match controllers.get(pad) {
            Ok(c) => crate::tr!(tr, "device-pad-n", n = c.number),
            Err(_) => crate::tr!(tr, "device-pad"),
        },
    }
}

/// One rule option's widget: a checkbox for a switch, a slider for a range, buttons for a
/// choice, each as wide as the panel at most (a long name wraps, a slider takes the room left).
/// A value the rules fix at `players` shows greyed, said so. Returns the new value when the player
/// changed it.
fn option_widget(
    ui: &mut egui::Ui,
    game: &str,
    option: &stammtisch_rules::GameOption,
    value: &stammtisch_rules::OptionValue,
    players: usize,
    tr: &crate::core::Tr,
) -> Option<stammtisch_rules::OptionValue> {
    use crate::screens::lobby::{forced_now, option_name, option_text};
    use stammtisch_rules::{OptionKind, OptionValue};
    if let Some(fixed) = forced_now(game, option, players) {
        let words = option_text(game, option, &fixed, players, tr);
        if let OptionValue::Bool(mut on) = fixed {
            ui.add_enabled(false, egui::Checkbox::new(&mut on, words));
        } else {
            ui.add_enabled(false, egui::Label::new(words).wrap());
        }
        return None;
    }
    let label = option_name(game, option, tr);
    match (&option.kind, value) {
        (OptionKind::Toggle, OptionValue::Bool(on)) => {
            let mut on = *on;
            ui.checkbox(&mut on, label)
                .changed()
                .then_some(OptionValue::Bool(on))
        }
        (OptionKind::Range { min, max, step }, OptionValue::Int(v)) => {
            // The name on its own line: beside the slider it widened the panel past the window.
            ui.add(egui::Label::new(label).wrap());
            let mut v = *v;
            let room = ui.available_width();
            ui.spacing_mut().slider_width = (room - SLIDER_VALUE_ROOM).max(60.0);
            ui.add(egui::Slider::new(&mut v, *min..=*max).step_by((*step).max(1) as f64))
                .changed()
                .then_some(OptionValue::Int(v))
        }
        (OptionKind::Choice(choices), OptionValue::Int(v)) => {
            let mut picked = *v;
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("{label}:"));
                for (c, choice) in choices.iter() {
                    let words = crate::core::words::option_choice(tr, game, option, *c, choice);
                    ui.selectable_value(&mut picked, *c, words);
                }
            });
            (picked != *v).then_some(OptionValue::Int(picked))
        }
        _ => None,
    }
}

/// Points a slider's number box takes beside it (five digits and the gap).
const SLIDER_VALUE_ROOM: f32 = 90.0;
