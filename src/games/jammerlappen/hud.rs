//! Jammerlappen's HUD: whose turn and what to beat, the verbs of the human who may act (with their
//! keys), the throw-in chance with its clock, refusals and races lost.

use super::JammerlappenShown;
use super::input::{KEY_HELP, key_of};
use super::{JammerlappenSight, JammerlappenVerb};
use crate::core::Tr;
use crate::input::glyphs::with_key;
use crate::tr;
use crate::ui::felt_under::FeltUnder;
use crate::ui::{HudPress, clear_panel, colours};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use stammtisch_rules::games::jammerlappen::{Action, Phase};

pub(super) fn plugin(app: &mut App) {
    crate::ui::add_hud::<JammerlappenSight, _>(app, hud);
}

/// The status line (whose turn, what beats) from what every seat knows: the phase and the
/// number to beat with its direction.
pub(super) fn status_of(
    phase: Phase,
    (reference, downward): (Option<u8>, bool),
    name: impl Fn(stammtisch_rules::Seat) -> String,
    tr: &Tr,
) -> String {
    match phase {
        Phase::Exchange => tr!(tr, "jammer-status-exchange"),
        Phase::Play { turn } => {
            let beat = match (reference, downward) {
                (None, _) => tr!(tr, "jammer-beat-free"),
                (Some(r), true) => tr!(tr, "jammer-beat-down", rank = r.to_string()),
                (Some(r), false) => tr!(tr, "jammer-beat-up", rank = r.to_string()),
            };
            tr!(tr, "jammer-status-turn", who = name(turn), beat = beat)
        }
        Phase::Over { jammerlappen } => {
            tr!(tr, "jammer-is-jammerlappen", who = name(jammerlappen))
        }
    }
}

fn hud(
    mut contexts: EguiContexts,
    table: Res<JammerlappenShown>,
    sight: Res<JammerlappenSight>,
    mut press: HudPress,
    tr: Res<Tr>,
    felt: FeltUnder,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let public = &sight.public;
    // In the attract mode its banner takes this corner. Its boxes give way to the rows a
    // player reads (it lay on a lower side seat's face-up 4s) and to the plates.
    if !table.attract {
        clear_panel(
            ctx,
            "jammer-round",
            egui::Align2::LEFT_BOTTOM,
            &felt,
            |ui| {
                ui.set_min_width(260.0);
                ui.set_max_width(360.0);
                ui.label(
                    egui::RichText::new("Jammerlappen")
                        .size(20.0)
                        .color(colours::BRASS),
                );
                ui.label(status_of(
                    public.phase,
                    (public.reference, public.downward),
                    |s| table.name(s).to_string(),
                    &tr,
                ));
                let direction = if public.clockwise {
                    tr!(tr, "jammer-clockwise")
                } else {
                    tr!(tr, "jammer-anticlockwise")
                };
                ui.label(
                    egui::RichText::new(tr!(
                        tr,
                        "jammer-direction-pile-pot",
                        direction = direction,
                        pile = public.draw_len,
                        pot = public.pot.len()
                    ))
                    .size(15.0),
                );
            },
        );
    }
    if let Some(seat) = press.seat() {
        let legal = sight.legal(seat);
        let throw_in = legal.iter().any(|a| matches!(a, Action::ThrowIn { .. }));
        // By the person's hand, but along the window's edges where a long hand or a full
        // table's cards or plates lie in the corner.
        let corner = egui::Align2::RIGHT_BOTTOM;
        clear_panel(ctx, "jammer-verbs", corner, &felt, |ui| {
            ui.set_min_width(260.0);
            ui.set_max_width(340.0);
            if throw_in {
                let left = public
                    .window
                    .map_or(0.0, |w| w.until.saturating_sub(table.now) as f32 / 1000.0);
                ui.label(
                    egui::RichText::new(tr!(
                        tr,
                        "jammer-can-complete",
                        seconds = format!("{left:.1}")
                    ))
                    .color(colours::BRASS),
                );
                let slap = egui::Button::new(
                    egui::RichText::new(with_key(
                        &tr!(tr, "jammer-verb-throw-in"),
                        key_of(JammerlappenVerb::ThrowIn),
                        &tr,
                    ))
                    .size(24.0),
                )
                .fill(egui::Color32::from_rgb(170, 40, 30));
                if ui.add(slap).clicked() {
                    press.key(key_of(JammerlappenVerb::ThrowIn));
                }
                return;
            }
            ui.label(tr!(tr, hint(&table, legal)));
            let mut button = |ui: &mut egui::Ui, words: String, verb: JammerlappenVerb| {
                press.verb_button(ui, &tr, &words, key_of(verb), true, 0.0);
            };
            if legal.contains(&Action::Keep) {
                button(ui, tr!(tr, "jammer-verb-keep"), JammerlappenVerb::Keep);
            }
            // During the exchange the picked card is for swapping, not for laying.
            let exchange = matches!(public.phase, Phase::Exchange);
            let picked = &table.local.picked;
            if let Some(&first) = picked.first()
                && !exchange
            {
                let name = super::card_words(&tr, first);
                button(
                    ui,
                    tr!(tr, "jammer-verb-lay", count = picked.len(), name = name),
                    JammerlappenVerb::LaySelected,
                );
            }
            if legal.contains(&Action::TakePot) {
                button(
                    ui,
                    tr!(tr, "jammer-verb-take-pot"),
                    JammerlappenVerb::TakePot,
                );
            }
            ui.label(egui::RichText::new(tr!(tr, KEY_HELP)).size(13.0).weak());
        });
    }
    Ok(())
}

/// What the human may do now: the catalogue key of the hint.
fn hint(table: &JammerlappenShown, legal: &[Action]) -> &'static str {
    if legal.contains(&Action::Keep) {
        return match table.local.picked.first() {
            Some(_) => crate::key!("jammer-hint-exchange-second"),
            None => crate::key!("jammer-hint-exchange"),
        };
    }
    if legal.iter().any(|a| matches!(a, Action::TakeWith { .. })) {
        return crate::key!("jammer-hint-take-with");
    }
    if legal.iter().any(|a| matches!(a, Action::PlayBlind { .. })) {
        return crate::key!("jammer-hint-blind");
    }
    if !table.local.picked.is_empty() {
        return crate::key!("jammer-hint-more-same");
    }
    crate::key!("jammer-hint-lay")
}
