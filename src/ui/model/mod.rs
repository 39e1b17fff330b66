//! The table's pure parts (no web crate, tested natively): what components ask besides the
//! engine itself: hand order and faces, drag selection, the recommendation cycle, Korean
//! announcements and accounts, settings, and [`Match`] over both games.

pub mod cards;
pub mod ddz;
pub mod game;
pub mod guandan;
pub mod hint;
pub mod rules_text;
pub mod settings;

pub use cards::{CardFace, Mark, drag_select, order_hand};
pub use game::{GameKind, Hint, LastAct, ME, Match, Move, Stage};
pub use settings::{INTERVALS_MS, Settings, SortMode, interval_label};

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
