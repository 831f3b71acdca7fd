//! The smoke run: screenshots of the title and of every table game in the attract mode (or at a
//! person's table whose moves a bot makes, with its pause menu and rules page over it for a
//! moment), then quit.

use crate::core::TableGames;
use crate::core::overlay::Overlay;
use crate::core::{MatchSetup, Screen};
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;
use bevy::render::view::window::screenshot::{Screenshot, save_to_disk};

/// Seconds since start, and which pictures are taken.
#[derive(Resource, Default, Debug)]
struct SmokeClock {
    secs: f32,
    shots: Vec<String>,
    /// The virtual gamepads and how far each got (0 plugged, 1 pressed, 2 released).
    pads: Vec<(Entity, u8)>,
}

/// What a gamepad driver sends: connections and raw button changes.
#[derive(bevy::ecs::system::SystemParam)]
struct PadMessages<'w> {
    connections: MessageWriter<'w, GamepadConnectionEvent>,
    raw: MessageWriter<'w, RawGamepadEvent>,
}

/// The menus the smoke run lays over a person's table: the pause menu and the rules page.
#[derive(bevy::ecs::system::SystemParam)]
struct MenusOver<'w> {
    now: Res<'w, State<Overlay>>,
    next: ResMut<'w, NextState<Overlay>>,
    howto: ResMut<'w, crate::screens::howto::HowTo>,
    pause: Option<ResMut<'w, crate::table::pause::TablePause>>,
}

impl MenusOver<'_> {
    /// Shows `want` (the pause menu, the rules over it, or neither) over `game`'s table.
    fn show(&mut self, want: Overlay, game: &str) {
        use crate::table::pause::PauseReason;
        let now = *self.now.get();
        if now == want || !matches!(now, Overlay::None | Overlay::Pause | Overlay::Rules) {
            return;
        }
        info!("smoke: {want:?} over the {game} table");
        match want {
            Overlay::Rules => self.howto.open(game, Overlay::Pause, &mut self.next),
            Overlay::Pause => self.next.set(Overlay::Pause),
            _ => {
                *self.howto = crate::screens::howto::HowTo::default();
                self.next.set(Overlay::None);
            }
        }
        if let Some(pause) = self.pause.as_mut() {
            match want {
                Overlay::None => pause.remove(PauseReason::Menu),
                _ => pause.add(PauseReason::Menu),
            }
        }
    }
}

/// In the lobby two virtual gamepads plug in and press South, one after the other, exactly as
/// gilrs would report real ones; the lobby seats them.
fn lobby_with_pads(
    t: f32,
    commands: &mut Commands,
    pads: &mut Vec<(Entity, u8)>,
    messages: &mut PadMessages,
    screen: &State<Screen>,
    next: &mut NextState<Screen>,
) {
    if *screen.get() != Screen::Lobby {
        next.set(Screen::Lobby);
        return;
    }
    let wanted = if t < 2.6 { 1 } else { 2 };
    // One new pad a frame, until there are as many as wanted.
    if pads.len() < wanted {
        let pad = commands.spawn(Name::new("Smoke gamepad")).id();
        messages.connections.write(GamepadConnectionEvent::new(
            pad,
            GamepadConnection::Connected {
                name: "Smoke pad".into(),
                vendor_id: None,
                product_id: None,
            },
        ));
        pads.push((pad, 0));
        return;
    }
    for (pad, stage) in pads.iter_mut() {
        let value = match stage {
            0 => 1.0,
            1 => 0.0,
            _ => continue,
        };
        messages
            .raw
            .write(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                *pad,
                GamepadButton::South,
                value,
            )));
        *stage += 1;
        return;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SmokeClock>();
    app.add_systems(Update, run_script);
}

/// Seconds before the first table: the title is shot at 1.5 s, the lobby (two virtual gamepads
/// joining through the real input pipeline) at 4 s.
const TITLE_SECS: f32 = 4.5;

