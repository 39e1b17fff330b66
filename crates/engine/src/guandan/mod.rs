//! 관단 (Guandan): the four-seat, two-deck climbing game, rules only (no web crates).
//!
//! - [`level`]: levels, strength and natural sequence order (§2–§3, §16).
//! - [`combo`]: combinations and every reading with the wild hearts (§4–§12, R4).
//! - [`moves`]: legal-move generation for the computer player and the UI.
//! - [`tribute`]: tribute, return and exemption (§18–§22).
//! - [`scoring`]: upgrades and final victory (§16–§17).
//! - [`trick`]: the turn flow: who acts, when a trick and the hand end, who leads (§13–§15).
//! - [`game`]: the match state machine ([`Game`]) and [`view`]: what a seat may know.
//!
//! ```
//! use engine::{CardSet, Rank, Seat};
//! use engine::guandan::{Action, Game, Phase, classify, ComboKind};
//! // §10: six 3s beat five As.
//! let six = classify(CardSet::parse("3S 3S 3H 3H 3D 3C", 2).unwrap(), Rank::Two).unwrap()[0];
//! let five = classify(CardSet::parse("AS AS AH AD AC", 2).unwrap(), Rank::Two).unwrap()[0];
//! assert_eq!(six.kind, ComboKind::Bomb);
//! assert!(six.beats(&five, Rank::Two).is_ok());
//! // A match: seat 0 leads the first hand.
//! let g = Game::new(1);
//! assert_eq!((g.phase(), g.to_act()), (Phase::Playing, Some(Seat(0))));
//! ```

pub mod combo;
pub mod game;
pub mod level;
pub mod moves;
pub mod scoring;
pub mod tribute;
pub mod trick;
pub mod view;

pub use combo::{Combo, ComboKind, Played, beating_readings, best_beating, classify};
pub use game::{Action, Event, Game, HAND_SIZE, Invariant, Phase, Plan, Setup, deal};
pub use level::{LEVELS, level_index, raise_level, seq_position, seq_top, strength};
pub use moves::{generate, generate_into};
pub use scoring::{HandResult, ResultNote, score_hand, team_of};
pub use tribute::{
    Gift, TributeKind, TributeOutcome, TributeRecord, default_returns, returnable, tribute_card,
};
pub use trick::{Step, Trick, TrickError};
pub use view::{Entry, PlayerView, ViewError};

/// Whether `play` beats `table` at `level` (§10–§12); see [`Combo::beats`].
///
/// # Errors
/// [`crate::Reject::ShapeMismatch`] or [`crate::Reject::TooLow`].
pub fn beats(play: &Combo, table: &Combo, level: crate::Rank) -> Result<(), crate::Reject> {
    play.beats(table, level)
}
