//! Gämsh Alpin at the table: bots play a whole game to the results; from raw device messages,
//! slaps race for one card (two pads in one frame, both orders), a mouse slap on two
//! overlapping cards lands on the top one, and a mouse and a pad race to swap for one middle card;
//! avatars act out gestures, the Raging Bull charges, the attract mode shows every hand; no
//! screen (a couch, a spectator's, the attract mode's) carries a card its seats may not see.

use super::devices::{card_at, click_at, connect, mouse_down, pad_down, release_all};
use super::harness::{app, run_until, screen, sit_down};
use bevy::prelude::*;
use stammtisch::core::CardKey;
use stammtisch::core::Toast;
use stammtisch::core::outcome::FinalOutcome;
use stammtisch::core::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use stammtisch::games::driver::Sight;
use stammtisch::games::gaemsh::avatar::{Avatar, AvatarPart};
use stammtisch::games::gaemsh::bull::BullCharge;
use stammtisch::games::gaemsh::poses::Part;
use stammtisch::games::gaemsh::{GaemshMatch, GaemshTable};
use stammtisch::input::controllers::Device;
use stammtisch::input::cursor::SeatCursor;
use stammtisch::input::owners::Owners;
use stammtisch::table::cards::TableCard;
use stammtisch::table::hit::contains;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::gaemsh_alpin::cards::{BULL, FARMER, SNACK, has_set};
use stammtisch_rules::games::gaemsh_alpin::{Action, Gaemsh, GaemshConfig, Gesture};
use stammtisch_rules::{CardId, Game, LogEntry, OptionValue, Seat};

pub(super) fn table(app: &App) -> &GaemshMatch {
    app.world().resource::<GaemshMatch>()
}

/// Every applied action of `seat`, in order.
pub(super) fn actions_of(app: &App, seat: Seat) -> Vec<Action> {
    table(app)
        .log
        .entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Action {
                seat: s, action, ..
            } if *s == seat => Some(serde_json::from_value(action.clone()).unwrap()),
            _ => None,
        })
        .collect()
}

pub(super) fn told_too_late(app: &App, faster: Seat) -> bool {
    let toast = app.world().resource::<Toast>().text.clone();
    toast.contains("zu spät") && toast.contains(table(app).name(faster))
}

#[test]
fn bots_play_a_whole_gaemsh_game_to_the_results() {
    let mut app = app();
    let mut setup = MatchSetup::against_bots("gaemsh", 4, Level::Easy, "-", 5);
    setup.seats = (0..4)
        .map(|i| SeatKind::Bot {
            name: BOT_NAMES[i].into(),
            level: Level::Easy,
        })
        .collect();
    sit_down(&mut app, setup);
    let mut cards_checked = false;
    let mut calls = 0;
    run_until(&mut app, 60_000, "the results screen", |app| {
        if let Some(t) = app.world().get_resource::<GaemshMatch>() {
            t.game
                .check_invariants()
                .expect("the table's game keeps its invariants");
            calls = t
                .log
                .entries
                .iter()
                .filter(|e| matches!(e, LogEntry::Action { action, .. } if action.get("Call").is_some()))
                .count();
            if !cards_checked {
                // One entity per card, each on its own key (a screen of bots only holds no
                // seat: every hand is backs).
                let mut query = app.world_mut().query::<&TableCard>();
                let mut keys: Vec<_> = query.iter(app.world()).map(|c| c.0).collect();
                assert_eq!(keys.len(), 36, "one entity per card");
                keys.sort();
                keys.dedup();
                assert_eq!(keys.len(), 36, "every entity on a key of its own");
                cards_checked = true;
            }
        }
        screen(app) == Screen::Results
    });
    assert!(calls > 0, "the bots called");
    let outcome = app.world().resource::<FinalOutcome>();
    assert!(!outcome.outcome.winners().is_empty());
    assert_eq!(outcome.names.len(), 4);
    assert!(
        outcome
            .headline
            .as_deref()
            .is_some_and(|h| h.contains("Punkten"))
    );
}

/// A seed whose first deal with the Föhn cards lays the Smart Farmer in the middle (beside no
/// Hearty Snack, nor the Raging Bull a bot might slap) and gives seat 2 (the partner of seat 0)
/// three of one image, not four: a signal made with three while the Farmer lies there (as
/// Normal and Hard bots make it).
pub(super) fn farmer_seed() -> u64 {
    (1..50_000u64)
        .find(|&seed| {
            let game = foehn_game(seed);
            let (middle, partner) = (game.middle(), game.hand_mask(Seat(2)));
            middle.contains(&Some(FARMER))
                && !middle.contains(&Some(SNACK))
                && !middle.contains(&Some(BULL))
                && has_set(partner, 3)
                && !has_set(partner, 4)
        })
        .expect("some deal lays the Farmer beside a partner's three")
}

