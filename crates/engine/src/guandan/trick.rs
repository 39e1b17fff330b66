//! 관단's turn flow, written once (guandan §13–§15): who acts next (seats that went out are
//! skipped), when a trick ends (everyone else still in has passed after the last play), who
//! leads the next trick (the winner, or its partner when the winner went out: 接风), when
//! the hand ends and the finishing places.
//!
//! [`Trick`] is a small `Copy` value that never allocates: the game, the views rebuilt from
//! a history and the AI's simulations all move it with [`Trick::play`] and [`Trick::pass`].
//!
//! ```
//! use engine::Seat;
//! use engine::guandan::trick::{Step, Trick};
//! let mut t = Trick::new(Seat(0));
//! // §14: seat 0 plays its last cards; the others may still beat them.
//! assert_eq!(t.play(Seat(0), true), Ok(Step::Next(Seat(1))));
//! assert_eq!(t.pass(Seat(1)), Ok(Step::Next(Seat(2))));
//! assert_eq!(t.pass(Seat(2)), Ok(Step::Next(Seat(3))));
//! // Nobody beat it: the partner, seat 2, leads freely (接风).
//! assert_eq!(
//!     t.pass(Seat(3)),
//!     Ok(Step::TrickWon { winner: Seat(0), leader: Seat(2), partner_lead: true })
//! );
//! assert_eq!((t.to_act(), t.is_clear(), t.finished()), (Some(Seat(2)), true, &[Seat(0)][..]));
//! // §13: seat 0 is out, so after seat 3 comes seat 1.
//! t.play(Seat(2), false).unwrap();
//! t.play(Seat(3), false).unwrap();
//! assert_eq!(t.to_act(), Some(Seat(1)));
//! ```

use std::fmt;

use crate::Seat;

/// Seats at a Guandan table (§1).
const SEATS: u8 = 4;

/// The turn state of one hand of play: whose turn, whose play stands, the passes since, and
/// who has gone out in which order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trick {
    turn: Seat,
    leader: Seat,
    owner: Option<Seat>,
    passes: u8,
    finish: [Seat; 4],
    out: u8,
    over: bool,
}

/// What a play or a pass led to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// The trick goes on; this seat acts next (§13).
    Next(Seat),
    /// Everyone else still in passed after `winner`'s play, which takes the trick (§13), and
    /// `leader` leads a clear table: the winner while it holds cards, else its partner
    /// (`partner_lead`, §14).
    TrickWon {
        /// Whose play stood.
        winner: Seat,
        /// Who leads the next trick.
        leader: Seat,
        /// The winner had gone out, so its partner leads (接风).
        partner_lead: bool,
    },
    /// The hand is over (§15): the first finisher's partner went out, or three seats did.
    HandOver,
}

/// Why a play or a pass does not fit the turn rules, or a stored state is inconsistent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrickError {
    /// It is this other seat's turn (§13).
    NotYourTurn(Seat),
    /// The leader of a clear table must play (§13).
    PassOnClearTable,
    /// The hand is already over (§15).
    HandOver,
    /// A seat number is 4 or more.
    SeatOutOfRange,
    /// A seat is listed twice in the finishing order.
    FinishedTwice,
    /// The seat to act, or the leader, has gone out (§13: it is skipped).
    TurnOnFinishedSeat,
    /// The seat whose play stands is to act: everyone else would have passed (§13).
    OwnerToAct,
    /// More passes than seats that could pass, or passes on a clear table.
    Passes,
}

impl fmt::Display for TrickError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrickError::NotYourTurn(s) => write!(f, "it is seat {s}'s turn (§13)"),
            TrickError::PassOnClearTable => f.write_str("the leader cannot pass (§13)"),
            TrickError::HandOver => f.write_str("the hand is over (§15)"),
            TrickError::SeatOutOfRange => f.write_str("a seat is out of range (0..4)"),
            TrickError::FinishedTwice => f.write_str("a seat finished twice"),
            TrickError::TurnOnFinishedSeat => {
                f.write_str("a seat that went out is to act (§13: it is skipped)")
            }
            TrickError::OwnerToAct => {
                f.write_str("the seat whose play stands is to act, but the trick is not over")
            }
            TrickError::Passes => f.write_str("the number of passes does not fit the trick"),
        }
    }
}

