//! The settings screen's widgets, over the title or the paused table: every click writes the
//! same `SettingsInput` the model (`screens::settings`) handles for keys and pads.

use super::{colours, fixed_menu_button, wood_frame};
use crate::core::Tr;
use crate::input::glyphs::{PadKind, hint_kind};
use crate::screens::settings::{SettingsInput, SettingsItem, SettingsMenu};
use crate::screens::settings_words::{headline, item_text};
use crate::settings::{Settings, language_in_use};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        settings_screen.run_if(in_state(crate::core::overlay::Overlay::Settings)),
    );
}

#[allow(clippy::too_many_arguments)]
fn settings_screen(
    mut contexts: EguiContexts,
    menu: Res<SettingsMenu>,
    settings: Res<Settings>,
    tr: Res<Tr>,
    mode: Res<crate::core::mode::Mode>,
    pads: Query<(&Gamepad, Option<&Name>)>,
    mut inputs: MessageWriter<SettingsInput>,
    mut name: Local<Option<String>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let pad: PadKind = hint_kind(pads.iter());
    let system = language_in_use(None, mode.is_headless());
    let (title, hint) = headline(&menu, pad, &tr);
    egui::Area::new("settings".into())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            wood_frame().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(egui::RichText::new(title).size(32.0).color(colours::BRASS));
                    ui.label(egui::RichText::new(hint).size(15.0).weak());
                    let height = ui.ctx().content_rect().height() * 0.72;
                    egui::ScrollArea::vertical()
                        .max_height(height)
                        .min_scrolled_height(height)
                        .show(ui, |ui| {
                            for (i, item) in menu.items().into_iter().enumerate() {
                                let focused = menu.focus == i;
                                row(
                                    ui,
                                    item,
                                    focused,
                                    &menu,
                                    &settings,
                                    system,
                                    pad,
                                    &tr,
                                    &mut inputs,
                                    &mut name,
                                );
                            }
                        });
                });
            });
        });
    Ok(())
}

/// One entry: − and + beside a value, a text field for the name, else a button.
#[allow(clippy::too_many_arguments)]
fn row(
    ui: &mut egui::Ui,
    item: SettingsItem,
    focused: bool,
    menu: &SettingsMenu,
    settings: &Settings,
    system: crate::core::Lang,
    pad: PadKind,
    tr: &Tr,
    inputs: &mut MessageWriter<SettingsInput>,
    name: &mut Option<String>,
) {
    let (label, value) = item_text(item, menu, settings, system, pad, tr);
    let text = match &value {
        Some(value) => format!("{label}: {value}"),
        None => label.clone(),
    };
    if item == SettingsItem::Name {
        ui.horizontal(|ui| {
            ui.add_space(SIDE + ui.spacing().item_spacing.x);
            ui.label(egui::RichText::new(format!("{label}:")).size(19.0));
            let buffer = name.get_or_insert_with(|| settings.player_name.clone());
            let field = ui.add(
                egui::TextEdit::singleline(buffer)
                    .desired_width(WIDTH - 160.0)
                    .char_limit(crate::settings::NAME_CHARS),
            );
            if menu.editing_name && !field.has_focus() && !field.lost_focus() {
                field.request_focus();
            }
            if field.gained_focus() || (field.clicked() && !menu.editing_name) {
                inputs.write(SettingsInput::Typing(true));
            }
            if field.lost_focus() {
                inputs.write(SettingsInput::Name(buffer.clone()));
                *name = None;
            } else if focused && !field.has_focus() {
                ui.label(egui::RichText::new("«").color(colours::BRASS));
            }
        });
        return;
    }
    let stepped = matches!(
        item,
        SettingsItem::Volume
            | SettingsItem::BotPace
            | SettingsItem::AttractDelay
            | SettingsItem::Reconnect
            | SettingsItem::Language
    );
    ui.horizontal(|ui| {
        // The same slots on every row, so the entries stand in one column.
        let side = egui::vec2(SIDE, 38.0);
        if stepped {
            if ui.add_sized(side, egui::Button::new("-")).clicked() {
                inputs.write(SettingsInput::Change(item, -1));
            }
        } else {
            ui.add_space(SIDE + ui.spacing().item_spacing.x);
        }
        let button = fixed_menu_button(ui, &text, focused, WIDTH);
        if button.clicked() {
            inputs.write(SettingsInput::Choose(item));
        }
        if focused {
            // A keyboard or a pad moving down a long page keeps its entry in sight.
            button.scroll_to_me(None);
        }
        if stepped {
            if ui.add_sized(side, egui::Button::new("+")).clicked() {
                inputs.write(SettingsInput::Change(item, 1));
            }
        } else {
            ui.add_space(SIDE);
        }
    });
}

/// The entries' width and the width of their − and + beside them.
const WIDTH: f32 = 560.0;
const SIDE: f32 = 38.0;
