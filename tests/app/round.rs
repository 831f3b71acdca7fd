//! Bots play a whole game at the real table to the results screen.

use super::harness::{app, run_until, screen, sit_down};
use stammtisch::core::outcome::FinalOutcome;
use stammtisch::core::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::table::cards::TableCard;
use stammtisch_rules::Game;
use stammtisch_rules::bots::Level;

#[test]
fn bots_play_a_game_to_the_results_screen() {
    let mut app = app();
    let seats: Vec<SeatKind> = (0..3)
        .map(|i| SeatKind::Bot {
            name: BOT_NAMES[i].into(),
            level: Level::Easy,
        })
        .collect();
    let mut setup = MatchSetup::against_bots("schwimmen", seats.len(), Level::Easy, "-", 42);
    setup.seats = seats;
    sit_down(&mut app, setup);
    let mut cards_checked = false;
    run_until(&mut app, 20_000, "the results screen", |app| {
        if let Some(table) = app.world().get_resource::<SchwimmenMatch>() {
            table
                .game
                .check_invariants()
                .expect("the table's game keeps its invariants");
            if !cards_checked {
                // One entity per card of the deck, no more, no less; the screen knows no
                // card twice.
                let mut query = app.world_mut().query::<&TableCard>();
                let keys: Vec<TableCard> = query.iter(app.world()).copied().collect();
                assert_eq!(keys.len(), 32);
                let mut ids: Vec<u8> = keys.iter().filter_map(|c| c.id()).map(|c| c.0).collect();
                ids.sort();
                let known = ids.len();
                ids.dedup();
                assert_eq!(ids.len(), known, "a card known twice");
                cards_checked = true;
            }
        }
        screen(app) == Screen::Results
    });
    let outcome = app.world().resource::<FinalOutcome>();
    assert_eq!(
        outcome.outcome.winners().len(),
        1,
        "Schwimmen has one winner: {:?}",
        outcome.outcome
    );
    assert_eq!(outcome.names.len(), 3);
}
