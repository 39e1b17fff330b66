//! Combinations (조합) and how they compare (§5–§12), with every reading the wild hearts allow
//! (§4, G2, R4).
//!
//! [`classify`] returns *all* readings of a set of physical cards, default first: a bomb-class
//! reading if any, otherwise the one with the most body cards (R4). [`Combo::beats`] says
//! whether one reading beats the table, and why not.
//!
//! ```
//! use engine::{CardSet, Rank};
//! use engine::guandan::{classify, ComboKind};
//! // §4: at level 7 the heart 7 turns 9 9 into a trio.
//! let cards = CardSet::parse("9S 9D 7H", 2).unwrap();
//! let r = classify(cards, Rank::Seven).unwrap();
//! assert_eq!(r[0].kind, ComboKind::Trio);
//! assert_eq!(r[0].key, Rank::Nine);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::level::{
    RANK_MASKS, SUIT_MASKS, rank_at, rank_of, seq_top, strength, suit_of_bit, text, wild_mask,
};
use crate::cards::rank_groups;
use crate::order::{self, Key};
use crate::{CardSet, Rank, Reject, Suit};

/// The kind of a combination. Protocol names are snake_case (`full_house`, `joker_bomb`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComboKind {
    /// 낱장: one card.
    Single,
    /// 페어: two of a rank (or two of the same joker).
    Pair,
    /// 트리플: three of a rank.
    Trio,
    /// 풀하우스: a trio and a pair of another rank, exactly five cards.
    FullHouse,
    /// 스트레이트: five consecutive natural ranks, exactly five cards.
    Straight,
    /// 연속 페어: three consecutive pairs.
    PairChain,
    /// 연속 트리플: two consecutive trios.
    TrioChain,
    /// 폭탄: four to ten cards of one rank.
    Bomb,
    /// 스트레이트 플러시: five consecutive ranks of one suit.
    StraightFlush,
    /// 조커 폭탄: both big and both small jokers.
    JokerBomb,
}

impl ComboKind {
    /// Every kind.
    pub const ALL: [ComboKind; 10] = [
        ComboKind::Single,
        ComboKind::Pair,
        ComboKind::Trio,
        ComboKind::FullHouse,
        ComboKind::Straight,
        ComboKind::PairChain,
        ComboKind::TrioChain,
        ComboKind::Bomb,
        ComboKind::StraightFlush,
        ComboKind::JokerBomb,
    ];

    /// The protocol name (`single` … `joker_bomb`).
    pub const fn name(self) -> &'static str {
        match self {
            ComboKind::Single => "single",
            ComboKind::Pair => "pair",
            ComboKind::Trio => "trio",
            ComboKind::FullHouse => "full_house",
            ComboKind::Straight => "straight",
            ComboKind::PairChain => "pair_chain",
            ComboKind::TrioChain => "trio_chain",
            ComboKind::Bomb => "bomb",
            ComboKind::StraightFlush => "straight_flush",
            ComboKind::JokerBomb => "joker_bomb",
        }
    }

    /// The Korean name shown to players.
    pub const fn name_ko(self) -> &'static str {
        match self {
            ComboKind::Single => "낱장",
            ComboKind::Pair => "페어",
            ComboKind::Trio => "트리플",
            ComboKind::FullHouse => "풀하우스",
            ComboKind::Straight => "스트레이트",
            ComboKind::PairChain => "연속 페어",
            ComboKind::TrioChain => "연속 트리플",
            ComboKind::Bomb => "폭탄",
            ComboKind::StraightFlush => "스트레이트 플러시",
            ComboKind::JokerBomb => "조커 폭탄",
        }
    }

    /// True for the kinds compared by natural position (straights and chains).
    pub const fn is_sequence(self) -> bool {
        matches!(
            self,
            ComboKind::Straight
                | ComboKind::PairChain
                | ComboKind::TrioChain
                | ComboKind::StraightFlush
        )
    }

    /// True for bombs, straight flushes and the joker bomb (§10–§11).
    pub const fn is_bomb_class(self) -> bool {
        matches!(
            self,
            ComboKind::Bomb | ComboKind::StraightFlush | ComboKind::JokerBomb
        )
    }
}

