//! Jammerlappen's HUD: whose turn and what to beat, the verbs of the human who may act (with their
//! keys), the throw-in chance with its clock, refusals and races lost.

use super::input::{KEY_HELP, key_of, verb_action};
use super::{JammerMatch, JammerVerb};
use crate::ui::{HudPress, colours, corner_panel};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use stammtisch_rules::Game;
use stammtisch_rules::games::jammerlappen::{Action, Phase, deck};

pub(super) fn plugin(app: &mut App) {
    crate::ui::add_hud::<JammerMatch, _>(app, hud);
}

fn status(table: &JammerMatch) -> String {
    let game = &table.game;
    match game.phase() {
        Phase::Exchange => {
            "Vor dem Spiel: eine Handkarte gegen eine offene tauschen – oder behalten".into()
        }
        Phase::Play { turn } => {
            let beat = match (game.reference(), game.downward()) {
                (None, _) => "freie Wahl".to_string(),
                (Some(r), true) => format!("abwärts: {r} oder kleiner"),
                (Some(r), false) => format!("{r} oder höher"),
            };
            format!("Am Zug: {} – {beat}", table.name(turn))
        }
        Phase::Over { jammerlappen } => {
            format!("{} ist der Jammerlappen!", table.name(jammerlappen))
        }
    }
}

fn hud(mut contexts: EguiContexts, table: Res<JammerMatch>, mut press: HudPress) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &table.game;
    corner_panel(ctx, "jammer-round", egui::Align2::LEFT_BOTTOM, |ui| {
        // Areas remember their size: after a window squeezed to nothing they must grow back.
        ui.set_min_width(260.0);
        ui.set_max_width(360.0);
        ui.label(
            egui::RichText::new("Jammerlappen")
                .size(20.0)
                .color(colours::BRASS),
        );
        ui.label(status(&table));
        let direction = if game.clockwise() {
            "im Uhrzeigersinn"
        } else {
            "gegen den Uhrzeigersinn"
        };
        ui.label(
            egui::RichText::new(format!(
                "Richtung: {direction} · Stapel: {} · Topf: {}",
                game.draw_pile().len(),
                game.pot().len()
            ))
            .size(15.0),
        );
        if table.attract {
            ui.label(
                egui::RichText::new("Demo – eine Taste drücken zum Mitspielen")
                    .size(15.0)
                    .weak(),
            );
        }
    });
    if let Some(seat) = press.seat() {
        let legal = game.legal(seat);
        let throw_in = legal.iter().any(|a| matches!(a, Action::ThrowIn { .. }));
        corner_panel(ctx, "jammer-verbs", egui::Align2::RIGHT_BOTTOM, |ui| {
            ui.set_min_width(260.0);
            ui.set_max_width(340.0);
            if throw_in {
                let left = game
                    .window()
                    .map_or(0.0, |w| w.until.saturating_sub(table.now) as f32 / 1000.0);
                ui.label(
                    egui::RichText::new(format!("Du kannst das Quartett vollmachen! {left:.1} s"))
                        .color(colours::BRASS),
                );
                let slap =
                    egui::Button::new(egui::RichText::new("Reinwerfen!  [Leertaste]").size(24.0))
                        .fill(egui::Color32::from_rgb(170, 40, 30));
                if ui.add(slap).clicked() {
                    press.key(key_of(JammerVerb::ThrowIn));
                }
                return;
            }
            ui.label(hint(&table, &legal));
            let mut button = |ui: &mut egui::Ui, label: String, verb: JammerVerb| {
                if ui.button(label).clicked() {
                    press.key(key_of(verb));
                }
            };
            if legal.contains(&Action::Keep) {
                button(ui, "Behalten  [K]".into(), JammerVerb::Keep);
            }
            // During the exchange the picked card is for swapping, not for laying.
            let exchange = matches!(game.phase(), Phase::Exchange);
            if let Some(Action::Play { cards }) = verb_action(&table, seat, JammerVerb::LaySelected)
                && !exchange
            {
                let name = deck::name(cards[0]);
                button(
                    ui,
                    format!("{}× {name} legen  [L]", cards.len()),
                    JammerVerb::LaySelected,
                );
            }
            if legal.contains(&Action::TakePot) {
                button(ui, "Topf aufnehmen  [T]".into(), JammerVerb::TakePot);
            }
            ui.label(egui::RichText::new(KEY_HELP).size(13.0).weak());
        });
    }
    Ok(())
}

/// What the human may do now, in words.
fn hint(table: &JammerMatch, legal: &[Action]) -> &'static str {
    if legal.contains(&Action::Keep) {
        return match table.local.picked.first() {
            Some(_) => "Jetzt die Karte wählen, mit der getauscht wird",
            None => "Handkarte und offene Karte anklicken zum Tauschen",
        };
    }
    if legal.iter().any(|a| matches!(a, Action::TakeWith { .. })) {
        return "Nichts passt: eine offene Karte wählen, sie geht mit dem Topf auf die Hand";
    }
    if legal.iter().any(|a| matches!(a, Action::PlayBlind { .. })) {
        return "Karte anklicken zum Legen – verdeckte Karten blind";
    }
    if !table.local.picked.is_empty() {
        return "Gleiche Karten dazuwählen, dann legen (oder Topf anklicken)";
    }
    "Karte anklicken zum Legen – Topf anklicken zum Aufnehmen"
}
