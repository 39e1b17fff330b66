//! Bidding (입찰, §3) from a hand-strength estimate: the bidder's chance of winning as the
//! landlord, measured by playing out sampled deals (three random bottom cards, the rest
//! split between the others) with the fast policy. A 3 with a hand that wins most of the
//! time, nothing with a weak one.

use super::counts::{BJ, Counts, RJ, TWO};
use super::plan::Plan;
use super::sample::bidding_deals;
use super::search::result_for;
use crate::engine::ddz::{Action, PlayerView};
use crate::engine::rng::GameRng;

/// Sampled deals per bidding decision.
pub const BID_SAMPLES: usize = 64;

/// The estimated chance above which the AI bids 1, 2 and 3.
pub const THRESHOLDS: [f32; 3] = [0.50, 0.58, 0.66];

/// The bidder's estimated chance of winning the hand as the landlord.
pub fn landlord_chance(me: u8, hand: Counts, samples: usize, rng: &mut GameRng) -> f32 {
    let deals = bidding_deals(me, hand, samples, rng);
    let mut wins = 0u32;
    for mut d in deals {
        let mut plans = d.hands.map(Plan::of);
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

/// The strong cards of a hand, in words: "로켓, 2 두 장" ….
fn strengths(hand: Counts) -> String {
    let mut parts = Vec::new();
    if hand.has_rocket() {
        parts.push("로켓".to_string());
    } else if hand.get(RJ) == 1 {
        parts.push("큰 조커".to_string());
    } else if hand.get(BJ) == 1 {
        parts.push("작은 조커".to_string());
    }
    let bombs = hand.bombs().count_ones();
    if bombs > 0 {
        parts.push(format!("폭탄 {}개", bombs));
    }
    let twos = hand.get(TWO);
    if twos > 0 && twos < 4 {
        parts.push(format!("2 {}장", twos));
    }
    parts.join(", ")
}

/// The bidding decision with its reason, and the estimated chance of winning as landlord.
pub fn choose_bid(view: &PlayerView, rng: &mut GameRng) -> (Action, String, f32) {
    let seat = view.seat;
    let hand = Counts::from_set(view.hand);
    let chance = landlord_chance(seat.0, hand, BID_SAMPLES, rng);
    let highest = view.highest_bid();
    let bid = bid_for(chance, highest);
    let strong = strengths(hand);
    let turns = Plan::of(hand).len();
    let shape = if turns <= 6 {
        "조합이 잘 이어져"
    } else {
        "조합이 흩어져"
    };
    let reason = match bid {
        Some(3) if strong.is_empty() => format!("{shape} 지주로 이길 만해 3을 부릅니다"),
        Some(3) => format!(
            "{strong}{} 있어 지주로 이길 만해 3을 부릅니다",
            i_ga(&strong)
        ),
        Some(b) => {
            let what = if strong.is_empty() {
                shape.to_string()
            } else {
                format!("{strong}{} 있어", i_ga(&strong))
            };
            let num = if b == 2 { "2를" } else { "1을" };
            format!("{what} 해볼 만한 손패라 {num} 부릅니다")
        }
        None if highest.is_some() && chance >= THRESHOLDS[0] => {
            "앞사람보다 높게 부를 만큼 강하지 않아 입찰하지 않습니다".to_string()
        }
        None if strong.is_empty() => "큰 카드가 적어 입찰하지 않습니다".to_string(),
        None => format!("{shape} 지주로 이기기 어려워 입찰하지 않습니다"),
    };
    (Action::Bid { seat, bid }, reason, chance)
}

/// 이/가 after a list whose last word decides (as [`crate::ai::text::iga`], suffix only).
fn i_ga(words: &str) -> &'static str {
    let with = crate::ai::text::iga(words);
    if with.ends_with('이') { "이" } else { "가" }
}
