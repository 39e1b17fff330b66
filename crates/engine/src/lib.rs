//! The rules engine: vocabulary, randomness, and one module per game. No web crate here.

pub mod cards;
pub mod ddz;
pub mod guandan;
pub mod order;
mod reject;
pub mod rng;
mod seat;
mod wire;

pub use cards::{Card, CardId, CardSet, ParseCardError, Rank, RankCounts, Suit};
pub use reject::Reject;
pub use seat::{BySeat, Seat, Team};
