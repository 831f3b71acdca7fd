//! The table's light: the glow lies on exactly the cards the rules' legal moves let the person on
//! turn take (every game, played from raw mouse and key input), narrows to the pick's partners
//! after a pick, and is off for bots' turns and in the attract mode; the lit seats follow the
//! rules' actors; "reduced motion" stills the ripple, the breathing, the shudder and the shine.

use super::devices::{click_at, key, uncovered_spot};
use super::harness::{app, run_until, sit_down};
use bevy::prelude::*;
use stammtisch::core::MatchSetup;
use stammtisch::games::driver::{Match, TableGame};
use stammtisch::settings::Settings;
use stammtisch::table::cards::TableCard;
use stammtisch::table::light::{Glow, Shudder, TableLight};
use stammtisch::table::shine::Shine;
use stammtisch_rules::bots::Level;
use stammtisch_rules::{CardId, Game, Seat};

type ActionOf<G> = <<G as TableGame>::Rules as Game>::Action;

/// The cards whose glow is on, sorted.
fn glowing(app: &mut App) -> Vec<CardId> {
    let mut cards = app.world_mut().query::<(&TableCard, &Glow)>();
    let mut on: Vec<CardId> = cards
        .iter(app.world())
        .filter(|(_, g)| g.0)
        .filter_map(|(c, _)| c.id())
        .collect();
    on.sort_by_key(|c| c.0);
    on
}

/// How a person plays one game in these tests: the cards each legal move names (read from the
/// rules, not from the table), the person's pick, and the key that answers a question of the
/// table that names no card (a deal, a signal, a keep).
struct Person<G: TableGame> {
    game: &'static str,
    players: usize,
    seed: u64,
    cards_of: fn(&Match<G>, Seat, &ActionOf<G>) -> Vec<CardId>,
    picked: fn(&Match<G>) -> Vec<CardId>,
    answer: fn(&Match<G>) -> Option<KeyCode>,
    /// The bots' pace (0: at once).
    bot_pace: f32,
    /// The game has a pick (a first click that chooses, a second that moves).
    pick: bool,
    /// The game takes turns (bots act while the person may not).
    turns: bool,
}

/// Sorted, without repeats.
fn union(cards: impl IntoIterator<Item = CardId>) -> Vec<CardId> {
    let mut all: Vec<CardId> = cards.into_iter().collect();
    all.sort_by_key(|c| c.0);
    all.dedup();
    all
}

/// What the person saw over a game.
#[derive(Debug, Default)]
struct Seen {
    /// Frames on which some card glowed.
    glowing: usize,
    /// Frames on which the person had a pick and the glow was narrower than without it.
    narrowed: usize,
    /// Frames on which bots acted and the person did not.
    bots_turns: usize,
    /// Moves the person made by a click on a glowing card.
    clicked_moves: usize,
}

/// The person at seat 0 plays against bots from raw input: a click on the first glowing card
/// whenever something glows (a pick, then its partner), the game's key for questions that name
/// no card. Every frame the glowing cards are exactly those the rules' legal moves for seat 0
/// name (through the pick if there is one; none while it may not act).
fn play_by_the_glow<G: TableGame>(person: Person<G>, frames: usize) {
    let me = Seat(0);
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().bot_pace = person.bot_pace;
    sit_down(
        &mut app,
        MatchSetup::against_bots(person.game, person.players, Level::Easy, "Du", person.seed),
    );
    let game = person.game;
    let mut seen = Seen::default();
    for frame in 0..frames {
        app.update();
        let Some(m) = app.world().get_resource::<Match<G>>() else {
            continue;
        };
        let actors = m.game.actors(m.now);
        let legal = if actors.contains(&me) {
            m.game.legal(me)
        } else {
            Vec::new()
        };
        let all = union(legal.iter().flat_map(|a| (person.cards_of)(m, me, a)));
        // With a pick, only the moves through it: the pick's partners glow.
        let pick = (person.picked)(m);
        let want = union(
            legal
                .iter()
                .map(|a| (person.cards_of)(m, me, a))
                .filter(|cards| pick.iter().all(|p| cards.contains(p)))
                .flatten()
                .filter(|c| !pick.contains(c)),
        );
        let shown = glowing(&mut app);
        assert_eq!(
            shown, want,
            "{game}, frame {frame}: glow on exactly the legal cards"
        );
        if !actors.is_empty() && !actors.contains(&me) {
            seen.bots_turns += 1;
        }
        if !pick.is_empty() && !want.is_empty() {
            assert!(
                want.len() < all.len() && want.iter().all(|c| all.contains(c)),
                "{game}, frame {frame}: the pick narrows the glow ({want:?} of {all:?})"
            );
            seen.narrowed += 1;
        }
        let m = app.world().resource::<Match<G>>();
        let (busy, waits, mine) = (m.busy(), m.waits_for_person(), moves_of(m, me));
        let answer = (person.answer)(m);
        if waits {
            key(&mut app, KeyCode::Enter);
        } else if let Some(&card) = shown.first().filter(|_| !busy) {
            seen.glowing += 1;
            // The card may lie under others in flight, or leave while it lands (a real-time
            // game goes on): the click waits for another frame then.
            let at = uncovered_spot(&mut app, card).ok();
            if let Some(at) = at.filter(|_| glowing(&mut app).contains(&card)) {
                click_at(&mut app, at);
                if moves_of(app.world().resource::<Match<G>>(), me) > mine {
                    seen.clicked_moves += 1;
                }
            }
        } else if let Some(k) = answer.filter(|_| !busy && !legal.is_empty() && frame % 20 == 19) {
            key(&mut app, k);
        }
        if seen.clicked_moves >= 6 && (!person.turns || seen.bots_turns > 0) {
            break;
        }
    }
    assert!(
        seen.glowing > 0,
        "{game}: the person's cards glowed: {seen:?}"
    );
    assert!(
        seen.clicked_moves >= 2,
        "{game}: moves by clicks on glowing cards: {seen:?}"
    );
    assert!(
        !person.pick || seen.narrowed > 0,
        "{game}: a pick narrowed the glow: {seen:?}"
    );
    assert!(
        !person.turns || seen.bots_turns > 0,
        "{game}: bots had turns: {seen:?}"
    );
}

