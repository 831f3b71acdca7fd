//! Gämsh Alpin's HUD: the teams' points, the secret-signal pick before the deal (in the middle,
//! where no call ever lies), the calls and "Neue Mitte" on buttons (in the corner, greyed for a
//! moment after the deal; while the Smart Farmer lies in the middle they say they slap it),
//! every call's verdict (between the middle and the top hand, so a reveal's hands lie under no
//! box), and the gesture bar. Every button presses the key it names.

use super::GaemshShown;
use super::input::{
    COUNTER_KEYS, DOUBLE_KEY, GAEMSH_KEY, GESTURE_KEYS, NEW_MIDDLE_KEY, OUT_KEYS, opposing,
};
use super::{GaemshSight, team_colour, words};
use crate::core::Tr;
use crate::table::layout::TableSize;
use crate::tr;
use crate::ui::{HudPress, colours};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use stammtisch_rules::Seat;
use stammtisch_rules::games::gaemsh_alpin::{Action, Call, GaemshView, Gesture, Phase};

pub(super) fn plugin(app: &mut App) {
    // Its buttons change the match's own state: only where the match is.
    app.init_resource::<GesturesOpen>();
    app.add_systems(
        OnEnter(crate::core::Screen::Table),
        |mut open: ResMut<GesturesOpen>| open.0 = false,
    );
    crate::ui::add_hud::<GaemshSight, _>(app, hud);
}

