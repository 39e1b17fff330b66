//! A Guandan hand with every card placed (one sampled deal), and playouts with the fast
//! policy. Whose turn it is, when a trick ends, who leads it (the partner of a winner who
//! went out) and when the hand ends all come from the engine's one turn flow,
//! [`engine::guandan::trick`] (§13–§15).

use super::plan::{Part, Plan, Shape};
use super::policy::{self, Ctx, Params};
use engine::guandan::trick::{Step, Trick};
use engine::guandan::{Played, ResultNote, level_index, score_hand};
use engine::{Rank, Seat, Team};

/// One deal with every hand known, mid-play.
#[derive(Clone, Copy, Debug)]
pub struct Sim {
    /// Each seat's cards (bits of `CardSet`).
    pub hands: [u128; 4],
    /// This hand's level.
    pub level: Rank,
    /// The turn state: whose turn, whose play stands, who is out.
    pub turns: Trick,
    /// The play to beat (its owner is `turns.owner()`; ignored while the table is clear).
    pub table: Option<Played>,
    /// Each team's stored level (public): what a finished hand means for the match (§17).
    pub team_levels: [Rank; 2],
    /// The numbers every seat's fast policy plays this deal out by.
    pub policy: Params,
}

/// How a finished playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winning team (the first finisher's).
    pub team: Team,
    /// Levels gained by the winners: 3, 2 or 1 (§16).
    pub upgrade: u8,
    /// Levels the winners' stored level actually rose by: the upgrade, capped at A (§17).
    pub gained: u8,
    /// What the result means for the match (§17: at A only 1·2 or 1·3 wins it), from the
    /// engine's scoring; a result guessed before the end reads [`ResultNote::Upgraded`].
    pub note: ResultNote,
}

impl Outcome {
    /// The outcome of a hand that ended in this finishing order: the engine's scoring
    /// (§16–§17).
    pub fn scored(order: [Seat; 4], level: Rank, team_levels: [Rank; 2]) -> Outcome {
        let r = score_hand(1, order, level, team_levels);
        let idx = |r: Rank| level_index(r).unwrap_or(0);
        let (t, before, after) = (r.winning_team, r.levels_before, r.levels_after);
        Outcome {
            team: order[0].team(),
            upgrade: r.upgrade,
            gained: idx(after[t]).saturating_sub(idx(before[t])) as u8,
            note: r.note,
        }
    }

    /// The outcome of `team` winning by `upgrade` levels (3: its seats 1st and 2nd; 2: 1st
    /// and 3rd; 1: 1st and 4th).
    pub fn of_upgrade(team: Team, upgrade: u8, level: Rank, team_levels: [Rank; 2]) -> Outcome {
        let [a, b] = team.seats();
        let [x, y] = team.other().seats();
        let order = match upgrade {
            3 => [a, b, x, y],
            2 => [a, x, b, y],
            _ => [a, x, y, b],
        };
        Outcome::scored(order, level, team_levels)
    }
}

impl Sim {
    /// Whose turn it is (the last seat to act once the hand is over).
    pub fn to_act(&self) -> Seat {
        self.turns.to_act().unwrap_or(self.turns.leader())
    }

    /// The play to beat and who made it, `None` when the seat to act leads freely.
    pub fn table(&self) -> Option<(Seat, Played)> {
        self.turns.owner().zip(self.table)
    }

    /// Plays `m` (`None` = pass) for the seat to act. The caller guarantees legality.
    pub fn apply(&mut self, m: Option<Played>) {
        let s = self.to_act();
        match m {
            Some(p) => {
                let hand = &mut self.hands[s.index()];
                *hand &= !p.cards.bits();
                let went_out = *hand == 0;
                if self.turns.play(s, went_out).is_ok() {
                    self.table = Some(p);
                }
            }
            None => {
                if let Ok(Step::TrickWon { .. }) = self.turns.pass(s) {
                    self.table = None;
                }
            }
        }
    }

    /// The outcome once the hand is over: the engine's scoring of the finishing places.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.turns.is_over() {
            return None;
        }
        let order = self
            .turns
            .places(self.hands.map(|h| h.count_ones() as usize));
        Some(Outcome::scored(order, self.level, self.team_levels))
    }

    /// What the seat to act knows, for the policy.
    pub fn ctx(&self) -> Ctx {
        let me = self.to_act();
        let mut unseen = 0u128;
        for (s, h) in self.hands.iter().enumerate() {
            if s != me.index() {
                unseen |= h;
            }
        }
        Ctx {
            me,
            level: self.level,
            counts: self.hands.map(|h| h.count_ones() as u8),
            unseen,
            table: self.table(),
            params: self.policy,
        }
    }

    /// Once a seat is out the winning team is decided (§15); the upgrade is estimated from
    /// the cards left: the partner comes 2nd if it holds fewer cards than both opponents,
    /// 3rd if fewer than one, else 4th.
    pub fn decided(&self) -> Option<Outcome> {
        if let Some(o) = self.outcome() {
            return Some(o);
        }
        let &first = self.turns.finished().first()?;
        let partner = first.partner();
        let left = |s: Seat| self.hands[s.index()].count_ones();
        let mine = left(partner);
        let beaten = first
            .team()
            .other()
            .seats()
            .iter()
            .filter(|&&o| left(o) > mine || (left(o) == mine && o > partner))
            .count();
        Some(Outcome {
            team: first.team(),
            upgrade: 1 + beaten as u8,
            gained: 1 + beaten as u8,
            note: ResultNote::Upgraded,
        })
    }

    /// The outcome if the playout can stop here: at the end of the hand (`to_end`), else
    /// as soon as the winning team is known ([`Sim::decided`]).
    pub fn settled(&self, to_end: bool) -> Option<Outcome> {
        if to_end {
            self.outcome()
        } else {
            self.decided()
        }
    }

    /// Plays with the fast policy for every seat until the hand is over (`to_end`) or the
    /// winning team is decided, re-planning a hand only when it plays something outside its
    /// plan.
    pub fn playout(&mut self, plans: &mut [Plan; 4], to_end: bool) -> Outcome {
        let mut buf: Vec<Part> = Vec::with_capacity(32);
        for _ in 0..1_000 {
            if let Some(o) = self.settled(to_end) {
                return o;
            }
            let s = self.to_act().index();
            let hand = self.hands[s];
            let m = policy::decide_with(hand, &plans[s], &self.ctx(), &mut buf);
            if let Some(p) = m
                && !plans[s].remove(&p, hand, self.level)
            {
                let rest = hand & !p.cards.bits();
                plans[s] = Plan::of(&Shape::of(rest, self.level), self.level);
            }
            self.apply(m);
        }
        Outcome {
            team: self.to_act().team(),
            upgrade: 1,
            gained: 1,
            note: ResultNote::Upgraded,
        }
    }
}
