//! [`Match`]: the match of either game, as the engine keeps it. Only what a save needs is
//! here (make one, which game, its seed and progress, is it whole, is it over); the table's
//! questions (whose turn, readings, 추천, announcements) are answered in `ui::model::game`.

use std::fmt;

use serde::de::{self, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use super::kind::GameKind;
use engine::{ddz, guandan};

/// A match of either game: the engine's game value, hands, table, scores or levels,
/// history and seed included.
///
/// Saved as `{"game":"doudizhu","state":{..}}` (serde's adjacently tagged form, which every
/// save version has used). It is read by hand ([`MatchVisitor`]): the derived reader also
/// handles `state` before `game` by buffering the whole game through serde's generic
/// `Content` tree, which doubled every engine type's reading code in the page's wasm. We
/// always write `game` first; a save with `state` first is refused as unreadable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "game", content = "state", rename_all = "snake_case")]
pub enum Match {
    /// 더우디주
    Doudizhu(Box<ddz::Game>),
    /// 관단
    Guandan(Box<guandan::Game>),
}

impl<'de> Deserialize<'de> for Match {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Match, D::Error> {
        d.deserialize_map(MatchVisitor)
    }
}

/// Reads `{"game": kind, "state": game}` in one pass, `game` first; other keys are skipped.
struct MatchVisitor;

impl<'de> Visitor<'de> for MatchVisitor {
    type Value = Match;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(r#"a match, {"game": "doudizhu" or "guandan", "state": {..}}"#)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Match, A::Error> {
        let mut kind = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "game" => kind = Some(map.next_value::<GameKind>()?),
                "state" => {
                    let m = match kind {
                        Some(GameKind::Doudizhu) => Match::Doudizhu(map.next_value()?),
                        Some(GameKind::Guandan) => Match::Guandan(map.next_value()?),
                        None => return Err(de::Error::custom("`game` must come before `state`")),
                    };
                    while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                    return Ok(m);
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Err(de::Error::missing_field(if kind.is_some() {
            "state"
        } else {
            "game"
        }))
    }
}

impl Match {
    /// A new 더우디주 match.
    pub fn new_doudizhu(seed: u64) -> Match {
        Match::Doudizhu(Box::new(ddz::Game::new(seed)))
    }

    /// A new 관단 match.
    pub fn new_guandan(seed: u64) -> Match {
        Match::Guandan(Box::new(guandan::Game::new(seed)))
    }

    /// A new match of `kind`.
    pub fn new(kind: GameKind, seed: u64) -> Match {
        match kind {
            GameKind::Doudizhu => Match::new_doudizhu(seed),
            GameKind::Guandan => Match::new_guandan(seed),
        }
    }

    /// Which game.
    pub fn kind(&self) -> GameKind {
        match self {
            Match::Doudizhu(_) => GameKind::Doudizhu,
            Match::Guandan(_) => GameKind::Guandan,
        }
    }

    /// The 더우디주 game, if this is one.
    pub fn as_ddz(&self) -> Option<&ddz::Game> {
        match self {
            Match::Doudizhu(g) => Some(g),
            Match::Guandan(_) => None,
        }
    }

    /// The 관단 game, if this is one.
    pub fn as_guandan(&self) -> Option<&guandan::Game> {
        match self {
            Match::Guandan(g) => Some(g),
            Match::Doudizhu(_) => None,
        }
    }

    /// True when every invariant of the engine holds (run on a loaded save).
    pub fn is_valid(&self) -> bool {
        match self {
            Match::Doudizhu(g) => g.validate().is_ok(),
            Match::Guandan(g) => g.validate().is_ok(),
        }
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        match self {
            Match::Doudizhu(g) => g.seed(),
            Match::Guandan(g) => g.seed(),
        }
    }

    /// Actions applied so far (the stale-timer guard).
    pub fn seq(&self) -> u64 {
        match self {
            Match::Doudizhu(g) => g.seq(),
            Match::Guandan(g) => g.seq(),
        }
    }

    /// True once the match is won (30 points, or past A): nothing left to continue.
    pub fn is_over(&self) -> bool {
        match self {
            Match::Doudizhu(g) => g.phase() == ddz::Phase::MatchOver,
            Match::Guandan(g) => g.phase() == guandan::Phase::MatchOver,
        }
    }
}
