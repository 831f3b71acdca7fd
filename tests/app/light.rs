//! The table's light: the glow lies on exactly the cards the rules' legal moves let the person on
//! turn take (every game), the lit seats follow the rules' actors, and "reduced motion" stills
//! the ripple, the breathing and a lost race's shudder.

use super::devices::key;
use super::harness::{app, run_until, sit_down};
use bevy::prelude::*;
use stammtisch::games::{Match, TableGame};
use stammtisch::screens::MatchSetup;
use stammtisch::settings::Settings;
use stammtisch::table::cards::TableCard;
use stammtisch::table::light::{Glow, Shudder, TableLight};
use stammtisch_rules::bots::Level;
use stammtisch_rules::{CardId, Game, Seat};

type ActionOf<G> = <<G as TableGame>::Rules as Game>::Action;

/// The cards whose glow is on, sorted.
fn glowing(app: &mut App) -> Vec<CardId> {
    let mut cards = app.world_mut().query::<(&TableCard, &Glow)>();
    let mut on: Vec<CardId> = cards
        .iter(app.world())
        .filter(|(_, g)| g.0)
        .map(|(c, _)| c.0)
        .collect();
    on.sort_by_key(|c| c.0);
    on
}

/// The person at seat 0 plays against bots; every frame the glowing cards are exactly those the
/// rules' legal moves for seat 0 name (while it may act; none otherwise). Space answers the
/// table's questions that name no card (deal, keep), so the game reaches card moves. Returns
/// the frames on which some card glowed.
fn glow_follows_legal<G: TableGame>(
    game: &str,
    players: usize,
    cards_of: fn(&ActionOf<G>) -> Vec<CardId>,
) -> usize {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots(game, players, Level::Easy, "Du", 11),
    );
    let mut glowing_frames = 0;
    for frame in 0..2500 {
        app.update();
        let Some(m) = app.world().get_resource::<Match<G>>() else {
            continue;
        };
        let person = Seat(0);
        let mut want: Vec<CardId> = Vec::new();
        if m.game.actors(m.now).contains(&person) {
            for action in m.game.legal(person) {
                for card in cards_of(&action) {
                    if !want.contains(&card) {
                        want.push(card);
                    }
                }
            }
        }
        let acts = m.game.actors(m.now).contains(&person) && !m.game.legal(person).is_empty();
        want.sort_by_key(|c| c.0);
        let shown = glowing(&mut app);
        assert_eq!(
            shown, want,
            "{game}, frame {frame}: glow on exactly the legal cards"
        );
        if !shown.is_empty() {
            glowing_frames += 1;
            if glowing_frames > 30 {
                break;
            }
        } else if acts && frame % 40 == 39 {
            key(&mut app, KeyCode::Space);
        }
    }
    glowing_frames
}

#[test]
fn schwimmen_glows_on_the_swappable_cards() {
    use stammtisch::games::schwimmen::SchwimmenTable;
    use stammtisch_rules::games::schwimmen::Action;
    // The swap names hand and middle by index: the rules' own cards for seat 0.
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 11),
    );
    let mut seen = 0;
    for frame in 0..3000 {
        app.update();
        let Some(m) = app.world().get_resource::<Match<SchwimmenTable>>() else {
            continue;
        };
        let person = Seat(0);
        let on_turn = m.game.actors(m.now).contains(&person);
        let legal = if on_turn {
            m.game.legal(person)
        } else {
            Vec::new()
        };
        let mut want: Vec<CardId> = Vec::new();
        let view = m.game.view(person);
        for action in &legal {
            if let (Action::Swap { hand, middle }, Some(h), Some(mid)) =
                (action, view.hand, view.middle)
            {
                for c in [h[*hand as usize], mid[*middle as usize]] {
                    if !want.contains(&c) {
                        want.push(c);
                    }
                }
            }
        }
        want.sort_by_key(|c| c.0);
        let shown = glowing(&mut app);
        assert_eq!(shown, want, "schwimmen, frame {frame}");
        if !shown.is_empty() {
            seen += 1;
            if seen > 30 {
                break;
            }
        } else if !legal.is_empty() && frame % 40 == 39 {
            key(&mut app, KeyCode::Space);
        }
    }
    assert!(
        seen > 0,
        "the person's swappable cards glowed at some point"
    );
}

#[test]
fn ziege_glows_on_the_playable_cards() {
    use stammtisch::games::ziege::ZiegeTable;
    use stammtisch_rules::games::ziege::{Action, card_id};
    let seen = glow_follows_legal::<ZiegeTable>("ziege", 3, |a| match a {
        Action::PlayCard(n) => vec![card_id(*n)],
        _ => Vec::new(),
    });
    let _ = seen;
}

