//! Jammerlappen at the real table: bots play a round to its Jammerlappen, a human's click and
//! button reach the rules, and a throw-in race is won by the earlier timestamp.

use super::devices::{card_at, click_at, key};
use super::harness::{app, run_until, screen, sit_down};
use bevy::prelude::*;
use stammtisch::games::jammerlappen::JammerMatch;
use stammtisch::screens::results::FinalOutcome;
use stammtisch::screens::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use stammtisch::table::cards::TableCard;
use stammtisch_rules::bots::{Level, decide};
use stammtisch_rules::games::jammerlappen::{Action, Jammerlappen, Phase, deck};
use stammtisch_rules::{CardId, Game, GameRng, LogEntry, Seat};

fn table(app: &App) -> &JammerMatch {
    app.world().resource::<JammerMatch>()
}

/// A Jammerlappen table; `human` seats are people, the rest bots of `level`.
fn setup(players: usize, humans: &[usize], level: Level, seed: u64) -> MatchSetup {
    let mut setup = MatchSetup::against_bots("jammerlappen", players, level, "Du", seed);
    setup.seats = (0..players)
        .map(|i| match humans.contains(&i) {
            true => SeatKind::Human {
                name: format!("Mensch {}", i + 1),
            },
            false => SeatKind::Bot {
                name: BOT_NAMES[i].into(),
                level,
            },
        })
        .collect();
    setup
}

/// The card ids of every card entity on the table, sorted.
fn card_entities(app: &mut App) -> Vec<u8> {
    let mut query = app.world_mut().query::<&TableCard>();
    let mut ids: Vec<u8> = query
        .iter(app.world())
        .filter_map(|c| c.id())
        .map(|c| c.0)
        .collect();
    ids.sort();
    ids
}

/// The last action seat `seat` made, from the table's log.
pub fn last_action_of(app: &App, seat: Seat) -> Option<Action> {
    table(app).log.entries.iter().rev().find_map(|e| match e {
        LogEntry::Action {
            seat: s, action, ..
        } if *s == seat => Some(serde_json::from_value(action.clone()).unwrap()),
        _ => None,
    })
}

#[test]
fn bots_play_a_round_to_its_jammerlappen_at_the_table() {
    let mut app = app();
    let mut setup = setup(4, &[], Level::Easy, 17);
    // One searching bot among the easy ones, so the task pool runs ISMCTS too.
    setup.seats[2] = SeatKind::Bot {
        name: BOT_NAMES[2].into(),
        level: Level::Normal,
    };
    sit_down(&mut app, setup);
    let deck: Vec<u8> = deck::deck(4).iter().map(|c| c.0).collect();
    let (mut frames, mut throw_ins, mut removals, mut counted) = (0, 0, 0, 0);
    let mut seen_over = false;
    run_until(&mut app, 40_000, "the results screen", |app| {
        if screen(app) == Screen::Results {
            return true;
        }
        frames += 1;
        assert_eq!(card_entities(app), deck, "one entity per card, every frame");
        let t = table(app);
        t.game
            .check_invariants()
            .expect("the table's round keeps the rules' invariants");
        seen_over |= t.game.is_over();
        let total = t.log.entries.len();
        for entry in &t.log.entries[counted..] {
            if let LogEntry::Action { events, .. } = entry {
                for e in events {
                    throw_ins += e.get("ThrownIn").is_some() as usize;
                    removals += e.get("PotRemoved").is_some() as usize;
                }
            }
        }
        counted = total;
        false
    });
    assert!(
        seen_over,
        "the table showed the finished round before the results"
    );
    let outcome = app.world().resource::<FinalOutcome>();
    let losers: Vec<Seat> = outcome
        .outcome
        .seats
        .iter()
        .filter(|s| !s.winner)
        .map(|s| s.seat)
        .collect();
    assert_eq!(losers.len(), 1, "one Jammerlappen: {:?}", outcome.outcome);
    let name = &outcome.names[losers[0].index()];
    assert_eq!(
        outcome.headline.as_deref(),
        Some(format!("{name} ist der Jammerlappen!").as_str()),
        "the results name the Jammerlappen"
    );
    assert!(outcome.again.as_deref().unwrap().contains(name.as_str()));
    // "Again" keeps the company: the Jammerlappen begins the next round.
    let next = app.world().resource::<MatchSetup>();
    use stammtisch::games::TableGame;
    let config = stammtisch::games::jammerlappen::JammerTable::config(next).unwrap();
    assert_eq!(config.last_jammerlappen, Some(losers[0].0));
    assert!(frames > 10);
    println!("round over after {frames} frames; pots removed {removals}, throw-ins {throw_ins}");
}

