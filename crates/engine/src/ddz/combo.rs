//! Combinations (조합): the fourteen kinds of §5–§13, every reading of a card set (R4), and a
//! precise reason when a set reads as none.
//!
//! ```
//! use engine::CardSet;
//! use engine::ddz::{classify, ComboKind};
//! // R4: 333444555666 is a four-trio plane, or a three-trio plane with single wings.
//! let set = CardSet::parse("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D", 1).unwrap();
//! let readings = classify(set).unwrap();
//! assert_eq!(readings[0].kind, ComboKind::Plane); // most body cards: the default
//! assert!(readings.iter().any(|c| c.kind == ComboKind::PlaneSingle));
//! ```

#![allow(clippy::needless_range_loop)] // rank-index arithmetic reads best as index loops

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::rank_groups;
use crate::order::{self, Key};
use crate::{CardSet, Rank, Reject};

/// The strength of a rank in Dou Dizhu (§4): 3 = 0 < … < A = 11 < 2 = 12 < BJ = 13 < RJ = 14.
/// Rules compare strengths, never `Rank`s.
pub const fn strength(r: Rank) -> u8 {
    r as u8
}

pub(crate) const ACE: usize = 11;
pub(crate) const TWO: usize = 12;
pub(crate) const BJ: usize = 13;
pub(crate) const RJ: usize = 14;

/// The rank at a strength index (0..15); out-of-range indexes clamp to the big joker.
pub(crate) fn rank_at(i: usize) -> Rank {
    Rank::ALL[i.min(RJ)]
}

/// The fourteen kinds of combination (§5, §13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComboKind {
    /// 한 장
    Single,
    /// 페어
    Pair,
    /// 트리플
    Trio,
    /// 트리플+한 장
    TrioSingle,
    /// 트리플+페어
    TrioPair,
    /// 스트레이트
    Straight,
    /// 연속 페어
    PairChain,
    /// 비행기 (pure plane)
    Plane,
    /// 비행기+날개(한 장)
    PlaneSingle,
    /// 비행기+날개(페어)
    PlanePair,
    /// 포카드+두 장
    FourTwoSingle,
    /// 포카드+두 페어
    FourTwoPair,
    /// 폭탄
    Bomb,
    /// 로켓
    Rocket,
}

impl ComboKind {
    /// Every kind, in generation order.
    pub const ALL: [ComboKind; 14] = [
        ComboKind::Single,
        ComboKind::Pair,
        ComboKind::Trio,
        ComboKind::TrioSingle,
        ComboKind::TrioPair,
        ComboKind::Straight,
        ComboKind::PairChain,
        ComboKind::Plane,
        ComboKind::PlaneSingle,
        ComboKind::PlanePair,
        ComboKind::FourTwoSingle,
        ComboKind::FourTwoPair,
        ComboKind::Bomb,
        ComboKind::Rocket,
    ];

