//! The 40 cards as data: nine images of three Day and one Night card, and the four Föhn cards.
//!
//! Card ids: image `i` owns ids `4i..4i+3` (`4i+3` is its Night card); 36..39 are the Föhn cards.
//! Hands are kept as bit masks (bit `id`), so a set is one mask comparison.

use crate::kernel::CardId;
use serde::{Deserialize, Serialize};

/// Images in the deck.
pub const IMAGES: usize = 9;
/// Cards without the Föhn cards.
pub const BASE_CARDS: usize = 36;
/// Cards with the Föhn cards (the deck's full size).
pub const ALL_CARDS: usize = 40;
/// Cards in every hand, always.
pub const HAND: usize = 4;
/// Cards face up in the middle, in four stable slots.
pub const SLOTS: usize = 4;

/// NOTES.md: four names are known, the other five are our choice.
pub const IMAGE_NAMES: [&str; IMAGES] = [
    "Murmeltier",
    "Gipfelkreuz",
    "Alphorn",
    "Bernhardiner",
    "Edelweiss",
    "Kuhglocke",
    "Enzian",
    "Almhütte",
    "Gämse",
];

/// The four Föhn cards (an option).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Foehn {
    Gamekeeper,
    Farmer,
    Snack,
    Bull,
}

impl Foehn {
    pub const ALL: [Foehn; 4] = [Foehn::Gamekeeper, Foehn::Farmer, Foehn::Snack, Foehn::Bull];

    pub const fn card(self) -> CardId {
        CardId(BASE_CARDS as u8 + self as u8)
    }

    pub fn english(self) -> &'static str {
        match self {
            Foehn::Gamekeeper => "Watchful Gamekeeper",
            Foehn::Farmer => "Smart Farmer",
            Foehn::Snack => "Hearty Snack",
            Foehn::Bull => "Raging Bull",
        }
    }
}

pub const GAMEKEEPER: CardId = Foehn::Gamekeeper.card();
pub const FARMER: CardId = Foehn::Farmer.card();
pub const SNACK: CardId = Foehn::Snack.card();
pub const BULL: CardId = Foehn::Bull.card();

/// The bit of a card in a mask.
pub const fn bit(card: CardId) -> u64 {
    1 << card.0
}

/// The four cards of image `image` as a mask.
pub const fn image_mask(image: usize) -> u64 {
    0b1111 << (4 * image)
}

/// Every Night card.
pub const NIGHT_MASK: u64 = {
    let mut m = 0u64;
    let mut i = 0;
    while i < IMAGES {
        m |= 1 << (4 * i + 3);
        i += 1;
    }
    m
};

/// The image of a card (`None` for Föhn cards).
pub fn image(card: CardId) -> Option<usize> {
    ((card.0 as usize) < BASE_CARDS).then_some(card.0 as usize / 4)
}

pub fn is_night(card: CardId) -> bool {
    NIGHT_MASK & bit(card) != 0
}

pub fn foehn(card: CardId) -> Option<Foehn> {
    Foehn::ALL.into_iter().find(|f| f.card() == card)
}

/// The deck of a game: 36 cards, or 40 with the Föhn cards.
pub fn deck(with_foehn: bool) -> Vec<CardId> {
    let n = if with_foehn { ALL_CARDS } else { BASE_CARDS };
    (0..n as u8).map(CardId).collect()
}

/// The deck as a mask.
pub fn deck_mask(with_foehn: bool) -> u64 {
    if with_foehn {
        (1 << ALL_CARDS) - 1
    } else {
        (1 << BASE_CARDS) - 1
    }
}

/// The cards of a mask, lowest id first.
pub fn cards(mask: u64) -> Vec<CardId> {
    let mut out = Vec::with_capacity(mask.count_ones() as usize);
    let mut m = mask;
    while m != 0 {
        out.push(CardId(m.trailing_zeros() as u8));
        m &= m - 1;
    }
    out
}

/// A hand of four as an array, lowest id first.
pub fn four(hand: u64) -> [CardId; HAND] {
    let mut out = [CardId(0); HAND];
    let mut m = hand;
    for slot in out.iter_mut() {
        *slot = CardId(m.trailing_zeros() as u8);
        m &= m.wrapping_sub(1);
    }
    out
}

/// The image a hand holds most of, and how many (ties: the lower image).
pub fn best_image(hand: u64) -> (usize, u32) {
    (0..IMAGES)
        .map(|i| (i, (hand & image_mask(i)).count_ones()))
        .fold((0, 0), |best, x| if x.1 > best.1 { x } else { best })
}

/// Whether a hand holds at least `need` cards of one image (4: a set; 3 with the Smart Farmer).
pub fn has_set(hand: u64, need: u32) -> bool {
    best_image(hand).1 >= need
}

/// A card's English name for logs ("Alphorn (Night)", "Raging Bull").
pub fn name(card: CardId) -> String {
    match (image(card), foehn(card)) {
        (Some(i), _) if is_night(card) => format!("{} (Night)", IMAGE_NAMES[i]),
        (Some(i), _) => format!("{} (Day)", IMAGE_NAMES[i]),
        (None, Some(f)) => f.english().to_string(),
        (None, None) => format!("card {}", card.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_images_of_three_day_and_one_night_and_four_foehn_cards() {
        assert_eq!(deck(true).len(), 40);
        assert_eq!(deck(false).len(), 36);
        assert_eq!(NIGHT_MASK.count_ones(), 9);
        assert_eq!(name(CardId(11)), "Alphorn (Night)");
        assert_eq!(name(CardId(8)), "Alphorn (Day)");
        assert_eq!(name(BULL), "Raging Bull");
        assert_eq!(foehn(SNACK), Some(Foehn::Snack));
        let hand = image_mask(2);
        assert!(has_set(hand, 4));
        let three = (hand & !bit(CardId(11))) | bit(GAMEKEEPER);
        assert!(!has_set(three, 4) && has_set(three, 3));
        assert_eq!(best_image(three), (2, 3));
        assert_eq!(cards(three).len(), 4);
    }
}
