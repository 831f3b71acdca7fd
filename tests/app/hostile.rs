//! A hostile guest on loopback (issue 40): a patched client with the invite speaks the wire and
//! sends what no screen of ours sends. The host stays up and plays on: a press naming a card
//! past the deck is dropped, hundreds of random messages at every game panic nothing and move no
//! seat when refused; what another seat is about to do never reaches another home; names are
//! cleaned, a hold runs out unrenewed, a flood of useless messages is sent away; a guest leaves a
//! host that sends what cannot be. Every wait is bounded in frames on the manual clock.

use crate::harness::screen;
use crate::support::homes::{
    bots_and_a_seat_to_take, connected, deal, frame, guest_app, guest_names, host_app, moved, says,
    take, until,
};
use bevy::prelude::*;
use stammtisch::core::{CardKey, PressKind, TableButton};
use stammtisch::core::{MatchSetup, Screen, SeatKind};
use stammtisch::games::driver::{Match, Shown, Sight, TableGame};
use stammtisch::games::gaemsh::GaemshTable;
use stammtisch::games::gorillas::GorillasTable;
use stammtisch::games::jammerlappen::JammerlappenTable;
use stammtisch::games::schwimmen::SchwimmenTable;
use stammtisch::games::ziege::ZiegeTable;
use stammtisch::net::wire::{FromGuest, HostSays, Refusal, Says, WirePress};
use stammtisch::net::{Guesting, Hosting, limits, names};
use stammtisch::table::pause::{PauseReason, TablePause};
use stammtisch_rules::{CardId, Game, Seat};

/// A host with `game` for `players` set up (bots at every seat) and Mallory's patched screen
/// connected to it.
fn mallory_joins(game: &str, players: usize, seed: u64) -> (App, App) {
    let (mut host, invite) = host_app(bots_and_a_seat_to_take(game, players, seed));
    let mut mallory = guest_app(&invite, "Mallory");
    until(&mut host, &mut [&mut mallory], 300, "Mallory", |h, _| {
        guest_names(h) == ["Mallory"]
    });
    (host, mallory)
}

/// Mallory's home takes seat 1 under `name`, and the host deals: both at the table.
fn sits_and_deals(host: &mut App, mallory: &mut App, name: &str) {
    take(mallory, Seat(1), name);
    until(host, &mut [&mut *mallory], 60, "seat 1 taken", |h, _| {
        h.world().resource::<Hosting>().remote_seats() == [Seat(1)]
    });
    deal(host);
    until(host, &mut [mallory], 300, "Mallory's table", |_, g| {
        screen(g[0]) == Screen::Table
    });
}

/// A host dealt `game` for `players`, bots at every seat but seat 1, which Mallory's screen
/// holds; both at the table.
fn mallory_at_seat_1(game: &str, players: usize, seed: u64) -> (App, App) {
    let (mut host, mut mallory) = mallory_joins(game, players, seed);
    sits_and_deals(&mut host, &mut mallory, "Mallory");
    (host, mallory)
}

/// The moves seat 1 made so far at the host.
fn moves_of_1<G: TableGame>(host: &App) -> usize {
    let m = host.world().get_resource::<Match<G>>();
    m.map_or(0, |m| {
        m.log.entries.iter().filter(|e| moved(e, Seat(1))).count()
    })
}

/// A press of seat 1's own, as the wire carries it.
fn own(press: WirePress) -> Says {
    Says::Press {
        seat: Some(Seat(1)),
        press,
    }
}

fn key(key: KeyCode) -> WirePress {
    WirePress::from_press(&PressKind::Key(key)).expect("a key the wire carries")
}

