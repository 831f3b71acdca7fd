//! A lapsed offer says so: when the seat an offer was made to trades with another or keeps, the
//! offer's arrow goes and a line by the offerer tells why ("Angebot an Hias verfallen"); an offer
//! that goes with the offerer's own hand needs no word (its own move is told).

use super::GorillasSeen;
use super::GorillasShown;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::announce::SeatLines;
use bevy::prelude::*;
use stammtisch_rules::Seat;
use stammtisch_rules::games::gussy_gorillas::{Event, Seen};

pub(super) fn plugin(app: &mut App) {
    super::GorillasTable::each_frame(app, TableSet::Present, tell_lapses);
}

fn tell_lapses(
    mut events: MessageReader<GorillasSeen>,
    m: Res<GorillasShown>,
    mut lines: ResMut<SeatLines>,
    time: Res<Time>,
    tr: Res<crate::core::Tr>,
) {
    let events: Vec<&Seen> = events.read().map(|e| &e.0).collect();
    // The seats whose hands left this frame.
    let left: Vec<Seat> = events
        .iter()
        .flat_map(|e| match e {
            Seen::Open(Event::Kept { seat, .. }) => vec![*seat],
            Seen::Traded { a, b, .. } | Seen::Open(Event::Traded { a, b, .. }) => vec![*a, *b],
            _ => Vec::new(),
        })
        .collect();
    for event in &events {
        if let Seen::Open(Event::Lapsed { from, to }) = event
            && !left.contains(from)
        {
            let line = crate::tr!(tr, "gorillas-says-lapsed", who = m.name(*to));
            lines.show(*from, line, time.elapsed_secs());
        }
    }
}
