//! The four calls: who is shown, whether the call is right, who scores, and whether the round ends.
//!
//! A right call scores its points for the caller's team; a wrong one gives them to every other team
//! (the rulebook's example C). Gämsh, Double Gämsh and Counter Gämsh always end the round (hands
//! were shown); Outgämshed only when right.

use super::actions::{Call, Event, ScoreWhy};
use super::cards;
use super::refusals::GaemshRefusal;
use super::state::{Gaemsh, Phase};
use crate::kernel::{Millis, RuleError, Seat};

impl Gaemsh {
    /// Checks a call without changing anything.
    pub(super) fn check_call(&self, seat: Seat, call: Call) -> Result<(), RuleError> {
        if let Phase::Reveal { .. } = self.phase {
            // Another call was earlier: this one is void.
            return Err(RuleError::TooLate);
        }
        self.in_play()?;
        let own = self.team_of(seat);
        match call {
            Call::Gaemsh { farmer: true } | Call::DoubleGaemsh { farmer: true }
                if !self.farmer_here() =>
            {
                Err(RuleError::Illegal(GaemshRefusal::NoFarmer.into()))
            }
            Call::Counter { team } | Call::Outgaemshed { team, .. }
                if team as usize >= self.teams || team as usize == own =>
            {
                Err(RuleError::Illegal(
                    GaemshRefusal::NotOpposingTeam { team: team as i64 }.into(),
                ))
            }
            _ => Ok(()),
        }
    }

    /// Whether `seat` holds a set (`need` cards of one image).
    fn has(&self, seat: Seat, need: u32) -> bool {
        cards::has_set(self.hands[seat.index()], need)
    }

    fn show(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.shown[seat.index()] = Some(self.hands[seat.index()]);
        events.push(Event::Shown {
            seat,
            hand: cards::four(self.hands[seat.index()]),
        });
    }

    pub(super) fn call(
        &mut self,
        seat: Seat,
        call: Call,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_call(seat, call)?;
        let own = self.team_of(seat);
        let partner = self.partner(seat);
        // The seats shown (at most a team: no list built, playouts make millions of calls), and
        // whether the call is right.
        let (pair, count, right) = match call {
            Call::Gaemsh { farmer } => {
                let need = if farmer { 3 } else { 4 };
                ([partner, partner], 1, self.has(partner, need))
            }
            Call::DoubleGaemsh { farmer } => {
                let need = if farmer { 3 } else { 4 };
                (
                    [seat, partner],
                    2,
                    self.has(seat, need) && self.has(partner, need),
                )
            }
            Call::Counter { team } => {
                let members = self.members(team as usize);
                (members, 2, members.iter().any(|&m| self.has(m, 4)))
            }
            Call::Outgaemshed { team, gesture } => (
                [seat, seat],
                0,
                self.signals[team as usize] == Some(gesture),
            ),
        };
        let shown = &pair[..count];
        events.push(Event::Called { seat, call, right });
        for &s in shown {
            self.show(s, events);
        }
        // What the table learnt about the signals: sets shown in a team's hands.
        for team in 0..self.teams {
            if self
                .members(team)
                .iter()
                .any(|&m| shown.contains(&m) && self.has(m, 4))
            {
                self.watch.set_shown(team, self.teams, now);
            }
        }
        let points = call.points();
        if right {
            self.score(own, points, ScoreWhy::RightCall, events);
        } else {
            self.wrong_calls[seat.index()] += 1;
            for team in (0..self.teams).filter(|&t| t != own) {
                self.score(team, points, ScoreWhy::WrongCall { by: own as u8 }, events);
            }
        }
        let ends_round = match call {
            Call::Outgaemshed { team, gesture } if right => {
                self.signals[team as usize] = None;
                self.outed[team as usize] = Some(gesture);
                events.push(Event::SignalOuted { team, gesture });
                true
            }
            Call::Outgaemshed { team, gesture } => {
                self.watch.ruled_out[team as usize] |= 1 << gesture.index();
                false
            }
            _ => true,
        };
        if self.check_over(events) {
            return Ok(());
        }
        if ends_round {
            self.end_round(now, events);
        }
        Ok(())
    }
}
