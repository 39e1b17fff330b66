//! 더우디주 (Dou Dizhu): one deck of 54, three seats, a landlord (지주) against two
//! peasants (농민). The rules text is `doudizhu.ko.txt`; section numbers (§) refer to it.
//!
//! - [`combo`]: the fourteen kinds, every reading of a set (R4), precise rejections.
//! - [`moves`]: legal-move generation, leading or following.
//! - [`bidding`]: the deal and the 1·2·3 bidding.
//! - [`trick`]: the turn flow, written once: who acts next, when a trick and the hand end.
//! - [`scoring`]: `P = B × 2^N`, spring, settlements, the 30-point target.
//! - [`game`]: the match reducer ([`Game`]).
//! - [`view`]: what one seat may see ([`PlayerView`]).
//!
//! ```
//! use engine::CardSet;
//! use engine::ddz::{beats, classify, ComboKind, Reject};
//! let straight = classify(CardSet::parse("3S 4H 5D 6C 7S", 1).unwrap()).unwrap()[0];
//! assert_eq!(straight.kind, ComboKind::Straight);
//! // §8: A2345 is not a straight, and says why.
//! assert_eq!(
//!     classify(CardSet::parse("AS 2H 3D 4C 5S", 1).unwrap()),
//!     Err(Reject::DdzChainHasTwoOrJoker)
//! );
//! // §8: a higher straight of the same length beats it.
//! let higher = CardSet::parse("4S 5H 6D 7C 8S", 1).unwrap();
//! assert!(beats(higher, &straight).is_ok());
//! ```

pub mod bidding;
pub mod combo;
pub mod game;
pub mod moves;
pub mod scoring;
pub mod trick;
pub mod view;

pub use crate::Reject;
pub use bidding::{Deal, deal, legal_bids};
pub use combo::{
    Combo, ComboKind, Played, beats, best_beating, classify, diagnose, readings,
    readings_of_counts, strength,
};
pub use game::{Action, Event, Game, Invariant, Phase, Plan};
pub use moves::{for_each_play, has_beating_play, legal_plays};
pub use scoring::{Settlement, Spring, Stake, TARGET};
pub use trick::{Step, Turn};
pub use view::{PlayerView, ViewError};
