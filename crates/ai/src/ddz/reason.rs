//! The Korean sentence behind each move: the combination and the motive, never a score.
//! "지주가 2장 남아 폭탄으로 막습니다", "동료가 이기고 있어 패스합니다",
//! "가장 작은 연속 페어를 먼저 냅니다".

use super::counts::{Counts, Mv, can_beat, can_beat_plain};
use super::plan::Plan;
use super::policy::is_boss;
use super::sample::Info;
use engine::Seat;
use engine::ddz::ComboKind;
use i18n::particle::{eul, euro, iga};

/// What the other side is called from this seat: the landlord, or the peasants.
fn opponent_name(info: &Info, seat: Seat) -> &'static str {
    if seat == info.landlord {
        "지주"
    } else if info.me == info.landlord {
        "농민"
    } else {
        "동료"
    }
}

fn kind_name(m: &Mv) -> &'static str {
    m.kind.name_ko()
}

/// Whether `m` is the lowest combination of its kind and length in `hand`.
fn is_lowest_of_kind(hand: Counts, m: &Mv) -> bool {
    let mut moves = Vec::new();
    super::counts::gen_moves(hand, None, &mut moves);
    !moves
        .iter()
        .any(|x| x.kind == m.kind && x.len == m.len && x.key < m.key)
}

/// The fewest cards any opponent of this seat holds, and that seat.
fn nearest_opponent(info: &Info) -> (u8, Seat) {
    info.counts
        .iter()
        .filter(|&(s, _)| (s == info.landlord) != (info.me == info.landlord))
        .map(|(s, &n)| (n, s))
        .min()
        .unwrap_or((20, Seat(0)))
}

/// Why this move (or pass) was chosen.
pub fn explain(info: &Info, mv: Option<Mv>) -> String {
    let hand = info.hand;
    match (mv, info.table()) {
        (Some(m), _) if m.cards == hand => {
            format!(
                "{} 손패를 모두 내고 끝냅니다",
                euro(&m.combo().describe_ko())
            )
        }
        (None, None) => "낼 카드가 없습니다".into(),
        (None, Some((holder, t))) => {
            if !can_beat(hand, &t) {
                format!("{} 이길 카드가 없어 패스합니다", eul(kind_name(&t)))
            } else if info.partner() == Some(holder) {
                "동료가 이기고 있어 패스합니다".into()
            } else if !can_beat_plain(hand, &t) {
                "폭탄을 아끼려고 패스합니다".into()
            } else {
                let plan = Plan::of(hand);
                let unbroken = plan.combos().iter().any(|c| !c.is_bomb() && c.beats(&t));
                if unbroken {
                    "큰 카드를 아껴 두려고 이번에는 패스합니다".into()
                } else {
                    "손패의 조합을 깨지 않으려고 패스합니다".into()
                }
            }
        }
        (Some(m), Some((holder, t))) => follow_reason(info, &m, holder, &t),
        (Some(m), None) => lead_reason(info, &m),
    }
}

fn bomb_word(m: &Mv) -> &'static str {
    if m.kind == ComboKind::Rocket {
        "로켓"
    } else {
        "폭탄"
    }
}

fn follow_reason(info: &Info, m: &Mv, holder: Seat, t: &Mv) -> String {
    let desc = m.combo().describe_ko();
    let holder_left = info.counts[holder];
    if info.partner() == Some(holder) {
        return format!("동료의 패를 넘어 {} 받아 이어 갑니다", euro(&desc));
    }
    let who = opponent_name(info, holder);
    if m.is_bomb() {
        let rest = info.hand.minus(m.cards);
        if holder_left <= 4 {
            return format!(
                "{} {}장 남아 {} 막습니다",
                iga(who),
                holder_left,
                euro(bomb_word(m))
            );
        }
        if Plan::of(rest).len() <= 2 {
            return format!(
                "{} 주도권을 잡으면 끝까지 낼 수 있습니다",
                euro(bomb_word(m))
            );
        }
        return format!(
            "{} 주도권을 가져오고 판돈을 두 배로 올립니다",
            euro(bomb_word(m))
        );
    }
    if holder_left <= 3 {
        return format!(
            "{} {}장 남아 {} 막습니다",
            iga(who),
            holder_left,
            euro(&desc)
        );
    }
    let mut beating = Vec::new();
    super::counts::gen_same_kind(info.hand, t, &mut beating);
    let smallest = beating.iter().all(|x| x.key >= m.key);
    if smallest {
        format!("가장 작은 {} 누릅니다", euro(kind_name(m)))
    } else if is_boss(m, info.unseen) {
        format!("아무도 넘을 수 없는 {} 주도권을 가져옵니다", euro(&desc))
    } else {
        format!("{} 눌러 주도권을 노립니다", euro(&desc))
    }
}

fn lead_reason(info: &Info, m: &Mv) -> String {
    let desc = m.combo().describe_ko();
    let (opp_left, opp) = nearest_opponent(info);
    let who = opponent_name(info, opp);
    if let Some(p) = info.partner() {
        let pc = info.counts[p];
        if (pc == 1 && m.kind == ComboKind::Single) || (pc == 2 && m.kind == ComboKind::Pair) {
            return format!("동료가 {}장 남아 작은 {} 넘겨줍니다", pc, eul(kind_name(m)));
        }
    }
    if m.is_bomb() {
        return format!(
            "{} 먼저 내어 주도권을 지키고 판돈을 올립니다",
            eul(bomb_word(m))
        );
    }
    if opp_left == 1 {
        if m.kind == ComboKind::Single {
            return format!(
                "{} 1장 남아 가장 높은 한 장을 냅니다: {}",
                iga(who),
                m.combo().key.label()
            );
        }
        return format!(
            "{} 1장 남아 한 장 대신 {} 냅니다",
            iga(who),
            eul(kind_name(m))
        );
    }
    if opp_left == 2 && m.kind != ComboKind::Pair {
        return format!(
            "{} 2장 남아 페어를 피해 {} 냅니다",
            iga(who),
            eul(kind_name(m))
        );
    }
    let plan = Plan::of(info.hand);
    if is_boss(m, info.unseen) && plan.len() <= 3 {
        return format!("아무도 넘을 수 없는 {} 주도권을 지킵니다", euro(&desc));
    }
    if is_lowest_of_kind(info.hand, m) {
        return format!("가장 작은 {} 먼저 냅니다", eul(kind_name(m)));
    }
    format!("{} 내어 손패를 정리합니다", eul(&desc))
}