/// The rules' first deal of `seed` with the Föhn cards, the signals picked.
fn foehn_game(seed: u64) -> Gaemsh {
    let config = GaemshConfig {
        foehn: true,
        ..Default::default()
    };
    let mut game = Gaemsh::new(&config, 4, seed).unwrap();
    pick_signals(&mut game);
    game
}

/// A seed whose first middle holds the Raging Bull (and not the Snack) in one of the inner
/// slots, with the Föhn cards on: everybody may slap it.
pub(super) fn bull_seed() -> u64 {
    (1..2000u64)
        .find(|&seed| {
            let middle = foehn_game(seed).middle();
            matches!(middle.iter().position(|c| *c == Some(BULL)), Some(1 | 2))
                && !middle.contains(&Some(SNACK))
        })
        .expect("some deal puts the Bull in the middle")
}

fn pick_signals(game: &mut Gaemsh) {
    for (seat, gesture) in [(Seat(0), Gesture::Wink), (Seat(1), Gesture::Cough)] {
        game.apply(seat, &Action::PickSignal { gesture }, 0)
            .unwrap();
    }
}

/// A table of four people with the Föhn cards, dealt (the signals picked), the cards landed.
pub(super) fn people_table(seed: u64) -> App {
    let mut app = app();
    let mut setup = MatchSetup::against_bots("gaemsh", 4, Level::Easy, "-", seed);
    setup.seats = (0..4)
        .map(|i| SeatKind::Human {
            name: format!("Mensch {}", i + 1),
        })
        .collect();
    setup.set_option("foehn", OptionValue::Bool(true));
    sit_down(&mut app, setup);
    {
        let mut t = app.world_mut().resource_mut::<GaemshMatch>();
        pick_signals(&mut t.game);
        t.hold_until = 0;
    }
    // The picks went past the log: the screen's data anew (the four people's seats).
    let t = table(&app);
    let sight = Sight::<GaemshTable>::of(&t.game, Seat::all(4).collect(), t.log.entries.len());
    app.world_mut().insert_resource(sight);
    for _ in 0..200 {
        app.update();
    }
    app
}

/// The people's table with the keyboard at the first seat.
fn keyboard_table() -> App {
    let mut app = people_table(bull_seed());
    app.world_mut()
        .resource_mut::<Owners>()
        .sit(Device::Keyboard, 0);
    app
}

/// Where the table puts `card` now.
fn card_place(app: &mut App, card: CardId) -> stammtisch::table::cards::CardPlace {
    let mut q = app
        .world_mut()
        .query::<(&TableCard, &stammtisch::table::cards::CardPlace)>();
    *q.iter(app.world())
        .find(|(t, _)| t.id() == Some(card))
        .unwrap()
        .1
}

/// Seats a new gamepad at `seat`.
pub(super) fn pad_at(app: &mut App, seat: Seat) -> Entity {
    let pad = connect(app);
    app.world_mut()
        .resource_mut::<Owners>()
        .sit(Device::Gamepad(pad), seat.index());
    app.update();
    pad
}

pub(super) fn card_entity(app: &mut App, card: CardId) -> Entity {
    let mut q = app.world_mut().query::<(Entity, &TableCard)>();
    q.iter(app.world())
        .find(|(_, c)| c.id() == Some(card))
        .map(|(e, _)| e)
        .expect("the card has an entity")
}

/// The pad's cursor rests on `card` (as if steered there).
fn aim(app: &mut App, pad: Entity, card: CardId) {
    let entity = card_entity(app, card);
    let mut q = app.world_mut().query::<&mut SeatCursor>();
    for mut cursor in q.iter_mut(app.world_mut()) {
        if cursor.device == Device::Gamepad(pad) {
            cursor.target = Some(entity);
            cursor.shown = true;
            cursor.steered = true;
        }
    }
}

pub(super) fn slaps_on(app: &App, seat: Seat, card: CardId) -> usize {
    actions_of(app, seat)
        .iter()
        .filter(|a| **a == Action::Slap { card })
        .count()
}

