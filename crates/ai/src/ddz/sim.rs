//! A hand with every card placed (one sampled deal): playouts with the fast policy, and an
//! exact win/loss search for the last few cards. Both are deterministic and bounded by
//! counts (steps, nodes), never by the clock, so a replay decides the same (R2).

use std::collections::HashMap;

use engine::ddz::{Spring, Step, Turn};
use engine::{BySeat, Seat};

use super::counts::{Counts, Mv, gen_moves, whole_hand};
use super::plan::Plan;
use super::policy::{self, Ctx, Style};

/// One deal with every hand known, mid-play.
#[derive(Clone, Copy, Debug)]
pub struct Sim {
    /// Each seat's cards.
    pub hands: BySeat<Counts, 3>,
    /// 지주 (landlord).
    pub landlord: Seat,
    /// Whose turn it is, and the play to beat (the engine's turn flow, §15).
    pub turn: Turn<Mv>,
    /// The seat that played its last card, ending the hand (§16).
    pub out: Option<Seat>,
    /// Bombs and rockets played so far (each doubles the stake).
    pub doublings: u8,
    /// Successful plays per seat (for the spring bonus).
    pub plays: BySeat<u8, 3>,
    /// The policy version every seat plays out with.
    pub style: Style,
}

/// How a finished playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The landlord went out first.
    pub landlord_won: bool,
    /// Doublings: bombs, rockets, and one for a spring or anti-spring.
    pub doublings: u8,
}

impl Sim {
    /// A deal about to be played from `turn`, nobody out yet.
    pub fn new(hands: BySeat<Counts, 3>, landlord: Seat, turn: Turn<Mv>) -> Sim {
        Sim {
            hands,
            landlord,
            turn,
            out: None,
            doublings: 0,
            plays: BySeat([0; 3]),
            style: Style::V1,
        }
    }

    /// Plays `m` (`None` = pass) for the seat to act. The caller guarantees legality
    /// (in particular, it passes only on a table).
    pub fn apply(&mut self, m: Option<Mv>) {
        let Some(m) = m else {
            // Refused only on a clear table, which the caller never passes on.
            let _ = self.turn.pass();
            return;
        };
        let s = self.turn.to_act();
        self.hands[s] = self.hands[s].minus(m.cards);
        if m.is_bomb() {
            self.doublings += 1;
        }
        self.plays[s] = self.plays[s].saturating_add(1);
        if let Step::HandOver(out) = self.turn.play(m, self.hands[s].is_empty()) {
            self.out = Some(out);
        }
    }

    /// The seat that has gone out, if any.
    pub fn out(&self) -> Option<Seat> {
        self.out
    }

    /// The outcome once someone is out.
    pub fn outcome(&self) -> Option<Outcome> {
        let out = self.out?;
        let landlord_won = out == self.landlord;
        let peasant_plays: u32 = self
            .plays
            .iter()
            .filter(|&(s, _)| s != self.landlord)
            .map(|(_, &n)| n as u32)
            .sum();
        let landlord_plays = self.plays[self.landlord] as u32;
        let spring = Spring::decide(landlord_won, landlord_plays, peasant_plays) != Spring::None;
        Some(Outcome {
            landlord_won,
            doublings: self.doublings + spring as u8,
        })
    }

    /// What the seat to act knows, for the policy.
    pub fn ctx(&self) -> Ctx {
        let me = self.turn.to_act();
        let all = self.hands.0[0].plus(self.hands.0[1]).plus(self.hands.0[2]);
        Ctx {
            style: self.style,
            me,
            landlord: self.landlord,
            counts: self.hands.map(|h| h.len() as u8),
            unseen: all.minus(self.hands[me]),
            table: self.turn.table(),
        }
    }

    /// Plays to the end with the fast policy for every seat, re-planning a hand only when
    /// it plays something outside its plan.
    pub fn playout(&mut self, plans: &mut [Plan; 3]) -> Outcome {
        self.playout_solving(plans, None, SolveAt::NEVER)
    }

    /// [`Sim::playout`], handing over to the exact `solver` once at most `at.cards` cards
    /// are left (if it answers within its allowance), and asking it again each time
    /// `at.again` fewer cards are left after a try that ran out of nodes.
    pub fn playout_solving(
        &mut self,
        plans: &mut [Plan; 3],
        mut solver: Option<&mut Solver>,
        at: SolveAt,
    ) -> Outcome {
        let mut next_try = at.cards;
        for _ in 0..400 {
            if let Some(o) = self.outcome() {
                return o;
            }
            if let Some(sv) = solver.as_deref_mut() {
                let left: usize = self.hands.0.iter().map(|h| h.len()).sum();
                if left <= next_try {
                    next_try = at.next_after(left);
                    if let Some(landlord_won) = sv.landlord_wins(self) {
                        return Outcome {
                            landlord_won,
                            doublings: self.doublings,
                        };
                    }
                }
            }
            let s = self.turn.to_act();
            let plan = &mut plans[s.index()];
            let m = policy::decide(self.hands[s], plan, &self.ctx());
            if let Some(m) = m
                && !plan.remove(&m)
            {
                *plan = Plan::of(self.hands[s].minus(m.cards));
            }
            self.apply(m);
        }
        // Unreachable in practice (every trick sheds cards); count it as a loss for no one.
        Outcome {
            landlord_won: false,
            doublings: 0,
        }
    }

