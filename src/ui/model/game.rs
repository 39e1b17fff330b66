//! The questions the shared table machinery asks of a [`Match`] (whose turn, my hand,
//! readings, recommend, apply). [`Match`] itself, what a save holds, is in
//! [`crate::session`]; this `impl` block adds the table's side. Each method forwards to
//! the game's engine; the game-specific words live in [`super::ddz`] and [`super::guandan`].

use super::cards::{CardFace, Mark, order_hand};
use super::ddz as m_ddz;
use super::guandan as m_gd;
use super::level::asked_level;
use crate::session::{GameKind, Match, SortMode};
#[cfg(not(target_arch = "wasm32"))]
use crate::think::answer;
use crate::think::{Choice, Question};
use ai::Level;
use engine::{CardSet, Reject, Seat};
use engine::{ddz, guandan};
use i18n::cards::{ddz_combo, guandan_combo};
use i18n::{Lang, Text};

pub use crate::session::ME;

/// Where a hand stands, in the terms the shared machinery needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stage {
    /// 더우디주 bidding.
    Bidding,
    /// 관단 tribute returns.
    Return,
    /// Tricks are played.
    Playing,
    /// The hand is settled; 다시 하기 deals the next one.
    HandOver,
    /// The match is won.
    MatchOver,
}

/// One action of either game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// 더우디주
    Doudizhu(ddz::Action),
    /// 관단
    Guandan(guandan::Action),
}

impl Move {
    /// The seat that makes the move (`None` for 다시 하기).
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Move::Doudizhu(
                ddz::Action::Bid { seat, .. }
                | ddz::Action::Play { seat, .. }
                | ddz::Action::Pass { seat },
            )
            | Move::Guandan(
                guandan::Action::Play { seat, .. }
                | guandan::Action::Pass { seat }
                | guandan::Action::ReturnTribute { seat, .. },
            ) => Some(*seat),
            Move::Doudizhu(ddz::Action::NextHand | ddz::Action::AbandonHand)
            | Move::Guandan(guandan::Action::NextHand) => None,
        }
    }

    /// Whether two moves are the same choice for 추천's list: plays of the same cards are,
    /// whichever reading each declares; anything else only when equal.
    pub fn same_choice(&self, other: &Move) -> bool {
        match (self, other) {
            (
                Move::Doudizhu(ddz::Action::Play { cards: x, .. }),
                Move::Doudizhu(ddz::Action::Play { cards: y, .. }),
            )
            | (
                Move::Guandan(guandan::Action::Play { cards: x, .. }),
                Move::Guandan(guandan::Action::Play { cards: y, .. }),
            ) => x == y,
            _ => self == other,
        }
    }
}

/// A move with the cards it plays and the sentence that explains it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The move.
    pub mv: Move,
    /// The cards it plays or returns (empty for a pass or a bid).
    pub cards: CardSet,
    /// Which reading of `cards` it plays, as an index into [`Match::readings`].
    pub reading: usize,
    /// What 추천 says.
    pub text: String,
}

/// What a seat did last in this trick (or this bidding), for its place at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LastAct {
    /// Nothing yet.
    Nothing,
    /// 패스 (or 입찰 안 함).
    Pass(&'static str),
    /// A bid or other short decision.
    Said(String),
    /// A play: its cards and what it reads as.
    Cards(Vec<CardFace>, String),
}

impl Match {
    /// The number of seats.
    pub fn seats(&self) -> u8 {
        match self {
            Match::Doudizhu(_) => 3,
            Match::Guandan(_) => 4,
        }
    }

    /// The stage of the hand.
    pub fn stage(&self) -> Stage {
        match self {
            Match::Doudizhu(g) => match g.phase() {
                ddz::Phase::Bidding => Stage::Bidding,
                ddz::Phase::Playing => Stage::Playing,
                ddz::Phase::HandOver => Stage::HandOver,
                ddz::Phase::MatchOver => Stage::MatchOver,
            },
            Match::Guandan(g) => match g.phase() {
                guandan::Phase::Return => Stage::Return,
                guandan::Phase::Playing => Stage::Playing,
                guandan::Phase::HandOver => Stage::HandOver,
                guandan::Phase::MatchOver => Stage::MatchOver,
            },
        }
    }

