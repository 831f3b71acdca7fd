//! Who holds which seat from a phone. A phone that takes a seat gets a secret of its own for it,
//! and only that secret takes the seat back (after a drop, from the same page); the table's
//! token only lets a phone *ask* for a seat the table offers: by its number a person's seat no
//! phone holds and nobody plays at the TV, or (at the table) one a person plays at the TV once
//! that seat's own device says yes there; as "any free seat" only a seat the table offers for
//! it. A bot's seat is never a phone's by its number. A seat changes phones only when the TV
//! hands it over on purpose.

use super::server::MAX_SEATS;
use std::time::{Duration, Instant};
use subtle::ConstantTimeEq;

/// After the TV said no to a phone asking for a seat, further asks for it are refused this long
/// (a stranger can't keep the table paused by asking again and again).
pub const ASK_COOLDOWN: Duration = Duration::from_secs(20);

/// A seat's secret: 128 random bits from rand's OS-seeded generator, sent to its phone once.
pub type Secret = [u8; 16];

/// A fresh secret.
pub fn fresh_secret() -> Secret {
    use rand::Rng as _;
    let mut secret = [0u8; 16];
    rand::rng().fill_bytes(&mut secret);
    secret
}

/// A secret as the page keeps it (hex).
pub fn secret_text(secret: &Secret) -> String {
    secret.iter().map(|b| format!("{b:02x}")).collect()
}

/// A secret from the page's text; `None` for anything else.
pub fn parse_secret(text: &str) -> Option<Secret> {
    if text.len() != 32 || !text.is_ascii() {
        return None;
    }
    let mut secret = [0u8; 16];
    for (i, byte) in secret.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(secret)
}

/// What the table offers phones now (it says so every frame).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Offer {
    /// How many seats the table has.
    pub seats: usize,
    /// People's seats nobody plays at the TV: a phone may take one by its address while no
    /// phone holds it.
    pub people: Vec<u8>,
    /// People's seats a person plays at the TV (a keyboard, mouse or gamepad of this screen):
    /// by its address a phone only asks for one, and takes it once that seat's own device says
    /// yes at the TV (`asks`); where the TV asks nobody (`asks` false) it is refused.
    pub at_tv: Vec<u8>,
    /// Whether the TV asks the seat's device now (at the table).
    pub asks: bool,
    /// Seats a phone asking for any free seat may take, best first (in the lobby the bots'
    /// seats and one more, which then become people's; at the table only the seats the TV
    /// handed to a phone).
    pub free: Vec<u8>,
}

/// Which seat a socket asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    /// `ws/N` (`None`: N is no seat number).
    Seat(Option<u8>),
    /// `ws/new`: any free seat.
    AnyFree,
}

/// A seat a phone holds: its secret, and the connection that plays it now (none while the phone
/// is away).
#[derive(Debug, Clone)]
struct Holder {
    secret: Secret,
    connection: Option<u64>,
}

/// A phone was given a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// A seat no phone held: this secret is the phone's from now on. `asked_any`: it asked for
    /// any free seat (the table then makes the seat a person's).
    Took {
        seat: u8,
        secret: Secret,
        asked_any: bool,
    },
    /// The seat's own phone came back with its secret; `superseded` is the connection it held
    /// the seat with before (dead or half-open), which ends now.
    Resumed { seat: u8, superseded: Option<u64> },
    /// A person plays the seat at the TV: the TV asks that seat's device, and the phone waits
    /// (asking again with the same connection takes the seat once the TV said yes).
    Asking { seat: u8 },
}

impl Claim {
    pub fn seat(&self) -> u8 {
        match *self {
            Claim::Took { seat, .. } | Claim::Resumed { seat, .. } | Claim::Asking { seat } => seat,
        }
    }
}

/// Why a phone can't have the seat it asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Another phone holds it (connected or away).
    Taken,
    /// The table has no such seat.
    NoSeat,
    /// A bot's seat, or one the table does not offer phones.
    NotOffered,
    /// Asked for any free seat, and none is.
    NoFreeSeat,
    /// The secret is one the TV made void by handing the seat to another phone.
    HandedOver,
    /// A person plays the seat at the TV, and the TV asks nobody here (the lobby).
    AtTv,
    /// Another phone is asking the TV for the seat now.
    Asked,
    /// The TV said no (or said no lately).
    Declined,
}

/// A phone asking the TV for a seat a person plays there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Ask {
    connection: u64,
    /// The seat's device said yes.
    yes: bool,
}