#[test]
fn a_human_keeps_by_button_and_lays_a_card_by_click() {
    let mut app = app();
    sit_down(&mut app, setup(3, &[0], Level::Easy, 8));
    let human = Seat(0);
    // Before play: K (the keyboard has no own seat: the person who may act) keeps.
    run_until(&mut app, 2000, "the exchange", |app| {
        let seats = app
            .world()
            .resource::<stammtisch::table::seats::TableSeats>();
        seats.on_turn.contains(&human)
    });
    key(&mut app, KeyCode::KeyK);
    run_until(&mut app, 50, "the keep", |app| {
        last_action_of(app, human) == Some(Action::Keep)
    });
    // Play on until the human is on turn with a card to lay.
    let mut choice = None;
    run_until(
        &mut app,
        20_000,
        "the human's turn with a card to lay",
        |app| {
            let t = table(app);
            assert!(
                !t.game.is_over(),
                "the round ended before the human laid a card"
            );
            if !matches!(t.game.phase(), Phase::Play { turn } if turn == human) {
                return false;
            }
            let legal = t.game.legal(human);
            // A single card (no copy to choose along), so one click lays it.
            choice = legal.iter().find_map(|a| match a {
            Action::Play { cards } if cards.len() == 1 => {
                let face = deck::face(cards[0]);
                let copies = legal.iter().any(|b| matches!(b, Action::Play { cards: c } if c.len() > 1 && deck::face(c[0]) == face));
                (!copies).then_some(cards[0])
            }
            _ => None,
        });
            if choice.is_none() {
                // Nothing to lay alone: take the pot by key and wait for the next turn.
                key(app, KeyCode::KeyT);
            }
            choice.is_some()
        },
    );
    let card: CardId = choice.unwrap();
    // Let the cards land where the rules put them, then click the card.
    for _ in 0..60 {
        app.update();
    }
    let at = card_at(&mut app, card);
    click_at(&mut app, at);
    assert_eq!(
        last_action_of(&app, human),
        Some(Action::Play { cards: vec![card] }),
        "the click laid {}",
        deck::name(card)
    );
    let t = table(&app);
    assert!(
        t.game.pot().contains(&card) || t.game.out_of_game().contains(&card),
        "the card lies in the pot (or left the game with it)"
    );
}

/// Plays `game` on with the easy heuristic until some seat could throw in; the actions taken.
fn play_to_a_throw_in(game: &mut Jammerlappen, seed: u64) -> Option<(Vec<(Seat, Action)>, Seat)> {
    let mut rng = GameRng::new(seed);
    let mut played = Vec::new();
    let mut now = 0;
    for _ in 0..400 {
        if game.is_over() {
            return None;
        }
        if game.window().is_some()
            && let Some(thrower) =
                Seat::all(game.players()).find(|&s| game.throw_in_cards(s).is_some())
        {
            return Some((played, thrower));
        }
        let seat = game.first_actor(now)?;
        let legal = game.legal(seat);
        let action = decide::<Jammerlappen>(Level::Easy, seat, &game.view(seat), &legal, &mut rng)?;
        now += 10;
        game.apply(seat, &action, now).unwrap();
        played.push((seat, action));
    }
    None
}

/// A seed whose round offers a throw-in, found on the rules alone: the seed, the moves up to the
/// chance and who could throw in.
fn throw_in_round() -> (u64, Vec<(Seat, Action)>, Seat) {
    (1..300u64)
        .find_map(|seed| {
            let mut game = Jammerlappen::new(&Default::default(), 4, seed).unwrap();
            play_to_a_throw_in(&mut game, seed).map(|(moves, t)| (seed, moves, t))
        })
        .expect("some round offers a throw-in")
}

#[test]
fn a_click_on_the_pot_throws_in() {
    let (seed, moves, thrower) = throw_in_round();
    let mut app = app();
    // The bots think for ages, so only the human's click can move.
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1000.0;
    sit_down(&mut app, setup(4, &[thrower.index()], Level::Easy, seed));
    app.update();
    let onto = {
        let mut t = app.world_mut().resource_mut::<JammerMatch>();
        let now = t.now;
        for (seat, action) in &moves {
            t.game.apply(*seat, action, now).unwrap();
        }
        t.last_applied = now;
        t.game.window().unwrap().card
    };
    let cards = table(&app).game.throw_in_cards(thrower).unwrap();
    // The cards land (well inside the throw-in window); the top card of the heap is clicked.
    for _ in 0..30 {
        app.update();
    }
    let at = card_at(&mut app, onto);
    click_at(&mut app, at);
    assert_eq!(
        last_action_of(&app, thrower),
        Some(Action::ThrowIn { onto, cards }),
        "the click on the pot threw in"
    );
}
