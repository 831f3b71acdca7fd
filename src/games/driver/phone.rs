//! Every seat with a phone gets its view, made by its game from the rules' view of that seat
//! alone, whenever it changes; the verbs it offered are kept so a phone's tap names one.

use super::{Match, TableGame};
use crate::core::{Screen, Tr};
use crate::phone::{PhoneHost, PhoneKit, PhoneSeats, publish};
use bevy::prelude::*;
use stammtisch_rules::Game;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        send_views::<G>.after(super::DriverSet::Resolve).run_if(
            in_state(Screen::Table)
                .and_then(resource_exists::<Match<G>>)
                .and_then(resource_exists::<PhoneHost>),
        ),
    );
}

fn send_views<G: TableGame>(
    m: Res<Match<G>>,
    host: Res<PhoneHost>,
    mut phones: ResMut<PhoneSeats>,
    tr: Res<Tr>,
    mut kit: Local<Option<PhoneKit>>,
) {
    if m.is_added() {
        *kit = None;
    }
    // Nothing a view is made of changed: the last views stand.
    if !(m.is_changed() || phones.is_changed() || tr.is_changed() || host.is_added()) {
        return;
    }
    let kit = kit.get_or_insert_with(|| {
        PhoneKit::new(
            &G::DECK,
            m.seats.iter().map(|s| s.name().to_string()).collect(),
        )
    });
    let seats: Vec<_> = phones
        .seats()
        .filter(|s| s.index() < m.game.players())
        .collect();
    for seat in seats {
        let legal = m.game.legal(seat);
        let view = (G::PHONE)(&m.game.view(seat), &legal, &m.local, kit, &tr);
        let verbs = view.tappable_verbs();
        if let Some(Some(link)) = phones.0.get_mut(seat.index())
            && link.verbs != verbs
        {
            link.verbs = verbs;
        }
        publish(&host, seat, &view);
    }
}