/// Every seat's phone.
#[derive(Debug, Default)]
pub struct Claims {
    offer: Offer,
    holders: [Option<Holder>; MAX_SEATS],
    /// Secrets the TV made void, per seat: a phone that was away when its seat was handed over
    /// is told so when it comes back, and never takes the seat again by racing the new phone.
    void: [Vec<Secret>; MAX_SEATS],
    /// The phone asking the TV for each seat, if any.
    asks: [Option<Ask>; MAX_SEATS],
    /// Until when a seat the TV said no for is not asked for again.
    declined: [Option<Instant>; MAX_SEATS],
}

impl Claims {
    /// The table's offer from now on.
    pub fn set_offer(&mut self, offer: Offer) {
        self.offer = offer;
    }

    /// Gives `connection` the seat it asks for, or says why not. `secret` is the one the page
    /// kept for that seat, if any.
    pub fn claim(
        &mut self,
        wanted: Wanted,
        secret: Option<&Secret>,
        connection: u64,
    ) -> Result<Claim, Refusal> {
        let seat = match wanted {
            Wanted::Seat(seat) => {
                let seat = seat
                    .filter(|&s| (s as usize) < self.offer.seats.min(MAX_SEATS))
                    .ok_or(Refusal::NoSeat)?;
                let void = &self.void[seat as usize];
                if secret.is_some_and(|s| void.iter().any(|v| bool::from(s.ct_eq(v)))) {
                    return Err(Refusal::HandedOver);
                }
                if let Some(holder) = &mut self.holders[seat as usize] {
                    let own = secret.is_some_and(|s| bool::from(s.ct_eq(&holder.secret)));
                    if !own {
                        return Err(Refusal::Taken);
                    }
                    let superseded = holder.connection.replace(connection);
                    return Ok(Claim::Resumed { seat, superseded });
                }
                if self.offer.at_tv.contains(&seat) {
                    return self.ask(seat, connection);
                }
                if !self.offer.people.contains(&seat) {
                    return Err(Refusal::NotOffered);
                }
                seat
            }
            Wanted::AnyFree => self
                .offer
                .free
                .iter()
                .copied()
                .find(|&s| (s as usize) < MAX_SEATS && self.holders[s as usize].is_none())
                .ok_or(Refusal::NoFreeSeat)?,
        };
        Ok(self.take(seat, connection, wanted == Wanted::AnyFree))
    }

    /// A person plays `seat` at the TV: `connection` asks that seat's device, waits, or takes
    /// the seat once it said yes.
    fn ask(&mut self, seat: u8, connection: u64) -> Result<Claim, Refusal> {
        let i = seat as usize;
        if !self.offer.asks {
            return Err(Refusal::AtTv);
        }
        match self.asks[i] {
            Some(Ask { connection: c, yes }) if c == connection => {
                if !yes {
                    return Ok(Claim::Asking { seat });
                }
                self.asks[i] = None;
                Ok(self.take(seat, connection, false))
            }
            Some(_) => Err(Refusal::Asked),
            None if self.declined[i].is_some_and(|until| Instant::now() < until) => {
                Err(Refusal::Declined)
            }
            None => {
                self.asks[i] = Some(Ask {
                    connection,
                    yes: false,
                });
                Ok(Claim::Asking { seat })
            }
        }
    }

    /// `connection` takes `seat` with a fresh secret.
    fn take(&mut self, seat: u8, connection: u64, asked_any: bool) -> Claim {
        let secret = fresh_secret();
        self.holders[seat as usize] = Some(Holder {
            secret,
            connection: Some(connection),
        });
        Claim::Took {
            seat,
            secret,
            asked_any,
        }
    }

    /// The seats a phone is asking the TV for, waiting for their device's answer.
    pub fn asked(&self) -> Vec<u8> {
        (0..MAX_SEATS)
            .filter(|&i| self.asks[i].is_some_and(|a| !a.yes))
            .map(|i| i as u8)
            .collect()
    }

    /// The seat's device answered the phone asking for it: yes (its phone takes the seat when
    /// it asks again), or no (no phone asks for it again for `ASK_COOLDOWN`).
    pub fn answer(&mut self, seat: usize, yes: bool) {
        let Some(ask) = self.asks.get_mut(seat) else {
            return;
        };
        if yes {
            if let Some(ask) = ask {
                ask.yes = true;
            }
        } else if ask.take().is_some() {
            self.declined[seat] = Some(Instant::now() + ASK_COOLDOWN);
        }
    }

