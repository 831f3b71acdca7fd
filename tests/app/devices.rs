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

/// A key goes down, as winit reports it: the keyboard message and the window's ordered event.
/// The frame is not run (several inputs can share one frame, in the order written).
pub fn key_down(app: &mut App, key: KeyCode) {
    let window = window(app);
    let input = KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window,
    };
    app.world_mut().write_message(input.clone());
    app.world_mut()
        .write_message(bevy::window::WindowEvent::KeyboardInput(input));
}

/// The left mouse button goes down at `at` (table coordinates), as winit reports it. The frame
/// is not run.
pub fn mouse_down(app: &mut App, at: Vec2) {
    mouse_button_down(app, at, MouseButton::Left);
}

/// A mouse button goes down at `at` (table coordinates), as winit reports it. The frame is not
/// run.
pub fn mouse_button_down(app: &mut App, at: Vec2, button: MouseButton) {
    let window = window(app);
    {
        let mut w = app.world_mut().get_mut::<Window>(window).unwrap();
        let (width, height) = (w.width(), w.height());
        w.set_cursor_position(Some(Vec2::new(at.x + width / 2.0, height / 2.0 - at.y)));
    }
    let input = bevy::input::mouse::MouseButtonInput {
        button,
        state: ButtonState::Pressed,
        window,
    };
    app.world_mut().write_message(input);
    app.world_mut()
        .write_message(bevy::window::WindowEvent::MouseButtonInput(input));
}

/// A gamepad button goes down (its raw event, as gilrs sends it). The frame is not run.
pub fn pad_down(app: &mut App, pad: Entity, button: GamepadButton) {
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, 1.0,
        )));
}

/// A key goes up again. The frame is not run.
pub fn key_up(app: &mut App, key: KeyCode) {
    key_message(app, key, ButtonState::Released);
}

/// Everything pressed goes up again, and that frame runs.
/// The mouse's buttons go up, as winit reports it. The frame is not run.
pub fn mouse_up(app: &mut App) {
    let window = window(app);
    for button in [MouseButton::Left, MouseButton::Right] {
        app.world_mut()
            .write_message(bevy::input::mouse::MouseButtonInput {
                button,
                state: ButtonState::Released,
                window,
            });
    }
}

pub fn release_all(app: &mut App, keys: &[KeyCode], pads: &[(Entity, GamepadButton)]) {
    for &key in keys {
        key_message(app, key, ButtonState::Released);
    }
    mouse_up(app);
    for &(pad, button) in pads {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, button, 0.0,
            )));
    }
    app.update();
}

pub fn window(app: &mut App) -> Entity {
    app.world_mut()
        .query_filtered::<Entity, With<Window>>()
        .iter(app.world())
        .next()
        .expect("the App has a window")
}

/// A whole click at `at` (table coordinates): down in one frame, up in the next.
pub fn click_at(app: &mut App, at: Vec2) {
    mouse_down(app, at);
    app.update();
    release_all(app, &[], &[]);
}

/// A point where `card` is what a click hits (the topmost clickable thing there): the centre if
/// nothing covers it, else the first uncovered spot of a grid over the card (a fanned hand covers
/// most of each card but its edge).
pub fn card_at(app: &mut App, card: stammtisch_rules::CardId) -> Vec2 {
    uncovered_spot(app, card).unwrap_or_else(|over| {
        panic!("no spot of card {card:?} is uncovered: {over}");
    })
}

/// `card_at`, or what covers the card's centre when no spot of it is uncovered (a real-time
/// table may have cards flying over it).
pub fn uncovered_spot(app: &mut App, card: stammtisch_rules::CardId) -> Result<Vec2, String> {
    use stammtisch::table::cards::{CardPlace, TableCard};
    // First the card lands where the rules put it (a deal may still be flying).
    for _ in 0..1000 {
        let mut cards = app
            .world_mut()
            .query::<(&TableCard, &Transform, &CardPlace)>();
        let landed = cards
            .iter(app.world())
            .find(|(c, _, _)| c.id() == Some(card))
            .is_some_and(|(_, t, p)| t.translation.truncate().distance(p.pos) < 0.5);
        if landed {
            break;
        }
        app.update();
    }
    spot_now(app, card)
}

/// Where a click hits `card` now, without running a frame (it may still be on its way).
pub fn spot_now(app: &mut App, card: stammtisch_rules::CardId) -> Result<Vec2, String> {
    use stammtisch::table::cards::TableCard;
    use stammtisch::table::hit::{Clickable, contains, topmost};
    let mut query = app
        .world_mut()
        .query_filtered::<(Entity, &Transform, &Sprite, Option<&TableCard>), With<Clickable>>();
    let things: Vec<(Entity, Transform, Sprite, Option<stammtisch_rules::CardId>)> = query
        .iter(app.world())
        .map(|(e, t, s, c)| (e, *t, s.clone(), c.and_then(|c| c.id())))
        .collect();
    let (entity, transform, sprite, _) = things
        .iter()
        .find(|t| t.3 == Some(card))
        .expect("the card has an entity")
        .clone();
    let size = sprite.custom_size.unwrap_or(Vec2::ONE) * transform.scale.truncate();
    for fy in [0.0, 0.3, -0.3, 0.45, -0.45] {
        for fx in [0.0, -0.3, 0.3, -0.45, 0.45] {
            let local = Vec3::new(fx * size.x, fy * size.y, 0.0);
            let point = (transform.translation + transform.rotation * local).truncate();
            if !contains(&transform, &sprite, point) {
                continue;
            }
            let hit = topmost(point, things.iter().map(|(e, t, s, _)| (*e, t, s)));
            if hit == Some(entity) {
                return Ok(point);
            }
        }
    }
    let over: Vec<_> = things
        .iter()
        .filter(|(_, t, s, _)| contains(t, s, transform.translation.truncate()))
        .map(|(_, t, _, c)| (c, t.translation))
        .collect();
    Err(format!("at {transform:?}: {over:?}"))
}

/// Types `text` on the keyboard, one character a frame (its key message carries the character,
/// as winit reports a typed letter).
pub fn type_text(app: &mut App, text: &str) {
    let window = window(app);
    for c in text.chars() {
        for state in [ButtonState::Pressed, ButtonState::Released] {
            app.world_mut().write_message(KeyboardInput {
                key_code: KeyCode::Unidentified(bevy::input::keyboard::NativeKeyCode::Unidentified),
                logical_key: Key::Character(c.to_string().into()),
                state,
                text: (state == ButtonState::Pressed).then(|| c.to_string().into()),
                repeat: false,
                window,
            });
            app.update();
        }
    }
}

/// The mouse moves to `at` (window pixels, origin top left) and its left button goes down or
/// up there, as winit reports it (egui reads the window's events). The frame is not run.
pub fn mouse_at_window(app: &mut App, at: Vec2, state: ButtonState) {
    let window = window(app);
    app.world_mut()
        .get_mut::<Window>(window)
        .unwrap()
        .set_cursor_position(Some(at));
    let moved = bevy::window::CursorMoved {
        window,
        position: at,
        delta: None,
    };
    app.world_mut().write_message(moved.clone());
    app.world_mut()
        .write_message(bevy::window::WindowEvent::CursorMoved(moved));
    let input = bevy::input::mouse::MouseButtonInput {
        button: MouseButton::Left,
        state,
        window,
    };
    app.world_mut().write_message(input);
    app.world_mut()
        .write_message(bevy::window::WindowEvent::MouseButtonInput(input));
}
