//! 관단's words at the table: card marks (wild, level), announcements, each seat's badge and
//! last act, the status, the tribute account, the end-of-hand account, the 계속하기
//! summary, and the recommendation cycle (plays and returns).

use super::cards::{CardFace, Mark, order_hand};
use super::game::{Hint, LastAct, Move};
use super::hint::{Advice, advice, cycle, hint_text, numbered, smallest_legal};
use super::seat_name;
use super::words::{Nth, hand_no, turn_of};
use crate::session::SortMode;
use crate::think::{Question, View};
use ai::Level;
use engine::guandan::scoring::ResultNote;
use engine::guandan::{
    Action, ComboKind, Event, Game, HandResult, Phase, Played, TributeKind, TributeOutcome,
    TributeRecord, seq_position, strength,
};
use engine::order::{self, Key};
use engine::{CardId, CardSet, Rank, Seat, Suit};
use i18n::cards::{card_name, guandan_combo, guandan_played, heart};
use i18n::particle::{eui, eul, eun, iga, object, verb, wa};
use i18n::{Lang, Text, text};

/// The computer player's decision in 관단.
/// A decision with its reasons in words (the worker words them in the question's language).
type Decision = ai::Decision<Action, String>;

fn name(s: Seat, lang: Lang) -> &'static str {
    seat_name(4, s, lang)
}

/// "우리 팀 (나·지우)" or "상대 팀 (민준·서연)" ("Our team (You·Jiwoo)").
pub fn team_name(team: usize, lang: Lang) -> &'static str {
    match (lang, team == 0) {
        (Lang::Ko, true) => "우리 팀 (나·지우)",
        (Lang::Ko, false) => "상대 팀 (민준·서연)",
        (Lang::En, true) => "Our team (You·Jiwoo)",
        (Lang::En, false) => "Their team (Minjun·Seoyeon)",
    }
}