/// Jammerlappen's crash: a well-formed pick of `CardId(200)` for the guest's own seat, in the
/// exchange and in play. The host drops it before the game reads it and plays on; the guest,
/// whose message was well-formed, stays.
#[test]
fn a_pick_of_a_card_past_the_deck_is_dropped_and_the_host_plays_on() {
    use stammtisch_rules::games::jammerlappen::Phase;
    let (mut host, mut mallory) = mallory_at_seat_1("jammerlappen", 3, 5);
    let crash = || {
        own(WirePress::Pick {
            key: Some(CardKey::Open(CardId(200))),
            spot: None,
            by: None,
        })
    };
    let phase = |host: &App| {
        host.world()
            .resource::<Match<JammerlappenTable>>()
            .game
            .phase()
    };
    until(
        &mut host,
        &mut [&mut mallory],
        60,
        "the exchange",
        |h, _| phase(h) == Phase::Exchange,
    );
    says(&mut mallory, crash());
    for _ in 0..5 {
        frame(&mut host, &mut [&mut mallory]);
    }
    // Keep (no exchange), and on to play.
    says(&mut mallory, own(key(KeyCode::KeyK)));
    until(&mut host, &mut [&mut mallory], 600, "play", |h, _| {
        matches!(phase(h), Phase::Play { .. })
    });
    let before = moves_of_1::<JammerlappenTable>(&host);
    says(&mut mallory, crash());
    for _ in 0..10 {
        frame(&mut host, &mut [&mut mallory]);
    }
    assert_eq!(
        moves_of_1::<JammerlappenTable>(&host),
        before,
        "seat 1 moved"
    );
    assert_eq!(screen(&host), Screen::Table);
    assert!(connected(&mallory), "a well-formed press is no strike");
    let m = host.world().resource::<Match<JammerlappenTable>>();
    assert_eq!(m.game.check_invariants(), Ok(()));
}

/// A small seeded generator (xorshift): the fuzz is the same every run.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.below(from.len() as u64) as usize]
    }
    fn seat(&mut self) -> Seat {
        Seat(self.pick(&[0, 1, 2, 3, 5, 9, 11, 200, 255]))
    }
    fn button(&mut self) -> TableButton {
        self.pick(&[
            TableButton::Act1,
            TableButton::Act2,
            TableButton::Act3,
            TableButton::Point,
        ])
    }
    fn name(&mut self) -> String {
        let parts = [
            "Du", "\u{202E}", "\u{200B}", "Kathi", "\u{7}", "YOU", " ", "Gast",
        ];
        (0..self.below(4) + 1).map(|_| self.pick(&parts)).collect()
    }
    /// A press as a patched client may send it for its own seat: any card id, back, spot, verb
    /// and key the wire can carry.
    fn press(&mut self) -> WirePress {
        match self.below(3) {
            0 => WirePress::Pick {
                key: match self.below(3) {
                    0 => None,
                    1 => Some(CardKey::Open(CardId(self.below(256) as u8))),
                    _ => Some(CardKey::Back {
                        pile: self.pick(&[0, 1, 2, 9, 99, 100, 101, 200, 300, u16::MAX]),
                        at: self.pick(&[0, 1, 2, 5, 40, u16::MAX]),
                    }),
                },
                spot: self.pick(&[
                    None,
                    Some(0),
                    Some(1),
                    Some(1005),
                    Some(1150),
                    Some(u32::MAX),
                ]),
                by: self.pick(&[None, Some(TableButton::Act1), Some(TableButton::Point)]),
            },
            1 => WirePress::Button(self.button()),
            _ => WirePress::Key(self.below(74) as u8),
        }
    }
    /// What a host refuses or has no use for: garbage, another's seat, a key nobody knows,
    /// seats not offered, holds and phones that change nothing.
    fn refused(&mut self) -> FromGuest {
        FromGuest::Says(match self.below(7) {
            0 => {
                // Its first byte names no message (random bytes would often name one).
                let len = self.below(300) as usize;
                let mut bytes = vec![5 + self.below(100) as u8];
                bytes.extend((0..len).map(|_| self.next() as u8));
                return FromGuest::Raw(bytes);
            }
            1 => Says::Press {
                seat: Some(Seat(self.pick(&[0, 2, 7, 255]))),
                press: self.press(),
            },
            2 => own(WirePress::Key(74 + self.below(182) as u8)),
            3 => Says::Take {
                seat: self.seat(),
                name: self.name(),
            },
            4 => Says::Leave {
                seat: Seat(self.pick(&[0, 2, 8, 255])),
            },
            5 => Says::Hold(false),
            _ => Says::Phones {
                held: vec![self.seat()],
                away: vec![self.seat()],
            },
        })
    }
}

/// Presses of its own seat the fuzz throws at each game.
const FUZZ_PRESSES_PER_GAME: usize = 90;

