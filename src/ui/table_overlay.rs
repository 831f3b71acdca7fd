//! Table overlays for couch play: the pass gate, reconnect prompts, the focus pause and the
//! pause menu. Every button here writes the same messages a controller would.

use super::{colours, menu_button, wood_frame};
use crate::core::Screen;
use crate::input::controllers::Device;
use crate::input::faults::Away;
use crate::input::owners::Owners;
use crate::screens::pause_menu::{MenuChoice, MenuRow, PauseMenu};
use crate::settings::Settings;
use crate::table::pause::{HeldElsewhere, PauseReason, TablePause};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            overlay.run_if(in_state(Screen::Table).and_then(resource_exists::<TableSeats>)),
            toast.run_if(in_state(Screen::Table)),
        ),
    );
}

/// Where the message slot may lie, as fractions of the window's height from the top: at the
/// top, between the top seats and the middle, between the middle and the own hand.
/// (Centre x and top y, as fractions of the window's width and height.) Beside the top seats,
/// between the top seats and the middle, between the middle and the own hand, above the own
/// hand's side.
const TOAST_SPOTS: [(f32, f32); 6] = [
    (0.5, 0.0),
    (0.5, 0.24),
    (0.5, 0.6),
    (0.22, 0.0),
    (0.78, 0.0),
    (0.28, 0.7),
];

/// The top left corner of the message at `spot`, `width` wide, in a `window` of that unit
/// (`zoom`: that unit's size of one egui point), inside the window.
fn toast_corner(spot: usize, window: egui::Vec2, width: f32, zoom: f32) -> egui::Pos2 {
    let (x, y) = TOAST_SPOTS[spot];
    let top = (y * window.y).max(16.0 * zoom);
    let left = (x * window.x - width / 2.0).clamp(8.0, (window.x - width - 8.0).max(8.0));
    egui::pos2(left, top)
}