/// "우리 팀 5 · 상대 팀 3": both teams' levels.
fn levels_line(ours: Rank, theirs: Rank, lang: Lang) -> String {
    let (o, t) = (ours.label(), theirs.label());
    match lang {
        Lang::Ko => format!("우리 팀 {o} · 상대 팀 {t}"),
        Lang::En => format!("Our team {o} · their team {t}"),
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
pub fn hand_faces(g: &Game, me: Seat, sort: SortMode, lang: Lang) -> Vec<CardFace> {
    let level = g.level();
    let owed = g.tribute().and_then(|t| t.pending_for(me)).copied();
    let returnable = g.returnable(me);
    order_hand(g.hand(me), sort, &|id| strength(id.rank(), level))
        .into_iter()
        .map(|id| {
            let mut f = CardFace::new(id, mark(id, level), lang);
            if let Some(gift) = owed {
                f.enabled = returnable.contains(id);
                if id == gift.card {
                    f.name.push_str(match lang {
                        Lang::Ko => " (받은 공물)",
                        Lang::En => " (tribute received)",
                    });
                }
            }
            f
        })
        .collect()
}

/// The cards of a play as faces in the order it reads, marked: a straight or chain from
/// its top down by natural position, the wilds after (6 5 4 3 2, not 2 6 5 4 3 at level
/// 2; §7–§9), a full house trio first (§6), anything else strongest first.
pub fn played_faces(p: &Played, level: Rank, lang: Lang) -> Vec<CardFace> {
    let kind = p.combo.kind;
    let natural = |id: CardId| {
        if is_wild(id, level) {
            0
        } else {
            seq_position(id.rank(), p.combo.key)
        }
    };
    let order = match kind {
        _ if kind.is_sequence() => order_hand(p.cards, SortMode::Rank, &natural),
        ComboKind::FullHouse => {
            order_hand(p.cards, SortMode::Count, &|id| strength(id.rank(), level))
        }
        _ => order_hand(p.cards, SortMode::Rank, &|id| strength(id.rank(), level)),
    };
    order
        .into_iter()
        .map(|id| CardFace::new(id, mark(id, level), lang))
        .collect()
}

/// The line announced for an event.
pub fn announce(ev: &Event, level: Rank, lang: Lang) -> Option<String> {
    let ko = lang == Lang::Ko;
    let name = |s: &Seat| name(*s, lang);
    // "민준 → 나 (하트 A)": a card passed in the tribute or its return.
    let passed = |from: &Seat, to: &Seat, c: &CardId| {
        format!(
            "{} → {} ({})",
            name(from),
            name(to),
            card_name(c.card(), lang)
        )
    };
    Some(match ev {
        Event::Dealt { hand_number, level } => {
            let l = level.label();
            if ko {
                format!(
                    "{} 판: 레벨 {l}. {} 와일드입니다.",
                    Nth(*hand_number),
                    iga(&heart(*level, lang))
                )
            } else {
                format!(
                    "Hand {hand_number}: level {l}. Both {}s are wild.",
                    heart(*level, lang)
                )
            }
        }
        Event::TributeGiven { from, to, card: c } => {
            format!("{}: {}", text(Text::Tribute, lang), passed(from, to, c))
        }
        Event::Exempted { big_jokers } => {
            let why = exemption(big_jokers, lang);
            if ko {
                format!("공물 면제: {why}")
            } else {
                format!("No tribute: {why}")
            }
        }
        Event::Returned { from, to, card: c } => {
            format!("{}: {}", text(Text::Return, lang), passed(from, to, c))
        }
        Event::PlayStarts { leader } if ko => format!("{}부터 냅니다.", name(leader)),
        Event::PlayStarts { leader } => {
            let who = name(leader);
            format!("{who} {}.", verb(who, "leads", "lead"))
        }
        Event::Played { seat, played } => {
            format!("{}: {}", name(seat), guandan_played(played, level, lang))
        }
        Event::Passed { seat } => format!("{}: {}", name(seat), text(Text::Pass, lang)),
        Event::TrickWon { next_leader, .. } if ko => {
            format!("모두 패스: {} 새로 냅니다.", iga(name(next_leader)))
        }
        Event::TrickWon { next_leader, .. } => {
            let who = name(next_leader);
            format!(
                "Everyone passed: {who} {} anew.",
                verb(who, "leads", "lead")
            )
        }
        Event::PartnerLead { seat } if ko => {
            format!("다 낸 사람의 동료 {} 새로 냅니다.", iga(name(seat)))
        }
        Event::PartnerLead { seat } => {
            let who = name(seat);
            format!(
                "{who}, partner of the player who went out, {} anew.",
                verb(who, "leads", "lead")
            )
        }
        Event::Finished { seat, place } if ko => {
            format!("{} {place}위로 끝냈습니다!", iga(name(seat)))
        }
        Event::Finished { seat, place } => {
            format!("{} went out {}!", name(seat), ordinal(*place as usize))
        }
        // §15: the hand is over; the cards still held decide nothing.
        Event::Placed { seat, place } if ko => {
            format!("{} {place}위가 되었습니다.", iga(name(seat)))
        }
        Event::Placed { seat, place } => {
            let who = name(seat);
            format!(
                "{who} {} placed {}.",
                verb(who, "is", "are"),
                ordinal(*place as usize)
            )
        }
        Event::HandOver(r) if ko => format!(
            "{} 승리 · {}레벨 상승",
            team_name(r.winning_team, lang),
            r.upgrade
        ),
        Event::HandOver(r) => format!(
            "{} wins · up {} level(s)",
            team_name(r.winning_team, lang),
            r.upgrade
        ),
        Event::MatchOver { team } => final_victory(*team, lang),
    })
}

/// 1st, 2nd, 3rd, 4th (English places).
fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A place: "2위" ("2nd").
fn place(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{n}위"),
        Lang::En => ordinal(n),
    }
}

/// "최종 승리: 우리 팀 (나·지우)".
fn final_victory(team: usize, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("최종 승리: {}", team_name(team, lang)),
        Lang::En => format!("Final victory: {}", team_name(team, lang)),
    }
}