impl std::error::Error for TrickError {}

impl Trick {
    /// A hand about to start: `leader` leads a clear table, nobody is out.
    pub const fn new(leader: Seat) -> Trick {
        Trick {
            turn: leader,
            leader,
            owner: None,
            passes: 0,
            finish: [Seat(0); 4],
            out: 0,
            over: false,
        }
    }

    /// A hand in progress, from its stored parts: the seat to act, the trick's leader, whose
    /// play stands (`None`: a clear table), the passes since that play, and the seats out
    /// in order.
    ///
    /// # Errors
    /// The [`TrickError`] when the parts cannot happen together: a seat out of range or
    /// out twice, a hand already over (§15), a seat that went out to act or to lead, the
    /// owner of the play to act, or passes that would have ended the trick.
    pub fn resume(
        turn: Seat,
        leader: Seat,
        owner: Option<Seat>,
        passes: u8,
        finished: &[Seat],
    ) -> Result<Trick, TrickError> {
        let seats = [turn, leader]
            .into_iter()
            .chain(owner)
            .chain(finished.iter().copied());
        if seats.into_iter().any(|s| s.0 >= SEATS) || finished.len() > 4 {
            return Err(TrickError::SeatOutOfRange);
        }
        let mut t = Trick::new(leader);
        for &s in finished {
            if t.is_out(s) {
                return Err(TrickError::FinishedTwice);
            }
            t.finish[usize::from(t.out)] = s;
            t.out += 1;
            if t.ends_hand() {
                return Err(TrickError::HandOver);
            }
        }
        t.turn = turn;
        t.owner = owner;
        t.passes = passes;
        if t.is_out(turn) || (owner.is_none() && t.is_out(leader)) {
            return Err(TrickError::TurnOnFinishedSeat);
        }
        match owner {
            Some(o) if o == turn => Err(TrickError::OwnerToAct),
            Some(o) if passes >= t.others(o) => Err(TrickError::Passes),
            None if passes > 0 => Err(TrickError::Passes),
            _ => Ok(t),
        }
    }

    /// Whose turn it is; `None` once the hand is over.
    pub const fn to_act(&self) -> Option<Seat> {
        if self.over { None } else { Some(self.turn) }
    }

    /// Who led the current trick (the seat to lead when the table is clear).
    pub const fn leader(&self) -> Seat {
        self.leader
    }

    /// Whose play stands, or `None` when the table is clear.
    pub const fn owner(&self) -> Option<Seat> {
        self.owner
    }

    /// True when the seat to act leads freely.
    pub const fn is_clear(&self) -> bool {
        self.owner.is_none()
    }

    /// Passes since the play that stands.
    pub const fn passes(&self) -> u8 {
        self.passes
    }

    /// The seats that went out, 1위 first.
    pub fn finished(&self) -> &[Seat] {
        &self.finish[..usize::from(self.out)]
    }

    /// True once `s` has played its last card.
    pub fn is_out(&self, s: Seat) -> bool {
        self.finished().contains(&s)
    }

    /// True once the hand is over (§15).
    pub const fn is_over(&self) -> bool {
        self.over
    }

    /// `seat` plays (`went_out`: those were its last cards). Returns who acts next, or that
    /// the hand is over; on an error nothing changes.
    ///
    /// # Errors
    /// [`TrickError::HandOver`] after the hand, [`TrickError::NotYourTurn`] for another seat.
    pub fn play(&mut self, seat: Seat, went_out: bool) -> Result<Step, TrickError> {
        self.check_turn(seat)?;
        if self.owner.is_none() {
            self.leader = seat;
        }
        self.owner = Some(seat);
        self.passes = 0;
        if went_out {
            self.finish[usize::from(self.out)] = seat;
            self.out += 1;
            if self.ends_hand() {
                self.over = true;
                return Ok(Step::HandOver);
            }
        }
        self.turn = self.next_in(seat);
        Ok(Step::Next(self.turn))
    }

