//! [`GameKind`], which game, and [`ByKind`], one value per game.

use std::ops::{Index, IndexMut};

use i18n::{Lang, Text, text};
use serde::{Deserialize, Serialize};

/// Which game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// 더우디주 (Dou Dizhu)
    Doudizhu,
    /// 관단 (Guandan)
    Guandan,
}

impl GameKind {
    /// Both games, in the order the start screen lists them.
    pub const ALL: [GameKind; 2] = [GameKind::Doudizhu, GameKind::Guandan];

    /// The position in [`GameKind::ALL`].
    pub const fn index(self) -> usize {
        match self {
            GameKind::Doudizhu => 0,
            GameKind::Guandan => 1,
        }
    }

    /// The Korean name.
    pub const fn name_ko(self) -> &'static str {
        match self {
            GameKind::Doudizhu => "더우디주",
            GameKind::Guandan => "관단",
        }
    }

    /// The name in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        let t = match self {
            GameKind::Doudizhu => Text::Doudizhu,
            GameKind::Guandan => Text::Guandan,
        };
        text(t, lang)
    }
}

/// One `T` per game, indexed by [`GameKind`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ByKind<T>([T; 2]);

impl<T> ByKind<T> {
    /// The value of each game from `f`.
    pub fn from_fn(mut f: impl FnMut(GameKind) -> T) -> ByKind<T> {
        ByKind(GameKind::ALL.map(&mut f))
    }
}

impl<T> Index<GameKind> for ByKind<T> {
    type Output = T;
    fn index(&self, k: GameKind) -> &T {
        &self.0[k.index()]
    }
}

impl<T> IndexMut<GameKind> for ByKind<T> {
    fn index_mut(&mut self, k: GameKind) -> &mut T {
        &mut self.0[k.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_has_its_own_place() {
        for (i, k) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(k.index(), i);
        }
        let mut by = ByKind::from_fn(GameKind::name_ko);
        assert_eq!(by[GameKind::Guandan], "관단");
        by[GameKind::Doudizhu] = "x";
        assert_eq!(by[GameKind::Guandan], "관단");
    }
}
