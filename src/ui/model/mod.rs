//! The table's pure parts (no web crate, tested natively): what components ask besides the
//! engine itself: hand order and faces, drag selection, the recommendation cycle, Korean
//! announcements and accounts, the interval's label, and the table's questions of a
//! [`crate::session::Match`] over both games. What a save holds lives in
//! [`crate::session`], below this model.

pub mod cards;
pub mod ddz;
pub mod game;
pub mod guandan;
pub mod hint;
pub mod rules_text;
pub mod settings;
pub mod stats;

pub use cards::{CardFace, Mark, drag_select, order_hand};
pub use game::{Hint, LastAct, ME, Move, Stage};
pub use settings::interval_label;

use engine::Seat;

/// The name shown for a seat at a table of `seats`: 나 at the bottom, then the computer
/// players in play order (right, then top or left).
pub fn seat_name(seats: u8, s: Seat) -> &'static str {
    match (seats, s.0) {
        (_, 0) => "나",
        (_, 1) => "민준",
        (3, 2) => "서연",
        (_, 2) => "지우",
        _ => "서연",
    }
}
