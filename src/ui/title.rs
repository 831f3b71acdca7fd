//! The title screen's widgets.

use super::{colours, menu_button};
use crate::core::Screen;
use crate::screens::menu::MenuFocus;
use crate::screens::title::TitleChoice;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};
use stammtisch_rules::FrenchCard;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        title.run_if(in_state(Screen::Title)),
    );
}

#[allow(clippy::too_many_arguments)]
fn title(
    mut contexts: EguiContexts,
    settings: Res<crate::settings::Settings>,
    idle: Res<crate::screens::title::IdleTime>,
    focus: Res<MenuFocus>,
    mut choices: MessageWriter<TitleChoice>,
    mut last: ResMut<crate::screens::menu::LastMenuDevice>,
    art: Option<Res<crate::assets::CardArt>>,
    mut fan: Local<Vec<egui::TextureId>>,
    games: Res<crate::core::TableGames>,
    tr: Res<crate::core::Tr>,
    overlay: Res<State<crate::core::overlay::Overlay>>,
    (toast, time): (Res<crate::core::Toast>, Res<Time>),
) -> Result {
    // The settings screen is drawn in the title's place, on the title's felt.
    if *overlay.get() == crate::core::overlay::Overlay::Settings {
        super::full_screen(contexts.ctx_mut()?, |_| {});
        return Ok(());
    }
    if fan.is_empty() {
        if let Some(art) = &art {
            // Three hands of the French deck (the first a winning one), fanned above the title.
            for code in ["10H", "AS", "KS", "QS", "JD"] {
                let card = code.parse::<FrenchCard>().expect("fan cards are valid");
                fan.push(
                    contexts.add_image(EguiTextureHandle::Strong(art.french().front(card.id()))),
                );
            }
        }
    }
    let ctx = contexts.ctx_mut()?;
    // Why this screen is back on its title (a table in another home closed, a join failed), over
    // the fan for a few seconds.
    // Placed by the width it is drawn at, measured before it is drawn: anchored at the top
    // centre, its first frame stood by a width egui had not yet measured and it jumped.
    if let Some(said) = toast.current(time.elapsed_secs()) {
        let window = ctx.content_rect().width();
        let one_line = ctx.fonts_mut(|f| {
            f.layout_no_wrap(
                said.to_string(),
                egui::FontId::proportional(20.0),
                egui::Color32::WHITE,
            )
            .size()
            .x
        });
        // Its words, the frame's margins both sides, at most the message's width.
        let width = one_line
            .min(super::widgets::MESSAGE_WIDTH)
            .min(window - 60.0);
        egui::Area::new("title-message".into())
            .fixed_pos(egui::pos2(((window - width) / 2.0 - 12.0).max(0.0), 12.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| super::widgets::message_within(ui, said, width));
    }
    super::full_screen(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.04);
            // The fan gives way to the menu: what is left above the menu's own room.
            let scale = ((ui.available_height() - FAN_ROOM) / 170.0).clamp(0.0, 1.0);
            if scale > 0.35 {
                card_fan(ui, &fan, scale);
            }
            ui.label(
                egui::RichText::new("Stammtisch")
                    .size(84.0)
                    .color(colours::BRASS)
                    .family(egui::FontFamily::Name("bold".into())),
            );
            ui.label(
                egui::RichText::new(crate::tr!(tr, "title-tagline"))
                    .size(24.0)
                    .italics(),
            );
            ui.add_space(36.0);
            for (i, choice) in TitleChoice::ALL.into_iter().enumerate() {
                if menu_button(ui, &choice.label(&games, &tr), focus.0 == i).clicked() {
                    last.0 = crate::input::controllers::Device::Mouse;
                    choices.write(choice);
                }
            }
            ui.add_space(28.0);
            let games: Vec<&str> = games.0.iter().map(|g| g.title).collect();
            let at_table = crate::tr!(tr, "title-at-table", games = games.join(" · "));
            ui.label(egui::RichText::new(at_table).size(18.0));
            let left = (settings.attract_after_secs - idle.0).max(0.0);
            if left < 10.0 {
                ui.label(
                    egui::RichText::new(crate::tr!(
                        tr,
                        "title-bots-take-over",
                        secs = format!("{left:.0}")
                    ))
                    .size(16.0)
                    .weak(),
                );
            }
        });
    });
    version_corner(ctx, &tr);
    Ok(())
}

/// The version and its commit, small in the top right corner (clear of the centred fan, words
/// and menu at every window size; the bottom line of game names is as wide as 800 pixels).
fn version_corner(ctx: &egui::Context, tr: &crate::core::Tr) {
    use crate::core::version::{COMMIT, VERSION};
    egui::Area::new("title-version".into())
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 6.0])
        .interactable(false)
        .show(ctx, |ui| {
            let said = crate::tr!(tr, "title-version", version = VERSION, commit = COMMIT);
            ui.label(egui::RichText::new(said).size(13.0).weak());
        });
}

/// What the title's words and menu need under the fan (points): the fan is drawn smaller, or
/// not at all, so the last menu item stays in the window.
const FAN_ROOM: f32 = 580.0;

/// Five cards held in a fan, as a hand at the Stammtisch (`scale` 1: 170 points high).
fn card_fan(ui: &mut egui::Ui, cards: &[egui::TextureId], scale: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(420.0, 170.0) * scale, egui::Sense::hover());
    let size = egui::vec2(100.0, 140.0) * scale;
    let pivot = rect.center_bottom() + egui::vec2(0.0, 170.0 * scale);
    for (i, &texture) in cards.iter().enumerate() {
        let angle = (i as f32 - (cards.len() as f32 - 1.0) / 2.0) * 0.16;
        let centre = pivot + egui::vec2(angle.sin(), -angle.cos()) * 250.0 * scale;
        let card = egui::Rect::from_center_size(centre, size);
        egui::Image::new((texture, size))
            .rotate(angle, egui::vec2(0.5, 0.5))
            .corner_radius(6)
            .paint_at(ui, card);
    }
}
