//! What the screens at one table across homes presented, compared: the sounds, ripples, lost
//! races' shudders and seat lines (by catalogue key) each screen made from what it received, the
//! results' headline, and the plates' names and bot levels. The same up to language and seats: the host's own person
//! is "Gastgeber"/"Host" on another home's screen.

use bevy::prelude::*;
use stammtisch::core::outcome::FinalOutcome;
use stammtisch::core::setup::OWN_DEFAULT_NAMES;
use stammtisch::core::{SeatKind, Tr};
use stammtisch::games::driver::{Cue, Presented};
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;

/// A screen's plates: each seat's name and, for a bot, its level.
fn plates(app: &App) -> Option<Vec<(String, Option<Level>)>> {
    let seats = app.world().get_resource::<TableSeats>()?;
    let plate = |kind: &SeatKind| match kind {
        SeatKind::Bot { name, level } => (name.clone(), Some(*level)),
        other => (other.name().to_string(), None),
    };
    Some(seats.kinds.iter().map(plate).collect())
}

/// The host's person as another home's screen names it ("Gastgeber").
pub(crate) fn host_word(guest: &App) -> String {
    guest.world().resource::<Tr>().words("net-host-person", &[])
}

/// Whether both screens have their plates; if so, they read the same: every bot's level, every
/// name (the host's person unnamed "Du" is the host on the guest's screen).
pub(crate) fn same_plates(host: &App, guest: &App, what: &str) -> bool {
    let (Some(at_host), Some(at_guest)) = (plates(host), plates(guest)) else {
        return false;
    };
    assert_eq!(at_host.len(), at_guest.len(), "{what}: the plates' seats");
    for (i, (h, g)) in at_host.iter().zip(&at_guest).enumerate() {
        assert_eq!(
            h.1,
            g.1,
            "{what}: seat {}'s bot level on both screens",
            i + 1
        );
        let unnamed_host = h.1.is_none() && OWN_DEFAULT_NAMES.contains(&h.0.as_str());
        let name = if unnamed_host {
            host_word(guest)
        } else {
            h.0.clone()
        };
        assert_eq!(
            g.0,
            name,
            "{what}: seat {}'s name on the guest's plate",
            i + 1
        );
    }
    true
}

/// One kind of cue of a screen, in order.
fn cues(app: &App, kind: fn(&Cue) -> bool) -> Vec<Cue> {
    let presented = app.world().resource::<Presented>();
    presented.0.iter().filter(|c| kind(c)).cloned().collect()
}

/// The host's screen and a guest's presented the same sounds, ripples and seat lines (each kind
/// in the same order), and the same results' headline; the host's made sounds and lines at all.
pub(crate) fn same_presentation(host: &App, guest: &App, what: &str) {
    let kinds: [(&str, fn(&Cue) -> bool); 3] = [
        ("sounds", |c| matches!(c, Cue::Sound(_))),
        ("ripples", |c| matches!(c, Cue::Ripple(_))),
        ("seat lines", |c| matches!(c, Cue::Line { .. })),
    ];
    for (name, kind) in kinds {
        let (at_host, at_guest) = (cues(host, kind), cues(guest, kind));
        if name != "ripples" {
            assert!(!at_host.is_empty(), "{what}: the host's screen made {name}");
        }
        let first = at_host.iter().zip(&at_guest).position(|(h, g)| h != g);
        assert!(
            first.is_none() && at_host.len() == at_guest.len(),
            "{what}: {name} differ from the {}th (host {} {:?}, guest {} {:?})",
            first.unwrap_or(at_host.len().min(at_guest.len())),
            at_host.len(),
            first.map(|i| &at_host[i]),
            at_guest.len(),
            first.map(|i| &at_guest[i]),
        );
    }
    same_shudders(host, guest, what);
    let outcome = |app: &App| app.world().resource::<FinalOutcome>().clone();
    let (h, g) = (outcome(host), outcome(guest));
    assert_eq!(
        h.said, g.said,
        "{what}: the results' headline as it travelled"
    );
    assert_eq!(
        h.headline.is_some(),
        g.headline.is_some(),
        "{what}: both screens word the headline ({:?}, {:?})",
        h.headline,
        g.headline
    );
    if let Some(said) = &g.said {
        let worded = g.headline.clone().unwrap_or_default();
        assert!(
            !worded.is_empty() && worded != said.key,
            "{what}: the guest worded {said:?} as {worded:?}"
        );
    }
}

/// A lost race is presented alike on the loser's screen, at the host or in another home: the
/// guest's screen shudders exactly the races the host's screen heard lost by the guest's seats,
/// in the same order, with the same cards (up to seats: only the loser's home hears of a race).
/// How many the guest presented.
pub(crate) fn same_shudders(host: &App, guest: &App, what: &str) -> usize {
    let kind: fn(&Cue) -> bool = |c| matches!(c, Cue::Shudder { .. });
    let roster = guest
        .world()
        .resource::<stammtisch::net::Guesting>()
        .roster
        .clone();
    let yours: Vec<Seat> = (roster.iter().flat_map(|r| r.seats.iter().enumerate()))
        .filter(|(_, s)| s.yours)
        .map(|(i, _)| Seat(i as u8))
        .collect();
    let at_host: Vec<Cue> = (cues(host, kind).into_iter())
        .filter(|c| matches!(c, Cue::Shudder { seat, .. } if yours.contains(seat)))
        .collect();
    let at_guest = cues(guest, kind);
    assert_eq!(
        at_host, at_guest,
        "{what}: the lost races of the guest's seats {yours:?}"
    );
    at_guest.len()
}
