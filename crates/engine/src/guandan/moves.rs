//! Legal-move generation (수 생성): every distinct play from a hand, leading or following,
//! including every use of the wild hearts (§4–§12).
//!
//! Plays that differ only in suits are listed once (the lowest-numbered physical cards are
//! taken); straight flushes are listed once per suit. A play that uses a wild is different
//! from one that uses a natural card, so both appear. Two readings of the same cards (`33 44`
//! plus two wilds as `334455` or `333444`) are two plays. When following, only plays that
//! beat the table are produced.
//!
//! ```
//! use engine::{CardSet, Rank};
//! use engine::guandan::{generate, ComboKind};
//! let hand = CardSet::parse("3S 3D 4C 5H 6S 7D", 2).unwrap();
//! let plays = generate(hand, Rank::Two, None);
//! assert!(plays.iter().any(|p| p.combo.kind == ComboKind::Straight));
//! assert!(plays.iter().any(|p| p.combo.kind == ComboKind::Pair));
//! ```

use super::combo::{Combo, ComboKind, Played};
use super::level::{RANK_MASKS, face_mask, lowest, rank_at, rank_of, suit_of_bit, wild_mask};
use crate::{CardSet, Rank, Suit};

/// Every legal play from `hand` at `level`: all plays when leading (`table` is `None`),
/// otherwise only plays that beat `table`.
pub fn generate(hand: CardSet, level: Rank, table: Option<&Combo>) -> Vec<Played> {
    let mut out = Vec::with_capacity(if table.is_some() { 32 } else { 256 });
    generate_into(hand, level, table, &mut out);
    out
}

/// Like [`generate`], appending to `out` (reuse one buffer in hot loops).
pub fn generate_into(hand: CardSet, level: Rank, table: Option<&Combo>, out: &mut Vec<Played>) {
    let g = Gen::new(hand.bits(), level);
    let mut sink = Sink { out, table, level };
    match table.map(|t| (t.kind, t.tier())) {
        None => {
            g.singles(&mut sink);
            g.groups(&mut sink, 2);
            g.groups(&mut sink, 3);
            g.full_houses(&mut sink);
            g.straights(&mut sink);
            g.chains(&mut sink, 3, 2, ComboKind::PairChain);
            g.chains(&mut sink, 2, 3, ComboKind::TrioChain);
            g.bombs(&mut sink, 1);
        }
        Some((kind, 0)) => {
            match kind {
                ComboKind::Single => g.singles(&mut sink),
                ComboKind::Pair => g.groups(&mut sink, 2),
                ComboKind::Trio => g.groups(&mut sink, 3),
                ComboKind::FullHouse => g.full_houses(&mut sink),
                ComboKind::Straight => g.straights(&mut sink),
                ComboKind::PairChain => g.chains(&mut sink, 3, 2, ComboKind::PairChain),
                ComboKind::TrioChain => g.chains(&mut sink, 2, 3, ComboKind::TrioChain),
                _ => {}
            }
            g.bombs(&mut sink, 1);
        }
        Some((_, tier)) => g.bombs(&mut sink, tier),
    }
}

/// Collects plays, keeping only those that beat the table.
struct Sink<'a> {
    out: &'a mut Vec<Played>,
    table: Option<&'a Combo>,
    level: Rank,
}

impl Sink<'_> {
    #[inline]
    fn push(&mut self, bits: u128, combo: Combo) {
        if let Some(t) = self.table
            && combo.beats(t, self.level).is_err()
        {
            return;
        }
        self.out.push(Played {
            cards: CardSet::from_bits(bits),
            combo,
        });
    }

    /// Whether a combo of this kind could still beat the table (cheap pre-filter).
    #[inline]
    fn may_beat(&self, combo: &Combo) -> bool {
        self.table
            .is_none_or(|t| combo.beats(t, self.level).is_ok())
    }
}

/// The hand split for generation: naturals per rank, the wilds.
struct Gen {
    level: Rank,
    /// Natural cards of each rank index.
    rank: [u128; 15],
    /// How many naturals of each rank.
    count: [u8; 15],
    /// The wild hearts held (0..=2 cards).
    wild: u128,
    w: u8,
}

impl Gen {
    fn new(hand: u128, level: Rank) -> Gen {
        let wild = hand & wild_mask(level);
        let nat = hand & !wild;
        let mut rank = [0u128; 15];
        let mut count = [0u8; 15];
        for r in 0..15 {
            rank[r] = nat & RANK_MASKS[r];
            count[r] = rank[r].count_ones() as u8;
        }
        Gen {
            level,
            rank,
            count,
            wild,
            w: wild.count_ones() as u8,
        }
    }

    /// The first `k` wilds.
    #[inline]
    fn wilds(&self, k: u8) -> u128 {
        lowest(self.wild, k as u32)
    }