fn egui_colour(colour: Color) -> egui::Color32 {
    let c = colour.to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// Button widths: a whole row of the panel, or half of it.
const FULL: f32 = 300.0;
const HALF: f32 = 146.0;

/// The calls' one narrow column among six (its buttons stacked, each as wide as the column).
const COLUMN: f32 = 136.0;

/// Two buttons side by side, or stacked in the narrow column (`stacked`).
fn pair(ui: &mut egui::Ui, stacked: bool, add: impl FnOnce(&mut egui::Ui)) {
    match stacked {
        true => add(ui),
        false => {
            ui.horizontal(add);
        }
    }
}

/// A button that presses `key` when clicked (disabled unless `allowed`).
fn verb(
    ui: &mut egui::Ui,
    press: &mut HudPress,
    label: String,
    key: KeyCode,
    allowed: bool,
    width: f32,
) {
    if ui
        .add_enabled(
            allowed,
            egui::Button::new(label).min_size(egui::vec2(width, 0.0)),
        )
        .clicked()
    {
        press.key(key);
    }
}

/// The HUD's gesture panel is unfolded (folded it is one button in the top right corner, clear
/// of the right seat's plate; F1–F8 work either way). This screen's own, on every screen.
#[derive(Resource, Debug, Default)]
pub struct GesturesOpen(pub bool);

#[allow(clippy::too_many_arguments)]
fn hud(
    mut contexts: EguiContexts,
    table: Res<GaemshShown>,
    mut gestures_open: ResMut<GesturesOpen>,
    sight: Res<GaemshSight>,
    seats: Res<crate::table::seats::TableSeats>,
    privacy: Res<crate::table::privacy::Privacy>,
    mut press: HudPress,
    area: Res<crate::table::cards::TableArea>,
    plates: Query<(
        &crate::table::seats::SeatPlate,
        &bevy::text::TextLayoutInfo,
        Option<&bevy::sprite::Anchor>,
        &GlobalTransform,
    )>,
    kept: Query<(&crate::ui::felt_under::KeepClear, &GlobalTransform)>,
    reserved: Res<super::plates::PlateSpots>,
    felt: crate::ui::felt_under::FeltUnder,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &sight.public;
    // In the attract mode its banner takes this corner.
    if !table.attract {
        let title = tr!(tr, "gaemsh-round", round = game.round.max(1));
        let points = |team: usize, points: u32| {
            let line = tr!(
                tr,
                "gaemsh-team-points",
                team = words::team_name(&tr, team),
                points = points
            );
            egui::RichText::new(line).color(egui_colour(team_colour(team)))
        };
        if game.teams > 2 {
            // Among six, one line: every plate says its team's points too, and the table has
            // no corner left for a box of four lines.
            crate::ui::clear_panel_in(
                ctx,
                "gaemsh-round",
                egui::Align2::LEFT_BOTTOM,
                &felt,
                crate::ui::narrow_wood_frame(),
                |ui| {
                    crate::ui::narrow_style(ui, f32::INFINITY);
                    ui.horizontal(|ui| {
                        ui.label(egui::RichText::new(title).color(colours::BRASS));
                        for (team, &p) in game.scores.iter().enumerate() {
                            ui.label(points(team, p));
                        }
                    });
                },
            );
        } else {
            crate::ui::clear_round_box(
                ctx,
                "gaemsh-round",
                egui::Align2::LEFT_BOTTOM,
                &felt,
                false,
                220.0,
                title,
                |ui| {
                    for (team, &p) in game.scores.iter().enumerate() {
                        ui.label(points(team, p).size(18.0));
                    }
                },
            );
        }
    }
    verdict_banner(ctx, &table, game, area.0, &tr);
    // The picker keeps clear of the plate below it (the bottom seat's, between the middle and
    // its hand) and of the plates and avatars above it (the top seat's): the band between them
    // across the window's middle half, in window pixels (a plate where its words lie, or where
    // the seating reserved it).
    let size = area.0;
    let above_or_below = plates
        .iter()
        .filter_map(|(_, layout, anchor, at)| crate::table::layout::text_rect(layout, anchor, at))
        .chain(reserved.0.iter().copied())
        .chain(kept.iter().map(|(keep, at)| keep.rect(at)))
        .map(|r| size.rect_to_window(r))
        .filter(|r| r.max.x > size.width * 0.25 && r.min.x < size.width * 0.75);
    let (mut ceiling, mut floor) = (None::<f32>, None::<f32>);
    for r in above_or_below {
        if r.center().y > size.height * 0.5 {
            floor = Some(floor.map_or(r.min.y, |f| f.min(r.min.y)));
        } else {
            ceiling = Some(ceiling.map_or(r.max.y, |c| c.max(r.max.y)));
        }
    }
    let band = (ceiling.map(|c| c + 10.0), floor.map(|f| f - 10.0));
    signal_picker(ctx, &table, &sight, &seats, &privacy, &mut press, band, &tr);
    // The gestures along the window's edge where they hide no plate, avatar, card or box (in
    // the top right corner they lay on the right seat's avatar and name, the seat Outgämshed
    // accuses): folded into one button; unfolded on a click, or while pointing Outgämshed asks
    // which signal.
    let mut toggle = false;
    if game.phase == Phase::Play
        && let Some(seat) = press.seat()
    {
        let pointing = table.local.pointing.get(seat.index()).copied().flatten();
        let open = gestures_open.0 || pointing.is_some();
        let frame = crate::ui::panel_frame(game.teams > 2);
        crate::ui::clear_panel_in(
            ctx,
            "gaemsh-gestures",
            egui::Align2::LEFT_TOP,
            &felt,
            frame,
            |ui| {
                ui.spacing_mut().item_spacing.y = 3.0;
                let label = if open {
                    tr!(tr, "gaemsh-gestures-fold")
                } else {
                    tr!(tr, "gaemsh-gestures-unfold")
                };
                if ui
                    .add(egui::Button::new(egui::RichText::new(label).size(14.0)))
                    .clicked()
                {
                    toggle = true;
                }
                if open && gestures(ui, &table, &mut press, &tr) {
                    toggle = gestures_open.0;
                }
            },
        );
    }
    let Some(seat) = press.seat() else {
        return Ok(());
    };
    if game.phase == Phase::Signals {
        return Ok(());
    }
    let legal = sight.legal(seat);
    let shows = privacy.shows(&seats, seat);
    // Right after the deal the calls wait a moment (`CALL_GRACE`), greyed.
    let calls_open = table.now >= table.local.calls_from;
    // Among six (three teams: two rivals to call against) the table has no corner left free:
    // the calls stand in one narrow column, small, beside the person's hand.
    let rivals = opposing(game.teams, game.team_of(seat));
    // While the Smart Farmer lies in the middle the calls slap it and say so: their longer
    // words take the narrow column too (a box of 418×344 found no free spot among four).
    let farmer = legal.iter().any(|a| {
        matches!(
            a,
            Action::Call {
                call: Call::Gaemsh { farmer: true }
            }
        )
    });
    let compact = rivals.len() > 1 || farmer;
    let frame = crate::ui::panel_frame(compact);
    let (width, half) = match compact {
        true => (COLUMN, COLUMN),
        false => (FULL, HALF),
    };
    crate::ui::clear_panel_in(
        ctx,
        "gaemsh-verbs",
        egui::Align2::RIGHT_BOTTOM,
        &felt,
        frame,
        |ui| {
            if compact {
                crate::ui::narrow_style(ui, COLUMN);
            }
            ui.set_min_width(width);
            ui.vertical(|ui| match game.phase {
                Phase::Signals => {}
                Phase::Play => {
                    let signal = sight.view(seat).and_then(|v| v.signal);
                    if shows && let Some(signal) = signal {
                        ui.label(
                            egui::RichText::new(tr!(
                                tr,
                                "gaemsh-your-signal",
                                gesture = words::gesture_name(&tr, signal)
                            ))
                            .color(colours::BRASS),
                        );
                    }
                    let call_ok = |call: &dyn Fn(&Call) -> bool| {
                        calls_open
                            && legal
                                .iter()
                                .any(|a| matches!(a, Action::Call { call: c } if call(c)))
                    };
                    // While the Smart Farmer lies in the middle the calls slap it (as its key does;
                    // a click on the Farmer calls Gämsh! too), and say so: three suffice.
                    if farmer {
                        let here = tr!(tr, "gaemsh-farmer-here");
                        ui.label(egui::RichText::new(here).color(colours::BRASS));
                        for (call, key, words) in [
                            (
                                Call::Gaemsh { farmer },
                                GAEMSH_KEY,
                                crate::key!("gaemsh-button-gaemsh-farmer"),
                            ),
                            (
                                Call::DoubleGaemsh { farmer },
                                DOUBLE_KEY,
                                crate::key!("gaemsh-button-double-farmer"),
                            ),
                        ] {
                            let words = tr!(tr, words);
                            press.verb_button(
                                ui,
                                &tr,
                                &words,
                                key,
                                call_ok(&|c| *c == call),
                                width,
                            );
                        }
                    } else {
                        pair(ui, compact, |ui| {
                            let gaemsh = call_ok(&|c| matches!(c, Call::Gaemsh { .. }));
                            let words = tr!(tr, "gaemsh-button-gaemsh");
                            press.verb_button(ui, &tr, &words, GAEMSH_KEY, gaemsh, half);
                            let double = call_ok(&|c| matches!(c, Call::DoubleGaemsh { .. }));
                            let words = tr!(tr, "gaemsh-button-double");
                            press.verb_button(ui, &tr, &words, DOUBLE_KEY, double, half);
                        });
                    }
                    for (i, &team) in rivals.iter().enumerate() {
                        let name = words::team_name(&tr, team as usize);
                        ui.label(
                            egui::RichText::new(name)
                                .color(egui_colour(team_colour(team as usize))),
                        );
                        pair(ui, compact, |ui| {
                            let counter = call_ok(&|c| *c == Call::Counter { team });
                            let words = tr!(tr, "gaemsh-button-counter");
                            press.verb_button(ui, &tr, &words, COUNTER_KEYS[i], counter, half);
                            let out = call_ok(
                                &|c| matches!(c, Call::Outgaemshed { team: t, .. } if *t == team),
                            );
                            let words = tr!(tr, "gaemsh-button-out");
                            press.verb_button(ui, &tr, &words, OUT_KEYS[i], out, half);
                        });
                    }
                    let new = legal.contains(&Action::NewMiddle);
                    let words = tr!(tr, "gaemsh-button-new-middle");
                    press.verb_button(ui, &tr, &words, NEW_MIDDLE_KEY, new, width);
                }
                Phase::Reveal { .. } | Phase::Over => {
                    ui.label(tr!(tr, "gaemsh-frozen"));
                }
            });
        },
    );
    if toggle {
        gestures_open.0 = !gestures_open.0;
    }
    Ok(())
}

/// The eight gestures, two by two (while pointing Outgämshed: which one is their signal);
/// whether one was made.
fn gestures(ui: &mut egui::Ui, table: &GaemshShown, press: &mut HudPress, tr: &Tr) -> bool {
    let pointing = press
        .seat()
        .and_then(|s| table.local.pointing.get(s.index()).copied().flatten());
    let title = match pointing {
        Some(team) => tr!(
            tr,
            "gaemsh-which-signal",
            team = words::team_name(tr, team as usize)
        ),
        None => tr!(tr, "gaemsh-gestures"),
    };
    ui.label(egui::RichText::new(title).color(colours::BRASS));
    let mut made = false;
    for pair in Gesture::ALL.chunks(2) {
        ui.horizontal(|ui| {
            for &gesture in pair {
                let i = gesture.index();
                let label = format!("F{} {}", i + 1, words::gesture_name(tr, gesture));
                let small = egui::RichText::new(label).size(14.0);
                if ui
                    .add(egui::Button::new(small).min_size(egui::vec2(HALF * 0.85, 0.0)))
                    .clicked()
                {
                    press.key(GESTURE_KEYS[i]);
                    made = true;
                }
            }
        });
    }
    made
}

/// Before the deal, in the middle of the table (where no card lies yet, and far from the calls
/// in the corner): the mouse's person picks the team's secret signal on buttons (or learns that
/// it is chosen, or that a partner bot waits for it); every other person whose team still picks
/// sees (privately: while their hand shows) the gesture their pad offers: West the next one,
/// North picks it.
#[allow(clippy::too_many_arguments)]
fn signal_picker(
    ctx: &egui::Context,
    table: &GaemshShown,
    sight: &GaemshSight,
    seats: &crate::table::seats::TableSeats,
    privacy: &crate::table::privacy::Privacy,
    press: &mut HudPress,
    band: (Option<f32>, Option<f32>),
    tr: &Tr,
) {
    if sight.public.phase != Phase::Signals {
        return;
    }
    // The mouse's seat, also once its team has chosen (`press.seat` is only who may act now).
    let mouse = press.seat().or_else(|| seats.acting_for(None, &[]));
    let pickers: Vec<Seat> = seats
        .human_seats()
        .filter(|&s| Some(s) != mouse && privacy.shows(seats, s))
        .filter(|&s| !sight.legal(s).is_empty())
        .collect();
    if mouse.is_none() && pickers.is_empty() {
        // Nobody here picks: the banner says what the table waits for, in the middle, which
        // holds no card before the deal (at the top it lay on the top seat's plate).
        egui::Area::new("gaemsh-banner".into())
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                crate::ui::wood_frame().show(ui, |ui| {
                    let banner = tr!(tr, "gaemsh-teams-pick");
                    ui.label(egui::RichText::new(banner).size(22.0).color(colours::BRASS));
                });
            });
        return;
    }
    // Centred a little below the middle, but never down to the plate under it nor up to the
    // plates and avatars above it (window pixels to egui's points by the zoom); in the middle of
    // that band where it is narrower than the picker.
    let zoom = ctx.zoom_factor();
    let height = ctx.viewport_rect().height();
    let half = ctx
        .memory(|m| m.area_rect(egui::Id::new("gaemsh-signals")))
        .map_or(0.0, |r| r.height() / 2.0);
    let top = band.0.map_or(0.0, |c| c / zoom) + half;
    let bottom = band.1.map_or(height, |f| f / zoom) - half;
    let wanted = height / 2.0 + 20.0;
    let centre = if top <= bottom {
        wanted.clamp(top, bottom)
    } else {
        (top + bottom) / 2.0
    };
    egui::Area::new("gaemsh-signals".into())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, centre - height / 2.0])
        .show(ctx, |ui| {
            // Compact: the rows close together, so it fits between the plates.
            ui.spacing_mut().item_spacing.y = 4.0;
            ui.spacing_mut().button_padding.y = 4.0;
            crate::ui::wood_frame().show(ui, |ui| {
                if let Some(seat) = mouse {
                    mouse_picks(
                        ui,
                        table,
                        sight,
                        seat,
                        privacy.shows(seats, seat),
                        press,
                        tr,
                    );
                }
                for seat in pickers {
                    let gesture = Gesture::ALL[table.local.proposal[seat.index()] as usize];
                    ui.label(tr!(
                        tr,
                        "gaemsh-pad-pick",
                        who = table.name(seat),
                        gesture = words::gesture_name(tr, gesture)
                    ));
                }
            });
        });
}

