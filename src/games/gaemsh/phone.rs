//! Gämsh Alpin on a phone: the middle and the own four cards (tap one of each to swap; a tap on
//! a middle card that may be slapped slaps it), the team's signal, the gestures, the calls at
//! each opposing team and "Neue Mitte", from the seat's view alone.

use super::Picks;
use super::input::{COUNTER_KEYS, DOUBLE_KEY, GAEMSH_KEY, GESTURE_KEYS, NEW_MIDDLE_KEY, OUT_KEYS};
use super::words::{gesture_name, team_name};
use crate::core::Tr;
use crate::phone::{PhoneKit, PhoneSection, PhoneVerb, PhoneView};
use crate::tr;
use stammtisch_rules::games::gaemsh_alpin::{Action, Call, GaemshView, Gesture, Phase, cards};

pub fn view(
    view: &GaemshView,
    legal: &[Action],
    local: &Picks,
    kit: &PhoneKit,
    tr: &Tr,
) -> PhoneView {
    let seat = view.seat;
    let play = view.phase == Phase::Play;
    let picked = local.picked.get(seat.index()).copied().flatten();
    let mut sections = Vec::new();
    if view.phase != Phase::Signals {
        sections.push(PhoneSection {
            title: tr!(tr, "phone-middle"),
            cards: view
                .middle
                .iter()
                .flatten()
                .map(|&c| kit.up(c, play, picked == Some(c)))
                .collect(),
        });
        sections.push(PhoneSection {
            title: tr!(tr, "phone-your-hand"),
            cards: cards::cards(view.hand)
                .into_iter()
                .map(|c| kit.up(c, play, picked == Some(c)))
                .collect(),
        });
    }
    let call_ok = |call: &dyn Fn(&Call) -> bool| {
        legal
            .iter()
            .any(|a| matches!(a, Action::Call { call: c } if call(c)))
    };
    let mut verbs = Vec::new();
    let mut status = match view.phase {
        Phase::Signals => tr!(tr, "gaemsh-pick-signal"),
        Phase::Play => tr!(tr, "gaemsh-round", round = view.round.max(1)),
        Phase::Reveal { .. } => tr!(tr, "gaemsh-reveal"),
        Phase::Over => tr!(tr, "phone-game-over"),
    };
    if let (Phase::Play, Some(signal)) = (view.phase, view.signal) {
        status = format!(
            "{status} · {}",
            tr!(tr, "gaemsh-your-signal", gesture = gesture_name(tr, signal))
        );
    }
    match view.phase {
        Phase::Signals => {
            for (i, gesture) in Gesture::ALL.into_iter().enumerate() {
                let allowed = legal.contains(&Action::PickSignal { gesture });
                verbs.push(PhoneVerb::key(
                    GESTURE_KEYS[i],
                    gesture_name(tr, gesture),
                    allowed,
                ));
            }
        }
        Phase::Play => {
            // While the Smart Farmer lies in the middle the calls slap it, and say so (as on
            // the table's HUD; a tap on the Farmer calls Gämsh! with it).
            let farmer = call_ok(&|c| *c == Call::Gaemsh { farmer: true });
            let [gaemsh_words, double_words] = if farmer {
                [
                    crate::key!("gaemsh-button-gaemsh-farmer"),
                    crate::key!("gaemsh-button-double-farmer"),
                ]
            } else {
                [
                    crate::key!("gaemsh-button-gaemsh"),
                    crate::key!("gaemsh-button-double"),
                ]
            };
            let gaemsh = call_ok(&|c| matches!(c, Call::Gaemsh { .. }));
            verbs.push(PhoneVerb::key(GAEMSH_KEY, tr!(tr, gaemsh_words), gaemsh));
            let double = call_ok(&|c| matches!(c, Call::DoubleGaemsh { .. }));
            verbs.push(PhoneVerb::key(DOUBLE_KEY, tr!(tr, double_words), double));
            let opposing = super::input::opposing(view.teams, view.team());
            for (i, team) in opposing.into_iter().enumerate() {
                let name = team_name(tr, team as usize);
                let counter = call_ok(&|c| *c == Call::Counter { team });
                let label = tr!(tr, "gaemsh-button-counter");
                verbs.push(PhoneVerb::key(
                    COUNTER_KEYS[i],
                    format!("{name}: {label}"),
                    counter,
                ));
                let out =
                    call_ok(&|c| matches!(c, Call::Outgaemshed { team: t, .. } if *t == team));
                let label = tr!(tr, "gaemsh-button-out");
                verbs.push(PhoneVerb::key(OUT_KEYS[i], format!("{name}: {label}"), out));
            }
            verbs.push(PhoneVerb::key(
                NEW_MIDDLE_KEY,
                tr!(tr, "gaemsh-button-new-middle"),
                legal.contains(&Action::NewMiddle),
            ));
            if let Some(team) = local.pointing.get(seat.index()).copied().flatten() {
                status = tr!(
                    tr,
                    "gaemsh-which-signal",
                    team = team_name(tr, team as usize)
                );
            }
            for (i, gesture) in Gesture::ALL.into_iter().enumerate() {
                verbs.push(PhoneVerb::key(
                    GESTURE_KEYS[i],
                    gesture_name(tr, gesture),
                    true,
                ));
            }
        }
        _ => {}
    }
    PhoneView {
        name: kit.name(seat).to_string(),
        status,
        sections,
        verbs,
    }
}
