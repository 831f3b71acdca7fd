//! `stammtisch serve` and `stammtisch join`: a table across homes from the command line. `serve`
//! is the host without a window (for a machine with a public address): it prints the invite and
//! deals when its seats are taken; `join` opens the window as a guest of an invite.

use super::sim::{known_games, number, options};
use crate::core::{BOT_NAMES, MatchSetup, SeatKind};
use crate::net::Invite;
use crate::net::guest::JoinOnStart;
use crate::net::serve::Serve;
use bevy::prelude::*;
use clap::Args;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games;
use std::collections::BTreeMap;
use std::net::IpAddr;

#[derive(Args, Debug)]
pub struct ServeArgs {
    #[arg(long)]
    pub game: String,
    /// Seats at the table (default: the game's fewest).
    #[arg(long, allow_hyphen_values = true)]
    pub players: Option<String>,
    /// How many seats people in other homes must take before the deal (default: every seat);
    /// bots play the rest.
    #[arg(long, allow_hyphen_values = true)]
    pub people: Option<String>,
    /// The bots' level (easy, normal, hard).
    #[arg(long, default_value = "normal")]
    pub level: String,
    /// A rule option of the game, as NAME=VALUE (e.g. feuer=on); repeat for several.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// The UDP port to listen on (forward it on the router for guests outside the home).
    #[arg(long, default_value_t = crate::net::invite::DEFAULT_PORT)]
    pub port: u16,
    /// The address guests reach this machine at, written into the invite (default: this
    /// machine's address on the local network).
    #[arg(long)]
    pub address: Option<IpAddr>,
}

/// The serve arguments, checked: one clear line for anything wrong.
pub fn serve(args: &ServeArgs) -> Result<Serve, String> {
    let info = games::find(&args.game).ok_or_else(|| {
        format!(
            "unknown game '{}': serve knows {}",
            args.game,
            known_games()
        )
    })?;
    let players: usize = match &args.players {
        Some(text) => number(text, "number of players")?,
        None => info.players.0,
    };
    if !(info.players.0..=info.players.1).contains(&players) {
        return Err(format!(
            "{} is for {} to {} players",
            info.title, info.players.0, info.players.1
        ));
    }
    let people: usize = match &args.people {
        Some(text) => number(text, "number of people")?,
        None => players,
    };
    if people == 0 || people > players {
        return Err(format!(
            "--people must be 1 to {players} (the seats at the table)"
        ));
    }
    let level: Level = args.level.parse()?;
    let mut game_options = BTreeMap::new();
    game_options.insert(info.id.to_string(), options(info, &args.options)?);
    let setup = MatchSetup {
        game: info.id.to_string(),
        seats: (0..players)
            .map(|i| SeatKind::Bot {
                name: BOT_NAMES[i % BOT_NAMES.len()].to_string(),
                level,
            })
            .collect(),
        options: game_options,
        carry: Default::default(),
        seed: crate::core::fresh_seed(),
        attract: false,
        autopilot: false,
    };
    let address = args
        .address
        .or_else(|| crate::phone::lan::lan_address().map(IpAddr::V4))
        .unwrap_or(IpAddr::V4(std::net::Ipv4Addr::LOCALHOST));
    Ok(Serve {
        setup,
        people,
        port: args.port,
        address,
    })
}

#[derive(Args, Debug)]
pub struct JoinArgs {
    /// The invite, as the host shows it: stammtisch://ADDRESS:PORT/SECRET
    pub invite: String,
    /// Your name at the table (default: the name in your settings).
    #[arg(long)]
    pub name: Option<String>,
    /// Watch only: take no seat (the public table, as a spectator).
    #[arg(long)]
    pub watch: bool,
    /// Open the title's join panel with the invite filled in, rather than join at once (what a
    /// clicked stammtisch:// link does: the person sees the table's address and says yes).
    #[arg(long)]
    pub panel: bool,
}

/// An invite as a link hands it over: a file manager or browser may add a slash at the end.
fn link_text(text: &str) -> &str {
    let text = text.trim();
    text.strip_suffix('/').unwrap_or(text)
}

/// The join arguments, checked (the invite's words in English: the window is not up yet).
pub fn join(args: &JoinArgs) -> Result<JoinOnStart, String> {
    let invite = Invite::parse(link_text(&args.invite))
        .map_err(|e| crate::games::tr(crate::core::Lang::En).words(e.words(), &[]))?;
    if let Some(name) = &args.name
        && (name.trim().is_empty() || name.chars().count() > crate::net::host::MAX_NAME)
    {
        return Err(format!(
            "a name has 1 to {} characters",
            crate::net::host::MAX_NAME
        ));
    }
    Ok(JoinOnStart {
        invite,
        name: args.name.clone(),
        watch: args.watch,
    })
}

/// `stammtisch join --panel LINK`: the title's join panel opens with the link filled in, and
/// with the reason beside it when the link is no invite (a clicked link has no terminal to say
/// it in).
#[derive(Resource, Debug, Clone)]
pub struct PanelOnStart {
    pub text: String,
}

impl PanelOnStart {
    pub fn new(link: &str) -> Self {
        PanelOnStart {
            text: link_text(link).to_string(),
        }
    }
}

/// Opens the join panel once the title is up (the art loaded), holding `PanelOnStart`'s link.
pub fn open_panel_on_start(world: &mut World) {
    let Some(start) = world.remove_resource::<PanelOnStart>() else {
        return;
    };
    let problem = match Invite::parse(&start.text) {
        Ok(invite) => {
            info!("the join panel holds the invite to {}", invite.addr);
            None
        }
        Err(e) => {
            let words = world.resource::<crate::core::Tr>().words(e.words(), &[]);
            warn!("the join panel holds a link that is no invite: {words}");
            Some(words)
        }
    };
    let mut panel = world.resource_mut::<crate::screens::online::JoinPanel>();
    panel.text = start.text;
    panel.problem = problem;
    crate::core::overlay::Overlay::Join.show(world);
}

/// `stammtisch join --panel`: `app`'s join panel opens on the link once its title is up.
pub fn panel_on_start(app: &mut App, start: PanelOnStart) {
    app.insert_resource(start);
    app.add_systems(
        OnEnter(crate::core::Screen::Title),
        open_panel_on_start.run_if(resource_exists::<PanelOnStart>),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A link with the slash a browser adds is the invite; a bare address keeps its text.
    #[test]
    fn a_link_with_a_trailing_slash_is_the_invite() {
        let link = "stammtisch://127.0.0.1:27531/00112233445566778899aabbccddeeff";
        assert_eq!(link_text(&format!(" {link}/\n")), link);
        assert_eq!(link_text(link), link);
        assert!(Invite::parse(link_text(&format!("{link}/"))).is_ok());
    }
}