/// Two pads (seats 1 and 2) slap the Bull in one frame, both orders: `slap` sends both pads'
/// raw events, the first pad's first. The earlier wins, the later hears who was faster, and the
/// winner's name lies on the card.
pub(super) fn pads_race_for_the_bull(slap: impl Fn(&mut App, [Entity; 2])) {
    let seed = bull_seed();
    for first_pad_first in [true, false] {
        let mut app = people_table(seed);
        let (a, b) = (Seat(1), Seat(2));
        let pad_a = pad_at(&mut app, a);
        let pad_b = pad_at(&mut app, b);
        let order = if first_pad_first {
            [pad_a, pad_b]
        } else {
            [pad_b, pad_a]
        };
        slap(&mut app, order);
        let (winner, loser) = if first_pad_first { (a, b) } else { (b, a) };
        assert_eq!(slaps_on(&app, winner, BULL), 1, "the earlier pad slapped");
        assert_eq!(
            slaps_on(&app, loser, BULL),
            0,
            "the later pad's slap was refused"
        );
        assert!(
            !table(&app).game.middle().contains(&Some(BULL)),
            "the Bull replaced the middle"
        );
        assert!(
            told_too_late(&app, winner),
            "the loser hears who was faster"
        );
        let winner_name = table(&app).name(winner).to_string();
        let mut marks = app.world_mut().query::<(&Name, &Text2d)>();
        let marks: Vec<String> = marks
            .iter(app.world())
            .filter(|(n, _)| n.as_str() == "Slap mark")
            .map(|(_, t)| t.0.clone())
            .collect();
        assert_eq!(
            marks,
            vec![winner_name],
            "the winner's name lies on the card"
        );
    }
}

#[test]
fn two_pads_slapping_the_bull_in_one_frame_race_in_the_order_of_their_raw_events() {
    pads_race_for_the_bull(|app, pads| {
        for pad in pads {
            aim(app, pad, BULL);
        }
        let order = pads.map(|pad| (pad, GamepadButton::South));
        for (pad, button) in order {
            pad_down(app, pad, button);
        }
        app.update();
        release_all(app, &[], &order);
    });
}

/// A point inside both cards' rectangles (where they overlap).
fn overlap(app: &mut App, a: CardId, b: CardId) -> Vec2 {
    let mut q = app.world_mut().query::<(&TableCard, &Transform, &Sprite)>();
    let find = |id: CardId, q: &mut QueryState<(&TableCard, &Transform, &Sprite)>, w: &World| {
        q.iter(w)
            .find(|(c, _, _)| c.id() == Some(id))
            .map(|(_, t, s)| (*t, s.clone()))
            .unwrap()
    };
    let (ta, sa) = find(a, &mut q, app.world());
    let (tb, sb) = find(b, &mut q, app.world());
    let (pa, pb) = (ta.translation.truncate(), tb.translation.truncate());
    (1..100)
        .map(|k| pa.lerp(pb, k as f32 / 100.0))
        .filter(|p| contains(&ta, &sa, *p) && contains(&tb, &sb, *p))
        .nth(2)
        .expect("the neighbouring middle cards overlap")
}

/// The cards in the middle.
fn middle_cards(app: &App) -> Vec<CardId> {
    table(app).game.middle().iter().flatten().copied().collect()
}

/// The middle cards left and right of the Bull.
fn beside_the_bull(app: &App) -> (CardId, CardId) {
    let middle = table(app).game.middle();
    let slot = middle.iter().position(|c| *c == Some(BULL)).unwrap();
    (middle[slot - 1].unwrap(), middle[slot + 1].unwrap())
}

#[test]
fn a_mouse_slap_on_two_overlapping_cards_lands_on_the_top_one() {
    let mut app = people_table(bull_seed());
    let (left, right) = beside_the_bull(&app);
    // The Bull lies on its left neighbour: the overlap slaps it.
    let on_left = overlap(&mut app, left, BULL);
    // Its right neighbour lies on the Bull: the overlap picks that card, no slap.
    let on_right = overlap(&mut app, BULL, right);
    // Between the cards, above the middle, the slap hits nothing.
    click_at(&mut app, Vec2::new(0.0, 125.0));
    assert_eq!(
        slaps_on(&app, Seat(0), BULL),
        0,
        "a slap on the felt hits nothing"
    );
    click_at(&mut app, on_right);
    assert_eq!(slaps_on(&app, Seat(0), BULL), 0, "the card on top was hit");
    assert_eq!(
        table(&app).picked(Seat(0)),
        Some(right),
        "the top card is picked"
    );
    click_at(&mut app, on_right);
    assert_eq!(table(&app).picked(Seat(0)), None, "a second pick drops it");
    click_at(&mut app, on_left);
    assert_eq!(
        slaps_on(&app, Seat(0), BULL),
        1,
        "the Bull on top was slapped"
    );
}

/// The swap `seat` made, if any.
fn swapped(app: &App, seat: Seat) -> Option<(CardId, CardId)> {
    actions_of(app, seat).iter().find_map(|a| match a {
        Action::Swap { give, take } => Some((*give, *take)),
        _ => None,
    })
}