    /// Whose decision is awaited (in a double return, the first receiver still owing).
    pub fn to_act(&self) -> Option<Seat> {
        match self {
            Match::Doudizhu(g) => g.to_act(),
            Match::Guandan(g) => g.to_act(),
        }
    }

    /// True when `s` may act now (관단: both receivers of a double return).
    pub fn can_act(&self, s: Seat) -> bool {
        match self {
            Match::Doudizhu(g) => g.to_act() == Some(s),
            Match::Guandan(g) => g.can_act(s),
        }
    }

    /// A seat's cards.
    pub fn hand(&self, s: Seat) -> CardSet {
        match self {
            Match::Doudizhu(g) => g.hand(s),
            Match::Guandan(g) => g.hand(s),
        }
    }

    /// Cards held by each seat.
    pub fn counts(&self) -> Vec<usize> {
        match self {
            Match::Doudizhu(g) => g.counts().to_vec(),
            Match::Guandan(g) => g.counts().to_vec(),
        }
    }

    /// My hand as card faces in the chosen order.
    pub fn hand_faces(&self, me: Seat, sort: SortMode, lang: Lang) -> Vec<CardFace> {
        match self {
            Match::Doudizhu(g) => order_hand(g.hand(me), sort, &|id| ddz::strength(id.rank()))
                .into_iter()
                .map(|id| CardFace::new(id, Mark::Plain, lang))
                .collect(),
            Match::Guandan(g) => m_gd::hand_faces(g, me, sort, lang),
        }
    }

    /// True when `me` may pass now.
    pub fn can_pass(&self, me: Seat) -> bool {
        let table = match self {
            Match::Doudizhu(g) => g.table().is_some(),
            Match::Guandan(g) => g.table().is_some(),
        };
        self.my_play_turn(me) && table
    }

    /// True when `me` is to play cards now (not bidding or returning, not another's turn).
    pub fn my_play_turn(&self, me: Seat) -> bool {
        self.stage() == Stage::Playing && self.to_act() == Some(me)
    }

    /// The readings `cards` may be played as by `me` now, default first (R4), in Korean.
    ///
    /// # Errors
    /// Why the cards cannot be played (the engine's reason).
    pub fn readings(&self, me: Seat, cards: CardSet, lang: Lang) -> Result<Vec<String>, Reject> {
        match self {
            Match::Doudizhu(g) => Ok(g
                .readings(me, cards)?
                .iter()
                .map(|c| ddz_combo(c, lang))
                .collect()),
            Match::Guandan(g) => Ok(g
                .readings(me, cards)?
                .iter()
                .map(|c| guandan_combo(c, lang))
                .collect()),
        }
    }

    /// The move that plays `cards` as reading number `reading` (the default when there is
    /// only one, or when the cards do not read at all: the engine then says why).
    pub fn play(&self, me: Seat, cards: CardSet, reading: usize) -> Move {
        match self {
            Match::Doudizhu(g) => {
                let chosen = g
                    .readings(me, cards)
                    .ok()
                    .filter(|rs| rs.len() > 1)
                    .and_then(|rs| rs.get(reading).copied());
                Move::Doudizhu(ddz::Action::Play {
                    seat: me,
                    cards,
                    reading: chosen,
                })
            }
            Match::Guandan(g) => {
                let chosen = g
                    .readings(me, cards)
                    .ok()
                    .filter(|rs| rs.len() > 1)
                    .and_then(|rs| rs.get(reading).copied());
                Move::Guandan(guandan::Action::Play {
                    seat: me,
                    cards,
                    reading: chosen,
                })
            }
        }
    }

    /// The move that returns the one selected card (관단 §20).
    ///
    /// # Errors
    /// A Korean sentence when not exactly one card is selected or this is not 관단.
    pub fn return_card(&self, me: Seat, cards: CardSet) -> Result<Move, Text> {
        let Match::Guandan(_) = self else {
            return Err(Text::NoReturnDue);
        };
        let mut it = cards.iter();
        match (it.next(), it.next()) {
            (Some(card), None) => Ok(Move::Guandan(guandan::Action::ReturnTribute {
                seat: me,
                card,
            })),
            (None, _) => Err(Text::ReturnPickOne),
            (Some(_), Some(_)) => Err(Text::ReturnOnlyOne),
        }
    }

