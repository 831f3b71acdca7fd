//! Every gesture shows by its seat ("zwinkert"), a person's too: bots' lines come with their
//! moves (the driver's announcement); a person's gestures come from the rules' events here.

use super::{GaemshSeen, words};
use crate::table::announce::SeatLines;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::Event;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_gestures
            .in_set(crate::table::TableSet::Present)
            .run_if(resource_exists::<TableSeats>),
    );
}

fn show_gestures(
    mut events: MessageReader<GaemshSeen>,
    seats: Res<TableSeats>,
    mut lines: ResMut<SeatLines>,
    time: Res<Time>,
    tr: Res<crate::core::Tr>,
) {
    for event in events.read() {
        if let Event::Gestured { seat, gesture } = event.0
            && seats.is_human(seat)
        {
            lines.show(seat, words::gesture_done(&tr, gesture), time.elapsed_secs());
        }
    }
}
