//! Gamepads beyond their cursor, where a game asks for it (`PadAims`, which the game writes every
//! frame): a verb button with a direction picks the place the game put on that direction (a slap
//! by direction, through the table's one hit test), bare directions pick while the game says so,
//! the shoulders pick through a list of things (Back picks the chosen one again), and a held verb button opens a radial menu whose
//! marked entry presses its key on release (a tap without a mark is the plain verb). What this
//! takes of a frame's presses never reaches the cursor.

use super::DeskSeats;
use super::controllers::{Controller, Device, Presses};
use super::cursor::seat_of_device;
use super::owners::Owners;
use super::stream::{Things, pick_at, pick_of};
use crate::core::actions::SeatAction;
use crate::core::{PressKind, Screen, Stamp, TableButton, TableClock, TablePress};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;
use stammtisch_rules::Seat;

/// The four directions in the order of `PadAim::points`: up, right, down, left.
pub const DIRECTIONS: [SeatAction; 4] = [
    SeatAction::Up,
    SeatAction::Right,
    SeatAction::Down,
    SeatAction::Left,
];

/// A radial menu on a held verb button: eight entries clockwise from up, each pressing a key.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wheel {
    pub button: TableButton,
    pub keys: [Option<KeyCode>; 8],
}

/// What a seat's gamepad does beyond its cursor now.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PadAim {
    /// The table points the directions (up, right, down, left) pick at.
    pub points: [Option<Vec2>; 4],
    /// The directions pick by themselves now instead of stepping the cursor.
    pub bare: bool,
    /// A verb button that, with a direction held or pressed, picks at that direction's point.
    pub chord: Option<TableButton>,
    /// What the shoulders pick in turn (instead of cycling the cursor), and which is chosen now.
    pub shoulders: Vec<Entity>,
    pub chosen: Option<usize>,
    /// What Back picks (a game drops a choice by picking it again).
    pub back: Option<Entity>,
    /// The radial menus on held verb buttons.
    pub wheels: Vec<Wheel>,
}

/// Per seat, what its gamepad may do beyond the cursor (the game at the table writes it).
#[derive(Resource, Debug, Clone, Default)]
pub struct PadAims(pub Vec<(Seat, PadAim)>);

impl PadAims {
    pub fn of(&self, seat: Seat) -> Option<&PadAim> {
        self.0.iter().find(|(s, _)| *s == seat).map(|(_, a)| a)
    }
}

/// A radial menu held open now, and its marked entry (the game's HUD draws it at the seat).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OpenWheel {
    pub device: Device,
    pub seat: Seat,
    pub wheel: Wheel,
    pub marked: Option<usize>,
}

#[derive(Resource, Debug, Clone, Default)]
pub struct OpenWheels(pub Vec<OpenWheel>);

impl OpenWheels {
    pub fn of(&self, seat: Seat) -> Option<&OpenWheel> {
        self.0.iter().find(|w| w.seat == seat)
    }
}

/// Runs before the cursors, so what it takes never steps one.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AimSet;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PadAims>();
    app.init_resource::<OpenWheels>();
    app.add_systems(
        OnEnter(Screen::Table),
        |mut aims: ResMut<PadAims>, mut wheels: ResMut<OpenWheels>| {
            aims.0.clear();
            wheels.0.clear();
        },
    );
    app.add_systems(
        Update,
        aim.in_set(AimSet)
            .in_set(super::SeatInput::Act)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<TableSeats>)),
    );
}

fn verb_action(button: TableButton) -> SeatAction {
    match button {
        TableButton::Act1 => SeatAction::Act1,
        TableButton::Act2 => SeatAction::Act2,
        TableButton::Act3 => SeatAction::Act3,
        // Never a wheel's button: pointing is a pick, not a button held.
        TableButton::Point => SeatAction::Confirm,
    }
}

/// The direction held, one of eight clockwise from up (a diagonal is two directions at once).
pub fn eight_way(state: &ActionState<SeatAction>) -> Option<usize> {
    let v = |a: SeatAction| if state.pressed(&a) { 1.0 } else { 0.0 };
    let x: f32 = v(SeatAction::Right) - v(SeatAction::Left);
    let y: f32 = v(SeatAction::Up) - v(SeatAction::Down);
    if x == 0.0 && y == 0.0 {
        return None;
    }
    let turns = x.atan2(y) / std::f32::consts::FRAC_PI_4;
    Some((turns.round() as i32).rem_euclid(8) as usize)
}

/// One device's frame: what it pressed and holds.
struct Frame<'a> {
    state: &'a ActionState<SeatAction>,
    pressed: Vec<SeatAction>,
    stamp: Stamp,
}

impl Frame<'_> {
    fn just(&self, action: SeatAction) -> bool {
        self.pressed.contains(&action)
    }
    /// The direction pressed this frame (of the four), else the one held.
    fn direction(&self) -> Option<usize> {
        DIRECTIONS
            .iter()
            .position(|d| self.just(*d))
            .or_else(|| DIRECTIONS.iter().position(|d| self.state.pressed(d)))
    }
    fn any_direction_pressed(&self) -> bool {
        DIRECTIONS.iter().any(|d| self.just(*d))
    }
}