/// "서연이 큰 조커 2장" (why the tribute is cancelled, §21).
pub fn exemption(big_jokers: &[(Seat, u8)], lang: Lang) -> String {
    let who: Vec<String> = big_jokers
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(s, n)| match lang {
            Lang::Ko => format!("{} 큰 조커 {n}장", name(*s, lang)),
            Lang::En => {
                let who = name(*s, lang);
                format!("{who} {} {n}", verb(who, "holds", "hold"))
            }
        })
        .collect();
    let who = who.join(", ");
    match lang {
        Lang::Ko => format!("공물을 줄 사람이 큰 조커 2장을 가지고 있습니다 ({who})"),
        Lang::En => format!("those who owe tribute hold both big jokers ({who})"),
    }
}

/// A seat's badge: 동료 for my partner, and its finish place once out.
pub fn badge(g: &Game, s: Seat, lang: Lang) -> Option<String> {
    let place = g
        .finish_order()
        .iter()
        .position(|&f| f == s)
        .map(|i| place(i + 1, lang));
    let partner = match lang {
        Lang::Ko => "동료",
        Lang::En => "Partner",
    };
    let mate = (s == Seat(0).partner()).then_some(partner);
    match (mate, place) {
        (Some(m), Some(p)) => Some(format!("{m} · {p}")),
        (Some(m), None) => Some(m.to_string()),
        (None, p) => p,
    }
}

/// The seat's last act this trick.
pub fn last_act(g: &Game, s: Seat, lang: Lang) -> LastAct {
    match g.trick().iter().rev().find(|(p, _)| *p == s) {
        Some((_, None)) => LastAct::Pass(text(Text::Pass, lang)),
        Some((_, Some(p))) => played_act(p, g.level(), lang),
        None => LastAct::Nothing,
    }
}

/// A play as the table shows it: its cards, marked, and what it reads as.
pub fn played_act(p: &Played, level: Rank, lang: Lang) -> LastAct {
    LastAct::Cards(played_faces(p, level, lang), guandan_played(p, level, lang))
}

/// The status items: hand, level played, both stored levels, whose turn, who leads.
pub fn status(g: &Game, lang: Lang) -> [String; 5] {
    let ko = lang == Lang::Ko;
    let [ours, theirs] = g.team_levels();
    let owing: Vec<&str> = (0..4u8)
        .map(Seat)
        .filter(|&s| g.phase() == Phase::Return && g.can_act(s))
        .map(|s| name(s, lang))
        .collect();
    let turn = match (g.phase(), g.to_act()) {
        (Phase::Return, Some(_)) if ko => format!("반환 차례: {}", owing.join(", ")),
        (Phase::Return, Some(_)) => format!("To return: {}", owing.join(", ")),
        (_, Some(s)) => turn_of(name(s, lang), lang),
        (_, None) => "—".to_string(),
    };
    // Who led this trick, and who holds it now when that is another seat.
    let led = name(g.leader(), lang);
    let holder = g
        .table()
        .map(|(s, _)| s)
        .filter(|&s| s != g.leader())
        .map(|s| name(s, lang));
    let lead = match (g.phase(), holder) {
        (Phase::Playing, None) if ko => format!("선: {led}"),
        (Phase::Playing, None) => format!("Lead: {led}"),
        (Phase::Playing, Some(h)) if ko => format!("선: {led} · 이기는 패: {h}"),
        (Phase::Playing, Some(h)) => format!("Lead: {led} · winning: {h}"),
        (Phase::Return, _) => g.tribute().map_or(String::new(), |t| {
            let who = name(t.first_leader, lang);
            if ko {
                format!("반환 후 선: {who}")
            } else {
                format!("Leads after the return: {who}")
            }
        }),
        _ => String::new(),
    };
    let l = g.level().label();
    [
        hand_no(g.hand_number(), lang),
        if ko {
            format!("레벨 {l}")
        } else {
            format!("Level {l}")
        },
        levels_line(ours, theirs, lang),
        turn,
        lead,
    ]
}