/// A mouse (seat 0) and a pad (seat 1) race to swap for one plain middle card in consecutive
/// frames, both orders: the pad chooses its hand card with `choose` (which returns it) and takes
/// the middle card (and its slot) with `take`; the earlier swap wins, the later is told who was
/// faster.
pub(super) fn race_mouse_and_pad(
    choose: impl Fn(&mut App, Entity, Seat) -> CardId,
    take: impl Fn(&mut App, Entity, CardId, usize),
) {
    let seed = bull_seed();
    for mouse_first in [true, false] {
        let mut app = people_table(seed);
        let (mouse_seat, pad_seat) = (Seat(0), Seat(1));
        app.world_mut()
            .resource_mut::<Owners>()
            .sit(Device::Mouse, mouse_seat.index());
        let pad = pad_at(&mut app, pad_seat);
        // A plain card of the middle (not the Bull, which would be slapped).
        let middle = table(&app).game.middle();
        let wanted = middle
            .iter()
            .flatten()
            .copied()
            .find(|&c| c != BULL)
            .unwrap();
        let slot = middle.iter().position(|c| *c == Some(wanted)).unwrap();
        let mouse_give = table(&app).game.hand(mouse_seat)[0];
        // Both pick a hand card first.
        let at = card_at(&mut app, mouse_give);
        click_at(&mut app, at);
        assert_eq!(table(&app).picked(mouse_seat), Some(mouse_give));
        let pad_give = choose(&mut app, pad, pad_seat);
        assert_eq!(table(&app).picked(pad_seat), Some(pad_give));
        assert_eq!(table(&app).picked(mouse_seat), Some(mouse_give));
        let target = card_at(&mut app, wanted);
        let mouse_turn = |app: &mut App| {
            mouse_down(app, target);
            app.update();
            release_all(app, &[], &[]);
        };
        if mouse_first {
            mouse_turn(&mut app);
            take(&mut app, pad, wanted, slot);
        } else {
            take(&mut app, pad, wanted, slot);
            mouse_turn(&mut app);
        }
        let (winner, loser, give) = if mouse_first {
            (mouse_seat, pad_seat, mouse_give)
        } else {
            (pad_seat, mouse_seat, pad_give)
        };
        assert_eq!(
            swapped(&app, winner),
            Some((give, wanted)),
            "the earlier swap won"
        );
        assert_eq!(swapped(&app, loser), None, "the later swap was too late");
        assert!(table(&app).game.hand(winner).contains(&wanted));
        assert!(
            told_too_late(&app, winner),
            "the loser hears who was faster"
        );
    }
}

/// The pad's cursor rests on `card` and South confirms it.
fn confirm_on(app: &mut App, pad: Entity, card: CardId) {
    aim(app, pad, card);
    pad_down(app, pad, GamepadButton::South);
    app.update();
    release_all(app, &[], &[(pad, GamepadButton::South)]);
}

#[test]
fn a_mouse_and_a_pad_race_to_swap_for_one_middle_card_in_consecutive_frames() {
    race_mouse_and_pad(
        |app, pad, seat| {
            let give = table(app).game.hand(seat)[0];
            confirm_on(app, pad, give);
            give
        },
        |app, pad, wanted, _| confirm_on(app, pad, wanted),
    );
}

#[test]
fn the_table_hears_every_gesture_of_a_person() {
    let mut app = keyboard_table();
    super::devices::key(&mut app, KeyCode::F2);
    assert!(
        actions_of(&app, Seat(0)).contains(&Action::Gesture {
            gesture: Gesture::ScratchHead
        }),
        "F2 scratches the head"
    );
}

#[test]
fn a_pad_player_picks_the_team_s_signal_with_west_and_north() {
    let mut app = app();
    let mut setup = MatchSetup::against_bots("gaemsh", 4, Level::Easy, "-", 3);
    for i in [0, 2] {
        setup.seats[i] = SeatKind::Human {
            name: format!("Mensch {}", i + 1),
        };
    }
    sit_down(&mut app, setup);
    let pad = pad_at(&mut app, Seat(0));
    assert_eq!(table(&app).game.signal(0), None, "nobody picked yet");
    super::devices::press(&mut app, pad, GamepadButton::West);
    super::devices::press(&mut app, pad, GamepadButton::West);
    assert_eq!(
        table(&app).game.signal(0),
        None,
        "West only shows the next gesture"
    );
    super::devices::press(&mut app, pad, GamepadButton::North);
    assert_eq!(table(&app).game.signal(0), Some(Gesture::TapCards));
}

