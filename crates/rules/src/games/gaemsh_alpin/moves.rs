//! The everyday moves of Gämsh Alpin, each checked whole before it changes anything: picking a
//! signal, swapping, pressing "Neue Mitte", gesturing and slapping the Föhn cards.

use super::actions::{Event, Gesture, MiddleWhy, ScoreWhy};
use super::cards::{self, BULL, FARMER, GAMEKEEPER, SLOTS, SNACK, bit};
use super::refusals::GaemshRefusal;
use super::state::{Fault, Gaemsh, Phase};
use super::watch::{QUIET_MS, Seen};
use crate::kernel::{CardId, Millis, RuleError, Seat};

/// What a slap on a card would do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SlapCheck {
    /// It may: the card lies in this slot.
    Slot(usize),
    NotInPlay,
    TooLate,
    NotSlappable,
    OneSlapEach,
    NoFault,
}

fn refuse<T>(why: GaemshRefusal) -> Result<T, RuleError> {
    Err(RuleError::Illegal(why.into()))
}

impl Gaemsh {
    /// The phase must be play; other phases refuse with their reason.
    pub(super) fn in_play(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::Play => Ok(()),
            Phase::Signals => refuse(GaemshRefusal::PickSignalFirst),
            Phase::Reveal { .. } => refuse(GaemshRefusal::Frozen),
            Phase::Over => Err(RuleError::GameOver),
        }
    }

    pub(super) fn pick_signal(
        &mut self,
        seat: Seat,
        gesture: Gesture,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let team = self.team_of(seat);
        if self.phase != Phase::Signals {
            self.in_play()?;
            return refuse(GaemshRefusal::NoSignalToPick);
        }
        if self.signals[team].is_some() {
            // The partner was first (no turns here): say so, not "not your turn".
            return refuse(GaemshRefusal::NoSignalToPick);
        }
        if self.outed[team] == Some(gesture) {
            return refuse(GaemshRefusal::SignalOuted {
                gesture: gesture.key().into(),
            });
        }
        self.signals[team] = Some(gesture);
        self.watch.forget(team);
        events.push(Event::SignalPicked { team: team as u8 });
        if self.signals.iter().all(|s| s.is_some()) {
            self.deal_round(now, events);
        }
        Ok(())
    }

    /// Checks a swap; returns the slot of the card taken.
    pub(super) fn check_swap(
        &self,
        seat: Seat,
        give: CardId,
        take: CardId,
    ) -> Result<usize, RuleError> {
        self.in_play()?;
        if self.snack.is_some() {
            return refuse(GaemshRefusal::SnackNoSwap);
        }
        if give.0 >= 64 || self.hands[seat.index()] & bit(give) == 0 {
            return refuse(GaemshRefusal::NotYourCard);
        }
        if take == SNACK {
            return refuse(GaemshRefusal::SnackNeverTaken);
        }
        // Someone else took it first (or the middle was replaced): a lost race.
        self.slot_of(take).ok_or(RuleError::TooLate)
    }

    pub(super) fn swap(
        &mut self,
        seat: Seat,
        give: CardId,
        take: CardId,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let slot = self.check_swap(seat, give, take)?;
        let s = seat.index();
        self.hands[s] ^= bit(give) | bit(take);
        self.known[s] = (self.known[s] & !bit(give)) | bit(take);
        self.middle[slot] = Some(give);
        // The faulty player swapped again, or the card it gave (or the Gamekeeper) left the
        // middle: too late to catch.
        if let Some(f) = self.fault
            && (f.seat == seat || f.gave == take || take == GAMEKEEPER)
        {
            self.fault = None;
            self.fault_passed = true;
            events.push(Event::FaultLapsed { faulty: f.seat });
        }
        let fault = self.in_middle(GAMEKEEPER) && (cards::is_night(give) || cards::is_night(take));
        if fault {
            self.fault = Some(Fault {
                seat,
                gave: give,
                took: take,
                slot: slot as u8,
                until: now + self.config.gamekeeper_window_ms.max(1),
            });
        }
        self.votes = 0;
        self.idle_since = now;
        self.last_swap[s] = Some(now);
        events.push(Event::Swapped {
            seat,
            gave: give,
            took: take,
            slot: slot as u8,
            fault,
        });
        Ok(())
    }

    pub(super) fn vote(
        &mut self,
        seat: Seat,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.in_play()?;
        if self.snack.is_some() {
            return refuse(GaemshRefusal::SnackNoSwap);
        }
        if self.votes & 1 << seat.0 != 0 {
            return refuse(GaemshRefusal::AlreadyVoted);
        }
        self.votes |= 1 << seat.0;
        events.push(Event::VotedNewMiddle { seat });
        if self.votes.count_ones() as usize == self.players {
            self.new_middle(MiddleWhy::Votes, now, events);
        }
        Ok(())
    }

    pub(super) fn gesture(
        &mut self,
        seat: Seat,
        gesture: Gesture,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.in_play()?;
        let team = self.team_of(seat);
        let s = seat.index();
        let collecting = cards::best_image(self.known[s]).1 >= 2;
        let still = self.last_swap[s].is_none_or(|at| now >= at + QUIET_MS);
        self.watch.gestured(
            Seen {
                at: now,
                seat,
                gesture,
            },
            team,
            collecting && still,
        );
        events.push(Event::Gestured { seat, gesture });
        Ok(())
    }

    /// Whether `seat` may slap `card` now, and if not why (cheap: `legal` asks it of every card).
    pub(super) fn slap_check(&self, seat: Seat, card: CardId) -> SlapCheck {
        if self.phase != Phase::Play {
            return SlapCheck::NotInPlay;
        }
        let Some(slot) = self.slot_of(card) else {
            return SlapCheck::TooLate;
        };
        if let Some(snack) = self.snack {
            return if card == SNACK {
                SlapCheck::NotSlappable
            } else if snack.slaps.contains(&Some(seat)) {
                SlapCheck::OneSlapEach
            } else if snack.slaps[slot].is_some() {
                SlapCheck::TooLate
            } else {
                SlapCheck::Slot(slot)
            };
        }
        match card {
            GAMEKEEPER => match self.fault {
                Some(f) if self.team_of(f.seat) != self.team_of(seat) => SlapCheck::Slot(slot),
                None if self.fault_passed => SlapCheck::TooLate,
                _ => SlapCheck::NoFault,
            },
            BULL => SlapCheck::Slot(slot),
            _ => SlapCheck::NotSlappable,
        }
    }

    /// `slap_check` as a result: the slot, or the refusal.
    pub(super) fn may_slap(&self, seat: Seat, card: CardId) -> Result<usize, RuleError> {
        match self.slap_check(seat, card) {
            SlapCheck::Slot(slot) => Ok(slot),
            SlapCheck::NotInPlay => self.in_play().map(|_| 0),
            SlapCheck::TooLate => Err(RuleError::TooLate),
            SlapCheck::NotSlappable => refuse(GaemshRefusal::NotSlappable {
                card: cards::name(card),
            }),
            SlapCheck::OneSlapEach => refuse(GaemshRefusal::OneSlapEach),
            SlapCheck::NoFault => refuse(GaemshRefusal::NoFault),
        }
    }

    pub(super) fn slap(
        &mut self,
        seat: Seat,
        card: CardId,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let slot = self.may_slap(seat, card)?;
        events.push(Event::Slapped {
            seat,
            card,
            slot: slot as u8,
        });
        let snack_slot = self.slot_of(SNACK);
        if let (Some(snack), Some(snack_slot)) = (self.snack.as_mut(), snack_slot) {
            snack.slaps[slot] = Some(seat);
            let open = (0..SLOTS).any(|i| i != snack_slot && snack.slaps[i].is_none());
            let slapped = snack.slaps.iter().flatten().count();
            if !open || slapped == self.players {
                self.resolve_snack(now, events);
            }
            return Ok(());
        }
        if card == GAMEKEEPER {
            let f = self.fault.take().expect("checked");
            let s = f.seat.index();
            self.hands[s] ^= bit(f.gave) | bit(f.took);
            // Everyone saw the card it gave lie face up and go back into its hand.
            self.known[s] = (self.known[s] & !bit(f.took)) | bit(f.gave);
            self.middle[f.slot as usize] = Some(f.took);
            self.fault_passed = true;
            events.push(Event::FaultCaught {
                by: seat,
                faulty: f.seat,
                gave: f.gave,
                took: f.took,
            });
            self.score(self.team_of(seat), 1, ScoreWhy::Gamekeeper, events);
            self.check_over(events);
        } else {
            debug_assert_eq!(card, BULL);
            self.new_middle(MiddleWhy::Bull, now, events);
        }
        Ok(())
    }

    /// The Snack's slaps are over: a team whose both players slapped scores 1; with three teams,
    /// when every team slapped exactly one card (a three-way tie), every team scores 1. Then a new
    /// middle.
    pub(super) fn resolve_snack(&mut self, now: Millis, events: &mut Vec<Event>) {
        let snack = self.snack.take().expect("a snack to resolve");
        let slaps: Vec<(Seat, CardId)> = (0..SLOTS)
            .filter_map(|i| Some((snack.slaps[i]?, self.middle[i].expect("full"))))
            .collect();
        let mut per_team = vec![0u8; self.teams];
        for (seat, _) in &slaps {
            per_team[self.team_of(*seat)] += 1;
        }
        events.push(Event::SnackOver { slaps });
        let three_way = self.teams == 3 && per_team.iter().all(|&n| n == 1);
        for (team, &slapped) in per_team.iter().enumerate() {
            if slapped == 2 || three_way {
                self.score(team, 1, ScoreWhy::Snack, events);
            }
        }
        if !self.check_over(events) {
            self.new_middle(MiddleWhy::Snack, now, events);
        }
    }

    /// The Smart Farmer lies in the middle (a call may slap it).
    pub(super) fn farmer_here(&self) -> bool {
        self.in_middle(FARMER)
    }
}
