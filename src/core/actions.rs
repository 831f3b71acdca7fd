//! What a seat's device can do, and the default bindings (console conventions), which the
//! settings file keeps and a player may remap there.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use serde::{Deserialize, Serialize};

/// One seat's actions, the same for every device.
#[derive(Actionlike, PartialEq, Eq, Clone, Copy, Hash, Debug, Reflect, Serialize, Deserialize)]
pub enum SeatAction {
    Up,
    Down,
    Left,
    Right,
    /// Pick what the cursor rests on; join the table in the lobby.
    Confirm,
    /// Drop a pick; leave the seat in the lobby.
    Back,
    /// The pause menu (and "deal" in the lobby).
    Pause,
    /// Held: the seat's private cards show on a shared screen.
    Peek,
    /// Cursor to the next / previous place; colour change in the lobby.
    Next,
    Prev,
    /// The game's verbs (see `TableButton`).
    Act1,
    Act2,
    Act3,
}

/// Every action, for menus and tests.
pub const ALL: [SeatAction; 13] = [
    SeatAction::Up,
    SeatAction::Down,
    SeatAction::Left,
    SeatAction::Right,
    SeatAction::Confirm,
    SeatAction::Back,
    SeatAction::Pause,
    SeatAction::Peek,
    SeatAction::Next,
    SeatAction::Prev,
    SeatAction::Act1,
    SeatAction::Act2,
    SeatAction::Act3,
];

/// Gamepads: South confirms, East backs out, Start pauses, shoulders cycle targets, D-pad or
/// left stick move, West/North/right trigger are the game's verbs, Select or left trigger peeks.
pub fn gamepad_defaults() -> InputMap<SeatAction> {
    use GamepadButton as B;
    let mut map = InputMap::new([
        (SeatAction::Up, B::DPadUp),
        (SeatAction::Down, B::DPadDown),
        (SeatAction::Left, B::DPadLeft),
        (SeatAction::Right, B::DPadRight),
        (SeatAction::Confirm, B::South),
        (SeatAction::Back, B::East),
        (SeatAction::Pause, B::Start),
        (SeatAction::Peek, B::Select),
        (SeatAction::Peek, B::LeftTrigger2),
        (SeatAction::Next, B::RightTrigger),
        (SeatAction::Prev, B::LeftTrigger),
        (SeatAction::Act1, B::West),
        (SeatAction::Act2, B::North),
        (SeatAction::Act3, B::RightTrigger2),
    ]);
    let stick = [
        (SeatAction::Up, GamepadControlDirection::LEFT_UP),
        (SeatAction::Down, GamepadControlDirection::LEFT_DOWN),
        (SeatAction::Left, GamepadControlDirection::LEFT_LEFT),
        (SeatAction::Right, GamepadControlDirection::LEFT_RIGHT),
    ];
    for (action, direction) in stick {
        map.insert(action, direction.threshold(0.6));
    }
    map
}

/// The keyboard: arrows move, Enter confirms, Backspace backs out, Escape pauses, Tab cycles,
/// Shift peeks. The games add their own letter keys for verbs.
pub fn keyboard_defaults() -> InputMap<SeatAction> {
    use KeyCode as K;
    InputMap::new([
        (SeatAction::Up, K::ArrowUp),
        (SeatAction::Down, K::ArrowDown),
        (SeatAction::Left, K::ArrowLeft),
        (SeatAction::Right, K::ArrowRight),
        (SeatAction::Confirm, K::Enter),
        (SeatAction::Confirm, K::NumpadEnter),
        (SeatAction::Back, K::Backspace),
        (SeatAction::Pause, K::Escape),
        (SeatAction::Peek, K::ShiftLeft),
        (SeatAction::Next, K::Tab),
    ])
}

/// The bindings the settings file keeps: one map for every gamepad, one for the keyboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bindings {
    pub gamepad: InputMap<SeatAction>,
    pub keyboard: InputMap<SeatAction>,
}

impl Default for Bindings {
    fn default() -> Self {
        Bindings {
            gamepad: gamepad_defaults(),
            keyboard: keyboard_defaults(),
        }
    }
}
