//! The turn flow of a Dou Dizhu hand, written once: who acts next, when a trick ends and
//! when the hand ends. The game ([`Game`](super::Game): its reducer and its `validate`),
//! the views rebuilt from a public history ([`PlayerView::for_play`](super::PlayerView::for_play),
//! used by `cardgame decide`) and the AI's simulation all step a [`Turn`] through the same
//! [`Turn::play`] and [`Turn::pass`].
//!
//! - doudizhu §15: the landlord leads; play goes round in seat order (`seat + 1` mod 3),
//!   each seat beating the table or passing (never when leading freely); when the two
//!   others pass in a row, the last player has won the trick and leads anything.
//! - doudizhu §16: the hand ends the moment a seat plays its last card.
//!
//! A `Turn` is generic over what lies on the table: the engine keeps the
//! [`Played`](super::Played) cards, the AI its suit-free move. It is small and `Copy` and
//! never allocates, so the search can step it millions of times.
//!
//! ```
//! use engine::{Reject, Seat};
//! use engine::ddz::{Step, Turn};
//! let mut t: Turn<&str> = Turn::new(Seat(2)); // §15: the landlord (seat 2) leads
//! assert_eq!(t.pass(), Err(Reject::CannotPassWhenLeading)); // not when leading freely
//! assert_eq!(t.play("KS KH", false), Step::Next(Seat(0)));
//! assert_eq!(t.pass(), Ok(Step::Next(Seat(1))));
//! assert_eq!(t.pass(), Ok(Step::TrickWon(Seat(2)))); // §15: two passes in a row
//! assert_eq!(t.table(), None); // seat 2 leads anything, even a single 3
//! assert_eq!(t.play("3S", false), Step::Next(Seat(0)));
//! assert_eq!(t.play("4S", true), Step::HandOver(Seat(0))); // §16: its last card
//! ```

use crate::{Reject, Seat};

/// Seats at a Dou Dizhu table.
pub const SEATS: u8 = 3;

/// What a play or a pass did to the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// The trick goes on: this seat acts next.
    Next(Seat),
    /// The other two passed in a row: this seat, which made the last play, won the trick
    /// and now leads freely (§15).
    TrickWon(Seat),
    /// This seat played its last card: the hand is over at once (§16).
    HandOver(Seat),
}

/// Whose turn it is and what lies on the table: the play to beat and who made it, and
/// how many passes have followed it.
///
/// The game's save keeps its three parts as the fields `to_act`, `table` and `passes`,
/// where they always were.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Turn<T> {
    to_act: Seat,
    table: Option<(Seat, T)>,
    passes: u8,
}

impl<T: Copy> Turn<T> {
    /// A clear table with `to_act` to act: the landlord's first lead (§15), or a bidder.
    pub const fn new(to_act: Seat) -> Turn<T> {
        Turn {
            to_act,
            table: None,
            passes: 0,
        }
    }

    /// The turn from its saved parts (the game validates them as a whole after loading).
    pub(crate) const fn from_parts(to_act: Seat, table: Option<(Seat, T)>, passes: u8) -> Turn<T> {
        Turn {
            to_act,
            table,
            passes,
        }
    }

    /// The seat whose turn it is (meaningless once a [`Step::HandOver`] was reported: the
    /// hand is over).
    pub const fn to_act(&self) -> Seat {
        self.to_act
    }

    /// The play to beat and who made it, or `None` when the seat to act leads freely.
    pub const fn table(&self) -> Option<(Seat, T)> {
        self.table
    }

    /// Passes since the last play (0 or 1 while a trick is open).
    pub const fn passes(&self) -> u8 {
        self.passes
    }

    /// The seat to act plays `t`; `went_out` says that it was its last card (§16).
    /// The caller has checked that `t` may be played.
    pub fn play(&mut self, t: T, went_out: bool) -> Step {
        let seat = self.to_act;
        self.table = Some((seat, t));
        self.passes = 0;
        self.to_act = seat.next(SEATS);
        if went_out {
            Step::HandOver(seat)
        } else {
            Step::Next(self.to_act)
        }
    }

    /// The seat to act passes. After the second pass in a row the holder of the table has
    /// won the trick: the table clears and the holder leads (§15).
    ///
    /// # Errors
    /// [`Reject::CannotPassWhenLeading`] when the table is clear; nothing changes then.
    pub fn pass(&mut self) -> Result<Step, Reject> {
        let Some((holder, _)) = self.table else {
            return Err(Reject::CannotPassWhenLeading);
        };
        self.passes += 1;
        if self.passes >= SEATS - 1 {
            self.table = None;
            self.passes = 0;
            self.to_act = holder;
            Ok(Step::TrickWon(holder))
        } else {
            self.to_act = self.to_act.next(SEATS);
            Ok(Step::Next(self.to_act))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_goes_round_in_seat_order() {
        // §15: after the landlord, the next seats in order.
        let mut t: Turn<u8> = Turn::new(Seat(1));
        assert_eq!(t.play(5, false), Step::Next(Seat(2)));
        assert_eq!(t.play(6, false), Step::Next(Seat(0)));
        assert_eq!(t.play(7, false), Step::Next(Seat(1)));
        assert_eq!(t.table(), Some((Seat(0), 7)));
        assert_eq!(t.passes(), 0);
    }

    #[test]
    fn one_pass_keeps_the_trick_open() {
        // §15: a pass is not final; the passer may beat the table on its next turn.
        let mut t: Turn<u8> = Turn::new(Seat(0));
        t.play(5, false);
        assert_eq!(t.pass(), Ok(Step::Next(Seat(2))));
        assert_eq!(t.play(9, false), Step::Next(Seat(0)));
        assert_eq!(t.passes(), 0, "a play resets the passes");
        assert_eq!(t.pass(), Ok(Step::Next(Seat(1))));
        assert_eq!(t.play(10, false), Step::Next(Seat(2)));
        assert_eq!(t.table(), Some((Seat(1), 10)));
    }

    #[test]
    fn two_passes_give_the_lead_to_the_holder() {
        // §15: the other two pass in a row; the holder leads freely, and may not pass.
        let mut t: Turn<u8> = Turn::new(Seat(2));
        t.play(5, false);
        t.pass().unwrap();
        assert_eq!(t.pass(), Ok(Step::TrickWon(Seat(2))));
        assert_eq!((t.to_act(), t.table(), t.passes()), (Seat(2), None, 0));
        let before = t;
        assert_eq!(t.pass(), Err(Reject::CannotPassWhenLeading));
        assert_eq!(t, before, "a refused pass changes nothing");
    }

    #[test]
    fn the_last_card_ends_the_hand() {
        // §16: whoever plays the last card ends the hand at once, even mid-trick.
        let mut t: Turn<u8> = Turn::new(Seat(0));
        t.play(5, false);
        assert_eq!(t.play(6, true), Step::HandOver(Seat(1)));
    }
}