    /// `seat` passes. Returns who acts next, or that the trick was won and who leads now;
    /// on an error nothing changes.
    ///
    /// # Errors
    /// [`TrickError::HandOver`], [`TrickError::NotYourTurn`], or
    /// [`TrickError::PassOnClearTable`] for the leader of a clear table (§13).
    pub fn pass(&mut self, seat: Seat) -> Result<Step, TrickError> {
        self.check_turn(seat)?;
        let Some(winner) = self.owner else {
            return Err(TrickError::PassOnClearTable);
        };
        self.passes += 1;
        if self.passes < self.others(winner) {
            self.turn = self.next_in(seat);
            return Ok(Step::Next(self.turn));
        }
        // §13–§14: every other seat still in passed; the winner leads, or its partner.
        let partner = winner.partner();
        let (leader, partner_lead) = if !self.is_out(winner) {
            (winner, false)
        } else if !self.is_out(partner) {
            (partner, true)
        } else {
            (self.next_in(winner), false)
        };
        self.owner = None;
        self.passes = 0;
        self.leader = leader;
        self.turn = leader;
        Ok(Step::TrickWon {
            winner,
            leader,
            partner_lead,
        })
    }

    /// The finishing order once the hand is over (§15): the seats that went out, then the
    /// rest filled in by the system, fewer cards left first, then in play order after the
    /// last finisher (only the winners' places count for the upgrade, §16).
    pub fn places(&self, cards_left: [usize; 4]) -> [Seat; 4] {
        let mut order = self.finish;
        let last = self.finished().last().copied().unwrap_or(Seat(SEATS - 1));
        let mut rest: [(usize, u8, Seat); 4] = [(0, 0, Seat(0)); 4];
        let mut n = 0;
        let mut s = last;
        for k in 0..SEATS {
            s = s.next(SEATS);
            if !self.is_out(s) {
                rest[n] = (cards_left.get(s.index()).copied().unwrap_or(0), k, s);
                n += 1;
            }
        }
        // Already in play order: a stable sort by cards left keeps it among equals.
        crate::order::sort_by_key(&mut rest[..n], |&(left, _, _)| {
            crate::order::Key::default().asc(left.min(0xff) as u128, 8)
        });
        for (slot, &(_, _, s)) in order[usize::from(self.out)..].iter_mut().zip(&rest[..n]) {
            *slot = s;
        }
        order
    }

    fn check_turn(&self, seat: Seat) -> Result<(), TrickError> {
        if self.over {
            return Err(TrickError::HandOver);
        }
        if seat != self.turn {
            return Err(TrickError::NotYourTurn(self.turn));
        }
        Ok(())
    }

    /// §15: over once the first finisher's partner is out, or three seats are.
    fn ends_hand(&self) -> bool {
        self.out >= 3
            || self
                .finished()
                .first()
                .is_some_and(|f| self.is_out(f.partner()))
    }

    /// How many seats still in, other than `owner`, must pass to end the trick.
    fn others(&self, owner: Seat) -> u8 {
        SEATS - self.out - u8::from(!self.is_out(owner))
    }