    /// The protocol name (`trio_single`, `pair_chain`, …).
    pub const fn name(self) -> &'static str {
        match self {
            ComboKind::Single => "single",
            ComboKind::Pair => "pair",
            ComboKind::Trio => "trio",
            ComboKind::TrioSingle => "trio_single",
            ComboKind::TrioPair => "trio_pair",
            ComboKind::Straight => "straight",
            ComboKind::PairChain => "pair_chain",
            ComboKind::Plane => "plane",
            ComboKind::PlaneSingle => "plane_single",
            ComboKind::PlanePair => "plane_pair",
            ComboKind::FourTwoSingle => "four_two_single",
            ComboKind::FourTwoPair => "four_two_pair",
            ComboKind::Bomb => "bomb",
            ComboKind::Rocket => "rocket",
        }
    }

    /// Reads a protocol name.
    pub fn from_name(s: &str) -> Option<ComboKind> {
        ComboKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// The Korean name shown to players.
    pub const fn name_ko(self) -> &'static str {
        match self {
            ComboKind::Single => "한 장",
            ComboKind::Pair => "페어",
            ComboKind::Trio => "트리플",
            ComboKind::TrioSingle => "트리플+한 장",
            ComboKind::TrioPair => "트리플+페어",
            ComboKind::Straight => "스트레이트",
            ComboKind::PairChain => "연속 페어",
            ComboKind::Plane => "비행기",
            ComboKind::PlaneSingle => "비행기+날개(한 장)",
            ComboKind::PlanePair => "비행기+날개(페어)",
            ComboKind::FourTwoSingle => "포카드+두 장",
            ComboKind::FourTwoPair => "포카드+두 페어",
            ComboKind::Bomb => "폭탄",
            ComboKind::Rocket => "로켓",
        }
    }

    /// Bombs and the rocket (§13): they beat every normal combination and double the stake.
    pub const fn is_bomb_class(self) -> bool {
        matches!(self, ComboKind::Bomb | ComboKind::Rocket)
    }

    /// The kinds whose `len` varies: straight, pair chain and the three planes.
    pub const fn is_chain(self) -> bool {
        matches!(
            self,
            ComboKind::Straight
                | ComboKind::PairChain
                | ComboKind::Plane
                | ComboKind::PlaneSingle
                | ComboKind::PlanePair
        )
    }

    /// Cards in one body unit: 1 for a straight, 2 for a pair chain, 3 for planes.
    const fn unit(self) -> usize {
        match self {
            ComboKind::Single | ComboKind::Straight | ComboKind::Rocket => 1,
            ComboKind::Pair | ComboKind::PairChain => 2,
            ComboKind::Trio
            | ComboKind::TrioSingle
            | ComboKind::TrioPair
            | ComboKind::Plane
            | ComboKind::PlaneSingle
            | ComboKind::PlanePair => 3,
            ComboKind::FourTwoSingle | ComboKind::FourTwoPair | ComboKind::Bomb => 4,
        }
    }
}

impl fmt::Display for ComboKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One reading of a card set.
///
/// - `key`: the deciding rank: the trio/four/pair rank, the highest rank of a chain or of a
///   plane body (§14). The rocket's key is the big joker.
/// - `len`: the number of body units: cards of a straight, pairs of a pair chain, trios of a
///   plane (with or without wings); 1 for every other kind. Two combos of one kind compare
///   only when their `len` is equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Combo {
    /// The kind.
    pub kind: ComboKind,
    /// The deciding rank.
    #[serde(with = "rank_text")]
    pub key: Rank,
    /// The number of body units (see the type's docs).
    pub len: u8,
}

impl Combo {
    /// A combo from its parts (no check that it is well formed).
    pub const fn new(kind: ComboKind, key: Rank, len: u8) -> Combo {
        Combo { kind, key, len }
    }

    /// The number of cards a combo of this shape holds.
    pub const fn card_count(&self) -> usize {
        let len = self.len as usize;
        match self.kind {
            ComboKind::Single => 1,
            ComboKind::Pair | ComboKind::Rocket => 2,
            ComboKind::Trio => 3,
            ComboKind::TrioSingle | ComboKind::Bomb => 4,
            ComboKind::TrioPair => 5,
            ComboKind::Straight => len,
            ComboKind::PairChain => 2 * len,
            ComboKind::Plane => 3 * len,
            ComboKind::PlaneSingle => 4 * len,
            ComboKind::PlanePair => 5 * len,
            ComboKind::FourTwoSingle => 6,
            ComboKind::FourTwoPair => 8,
        }
    }

    /// The number of body cards (no wings or kickers), used to pick the default reading (R4).
    pub const fn body_cards(&self) -> usize {
        match self.kind {
            ComboKind::Rocket => 2,
            k if k.is_chain() => k.unit() * self.len as usize,
            k => k.unit(),
        }
    }

    /// The lowest body rank (the key for non-chains).
    pub fn low(&self) -> Rank {
        if self.kind.is_chain() {
            let lo = (strength(self.key) as usize + 1).saturating_sub(self.len.max(1) as usize);
            rank_at(lo)
        } else {
            self.key
        }
    }

    /// A short Korean description: "스트레이트 3–7", "비행기+날개(한 장) 333–444", "폭탄 KKKK".
    pub fn describe_ko(&self) -> String {
        self.describe_in(self.kind.name_ko(), Rank::label)
    }

