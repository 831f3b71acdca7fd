//! Starting a match: wait for the card art, build the rules from the setup (back to the lobby
//! with the reason if the setup is refused), spawn the cards, play out the first deal.

use super::{Match, RulesEvent, TableGame};
use crate::core::{MatchSetup, Screen, TableClock, Toast};
use crate::settings::Settings;
use bevy::prelude::*;
use stammtisch_rules::Game;

pub(super) fn plugin<G: TableGame>(app: &mut App, game: &str) {
    let id = game.to_string();
    app.add_systems(
        OnEnter(Screen::Table),
        start_match::<G>
            .after(crate::screens::table::clear_toast)
            .run_if(
                (move |setup: Res<MatchSetup>| setup.game == id)
                    .and_then(not(resource_exists::<crate::net::Elsewhere>)),
            ),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<Match<G>>()
    });
    let id = game.to_string();
    app.add_systems(
        Update,
        cards_from_elsewhere::<G>
            .run_if(
                in_state(Screen::Table)
                    .and_then(resource_added::<super::Shown<G>>)
                    .and_then(resource_exists::<crate::net::Elsewhere>)
                    .and_then(move |setup: Res<MatchSetup>| setup.game == id),
            )
            .before(crate::table::TableSet::Project),
    );
}

#[allow(clippy::too_many_arguments)]
fn start_match<G: TableGame>(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    art: Option<Res<crate::assets::CardArt>>,
    area: Res<crate::table::cards::TableArea>,
    settings: Res<Settings>,
    mut clock: ResMut<TableClock>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    mut next: ResMut<NextState<Screen>>,
    mut events: MessageWriter<RulesEvent<<G::Rules as Game>::Event>>,
    tr: Res<crate::core::Tr>,
    spectating: Option<Res<super::Spectating>>,
    phones: Res<crate::table::seats::PhoneHeld>,
) {
    let Some(art) = art else {
        next.set(Screen::Loading);
        return;
    };
    match Match::<G>::new(&setup, &tr) {
        Ok(mut m) => {
            clock.now = 0;
            let size = area.0;
            crate::table::cards::spawn_cards(
                &mut commands,
                art.deck(G::DECK.folder),
                G::card_count(&m.game),
                G::deal_from(size),
                size.card_size(),
            );
            let seats = crate::table::seats::TableSeats::new(&setup);
            let held = super::sight::held_seats(&seats, &phones.0, spectating.is_some_and(|s| s.0));
            let sight = super::Sight::<G>::of_home(&m.game, held, &phones.0, m.log.entries.len());
            // The first deal happened in the rules already; the table plays it out now.
            for event in G::opening(&m.game) {
                G::on_event(&mut m, &event, 0, settings.pace());
                events.write(RulesEvent(event));
            }
            commands.insert_resource(m.shown.seen_by(&sight));
            commands.insert_resource(sight);
            commands.insert_resource(m);
        }
        Err(problem) => {
            toast.show(problem, time.elapsed_secs());
            next.set(Screen::Lobby);
        }
    }
}

/// How many card entities a match of the game needs, as the table's host says (a guest's screen
/// has no rules state to count them from).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardCount(pub usize);

/// A guest's table gets its cards (backs, where the deal starts) when the host's first news
/// arrives.
fn cards_from_elsewhere<G: TableGame>(
    mut commands: Commands,
    count: Option<Res<CardCount>>,
    art: Option<Res<crate::assets::CardArt>>,
    area: Res<crate::table::cards::TableArea>,
) {
    let (Some(count), Some(art)) = (count, art) else {
        return;
    };
    let size = area.0;
    crate::table::cards::spawn_cards(
        &mut commands,
        art.deck(G::DECK.folder),
        count.0,
        G::deal_from(size),
        size.card_size(),
    );
}
