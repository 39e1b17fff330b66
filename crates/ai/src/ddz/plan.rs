//! Splitting a hand into the combinations it will be played as (손패 정리): chains found by
//! a bounded search, then trios, pairs and singles, with low singles or pairs attached to
//! trios and planes as kickers. A plan is scored by the strength of its combinations minus
//! a cost per turn, so fewer, stronger combinations score higher.
//!
//! ```
//! use ai::ddz::counts::Counts;
//! use ai::ddz::plan::Plan;
//! use engine::CardSet;
//! let hand = Counts::from_set(CardSet::parse("3S 4S 5S 6S 7S 9S 9H 9D KS", 1).unwrap());
//! let plan = Plan::of(hand);
//! assert_eq!(plan.len(), 2); // the straight 3–7 and 999 with K
//! ```

#![allow(clippy::needless_range_loop)] // rank-index arithmetic reads best as index loops

use super::counts::{ACE, BJ, Counts, Mv, RJ, TWO};
use engine::ddz::ComboKind;

/// What one more turn costs in a plan's score.
pub const TURN_COST: i32 = 7;
/// Kickers come from ranks up to this index (K): higher cards are worth more alone.
const KICKER_MAX: usize = 10;
/// The search over chains stops after this many complete splits (deterministic cap).
const LEAF_CAP: u32 = 2_000;
/// The most combinations a plan of a 20-card hand can hold.
const MAX_COMBOS: usize = 20;

/// The strength of one combination in a plan (before the turn cost).
pub fn value(m: &Mv) -> i32 {
    let k = m.key as i32;
    match m.kind {
        ComboKind::Bomb => 8 + k / 2,
        ComboKind::Rocket => 16,
        ComboKind::Straight | ComboKind::PairChain => k - 9,
        ComboKind::Plane | ComboKind::PlaneSingle | ComboKind::PlanePair => k - 8,
        ComboKind::FourTwoSingle | ComboKind::FourTwoPair => k - 8,
        _ => k - 10,
    }
}

fn single_value(r: usize) -> i32 {
    r as i32 - 10
}

/// A hand split into combinations, with its score.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    combos: [Mv; MAX_COMBOS],
    n: u8,
    /// The sum of the combinations' values minus [`TURN_COST`] per combination.
    pub score: i32,
}

const NO_MOVE: Mv = Mv {
    kind: ComboKind::Single,
    key: 0,
    len: 1,
    cards: Counts::EMPTY,
};

impl Plan {
    /// The best split of `hand` found within the search cap.
    pub fn of(hand: Counts) -> Plan {
        let mut d = Dfs {
            c: hand.array(),
            chains: [NO_MOVE; 12],
            nchains: 0,
            best: i32::MIN,
            best_chains: [NO_MOVE; 12],
            best_n: 0,
            leaves: 0,
        };
        d.search(0, 0);
        let mut c = hand;
        for m in &d.best_chains[..d.best_n] {
            c = c.minus(m.cards);
        }
        build(c.array(), &d.best_chains[..d.best_n])
    }

    /// The combinations.
    pub fn combos(&self) -> &[Mv] {
        &self.combos[..self.n as usize]
    }

    /// How many combinations (turns) the plan needs.
    pub fn len(&self) -> usize {
        self.n as usize
    }

    /// No combination left.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Removes a combination that was played; false if the plan did not hold it.
    pub fn remove(&mut self, m: &Mv) -> bool {
        let n = self.n as usize;
        let Some(i) = self.combos[..n]
            .iter()
            .position(|c| c.cards == m.cards && c.kind == m.kind)
        else {
            return false;
        };
        self.score -= value(&self.combos[i]) - TURN_COST;
        self.combos.copy_within(i + 1..n, i);
        self.n -= 1;
        true
    }

    /// Whether the plan holds exactly this combination.
    pub fn holds(&self, m: &Mv) -> bool {
        self.combos()
            .iter()
            .any(|c| c.cards == m.cards && c.kind == m.kind)
    }
}

struct Dfs {
    c: [u8; 15],
    chains: [Mv; 12],
    nchains: usize,
    best: i32,
    best_chains: [Mv; 12],
    best_n: usize,
    leaves: u32,
}