/// The attract mode of `game`: nothing glows, and the lit seats are the rules' actors every
/// frame. Returns the distinct sets of lit seats seen.
fn attract_lights<G: TableGame>(game: &str, players: usize, frames: usize) -> Vec<Vec<Seat>> {
    let mut app = app();
    sit_down(&mut app, MatchSetup::attract_of(game, players, 7));
    let mut lit_seen: Vec<Vec<Seat>> = Vec::new();
    for frame in 0..frames {
        app.update();
        assert!(
            glowing(&mut app).is_empty(),
            "{game}, frame {frame}: nothing glows for bots"
        );
        let Some(m) = app.world().get_resource::<Match<G>>() else {
            continue;
        };
        let actors = m.game.actors(m.now);
        let lit = app.world().resource::<TableLight>().lit.clone();
        // The light was set this frame from the match as it stood after the moves.
        assert_eq!(
            lit, actors,
            "{game}, frame {frame}: the lit seats are the rules' actors"
        );
        if !lit_seen.contains(&lit) {
            lit_seen.push(lit);
        }
    }
    lit_seen
}

/// Moves seat 0 made so far (from the match's log).
fn moves_of<G: TableGame>(m: &Match<G>, seat: Seat) -> usize {
    use stammtisch_rules::LogEntry;
    m.log
        .entries
        .iter()
        .filter(|e| matches!(e, LogEntry::Action { seat: s, .. } if *s == seat))
        .count()
}

#[test]
fn schwimmen_glows_on_the_swappable_cards_and_a_pick_narrows_it() {
    use stammtisch::games::schwimmen::SchwimmenTable;
    use stammtisch_rules::games::schwimmen::{Action, Phase};
    play_by_the_glow(
        Person::<SchwimmenTable> {
            game: "schwimmen",
            players: 3,
            seed: 11,
            // The swap names hand and middle by index.
            cards_of: |m, seat, a| match (a, m.game.middle()) {
                (Action::Swap { hand, middle }, Some(mid)) => {
                    vec![m.game.hand(seat)[*hand as usize], mid[*middle as usize]]
                }
                _ => Vec::new(),
            },
            picked: |m| m.local.picked.into_iter().collect(),
            answer: |m| {
                matches!(m.game.phase(), Phase::Deal | Phase::DealerChoice)
                    .then_some(KeyCode::Space)
            },
            bot_pace: 0.0,
            pick: true,
            turns: true,
        },
        4000,
    );
    let lit = attract_lights::<SchwimmenTable>("schwimmen", 4, 900);
    assert!(lit.len() >= 3, "the light moved with the turn: {lit:?}");
}

