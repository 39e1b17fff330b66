//! The deal (§2) and the 1·2·3 bidding (입찰, §3).
//!
//! Each deal draws from `GameRng::new(seed, deal_no)`: a shuffle of the 54 cards (17 each
//! to seats 0, 1, 2 in that order, the last three to the bottom), then the random first
//! bidder from the same generator. An all-pass redeal uses the next deal number (R2).
//!
//! ```
//! use engine::ddz::{deal, legal_bids};
//! let d = deal(42, 0);
//! assert_eq!(d.hands.map(|h| h.len()), [17, 17, 17]);
//! assert_eq!(d.bottom.len(), 3);
//! assert_eq!(legal_bids(Some(2)), vec![None, Some(3)]); // §3: after a 2, only 3 or no bid
//! ```

use serde::{Deserialize, Serialize};

use crate::rng::{GameRng, shuffle};
use crate::{BySeat, CardId, CardSet, Reject, Seat};

/// One deal: three hands of 17, three bottom cards, and who bids first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    /// Seats 0, 1, 2.
    pub hands: [CardSet; 3],
    /// 바닥패: the three bottom cards.
    pub bottom: CardSet,
    /// The first bidder (random, §3).
    pub first_bidder: Seat,
}

/// How many cards each seat holds before the first play (§2): 17 each, and the landlord
/// 20 once it has taken the three bottom cards.
pub fn dealt_sizes(landlord: Option<Seat>) -> BySeat<usize, 3> {
    let mut sizes = BySeat([17; 3]);
    if let Some(l) = landlord.filter(|l| sizes.get(*l).is_some()) {
        sizes[l] += 3;
    }
    sizes
}

/// Deals the 54 cards for deal number `deal_no` of the game seeded with `seed`.
pub fn deal(seed: u64, deal_no: u64) -> Deal {
    let mut rng = GameRng::new(seed, deal_no);
    let mut ids: Vec<u8> = (0..54).collect();
    shuffle(&mut ids, &mut rng);
    let set = |range: &[u8]| -> CardSet {
        range
            .iter()
            .filter_map(|&i| CardId::from_index(i))
            .collect()
    };
    let hands = [set(&ids[0..17]), set(&ids[17..34]), set(&ids[34..51])];
    let bottom = set(&ids[51..54]);
    let first_bidder = Seat(rng.below(3) as u8);
    Deal {
        hands,
        bottom,
        first_bidder,
    }
}

/// The highest bid so far (`None` when nobody has bid).
pub fn highest_bid(bids: &[(Seat, Option<u8>)]) -> Option<(Seat, u8)> {
    bids.iter()
        .filter_map(|&(s, b)| b.map(|b| (s, b)))
        .max_by_key(|&(_, b)| b)
}

/// The choices open to the next bidder after a highest bid of `highest` (§3):
/// `None` (입찰 안 함, no bid) first, then every bid above the highest up to 3.
pub fn legal_bids(highest: Option<u8>) -> Vec<Option<u8>> {
    let from = highest.map_or(1, |h| h + 1);
    std::iter::once(None).chain((from..=3).map(Some)).collect()
}

/// Checks one bid against the highest so far.
///
/// # Errors
/// [`Reject::DdzBidOutOfRange`] for a bid outside 1..=3, [`Reject::DdzBidNotHigher`] for a
/// bid not above the highest.
pub fn check_bid(bid: Option<u8>, highest: Option<u8>) -> Result<(), Reject> {
    match bid {
        None => Ok(()),
        Some(b) if !(1..=3).contains(&b) => Err(Reject::DdzBidOutOfRange),
        Some(b) if highest.is_some_and(|h| b <= h) => Err(Reject::DdzBidNotHigher),
        Some(_) => Ok(()),
    }
}

/// What the bids so far decide (§3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BidOutcome {
    /// Bidding goes on.
    Open,
    /// This seat is the landlord at this bid.
    Landlord(Seat, u8),
    /// Everyone declined: reshuffle and deal again.
    Redeal,
}

/// The outcome of a bidding sequence: a 3 ends it at once; otherwise after three decisions
/// the highest bidder wins, or all passed and the cards are dealt again.
pub fn outcome(bids: &[(Seat, Option<u8>)]) -> BidOutcome {
    if let Some(&(s, Some(3))) = bids.last() {
        return BidOutcome::Landlord(s, 3);
    }
    if bids.len() < 3 {
        return BidOutcome::Open;
    }
    match highest_bid(bids) {
        Some((s, b)) => BidOutcome::Landlord(s, b),
        None => BidOutcome::Redeal,
    }
}