/// The tribute account, one line each: who gave which card to whom (and what came back),
/// or the exemption and why; then who will lead.
pub fn tribute_lines(g: &Game, lang: Lang) -> Vec<String> {
    let Some(t) = g.tribute() else {
        return Vec::new();
    };
    let ko = lang == Lang::Ko;
    let kind = match (t.kind, ko) {
        (TributeKind::Single, true) => "단일 공물",
        (TributeKind::Double, true) => "이중 공물",
        (TributeKind::Single, false) => "Single tribute",
        (TributeKind::Double, false) => "Double tribute",
    };
    let mut out = Vec::new();
    match &t.outcome {
        TributeOutcome::Exempt { big_jokers } => {
            let why = exemption(big_jokers, lang);
            out.push(if ko {
                format!("{kind} 면제: {why}.")
            } else {
                format!("{kind} cancelled: {why}.")
            });
        }
        TributeOutcome::Gifts(gifts) => {
            for gift in gifts {
                let mut line = format!(
                    "{kind}: {} → {} {}",
                    name(gift.from, lang),
                    name(gift.to, lang),
                    card_name(gift.card.card(), lang)
                );
                match gift.returned {
                    Some(r) => line.push_str(&format!(
                        " · {} {} → {} {}",
                        text(Text::Return, lang),
                        name(gift.to, lang),
                        name(gift.from, lang),
                        card_name(r.card(), lang)
                    )),
                    None if ko => line.push_str(&format!(
                        " · {} 반환을 기다리는 중",
                        eui(name(gift.to, lang))
                    )),
                    None => line.push_str(&format!(
                        " · waiting for {} to return a card",
                        object(name(gift.to, lang))
                    )),
                }
                out.push(line);
            }
        }
    }
    out.push(lead_line(t, lang));
    out
}

/// Who leads the first trick after the tribute (§21, §22): the previous 1st after an
/// exemption (nothing is returned), the giver once every return is made.
fn lead_line(t: &TributeRecord, lang: Lang) -> String {
    let leader = name(t.first_leader, lang);
    let leads = verb(leader, "leads", "lead");
    let ko = lang == Lang::Ko;
    match &t.outcome {
        TributeOutcome::Exempt { .. } if ko => {
            format!("공물과 반환 없이 지난 판 1위인 {leader}부터 냅니다.")
        }
        TributeOutcome::Exempt { .. } => {
            format!("No tribute and no return: {leader}, first last hand, {leads}.")
        }
        TributeOutcome::Gifts(gifts) if gifts.iter().all(|g| g.returned.is_some()) => {
            if ko {
                format!("반환이 끝나 {leader}부터 냅니다.")
            } else {
                format!("The returns are made: {leader} {leads}.")
            }
        }
        TributeOutcome::Gifts(_) if ko => format!("반환이 끝나면 {leader}부터 냅니다."),
        TributeOutcome::Gifts(_) => format!("Once the returns are made, {leader} {leads}."),
    }
}

/// The tribute panel's title: 공물 면제, or 공물과 반환.
pub fn tribute_title(g: &Game, lang: Lang) -> &'static str {
    let exempt = matches!(
        g.tribute().map(|t| &t.outcome),
        Some(TributeOutcome::Exempt { .. })
    );
    match (lang, exempt) {
        (Lang::Ko, true) => "공물 면제",
        (Lang::Ko, false) => "공물과 반환",
        (Lang::En, true) => "No tribute",
        (Lang::En, false) => "Tribute and return",
    }
}

