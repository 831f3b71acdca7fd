//! The settings screen, over the title or over the paused table (so the match waits intact
//! beneath it): one list of entries that the mouse, the keyboard and any gamepad drive alike.
//! Up/Down move the focus, Left/Right change a value, Confirm changes it too (round the ends)
//! or opens an entry, Back (or Pause) goes back. A change is made to `Settings` at once, which
//! saves it and applies it (language, window, sound, pace, bindings). Drawn by `ui::settings`.

use crate::core::Lang;
use crate::core::actions::{ALL, SeatAction};
use crate::core::overlay::Overlay;
use crate::input::controllers::{Device, Presses};
use crate::input::remap::{self, Binding, DeviceKind};
use crate::settings::{self, Settings};
use bevy::prelude::*;

/// One entry of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsItem {
    Volume,
    Mute,
    BotPace,
    AttractDelay,
    Reconnect,
    Language,
    Fullscreen,
    /// The table's moving light off (ripple, breathing, shine).
    ReducedMotion,
    /// The player's name: a text field (it takes the keyboard while typing).
    Name,
    /// The remap page of a device kind.
    Remap(DeviceKind),
    /// On a remap page: bind a new button to the action.
    Action(SeatAction),
    /// On a remap page: the default bindings of its device kind.
    ResetDefaults,
    /// A conflict's answers: the other action takes this one's old buttons, both keep the
    /// button, or the new binding is undone.
    Swap,
    KeepBoth,
    Undo,
    Back,
}

/// The main page or a remap page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    #[default]
    Main,
    Remap(DeviceKind),
}

/// A button just bound that other actions have too: the player says what to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Conflict {
    pub action: SeatAction,
    pub binding: Binding,
    pub others: Vec<SeatAction>,
    /// The action's buttons before (what a swap hands over and an undo restores).
    pub before: Vec<Binding>,
}

impl Conflict {
    /// What a swap would give the other actions: the old buttons, never a reserved one. With
    /// none, no swap is offered (it would leave them unbound).
    pub fn handed_over(&self) -> Vec<Binding> {
        self.before
            .iter()
            .copied()
            .filter(|b| !b.reserved())
            .collect()
    }
}

/// The settings screen's state.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SettingsMenu {
    /// Where Back from the main page goes: the pause menu it was opened from, or nothing over
    /// the title.
    pub back: Overlay,
    pub page: Page,
    pub focus: usize,
    /// On a remap page: the action waiting for a key or button (Escape or Start cancels).
    pub waiting: Option<SeatAction>,
    pub conflict: Option<Conflict>,
    /// The name field has the keyboard.
    pub editing_name: bool,
    /// A press was taken for a binding this frame: no menu key acts on it as well.
    pub just_bound: bool,
}

impl SettingsMenu {
    /// Opens on the first entry of the main page, over `back` (where Back goes).
    pub fn open(&mut self, back: Overlay, next: &mut NextState<Overlay>) {
        *self = SettingsMenu { back, ..default() };
        next.set(Overlay::Settings);
    }

    /// The entries shown now, in order.
    pub fn items(&self) -> Vec<SettingsItem> {
        use SettingsItem as I;
        if let Some(conflict) = &self.conflict {
            let mut items = vec![I::Undo, I::KeepBoth];
            if !conflict.handed_over().is_empty() {
                items.insert(0, I::Swap);
            }
            return items;
        }
        match self.page {
            Page::Main => vec![
                I::Volume,
                I::Mute,
                I::BotPace,
                I::AttractDelay,
                I::Reconnect,
                I::Language,
                I::Fullscreen,
                I::ReducedMotion,
                I::Name,
                I::Remap(DeviceKind::Gamepad),
                I::Remap(DeviceKind::Keyboard),
                I::Back,
            ],
            Page::Remap(_) => ALL
                .into_iter()
                .map(I::Action)
                .chain([I::ResetDefaults, I::Back])
                .collect(),
        }
    }

    /// The focused entry.
    pub fn focused(&self) -> Option<SettingsItem> {
        self.items().get(self.focus).copied()
    }
}