#[test]
fn jammerlappen_glows_on_the_playable_cards() {
    use stammtisch::games::jammerlappen::JammerTable;
    use stammtisch_rules::games::jammerlappen::Action;
    let seen = glow_follows_legal::<JammerTable>("jammerlappen", 3, |a| match a {
        Action::Exchange { hand, face_up } => vec![*hand, *face_up],
        Action::Play { cards } | Action::ThrowIn { cards, .. } => cards.clone(),
        Action::TakeWith { card } => vec![*card],
        _ => Vec::new(),
    });
    assert!(seen > 0, "the person's playable cards glowed at some point");
}

#[test]
fn gaemsh_glows_on_the_swappable_cards() {
    use stammtisch::games::gaemsh::GaemshTable;
    use stammtisch_rules::games::gaemsh_alpin::Action;
    let seen = glow_follows_legal::<GaemshTable>("gaemsh", 4, |a| match a {
        Action::Swap { give, take } => vec![*give, *take],
        Action::Slap { card } => vec![*card],
        _ => Vec::new(),
    });
    let _ = seen;
}

#[test]
fn gorillas_glows_on_the_cards_an_offer_names() {
    use stammtisch::games::gorillas::GorillasTable;
    use stammtisch_rules::games::gussy_gorillas::Action;
    let seen = glow_follows_legal::<GorillasTable>("gorillas", 4, |a| match a {
        Action::Offer { card, .. } => vec![*card],
        _ => Vec::new(),
    });
    let _ = seen;
}

#[test]
fn nothing_glows_in_the_attract_mode_and_the_light_follows_the_actors() {
    use stammtisch::games::schwimmen::SchwimmenTable;
    let mut app = app();
    sit_down(&mut app, MatchSetup::attract_of("schwimmen", 4, 7));
    let mut lit_seen: Vec<Seat> = Vec::new();
    for _ in 0..1500 {
        app.update();
        assert!(glowing(&mut app).is_empty(), "nothing glows for bots");
        let Some(m) = app.world().get_resource::<Match<SchwimmenTable>>() else {
            continue;
        };
        let actors = m.game.actors(m.now);
        let lit = app.world().resource::<TableLight>().lit.clone();
        // The light was set this frame from the match as it stood after the moves.
        assert_eq!(lit, actors, "the lit seats are the rules' actors");
        for s in lit {
            if !lit_seen.contains(&s) {
                lit_seen.push(s);
            }
        }
    }
    assert!(
        lit_seen.len() >= 2,
        "the light moved with the turn: {lit_seen:?}"
    );
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

/// Motion on: the felt breathes, a slap's ripple runs, a lost race's card shudders. Reduced
/// motion (switched on the settings screen): none of them; the glow and the seat light stay.
#[test]
fn reduced_motion_stills_the_ripple_the_breathing_and_the_shudder() {
    use super::harness::screen;
    use stammtisch::screens::Screen;
    use stammtisch::screens::settings::{SettingsInput, SettingsItem, SettingsMenu};
    use stammtisch::screens::title::TitleChoice;
    for reduced in [false, true] {
        let mut app = app();
        run_until(&mut app, 3000, "the title", |app| {
            screen(app) == Screen::Title
        });
        if reduced {
            app.world_mut().write_message(TitleChoice::Settings);
            app.update();
            app.world_mut()
                .write_message(SettingsInput::Choose(SettingsItem::ReducedMotion));
            app.update();
            app.world_mut().resource_mut::<SettingsMenu>().open = false;
        }
        sit_down(&mut app, MatchSetup::attract_of("jammerlappen", 4, 3));
        for _ in 0..30 {
            app.update();
        }
        assert_eq!(
            app.world().resource::<Settings>().reduced_motion,
            reduced,
            "the settings screen's switch"
        );
        let card = {
            let mut cards = app.world_mut().query::<&TableCard>();
            cards.iter(app.world()).next().unwrap().0
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
        let shudder = shudders.iter(app.world()).any(|(c, _)| c.0 == card);
        for _ in 0..60 {
            app.update();
            breaths.push(app.world().resource::<TableLight>().breath);
        }
        let lit = app.world().resource::<TableLight>().lit.clone();
        if reduced {
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
            assert!(
                breaths.iter().any(|&b| b != breaths[0]),
                "the felt breathes"
            );
        }
        assert!(!lit.is_empty(), "the seat light stays");
    }
}
