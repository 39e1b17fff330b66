//! Bidding (입찰, §3) from a hand-strength estimate: the bidder's chance of winning as the
//! landlord, measured by playing out sampled deals (three random bottom cards, the rest
//! split between the others) with the fast policy. A 3 with a hand that wins most of the
//! time, nothing with a weak one.

use super::counts::{BJ, Counts, RJ, TWO};
use super::plan::Plan;
use super::sample::bidding_deals;
use super::search::result_for;
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

fn count_word(n: u8) -> &'static str {
    match n {
        1 => "한",
        2 => "두",
        3 => "세",
        _ => "네",
    }
}

/// The strong cards of a hand, in words: "로켓과 2 두 장", "큰 조커, 폭탄 한 개와 2 한 장".
fn strengths(hand: Counts) -> String {
    let mut parts: Vec<String> = Vec::new();
    if hand.has_rocket() {
        parts.push("로켓".into());
    } else if hand.get(RJ) == 1 {
        parts.push("큰 조커".into());
    } else if hand.get(BJ) == 1 {
        parts.push("작은 조커".into());
    }
    let bombs = hand.bombs().count_ones() as u8;
    if bombs > 0 {
        parts.push(format!("폭탄 {} 개", count_word(bombs)));
    }
    let twos = hand.get(TWO);
    if twos > 0 && twos < 4 {
        parts.push(format!("2 {} 장", count_word(twos)));
    }
    let mut out = String::new();
    let n = parts.len();
    for (i, p) in parts.iter().enumerate() {
        if i + 2 == n {
            out.push_str(&i18n::particle::wa(p));
            out.push(' ');
        } else if i + 1 == n {
            out.push_str(p);
        } else {
            out.push_str(p);
            out.push_str(", ");
        }
    }
    out
}

/// The bidding decision with its reason, and the estimated chance of winning as landlord.
pub fn choose_bid(view: &PlayerView, rng: &mut GameRng) -> (Action, String, f32) {
    let seat = view.seat;
    let hand = Counts::from_set(view.hand);
    let chance = landlord_chance(seat, hand, BID_SAMPLES, rng);
    let highest = view.highest_bid();
    let bid = bid_for(chance, highest);
    let strong = strengths(hand);
    let scattered = Plan::of(hand).len() > 6;
    let having = |s: &str| format!("{} 있어", i18n::particle::iga(s));
    let reason = match bid {
        Some(3) if strong.is_empty() => "조합이 잘 이어져 지주로 이길 만해 3을 부릅니다".into(),
        Some(3) => format!("{} 지주로 이길 만해 3을 부릅니다", having(&strong)),
        Some(b) => {
            let what = if strong.is_empty() {
                "조합이 잘 이어져".to_string()
            } else {
                having(&strong)
            };
            let num = i18n::particle::eul(&b.to_string());
            format!("{what} 해볼 만한 손패라 {num} 부릅니다")
        }
        None if highest.is_some() && chance >= THRESHOLDS[0] => {
            "앞사람보다 높게 부를 만큼 강하지 않아 입찰하지 않습니다".to_string()
        }
        None if strong.is_empty() => "큰 카드가 적어 입찰하지 않습니다".to_string(),
        None if scattered => "조합이 흩어져 지주로 이기기 어려워 입찰하지 않습니다".to_string(),
        None => "지주로 이길 가능성이 낮아 입찰하지 않습니다".to_string(),
    };
    (Action::Bid { seat, bid }, reason, chance)
}