    fn key(&self) -> (u64, u64, u64, u32) {
        let t = self.turn.table().map_or(0u32, |(h, m)| {
            1 | (h.0 as u32) << 1
                | (m.kind as u32) << 3
                | (m.key as u32) << 8
                | (m.len as u32) << 13
        });
        let [a, b, c] = self.hands.0;
        (
            a.0,
            b.0,
            c.0,
            t | (self.turn.to_act().0 as u32) << 20 | (self.turn.passes() as u32) << 22,
        )
    }
}

/// When a playout hands over to the exact solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveAt {
    /// The first try: once at most this many cards are left in all hands.
    pub cards: usize,
    /// After a try that ran out of nodes, the next comes once this many fewer cards are
    /// left (0: no second try).
    pub again: usize,
}

impl SolveAt {
    /// Never solve: the fast policy plays to the end.
    pub const NEVER: SolveAt = SolveAt { cards: 0, again: 0 };

    /// The card count of the next try after one at `left` cards that gave no answer
    /// (0: none; a hand in play always holds cards).
    fn next_after(self, left: usize) -> usize {
        if self.again == 0 {
            0
        } else {
            left.saturating_sub(self.again)
        }
    }
}

/// A small multiplicative hasher for the solver's memo (keys are already well mixed).
#[derive(Default, Clone, Copy, Debug)]
pub struct MixHasher(u64);

impl std::hash::Hasher for MixHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u32(&mut self, x: u32) {
        self.write_u64(x as u64);
    }
}

type Memo = HashMap<(u64, u64, u64, u32), bool, std::hash::BuildHasherDefault<MixHasher>>;

/// An exact win/loss search over one sampled deal, with a node budget shared by every
/// question asked of it and a cap on what one question may spend, so that one hard
/// position cannot starve the questions asked after it.
#[derive(Debug)]
pub struct Solver {
    memo: Memo,
    /// Move lists, one per depth, reused.
    stack: Vec<Vec<Mv>>,
    /// Nodes left before the solver gives up (deterministic).
    pub budget: u32,
    /// The most nodes one question may spend.
    per_try: u32,
}

impl Solver {
    /// A solver allowed `budget` nodes in all and `per_try` for one question.
    pub fn new(budget: u32, per_try: u32) -> Solver {
        Solver {
            memo: Memo::default(),
            stack: Vec::new(),
            budget,
            per_try,
        }
    }

    /// The same solver for another deal: nothing proved is kept, but the memory is, so
    /// the memo does not grow again from empty for every deal of a decision.
    pub fn reset(&mut self, budget: u32) {
        self.memo.clear();
        self.budget = budget;
    }

    /// Whether the landlord wins from `s` with best play by both sides (`None` when the
    /// question's allowance ran out; what was proved on the way is kept for later ones).
    pub fn landlord_wins(&mut self, s: &Sim) -> Option<bool> {
        let allowance = self.per_try.min(self.budget);
        let rest = self.budget - allowance;
        self.budget = allowance;
        let answer = self.solve(s, 0);
        self.budget += rest;
        answer
    }

    fn solve(&mut self, s: &Sim, depth: usize) -> Option<bool> {
        if let Some(o) = s.outcome() {
            return Some(o.landlord_won);
        }
        let key = s.key();
        if let Some(&v) = self.memo.get(&key) {
            return Some(v);
        }
        if self.budget == 0 {
            return None;
        }
        let me = s.turn.to_act();
        let landlord_to_move = me == s.landlord;
        let hand = s.hands[me];
        let table = s.turn.table();
        if whole_hand(hand, table.map(|(_, m)| m).as_ref()).is_some() {
            return Some(landlord_to_move);
        }
        self.budget -= 1;
        if self.stack.len() <= depth {
            self.stack.resize_with(depth + 1, || Vec::with_capacity(32));
        }
        let mut moves = std::mem::take(&mut self.stack[depth]);
        moves.clear();
        gen_moves(hand, table.map(|(_, m)| m).as_ref(), &mut moves);
        // Going out was answered above; bombs last, then big plays first (they shed more).
        moves.sort_unstable_by_key(|m| {
            (
                m.is_bomb(),
                std::cmp::Reverse(m.n()),
                m.key,
                m.kind,
                m.cards,
            )
        });
        moves.dedup_by_key(|m| (m.cards, m.kind, m.len, m.key));
        let can_pass = table.is_some();
        let mut unknown = false;
        let mut result = None;
        for m in moves
            .iter()
            .copied()
            .map(Some)
            .chain(can_pass.then_some(None))
        {
            let mut next = *s;
            next.apply(m);
            match self.solve(&next, depth + 1) {
                Some(v) if v == landlord_to_move => {
                    result = Some(v);
                    break;
                }
                Some(_) => {}
                None => unknown = true,
            }
        }
        self.stack[depth] = moves;
        let v = match result {
            Some(v) => v,
            None if unknown => return None,
            None => !landlord_to_move,
        };
        self.memo.insert(key, v);
        Some(v)
    }
}
