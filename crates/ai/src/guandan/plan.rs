//! Splitting a Guandan hand into the combinations it will be played as: sequences
//! (straights, pair chains, trio chains, wilds filling gaps) by a capped search over natural
//! positions, then bombs, trios with low pairs as full houses, pairs and singles; leftover
//! wild hearts either stay level-rank singles or grow a bomb. Scored like the Dou Dizhu
//! planner: the strength of each combination minus a cost per turn.
//!
//! ```
//! use ai::guandan::plan::{Plan, Shape};
//! use engine::{CardSet, Rank};
//! let hand = CardSet::parse("3S 4D 5C 6H 7S 9S 9D 9C KS KD", 2).unwrap();
//! let plan = Plan::of(&Shape::of(hand.bits(), Rank::Two), Rank::Two);
//! assert_eq!(plan.len(), 2); // the straight 3–7 and the full house 999+KK
//! ```

#![allow(clippy::needless_range_loop)] // rank-index arithmetic reads best as index loops

use engine::guandan::level::{RANK_MASKS, rank_at, rank_of, seq_top, strength, wild_mask};
use engine::guandan::{Combo, ComboKind, Played};

use engine::{CardSet, Rank};

/// Rank index of the small and big jokers.
const BJ: usize = 13;
const RJ: usize = 14;

/// What one more turn costs in a plan's score.
pub const TURN_COST: i32 = 7;
/// The chain search stops after this many complete splits (deterministic cap).
const LEAF_CAP: u32 = 300;
/// The most combinations a plan holds.
const MAX: usize = 28;

/// A hand without suits: natural cards per rank index (wild hearts excluded) and wilds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Shape {
    /// Natural cards of each rank index (3 is 0 … 2 is 12, jokers 13 and 14).
    pub c: [u8; 15],
    /// Wild hearts of the level rank (0..=2).
    pub w: u8,
}

impl Shape {
    /// The shape of a hand given as card bits.
    pub fn of(bits: u128, level: Rank) -> Shape {
        let wild = bits & wild_mask(level);
        let nat = bits & !wild;
        let mut c = [0u8; 15];
        for (r, x) in c.iter_mut().enumerate() {
            *x = (nat & RANK_MASKS[r]).count_ones() as u8;
        }
        Shape {
            c,
            w: wild.count_ones() as u8,
        }
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.c.iter().map(|&x| x as usize).sum::<usize>() + self.w as usize
    }

    /// No card.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One combination of a plan, in counts: natural cards per rank and wilds used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// The kind.
    pub kind: ComboKind,
    /// The deciding rank (the engine's key: a sequence's top rank).
    pub key: Rank,
    /// Natural cards per rank index.
    pub nat: [u8; 15],
    /// Wild hearts used.
    pub wild: u8,
}

impl Part {
    /// The number of cards.
    pub fn len(&self) -> usize {
        self.nat.iter().map(|&x| x as usize).sum::<usize>() + self.wild as usize
    }

    /// No card (never in a plan).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The engine's reading.
    pub fn combo(&self) -> Combo {
        Combo::new(self.kind, self.key, self.len() as u8)
    }

    /// The real cards of `hand` for this part (the lowest-numbered naturals of each rank,
    /// then wilds), as a play. `None` when the hand lacks the cards.
    pub fn pick(&self, hand: u128, level: Rank) -> Option<Played> {
        let wild = hand & wild_mask(level);
        let nat = hand & !wild;
        let mut bits = 0u128;
        for r in 0..15 {
            let n = self.nat[r] as u32;
            if n == 0 {
                continue;
            }
            let avail = nat & RANK_MASKS[r];
            if avail.count_ones() < n {
                return None;
            }
            bits |= lowest(avail, n);
        }
        if self.wild > 0 {
            if wild.count_ones() < self.wild as u32 {
                return None;
            }
            bits |= lowest(wild, self.wild as u32);
        }
        Some(Played {
            cards: CardSet::from_bits(bits),
            combo: self.combo(),
        })
    }
}

fn lowest(bits: u128, k: u32) -> u128 {
    let mut out = 0u128;
    let mut rest = bits;
    for _ in 0..k {
        if rest == 0 {
            break;
        }
        let low = rest & rest.wrapping_neg();
        out |= low;
        rest &= !low;
    }
    out
}

/// The value compared within a kind: natural top position for sequences, strength otherwise.
pub fn rank_value(kind: ComboKind, key: Rank, level: Rank) -> i32 {
    if kind.is_sequence() {
        seq_top(key) as i32
    } else {
        strength(key, level) as i32
    }
}

