//! Gämsh Alpin's words at the table: what a seat says with its move ("zwinkert"), every call's
//! verdict (right or wrong, and why, as the table heard the call and saw the hands it showed),
//! the gestures' and teams' names, the results' headline.

use super::GaemshShown;
use super::{GaemshMatch, GaemshSeen, GaemshSight, GaemshTable};
use crate::core::Tr;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::tr;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::cards::{FARMER, bit, has_set};
use stammtisch_rules::games::gaemsh_alpin::{Action, Call, Event, GaemshView, Gesture, Phase};
use stammtisch_rules::{CardId, Millis, Seat};

/// How long a call's verdict stays up when the call freezes nothing (a wrong Outgämshed);
/// a round-ending call's verdict stays for its whole reveal.
pub const VERDICT_MS: Millis = 4000;

/// A call and what the table saw of it: everything its verdict line says.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Verdict {
    pub seat: Seat,
    pub call: Call,
    pub right: bool,
    /// The hands the call was about, and whether each held the set it needed.
    pub hands: Vec<(Seat, bool)>,
    /// The teams that scored.
    pub scored: Vec<usize>,
    pub at: Millis,
    /// A wrong Gämsh or Double Gämsh after the Smart Farmer left the middle (it lay there during
    /// this deal): three no longer sufficed, and the line says so.
    #[serde(default)]
    pub farmer_gone: bool,
}

impl Verdict {
    /// The verdict of `seat`'s `call` (`public`: the public view), before the hands it shows;
    /// `farmer_lay`: the Smart Farmer lay in the middle earlier in this deal.
    pub fn of(
        public: &GaemshView,
        seat: Seat,
        call: Call,
        right: bool,
        at: Millis,
        farmer_lay: bool,
    ) -> Verdict {
        let own = public.team_of(seat);
        let farmer_gone = !right
            && farmer_lay
            && !public.middle.contains(&Some(FARMER))
            && matches!(
                call,
                Call::Gaemsh { farmer: false } | Call::DoubleGaemsh { farmer: false }
            );
        let scored = if right {
            vec![own]
        } else {
            (0..public.teams).filter(|&t| t != own).collect()
        };
        Verdict {
            seat,
            call,
            right,
            hands: Vec::new(),
            scored,
            at,
            farmer_gone,
        }
    }

    /// A hand the call showed (the rules show exactly the hands it was about, in order).
    fn shown(&mut self, seat: Seat, hand: &[CardId]) {
        let mask = hand.iter().fold(0u64, |m, &c| m | bit(c));
        self.hands.push((seat, has_set(mask, need(self.call))));
    }
}

pub(super) fn plugin(app: &mut App) {
    GaemshTable::each_frame_at_authority(app, TableSet::Present, hear_calls);
}

/// Every call the table hears becomes the verdict its line tells, with the hands it showed; a
/// deal clears it.
fn hear_calls(
    mut table: ResMut<GaemshMatch>,
    sight: Res<GaemshSight>,
    mut events: MessageReader<GaemshSeen>,
) {
    for event in events.read() {
        match &event.0 {
            Event::Dealt { .. } => table.local.verdict = None,
            &Event::Called { seat, call, right } => {
                let (now, lay) = (table.now, table.local.farmer_lay);
                let verdict = Verdict::of(&sight.public, seat, call, right, now, lay);
                table.local.verdict = Some(verdict);
            }
            Event::Shown { seat, hand } => {
                if let Some(verdict) = table.local.verdict.as_mut() {
                    verdict.shown(*seat, hand);
                }
            }
            _ => {}
        }
    }
}

/// How many of a kind the call needs in a hand (three with the Smart Farmer).
fn need(call: Call) -> u32 {
    match call {
        Call::Gaemsh { farmer: true } | Call::DoubleGaemsh { farmer: true } => 3,
        _ => 4,
    }
}

/// The verdict line of the last call, while it is up: who called what, right or wrong, why,
/// and who scores ("Anni: Gämsh! Falsch – Vroni: keine vier gleichen Karten. +1 für Team Blau").
/// `public` is the public view.
pub fn verdict_line(m: &GaemshShown, public: &GaemshView, tr: &Tr) -> Option<String> {
    let v = m.local.verdict.as_ref()?;
    let frozen = matches!(public.phase, Phase::Reveal { .. } | Phase::Over);
    if !frozen && m.now >= v.at.saturating_add(VERDICT_MS) {
        return None;
    }
    let n = need(v.call);
    let mut why: Vec<String> = match v.call {
        Call::Outgaemshed { team, gesture } => {
            let team = team_name(tr, team as usize);
            let gesture = gesture_name(tr, gesture);
            vec![if v.right {
                tr!(tr, "gaemsh-why-signal", team = team, gesture = gesture)
            } else {
                tr!(tr, "gaemsh-why-not-signal", team = team, gesture = gesture)
            }]
        }
        // Counter Gämsh: right names who held a set, wrong says nobody did.
        Call::Counter { team } if !v.right => vec![tr!(
            tr,
            "gaemsh-why-nobody",
            team = team_name(tr, team as usize)
        )],
        Call::Counter { .. } => v
            .hands
            .iter()
            .filter(|(_, has)| *has)
            .map(|(s, _)| tr!(tr, "gaemsh-why-set", who = m.name(*s), need = n))
            .collect(),
        // Gämsh and Double Gämsh: right shows every set, wrong the hands without one.
        _ => v
            .hands
            .iter()
            .filter(|(_, has)| *has == v.right)
            .map(|(s, has)| {
                // After the Smart Farmer left, the line says why three no longer sufficed.
                let key = if *has {
                    crate::key!("gaemsh-why-set")
                } else if v.farmer_gone {
                    crate::key!("gaemsh-why-farmer-gone")
                } else {
                    crate::key!("gaemsh-why-no-set")
                };
                tr!(tr, key, who = m.name(*s), need = n)
            })
            .collect(),
    };
    why.retain(|w| !w.is_empty());
    let teams: Vec<String> = v.scored.iter().map(|&t| team_name(tr, t)).collect();
    let score = tr!(
        tr,
        "gaemsh-verdict-score",
        points = v.call.points(),
        teams = teams.join(", ")
    );
    let key = if v.right {
        crate::key!("gaemsh-verdict-right")
    } else {
        crate::key!("gaemsh-verdict-wrong")
    };
    Some(tr!(
        tr,
        key,
        who = m.name(v.seat),
        call = call_words(tr, &v.call),
        why = why.join(", "),
        score = score
    ))
}

