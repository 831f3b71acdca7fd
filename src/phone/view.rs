//! What a phone shows: a seat's private view as plain data (sections of cards, verb buttons, a
//! status line), made by each game from the rules' view of that seat alone and sent as JSON.

use crate::core::PressKind;
use serde::Serialize;
use stammtisch_rules::CardId;
use std::collections::HashMap;

/// One seat's screen on its phone.
#[derive(Serialize, Debug, Clone, PartialEq, Default)]
pub struct PhoneView {
    /// The seat's name at the table.
    pub name: String,
    /// One line: whose turn, what to do.
    pub status: String,
    pub sections: Vec<PhoneSection>,
    pub verbs: Vec<PhoneVerb>,
}

/// A row of cards with a heading ("Deine Hand", "Die Mitte").
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct PhoneSection {
    pub title: String,
    pub cards: Vec<PhoneCard>,
}

/// One card. A face-down card carries no id, so a phone never learns what it hides.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct PhoneCard {
    pub id: Option<u8>,
    /// The card's art, a path the phone's server serves (`/cards/<deck>/<file>.svg`).
    pub art: String,
    pub up: bool,
    /// A tap on it is a pick (it is sent back as `{"card": id}`).
    pub selectable: bool,
    /// Picked (lifted) on the table.
    pub picked: bool,
    /// A tap on it presses this verb instead (`{"verb": id}`): a face-down card the seat may
    /// play blind, whose id it must not learn.
    pub verb: Option<String>,
    #[serde(skip)]
    pub press: Option<PressKind>,
}

/// A verb button; a tap is sent back as `{"verb": id}` and presses what the table's HUD
/// button presses.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct PhoneVerb {
    pub id: String,
    pub label: String,
    pub enabled: bool,
    /// One of the game's eight quick choices (F1–F8: gestures, phrases): the page shows these
    /// as a compact grid under the main verbs.
    pub quick: bool,
    #[serde(skip)]
    pub press: PressKind,
}

impl PhoneView {
    /// Every verb a tap may name now: the buttons and the cards that press a verb.
    pub fn tappable_verbs(&self) -> Vec<PhoneVerb> {
        let cards = self.sections.iter().flat_map(|s| &s.cards);
        let on_cards = cards.filter_map(|c| {
            Some(PhoneVerb {
                id: c.verb.clone()?,
                label: String::new(),
                enabled: c.selectable,
                quick: false,
                press: c.press?,
            })
        });
        self.verbs.iter().cloned().chain(on_cards).collect()
    }
}

impl PhoneVerb {
    /// A verb that presses `key` (as the HUD's button does), labelled with the verb's words
    /// alone: a phone has no keys, so no key hint.
    pub fn key(key: bevy::prelude::KeyCode, label: String, enabled: bool) -> Self {
        PhoneVerb {
            id: format!("{key:?}"),
            label,
            enabled,
            quick: crate::input::FUNCTION_KEYS.contains(&key),
            press: PressKind::Key(key),
        }
    }
}

/// A game's deck art as the phone's server serves it, and the words of the seats.
#[derive(Debug, Clone, Default)]
pub struct PhoneKit {
    folder: String,
    files: HashMap<CardId, String>,
    /// Every seat's name, by seat.
    pub names: Vec<String>,
}

impl PhoneKit {
    pub fn new(deck: &crate::core::registry::DeckSource, names: Vec<String>) -> Self {
        PhoneKit {
            folder: deck.folder.to_string(),
            files: (deck.cards)().into_iter().collect(),
            names,
        }
    }
    /// A card face up; `selectable`: a tap picks it.
    pub fn up(&self, card: CardId, selectable: bool, picked: bool) -> PhoneCard {
        let art = match self.files.get(&card) {
            Some(stem) => format!("/cards/{}/{stem}.svg", self.folder),
            None => self.back_art(),
        };
        PhoneCard {
            id: Some(card.0),
            art,
            up: true,
            selectable,
            picked,
            verb: None,
            press: None,
        }
    }
    /// A card face down (no id: its face is not known to this seat).
    pub fn down(&self) -> PhoneCard {
        PhoneCard {
            id: None,
            art: self.back_art(),
            up: false,
            selectable: false,
            picked: false,
            verb: None,
            press: None,
        }
    }
    /// A face-down card whose tap presses `key` (the key that plays it on the table).
    pub fn down_key(&self, key: bevy::prelude::KeyCode, selectable: bool) -> PhoneCard {
        let verb = PhoneVerb::key(key, String::new(), selectable);
        PhoneCard {
            selectable,
            verb: Some(verb.id),
            press: Some(verb.press),
            ..self.down()
        }
    }
    fn back_art(&self) -> String {
        format!("/cards/{}/back.svg", self.folder)
    }
    pub fn name(&self, seat: stammtisch_rules::Seat) -> &str {
        self.names.get(seat.index()).map_or("?", |n| n.as_str())
    }
}
