//! Seats around the table, numbered from 0 (the person is seat 0).

use serde::{Deserialize, Serialize};

/// A seat number. Dou Dizhu has seats 0–2, Guandan 0–3 (the rule text's 1–4).
/// Play passes to `seat + 1` modulo the number of seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat index as `usize`, for arrays keyed by seat.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat in play order around a table of `n` seats.
    pub const fn next(self, n: u8) -> Seat {
        Seat((self.0 + 1) % n)
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}