impl fmt::Display for ComboKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One reading of a set of cards.
///
/// `key` decides comparisons: the rank of a single/pair/trio/bomb, the trio of a full house,
/// the top of a sequence (`5` for `A2345`, `3` for `AA2233`, `2` for `AAA222`), `RJ` for the
/// joker bomb. `len` is the number of cards. `suit` is set for straight flushes only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Combo {
    /// The kind.
    pub kind: ComboKind,
    /// The deciding rank.
    #[serde(with = "text::rank")]
    pub key: Rank,
    /// The number of cards.
    pub len: u8,
    /// The suit of a straight flush.
    #[serde(default, with = "text::opt_suit")]
    pub suit: Option<Suit>,
}

impl Combo {
    /// A combination without a suit.
    pub const fn new(kind: ComboKind, key: Rank, len: u8) -> Combo {
        Combo {
            kind,
            key,
            len,
            suit: None,
        }
    }

    /// The special tier of §11: 0 for normal combinations, then 4-bomb 1 < 5-bomb 2 <
    /// straight flush 3 < 6-bomb 4 < … < 10-bomb 8 < joker bomb 9.
    pub const fn tier(&self) -> u8 {
        match self.kind {
            ComboKind::Bomb => match self.len {
                0..=4 => 1,
                5 => 2,
                n => n - 2,
            },
            ComboKind::StraightFlush => 3,
            ComboKind::JokerBomb => 9,
            _ => 0,
        }
    }

    /// The value compared between two combinations of the same kind and size: natural
    /// position for sequences, [`strength`] otherwise.
    pub fn rank_value(&self, level: Rank) -> u8 {
        if self.kind.is_sequence() {
            seq_top(self.key)
        } else {
            strength(self.key, level)
        }
    }

    /// The number of body cards (R4): a full house's pair is an attachment.
    pub const fn body(&self) -> u8 {
        match self.kind {
            ComboKind::FullHouse => 3,
            _ => self.len,
        }
    }

    /// Whether this combination beats `table` at `level` (§10–§12).
    ///
    /// # Errors
    /// [`Reject::ShapeMismatch`] for a normal combination of another kind or size,
    /// [`Reject::TooLow`] when it is not higher (ties never beat).
    pub fn beats(&self, table: &Combo, level: Rank) -> Result<(), Reject> {
        let (mine, theirs) = (self.tier(), table.tier());
        if mine == 0 && theirs == 0 {
            if self.kind != table.kind || self.len != table.len {
                return Err(Reject::ShapeMismatch);
            }
            return if self.rank_value(level) > table.rank_value(level) {
                Ok(())
            } else {
                Err(Reject::TooLow)
            };
        }
        if mine > theirs {
            Ok(())
        } else if mine < theirs {
            Err(Reject::TooLow)
        } else if self.rank_value(level) > table.rank_value(level) {
            // Same tier: same-size bombs by rank strength, straight flushes by position
            // (different suits of one run tie).
            Ok(())
        } else {
            Err(Reject::TooLow)
        }
    }

    /// A short Korean description without the cards: "낱장 A", "폭탄 7×6",
    /// "스트레이트 플러시 ♠5–9", "연속 페어 334455", "풀하우스 999".
    pub fn describe_ko(&self) -> String {
        self.describe_in(self.kind.name_ko(), Rank::label)
    }