    fn singles(&self, s: &mut Sink<'_>) {
        for r in 0..15 {
            if self.count[r] > 0 {
                s.push(
                    lowest(self.rank[r], 1),
                    Combo::new(ComboKind::Single, rank_of(r), 1),
                );
            }
        }
        if self.w > 0 {
            s.push(self.wilds(1), Combo::new(ComboKind::Single, self.level, 1));
        }
    }

    /// Pairs (`n` = 2) or trios (`n` = 3): `n - k` naturals of a rank and `k` wilds; two wilds
    /// alone are the level pair (G2); joker pairs are two identical jokers (§5).
    fn groups(&self, s: &mut Sink<'_>, n: u8) {
        let kind = if n == 2 {
            ComboKind::Pair
        } else {
            ComboKind::Trio
        };
        for r in 0..13 {
            let combo = Combo::new(kind, rank_of(r), n);
            if !s.may_beat(&combo) {
                continue;
            }
            let c = self.count[r];
            for k in 0..=self.w.min(n) {
                let naturals = n - k;
                let all_wild_ok = naturals == 0 && r == self.level.index();
                if naturals > c || (naturals == 0 && !all_wild_ok) {
                    continue;
                }
                s.push(lowest(self.rank[r], naturals as u32) | self.wilds(k), combo);
            }
        }
        if n == 2 {
            for r in 13..15 {
                if self.count[r] == 2 {
                    s.push(self.rank[r], Combo::new(ComboKind::Pair, rank_of(r), 2));
                }
            }
        }
    }

    /// §6: trio of `t` and pair of another rank `p`; wilds may fill either part.
    fn full_houses(&self, s: &mut Sink<'_>) {
        for t in 0..13 {
            let combo = Combo::new(ComboKind::FullHouse, rank_of(t), 5);
            if self.count[t] == 0 || !s.may_beat(&combo) {
                continue;
            }
            for kt in 0..=self.w.min(2) {
                let nt = 3 - kt;
                if nt > self.count[t] {
                    continue;
                }
                let trio = lowest(self.rank[t], nt as u32) | self.wilds(kt);
                let left = self.w - kt;
                let spare = self.wild & !trio;
                for p in 0..13 {
                    if p == t {
                        continue;
                    }
                    for kp in 0..=left.min(1) {
                        let np = 2 - kp;
                        if np > self.count[p] {
                            continue;
                        }
                        s.push(
                            trio | lowest(self.rank[p], np as u32) | lowest(spare, kp as u32),
                            combo,
                        );
                    }
                }
                if left == 2 {
                    // The pair is both wilds (a level pair, G2): one play whatever it stands for.
                    s.push(trio | spare, combo);
                }
            }
        }
    }

    /// §7: normal straights. Without a wild, the cards must not all share a suit (that would
    /// be a straight flush); with a wild, the wild can take another suit.
    fn straights(&self, s: &mut Sink<'_>) {
        for start in 1..=10 {
            let key = rank_of(rank_at(start + 4));
            let combo = Combo::new(ComboKind::Straight, key, 5);
            if !s.may_beat(&combo) {
                continue;
            }
            let mut have = 0u8; // positions with a natural
            for i in 0..5 {
                if self.count[rank_at(start + i)] > 0 {
                    have |= 1 << i;
                }
            }
            for wild_pos in 0u8..32 {
                let k = wild_pos.count_ones() as u8;
                if k > self.w || (have | wild_pos) != 0b1_1111 {
                    continue;
                }
                let mut bits = self.wilds(k);
                for i in 0..5 {
                    if wild_pos >> i & 1 == 0 {
                        bits |= lowest(self.rank[rank_at(start + i)], 1);
                    }
                }
                if k == 0 {
                    match self.unflush(start, bits) {
                        Some(b) => bits = b,
                        None => continue,
                    }
                }
                s.push(bits, combo);
            }
        }
    }

    /// If the five naturals share a suit, swap one for a card of another suit; `None` when
    /// no such card exists (then these ranks only make a straight flush).
    fn unflush(&self, start: usize, bits: u128) -> Option<u128> {
        let suit = suit_of_bit(bits.trailing_zeros())?;
        let same = (0..5).all(|i| {
            let b = bits & RANK_MASKS[rank_at(start + i)];
            suit_of_bit(b.trailing_zeros()) == Some(suit)
        });
        if !same {
            return Some(bits);
        }
        for i in 0..5 {
            let r = rank_at(start + i);
            let other = self.rank[r] & !suit_face_mask(suit, r);
            if other != 0 {
                return Some((bits & !RANK_MASKS[r]) | lowest(other, 1));
            }
        }
        None
    }

