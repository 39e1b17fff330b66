//! Legal-move generation: every distinct play of a hand, leading or following (§13–§15).
//!
//! Plays that differ only in suits count once: each rank contributes its lowest-numbered
//! cards (the canonical pick). The generator works on counts per rank with a precomputed
//! table of canonical picks, so a play costs a few ORs; the callback form can stop early
//! ([`has_beating_play`]).
//!
//! ```
//! use engine::CardSet;
//! use engine::ddz::{classify, legal_plays, has_beating_play};
//! let hand = CardSet::parse("3S 4S 5S 6S 7S 7H KD BJ RJ", 1).unwrap();
//! let lead = legal_plays(hand, None);
//! assert!(lead.iter().any(|p| p.cards.len() == 5)); // the straight 3–7
//! let king = classify(CardSet::parse("KS", 1).unwrap()).unwrap()[0];
//! assert!(has_beating_play(hand, &king)); // a joker, or the rocket
//! ```

#![allow(clippy::needless_range_loop)] // rank-index arithmetic reads best as index loops

use std::ops::ControlFlow;

use super::combo::{ACE, BJ, Combo, ComboKind, Played, RJ, TWO, rank_at, strength};
use crate::order::{self, Key};
use crate::{CardId, CardSet};

/// A hand prepared for generation: counts per rank and canonical picks.
#[derive(Debug, Clone)]
struct Gen {
    /// Cards per rank index.
    c: [u8; 15],
    /// `pick[r][m]`: the `m` lowest-numbered cards of rank `r` (bits).
    pick: [[u128; 5]; 15],
    /// `run[m][r]`: how many consecutive ranks ending at `r` (within 3..A) hold `m`+ cards.
    run: [[u8; 15]; 5],
    /// Cards in the hand.
    n: usize,
}

impl Gen {
    fn new(hand: CardSet) -> Gen {
        let mut c = [0u8; 15];
        let mut pick = [[0u128; 5]; 15];
        let mut bits = hand.bits();
        let mut n = 0;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let Some(id) = CardId::from_index(i as u8) else {
                continue;
            };
            let r = strength(id.rank()) as usize;
            let k = c[r] as usize;
            if k < 4 {
                pick[r][k + 1] = pick[r][k] | 1u128 << i;
                c[r] += 1;
                n += 1;
            }
        }
        let mut run = [[0u8; 15]; 5];
        for m in 1..5 {
            for r in 0..=ACE {
                if c[r] as usize >= m {
                    run[m][r] = if r == 0 { 1 } else { run[m][r - 1] + 1 };
                }
            }
        }
        Gen { c, pick, run, n }
    }

    fn take(&self, r: usize, m: usize) -> u128 {
        self.pick[r][m.min(4)]
    }

    /// The canonical cards of a run of `len` ranks ending at `top`, `m` of each.
    fn take_run(&self, top: usize, len: usize, m: usize) -> u128 {
        (top + 1 - len..=top).fold(0, |acc, r| acc | self.take(r, m))
    }
}

type Emit<'a> = dyn FnMut(Played) -> ControlFlow<()> + 'a;

fn emit(f: &mut Emit<'_>, kind: ComboKind, key: usize, len: usize, bits: u128) -> ControlFlow<()> {
    f(Played {
        cards: CardSet::from_bits(bits),
        combo: Combo::new(kind, rank_at(key), len as u8),
    })
}

/// What to generate for one kind: a fixed length or any, and keys strictly above `above`.
#[derive(Debug, Clone, Copy)]
struct Want {
    len: Option<usize>,
    /// Keys must be `> above` (strength); `-1` for any.
    above: i16,
}

impl Want {
    fn key_ok(&self, key: usize) -> bool {
        key as i16 > self.above
    }
    fn fixed_ok(&self) -> bool {
        self.len.is_none_or(|l| l == 1)
    }
}

