//! Devices as controllers: every gamepad gets its own input map when it connects, the keyboard
//! has one from the start; each frame their presses are listed in the order they arrived.

use crate::core::actions::{ALL, SeatAction};
use crate::settings::Settings;
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

/// A device that can play a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Device {
    Mouse,
    Keyboard,
    Gamepad(Entity),
}

/// The entity holding a device's input map and action state (a gamepad's own entity, or the
/// keyboard's). A gamepad keeps it when unplugged, so a replugged pad is the same controller.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Controller {
    pub device: Device,
    /// 1, 2, ... in the order gamepads connected (for names like "Pad 2").
    pub number: u8,
}

/// One press this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    pub device: Device,
    pub action: SeatAction,
    /// Arrival rank within the frame: lower arrived earlier.
    pub order: u32,
}

/// This frame's presses from every controller, earliest first, ranked as `arrivals` says.
#[derive(Resource, Debug, Default, Clone)]
pub struct Presses(pub Vec<Press>);

impl Presses {
    pub fn of(&self, action: SeatAction) -> impl Iterator<Item = &Press> {
        self.0.iter().filter(move |p| p.action == action)
    }
    /// This frame's presses of one device.
    pub fn of_device(&self, device: Device) -> impl Iterator<Item = &Press> {
        self.0.iter().filter(move |p| p.device == device)
    }
}

/// Collects presses after the input maps updated, before any screen or table system reads them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ControllerSet;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<SeatAction>::default());
    app.init_resource::<Presses>();
    app.add_systems(Startup, spawn_keyboard);
    app.add_systems(
        PreUpdate,
        (
            stretch_taps
                .after(bevy::input::InputSystems)
                .before(leafwing_input_manager::plugin::InputManagerSystem::Unify),
            collect_presses
                .after(leafwing_input_manager::plugin::InputManagerSystem::ManualControl)
                .after(super::arrivals::ArrivalSet),
        ),
    );
    app.add_systems(Update, (give_gamepads_maps, rebind).in_set(ControllerSet));
}

fn spawn_keyboard(mut commands: Commands, settings: Res<Settings>) {
    commands.spawn((
        Name::new("Keyboard controller"),
        Controller {
            device: Device::Keyboard,
            number: 0,
        },
        settings.bindings.keyboard.clone(),
    ));
}

/// A gamepad that connects for the first time becomes a controller with the gamepad bindings.
fn give_gamepads_maps(
    mut commands: Commands,
    settings: Res<Settings>,
    pads: Query<Entity, (With<Gamepad>, Without<Controller>)>,
    controllers: Query<&Controller>,
) {
    let mut number = controllers.iter().map(|c| c.number).max().unwrap_or(0);
    for pad in &pads {
        number += 1;
        info!("gamepad {number} connected");
        commands.entity(pad).insert((
            Controller {
                device: Device::Gamepad(pad),
                number,
            },
            settings.bindings.gamepad.clone().with_gamepad(pad),
        ));
    }
}

/// Remapped bindings in the settings reach every controller at once.
fn rebind(settings: Res<Settings>, mut maps: Query<(&Controller, &mut InputMap<SeatAction>)>) {
    if !settings.is_changed() {
        return;
    }
    for (controller, mut map) in &mut maps {
        let wanted = match controller.device {
            Device::Gamepad(pad) => settings.bindings.gamepad.clone().with_gamepad(pad),
            _ => settings.bindings.keyboard.clone(),
        };
        if *map != wanted {
            *map = wanted;
        }
    }
}

/// Taps held for the button-held logic of the input maps: a press and release inside one frame
/// (a quick tap on a slow machine) would be lost, so it is held for that frame and released in
/// the next.
fn stretch_taps(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pads: Query<(Entity, &mut Gamepad)>,
    mut held: Local<(Vec<KeyCode>, Vec<(Entity, GamepadButton)>)>,
) {
    for key in held.0.drain(..) {
        keys.release(key);
    }
    for (entity, button) in held.1.drain(..) {
        if let Ok((_, mut pad)) = pads.get_mut(entity) {
            pad.digital_mut().release(button);
            pad.analog_mut().set(button, 0.0);
        }
    }
    let taps: Vec<KeyCode> = keys
        .get_just_pressed()
        .filter(|k| keys.just_released(**k))
        .copied()
        .collect();
    for key in taps {
        keys.press(key);
        keys.clear_just_released(key);
        held.0.push(key);
    }
    for (entity, mut pad) in &mut pads {
        let taps: Vec<GamepadButton> = pad
            .get_just_pressed()
            .filter(|b| pad.just_released(**b))
            .copied()
            .collect();
        for button in taps {
            let digital = pad.bypass_change_detection().digital_mut();
            digital.press(button);
            digital.clear_just_released(button);
            pad.bypass_change_detection().analog_mut().set(button, 1.0);
            held.1.push((entity, button));
        }
    }
}

fn collect_presses(
    arrivals: Res<super::arrivals::Arrivals>,
    controllers: Query<(&Controller, &ActionState<SeatAction>)>,
    typing: Res<crate::core::TypingInUi>,
    mut presses: ResMut<Presses>,
) {
    presses.0.clear();
    for (controller, state) in &controllers {
        // Keys typed into a text field are text, not presses.
        if controller.device == Device::Keyboard && typing.0 {
            continue;
        }
        let order = match controller.device {
            Device::Gamepad(pad) => arrivals.pad(pad),
            _ => arrivals.first_key(),
        };
        for action in ALL {
            if state.just_pressed(&action) {
                presses.0.push(Press {
                    device: controller.device,
                    action,
                    order,
                });
            }
        }
    }
    presses.0.sort_by_key(|p| p.order);
}