#[test]
fn six_bots_in_three_teams_play_a_round_with_the_fohn_cards() {
    let mut app = app();
    let mut setup = MatchSetup::against_bots("gaemsh", 6, Level::Normal, "-", 11);
    setup.seats = (0..6)
        .map(|i| SeatKind::Bot {
            name: BOT_NAMES[i].into(),
            level: Level::Normal,
        })
        .collect();
    setup.set_option("foehn", OptionValue::Bool(true));
    sit_down(&mut app, setup);
    let mut flying = 0;
    run_until(&mut app, 30_000, "points flying into the counters", |app| {
        let t = table(app);
        t.game.check_invariants().expect("invariants");
        let mut names = app.world_mut().query::<&Name>();
        flying = names
            .iter(app.world())
            .filter(|n| n.as_str() == "Points flying")
            .count();
        flying > 0
    });
    assert!(table(&app).game.scores().iter().sum::<u32>() > 0);
    assert_eq!(flying % 2, 0, "the points fly to both partners");
    let t = table(&app);
    assert_eq!(t.game.teams(), 3);
    let mut query = app.world_mut().query::<&TableCard>();
    assert_eq!(
        query.iter(app.world()).count(),
        40,
        "the Föhn cards are on the table"
    );
}

#[test]
fn a_person_sees_their_own_hand_and_the_bots_hands_are_backs() {
    use stammtisch::table::cards::CardPlace;
    let mut app = app();
    let setup = MatchSetup::against_bots("gaemsh", 4, Level::Easy, "Du", 9);
    sit_down(&mut app, setup);
    // The person (or their bot partner, whoever is first) picks their team's signal.
    super::devices::key(&mut app, KeyCode::F3);
    run_until(&mut app, 600, "the deal", |app| {
        table(app).game.phase() == stammtisch_rules::games::gaemsh_alpin::Phase::Play
    });
    for _ in 0..5 {
        app.update();
    }
    assert!(table(&app).game.signal(0).is_some());
    let hands: Vec<Vec<CardId>> = Seat::all(4).map(|s| table(&app).game.hand(s)).collect();
    let middle = middle_cards(&app);
    let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
    let face = |id: CardId, q: &mut QueryState<(&TableCard, &CardPlace)>, w: &World| {
        q.iter(w)
            .find(|(c, _)| c.id() == Some(id))
            .map(|(_, p)| p.face_up)
    };
    for &c in &hands[0] {
        assert_eq!(
            face(c, &mut q, app.world()),
            Some(true),
            "own card {c:?} face up"
        );
    }
    // A bot's card has an identity only once everybody saw it taken from the middle.
    let known = table(&app).game.public_view().known;
    for (seat, hand) in hands.iter().enumerate().skip(1) {
        for &c in hand {
            let up = face(c, &mut q, app.world());
            if known[seat] & (1 << c.0) == 0 {
                assert_eq!(up, None, "no entity carries the bot's card {c:?}");
            } else {
                assert_eq!(
                    up,
                    Some(false),
                    "the bot's card {c:?} seen taken, face down"
                );
            }
        }
    }
    for &c in &middle {
        assert_eq!(
            face(c, &mut q, app.world()),
            Some(true),
            "the middle lies open"
        );
    }
    // The bots' hands are backs, face down, at their seats.
    let backs = q
        .iter(app.world())
        .filter(|(c, p)| {
            matches!(c.0, CardKey::Back { pile: 1..=3, .. }) && !p.face_up && p.pos.length() > 100.0
        })
        .count();
    let known = known[1..]
        .iter()
        .map(|k| k.count_ones() as usize)
        .sum::<usize>();
    assert_eq!(
        backs + known,
        12,
        "four cards in each bot's hand, backs but those seen taken"
    );
    assert!(backs >= 8, "{backs} backs");
}

#[test]
fn a_call_freezes_the_table_and_shows_the_hand_in_question() {
    use stammtisch::table::cards::CardPlace;
    use stammtisch_rules::games::gaemsh_alpin::Phase;
    let mut app = keyboard_table();
    // Gämsh! on the partner (seat 2): right or wrong, its hand is shown and the table freezes.
    super::devices::key(&mut app, KeyCode::KeyG);
    assert!(
        matches!(table(&app).game.phase(), Phase::Reveal { .. }),
        "the table is frozen"
    );
    for _ in 0..3 {
        app.update();
    }
    let partner = table(&app).game.hand(Seat(2));
    let opponent = table(&app).game.hand(Seat(1));
    let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
    let face = |id: CardId, q: &mut QueryState<(&TableCard, &CardPlace)>, w: &World| {
        q.iter(w)
            .find(|(c, _)| c.id() == Some(id))
            .unwrap()
            .1
            .face_up
    };
    for c in partner {
        assert!(face(c, &mut q, app.world()), "the partner's hand is shown");
    }
    for c in opponent {
        assert!(!face(c, &mut q, app.world()), "the others stay hidden");
    }
}

