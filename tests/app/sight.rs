//! A screen draws only what its seats may see: every frame of seeded whole games, no card entity
//! carries the identity of a card none of the screen's seats may see (a bot's hand, the deck, a
//! face-down pile, another person's hand before it is shown); a spectator's screen sees no
//! private card at any moment; the attract screen still shows every hand open. Each game's test
//! calls `play_watching` with its own setup (its module in `tests/app/games`).

use crate::harness::{app, run_until, sit_down};
use bevy::prelude::*;
use stammtisch::core::{MatchSetup, Screen, SeatKind};
use stammtisch::games::driver::{Match, Sight, Spectating, TableGame};
use stammtisch::table::cards::TableCard;
use stammtisch_rules::{CardId, Game, Seat};
use std::collections::HashSet;

/// Who watches the table in a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watcher {
    /// The couch: the setup's people hold their seats.
    Couch,
    /// A screen that holds no seat.
    Spectator,
    /// The attract mode: every seat held, every hand open.
    Attract,
}

/// What a run saw: frames checked, the most identities one frame showed, and how many frames
/// showed a card of a seat the screen does not hold in that seat's hand (never, for the tests).
#[derive(Debug, Default)]
pub struct Watched {
    pub frames: usize,
    pub most_open: usize,
    pub open_cards: HashSet<CardId>,
}

/// The cards the screen may know now: what the public view names and the views of its seats; a
/// screen holding no seat, what the bystander view names.
pub fn allowed<G: TableGame>(app: &App) -> HashSet<CardId> {
    let m = app.world().resource::<Match<G>>();
    let sight = app.world().resource::<Sight<G>>();
    let public = match sight.held.is_empty() {
        true => m.game.bystander_view(),
        false => m.game.public_view(),
    };
    let mut cards: HashSet<CardId> = G::Rules::view_cards(&public).into_iter().collect();
    for &seat in &sight.held {
        cards.extend(G::Rules::view_cards(&m.game.view(seat)));
    }
    cards
}

/// The identities the screen's card entities carry now.
pub fn shown(app: &mut App) -> Vec<CardId> {
    let mut cards = app.world_mut().query::<&TableCard>();
    cards.iter(app.world()).filter_map(TableCard::id).collect()
}

/// Checks one frame: every identity on the screen is one its seats may see; returns how many.
pub fn check_frame<G: TableGame>(app: &mut App, frame: usize) -> Vec<CardId> {
    let allowed = allowed::<G>(app);
    let shown = shown(app);
    let secret: Vec<CardId> = shown
        .iter()
        .copied()
        .filter(|c| !allowed.contains(c))
        .collect();
    assert!(
        secret.is_empty(),
        "frame {frame}: the screen (holding {:?}) carries cards none of its seats may see: {secret:?}",
        app.world().resource::<Sight<G>>().held
    );
    shown
}

/// The seats a screen of `watcher` must hold at a table of `setup`.
pub fn expected_held(setup: &MatchSetup, watcher: Watcher) -> Vec<Seat> {
    match watcher {
        Watcher::Spectator => Vec::new(),
        Watcher::Attract => Seat::all(setup.seats.len()).collect(),
        Watcher::Couch => Seat::all(setup.seats.len())
            .filter(|s| matches!(setup.seats[s.index()], SeatKind::Human { .. }))
            .collect(),
    }
}

/// Plays `setup` (bots play every seat, the people's too: `autopilot`; bots answer at once) for
/// at most `frames` frames or to the end of the match, checking every frame; `each` sees the App
/// after every checked frame.
pub fn play_watching<G: TableGame>(
    setup: MatchSetup,
    watcher: Watcher,
    frames: usize,
    each: impl FnMut(&mut App),
) -> Watched {
    play_watching_at::<G>(0.0, setup, watcher, frames, each)
}

/// `play_watching` with bots at `pace` (1: as fast as at a real table; 0: at once), so cards
/// are still flying when the next move comes.
pub fn play_watching_at<G: TableGame>(
    pace: f32,
    mut setup: MatchSetup,
    watcher: Watcher,
    frames: usize,
    mut each: impl FnMut(&mut App),
) -> Watched {
    let mut app = app();
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = pace;
    if watcher == Watcher::Spectator {
        app.insert_resource(Spectating(true));
    }
    setup.attract = watcher == Watcher::Attract;
    setup.autopilot = watcher != Watcher::Attract;
    let held = expected_held(&setup, watcher);
    sit_down(&mut app, setup);
    let mut watched = Watched::default();
    run_until(&mut app, frames, "the end of the match", |app| {
        if app.world().resource::<State<Screen>>().get() != &Screen::Table
            || !app.world().contains_resource::<Match<G>>()
        {
            return true;
        }
        assert_eq!(app.world().resource::<Sight<G>>().held, held);
        let shown = check_frame::<G>(app, watched.frames);
        watched.most_open = watched.most_open.max(shown.len());
        watched.open_cards.extend(shown);
        watched.frames += 1;
        each(app);
        app.world().resource::<Match<G>>().game.is_over()
    });
    watched
}