/// The strength of one combination in a plan (before the turn cost).
pub fn value(kind: ComboKind, key: Rank, len: usize, level: Rank) -> i32 {
    let v = rank_value(kind, key, level);
    match kind {
        ComboKind::Single | ComboKind::Pair | ComboKind::Trio | ComboKind::FullHouse => v - 10,
        ComboKind::Straight | ComboKind::PairChain => v - 9,
        ComboKind::TrioChain => v - 8,
        ComboKind::Bomb => bomb_value(len, v),
        ComboKind::StraightFlush => 13,
        ComboKind::JokerBomb => 24,
    }
}

fn bomb_value(n: usize, strength: i32) -> i32 {
    let base = match n {
        0..=4 => 8,
        5 => 10,
        6 => 14,
        7 => 16,
        _ => 18,
    };
    base + strength / 4
}

/// The value of a part.
pub fn part_value(p: &Part, level: Rank) -> i32 {
    value(p.kind, p.key, p.len(), level)
}

/// Sequences: kind, width (ranks), cards per rank, last start position.
const SEQS: [(ComboKind, usize, u8, usize); 3] = [
    (ComboKind::Straight, 5, 1, 10),
    (ComboKind::PairChain, 3, 2, 12),
    (ComboKind::TrioChain, 2, 3, 13),
];

/// A hand split into combinations, with its score.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    parts: [Part; MAX],
    n: u8,
    /// The sum of the values minus [`TURN_COST`] per combination.
    pub score: i32,
}

const NO_PART: Part = Part {
    kind: ComboKind::Single,
    key: Rank::Three,
    nat: [0; 15],
    wild: 0,
};

impl Plan {
    /// The best split of `shape` at `level` found within the search cap.
    pub fn of(shape: &Shape, level: Rank) -> Plan {
        let mut d = Dfs {
            c: shape.c,
            w: shape.w,
            level,
            seqs: [NO_PART; 9],
            nseq: 0,
            best: i32::MIN,
            best_seqs: [NO_PART; 9],
            best_n: 0,
            leaves: 0,
        };
        d.search(1, 0);
        let mut c = shape.c;
        let mut w = shape.w;
        for p in &d.best_seqs[..d.best_n] {
            for r in 0..15 {
                c[r] -= p.nat[r];
            }
            w -= p.wild;
        }
        let mut plan = Plan {
            parts: [NO_PART; MAX],
            n: 0,
            score: 0,
        };
        for p in &d.best_seqs[..d.best_n] {
            plan.push(*p);
        }
        groups(&c, w, level, Some(&mut plan));
        plan.score = plan
            .parts()
            .iter()
            .map(|p| part_value(p, level) - TURN_COST)
            .sum();
        plan
    }

    fn push(&mut self, p: Part) {
        if (self.n as usize) < MAX {
            self.parts[self.n as usize] = p;
            self.n += 1;
        }
    }

    /// The combinations.
    pub fn parts(&self) -> &[Part] {
        &self.parts[..self.n as usize]
    }

    /// How many combinations (turns).
    pub fn len(&self) -> usize {
        self.n as usize
    }

    /// No combination.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The score of this plan once `taken` (cards per rank and wilds) are played: the parts
    /// they break are re-grouped, the others kept — a cheap estimate of re-planning.
    pub fn score_without(&self, taken: &Shape, level: Rank) -> i32 {
        let mut need = taken.c;
        let mut need_w = taken.w;
        let mut left = [0u8; 15];
        let mut left_w = 0u8;
        let mut score = 0;
        for p in self.parts() {
            let touches =
                (0..15).any(|r| p.nat[r] > 0 && need[r] > 0) || (p.wild > 0 && need_w > 0);
            if !touches {
                score += part_value(p, level) - TURN_COST;
                continue;
            }
            for r in 0..15 {
                let take = p.nat[r].min(need[r]);
                need[r] -= take;
                left[r] += p.nat[r] - take;
            }
            let take_w = p.wild.min(need_w);
            need_w -= take_w;
            left_w += p.wild - take_w;
        }
        score + groups_score(&left, left_w, level)
    }

    /// Removes the part with these cards (played); false if the plan had none.
    pub fn remove(&mut self, played: &Played, hand: u128, level: Rank) -> bool {
        let shape = Shape::of(played.cards.bits() & hand, level);
        let n = self.n as usize;
        let Some(i) = self.parts[..n]
            .iter()
            .position(|p| p.kind == played.combo.kind && p.nat == shape.c && p.wild == shape.w)
        else {
            return false;
        };
        self.score -= part_value(&self.parts[i], level) - TURN_COST;
        self.parts.copy_within(i + 1..n, i);
        self.n -= 1;
        true
    }
}

