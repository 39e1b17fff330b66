//! The Korean sentence behind each Guandan move: the combination and the motive.

use super::plan::{Plan, Shape};
use super::policy::is_boss;
use super::sample::Info;
use engine::guandan::level::wild_mask;
use engine::guandan::{ComboKind, Played, generate};
use engine::{CardSet, Seat};
use i18n::particle::{eul, euro, iga};

fn describe(p: &Played, info: &Info) -> String {
    p.describe_ko(info.level)
}

fn bomb_word(p: &Played) -> &'static str {
    match p.combo.kind {
        ComboKind::JokerBomb => "조커 폭탄",
        ComboKind::StraightFlush => "스트레이트 플러시",
        _ => "폭탄",
    }
}

/// Whether this play spends wild hearts.
fn uses_wild(p: &Played, info: &Info) -> bool {
    p.cards.bits() & wild_mask(info.level) != 0 && p.cards.len() > 1
}

/// The fewest cards an opponent still in the hand holds.
fn nearest_opponent(info: &Info) -> u8 {
    super::search::ctx_of(info).opp_min()
}

/// Why this play (or pass) was chosen.
pub fn explain(info: &Info, mv: Option<Played>) -> String {
    let hand = CardSet::from_bits(info.hand);
    match (mv, info.table) {
        (Some(p), _) if p.cards == hand => {
            format!(
                "{} 남은 카드를 모두 내고 나갑니다",
                euro(&describe(&p, info))
            )
        }
        (None, None) => "낼 카드가 없습니다".into(),
        (None, Some((holder, t))) => {
            let beating = generate(hand, info.level, Some(&t.combo));
            if beating.is_empty() {
                format!(
                    "{} 이길 카드가 없어 패스합니다",
                    eul(t.combo.kind.name_ko())
                )
            } else if holder.team() == info.me.team() {
                "동료가 이기고 있어 패스합니다".into()
            } else if beating.iter().all(|p| p.combo.kind.is_bomb_class()) {
                "폭탄을 아끼려고 패스합니다".into()
            } else {
                let plan = Plan::of(&Shape::of(info.hand, info.level), info.level);
                let unbroken = beating.iter().any(|p| {
                    let s = Shape::of(p.cards.bits(), info.level);
                    plan.parts()
                        .iter()
                        .any(|x| x.kind == p.combo.kind && x.nat == s.c && x.wild == s.w)
                });
                if unbroken {
                    "큰 카드를 아껴 두려고 이번에는 패스합니다".into()
                } else {
                    "손패의 조합을 깨지 않으려고 패스합니다".into()
                }
            }
        }
        (Some(p), Some((holder, t))) => follow_reason(info, &p, holder, &t),
        (Some(p), None) => lead_reason(info, &p),
    }
}

fn follow_reason(info: &Info, p: &Played, holder: Seat, t: &Played) -> String {
    let desc = describe(p, info);
    if holder.team() == info.me.team() {
        return format!("동료의 패를 넘어 {} 받아 이어 갑니다", euro(&desc));
    }
    let left = info.counts[holder.index()];
    if p.combo.kind.is_bomb_class() {
        if left <= 6 {
            return format!("상대가 {}장 남아 {} 막습니다", left, euro(bomb_word(p)));
        }
        return format!("{} 주도권을 가져옵니다", euro(bomb_word(p)));
    }
    if left <= 4 {
        return format!("상대가 {}장 남아 {} 막습니다", left, euro(&desc));
    }
    let beating = generate(CardSet::from_bits(info.hand), info.level, Some(&t.combo));
    let mine = super::plan::rank_value(p.combo.kind, p.combo.key, info.level);
    let smallest = beating
        .iter()
        .filter(|x| x.combo.kind == p.combo.kind)
        .all(|x| super::plan::rank_value(x.combo.kind, x.combo.key, info.level) >= mine);
    if uses_wild(p, info) {
        format!(
            "와일드 하트 {} 써서 {} 누릅니다",
            eul(info.level.label()),
            euro(&desc)
        )
    } else if smallest {
        format!("가장 작은 {} 누릅니다", euro(p.combo.kind.name_ko()))
    } else {
        format!("{} 눌러 주도권을 노립니다", euro(&desc))
    }
}

fn lead_reason(info: &Info, p: &Played) -> String {
    let desc = describe(p, info);
    let pc = info.counts[info.me.partner().index()];
    let kind = p.combo.kind;
    if (pc == 1 && kind == ComboKind::Single) || (pc == 2 && kind == ComboKind::Pair) {
        return format!(
            "동료가 {}장 남아 작은 {} 넘겨줍니다",
            pc,
            eul(kind.name_ko())
        );
    }
    if kind.is_bomb_class() {
        return format!("{} 먼저 내어 주도권을 지킵니다", eul(bomb_word(p)));
    }
    let opp = nearest_opponent(info);
    if opp == 1 && kind != ComboKind::Single {
        return format!(
            "{} 1장 남아 낱장 대신 {} 냅니다",
            iga("상대"),
            eul(kind.name_ko())
        );
    }
    if opp == 1 {
        return "상대가 1장 남아 가장 높은 낱장을 냅니다".into();
    }
    if opp == 2 && kind != ComboKind::Pair {
        return format!("상대가 2장 남아 페어를 피해 {} 냅니다", eul(kind.name_ko()));
    }
    if uses_wild(p, info) {
        return format!(
            "와일드 하트 {} {} 완성해 냅니다",
            euro(info.level.label()),
            eul(kind.name_ko())
        );
    }
    let plan = Plan::of(&Shape::of(info.hand, info.level), info.level);
    if is_boss(p, info.unseen, info.level) && plan.len() <= 3 {
        return format!("아무도 넘을 수 없는 {} 주도권을 지킵니다", euro(&desc));
    }
    let legal = generate(CardSet::from_bits(info.hand), info.level, None);
    let mine = super::plan::rank_value(kind, p.combo.key, info.level);
    let lowest = legal
        .iter()
        .filter(|x| x.combo.kind == kind && x.combo.len == p.combo.len)
        .all(|x| super::plan::rank_value(x.combo.kind, x.combo.key, info.level) >= mine);
    if lowest {
        format!("가장 작은 {} 먼저 냅니다", eul(kind.name_ko()))
    } else {
        format!("{} 내어 손패를 정리합니다", eul(&desc))
    }
}
