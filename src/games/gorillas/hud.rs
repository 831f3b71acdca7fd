//! Gussy Gorillas' HUD: the round and how to play, the person's verbs (keep, second card) and a
//! small menu of quick phrases with the seat they go to, and the scored round's summary (points,
//! steps in words, bananas) once the table has untangled the collections.

use super::explain::step_words;
use super::input::{ADD_KEY, KEEP_KEY, TALK_KEYS};
use super::{GorillasShown, GorillasSight};
use crate::core::Tr;
use crate::core::words::phrase_words;
use crate::tr;
use crate::ui::{HudPress, colours, wood_frame};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};
use stammtisch_rules::games::gussy_gorillas::{Action, Phase, Talk};
use stammtisch_rules::{Phrased, Seat};

pub(super) fn plugin(app: &mut App) {
    // Its buttons change the match's own state: only where the match is.
    app.init_resource::<TalkOpen>();
    app.add_systems(
        OnEnter(crate::core::Screen::Table),
        |mut open: ResMut<TalkOpen>| open.0 = false,
    );
    crate::ui::add_hud::<GorillasSight, _>(app, hud);
}

/// The HUD's quick phrases are unfolded: this screen's own, on every screen.
#[derive(Resource, Debug, Default)]
pub struct TalkOpen(pub bool);

#[allow(clippy::too_many_arguments)]
/// How wide the round box's words run (egui points at 1280×720).
const ROUND_WIDTH: f32 = 220.0;

