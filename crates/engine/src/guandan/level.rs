//! Levels (레벨) and card strength for Guandan, plus the bit masks the classifier and the
//! move generator share.
//!
//! Two orders exist and must never be mixed up (§3, §7–§9, G1):
//! - [`strength`] ranks singles, pairs, trios, full houses and same-size bombs: big joker >
//!   small joker > the level rank > A > K > … > 3 > 2.
//! - [`seq_top`] ranks sequences by natural position: `A2345` is lowest (top 5), `TJQKA` highest
//!   (top 14); the level rank keeps its natural place.
//!
//! ```
//! use engine::Rank;
//! use engine::guandan::{raise_level, strength};
//! // §3: at level 7, a 7 beats an A.
//! assert!(strength(Rank::Seven, Rank::Seven) > strength(Rank::Ace, Rank::Seven));
//! // §16: from 4, two levels up is 6; §17: capped at A.
//! assert_eq!(raise_level(Rank::Four, 2), Rank::Six);
//! assert_eq!(raise_level(Rank::King, 2), Rank::Ace);
//! ```

use crate::{Rank, Suit};

/// The thirteen levels in climbing order, 2 to A (§16).
pub const LEVELS: [Rank; 13] = [
    Rank::Two,
    Rank::Three,
    Rank::Four,
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Ten,
    Rank::Jack,
    Rank::Queen,
    Rank::King,
    Rank::Ace,
];

/// The position of a level in [`LEVELS`] (2 is 0, A is 12), `None` for a joker.
pub fn level_index(r: Rank) -> Option<usize> {
    LEVELS.iter().position(|&l| l == r)
}

/// `from` raised by `steps` levels, capped at A (§16–§17). A joker (never a level) stays.
pub fn raise_level(from: Rank, steps: u8) -> Rank {
    match level_index(from) {
        Some(i) => LEVELS[(i + steps as usize).min(LEVELS.len() - 1)],
        None => from,
    }
}

/// Strength for singles, pairs, trios, full houses (their trio) and same-size bombs (§3, §18):
/// big joker 15 > small joker 14 > level rank 13 > A 12 > K 11 > … > 3 1 > 2 0.
pub fn strength(r: Rank, level: Rank) -> u8 {
    match r {
        Rank::RedJoker => 15,
        Rank::BlackJoker => 14,
        _ if r == level => 13,
        Rank::Two => 0,
        _ => r.index() as u8 + 1,
    }
}

/// The natural position of a sequence's top rank (G1): 2 is 2, 3..K are 3..13, A (only ever a
/// high top) is 14. `A2345` has top 5, `AA2233` top 3, `AAA222` top 2. Jokers give 0.
pub fn seq_top(r: Rank) -> u8 {
    match r {
        Rank::Ace => 14,
        Rank::Two => 2,
        Rank::BlackJoker | Rank::RedJoker => 0,
        _ => r.index() as u8 + 3,
    }
}

/// The natural position of rank `r` inside a sequence topped by `top` (§7–§9): as
/// [`seq_top`], except that an ace in a run whose top is not the ace plays low, at 1
/// (`A2345`, `AA2233`, `AAA222`).
pub fn seq_position(r: Rank, top: Rank) -> u8 {
    if r == Rank::Ace && top != Rank::Ace {
        1
    } else {
        seq_top(r)
    }
}

/// The rank index (0..13) at a natural sequence position 1..=14 (1 and 14 are both A).
pub const fn rank_at(pos: usize) -> usize {
    match pos {
        1 | 14 => 11,
        2 => 12,
        p => p - 3,
    }
}

/// The rank with a given index (0..15); out of range reads as the big joker.
pub fn rank_of(i: usize) -> Rank {
    Rank::ALL.get(i).copied().unwrap_or(Rank::RedJoker)
}

/// Both physical copies of one face (face 0..54).
pub(crate) const fn face_mask(face: usize) -> u128 {
    (1u128 << face) | (1u128 << (face + 54))
}

/// Every physical card of each rank index (0..15).
pub const RANK_MASKS: [u128; 15] = {
    let mut m = [0u128; 15];
    let mut r = 0;
    while r < 13 {
        let mut s = 0;
        while s < 4 {
            m[r] |= face_mask(s * 13 + r);
            s += 1;
        }
        r += 1;
    }
    m[13] = face_mask(52);
    m[14] = face_mask(53);
    m
};

/// Every physical card of each suit (index `Suit as usize`).
pub(crate) const SUIT_MASKS: [u128; 4] = {
    let mut m = [0u128; 4];
    let mut s = 0;
    while s < 4 {
        let mut r = 0;
        while r < 13 {
            m[s] |= face_mask(s * 13 + r);
            r += 1;
        }
        s += 1;
    }
    m
};

/// The two wild cards of a level: the hearts of the level rank (§4). Empty for a joker.
pub fn wild_mask(level: Rank) -> u128 {
    if level.is_joker() {
        0
    } else {
        face_mask(Suit::Hearts as usize * 13 + level.index())
    }
}

/// The suit of a physical card's bit index.
pub(crate) fn suit_of_bit(bit: u32) -> Option<Suit> {
    let face = bit as usize % 54;
    if face >= 52 {
        None
    } else {
        Suit::from_index(face / 13)
    }
}

