//! Bidding (입찰, §3) from a hand-strength estimate: the bidder's chance of winning as the
//! landlord, measured by playing out sampled deals (three random bottom cards, the rest
//! split between the others) with the fast policy. A 3 with a hand that wins most of the
//! time, nothing with a weak one.

use super::counts::{BJ, Counts, RJ, TWO};
use super::plan::Plan;
use super::sample::bidding_deals;
use super::search::result_for;
use crate::why::{Jokers, Strengths, Why};
use engine::Seat;
use engine::ddz::{Action, PlayerView};
use engine::rng::GameRng;

/// Sampled deals per bidding decision.
pub const BID_SAMPLES: usize = 64;

/// The estimated chance above which the AI bids 1, 2 and 3.
pub const THRESHOLDS: [f32; 3] = [0.50, 0.58, 0.66];

/// The bidder's estimated chance of winning the hand as the landlord.
pub fn landlord_chance(me: Seat, hand: Counts, samples: usize, rng: &mut GameRng) -> f32 {
    let deals = bidding_deals(me, hand, samples, rng);
    let mut wins = 0u32;
    for mut d in deals {
        let mut plans = d.hands.0.map(Plan::of);
        let o = d.playout(&mut plans);
        wins += result_for(me, me, &o).0 as u32;
    }
    wins as f32 / samples.max(1) as f32
}

/// The bid to make with a given estimated chance, after the highest bid so far.
pub fn bid_for(chance: f32, highest: Option<u8>) -> Option<u8> {
    // Someone else bidding signals a strong hand against us: ask for a little more.
    let adj = chance - 0.03 * highest.unwrap_or(0) as f32;
    let want = THRESHOLDS.iter().filter(|&&t| adj >= t).count() as u8;
    (want > highest.unwrap_or(0)).then_some(want)
}

/// The strong cards of a hand: "로켓과 2 두 장", "큰 조커, 폭탄 한 개와 2 한 장" in words.
fn strengths(hand: Counts) -> Strengths {
    let jokers = if hand.has_rocket() {
        Jokers::Rocket
    } else if hand.get(RJ) == 1 {
        Jokers::Big
    } else if hand.get(BJ) == 1 {
        Jokers::Small
    } else {
        Jokers::None
    };
    Strengths {
        jokers,
        bombs: hand.bombs().count_ones() as u8,
        twos: hand.get(TWO),
    }
}

/// The bidding decision with its reason, and the estimated chance of winning as landlord.
pub fn choose_bid(view: &PlayerView, rng: &mut GameRng) -> (Action, Why, f32) {
    let seat = view.seat;
    let hand = Counts::from_set(view.hand);
    let chance = landlord_chance(seat, hand, BID_SAMPLES, rng);
    let highest = view.highest_bid();
    let bid = bid_for(chance, highest);
    (
        Action::Bid { seat, bid },
        bid_reason(hand, chance, highest, bid),
        chance,
    )
}

/// Why one would make `bid` (`None`: no bid) with `hand`, given the estimated chance of
/// winning as the landlord and the highest bid so far.
pub fn bid_reason(hand: Counts, chance: f32, highest: Option<u8>, bid: Option<u8>) -> Why {
    let strong = strengths(hand);
    match bid {
        Some(3) => Why::BidThree(strong),
        Some(b) => Why::Bids { bid: b, strong },
        None if highest.is_some() && chance >= THRESHOLDS[0] => Why::NoBidNotHigher,
        None if strong.is_empty() => Why::NoBidFewBig,
        None if Plan::of(hand).len() > 6 => Why::NoBidScattered,
        None => Why::NoBidUnlikely,
    }
}