impl Dfs {
    /// Chooses the chains that start at the lowest rank `>= start` still holding cards
    /// (choices at that rank numbered `>= min_choice`, so each set of chains comes once).
    fn search(&mut self, start: usize, min_choice: u16) {
        if self.leaves >= LEAF_CAP {
            return;
        }
        let Some(r) = (start..=ACE).find(|&r| self.c[r] > 0 && self.c[r] < 4) else {
            self.leaf();
            return;
        };
        let min_choice = if r > start { 0 } else { min_choice };
        // Chains starting at r: planes, pair chains, straights (longest first).
        for (kind, m, min_len, kind_id) in [
            (ComboKind::Plane, 3u8, 2usize, 2u16),
            (ComboKind::PairChain, 2, 3, 1),
            (ComboKind::Straight, 1, 5, 0),
        ] {
            let mut longest = 0;
            while r + longest <= ACE && self.c[r + longest] >= m && self.c[r + longest] < 4 {
                longest += 1;
            }
            for len in (min_len..=longest).rev() {
                let choice = kind_id * 16 + len as u16;
                if choice < min_choice || self.nchains >= self.chains.len() {
                    continue;
                }
                for x in r..r + len {
                    self.c[x] -= m;
                }
                let top = r + len - 1;
                let mut cards = Counts::EMPTY;
                for x in r..=top {
                    cards = cards.plus(Counts::of(x, m));
                }
                self.chains[self.nchains] = Mv::new(kind, top, len, cards);
                self.nchains += 1;
                self.search(r, choice);
                self.nchains -= 1;
                for x in r..r + len {
                    self.c[x] += m;
                }
            }
        }
        // Or no (further) chain starts at r.
        self.search(r + 1, 0);
    }

    fn leaf(&mut self) {
        self.leaves += 1;
        let s = leaf_score(&self.c, &self.chains[..self.nchains]);
        if s > self.best {
            self.best = s;
            self.best_chains = self.chains;
            self.best_n = self.nchains;
        }
    }
}

/// Carriers needing kickers: planes (by length) then trios.
fn leaf_score(c: &[u8; 15], chains: &[Mv]) -> i32 {
    let mut value_sum = 0i32;
    let mut turns = 0i32;
    let mut low_singles: u16 = 0;
    let mut low_pairs: u16 = 0;
    let mut carriers = [0u8; 16];
    let mut nc = 0;
    for m in chains {
        value_sum += value(m);
        turns += 1;
        if m.kind == ComboKind::Plane && nc < carriers.len() {
            carriers[nc] = m.len;
            nc += 1;
        }
    }
    for r in 0..=TWO {
        match c[r] {
            0 => {}
            1 => {
                value_sum += single_value(r);
                turns += 1;
                if r <= KICKER_MAX {
                    low_singles |= 1 << r;
                }
            }
            2 => {
                value_sum += single_value(r);
                turns += 1;
                if r <= KICKER_MAX {
                    low_pairs |= 1 << r;
                }
            }
            3 => {
                value_sum += single_value(r);
                turns += 1;
                if nc < carriers.len() {
                    carriers[nc] = 1;
                    nc += 1;
                }
            }
            _ => {
                value_sum += 8 + r as i32 / 2;
                turns += 1;
            }
        }
    }
    match (c[BJ], c[RJ]) {
        (1, 1) => {
            value_sum += 16;
            turns += 1;
        }
        (1, 0) => {
            value_sum += single_value(BJ);
            turns += 1;
        }
        (0, 1) => {
            value_sum += single_value(RJ);
            turns += 1;
        }
        _ => {}
    }
    for &k in &carriers[..nc] {
        let k = k as u32;
        if low_singles.count_ones() >= k {
            for _ in 0..k {
                let r = low_singles.trailing_zeros() as usize;
                low_singles &= low_singles - 1;
                value_sum -= single_value(r);
                turns -= 1;
            }
        } else if low_pairs.count_ones() >= k {
            for _ in 0..k {
                let r = low_pairs.trailing_zeros() as usize;
                low_pairs &= low_pairs - 1;
                value_sum -= single_value(r);
                turns -= 1;
            }
        }
    }
    value_sum - TURN_COST * turns
}

