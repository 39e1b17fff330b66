//! The domain of a save, below `ui` and `storage`: which game ([`GameKind`]), the match of
//! each game ([`Match`]: the engine's own values, which serialize themselves and are
//! validated when read), the table settings that outlive a hand ([`Settings`]), and
//! [`Session`], everything a reload restores.
//!
//! No web crate and no Korean table text here: the UI asks its questions of these types
//! (`ui::model`), and `storage` writes them. Their serde form is the body of the v2 save
//! format, so renaming a variant or a field here changes every save; the fixtures in
//! `tests/fixtures` (`tests/storage.rs`) fail when that happens.
//!
//! ```
//! use cardroom::session::{GameKind, Match, Session};
//! let mut s = Session::default();
//! s.put(Match::new(GameKind::Doudizhu, 7));
//! s.put(Match::new(GameKind::Guandan, 8));
//! // One match per game: a new 관단 match replaces the 관단 one only.
//! s.put(Match::new(GameKind::Guandan, 9));
//! assert_eq!(s.get(GameKind::Doudizhu).map(Match::seed), Some(7));
//! assert_eq!(s.get(GameKind::Guandan).map(Match::seed), Some(9));
//! assert_eq!(s.unfinished().count(), 2);
//! ```

mod game;
mod kind;
mod review;
mod settings;
mod state;
mod stats;

pub use game::Match;
pub use kind::{ByKind, GameKind};
pub use review::{ACCURACY_HANDS, GameReviews, HandReview, Reviews, step_of};
pub use settings::{INTERVALS_MS, Settings, SortMode, is_normal};
pub use state::Session;
pub use stats::{DdzStats, GuandanStats, Stats};

/// The person's seat in both games (the bottom of the table; the rule texts' seat 1).
pub const ME: engine::Seat = engine::Seat(0);
