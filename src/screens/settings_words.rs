//! The words of the settings screen: each entry's name and value, the actions' names and their
//! bindings as the device in hand labels them. Kept apart from the egui drawing so that tests can
//! read what the screen says.

use super::settings::{SettingsItem, SettingsMenu};
use crate::core::Tr;
use crate::core::actions::SeatAction;
use crate::input::glyphs::{PadKind, binding_label, button_label, stick_label};
use crate::input::remap::{self, DeviceKind};
use crate::settings::Settings;
use crate::tr;

/// An action's name.
pub fn action_name(action: SeatAction, tr: &Tr) -> String {
    let key = match action {
        SeatAction::Up => "action-up",
        SeatAction::Down => "action-down",
        SeatAction::Left => "action-left",
        SeatAction::Right => "action-right",
        SeatAction::Confirm => "action-confirm",
        SeatAction::Back => "action-back",
        SeatAction::Pause => "action-pause",
        SeatAction::Peek => "action-peek",
        SeatAction::Next => "action-next",
        SeatAction::Prev => "action-prev",
        SeatAction::Act1 => "action-act1",
        SeatAction::Act2 => "action-act2",
        SeatAction::Act3 => "action-act3",
    };
    tr!(tr, key)
}

/// The first gamepad button bound to `action`, as the pad labels it (for hints: "press A").
pub fn pad_button_of(settings: &Settings, action: SeatAction, pad: PadKind, tr: &Tr) -> String {
    remap::bound(&settings.bindings, DeviceKind::Gamepad, action)
        .first()
        .map_or_else(
            || tr!(tr, "settings-unbound"),
            |b| binding_label(*b, pad, tr),
        )
}

/// Everything `action` is bound to on `kind`, or "not bound".
pub fn bindings_text(
    settings: &Settings,
    kind: DeviceKind,
    action: SeatAction,
    pad: PadKind,
    tr: &Tr,
) -> String {
    let mut labels: Vec<String> = remap::bound(&settings.bindings, kind, action)
        .into_iter()
        .map(|b| binding_label(b, pad, tr))
        .collect();
    if kind == DeviceKind::Gamepad {
        labels.extend(
            remap::sticks(&settings.bindings, action)
                .iter()
                .map(|d| stick_label(d, tr)),
        );
    }
    if labels.is_empty() {
        tr!(tr, "settings-unbound")
    } else {
        labels.join(" / ")
    }
}

/// The other actions that share one of `action`'s buttons on `kind`, as a warning ("also
/// Confirm"); none without a conflict.
pub fn conflict_text(
    settings: &Settings,
    kind: DeviceKind,
    action: SeatAction,
    pad: PadKind,
    tr: &Tr,
) -> Option<String> {
    let shared: Vec<String> = remap::conflicts(&settings.bindings, kind)
        .into_iter()
        .filter(|(_, actions)| actions.contains(&action))
        .map(|(binding, actions)| {
            let others: Vec<String> = actions
                .into_iter()
                .filter(|a| *a != action)
                .map(|a| action_name(a, tr))
                .collect();
            tr!(
                tr,
                "settings-conflict-mark",
                button = binding_label(binding, pad, tr),
                others = others.join(", ")
            )
        })
        .collect();
    (!shared.is_empty()).then(|| shared.join("; "))
}

fn seconds(secs: f32, tr: &Tr) -> String {
    if secs >= 60.0 {
        tr!(tr, "settings-minutes", n = (secs / 60.0).round())
    } else {
        tr!(tr, "settings-seconds", n = secs.round())
    }
}

fn on_off(on: bool, tr: &Tr) -> String {
    if on {
        tr!(tr, "settings-on")
    } else {
        tr!(tr, "settings-off")
    }
}

