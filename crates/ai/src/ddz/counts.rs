//! Suit-free hands for search: cards per rank packed four bits a rank into a `u64`, and a
//! move generator over them. In Dou Dizhu suits never matter (§4), so the AI thinks in
//! counts and turns a chosen move back into real cards only at the end ([`Mv::pick`]).
//!
//! ```
//! use ai::ddz::counts::{Counts, Mv, gen_moves};
//! use engine::CardSet;
//! let hand = Counts::from_set(CardSet::parse("3S 3H 4S 5S 6S 7S BJ RJ", 1).unwrap());
//! assert_eq!(hand.len(), 8);
//! let mut moves = Vec::new();
//! gen_moves(hand, None, &mut moves);
//! assert!(moves.iter().any(|m| m.cards.len() == 5)); // the straight 3–7
//! ```

#![allow(clippy::needless_range_loop)] // rank-index arithmetic reads best as index loops

use engine::ddz::{Combo, ComboKind, Played, readings_of_counts};
use engine::{CardId, CardSet, Rank};

/// Rank index of the ace (3 is 0).
pub const ACE: usize = 11;
/// Rank index of the 2.
pub const TWO: usize = 12;
/// Rank index of the small joker.
pub const BJ: usize = 13;
/// Rank index of the big joker.
pub const RJ: usize = 14;

const NIBBLE_HIGH: u64 = 0x0888_8888_8888_8888;
const LOW_BYTES: u64 = 0x0F0F_0F0F_0F0F_0F0F;

/// Cards per rank (index 0..15, 3 to the big joker), four bits each.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Counts(pub u64);

impl std::fmt::Debug for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Counts(")?;
        for r in 0..15 {
            for _ in 0..self.get(r) {
                write!(f, "{}", Rank::ALL[r].char())?;
            }
        }
        write!(f, ")")
    }
}

impl Counts {
    /// No card.
    pub const EMPTY: Counts = Counts(0);

    /// The whole 54-card deck.
    pub const FULL: Counts = Counts(0x0114_4444_4444_4444);

    /// The counts of a set of (one-deck) cards.
    pub fn from_set(set: CardSet) -> Counts {
        let mut c = 0u64;
        let mut b = set.bits();
        while b != 0 {
            let i = b.trailing_zeros();
            b &= b - 1;
            if let Some(id) = CardId::from_index(i as u8) {
                c += 1 << (4 * id.rank().index());
            }
        }
        Counts(c)
    }

    /// From an array of counts (each at most 15).
    pub fn from_array(a: &[u8; 15]) -> Counts {
        let mut c = 0u64;
        for (r, &n) in a.iter().enumerate() {
            c |= (n as u64 & 0xF) << (4 * r);
        }
        Counts(c)
    }

    /// As an array.
    pub fn array(self) -> [u8; 15] {
        let mut a = [0u8; 15];
        for (r, x) in a.iter_mut().enumerate() {
            *x = self.get(r);
        }
        a
    }

    /// Cards of rank index `r`.
    #[inline]
    pub fn get(self, r: usize) -> u8 {
        (self.0 >> (4 * r) & 0xF) as u8
    }

    /// `n` cards of rank `r` (as a set of counts).
    #[inline]
    pub fn of(r: usize, n: u8) -> Counts {
        Counts((n as u64) << (4 * r))
    }

    /// The total number of cards.
    #[inline]
    pub fn len(self) -> usize {
        let s = (self.0 & LOW_BYTES) + (self.0 >> 4 & LOW_BYTES);
        (s.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
    }

    /// No card.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every rank holds at least as many cards as in `other`.
    #[inline]
    pub fn contains(self, other: Counts) -> bool {
        ((self.0 | NIBBLE_HIGH) - other.0) & NIBBLE_HIGH == NIBBLE_HIGH
    }

    /// The cards of `self` without those of `other` (which it must contain).
    #[inline]
    pub fn minus(self, other: Counts) -> Counts {
        Counts(self.0 - other.0)
    }

    /// Both together (at most 15 of a rank).
    #[inline]
    pub fn plus(self, other: Counts) -> Counts {
        Counts(self.0 + other.0)
    }

    /// The highest rank index held, if any.
    pub fn top(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some((63 - self.0.leading_zeros() as usize) / 4)
        }
    }