/// Throws random presses of its own seat (any card, back, spot, verb, key) at the live match of
/// `G` Mallory sits at, one every other frame (about the rate; fewer if the match ends first): no panic, the rules' state whole every
/// frame, and (well-formed for its own seat) no strike. Returns how many it threw.
fn fuzz_presses<G: TableGame>(host: &mut App, mallory: &mut App, dice: &mut Dice) -> usize {
    let mut thrown = 0;
    // Until the match is over (random presses knock and swap too): then the next game.
    while thrown < FUZZ_PRESSES_PER_GAME && screen(host) == Screen::Table {
        let seat = dice.pick(&[Some(Seat(1)), None]);
        let press = dice.press();
        says(mallory, Says::Press { seat, press });
        thrown += 1;
        for _ in 0..2 {
            frame(host, &mut [&mut *mallory]);
            whole::<G>(host);
        }
    }
    assert!(
        connected(mallory),
        "{}: presses of its own seat are no strikes",
        G::Rules::NAME
    );
    thrown
}

/// The rules' state at the host is whole (every card in one place, ...).
fn whole<G: TableGame>(host: &App) {
    if let Some(m) = host.world().get_resource::<Match<G>>() {
        assert_eq!(m.game.check_invariants(), Ok(()), "{}", G::Rules::NAME);
    }
}

/// `serve` deals the next game to the same company: `game` for `players`, Mallory (whose home
/// still holds seat 1) at seat 1, once the host is back on its title.
fn next_game<G: TableGame>(host: &mut App, mallory: &mut App, game: &str, players: usize) {
    let mut setup = bots_and_a_seat_to_take(game, players, 1);
    setup.seats[1] = SeatKind::Human {
        name: "Mallory".into(),
    };
    *host.world_mut().resource_mut::<MatchSetup>() = setup;
    host.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    until(
        host,
        &mut [mallory],
        300,
        "the next game on both screens",
        |h, g| {
            let roster = g[0].world().resource::<Guesting>().roster.clone();
            h.world().contains_resource::<Match<G>>()
                && roster.is_some_and(|r| r.game == game && r.at_table)
                && screen(g[0]) == Screen::Table
                && g[0].world().contains_resource::<Sight<G>>()
        },
    );
}

/// One host (`serve`, which deals again to the same company) and Mallory's patched screen at
/// seat 1 of each game in turn: random presses of its own seat at every game, then what the
/// host refuses (garbage, another's seat, keys nobody knows, seats not offered, holds and phones
/// that change nothing) until it is sent away, never a move of seat 1 meanwhile.
#[test]
fn random_messages_at_every_game_never_panic_the_host_nor_move_a_seat_when_refused() {
    let args = stammtisch::cli::online::ServeArgs {
        game: "schwimmen".into(),
        players: Some("3".into()),
        people: Some("1".into()),
        level: "easy".into(),
        options: Vec::new(),
        port: 0,
        address: Some("127.0.0.1".parse().unwrap()),
    };
    let serve = stammtisch::cli::online::serve(&args).expect("the arguments are fine");
    let mut host = crate::harness::app();
    host.insert_resource(serve);
    crate::harness::run_until(&mut host, 3000, "the host open online", |app| {
        app.world().get_resource::<Hosting>().is_some()
    });
    let invite = host.world().resource::<Hosting>().invite.clone();
    let mut mallory = guest_app(&invite, "Mallory");
    until(&mut host, &mut [&mut mallory], 300, "Mallory", |h, _| {
        guest_names(h) == ["Mallory"]
    });
    take(&mut mallory, Seat(1), "Mallory");
    until(&mut host, &mut [&mut mallory], 300, "the deal", |h, g| {
        screen(h) == Screen::Table && screen(g[0]) == Screen::Table
    });
    let mut dice = Dice(0x5EED_0040);
    let (host, m) = (&mut host, &mut mallory);
    let mut thrown = fuzz_presses::<SchwimmenTable>(host, m, &mut dice);
    next_game::<ZiegeTable>(host, m, "ziege", 3);
    thrown += fuzz_presses::<ZiegeTable>(host, m, &mut dice);
    next_game::<JammerlappenTable>(host, m, "jammerlappen", 3);
    thrown += fuzz_presses::<JammerlappenTable>(host, m, &mut dice);
    next_game::<GaemshTable>(host, m, "gaemsh", 4);
    thrown += fuzz_presses::<GaemshTable>(host, m, &mut dice);
    next_game::<GorillasTable>(host, m, "gorillas", 4);
    thrown += fuzz_presses::<GorillasTable>(host, m, &mut dice);
    // The last presses reach the host a frame later: then what it refuses.
    for _ in 0..3 {
        frame(host, &mut [&mut *m]);
    }
    let before = moves_of_1::<GorillasTable>(host);
    for _ in 0..=2 * limits::MAX_STRIKES {
        if !connected(m) {
            break;
        }
        m.world_mut().write_message(dice.refused());
        thrown += 1;
        frame(host, &mut [&mut *m]);
        whole::<GorillasTable>(host);
        assert_eq!(
            moves_of_1::<GorillasTable>(host),
            before,
            "a refused message moved seat 1"
        );
    }
    until(host, &mut [&mut *m], 120, "Mallory sent away", |h, g| {
        guest_names(h).is_empty() && !connected(g[0])
    });
    assert_eq!(screen(host), Screen::Table, "the host plays on");
    assert!(thrown > 3 * FUZZ_PRESSES_PER_GAME, "{thrown}");
    println!("the fuzz threw {thrown} messages at five games");
}

