//! Why each move was chosen, as a [`Why`]: the combination and the motive, never a score.
//! In Korean: "지주가 2장 남아 폭탄으로 막습니다", "동료가 이기고 있어 패스합니다",
//! "가장 작은 연속 페어를 먼저 냅니다" (worded by [`Why::text`]).

use super::counts::{Counts, Mv, can_beat, can_beat_plain};
use super::plan::Plan;
use super::policy::is_boss;
use super::sample::Info;
use crate::why::{Named, Side, Why};
use engine::Seat;
use engine::ddz::ComboKind;

/// What the other side is called from this seat: the landlord, or the peasants.
fn opponent_name(info: &Info, seat: Seat) -> Side {
    if seat == info.landlord {
        Side::Landlord
    } else if info.me == info.landlord {
        Side::Peasants
    } else {
        Side::Partner
    }
}

fn kind_name(m: &Mv) -> Named {
    Named::DdzKind(m.kind)
}

fn desc(m: &Mv) -> Named {
    Named::DdzCombo(m.combo())
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
pub fn explain(info: &Info, mv: Option<Mv>) -> Why {
    let hand = info.hand;
    match (mv, info.table()) {
        (Some(m), _) if m.cards == hand => Why::GoesOut(desc(&m)),
        (None, None) => Why::NothingToPlay,
        (None, Some((holder, t))) => {
            if !can_beat(hand, &t) {
                Why::CannotBeat(kind_name(&t))
            } else if info.partner() == Some(holder) {
                Why::PartnerWinning
            } else if !can_beat_plain(hand, &t) {
                Why::SavesBombs
            } else {
                let plan = Plan::of(hand);
                let unbroken = plan.combos().iter().any(|c| !c.is_bomb() && c.beats(&t));
                if unbroken {
                    Why::SavesBigCards
                } else {
                    Why::KeepsCombos
                }
            }
        }
        (Some(m), Some((holder, t))) => follow_reason(info, &m, holder, &t),
        (Some(m), None) => lead_reason(info, &m),
    }
}

/// 폭탄 or 로켓 (the kind's own name).
fn bomb_word(m: &Mv) -> Named {
    Named::DdzKind(m.kind)
}

fn follow_reason(info: &Info, m: &Mv, holder: Seat, t: &Mv) -> Why {
    let desc = desc(m);
    let holder_left = info.counts[holder];
    if info.partner() == Some(holder) {
        return Why::OverPartner(desc);
    }
    let who = opponent_name(info, holder);
    if m.is_bomb() {
        let rest = info.hand.minus(m.cards);
        if holder_left <= 4 {
            return Why::Blocks {
                side: who,
                left: holder_left,
                with: bomb_word(m),
            };
        }
        if Plan::of(rest).len() <= 2 {
            return Why::BombToFinish(bomb_word(m));
        }
        return Why::BombDoubles(bomb_word(m));
    }
    if holder_left <= 3 {
        return Why::Blocks {
            side: who,
            left: holder_left,
            with: desc,
        };
    }
    let mut beating = Vec::new();
    super::counts::gen_same_kind(info.hand, t, &mut beating);
    let smallest = beating.iter().all(|x| x.key >= m.key);
    if smallest {
        Why::SmallestBeat(kind_name(m))
    } else if is_boss(m, info.unseen) {
        Why::BossTakes(desc)
    } else {
        Why::BeatsForLead(desc)
    }
}

fn lead_reason(info: &Info, m: &Mv) -> Why {
    let desc = desc(m);
    let (opp_left, opp) = nearest_opponent(info);
    let who = opponent_name(info, opp);
    if let Some(p) = info.partner() {
        let pc = info.counts[p];
        if (pc == 1 && m.kind == ComboKind::Single) || (pc == 2 && m.kind == ComboKind::Pair) {
            return Why::FeedsPartner {
                left: pc,
                kind: kind_name(m),
            };
        }
    }
    if m.is_bomb() {
        return Why::LeadsBombRaises(bomb_word(m));
    }
    if opp_left == 1 {
        if m.kind == ComboKind::Single {
            return Why::TopSingle {
                side: who,
                single: Named::DdzKind(ComboKind::Single),
                rank: Some(m.combo().key),
            };
        }
        return Why::InsteadOfSingle {
            side: who,
            kind: kind_name(m),
        };
    }
    if opp_left == 2 && m.kind != ComboKind::Pair {
        return Why::AvoidsPair {
            side: who,
            kind: kind_name(m),
        };
    }
    let plan = Plan::of(info.hand);
    if is_boss(m, info.unseen) && plan.len() <= 3 {
        return Why::BossKeeps(desc);
    }
    if is_lowest_of_kind(info.hand, m) {
        return Why::LowestFirst(kind_name(m));
    }
    Why::Sheds(desc)
}