    /// The lowest rank index held, if any.
    pub fn bottom(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize / 4)
        }
    }

    /// The highest rank index holding at least `n` cards.
    pub fn top_with(self, n: u8) -> Option<usize> {
        (0..15).rev().find(|&r| self.get(r) >= n)
    }

    /// A bitmask of the ranks holding exactly four cards (bombs) among 3..2.
    pub fn bombs(self) -> u16 {
        let mut m = 0u16;
        for r in 0..=TWO {
            if self.get(r) == 4 {
                m |= 1 << r;
            }
        }
        m
    }

    /// Both jokers.
    pub fn has_rocket(self) -> bool {
        self.get(BJ) == 1 && self.get(RJ) == 1
    }
}

/// A move in counts: the kind, key (rank index), body length (see [`Combo`]) and cards.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Mv {
    /// The kind.
    pub kind: ComboKind,
    /// The deciding rank index (0 = 3 … 14 = big joker).
    pub key: u8,
    /// Body units (cards of a straight, pairs of a pair chain, trios of a plane; else 1).
    pub len: u8,
    /// The cards, per rank.
    pub cards: Counts,
}

impl Mv {
    /// A move from its parts.
    pub fn new(kind: ComboKind, key: usize, len: usize, cards: Counts) -> Mv {
        Mv {
            kind,
            key: key as u8,
            len: len as u8,
            cards,
        }
    }

    /// The engine's reading of this move.
    pub fn combo(&self) -> Combo {
        Combo::new(self.kind, Rank::ALL[(self.key as usize).min(RJ)], self.len)
    }

    /// The move of a combo played on the table.
    pub fn of_played(p: &Played) -> Mv {
        Mv {
            kind: p.combo.kind,
            key: p.combo.key.index() as u8,
            len: p.combo.len,
            cards: Counts::from_set(p.cards),
        }
    }

    /// Number of cards.
    pub fn n(&self) -> usize {
        self.cards.len()
    }

    /// Bomb or rocket.
    pub fn is_bomb(&self) -> bool {
        self.kind.is_bomb_class()
    }

    /// The lowest body rank index (the key for non-chains).
    pub fn low(&self) -> usize {
        if self.kind.is_chain() {
            self.key as usize + 1 - self.len.max(1) as usize
        } else {
            self.key as usize
        }
    }

    /// Whether this move may be played on `prev` (§13–§14).
    #[inline]
    pub fn beats(&self, prev: &Mv) -> bool {
        match (self.kind, prev.kind) {
            (_, ComboKind::Rocket) => false,
            (ComboKind::Rocket, _) => true,
            (ComboKind::Bomb, ComboKind::Bomb) => self.key > prev.key,
            (ComboKind::Bomb, _) => true,
            (_, ComboKind::Bomb) => false,
            (a, b) => a == b && self.len == prev.len && self.key > prev.key,
        }
    }

    /// The real cards of `hand` for this move: the lowest-numbered cards of each rank.
    pub fn pick(&self, hand: CardSet) -> CardSet {
        let mut out = CardSet::EMPTY;
        for r in 0..15 {
            let need = self.cards.get(r) as usize;
            if need == 0 {
                continue;
            }
            let rank = Rank::ALL[r];
            out |= hand.of_rank(rank).iter().take(need).collect::<CardSet>();
        }
        out
    }
}

/// `len` consecutive ranks ending at `top`, `m` cards each.
#[inline]
fn run(top: usize, len: usize, m: u8) -> Counts {
    let mut c = 0u64;
    for r in top + 1 - len..=top {
        c |= (m as u64) << (4 * r);
    }
    Counts(c)
}