/// The return rule explained to the person who must return (§20).
pub fn return_rule(g: &Game, lang: Lang) -> String {
    let l = g.level().label();
    match lang {
        Lang::Ko => {
            // No bracket before the particle: "레벨(5)/이" could break after the bracket.
            let level = iga(&format!("레벨 숫자 {l}"));
            format!(
                "돌려줄 카드를 한 장 골라 반환을 누르세요. 기본은 10 이하이면서 {level} 아닌 카드이고, \
                 그런 카드가 없으면 가장 낮은 카드입니다. 방금 받은 카드는 돌려줄 수 없습니다."
            )
        }
        Lang::En => format!(
            "Choose one card and press Return. It must be a 10 or lower that is not the level \
             rank {l}; without one, your lowest card. The card just received cannot go back."
        ),
    }
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
pub fn result_view(g: &Game, lang: Lang) -> Option<ResultView> {
    if !matches!(g.phase(), Phase::HandOver | Phase::MatchOver) {
        return None;
    }
    let ko = lang == Lang::Ko;
    let r: &HandResult = g.results().last()?;
    let order: Vec<String> = r
        .finish_order
        .iter()
        .enumerate()
        .map(|(i, &s)| format!("{} {}", place(i + 1, lang), name(s, lang)))
        .collect();
    let team = r.winning_team;
    let level_line = |t: usize| {
        let (b, a) = (r.levels_before[t].label(), r.levels_after[t].label());
        let who = team_name(t, lang);
        match (ko, a == b) {
            (true, true) => format!("{who}: 레벨 {a} (유지)"),
            (true, false) => format!("{who}: 레벨 {b} → {a}"),
            (false, true) => format!("{who}: level {a} (kept)"),
            (false, false) => format!("{who}: level {b} → {a}"),
        }
    };
    let (up, pp, pl) = (r.upgrade, r.partner_place, r.played_level.label());
    Some(ResultView {
        headline: match (r.final_victory, ko) {
            (true, _) => final_victory(team, lang),
            (false, true) => format!("{} 승리", team_name(team, lang)),
            (false, false) => format!("{} wins", team_name(team, lang)),
        },
        we_won: team == 0,
        order: order.join(" · "),
        upgrade: if ko {
            format!("+{up}레벨: 1위의 동료가 {pp}위 (1·{pp}위, 레벨 {pl} 판)")
        } else {
            format!(
                "+{up} level(s): the winner's partner came {} (1st·{}, hand at level {pl})",
                ordinal(pp as usize),
                ordinal(pp as usize)
            )
        },
        levels: [level_line(0), level_line(1)],
        note: result_note(r.note, lang),
        final_victory: r.final_victory,
    })
}

/// Why the levels moved as they did.
fn result_note(n: ResultNote, lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => n.describe_ko(),
        Lang::En => match n {
            ResultNote::Upgraded => {
                "The winning team moved up by the places its players finished in."
            }
            ResultNote::ReachedAce => {
                "Reached A. A final victory needs a hand at A won 1st·2nd or 1st·3rd."
            }
            ResultNote::AceOneFour => {
                "Won at A but only 1st·4th: the hand is won, not the match. A is kept and the next hand is played at A."
            }
            ResultNote::AceNotPlayedAtAce => {
                "Already at A, but this hand was not played at A: A is kept. The next hand is played at A."
            }
            ResultNote::FinalVictory => "Final victory",
        },
    }
}

/// The first log line when a match is started or restored.
pub fn opening(g: &Game, lang: Lang) -> String {
    let n = g.hand_number();
    let l = g.level().label();
    let ko = lang == Lang::Ko;
    match (g.phase(), g.to_act()) {
        (Phase::Return, Some(s)) if ko => {
            format!(
                "{} 판 (레벨 {l}): {} 반환을 기다립니다.",
                Nth(n),
                eui(name(s, lang))
            )
        }
        (Phase::Return, Some(s)) => {
            format!(
                "Hand {n} (level {l}): waiting for {} to return a card.",
                object(name(s, lang))
            )
        }
        (Phase::Playing, Some(s)) if ko => format!(
            "{} 판 (레벨 {l}): {} 차례. {} 와일드.",
            Nth(n),
            eui(name(s, lang)),
            eun(&heart(g.level(), lang))
        ),
        (Phase::Playing, Some(s)) => format!(
            "Hand {n} (level {l}): {}. Both {}s are wild.",
            turn_of(name(s, lang), lang),
            heart(g.level(), lang)
        ),
        (Phase::MatchOver, _) if ko => "경기가 끝났습니다.".to_string(),
        (Phase::MatchOver, _) => "The match is over.".to_string(),
        _ if ko => format!("{} 판이 끝났습니다. 결과를 확인하세요.", Nth(n)),
        _ => format!("Hand {n} is over. See the result."),
    }
}

