//! What each lobby item does: deal, the next game, seats and bots, rules, names, the rules
//! page, phones and opening the table online.

use super::memory::remember;
use super::rules::change_rule;
use super::{LobbyChoice, NameEdit, bot_for};
use crate::core::overlay::Overlay;
use crate::core::{BOT_NAMES, MatchSetup, Screen, SeatKind, TableGames, Toast, fresh_seed};
use crate::input::controllers::Device;
use crate::input::owners::Owners;
use bevy::prelude::*;
use stammtisch_rules::bots::Level;

#[allow(clippy::too_many_arguments)]
pub(super) fn choose(
    mut choices: MessageReader<LobbyChoice>,
    mut settings: ResMut<crate::settings::Settings>,
    (mut howto, overlay, mut next_overlay): (
        ResMut<crate::screens::howto::HowTo>,
        Res<State<Overlay>>,
        ResMut<NextState<Overlay>>,
    ),
    tr: Res<crate::core::Tr>,
    mut name_edit: ResMut<NameEdit>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
    games: Res<TableGames>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    mut next: ResMut<NextState<Screen>>,
    hosting: Option<Res<crate::net::Hosting>>,
    mut commands: Commands,
) {
    for choice in choices.read() {
        match choice {
            LobbyChoice::Online => {
                commands.queue(|world: &mut World| {
                    let open = world.contains_resource::<crate::net::Hosting>();
                    match !open || !Overlay::Online.is_shown(world) {
                        true => Overlay::Online.show(world),
                        false => Overlay::Online.close(world),
                    }
                    if !open {
                        crate::screens::online::open_online(world);
                    }
                });
            }
            // The first press starts the server; then it shows or hides the codes, and the
            // phones stay (the title stops the server).
            LobbyChoice::Phones => commands.queue(crate::phone::toggle_codes),
            LobbyChoice::Deal => {
                let (min, max) = games.players_of(&setup.game);
                if !(min..=max).contains(&setup.seats.len()) {
                    toast.show(
                        crate::tr!(tr, "lobby-needs-players", min = min, max = max),
                        time.elapsed_secs(),
                    );
                    continue;
                }
                let remote = hosting.as_ref().map_or(Vec::new(), |h| h.remote_seats());
                remember(&setup, &remote, &owners, &mut settings);
                setup.seed = fresh_seed();
                next.set(Screen::Table);
            }
            LobbyChoice::NextGame => {
                let at = games.0.iter().position(|g| g.id == setup.game);
                let next_game = at.map_or(0, |i| (i + 1) % games.0.len().max(1));
                if let Some(game) = games.0.get(next_game) {
                    setup.game = game.id.to_string();
                    // Keep the people, fit the table to the game's size with bots.
                    let (min, max) = game.players;
                    while setup.seats.len() > max {
                        let last = setup.seats.len() - 1;
                        let seat = setup
                            .seats
                            .iter()
                            .rposition(|s| !s.is_human())
                            .unwrap_or(last);
                        setup.seats.remove(seat);
                        owners.seat_removed(seat);
                    }
                    while setup.seats.len() < min {
                        let bot = bot_for(setup.seats.len());
                        setup.seats.push(bot);
                    }
                }
            }
            LobbyChoice::MoreSeats => {
                let (_, max) = games.players_of(&setup.game);
                if setup.seats.len() < max {
                    let bot = bot_for(setup.seats.len());
                    setup.seats.push(bot);
                } else {
                    toast.show(
                        crate::tr!(tr, "lobby-max-seats", max = max),
                        time.elapsed_secs(),
                    );
                }
            }
            LobbyChoice::FewerSeats => {
                let (min, _) = games.players_of(&setup.game);
                // The last bot leaves; people stay seated.
                let bot = setup.seats.iter().rposition(|s| !s.is_human());
                if setup.seats.len() <= min {
                    toast.show(
                        crate::tr!(tr, "lobby-min-seats", min = min),
                        time.elapsed_secs(),
                    );
                } else if bot.is_none() {
                    toast.show(crate::tr!(tr, "lobby-only-bots-leave"), time.elapsed_secs());
                }
                if setup.seats.len() > min
                    && let Some(seat) = bot
                {
                    setup.seats.remove(seat);
                    owners.seat_removed(seat);
                }
            }
            LobbyChoice::Rule(k) => change_rule(&mut setup, *k),
            LobbyChoice::Name(k) => name_edit.0 = Some(*k as usize),
            LobbyChoice::NameNext(k) => {
                let i = *k as usize;
                let name = crate::screens::lobby_name::next_name(&setup, i, &settings.player_name);
                if let Some(SeatKind::Human { name: at }) = setup.seats.get_mut(i) {
                    *at = name;
                }
            }
            LobbyChoice::Level(k) => {
                if let Some(SeatKind::Bot { level, .. }) = setup.seats.get_mut(*k as usize) {
                    *level = match level {
                        Level::Easy => Level::Normal,
                        Level::Normal => Level::Hard,
                        _ => Level::Easy,
                    };
                }
            }
            LobbyChoice::HowTo => howto.open(&setup.game, *overlay.get(), &mut next_overlay),
            LobbyChoice::Seat(k) => {
                let i = *k as usize;
                let next = match setup.seats.get(i) {
                    Some(SeatKind::Human { .. }) => Some(Level::Easy),
                    Some(SeatKind::Bot { level, .. }) => match level {
                        Level::Easy => Some(Level::Normal),
                        Level::Normal => Some(Level::Hard),
                        _ => None,
                    },
                    None => continue,
                };
                setup.seats[i] = match next {
                    Some(level) => {
                        let devices: Vec<Device> = owners.devices_of(i).collect();
                        for device in devices {
                            owners.leave(device);
                        }
                        SeatKind::Bot {
                            name: BOT_NAMES[i % BOT_NAMES.len()].into(),
                            level,
                        }
                    }
                    None => SeatKind::Human {
                        name: if i == 0 {
                            settings.player_name.clone()
                        } else {
                            crate::tr!(tr, "lobby-player-n", n = i + 1)
                        },
                    },
                };
            }
            LobbyChoice::Back => next.set(Screen::Title),
        }
    }
}