/// The plan of the chosen chains and the remaining counts `c`, kickers attached as in
/// [`leaf_score`].
fn build(c: [u8; 15], chains: &[Mv]) -> Plan {
    let mut combos = [NO_MOVE; MAX_COMBOS];
    let mut n = 0usize;
    let push = |m: Mv, combos: &mut [Mv; MAX_COMBOS], n: &mut usize| {
        if *n < MAX_COMBOS {
            combos[*n] = m;
            *n += 1;
        }
    };
    let mut low_singles: u16 = 0;
    let mut low_pairs: u16 = 0;
    // Carriers: index into combos, wings needed.
    let mut carriers: [(usize, u8); 16] = [(0, 0); 16];
    let mut nc = 0;
    for m in chains {
        if m.kind == ComboKind::Plane && nc < carriers.len() {
            carriers[nc] = (n, m.len);
            nc += 1;
        }
        push(*m, &mut combos, &mut n);
    }
    for r in 0..=TWO {
        match c[r] {
            0 => {}
            1 => {
                if r <= KICKER_MAX {
                    low_singles |= 1 << r;
                } else {
                    push(
                        Mv::new(ComboKind::Single, r, 1, Counts::of(r, 1)),
                        &mut combos,
                        &mut n,
                    );
                }
            }
            2 => {
                if r <= KICKER_MAX {
                    low_pairs |= 1 << r;
                } else {
                    push(
                        Mv::new(ComboKind::Pair, r, 1, Counts::of(r, 2)),
                        &mut combos,
                        &mut n,
                    );
                }
            }
            3 => {
                if nc < carriers.len() {
                    carriers[nc] = (n, 1);
                    nc += 1;
                }
                push(
                    Mv::new(ComboKind::Trio, r, 1, Counts::of(r, 3)),
                    &mut combos,
                    &mut n,
                );
            }
            _ => push(
                Mv::new(ComboKind::Bomb, r, 1, Counts::of(r, 4)),
                &mut combos,
                &mut n,
            ),
        }
    }
    match (c[BJ], c[RJ]) {
        (1, 1) => push(
            Mv::new(
                ComboKind::Rocket,
                RJ,
                1,
                Counts::of(BJ, 1).plus(Counts::of(RJ, 1)),
            ),
            &mut combos,
            &mut n,
        ),
        (1, 0) => push(
            Mv::new(ComboKind::Single, BJ, 1, Counts::of(BJ, 1)),
            &mut combos,
            &mut n,
        ),
        (0, 1) => push(
            Mv::new(ComboKind::Single, RJ, 1, Counts::of(RJ, 1)),
            &mut combos,
            &mut n,
        ),
        _ => {}
    }
    for &(i, k) in &carriers[..nc] {
        let k32 = k as u32;
        let (from_singles, per) = if low_singles.count_ones() >= k32 {
            (true, 1u8)
        } else if low_pairs.count_ones() >= k32 {
            (false, 2u8)
        } else {
            continue;
        };
        let mut wings = Counts::EMPTY;
        for _ in 0..k {
            let mask = if from_singles {
                &mut low_singles
            } else {
                &mut low_pairs
            };
            let r = mask.trailing_zeros() as usize;
            *mask &= *mask - 1;
            wings = wings.plus(Counts::of(r, per));
        }
        let m = &mut combos[i];
        m.cards = m.cards.plus(wings);
        m.kind = match (m.kind, from_singles) {
            (ComboKind::Trio, true) => ComboKind::TrioSingle,
            (ComboKind::Trio, false) => ComboKind::TrioPair,
            (_, true) => ComboKind::PlaneSingle,
            (_, false) => ComboKind::PlanePair,
        };
    }
    for r in 0..=KICKER_MAX {
        if low_singles >> r & 1 == 1 {
            push(
                Mv::new(ComboKind::Single, r, 1, Counts::of(r, 1)),
                &mut combos,
                &mut n,
            );
        }
        if low_pairs >> r & 1 == 1 {
            push(
                Mv::new(ComboKind::Pair, r, 1, Counts::of(r, 2)),
                &mut combos,
                &mut n,
            );
        }
    }
    let score = combos[..n]
        .iter()
        .map(|m| value(m) - TURN_COST)
        .sum::<i32>();
    Plan {
        combos,
        n: n as u8,
        score,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::CardSet;

    fn plan(s: &str) -> Plan {
        Plan::of(Counts::from_set(CardSet::parse(s, 1).unwrap()))
    }

    #[test]
    fn plans_cover_the_hand_exactly() {
        for text in [
            "3S 4S 5S 6S 7S 9S 9H 9D KS",
            "3S 3H 3D 4S 4H 4D 5S 6S 7S 8S 9S TS JS 2S 2H BJ RJ",
            "3S 3H 4S 4H 5S 5H 6S 7S 8S 9S QS QH QD QC AS 2S BJ",
            "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S 2H 2D 2C BJ RJ 3H 4H",
        ] {
            let hand = Counts::from_set(CardSet::parse(text, 1).unwrap());
            let p = Plan::of(hand);
            let total = p
                .combos()
                .iter()
                .fold(Counts::EMPTY, |a, m| a.plus(m.cards));
            assert_eq!(total, hand, "{text}: {:?}", p.combos());
            for m in p.combos() {
                let r = engine::ddz::readings_of_counts(&m.cards.array());
                assert!(r.contains(&m.combo()), "{text}: {m:?}");
            }
        }
    }

    #[test]
    fn finds_the_natural_split() {
        let p = plan("3S 4S 5S 6S 7S 9S 9H 9D KS");
        assert_eq!(p.len(), 2);
        let p = plan("3S 3H 4S 4H 5S 5H 9S");
        assert!(p.combos().iter().any(|m| m.kind == ComboKind::PairChain));
        let p = plan("KS KH KD KC");
        assert_eq!(p.combos()[0].kind, ComboKind::Bomb);
    }
}
