//! Starting a match: wait for the card art, build the rules from the setup (back to the lobby
//! with the reason if the setup is refused), spawn the cards, play out the first deal.

use super::{Match, RulesEvent, TableGame};
use crate::core::{MatchSetup, Screen, TableClock, Toast};
use crate::settings::Settings;
use bevy::prelude::*;
use stammtisch_rules::Game;

pub(super) fn plugin<G: TableGame>(app: &mut App, id: &str) {
    let id = id.to_string();
    app.add_systems(
        OnEnter(Screen::Table),
        start_match::<G>
            .after(crate::screens::table::clear_toast)
            .run_if(move |setup: Res<MatchSetup>| setup.game == id),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<Match<G>>()
    });
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
            let sight = super::Sight::<G>::of(&m.game, held, m.log.entries.len());
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