/// Every part of `seat`'s avatar: what it is and where it is drawn (relative to its parent).
fn avatar_of(app: &mut App, seat: Seat) -> Vec<(Part, Transform, f32)> {
    let mut q = app
        .world_mut()
        .query::<(&AvatarPart, &Transform, &Sprite)>();
    let mut parts: Vec<(Part, Transform, f32)> = q
        .iter(app.world())
        .filter(|(p, _, _)| p.seat == seat)
        .map(|(p, t, s)| (p.part, *t, s.color.alpha()))
        .collect();
    parts.sort_by_key(|(p, _, _)| format!("{p:?}"));
    parts
}

#[test]
fn a_gesture_sets_its_seat_s_avatar_acting_and_it_comes_back_to_rest() {
    let mut app = keyboard_table();
    let rest_0 = avatar_of(&mut app, Seat(0));
    let rest_1 = avatar_of(&mut app, Seat(1));
    assert_eq!(rest_0.len(), Part::ALL.len(), "an avatar of every part");
    assert_eq!(rest_1.len(), Part::ALL.len());
    let mut avatars = app.world_mut().query::<&Avatar>();
    assert_eq!(
        avatars.iter(app.world()).count(),
        4,
        "an avatar at every seat"
    );
    // F2: scratch the head; a third into the gesture the hand is up on the head.
    super::devices::key(&mut app, KeyCode::F2);
    for _ in 0..25 {
        app.update();
    }
    let acting = avatar_of(&mut app, Seat(0));
    let hand = |parts: &[(Part, Transform, f32)]| {
        parts
            .iter()
            .find(|(p, _, _)| *p == Part::Hand(1))
            .unwrap()
            .1
            .translation
    };
    assert!(
        hand(&acting).y > hand(&rest_0).y + 0.3,
        "the hand went up to the head: {} from {}",
        hand(&acting),
        hand(&rest_0)
    );
    assert_eq!(
        avatar_of(&mut app, Seat(1)),
        rest_1,
        "the other seats' avatars stay at rest"
    );
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(avatar_of(&mut app, Seat(0)), rest_0, "back at rest");
    // F5: whistle; its notes rise.
    super::devices::key(&mut app, KeyCode::F5);
    for _ in 0..30 {
        app.update();
    }
    let notes = avatar_of(&mut app, Seat(0))
        .iter()
        .filter(|(p, _, alpha)| matches!(p, Part::Note(_)) && *alpha > 0.1)
        .count();
    assert!(notes > 0, "the whistle's notes rise");
}

#[test]
fn in_the_attract_mode_every_hand_lies_open() {
    use stammtisch_rules::games::gaemsh_alpin::Phase;
    let mut app = app();
    sit_down(&mut app, MatchSetup::attract_of("gaemsh", 4, 7));
    run_until(&mut app, 600, "the deal", |app| {
        table(app).game.phase() == Phase::Play
    });
    for _ in 0..5 {
        app.update();
    }
    let hands: Vec<CardId> = Seat::all(4)
        .flat_map(|s| table(&app).game.hand(s))
        .collect();
    assert!(Seat::all(4).all(|s| !table(&app).seats[s.index()].is_human()));
    for c in hands {
        assert!(
            card_place(&mut app, c).face_up,
            "the bot's card {c:?} lies face up"
        );
    }
}

#[test]
fn the_raging_bull_charges_across_the_middle_before_the_new_middle_lands() {
    let mut app = people_table(bull_seed());
    let (left, _) = beside_the_bull(&app);
    let on_bull = overlap(&mut app, left, BULL);
    click_at(&mut app, on_bull);
    assert_eq!(slaps_on(&app, Seat(0), BULL), 1, "the Bull was slapped");
    let fresh = middle_cards(&app);
    assert!(!fresh.contains(&BULL), "a new middle");
    let charging = |app: &mut App| {
        let mut q = app.world_mut().query::<(&Name, &BullCharge, &Transform)>();
        q.iter(app.world()).map(|(_, _, t)| t.translation.x).next()
    };
    let first = charging(&mut app).expect("the bull charges");
    for &c in &fresh {
        assert!(
            !card_place(&mut app, c).face_up,
            "the new middle waits on the stock"
        );
    }
    for _ in 0..10 {
        app.update();
    }
    let later = charging(&mut app).expect("still charging");
    assert!(
        later > first + 50.0,
        "the bull runs across: {first} → {later}"
    );
    for _ in 0..80 {
        app.update();
    }
    assert!(charging(&mut app).is_none(), "the bull is gone");
    for &c in &fresh {
        let p = card_place(&mut app, c);
        assert!(
            p.face_up && p.pos.length() < 300.0,
            "the new middle lies open"
        );
    }
}