/// Frames until `done` holds at the host; meanwhile the guest says `nudge` now and then (within
/// the rate) while `stuck` holds (a deal that is the guest's to make).
fn until_nudging(
    (host, guest, what): (&mut App, &mut App, &str),
    nudge: Says,
    stuck: impl Fn(&App) -> bool,
    done: impl Fn(&App) -> bool,
) {
    let mut frames = 0;
    until(host, &mut [guest], 1200, what, |h, g| {
        frames += 1;
        if frames % 20 == 0 && stuck(h) {
            says(g[0], nudge.clone());
        }
        done(h)
    });
}

/// Kathi's screen holds seat 1 and picks (a middle card in Schwimmen, a tile's edge in Ziege):
/// the host's authority keeps the pick, her own screen shows it, and the host's screen (another
/// home, holding no seat 1) never receives it.
#[test]
fn what_a_guest_is_about_to_do_stays_in_its_home() {
    use stammtisch_rules::games::schwimmen::Phase as SwimPhase;
    use stammtisch_rules::games::ziege::Phase as GoatPhase;
    let (mut host, mut kathi) = mallory_at_seat_1("schwimmen", 3, 9);
    let phase = |h: &App| h.world().resource::<Match<SchwimmenTable>>().game.phase();
    // Kathi deals or keeps her packet when that is hers, until she is on turn (the bots wait
    // for her then: nobody's move clears the pick).
    until_nudging(
        (&mut host, &mut kathi, "Kathi on turn"),
        own(WirePress::Button(TableButton::Act1)),
        |h| matches!(phase(h), SwimPhase::Deal | SwimPhase::DealerChoice),
        |h| matches!(phase(h), SwimPhase::Play { to_move, .. } if to_move == Seat(1)),
    );
    let middle = host
        .world()
        .resource::<Match<SchwimmenTable>>()
        .game
        .middle_cards()[0];
    says(
        &mut kathi,
        own(WirePress::Pick {
            key: Some(CardKey::Open(middle)),
            spot: None,
            by: None,
        }),
    );
    until(
        &mut host,
        &mut [&mut kathi],
        10,
        "Kathi's pick at the host",
        |h, _| h.world().resource::<Match<SchwimmenTable>>().local.picked == Some(middle),
    );
    let at_host = host.world().resource::<Shown<SchwimmenTable>>();
    assert_eq!(
        at_host.local.picked, None,
        "the host's screen learned Kathi's pick"
    );
    until(
        &mut host,
        &mut [&mut kathi],
        10,
        "Kathi's own pick",
        |_, g| {
            g[0].world()
                .resource::<Shown<SchwimmenTable>>()
                .local
                .picked
                == Some(middle)
        },
    );

    let (mut host, mut kathi) = mallory_at_seat_1("ziege", 3, 9);
    let phase = |h: &App| h.world().resource::<Match<ZiegeTable>>().game.phase();
    until_nudging(
        (&mut host, &mut kathi, "Kathi predicting"),
        own(key(KeyCode::Space)),
        |h| phase(h) == GoatPhase::Deal,
        |h| matches!(phase(h), GoatPhase::Predict { to_move } if to_move == Seat(1)),
    );
    says(&mut kathi, own(key(KeyCode::Digit4)));
    until(
        &mut host,
        &mut [&mut kathi],
        10,
        "Kathi's tile at the host",
        |h, _| {
            let m = h.world().resource::<Match<ZiegeTable>>();
            m.local.choice.preview.is_some()
        },
    );
    let at_host = host.world().resource::<Shown<ZiegeTable>>();
    assert_eq!(
        at_host.local.choice.preview, None,
        "the host's screen learned Kathi's tile"
    );
}

