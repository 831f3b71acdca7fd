//! Every press converges here before it becomes a move, whichever device made it (this screen's
//! mouse, keys and pads, a phone's tap, a guest's press from another home): the cards it names are
//! checked against the game first, so a card id no seat sees (one past the deck, one of the stock)
//! never reaches the game's press mapping or the rules. One check covers every device.

use crate::core::{CardKey, PressKind};
use stammtisch_rules::{CardId, Game, Seat};

/// Whether every card `what` names is a card of this game that some seat (or a bystander) sees
/// now. A press naming any other card is dropped before the game reads it: no device of the
/// table's own names one, so only a hostile or broken client does.
pub fn press_fits<R: Game>(game: &R, what: &PressKind) -> bool {
    let PressKind::Pick { card, key, .. } = *what else {
        return true;
    };
    let named: Vec<CardId> = card.into_iter().chain(key.and_then(CardKey::id)).collect();
    if named.is_empty() {
        return true;
    }
    let mut seen = R::view_cards(&game.public_view());
    for seat in Seat::all(game.players()) {
        seen.extend(R::view_cards(&game.view(seat)));
    }
    named.iter().all(|card| seen.contains(card))
}

#[cfg(test)]
mod tests {
    use super::press_fits;
    use crate::core::{CardKey, PressKind};
    use bevy::prelude::*;
    use stammtisch_rules::games::jammerlappen::{Jammerlappen, JammerlappenConfig};
    use stammtisch_rules::{CardId, Game, Seat};

    fn pick(card: CardId) -> PressKind {
        PressKind::Pick {
            card: Some(card),
            key: Some(CardKey::Open(card)),
            spot: None,
            by: None,
        }
    }

    #[test]
    fn a_card_past_the_deck_or_seen_by_nobody_fits_no_press() {
        let game = Jammerlappen::new(&JammerlappenConfig::default(), 3, 1).expect("a deal");
        let own = Jammerlappen::view_cards(&game.view(Seat(0)));
        assert!(press_fits(&game, &pick(own[0])));
        assert!(!press_fits(&game, &pick(CardId(200))));
        let seen: Vec<CardId> = (0..3)
            .flat_map(|s| Jammerlappen::view_cards(&game.view(Seat(s))))
            .collect();
        let face_down = (0..=255)
            .map(CardId)
            .find(|c| c.0 < 56 && !seen.contains(c));
        assert!(face_down.is_some_and(|c| !press_fits(&game, &pick(c))));
        assert!(press_fits(&game, &PressKind::Key(KeyCode::KeyK)));
    }
}
