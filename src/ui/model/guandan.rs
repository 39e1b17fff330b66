//! 관단's words at the table: card marks (wild, level), announcements, each seat's badge and
//! last act, the status, the tribute account, the end-of-hand account, the 계속하기
//! summary, and the recommendation cycle (plays and returns).

use super::cards::{CardFace, Mark, order_hand};
use super::game::{Hint, LastAct, Move};
use super::hint::{Advice, advice, cycle, numbered};
use super::seat_name;
use crate::session::SortMode;
#[cfg(not(target_arch = "wasm32"))]
use crate::think::answer;
use crate::think::{Question, View};
use engine::guandan::{
    Action, ComboKind, Event, Game, HandResult, Phase, Played, TributeKind, TributeOutcome,
    TributeRecord, strength,
};
use engine::order::{self, Key};
use engine::{CardId, CardSet, Rank, Seat, Suit};
use i18n::Lang;
use i18n::particle::{eui, eul, eun, iga, wa};

/// The computer player's decision in 관단.
type Decision = ai::Decision<Action>;

fn name(s: Seat) -> &'static str {
    seat_name(4, s, Lang::Ko)
}

/// "우리 팀 (나·지우)" or "상대 팀 (민준·서연)".
pub fn team_name(team: usize) -> &'static str {
    if team == 0 {
        "우리 팀 (나·지우)"
    } else {
        "상대 팀 (민준·서연)"
    }
}

/// True for a heart of the level rank: wild (§4).
pub fn is_wild(id: CardId, level: Rank) -> bool {
    id.rank() == level && id.suit() == Some(Suit::Hearts)
}

/// A card's mark at this level.
pub fn mark(id: CardId, level: Rank) -> Mark {
    if is_wild(id, level) {
        Mark::Wild
    } else if id.rank() == level {
        Mark::Level
    } else {
        Mark::Plain
    }
}

/// My hand as faces: ordered by this hand's strength (the level rank above A), wilds and
/// level cards marked; during a return I owe, only the returnable cards are enabled and
/// the card just received is named as such.
pub fn hand_faces(g: &Game, me: Seat, sort: SortMode) -> Vec<CardFace> {
    let level = g.level();
    let owed = g.tribute().and_then(|t| t.pending_for(me)).copied();
    let returnable = g.returnable(me);
    order_hand(g.hand(me), sort, |id| strength(id.rank(), level))
        .into_iter()
        .map(|id| {
            let mut f = CardFace::new(id, mark(id, level));
            if let Some(gift) = owed {
                f.enabled = returnable.contains(id);
                if id == gift.card {
                    f.name.push_str(" (받은 공물)");
                }
            }
            f
        })
        .collect()
}

/// The cards of a play as faces, strongest first, marked.
pub fn played_faces(p: &Played, level: Rank) -> Vec<CardFace> {
    order_hand(p.cards, SortMode::Rank, |id| strength(id.rank(), level))
        .into_iter()
        .map(|id| CardFace::new(id, mark(id, level)))
        .collect()
}

/// The line announced for an event.
pub fn announce(ev: &Event, level: Rank) -> Option<String> {
    Some(match ev {
        Event::Dealt { hand_number, level } => format!(
            "{hand_number}번째 판: 레벨 {}. {} 와일드입니다.",
            level.label(),
            iga(&format!("하트 {}", level.label()))
        ),
        Event::TributeGiven { from, to, card } => format!(
            "공물: {} → {} ({})",
            name(*from),
            name(*to),
            card.card().name_ko()
        ),
        Event::Exempted { big_jokers } => format!("공물 면제: {}", exemption(big_jokers)),
        Event::Returned { from, to, card } => format!(
            "반환: {} → {} ({})",
            name(*from),
            name(*to),
            card.card().name_ko()
        ),
        Event::PlayStarts { leader } => format!("{}부터 냅니다.", name(*leader)),
        Event::Played { seat, played } => {
            format!("{}: {}", name(*seat), played.describe_ko(level))
        }
        Event::Passed { seat } => format!("{}: 패스", name(*seat)),
        Event::TrickWon { next_leader, .. } => {
            format!("모두 패스: {} 새로 냅니다.", iga(name(*next_leader)))
        }
        Event::PartnerLead { seat } => {
            format!("다 낸 사람의 동료 {} 새로 냅니다.", iga(name(*seat)))
        }
        Event::Finished { seat, place } => format!("{} {place}위로 끝냈습니다!", iga(name(*seat))),
        Event::HandOver(r) => format!(
            "{} 승리 · {}레벨 상승",
            team_name(r.winning_team),
            r.upgrade
        ),
        Event::MatchOver { team } => format!("최종 승리: {}", team_name(*team)),
    })
}