/// Which moves to generate: all of a kind, or only those of one length above a key.
#[derive(Clone, Copy)]
struct Want {
    len: Option<usize>,
    above: i16,
}

impl Want {
    const ANY: Want = Want {
        len: None,
        above: -1,
    };
    fn key_ok(&self, key: usize) -> bool {
        key as i16 > self.above
    }
    fn fixed_ok(&self) -> bool {
        self.len.is_none_or(|l| l == 1)
    }
}

/// Calls `f` for every way to add `left` single wings from ranks `from..` outside `body`
/// (never both jokers, D2). Returns true when `f` asked to stop.
fn single_wings(
    h: &[u8; 15],
    body: u16,
    from: usize,
    left: usize,
    joker_used: bool,
    acc: Counts,
    f: &mut dyn FnMut(Counts) -> bool,
) -> bool {
    if left == 0 {
        return f(acc);
    }
    for r in from..15 {
        if body >> r & 1 == 1 || h[r] == 0 {
            continue;
        }
        let joker = r >= BJ;
        if joker && joker_used {
            continue;
        }
        let most = (h[r] as usize).min(left);
        for m in 1..=most {
            let next = acc.plus(Counts::of(r, m as u8));
            if single_wings(h, body, r + 1, left - m, joker_used || joker, next, f) {
                return true;
            }
        }
    }
    false
}

/// Calls `f` for every set of `left` pair wings of different ranks outside `body` (D3).
fn pair_wings(
    h: &[u8; 15],
    body: u16,
    from: usize,
    left: usize,
    acc: Counts,
    f: &mut dyn FnMut(Counts) -> bool,
) -> bool {
    if left == 0 {
        return f(acc);
    }
    for r in from..BJ {
        if body >> r & 1 == 0
            && h[r] >= 2
            && pair_wings(h, body, r + 1, left - 1, acc.plus(Counts::of(r, 2)), f)
        {
            return true;
        }
    }
    false
}

