//! The desk's devices into the table's one input stream: a mouse click on the table becomes a
//! stamped pick, a key a stamped key press. Gamepads and cursors write theirs in `cursor`.

use super::DeskSeats;
use super::arrivals::Arrivals;
use crate::core::{
    PointerOverUi, PressKind, Spot, Stamp, TableButton, TableClock, TablePress, UiRects,
};
use crate::table::cards::TableCard;
use crate::table::hit::{Clickable, pointer_on_table, topmost};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        // (`SeatInput::Act` lies in `TableSet::Collect`.)
        (keys, click)
            .in_set(super::SeatInput::Act)
            .run_if(in_state(crate::core::Screen::Table)),
    );
}

fn keys(
    arrivals: Res<Arrivals>,
    desk: Res<DeskSeats>,
    clock: Res<TableClock>,
    typing: Res<crate::core::TypingInUi>,
    mut presses: MessageWriter<TablePress>,
) {
    if typing.0 {
        return;
    }
    for (key, rank) in arrivals.keys() {
        presses.write(TablePress {
            seat: desk.keyboard,
            what: PressKind::Key(key),
            stamp: Stamp::new(clock.now, rank),
        });
    }
}

/// What a click can hit: a clickable thing's place and size, and what it is.
pub(super) type Things<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Transform,
        &'static Sprite,
        Option<&'static TableCard>,
        Option<&'static Spot>,
    ),
    With<Clickable>,
>;

#[allow(clippy::too_many_arguments)]
fn click(
    mouse: Res<ButtonInput<MouseButton>>,
    arrivals: Res<Arrivals>,
    desk: Res<DeskSeats>,
    clock: Res<TableClock>,
    over_ui: Option<Res<PointerOverUi>>,
    panels: Option<Res<UiRects>>,
    windows: Query<&Window>,
    things: Things,
    mut presses: MessageWriter<TablePress>,
) {
    if !mouse.just_pressed(MouseButton::Left) || over_ui.is_some_and(|o| o.0) {
        return;
    }
    let Some(window) = windows.iter().next() else {
        return;
    };
    // A click on a panel is the panel's, wherever the pointer was a frame ago.
    if let (Some(panels), Some(cursor)) = (&panels, window.cursor_position())
        && panels.covers(cursor)
    {
        return;
    }
    let Some(point) = pointer_on_table(window) else {
        return;
    };
    if let Some(what) = pick_at(point, &things, None) {
        presses.write(TablePress {
            seat: desk.mouse,
            what,
            stamp: Stamp::new(clock.now, arrivals.mouse(MouseButton::Left)),
        });
    }
}

/// The pick a press at `point` (table coordinates) makes: the topmost clickable thing there, the
/// one hit test of the table (a mouse click, and a gamepad aiming by direction).
pub(super) fn pick_at(point: Vec2, things: &Things, by: Option<TableButton>) -> Option<PressKind> {
    let entity = topmost(point, things.iter().map(|(e, t, s, _, _)| (e, t, s)))?;
    Some(pick_of(entity, things, by))
}

/// A pick on `entity`, with the card or spot it is.
pub(super) fn pick_of(entity: Entity, things: &Things, by: Option<TableButton>) -> PressKind {
    let (key, spot) = things
        .get(entity)
        .map(|(_, _, _, c, s)| (c.map(|c| c.0), s.copied()))
        .unwrap_or_default();
    PressKind::Pick {
        card: key.and_then(|k| k.id()),
        key,
        spot,
        by,
    }
}