/// "서연이 큰 조커 2장" (why the tribute is cancelled, §21).
pub fn exemption(big_jokers: &[(Seat, u8)]) -> String {
    let who: Vec<String> = big_jokers
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(s, n)| format!("{} 큰 조커 {n}장", name(*s)))
        .collect();
    format!(
        "공물을 줄 사람이 큰 조커 2장을 가지고 있습니다 ({})",
        who.join(", ")
    )
}

/// A seat's badge: 동료 for my partner, and its finish place once out.
pub fn badge(g: &Game, s: Seat) -> Option<String> {
    let place = g
        .finish_order()
        .iter()
        .position(|&f| f == s)
        .map(|i| format!("{}위", i + 1));
    let mate = (s == Seat(0).partner()).then_some("동료");
    match (mate, place) {
        (Some(m), Some(p)) => Some(format!("{m} · {p}")),
        (Some(m), None) => Some(m.to_string()),
        (None, p) => p,
    }
}

/// The seat's last act this trick.
pub fn last_act(g: &Game, s: Seat) -> LastAct {
    match g.trick().iter().rev().find(|(p, _)| *p == s) {
        Some((_, None)) => LastAct::Pass("패스"),
        Some((_, Some(p))) => LastAct::Cards(played_faces(p, g.level()), p.describe_ko(g.level())),
        None => LastAct::Nothing,
    }
}

/// The status items: hand, level played, both stored levels, whose turn, who leads.
pub fn status(g: &Game) -> [String; 5] {
    let [ours, theirs] = g.team_levels();
    let owing: Vec<&str> = (0..4u8)
        .map(Seat)
        .filter(|&s| g.phase() == Phase::Return && g.can_act(s))
        .map(name)
        .collect();
    let turn = match (g.phase(), g.to_act()) {
        (Phase::Return, Some(_)) => format!("반환 차례: {}", owing.join(", ")),
        (_, Some(s)) => format!("{} 차례", eui(name(s))),
        (_, None) => "—".to_string(),
    };
    let lead = match g.phase() {
        Phase::Playing => format!("선: {}", name(g.leader())),
        Phase::Return => g.tribute().map_or(String::new(), |t| {
            format!("반환 후 선: {}", name(t.first_leader))
        }),
        _ => String::new(),
    };
    [
        format!("{}번째 판", g.hand_number()),
        format!("레벨 {}", g.level().label()),
        format!("우리 팀 {} · 상대 팀 {}", ours.label(), theirs.label()),
        turn,
        lead,
    ]
}

/// The tribute account, one line each: who gave which card to whom (and what came back),
/// or the exemption and why; then who will lead.
pub fn tribute_lines(g: &Game) -> Vec<String> {
    let Some(t) = g.tribute() else {
        return Vec::new();
    };
    let kind = match t.kind {
        TributeKind::Single => "단일 공물",
        TributeKind::Double => "이중 공물",
    };
    let mut out = Vec::new();
    match &t.outcome {
        TributeOutcome::Exempt { big_jokers } => {
            out.push(format!("{kind} 면제: {}.", exemption(big_jokers)));
        }
        TributeOutcome::Gifts(gifts) => {
            for gift in gifts {
                let mut line = format!(
                    "{kind}: {} → {} {}",
                    name(gift.from),
                    name(gift.to),
                    gift.card.card().name_ko()
                );
                match gift.returned {
                    Some(r) => line.push_str(&format!(
                        " · 반환 {} → {} {}",
                        name(gift.to),
                        name(gift.from),
                        r.card().name_ko()
                    )),
                    None => line.push_str(&format!(" · {} 반환을 기다리는 중", eui(name(gift.to)))),
                }
                out.push(line);
            }
        }
    }
    out.push(lead_line(t));
    out
}

