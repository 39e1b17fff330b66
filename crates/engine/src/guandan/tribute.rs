//! Tribute (공물) and return (반환) from the second hand on (§18–§22).
//!
//! Giving is automatic: [`tribute_card`] picks the giver's highest card by §18's order, a wild
//! heart excluded (G3). The return is a player's choice among [`returnable`] cards.
//!
//! ```
//! use engine::{CardSet, Rank};
//! use engine::guandan::tribute_card;
//! let hand = CardSet::parse("3S 7H 7D AS", 2).unwrap();
//! // §18: at level 7 the heart 7 is wild and never given; the diamond 7 (level rank) is.
//! assert_eq!(tribute_card(hand, Rank::Seven).unwrap().to_string(), "7D");
//! ```

use serde::{Deserialize, Serialize};

use super::level::{RANK_MASKS, strength, text, wild_mask};
use crate::{BySeat, CardId, CardSet, Rank, Seat};

/// Single (단일 공물) or double (이중 공물) tribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TributeKind {
    /// The previous 4th gives the previous 1st one card (§18).
    Single,
    /// The previous winners were 1st and 2nd: both losers give (§19).
    Double,
}

/// One gift and its return.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gift {
    /// The giver (기증자).
    pub from: Seat,
    /// The receiver (수령자), who returns a card to `from`.
    pub to: Seat,
    /// The card given.
    #[serde(with = "text::card_id")]
    pub card: CardId,
    /// The card returned, once it has been.
    #[serde(default, with = "text::opt_card_id")]
    pub returned: Option<CardId>,
}

/// What happened to this hand's tribute.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TributeOutcome {
    /// The gifts (one or two) and their returns.
    Gifts(Vec<Gift>),
    /// Exempt (면제, §21): the givers' big jokers, as (seat, how many). Cancels tribute and
    /// return.
    Exempt {
        /// The givers and how many big jokers each holds.
        big_jokers: Vec<(Seat, u8)>,
    },
}

/// This hand's tribute: its kind, what happened, and who leads once it is settled (§22).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TributeRecord {
    /// Single or double.
    pub kind: TributeKind,
    /// Gifts or exemption.
    pub outcome: TributeOutcome,
    /// The first leader after every return (or after exemption).
    pub first_leader: Seat,
}

impl TributeRecord {
    /// The gift still waiting for `seat`'s return, if any.
    pub fn pending_for(&self, seat: Seat) -> Option<&Gift> {
        self.gifts()
            .iter()
            .find(|g| g.to == seat && g.returned.is_none())
    }

    /// The gifts (empty when exempt).
    pub fn gifts(&self) -> &[Gift] {
        match &self.outcome {
            TributeOutcome::Gifts(g) => g,
            TributeOutcome::Exempt { .. } => &[],
        }
    }

    /// True when every gift has been returned (or there was none).
    pub fn settled(&self) -> bool {
        self.gifts().iter().all(|g| g.returned.is_some())
    }
}

/// The giver's tribute card: the highest by §18 (big joker > small joker > level rank of
/// another suit > normal ranks), a wild heart excluded (G3); among equals the lowest id.
/// `None` only for a hand of wilds alone.
pub fn tribute_card(hand: CardSet, level: Rank) -> Option<CardId> {
    let candidates = hand.bits() & !wild_mask(level);
    (0..15)
        .filter(|&r| candidates & RANK_MASKS[r] != 0)
        .max_by_key(|&r| strength(crate::guandan::level::rank_of(r), level))
        .and_then(|r| {
            let bits = candidates & RANK_MASKS[r];
            CardId::from_index(bits.trailing_zeros() as u8)
        })
}

/// The default return cards (§20): normal, non-level cards of rank 10 or lower (2..10 in the
/// order A > K > … > 3 > 2, the level rank and jokers excluded), never the gift itself.
pub fn default_returns(hand: CardSet, level: Rank, gift: CardId) -> CardSet {
    // "10 이하" in the normal order (§3: A > K > … > 3 > 2), whatever the level: at level 10
    // the 10s are level cards and J..A are still above 10.
    let at_most_ten = |r: Rank| r == Rank::Two || r.index() <= Rank::Ten.index();
    let gift_set = CardSet::single(gift);
    let mut out = CardSet::EMPTY;
    for r in Rank::SUITED {
        if r != level && at_most_ten(r) {
            out |= CardSet::from_bits(hand.bits() & RANK_MASKS[r.index()]);
        }
    }
    out - gift_set
}

