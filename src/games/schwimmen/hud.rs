//! Schwimmen's HUD: whose turn, the verbs of the person on turn, refusals, the showdown.

use super::SchwimmenShown;
use super::SchwimmenSight;
use crate::core::Tr;
use crate::tr;
use crate::ui::{HudPress, colours};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use stammtisch_rules::Seat;
use stammtisch_rules::games::schwimmen::{Action, Phase, RoundEnd};

pub(super) fn plugin(app: &mut App) {
    crate::ui::add_hud::<SchwimmenSight, _>(app, hud);
}

/// The verbs' names in the player's language (the table adds the key: `glyphs::with_key`).
pub(super) fn verb_label(tr: &Tr, action: Action) -> Option<String> {
    Some(match action {
        Action::Deal => tr!(tr, "schwimmen-verb-deal"),
        Action::KeepPacket => tr!(tr, "schwimmen-verb-keep-packet"),
        Action::TakeOtherPacket => tr!(tr, "schwimmen-verb-take-other"),
        Action::SwapAll => tr!(tr, "schwimmen-verb-swap-all"),
        Action::Pass => tr!(tr, "schwimmen-verb-pass"),
        Action::Knock => tr!(tr, "schwimmen-verb-knock"),
        Action::Swap { .. } => return None,
    })
}

/// The verbs' fixed slots in a phase: every verb keeps its place turn after turn, disabled
/// while the rules don't allow it (so a click never lands on a verb that moved there).
pub fn verb_slots(phase: Phase) -> &'static [Action] {
    match phase {
        Phase::Deal => &[Action::Deal],
        Phase::DealerChoice => &[Action::KeepPacket, Action::TakeOtherPacket],
        Phase::Play { .. } => &[Action::Pass, Action::SwapAll, Action::Knock],
        Phase::GameOver { .. } => &[],
    }
}

