//! A Guandan hand with every card placed (one sampled deal), and playouts with the fast
//! policy. The turn rules follow the engine (§13–§15): finished seats are skipped, a trick
//! ends when every other remaining player has passed, and a trick won by a seat that has
//! gone out passes the lead to its partner.

use super::plan::{Part, Plan, Shape};
use super::policy::{self, Ctx};
use engine::Rank;
use engine::guandan::Played;

/// One deal with every hand known, mid-play.
#[derive(Clone, Copy, Debug)]
pub struct Sim {
    /// Each seat's cards (bits of `CardSet`).
    pub hands: [u128; 4],
    /// This hand's level.
    pub level: Rank,
    /// Whose turn it is.
    pub to_act: u8,
    /// The play to beat and who made it.
    pub table: Option<(u8, Played)>,
    /// Passes since the last play.
    pub passes: u8,
    /// Seats out, in order.
    pub finish: [u8; 4],
    /// How many are out.
    pub nfinish: u8,
    /// The hand is over.
    pub over: bool,
}

/// How a finished playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winning team (the first finisher's: 0 for seats 0 and 2).
    pub team: u8,
    /// Levels gained by the winners: 3, 2 or 1 (§16).
    pub upgrade: u8,
}

impl Sim {
    fn active(&self, s: u8) -> bool {
        self.hands[s as usize] != 0
    }

    fn next_active(&self, s: u8) -> u8 {
        let mut n = s;
        for _ in 0..4 {
            n = (n + 1) % 4;
            if self.active(n) {
                return n;
            }
        }
        s
    }

    /// Plays `m` (`None` = pass) for the seat to act. The caller guarantees legality.
    pub fn apply(&mut self, m: Option<Played>) {
        let s = self.to_act;
        match m {
            Some(p) => {
                self.hands[s as usize] &= !p.cards.bits();
                self.table = Some((s, p));
                self.passes = 0;
                if self.hands[s as usize] == 0 {
                    self.finish[self.nfinish as usize] = s;
                    self.nfinish += 1;
                    let first = self.finish[0];
                    let partner_out =
                        self.finish[..self.nfinish as usize].contains(&((first + 2) % 4));
                    if partner_out || self.nfinish >= 3 {
                        self.over = true;
                        return;
                    }
                }
                self.to_act = self.next_active(s);
            }
            None => {
                self.passes += 1;
                let Some((owner, _)) = self.table else {
                    self.to_act = self.next_active(s);
                    return;
                };
                let remaining = (0..4).filter(|&i| self.active(i)).count();
                let others = remaining - usize::from(self.active(owner));
                if (self.passes as usize) < others {
                    self.to_act = self.next_active(s);
                    return;
                }
                let next = if self.active(owner) {
                    owner
                } else if self.active((owner + 2) % 4) {
                    (owner + 2) % 4
                } else {
                    self.next_active(owner)
                };
                self.table = None;
                self.passes = 0;
                self.to_act = next;
            }
        }
    }

    /// The outcome once the hand is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let first = self.finish[0];
        let team = first % 2;
        let place = self.finish[1..self.nfinish as usize]
            .iter()
            .position(|&s| s % 2 == team)
            .map_or(4, |i| i + 2);
        Some(Outcome {
            team,
            upgrade: (5 - place) as u8,
        })
    }

    /// What the seat to act knows, for the policy.
    pub fn ctx(&self) -> Ctx {
        let me = self.to_act;
        let mut unseen = 0u128;
        for (s, h) in self.hands.iter().enumerate() {
            if s != me as usize {
                unseen |= h;
            }
        }
        Ctx {
            me,
            level: self.level,
            counts: self.hands.map(|h| h.count_ones() as u8),
            unseen,
            table: self.table,
        }
    }

    /// Once a seat is out the winning team is decided (§15); the upgrade is estimated from
    /// the cards left: the partner comes 2nd if it holds fewer cards than both opponents,
    /// 3rd if fewer than one, else 4th.
    pub fn decided(&self) -> Option<Outcome> {
        if let Some(o) = self.outcome() {
            return Some(o);
        }
        if self.nfinish == 0 {
            return None;
        }
        let first = self.finish[0];
        let partner = (first + 2) % 4;
        let left = |s: u8| self.hands[s as usize].count_ones();
        let mine = left(partner);
        let beaten = [(first + 1) % 4, (first + 3) % 4]
            .iter()
            .filter(|&&o| left(o) > mine || (left(o) == mine && o > partner))
            .count();
        Some(Outcome {
            team: first % 2,
            upgrade: 1 + beaten as u8,
        })
    }

    /// Plays with the fast policy for every seat until the winning team is decided,
    /// re-planning a hand only when it plays something outside its plan.
    pub fn playout(&mut self, plans: &mut [Plan; 4]) -> Outcome {
        let mut buf: Vec<Part> = Vec::with_capacity(32);
        for _ in 0..1_000 {
            if let Some(o) = self.decided() {
                return o;
            }
            let s = self.to_act as usize;
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
            team: self.to_act % 2,
            upgrade: 1,
        }
    }
}