    /// The description in other words: `name` names the kind, `label` the ranks (the
    /// display crate's other languages).
    pub fn describe_in(&self, name: &str, label: fn(Rank) -> &'static str) -> String {
        let k = self.key;
        let repeat = |r, n| repeat(r, n, label);
        match self.kind {
            ComboKind::Single => format!("{name} {}", label(k)),
            ComboKind::Pair => format!("{name} {}", repeat(k, 2)),
            ComboKind::Trio | ComboKind::FullHouse => format!("{name} {}", repeat(k, 3)),
            ComboKind::Bomb => format!("{name} {}×{}", label(k), self.len),
            ComboKind::JokerBomb => name.to_string(),
            ComboKind::Straight | ComboKind::StraightFlush => {
                let top = seq_top(k) as usize;
                let low = rank_of(rank_at(top.saturating_sub(4).max(1)));
                let suit = self
                    .suit
                    .map(|s| s.symbol().to_string())
                    .unwrap_or_default();
                format!("{name} {suit}{}–{}", label(low), label(k))
            }
            ComboKind::PairChain | ComboKind::TrioChain => {
                let (n, width) = if self.kind == ComboKind::PairChain {
                    (2, 3)
                } else {
                    (3, 2)
                };
                let top = seq_top(k) as usize;
                let groups: Vec<(Rank, usize)> = ((top + 1).saturating_sub(width).max(1)..=top)
                    .map(|pos| (rank_of(rank_at(pos)), n))
                    .collect();
                let (g, sep) = rank_groups(&groups, label);
                format!("{name} {}", g.join(sep))
            }
        }
    }
}

/// `n` cards of rank `r` (a pair or a trio), as [`rank_groups`] writes them.
fn repeat(r: Rank, n: usize, label: fn(Rank) -> &'static str) -> String {
    rank_groups(&[(r, n)], label).0.join("")
}

impl fmt::Display for Combo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} x{}", self.kind, self.key, self.len)?;
        if let Some(s) = self.suit {
            write!(f, " {}", s.char())?;
        }
        Ok(())
    }
}

/// A play: the physical cards and the reading they were played as. `Copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// The physical cards.
    pub cards: CardSet,
    /// The reading chosen.
    pub combo: Combo,
}

impl Played {
    /// A Korean description with the cards where it helps: "풀하우스 999+JJ".
    pub fn describe_ko(&self, level: Rank) -> String {
        self.describe_in(level, self.combo.kind.name_ko(), Rank::label)
    }

    /// The description in other words, as [`Combo::describe_in`].
    pub fn describe_in(&self, level: Rank, name: &str, label: fn(Rank) -> &'static str) -> String {
        if self.combo.kind != ComboKind::FullHouse {
            return self.combo.describe_in(name, label);
        }
        let wild = wild_mask(level);
        let naturals = self.cards.bits() & !wild;
        let pair = (0..13)
            .find(|&r| r != self.combo.key.index() && naturals & RANK_MASKS[r] != 0)
            .map_or(level, rank_of);
        // "999+JJ", "10 10 10 + J J": the pair in the trio's style.
        let (g, sep) = rank_groups(&[(self.combo.key, 3), (pair, 2)], label);
        format!("{name} {}{sep}+{sep}{}", g[0], g[1])
    }
}

/// The readings (given in default order) that beat `table` (R4), those of the table's kind
/// and size first: the cards follow the table's shape, bomb-class readings after.
///
/// # Errors
/// Why none beats: [`Reject::TooLow`] when some reading could have, else the first refusal
/// ([`Reject::ShapeMismatch`] for no readings).
pub fn beating_readings(
    readings: &[Combo],
    table: &Combo,
    level: Rank,
) -> Result<Vec<Combo>, Reject> {
    let mut miss = None;
    let mut ok = Vec::with_capacity(readings.len());
    for r in readings {
        match r.beats(table, level) {
            Ok(()) => ok.push(*r),
            Err(e) => {
                if miss.is_none() || e == Reject::TooLow {
                    miss = Some(e);
                }
            }
        }
    }
    order::sort_by_key(&mut ok, |r| {
        Key::default().asc(u128::from(r.kind != table.kind || r.len != table.len), 1)
    });
    if ok.is_empty() {
        Err(miss.unwrap_or(Reject::ShapeMismatch))
    } else {
        Ok(ok)
    }
}

/// The reading a follower's cards are played as against `table` by default: the first of
/// [`beating_readings`].
///
/// # Errors
/// As [`beating_readings`].
pub fn best_beating(readings: &[Combo], table: &Combo, level: Rank) -> Result<Combo, Reject> {
    let ok = beating_readings(readings, table, level)?;
    ok.first().copied().ok_or(Reject::ShapeMismatch)
}

