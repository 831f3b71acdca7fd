//! The lobby's widgets: game, seats (human or bot with level) and the game's options.

use super::{big_button, colours, wood_frame};
use crate::screens::{BOT_NAMES, MatchSetup, Screen, SeatKind, fresh_seed};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use stammtisch_rules::bots::Level;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lobby.run_if(in_state(Screen::Lobby)),
    );
}

fn lobby(
    mut contexts: EguiContexts,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    settings: Res<crate::settings::Settings>,
    toast: Res<crate::games::Toast>,
    time: Res<Time>,
    games: Res<crate::games::TableGames>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    setup.attract = false;
    super::full_screen(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(20.0);
            ui.label(
                egui::RichText::new("Wer spielt mit?")
                    .size(44.0)
                    .color(colours::BRASS),
            );
            if let Some(text) = toast.current(time.elapsed_secs()) {
                ui.label(egui::RichText::new(text).color(egui::Color32::LIGHT_RED));
            }
        });
        ui.add_space(10.0);
        ui.columns(2, |columns| {
            wood_frame().show(&mut columns[0], |ui| {
                ui.label(egui::RichText::new("Spiel").size(24.0));
                for game in &games.0 {
                    ui.radio_value(
                        &mut setup.game,
                        game.id.to_string(),
                        format!(
                            "{} ({}–{} Spieler)",
                            game.title, game.players.0, game.players.1
                        ),
                    );
                }
                ui.separator();
                ui.label(egui::RichText::new("Regeln").size(24.0));
                if setup.game == "jammerlappen" {
                    // Zwischenschmeißen: how long others may throw in after a card is laid.
                    let window = &mut setup.jammerlappen.throw_in_window_ms;
                    let mut secs = *window as f32 / 1000.0;
                    ui.add(
                        egui::Slider::new(&mut secs, 0.5..=3.0)
                            .step_by(0.1)
                            .text("s zum Reinwerfen"),
                    );
                    *window = (secs * 1000.0).round() as u64;
                } else {
                    let options = &mut setup.schwimmen;
                    ui.checkbox(&mut options.passing, "Schieben erlaubt");
                    ui.checkbox(
                        &mut options.replace_middle_after_all_pass,
                        "Alle schieben: neue Mitte",
                    );
                    ui.checkbox(&mut options.feuer, "Feuer: drei Asse beenden die Runde");
                }
            });
            wood_frame().show(&mut columns[1], |ui| {
                ui.label(egui::RichText::new("Plätze").size(24.0));
                let (min, max) = games
                    .0
                    .iter()
                    .find(|g| g.id == setup.game)
                    .map(|g| g.players)
                    .unwrap_or((2, 9));
                let mut remove = None;
                for (i, seat) in setup.seats.iter_mut().enumerate() {
                    ui.horizontal(|ui| {
                        ui.label(format!("{}.", i + 1));
                        let mut human = seat.is_human();
                        if ui.selectable_label(human, "Mensch").clicked() {
                            human = true;
                        }
                        if ui.selectable_label(!human, "Bot").clicked() {
                            human = false;
                        }
                        match (human, &mut *seat) {
                            (true, SeatKind::Bot { .. }) => {
                                *seat = SeatKind::Human {
                                    name: if i == 0 {
                                        settings.player_name.clone()
                                    } else {
                                        format!("Spieler {}", i + 1)
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
                                ui.add(egui::TextEdit::singleline(name).desired_width(140.0));
                            }
                            SeatKind::Bot { name, level } => {
                                ui.label(name.as_str());
                                for option in Level::LOBBY {
                                    let label = match option {
                                        Level::Easy => "leicht",
                                        Level::Normal => "normal",
                                        _ => "schwer",
                                    };
                                    ui.selectable_value(level, option, label);
                                }
                            }
                        }
                        if ui
                            .small_button("weg")
                            .on_hover_text("Platz entfernen")
                            .clicked()
                        {
                            remove = Some(i);
                        }
                    });
                }
                if let Some(i) = remove.filter(|_| setup.seats.len() > min) {
                    setup.seats.remove(i);
                }
                if setup.seats.len() < max && ui.button("+ Platz").clicked() {
                    let i = setup.seats.len();
                    setup.seats.push(SeatKind::Bot {
                        name: BOT_NAMES[i % BOT_NAMES.len()].into(),
                        level: Level::Normal,
                    });
                }
            });
        });
        ui.add_space(16.0);
        ui.vertical_centered(|ui| {
            if big_button(ui, "Austeilen!").clicked() {
                setup.seed = fresh_seed();
                next.set(Screen::Table);
            }
            if big_button(ui, "Zurück").clicked() {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}
