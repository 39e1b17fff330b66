//! [`Stats`]: my record over every match of each game, kept on this device.
//!
//! It is fed the matches as they change ([`Stats::observe`]) and counts each hand once, when
//! it has been settled: a hand is known by its match's seed and its place in the match, so
//! a reload, 계속하기 or the same position observed twice never counts a hand again. What it
//! counts comes from the engine's own settlements (더우디주 `Settlement`, 관단 `HandResult`)
//! and, for bombs, from the finished hand's public record of plays.
//!
//! ```
//! use cardroom::session::{Match, Stats};
//! let mut stats = Stats::default();
//! let m = Match::new_doudizhu(1);
//! stats.observe(&m);
//! assert_eq!(stats.doudizhu.hands, 0); // nothing settled yet
//! ```

use serde::{Deserialize, Serialize};

use super::ME;
use super::game::Match;
use super::kind::GameKind;
use super::review::Reviews;
use engine::{Seat, ddz, guandan};

/// My record in both games, and which hands it has counted.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// 더우디주.
    pub doudizhu: DdzStats,
    /// 관단.
    pub guandan: GuandanStats,
    /// The last match of each game counted, and how many of its hands.
    seen: [Option<Counted>; 2],
    /// 복기: each game's last reviewed hand and the accuracies before it (added within
    /// v2, absent until a hand is reviewed, so every earlier record reads and writes back
    /// as it was).
    #[serde(skip_serializing_if = "Reviews::is_empty")]
    pub reviews: Reviews,
}

/// How far one match has been counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Counted {
    seed: u64,
    hands: usize,
    over: bool,
}

/// 더우디주: hands by role, matches, the best run of won hands, springs and bombs.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DdzStats {
    /// Hands played to a settlement.
    pub hands: u32,
    /// …of which won.
    pub won: u32,
    /// Hands as 지주 (landlord).
    pub landlord: u32,
    /// …of which won.
    pub landlord_won: u32,
    /// Hands as 농민 (peasant).
    pub peasant: u32,
    /// …of which won.
    pub peasant_won: u32,
    /// Matches played to 30 points.
    pub matches: u32,
    /// …of which I won (joint winners included, §23).
    pub matches_won: u32,
    /// Won hands in a row, now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Hands I won with a spring or an anti-spring (스프링).
    pub springs: u32,
    /// Bombs and rockets I played.
    pub bombs: u32,
    /// Points won and lost over every hand.
    pub points: i64,
}

/// 관단: hands and where I finished, levels my team gained, matches, runs and bombs.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct GuandanStats {
    /// Hands played to the end.
    pub hands: u32,
    /// …of which my team won.
    pub won: u32,
    /// How often I finished 1st, 2nd, 3rd, 4th.
    pub places: [u32; 4],
    /// Levels my team went up.
    pub levels: u32,
    /// Matches played to 최종 승리.
    pub matches: u32,
    /// …of which my team won.
    pub matches_won: u32,
    /// Hands my team won in a row, now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Bombs I played (straight flushes and the joker bomb included).
    pub bombs: u32,
}

impl Stats {
    /// Counts what `m` has settled since it was last observed. A match with another seed
    /// than the one counted last, or fewer settled hands, is a new match. True when the
    /// record changed (and is worth saving).
    pub fn observe(&mut self, m: &Match) -> bool {
        let kind = m.kind();
        let settled = match m {
            Match::Doudizhu(g) => g.settlements().len(),
            Match::Guandan(g) => g.results().len(),
        };
        let over = m.is_over();
        let seen = &mut self.seen[kind.index()];
        let before = *seen;
        let (from, was_over) = match *seen {
            Some(c) if c.seed == m.seed() && c.hands <= settled => (c.hands, c.over),
            _ => (0, false),
        };
        *seen = Some(Counted {
            seed: m.seed(),
            hands: settled,
            over,
        });
        if from == settled && was_over == over {
            return before != *seen;
        }
        match m {
            Match::Doudizhu(g) => {
                for (i, s) in g.settlements().iter().enumerate().skip(from) {
                    // The record of plays is the last hand's only.
                    let last = i + 1 == settled;
                    self.doudizhu.hand(s, last.then(|| g.history()));
                }
                if over && !was_over {
                    self.doudizhu.matches += 1;
                    self.doudizhu.matches_won += u32::from(g.winners().contains(&ME));
                }
            }
            Match::Guandan(g) => {
                for (i, r) in g.results().iter().enumerate().skip(from) {
                    let last = i + 1 == settled;
                    self.guandan.hand(r, last.then(|| g.history()));
                }
                if over && !was_over {
                    self.guandan.matches += 1;
                    if g.winner() == Some(ME.team().index()) {
                        self.guandan.matches_won += 1;
                    }
                }
            }
        }
        true
    }

    /// Forgets one game's record (초기화); the other game's stays.
    pub fn reset(&mut self, kind: GameKind) {
        match kind {
            GameKind::Doudizhu => self.doudizhu = DdzStats::default(),
            GameKind::Guandan => self.guandan = GuandanStats::default(),
        }
        *self.reviews.of_mut(kind) = Default::default();
        // The match in progress is not counted again: only what is settled from now on.
    }
}

/// `run` extended by a won hand or broken by a lost one; `best` follows.
fn streak(run: &mut u32, best: &mut u32, won: bool) {
    *run = if won { *run + 1 } else { 0 };
    *best = (*best).max(*run);
}

impl DdzStats {
    fn hand(&mut self, s: &ddz::Settlement, plays: Option<&[(Seat, Option<ddz::Played>)]>) {
        let landlord = s.landlord == ME;
        let won = landlord == s.landlord_won;
        self.hands += 1;
        self.won += u32::from(won);
        if landlord {
            self.landlord += 1;
            self.landlord_won += u32::from(won);
        } else {
            self.peasant += 1;
            self.peasant_won += u32::from(won);
        }
        streak(&mut self.streak, &mut self.best_streak, won);
        self.springs += u32::from(won && s.stake.spring.is_some());
        self.points += s.deltas[ME.index()];
        self.bombs += plays.map_or(0, |p| {
            bombs_by_me(
                p.iter()
                    .map(|(seat, p)| (*seat, p.map(|p| p.combo.kind.is_bomb_class()))),
            )
        });
    }
}

impl GuandanStats {
    fn hand(&mut self, r: &guandan::HandResult, plays: Option<&[(Seat, Option<guandan::Played>)]>) {
        let won = r.winning_team == ME.team().index();
        self.hands += 1;
        self.won += u32::from(won);
        if let Some(place) = r.finish_order.iter().position(|&s| s == ME) {
            self.places[place] += 1;
        }
        if won {
            self.levels += u32::from(r.upgrade);
        }
        streak(&mut self.streak, &mut self.best_streak, won);
        self.bombs += plays.map_or(0, |p| {
            bombs_by_me(
                p.iter()
                    .map(|(seat, p)| (*seat, p.map(|p| p.combo.kind.is_bomb_class()))),
            )
        });
    }
}

/// How many of the plays (seat, is it a bomb; `None` for a pass) were my bombs.
fn bombs_by_me(plays: impl Iterator<Item = (Seat, Option<bool>)>) -> u32 {
    plays
        .filter(|&(s, bomb)| s == ME && bomb == Some(true))
        .count() as u32
}

#[cfg(test)]
mod tests;
