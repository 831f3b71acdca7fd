//! Menus and HUD in egui, themed like the table: wood, felt and brass instead of default grey.
//! The shared kit, a file per concern, each item at one address (here): the look (`theme`), the
//! pieces menus are made of (`widgets`), egui beside the one input stream (`pointer`), where a
//! panel stands so that nothing covers what a player reads (`placement`), a game's HUD (`hud`).

mod attract;
pub mod boxes;
pub mod felt_under;
mod headless;
mod howto;
mod hud;
pub mod layout_check;
mod lobby;
pub mod online;
mod phone_ask;
mod phones;
mod placement;
mod pointer;
mod results;
mod settings;
mod table_overlay;
mod theme;
mod title;
pub mod wheel;
mod widgets;

use bevy::prelude::*;

pub use hud::{HudPress, add_hud, clear_round_box};
pub use placement::{
    clear_panel, clear_panel_in, letter_size, narrow_style, narrow_wood_frame, panel_frame,
    panel_style,
};
pub use theme::{DESIGN_SIZE, colours, ui_zoom};
pub use widgets::{
    CutWords, big_button, centred_frame, fitting_px, fixed_menu_button, full_screen, menu_button,
    message, small_menu_button, wood_frame,
};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        theme::plugin,
        pointer::plugin,
        widgets::plugin,
        boxes::plugin,
        headless::plugin,
        attract::plugin,
        howto::plugin,
        layout_check::plugin,
        title::plugin,
        lobby::plugin,
        phones::plugin,
        online::plugin,
        results::plugin,
        settings::plugin,
        table_overlay::plugin,
    ));
    app.add_plugins(phone_ask::plugin);
}