struct Dfs {
    c: [u8; 15],
    w: u8,
    level: Rank,
    seqs: [Part; 9],
    nseq: usize,
    best: i32,
    best_seqs: [Part; 9],
    best_n: usize,
    leaves: u32,
}

impl Dfs {
    /// Chooses the sequences starting at natural position `pos` (choices numbered `>=
    /// min_choice` there), then moves on.
    fn search(&mut self, pos: usize, min_choice: usize) {
        if self.leaves >= LEAF_CAP {
            return;
        }
        if pos > 13 {
            self.leaves += 1;
            let mut seq_value = 0;
            for p in &self.seqs[..self.nseq] {
                seq_value += part_value(p, self.level) - TURN_COST;
            }
            let s = seq_value + groups_score(&self.c, self.w, self.level);
            if s > self.best {
                self.best = s;
                self.best_seqs = self.seqs;
                self.best_n = self.nseq;
            }
            return;
        }
        for (k, &(kind, width, per, last)) in SEQS.iter().enumerate() {
            if k < min_choice || pos > last || self.nseq >= self.seqs.len() {
                continue;
            }
            // Naturals first, wilds for the gaps; never from a bomb or a joker.
            let mut need_w = 0u8;
            let mut ok = true;
            for p in pos..pos + width {
                let r = rank_at(p);
                if self.c[r] >= 4 {
                    ok = false;
                    break;
                }
                need_w += per.saturating_sub(self.c[r]);
            }
            if !ok || need_w > self.w || need_w >= per * width as u8 {
                continue;
            }
            let mut part = Part {
                kind,
                key: rank_of(rank_at(pos + width - 1)),
                nat: [0; 15],
                wild: need_w,
            };
            for p in pos..pos + width {
                let r = rank_at(p);
                let take = per.min(self.c[r]);
                part.nat[r] += take;
                self.c[r] -= take;
            }
            self.w -= need_w;
            self.seqs[self.nseq] = part;
            self.nseq += 1;
            self.search(pos, k);
            self.nseq -= 1;
            self.w += need_w;
            for r in 0..15 {
                self.c[r] += part.nat[r];
            }
        }
        self.search(pos + 1, 0);
    }
}

/// The score of [`groups`] without building the parts (the search's leaf, allocation-free).
fn groups_score(c: &[u8; 15], w: u8, level: Rank) -> i32 {
    let lv = level.index();
    let st = |r: usize| strength(rank_of(r), level) as i32;
    let mut n = [0u8; 15];
    n.copy_from_slice(c);
    let mut w = w;
    while w > 0 {
        let mut pick: Option<usize> = None;
        for r in 0..13 {
            if n[r] >= 4 && pick.is_none_or(|p| (n[r], st(r)) > (n[p], st(p))) {
                pick = Some(r);
            }
        }
        if pick.is_none() {
            for r in 0..13 {
                if n[r] == 3 && pick.is_none_or(|p| st(r) > st(p)) {
                    pick = Some(r);
                }
            }
        }
        match pick {
            Some(r) => {
                n[r] += 1;
                w -= 1;
            }
            None => break,
        }
    }
    let mut score = 0;
    let mut trios = 0i32;
    let mut low_pairs: [i32; 13] = [0; 13];
    let mut nlow = 0usize;
    let mut trio_strengths: [i32; 13] = [0; 13];
    for r in 0..13 {
        let k = n[r] as usize;
        if k >= 4 {
            score += bomb_value(k, st(r)) - TURN_COST;
        } else if k == 3 {
            trio_strengths[trios as usize] = st(r);
            trios += 1;
        } else if k == 2 && r != lv && st(r) <= 12 {
            low_pairs[nlow] = st(r);
            nlow += 1;
        } else if k >= 1 {
            score += st(r) - 10 - TURN_COST;
        }
    }
    // Each trio scores as itself and takes one low pair (which then costs nothing).
    for t in &trio_strengths[..trios as usize] {
        score += t - 10 - TURN_COST;
    }
    let carried = (trios as usize).min(nlow);
    low_pairs[..nlow].sort_unstable();
    for p in &low_pairs[carried..nlow] {
        score += p - 10 - TURN_COST;
    }
    if c[BJ] == 2 && c[RJ] == 2 {
        score += 24 - TURN_COST;
    } else {
        for r in [BJ, RJ] {
            if c[r] > 0 {
                score += st(r) - 10 - TURN_COST;
            }
        }
    }
    score + w as i32 * (strength(level, level) as i32 - 10 - TURN_COST)
}

