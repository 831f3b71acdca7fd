//! Schwimmen on a phone: the middle and the own three cards (tap one of each to swap), the
//! verbs the HUD has, and whose turn it is, from the seat's view alone.

use super::Picks;
use crate::core::Tr;
use crate::phone::{PhoneKit, PhoneSection, PhoneVerb, PhoneView};
use crate::tr;
use stammtisch_rules::games::schwimmen::{Action, Phase, SchwimmenView};

pub fn view(
    view: &SchwimmenView,
    legal: &[Action],
    local: &Picks,
    kit: &PhoneKit,
    tr: &Tr,
) -> PhoneView {
    let may_swap = legal.iter().any(|a| matches!(a, Action::Swap { .. }));
    let row = |cards: &[stammtisch_rules::CardId]| {
        cards
            .iter()
            .map(|&c| kit.up(c, may_swap, local.picked == Some(c)))
            .collect()
    };
    let mut sections = Vec::new();
    if let Some(middle) = &view.middle {
        sections.push(PhoneSection {
            title: tr!(tr, "phone-middle"),
            cards: row(&middle[..]),
        });
    }
    if let Some(hand) = &view.hand {
        sections.push(PhoneSection {
            title: tr!(tr, "phone-your-hand"),
            cards: row(&hand[..]),
        });
    }
    let verbs = super::hud::verb_slots(view.phase)
        .iter()
        .filter_map(|&action| {
            let label = super::hud::verb_label(tr, action)?;
            let key = super::input::key_of(action)?;
            Some(PhoneVerb::key(key, label, legal.contains(&action)))
        })
        .collect();
    let who = |s: stammtisch_rules::Seat| kit.name(s).to_string();
    let status = match view.phase {
        Phase::Deal => tr!(tr, "schwimmen-deals", who = who(view.dealer)),
        Phase::DealerChoice => tr!(tr, "schwimmen-chooses-packet", who = who(view.dealer)),
        Phase::Play {
            to_move,
            knocked: Some(k),
            ..
        } => tr!(
            tr,
            "schwimmen-knocked-last-round",
            knocker = who(k),
            who = who(to_move)
        ),
        Phase::Play { to_move, .. } => tr!(tr, "table-on-turn", who = who(to_move)),
        Phase::GameOver { .. } => tr!(tr, "phone-game-over"),
    };
    PhoneView {
        name: kit.name(view.seat).to_string(),
        status,
        sections,
        verbs,
    }
}