fn hud(
    mut contexts: EguiContexts,
    table: Res<SchwimmenShown>,
    sight: Res<SchwimmenSight>,
    seats: Res<crate::table::seats::TableSeats>,
    privacy: Res<crate::table::privacy::Privacy>,
    felt: crate::ui::felt_under::FeltUnder,
    mut press: HudPress,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &sight.public;
    // Bottom left: the round and whose turn (in the attract mode its banner takes this corner),
    // or the nearest spot where it lies on no seat's cards (nine seats at 1280×720).
    if !table.attract {
        let title = tr!(tr, "schwimmen-round", round = game.round);
        let home = egui::Align2::LEFT_BOTTOM;
        // Past six seats every corner holds a seat's cards: small letters, a narrow frame.
        let full = game.standings.len() > 6;
        crate::ui::clear_round_box(ctx, "round", home, &felt, full, 240.0, title, |ui| {
            let status = match game.phase {
                Phase::Deal => tr!(tr, "schwimmen-deals", who = table.name(game.dealer)),
                Phase::DealerChoice => {
                    tr!(
                        tr,
                        "schwimmen-chooses-packet",
                        who = table.name(game.dealer)
                    )
                }
                Phase::Play {
                    to_move, knocked, ..
                } => match knocked {
                    Some(k) => tr!(
                        tr,
                        "schwimmen-knocked-last-round",
                        knocker = table.name(k),
                        who = table.name(to_move)
                    ),
                    None => tr!(tr, "table-on-turn", who = table.name(to_move)),
                },
                Phase::GameOver {
                    winner: Some(winner),
                } => tr!(tr, "schwimmen-wins", who = table.name(winner)),
                Phase::GameOver { winner: None } => {
                    let names: Vec<&str> = sight
                        .outcome
                        .iter()
                        .flat_map(|o| o.winners())
                        .map(|s| table.name(s))
                        .collect();
                    tr!(tr, "schwimmen-shared-win", names = names.join(", "))
                }
            };
            ui.label(status);
        });
    }
    // Bottom: the human's verbs.
    if let Some(seat) = press.seat() {
        let legal = sight.legal(seat);
        // By the own hand, giving way along the bottom and right edges where it would lie on a
        // card (the right seat's lowest one).
        let corner = egui::Align2::RIGHT_BOTTOM;
        let full = game.standings.len() > 6;
        let frame = crate::ui::panel_frame(full);
        crate::ui::clear_panel_in(ctx, "verbs", corner, &felt, frame, |ui| {
            crate::ui::panel_style(ui, full, 240.0);
            ui.vertical(|ui| {
                if matches!(game.phase, Phase::Play { .. }) {
                    // Always there in play, so the buttons under them never move: the own
                    // hand's value (while the hand shows) and what to pick.
                    let value = super::hand_value(&sight, seat)
                        .filter(|_| privacy.shows(&seats, seat))
                        .map_or_else(
                            || tr!(tr, "schwimmen-hand-hidden"),
                            |v| tr!(tr, "schwimmen-hand-value", points = v.to_string()),
                        );
                    ui.label(egui::RichText::new(value).color(colours::BRASS));
                    ui.label(hint(&table, &sight, seat, &tr));
                }
                for &action in verb_slots(game.phase) {
                    let (Some(label), Some(key)) =
                        (verb_label(&tr, action), super::input::key_of(action))
                    else {
                        continue;
                    };
                    press.verb_button(ui, &tr, &label, key, legal.contains(&action), 236.0);
                }
            });
        });
    }
    // The showdown between rounds, after the last move was seen: along the window's edge where
    // it hides least of the open hands, the middle and the plates (in the top right corner it
    // lay on the right seat's name while the results were read).
    if let (true, Some(result)) = (table.showdown_up(game), &game.last_round) {
        // Past six seats the table has no spot free for a line a seat: small letters, tight rows.
        let full = game.standings.len() > 6;
        let frame = crate::ui::panel_frame(full);
        let home = egui::Align2::RIGHT_TOP;
        crate::ui::clear_panel_in(ctx, "showdown", home, &felt, frame, |ui| {
            crate::ui::panel_style(ui, full, if full { 380.0 } else { 240.0 });
            let why = match result.reason {
                RoundEnd::Knocked(s) => {
                    tr!(tr, "schwimmen-end-knocked", who = table.name(s))
                }
                RoundEnd::ThirtyOne(s) => tr!(tr, "schwimmen-end-31", who = table.name(s)),
                RoundEnd::Feuer(s) => tr!(tr, "schwimmen-end-feuer", who = table.name(s)),
            };
            let size = crate::ui::letter_size(full, 20.0);
            ui.label(egui::RichText::new(why).size(size).color(colours::BRASS));
            // Every seat's line, at a full table two a row.
            let lines: Vec<egui::RichText> = Seat::all(game.standings.len())
                .filter_map(|seat| {
                    let value = result.values[seat.index()]?.to_string();
                    let lost = result.losers.contains(&seat);
                    let who = table.name(seat);
                    let (line, colour) = match lost {
                        true => (
                            tr!(tr, "schwimmen-showdown-loses", who = who, value = value),
                            egui::Color32::from_rgb(255, 140, 120),
                        ),
                        false => (
                            tr!(tr, "schwimmen-showdown", who = who, value = value),
                            colours::CREAM,
                        ),
                    };
                    Some(egui::RichText::new(line).color(colour))
                })
                .collect();
            let per_row = if full { 2 } else { 1 };
            let rows = ui.spacing().item_spacing.y;
            egui::Grid::new("showdown-lines")
                .spacing([12.0, rows])
                .show(ui, |ui| {
                    for row in lines.chunks(per_row) {
                        for line in row {
                            ui.label(line.clone());
                        }
                        ui.end_row();
                    }
                });
            if result.spared {
                ui.label(tr!(tr, "schwimmen-spared"));
            }
            if table.waits_for_person() && ui.button(tr!(tr, "table-continue")).clicked() {
                press.key(KeyCode::Enter);
            }
        });
    }
    Ok(())
}

fn hint(table: &SchwimmenShown, sight: &SchwimmenSight, seat: Seat, tr: &Tr) -> String {
    let hand = sight.view(seat).and_then(|v| v.hand);
    match table.local.picked {
        Some(card) if hand.is_some_and(|h| h.contains(&card)) => tr!(tr, "schwimmen-hint-middle"),
        Some(_) => tr!(tr, "schwimmen-hint-own"),
        None => tr!(tr, "schwimmen-hint-pick"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stammtisch_rules::Game;
    use stammtisch_rules::games::schwimmen::{Schwimmen, SchwimmenConfig};

    /// Every verb keeps its slot turn after turn: the slots depend on the phase only, and every
    /// verb the rules allow has its slot there (so "Klopfen" never lands where "Schieben" was).
    #[test]
    fn verbs_keep_their_slots_across_turns() {
        let mut game = Schwimmen::new(&SchwimmenConfig::default(), 4, 7).unwrap();
        let mut rng = stammtisch_rules::GameRng::new(3);
        let mut play_slots: Option<&[Action]> = None;
        for step in 0..400u64 {
            let Some(&seat) = game.actors(step).first() else {
                break;
            };
            let legal = game.legal(seat);
            let slots = verb_slots(game.phase());
            for action in &legal {
                if verb_label(&Tr::default(), *action).is_some() {
                    assert!(
                        slots.contains(action),
                        "{action:?} has a slot in {:?}",
                        game.phase()
                    );
                }
            }
            if matches!(game.phase(), Phase::Play { .. }) {
                assert_eq!(
                    *play_slots.get_or_insert(slots),
                    slots,
                    "the same slots every turn"
                );
            }
            let pick = legal[rng.below(legal.len())];
            game.apply(seat, &pick, step).unwrap();
        }
        assert!(play_slots.is_some());
    }
}