/// What the mouse did on the settings screen (the egui screen writes these; keys and pads go
/// through the same code).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum SettingsInput {
    /// A click on an entry: as Confirm on it.
    Choose(SettingsItem),
    /// A click on an entry's − or +.
    Change(SettingsItem, i32),
    /// The name field's text when typing ended.
    Name(String),
    /// The name field took or gave up the keyboard.
    Typing(bool),
}

/// The settings screen's systems run before the menus beneath it, which stay still while it is
/// open and in the frame it closes (`Overlay` changes at the end of that frame).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SettingsSet;

/// For the menus beneath: the settings screen is not in the way.
pub fn settings_closed(overlay: Res<State<Overlay>>) -> bool {
    *overlay.get() != Overlay::Settings
}

/// The settings screen is shown and Back did not close it yet this frame (it closes at the
/// frame's end).
fn shown(overlay: &State<Overlay>, next: &NextState<Overlay>) -> bool {
    *overlay.get() == Overlay::Settings && matches!(next, NextState::Unchanged)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsMenu>();
    app.add_message::<SettingsInput>();
    app.add_systems(
        Update,
        (super::remap::capture, navigate, clicks)
            .chain()
            .in_set(SettingsSet),
    );
    app.configure_sets(
        Update,
        SettingsSet
            .after(crate::input::controllers::ControllerSet)
            .before(crate::input::SeatInput::Menu),
    );
    // Leaving the screen the settings were opened on closes them.
    for screen in [crate::core::Screen::Title, crate::core::Screen::Table] {
        app.add_systems(OnExit(screen), |mut menu: ResMut<SettingsMenu>| {
            *menu = SettingsMenu::default()
        });
    }
}

fn navigate(
    presses: Res<Presses>,
    mut menu: ResMut<SettingsMenu>,
    mut settings: ResMut<Settings>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let bound = std::mem::take(&mut menu.just_bound);
    if !shown(&overlay, &next) || bound || menu.waiting.is_some() {
        return;
    }
    for press in &presses.0 {
        // Keys typed into the name field never get here (`TypingInUi`); a pad ends the typing.
        if menu.editing_name && press.device != Device::Keyboard {
            menu.editing_name = false;
            continue;
        }
        let items = menu.items();
        let len = items.len().max(1);
        let Some(&item) = items.get(menu.focus.min(len - 1)) else {
            return;
        };
        match press.action {
            SeatAction::Up => menu.focus = (menu.focus + len - 1) % len,
            SeatAction::Down => menu.focus = (menu.focus + 1) % len,
            SeatAction::Left => change(&mut settings, item, -1, false),
            SeatAction::Right => change(&mut settings, item, 1, false),
            SeatAction::Confirm => confirm(&mut menu, &mut settings, item, &mut next),
            SeatAction::Back | SeatAction::Pause => back(&mut menu, &mut settings, &mut next),
            _ => {}
        }
        if !shown(&overlay, &next) || menu.waiting.is_some() {
            return;
        }
    }
}

fn clicks(
    mut inputs: MessageReader<SettingsInput>,
    mut menu: ResMut<SettingsMenu>,
    mut settings: ResMut<Settings>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    for input in inputs.read() {
        if !shown(&overlay, &next) {
            continue;
        }
        // A click anywhere while an action waits for its button cancels the wait.
        if menu.waiting.is_some() {
            menu.waiting = None;
            continue;
        }
        match input {
            SettingsInput::Choose(item) => {
                if let Some(at) = menu.items().iter().position(|i| i == item) {
                    menu.focus = at;
                    confirm(&mut menu, &mut settings, *item, &mut next);
                }
            }
            SettingsInput::Change(item, delta) => change(&mut settings, *item, *delta, false),
            SettingsInput::Name(name) => {
                menu.editing_name = false;
                if let Some(name) = clean_name(name)
                    && name != settings.player_name
                {
                    settings.player_name = name;
                }
            }
            SettingsInput::Typing(typing) => menu.editing_name = *typing,
        }
    }
}