fn hud(
    mut contexts: EguiContexts,
    m: Res<GorillasShown>,
    mut talk: ResMut<TalkOpen>,
    sight: Res<GorillasSight>,
    seats: Res<crate::table::seats::TableSeats>,
    phones: Res<crate::phone::PhoneSeats>,
    art: Option<Res<crate::assets::CardArt>>,
    area: Res<crate::table::cards::TableArea>,
    felt: crate::ui::felt_under::FeltUnder,
    mut press: HudPress,
    tr: Res<Tr>,
) -> Result {
    // The card each shown step is about, as a texture egui can draw.
    let public = &sight.public;
    let step_cards: Vec<Vec<Option<egui::TextureId>>> = match (m.summary_up(public), &art) {
        (Some(summary), Some(art)) => summary
            .steps
            .iter()
            .zip(&summary.collections)
            .map(|(steps, collection)| {
                steps
                    .iter()
                    .map(|step| {
                        super::explain::step_card(step, collection).map(|card| {
                            contexts.add_image(EguiTextureHandle::Strong(
                                art.deck(super::DECK.folder).front(card),
                            ))
                        })
                    })
                    .collect()
            })
            .collect(),
        _ => Vec::new(),
    };
    let ctx = contexts.ctx_mut()?;
    // While a round is scored its cards lie out by every seat: the round's box gives them room.
    if !m.attract && public.phase == Phase::Play {
        // At many seats the lower left seat's cards lie where the box would: then it stands
        // at the nearest spot that hides none.
        let home = egui::Align2::LEFT_BOTTOM;
        let title = tr!(tr, "gorillas-round", round = public.round);
        let full = public.players > 6;
        crate::ui::clear_round_box(ctx, "round", home, &felt, full, ROUND_WIDTH, title, |ui| {
            // Narrow, in smaller words: at ten seats a corner seat's held card lies close by.
            ui.set_max_width(ROUND_WIDTH);
            let size = crate::ui::letter_size(full, 16.0);
            ui.label(egui::RichText::new(tr!(tr, "gorillas-how")).size(size));
            // People who look at the screen for their cards (a phone's owner looks at it).
            if seats.human_seats().filter(|&s| !phones.has(s)).count() > 1 {
                ui.label(
                    egui::RichText::new(tr!(tr, "gorillas-several-people"))
                        .color(egui::Color32::from_rgb(255, 200, 140)),
                );
            }
        });
    }
    if let Some(seat) = press.seat().filter(|_| public.phase == Phase::Play) {
        let legal = sight.legal(seat);
        let mut chosen = m.local.chosen_by(seat);
        let mut talk_open = talk.0;
        let players = public.players;
        // By the person's held card, but up the right edge or along the bottom where a full
        // table's lower right seat holds its card in the corner.
        let corner = egui::Align2::RIGHT_BOTTOM;
        // Past six seats every corner holds a seat's card: small letters, a narrow frame.
        let full = players > 6;
        let frame = crate::ui::panel_frame(full);
        crate::ui::clear_panel_in(ctx, "verbs", corner, &felt, frame, |ui| {
            crate::ui::panel_style(ui, full, 240.0);
            ui.label(
                egui::RichText::new(tr!(
                    tr,
                    "gorillas-pile-left",
                    cards = public.pile_sizes[seat.index()]
                ))
                .color(colours::BRASS),
            );
            let verbs = [
                (Action::Keep, tr!(tr, "gorillas-verb-keep"), KEEP_KEY),
                (Action::AddCard, tr!(tr, "gorillas-verb-add"), ADD_KEY),
            ];
            for (action, words, key) in verbs {
                press.verb_button(ui, &tr, &words, key, legal.contains(&action), 236.0);
            }
            let talk_label = match chosen {
                Some(to) => tr!(tr, "gorillas-verb-talk-to", who = m.name(to)),
                None => tr!(tr, "gorillas-verb-talk"),
            };
            if ui
                .add(egui::Button::new(talk_label).min_size(egui::vec2(236.0, 0.0)))
                .clicked()
            {
                talk_open = !talk_open;
            }
            if talk_open {
                // Whom to shout at, without offering anything.
                ui.horizontal_wrapped(|ui| {
                    ui.label(tr!(tr, "gorillas-talk-target"));
                    // The choice is a pointing press: the match notes it where it is (a guest's
                    // screen sends it to the host).
                    let seats = Seat::all(players).filter(|&s| s != seat && public.holds(s));
                    for to in seats {
                        if ui
                            .selectable_label(chosen == Some(to), m.name(to))
                            .clicked()
                            && let Some(&key) = super::project::hand_keys(&sight, to).last()
                        {
                            chosen = Some(to);
                            press.point(key);
                        }
                    }
                });
                egui::Grid::new("talk").num_columns(2).show(ui, |ui| {
                    for (i, talk) in Talk::ALL.iter().enumerate() {
                        let words = phrase_words(&tr, &talk.phrase(), |_| String::new());
                        if ui
                            .add_enabled(chosen.is_some(), egui::Button::new(words))
                            .clicked()
                        {
                            press.key(TALK_KEYS[i]);
                        }
                        if i % 2 == 1 {
                            ui.end_row();
                        }
                    }
                });
            }
        });
        talk.0 = talk_open;
    }
    let m = &*m;
    if let Some(summary) = m.summary_up(public) {
        // Its place in the middle, which the scored cards keep clear of (`tally::summary_rect`).
        let size = area.0;
        let players = summary.points.len();
        // That place is in window pixels; egui lays out in points, the window's zoom apart
        // (unscaled, the summary lay shrunk in the top left at 800×600, on the collections).
        let zoom = ctx.zoom_factor();
        let rect = super::tally::summary_rect(size, players);
        let row = super::tally::summary_row(size) / zoom;
        let letters = row * 0.7;
        egui::Area::new("gorillas-summary".into())
            .fixed_pos([
                (rect.min.x + size.width / 2.0) / zoom,
                (size.height / 2.0 - rect.max.y) / zoom,
            ])
            .show(ctx, |ui| {
                let margin = (10.0 / zoom).round();
                let frame = wood_frame().inner_margin(egui::Margin::same(margin as i8));
                frame.show(ui, |ui| {
                    ui.set_width(rect.width() / zoom - 2.0 * margin - 4.0);
                    ui.spacing_mut().item_spacing.y = 0.0;
                    ui.spacing_mut().interact_size.y = row;
                    ui.label(
                        egui::RichText::new(tr!(tr, "gorillas-scored", round = summary.round))
                            .size(row * 0.9)
                            .color(colours::BRASS),
                    );
                    let name = |s: Seat| m.name(s).to_string();
                    // Every seat's row shows; a seat's steps, opened, scroll inside.
                    egui::ScrollArea::vertical()
                        .max_height(players as f32 * row)
                        .show(ui, |ui| {
                            // A row is one row high: the theme's button padding made each
                            // nearly two, and the last rows lay below the box.
                            ui.spacing_mut().button_padding.y = 0.0;
                            for seat in Seat::all(summary.points.len()) {
                                let banana = summary.bananas.contains(&seat);
                                let line = tr!(
                                    tr,
                                    "gorillas-summary-seat",
                                    who = m.name(seat),
                                    points = summary.points[seat.index()] as i64,
                                    bananas = public.bananas[seat.index()] as i64
                                );
                                let colour = if banana {
                                    colours::BRASS
                                } else {
                                    colours::CREAM
                                };
                                let mut text =
                                    egui::RichText::new(line).color(colour).size(letters);
                                if banana {
                                    text = text.strong();
                                }
                                ui.collapsing(text, |ui| {
                                    let cards = step_cards.get(seat.index());
                                    for (k, step) in summary.steps[seat.index()].iter().enumerate()
                                    {
                                        ui.horizontal(|ui| {
                                            // The card the step is about, small, beside its words.
                                            match cards.and_then(|c| c.get(k).copied().flatten()) {
                                                Some(texture) => {
                                                    ui.add(egui::Image::new((
                                                        texture,
                                                        egui::vec2(20.0, 28.0),
                                                    )));
                                                }
                                                None => {
                                                    ui.add_space(24.0);
                                                }
                                            }
                                            ui.label(step_words(&tr, step, name));
                                        });
                                    }
                                });
                            }
                        });
                    let go = egui::RichText::new(tr!(tr, "table-continue")).size(letters);
                    if m.waits_for_person() && ui.button(go).clicked() {
                        press.key(KeyCode::Enter);
                    }
                });
            });
    }
    Ok(())
}
