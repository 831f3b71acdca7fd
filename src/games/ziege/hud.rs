//! Nur die Ziege zählt's HUD: the round and whose turn, the keys, the tile's edges and the verbs
//! of the human on turn, refusals, and the scoreboard between rounds and at the end.

use super::input::key_of;
use super::{ZiegeMatch, ZiegeVerb, seat_colour};
use crate::ui::{HudPress, colours, corner_panel, wood_frame};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use stammtisch_rules::games::ziege::{Phase, row_label};
use stammtisch_rules::{Game, Seat};

pub(super) fn plugin(app: &mut App) {
    crate::ui::add_hud::<ZiegeMatch, _>(app, hud);
}

/// What each edge of the tile means.
const EDGES: [(u8, &str); 4] = [
    (2, "2 P · 4 Reihen"),
    (3, "3 P · 3 Reihen"),
    (4, "4 P · 2 Reihen"),
    (5, "5 P · „0“ oder „61+“"),
];

fn egui_colour(seat: Seat) -> egui::Color32 {
    let c = seat_colour(seat).to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

fn status(table: &ZiegeMatch) -> String {
    let game = &table.game;
    if table.round_end_pending() {
        // The last trick is still being shown: no result before its animation.
        return "Der letzte Stich …".to_string();
    }
    match game.phase() {
        Phase::Deal => format!("{} teilt die nächste Runde aus", table.name(game.starter())),
        Phase::Predict { to_move } => format!("{} legt das Schätzplättchen", table.name(to_move)),
        Phase::Trick { to_move } => format!(
            "Stich {} von 8 · am Zug: {}",
            game.tricks_done() + 1,
            table.name(to_move)
        ),
        Phase::GameOver => {
            let names: Vec<&str> = game.winners().iter().map(|&s| table.name(s)).collect();
            format!("{} gewinnt!", names.join(" und "))
        }
    }
}

fn hud(
    mut contexts: EguiContexts,
    table: Res<ZiegeMatch>,
    seats: Res<crate::table::seats::TableSeats>,
    mut press: HudPress,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &table.game;
    corner_panel(ctx, "ziege-round", egui::Align2::LEFT_BOTTOM, |ui| {
        // Areas remember their size: after a window squeezed to nothing they must grow back.
        ui.set_min_width(240.0);
        ui.label(
            egui::RichText::new(format!(
                "Nur die Ziege zählt · Runde {} von {}",
                game.round(),
                game.rounds()
            ))
            .size(20.0)
            .color(colours::BRASS),
        );
        ui.label(status(&table));
        if table.attract {
            ui.label(
                egui::RichText::new("Demo – eine Taste drücken zum Mitspielen")
                    .size(15.0)
                    .weak(),
            );
        } else if seats.humans() > 0 {
            ui.label(
                egui::RichText::new(
                    "Karte: anklicken oder 1–8 · Plättchen: 2–5 Seite, W/S/A/D, Leertaste",
                )
                .size(14.0)
                .weak(),
            );
        }
    });
    if let Some(seat) = press.seat() {
        corner_panel(ctx, "ziege-verbs", egui::Align2::RIGHT_BOTTOM, |ui| {
            ui.set_min_width(240.0);
            verbs_panel(ui, &table, seat, &mut press);
        });
    }
    if table.scoreboard_up() {
        egui::Area::new("ziege-scores".into())
            .anchor(egui::Align2::CENTER_TOP, [0.0, 16.0])
            .show(ctx, |ui| {
                wood_frame().show(ui, |ui| {
                    ui.set_min_width(300.0);
                    scoreboard(ui, &table);
                    if table.waits_for_person() && ui.button("Weiter  [Enter]").clicked() {
                        press.key(KeyCode::Enter);
                    }
                });
            });
    }
    Ok(())
}

fn verbs_panel(ui: &mut egui::Ui, table: &ZiegeMatch, seat: Seat, press: &mut HudPress) {
    match table.game.phase() {
        Phase::Deal => {
            if ui.button("Austeilen  [Leertaste]").clicked() {
                press.key(key_of(ZiegeVerb::Deal));
            }
        }
        Phase::Predict { .. } => {
            ui.label(
                egui::RichText::new("Wie weit läuft deine Ziege?")
                    .size(18.0)
                    .color(colours::BRASS),
            );
            ui.label("Seite des Plättchens [2–5]:");
            for (points, text) in EDGES {
                if ui
                    .selectable_label(table.local.choice.points == points, text)
                    .clicked()
                {
                    press.key(key_of(ZiegeVerb::Points(points)));
                }
            }
            match table.local.choice.preview {
                Some(tile) => {
                    let range = if tile.row_count() == 1 {
                        row_label(tile.first_row)
                    } else {
                        format!(
                            "{} bis {}",
                            row_label(tile.first_row),
                            row_label(tile.last_row())
                        )
                    };
                    ui.label(format!("{range}: {} Punkte", tile.points));
                    if ui.button("Hier hinlegen  [Leertaste]").clicked() {
                        press.key(key_of(ZiegeVerb::Lay));
                    }
                }
                None => {
                    ui.label("Einen grünen Platz am Brett anklicken");
                }
            }
        }
        Phase::Trick { .. } => {
            let goat = table.game.goat(seat);
            let tile = table.game.tile(seat);
            // While the last trick plays out, a card would wait: say so, not "play".
            let ask = if table.busy() {
                "Einen Moment – die Ziege läuft noch"
            } else {
                "Spiel eine Karte"
            };
            ui.label(egui::RichText::new(ask).size(18.0).color(colours::BRASS));
            if let Some(tile) = tile {
                ui.label(format!("Deine Ziege: {goat} · Ziel {}", range_text(tile)));
            }
        }
        Phase::GameOver => {}
    }
}

fn scoreboard(ui: &mut egui::Ui, table: &ZiegeMatch) {
    let game = &table.game;
    let title = if game.phase() == Phase::GameOver {
        "Endstand".to_string()
    } else {
        format!("Nach Runde {} von {}", game.round(), game.rounds())
    };
    ui.label(egui::RichText::new(title).size(22.0).color(colours::BRASS));
    egui::Grid::new("ziege-score-grid")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            ui.label("Ziege");
            ui.label("Plättchen");
            for r in 1..=game.round() {
                ui.label(format!("R{r}"));
            }
            ui.label(egui::RichText::new("Summe").strong());
            ui.end_row();
            for seat in Seat::all(game.players()) {
                ui.label(
                    egui::RichText::new(table.name(seat))
                        .color(egui_colour(seat))
                        .strong(),
                );
                ui.label(game.goat(seat).to_string());
                ui.label(game.tile(seat).map_or("–".into(), range_text));
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
                    egui::RichText::new(game.score(seat).to_string())
                        .strong()
                        .size(20.0),
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