/// The mouse's person's signal pick: the eight gestures two by two (F1–F8), or that the team's
/// signal is chosen.
fn mouse_picks(
    ui: &mut egui::Ui,
    table: &GaemshShown,
    sight: &GaemshSight,
    seat: Seat,
    shows: bool,
    press: &mut HudPress,
    tr: &Tr,
) {
    let legal = sight.legal(seat);
    if legal.is_empty() {
        ui.label(egui::RichText::new(tr!(tr, "gaemsh-no-signal-to-pick")).color(colours::BRASS));
        return;
    }
    ui.label(egui::RichText::new(tr!(tr, "gaemsh-pick-signal")).color(colours::BRASS));
    // A bot partner waits for this person to choose (`GaemshMatch::waits_for_partner`).
    let partner = super::partner_in(&sight.public, seat);
    if !table.seats[partner.index()].is_human() {
        ui.label(tr!(
            tr,
            "gaemsh-partner-waits",
            partner = table.name(partner)
        ));
    }
    if !shows {
        ui.label(tr!(tr, "gaemsh-peek-to-pick"));
        return;
    }
    for pair in Gesture::ALL.chunks(2) {
        ui.horizontal(|ui| {
            for &gesture in pair {
                let i = gesture.index();
                let allowed = legal.contains(&Action::PickSignal { gesture });
                let label = format!("{}  (F{})", words::gesture_name(tr, gesture), i + 1);
                verb(ui, press, label, GESTURE_KEYS[i], allowed, HALF);
            }
        });
    }
}