    /// The move that passes.
    pub fn pass(&self, me: Seat) -> Move {
        match self {
            Match::Doudizhu(_) => Move::Doudizhu(ddz::Action::Pass { seat: me }),
            Match::Guandan(_) => Move::Guandan(guandan::Action::Pass { seat: me }),
        }
    }

    /// The move that deals the next hand (다시 하기).
    pub fn next_hand(&self) -> Move {
        match self {
            Match::Doudizhu(_) => Move::Doudizhu(ddz::Action::NextHand),
            Match::Guandan(_) => Move::Guandan(guandan::Action::NextHand),
        }
    }

    /// Applies a move; on success, the Korean announcements of what happened.
    ///
    /// # Errors
    /// The engine's reason (or [`Reject::WrongPhase`] for the other game's move); the
    /// match is then unchanged.
    pub fn apply(&mut self, mv: Move, lang: Lang) -> Result<Vec<String>, Reject> {
        match (self, mv) {
            (Match::Doudizhu(g), Move::Doudizhu(a)) => {
                let events = g.apply(a)?;
                Ok(events
                    .iter()
                    .filter_map(|e| m_ddz::announce(e, lang))
                    .collect())
            }
            (Match::Guandan(g), Move::Guandan(a)) => {
                let events = g.apply(a)?;
                let level = g.level();
                Ok(events
                    .iter()
                    .filter_map(|e| m_gd::announce(e, level, lang))
                    .collect())
            }
            _ => Err(Reject::WrongPhase),
        }
    }

    /// What the computer player of `seat` is asked in a game played at `level` (its view,
    /// the game's generator, and the level it plays at, [`asked_level`]): the same question
    /// for opponents, 추천 and 자동 플레이, but for the level.
    pub fn question(&self, seat: Seat, level: Level) -> Question {
        let level = asked_level(seat, level);
        match self {
            Match::Doudizhu(g) => m_ddz::question(g, seat, level),
            Match::Guandan(g) => m_gd::question(g, seat, level),
        }
    }

    /// The move for `seat` from the computer player's answer, checked by the engine
    /// (without one, or another game's, the smallest legal move: the table never stalls).
    pub fn decide_with(&self, seat: Seat, choice: Option<Choice>, lang: Lang) -> Hint {
        match self {
            Match::Doudizhu(g) => {
                m_ddz::decide_with(g, seat, choice.and_then(Choice::doudizhu), lang)
            }
            Match::Guandan(g) => m_gd::decide_with(g, seat, choice.and_then(Choice::guandan), lang),
        }
    }

    /// 추천's cycle for `me` from the computer player's answer: its choice first, then the
    /// other legal moves in a sensible order.
    pub fn hints_with(&self, me: Seat, choice: Option<Choice>, lang: Lang) -> Vec<Hint> {
        match self {
            Match::Doudizhu(g) => m_ddz::hints_with(g, me, choice.and_then(Choice::doudizhu), lang),
            Match::Guandan(g) => m_gd::hints_with(g, me, choice.and_then(Choice::guandan), lang),
        }
    }