/// The `k` lowest set bits of `bits` (fewer if it has fewer).
pub(crate) const fn lowest(bits: u128, k: u32) -> u128 {
    let mut out = 0u128;
    let mut rest = bits;
    let mut i = 0;
    while i < k && rest != 0 {
        let low = rest & rest.wrapping_neg();
        out |= low;
        rest &= !low;
        i += 1;
    }
    out
}

/// Serde helpers: ranks and suits travel in their R1 text form (`"7"`, `"T"`, `"BJ"`, `"S"`).
pub(crate) mod text {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::{Rank, Suit};

    pub(crate) fn rank_name(r: Rank) -> String {
        r.to_string()
    }

    pub(crate) use crate::cards::rank_text::parse as parse_rank;

    /// `#[serde(with = "text::rank")]`
    pub(crate) use crate::cards::rank_text as rank;

    /// `#[serde(with = "text::card_id")]`: one physical card in its id text form (`7H'`).
    pub(crate) mod card_id {
        use super::*;
        use crate::{CardId, CardSet};
        pub(crate) fn serialize<S: Serializer>(c: &CardId, s: S) -> Result<S::Ok, S::Error> {
            s.collect_str(c)
        }
        pub(crate) fn parse(s: &str) -> Option<CardId> {
            let set = CardSet::parse(s, 2).ok()?;
            let mut it = set.iter();
            let first = it.next()?;
            it.next().is_none().then_some(first)
        }
        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<CardId, D::Error> {
            let s = String::deserialize(d)?;
            parse(&s).ok_or_else(|| D::Error::custom(format!("not one card: {s:?}")))
        }
    }

    /// `#[serde(with = "text::opt_card_id")]` for `Option<CardId>`.
    pub(crate) mod opt_card_id {
        use super::*;
        use crate::CardId;
        pub(crate) fn serialize<S: Serializer>(
            c: &Option<CardId>,
            s: S,
        ) -> Result<S::Ok, S::Error> {
            match c {
                Some(c) => s.serialize_some(&c.to_string()),
                None => s.serialize_none(),
            }
        }
        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            d: D,
        ) -> Result<Option<CardId>, D::Error> {
            match Option::<String>::deserialize(d)? {
                None => Ok(None),
                Some(s) => super::card_id::parse(&s)
                    .map(Some)
                    .ok_or_else(|| D::Error::custom(format!("not one card: {s:?}"))),
            }
        }
    }

    /// `#[serde(with = "text::ranks2")]` for `[Rank; 2]`.
    pub(crate) mod ranks2 {
        use super::*;
        pub(crate) fn serialize<S: Serializer>(r: &[Rank; 2], s: S) -> Result<S::Ok, S::Error> {
            s.collect_seq(r.iter().map(|r| rank_name(*r)))
        }
        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Rank; 2], D::Error> {
            let v = <[String; 2]>::deserialize(d)?;
            let a = parse_rank(&v[0]).ok_or_else(|| D::Error::custom("not a rank"))?;
            let b = parse_rank(&v[1]).ok_or_else(|| D::Error::custom("not a rank"))?;
            Ok([a, b])
        }
    }

    /// `#[serde(with = "text::opt_suit")]` for `Option<Suit>`.
    pub(crate) mod opt_suit {
        use super::*;
        pub(crate) fn serialize<S: Serializer>(v: &Option<Suit>, s: S) -> Result<S::Ok, S::Error> {
            match v {
                Some(suit) => s.serialize_some(&suit.char().to_string()),
                None => s.serialize_none(),
            }
        }
        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            d: D,
        ) -> Result<Option<Suit>, D::Error> {
            let v = Option::<String>::deserialize(d)?;
            match v {
                None => Ok(None),
                Some(s) => {
                    let mut chars = s.chars();
                    match (chars.next().and_then(Suit::from_char), chars.next()) {
                        (Some(suit), None) => Ok(Some(suit)),
                        _ => Err(D::Error::custom(format!("not a suit: {s:?}"))),
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_partition_the_two_decks() {
        let all: u128 = RANK_MASKS.iter().fold(0, |a, m| a | m);
        assert_eq!(all.count_ones(), 108);
        for m in RANK_MASKS.iter().take(13) {
            assert_eq!(m.count_ones(), 8);
        }
        for m in SUIT_MASKS {
            assert_eq!(m.count_ones(), 26);
        }
        assert_eq!(wild_mask(Rank::Seven).count_ones(), 2);
        assert_eq!(lowest(0b1011_0000, 2), 0b0011_0000);
    }

    #[test]
    fn sequence_positions() {
        assert_eq!(rank_at(1), Rank::Ace.index());
        assert_eq!(rank_at(2), Rank::Two.index());
        assert_eq!(rank_at(3), Rank::Three.index());
        assert_eq!(rank_at(13), Rank::King.index());
        assert_eq!(rank_at(14), Rank::Ace.index());
        assert_eq!(seq_top(Rank::Five), 5);
        assert_eq!(seq_top(Rank::King), 13);
        // guandan §7: the ace plays low in A2345 and high in TJQKA.
        assert_eq!(seq_position(Rank::Ace, Rank::Five), 1);
        assert_eq!(seq_position(Rank::Ace, Rank::Two), 1);
        assert_eq!(seq_position(Rank::Ace, Rank::Ace), 14);
        assert_eq!(seq_position(Rank::Two, Rank::Six), 2);
        assert_eq!(seq_position(Rank::Ten, Rank::Ace), 10);
    }
}
