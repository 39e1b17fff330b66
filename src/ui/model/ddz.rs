//! 더우디주's words at the table: announcements, the last act of each seat, the stake,
//! the settlement account, the 계속하기 summary, and the recommendation cycle.

use super::cards::{CardFace, Mark, order_hand};
use super::game::{Hint, LastAct, Move};
use super::hint::{Advice, advice, cycle, ddz_key, hint_text, numbered, smallest_legal};
use super::seat_name;
use super::words::{Nth, Num, Signed, hand_no, turn_of};
use crate::session::SortMode;
use crate::think::{Question, View};
use ai::Level;
use engine::ddz::ComboKind;
use engine::ddz::{Action, Event, Game, Phase, Played, Settlement, Spring, Stake};
use engine::ddz::{TARGET, legal_plays, strength};
use engine::{CardSet, Seat};
use i18n::cards::{ddz_combo, ddz_kind};
use i18n::particle::{eui, eul, eun, iga, verb};
use i18n::{Lang, Text, text};

/// The computer player's decision in 더우디주.
/// A decision with its reasons in words (the worker words them in the question's language).
type Decision = ai::Decision<Action, String>;

fn name(s: Seat, lang: Lang) -> &'static str {
    seat_name(3, s, lang)
}

/// "입찰 2" or "입찰 안 함" ("Bid 2", "No bid").
pub fn bid_label(bid: Option<u8>, lang: Lang) -> String {
    match (bid, lang) {
        (Some(b), Lang::Ko) => format!("입찰 {b}"),
        (Some(b), Lang::En) => format!("Bid {b}"),
        (None, _) => text(Text::NoBid, lang).to_string(),
    }
}

/// 지주 (landlord) or 농민 (peasant, "farmer").
fn role_name(landlord: bool, lang: Lang) -> &'static str {
    match (lang, landlord) {
        (Lang::Ko, true) => "지주",
        (Lang::Ko, false) => "농민",
        (Lang::En, true) => "Landlord",
        (Lang::En, false) => "Farmer",
    }
}

/// The role of a seat once the landlord is known.
pub fn role(g: &Game, s: Seat, lang: Lang) -> Option<&'static str> {
    g.landlord().map(|l| role_name(l == s, lang))
}

/// The line announced for an event (read aloud by screen readers, shown in the log).
pub fn announce(ev: &Event, lang: Lang) -> Option<String> {
    let ko = lang == Lang::Ko;
    let name = |s: &Seat| name(*s, lang);
    Some(match ev {
        Event::Dealt {
            hand_no,
            first_bidder,
            ..
        } => {
            let (n, first) = (hand_no + 1, name(first_bidder));
            if ko {
                format!(
                    "{} 판: 카드를 나눴습니다. {first}부터 입찰합니다.",
                    Nth(n)
                )
            } else {
                format!(
                    "Hand {n}: the cards are dealt. {first} {} first.",
                    verb(first, "bids", "bid")
                )
            }
        }
        Event::HandAbandoned { .. } => if ko {
            "새 게임: 끝나지 않은 판은 점수 없이 버리고 다시 나눕니다. 누적 점수는 그대로입니다."
        } else {
            "New game: the unfinished hand is thrown away unscored and dealt again. The totals stay."
        }
        .to_string(),
        Event::Bid { seat, bid } => format!("{}: {}", name(seat), bid_label(*bid, lang)),
        Event::Redeal { redeals } => {
            if ko {
                format!("모두 입찰하지 않아 카드를 다시 섞어 나눕니다 (재배분 {redeals}회).")
            } else {
                format!("Nobody bid: the cards are shuffled and dealt again (redeal {redeals}).")
            }
        }
        Event::LandlordChosen { seat, bid, .. } => {
            if ko {
                format!(
                    "지주는 {} (입찰 {bid}). 바닥패 3장을 가져가고 먼저 냅니다.",
                    name(seat)
                )
            } else {
                let who = name(seat);
                let [is, takes, leads] = [("is", "are"), ("takes", "take"), ("leads", "lead")]
                    .map(|(third, plain)| verb(who, third, plain));
                format!("{who} {is} the landlord (bid {bid}), {takes} the 3 bottom cards and {leads}.")
            }
        }
        Event::Played { seat, played, left } => {
            let tail = match (left, ko) {
                (1 | 2, true) => format!(" — {left}장 남음!"),
                (1, false) => " — 1 card left!".to_string(),
                (2, false) => " — 2 cards left!".to_string(),
                _ => String::new(),
            };
            format!("{}: {}{tail}", name(seat), ddz_combo(&played.combo, lang))
        }
        Event::Passed { seat } => format!("{}: {}", name(seat), text(Text::Pass, lang)),
        Event::TrickWon { seat } => {
            if ko {
                format!("모두 패스: {} 자유롭게 냅니다.", iga(name(seat)))
            } else {
                let who = name(seat);
                format!(
                    "Everyone passed: {who} {} freely.",
                    verb(who, "leads", "lead")
                )
            }
        }
        Event::HandOver(s) => headline(s, lang),
        Event::MatchOver { winners } => {
            if ko {
                format!("경기 종료! 최종 승자: {}", names(winners, lang))
            } else {
                format!("Match over! Winner: {}", names(winners, lang))
            }
        }
    })
}