/// A call as shouted ("Gämsh!", "Konter-Gämsh gegen Team Blau!").
pub fn call_words(tr: &Tr, call: &Call) -> String {
    match call {
        Call::Gaemsh { .. } => tr!(tr, "gaemsh-call-gaemsh"),
        Call::DoubleGaemsh { .. } => tr!(tr, "gaemsh-call-double"),
        Call::Counter { team } => tr!(
            tr,
            "gaemsh-says-counter",
            team = team_name(tr, *team as usize)
        ),
        Call::Outgaemshed { team, gesture } => tr!(
            tr,
            "gaemsh-says-out",
            team = team_name(tr, *team as usize),
            gesture = gesture_name(tr, *gesture)
        ),
    }
}

/// The gesture as the seat's line ("zwinkert").
pub fn gesture_done(tr: &Tr, gesture: Gesture) -> String {
    tr!(tr, gesture_done_key(gesture))
}

/// The catalogue key of a gesture as a seat's line.
fn gesture_done_key(gesture: Gesture) -> &'static str {
    match gesture {
        Gesture::Wink => crate::key!("gaemsh-does-wink"),
        Gesture::ScratchHead => crate::key!("gaemsh-does-scratch-head"),
        Gesture::TapCards => crate::key!("gaemsh-does-tap-cards"),
        Gesture::Cough => crate::key!("gaemsh-does-cough"),
        Gesture::Whistle => crate::key!("gaemsh-does-whistle"),
        Gesture::Yawn => crate::key!("gaemsh-does-yawn"),
        Gesture::LookUp => crate::key!("gaemsh-does-look-up"),
        Gesture::DrumFingers => crate::key!("gaemsh-does-drum-fingers"),
    }
}

/// The gesture's name on a button ("Zwinkern").
pub fn gesture_name(tr: &Tr, gesture: Gesture) -> String {
    match gesture {
        Gesture::Wink => tr!(tr, "gaemsh-gesture-wink"),
        Gesture::ScratchHead => tr!(tr, "gaemsh-gesture-scratch-head"),
        Gesture::TapCards => tr!(tr, "gaemsh-gesture-tap-cards"),
        Gesture::Cough => tr!(tr, "gaemsh-gesture-cough"),
        Gesture::Whistle => tr!(tr, "gaemsh-gesture-whistle"),
        Gesture::Yawn => tr!(tr, "gaemsh-gesture-yawn"),
        Gesture::LookUp => tr!(tr, "gaemsh-gesture-look-up"),
        Gesture::DrumFingers => tr!(tr, "gaemsh-gesture-drum-fingers"),
    }
}

/// A team's name, by its colour ("Team Rot").
pub fn team_name(tr: &Tr, team: usize) -> String {
    tr!(tr, team_key(team))
}

/// The catalogue key of a team's name.
fn team_key(team: usize) -> &'static str {
    match team {
        0 => crate::key!("gaemsh-team-red"),
        1 => crate::key!("gaemsh-team-blue"),
        _ => crate::key!("gaemsh-team-green"),
    }
}

/// What a seat says with its move, shown by the seat. A call says nothing there: its verdict
/// (`verdict_line`) is the table's, for a person's call as for a bot's, and a line on the
/// caller's hand would cover the hand its reveal shows.
pub fn says(action: &Action) -> Option<&'static str> {
    Some(match action {
        Action::PickSignal { .. } => crate::key!("gaemsh-says-signal"),
        Action::Swap { .. } => crate::key!("gaemsh-says-swap"),
        Action::NewMiddle => crate::key!("gaemsh-says-new-middle"),
        Action::Gesture { gesture } => gesture_done_key(*gesture),
        Action::Slap { .. } => crate::key!("gaemsh-says-slap"),
        Action::Call { .. } => return None,
    })
}

/// The results' headline: the winning team(s) and their points.
pub fn headline(m: &GaemshMatch) -> Option<stammtisch_rules::Phrase> {
    use stammtisch_rules::Arg;
    let scores = m.game.scores();
    let best = *scores.iter().max()?;
    let teams: Vec<String> = (0..scores.len())
        .filter(|&t| scores[t] == best)
        .map(|t| team_key(t).to_string())
        .collect();
    Some(crate::games::driver::present::said(
        "gaemsh-headline",
        vec![
            ("teams", Arg::Keys(teams)),
            ("points", Arg::Int(best as i64)),
        ],
    ))
}
