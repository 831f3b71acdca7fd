//! The results screen's widgets: the winner, everyone's standing and why.

use super::{colours, menu_button, wood_frame};
use crate::core::Screen;
use crate::core::outcome::FinalOutcome;
use crate::screens::menu::MenuFocus;
use crate::screens::results::ResultsChoice;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        results.run_if(in_state(Screen::Results)),
    );
}

fn results(
    tr: Res<crate::core::Tr>,
    mut contexts: EguiContexts,
    outcome: Option<Res<FinalOutcome>>,
    focus: Res<MenuFocus>,
    mut choices: MessageWriter<ResultsChoice>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    super::full_screen(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(40.0);
            let Some(outcome) = outcome else {
                ui.heading(crate::tr!(tr, "results-none"));
                return;
            };
            let winners: Vec<&str> = outcome
                .outcome
                .winners()
                .iter()
                .map(|s| outcome.names[s.index()].as_str())
                .collect();
            let headline = outcome.headline.clone().unwrap_or_else(|| {
                crate::tr!(
                    tr,
                    "results-winners",
                    names = winners.join(" & "),
                    count = winners.len()
                )
            });
            ui.label(
                egui::RichText::new(headline)
                    .size(56.0)
                    .color(colours::BRASS),
            );
            ui.add_space(20.0);
            super::centred_frame(ui, "standings", wood_frame(), |ui| {
                egui::Grid::new("standings")
                    .num_columns(2)
                    .spacing([40.0, 10.0])
                    .show(ui, |ui| {
                        let mut seats = outcome.outcome.seats.clone();
                        seats.sort_by(|a, b| b.score.total_cmp(&a.score));
                        for seat in seats {
                            let name = &outcome.names[seat.seat.index()];
                            let text = if seat.winner && outcome.headline.is_none() {
                                crate::tr!(tr, "results-winner", who = name.as_str())
                            } else {
                                name.clone()
                            };
                            ui.label(egui::RichText::new(text).size(24.0));
                            ui.label(
                                egui::RichText::new(crate::core::words::reading(
                                    &tr,
                                    &seat.reading,
                                    |s| outcome.names.get(s.index()).cloned().unwrap_or_default(),
                                ))
                                .size(20.0),
                            );
                            ui.end_row();
                        }
                    });
            });
            ui.add_space(24.0);
            for (i, choice) in ResultsChoice::ALL.into_iter().enumerate() {
                // A game may name its "again" (e.g. the next round with the same company).
                let label = match (choice, outcome.again.as_deref()) {
                    (ResultsChoice::Again, Some(again)) => again.to_string(),
                    _ => crate::tr!(tr, choice.label()),
                };
                if menu_button(ui, &label, focus.0 == i).clicked() {
                    choices.write(choice);
                }
            }
        });
    });
    Ok(())
}
