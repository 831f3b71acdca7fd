//! `stammtisch serve`: the host of a table across homes without a window, for a machine with a
//! public address. It opens the table online, prints the invite, deals when the seats it waits
//! for are taken by people of other homes (bots play the rest), shows the results for a while,
//! and deals again while they stay.

use super::host::{self, Hosting};
use super::limits::HomeNote;
use super::names::visible;
use crate::core::{MatchSetup, Screen};
use crate::screens::results::FinalOutcome;
use bevy::prelude::*;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// What `serve` runs: the table's setup, the seats people must take, and where it listens.
#[derive(Debug, Clone, PartialEq, Resource)]
pub struct Serve {
    pub setup: MatchSetup,
    pub people: usize,
    pub port: u16,
    pub address: IpAddr,
}

/// **choice**: seconds the results stand before `serve` deals again (the guests read them).
pub const RESULTS_SECS: f32 = 12.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        open_once.run_if(resource_exists::<Serve>),
    );
    app.add_systems(
        Update,
        (
            deal_when_seated.run_if(in_state(Screen::Title)),
            again_after_results.run_if(in_state(Screen::Results)),
        )
            .run_if(resource_exists::<Serve>.and_then(resource_exists::<Hosting>)),
    );
    app.add_systems(
        OnEnter(Screen::Results),
        say_results.run_if(resource_exists::<Serve>),
    );
    app.add_systems(
        Update,
        log_homes
            .after(crate::input::SeatInput::Act)
            .run_if(resource_exists::<Serve>.and_then(resource_exists::<Hosting>)),
    );
    app.add_systems(
        Last,
        say_goodbye.run_if(resource_exists::<Serve>.and_then(resource_exists::<Hosting>)),
    );
}

/// The operator's log: every home that joins or goes, every refusal and every home sent away,
/// one line each. Names as a screen shows them (`names::visible`: no control character reaches
/// the operator's terminal); never the invite, never an identity.
fn log_homes(
    hosting: Res<Hosting>,
    mut notes: MessageReader<HomeNote>,
    mut known: Local<HashMap<Entity, String>>,
) {
    for note in notes.read() {
        match note {
            HomeNote::Refused { name, refusal } => {
                say(format_args!("refused {}: {refusal:?}", visible(name)));
            }
            HomeNote::SentAway { client, name } => {
                let name = visible(name);
                say(format_args!(
                    "{name} kept sending what the table refuses: sent away"
                ));
                known.remove(client);
            }
            HomeNote::HoldRanOut { seat } => {
                say(format_args!(
                    "the hold of seat {} ran out unrenewed",
                    seat.0 + 1
                ));
            }
        }
    }
    for (client, guest) in hosting.guests() {
        if !known.contains_key(&client) {
            say(format_args!("{} joined", visible(&guest.name)));
            known.insert(client, guest.name.clone());
        }
    }
    known.retain(|client, name| {
        let here = hosting.guests().any(|(c, _)| c == *client);
        if !here {
            say(format_args!("{} went away", visible(name)));
        }
        here
    });
}

/// One line of the operator's log on standard output (a closed output loses it, never the table).
fn say(line: std::fmt::Arguments) {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    let _ = out.write_fmt(line).and_then(|()| out.write_all(b"\n"));
    let _ = out.flush();
}

/// `serve` stopping (Ctrl-C, SIGTERM): the homes still connected are told, in one line.
fn say_goodbye(exit: MessageReader<AppExit>, hosting: Res<Hosting>) {
    if !exit.is_empty() {
        let homes = hosting.guests().count();
        say(format_args!("the table closes: {homes} homes told"));
    }
}

/// The first time the title is up (the art is loaded), the table opens online and the invite is
/// printed; a port that cannot be had is one clear line and the end.
fn open_once(world: &mut World) {
    if world.contains_resource::<Hosting>() {
        return;
    }
    let serve = world.resource::<Serve>().clone();
    *world.resource_mut::<MatchSetup>() = serve.setup.clone();
    let any: IpAddr = match serve.address {
        IpAddr::V4(_) => Ipv4Addr::UNSPECIFIED.into(),
        IpAddr::V6(_) => Ipv6Addr::UNSPECIFIED.into(),
    };
    match host::open(world, SocketAddr::new(any, serve.port), serve.address) {
        Ok(invite) => {
            println!("{}", invite.text());
            println!(
                "The table is open ({}, {} seats): give the invite above to the people who \
                 join (`stammtisch join INVITE`, or Join on the title). The game is dealt when \
                 {} of them have taken a seat. UDP port {}.",
                serve.setup.game,
                serve.setup.seats.len(),
                serve.people,
                invite.addr.port()
            );
        }
        Err(e) => {
            eprintln!(
                "stammtisch: cannot open the table on UDP port {}: {e}",
                serve.port
            );
            world.write_message(AppExit::from_code(1));
        }
    }
}

/// Deals once enough seats are held by homes that are connected now.
fn deal_when_seated(
    serve: Res<Serve>,
    hosting: Res<Hosting>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut told: Local<usize>,
) {
    let seated = hosting
        .remote_seats()
        .into_iter()
        .filter(|&seat| hosting.connected(seat))
        .count();
    if seated != *told {
        *told = seated;
        println!("{seated} of {} seats taken", serve.people);
    }
    if seated >= serve.people {
        setup.seed = crate::core::fresh_seed();
        let names: Vec<&str> = setup.seats.iter().map(|s| s.name()).collect();
        println!("dealing {}: {}", setup.game, names.join(", "));
        *told = usize::MAX;
        next.set(Screen::Table);
    }
}

/// The match's end, in one line.
fn say_results(results: Option<Res<FinalOutcome>>) {
    if let Some(results) = results {
        let winners: Vec<&str> = results
            .outcome
            .winners()
            .iter()
            .filter_map(|s| results.names.get(s.index()).map(String::as_str))
            .collect();
        println!(
            "the match is over: {} ({})",
            winners.join(", "),
            results.outcome.summary
        );
    }
}

/// After the results have stood a while, the table waits for its seats again (and deals).
fn again_after_results(
    time: Res<Time>,
    mut since: Local<f32>,
    mut next: ResMut<NextState<Screen>>,
) {
    *since += time.delta_secs();
    if *since >= RESULTS_SECS {
        *since = 0.0;
        next.set(Screen::Title);
    }
}