/// The games the smoke run plays, in turn: every table game, or the one in
/// $STAMMTISCH_SMOKE_GAME (to look at one table while working on it).
fn smoke_games(games: &TableGames) -> Vec<&'static str> {
    match std::env::var("STAMMTISCH_SMOKE_GAME") {
        Ok(only) => games
            .0
            .iter()
            .filter(|g| g.id == only)
            .map(|g| g.id)
            .collect(),
        Err(_) => games.0.iter().map(|g| g.id).collect(),
    }
}

/// The script: the title, then each table game in the attract mode for an equal share of the
/// time, shot just after its deal (`GAME-deal.png`) and late in its share (`GAME.png`); then quit.
#[allow(clippy::too_many_arguments)]
fn run_script(
    mut commands: Commands,
    time: Res<Time>,
    mode: Res<crate::core::mode::Mode>,
    screen: Res<State<Screen>>,
    games: Res<TableGames>,
    mut clock: ResMut<SmokeClock>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut pad_messages: PadMessages,
    mut light: ResMut<crate::table::light::TableLight>,
    mut menus: MenusOver,
    cards: Query<(
        &crate::table::cards::TableCard,
        &crate::table::cards::CardPlace,
    )>,
) {
    let crate::core::mode::Mode::Smoke { dir, seconds } = &*mode else {
        return;
    };
    if *screen.get() == Screen::Loading {
        return;
    }
    clock.secs += time.delta_secs();
    let t = clock.secs;
    if (2.0..TITLE_SECS).contains(&t) {
        let mut pads = std::mem::take(&mut clock.pads);
        lobby_with_pads(
            t,
            &mut commands,
            &mut pads,
            &mut pad_messages,
            &screen,
            &mut next,
        );
        clock.pads = pads;
    }
    // At another window size than 1280×720 the pictures say which ("title-800x600.png").
    let suffix = match crate::core::mode::window_size() {
        (1280, 720) => String::new(),
        (w, h) => format!("-{w}x{h}"),
    };
    let mut shoot = |name: String, clock: &mut SmokeClock| {
        if !clock.shots.contains(&name) {
            let path = dir.join(format!("{name}{suffix}.png"));
            info!("smoke: screenshot {}", path.display());
            clock.shots.push(name);
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
        }
    };
    // The title first (the loading screen sent us to the table: go back for the picture).
    if t < 1.0 && *screen.get() != Screen::Title && clock.shots.is_empty() {
        next.set(Screen::Title);
        return;
    }
    if (1.5..2.0).contains(&t) {
        shoot("title".into(), &mut clock);
        return;
    }
    if (2.0..TITLE_SECS).contains(&t) {
        if t >= 4.0 {
            shoot("lobby".into(), &mut clock);
        }
        return;
    }
    if t >= *seconds {
        info!("smoke: done after {t:.1} s");
        exit.write(AppExit::Success);
        return;
    }
    let order = smoke_games(&games);
    if t < TITLE_SECS || order.is_empty() {
        return;
    }
    let share = (seconds - TITLE_SECS) / order.len() as f32;
    let index = (((t - TITLE_SECS) / share) as usize).min(order.len() - 1);
    let game = order[index];
    let into = t - TITLE_SECS - index as f32 * share;
    let started = clock.shots.iter().any(|s| s == &format!("{game}-start"));
    if !started {
        // Not a picture: the mark that this game's table was set.
        clock.shots.push(format!("{game}-start"));
        // Four or five seats, or the nearest count the game takes (Gämsh Alpin never plays 5).
        // $STAMMTISCH_SMOKE_PLAYERS: another count (to look at a full table).
        let wanted = std::env::var("STAMMTISCH_SMOKE_PLAYERS")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(4 + index % 2);
        let players = games
            .find(game)
            .and_then(|g| {
                [wanted, 4, 5, 6, 3, 2]
                    .into_iter()
                    .chain(g.players.0..=g.players.1)
                    .find(|&n| g.seats(n))
            })
            .unwrap_or(wanted);
        *setup = MatchSetup::attract_of(game, players, 7 + index as u64);
        // $STAMMTISCH_SMOKE_OPTIONS: rule options (name=value, comma-separated) for each game
        // that has them (smoke.sh turns on the options whose moments the pictures must show).
        if let (Ok(list), Some(g)) = (std::env::var("STAMMTISCH_SMOKE_OPTIONS"), games.find(game)) {
            let values: stammtisch_rules::OptionValues = list
                .split(',')
                .filter_map(|s| stammtisch_rules::parse_option(g.options, s).ok())
                .collect();
            if !values.is_empty() {
                setup.options.insert(game.to_string(), values);
            }
        }
        // $STAMMTISCH_SMOKE_PERSON=1: a person's table (seat 1 a person, "Du"/"You", whose
        // moves a bot makes): the person's hand, HUD and notes as a player sees them.
        if std::env::var("STAMMTISCH_SMOKE_PERSON").is_ok_and(|v| v == "1") {
            setup.attract = false;
            setup.autopilot = true;
            setup.seats[0] = crate::core::SeatKind::Human {
                name: crate::core::setup::OWN_DEFAULT_NAMES[0].to_string(),
            };
        }
        next.set(Screen::Table);
        // Leaving and entering the table in one go: the table screen restarts.
        if *screen.get() == Screen::Table {
            next.set(Screen::Title);
            clock.shots.retain(|s| s != &format!("{game}-start"));
        }
    } else if (1.1..1.6).contains(&into) {
        // A table that did not start (the setup refused) fails the run, not just its picture.
        if *screen.get() != Screen::Table
            && !clock.shots.iter().any(|s| s == &format!("{game}-deal"))
        {
            error!("smoke: the {game} table did not start");
        }
        shoot(format!("{game}-deal"), &mut clock);
    } else if into >= share * 0.8 {
        shoot(game.to_string(), &mut clock);
    } else if let Some(every) = std::env::var("STAMMTISCH_SMOKE_EVERY")
        .ok()
        .and_then(|n| n.parse::<f32>().ok())
        .filter(|&n| n > 0.0)
    {
        // $STAMMTISCH_SMOKE_EVERY: a picture every so many seconds of the share as well.
        shoot(format!("{game}-{:03}", (into / every) as u32), &mut clock);
    }
    // At a person's table the pause menu, then the rules page over it, lie over the table for a
    // tenth of the share each (`GAME-pause.png`, `GAME-rules.png`): the layout check looks at
    // them too (what the window cuts off under a menu).
    if started && !setup.attract && *screen.get() == Screen::Table {
        let part = into / share;
        let (want, shot) = match part {
            p if (0.45..0.55).contains(&p) => (Overlay::Pause, (p >= 0.5).then_some("pause")),
            p if (0.55..0.65).contains(&p) => (Overlay::Rules, (p >= 0.6).then_some("rules")),
            _ => (Overlay::None, None),
        };
        menus.show(want, game);
        if let Some(shot) = shot {
            shoot(format!("{game}-{shot}"), &mut clock);
        }
    }
    // $STAMMTISCH_SMOKE_RIPPLE names games whose slap or throw-in is rare in a short share: when
    // none landed by two thirds of it, one is staged on the open card nearest the middle (the
    // log says so), for the ripple's picture.
    let staged = std::env::var("STAMMTISCH_SMOKE_RIPPLE")
        .is_ok_and(|list| list.split(',').any(|g| g == game));
    let rippled = clock.shots.iter().any(|s| s == &format!("{game}-ripple"));
    if staged && started && !rippled && light.ripple.is_none() && into >= share * 0.66 {
        let middle = cards
            .iter()
            .filter_map(|(card, place)| Some((card.id()?, place)).filter(|_| place.face_up))
            .min_by(|a, b| a.1.pos.length().total_cmp(&b.1.pos.length()));
        if let Some((card, _)) = middle {
            info!("smoke: a ripple staged on {card:?} ({game})");
            light.impact(card, 0.8);
        }
    }
    // A slap's or throw-in's ripple, once per game, a moment after it landed (`GAME-ripple.png`).
    if started && light.ripple.is_some_and(|r| (0.25..0.6).contains(&r.age)) {
        shoot(format!("{game}-ripple"), &mut clock);
    }
}