    /// §11: five consecutive ranks of one suit; wilds fill rank and suit. Once per suit.
    fn straight_flushes(&self, s: &mut Sink<'_>) {
        for start in 1..=10 {
            let key = rank_of(rank_at(start + 4));
            let probe = Combo {
                kind: ComboKind::StraightFlush,
                key,
                len: 5,
                suit: Some(Suit::Spades),
            };
            if !s.may_beat(&probe) {
                continue;
            }
            for suit in Suit::ALL {
                let combo = Combo {
                    suit: Some(suit),
                    ..probe
                };
                let mut have = 0u8;
                let mut face = [0u128; 5];
                for (i, f) in face.iter_mut().enumerate() {
                    let r = rank_at(start + i);
                    *f = self.rank[r] & suit_face_mask(suit, r);
                    if *f != 0 {
                        have |= 1 << i;
                    }
                }
                if (have.count_ones() as u8) + self.w < 5 {
                    continue;
                }
                for wild_pos in 0u8..32 {
                    let k = wild_pos.count_ones() as u8;
                    if k > self.w || (have | wild_pos) != 0b1_1111 {
                        continue;
                    }
                    let mut bits = self.wilds(k);
                    for (i, f) in face.iter().enumerate() {
                        if wild_pos >> i & 1 == 0 {
                            bits |= lowest(*f, 1);
                        }
                    }
                    // A play with no wild on a rank that has a natural must use a natural
                    // there: guaranteed since `have | wild_pos` covers every position.
                    s.push(bits, combo);
                }
            }
        }
    }

    /// §8–§9: `width` consecutive ranks of `per` cards each; wilds may fill any part.
    fn chains(&self, s: &mut Sink<'_>, width: usize, per: u8, kind: ComboKind) {
        let last_start = 15 - width;
        for start in 1..=last_start {
            let key = rank_of(rank_at(start + width - 1));
            let combo = Combo::new(kind, key, per * width as u8);
            if !s.may_beat(&combo) {
                continue;
            }
            // Wild counts per position, each 0..=2, total at most w.
            let mut need = 0u8;
            for i in 0..width {
                need += per.saturating_sub(self.count[rank_at(start + i)]);
            }
            if need > self.w {
                continue;
            }
            let mut ks = [0u8; 3];
            loop {
                let total: u8 = ks[..width].iter().sum();
                let fits = total <= self.w
                    && (0..width).all(|i| per - ks[i].min(per) <= self.count[rank_at(start + i)]);
                if fits && ks[..width].iter().all(|&k| k <= per) {
                    let mut bits = self.wilds(total);
                    for (i, &k) in ks[..width].iter().enumerate() {
                        bits |= lowest(self.rank[rank_at(start + i)], (per - k) as u32);
                    }
                    s.push(bits, combo);
                }
                // Next wild distribution (odometer over 0..=2 per position).
                let mut i = 0;
                loop {
                    if i == width {
                        break;
                    }
                    ks[i] += 1;
                    if ks[i] <= 2 {
                        break;
                    }
                    ks[i] = 0;
                    i += 1;
                }
                if i == width {
                    break;
                }
            }
        }
    }

    /// Bomb-class plays of tier at least `min_tier` (the sink still filters on the table):
    /// bombs of 4–10 (§10), straight flushes (§11), the joker bomb.
    fn bombs(&self, s: &mut Sink<'_>, min_tier: u8) {
        for r in 0..13 {
            let c = self.count[r];
            if c == 0 || c + self.w < 4 {
                continue;
            }
            for n in 4..=(c + self.w).min(10) {
                let combo = Combo::new(ComboKind::Bomb, rank_of(r), n);
                if combo.tier() < min_tier || !s.may_beat(&combo) {
                    continue;
                }
                for k in n.saturating_sub(c)..=self.w.min(n - 1) {
                    s.push(lowest(self.rank[r], (n - k) as u32) | self.wilds(k), combo);
                }
            }
        }
        if min_tier <= 3 {
            self.straight_flushes(s);
        }
        if self.count[13] == 2 && self.count[14] == 2 {
            s.push(
                self.rank[13] | self.rank[14],
                Combo::new(ComboKind::JokerBomb, Rank::RedJoker, 4),
            );
        }
    }
}

/// Both copies of the face of `suit` and rank index `r`.
#[inline]
fn suit_face_mask(suit: Suit, r: usize) -> u128 {
    face_mask(suit.index() * 13 + r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(hand: &str, level: Rank, kind: ComboKind) -> usize {
        let hand = CardSet::parse(hand, 2).unwrap();
        generate(hand, level, None)
            .iter()
            .filter(|p| p.combo.kind == kind)
            .count()
    }

    #[test]
    fn pair_variants_with_wilds() {
        // Natural pair 55, natural + wild 5W, and the two wilds alone (level pair, G2).
        assert_eq!(count("5S 5D 2H 2H", Rank::Two, ComboKind::Pair), 3);
    }

    #[test]
    fn straight_flush_not_a_plain_straight_without_wild() {
        assert_eq!(count("3S 4S 5S 6S 7S", Rank::Two, ComboKind::Straight), 0);
        assert_eq!(
            count("3S 4S 5S 6S 7S", Rank::Two, ComboKind::StraightFlush),
            1
        );
        assert_eq!(
            count("3S 4S 5S 6S 7S 7D", Rank::Two, ComboKind::Straight),
            1
        );
    }
}
