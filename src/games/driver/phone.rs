//! Every seat with a phone gets its view, made by its game from the rules' view of that seat
//! alone and the table's local state as that seat alone may see it, whenever it changes; the
//! verbs it offered are kept so a phone's tap names one. What a phone is made from is its own
//! `PhoneSight` (never the screen's `Sight`: the TV never learns a phone's hand): the host makes
//! it from the match for its own phones, and for a phone at a guest's screen in another home the
//! host makes it for that home's phone seats and sends it (`news.rs`), so the same code sends
//! the views on either screen. A seat a bot plays gets no view here, whoever holds it: checked
//! where the views are made, not only where seats are claimed.

use super::{Match, Shown, Sight, TableGame};
use crate::core::{Screen, Tr};
use crate::phone::{PhoneHost, PhoneKit, PhoneSeats, publish};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::{Game, Seat};

/// What this screen's phones may see: the views and legal moves of the seats phones hold here,
/// and the table's own state as each of those seats alone may see it (a selection one phone's
/// seat knows never reaches another phone).
#[derive(Resource, Debug, serde::Serialize, serde::Deserialize)]
#[serde(bound = "")]
pub struct PhoneSight<G: TableGame> {
    pub sight: Sight<G>,
    /// The table's local state as seen by each held seat alone, by seat index.
    locals: Vec<Option<G::Local>>,
}

impl<G: TableGame> Clone for PhoneSight<G> {
    fn clone(&self) -> Self {
        PhoneSight {
            sight: self.sight.clone(),
            locals: self.locals.clone(),
        }
    }
}

impl<G: TableGame> PhoneSight<G> {
    /// What phones holding `seats` may see of the match now.
    pub fn of(m: &Match<G>, seats: Vec<Seat>) -> Self {
        let len = m.log.entries.len();
        let mut locals = vec![None; m.game.players()];
        for &seat in &seats {
            if let Some(local) = locals.get_mut(seat.index()) {
                let alone = Sight::<G>::for_phones(&m.game, vec![seat], len);
                *local = Some(G::local_seen(&m.local, &alone));
            }
        }
        let sight = Sight::<G>::for_phones(&m.game, seats, len);
        PhoneSight { sight, locals }
    }

    /// The table's local state as `seat` alone may see it.
    pub fn local(&self, seat: Seat) -> Option<&G::Local> {
        self.locals.get(seat.index()).and_then(Option::as_ref)
    }

    /// Whether it says something `other` does not (the seats, the log's length or the table's
    /// state): a phone's view is made anew only then.
    pub fn differs(&self, other: &Self) -> bool {
        self.sight.held != other.sight.held
            || self.sight.log_len() != other.sight.log_len()
            || self.locals != other.locals
    }
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        (
            refresh::<G>.run_if(resource_exists::<Match<G>>),
            send_views::<G>.run_if(resource_exists::<PhoneSight<G>>),
        )
            .chain()
            .after(super::DriverSet::Resolve)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<PhoneHost>)),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<PhoneSight<G>>()
    });
}

/// At the host, after every step of the rules: what its own phones may see. Only a person's
/// seat of this screen is a phone's here: never a bot's (whatever the claims say), never one
/// another home holds.
fn refresh<G: TableGame>(
    m: Res<Match<G>>,
    phones: Res<PhoneSeats>,
    seats: Option<Res<TableSeats>>,
    sight: Option<ResMut<PhoneSight<G>>>,
    mut local_before: Local<Option<G::Local>>,
    mut commands: Commands,
) {
    let Some(seats) = seats else { return };
    let held: Vec<Seat> = phones
        .seats()
        .filter(|s| s.index() < m.game.players())
        .filter(|s| seats.kinds.get(s.index()).is_some_and(|k| k.is_human()))
        .filter(|s| !seats.remote.contains(s))
        .collect();
    // What the table's local state was when the sight was made (kept here, never sent).
    let local_changed = local_before.as_ref() != Some(&m.local);
    if local_changed {
        *local_before = Some(m.local.clone());
    }
    match sight {
        Some(mut sight) => {
            let stale = sight.sight.held != held
                || sight.sight.log_len() != m.log.entries.len()
                || local_changed;
            if stale || m.is_added() {
                *sight = PhoneSight::of(&m, held);
            }
        }
        None => commands.insert_resource(PhoneSight::of(&m, held)),
    }
}

fn send_views<G: TableGame>(
    sight: Res<PhoneSight<G>>,
    shown: Option<Res<Shown<G>>>,
    host: Res<PhoneHost>,
    mut phones: ResMut<PhoneSeats>,
    tr: Res<Tr>,
    mut kit: Local<Option<PhoneKit>>,
) {
    if sight.is_added() {
        *kit = None;
    }
    // Nothing a view is made of changed: the last views stand.
    if !(sight.is_changed() || phones.is_changed() || tr.is_changed() || host.is_added()) {
        return;
    }
    let Some(shown) = shown else { return };
    let kit = kit.get_or_insert_with(|| {
        PhoneKit::new(
            &G::DECK,
            shown.seats.iter().map(|s| s.name().to_string()).collect(),
        )
    });
    let seats: Vec<Seat> = phones.seats().filter(|&s| sight.sight.holds(s)).collect();
    for seat in seats {
        let (Some(view), Some(local)) = (sight.sight.view(seat), sight.local(seat)) else {
            continue;
        };
        let legal = sight.sight.legal(seat).to_vec();
        let view = (G::PHONE)(view, &legal, local, kit, &tr);
        let verbs = view.tappable_verbs();
        if let Some(Some(link)) = phones.0.get_mut(seat.index())
            && link.verbs != verbs
        {
            link.verbs = verbs;
        }
        publish(&host, seat, &view);
    }
}