/// Who leads the first trick after the tribute (§21, §22): the previous 1st after an
/// exemption (nothing is returned), the giver once every return is made.
fn lead_line(t: &TributeRecord) -> String {
    let leader = name(t.first_leader);
    match &t.outcome {
        TributeOutcome::Exempt { .. } => {
            format!("공물과 반환 없이 지난 판 1위인 {leader}부터 냅니다.")
        }
        TributeOutcome::Gifts(gifts) if gifts.iter().all(|g| g.returned.is_some()) => {
            format!("반환이 끝나 {leader}부터 냅니다.")
        }
        TributeOutcome::Gifts(_) => format!("반환이 끝나면 {leader}부터 냅니다."),
    }
}

/// The tribute panel's title: 공물 면제, or 공물과 반환.
pub fn tribute_title(g: &Game) -> &'static str {
    match g.tribute().map(|t| &t.outcome) {
        Some(TributeOutcome::Exempt { .. }) => "공물 면제",
        _ => "공물과 반환",
    }
}

/// The return rule explained to the person who must return (§20).
pub fn return_rule(g: &Game) -> String {
    // No bracket before the particle: "레벨(5)/이" could break after the bracket.
    let level = iga(&format!("레벨 숫자 {}", g.level().label()));
    format!(
        "돌려줄 카드를 한 장 골라 반환을 누르세요. 기본은 10 이하이면서 {level} 아닌 카드이고, \
         그런 카드가 없으면 가장 낮은 카드입니다. 방금 받은 카드는 돌려줄 수 없습니다."
    )
}

/// Everything the end-of-hand screen shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultView {
    /// "우리 팀 (나·지우) 승리" or "최종 승리: …".
    pub headline: String,
    /// True when my team won the hand.
    pub we_won: bool,
    /// "1위 나 · 2위 민준 · 3위 지우 · 4위 서연".
    pub order: String,
    /// "+2레벨: 동료가 3위 (1·3위)".
    pub upgrade: String,
    /// Both teams' levels before → after.
    pub levels: [String; 2],
    /// Why (the A rule when it applies).
    pub note: &'static str,
    /// 최종 승리.
    pub final_victory: bool,
}

/// The result of the hand just finished, once the hand is over.
pub fn result_view(g: &Game) -> Option<ResultView> {
    if !matches!(g.phase(), Phase::HandOver | Phase::MatchOver) {
        return None;
    }
    let r: &HandResult = g.results().last()?;
    let order: Vec<String> = r
        .finish_order
        .iter()
        .enumerate()
        .map(|(i, &s)| format!("{}위 {}", i + 1, name(s)))
        .collect();
    let team = r.winning_team;
    let level_line = |t: usize| {
        let (b, a) = (r.levels_before[t], r.levels_after[t]);
        if a == b {
            format!("{}: 레벨 {} (유지)", team_name(t), a.label())
        } else {
            format!("{}: 레벨 {} → {}", team_name(t), b.label(), a.label())
        }
    };
    Some(ResultView {
        headline: if r.final_victory {
            format!("최종 승리: {}", team_name(team))
        } else {
            format!("{} 승리", team_name(team))
        },
        we_won: team == 0,
        order: order.join(" · "),
        upgrade: format!(
            "+{}레벨: 1위의 동료가 {}위 (1·{}위, 레벨 {} 판)",
            r.upgrade,
            r.partner_place,
            r.partner_place,
            r.played_level.label()
        ),
        levels: [level_line(0), level_line(1)],
        note: r.note.describe_ko(),
        final_victory: r.final_victory,
    })
}