/// A typed name as the settings keep it (no control characters, at most `NAME_CHARS`, trimmed);
/// none when nothing is left.
pub fn clean_name(name: &str) -> Option<String> {
    let name: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(settings::NAME_CHARS)
        .collect();
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_string())
}

/// Confirm on an entry: a value steps on (round the ends), a switch flips, a page opens.
fn confirm(
    menu: &mut SettingsMenu,
    settings: &mut Settings,
    item: SettingsItem,
    next: &mut NextState<Overlay>,
) {
    use SettingsItem as I;
    match item {
        I::Volume | I::BotPace | I::AttractDelay | I::Reconnect | I::Language => {
            change(settings, item, 1, true)
        }
        I::Mute | I::Fullscreen | I::ReducedMotion => change(settings, item, 1, true),
        I::Name => menu.editing_name = true,
        I::Remap(kind) => {
            menu.page = Page::Remap(kind);
            menu.focus = 0;
        }
        I::Action(action) => menu.waiting = Some(action),
        I::ResetDefaults => {
            if let Page::Remap(kind) = menu.page {
                remap::reset(&mut settings.bindings, kind);
            }
        }
        I::Swap | I::KeepBoth | I::Undo => resolve(menu, settings, item),
        I::Back => back(menu, settings, next),
    }
}

/// Back: a conflict is undone, a remap page returns to the main page, the main page closes.
fn back(menu: &mut SettingsMenu, settings: &mut Settings, next: &mut NextState<Overlay>) {
    if menu.conflict.is_some() {
        resolve(menu, settings, SettingsItem::Undo);
        return;
    }
    match menu.page {
        Page::Remap(kind) => {
            menu.page = Page::Main;
            menu.focus = menu
                .items()
                .iter()
                .position(|i| *i == SettingsItem::Remap(kind))
                .unwrap_or(0);
        }
        Page::Main => {
            next.set(menu.back);
            *menu = SettingsMenu::default();
        }
    }
}

/// The answer to a conflict.
fn resolve(menu: &mut SettingsMenu, settings: &mut Settings, answer: SettingsItem) {
    let Some(conflict) = menu.conflict.take() else {
        return;
    };
    let kind = conflict.binding.kind();
    match answer {
        SettingsItem::Swap => {
            let handed = conflict.handed_over();
            for &other in &conflict.others {
                let mut buttons: Vec<Binding> = remap::bound(&settings.bindings, kind, other)
                    .into_iter()
                    .filter(|b| *b != conflict.binding)
                    .collect();
                for b in &handed {
                    if !buttons.contains(b) {
                        buttons.push(*b);
                    }
                }
                remap::set(&mut settings.bindings, kind, other, &buttons);
            }
        }
        SettingsItem::Undo => remap::set(
            &mut settings.bindings,
            kind,
            conflict.action,
            &conflict.before,
        ),
        _ => {}
    }
    menu.focus = ALL.iter().position(|a| *a == conflict.action).unwrap_or(0);
}

/// Binds `binding` to the action waiting for it (the remap page's capture calls this). A
/// reserved button (Escape, Start) cancels instead. Pause keeps its reserved button.
pub fn bind(menu: &mut SettingsMenu, settings: &mut Settings, binding: Binding) {
    let Some(action) = menu.waiting.take() else {
        return;
    };
    menu.just_bound = true;
    if binding.reserved() {
        return;
    }
    let kind = binding.kind();
    let before = remap::bound(&settings.bindings, kind, action);
    if before == [binding] {
        return;
    }
    let mut buttons = vec![binding];
    buttons.extend(before.iter().filter(|b| b.reserved()));
    let others: Vec<SeatAction> = remap::actions_on(&settings.bindings, binding)
        .into_iter()
        .filter(|a| *a != action)
        .collect();
    remap::set(&mut settings.bindings, kind, action, &buttons);
    if !others.is_empty() {
        menu.conflict = Some(Conflict {
            action,
            binding,
            others,
            before,
        });
        menu.focus = 0;
    }
}

