//! The order in which this frame's raw device events arrived, so every press can be stamped with
//! its rank: keys and mouse buttons in the order the window system delivered them (its ordered
//! `WindowEvent` stream), then gamepads in the order of their raw events. Winit delivers the
//! frame's keyboard and mouse events before the frame polls the gamepads, so they rank first;
//! within each source the order is exact.

use bevy::input::ButtonState;
use bevy::input::gamepad::{GamepadAxisChangedEvent, GamepadButtonChangedEvent};
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::WindowEvent;

/// Gamepads rank after every key and mouse button of the frame.
const PAD_RANKS: u32 = 1 << 16;

/// This frame's presses in arrival order, each with its rank.
#[derive(Resource, Debug, Default, Clone)]
pub struct Arrivals {
    keys: Vec<(KeyCode, u32)>,
    mouse: Vec<(MouseButton, u32)>,
    pads: Vec<(Entity, u32)>,
}

impl Arrivals {
    /// The rank of the first press of `key` this frame (late if it was not seen).
    pub fn key(&self, key: KeyCode) -> u32 {
        rank_of(&self.keys, &key, PAD_RANKS - 2)
    }
    pub fn mouse(&self, button: MouseButton) -> u32 {
        rank_of(&self.mouse, &button, PAD_RANKS - 1)
    }
    pub fn pad(&self, pad: Entity) -> u32 {
        rank_of(&self.pads, &pad, u32::MAX)
    }
    /// The keys pressed this frame, in arrival order.
    pub fn keys(&self) -> impl Iterator<Item = (KeyCode, u32)> + '_ {
        self.keys.iter().copied()
    }
    /// The first key of the frame (the keyboard's cursor and menu presses rank with it).
    pub fn first_key(&self) -> u32 {
        self.keys.first().map_or(PAD_RANKS - 2, |k| k.1)
    }
}

fn rank_of<T: PartialEq>(list: &[(T, u32)], what: &T, late: u32) -> u32 {
    list.iter().find(|(t, _)| t == what).map_or(late, |e| e.1)
}

/// Ranks the frame's raw events (runs before anything reads presses).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArrivalSet;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Arrivals>();
    app.add_systems(
        PreUpdate,
        rank.in_set(ArrivalSet).after(bevy::input::InputSystems),
    );
}

fn rank(
    mut window: MessageReader<WindowEvent>,
    mut keys: MessageReader<KeyboardInput>,
    mut mouse: MessageReader<MouseButtonInput>,
    mut pad_buttons: MessageReader<GamepadButtonChangedEvent>,
    mut pad_axes: MessageReader<GamepadAxisChangedEvent>,
    mut arrivals: ResMut<Arrivals>,
) {
    let a = arrivals.as_mut();
    a.keys.clear();
    a.mouse.clear();
    a.pads.clear();
    let mut next = 0u32;
    // The window system's own order across keyboard and mouse.
    for event in window.read() {
        match event {
            WindowEvent::KeyboardInput(k) if k.state == ButtonState::Pressed && !k.repeat => {
                a.keys.push((k.key_code, next));
                next += 1;
            }
            WindowEvent::MouseButtonInput(m) if m.state == ButtonState::Pressed => {
                a.mouse.push((m.button, next));
                next += 1;
            }
            _ => {}
        }
    }
    // Presses that came without a window event (written directly, as some tools do) rank after
    // those, in their own order.
    for k in keys.read() {
        if k.state == ButtonState::Pressed && !k.repeat && !a.keys.iter().any(|e| e.0 == k.key_code)
        {
            a.keys.push((k.key_code, next));
            next += 1;
        }
    }
    for m in mouse.read() {
        if m.state == ButtonState::Pressed && !a.mouse.iter().any(|e| e.0 == m.button) {
            a.mouse.push((m.button, next));
            next += 1;
        }
    }
    // Gamepads by their first raw event (buttons before axes: a button event is the deliberate
    // one).
    let pads = pad_buttons
        .read()
        .map(|e| e.entity)
        .chain(pad_axes.read().map(|e| e.entity));
    for pad in pads {
        if !a.pads.iter().any(|e| e.0 == pad) {
            let rank = PAD_RANKS + a.pads.len() as u32;
            a.pads.push((pad, rank));
        }
    }
}