/// A screen draws only what its seats may see (issue 25): the bots' hands and the draw pile are
/// backs without identity, every frame of a seeded whole match on a couch and of its first
/// rounds on a spectator's screen; the attract screen still shows every hand open.
mod sight {
    use super::table;
    use crate::sight::{
        Watcher, every_hand_open, people_and_bots, play_watching, play_watching_at, shown,
    };
    use bevy::prelude::*;
    use stammtisch::core::{MatchSetup, Screen};
    use stammtisch::games::gaemsh::GaemshTable;
    use stammtisch_rules::games::gaemsh_alpin::Phase;
    use stammtisch_rules::{CardId, Game, OptionValue, Seat};
    use std::collections::HashSet;

    /// Every card in every hand, while the hands are dealt.
    fn hands(app: &App) -> Vec<CardId> {
        let game = &table(app).game;
        if game.phase() == Phase::Signals {
            return Vec::new();
        }
        Seat::all(game.players())
            .flat_map(|s| game.hand(s))
            .collect()
    }

    /// How many of `seat`'s hand cards the screen names beyond what everybody knows of the hand
    /// (the cards seen taken, a hand a call shows).
    fn beyond_public(app: &mut App, seat: Seat) -> usize {
        let game = &table(app).game;
        if game.phase() == Phase::Signals {
            return 0;
        }
        let public = game.public_view();
        let known = public.shown[seat.index()].unwrap_or(public.known[seat.index()]);
        let hand = game.hand(seat);
        let on_screen: HashSet<CardId> = shown(app).into_iter().collect();
        hand.iter()
            .filter(|&&c| on_screen.contains(&c) && known & (1 << c.0) == 0)
            .count()
    }

    #[test]
    fn two_people_and_two_bots_with_the_fohn_cards_see_their_own_hands_and_no_bots() {
        let mut setup = people_and_bots("gaemsh", 4, 2, 21);
        setup.set_option("foehn", OptionValue::Bool(true));
        let (mut bot_cards, mut own_frames) = (0, 0);
        let watched = play_watching::<GaemshTable>(setup, Watcher::Couch, 60_000, |app| {
            // The bots sit at seats 2 and 3; the people at 0 and 1 (one of each team).
            bot_cards += beyond_public(app, Seat(2)) + beyond_public(app, Seat(3));
            let own: Vec<CardId> = hands(app).into_iter().take(8).collect();
            let on_screen: HashSet<CardId> = shown(app).into_iter().collect();
            own_frames += usize::from(!own.is_empty() && own.iter().all(|c| on_screen.contains(c)));
        });
        assert!(watched.frames > 2000, "{watched:?}");
        assert_eq!(bot_cards, 0, "a bot's hand card had an identity");
        assert!(
            own_frames > 1000,
            "the people's hands had their identities: {own_frames}"
        );
        // Both people's hands and the middle at once, and the Föhn cards came into sight.
        assert!(watched.most_open >= 8 + 4, "{watched:?}");
        assert!(watched.open_cards.iter().any(|c| c.0 >= 36), "{watched:?}");
    }

    /// How many frames the spectator watches.
    const SPECTATOR_FRAMES: usize = 5000;

    #[test]
    fn a_spectator_sees_no_private_card() {
        let setup = people_and_bots("gaemsh", 4, 1, 22);
        let (mut hidden_frames, mut frames) = (0, 0);
        // Bots at half a table's pace: cards still fly when the next move comes.
        let watched =
            play_watching_at::<GaemshTable>(0.5, setup, Watcher::Spectator, 60_000, |app| {
                // The spectator gets up after a few rounds (a whole match takes over a minute).
                frames += 1;
                if frames == SPECTATOR_FRAMES {
                    let mut next = app.world_mut().resource_mut::<NextState<Screen>>();
                    next.set(Screen::Title);
                }
                let hands = hands(app);
                let on_screen: HashSet<CardId> = shown(app).into_iter().collect();
                // While a round is played (no call shows a hand), no hand card has an identity
                // but for the cards everybody saw taken.
                if table(app).game.phase() == Phase::Play {
                    hidden_frames += 1;
                    let public = table(app).game.public_view();
                    let known = public.known.iter().fold(0u64, |m, k| m | k);
                    let named: Vec<&CardId> = hands
                        .iter()
                        .filter(|c| on_screen.contains(c) && known & (1 << c.0) == 0)
                        .collect();
                    assert!(named.is_empty(), "a spectator sees hand cards {named:?}");
                }
            });
        assert!(
            watched.frames >= SPECTATOR_FRAMES && hidden_frames > 1000,
            "{watched:?}"
        );
        // The open middle and the discards did show, and a call's reveal showed hands.
        assert!(watched.most_open >= 4, "{watched:?}");
    }