/// Names with hidden characters are cleaned, the table's own words refused; a hold nobody
/// renews runs out; 2,200 useless messages a second are sent away within a second.
#[test]
fn names_are_cleaned_a_hold_runs_out_and_a_flood_of_useless_messages_is_sent_away() {
    let (mut host, mut mallory) = mallory_joins("schwimmen", 3, 12);
    take(&mut mallory, Seat(1), "Du");
    until(&mut host, &mut [&mut mallory], 60, "the refusal", |_, g| {
        g[0].world().resource::<Guesting>().refused
            == Some(Refusal::Name(names::NameRefusal::Reserved))
    });
    sits_and_deals(&mut host, &mut mallory, "\u{202E}Ma\u{200B}llory\u{2066}");
    let setup = host.world().resource::<MatchSetup>();
    assert_eq!(setup.seats[1].name(), "Mallory");
    // A hold, never renewed: the table waits, then plays on by itself.
    let held = |h: &App| {
        let pause = h.world().resource::<TablePause>();
        pause.reasons.contains(&PauseReason::Home(Seat(1)))
    };
    says(&mut mallory, Says::Hold(true));
    until(&mut host, &mut [&mut mallory], 10, "the hold", |h, _| {
        held(h)
    });
    // The host's clock in quarter seconds meanwhile (the paused table moves nothing).
    let step = std::time::Duration::from_millis(250);
    host.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(step));
    let frames = (limits::HOLD_SECS / step.as_secs_f32()) as usize;
    for _ in 0..frames - 8 {
        frame(&mut host, &mut [&mut mallory]);
    }
    assert!(held(&host), "a hold ran out early");
    until(
        &mut host,
        &mut [&mut mallory],
        16,
        "the hold run out",
        |h, _| !held(h),
    );
    let step = crate::harness::FRAME;
    host.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(step));
    // 2,200 useless messages a second (35 a frame): sent away within about a second.
    for _ in 0..70 {
        if !connected(&mallory) {
            break;
        }
        for _ in 0..35 {
            says(&mut mallory, Says::Hold(false));
        }
        frame(&mut host, &mut [&mut mallory]);
    }
    until(
        &mut host,
        &mut [&mut mallory],
        10,
        "Mallory sent away",
        |h, g| guest_names(h).is_empty() && !connected(g[0]),
    );
    assert_eq!(screen(&host), Screen::Table);
}

/// A host that sends a roster of 300 seats, or news with a card count of 65,535: the guest says
/// so on its screen and leaves the table; nothing panics.
#[test]
fn a_guest_leaves_a_host_that_sends_what_cannot_be() {
    let (mut host, mut kathi) = mallory_at_seat_1("schwimmen", 3, 14);
    let mut roster = kathi.world().resource::<Guesting>().roster.clone().unwrap();
    let seat = roster.seats[0].clone();
    roster.seats = vec![seat; 300];
    kathi.world_mut().write_message(HostSays::Roster(roster));
    until(&mut host, &mut [&mut kathi], 60, "Kathi's title", |h, g| {
        screen(g[0]) == Screen::Title
            && !g[0].world().contains_resource::<Guesting>()
            && guest_names(h).is_empty()
    });
    let told = kathi
        .world()
        .resource::<stammtisch::core::Toast>()
        .text
        .clone();
    assert_eq!(
        told,
        "Der Gastgeber hat Unstimmiges geschickt: du hast den Tisch verlassen"
    );

    let (mut host, mut kathi) = mallory_at_seat_1("schwimmen", 3, 15);
    kathi
        .world_mut()
        .write_message(stammtisch::games::driver::news::News::<SchwimmenTable> {
            sight: None,
            shown: None,
            now: 0,
            on_turn: Vec::new(),
            cards: Some(u16::MAX),
            seen: Vec::new(),
            said: Vec::new(),
            answered: 0,
            phones: None,
        });
    until(&mut host, &mut [&mut kathi], 60, "Kathi's title", |_, g| {
        screen(g[0]) == Screen::Title && !g[0].world().contains_resource::<Guesting>()
    });
}