/// Generates the moves of one kind; returns true when `f` asked to stop.
fn gen_kind(
    h: &[u8; 15],
    n: usize,
    kind: ComboKind,
    w: Want,
    f: &mut dyn FnMut(Mv) -> bool,
) -> bool {
    match kind {
        ComboKind::Single | ComboKind::Pair | ComboKind::Trio | ComboKind::Bomb => {
            if !w.fixed_ok() {
                return false;
            }
            let (m, max) = match kind {
                ComboKind::Single => (1u8, RJ),
                ComboKind::Pair => (2, TWO),
                ComboKind::Trio => (3, TWO),
                _ => (4, TWO),
            };
            for r in 0..=max {
                if h[r] >= m
                    && w.key_ok(r)
                    && (m < 4 || h[r] == 4)
                    && f(Mv::new(kind, r, 1, Counts::of(r, m)))
                {
                    return true;
                }
            }
        }
        ComboKind::TrioSingle | ComboKind::TrioPair => {
            if !w.fixed_ok() {
                return false;
            }
            let m = if kind == ComboKind::TrioSingle { 1 } else { 2 };
            for r in 0..=TWO {
                if h[r] < 3 || !w.key_ok(r) {
                    continue;
                }
                for s in 0..15 {
                    if s != r
                        && h[s] >= m
                        && (m == 1 || s < BJ)
                        && f(Mv::new(kind, r, 1, Counts::of(r, 3).plus(Counts::of(s, m))))
                    {
                        return true;
                    }
                }
            }
        }
        ComboKind::Straight | ComboKind::PairChain | ComboKind::Plane => {
            let (m, min_len) = match kind {
                ComboKind::Straight => (1u8, 5),
                ComboKind::PairChain => (2, 3),
                _ => (3, 2),
            };
            let max_len = (n / m as usize).min(ACE + 1);
            let (lo, hi) = match w.len {
                Some(l) if l >= min_len && l <= max_len => (l, l),
                Some(_) => return false,
                None => (min_len, max_len),
            };
            for top in 0..=ACE {
                // The longest run of ranks holding m+ cards ending at top.
                let mut longest = 0;
                while longest <= top && h[top - longest] >= m {
                    longest += 1;
                }
                if !w.key_ok(top) {
                    continue;
                }
                for len in lo..=hi.min(longest) {
                    if f(Mv::new(kind, top, len, run(top, len, m))) {
                        return true;
                    }
                }
            }
        }
        ComboKind::PlaneSingle | ComboKind::PlanePair => {
            let per = if kind == ComboKind::PlaneSingle { 4 } else { 5 };
            let max_len = (n / per).min(ACE + 1);
            let (lo, hi) = match w.len {
                Some(l) if l >= 2 && l <= max_len => (l, l),
                Some(_) => return false,
                None => (2, max_len),
            };
            for top in 0..=ACE {
                if !w.key_ok(top) {
                    continue;
                }
                let mut longest = 0;
                while longest <= top && h[top - longest] >= 3 {
                    longest += 1;
                }
                for len in lo..=hi.min(longest) {
                    let body = run(top, len, 3);
                    let mask: u16 = (top + 1 - len..=top).fold(0, |a, r| a | 1 << r);
                    let mut emit = |wings: Counts| f(Mv::new(kind, top, len, body.plus(wings)));
                    let stop = if kind == ComboKind::PlaneSingle {
                        single_wings(h, mask, 0, len, false, Counts::EMPTY, &mut emit)
                    } else {
                        pair_wings(h, mask, 0, len, Counts::EMPTY, &mut emit)
                    };
                    if stop {
                        return true;
                    }
                }
            }
        }
        ComboKind::FourTwoSingle | ComboKind::FourTwoPair => {
            if !w.fixed_ok() {
                return false;
            }
            for r in 0..=TWO {
                if h[r] != 4 || !w.key_ok(r) {
                    continue;
                }
                let body = Counts::of(r, 4);
                let mut emit = |wings: Counts| f(Mv::new(kind, r, 1, body.plus(wings)));
                let stop = if kind == ComboKind::FourTwoSingle {
                    single_wings(h, 1 << r, 0, 2, false, Counts::EMPTY, &mut emit)
                } else {
                    pair_wings(h, 1 << r, 0, 2, Counts::EMPTY, &mut emit)
                };
                if stop {
                    return true;
                }
            }
        }
        ComboKind::Rocket => {
            if w.fixed_ok()
                && h[BJ] == 1
                && h[RJ] == 1
                && f(Mv::new(
                    kind,
                    RJ,
                    1,
                    Counts::of(BJ, 1).plus(Counts::of(RJ, 1)),
                ))
            {
                return true;
            }
        }
    }
    false
}

/// Calls `f` with every legal move of `hand` (leading when `prev` is `None`), bombs and
/// the rocket included when following. A card set with several readings (R4) may come
/// once per reading. Stops as soon as `f` returns true; returns whether it stopped.
pub fn for_each_move(hand: Counts, prev: Option<&Mv>, f: &mut dyn FnMut(Mv) -> bool) -> bool {
    let h = hand.array();
    let n = hand.len();
    match prev {
        None => ComboKind::ALL
            .into_iter()
            .any(|k| gen_kind(&h, n, k, Want::ANY, f)),
        Some(p) if p.kind == ComboKind::Rocket => false,
        Some(p) if p.kind == ComboKind::Bomb => {
            let above = Want {
                len: None,
                above: p.key as i16,
            };
            gen_kind(&h, n, ComboKind::Bomb, above, f)
                || gen_kind(&h, n, ComboKind::Rocket, Want::ANY, f)
        }
        Some(p) => {
            let same = Want {
                len: Some(p.len as usize),
                above: p.key as i16,
            };
            gen_kind(&h, n, p.kind, same, f)
                || gen_kind(&h, n, ComboKind::Bomb, Want::ANY, f)
                || gen_kind(&h, n, ComboKind::Rocket, Want::ANY, f)
        }
    }
}