/// Scores (and, given a plan, adds) the groups of the counts left after the sequences:
/// bombs, trios (taking low pairs as full houses), pairs, singles, and the wilds.
fn groups(c: &[u8; 15], w: u8, level: Rank, mut out: Option<&mut Plan>) -> i32 {
    let lv = level.index();
    let mut score = 0;
    let add = |p: Part, out: &mut Option<&mut Plan>| -> i32 {
        let v = part_value(&p, level) - TURN_COST;
        if let Some(plan) = out.as_deref_mut() {
            plan.push(p);
        }
        v
    };
    let one = |kind: ComboKind, r: usize, n: u8| {
        let mut nat = [0u8; 15];
        nat[r] = n;
        Part {
            kind,
            key: rank_of(r),
            nat,
            wild: 0,
        }
    };
    // Wilds: grow the biggest bomb, or make a trio a bomb, else stay level singles.
    let c = *c;
    let mut w = w;
    let mut wild_into: [u8; 15] = [0; 15];
    while w > 0 {
        let bomb = (0..13)
            .filter(|&r| c[r] + wild_into[r] >= 4)
            .max_by_key(|&r| (c[r] + wild_into[r], strength(rank_of(r), level)));
        let trio = (0..13)
            .filter(|&r| c[r] + wild_into[r] == 3)
            .max_by_key(|&r| strength(rank_of(r), level));
        match bomb.or(trio) {
            Some(r) => {
                wild_into[r] += 1;
                w -= 1;
            }
            None => break,
        }
    }
    // Trios and the pairs they may carry (low pairs, not jokers, not the level rank).
    let mut trios: u16 = 0;
    let mut low_pairs: u16 = 0;
    for r in 0..13 {
        let n = c[r] + wild_into[r];
        if n >= 4 {
            let mut p = one(ComboKind::Bomb, r, c[r]);
            p.wild = wild_into[r];
            score += add(p, &mut out);
        } else if n == 3 {
            trios |= 1 << r;
        } else if n == 2 && r != lv && strength(rank_of(r), level) <= 12 {
            low_pairs |= 1 << r;
        } else if n == 2 {
            score += add(one(ComboKind::Pair, r, 2), &mut out);
        } else if n == 1 {
            score += add(one(ComboKind::Single, r, 1), &mut out);
        }
    }
    // Trios by strength, each taking the weakest low pair.
    let mut trio_list: Vec<usize> = (0..13).filter(|&r| trios >> r & 1 == 1).collect();
    trio_list.sort_by_key(|&r| strength(rank_of(r), level));
    for r in trio_list {
        let mut p = one(ComboKind::Trio, r, c[r]);
        p.wild = wild_into[r];
        let pair = (0..13)
            .filter(|&q| low_pairs >> q & 1 == 1)
            .min_by_key(|&q| strength(rank_of(q), level));
        if let Some(q) = pair {
            low_pairs &= !(1 << q);
            p.kind = ComboKind::FullHouse;
            p.nat[q] += 2;
        }
        score += add(p, &mut out);
    }
    for r in 0..13 {
        if low_pairs >> r & 1 == 1 {
            score += add(one(ComboKind::Pair, r, 2), &mut out);
        }
    }
    // Jokers: two of each is the joker bomb; otherwise pairs or singles.
    if c[BJ] == 2 && c[RJ] == 2 {
        let mut nat = [0u8; 15];
        nat[BJ] = 2;
        nat[RJ] = 2;
        let p = Part {
            kind: ComboKind::JokerBomb,
            key: Rank::RedJoker,
            nat,
            wild: 0,
        };
        score += add(p, &mut out);
    } else {
        for r in [BJ, RJ] {
            match c[r] {
                2 => score += add(one(ComboKind::Pair, r, 2), &mut out),
                1 => score += add(one(ComboKind::Single, r, 1), &mut out),
                _ => {}
            }
        }
    }
    // Wilds left: level-rank singles.
    for _ in 0..w {
        let mut p = one(ComboKind::Single, lv, 0);
        p.wild = 1;
        p.key = level;
        score += add(p, &mut out);
    }
    score
}