    /// The description in other words: `kind` names the kind, `label` the ranks (the
    /// display crate's other languages).
    pub fn describe_in(&self, kind: &str, label: fn(Rank) -> &'static str) -> String {
        let one = |r, n| rank_groups(&[(r, n)], label).0.join("");
        match self.kind {
            ComboKind::Rocket => kind.to_string(),
            ComboKind::Single => format!("{kind} {}", label(self.key)),
            ComboKind::Pair => format!("{kind} {}", one(self.key, 2)),
            ComboKind::Trio | ComboKind::TrioSingle | ComboKind::TrioPair => {
                format!("{kind} {}", one(self.key, 3))
            }
            ComboKind::FourTwoSingle | ComboKind::FourTwoPair | ComboKind::Bomb => {
                format!("{kind} {}", one(self.key, 4))
            }
            ComboKind::Straight
            | ComboKind::PairChain
            | ComboKind::Plane
            | ComboKind::PlaneSingle
            | ComboKind::PlanePair => {
                let unit = self.kind.unit();
                let (g, sep) = rank_groups(&[(self.low(), unit), (self.key, unit)], label);
                // "333–555", "10 10 10 – J J J": the dash as far from its neighbours as
                // the cards are from each other.
                format!("{kind} {}{sep}–{sep}{}", g[0], g[1])
            }
        }
    }

    /// Whether this combo may be played on `prev` (§13–§14).
    ///
    /// # Errors
    /// [`Reject::DdzRocketUnbeatable`] on a rocket, [`Reject::DdzNeedBomb`] for a normal combo
    /// on a bomb, [`Reject::ShapeMismatch`] for another kind, [`Reject::DdzLengthMismatch`]
    /// for the same kind of another length, [`Reject::TooLow`] when not higher.
    pub fn beats(&self, prev: &Combo) -> Result<(), Reject> {
        if prev.kind == ComboKind::Rocket {
            return Err(Reject::DdzRocketUnbeatable);
        }
        let higher = strength(self.key) > strength(prev.key);
        match self.kind {
            ComboKind::Rocket => Ok(()),
            ComboKind::Bomb if prev.kind == ComboKind::Bomb => {
                if higher {
                    Ok(())
                } else {
                    Err(Reject::TooLow)
                }
            }
            ComboKind::Bomb => Ok(()),
            _ if prev.kind == ComboKind::Bomb => Err(Reject::DdzNeedBomb),
            k if k != prev.kind => Err(Reject::ShapeMismatch),
            _ if self.len != prev.len => Err(Reject::DdzLengthMismatch),
            _ if higher => Ok(()),
            _ => Err(Reject::TooLow),
        }
    }

    /// The sort key of R4's default reading: bomb-class first, then most body cards, then
    /// the highest key.
    pub(crate) fn default_priority(&self) -> Key {
        Key::default()
            .asc(u128::from(self.kind.is_bomb_class()), 1)
            .asc(self.body_cards() as u128, 5)
            .asc(u128::from(strength(self.key)), 5)
    }
}

impl fmt::Display for Combo {
    /// The protocol form: `straight 7 x5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} x{}", self.kind, self.key, self.len)
    }
}

pub use crate::cards::rank_text;

/// A play as it lies on the table: the cards and the reading they were played as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// The cards played.
    pub cards: CardSet,
    /// The reading chosen (R4).
    pub combo: Combo,
}

/// Counts per rank index (3..RJ) of a set, for one deck.
pub(crate) fn counts_of(cards: CardSet) -> [u8; 15] {
    cards.rank_counts().0
}

/// Every reading of `cards` (R4), default first (bomb-class, then most body cards, then
/// highest key). Empty when the set is no combination.
pub fn readings(cards: CardSet) -> Vec<Combo> {
    readings_of_counts(&counts_of(cards))
}