/// The last call's verdict while it is up, under "Karten auf den Tisch!" during a reveal: in the
/// free band between the middle and the top seat's hand, so it covers no hand the reveal shows
/// and no middle card.
fn verdict_banner(
    ctx: &egui::Context,
    table: &GaemshShown,
    public: &GaemshView,
    size: TableSize,
    tr: &Tr,
) {
    let reveal = matches!(public.phase, Phase::Reveal { .. });
    let verdict = words::verdict_line(table, public, tr);
    if !reveal && verdict.is_none() {
        return;
    }
    let players = public.players;
    let card = size.card_size();
    // The band: from the middle's top edge (askew cards included) to the lowest of the hands
    // above the middle's width.
    let middle_top = card.y * 0.62;
    let hands_bottom = (0..players)
        .map(|s| super::seating::hand_box(size, s, players, false))
        .filter(|b| b.min.y > 0.0 && b.min.x < card.x * 2.0 && b.max.x > -card.x * 2.0)
        .map(|b| b.min.y)
        .fold(size.height / 2.0, f32::min);
    let centre = (middle_top + hands_bottom) / 2.0;
    let zoom = ctx.zoom_factor();
    egui::Area::new("gaemsh-banner".into())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, -centre / zoom])
        .show(ctx, |ui| {
            crate::ui::wood_frame()
                .inner_margin(egui::Margin::symmetric(14, 5))
                .show(ui, |ui| {
                    ui.spacing_mut().item_spacing.y = 2.0;
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    ui.vertical_centered(|ui| {
                        if reveal {
                            let title = tr!(tr, "gaemsh-reveal");
                            ui.label(egui::RichText::new(title).size(19.0).color(colours::BRASS));
                        }
                        if let Some(line) = verdict {
                            ui.label(egui::RichText::new(line).size(15.0).color(colours::CREAM));
                        }
                    });
                });
        });
}