/// The first log line when a match is started or restored.
pub fn opening(g: &Game) -> String {
    let n = g.hand_number();
    let l = g.level().label();
    match (g.phase(), g.to_act()) {
        (Phase::Return, Some(s)) => {
            format!("{n}번째 판 (레벨 {l}): {} 반환을 기다립니다.", eui(name(s)))
        }
        (Phase::Playing, Some(s)) => format!(
            "{n}번째 판 (레벨 {l}): {} 차례. {} 와일드.",
            eui(name(s)),
            eun(&format!("하트 {l}"))
        ),
        (Phase::MatchOver, _) => "경기가 끝났습니다.".to_string(),
        _ => format!("{n}번째 판이 끝났습니다. 결과를 확인하세요."),
    }
}

/// The 계속하기 summary.
pub fn summary(g: &Game) -> String {
    let stage = match g.phase() {
        Phase::Return => "반환 중".to_string(),
        Phase::Playing => format!("플레이 중 (내 카드 {}장)", g.hand(Seat(0)).len()),
        Phase::HandOver => "판 종료".to_string(),
        Phase::MatchOver => "경기 종료".to_string(),
    };
    let [ours, theirs] = g.team_levels();
    format!(
        "관단 · {}번째 판 · 레벨 {} · {stage} · 우리 팀 {} · 상대 팀 {}",
        g.hand_number(),
        g.level().label(),
        ours.label(),
        theirs.label()
    )
}

/// What 새 게임 would throw away (§23: the match starts over at level 2), said before it
/// happens; `None` when the match is already won.
pub fn discard_warning(g: &Game) -> Option<String> {
    if g.phase() == Phase::MatchOver {
        return None;
    }
    let [ours, theirs] = g.team_levels();
    Some(format!(
        "{} 버리고 두 팀 모두 레벨 2에서 다시 시작합니다. {} 두 팀의 레벨이 사라집니다: 우리 팀 {} · 상대 팀 {}.",
        eul("진행 중인 관단 경기"),
        wa(&format!("{}번째 판", g.hand_number())),
        ours.label(),
        theirs.label()
    ))
}

/// What the computer player of `seat` is asked: its view and the game's generator (R2).
pub fn question(g: &Game, seat: Seat) -> Question {
    // The one place the page builds 관단's AI generator.
    let (seed, stream) = g.ai_rng().origin();
    Question {
        view: View::Guandan(g.view(seat)),
        seed,
        stream,
    }
}

/// The computer player's move for `seat`, decided on this thread (natively only: the web
/// page asks its worker, so its own wasm never links the search).
#[cfg(not(target_arch = "wasm32"))]
pub fn decide(g: &Game, seat: Seat) -> Hint {
    decide_with(g, seat, answer(&question(g, seat)).guandan())
}

/// The move for `seat` from the computer player's decision `d`, checked by the engine
/// (without one, or should it be illegal, the smallest legal move: the table never stalls).
pub fn decide_with(g: &Game, seat: Seat, d: Option<Decision>) -> Hint {
    advise(g, seat, d).0
}

/// The decision `d` for `seat` with its estimated chance of winning, and the alternatives
/// it weighed (each checked by the engine) with theirs; the smallest legal move without it.
fn advise(g: &Game, seat: Seat, d: Option<Decision>) -> Advice {
    if let Some(a) = advice(d, |a| g.check(a).is_ok(), |a, why| hint_of(g, seat, a, why)) {
        return a;
    }
    let fallback = match g.phase() {
        Phase::Return => match g.returnable(seat).iter().next() {
            Some(card) => Action::ReturnTribute { seat, card },
            None => Action::Pass { seat },
        },
        _ => match (g.table(), g.legal_plays(seat).first()) {
            (None, Some(p)) => Action::Play {
                seat,
                cards: p.cards,
                reading: Some(p.combo),
            },
            _ => Action::Pass { seat },
        },
    };
    let h = hint_of(g, seat, fallback, "가장 작은 합법 수입니다.".to_string());
    (h, None, Vec::new())
}