/// Every reading of a set given by its counts per rank; see [`readings`].
pub fn readings_of_counts(c: &[u8; 15]) -> Vec<Combo> {
    let mut out = Vec::new();
    let n: usize = c.iter().map(|&x| x as usize).sum();
    if n == 0 {
        return out;
    }
    let mut push = |kind, key: usize, len: usize| {
        out.push(Combo::new(kind, rank_at(key), len as u8));
    };
    let nz: Vec<usize> = (0..15).filter(|&r| c[r] > 0).collect();
    let distinct = nz.len();
    let lo = nz[0];
    let hi = nz[distinct - 1];

    // One rank: single, pair, trio, bomb.
    if distinct == 1 {
        match n {
            1 => push(ComboKind::Single, lo, 1),
            2 if lo < BJ => push(ComboKind::Pair, lo, 1),
            3 => push(ComboKind::Trio, lo, 1),
            4 => push(ComboKind::Bomb, lo, 1),
            _ => {}
        }
    }
    if n == 2 && c[BJ] == 1 && c[RJ] == 1 {
        push(ComboKind::Rocket, RJ, 1);
    }
    // Trio with a kicker (§7): the kicker is of another rank by construction.
    if distinct == 2 {
        let (a, b) = (nz[0], nz[1]);
        let (trio, other) = if c[a] == 3 { (a, b) } else { (b, a) };
        if c[trio] == 3 {
            match c[other] {
                1 => push(ComboKind::TrioSingle, trio, 1),
                2 => push(ComboKind::TrioPair, trio, 1),
                _ => {}
            }
        }
    }
    // Chains without wings (§8–§10, D4): consecutive, 3..A, the same count everywhere.
    if hi <= ACE && hi - lo + 1 == distinct {
        let all = |k: u8| nz.iter().all(|&r| c[r] == k);
        if all(1) && n >= 5 {
            push(ComboKind::Straight, hi, n);
        }
        if all(2) && distinct >= 3 {
            push(ComboKind::PairChain, hi, distinct);
        }
        if all(3) && distinct >= 2 {
            push(ComboKind::Plane, hi, distinct);
        }
    }
    // Planes with wings (§11, D2, D3): the body ranks hold exactly three cards (a fourth
    // would be a wing repeating a body rank); the jokers are never both wings.
    let both_jokers = c[BJ] == 1 && c[RJ] == 1;
    if n.is_multiple_of(4) && n >= 8 && !both_jokers {
        let k = n / 4;
        for top in (k - 1)..=ACE {
            if (top + 1 - k..=top).all(|r| c[r] == 3) {
                push(ComboKind::PlaneSingle, top, k);
            }
        }
    }
    if n.is_multiple_of(5) && n >= 10 {
        let k = n / 5;
        for top in (k - 1)..=ACE {
            let body = top + 1 - k..=top;
            if body.clone().all(|r| c[r] == 3)
                && (0..15).all(|r| body.contains(&r) || c[r] == 0 || (c[r] == 2 && r < BJ))
            {
                push(ComboKind::PlanePair, top, k);
            }
        }
    }
    // Four with two (§12).
    if let Some(four) = (0..BJ).find(|&r| c[r] == 4) {
        if n == 6 && !both_jokers {
            push(ComboKind::FourTwoSingle, four, 1);
        }
        if n == 8 {
            let pairs = (0..15).filter(|&r| r != four && c[r] == 2).count();
            let others = (0..15).filter(|&r| r != four && c[r] > 0).count();
            if pairs == 2 && others == 2 {
                push(ComboKind::FourTwoPair, four, 1);
            }
        }
    }
    order::sort_by_key(&mut out, |c| c.default_priority().reversed());
    out
}

/// Every reading of `cards`, default first (R4), or the precise reason it is none.
///
/// # Errors
/// [`Reject::EmptyPlay`] for no card; otherwise a typed reason such as
/// [`Reject::DdzChainHasTwoOrJoker`], [`Reject::DdzChainGap`], [`Reject::DdzWingCount`],
/// [`Reject::DdzFourWithFour`] or, for unrelated cards, [`Reject::NotACombo`].
pub fn classify(cards: CardSet) -> Result<Vec<Combo>, Reject> {
    let c = counts_of(cards);
    let r = readings_of_counts(&c);
    if r.is_empty() {
        Err(diagnose(&c))
    } else {
        Ok(r)
    }
}