#[test]
fn ziege_glows_on_the_playable_cards() {
    use stammtisch::games::ziege::ZiegeTable;
    use stammtisch_rules::games::ziege::{Action, Phase, card_id};
    play_by_the_glow(
        Person::<ZiegeTable> {
            game: "ziege",
            players: 3,
            seed: 11,
            cards_of: |_, _, a| match a {
                Action::PlayCard(n) => vec![card_id(*n)],
                _ => Vec::new(),
            },
            picked: |_| Vec::new(),
            // Space deals; 2 shows the two-point tile, Space lays it.
            answer: |m| match m.game.phase() {
                Phase::Predict { .. } if m.local.choice.preview.is_none() => Some(KeyCode::Digit2),
                Phase::Deal | Phase::Predict { .. } => Some(KeyCode::Space),
                _ => None,
            },
            bot_pace: 0.0,
            pick: false,
            turns: true,
        },
        4000,
    );
    let lit = attract_lights::<ZiegeTable>("ziege", 4, 900);
    assert!(lit.len() >= 3, "the light moved with the turn: {lit:?}");
}

#[test]
fn jammerlappen_glows_on_the_playable_cards_and_a_pick_narrows_it() {
    use stammtisch::games::jammerlappen::JammerlappenTable;
    use stammtisch_rules::games::jammerlappen::Action;
    play_by_the_glow(
        Person::<JammerlappenTable> {
            game: "jammerlappen",
            players: 3,
            seed: 11,
            cards_of: |_, _, a| match a {
                Action::Exchange { hand, face_up } => vec![*hand, *face_up],
                Action::Play { cards } | Action::ThrowIn { cards, .. } => cards.clone(),
                Action::TakeWith { card } => vec![*card],
                _ => Vec::new(),
            },
            picked: |m| m.local.picked.clone(),
            // L lays the picked copies, K keeps the cards as dealt, T takes the pot.
            answer: |m| {
                let legal = m.game.legal(Seat(0));
                if !m.local.picked.is_empty() {
                    Some(KeyCode::KeyL)
                } else if legal.contains(&Action::Keep) {
                    Some(KeyCode::KeyK)
                } else {
                    legal.contains(&Action::TakePot).then_some(KeyCode::KeyT)
                }
            },
            bot_pace: 0.0,
            pick: true,
            turns: true,
        },
        5000,
    );
    let lit = attract_lights::<JammerlappenTable>("jammerlappen", 4, 900);
    assert!(lit.len() >= 3, "the light moved with the turn: {lit:?}");
}

#[test]
fn gaemsh_glows_on_the_swappable_cards_and_a_pick_narrows_it() {
    use stammtisch::games::gaemsh::GaemshTable;
    use stammtisch_rules::games::gaemsh_alpin::{Action, Phase};
    play_by_the_glow(
        Person::<GaemshTable> {
            game: "gaemsh",
            players: 4,
            seed: 11,
            cards_of: |_, _, a| match a {
                Action::Swap { give, take } => vec![*give, *take],
                Action::Slap { card } => vec![*card],
                _ => Vec::new(),
            },
            picked: |m| m.picked(Seat(0)).into_iter().collect(),
            // F1 picks the team's signal.
            answer: |m| (m.game.phase() == Phase::Signals).then_some(KeyCode::F1),
            bot_pace: 0.0,
            pick: true,
            turns: false,
        },
        4000,
    );
    // Real time: every seat may act at once; the light lies on all of them.
    let lit = attract_lights::<GaemshTable>("gaemsh", 4, 600);
    assert!(lit.iter().any(|l| l.len() == 4), "every seat lit: {lit:?}");
}

#[test]
fn gorillas_glows_on_the_cards_an_offer_names() {
    use stammtisch::games::gorillas::GorillasTable;
    use stammtisch_rules::games::gussy_gorillas::Action;
    play_by_the_glow(
        Person::<GorillasTable> {
            game: "gorillas",
            players: 4,
            seed: 11,
            // An offer takes the whole held hand of the seat it goes to.
            cards_of: |m, _, a| match a {
                Action::Offer { to, .. } => m.game.hand(*to).to_vec(),
                _ => Vec::new(),
            },
            picked: |_| Vec::new(),
            // K keeps the held cards when nobody is left to trade with.
            answer: |m| {
                m.game
                    .legal(Seat(0))
                    .contains(&Action::Keep)
                    .then_some(KeyCode::KeyK)
            },
            // Bots at their pace hold their cards a while: time to offer to them.
            bot_pace: 1.0,
            pick: false,
            turns: false,
        },
        4000,
    );
    let lit = attract_lights::<GorillasTable>("gorillas", 4, 600);
    assert!(!lit.is_empty(), "{lit:?}");
}