    /// `connection` no longer asks for `seat` (it went, or gave up waiting).
    pub fn withdraw(&mut self, seat: u8, connection: u64) {
        if let Some(ask) = self.asks.get_mut(seat as usize)
            && ask.is_some_and(|a| a.connection == connection)
        {
            *ask = None;
        }
    }

    /// `connection` ended: whether it held `seat` until now (then the seat's phone is away; the
    /// seat stays its own).
    pub fn leave(&mut self, seat: u8, connection: u64) -> bool {
        match self.holders.get_mut(seat as usize) {
            Some(Some(holder)) if holder.connection == Some(connection) => {
                holder.connection = None;
                true
            }
            _ => false,
        }
    }

    /// Whether `connection` still plays `seat` (a newer connection with the secret ends it).
    pub fn plays(&self, seat: u8, connection: u64) -> bool {
        matches!(self.holders.get(seat as usize), Some(Some(h)) if h.connection == Some(connection))
    }

    /// The connection that plays `seat` now.
    pub fn connection(&self, seat: usize) -> Option<u64> {
        self.holders.get(seat)?.as_ref()?.connection
    }

    /// Whether a phone is connected for `seat` now.
    pub fn connected(&self, seat: usize) -> bool {
        matches!(self.holders.get(seat), Some(Some(h)) if h.connection.is_some())
    }

    /// The seats a phone holds (connected or away).
    pub fn held_seats(&self) -> Vec<u8> {
        (0..MAX_SEATS as u8)
            .filter(|&s| self.held(s as usize))
            .collect()
    }

    /// Whether a phone holds `seat` (connected or away).
    pub fn held(&self, seat: usize) -> bool {
        matches!(self.holders.get(seat), Some(Some(_)))
    }

