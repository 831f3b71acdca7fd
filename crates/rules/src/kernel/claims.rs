//! Claims in real-time games: several seats may reach for the same card at once. Intents carry
//! logical timestamps; the earliest claim wins and a later claim on the same card is refused as
//! "too late", even when it arrives at the rules first (the table batches a frame's inputs).

use super::{CardId, Millis, RuleError, Seat};

/// Who took which card when, within one contested moment (cleared when the moment passes).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClaimBook {
    claims: Vec<(CardId, Seat, Millis)>,
}

impl ClaimBook {
    /// Records `seat`'s claim on `card` at `at`, or refuses it if someone claimed it no later.
    /// An earlier claim that arrives after a later one takes the card over and reports the loser.
    pub fn claim(
        &mut self,
        card: CardId,
        seat: Seat,
        at: Millis,
    ) -> Result<Option<Seat>, RuleError> {
        match self.claims.iter_mut().find(|(c, _, _)| *c == card) {
            Some((_, holder, when)) if *when <= at => {
                if *holder == seat {
                    Ok(None)
                } else {
                    Err(RuleError::TooLate)
                }
            }
            Some(entry) => {
                let loser = entry.1;
                *entry = (card, seat, at);
                Ok(Some(loser))
            }
            None => {
                self.claims.push((card, seat, at));
                Ok(None)
            }
        }
    }

    /// Who holds the claim on `card`, if anyone.
    pub fn holder(&self, card: CardId) -> Option<Seat> {
        self.claims
            .iter()
            .find(|(c, _, _)| *c == card)
            .map(|(_, s, _)| *s)
    }

    pub fn clear(&mut self) {
        self.claims.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_earlier_claim_wins_whatever_order_they_arrive_in() {
        let mut book = ClaimBook::default();
        assert_eq!(book.claim(CardId(5), Seat(1), 1_000), Ok(None));
        assert_eq!(
            book.claim(CardId(5), Seat(2), 1_020),
            Err(RuleError::TooLate)
        );
        assert_eq!(book.holder(CardId(5)), Some(Seat(1)));
        // An earlier claim that arrives late still wins, and says whom it beat.
        assert_eq!(book.claim(CardId(5), Seat(3), 990), Ok(Some(Seat(1))));
        assert_eq!(book.holder(CardId(5)), Some(Seat(3)));
        assert_eq!(
            book.claim(CardId(5), Seat(1), 1_000),
            Err(RuleError::TooLate)
        );
        // Equal times: the first recorded keeps it.
        assert_eq!(book.claim(CardId(6), Seat(0), 500), Ok(None));
        assert_eq!(book.claim(CardId(6), Seat(2), 500), Err(RuleError::TooLate));
        book.clear();
        assert_eq!(book.holder(CardId(5)), None);
    }
}
