//! The title screen: its menu (by mouse, keyboard or any gamepad); after a while idle it turns
//! into the attract mode.

use super::menu::{LastMenuDevice, MenuFocus, MenuPick, step};
use crate::core::TableGames;
use crate::core::overlay::Overlay;
use crate::core::{MatchSetup, Screen, fresh_seed};
use crate::input::controllers::Device;
use crate::input::controllers::Presses;
use crate::input::owners::Owners;
use crate::settings::Settings;
use crate::table::colours::PALETTE;
use bevy::prelude::*;
use stammtisch_rules::bots::Level;

/// Seconds since the last input on the title screen.
#[derive(Resource, Default, Debug)]
pub struct IdleTime(pub f32);

/// The title menu, in order.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TitleChoice {
    Play,
    QuickGame,
    Watch,
    /// Join a table in another home with its invite.
    Join,
    /// The settings screen, over the title.
    Settings,
    Quit,
}

impl TitleChoice {
    pub const ALL: [TitleChoice; 6] = [
        TitleChoice::Play,
        TitleChoice::QuickGame,
        TitleChoice::Watch,
        TitleChoice::Join,
        TitleChoice::Settings,
        TitleChoice::Quit,
    ];
    /// The button's words; the quick game names the table's first game.
    pub fn label(self, games: &TableGames, tr: &crate::core::Tr) -> String {
        match self {
            TitleChoice::Play => crate::tr!(tr, "title-play"),
            TitleChoice::QuickGame => match games.0.first() {
                Some(game) => crate::tr!(tr, "title-quick-game", game = game.title),
                None => crate::tr!(tr, "title-quick-game-none"),
            },
            TitleChoice::Watch => crate::tr!(tr, "title-watch"),
            TitleChoice::Join => crate::tr!(tr, "title-join"),
            TitleChoice::Settings => crate::tr!(tr, "settings-open"),
            TitleChoice::Quit => crate::tr!(tr, "title-quit"),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IdleTime>();
    app.add_message::<TitleChoice>();
    app.add_systems(OnEnter(Screen::Title), |mut idle: ResMut<IdleTime>| {
        idle.0 = 0.0
    });
    app.add_systems(
        Update,
        (navigate, choose, attract_when_idle)
            .chain()
            .after(super::settings::SettingsSet)
            .run_if(
                in_state(Screen::Title)
                    .and_then(super::settings::settings_closed)
                    .and_then(not_joining),
            ),
    );
    // A table this screen opened online closes when its host goes back to the title (every
    // home is told); `serve` comes back to its title between matches and stays open.
    app.add_systems(
        OnEnter(Screen::Title),
        (|mut commands: Commands| commands.queue(crate::net::host::close)).run_if(
            resource_exists::<crate::net::Hosting>
                .and_then(not(resource_exists::<crate::net::serve::Serve>)),
        ),
    );
}

/// The title's menu rests while its join panel takes the keys, or while this screen waits at
/// another home's table.
fn not_joining(overlay: Res<State<Overlay>>, guesting: Option<Res<crate::net::Guesting>>) -> bool {
    *overlay.get() != Overlay::Join && !guesting.is_some_and(|g| !g.closed)
}

/// True when any key, mouse button or gamepad button went down this frame.
pub fn any_input(
    keys: &ButtonInput<KeyCode>,
    mouse: &ButtonInput<MouseButton>,
    pads: &Query<&Gamepad>,
) -> bool {
    keys.get_just_pressed().next().is_some()
        || mouse.get_just_pressed().next().is_some()
        || pads
            .iter()
            .any(|pad| pad.get_just_pressed().next().is_some())
}

fn navigate(
    presses: Res<Presses>,
    mut focus: ResMut<MenuFocus>,
    mut last: ResMut<LastMenuDevice>,
    mut choices: MessageWriter<TitleChoice>,
) {
    if let Some(MenuPick::Chosen(i, device)) =
        step(&presses, &mut focus, TitleChoice::ALL.len(), |_| true)
    {
        last.0 = device;
        choices.write(TitleChoice::ALL[i]);
    }
}

#[allow(clippy::too_many_arguments)]
fn choose(
    tr: Res<crate::core::Tr>,
    mut choices: MessageReader<TitleChoice>,
    last: Res<LastMenuDevice>,
    mut owners: ResMut<Owners>,
    mut setup: ResMut<MatchSetup>,
    settings: Res<Settings>,
    games: Res<TableGames>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    (mut settings_menu, mut overlay): (
        ResMut<super::settings::SettingsMenu>,
        ResMut<NextState<Overlay>>,
    ),
    mut commands: Commands,
) {
    for choice in choices.read() {
        match choice {
            TitleChoice::Settings => settings_menu.open(Overlay::None, &mut overlay),
            TitleChoice::Join => commands.queue(|world: &mut World| Overlay::Join.show(world)),
            TitleChoice::Play => {
                // Whoever chose "play" sits down first: a gamepad takes the first seat, the
                // mouse and keyboard keep the desk's.
                if let Device::Gamepad(_) = last.0 {
                    let bots = MatchSetup::attract_of(&setup.game, setup.seats.len(), 0).seats;
                    setup.seats = bots;
                    owners.0.clear();
                    owners.sit(last.0, 0);
                    let colour = owners.colour_of(0).unwrap_or(0);
                    setup.seats[0] = crate::core::SeatKind::Human {
                        name: crate::tr!(tr, PALETTE[colour].0),
                    };
                } else if !setup.seats.iter().any(|s| s.is_human()) {
                    *setup = MatchSetup::against_bots(
                        &setup.game.clone(),
                        setup.seats.len().max(2),
                        Level::Normal,
                        &settings.player_name,
                        setup.seed,
                    );
                    *owners = Owners::default();
                }
                next.set(Screen::Lobby);
            }
            TitleChoice::QuickGame => {
                *setup = MatchSetup::against_bots(
                    games.first_id(),
                    4,
                    Level::Normal,
                    &settings.player_name,
                    fresh_seed(),
                );
                next.set(Screen::Table);
            }
            TitleChoice::Watch => {
                *setup =
                    crate::screens::attract_setup(&games, Some(&setup.game.clone()), fresh_seed());
                next.set(Screen::Table);
            }
            TitleChoice::Quit => {
                exit.write(AppExit::Success);
            }
        }
    }
}

fn attract_when_idle(
    time: Res<Time>,
    settings: Res<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    pads: Query<&Gamepad>,
    mut idle: ResMut<IdleTime>,
    mut setup: ResMut<MatchSetup>,
    games: Res<TableGames>,
    mut next: ResMut<NextState<Screen>>,
    elsewhere: Option<Res<crate::core::setup::Elsewhere>>,
    hosting: Option<Res<crate::net::Hosting>>,
) {
    // A screen that joined a table in another home, or opened its own online, waits for its
    // people, not for the bots.
    if any_input(&keys, &mouse, &pads) || elsewhere.is_some() || hosting.is_some() {
        idle.0 = 0.0;
        return;
    }
    idle.0 += time.delta_secs();
    if idle.0 >= settings.attract_after_secs {
        *setup = crate::screens::attract_setup(&games, Some(&setup.game.clone()), fresh_seed());
        next.set(Screen::Table);
    }
}