    /// The TV hands `seat` over: its phone's secret is void. The connection that played it, if
    /// any, to end.
    pub fn release(&mut self, seat: usize) -> Option<u64> {
        let holder = self.holders.get_mut(seat).and_then(Option::take)?;
        self.void[seat].push(holder.secret);
        holder.connection
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offer(seats: usize, people: &[u8], free: &[u8]) -> Offer {
        Offer {
            seats,
            people: people.to_vec(),
            free: free.to_vec(),
            ..Offer::default()
        }
    }

    #[test]
    fn a_free_seat_is_taken_only_as_any_free_seat_never_by_its_number() {
        // The lobby: seat 1 a bot's (free for "any free seat"), seat 2 one more.
        let mut claims = Claims::default();
        claims.set_offer(offer(2, &[0], &[1, 2]));
        for (seat, why) in [(1, Refusal::NotOffered), (2, Refusal::NoSeat)] {
            assert_eq!(
                claims.claim(Wanted::Seat(Some(seat)), None, 1),
                Err(why),
                "seat {seat}"
            );
        }
        assert!(matches!(
            claims.claim(Wanted::AnyFree, None, 2),
            Ok(Claim::Took {
                seat: 1,
                asked_any: true,
                ..
            })
        ));
    }

    #[test]
    fn a_seat_played_at_the_tv_waits_for_its_device_s_yes() {
        let mut claims = Claims::default();
        let tv = Offer {
            seats: 2,
            at_tv: vec![0, 1],
            asks: true,
            ..Offer::default()
        };
        claims.set_offer(Offer {
            asks: false,
            ..tv.clone()
        });
        // Where the TV asks nobody (the lobby): refused.
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), None, 1),
            Err(Refusal::AtTv)
        );
        claims.set_offer(tv);
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), None, 1),
            Ok(Claim::Asking { seat: 0 })
        );
        // One asks at a time; asking again waits.
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), None, 2),
            Err(Refusal::Asked)
        );
        assert_eq!(claims.asked(), vec![0]);
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), None, 1),
            Ok(Claim::Asking { seat: 0 })
        );
        // No: that phone and the next are refused for a while.
        claims.answer(0, false);
        assert!(claims.asked().is_empty());
        for connection in [1, 2] {
            assert_eq!(
                claims.claim(Wanted::Seat(Some(0)), None, connection),
                Err(Refusal::Declined)
            );
        }
        assert!(!claims.held(0));
        // Yes: the asking phone takes the seat, and only it.
        assert!(matches!(
            claims.claim(Wanted::Seat(Some(1)), None, 3),
            Ok(Claim::Asking { seat: 1 })
        ));
        claims.answer(1, true);
        assert!(claims.asked().is_empty());
        assert_eq!(
            claims.claim(Wanted::Seat(Some(1)), None, 4),
            Err(Refusal::Asked)
        );
        assert!(matches!(
            claims.claim(Wanted::Seat(Some(1)), None, 3),
            Ok(Claim::Took {
                seat: 1,
                asked_any: false,
                ..
            })
        ));
        // A phone that gives up leaves no ask behind.
        let mut claims = Claims::default();
        claims.set_offer(Offer {
            seats: 1,
            at_tv: vec![0],
            asks: true,
            ..Offer::default()
        });
        assert!(claims.claim(Wanted::Seat(Some(0)), None, 5).is_ok());
        claims.withdraw(0, 6);
        assert_eq!(claims.asked(), vec![0]);
        claims.withdraw(0, 5);
        assert!(claims.asked().is_empty());
    }

    #[test]
    fn only_the_seat_s_own_secret_takes_it_back() {
        let mut claims = Claims::default();
        claims.set_offer(offer(3, &[0, 1], &[]));
        let Ok(Claim::Took {
            seat: 0, secret, ..
        }) = claims.claim(Wanted::Seat(Some(0)), None, 1)
        else {
            panic!("a person's free seat is taken");
        };
        // Nobody else: not without a secret, not with another one, not while it is away.
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), None, 2),
            Err(Refusal::Taken)
        );
        let mut wrong = secret;
        wrong[15] ^= 1;
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), Some(&wrong), 2),
            Err(Refusal::Taken)
        );
        assert!(claims.leave(0, 1));
        assert!(claims.held(0) && !claims.connected(0));
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), None, 3),
            Err(Refusal::Taken)
        );
        // Its own phone, also while a half-open connection still holds it.
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), Some(&secret), 4),
            Ok(Claim::Resumed {
                seat: 0,
                superseded: None
            })
        );
        assert_eq!(
            claims.claim(Wanted::Seat(Some(0)), Some(&secret), 5),
            Ok(Claim::Resumed {
                seat: 0,
                superseded: Some(4)
            })
        );
        assert!(!claims.plays(0, 4) && claims.plays(0, 5));
        // The old connection ending later does not free it.
        assert!(!claims.leave(0, 4));
        assert!(claims.connected(0));
    }

    #[test]
    fn bots_seats_and_missing_seats_are_not_for_phones() {
        let mut claims = Claims::default();
        claims.set_offer(offer(3, &[0], &[]));
        assert_eq!(
            claims.claim(Wanted::Seat(Some(1)), None, 1),
            Err(Refusal::NotOffered)
        );
        assert_eq!(
            claims.claim(Wanted::Seat(Some(3)), None, 1),
            Err(Refusal::NoSeat)
        );
        assert_eq!(
            claims.claim(Wanted::Seat(None), None, 1),
            Err(Refusal::NoSeat)
        );
        assert_eq!(
            claims.claim(Wanted::AnyFree, None, 1),
            Err(Refusal::NoFreeSeat)
        );
        // Handed to a phone on purpose: any phone may take it, once.
        claims.set_offer(offer(3, &[0], &[2]));
        let took = claims.claim(Wanted::AnyFree, None, 1).unwrap();
        assert!(matches!(
            took,
            Claim::Took {
                seat: 2,
                asked_any: true,
                ..
            }
        ));
        assert_eq!(
            claims.claim(Wanted::AnyFree, None, 2),
            Err(Refusal::NoFreeSeat)
        );
    }

    #[test]
    fn a_released_seat_s_secret_is_void() {
        let mut claims = Claims::default();
        claims.set_offer(offer(2, &[0, 1], &[]));
        let Ok(Claim::Took { secret, .. }) = claims.claim(Wanted::Seat(Some(1)), None, 7) else {
            panic!()
        };
        assert_eq!(claims.release(1), Some(7));
        assert!(!claims.held(1));
        assert_eq!(
            claims.claim(Wanted::Seat(Some(1)), Some(&secret), 8),
            Err(Refusal::HandedOver)
        );
        let again = claims.claim(Wanted::Seat(Some(1)), None, 8).unwrap();
        let Claim::Took { secret: new, .. } = again else {
            panic!("{again:?}")
        };
        assert_ne!(new, secret, "a new phone gets a new secret");
    }

    #[test]
    fn secrets_read_back_and_garbage_does_not() {
        let secret = fresh_secret();
        assert_ne!(secret, fresh_secret());
        assert_eq!(parse_secret(&secret_text(&secret)), Some(secret));
        for bad in [
            "",
            "00",
            &"zz".repeat(16),
            &"0".repeat(33),
            "ä".repeat(16).as_str(),
        ] {
            assert_eq!(parse_secret(bad), None, "{bad}");
        }
    }
}