/// The 계속하기 summary.
pub fn summary(g: &Game, lang: Lang) -> String {
    let left = g.hand(Seat(0)).len();
    let ko = lang == Lang::Ko;
    let stage = match (g.phase(), ko) {
        (Phase::Return, true) => "반환 중".to_string(),
        (Phase::Playing, true) => format!("플레이 중 (내 카드 {left}장)"),
        (Phase::HandOver, true) => "판 종료".to_string(),
        (Phase::MatchOver, true) => "경기 종료".to_string(),
        (Phase::Return, false) => "returning".to_string(),
        (Phase::Playing, false) => format!("playing ({left} cards in your hand)"),
        (Phase::HandOver, false) => "hand over".to_string(),
        (Phase::MatchOver, false) => "match over".to_string(),
    };
    let [ours, theirs] = g.team_levels();
    let (n, l, levels) = (
        g.hand_number(),
        g.level().label(),
        levels_line(ours, theirs, lang),
    );
    if ko {
        format!("관단 · {} 판 · 레벨 {l} · {stage} · {levels}", Nth(n))
    } else {
        format!("Guandan · hand {n} · level {l} · {stage} · {levels}")
    }
}

/// What 새 게임 would throw away (§23: the match starts over at level 2), said before it
/// happens; `None` when the match is already won.
pub fn discard_warning(g: &Game, lang: Lang) -> Option<String> {
    if g.phase() == Phase::MatchOver {
        return None;
    }
    let [ours, theirs] = g.team_levels();
    let (n, levels) = (g.hand_number(), levels_line(ours, theirs, lang));
    Some(match lang {
        Lang::Ko => format!(
            "{} 버리고 두 팀 모두 레벨 2에서 다시 시작합니다. {} 두 팀의 레벨이 사라집니다: {levels}.",
            eul("진행 중인 관단 경기"),
            wa(&hand_no(n, Lang::Ko)),
        ),
        Lang::En => format!(
            "The Guandan match in progress is thrown away and both teams start again at level 2. Hand {n} and both teams' levels are lost: {levels}."
        ),
    })
}

/// What the computer player of `seat` is asked: its view, the game's generator (R2), the
/// level to play at, and the reasons in Korean (the page asks in its own language:
/// `ui::ask`).
pub fn question(g: &Game, seat: Seat, level: Level) -> Question {
    // The one place the page builds 관단's AI generator.
    let (seed, stream) = g.ai_rng().origin();
    Question {
        view: View::Guandan(g.view(seat)),
        seed,
        stream,
        lang: Lang::Ko,
        level,
    }
}

/// The move for `seat` from the computer player's decision `d`, checked by the engine
/// (without one, or should it be illegal, the smallest legal move: the table never stalls).
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
    let h = hint_of(g, seat, fallback, smallest_legal("수", lang), lang);
    (h, None, Vec::new())
}

pub(super) fn hint_of(g: &Game, seat: Seat, a: Action, why: String, lang: Lang) -> Hint {
    let (cards, reading, what) = match a {
        Action::Play { cards, reading, .. } => {
            let rs = g.readings(seat, cards).unwrap_or_default();
            let idx = reading
                .and_then(|r| rs.iter().position(|c| *c == r))
                .unwrap_or(0);
            let what = rs
                .get(idx)
                .map_or_else(String::new, |c| guandan_combo(c, lang));
            (cards, idx, what)
        }
        Action::ReturnTribute { card, .. } => (
            CardSet::single(card),
            0,
            format!(
                "{} {}",
                text(Text::Return, lang),
                card_name(card.card(), lang)
            ),
        ),
        Action::Pass { .. } => (CardSet::EMPTY, 0, text(Text::Pass, lang).to_string()),
        Action::NextHand => (CardSet::EMPTY, 0, text(Text::Again, lang).to_string()),
    };
    let text = hint_text(matches!(a, Action::Play { .. }), what, why);
    Hint {
        mv: Move::Guandan(a),
        cards,
        reading,
        text,
    }
}

/// 추천's cycle for `me`: the computer player's decision `d` first, then the alternatives
/// it weighed (each with its reason and chance of winning), then every other legal play
/// (normal kinds smallest first, bombs by tier last) and 패스 when following; during a
/// return, the other returnable cards from the lowest.
pub fn hints_with(g: &Game, me: Seat, d: Option<Decision>, lang: Lang) -> Vec<Hint> {
    if !g.can_act(me) {
        return Vec::new();
    }
    let (first, chance, alts) = advise(g, me, d, lang);
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
                return numbered((first, chance), alts, Vec::new(), lang);
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
        .map(|a| hint_of(g, me, a, String::new(), lang))
        .collect();
    numbered((first, chance), alts, rest, lang)
}

#[cfg(test)]
mod tests;
