//! Reading and changing the bindings kept in the settings, one device kind at a time: which
//! buttons an action has, which actions share a button, and binding a new one. The remap page
//! (`screens::remap`) does its work through these; the input maps follow the settings at once
//! (`controllers::rebind`).

use crate::core::actions::{ALL, Bindings, SeatAction};
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

/// The device kinds with a map of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeviceKind {
    Gamepad,
    Keyboard,
}

/// One button a player can bind: a key or a gamepad button (stick directions stay as they are).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Binding {
    Key(KeyCode),
    Pad(GamepadButton),
}

impl Binding {
    pub fn kind(self) -> DeviceKind {
        match self {
            Binding::Key(_) => DeviceKind::Keyboard,
            Binding::Pad(_) => DeviceKind::Gamepad,
        }
    }

    /// Escape and the gamepad's Start are kept for the pause menu and for cancelling a remap, so
    /// a player can never lock themselves out of the menus: they can't be bound to anything else.
    pub fn reserved(self) -> bool {
        matches!(
            self,
            Binding::Key(KeyCode::Escape) | Binding::Pad(GamepadButton::Start)
        )
    }

    fn of(input: &dyn Buttonlike) -> Option<Binding> {
        let any = bevy::reflect::Reflect::as_any(input);
        if let Some(key) = any.downcast_ref::<KeyCode>() {
            Some(Binding::Key(*key))
        } else {
            any.downcast_ref::<GamepadButton>()
                .map(|b| Binding::Pad(*b))
        }
    }

    fn insert_into(self, map: &mut InputMap<SeatAction>, action: SeatAction) {
        match self {
            Binding::Key(key) => map.insert(action, key),
            Binding::Pad(button) => map.insert(action, button),
        };
    }
}

fn map(bindings: &Bindings, kind: DeviceKind) -> &InputMap<SeatAction> {
    match kind {
        DeviceKind::Gamepad => &bindings.gamepad,
        DeviceKind::Keyboard => &bindings.keyboard,
    }
}

/// The keys or buttons `action` has, in the order they were bound.
pub fn bound(bindings: &Bindings, kind: DeviceKind, action: SeatAction) -> Vec<Binding> {
    map(bindings, kind)
        .get_buttonlike(&action)
        .map(|inputs| {
            inputs
                .iter()
                .filter_map(|input| Binding::of(input.as_ref()))
                .filter(|b| b.kind() == kind)
                .collect()
        })
        .unwrap_or_default()
}

/// The stick directions that also move for `action` (gamepads only).
pub fn sticks(bindings: &Bindings, action: SeatAction) -> Vec<GamepadControlDirection> {
    bindings
        .gamepad
        .get_buttonlike(&action)
        .map(|inputs| {
            inputs
                .iter()
                .filter_map(|input| {
                    bevy::reflect::Reflect::as_any(input.as_ref())
                        .downcast_ref::<GamepadControlDirection>()
                        .copied()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The actions that `binding` triggers, in the order of `ALL`.
pub fn actions_on(bindings: &Bindings, binding: Binding) -> Vec<SeatAction> {
    ALL.into_iter()
        .filter(|&a| bound(bindings, binding.kind(), a).contains(&binding))
        .collect()
}

/// Every button of `kind` that triggers more than one action, with those actions.
pub fn conflicts(bindings: &Bindings, kind: DeviceKind) -> Vec<(Binding, Vec<SeatAction>)> {
    let mut seen: Vec<Binding> = Vec::new();
    let mut out = Vec::new();
    for action in ALL {
        for binding in bound(bindings, kind, action) {
            if seen.contains(&binding) {
                continue;
            }
            seen.push(binding);
            let actions = actions_on(bindings, binding);
            if actions.len() > 1 {
                out.push((binding, actions));
            }
        }
    }
    out
}

/// `action`'s buttons of `kind` become `buttons` (its stick directions stay).
pub fn set(bindings: &mut Bindings, kind: DeviceKind, action: SeatAction, buttons: &[Binding]) {
    let map = match kind {
        DeviceKind::Gamepad => &mut bindings.gamepad,
        DeviceKind::Keyboard => &mut bindings.keyboard,
    };
    let mut kept: Vec<Box<dyn Buttonlike>> = map
        .get_buttonlike(&action)
        .map(|inputs| {
            inputs
                .iter()
                .filter(|input| Binding::of(input.as_ref()).is_none())
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    map.clear_action(&action);
    for input in kept.drain(..) {
        map.insert_boxed(action, input);
    }
    for binding in buttons.iter().filter(|b| b.kind() == kind) {
        binding.insert_into(map, action);
    }
}

/// The default bindings of one device kind, the other kept.
pub fn reset(bindings: &mut Bindings, kind: DeviceKind) {
    let defaults = Bindings::default();
    match kind {
        DeviceKind::Gamepad => bindings.gamepad = defaults.gamepad,
        DeviceKind::Keyboard => bindings.keyboard = defaults.keyboard,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binding_a_button_replaces_the_action_s_buttons_and_keeps_the_stick() {
        let mut b = Bindings::default();
        assert_eq!(
            bound(&b, DeviceKind::Gamepad, SeatAction::Up),
            vec![Binding::Pad(GamepadButton::DPadUp)]
        );
        set(
            &mut b,
            DeviceKind::Gamepad,
            SeatAction::Up,
            &[Binding::Pad(GamepadButton::North)],
        );
        assert_eq!(
            bound(&b, DeviceKind::Gamepad, SeatAction::Up),
            vec![Binding::Pad(GamepadButton::North)]
        );
        assert_eq!(sticks(&b, SeatAction::Up).len(), 1);
        // North was Act2's too: a conflict, named with both actions.
        assert_eq!(
            conflicts(&b, DeviceKind::Gamepad),
            vec![(
                Binding::Pad(GamepadButton::North),
                vec![SeatAction::Up, SeatAction::Act2]
            )]
        );
        assert!(conflicts(&b, DeviceKind::Keyboard).is_empty());
        reset(&mut b, DeviceKind::Gamepad);
        assert_eq!(b, Bindings::default());
    }

    #[test]
    fn the_default_maps_have_no_conflicts() {
        let b = Bindings::default();
        assert!(conflicts(&b, DeviceKind::Gamepad).is_empty());
        assert!(conflicts(&b, DeviceKind::Keyboard).is_empty());
        assert_eq!(
            bound(&b, DeviceKind::Keyboard, SeatAction::Confirm),
            vec![
                Binding::Key(KeyCode::Enter),
                Binding::Key(KeyCode::NumpadEnter)
            ]
        );
    }
}