/// A table of `people` people (seats 0..people) and bots at `game`.
pub fn people_and_bots(game: &str, players: usize, people: usize, seed: u64) -> MatchSetup {
    let mut setup = MatchSetup::against_bots(
        game,
        players,
        stammtisch_rules::bots::Level::Easy,
        "A",
        seed,
    );
    for i in 1..people {
        setup.seats[i] = SeatKind::Human {
            name: ["A", "B", "C", "D"][i % 4].into(),
        };
    }
    setup
}

/// In the attract mode every hand lies open: every card of every hand has its entity.
pub fn every_hand_open(app: &mut App, hands: Vec<CardId>) {
    let shown: HashSet<CardId> = shown(app).into_iter().collect();
    let missing: Vec<CardId> = hands.into_iter().filter(|c| !shown.contains(c)).collect();
    assert!(
        missing.is_empty(),
        "the attract screen hides hand cards: {missing:?}"
    );
}

mod schwimmen {
    use super::*;
    use stammtisch::games::schwimmen::{SchwimmenMatch, SchwimmenTable};
    use stammtisch_rules::games::schwimmen::Phase;

    /// The hands of the seats still in, while a round is played.
    fn hands(app: &App) -> Vec<CardId> {
        let game = &app.world().resource::<SchwimmenMatch>().game;
        if !matches!(game.phase(), Phase::Play { .. }) {
            return Vec::new();
        }
        Seat::all(game.players())
            .filter(|&s| game.is_in(s))
            .flat_map(|s| game.hand(s).to_vec())
            .collect()
    }

    #[test]
    fn two_people_and_two_bots_see_their_own_hands_and_no_bots() {
        for seed in 11..14 {
            two_people_and_two_bots(seed, 0.0);
        }
        two_people_and_two_bots(14, 0.3);
    }

    fn two_people_and_two_bots(seed: u64, pace: f32) {
        let setup = people_and_bots("schwimmen", 4, 2, seed);
        let mut bot_hand_seen = 0;
        let watched =
            play_watching_at::<SchwimmenTable>(pace, setup, Watcher::Couch, 20_000, |app| {
                // A bot's hand cards have no entity, unless everyone saw them taken.
                let shown: HashSet<CardId> = shown(app).into_iter().collect();
                let game = &app.world().resource::<SchwimmenMatch>().game;
                if matches!(game.phase(), Phase::Play { .. }) && game.is_in(Seat(2)) {
                    let known = &game.public_view().known[2];
                    bot_hand_seen += game
                        .hand(Seat(2))
                        .iter()
                        .filter(|c| shown.contains(c) && !known.contains(c))
                        .count();
                }
            });
        assert!(watched.frames > 50, "{watched:?}");
        assert_eq!(bot_hand_seen, 0);
        // The people's own hands did have their identities (face down until peeked).
        assert!(watched.most_open >= 6 + 3, "{watched:?}");
    }

    #[test]
    fn a_spectator_sees_no_private_card() {
        for (seed, pace) in [(12, 0.0), (15, 0.0), (16, 0.3)] {
            let setup = people_and_bots("schwimmen", 3, 1, seed);
            let watched =
                play_watching_at::<SchwimmenTable>(pace, setup, Watcher::Spectator, 20_000, |_| {});
            assert!(watched.frames > 50, "{watched:?}");
            // The open middle and the showdowns did show.
            assert!(watched.most_open >= 3, "{watched:?}");
        }
    }

    #[test]
    fn the_attract_screen_shows_every_hand() {
        let setup = MatchSetup::attract_of("schwimmen", 4, 13);
        let mut checked = 0;
        let watched =
            play_watching_at::<SchwimmenTable>(0.5, setup, Watcher::Attract, 20_000, |app| {
                let hands = hands(app);
                checked += usize::from(!hands.is_empty());
                every_hand_open(app, hands);
            });
        assert!(checked > 200, "{watched:?} {checked}");
    }
}