fn names(seats: &[Seat], lang: Lang) -> String {
    seats
        .iter()
        .map(|&s| name(s, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "지주 승리 (나)" or "농민 승리 (민준, 서연)".
pub fn headline(s: &Settlement, lang: Lang) -> String {
    let who = if s.landlord_won {
        name(s.landlord, lang).to_string()
    } else {
        let peasants: Vec<Seat> = (0..3).map(Seat).filter(|&p| p != s.landlord).collect();
        names(&peasants, lang)
    };
    match (lang, s.landlord_won) {
        (Lang::Ko, true) => format!("지주 승리 ({who})"),
        (Lang::Ko, false) => format!("농민 승리 ({who})"),
        (Lang::En, true) => format!("The landlord wins ({who})"),
        (Lang::En, false) => format!("The farmers win ({who})"),
    }
}

/// The seat's last act: its bid while bidding, else its last play or pass in this trick.
pub fn last_act(g: &Game, s: Seat, lang: Lang) -> LastAct {
    if g.phase() == Phase::Bidding {
        return match g.bids().iter().rev().find(|(b, _)| *b == s) {
            Some((_, None)) => LastAct::Pass(text(Text::NoBid, lang)),
            Some((_, Some(b))) => LastAct::Said(bid_label(Some(*b), lang)),
            None => LastAct::Nothing,
        };
    }
    match g.trick().iter().rev().find(|(p, _)| *p == s) {
        Some((_, None)) => LastAct::Pass(text(Text::Pass, lang)),
        Some((_, Some(p))) => played_act(p, lang),
        None => LastAct::Nothing,
    }
}

/// A play as the table shows it: its cards and what it reads as. The cards in the order
/// the combination reads, as the hand's 묶음순 sorts them: the largest groups first, each
/// strongest first (5 5 4 4 3 3; 7 7 7 3 3; 9 9 9 8 8 8 J 3).
pub fn played_act(p: &Played, lang: Lang) -> LastAct {
    let faces = order_hand(p.cards, SortMode::Count, &|id| strength(id.rank()))
        .into_iter()
        .map(|id| CardFace::new(id, Mark::Plain, lang))
        .collect();
    LastAct::Cards(faces, ddz_combo(&p.combo, lang))
}

/// The live stake in plain words: "판돈 3 (입찰 3, 폭탄 없음)", "판돈 12 (입찰 3, 폭탄 1 ·
/// 로켓 1)", or "입찰 중 · 판돈 미정" while bidding.
pub fn stake_line(g: &Game, lang: Lang) -> String {
    if g.phase() == Phase::Bidding {
        return match lang {
            Lang::Ko => "입찰 중 · 판돈 미정",
            Lang::En => "Bidding · stake not set",
        }
        .to_string();
    }
    stake_words(&g.stake(), lang)
}

fn stake_words(st: &Stake, lang: Lang) -> String {
    let ko = lang == Lang::Ko;
    let mut why: Vec<String> = Vec::new();
    if st.bombs > 0 {
        why.push(format!("{} {}", ddz_kind(ComboKind::Bomb, lang), st.bombs));
    }
    if st.rockets > 0 {
        why.push(format!(
            "{} {}",
            ddz_kind(ComboKind::Rocket, lang),
            st.rockets
        ));
    }
    match st.spring {
        Some(Spring::Spring) => why.push(if ko { "스프링" } else { "spring" }.to_string()),
        Some(Spring::AntiSpring) => {
            why.push(if ko { "역스프링" } else { "anti-spring" }.to_string());
        }
        Some(Spring::None) | None => {}
    }
    let why = if why.is_empty() {
        if ko { "폭탄 없음" } else { "no bombs" }.to_string()
    } else {
        why.join(" · ")
    };
    if ko {
        format!("판돈 {} (입찰 {}, {why})", st.points(), st.bid)
    } else {
        format!("Stake {} (bid {}, {why})", st.points(), st.bid)
    }
}

/// How the stake is made (the stake line's title): "판돈 = 입찰 × 2^(폭탄·로켓·스프링 수)
/// = 3 × 2 × 2 = 12".
pub fn stake_formula(g: &Game, lang: Lang) -> String {
    let st = g.stake();
    let rule = match lang {
        Lang::Ko => "판돈 = 입찰 × 2^(폭탄·로켓·스프링 수)",
        Lang::En => "Stake = bid × 2^(bombs, rockets and springs)",
    };
    if g.phase() == Phase::Bidding {
        return rule.to_string();
    }
    format!(
        "{rule} = {} = {}",
        Doubled(st.bid, st.doublings(), lang),
        st.points()
    )
}

/// A bid and its doublings multiplied out, so the power reads the same in every font and
/// language: "3 × 1" (none), "3 × 2 × 2" (two), "3 × 32 (두 배 5번)" ("3 × 32 (5 doublings)")
/// from five on, where a row of twos would no longer be read at a glance.
struct Doubled(u8, u32, Lang);

impl std::fmt::Display for Doubled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Doubled(bid, n, lang) = *self;
        write!(f, "{bid}")?;
        match (n, lang) {
            (0, _) => f.write_str(" × 1"),
            (1..=4, _) => (0..n).try_for_each(|_| f.write_str(" × 2")),
            (_, Lang::Ko) => write!(f, " × {} (두 배 {n}번)", 1u64 << n.min(63)),
            (_, Lang::En) => write!(f, " × {} ({n} doublings)", 1u64 << n.min(63)),
        }
    }
}

/// Every doubling of the settled hand, one line each: each bomb and rocket (who played
/// what), and the spring or anti-spring.
pub fn doublings(g: &Game, s: &Settlement, lang: Lang) -> Vec<String> {
    let ko = lang == Lang::Ko;
    let mut out: Vec<String> = g
        .history()
        .iter()
        .filter_map(|(seat, p)| p.map(|p| (*seat, p)))
        .filter(|(_, p)| p.combo.kind.is_bomb_class())
        .map(|(seat, p)| format!("{} — {} ×2", ddz_combo(&p.combo, lang), name(seat, lang)))
        .collect();
    match s.stake.spring {
        Some(Spring::Spring) => out.push(
            if ko {
                "스프링: 농민이 한 번도 내지 못함 ×2"
            } else {
                "Spring: the farmers never played ×2"
            }
            .to_string(),
        ),
        Some(Spring::AntiSpring) => {
            out.push(
                if ko {
                    "역스프링: 지주가 처음 한 번만 냄 ×2"
                } else {
                    "Anti-spring: the landlord played only once ×2"
                }
                .to_string(),
            );
        }
        Some(Spring::None) | None => {}
    }
    out
}

/// The settled stake worked out, in words and numbers only: "판돈 = 입찰 2 × 2 = 4",
/// "Stake = bid 2 × 2 = 4".
pub fn formula(s: &Settlement, lang: Lang) -> String {
    let (stake, bid) = match lang {
        Lang::Ko => ("판돈", "입찰"),
        Lang::En => ("Stake", "bid"),
    };
    let doubled = Doubled(s.stake.bid, s.doublings, lang);
    format!("{stake} = {bid} {doubled} = {}", s.points)
}

/// A seat's line in the settlement: name, role, change ("+8", "−4"), new total ("−12").
pub fn settlement_row(
    s: &Settlement,
    seat: Seat,
    lang: Lang,
) -> (String, &'static str, String, String) {
    let role = role_name(seat == s.landlord, lang);
    let i = seat.index();
    let delta = s.deltas.get(i).copied().unwrap_or(0);
    let total = s.totals.get(i).copied().unwrap_or(0);
    (
        name(seat, lang).to_string(),
        role,
        Signed(delta).to_string(),
        Num(total).to_string(),
    )
}

/// "최종 승자: 나 (32점)" lines, or `None` before the target.
pub fn final_result(g: &Game, lang: Lang) -> Option<String> {
    let ko = lang == Lang::Ko;
    let winners = g.winners();
    if winners.is_empty() {
        return None;
    }
    let scores = g.scores();
    let list: Vec<String> = winners
        .iter()
        .map(|&w| {
            let (who, pts) = (name(w, lang), scores[w.index()]);
            if ko {
                format!("{who} ({pts}점)")
            } else {
                format!("{who} ({pts} points)")
            }
        })
        .collect();
    let list = list.join(", ");
    Some(match (ko, winners.len() > 1) {
        (true, joint) => {
            let joint = if joint { "공동 " } else { "" };
            format!("{joint}최종 승자: {list} — 목표 {TARGET}점 도달")
        }
        (false, true) => format!("Joint winners: {list} — target of {TARGET} points reached"),
        (false, false) => format!("Winner: {list} — target of {TARGET} points reached"),
    })
}

/// The first line of the log when a match is started or restored.
pub fn opening(g: &Game, lang: Lang) -> String {
    let hand = g.hand_no() + 1;
    let ko = lang == Lang::Ko;
    match (g.phase(), g.to_act()) {
        (Phase::Bidding, Some(s)) if ko => {
            format!("{} 판: {}부터 입찰합니다.", Nth(hand), name(s, lang))
        }
        (Phase::Bidding, Some(s)) => {
            let who = name(s, lang);
            format!("Hand {hand}: {who} {} first.", verb(who, "bids", "bid"))
        }
        (Phase::Playing, Some(s)) if ko => {
            format!(
                "{} 이어서 합니다: {} 차례.",
                eul(&hand_no(hand, lang)),
                eui(name(s, lang))
            )
        }
        (Phase::Playing, Some(s)) => {
            format!("Hand {hand} goes on: {}.", turn_of(name(s, lang), lang))
        }
        (Phase::MatchOver, _) if ko => "경기가 끝났습니다.".to_string(),
        (Phase::MatchOver, _) => "The match is over.".to_string(),
        _ if ko => format!("{} 판이 끝났습니다. 결산을 확인하세요.", Nth(hand)),
        _ => format!("Hand {hand} is over. See the settlement."),
    }
}

/// Everything the settlement screen shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettleView {
    /// "지주 승리 (나)".
    pub headline: String,
    /// True when I am on the winning side.
    pub i_won: bool,
    /// "판돈 = 입찰 2 × 2 = 4".
    pub formula: String,
    /// Each doubling, one line each (empty: "두 배 없음").
    pub doublings: Vec<String>,
    /// Name, role, change ("+8"), new total, per seat.
    pub rows: Vec<(String, &'static str, String, String)>,
    /// The final result at the target, else `None`.
    pub final_result: Option<String>,
}

/// The settlement of the hand just finished, once the hand is over.
pub fn settle_view(g: &Game, lang: Lang) -> Option<SettleView> {
    if !matches!(g.phase(), Phase::HandOver | Phase::MatchOver) {
        return None;
    }
    let s = g.settlements().last()?;
    let me_landlord = s.landlord == Seat(0);
    Some(SettleView {
        headline: headline(s, lang),
        i_won: me_landlord == s.landlord_won,
        formula: formula(s, lang),
        doublings: doublings(g, s, lang),
        rows: (0..3).map(|i| settlement_row(s, Seat(i), lang)).collect(),
        final_result: final_result(g, lang),
    })
}

/// The 계속하기 summary: "더우디주 · 2번째 판 · 플레이 중 (내 카드 9장) · 나 4 · 민준 −2 · 서연 −2".
pub fn summary(g: &Game, lang: Lang) -> String {
    let me = Seat(0);
    let left = g.hand(me).len();
    let ko = lang == Lang::Ko;
    let stage = match (g.phase(), ko) {
        (Phase::Bidding, true) => "입찰 중".to_string(),
        (Phase::Playing, true) => format!("플레이 중 (내 카드 {left}장)"),
        (Phase::HandOver, true) => "결산 완료".to_string(),
        (Phase::MatchOver, true) => "경기 종료".to_string(),
        (Phase::Bidding, false) => "bidding".to_string(),
        (Phase::Playing, false) => format!("playing ({left} cards in your hand)"),
        (Phase::HandOver, false) => "settled".to_string(),
        (Phase::MatchOver, false) => "match over".to_string(),
    };
    let (n, scores) = (g.hand_no() + 1, scores_line(g, lang));
    if ko {
        format!("더우디주 · {} 판 · {stage} · 점수 {scores}", Nth(n))
    } else {
        format!("Dou Dizhu · hand {n} · {stage} · scores {scores}")
    }
}

/// Every player's total: "나 4 · 민준 −2 · 서연 −2".
fn scores_line(g: &Game, lang: Lang) -> String {
    let scores: Vec<String> = (0..3u8)
        .map(|s| format!("{} {}", name(Seat(s), lang), Num(g.scores()[s as usize])))
        .collect();
    scores.join(" · ")
}

/// What 새 게임 (`fresh_match` false; §21: the hand in play is discarded unscored, the
/// totals kept) or 새 경기 (§23: everyone back to 0) would throw away, said before it
/// happens; `None` when nothing unfinished is lost (a settled hand, a finished match).
pub fn discard_warning(g: &Game, fresh_match: bool, lang: Lang) -> Option<String> {
    let n = g.hand_no() + 1;
    let hand = format!("더우디주 {}", hand_no(n, Lang::Ko));
    let in_play = matches!(g.phase(), Phase::Bidding | Phase::Playing);
    if g.phase() == Phase::MatchOver || !(in_play || fresh_match) {
        return None;
    }
    let scores = scores_line(g, lang);
    Some(match (lang, fresh_match) {
        (Lang::Ko, true) => {
            let also = if in_play {
                format!(" 진행 중인 {} 점수 없이 버려집니다.", eun(&hand))
            } else {
                String::new()
            };
            format!(
                "{} 버리고 세 명 모두 0점에서 다시 시작합니다. 지금까지의 점수가 사라집니다: {scores}.{also}",
                eul("진행 중인 더우디주 경기"),
            )
        }
        (Lang::Ko, false) => format!(
            "{} 점수 없이 버려지고 카드를 새로 나눕니다. 누적 점수는 그대로 남습니다: {scores}.",
            iga(&hand),
        ),
        (Lang::En, true) => {
            let also = if in_play {
                format!(" Dou Dizhu hand {n} in progress is thrown away unscored.")
            } else {
                String::new()
            };
            format!(
                "The Dou Dizhu match in progress is thrown away and all three start again from 0. The scores so far are lost: {scores}.{also}"
            )
        }
        (Lang::En, false) => format!(
            "Dou Dizhu hand {n} is thrown away unscored and the cards are dealt again. The totals stay: {scores}."
        ),
    })
}

/// What the computer player of `seat` is asked: its view, the game's generator (R2), the
/// level to play at, and the reasons in Korean (the page asks in its own language:
/// `ui::ask`).
pub fn question(g: &Game, seat: Seat, level: Level) -> Question {
    let (seed, stream) = g.ai_rng().origin();
    Question {
        view: View::Doudizhu(g.view(seat)),
        seed,
        stream,
        lang: Lang::Ko,
        level,
    }
}

/// The move for `seat` from the computer player's decision `d`, checked by the engine;
/// without one (the worker could not answer), or should it ever propose an illegal move,
/// the smallest legal one instead (the table never stalls).
pub fn decide_with(g: &Game, seat: Seat, d: Option<Decision>, lang: Lang) -> Hint {
    advise(g, seat, d, lang).0
}

/// The decision `d` for `seat` with its estimated chance of winning, and the alternatives
/// it weighed (each checked by the engine) with theirs; the smallest legal move without it.
fn advise(g: &Game, seat: Seat, d: Option<Decision>, lang: Lang) -> Advice {
    let hint = |a, why| hint_of(g, seat, a, why, lang);
    if let Some(a) = advice(d, |a| g.check(a).is_ok(), hint) {
        return a;
    }
    let fallback = match g.phase() {
        Phase::Bidding => Action::Bid { seat, bid: None },
        _ => match (g.table(), legal_plays(g.hand(seat), None).first()) {
            (None, Some(p)) => Action::Play {
                seat,
                cards: p.cards,
                reading: Some(p.combo),
            },
            _ => Action::Pass { seat },
        },
    };
    let h = hint_of(g, seat, fallback, smallest_legal("조합", lang), lang);
    (h, None, Vec::new())
}

pub(super) fn hint_of(g: &Game, seat: Seat, a: Action, why: String, lang: Lang) -> Hint {
    let (cards, reading, what) = match a {
        Action::Play { cards, reading, .. } => {
            let idx = reading
                .and_then(|r| g.readings(seat, cards).ok()?.iter().position(|c| *c == r))
                .unwrap_or(0);
            let what = reading
                .or_else(|| g.readings(seat, cards).ok()?.first().copied())
                .map_or_else(String::new, |c| ddz_combo(&c, lang));
            (cards, idx, what)
        }
        Action::Pass { .. } => (CardSet::EMPTY, 0, text(Text::Pass, lang).to_string()),
        Action::Bid { bid, .. } => (CardSet::EMPTY, 0, bid_label(bid, lang)),
        Action::NextHand => (CardSet::EMPTY, 0, text(Text::Again, lang).to_string()),
        Action::AbandonHand => (CardSet::EMPTY, 0, text(Text::NewGame, lang).to_string()),
    };
    let text = hint_text(matches!(a, Action::Play { .. }), what, why);
    Hint {
        mv: Move::Doudizhu(a),
        cards,
        reading,
        text,
    }
}

/// 추천's cycle for `me`: the computer player's decision `d`, then the alternatives it
/// weighed (each with its reason and chance of winning), then every other legal bid or
/// play (smallest first within a kind, bombs and the rocket last), then 패스 when following.
pub fn hints_with(g: &Game, me: Seat, d: Option<Decision>, lang: Lang) -> Vec<Hint> {
    if g.to_act() != Some(me) {
        return Vec::new();
    }
    let (first, chance, alts) = advise(g, me, d, lang);
    let others: Vec<Action> = match g.phase() {
        Phase::Bidding => g
            .legal_bids()
            .into_iter()
            .map(|bid| Action::Bid { seat: me, bid })
            .collect(),
        Phase::Playing => {
            let prev = g.table().map(|(_, p)| p.combo);
            let plays = legal_plays(g.hand(me), prev.as_ref());
            let Some(&lead) = plays.first() else {
                return numbered((first, chance), alts, Vec::new(), lang);
            };
            let ordered = cycle(lead, plays, |a, b| a.cards == b.cards, ddz_key);
            let mut acts: Vec<Action> = ordered
                .into_iter()
                .map(|p| Action::Play {
                    seat: me,
                    cards: p.cards,
                    reading: Some(p.combo),
                })
                .collect();
            if prev.is_some() {
                acts.push(Action::Pass { seat: me });
            }
            acts
        }
        Phase::HandOver | Phase::MatchOver => Vec::new(),
    };
    let rest = others
        .into_iter()
        .map(|a| hint_of(g, me, a, String::new(), lang))
        .collect();
    numbered((first, chance), alts, rest, lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Match;

    fn play_to_end(g: &mut Game) {
        while let Some(seat) = g.to_act() {
            let h = Match::Doudizhu(Box::new(g.clone())).decide(seat);
            let Move::Doudizhu(a) = h.mv else {
                panic!("a 더우디주 move")
            };
            g.apply(a).unwrap();
        }
    }

    #[test]
    fn a_whole_hand_by_decisions_settles_with_an_account() {
        let mut g = Game::new(11);
        play_to_end(&mut g);
        let s = *g.settlements().last().unwrap();
        assert!(headline(&s, Lang::Ko).contains("승리"));
        let ko = formula(&s, Lang::Ko);
        assert!(
            ko.starts_with(&format!("판돈 = 입찰 {} × ", s.stake.bid)),
            "{ko}"
        );
        assert!(ko.ends_with(&format!(" = {}", s.points)), "{ko}");
        // Korean without Latin letters (issue: "P = B 3 × 2^0"); English in English.
        assert!(!ko.chars().any(|c| c.is_ascii_alphabetic()), "{ko}");
        assert!(formula(&s, Lang::En).starts_with("Stake = bid "));
        let lines = doublings(&g, &s, Lang::Ko);
        let bombs = (s.stake.bombs + s.stake.rockets) as usize;
        let spring = matches!(s.stake.spring, Some(Spring::Spring | Spring::AntiSpring)) as usize;
        assert_eq!(lines.len(), bombs + spring);
        let rows: Vec<_> = (0..3)
            .map(|i| settlement_row(&s, Seat(i), Lang::Ko))
            .collect();
        let totals: i64 = (0..3).map(|i| s.totals[i]).sum();
        assert_eq!(totals, 0);
        // One minus sign everywhere: the totals as the page writes them.
        for (r, want) in rows.iter().zip(s.totals.iter()) {
            assert_eq!(r.3, Num(*want).to_string());
            assert!(!r.2.contains('-') && !r.3.contains('-'), "{r:?}");
        }
        assert!(summary(&g, Lang::Ko).starts_with("더우디주 · 첫 번째 판 · 결산 완료"));
        let v = settle_view(&g, Lang::Ko).unwrap();
        assert_eq!(v.rows.len(), 3);
        assert_eq!(v.doublings, lines);
        assert_eq!(v.final_result, None);
        assert_eq!(v.i_won, (s.landlord == Seat(0)) == s.landlord_won);
    }

    #[test]
    fn a_whole_match_reaches_the_target_with_a_final_result() {
        let mut g = Game::new(77);
        for _ in 0..200 {
            play_to_end(&mut g);
            if g.phase() == Phase::MatchOver {
                break;
            }
            g.apply(Action::NextHand).unwrap();
        }
        assert_eq!(g.phase(), Phase::MatchOver);
        let text = final_result(&g, Lang::Ko).unwrap();
        assert!(text.contains("최종 승자: "), "{text}");
        assert!(settle_view(&g, Lang::Ko).unwrap().final_result.is_some());
        assert!(summary(&g, Lang::Ko).contains("경기 종료"));
    }

    #[test]
    fn hints_start_with_the_decision_and_cycle_every_legal_move() {
        let mut g = Game::new(5);
        // Bidding: the decision first, then the other legal bids.
        while g.to_act() != Some(Seat(0)) {
            let Move::Doudizhu(a) = Match::Doudizhu(Box::new(g.clone()))
                .decide(g.to_act().unwrap())
                .mv
            else {
                panic!("a 더우디주 move")
            };
            g.apply(a).unwrap();
        }
        let hs = Match::Doudizhu(Box::new(g.clone())).hints(Seat(0));
        assert_eq!(hs.len(), g.legal_bids().len());
        assert!(hs[0].text.starts_with("추천: "));
        // Play until it is my turn to lead (in the first deal where seat 0 ever leads), then
        // check the cycle.
        let g = (5..60)
            .find_map(|seed| {
                let mut g = Game::new(seed);
                play_until_i_lead(&mut g).then_some(g)
            })
            .expect("seat 0 leads in one of these deals");
        let hs = Match::Doudizhu(Box::new(g.clone())).hints(Seat(0));
        assert!(hs.len() > 1);
        for h in &hs {
            let Move::Doudizhu(a) = h.mv else {
                panic!("a 더우디주 move")
            };
            assert!(g.check(a).is_ok(), "{}", h.text);
        }
        let mut cards: Vec<u128> = hs.iter().map(|h| h.cards.bits()).collect();
        cards.sort_unstable();
        cards.dedup();
        assert_eq!(cards.len(), hs.len(), "no move twice");
        // Issue 6: the decision and the alternatives the AI weighed come first, each with
        // its reason and estimated chance of winning; then the other legal plays.
        let d = ai::ddz::choose(&g.view(Seat(0)), &mut g.ai_rng());
        assert!(
            !d.alternatives.is_empty(),
            "leading with a full hand is a real choice"
        );
        assert!(hs[0].text.starts_with("추천: "), "{}", hs[0].text);
        assert!(hs[0].text.contains("이길 확률 약 "), "{}", hs[0].text);
        for (h, alt) in hs[1..].iter().zip(&d.alternatives) {
            let (Move::Doudizhu(Action::Play { cards, .. }), Action::Play { cards: want, .. }) =
                (h.mv, alt.action)
            else {
                panic!("leading: plays only");
            };
            assert_eq!(cards, want, "{}", h.text);
            let pct = format!("이길 확률 약 {}%", (alt.win_chance * 100.0).round());
            assert!(
                h.text.contains(&alt.reason.to_string()) && h.text.ends_with(&format!("({pct})")),
                "{}",
                h.text
            );
        }
        let plain = &hs[d.alternatives.len() + 1];
        assert!(!plain.text.contains("이길 확률"), "{}", plain.text);
        assert!(plain.text.starts_with(&format!(
            "다른 선택 {}/{}: ",
            d.alternatives.len() + 2,
            hs.len()
        )));
    }

    /// Plays every seat by the AI until seat 0 is to lead a trick; false if the hand ends
    /// first.
    fn play_until_i_lead(g: &mut Game) -> bool {
        while g.phase() == Phase::Bidding || g.to_act() != Some(Seat(0)) || g.table().is_some() {
            let Some(seat) = g.to_act() else {
                return false;
            };
            let Move::Doudizhu(a) = Match::Doudizhu(Box::new(g.clone())).decide(seat).mv else {
                panic!("a 더우디주 move")
            };
            g.apply(a).unwrap();
        }
        true
    }

    #[test]
    fn the_stake_in_plain_words() {
        let st = |bid, bombs, rockets, spring| Stake {
            bid,
            bombs,
            rockets,
            spring,
        };
        assert_eq!(
            stake_words(&st(3, 0, 0, None), Lang::Ko),
            "판돈 3 (입찰 3, 폭탄 없음)"
        );
        assert_eq!(
            stake_words(&st(3, 1, 1, None), Lang::Ko),
            "판돈 12 (입찰 3, 폭탄 1 · 로켓 1)"
        );
        assert_eq!(
            stake_words(&st(1, 2, 0, None), Lang::Ko),
            "판돈 4 (입찰 1, 폭탄 2)"
        );
        assert_eq!(
            stake_words(&st(2, 0, 1, Some(Spring::Spring)), Lang::Ko),
            "판돈 8 (입찰 2, 로켓 1 · 스프링)"
        );
        assert_eq!(
            stake_words(&st(2, 0, 0, Some(Spring::None)), Lang::Ko),
            "판돈 2 (입찰 2, 폭탄 없음)"
        );
    }

    #[test]
    fn seat_names_take_their_particles() {
        // Issue 12: "모두 패스: 내가 자유롭게 냅니다", never "나이(가)".
        let line = |s| announce(&Event::TrickWon { seat: Seat(s) }, Lang::Ko).unwrap();
        assert_eq!(line(0), "모두 패스: 내가 자유롭게 냅니다.");
        assert_eq!(line(1), "모두 패스: 민준이 자유롭게 냅니다.");
        assert_eq!(line(2), "모두 패스: 서연이 자유롭게 냅니다.");
        // Resumed on my turn: "내 차례", never "나 차례".
        let mut g = Game::new(42);
        while g.phase() == Phase::Bidding || g.to_act() != Some(Seat(0)) {
            let Some(seat) = g.to_act() else { return };
            let Move::Doudizhu(a) = Match::Doudizhu(Box::new(g.clone())).decide(seat).mv else {
                panic!("a 더우디주 move")
            };
            g.apply(a).unwrap();
        }
        assert!(
            opening(&g, Lang::Ko).ends_with("내 차례."),
            "{}",
            opening(&g, Lang::Ko)
        );
    }

    #[test]
    fn the_power_of_two_is_written_out() {
        let say = |bid, n, lang| Doubled(bid, n, lang).to_string();
        assert_eq!(say(3, 0, Lang::Ko), "3 × 1");
        assert_eq!(say(2, 1, Lang::Ko), "2 × 2");
        assert_eq!(say(3, 2, Lang::En), "3 × 2 × 2");
        assert_eq!(say(1, 4, Lang::Ko), "1 × 2 × 2 × 2 × 2");
        assert_eq!(say(3, 5, Lang::Ko), "3 × 32 (두 배 5번)");
        assert_eq!(say(3, 6, Lang::En), "3 × 64 (6 doublings)");
        // No superscript digit, which read as an apostrophe ("2¹").
        for n in 0..12 {
            for lang in [Lang::Ko, Lang::En] {
                let s = say(3, n, lang);
                assert!(!s.chars().any(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹^".contains(c)), "{s}");
            }
        }
    }

    #[test]
    fn announcements_are_korean_sentences() {
        let mut g = Game::new(42);
        let first = g.to_act().unwrap();
        let ev = g
            .apply(Action::Bid {
                seat: first,
                bid: Some(3),
            })
            .unwrap();
        let lines: Vec<String> = ev.iter().filter_map(|e| announce(e, Lang::Ko)).collect();
        assert!(lines[0].ends_with("입찰 3"));
        assert!(lines[1].starts_with("지주는 "));
        assert_eq!(role(&g, first, Lang::Ko), Some("지주"));
        assert_eq!(last_act(&g, first, Lang::Ko), LastAct::Nothing);
        assert_eq!(stake_line(&g, Lang::Ko), "판돈 3 (입찰 3, 폭탄 없음)");
        assert_eq!(
            stake_formula(&g, Lang::Ko),
            "판돈 = 입찰 × 2^(폭탄·로켓·스프링 수) = 3 × 1 = 3"
        );
        assert_eq!(stake_line(&Game::new(42), Lang::Ko), "입찰 중 · 판돈 미정");
        assert!(opening(&g, Lang::Ko).starts_with("첫 번째 판을 이어서 합니다"));
        assert!(opening(&Game::new(42), Lang::Ko).contains("부터 입찰합니다."));
    }

    #[test]
    fn english_lines_agree_with_you() {
        // "You bid first", "You are the landlord": never "You bids", "You is".
        let dealt = |s| {
            announce(
                &Event::Dealt {
                    hand_no: 0,
                    deal_no: 0,
                    first_bidder: Seat(s),
                },
                Lang::En,
            )
            .unwrap()
        };
        assert_eq!(dealt(0), "Hand 1: the cards are dealt. You bid first.");
        assert_eq!(dealt(1), "Hand 1: the cards are dealt. Minjun bids first.");
        let chosen = |s| {
            announce(
                &Event::LandlordChosen {
                    seat: Seat(s),
                    bid: 3,
                    bottom: CardSet::EMPTY,
                },
                Lang::En,
            )
            .unwrap()
        };
        assert_eq!(
            chosen(0),
            "You are the landlord (bid 3), take the 3 bottom cards and lead."
        );
        assert_eq!(
            chosen(2),
            "Seoyeon is the landlord (bid 3), takes the 3 bottom cards and leads."
        );
        let lead = |s| announce(&Event::TrickWon { seat: Seat(s) }, Lang::En).unwrap();
        assert_eq!(lead(0), "Everyone passed: You lead freely.");
        assert_eq!(lead(1), "Everyone passed: Minjun leads freely.");
    }

    #[test]
    fn a_play_shows_its_cards_in_the_order_it_reads() {
        // doudizhu §5, §7, §9, §11: a pair chain, a trio with a pair and a plane with
        // wings, whatever their suits.
        for (cards, want) in [
            ("5C 3C 4D 3D 4H 5S", "5 5 4 4 3 3"),
            ("3S 7C 7D 3H 7S", "7 7 7 3 3"),
            ("JD 9S 8C 9H 3C 8D 9C 8S", "9 9 9 8 8 8 J 3"),
        ] {
            let cards = CardSet::parse(cards, 1).unwrap();
            let combo = engine::ddz::classify(cards).unwrap()[0];
            let LastAct::Cards(faces, _) = played_act(&Played { cards, combo }, Lang::Ko) else {
                panic!("cards")
            };
            let ranks: Vec<&str> = faces.iter().map(|f| f.id.rank().label()).collect();
            assert_eq!(ranks.join(" "), want);
        }
    }
}