/// Why a set with these counts has no reading. Only meaningful when it has none.
pub fn diagnose(c: &[u8; 15]) -> Reject {
    let n: usize = c.iter().map(|&x| x as usize).sum();
    if n == 0 {
        return Reject::EmptyPlay;
    }
    let nz: Vec<usize> = (0..15).filter(|&r| c[r] > 0).collect();
    let distinct = nz.len();
    let lo = nz[0];
    let hi = nz[distinct - 1];
    let high_cards = c[TWO] + c[BJ] + c[RJ] > 0;
    let gap = hi - lo + 1 != distinct;
    let all = |k: u8| nz.iter().all(|&r| c[r] == k);
    let both_jokers = c[BJ] == 1 && c[RJ] == 1;

    // Chains of one count: straights, pair chains, pure planes (§8–§10).
    if all(1) && n >= 3 {
        return if n >= 5 && high_cards {
            Reject::DdzChainHasTwoOrJoker
        } else if gap {
            if n >= 5 {
                Reject::DdzChainGap
            } else {
                Reject::NotACombo
            }
        } else if high_cards {
            Reject::DdzChainHasTwoOrJoker
        } else {
            Reject::DdzStraightTooShort
        };
    }
    if all(2) && distinct >= 2 {
        return if high_cards {
            Reject::DdzChainHasTwoOrJoker
        } else if gap {
            Reject::DdzChainGap
        } else {
            Reject::DdzPairChainTooShort
        };
    }
    if all(3) && distinct >= 2 {
        return if high_cards && !gap {
            Reject::DdzChainHasTwoOrJoker
        } else {
            Reject::DdzChainGap
        };
    }

    // Four of a kind with attachments (§12), unless a plane body is the better explanation.
    let fours: Vec<usize> = (0..BJ).filter(|&r| c[r] == 4).collect();
    let trios: Vec<usize> = (0..BJ).filter(|&r| c[r] >= 3).collect();
    let best_run = longest_run(&trios);
    if fours.len() >= 2 && n == 8 {
        return Reject::DdzFourWithFour;
    }
    if !fours.is_empty() && best_run.1 < 2 && (n == 6 || n == 8) {
        return if fours.len() >= 2 {
            Reject::DdzFourWithFour
        } else if both_jokers {
            Reject::DdzBothJokersAsWings
        } else {
            Reject::DdzFourTwoShape
        };
    }

    // A plane body with the wrong wings (§11), or a body reaching into 2 (§10).
    if trios.len() >= 2 {
        let (start, k) = best_run;
        if k < 2 {
            // Trios that do not touch: 333+555 (§10), or AAA222 (§4).
            return if trios.contains(&TWO) && trios.contains(&ACE) {
                Reject::DdzChainHasTwoOrJoker
            } else {
                Reject::DdzChainGap
            };
        }
        if trios.contains(&TWO) && start + k == TWO && n >= 3 * (k + 1) {
            // KKKAAA222 + wings: a run that only works through the 2.
            let with_two = k + 1;
            if n == 3 * with_two || n == 4 * with_two || n == 5 * with_two {
                return Reject::DdzChainHasTwoOrJoker;
            }
        }
        // Try every sub-run of the body for a count that fits, to name the real fault.
        for len in (2..=k).rev() {
            for s in start..=start + k - len {
                let body = s..s + len;
                let wings = n - 3 * len;
                let repeats = body.clone().any(|r| c[r] > 3);
                if wings == len || wings == 2 * len {
                    if repeats {
                        return Reject::DdzWingRepeatsBody;
                    }
                    if wings == len && both_jokers {
                        return Reject::DdzBothJokersAsWings;
                    }
                    if wings == 2 * len {
                        if (0..15).any(|r| !body.contains(&r) && c[r] == 4) {
                            return Reject::DdzPairWingsSameRank;
                        }
                        if both_jokers {
                            return Reject::DdzBothJokersAsWings;
                        }
                        return Reject::DdzWingCount;
                    }
                }
            }
        }
        return Reject::DdzWingCount;
    }

    // One trio with the wrong kicker (§7).
    if trios.len() == 1 && n >= 5 {
        if fours.len() == 1 {
            return Reject::DdzFourTwoShape;
        }
        return Reject::DdzTrioKicker;
    }
    if fours.len() == 1 && n > 4 {
        return Reject::DdzFourTwoShape;
    }
    Reject::NotACombo
}

/// The longest run of consecutive ranks in 3..A among `ranks` (sorted): `(start, length)`.
fn longest_run(ranks: &[usize]) -> (usize, usize) {
    let mut best = (0, 0);
    let mut cur = (0, 0);
    for &r in ranks.iter().filter(|&&r| r <= ACE) {
        if cur.1 > 0 && r == cur.0 + cur.1 {
            cur.1 += 1;
        } else {
            cur = (r, 1);
        }
        if cur.1 > best.1 {
            best = cur;
        }
    }
    best
}

