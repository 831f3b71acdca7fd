//! Jammerlappen on a phone: the pot's top card (a tap throws in, lays the selection or takes
//! it, as a click on the pot), the own hand, face-up and face-down cards (a face-down card is
//! played blind by its key, its face never sent), the verbs with the throw-in button, and whose
//! turn it is, from the seat's view alone.

use super::Selection;
use super::input::{JammerlappenVerb, key_of};
use crate::core::Tr;
use crate::phone::{PhoneKit, PhoneSection, PhoneVerb, PhoneView};
use crate::tr;
use bevy::prelude::KeyCode;
use stammtisch_rules::games::jammerlappen::{Action, JammerlappenView, Phase};

/// The keys that play the face-down cards blind, by slot.
const BLIND_KEYS: [KeyCode; 3] = [KeyCode::KeyA, KeyCode::KeyS, KeyCode::KeyD];

pub fn view(
    view: &JammerlappenView,
    legal: &[Action],
    local: &Selection,
    kit: &PhoneKit,
    tr: &Tr,
) -> PhoneView {
    let seat = view.seat.index();
    let picked = |c| local.picked.contains(&c);
    let exchange = matches!(view.phase, Phase::Exchange);
    let mut sections = Vec::new();
    if !exchange {
        sections.push(PhoneSection {
            title: tr!(tr, "phone-pot"),
            cards: view
                .pot
                .last()
                .map(|&c| kit.up(c, true, false))
                .into_iter()
                .collect(),
        });
    }
    sections.push(PhoneSection {
        title: tr!(tr, "phone-your-hand"),
        cards: view
            .hand
            .iter()
            .map(|&c| kit.up(c, true, picked(c)))
            .collect(),
    });
    let face_up = view.face_up.get(seat).copied().unwrap_or_default();
    let face_down = view.face_down.get(seat).copied().unwrap_or_default();
    let mut table_cards: Vec<_> = face_up
        .iter()
        .flatten()
        .map(|&c| kit.up(c, true, picked(c)))
        .collect();
    table_cards.extend((0..3).filter(|&i| face_down[i]).map(|i| {
        let blind = legal.contains(&Action::PlayBlind { slot: i as u8 });
        kit.down_key(BLIND_KEYS[i], blind)
    }));
    sections.push(PhoneSection {
        title: tr!(tr, "phone-your-table-cards"),
        cards: table_cards,
    });
    let verb = |verb: JammerlappenVerb, label: String, enabled: bool| {
        PhoneVerb::key(key_of(verb), label, enabled)
    };
    let mut verbs = Vec::new();
    if exchange {
        verbs.push(verb(
            JammerlappenVerb::Keep,
            tr!(tr, "jammer-verb-keep"),
            legal.contains(&Action::Keep),
        ));
    } else {
        // Always there in play, so it never moves under a thumb.
        let throw_in = legal.iter().any(|a| matches!(a, Action::ThrowIn { .. }));
        verbs.push(verb(
            JammerlappenVerb::ThrowIn,
            tr!(tr, "jammer-verb-throw-in"),
            throw_in,
        ));
        if let Some(&first) = local.picked.first() {
            verbs.push(verb(
                JammerlappenVerb::LaySelected,
                tr!(
                    tr,
                    "jammer-verb-lay",
                    count = local.picked.len(),
                    name = super::card_words(&tr, first)
                ),
                true,
            ));
        }
        verbs.push(verb(
            JammerlappenVerb::TakePot,
            tr!(tr, "jammer-verb-take-pot"),
            legal.contains(&Action::TakePot),
        ));
    }
    PhoneView {
        name: kit.name(view.seat).to_string(),
        status: super::hud::status_of(
            view.phase,
            (view.reference, view.downward),
            |s| kit.name(s).to_string(),
            tr,
        ),
        sections,
        verbs,
    }
}