/// Appends every legal move of `hand` to `out` (see [`for_each_move`]).
pub fn gen_moves(hand: Counts, prev: Option<&Mv>, out: &mut Vec<Mv>) {
    for_each_move(hand, prev, &mut |m| {
        out.push(m);
        false
    });
}

/// Appends the non-bomb moves of `hand` that beat `prev` (same kind and length, higher).
pub fn gen_same_kind(hand: Counts, prev: &Mv, out: &mut Vec<Mv>) {
    if prev.is_bomb() {
        return;
    }
    let h = hand.array();
    let same = Want {
        len: Some(prev.len as usize),
        above: prev.key as i16,
    };
    gen_kind(&h, hand.len(), prev.kind, same, &mut |m| {
        out.push(m);
        false
    });
}

/// Whether `hand` can beat `prev` without a bomb or the rocket.
pub fn can_beat_plain(hand: Counts, prev: &Mv) -> bool {
    if prev.is_bomb() {
        return false;
    }
    match prev.kind {
        ComboKind::Single => (prev.key as usize + 1..15).any(|r| hand.get(r) >= 1),
        ComboKind::Pair => (prev.key as usize + 1..=TWO).any(|r| hand.get(r) >= 2),
        ComboKind::Trio => (prev.key as usize + 1..=TWO).any(|r| hand.get(r) >= 3),
        _ => {
            let h = hand.array();
            let same = Want {
                len: Some(prev.len as usize),
                above: prev.key as i16,
            };
            gen_kind(&h, hand.len(), prev.kind, same, &mut |_| true)
        }
    }
}

/// Whether `hand` can beat `prev` at all (bombs and the rocket included).
pub fn can_beat(hand: Counts, prev: &Mv) -> bool {
    match prev.kind {
        ComboKind::Rocket => false,
        ComboKind::Bomb => {
            hand.has_rocket() || (prev.key as usize + 1..=TWO).any(|r| hand.get(r) == 4)
        }
        _ => hand.has_rocket() || hand.bombs() != 0 || can_beat_plain(hand, prev),
    }
}

/// A cheap necessary condition for `hand` to be one combination (§5–§13), from its size,
/// its number of ranks and its largest count alone, so that the exact solver asks the
/// rules' readings only of hands that might be one.
fn may_be_one_combo(hand: Counts) -> bool {
    const ONES: u64 = 0x0111_1111_1111_1111;
    let x = hand.0;
    if x == 0 {
        return false;
    }
    let n = hand.len();
    let ranks = ((x | x >> 1 | x >> 2) & ONES).count_ones() as usize;
    let four = x & (ONES << 2) != 0;
    let three = x & x >> 1 & ONES != 0;
    let trio = three || four;
    ranks == 1
        || (n == 2 && hand.has_rocket())
        || (ranks == 2 && (n == 4 || n == 5) && three)
        || (ranks == n && n >= 5)
        || (ranks * 2 == n && ranks >= 3 && !trio)
        || (ranks * 3 == n && ranks >= 2 && three && !four)
        || (n.is_multiple_of(4) && n >= 8 && trio)
        || (n.is_multiple_of(5) && n >= 10 && trio)
        || ((n == 6 || n == 8) && four)
}