    /// The computer player's move for `seat`, decided on this thread (natively only: the
    /// web page asks its worker, so its own wasm never links the search).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn decide(&self, seat: Seat) -> Hint {
        self.decide_at(seat, Level::Normal)
    }

    /// [`Match::decide`] in a game played at `level`.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn decide_at(&self, seat: Seat, level: Level) -> Hint {
        self.decide_with(seat, Some(answer(&self.question(seat, level))), Lang::Ko)
    }

    /// 추천's cycle for `me`, decided on this thread (natively only, as [`Match::decide`]).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn hints(&self, me: Seat) -> Vec<Hint> {
        self.hints_with(
            me,
            Some(answer(&self.question(me, Level::Normal))),
            Lang::Ko,
        )
    }

    /// The seat whose play is on top of this trick (the one to beat), if any.
    pub fn holder(&self) -> Option<Seat> {
        match self {
            Match::Doudizhu(g) => g.table().map(|(s, _)| s),
            Match::Guandan(g) => g.table().map(|(s, _)| s),
        }
    }

    /// What a seat did last in this trick (or bidding).
    pub fn last_act(&self, s: Seat, lang: Lang) -> LastAct {
        match self {
            Match::Doudizhu(g) => m_ddz::last_act(g, s, lang),
            Match::Guandan(g) => m_gd::last_act(g, s, lang),
        }
    }

    /// Move `mv` in words as its seat would make it here ("페어 10", "패스", "입찰 3"),
    /// the cards it plays beside (empty for a pass or a bid); another game's move reads
    /// empty.
    pub fn move_words(&self, mv: Move, lang: Lang) -> (String, CardSet) {
        let h = match (self, mv) {
            (Match::Doudizhu(g), Move::Doudizhu(a)) => {
                m_ddz::hint_of(g, mv.seat().unwrap_or(ME), a, String::new(), lang)
            }
            (Match::Guandan(g), Move::Guandan(a)) => {
                m_gd::hint_of(g, mv.seat().unwrap_or(ME), a, String::new(), lang)
            }
            _ => return (String::new(), CardSet::EMPTY),
        };
        (h.text, h.cards)
    }

    /// The first log line when the match is started or restored.
    pub fn opening(&self, lang: Lang) -> String {
        match self {
            Match::Doudizhu(g) => m_ddz::opening(g, lang),
            Match::Guandan(g) => m_gd::opening(g, lang),
        }
    }

    /// What 새 게임 does to this match when the player asks for a new game of `kind`.
    /// 더우디주 §21: an unfinished hand is discarded unscored and dealt anew, the totals
    /// kept (a settled hand simply moves on to the next). `None` means a fresh match: 관단
    /// §23 (새 게임 resets the match), another game, or a finished match.
    pub fn new_game_move(&self, kind: GameKind) -> Option<Move> {
        match self {
            Match::Doudizhu(g) if kind == GameKind::Doudizhu => match g.phase() {
                ddz::Phase::Bidding | ddz::Phase::Playing => {
                    Some(Move::Doudizhu(ddz::Action::AbandonHand))
                }
                ddz::Phase::HandOver => Some(Move::Doudizhu(ddz::Action::NextHand)),
                ddz::Phase::MatchOver => None,
            },
            _ => None,
        }
    }

    /// What starting a new game of `kind` would throw away, in a Korean sentence for the
    /// confirmation: 새 게임 (`fresh_match` false) or 새 경기 (true). `None` when nothing
    /// unfinished is lost: a settled 더우디주 hand (새 게임 deals the next), a finished
    /// match, or a match of the other game (each game keeps its own).
    pub fn discard_warning(&self, kind: GameKind, fresh_match: bool, lang: Lang) -> Option<String> {
        match self {
            Match::Doudizhu(g) if kind == GameKind::Doudizhu => {
                m_ddz::discard_warning(g, fresh_match, lang)
            }
            Match::Guandan(g) if kind == GameKind::Guandan => m_gd::discard_warning(g, lang),
            _ => None,
        }
    }

    /// A one-line account for the 계속하기 button: which game, how far, the scores.
    pub fn summary(&self, lang: Lang) -> String {
        match self {
            Match::Doudizhu(g) => m_ddz::summary(g, lang),
            Match::Guandan(g) => m_gd::summary(g, lang),
        }
    }

    /// The same account in the pieces a line may not break ("점수 나 4", "민준 −2",
    /// "플레이 중 (내 카드 9장)"): the page wraps it only between them.
    pub fn summary_parts(&self, lang: Lang) -> Vec<String> {
        self.summary(lang)
            .split(" · ")
            .map(str::to_string)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::think::{Reply, Request, decode_reply, encode_request, handle};

    /// The page's way: the question crosses to the worker as JSON and the answer comes back.
    fn through_the_worker(m: &Match, seat: Seat) -> Option<Choice> {
        let sent = encode_request(&Request {
            id: 1,
            question: m.question(seat, Level::Normal),
        })
        .unwrap();
        match decode_reply(&handle(Some(&sent))).unwrap() {
            Reply::Decided { choice, .. } => Some(choice),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_worker_decides_and_recommends_what_this_thread_would() {
        // R2, both games: the same move, reason, chances and 추천 cycle as deciding here.
        for mut m in [Match::new_doudizhu(21), Match::new_guandan(21)] {
            for _ in 0..5 {
                let Some(seat) = m.to_act() else { break };
                let choice = through_the_worker(&m, seat);
                assert_eq!(m.hints_with(seat, choice.clone(), Lang::Ko), m.hints(seat));
                let h = m.decide_with(seat, choice, Lang::Ko);
                assert_eq!(h, m.decide(seat));
                m.apply(h.mv, Lang::Ko).unwrap();
            }
        }
    }

    #[test]
    fn a_game_at_each_level_decides_the_same_through_the_worker_and_again() {
        // R2 per level: same seed and level, same move and 추천, on this thread or in the
        // worker. Computer seats are asked at the game's level; my seat at 보통 or above.
        for level in ai::Level::ALL {
            for mut m in [Match::new_doudizhu(33), Match::new_guandan(33)] {
                for _ in 0..4 {
                    let Some(seat) = m.to_act() else { break };
                    let q = m.question(seat, level);
                    assert_eq!(q.level, super::asked_level(seat, level));
                    let sent = encode_request(&Request { id: 2, question: q }).unwrap();
                    let Reply::Decided { choice, .. } = decode_reply(&handle(Some(&sent))).unwrap()
                    else {
                        panic!("decided");
                    };
                    let h = m.decide_with(seat, Some(choice), Lang::Ko);
                    assert_eq!(h, m.decide_at(seat, level));
                    assert_eq!(h, m.clone().decide_at(seat, level));
                    m.apply(h.mv, Lang::Ko).unwrap();
                }
            }
        }
    }

    #[test]
    fn without_an_answer_the_table_still_moves() {
        // The worker could not answer (or answered for the other game): the smallest legal
        // move, which the engine accepts.
        for mut m in [Match::new_doudizhu(4), Match::new_guandan(4)] {
            let other = match &m {
                Match::Doudizhu(_) => through_the_worker(&Match::new_guandan(4), Seat(0)),
                Match::Guandan(_) => through_the_worker(&Match::new_doudizhu(4), Seat(0)),
            };
            for choice in [None, other] {
                let seat = m.to_act().unwrap();
                let h = m.decide_with(seat, choice.clone(), Lang::Ko);
                let first = m.hints_with(seat, choice, Lang::Ko).first().map(|f| f.mv);
                assert_eq!(first, Some(h.mv), "추천 starts with the same move");
                m.apply(h.mv, Lang::Ko).unwrap();
            }
        }
    }

    #[test]
    fn starting_anew_says_what_it_discards_and_only_then() {
        // doudizhu §21: 새 게임 mid-hand discards the hand, the totals stay.
        let mut m = Match::new_doudizhu(3);
        let w = m
            .discard_warning(GameKind::Doudizhu, false, Lang::Ko)
            .unwrap();
        assert!(
            w.starts_with("더우디주 첫 번째 판이 점수 없이 버려지고"),
            "{w}"
        );
        assert!(w.contains("누적 점수는 그대로 남습니다: 나 0 ·"), "{w}");
        // §23: 새 경기 discards the match and its scores.
        let w = m
            .discard_warning(GameKind::Doudizhu, true, Lang::Ko)
            .unwrap();
        assert!(w.starts_with("진행 중인 더우디주 경기를 버리고"), "{w}");
        assert!(
            w.contains("진행 중인 더우디주 첫 번째 판은 점수 없이"),
            "{w}"
        );
        // Another game's match is never touched.
        assert_eq!(m.discard_warning(GameKind::Guandan, true, Lang::Ko), None);
        // A settled hand: 새 게임 only deals the next one; 새 경기 still loses the scores.
        for _ in 0..200 {
            let Some(seat) = m.to_act() else { break };
            // The fallback player never bids: the first bidder takes it at 3.
            let mv = match m.stage() {
                Stage::Bidding => Move::Doudizhu(ddz::Action::Bid { seat, bid: Some(3) }),
                _ => m.decide_with(seat, None, Lang::Ko).mv,
            };
            m.apply(mv, Lang::Ko).unwrap();
        }
        assert_eq!(m.stage(), Stage::HandOver);
        assert_eq!(m.discard_warning(GameKind::Doudizhu, false, Lang::Ko), None);
        let w = m
            .discard_warning(GameKind::Doudizhu, true, Lang::Ko)
            .unwrap();
        assert!(!w.contains("점수 없이 버려집니다"), "{w}");
        // guandan §23: 새 게임 resets the match, levels and all.
        let g = Match::new_guandan(3);
        let w = g
            .discard_warning(GameKind::Guandan, false, Lang::Ko)
            .unwrap();
        assert_eq!(
            w,
            "진행 중인 관단 경기를 버리고 두 팀 모두 레벨 2에서 다시 시작합니다. \
             첫 번째 판과 두 팀의 레벨이 사라집니다: 우리 팀 2 · 상대 팀 2."
        );
    }

    #[test]
    fn new_game_keeps_ddz_totals_and_resets_guandan() {
        // doudizhu §21: 새 게임 in an unfinished hand deals anew with the totals kept.
        let m = Match::new_doudizhu(3);
        assert_eq!(
            m.new_game_move(GameKind::Doudizhu),
            Some(Move::Doudizhu(ddz::Action::AbandonHand))
        );
        // Another game, or 관단 (§23: 새 게임 resets the match), starts a fresh match.
        assert_eq!(m.new_game_move(GameKind::Guandan), None);
        let g = Match::new_guandan(3);
        assert_eq!(g.new_game_move(GameKind::Guandan), None);
        assert_eq!(Move::Doudizhu(ddz::Action::AbandonHand).seat(), None);
    }

    /// Every sentence the model builds for the table, in English, through two whole hands
    /// of each game (up to and past the settlement and the tribute): no Hangul.
    #[test]
    fn english_sentences_hold_no_hangul() {
        let hangul = |s: &str| s.chars().any(|c| ('\u{3131}'..='\u{D79D}').contains(&c));
        let en = Lang::En;
        for mut m in [Match::new_doudizhu(5), Match::new_guandan(5)] {
            let mut said: Vec<String> = Vec::new();
            let mut hands = 0;
            for _ in 0..800 {
                said.push(m.summary(en));
                said.push(m.opening(en));
                said.extend(m.discard_warning(m.kind(), true, en));
                said.extend(m.discard_warning(m.kind(), false, en));
                for s in 0..m.seats() {
                    if let LastAct::Cards(faces, label) = m.last_act(Seat(s), en) {
                        said.push(label);
                        said.extend(faces.into_iter().map(|f| f.name));
                    }
                }
                said.extend(
                    m.hand_faces(ME, SortMode::Count, en)
                        .into_iter()
                        .map(|f| f.name),
                );
                if let Some(g) = m.as_ddz() {
                    said.push(m_ddz::stake_line(g, en));
                    said.push(m_ddz::stake_formula(g, en));
                    if let Some(v) = m_ddz::settle_view(g, en) {
                        said.extend([v.headline, v.formula]);
                        said.extend(v.doublings);
                        said.extend(v.final_result);
                        said.extend(v.rows.into_iter().map(|r| format!("{} {}", r.0, r.1)));
                    }
                }
                if let Some(g) = m.as_guandan() {
                    said.extend(m_gd::status(g, en));
                    said.extend(m_gd::tribute_lines(g, en));
                    said.push(m_gd::tribute_title(g, en).to_string());
                    said.push(m_gd::return_rule(g, en));
                    if let Some(v) = m_gd::result_view(g, en) {
                        said.extend([v.headline, v.order, v.upgrade, v.note.to_string()]);
                        said.extend(v.levels);
                    }
                    said.extend((0..4).filter_map(|s| m_gd::badge(g, Seat(s), en)));
                }
                if m.to_act() == Some(ME) {
                    // The page asks in its language: the worker words the reasons.
                    let mut q = m.question(ME, Level::Normal);
                    q.lang = en;
                    let choice = answer(&q);
                    let why = match &choice {
                        Choice::Doudizhu(d) => d.reason.clone(),
                        Choice::Guandan(d) => d.reason.clone(),
                    };
                    let hints = m.hints_with(ME, Some(choice), en);
                    // 추천 in English shows the reason, as in Korean.
                    assert!(!why.is_empty() && hints[0].text.contains(&why), "{why}");
                    said.extend(hints.into_iter().map(|h| h.text));
                }
                let mv = match m.to_act() {
                    Some(seat) => m.decide(seat).mv,
                    None if hands < 2 => {
                        hands += 1;
                        m.next_hand()
                    }
                    None => break,
                };
                said.extend(m.apply(mv, en).unwrap());
            }
            assert!(hands >= 1, "a hand was settled");
            let korean: Vec<&String> = said.iter().filter(|s| hangul(s)).collect();
            assert!(korean.is_empty(), "{korean:#?}");
        }
    }
}
