//! Gämsh Alpin at the table: teams of two swap with the middle in real time, signal in secret,
//! call and slap. What differs from the other games (projection, input, seat plates with the
//! teams' points, HUD) lives here; the match itself is the driver's (`games::driver`).

pub mod acting;
pub mod avatar;
pub mod bull;
mod gestures;
mod hud;
pub mod input;
pub mod pad;
mod phone;
mod plates;
mod points;
pub mod poses;
mod project;
mod seating;
mod slaps;
mod sound;
mod wheel;
pub mod words;

use crate::core::registry::DeckSource;
use crate::games::driver::{self, BotTask, Keep, TableGame};
use crate::table::layout::TableSize;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::cards::{ALL_CARDS, BASE_CARDS, FARMER};
use stammtisch_rules::games::gaemsh_alpin::{Action, Event, Gaemsh, GaemshView, MiddleWhy, Phase};
use stammtisch_rules::{CardId, Game, Millis, Phrase, Seat};

/// The card files in `assets/cards/gaemsh`: `murmeltier-1` … `murmeltier-nacht`, then the Föhn
/// cards (`scripts/gaemsh_cards.py` draws them).
const DECK: DeckSource = DeckSource {
    folder: "gaemsh",
    cards: deck_files,
};

const IMAGE_FILES: [&str; 9] = [
    "murmeltier",
    "gipfelkreuz",
    "alphorn",
    "bernhardiner",
    "edelweiss",
    "kuhglocke",
    "enzian",
    "almhuette",
    "gaemse",
];
const FOEHN_FILES: [&str; 4] = ["wildhueter", "bauer", "jause", "stier"];

fn deck_files() -> Vec<(CardId, String)> {
    (0..ALL_CARDS as u8)
        .map(|id| {
            let i = id as usize;
            let stem = if i < BASE_CARDS {
                let kind = match i % 4 {
                    3 => "nacht".to_string(),
                    k => (k + 1).to_string(),
                };
                format!("{}-{kind}", IMAGE_FILES[i / 4])
            } else {
                FOEHN_FILES[i - BASE_CARDS].to_string()
            };
            (CardId(id), stem)
        })
        .collect()
}

/// The teams' colours: red, blue, green.
pub const TEAM_COLOURS: [Color; 3] = [
    Color::srgb(0.82, 0.22, 0.17),
    Color::srgb(0.20, 0.42, 0.85),
    Color::srgb(0.22, 0.62, 0.28),
];

pub fn team_colour(team: usize) -> Color {
    TEAM_COLOURS[team % TEAM_COLOURS.len()]
}

/// Gämsh Alpin's table.
pub struct GaemshTable;

// Every Gämsh event is public: the screen's seats learn the rules' event as it is.
crate::table_game_names!(GaemshTable => GaemshMatch, GaemshShown,
    GaemshEvent = Event, GaemshSeen = Event, GaemshSight);

/// What the table keeps beside the rules.
#[derive(Debug, Default, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Picks {
    /// Per seat, the hand card (or middle card) its person has picked for a swap (several
    /// people pick at once on one screen).
    pub picked: [Option<CardId>; 6],
    /// Per seat, the gesture a pad is showing its player before the pick (West: the next one,
    /// North: pick it).
    pub proposal: [u8; 6],
    /// Per seat, the team its person calls Outgämshed at: their next gesture names its signal.
    pub pointing: [Option<u8>; 6],
    /// The last middle card taken and when: a claim on it a moment later lost the race (the
    /// rules tell the loser who was faster).
    pub last_taken: Option<(CardId, Millis)>,
    /// The last call's verdict (until the next deal), for its line.
    pub verdict: Option<words::Verdict>,
    /// Calls count from this time on: a moment after the deal (`CALL_GRACE`).
    pub calls_from: Millis,
    /// The Smart Farmer lay in the middle during this deal: a Gämsh after it left is told so.
    #[serde(default)]
    pub farmer_lay: bool,
}