#[allow(clippy::too_many_arguments)]
fn aim(
    clock: Res<TableClock>,
    arrivals: Res<super::arrivals::Arrivals>,
    mut presses: ResMut<Presses>,
    owners: Res<Owners>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    aims: Res<PadAims>,
    mut wheels: ResMut<OpenWheels>,
    controllers: Query<(&Controller, &ActionState<SeatAction>)>,
    things: Things,
    pause: Option<Res<crate::table::pause::TablePause>>,
    mut out: MessageWriter<TablePress>,
) {
    if pause.is_some_and(|p| p.is_paused()) {
        wheels.0.clear();
        return;
    }
    for (controller, state) in &controllers {
        let device = controller.device;
        let Some(seat) = seat_of_device(device, &owners, &desk, &seats) else {
            continue;
        };
        let Device::Gamepad(pad) = device else {
            continue;
        };
        // Ranked by the pad's first raw event this frame (a release too: a wheel acts on it).
        let frame = Frame {
            state,
            pressed: presses.of_device(device).map(|p| p.action).collect(),
            stamp: Stamp::new(clock.now, arrivals.pad(pad)),
        };
        let mut send = |what: PressKind| {
            out.write(TablePress {
                seat: Some(seat),
                what,
                stamp: frame.stamp,
            });
        };
        let taken = match wheels.0.iter().position(|w| w.device == device) {
            Some(i) => held_wheel(&mut wheels.0, i, &frame, &mut send),
            None => match aims.of(seat) {
                Some(aim) => aimed(aim, device, seat, &frame, &things, &mut wheels.0, &mut send),
                None => Vec::new(),
            },
        };
        presses
            .0
            .retain(|p| p.device != device || !taken.contains(&p.action));
    }
}

/// An open radial menu: a direction marks an entry, releasing its button (or Confirm) presses
/// the marked entry's key; a tap without a mark is the plain verb. It takes every direction and
/// Confirm while open.
fn held_wheel(
    open: &mut Vec<OpenWheel>,
    i: usize,
    frame: &Frame,
    send: &mut impl FnMut(PressKind),
) -> Vec<SeatAction> {
    let wheel = &mut open[i];
    if let Some(way) = eight_way(frame.state) {
        wheel.marked = Some(way);
    }
    let confirmed = frame.just(SeatAction::Confirm);
    let released = !frame.state.pressed(&verb_action(wheel.wheel.button));
    if confirmed || released {
        match wheel.marked.and_then(|m| wheel.wheel.keys[m]) {
            Some(key) => send(PressKind::Key(key)),
            None if !confirmed => send(PressKind::Button(wheel.wheel.button)),
            None => {}
        }
        open.remove(i);
    }
    let mut taken = DIRECTIONS.to_vec();
    taken.extend([SeatAction::Confirm, SeatAction::Next, SeatAction::Prev]);
    taken
}

/// A device without an open menu: a wheel's button opens it, a chord picks by direction, bare
/// directions pick, the shoulders pick through their list.
fn aimed(
    aim: &PadAim,
    device: Device,
    seat: Seat,
    frame: &Frame,
    things: &Things,
    open: &mut Vec<OpenWheel>,
    send: &mut impl FnMut(PressKind),
) -> Vec<SeatAction> {
    let mut taken = Vec::new();
    if let Some(wheel) = aim
        .wheels
        .iter()
        .find(|w| frame.just(verb_action(w.button)))
    {
        open.push(OpenWheel {
            device,
            seat,
            wheel: *wheel,
            marked: eight_way(frame.state),
        });
        taken.push(verb_action(wheel.button));
        taken.extend(DIRECTIONS);
        return taken;
    }
    let at = |d: Option<usize>| d.and_then(|d| aim.points[d]);
    if let Some(chord) = aim.chord {
        let button = verb_action(chord);
        if frame.state.pressed(&button) {
            // While the chord's button is held, the directions are the chord's.
            let now = frame.just(button) || frame.any_direction_pressed();
            let point = at(frame.direction()).filter(|_| now);
            if let Some(what) = point.and_then(|p| pick_at(p, things, Some(chord))) {
                send(what);
            }
            taken.push(button);
            taken.extend(DIRECTIONS);
            return taken;
        }
    }
    if aim.bare && frame.any_direction_pressed() {
        let pressed = DIRECTIONS.iter().position(|d| frame.just(*d));
        if let Some(what) = at(pressed).and_then(|p| pick_at(p, things, None)) {
            send(what);
        }
        taken.extend(DIRECTIONS);
    }
    if let Some(chosen) = aim.back.filter(|_| frame.just(SeatAction::Back)) {
        send(pick_of(chosen, things, None));
        taken.push(SeatAction::Back);
    }
    let n = aim.shoulders.len();
    let step = if frame.just(SeatAction::Next) {
        Some(1)
    } else if frame.just(SeatAction::Prev) {
        Some(n.saturating_sub(1))
    } else {
        None
    };
    if let Some(step) = step.filter(|_| n > 0) {
        let next = match aim.chosen {
            Some(i) => (i + step) % n,
            None if step == 1 => 0,
            None => n - 1,
        };
        send(pick_of(aim.shoulders[next], things, None));
        taken.extend([SeatAction::Next, SeatAction::Prev]);
    }
    taken
}
