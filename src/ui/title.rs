//! The title screen's widgets.

use super::{big_button, colours};
use crate::screens::{MatchSetup, Screen, fresh_seed};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use stammtisch_rules::bots::Level;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        title.run_if(in_state(Screen::Title)),
    );
}

fn title(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<MatchSetup>,
    settings: Res<crate::settings::Settings>,
    idle: Res<crate::screens::title::IdleTime>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    super::full_screen(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.12);
            ui.label(
                egui::RichText::new("Stammtisch")
                    .size(84.0)
                    .color(colours::BRASS)
                    .family(egui::FontFamily::Name("bold".into())),
            );
            ui.label(
                egui::RichText::new("Kartenspiele am runden Tisch")
                    .size(24.0)
                    .italics(),
            );
            ui.add_space(36.0);
            if big_button(ui, "Spielen").clicked() {
                next.set(Screen::Lobby);
            }
            if big_button(ui, "Schnelles Spiel: Schwimmen").clicked() {
                *setup =
                    MatchSetup::against_bots(4, Level::Normal, &settings.player_name, fresh_seed());
                next.set(Screen::Table);
            }
            if big_button(ui, "Zuschauen (Demo)").clicked() {
                *setup = MatchSetup::attract(4, fresh_seed());
                next.set(Screen::Table);
            }
            if big_button(ui, "Beenden").clicked() {
                exit.write(AppExit::Success);
            }
            ui.add_space(28.0);
            let games: Vec<&str> = stammtisch_rules::games::REGISTRY
                .iter()
                .map(|g| g.title)
                .collect();
            ui.label(egui::RichText::new(format!("Am Tisch: {}", games.join(" · "))).size(18.0));
            let left = (settings.attract_after_secs - idle.0).max(0.0);
            if left < 10.0 {
                ui.label(
                    egui::RichText::new(format!("Die Bots übernehmen in {left:.0} s …"))
                        .size(16.0)
                        .weak(),
                );
            }
        });
    });
    Ok(())
}