/// An entry's words: its name and, for a value, the value now.
pub fn item_text(
    item: SettingsItem,
    menu: &SettingsMenu,
    settings: &Settings,
    system: crate::core::Lang,
    pad: PadKind,
    tr: &Tr,
) -> (String, Option<String>) {
    use SettingsItem as I;
    let kind = match menu.page {
        super::settings::Page::Remap(kind) => kind,
        super::settings::Page::Main => DeviceKind::Keyboard,
    };
    match item {
        I::Volume => (
            tr!(tr, "settings-volume"),
            Some(tr!(
                tr,
                "settings-percent",
                n = (settings.sound_volume * 100.0).round()
            )),
        ),
        I::Mute => (tr!(tr, "settings-mute"), Some(on_off(settings.muted, tr))),
        I::BotPace => {
            let value = if settings.bot_pace <= 0.0 {
                tr!(tr, "settings-pace-instant")
            } else {
                let factor = format!("{:.2}", settings.bot_pace);
                let factor = factor.trim_end_matches('0').trim_end_matches('.');
                tr!(tr, "settings-pace-factor", factor = factor)
            };
            (tr!(tr, "settings-bot-pace"), Some(value))
        }
        I::AttractDelay => (
            tr!(tr, "settings-attract"),
            Some(seconds(settings.attract_after_secs, tr)),
        ),
        I::Reconnect => {
            let value = if settings.reconnect_secs <= 0.0 {
                tr!(tr, "settings-at-once")
            } else {
                seconds(settings.reconnect_secs, tr)
            };
            (tr!(tr, "settings-reconnect"), Some(value))
        }
        I::Language => {
            let value = match settings.language {
                Some(lang) => lang.own_name().to_string(),
                None => tr!(tr, "settings-language-system", name = system.own_name()),
            };
            (tr!(tr, "settings-language"), Some(value))
        }
        I::Fullscreen => {
            let value = if settings.fullscreen {
                tr!(tr, "settings-fullscreen")
            } else {
                tr!(tr, "settings-window")
            };
            (tr!(tr, "settings-display"), Some(value))
        }
        I::ReducedMotion => (
            tr!(tr, "settings-reduced-motion"),
            Some(on_off(settings.reduced_motion, tr)),
        ),
        I::Name => (tr!(tr, "settings-name"), Some(settings.player_name.clone())),
        I::Remap(DeviceKind::Gamepad) => (tr!(tr, "settings-remap-gamepad"), None),
        I::Remap(DeviceKind::Keyboard) => (tr!(tr, "settings-remap-keyboard"), None),
        I::Action(action) => {
            let mut value = bindings_text(settings, kind, action, pad, tr);
            if menu.waiting == Some(action) {
                value = tr!(tr, "settings-press-now");
            } else if let Some(conflict) = conflict_text(settings, kind, action, pad, tr) {
                value = format!("{value} – {conflict}");
            }
            (action_name(action, tr), Some(value))
        }
        I::ResetDefaults => (tr!(tr, "settings-reset"), None),
        I::Swap => {
            let conflict = menu.conflict.as_ref();
            let handed: Vec<String> = conflict
                .map(|c| c.handed_over())
                .unwrap_or_default()
                .into_iter()
                .map(|b| binding_label(b, pad, tr))
                .collect();
            (tr!(tr, "settings-swap", buttons = handed.join(" / ")), None)
        }
        I::KeepBoth => (tr!(tr, "settings-keep-both"), None),
        I::Undo => (tr!(tr, "settings-undo"), None),
        I::Back => (tr!(tr, "settings-back"), None),
    }
}

/// The line above the entries: what the page is for, the question of a conflict, or what to
/// press while an action waits.
pub fn headline(menu: &SettingsMenu, pad: PadKind, tr: &Tr) -> (String, String) {
    use super::settings::Page;
    let title = match menu.page {
        Page::Main => tr!(tr, "settings-title"),
        Page::Remap(DeviceKind::Gamepad) => tr!(tr, "settings-remap-gamepad"),
        Page::Remap(DeviceKind::Keyboard) => tr!(tr, "settings-remap-keyboard"),
    };
    let start = button_label(pad, bevy::prelude::GamepadButton::Start, tr);
    let hint = if let Some(conflict) = &menu.conflict {
        let others: Vec<String> = conflict
            .others
            .iter()
            .map(|a| action_name(*a, tr))
            .collect();
        tr!(
            tr,
            "settings-conflict",
            button = binding_label(conflict.binding, pad, tr),
            action = action_name(conflict.action, tr),
            others = others.join(", ")
        )
    } else if let Some(action) = menu.waiting {
        tr!(
            tr,
            "settings-waiting",
            action = action_name(action, tr),
            start = start
        )
    } else {
        match menu.page {
            Page::Main => tr!(tr, "settings-help"),
            Page::Remap(_) => tr!(tr, "settings-remap-help", start = start),
        }
    };
    (title, hint)
}
