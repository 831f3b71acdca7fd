//! Why the host's table is paused, as the homes are told.

use super::*;

/// Why this table is paused, as the homes are told: who holds it from a menu (the host's own
/// menu or window counts as the host's), and the seats whose person went away.
pub(super) fn roster_pause(
    pause: &TablePause,
    away: &Away,
    seats: &TableSeats,
    reconnect_secs: f32,
    time: &Time,
) -> RosterPause {
    let mut held: Vec<Option<Seat>> = pause
        .reasons
        .iter()
        .filter_map(|r| match r {
            PauseReason::Home(seat) => Some(Some(*seat)),
            _ => None,
        })
        .collect();
    if pause
        .reasons
        .iter()
        .any(|r| matches!(r, PauseReason::Menu | PauseReason::Focus))
    {
        held.insert(0, None);
    }
    let away = away
        .0
        .iter()
        .map(|&(seat, since)| AwaySeat {
            seat,
            secs_left: (reconnect_secs - (time.elapsed_secs() - since))
                .ceil()
                .max(0.0) as u16,
            stand_in: seats
                .stand_in
                .get(seat.index())
                .is_some_and(|s| s.is_some()),
        })
        .collect();
    RosterPause { held, away }
}