/// Every reading of `cards` at `level`, default first (R4): bomb-class readings (strongest
/// first), then by most body cards, then highest.
///
/// # Errors
/// [`Reject::EmptyPlay`] for no cards, [`Reject::NotACombo`] when no reading exists.
pub fn classify(cards: CardSet, level: Rank) -> Result<Vec<Combo>, Reject> {
    if cards.is_empty() {
        return Err(Reject::EmptyPlay);
    }
    let mut out = Vec::new();
    readings_into(cards.bits(), level, &mut out);
    if out.is_empty() {
        return Err(Reject::NotACombo);
    }
    sort_default_first(&mut out, level);
    Ok(out)
}

/// Orders readings default first (R4).
pub(crate) fn sort_default_first(v: &mut [Combo], level: Rank) {
    order::sort_by_key(v, |c| {
        Key::default()
            .desc(u128::from(c.tier()), 4)
            .desc(u128::from(c.body()), 5)
            .desc(c.kind as u128, 4)
            .desc(u128::from(c.rank_value(level)), 5)
            .asc_opt(c.suit.map(|s| s as u128), 3)
    });
}

/// Appends every reading of the card bits (no order, no duplicates).
pub(crate) fn readings_into(bits: u128, level: Rank, out: &mut Vec<Combo>) {
    let wild = bits & wild_mask(level);
    let w = wild.count_ones() as u8;
    let nat = bits & !wild;
    let n = bits.count_ones() as u8;
    let mut c = [0u8; 15];
    let mut distinct = 0u8;
    let mut only = level.index();
    for (r, cnt) in c.iter_mut().enumerate() {
        *cnt = (nat & RANK_MASKS[r]).count_ones() as u8;
        if *cnt > 0 {
            distinct += 1;
            only = r;
        }
    }
    let jokers = c[13] + c[14];
    if n == 1 {
        let key = if w == 1 { level } else { rank_of(only) };
        out.push(Combo::new(ComboKind::Single, key, 1));
        return;
    }
    if jokers > 0 {
        if n == 2 && (c[13] == 2 || c[14] == 2) {
            out.push(Combo::new(ComboKind::Pair, rank_of(only), 2));
        }
        if n == 4 && c[13] == 2 && c[14] == 2 {
            out.push(Combo::new(ComboKind::JokerBomb, Rank::RedJoker, 4));
        }
        return;
    }
    // One rank (wilds fill it); two wilds alone are a level pair (G2).
    if distinct <= 1 {
        let key = rank_of(only);
        match n {
            2 => out.push(Combo::new(ComboKind::Pair, key, 2)),
            3 => out.push(Combo::new(ComboKind::Trio, key, 3)),
            4..=10 => out.push(Combo::new(ComboKind::Bomb, key, n)),
            _ => {}
        }
    }
    if n == 5 {
        // §6: trio + pair of different ranks; the trio decides.
        if distinct <= 2 {
            for t in 0..13 {
                if c[t] == 0 || c[t] > 3 {
                    continue;
                }
                let rest = nat & !RANK_MASKS[t];
                let p_count = rest.count_ones();
                // The rest must be one other rank, at most two cards; wilds fill the gaps.
                if p_count <= 2 && (p_count == 0 || (0..13).any(|p| rest & !RANK_MASKS[p] == 0)) {
                    out.push(Combo::new(ComboKind::FullHouse, rank_of(t), 5));
                }
            }
        }
        // §7, §11: exactly five consecutive natural ranks.
        let suit = mono_suit(nat);
        for start in 1..=10 {
            if window_fits(&c, nat, start, 5, 1) {
                let key = rank_of(rank_at(start + 4));
                if w > 0 || suit.is_none() {
                    out.push(Combo::new(ComboKind::Straight, key, 5));
                }
                if let Some(s) = suit {
                    out.push(Combo {
                        kind: ComboKind::StraightFlush,
                        key,
                        len: 5,
                        suit: Some(s),
                    });
                }
            }
        }
    }
    if n == 6 {
        // §8: three consecutive pairs, AA2233 .. QQKKAA.
        for start in 1..=12 {
            if window_fits(&c, nat, start, 3, 2) {
                out.push(Combo::new(
                    ComboKind::PairChain,
                    rank_of(rank_at(start + 2)),
                    6,
                ));
            }
        }
        // §9: two consecutive trios, AAA222 .. KKKAAA.
        for start in 1..=13 {
            if window_fits(&c, nat, start, 2, 3) {
                out.push(Combo::new(
                    ComboKind::TrioChain,
                    rank_of(rank_at(start + 1)),
                    6,
                ));
            }
        }
    }
}

