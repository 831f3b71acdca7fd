//! What a button is called on the device in hand: Xbox, PlayStation and Nintendo pads print
//! different labels on the same places, so hints and the remap page name a gamepad button as the
//! pad says it (and a key as the keyboard says it).
//!
//! Letters and abbreviations printed on the pads ("A", "LB", "ZR", "+") are the same in every
//! language and stay here; words ("Kreuz", "Steuerkreuz hoch") come from the catalogue. The
//! bundled font has no ✕ ○ □ △, so PlayStation's face buttons are named in words.

use crate::core::Tr;
use crate::tr;
use bevy::prelude::*;

/// The family a gamepad belongs to, from its USB vendor or its name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PadKind {
    #[default]
    Generic,
    Xbox,
    PlayStation,
    Nintendo,
}

/// USB vendor ids of the three pad makers.
pub const SONY: u16 = 0x054C;
pub const NINTENDO: u16 = 0x057E;
pub const MICROSOFT: u16 = 0x045E;

impl PadKind {
    /// The family from the vendor id, else from words in the pad's name.
    pub fn of(vendor: Option<u16>, name: &str) -> PadKind {
        match vendor {
            Some(SONY) => return PadKind::PlayStation,
            Some(NINTENDO) => return PadKind::Nintendo,
            Some(MICROSOFT) => return PadKind::Xbox,
            _ => {}
        }
        let name = name.to_ascii_lowercase();
        let has = |words: &[&str]| words.iter().any(|w| name.contains(w));
        if has(&[
            "playstation",
            "dualshock",
            "dualsense",
            "ps3",
            "ps4",
            "ps5",
            "sony",
        ]) {
            PadKind::PlayStation
        } else if has(&["nintendo", "switch", "joy-con", "pro controller"]) {
            PadKind::Nintendo
        } else if has(&["xbox", "x-box", "microsoft", "xinput"]) {
            PadKind::Xbox
        } else {
            PadKind::Generic
        }
    }

    /// The family of a connected gamepad (Bevy names the pad's entity after it).
    pub fn of_pad(pad: &Gamepad, name: Option<&Name>) -> PadKind {
        PadKind::of(pad.vendor_id(), name.map_or("", |n| n.as_str()))
    }
}

/// The family whose labels hints show: the first connected gamepad's; without one, the most
/// common layout's (Xbox letters: "A" reads better than "the bottom button").
pub fn hint_kind<'a>(pads: impl IntoIterator<Item = (&'a Gamepad, Option<&'a Name>)>) -> PadKind {
    pads.into_iter()
        .next()
        .map_or(PadKind::Xbox, |(pad, name)| PadKind::of_pad(pad, name))
}

/// The label of `button` on a pad of `kind`.
pub fn button_label(kind: PadKind, button: GamepadButton, tr: &Tr) -> String {
    use GamepadButton as B;
    use PadKind as K;
    let printed = |xbox: &str, ps: &str, nintendo: &str, generic: &str| {
        match kind {
            K::Xbox => xbox,
            K::PlayStation => ps,
            K::Nintendo => nintendo,
            K::Generic => generic,
        }
        .to_string()
    };
    match (kind, button) {
        (K::PlayStation, B::South) => tr!(tr, "pad-ps-cross"),
        (K::PlayStation, B::East) => tr!(tr, "pad-ps-circle"),
        (K::PlayStation, B::West) => tr!(tr, "pad-ps-square"),
        (K::PlayStation, B::North) => tr!(tr, "pad-ps-triangle"),
        (K::Generic, B::South) => tr!(tr, "pad-south"),
        (K::Generic, B::East) => tr!(tr, "pad-east"),
        (K::Generic, B::West) => tr!(tr, "pad-west"),
        (K::Generic, B::North) => tr!(tr, "pad-north"),
        // Nintendo swaps the letters: A is on the right, B at the bottom.
        (_, B::South) => printed("A", "", "B", ""),
        (_, B::East) => printed("B", "", "A", ""),
        (_, B::West) => printed("X", "", "Y", ""),
        (_, B::North) => printed("Y", "", "X", ""),
        (_, B::LeftTrigger) => printed("LB", "L1", "L", "L1"),
        (_, B::RightTrigger) => printed("RB", "R1", "R", "R1"),
        (_, B::LeftTrigger2) => printed("LT", "L2", "ZL", "L2"),
        (_, B::RightTrigger2) => printed("RT", "R2", "ZR", "R2"),
        (_, B::Select) => printed("View", "Share", "-", "Select"),
        (_, B::Start) => printed("Menu", "Options", "+", "Start"),
        (_, B::Mode) => printed("Xbox", "PS", "Home", "Mode"),
        (_, B::LeftThumb) => printed("LS", "L3", "LS", "L3"),
        (_, B::RightThumb) => printed("RS", "R3", "RS", "R3"),
        (_, B::DPadUp) => tr!(tr, "pad-dpad-up"),
        (_, B::DPadDown) => tr!(tr, "pad-dpad-down"),
        (_, B::DPadLeft) => tr!(tr, "pad-dpad-left"),
        (_, B::DPadRight) => tr!(tr, "pad-dpad-right"),
        (_, B::C) => "C".into(),
        (_, B::Z) => "Z".into(),
        (_, B::Other(n)) => tr!(tr, "pad-other", number = n),
    }
}