/// The best reading of `cards` to play on `prev`: the highest-keyed one that beats it.
///
/// # Errors
/// The classification reason when `cards` is no combination; otherwise the closest miss
/// among the readings ([`Reject::TooLow`] before [`Reject::DdzLengthMismatch`] before
/// [`Reject::ShapeMismatch`]), or [`Reject::DdzNeedBomb`]/[`Reject::DdzRocketUnbeatable`].
pub fn beats(cards: CardSet, prev: &Combo) -> Result<Combo, Reject> {
    let readings = classify(cards)?;
    best_beating(&readings, prev)
}

/// [`beats`] over readings already computed.
///
/// # Errors
/// As [`beats`]; [`Reject::NotACombo`] for no reading.
pub fn best_beating(readings: &[Combo], prev: &Combo) -> Result<Combo, Reject> {
    let mut best: Option<Combo> = None;
    let mut miss = Reject::NotACombo;
    let closeness = |r: Reject| match r {
        Reject::TooLow => 3,
        Reject::DdzLengthMismatch => 2,
        Reject::DdzNeedBomb | Reject::DdzRocketUnbeatable => 1,
        _ => 0,
    };
    for r in readings {
        match r.beats(prev) {
            Ok(()) => {
                if best.is_none_or(|b| strength(r.key) > strength(b.key)) {
                    best = Some(*r);
                }
            }
            Err(e) => {
                if miss == Reject::NotACombo || closeness(e) > closeness(miss) {
                    miss = e;
                }
            }
        }
    }
    best.ok_or(miss)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(s: &str) -> CardSet {
        CardSet::parse(s, 1).unwrap()
    }

    #[test]
    fn describe_in_korean() {
        let c = classify(set("3S 4S 5S 6S 7S")).unwrap()[0];
        assert_eq!(c.describe_ko(), "스트레이트 3–7");
        let c = classify(set("3S 3H 3D 4S 4H 4D 5S 8S")).unwrap()[0];
        assert_eq!(c.describe_ko(), "비행기+날개(한 장) 333–444");
        let c = classify(set("KS KH KD KC")).unwrap()[0];
        assert_eq!(c.describe_ko(), "폭탄 KKKK");
        let c = classify(set("BJ RJ")).unwrap()[0];
        assert_eq!(c.describe_ko(), "로켓");
        let c = classify(set("TS TH")).unwrap()[0];
        assert_eq!(c.describe_ko(), "페어 10 10");
        // Every card apart once a 10 is among them, on both sides of the dash.
        let c = classify(set("TS TH TD JS JH JD 5S 8S")).unwrap()[0];
        assert_eq!(c.describe_ko(), "비행기+날개(한 장) 10 10 10 – J J J");
        let c = classify(set("TS TH JS JH QS QH")).unwrap()[0];
        assert_eq!(c.describe_ko(), "연속 페어 10 10 – Q Q");
        let c = classify(set("TS JS QS KS AS")).unwrap()[0];
        assert_eq!(c.describe_ko(), "스트레이트 10–A");
    }

    #[test]
    fn combo_serde_uses_names() {
        let c = Combo::new(ComboKind::PlaneSingle, Rank::Ten, 2);
        let j = serde_json::to_string(&c).unwrap();
        assert_eq!(j, r#"{"kind":"plane_single","key":"T","len":2}"#);
        assert_eq!(serde_json::from_str::<Combo>(&j).unwrap(), c);
        let r = Combo::new(ComboKind::Rocket, Rank::RedJoker, 1);
        let j = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<Combo>(&j).unwrap(), r);
    }

    #[test]
    fn card_counts_match_shapes() {
        for kind in ComboKind::ALL {
            assert_eq!(ComboKind::from_name(kind.name()), Some(kind));
        }
        let c = Combo::new(ComboKind::PlanePair, Rank::Five, 3);
        assert_eq!(c.card_count(), 15);
        assert_eq!(c.body_cards(), 9);
        assert_eq!(c.low(), Rank::Three);
    }
}
