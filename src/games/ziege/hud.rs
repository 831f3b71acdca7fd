//! Nur die Ziege zählt's HUD: the round and whose turn, the keys, the tile's edges and the verbs
//! of the human on turn, refusals, and the scoreboard between rounds and at the end.

use super::ZiegeShown;
use super::input::key_of;
use super::{ZiegeSight, ZiegeVerb, seat_colour};
use crate::core::Tr;
use crate::tr;
use crate::ui::{HudPress, colours};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use stammtisch_rules::Seat;
use stammtisch_rules::games::ziege::{Phase, ZiegeView, row_label};

pub(super) fn plugin(app: &mut App) {
    crate::ui::add_hud::<ZiegeSight, _>(app, hud);
}

/// What each edge of the tile means (catalogue keys).
pub(super) const EDGES: [(u8, &str); 4] = [
    (2, crate::key!("ziege-edge-2")),
    (3, crate::key!("ziege-edge-3")),
    (4, crate::key!("ziege-edge-4")),
    (5, crate::key!("ziege-edge-5")),
];

fn egui_colour(seat: Seat) -> egui::Color32 {
    let c = seat_colour(seat).to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// Where the shown tile lies and what it is worth ("6–20: 2 Punkte").
pub(super) fn tile_words(tile: stammtisch_rules::games::ziege::Placement, tr: &Tr) -> String {
    let range = if tile.row_count() == 1 {
        row_label(tile.first_row)
    } else {
        tr!(
            tr,
            "ziege-rows-from-to",
            from = row_label(tile.first_row),
            to = row_label(tile.last_row())
        )
    };
    tr!(
        tr,
        "ziege-range-points",
        range = range,
        points = tile.points
    )
}

fn status(table: &ZiegeShown, sight: &ZiegeSight, tr: &Tr) -> String {
    let game = &sight.public;
    if table.round_end_pending(game) {
        // The last trick is still being shown: no result before its animation.
        return tr!(tr, "ziege-last-trick");
    }
    match game.phase {
        Phase::Deal => tr!(tr, "ziege-deals-next", who = table.name(game.starter)),
        Phase::Predict { to_move } => tr!(tr, "ziege-lays-tile", who = table.name(to_move)),
        Phase::Trick { to_move } => tr!(
            tr,
            "ziege-trick-turn",
            trick = game.tricks_done + 1,
            who = table.name(to_move)
        ),
        Phase::GameOver => {
            let winners = sight
                .outcome
                .as_ref()
                .map_or_else(Vec::new, |o| o.winners());
            let names: Vec<&str> = winners.iter().map(|&s| table.name(s)).collect();
            tr!(
                tr,
                "ziege-wins",
                names = names.join(&tr!(tr, "names-and")),
                count = names.len()
            )
        }
    }
}

fn hud(
    mut contexts: EguiContexts,
    table: Res<ZiegeShown>,
    sight: Res<ZiegeSight>,
    seats: Res<crate::table::seats::TableSeats>,
    felt: crate::ui::felt_under::FeltUnder,
    mut press: HudPress,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &sight.public;
    // Past four seats the board and the hands leave no corner free: small letters, narrow
    // frames.
    let full = game.players > 4;
    // In the attract mode its banner takes this corner. Every box gives way to the board's rows
    // and tiles, the plates (which stay where they are) and the face-up cards.
    if !table.attract {
        let title = tr!(
            tr,
            "ziege-round",
            round = game.round,
            rounds = game.rounds()
        );
        let home = egui::Align2::LEFT_BOTTOM;
        let width = if full { 320.0 } else { 240.0 };
        crate::ui::clear_round_box(ctx, "ziege-round", home, &felt, full, width, title, |ui| {
            ui.label(status(&table, &sight, &tr));
            if seats.humans() > 0 {
                ui.label(
                    egui::RichText::new(tr!(tr, "ziege-key-help"))
                        .size(crate::ui::letter_size(full, 14.0))
                        .weak(),
                );
            }
        });
    }
    if let Some(seat) = press.seat() {
        // Beside the own hand, else the nearest spot along the window's edges that hides no
        // row of the board ("61+" and "56–60" while a tile is laid), no plate and no card.
        crate::ui::clear_panel_in(
            ctx,
            "ziege-verbs",
            egui::Align2::RIGHT_BOTTOM,
            &felt,
            crate::ui::panel_frame(full),
            |ui| {
                crate::ui::panel_style(ui, full, 240.0);
                verbs_panel(ui, &table, game, seat, &mut press, &tr, full);
            },
        );
    }
    if table.scoreboard_up(game) {
        // Where it hides none of the board, the plates and the cards ("Endstand" lay on the
        // board's top right and pushed a plate to the middle).
        let home = egui::Align2::RIGHT_TOP;
        crate::ui::clear_panel_in(
            ctx,
            "ziege-scores",
            home,
            &felt,
            crate::ui::panel_frame(full),
            |ui| {
                crate::ui::panel_style(ui, full, 300.0);
                scoreboard(ui, &table, game, &tr, full);
                if table.waits_for_person() && ui.button(tr!(tr, "table-continue")).clicked() {
                    press.key(KeyCode::Enter);
                }
            },
        );
    }
    Ok(())
}

/// The verbs of the person on turn at `seat` (`public`: the public view; goats and tiles are
/// public).
fn verbs_panel(
    ui: &mut egui::Ui,
    table: &ZiegeShown,
    public: &ZiegeView,
    seat: Seat,
    press: &mut HudPress,
    tr: &Tr,
    full: bool,
) {
    match public.phase {
        Phase::Deal => {
            let words = tr!(tr, "ziege-verb-deal");
            press.verb_button(ui, tr, &words, key_of(ZiegeVerb::Deal), true, 0.0);
        }
        Phase::Predict { .. } => {
            ui.label(
                egui::RichText::new(tr!(tr, "ziege-how-far"))
                    .size(crate::ui::letter_size(full, 18.0))
                    .color(colours::BRASS),
            );
            ui.label(tr!(tr, "ziege-tile-edge"));
            // Two edges a row: the panel stays low, clear of the hand it is chosen from.
            for pair in EDGES.chunks(2) {
                ui.horizontal(|ui| {
                    for &(points, text) in pair {
                        if ui
                            .selectable_label(table.local.choice.points == points, tr!(tr, text))
                            .clicked()
                        {
                            press.key(key_of(ZiegeVerb::Points(points)));
                        }
                    }
                });
            }
            match table.local.choice.preview {
                Some(tile) => {
                    ui.label(tile_words(tile, tr));
                    let words = tr!(tr, "ziege-verb-lay-here");
                    press.verb_button(ui, tr, &words, key_of(ZiegeVerb::Lay), true, 0.0);
                }
                None => {
                    ui.label(tr!(tr, "ziege-click-green"));
                }
            }
        }
        Phase::Trick { .. } => {
            let goat = public.goats[seat.index()];
            let tile = public.tiles[seat.index()];
            // While the last trick plays out, a card would wait: say so, not "play".
            let ask = if table.busy() {
                tr!(tr, "ziege-goat-running")
            } else {
                tr!(tr, "ziege-play-a-card")
            };
            ui.label(
                egui::RichText::new(ask)
                    .size(crate::ui::letter_size(full, 18.0))
                    .color(colours::BRASS),
            );
            if let Some(tile) = tile {
                ui.label(tr!(
                    tr,
                    "ziege-your-goat",
                    goat = goat,
                    target = range_text(tile)
                ));
            }
        }
        Phase::GameOver => {}
    }
}

fn scoreboard(ui: &mut egui::Ui, table: &ZiegeShown, game: &ZiegeView, tr: &Tr, full: bool) {
    let title = if game.phase == Phase::GameOver {
        tr!(tr, "ziege-final-standing")
    } else {
        tr!(
            tr,
            "ziege-after-round",
            round = game.round,
            rounds = game.rounds()
        )
    };
    ui.label(
        egui::RichText::new(title)
            .size(crate::ui::letter_size(full, 22.0))
            .color(colours::BRASS),
    );
    egui::Grid::new("ziege-score-grid")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            ui.label(tr!(tr, "ziege-col-goat"));
            ui.label(tr!(tr, "ziege-col-tile"));
            for r in 1..=game.round {
                ui.label(tr!(tr, "ziege-col-round", round = r));
            }
            ui.label(egui::RichText::new(tr!(tr, "ziege-col-sum")).strong());
            ui.end_row();
            for seat in Seat::all(game.players) {
                ui.label(
                    egui::RichText::new(table.name(seat))
                        .color(egui_colour(seat))
                        .strong(),
                );
                ui.label(game.goats[seat.index()].to_string());
                ui.label(game.tiles[seat.index()].map_or("–".into(), range_text));
                let points = game.round_points(seat);
                let last = points.len();
                for (i, p) in points.iter().enumerate() {
                    let text = egui::RichText::new(p.to_string());
                    ui.label(if i + 1 == last && *p > 0 {
                        text.color(colours::BRASS).strong()
                    } else {
                        text
                    });
                }
                ui.label(
                    egui::RichText::new(game.scores[seat.index()].to_string())
                        .strong()
                        .size(crate::ui::letter_size(full, 20.0)),
                );
                ui.end_row();
            }
        });
}

/// A tile's range in goat fields: "16–30", "0", "61+".
fn range_text(tile: stammtisch_rules::games::ziege::Placement) -> String {
    match tile.range() {
        (lo, u32::MAX) => format!("{lo}+"),
        (lo, hi) if lo == hi => lo.to_string(),
        (lo, hi) => format!("{lo}–{hi}"),
    }
}