/// The cards `hand` may return for `gift` (§20): the default low cards if any, otherwise the
/// lowest cards by strength (never the gift itself).
pub fn returnable(hand: CardSet, level: Rank, gift: CardId) -> CardSet {
    let defaults = default_returns(hand, level, gift);
    if !defaults.is_empty() {
        return defaults;
    }
    let rest = hand - CardSet::single(gift);
    let wild = wild_mask(level);
    // The wild hearts count as the level rank here.
    let low = rest
        .iter()
        .map(|id| {
            if wild >> id.index() & 1 == 1 {
                strength(level, level)
            } else {
                strength(id.rank(), level)
            }
        })
        .min();
    match low {
        Some(low) => rest
            .iter()
            .filter(|id| {
                let s = if wild >> id.index() & 1 == 1 {
                    strength(level, level)
                } else {
                    strength(id.rank(), level)
                };
                s == low
            })
            .collect(),
        None => CardSet::EMPTY,
    }
}

/// The tribute decided at the deal of a hand after the first (§18–§22).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TributePlan {
    pub record: TributeRecord,
}

/// Plans the tribute for hands dealt as `hands`, after a hand finished in `order`
/// (1st..4th) and at `level` (the new hand's level).
pub(crate) fn plan(order: [Seat; 4], hands: &BySeat<CardSet, 4>, level: Rank) -> TributePlan {
    let first = order[0];
    let double = order[1].team() == first.team();
    let big = |s: Seat| (hands[s].bits() & RANK_MASKS[Rank::RedJoker.index()]).count_ones() as u8;
    if !double {
        let giver = order[3];
        let n = big(giver);
        if n >= 2 {
            return exempt(TributeKind::Single, vec![(giver, n)], first);
        }
        let gifts = match tribute_card(hands[giver], level) {
            Some(card) => vec![Gift {
                from: giver,
                to: first,
                card,
                returned: None,
            }],
            None => Vec::new(),
        };
        return TributePlan {
            record: TributeRecord {
                kind: TributeKind::Single,
                outcome: TributeOutcome::Gifts(gifts),
                first_leader: giver,
            },
        };
    }
    let (a, b) = (order[2], order[3]);
    let (na, nb) = (big(a), big(b));
    if na + nb >= 2 {
        return exempt(TributeKind::Double, vec![(a, na), (b, nb)], first);
    }
    let ca = tribute_card(hands[a], level);
    let cb = tribute_card(hands[b], level);
    let (Some(ca), Some(cb)) = (ca, cb) else {
        return exempt(TributeKind::Double, vec![(a, na), (b, nb)], first);
    };
    let (sa, sb) = (strength(ca.rank(), level), strength(cb.rank(), level));
    // The larger gift goes to 1st; on a tie, walk the seats from 1st in play order and the
    // first giver met gives to 1st (§19).
    let a_to_first = if sa != sb {
        sa > sb
    } else {
        let mut s = first;
        loop {
            s = s.next(4);
            if s == a {
                break true;
            }
            if s == b || s == first {
                break false;
            }
        }
    };
    let (to_first, to_second) = if a_to_first {
        ((a, ca), (b, cb))
    } else {
        ((b, cb), (a, ca))
    };
    TributePlan {
        record: TributeRecord {
            kind: TributeKind::Double,
            outcome: TributeOutcome::Gifts(vec![
                Gift {
                    from: to_first.0,
                    to: first,
                    card: to_first.1,
                    returned: None,
                },
                Gift {
                    from: to_second.0,
                    to: order[1],
                    card: to_second.1,
                    returned: None,
                },
            ]),
            first_leader: to_first.0,
        },
    }
}

fn exempt(kind: TributeKind, big_jokers: Vec<(Seat, u8)>, first: Seat) -> TributePlan {
    TributePlan {
        record: TributeRecord {
            kind,
            outcome: TributeOutcome::Exempt { big_jokers },
            first_leader: first,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn highest_non_wild() {
        let hand = CardSet::parse("3S 2H 2D AS", 2).unwrap();
        assert_eq!(tribute_card(hand, Rank::Two).unwrap().to_string(), "2D");
        let hand = CardSet::parse("3S 2H AS", 2).unwrap();
        assert_eq!(tribute_card(hand, Rank::Two).unwrap().to_string(), "AS");
    }
}
