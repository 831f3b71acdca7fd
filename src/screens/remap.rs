//! The remap page's ear: while an action waits for its new button, the next key (keyboard page)
//! or gamepad button (gamepad page) pressed is bound to it. Escape or Start cancels from either
//! device: they stay with the pause menu and can't be bound to another action, so a player can
//! never lock themselves out of the menus.

use super::settings::{Page, SettingsMenu, bind};
use crate::input::remap::{Binding, DeviceKind};
use crate::settings::Settings;
use bevy::prelude::*;

/// Takes the first key or button pressed this frame for the action waiting on the remap page.
pub(super) fn capture(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    mut menu: ResMut<SettingsMenu>,
    mut settings: ResMut<Settings>,
) {
    if menu.waiting.is_none() {
        return;
    }
    let Page::Remap(kind) = menu.page else {
        menu.waiting = None;
        return;
    };
    let key = keys.get_just_pressed().next().copied();
    let button = pads
        .iter()
        .find_map(|pad| pad.get_just_pressed().next().copied());
    let cancel = [
        key.map(Binding::Key).filter(|b| b.reserved()),
        button.map(Binding::Pad).filter(|b| b.reserved()),
    ];
    let pressed = match kind {
        DeviceKind::Keyboard => key.map(Binding::Key),
        DeviceKind::Gamepad => button.map(Binding::Pad),
    };
    if let Some(binding) = cancel.into_iter().flatten().next().or(pressed) {
        bind(&mut menu, &mut settings, binding);
    }
}