    #[test]
    fn the_attract_screen_shows_every_hand() {
        let setup = MatchSetup::attract_of("gaemsh", 4, 23);
        let mut checked = 0;
        let watched =
            play_watching_at::<GaemshTable>(0.5, setup, Watcher::Attract, 60_000, |app| {
                let hands = hands(app);
                checked += usize::from(!hands.is_empty());
                every_hand_open(app, hands);
            });
        assert!(checked > 500, "{watched:?} {checked}");
        assert!(watched.most_open >= 16 + 4, "{watched:?}");
    }
}

/// Seconds each of the words flying or standing on the felt ("Slap mark", "Points flying") lay
/// on face-up cards without a break, at most, while `frames` frames run (cards where they are
/// drawn, turned cards by the box around them; the words' size as their font and letters make
/// it, no text being laid out here, and only while opaque enough to hide), and how many there
/// were.
fn longest_on_a_face(app: &mut App, frames: usize, named: &[&str]) -> (f32, usize) {
    use stammtisch::table::animate::CardFace;
    use stammtisch::table::layout::card_rect;
    let mut since: std::collections::HashMap<Entity, f32> = Default::default();
    let (mut longest, mut seen) = (0.0f32, std::collections::HashSet::new());
    for _ in 0..frames {
        app.update();
        let now = app.world().resource::<Time>().elapsed_secs();
        let mut q = app
            .world_mut()
            .query::<(Entity, &TableCard, &CardFace, &Transform, &Sprite)>();
        let faces: Vec<(Entity, Rect)> = q
            .iter(app.world())
            .filter(|(_, _, face, ..)| face.showing_front)
            .map(|(e, _, _, at, sprite)| {
                let size = sprite.custom_size.unwrap_or(Vec2::ONE) * at.scale.truncate();
                let angle = at.rotation.to_euler(EulerRot::XYZ).2;
                (e, card_rect(at.translation.truncate(), angle, size))
            })
            .collect();
        let mut q = app
            .world_mut()
            .query::<(Entity, &Name, &Text2d, &TextFont, &TextColor, &Transform)>();
        let words: Vec<(Entity, Rect)> = q
            .iter(app.world())
            .filter(|(_, n, ..)| named.contains(&n.as_str()))
            .filter(|(.., colour, _)| colour.0.alpha() >= 0.6)
            .map(|(e, _, text, font, _, at)| {
                let px = match font.font_size {
                    bevy::text::FontSize::Px(px) => px,
                    _ => 20.0,
                } * at.scale.x;
                let extent = Vec2::new(text.0.chars().count() as f32 * px * 0.55, px * 1.2);
                (e, Rect::from_center_size(at.translation.truncate(), extent))
            })
            .collect();
        let mut now_on = std::collections::HashMap::new();
        for (e, r) in &words {
            seen.insert(*e);
            let on_a_face = faces.iter().any(|(_, face)| {
                let i = r.intersect(*face);
                i.width() > 3.0 && i.height() > 3.0
            });
            if on_a_face {
                let from = since.get(e).copied().unwrap_or(now);
                longest = longest.max(now - from);
                now_on.insert(*e, from);
            }
        }
        since = now_on;
    }
    (longest, seen.len())
}

/// The slapper's name stands by the slapped card, not on it, and the points a call scores leave
/// the middle's cards at once: neither hides a card's face for a moment's reading (the layout
/// check counts half a second).
#[test]
fn slap_marks_and_points_leave_the_middle_cards_readable() {
    let mut app = keyboard_table();
    let (left, _) = beside_the_bull(&app);
    let on_bull = overlap(&mut app, left, BULL);
    click_at(&mut app, on_bull);
    assert_eq!(slaps_on(&app, Seat(0), BULL), 1, "the Bull was slapped");
    let (longest, marks) = longest_on_a_face(&mut app, 90, &["Slap mark"]);
    assert!(marks >= 1, "the slapper's name was shown");
    assert!(
        longest < 0.25,
        "the slapper's name lay {longest:.2} s on a card"
    );
    // Gämsh! on the partner: after the reveal the points fly to the plates.
    super::devices::key(&mut app, KeyCode::KeyG);
    run_until(&mut app, 1200, "the points fly", |app| {
        let mut q = app.world().try_query::<&Name>().unwrap();
        q.iter(app.world()).any(|n| n.as_str() == "Points flying")
    });
    let (longest, points) = longest_on_a_face(&mut app, 90, &["Points flying"]);
    assert!(points >= 1, "the points flew");
    // Off the faces within a tenth of a second (from the middle's centre they lay on its cards
    // for a quarter of a second and more).
    assert!(longest < 0.1, "the points lay {longest:.2} s on a card");
}