/// The steps a value takes (Left/Right, and Confirm round the ends).
const VOLUME_STEP: f64 = 0.1;
const PACE_STEP: f64 = 0.25;
const ATTRACT_STEPS: [f32; 10] = [
    5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1800.0, 3600.0,
];
const RECONNECT_STEPS: [f32; 9] = [0.0, 5.0, 10.0, 20.0, 30.0, 60.0, 120.0, 300.0, 600.0];

/// Changes a value entry by `delta` steps; `round` goes round from one end to the other.
fn change(settings: &mut Settings, item: SettingsItem, delta: i32, round: bool) {
    use SettingsItem as I;
    let up = delta > 0;
    match item {
        I::Volume => {
            settings.sound_volume = step_by(
                settings.sound_volume,
                VOLUME_STEP,
                settings::VOLUME,
                delta,
                round,
            )
        }
        I::BotPace => {
            let (low, high) = settings::BOT_PACE;
            let pace = step_by(
                settings.bot_pace as f64,
                PACE_STEP,
                (low as f64, high as f64),
                delta,
                round,
            );
            settings.bot_pace = pace as f32;
        }
        I::AttractDelay => {
            settings.attract_after_secs =
                stepped(&ATTRACT_STEPS, settings.attract_after_secs, up, round)
        }
        I::Reconnect => {
            settings.reconnect_secs = stepped(&RECONNECT_STEPS, settings.reconnect_secs, up, round)
        }
        I::Language => {
            // The system's, German, English, and round again.
            let order = [None, Some(Lang::De), Some(Lang::En)];
            let at = order
                .iter()
                .position(|l| *l == settings.language)
                .unwrap_or(0);
            let next = if up {
                (at + 1) % order.len()
            } else {
                (at + order.len() - 1) % order.len()
            };
            settings.language = order[next];
        }
        I::Mute => settings.muted = !settings.muted,
        I::Fullscreen => settings.fullscreen = !settings.fullscreen,
        I::ReducedMotion => settings.reduced_motion = !settings.reduced_motion,
        _ => {}
    }
}

/// `value` moved by one step of `step` towards `delta`'s sign, within `low..high` (to hundredths);
/// `round` goes from the top back to the bottom.
fn step_by(value: f64, step: f64, (low, high): (f64, f64), delta: i32, round: bool) -> f64 {
    let next = if round && delta > 0 && value >= high - 1e-6 {
        low
    } else {
        ((value / step).round() + delta.signum() as f64) * step
    };
    (next.clamp(low, high) * 100.0).round() / 100.0
}

/// The next value of `steps` above (or below) `value`, or round the ends.
fn stepped(steps: &[f32], value: f32, up: bool, round: bool) -> f32 {
    let (first, last) = (steps[0], steps[steps.len() - 1]);
    if up {
        match steps.iter().find(|s| **s > value + 1e-3) {
            Some(s) => *s,
            None if round => first,
            None => last,
        }
    } else {
        match steps.iter().rev().find(|s| **s < value - 1e-3) {
            Some(s) => *s,
            None if round => last,
            None => first,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_step_within_their_ranges() {
        let mut s = Settings::default();
        change(&mut s, SettingsItem::Volume, 1, false);
        assert!((s.sound_volume - 0.8).abs() < 1e-9);
        for _ in 0..20 {
            change(&mut s, SettingsItem::Volume, 1, false);
        }
        assert_eq!(s.sound_volume, 1.0);
        change(&mut s, SettingsItem::Volume, 1, true);
        assert_eq!(s.sound_volume, 0.0, "confirm goes round");
        change(&mut s, SettingsItem::AttractDelay, -1, false);
        assert_eq!(s.attract_after_secs, 15.0);
        s.reconnect_secs = 7.0;
        change(&mut s, SettingsItem::Reconnect, 1, false);
        assert_eq!(s.reconnect_secs, 10.0);
        change(&mut s, SettingsItem::Language, -1, false);
        assert_eq!(s.language, Some(Lang::En));
        assert_eq!(clean_name("  \u{7}  "), None);
        assert_eq!(clean_name(" Resi\n").as_deref(), Some("Resi"));
    }
}