/// The table's one message slot (a refusal, who won a race), the same place in every game
/// unless it would hide a card or a name plate there: then the spot that hides least, kept while
/// the message shows.
fn toast(
    mut contexts: EguiContexts,
    toast: Res<crate::core::Toast>,
    time: Res<Time>,
    felt: super::felt_under::FeltUnder,
    boxes: Res<crate::core::UiRects>,
    mut placed: Local<(String, usize, bool)>,
) -> Result {
    let Some(text) = toast.current(time.elapsed_secs()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let id = egui::Id::new("table-toast");
    let zoom = ctx.zoom_factor();
    let window = felt.window();
    // A new message is placed at the size of the one before it, then once more at its own size
    // when it has been drawn once (a message that wraps onto two lines needs a spot that
    // height: placed at one line's height, it lay on the own name plate).
    // Its spot leaves the message its own width on one line (at most 0.6 of the window): placed
    // by the width of a shorter message before it near the window's edge, a refusal wrapped into
    // a narrow column ("Karte / n").
    let one_line = ctx.fonts_mut(|f| {
        f.layout_no_wrap(
            text.to_string(),
            egui::FontId::proportional(20.0),
            egui::Color32::WHITE,
        )
        .size()
        .x
    });
    // The width it is drawn at is the width it is placed by.
    let width = (one_line + 28.0).min(window.x / zoom * 0.6);
    let measured = placed.0 == text && !placed.2;
    if placed.0 != text || measured {
        // The size the message had when last drawn (or a guess before it ever was).
        let last = ctx.memory(|m| m.area_rect(id)).map(|r| {
            let r = egui::Rect::from_min_max(r.min * zoom, r.max * zoom);
            Rect::new(r.min.x, r.min.y, r.max.x, r.max.y)
        });
        let size = egui::vec2(width * zoom, last.map_or(56.0, |r| r.height()));
        let rect =
            |spot: usize| egui::Rect::from_min_size(toast_corner(spot, window, size.x, zoom), size);
        // The menus and boxes count as well (not the message's own last place).
        let on_boxes = |r: egui::Rect| -> f32 {
            let r = Rect::new(r.min.x, r.min.y, r.max.x, r.max.y);
            boxes
                .0
                .iter()
                .filter(|b| Some(**b) != last)
                .map(|b| b.intersect(r))
                .filter(|i| !i.is_empty())
                .map(|i| i.width() * i.height())
                .sum()
        };
        let best = (0..TOAST_SPOTS.len())
            .map(|spot| (spot, felt.covered(rect(spot)) + on_boxes(rect(spot))))
            .fold((0, f32::INFINITY), |best, (spot, area)| {
                if area < best.1 { (spot, area) } else { best }
            });
        *placed = (text.to_string(), best.0, measured);
    }
    egui::Area::new(id)
        .fixed_pos(toast_corner(placed.1, window / zoom, width, 1.0))
        .show(ctx, |ui| {
            ui.set_max_width(width);
            super::widgets::message_within(ui, text, width - 28.0)
        });
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn overlay(
    mut contexts: EguiContexts,
    seats: Res<TableSeats>,
    owners: Res<Owners>,
    away: Res<Away>,
    (pause, held): (Res<TablePause>, Res<HeldElsewhere>),
    menu: Res<PauseMenu>,
    message: Res<crate::core::Toast>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut privacy: ResMut<Privacy>,
    mut choices: MessageWriter<MenuChoice>,
    tr: Res<crate::core::Tr>,
    overlay: Res<State<crate::core::overlay::Overlay>>,
    pads: Query<(&Gamepad, Option<&Name>)>,
    phones: Res<crate::table::seats::PhoneHeld>,
) -> Result {
    // Hints name the confirm button as the pad in hand labels it.
    let confirm = crate::screens::settings_words::pad_button_of(
        &settings,
        crate::core::actions::SeatAction::Confirm,
        crate::input::glyphs::hint_kind(pads.iter()),
        &tr,
    );
    let ctx = contexts.ctx_mut()?;
    if seats.attract {
        return Ok(());
    }
    // Reconnect prompts, top centre, one per seat that lost its controller.
    if !away.0.is_empty() {
        egui::Area::new("reconnect".into())
            .anchor(egui::Align2::CENTER_TOP, [0.0, 16.0])
            .show(ctx, |ui| {
                wood_frame().show(ui, |ui| {
                    for &(seat, since) in &away.0 {
                        let name = seats.name(seat);
                        let left = settings.reconnect_secs - (time.elapsed_secs() - since);
                        // A phone or another home comes back by itself: no button to press.
                        let linked = seats.remote.contains(&seat) || phones.0.contains(&seat);
                        let text = if seats.stand_in[seat.index()].is_some() && linked {
                            crate::tr!(tr, "overlay-bot-plays-until-back", who = name)
                        } else if seats.stand_in[seat.index()].is_some() {
                            crate::tr!(tr, "overlay-bot-plays-for", who = name)
                        } else if linked {
                            crate::tr!(
                                tr,
                                "overlay-link-gone",
                                who = name,
                                seconds = left.max(0.0).ceil()
                            )
                        } else {
                            crate::tr!(
                                tr,
                                "overlay-pad-gone",
                                who = name,
                                seconds = left.max(0.0).ceil()
                            )
                        };
                        ui.label(egui::RichText::new(text).size(20.0).color(colours::BRASS));
                    }
                });
            });
    }
    if pause.reasons.contains(&PauseReason::Focus) {
        centre_panel(ctx, "focus", |ui| {
            ui.label(
                egui::RichText::new(crate::tr!(tr, "overlay-pause"))
                    .size(36.0)
                    .color(colours::BRASS),
            );
            ui.label(crate::tr!(tr, "overlay-window-behind"));
        });
    }
    // Held from another screen (the host's, another home's): who holds it. This screen's own
    // menu or window panel says more, and goes first.
    // The pause menu, or the settings screen and the rules it opened (drawn in its place).
    use crate::core::overlay::Overlay;
    let menus = matches!(
        overlay.get(),
        Overlay::Pause | Overlay::Settings | Overlay::Rules
    );
    if !held.0.is_empty() && !menus && !pause.reasons.contains(&PauseReason::Focus) {
        centre_panel(ctx, "held-elsewhere", |ui| {
            ui.label(
                egui::RichText::new(crate::tr!(tr, "overlay-pause"))
                    .size(36.0)
                    .color(colours::BRASS),
            );
            ui.label(crate::tr!(tr, "overlay-held-by", who = held.0.join(", ")));
        });
    }
    if menus && *overlay.get() != Overlay::Pause {
        return Ok(());
    }
    if *overlay.get() == Overlay::Pause {
        let rows = menu.rows(seats.len());
        let head = |ui: &mut egui::Ui| {
            ui.label(
                egui::RichText::new(crate::tr!(tr, "overlay-pause"))
                    .size(36.0)
                    .color(colours::BRASS),
            );
            // What the focused row does, or why it does nothing.
            let hint = match (menu.leaving, rows.get(menu.selected)) {
                (Some(MenuRow::Lobby), _) => crate::tr!(tr, "overlay-leave-to-lobby"),
                (Some(_), _) if menu.elsewhere => crate::tr!(tr, "overlay-leave-table-elsewhere"),
                (Some(_), _) => crate::tr!(tr, "overlay-leave-to-title"),
                (None, Some(MenuRow::Seat(s)))
                    if seats.kinds[*s].is_human()
                        && phones.0.contains(&stammtisch_rules::Seat(*s as u8)) =>
                {
                    crate::tr!(
                        tr,
                        "pause-seat-phone",
                        seat = s + 1,
                        who = seats.kinds[*s].name()
                    )
                }
                (None, Some(MenuRow::Seat(s))) if seats.kinds[*s].is_human() => crate::tr!(
                    tr,
                    "pause-seat-taken",
                    seat = s + 1,
                    who = seats.kinds[*s].name()
                ),
                (None, Some(MenuRow::Seat(_))) => {
                    crate::tr!(tr, "hint-take-bot-seat", button = &confirm)
                }
                _ if menu.elsewhere => crate::tr!(tr, "overlay-held-for-everyone"),
                _ => crate::tr!(tr, "hint-free-pad", button = &confirm),
            };
            // A fixed width and two lines' height, whatever the hint says: the rows below never
            // move as the focus changes.
            ui.set_width(420.0);
            let (rect, _) = ui.allocate_exact_size(egui::vec2(420.0, 40.0), egui::Sense::hover());
            ui.put(
                rect,
                egui::Label::new(egui::RichText::new(hint).size(15.0).weak()).wrap(),
            );
            // The answer to the last choice here, where the menu cannot cover it.
            if let Some(said) = message.current(time.elapsed_secs()) {
                ui.label(egui::RichText::new(said).size(17.0).color(colours::BRASS));
            }
        };
        let body = |ui: &mut egui::Ui, moved: bool| {
            for (i, &row) in rows.iter().enumerate() {
                let label = match row {
                    MenuRow::Seat(s) => {
                        let kind = &seats.kinds[s];
                        let who = if kind.is_human() {
                            // A seat another home or a phone holds has no controller here.
                            let seat = stammtisch_rules::Seat(s as u8);
                            let colour = if seats.remote.contains(&seat) {
                                crate::tr!(tr, "overlay-other-home")
                            } else if phones.0.contains(&seat) {
                                crate::tr!(tr, "overlay-on-phone")
                            } else {
                                owners
                                    .colour_of(s)
                                    .map(|c| crate::tr!(tr, crate::table::colours::PALETTE[c].0))
                                    .unwrap_or_else(|| crate::tr!(tr, "overlay-no-pad"))
                            };
                            crate::tr!(tr, "overlay-human-colour", colour = colour)
                        } else {
                            crate::tr!(tr, "overlay-bot")
                        };
                        crate::tr!(
                            tr,
                            "overlay-seat-row",
                            seat = s + 1,
                            who = kind.name(),
                            kind = who
                        )
                    }
                    MenuRow::Resume => crate::tr!(tr, "overlay-resume"),
                    MenuRow::Lobby => crate::tr!(tr, "overlay-to-lobby"),
                    MenuRow::Title => crate::tr!(tr, "overlay-to-title"),
                    MenuRow::Settings => crate::tr!(tr, "settings-open"),
                    MenuRow::HowTo => crate::tr!(tr, "pause-howto"),
                    MenuRow::Leave => crate::tr!(tr, "overlay-leave-yes"),
                    MenuRow::Stay => crate::tr!(tr, "overlay-leave-no"),
                };
                let button = menu_button(ui, &label, menu.selected == i);
                // Keys and pads move the focus: the rows scroll to it.
                if menu.selected == i && moved {
                    button.scroll_to_me(None);
                }
                if button.clicked() {
                    choices.write(MenuChoice {
                        row,
                        device: Device::Mouse,
                    });
                }
            }
        };
        super::widgets::centred_scrolling_panel(ctx, "pause-menu", menu.selected, head, body);
        return Ok(());
    }
    // The pass gate: the next person's hand stays hidden until they ask for it.
    if let Some(seat) = privacy.gate_for(&seats) {
        let mut open = false;
        centre_panel(ctx, "gate", |ui| {
            ui.label(
                egui::RichText::new(crate::tr!(tr, "overlay-pass-to", who = seats.name(seat)))
                    .size(40.0)
                    .color(colours::BRASS),
            );
            ui.label(crate::tr!(tr, "overlay-only-you-look"));
            open = menu_button(
                ui,
                &crate::tr!(tr, "hint-show-cards", button = &confirm),
                true,
            )
            .clicked();
        });
        if open {
            privacy.gate_open = Some(seat);
        }
    }
    Ok(())
}

fn centre_panel(ctx: &egui::Context, id: &'static str, add: impl FnOnce(&mut egui::Ui)) {
    egui::Area::new(id.into())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            wood_frame().show(ui, |ui| {
                ui.vertical_centered(|ui| add(ui));
            });
        });
}
