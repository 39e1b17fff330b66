//! [`Session`]: everything a reload restores.

use ai::Level;

use super::game::Match;
use super::kind::{ByKind, GameKind};
use super::settings::Settings;
use super::stats::Stats;

/// What 계속하기 can bring back: the settings, the game played last, and at most one match
/// per game (a new match of one game never touches the other's).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Session {
    /// The table settings.
    pub settings: Settings,
    /// The game on the table last (shown first when both are unfinished).
    pub last: Option<GameKind>,
    /// My record in both games.
    pub stats: Stats,
    /// Each game's match; `matches[k]` is always of game `k` ([`Session::put`]).
    matches: ByKind<Option<Match>>,
    /// The difficulty each game's match is played at.
    levels: ByKind<Level>,
}

impl Session {
    /// The match of game `kind`, if any.
    pub fn get(&self, kind: GameKind) -> Option<&Match> {
        self.matches[kind].as_ref()
    }

    /// Keeps `m` as its game's match, at 보통, replacing only that game's previous one.
    pub fn put(&mut self, m: Match) {
        self.put_at(m, Level::Normal);
    }

    /// Keeps `m` as its game's match, played at `level`.
    pub fn put_at(&mut self, m: Match, level: Level) {
        let kind = m.kind();
        self.matches[kind] = Some(m);
        self.levels[kind] = level;
    }

    /// The difficulty of game `kind`'s match (보통 when there is none).
    pub fn level(&self, kind: GameKind) -> Level {
        self.levels[kind]
    }

    /// Takes the match of game `kind` out.
    pub fn take(&mut self, kind: GameKind) -> Option<Match> {
        self.matches[kind].take()
    }

    /// The matches not yet won, in [`GameKind::ALL`] order.
    pub fn unfinished(&self) -> impl Iterator<Item = &Match> {
        GameKind::ALL
            .into_iter()
            .filter_map(|k| self.get(k))
            .filter(|m| !m.is_over())
    }

    /// The game to put on the table after a reload: the last one played if its match is
    /// unfinished, else the first unfinished one.
    pub fn resume_kind(&self) -> Option<GameKind> {
        let last = self
            .last
            .filter(|&k| self.get(k).is_some_and(|m| !m.is_over()));
        last.or_else(|| self.unfinished().next().map(Match::kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_game_comes_back_first() {
        let mut s = Session::default();
        assert_eq!(s.resume_kind(), None);
        s.put(Match::new_doudizhu(1));
        s.last = Some(GameKind::Guandan);
        // No 관단 match: the unfinished 더우디주 one.
        assert_eq!(s.resume_kind(), Some(GameKind::Doudizhu));
        s.put(Match::new_guandan(2));
        assert_eq!(s.resume_kind(), Some(GameKind::Guandan));
        assert_eq!(s.take(GameKind::Guandan).map(|m| m.seed()), Some(2));
        assert_eq!(s.get(GameKind::Guandan), None);
        assert_eq!(
            s.get(GameKind::Doudizhu).map(Match::kind),
            Some(GameKind::Doudizhu)
        );
    }
}
