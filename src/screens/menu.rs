//! Menus without a mouse: Up/Down move the focus, Confirm chooses, Back leaves. Every screen's
//! items are a list; egui draws them and the mouse clicks the same items.

use crate::core::actions::SeatAction;
use crate::input::controllers::{Device, Presses};
use bevy::prelude::*;

/// The focused item of the current screen's menu.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MenuFocus(pub usize);

/// The device that made the last menu choice: a game chosen with a gamepad seats that gamepad.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMenuDevice(pub Device);

impl Default for LastMenuDevice {
    fn default() -> Self {
        LastMenuDevice(Device::Mouse)
    }
}

/// What the controllers asked of a menu this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuPick {
    Chosen(usize, Device),
    Back(Device),
}

/// Moves the focus over `items` entries and reports a choice or a step back, if any.
/// `takes` filters the presses a screen handles itself (the lobby's joins).
pub fn step(
    presses: &Presses,
    focus: &mut MenuFocus,
    items: usize,
    takes: impl Fn(&crate::input::controllers::Press) -> bool,
) -> Option<MenuPick> {
    for press in presses.0.iter().filter(|p| takes(p)) {
        match press.action {
            SeatAction::Up => focus.0 = (focus.0 + items - 1) % items.max(1),
            SeatAction::Down => focus.0 = (focus.0 + 1) % items.max(1),
            SeatAction::Confirm => {
                return Some(MenuPick::Chosen(focus.0.min(items - 1), press.device));
            }
            SeatAction::Back => return Some(MenuPick::Back(press.device)),
            _ => {}
        }
    }
    None
}

/// Like `step`, over items drawn `per_row` to a row: Left/Right move within a row (round it),
/// Up/Down to the row above or below (round the rows), staying in the column where it can.
pub fn step_grid(
    presses: &Presses,
    focus: &mut MenuFocus,
    items: usize,
    per_row: usize,
    takes: impl Fn(&crate::input::controllers::Press) -> bool,
) -> Option<MenuPick> {
    let per_row = per_row.max(1);
    let rows = items.div_ceil(per_row).max(1);
    for press in presses.0.iter().filter(|p| takes(p)) {
        let at = focus.0.min(items.saturating_sub(1));
        let (row, col) = (at / per_row, at % per_row);
        let row_start = row * per_row;
        let row_len = per_row.min(items - row_start);
        let to_row = |r: usize| (r * per_row + col).min(items - 1);
        match press.action {
            SeatAction::Left => focus.0 = row_start + (col + row_len - 1) % row_len,
            SeatAction::Right => focus.0 = row_start + (col + 1) % row_len,
            SeatAction::Up => focus.0 = to_row((row + rows - 1) % rows),
            SeatAction::Down => focus.0 = to_row((row + 1) % rows),
            SeatAction::Confirm => return Some(MenuPick::Chosen(at, press.device)),
            SeatAction::Back => return Some(MenuPick::Back(press.device)),
            _ => {}
        }
    }
    None
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuFocus>();
    app.init_resource::<LastMenuDevice>();
    for screen in [
        crate::core::Screen::Title,
        crate::core::Screen::Lobby,
        crate::core::Screen::Results,
    ] {
        app.add_systems(OnEnter(screen), |mut focus: ResMut<MenuFocus>| focus.0 = 0);
    }
}
