//! Gämsh Alpin's words at the table: what a seat says with its move ("zwinkert", "Gämsh!"),
//! the gestures' and teams' names, the results' headline.

use super::GaemshMatch;
use crate::core::Tr;
use crate::tr;
use stammtisch_rules::games::gaemsh_alpin::{Action, Call, Event, Gesture};

/// The gesture as the seat's line ("zwinkert").
pub fn gesture_done(tr: &Tr, gesture: Gesture) -> String {
    match gesture {
        Gesture::Wink => tr!(tr, "gaemsh-does-wink"),
        Gesture::ScratchHead => tr!(tr, "gaemsh-does-scratch-head"),
        Gesture::TapCards => tr!(tr, "gaemsh-does-tap-cards"),
        Gesture::Cough => tr!(tr, "gaemsh-does-cough"),
        Gesture::Whistle => tr!(tr, "gaemsh-does-whistle"),
        Gesture::Yawn => tr!(tr, "gaemsh-does-yawn"),
        Gesture::LookUp => tr!(tr, "gaemsh-does-look-up"),
        Gesture::DrumFingers => tr!(tr, "gaemsh-does-drum-fingers"),
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
    match team {
        0 => tr!(tr, "gaemsh-team-red"),
        1 => tr!(tr, "gaemsh-team-blue"),
        _ => tr!(tr, "gaemsh-team-green"),
    }
}

/// What a seat says with its move, shown by the seat.
pub fn says(_m: &GaemshMatch, action: &Action, events: &[Event], tr: &Tr) -> Option<String> {
    let right = events.iter().find_map(|e| match e {
        Event::Called { right, .. } => Some(*right),
        _ => None,
    });
    let verdict = |said: String| match right {
        Some(true) => tr!(tr, "gaemsh-says-right", call = said),
        Some(false) => tr!(tr, "gaemsh-says-wrong", call = said),
        None => said,
    };
    Some(match action {
        Action::PickSignal { .. } => tr!(tr, "gaemsh-says-signal"),
        Action::Swap { .. } => tr!(tr, "gaemsh-says-swap"),
        Action::NewMiddle => tr!(tr, "gaemsh-says-new-middle"),
        Action::Gesture { gesture } => gesture_done(tr, *gesture),
        Action::Slap { .. } => tr!(tr, "gaemsh-says-slap"),
        Action::Call { call } => verdict(match call {
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
        }),
    })
}

/// The results' headline: the winning team(s) and their points.
pub fn headline(m: &GaemshMatch, tr: &Tr) -> Option<String> {
    let scores = m.game.scores();
    let best = *scores.iter().max()?;
    let names: Vec<String> = (0..scores.len())
        .filter(|&t| scores[t] == best)
        .map(|t| team_name(tr, t))
        .collect();
    Some(tr!(
        tr,
        "gaemsh-headline",
        teams = names.join(", "),
        points = best
    ))
}
