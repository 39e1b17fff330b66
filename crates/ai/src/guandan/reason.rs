//! Why each Guandan move was chosen, as a [`Why`]: the combination and the motive.

use super::plan::{Plan, Shape};
use super::policy::is_boss;
use super::sample::Info;
use crate::why::{Named, Side, Why};
use engine::guandan::level::wild_mask;
use engine::guandan::{ComboKind, Played, generate};
use engine::{CardSet, Seat};

fn describe(p: &Played, info: &Info) -> Named {
    Named::GdPlay(*p, info.level)
}

/// 폭탄, 스트레이트 플러시 or 조커 폭탄 (the kind's own name).
fn bomb_word(p: &Played) -> Named {
    Named::GdKind(p.combo.kind)
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
pub fn explain(info: &Info, mv: Option<Played>) -> Why {
    let hand = CardSet::from_bits(info.hand);
    match (mv, info.table) {
        (Some(p), _) if p.cards == hand => Why::GoesOut(describe(&p, info)),
        (None, None) => Why::NothingToPlay,
        (None, Some((holder, t))) => {
            let beating = generate(hand, info.level, Some(&t.combo));
            if beating.is_empty() {
                Why::CannotBeat(Named::GdKind(t.combo.kind))
            } else if holder.team() == info.me.team() {
                Why::PartnerWinning
            } else if beating.iter().all(|p| p.combo.kind.is_bomb_class()) {
                Why::SavesBombs
            } else {
                let plan = Plan::of(&Shape::of(info.hand, info.level), info.level);
                let unbroken = beating.iter().any(|p| {
                    let s = Shape::of(p.cards.bits(), info.level);
                    plan.parts()
                        .iter()
                        .any(|x| x.kind == p.combo.kind && x.nat == s.c && x.wild == s.w)
                });
                if unbroken {
                    Why::SavesBigCards
                } else {
                    Why::KeepsCombos
                }
            }
        }
        (Some(p), Some((holder, t))) => follow_reason(info, &p, holder, &t),
        (Some(p), None) => lead_reason(info, &p),
    }
}

fn follow_reason(info: &Info, p: &Played, holder: Seat, t: &Played) -> Why {
    let desc = describe(p, info);
    if holder.team() == info.me.team() {
        return Why::OverPartner(desc);
    }
    let left = info.counts[holder.index()];
    if p.combo.kind.is_bomb_class() {
        if left <= 6 {
            return Why::Blocks {
                side: Side::Opponent,
                left,
                with: bomb_word(p),
            };
        }
        return Why::BombTakes(bomb_word(p));
    }
    if left <= 4 {
        return Why::Blocks {
            side: Side::Opponent,
            left,
            with: desc,
        };
    }
    let beating = generate(CardSet::from_bits(info.hand), info.level, Some(&t.combo));
    let mine = super::plan::rank_value(p.combo.kind, p.combo.key, info.level);
    let smallest = beating
        .iter()
        .filter(|x| x.combo.kind == p.combo.kind)
        .all(|x| super::plan::rank_value(x.combo.kind, x.combo.key, info.level) >= mine);
    if uses_wild(p, info) {
        Why::WildBeats {
            level: info.level,
            with: desc,
        }
    } else if smallest {
        Why::SmallestBeat(Named::GdKind(p.combo.kind))
    } else {
        Why::BeatsForLead(desc)
    }
}

fn lead_reason(info: &Info, p: &Played) -> Why {
    let desc = describe(p, info);
    let pc = info.counts[info.me.partner().index()];
    let kind = p.combo.kind;
    if (pc == 1 && kind == ComboKind::Single) || (pc == 2 && kind == ComboKind::Pair) {
        return Why::FeedsPartner {
            left: pc,
            kind: Named::GdKind(kind),
        };
    }
    if kind.is_bomb_class() {
        return Why::LeadsBomb(bomb_word(p));
    }
    let opp = nearest_opponent(info);
    if opp == 1 && kind != ComboKind::Single {
        return Why::InsteadOfSingle {
            side: Side::Opponent,
            kind: Named::GdKind(kind),
        };
    }
    if opp == 1 {
        return Why::TopSingle {
            side: Side::Opponent,
            single: Named::GdKind(ComboKind::Single),
            rank: None,
        };
    }
    if opp == 2 && kind != ComboKind::Pair {
        return Why::AvoidsPair {
            side: Side::Opponent,
            kind: Named::GdKind(kind),
        };
    }
    if uses_wild(p, info) {
        return Why::WildCompletes {
            level: info.level,
            kind: Named::GdKind(kind),
        };
    }
    let plan = Plan::of(&Shape::of(info.hand, info.level), info.level);
    if is_boss(p, info.unseen, info.level) && plan.len() <= 3 {
        return Why::BossKeeps(desc);
    }
    let legal = generate(CardSet::from_bits(info.hand), info.level, None);
    let mine = super::plan::rank_value(kind, p.combo.key, info.level);
    let lowest = legal
        .iter()
        .filter(|x| x.combo.kind == kind && x.combo.len == p.combo.len)
        .all(|x| super::plan::rank_value(x.combo.kind, x.combo.key, info.level) >= mine);
    if lowest {
        Why::LowestFirst(Named::GdKind(kind))
    } else {
        Why::Sheds(desc)
    }
}