/// **choice**: how long after a deal calls ignore every click and press (logical ms). The deal
/// turns the signal picker into the calls: a click or key meant for the picker (or a hand card
/// still flying in) must not become a call.
pub const CALL_GRACE: Millis = 500;

/// **choice**: a bot whose partner is a person waits for the person to choose the team's secret
/// signal (no countdown: the HUD says who waits). `false`: the bot picks after its think time.
pub const BOT_WAITS_FOR_PARTNER_SIGNAL: bool = true;

/// How long a claim on a card just taken from the middle still counts as a race lost.
pub const RACE_WINDOW: Millis = 1500;

/// The deal lands before bots start.
const DEAL_PAUSE: Millis = 1200;

impl TableGame for GaemshTable {
    crate::table_game_parts!(rules: Gaemsh, local: Picks, deck: DECK, words: "gaemsh");

    fn local_seen(local: &Picks, sight: &driver::Sight<Self>) -> Picks {
        let mut seen = local.clone();
        for pick in &mut seen.picked {
            *pick = pick.filter(|&card| sight.knows(card));
        }
        // What a person is about to show, swap or whom they point at is theirs until they do it.
        for seat in 0..seen.proposal.len() {
            if !sight.holds(Seat(seat as u8)) {
                seen.picked[seat] = None;
                seen.proposal[seat] = 0;
                seen.pointing[seat] = None;
            }
        }
        seen
    }
    const LINGER_SECS: f32 = 4.0;
    /// Bots act on their own plans (reaction times included): no pause after others' moves.
    const MOVE_PAUSE: Millis = 0;

    fn card_count(game: &Gaemsh) -> usize {
        if game.config().foehn {
            ALL_CARDS as usize
        } else {
            BASE_CARDS as usize
        }
    }
    fn deal_from(size: TableSize) -> Vec2 {
        crate::table::layout::stock_place(size)
    }
    fn opening(_game: &Gaemsh) -> Vec<Event> {
        Vec::new()
    }
    fn impact(event: &Event) -> Option<CardId> {
        match event {
            Event::Slapped { card, .. } => Some(*card),
            _ => None,
        }
    }
    fn action_cards(asked: driver::MoveAsked<Self>) -> Vec<CardId> {
        let (view, seat, local) = (asked.view, asked.seat, asked.local);
        let cards = match *asked.action {
            Action::Swap { give, take } => vec![give, take],
            Action::Slap { card } => return vec![card],
            _ => return Vec::new(),
        };
        driver::through_pick(cards, local.pick_of(seat, view).as_slice())
    }
    fn pause(event: &Event) -> Millis {
        match event {
            Event::Dealt { .. } => DEAL_PAUSE,
            Event::NewMiddle {
                why: MiddleWhy::Bull,
                ..
            } => bull::BULL_PAUSE,
            _ => 0,
        }
    }
    fn on_event(m: &mut GaemshMatch, event: &Event, now: Millis, pace: f64) {
        match event {
            Event::Dealt { .. } => {
                m.local.calls_from = now.saturating_add(CALL_GRACE);
                m.local.farmer_lay = false;
            }
            Event::Swapped { took, .. } => m.local.last_taken = Some((*took, now)),
            // A round is over once its reveal was shown (the attract mode moves on then); the
            // rules deal the next one by themselves, nobody waits for a person.
            Event::RoundOver { until, .. } => m.round_over_from = Some(*until),
            _ => {}
        }
        m.local.farmer_lay |= m.game.middle().contains(&Some(FARMER));
        m.hold(now, Self::pause(event), pace);
    }
    fn announce(_: &GaemshMatch, action: &Action, _: &[Event]) -> Option<Phrase> {
        words::says(action).map(|key| driver::present::said(key, Vec::new()))
    }
    fn headline(m: &GaemshMatch) -> Option<Phrase> {
        words::headline(m)
    }
    /// Every seat plans all the time (the rules' plan says when to act); before the deal, a bot
    /// partnering a person leaves the team's signal to the person.
    fn bot_task(m: &GaemshMatch, seat: Seat) -> Option<BotTask> {
        if BOT_WAITS_FOR_PARTNER_SIGNAL && m.waits_for_partner(seat) {
            return None;
        }
        Some(BotTask {
            about: m.moves as u64,
            reflex: true,
            keep: Keep::UntilAnyMove,
        })
    }
    fn results(
        m: &GaemshMatch,
        outcome: stammtisch_rules::Outcome,
        _setup: &mut crate::core::MatchSetup,
        _tr: &crate::core::Tr,
    ) -> crate::core::outcome::FinalOutcome {
        crate::core::outcome::FinalOutcome {
            outcome,
            names: m.seats.iter().map(|s| s.name().to_string()).collect(),
            headline: None,
            said: None,
            again: None,
        }
    }
    /// The table's sound for an event.
    fn sound(event: &Event) -> Option<crate::audio::Sound> {
        use crate::audio::Sound;
        Some(match event {
            Event::Dealt { .. } => Sound::Deal,
            Event::NewMiddle {
                why: MiddleWhy::Bull,
                ..
            } => return None,
            Event::Swapped { .. } | Event::NewMiddle { .. } | Event::Reshuffled { .. } => {
                Sound::Swap
            }
            Event::VotedNewMiddle { .. } => Sound::Click,
            Event::Called { .. } | Event::Slapped { .. } | Event::FaultCaught { .. } => {
                Sound::Knock
            }
            Event::Shown { .. } => Sound::Flip,
            Event::Scored { .. } => Sound::Flip,
            Event::GameOver { .. } => Sound::Win,
            _ => return None,
        })
    }
}

