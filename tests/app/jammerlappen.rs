//! Jammerlappen at the real table: bots play a round to its Jammerlappen, a human's click and
//! button reach the rules, a throw-in race is won by the earlier timestamp, and a screen draws
//! only what its seats may see (no bot's hand, no face-down card, no card of the draw pile).

use super::devices::{card_at, click_at, key};
use super::harness::{app, run_until, screen, sit_down};
use bevy::prelude::*;
use stammtisch::core::outcome::FinalOutcome;
use stammtisch::core::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use stammtisch::games::driver::Sight;
use stammtisch::games::jammerlappen::{JammerlappenMatch, JammerlappenTable};
use stammtisch::table::cards::TableCard;
use stammtisch_rules::bots::{Level, decide};
use stammtisch_rules::games::jammerlappen::{Action, Jammerlappen, Phase, deck};
use stammtisch_rules::{CardId, Game, GameRng, LogEntry, Seat};

fn table(app: &App) -> &JammerlappenMatch {
    app.world().resource::<JammerlappenMatch>()
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

/// How many card entities lie on the table, and the identities they carry, sorted.
fn card_entities(app: &mut App) -> (usize, Vec<u8>) {
    let mut query = app.world_mut().query::<&TableCard>();
    let count = query.iter(app.world()).count();
    let mut ids: Vec<u8> = query
        .iter(app.world())
        .filter_map(TableCard::id)
        .map(|c| c.0)
        .collect();
    ids.sort();
    (count, ids)
}

/// Plays `moves` on the table's round directly (a test's shortcut past the input stream); the
/// screen's sight is made anew from the round, as after a step of the rules.
pub(super) fn play_on(app: &mut App, moves: &[(Seat, Action)]) {
    let mut t = app.world_mut().resource_mut::<JammerlappenMatch>();
    let now = t.now;
    for (seat, action) in moves {
        t.game.apply(*seat, action, now).unwrap();
    }
    t.last_applied = now;
    app.world_mut()
        .remove_resource::<Sight<JammerlappenTable>>();
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
        let (count, ids) = card_entities(app);
        assert_eq!(count, deck.len(), "one entity per card, every frame");
        let mut unique = ids.clone();
        unique.dedup();
        assert_eq!(unique, ids, "no identity twice");
        assert!(ids.iter().all(|c| deck.contains(c)), "{ids:?}");
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
    use stammtisch::games::driver::TableGame;
    let config = stammtisch::games::jammerlappen::JammerlappenTable::config(next).unwrap();
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

/// The first seed whose round at `players`, played on by the easy heuristic, comes to a moment
/// `found` names (asked before every move): the seed, the moves up to there and what `found` said.
/// Found on the rules alone.
pub(super) fn round_to<T>(
    players: usize,
    mut found: impl FnMut(&Jammerlappen) -> Option<T>,
) -> Option<(u64, Vec<(Seat, Action)>, T)> {
    (1..500u64).find_map(|seed| {
        let mut game = Jammerlappen::new(&Default::default(), players, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut played = Vec::new();
        for step in 0..3000u64 {
            if game.is_over() {
                return None;
            }
            if let Some(it) = found(&game) {
                return Some((seed, played, it));
            }
            let seat = game.first_actor(step * 10)?;
            let legal = game.legal(seat);
            let view = game.view(seat);
            let action = decide::<Jammerlappen>(Level::Easy, seat, &view, &legal, &mut rng)?;
            game.apply(seat, &action, step * 10).ok()?;
            played.push((seat, action));
        }
        None
    })
}

/// A seed whose round offers a throw-in: the seed, the moves up to the chance and who could
/// throw in.
fn throw_in_round() -> (u64, Vec<(Seat, Action)>, Seat) {
    round_to(4, |game| {
        game.window()?;
        Seat::all(game.players()).find(|&s| game.throw_in_cards(s).is_some())
    })
    .expect("some round offers a throw-in")
}

/// A table of `players` with one person at `seat` and bots that think for ages (so only the
/// person's press can move), `frames` into the round, then at the moment after `moves`.
fn person_at(
    players: usize,
    seat: Seat,
    seed: u64,
    frames: usize,
    moves: &[(Seat, Action)],
) -> App {
    let mut app = app();
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1000.0;
    sit_down(&mut app, setup(players, &[seat.index()], Level::Easy, seed));
    for _ in 0..frames {
        app.update();
    }
    play_on(&mut app, moves);
    app
}

#[test]
fn a_click_on_the_pot_throws_in() {
    let (seed, moves, thrower) = throw_in_round();
    let mut app = person_at(4, thrower, seed, 1, &moves);
    let onto = table(&app).game.window().unwrap().card;
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

/// A seed whose round lets a seat play a face-down card blind: the seed, the moves up to there
/// and the seat on turn.
fn blind_round() -> (u64, Vec<(Seat, Action)>, Seat) {
    round_to(3, |game| match game.phase() {
        Phase::Play { turn }
            if game.window().is_none()
                && game
                    .legal(turn)
                    .iter()
                    .any(|a| matches!(a, Action::PlayBlind { .. })) =>
        {
            Some(turn)
        }
        _ => None,
    })
    .expect("some round comes to a blind card")
}

/// A click on one of the person's own face-down cards (a back without identity on the screen)
/// plays it blind.
#[test]
fn a_click_on_a_face_down_back_plays_it_blind() {
    use stammtisch::core::CardKey;
    use stammtisch::table::hit::{Clickable, topmost};
    let (seed, moves, seat) = blind_round();
    let mut app = person_at(3, seat, seed, 300, &moves);
    for _ in 0..120 {
        app.update();
    }
    let slot = table(&app)
        .game
        .legal(seat)
        .iter()
        .find_map(|a| match a {
            Action::PlayBlind { slot } => Some(*slot),
            _ => None,
        })
        .expect("the person may play blind");
    // The face-down card is a back of the seat's face-down row (`project.rs`: 10 + seat).
    let back = CardKey::back(10 + seat.0 as u16, slot as usize);
    let mut things = app
        .world_mut()
        .query_filtered::<(Entity, &Transform, &Sprite, &TableCard), With<Clickable>>();
    let things: Vec<(Entity, Transform, Sprite, CardKey)> = things
        .iter(app.world())
        .map(|(e, t, s, c)| (e, *t, s.clone(), c.0))
        .collect();
    let (entity, at) = things
        .iter()
        .find(|t| t.3 == back)
        .map(|(e, t, ..)| (*e, t.translation.truncate()))
        .expect("the face-down card is a back of its row");
    assert_eq!(
        topmost(at, things.iter().map(|(e, t, s, _)| (*e, t, s))),
        Some(entity),
        "nothing covers the face-down card's centre"
    );
    click_at(&mut app, at);
    assert_eq!(last_action_of(&app, seat), Some(Action::PlayBlind { slot }));
}

/// A screen draws only what its seats may see, every frame of seeded rounds.
mod sight {
    use super::*;
    use crate::sight::{Watcher, every_hand_open, people_and_bots, play_watching_at, shown};
    use std::collections::HashSet;

    /// Every card in a hand at the table now (per the rules), and the face-down cards.
    fn hands_and_face_down(app: &App) -> (Vec<CardId>, Vec<CardId>) {
        let game = &table(app).game;
        let hands = Seat::all(game.players())
            .flat_map(|s| game.hand(s).to_vec())
            .collect();
        let face_down = Seat::all(game.players())
            .flat_map(|s| game.face_down(s))
            .flatten()
            .collect();
        (hands, face_down)
    }

    /// How many cards in the hands of `seats` carry their identity on the screen (`shown`)
    /// though nobody saw them taken.
    fn secret_hand_cards_shown(app: &App, shown: &HashSet<CardId>, seats: &[Seat]) -> usize {
        let game = &table(app).game;
        let public = game.public_view();
        seats
            .iter()
            .flat_map(|s| {
                let known = &public.known[s.index()];
                game.hand(*s).iter().filter(move |c| !known.contains(c))
            })
            .filter(|c| shown.contains(c))
            .count()
    }

    /// Seeded whole rounds with bots answering at once, and one at a table's pace (cards still
    /// flying when the next move comes).
    const ROUNDS: [(u64, f32); 4] = [(21, 0.0), (22, 0.0), (23, 0.0), (24, 0.3)];

    #[test]
    fn two_people_and_two_bots_see_their_own_hands_and_no_bots() {
        for (seed, pace) in ROUNDS {
            two_people_and_two_bots(seed, pace);
        }
    }

    fn two_people_and_two_bots(seed: u64, pace: f32) {
        let setup = people_and_bots("jammerlappen", 4, 2, seed);
        let (mut bot_hand_seen, mut own_hands_open, mut face_down_seen) = (0, 0, 0);
        let mut leftovers_face_up = None;
        let watched =
            play_watching_at::<JammerlappenTable>(pace, setup, Watcher::Couch, 30_000, |app| {
                if let Phase::Over { jammerlappen } = table(app).game.phase() {
                    leftovers_face_up = Some(leftovers_face_up_of(app, jammerlappen));
                }
                let shown: HashSet<CardId> = shown(app).into_iter().collect();
                // A bot's hand cards have no entity, unless everyone saw them taken.
                bot_hand_seen += secret_hand_cards_shown(app, &shown, &[Seat(2), Seat(3)]);
                face_down_seen += hands_and_face_down(app)
                    .1
                    .iter()
                    .filter(|c| shown.contains(c))
                    .count();
                // The people's own hands carry their identities (face down until peeked).
                let game = &table(app).game;
                let people = [Seat(0), Seat(1)];
                own_hands_open += usize::from(
                    people.iter().any(|&s| !game.hand(s).is_empty())
                        && people
                            .iter()
                            .all(|&s| game.hand(s).iter().all(|c| shown.contains(c))),
                );
            });
        assert!(watched.frames > 100, "seed {seed}: {watched:?}");
        assert_eq!((bot_hand_seen, face_down_seen), (0, 0), "{watched:?}");
        assert!(
            own_hands_open > 50,
            "seed {seed}: {own_hands_open} {watched:?}"
        );
        // Two hands of three and every face-up card at least.
        assert!(watched.most_open >= 6 + 12, "{watched:?}");
        // The round ended with the Jammerlappen's leftovers shown, a bot's as a person's.
        assert_eq!(leftovers_face_up, Some(true), "seed {seed}: {watched:?}");
    }

    /// Whether every card left in the Jammerlappen's hand lies face up with its identity.
    fn leftovers_face_up_of(app: &mut App, jammerlappen: Seat) -> bool {
        use stammtisch::table::cards::CardPlace;
        let left = table(app).game.hand(jammerlappen).to_vec();
        let mut cards = app.world_mut().query::<(&TableCard, &CardPlace)>();
        let up: HashSet<CardId> = cards
            .iter(app.world())
            .filter(|(_, place)| place.face_up)
            .filter_map(|(card, _)| card.id())
            .collect();
        left.iter().all(|c| up.contains(c))
    }

    #[test]
    fn a_spectator_sees_no_private_card() {
        for (seed, pace) in ROUNDS {
            spectator(seed, pace);
        }
    }

    fn spectator(seed: u64, pace: f32) {
        let setup = people_and_bots("jammerlappen", 3, 1, seed);
        let mut hand_seen = 0;
        let watched =
            play_watching_at::<JammerlappenTable>(pace, setup, Watcher::Spectator, 30_000, |app| {
                let shown: HashSet<CardId> = shown(app).into_iter().collect();
                hand_seen += secret_hand_cards_shown(app, &shown, &[Seat(0), Seat(1), Seat(2)]);
            });
        assert!(watched.frames > 100, "seed {seed}: {watched:?}");
        assert_eq!(hand_seen, 0, "{watched:?}");
        // The face-up rows and the pot did show.
        assert!(watched.most_open >= 9, "{watched:?}");
    }

    #[test]
    fn the_attract_screen_shows_every_hand() {
        for (seed, pace) in [(23, 0.0), (24, 0.3)] {
            attract(seed, pace);
        }
    }

    fn attract(seed: u64, pace: f32) {
        let setup = MatchSetup::attract_of("jammerlappen", 4, seed);
        let (mut checked, mut face_down_seen) = (0, 0);
        let watched =
            play_watching_at::<JammerlappenTable>(pace, setup, Watcher::Attract, 30_000, |app| {
                let (hands, face_down) = hands_and_face_down(app);
                let shown: HashSet<CardId> = shown(app).into_iter().collect();
                face_down_seen += face_down.iter().filter(|c| shown.contains(c)).count();
                checked += usize::from(!hands.is_empty());
                every_hand_open(app, hands);
            });
        assert!(checked > 100, "seed {seed}: {watched:?} {checked}");
        // Face-down cards are backs even here: nobody may see them.
        assert_eq!(face_down_seen, 0, "{watched:?}");
    }

    /// A bot lays a hand card and draws one in the same move: the back that lands open on the
    /// pot comes from the bot's hand, and the card from the draw pile flies on into the hand
    /// (not the pile's top card onto the pot, with the hand unmoved).
    #[test]
    fn a_bots_laid_card_leaves_its_hand_and_the_drawn_card_comes_from_the_pile() {
        use stammtisch::core::CardKey;
        use std::collections::HashMap;
        // The draw pile's backs (`project.rs`); a seat's hand is the pile of its number.
        const DRAW: u16 = 100;
        let setup = people_and_bots("jammerlappen", 3, 1, 25);
        // Last frame's keys, and how many cards lay on the draw pile then.
        let (mut before, mut pile_before) = (HashMap::<Entity, CardKey>::new(), usize::MAX);
        let (mut from_hand, mut from_pile, mut into_hand) = (0, 0, 0);
        play_watching_at::<JammerlappenTable>(0.3, setup, Watcher::Couch, 30_000, |app| {
            let pot: HashSet<CardId> = table(app).game.pot().iter().copied().collect();
            let mut cards = app.world_mut().query::<(Entity, &TableCard)>();
            let now: HashMap<Entity, CardKey> =
                cards.iter(app.world()).map(|(e, c)| (e, c.0)).collect();
            for (entity, key) in &now {
                if let (Some(&CardKey::Back { pile, at }), CardKey::Open(card)) =
                    (before.get(entity), key)
                    && pot.contains(card)
                {
                    // A bot's hand: backs dealt (its seat's pile) or drawn (beyond the pile).
                    let on_pile = pile == DRAW && (at as usize) < pile_before;
                    from_hand += usize::from(pile == 1 || pile == 2 || pile == DRAW && !on_pile);
                    from_pile += usize::from(on_pile);
                }
            }
            // Drawn cards in the bots' hands: pile keys the pile no longer has.
            let pile = table(app).game.draw_pile().len();
            into_hand = into_hand.max(
                now.values()
                    .filter(
                        |k| matches!(k, CardKey::Back { pile: DRAW, at } if *at as usize >= pile),
                    )
                    .count(),
            );
            before = now;
            pile_before = pile;
        });
        assert!(from_hand > 5, "{from_hand} {from_pile} {into_hand}");
        assert_eq!(from_pile, 0, "{from_hand} {from_pile} {into_hand}");
        assert!(into_hand > 0, "{from_hand} {from_pile} {into_hand}");
    }
}

/// The attract mode's table at 800×600 (bots at their pace, hands open), as the smoke run plays
/// it: no seat's line lies on a card face up at rest for longer than the frame it came in.
#[test]
fn the_attract_table_at_800_by_600_keeps_its_lines_off_the_open_cards() {
    use stammtisch::table::cards::CardPlace;
    let mut app = app();
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1.0;
    sit_down(&mut app, MatchSetup::attract_of("jammerlappen", 4, 9));
    let mut q = app.world_mut().query::<&mut Window>();
    q.single_mut(app.world_mut())
        .unwrap()
        .resolution
        .set(800.0, 600.0);
    let card_height = stammtisch::table::layout::TableSize::from_window(800.0, 600.0).card_height();
    let (mut lines_seen, mut covered) = (0, Vec::<Entity>::new());
    for frame in 0..(60_000 / 16) {
        app.update();
        let mut q = app
            .world_mut()
            .query::<(&TableCard, &Transform, &Sprite, &CardPlace)>();
        let open: Vec<(String, Rect)> = q
            .iter(app.world())
            .filter(|(_, t, _, p)| p.face_up && t.translation.truncate().distance(p.pos) < 1.0)
            .map(|(c, t, s, _)| {
                let size = s.custom_size.unwrap_or(Vec2::ONE) * t.scale.truncate();
                let half = stammtisch::table::layout::card_rect(
                    Vec2::ZERO,
                    t.rotation.to_euler(EulerRot::XYZ).2,
                    size,
                )
                .half_size();
                (
                    format!("{:?}", c.0),
                    Rect::from_center_half_size(t.translation.truncate(), half),
                )
            })
            .collect();
        let lines = super::harness::seat_lines(&mut app);
        lines_seen += lines.len();
        let before = std::mem::take(&mut covered);
        for (line, words) in &lines {
            for (card, rect) in &open {
                let i = line.intersect(*rect);
                if i.width() > card_height * 0.06 && i.height() > card_height * 0.06 {
                    let text = app.world().get::<Text2d>(*words).map(|t| t.0.clone());
                    assert!(
                        !before.contains(words),
                        "frame {frame}: the line {text:?} at {line:?} lies on card {card} at {rect:?} (the game's places {:?})",
                        app.world()
                            .resource::<stammtisch::table::announce::LineSpots>()
                    );
                    covered.push(*words);
                }
            }
        }
    }
    assert!(lines_seen > 100, "{lines_seen} lines seen");
}

/// Each card's corners on the table (only the face-up ones' if `open`), turned as it lies (where
/// it lies or lands).
fn card_corners(app: &mut App, open: bool) -> Vec<[Vec2; 4]> {
    use stammtisch::table::cards::CardPlace;
    let card = app
        .world()
        .resource::<stammtisch::table::cards::TableArea>()
        .0
        .card_size();
    let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
    q.iter(app.world())
        .filter(|(_, p)| p.face_up || !open)
        .map(|(_, p)| {
            let half = card * p.scale / 2.0;
            let turn = Vec2::from_angle(p.angle);
            [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                .map(|(x, y)| p.pos + turn.rotate(half * Vec2::new(x, y)))
        })
        .collect()
}

/// The corners of words at `at` in letters of `font` (their size from their letters: no text is
/// laid out here).
fn words_corners(text: &str, font: &TextFont, at: &Transform) -> Option<(Rect, [Vec2; 4])> {
    let bevy::text::FontSize::Px(px) = font.font_size else {
        return None;
    };
    let rows = text.lines().count().max(1) as f32;
    let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0) as f32;
    let rect = Rect::from_center_size(
        at.translation.truncate(),
        Vec2::new(widest * px * 0.5, rows * px * 1.2),
    );
    let corners = [
        rect.min,
        Vec2::new(rect.max.x, rect.min.y),
        rect.max,
        Vec2::new(rect.min.x, rect.max.y),
    ];
    Some((rect, corners))
}

/// `players` attract seats in a window of `width` × `height`, as the smoke run plays them, for
/// twenty seconds: no words `pick` numbers (a plate by its seat, a badge) lie on a card (a face-up
/// one if `open`; where the cards lie or land) for longer than a moment. How many were seen.
fn attract_words_stay_off_the_cards(
    (players, width, height, seed): (usize, u32, u32, u64),
    open: bool,
    pick: fn(Option<&stammtisch::table::seats::SeatPlate>, &Name) -> Option<usize>,
) -> usize {
    use stammtisch::table::seats::SeatPlate;
    let mut app = super::harness::ui_app(width, height);
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1.0;
    sit_down(
        &mut app,
        MatchSetup::attract_of("jammerlappen", players, seed),
    );
    // Since when each one has lain on a card.
    let mut since = std::collections::HashMap::<usize, usize>::new();
    let mut seen = 0;
    for frame in 0..(20_000 / 16) {
        app.update();
        let cards = card_corners(&mut app, open);
        let mut q = app
            .world_mut()
            .query::<(Option<&SeatPlate>, &Name, &Text2d, &TextFont, &Transform)>();
        for (plate, name, text, font, at) in q.iter(app.world()) {
            let Some(which) = pick(plate, name) else {
                continue;
            };
            let Some((rect, corners)) =
                words_corners(&text.0, font, at).filter(|_| !text.0.is_empty())
            else {
                since.remove(&which);
                continue;
            };
            seen += 1;
            let under: Vec<Vec2> = cards
                .iter()
                .filter(|c| stammtisch::ui::layout_check::depth(c, &corners) > 3.0)
                .map(|c| (c[0] + c[2]) / 2.0)
                .collect();
            if under.is_empty() {
                since.remove(&which);
                continue;
            }
            let from = *since.entry(which).or_insert(frame);
            assert!(
                frame - from < 30,
                "{players} seats at {width}×{height}, frame {frame}: {:?} at {rect:?} has lain on the cards at {under:?} since frame {from}",
                text.0
            );
        }
    }
    seen
}

/// `attract_words_stay_off_the_cards` for the name plates, each on no card.
fn attract_plates_stay_off_the_cards(players: usize, width: u32, height: u32, seed: u64) {
    let seen = attract_words_stay_off_the_cards((players, width, height, seed), false, |p, _| {
        p.map(|p| p.0.index())
    });
    assert!(seen > 200 * players, "{seen} plates seen");
}

/// Five seats at 800×600: the bottom seat's plate stood right of its rows, on the lower right
/// seat's rows.
#[test]
fn five_attract_seats_at_800_by_600_keep_their_plates_off_the_cards() {
    attract_plates_stay_off_the_cards(5, 800, 600, 7);
}

/// Six seats: the side seats' plates stood above their rows, where the slanted top seats' hands
/// reach.
#[test]
fn six_attract_seats_keep_their_plates_off_the_cards() {
    attract_plates_stay_off_the_cards(6, 800, 600, 7);
    attract_plates_stay_off_the_cards(6, 1280, 720, 8);
}

/// Three seats: the slanted top seats' plates stood beyond their hands, where a big hand's fan
/// reaches; four seats at 800×600.
#[test]
fn three_and_four_attract_seats_keep_their_plates_off_the_cards() {
    attract_plates_stay_off_the_cards(3, 800, 600, 7);
    attract_plates_stay_off_the_cards(4, 800, 600, 9);
}

/// The badges by the piles ("mind. 7", "abwärts höchstens 5", "Aktionskarten 1 von 4") never lie
/// on a face-up card (the pot's, the swept pile's or a seat's) for longer than a moment, at five
/// and six seats, in the smallest window and the design size (a pile's backs, which nobody reads,
/// may lie beneath). They lay on the piles' lower halves however wide their words.
#[test]
fn the_badges_lie_on_no_open_card() {
    for table in [(5, 1280, 720, 7), (6, 800, 600, 7), (5, 800, 600, 11)] {
        let seen = attract_words_stay_off_the_cards(table, true, |_, name| match name.as_str() {
            "Rule badge" => Some(0),
            "Run badge" => Some(1),
            _ => None,
        });
        assert!(seen > 200, "{seen} badges seen");
    }
}

/// The person at the bottom with a long hand (ten cards or more, on its turn) at `players` seats
/// in a window of `width` × `height` (in English if `english`), for a second: the verbs panel
/// lies on none of its cards (nor any other card face up; not even a turned card's corner, by the
/// layout check's own measure), however far the hand reaches towards the bottom right corner.
fn verbs_stay_off_a_long_hand(players: usize, width: u32, height: u32, english: bool) {
    use stammtisch::ui::boxes::{UiBoxes, window_point};
    let (seed, moves, ()) = round_to(players, |game| {
        (game.phase() == Phase::Play { turn: Seat(0) } && game.hand(Seat(0)).len() >= 10)
            .then_some(())
    })
    .expect("some round gives the first seat a long hand");
    let mut app = super::harness::ui_app(width, height);
    {
        let mut settings = app
            .world_mut()
            .resource_mut::<stammtisch::settings::Settings>();
        settings.bot_pace = 1000.0;
        if english {
            settings.language = Some(stammtisch::core::Lang::En);
        }
    }
    sit_down(&mut app, setup(players, &[0], Level::Easy, seed));
    for _ in 0..10 {
        app.update();
    }
    play_on(&mut app, &moves);
    let mut checked = 0;
    for frame in 0..120 {
        app.update();
        let Some(verbs) = app.world().resource::<UiBoxes>().named("jammer-verbs") else {
            continue;
        };
        // Half a second for the cards to land and the panel to find its place.
        if frame < 30 {
            continue;
        }
        checked += 1;
        let window = Vec2::new(width as f32, height as f32);
        let corners = [
            verbs.min,
            Vec2::new(verbs.max.x, verbs.min.y),
            verbs.max,
            Vec2::new(verbs.min.x, verbs.max.y),
        ];
        for card in card_corners(&mut app, true) {
            let card = card.map(|c| window_point(window, c));
            let depth = stammtisch::ui::layout_check::depth(&card, &corners);
            assert!(
                depth <= 6.0,
                "{players} seats at {width}×{height}, frame {frame}: the verbs at {verbs:?} lie {depth} px deep on the card at {card:?}"
            );
        }
    }
    assert!(checked > 60, "the verbs were up for {checked} frames");
}

/// Six seats at 1280×720 and 1920×1080, three in English at 800×600: the verbs panel in the
/// bottom right corner lay on the person's rightmost hand cards.
#[test]
fn the_verbs_lie_on_no_card_of_a_long_hand() {
    verbs_stay_off_a_long_hand(6, 1280, 720, false);
    verbs_stay_off_a_long_hand(6, 1920, 1080, false);
    verbs_stay_off_a_long_hand(3, 800, 600, true);
}

/// Six seats at 800×600, as the smoke run deals them: the run badge ("Aktionskarten 1 von 4")
/// lay on a top seat's row, since every spot by the swept pile lay in the box around a side
/// seat's turned row (felt its turned cards leave open) and it took the least covered one.
#[test]
fn six_seats_at_800_by_600_keep_the_badges_off_the_rows() {
    let seen: usize = (1..=6)
        .map(|seed| {
            attract_words_stay_off_the_cards((6, 800, 600, seed), true, |_, name| {
                (name.as_str() == "Run badge").then_some(1)
            })
        })
        .sum();
    assert!(seen > 300, "{seen} badges seen");
}