fn hint_of(g: &Game, seat: Seat, a: Action, why: String) -> Hint {
    let (cards, reading, what) = match a {
        Action::Play { cards, reading, .. } => {
            let rs = g.readings(seat, cards).unwrap_or_default();
            let idx = reading
                .and_then(|r| rs.iter().position(|c| *c == r))
                .unwrap_or(0);
            let what = rs.get(idx).map_or_else(String::new, |c| c.describe_ko());
            (cards, idx, what)
        }
        Action::ReturnTribute { card, .. } => (
            CardSet::single(card),
            0,
            format!("반환 {}", card.card().name_ko()),
        ),
        Action::Pass { .. } => (CardSet::EMPTY, 0, "패스".to_string()),
        Action::NextHand => (CardSet::EMPTY, 0, "다시 하기".to_string()),
    };
    let text = match (a, why.is_empty()) {
        (_, true) => what,
        (Action::Play { .. }, false) => why,
        (_, false) => format!("{what} — {why}"),
    };
    Hint {
        mv: Move::Guandan(a),
        cards,
        reading,
        text,
    }
}

/// 추천's cycle for `me`, decided on this thread (natively only, as [`decide`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn hints(g: &Game, me: Seat) -> Vec<Hint> {
    hints_with(g, me, answer(&question(g, me)).guandan())
}

/// 추천's cycle for `me`: the computer player's decision `d` first, then the alternatives
/// it weighed (each with its reason and chance of winning), then every other legal play
/// (normal kinds smallest first, bombs by tier last) and 패스 when following; during a
/// return, the other returnable cards from the lowest.
pub fn hints_with(g: &Game, me: Seat, d: Option<Decision>) -> Vec<Hint> {
    if !g.can_act(me) {
        return Vec::new();
    }
    let (first, chance, alts) = advise(g, me, d);
    let level = g.level();
    let others: Vec<Action> = match g.phase() {
        Phase::Return => {
            let mut cards: Vec<CardId> = g.returnable(me).iter().collect();
            order::sort_by_key(&mut cards, |&id| {
                Key::default()
                    .asc(u128::from(strength(id.rank(), level)), 8)
                    .asc(id.index() as u128, 8)
            });
            cards
                .into_iter()
                .map(|card| Action::ReturnTribute { seat: me, card })
                .collect()
        }
        Phase::Playing => {
            let plays = g.legal_plays(me);
            let Some(&lead) = plays.first() else {
                return numbered((first, chance), alts, Vec::new(), same_move);
            };
            let key = |p: &Played| {
                Key::default()
                    .asc(u128::from(p.combo.tier()), 4)
                    .asc(u128::from(p.combo.kind == ComboKind::StraightFlush), 1)
                    .asc(p.combo.kind as u128, 4)
                    .asc(u128::from(p.combo.len), 4)
                    .asc(u128::from(p.combo.rank_value(level)), 5)
                    .asc(p.cards.bits(), 108)
            };
            let mut acts: Vec<Action> = cycle(lead, plays, |a, b| a.cards == b.cards, key)
                .into_iter()
                .map(|p| Action::Play {
                    seat: me,
                    cards: p.cards,
                    reading: Some(p.combo),
                })
                .collect();
            if g.table().is_some() {
                acts.push(Action::Pass { seat: me });
            }
            acts
        }
        Phase::HandOver | Phase::MatchOver => Vec::new(),
    };
    let rest = others
        .into_iter()
        .map(|a| hint_of(g, me, a, String::new()))
        .collect();
    numbered((first, chance), alts, rest, same_move)
}

fn same_move(a: &Move, b: &Move) -> bool {
    let (Move::Guandan(a), Move::Guandan(b)) = (a, b) else {
        return false;
    };
    match (a, b) {
        (Action::Play { cards: x, .. }, Action::Play { cards: y, .. }) => x == y,
        _ => a == b,
    }
}

#[cfg(test)]
mod tests;