fn gen_kind(g: &Gen, kind: ComboKind, w: Want, f: &mut Emit<'_>) -> ControlFlow<()> {
    match kind {
        ComboKind::Single | ComboKind::Pair | ComboKind::Trio | ComboKind::Bomb => {
            if !w.fixed_ok() {
                return ControlFlow::Continue(());
            }
            let (m, max_rank) = match kind {
                ComboKind::Single => (1, RJ),
                ComboKind::Pair => (2, TWO),
                ComboKind::Trio => (3, TWO),
                _ => (4, TWO),
            };
            for r in 0..=max_rank {
                if g.c[r] as usize >= m && w.key_ok(r) && (m < 4 || g.c[r] == 4) {
                    emit(f, kind, r, 1, g.take(r, m))?;
                }
            }
        }
        ComboKind::TrioSingle | ComboKind::TrioPair => {
            if !w.fixed_ok() {
                return ControlFlow::Continue(());
            }
            let m = if kind == ComboKind::TrioSingle { 1 } else { 2 };
            for r in 0..=TWO {
                if g.c[r] < 3 || !w.key_ok(r) {
                    continue;
                }
                let body = g.take(r, 3);
                for s in 0..15 {
                    if s != r && g.c[s] as usize >= m && (m == 1 || s < BJ) {
                        emit(f, kind, r, 1, body | g.take(s, m))?;
                    }
                }
            }
        }
        ComboKind::Straight | ComboKind::PairChain | ComboKind::Plane => {
            let (m, min_len) = match kind {
                ComboKind::Straight => (1, 5),
                ComboKind::PairChain => (2, 3),
                _ => (3, 2),
            };
            let max_len = (g.n / m).min(ACE + 1);
            let lens = match w.len {
                Some(l) if l >= min_len && l <= max_len => l..=l,
                Some(_) => return ControlFlow::Continue(()),
                None => min_len..=max_len,
            };
            for len in lens {
                for top in (len - 1)..=ACE {
                    if g.run[m][top] as usize >= len && w.key_ok(top) {
                        emit(f, kind, top, len, g.take_run(top, len, m))?;
                    }
                }
            }
        }
        ComboKind::PlaneSingle | ComboKind::PlanePair => {
            let per = if kind == ComboKind::PlaneSingle { 4 } else { 5 };
            let max_len = (g.n / per).min(ACE + 1);
            let lens = match w.len {
                Some(l) if l >= 2 && l <= max_len => l..=l,
                Some(_) => return ControlFlow::Continue(()),
                None => 2..=max_len,
            };
            for len in lens {
                for top in (len - 1)..=ACE {
                    if (g.run[3][top] as usize) < len || !w.key_ok(top) {
                        continue;
                    }
                    let body_ranks: u16 = (top + 1 - len..=top).fold(0, |a, r| a | 1 << r);
                    let body = g.take_run(top, len, 3);
                    let mut on = |wings: u128| emit(f, kind, top, len, body | wings);
                    if kind == ComboKind::PlaneSingle {
                        single_wings(g, body_ranks, 0, len, false, 0, &mut on)?;
                    } else {
                        pair_wings(g, body_ranks, 0, len, 0, &mut on)?;
                    }
                }
            }
        }
        ComboKind::FourTwoSingle | ComboKind::FourTwoPair => {
            if !w.fixed_ok() {
                return ControlFlow::Continue(());
            }
            for r in 0..=TWO {
                if g.c[r] != 4 || !w.key_ok(r) {
                    continue;
                }
                let body = g.take(r, 4);
                let mut on = |wings: u128| emit(f, kind, r, 1, body | wings);
                if kind == ComboKind::FourTwoSingle {
                    single_wings(g, 1 << r, 0, 2, false, 0, &mut on)?;
                } else {
                    pair_wings(g, 1 << r, 0, 2, 0, &mut on)?;
                }
            }
        }
        ComboKind::Rocket => {
            if w.fixed_ok() && g.c[BJ] == 1 && g.c[RJ] == 1 && w.key_ok(RJ) {
                emit(f, kind, RJ, 1, g.take(BJ, 1) | g.take(RJ, 1))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every multiset of `left` single wings from ranks `from..` outside `body`, never both
/// jokers (D2), as canonical picks.
fn single_wings(
    g: &Gen,
    body: u16,
    from: usize,
    left: usize,
    joker_used: bool,
    acc: u128,
    on: &mut dyn FnMut(u128) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if left == 0 {
        return on(acc);
    }
    for r in from..15 {
        if body >> r & 1 == 1 || g.c[r] == 0 {
            continue;
        }
        let joker = r >= BJ;
        if joker && joker_used {
            continue;
        }
        let most = (g.c[r] as usize).min(left);
        for m in 1..=most {
            single_wings(
                g,
                body,
                r + 1,
                left - m,
                joker_used || joker,
                acc | g.take(r, m),
                on,
            )?;
        }
    }
    ControlFlow::Continue(())
}

/// Every set of `left` pair wings of different ranks from `from..` outside `body` (D3).
fn pair_wings(
    g: &Gen,
    body: u16,
    from: usize,
    left: usize,
    acc: u128,
    on: &mut dyn FnMut(u128) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if left == 0 {
        return on(acc);
    }
    for r in from..BJ {
        if body >> r & 1 == 0 && g.c[r] >= 2 {
            pair_wings(g, body, r + 1, left - 1, acc | g.take(r, 2), on)?;
        }
    }
    ControlFlow::Continue(())
}

fn generate(g: &Gen, prev: Option<&Combo>, f: &mut Emit<'_>) -> ControlFlow<()> {
    let any = Want {
        len: None,
        above: -1,
    };
    match prev {
        None => {
            for kind in ComboKind::ALL {
                gen_kind(g, kind, any, f)?;
            }
        }
        Some(p) if p.kind == ComboKind::Rocket => {}
        Some(p) if p.kind == ComboKind::Bomb => {
            let above = Want {
                len: None,
                above: strength(p.key) as i16,
            };
            gen_kind(g, ComboKind::Bomb, above, f)?;
            gen_kind(g, ComboKind::Rocket, any, f)?;
        }
        Some(p) => {
            let same = Want {
                len: Some(p.len as usize),
                above: strength(p.key) as i16,
            };
            gen_kind(g, p.kind, same, f)?;
            gen_kind(g, ComboKind::Bomb, any, f)?;
            gen_kind(g, ComboKind::Rocket, any, f)?;
        }
    }
    ControlFlow::Continue(())
}

/// Calls `f` with every legal play of `hand`: leading (`prev` = `None`) every combination,
/// following every play that beats `prev` (bombs and the rocket included). Stops when `f`
/// breaks. A plane-family card set with several readings may be reported once per reading;
/// [`legal_plays`] reports each set once.
pub fn for_each_play(
    hand: CardSet,
    prev: Option<&Combo>,
    mut f: impl FnMut(Played) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let g = Gen::new(hand);
    generate(&g, prev, &mut f)
}

/// Every distinct legal play of `hand` (suits ignored: canonical lowest-numbered cards),
/// leading when `prev` is `None`. Ordered by kind, then length, then key. Each card set
/// appears once, with its default reading (R4) when leading, or its highest beating reading.
pub fn legal_plays(hand: CardSet, prev: Option<&Combo>) -> Vec<Played> {
    let g = Gen::new(hand);
    let mut out: Vec<Played> = Vec::with_capacity(64);
    let mut planes: Vec<Played> = Vec::new();
    let _ = generate(&g, prev, &mut |p: Played| {
        if matches!(
            p.combo.kind,
            ComboKind::Plane | ComboKind::PlaneSingle | ComboKind::PlanePair
        ) {
            planes.push(p);
        } else {
            out.push(p);
        }
        ControlFlow::Continue(())
    });
    if !planes.is_empty() {
        // A plane-family set may have several readings (R4): keep the default one.
        order::sort_by_key(&mut planes, |p| {
            Key::default()
                .asc(p.cards.bits(), 54)
                .desc(p.combo.default_priority().bits(), 11)
        });
        planes.dedup_by_key(|p| p.cards.bits());
        order::sort_by_key(&mut planes, order_key);
        // Planes come after the fixed kinds and chains, before four-with-two and bombs.
        let at = out
            .iter()
            .position(|p| p.combo.kind > ComboKind::PlanePair)
            .unwrap_or(out.len());
        out.splice(at..at, planes);
    }
    out
}

fn order_key(p: &Played) -> Key {
    Key::default()
        .asc(p.combo.kind as u128, 4)
        .asc(u128::from(p.combo.len), 5)
        .asc(u128::from(strength(p.combo.key)), 5)
        .asc(p.cards.bits(), 54)
}

/// Whether `hand` holds any play that beats `prev` (early exit; no allocation).
pub fn has_beating_play(hand: CardSet, prev: &Combo) -> bool {
    for_each_play(hand, Some(prev), |_| ControlFlow::Break(())).is_break()
}

/// How many distinct plays [`legal_plays`] would return (for tests and benchmarks).
pub fn count_plays(hand: CardSet, prev: Option<&Combo>) -> usize {
    legal_plays(hand, prev).len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ddz::combo::readings;

    fn set(s: &str) -> CardSet {
        CardSet::parse(s, 1).unwrap()
    }

    #[test]
    fn every_generated_play_reads_as_its_combo() {
        let hand = set("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 7S 8S 9S TS JS 2S BJ RJ");
        let plays = legal_plays(hand, None);
        assert!(!plays.is_empty());
        for p in &plays {
            assert!(p.cards.is_subset(hand));
            let r = readings(p.cards);
            assert!(r.contains(&p.combo), "{} {:?} {:?}", p.cards, p.combo, r);
            assert_eq!(r[0], p.combo, "default reading when leading: {}", p.cards);
        }
        let mut bits: Vec<u128> = plays.iter().map(|p| p.cards.bits()).collect();
        bits.sort_unstable();
        let n = bits.len();
        bits.dedup();
        assert_eq!(n, bits.len(), "each set once");
    }

    #[test]
    fn following_only_beats() {
        let hand = set("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 7S 8S 9S TS JS 2S BJ RJ");
        let prev = Combo::new(ComboKind::PlaneSingle, crate::Rank::Four, 3);
        let plays = legal_plays(hand, Some(&prev));
        assert!(plays.iter().all(|p| p.combo.beats(&prev).is_ok()));
        assert!(plays.iter().any(|p| p.combo.kind == ComboKind::Rocket));
        assert!(plays.iter().any(|p| p.combo.kind == ComboKind::PlaneSingle));
    }
}