impl GaemshMatch {
    /// Whether `seat` leaves its team's signal to its partner, a person (before the deal).
    pub fn waits_for_partner(&self, seat: Seat) -> bool {
        self.game.phase() == Phase::Signals
            && self
                .seats
                .get(self.game.partner(seat).index())
                .is_some_and(|k| k.is_human())
    }

    /// The card `seat`'s person has picked, while it is still theirs or in the middle.
    pub fn picked(&self, seat: Seat) -> Option<CardId> {
        self.local.pick_of(seat, &self.game.view(seat))
    }
}

impl Picks {
    /// The card `seat`'s person has picked, while `view` (the seat's) still has it in the hand or
    /// the middle: a pick someone else took away meanwhile is no pick.
    pub fn pick_of(&self, seat: Seat, view: &GaemshView) -> Option<CardId> {
        let card = (*self.picked.get(seat.index())?)?;
        (view.hand_cards().contains(&card) || view.middle.contains(&Some(card))).then_some(card)
    }
}

/// The partner opposite `seat`, as `view` pairs the seats.
pub fn partner_in(view: &GaemshView, seat: Seat) -> Seat {
    let [a, b] = view.members(view.team_of(seat));
    if a == seat { b } else { a }
}

/// A seat's team in the lobby (partners sit opposite: seat `i` and `i + players / 2`), as the
/// rules pair them: its name and colour ("Team Rot").
pub fn lobby_team(seat: usize, players: usize, tr: &crate::core::Tr) -> Option<(String, [u8; 3])> {
    if players < 4 || !players.is_multiple_of(2) {
        return None;
    }
    let team = seat % (players / 2);
    let c = team_colour(team).to_srgba();
    let byte = |v: f32| (v * 255.0).round() as u8;
    Some((
        words::team_name(tr, team),
        [byte(c.red), byte(c.green), byte(c.blue)],
    ))
}

pub(super) fn plugin(app: &mut App) {
    driver::add::<GaemshTable>(app, Gaemsh::NAME_ID);
    crate::core::SeatGroups::register(app, Gaemsh::NAME_ID, lobby_team);
    app.add_plugins((
        project::plugin,
        plates::plugin,
        sound::plugin,
        gestures::plugin,
        avatar::plugin,
        acting::plugin,
        bull::plugin,
        slaps::plugin,
        points::plugin,
        words::plugin,
        hud::plugin,
        pad::plugin,
        wheel::plugin,
    ));
}
