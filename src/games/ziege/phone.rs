//! Nur die Ziege zählt on a phone: the trick on the table, the own hand (a tap plays a card),
//! and while the tiles are laid the tile's edges, moving it a row or to the other side and
//! laying it; whose turn it is, from the seat's view alone.

use super::Timeline;
use super::input::{ZiegeVerb, key_of};
use crate::core::Tr;
use crate::phone::{PhoneKit, PhoneSection, PhoneVerb, PhoneView};
use crate::tr;
use bevy::prelude::KeyCode;
use stammtisch_rules::games::ziege::{Action, Phase, ZiegeView, card_id};

pub fn view(
    view: &ZiegeView,
    legal: &[Action],
    local: &Timeline,
    kit: &PhoneKit,
    tr: &Tr,
) -> PhoneView {
    let mut sections = Vec::new();
    if !view.trick.is_empty() {
        sections.push(PhoneSection {
            title: tr!(tr, "phone-trick"),
            cards: view
                .trick
                .iter()
                .map(|&n| kit.up(card_id(n), false, false))
                .collect(),
        });
    }
    let hand: Vec<u8> = (1..64u8).filter(|&n| view.hand >> n & 1 == 1).collect();
    sections.push(PhoneSection {
        title: tr!(tr, "phone-your-hand"),
        cards: hand
            .iter()
            .map(|&n| kit.up(card_id(n), legal.contains(&Action::PlayCard(n)), false))
            .collect(),
    });
    let mut verbs = Vec::new();
    let mut status = match view.phase {
        Phase::Deal => tr!(tr, "ziege-deals-next", who = kit.name(view.starter)),
        Phase::Predict { to_move } => tr!(tr, "ziege-lays-tile", who = kit.name(to_move)),
        Phase::Trick { to_move } => tr!(
            tr,
            "ziege-trick-turn",
            trick = view.tricks_done + 1,
            who = kit.name(to_move)
        ),
        Phase::GameOver => tr!(tr, "phone-game-over"),
    };
    match view.phase {
        Phase::Deal => verbs.push(PhoneVerb::key(
            key_of(ZiegeVerb::Deal),
            tr!(tr, "ziege-verb-deal"),
            legal.contains(&Action::Deal),
        )),
        Phase::Predict { to_move } if to_move == view.seat => {
            for (points, text) in super::hud::EDGES {
                let mut label = tr!(tr, text);
                if local.choice.points == points {
                    label = format!("» {label} «");
                }
                verbs.push(PhoneVerb::key(
                    key_of(ZiegeVerb::Points(points)),
                    label,
                    true,
                ));
            }
            for (key, words) in [
                (KeyCode::KeyW, "phone-tile-up"),
                (KeyCode::KeyS, "phone-tile-down"),
                (KeyCode::KeyA, "phone-tile-other-side"),
            ] {
                verbs.push(PhoneVerb::key(key, tr!(tr, words), true));
            }
            verbs.push(PhoneVerb::key(
                key_of(ZiegeVerb::Lay),
                tr!(tr, "ziege-verb-lay-here"),
                local.choice.preview.is_some(),
            ));
            if let Some(tile) = local.choice.preview {
                status = format!("{status} · {}", super::hud::tile_words(tile, tr));
            }
        }
        _ => {}
    }
    PhoneView {
        name: kit.name(view.seat).to_string(),
        status,
        sections,
        verbs,
    }
}