/// The label of a key as the keyboard shows it.
pub fn key_label(key: KeyCode, tr: &Tr) -> String {
    use KeyCode as K;
    let word = match key {
        K::ArrowUp => "key-up",
        K::ArrowDown => "key-down",
        K::ArrowLeft => "key-left",
        K::ArrowRight => "key-right",
        K::Enter => "key-enter",
        K::NumpadEnter => "key-numpad-enter",
        K::Backspace => "key-backspace",
        K::Space => "key-space",
        K::ShiftLeft => "key-shift-left",
        K::ShiftRight => "key-shift-right",
        K::ControlLeft => "key-control-left",
        K::ControlRight => "key-control-right",
        K::Delete => "key-delete",
        K::Escape => return "Esc".into(),
        K::Tab => return "Tab".into(),
        _ => {
            // KeyA → "A", Digit1 → "1", Numpad3 → "Num 3", F5 → "F5", others by their name.
            let name = format!("{key:?}");
            return if let Some(letter) = name.strip_prefix("Key") {
                letter.to_string()
            } else if let Some(digit) = name.strip_prefix("Digit") {
                digit.to_string()
            } else if let Some(rest) = name.strip_prefix("Numpad") {
                format!("Num {rest}")
            } else {
                name
            };
        }
    };
    tr!(tr, word)
}

/// A verb's words with the key that presses it, as the table's buttons show them:
/// "Klopfen  [K]". The catalogue holds the words alone, so a phone (which has no keys) shows
/// them bare and the hint always names the key the table really listens to.
pub fn with_key(words: &str, key: KeyCode, tr: &Tr) -> String {
    format!("{words}  [{}]", key_label(key, tr))
}

/// A stick direction's label (the gamepad map also moves with the left stick).
pub fn stick_label(
    direction: &leafwing_input_manager::prelude::GamepadControlDirection,
    tr: &Tr,
) -> String {
    use leafwing_input_manager::axislike::AxisDirection::{Negative, Positive};
    let key = match (direction.axis, direction.direction) {
        (GamepadAxis::LeftStickY, Positive) => "pad-stick-up",
        (GamepadAxis::LeftStickY, Negative) => "pad-stick-down",
        (GamepadAxis::LeftStickX, Negative) => "pad-stick-left",
        (GamepadAxis::LeftStickX, Positive) => "pad-stick-right",
        _ => "pad-stick-other",
    };
    tr!(tr, key)
}

/// A key or button as the device labels it.
pub fn binding_label(binding: super::remap::Binding, pad: PadKind, tr: &Tr) -> String {
    match binding {
        super::remap::Binding::Key(key) => key_label(key, tr),
        super::remap::Binding::Pad(button) => button_label(pad, button, tr),
    }
}