/// The move that plays the whole hand at once, if the hand is one combination that may
/// be played now (the default reading when leading, R4; the highest beating one otherwise).
pub fn whole_hand(hand: Counts, prev: Option<&Mv>) -> Option<Mv> {
    if !may_be_one_combo(hand) {
        return None;
    }
    readings_of_counts(&hand.array())
        .into_iter()
        .map(|c| Mv {
            kind: c.kind,
            key: c.key.index() as u8,
            len: c.len,
            cards: hand,
        })
        .find(|m| prev.is_none_or(|p| m.beats(p)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ddz::legal_plays;

    fn set(s: &str) -> CardSet {
        CardSet::parse(s, 1).unwrap()
    }

    proptest::proptest! {
        /// The quick shape test never turns away a hand the rules read as one combination.
        #[test]
        fn the_shape_test_keeps_every_one_combination_hand(
            picks in proptest::collection::vec((0usize..15, 1u8..=4), 1..8)
        ) {
            let mut a = [0u8; 15];
            for (r, n) in picks {
                let cap = if r >= BJ { 1 } else { 4 };
                a[r] = n.min(cap);
            }
            let hand = Counts::from_array(&a);
            if !readings_of_counts(&a).is_empty() {
                proptest::prop_assert!(may_be_one_combo(hand), "{hand:?}");
            }
        }
    }

    #[test]
    fn every_move_passes_the_shape_test() {
        for text in [
            "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 7S 8S 9S TS JS 2S BJ RJ",
            "3S 3H 4S 4H 5S 5H 6S 6H 7S 7H 8S 8H 9S 9H TS TH",
            "KS KH KD KC AS AH AD 2S 2H 3S 3H 4D 5C BJ",
            "3S 3H 3D 3C 4S 4H 4D 5S 5H 5D 5C 6S 6H 7S 7H 8S 8H 9S",
        ] {
            let mut moves = Vec::new();
            gen_moves(Counts::from_set(set(text)), None, &mut moves);
            for m in moves {
                assert!(may_be_one_combo(m.cards), "{m:?}");
                assert!(whole_hand(m.cards, None).is_some(), "{m:?}");
            }
        }
    }

    #[test]
    fn packing() {
        let h = Counts::from_set(set("3S 3H 3D 3C 7S BJ RJ"));
        assert_eq!(h.len(), 7);
        assert_eq!(h.get(0), 4);
        assert_eq!(h.bombs(), 1);
        assert!(h.has_rocket());
        assert!(h.contains(Counts::of(0, 3)));
        assert!(!h.contains(Counts::of(1, 1)));
        assert_eq!(Counts::FULL.len(), 54);
        assert_eq!(h.top(), Some(RJ));
        assert_eq!(h.bottom(), Some(0));
    }

    #[test]
    fn same_plays_as_the_engine() {
        let hands = [
            "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 7S 8S 9S TS JS 2S BJ RJ",
            "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S 2H 2D 2C BJ",
            "3S 3H 4S 4H 5S 5H 6S 6H 7S 7H 8S 8H 9S 9H TS TH",
            "KS KH KD KC AS AH AD 2S 2H 3S 3H 4D 5C",
        ];
        for text in hands {
            let hand = set(text);
            let c = Counts::from_set(hand);
            let mut mine = Vec::new();
            gen_moves(c, None, &mut mine);
            let mut a: Vec<(Counts, Combo)> = mine.iter().map(|m| (m.cards, m.combo())).collect();
            a.sort_by_key(|x| (x.0, x.1.kind, x.1.key, x.1.len));
            a.dedup();
            // Every engine play (default reading) is among ours.
            for p in legal_plays(hand, None) {
                let key = (Counts::from_set(p.cards), p.combo);
                assert!(a.contains(&key), "{text}: missing {key:?}");
            }
            // Every one of ours is a legal reading of its picked cards.
            for m in &mine {
                let cards = m.pick(hand);
                assert_eq!(Counts::from_set(cards), m.cards);
                let r = engine::ddz::readings(cards);
                assert!(r.contains(&m.combo()), "{text}: {m:?} not a reading");
            }
            // Following: same sets.
            for p in legal_plays(hand, None).iter().step_by(7) {
                let prev = Mv::of_played(p);
                let mut f = Vec::new();
                gen_moves(c, Some(&prev), &mut f);
                let engine = legal_plays(hand, Some(&p.combo));
                let mut x: Vec<Counts> = f.iter().map(|m| m.cards).collect();
                x.sort();
                x.dedup();
                let mut y: Vec<Counts> = engine.iter().map(|p| Counts::from_set(p.cards)).collect();
                y.sort();
                y.dedup();
                assert_eq!(x, y, "{text} following {:?}", p.combo);
                assert!(f.iter().all(|m| m.beats(&prev)));
            }
        }
    }
}