/// All naturals lie in the window `start..start+width` with at most `per` of each rank.
/// (The wilds then fill exactly the gaps, since the total size is `width * per`.)
fn window_fits(c: &[u8; 15], nat: u128, start: usize, width: usize, per: u8) -> bool {
    let mut inside = 0u128;
    for pos in start..start + width {
        let r = rank_at(pos);
        if c[r] > per {
            return false;
        }
        inside |= RANK_MASKS[r];
    }
    nat & !inside == 0
}

/// The one suit of all the naturals, if they share one.
fn mono_suit(nat: u128) -> Option<Suit> {
    if nat == 0 {
        return None;
    }
    let s = suit_of_bit(nat.trailing_zeros())?;
    (nat & !SUIT_MASKS[s.index()] == 0).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str, level: Rank) -> Vec<(ComboKind, Rank)> {
        let cards = CardSet::parse(text, 2).unwrap();
        classify(cards, level)
            .map(|v| v.into_iter().map(|c| (c.kind, c.key)).collect())
            .unwrap_or_default()
    }

    #[test]
    fn wild_readings() {
        use ComboKind::*;
        // R4's example: 3 3 4 4 + two wild hearts.
        let r = kinds("3S 3D 4S 4D 2H 2H", Rank::Two);
        assert!(r.contains(&(PairChain, Rank::Five)));
        assert!(r.contains(&(PairChain, Rank::Four)));
        assert!(r.contains(&(TrioChain, Rank::Four)));
        assert_eq!(kinds("2H 2H", Rank::Two), vec![(Pair, Rank::Two)]);
        assert_eq!(kinds("2H BJ", Rank::Two), vec![]);
        assert_eq!(kinds("BJ RJ", Rank::Two), vec![]);
    }

    #[test]
    fn descriptions() {
        let sf = Combo {
            kind: ComboKind::StraightFlush,
            key: Rank::Nine,
            len: 5,
            suit: Some(Suit::Spades),
        };
        assert_eq!(sf.describe_ko(), "스트레이트 플러시 ♠5–9");
        assert_eq!(
            Combo::new(ComboKind::Bomb, Rank::Seven, 6).describe_ko(),
            "폭탄 7×6"
        );
        assert_eq!(
            Combo::new(ComboKind::Straight, Rank::Five, 5).describe_ko(),
            "스트레이트 A–5"
        );
        assert_eq!(
            Combo::new(ComboKind::PairChain, Rank::Three, 6).describe_ko(),
            "연속 페어 AA2233"
        );
        let fh = Played {
            cards: CardSet::parse("9S 9D 9C JS JD", 2).unwrap(),
            combo: Combo::new(ComboKind::FullHouse, Rank::Nine, 5),
        };
        assert_eq!(fh.describe_ko(Rank::Two), "풀하우스 999+JJ");
        let fh = Played {
            cards: CardSet::parse("9S 9D 9C TS TD", 2).unwrap(),
            combo: Combo::new(ComboKind::FullHouse, Rank::Nine, 5),
        };
        assert_eq!(fh.describe_ko(Rank::Two), "풀하우스 9 9 9 + 10 10");
        assert_eq!(
            Combo::new(ComboKind::PairChain, Rank::Queen, 6).describe_ko(),
            "연속 페어 10 10 J J Q Q"
        );
        assert_eq!(
            Combo::new(ComboKind::TrioChain, Rank::Jack, 6).describe_ko(),
            "연속 트리플 10 10 10 J J J"
        );
    }
}