/// Appends the plain (not bomb-class) parts of `shape` that beat `table` at `level`, using
/// as few wild hearts as possible: the counting counterpart of the engine's generator for
/// the fast policy (straight flushes aside). Stops early when `first_only`.
pub fn plain_beating(
    shape: &Shape,
    table: &Combo,
    level: Rank,
    first_only: bool,
    out: &mut Vec<Part>,
) {
    if table.kind.is_bomb_class() {
        return;
    }
    let c = &shape.c;
    let w = shape.w;
    let lv = level.index();
    let above = rank_value(table.kind, table.key, level);
    let st = |r: usize| strength(rank_of(r), level) as i32;
    let push = |p: Part, out: &mut Vec<Part>| -> bool {
        out.push(p);
        first_only
    };
    let group = |r: usize, n: u8, kind: ComboKind| -> Option<Part> {
        let have = c[r];
        if r >= BJ {
            return (kind == ComboKind::Single && have >= 1
                || kind == ComboKind::Pair && have >= 2)
                .then(|| {
                    let mut nat = [0u8; 15];
                    nat[r] = n;
                    Part {
                        kind,
                        key: rank_of(r),
                        nat,
                        wild: 0,
                    }
                });
        }
        let wild = n.saturating_sub(have);
        if wild > w || (have == 0 && !(r == lv && kind != ComboKind::Trio)) {
            return None;
        }
        let mut nat = [0u8; 15];
        nat[r] = n - wild;
        Some(Part {
            kind,
            key: rank_of(r),
            nat,
            wild,
        })
    };
    match table.kind {
        ComboKind::Single | ComboKind::Pair | ComboKind::Trio => {
            let n = match table.kind {
                ComboKind::Single => 1,
                ComboKind::Pair => 2,
                _ => 3,
            };
            for r in 0..15 {
                if st(r) > above
                    && let Some(p) = group(r, n, table.kind)
                    && push(p, out)
                {
                    return;
                }
            }
        }
        ComboKind::FullHouse => {
            for t in 0..13 {
                if st(t) <= above {
                    continue;
                }
                let Some(trio) = group(t, 3, ComboKind::Trio) else {
                    continue;
                };
                let rest_w = w - trio.wild;
                let pair = (0..13)
                    .filter(|&q| q != t && c[q] >= 1 && c[q] + rest_w >= 2)
                    .min_by_key(|&q| (c[q] < 2, st(q)));
                if let Some(q) = pair {
                    let mut p = trio;
                    p.kind = ComboKind::FullHouse;
                    let nat_q = c[q].min(2);
                    p.nat[q] += nat_q;
                    p.wild += 2 - nat_q;
                    if push(p, out) {
                        return;
                    }
                }
            }
        }
        ComboKind::Straight | ComboKind::PairChain | ComboKind::TrioChain => {
            let Some(&(kind, width, per, last)) = SEQS.iter().find(|s| s.0 == table.kind) else {
                return;
            };
            for start in 1..=last {
                let top = start + width - 1;
                if seq_top(rank_of(rank_at(top))) as i32 <= above {
                    continue;
                }
                let mut need = 0u8;
                let mut nat = [0u8; 15];
                for pos in start..=top {
                    let r = rank_at(pos);
                    let take = c[r].min(per);
                    nat[r] += take;
                    need += per - take;
                }
                if need > w || need >= per * width as u8 {
                    continue;
                }
                let p = Part {
                    kind,
                    key: rank_of(rank_at(top)),
                    nat,
                    wild: need,
                };
                if push(p, out) {
                    return;
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::guandan::classify;

    fn check(text: &str, level: Rank) -> Plan {
        let hand = CardSet::parse(text, 2).unwrap();
        let shape = Shape::of(hand.bits(), level);
        let plan = Plan::of(&shape, level);
        let mut total = [0u8; 15];
        let mut w = 0;
        for p in plan.parts() {
            for r in 0..15 {
                total[r] += p.nat[r];
            }
            w += p.wild;
            // Every part is a legal combination of the hand's cards.
            let played = p.pick(hand.bits(), level).unwrap();
            let readings = classify(played.cards, level).unwrap();
            assert!(
                readings
                    .iter()
                    .any(|c| c.kind == p.kind && c.key == p.key || p.kind == ComboKind::Straight),
                "{text}: {p:?} reads {readings:?}"
            );
        }
        assert_eq!((total, w), (shape.c, shape.w), "{text}");
        plan
    }

    #[test]
    fn plans_cover_the_hand() {
        check("3S 4D 5C 6H 7S 9S 9D 9C KS KD", Rank::Two);
        check(
            "3S 3D 4S 4D 5S 5D 7S 7H 7D 7C 8S 9S TS JS QS AS AD BJ BJ RJ 2H 2H",
            Rank::Two,
        );
        check(
            "2S 2D 3S 3D 4S 4D 5S 6S 6D 6C 7S 8S 9S TS QS QD QC KS KD AH AH BJ RJ",
            Rank::Ace,
        );
        let p = check("3S 4D 5C 6H 7S 9S 9D 9C KS KD", Rank::Two);
        assert_eq!(p.len(), 2);
    }
}