    /// The next seat after `s` in play order that is still in (`s` itself if none).
    fn next_in(&self, s: Seat) -> Seat {
        let mut n = s;
        for _ in 0..SEATS {
            n = n.next(SEATS);
            if !self.is_out(n) {
                return n;
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finished_seats_are_skipped_and_the_standing_play_wins() {
        // guandan §13: 1→2→3→4→1, skipping seats that went out; the trick ends when every
        // other seat still in has passed.
        let mut t = Trick::new(Seat(3));
        assert_eq!(t.play(Seat(3), false), Ok(Step::Next(Seat(0))));
        assert_eq!(t.play(Seat(0), true), Ok(Step::Next(Seat(1))));
        assert_eq!(t.play(Seat(1), false), Ok(Step::Next(Seat(2))));
        assert_eq!(t.pass(Seat(2)), Ok(Step::Next(Seat(3))));
        let won = Step::TrickWon {
            winner: Seat(1),
            leader: Seat(1),
            partner_lead: false,
        };
        assert_eq!(t.pass(Seat(3)), Ok(won));
        assert_eq!(
            (t.to_act(), t.leader(), t.is_clear()),
            (Some(Seat(1)), Seat(1), true)
        );
    }

    #[test]
    fn partner_leads_only_when_the_last_play_stands() {
        // guandan §14: seat 0 goes out; when seat 1 beats it, play goes on from seat 1's
        // play and seat 2 does not lead.
        let mut t = Trick::new(Seat(0));
        t.play(Seat(0), true).unwrap();
        assert_eq!(t.play(Seat(1), false), Ok(Step::Next(Seat(2))));
        t.pass(Seat(2)).unwrap();
        let won = t.pass(Seat(3)).unwrap();
        assert_eq!(
            won,
            Step::TrickWon {
                winner: Seat(1),
                leader: Seat(1),
                partner_lead: false
            }
        );
    }

    #[test]
    fn the_hand_ends_with_the_first_finishers_partner_or_three_out() {
        // guandan §15: partners 1st and 2nd end the hand at once.
        let mut t = Trick::new(Seat(0));
        t.play(Seat(0), true).unwrap();
        t.pass(Seat(1)).unwrap();
        t.pass(Seat(2)).unwrap();
        t.pass(Seat(3)).unwrap();
        assert_eq!(t.play(Seat(2), true), Ok(Step::HandOver));
        assert!(t.is_over());
        assert_eq!(t.to_act(), None);
        assert_eq!(t.pass(Seat(3)), Err(TrickError::HandOver));
        assert_eq!(t.places([0, 5, 0, 3]), [Seat(0), Seat(2), Seat(3), Seat(1)]);
        // guandan §15: or three seats out (1st, then both opponents).
        let mut t = Trick::new(Seat(0));
        assert_eq!(t.play(Seat(0), true), Ok(Step::Next(Seat(1))));
        assert_eq!(t.play(Seat(1), true), Ok(Step::Next(Seat(2))));
        assert_eq!(t.play(Seat(2), false), Ok(Step::Next(Seat(3))));
        assert_eq!(t.play(Seat(3), true), Ok(Step::HandOver));
        assert_eq!(t.places([0, 0, 4, 0]), [Seat(0), Seat(1), Seat(3), Seat(2)]);
    }

    #[test]
    fn refused_steps_change_nothing() {
        // guandan §13: the leader of a clear table cannot pass; nobody acts out of turn.
        let mut t = Trick::new(Seat(2));
        let before = t;
        assert_eq!(t.pass(Seat(2)), Err(TrickError::PassOnClearTable));
        assert_eq!(
            t.play(Seat(3), false),
            Err(TrickError::NotYourTurn(Seat(2)))
        );
        assert_eq!(t, before);
    }

    #[test]
    fn resume_refuses_states_that_cannot_happen() {
        let s = Seat;
        assert!(Trick::resume(s(1), s(0), Some(s(0)), 0, &[]).is_ok());
        assert_eq!(
            Trick::resume(s(1), s(0), Some(s(1)), 0, &[]),
            Err(TrickError::OwnerToAct)
        );
        assert_eq!(
            Trick::resume(s(0), s(0), Some(s(1)), 3, &[]),
            Err(TrickError::Passes)
        );
        assert_eq!(
            Trick::resume(s(0), s(3), Some(s(3)), 0, &[s(0)]),
            Err(TrickError::TurnOnFinishedSeat)
        );
        assert_eq!(
            Trick::resume(s(1), s(1), None, 0, &[s(0), s(2)]),
            Err(TrickError::HandOver)
        );
        assert_eq!(
            Trick::resume(s(1), s(1), None, 0, &[s(0), s(0)]),
            Err(TrickError::FinishedTwice)
        );
        assert_eq!(
            Trick::resume(s(4), s(1), None, 0, &[]),
            Err(TrickError::SeatOutOfRange)
        );
        // A resumed state moves on like the one it was stored from.
        let mut a = Trick::new(s(0));
        a.play(s(0), true).unwrap();
        a.pass(s(1)).unwrap();
        let b = Trick::resume(s(2), s(0), Some(s(0)), 1, &[s(0)]).unwrap();
        assert_eq!(a, b);
    }
}