#[test]
fn the_light_lies_only_on_the_persons_seat_with_one_person_here() {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 5),
    );
    let mut lit_person = false;
    run_until(&mut app, 3000, "the person's seat lit", |app| {
        let lit = app.world().resource::<TableLight>().lit.clone();
        assert!(
            lit.iter().all(|&s| s == Seat(0)),
            "only the person's seat: {lit:?}"
        );
        lit_person = lit == vec![Seat(0)];
        lit_person
    });
}

/// Motion on: the felt breathes, a slap's ripple runs, a lost race's card shudders, a card
/// turning face up shines. Reduced motion (switched on the settings screen): none of them; the
/// glow and the seat light stay.
#[test]
fn reduced_motion_stills_the_ripple_the_breathing_the_shudder_and_the_shine() {
    use super::harness::screen;
    use super::settings_screen::{focus_on, open_from_the_title};
    use stammtisch::core::Screen;
    use stammtisch::screens::settings::SettingsItem;
    for reduced in [false, true] {
        let mut app = app();
        run_until(&mut app, 3000, "the title", |app| {
            screen(app) == Screen::Title
        });
        if reduced {
            // The keyboard alone: the title's settings entry, down to the switch, Enter, Escape.
            open_from_the_title(&mut app);
            focus_on(&mut app, SettingsItem::ReducedMotion, |app| {
                key(app, KeyCode::ArrowDown)
            });
            key(&mut app, KeyCode::Enter);
            key(&mut app, KeyCode::Escape);
        }
        sit_down(&mut app, MatchSetup::attract_of("jammerlappen", 4, 3));
        // The deal turns the open cards face up: each shines once, its band crossing it.
        let mut sweeps: Vec<(Entity, Vec<(f32, f32)>)> = Vec::new();
        for _ in 0..120 {
            app.update();
            let mut shines = app
                .world_mut()
                .query::<(Entity, &Shine, &Sprite, &Visibility)>();
            for (entity, shine, sprite, visibility) in shines.iter(app.world()) {
                let Some(progress) = shine.progress else {
                    continue;
                };
                assert_eq!(*visibility, Visibility::Inherited, "a running shine shows");
                let x = sprite.rect.expect("a window on the band").min.x;
                match sweeps.iter_mut().find(|(e, _)| *e == entity) {
                    Some((_, steps)) => steps.push((progress, x)),
                    None => sweeps.push((entity, vec![(progress, x)])),
                }
            }
        }
        assert_eq!(
            app.world().resource::<Settings>().reduced_motion,
            reduced,
            "the settings screen's switch"
        );
        let card = {
            let mut cards = app.world_mut().query::<&TableCard>();
            cards.iter(app.world()).find_map(TableCard::id).unwrap()
        };
        {
            let mut light = app.world_mut().resource_mut::<TableLight>();
            light.impact(card, 0.5);
            light.race_lost(vec![card], 40);
        }
        app.update();
        let mut breaths = Vec::new();
        let ripple = app.world().resource::<TableLight>().ripple;
        let mut shudders = app.world_mut().query::<(&TableCard, &Shudder)>();
        let shudder = shudders
            .iter(app.world())
            .any(|(c, _)| c.id() == Some(card));
        for _ in 0..60 {
            app.update();
            breaths.push(app.world().resource::<TableLight>().breath);
        }
        let lit = app.world().resource::<TableLight>().lit.clone();
        if reduced {
            assert!(
                sweeps.is_empty(),
                "no shine with reduced motion: {sweeps:?}"
            );
            assert_eq!(ripple, None, "no ripple with reduced motion");
            assert!(!shudder, "no shudder with reduced motion");
            assert!(breaths.iter().all(|&b| b == 0.0), "the felt is still");
        } else {
            let ripple = ripple.expect("a slap's ripple runs");
            assert!(
                ripple.strength > 0.9,
                "a close race ripples strongly: {ripple:?}"
            );
            assert!(shudder, "the lost race's card shudders");
            // A shine runs a short while (then ends) and its band moves across the card: the
            // window on the band's picture slides left as the band goes right.
            assert!(!sweeps.is_empty(), "cards shine as they turn up");
            for (_, steps) in &sweeps {
                assert!(steps.len() <= 30, "a shine is brief: {steps:?}");
                assert!(
                    steps.windows(2).all(|w| w[1].0 > w[0].0 && w[1].1 < w[0].1),
                    "the band crosses the card: {steps:?}"
                );
            }
            assert!(
                breaths.iter().any(|&b| b != breaths[0]),
                "the felt breathes"
            );
        }
        assert!(!lit.is_empty(), "the seat light stays");
    }
}
