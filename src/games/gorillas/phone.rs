//! Gussy Gorillas on a phone, where it matters most: every other seat's held card face up (a
//! tap offers my hand to that seat, again withdraws), my own held card face down, my
//! collection, keep, a second card and the quick phrases at the seat chosen last, from the
//! seat's view alone.

use super::Local;
use super::input::{ADD_KEY, KEEP_KEY, TALK_KEYS};
use crate::core::Tr;
use crate::core::words::phrase_words;
use crate::phone::{PhoneKit, PhoneSection, PhoneVerb, PhoneView};
use crate::tr;
use stammtisch_rules::games::gussy_gorillas::{Action, GorillasView, Phase, Talk};
use stammtisch_rules::{Phrased, Seat};

pub fn view(
    view: &GorillasView,
    legal: &[Action],
    local: &Local,
    kit: &PhoneKit,
    tr: &Tr,
) -> PhoneView {
    let me = view.seat;
    let chosen = local.chosen_by(me);
    let play = view.phase == Phase::Play;
    let offers_to = |from: Seat, to: Seat| view.offers[from.index()] >> to.index() & 1 == 1;
    let mut sections = Vec::new();
    for seat in Seat::all(view.players).filter(|&s| s != me) {
        // Who offers whom, in words (the table's font has no arrows; the page shows the title).
        let mut title = kit.name(seat).to_string();
        if offers_to(me, seat) {
            title = format!("{title} · {}", tr!(tr, "gorillas-phone-you-offer"));
        }
        if offers_to(seat, me) {
            title = format!("{title} · {}", tr!(tr, "phone-offers-you"));
        }
        sections.push(PhoneSection {
            title,
            cards: view.hands[seat.index()]
                .iter()
                .map(|&c| kit.up(c, play, chosen == Some(seat)))
                .collect(),
        });
    }
    sections.push(PhoneSection {
        title: tr!(tr, "phone-your-held"),
        cards: (0..view.hand_sizes[me.index()])
            .map(|_| kit.down())
            .collect(),
    });
    sections.push(PhoneSection {
        title: tr!(tr, "phone-your-collection"),
        cards: view
            .collection
            .iter()
            .map(|&(c, _)| kit.up(c, false, false))
            .collect(),
    });
    let mut verbs = Vec::new();
    if play {
        verbs.push(PhoneVerb::key(
            KEEP_KEY,
            tr!(tr, "gorillas-verb-keep"),
            legal.contains(&Action::Keep),
        ));
        verbs.push(PhoneVerb::key(
            ADD_KEY,
            tr!(tr, "gorillas-verb-add"),
            legal.contains(&Action::AddCard),
        ));
        for (i, talk) in Talk::ALL.iter().enumerate() {
            let words = phrase_words(tr, &talk.phrase(), |_| String::new());
            verbs.push(PhoneVerb::key(TALK_KEYS[i], words, chosen.is_some()));
        }
    }
    let status = match (view.phase, chosen) {
        (Phase::Play, Some(to)) => tr!(tr, "gorillas-verb-talk-to", who = kit.name(to)),
        (Phase::Play, None) => tr!(tr, "gorillas-phone-how"),
        (Phase::Scored { .. }, _) => tr!(tr, "gorillas-round", round = view.round),
        (Phase::Over, _) => tr!(tr, "phone-game-over"),
    };
    PhoneView {
        name: kit.name(me).to_string(),
        status,
        sections,
        verbs,
    }
}
