//! Simulated devices for the headless App: gamepads through Bevy's raw gamepad messages (as
//! gilrs would send them) and keys through keyboard messages (as winit would).

use bevy::input::ButtonState;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

/// Plugs in a new gamepad and returns its entity.
pub fn connect(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    reconnect(app, pad);
    pad
}

/// Plugs a known gamepad in again.
pub fn reconnect(app: &mut App, pad: Entity) {
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    app.update();
}

pub fn unplug(app: &mut App, pad: Entity) {
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Disconnected,
    ));
    app.update();
}

/// Presses the buttons in one frame, in the order given (the order their events arrive), and
/// releases them the frame after.
pub fn press_together(app: &mut App, presses: &[(Entity, GamepadButton)]) {
    for &(pad, button) in presses {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, button, 1.0,
            )));
    }
    app.update();
    for &(pad, button) in presses {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, button, 0.0,
            )));
    }
    app.update();
}

pub fn press(app: &mut App, pad: Entity, button: GamepadButton) {
    press_together(app, &[(pad, button)]);
}

fn key_message(app: &mut App, key: KeyCode, state: ButtonState) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<Window>>()
        .iter(app.world())
        .next()
        .expect("the App has a window");
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window,
    });
}

/// Presses a key for one frame.
pub fn key(app: &mut App, key: KeyCode) {
    key_message(app, key, ButtonState::Pressed);
    app.update();
    key_message(app, key, ButtonState::Released);
    app.update();
}

/// A tap shorter than a frame: press and release arrive in the same frame.
pub fn tap_within_a_frame(app: &mut App, pad: Entity, button: GamepadButton) {
    for value in [1.0, 0.0] {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, button, value,
            )));
    }
    app.update();
    app.update();
}

/// A key tapped within one frame.
pub fn key_within_a_frame(app: &mut App, key: KeyCode) {
    key_message(app, key, ButtonState::Pressed);
    key_message(app, key, ButtonState::Released);
    app.update();
    app.update();
}
