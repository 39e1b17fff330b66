//! 복기 in words, written once for both games: the marks, the progress line, the summary,
//! and each of my reviewed decisions as the panel lists it (my move, the better one with
//! its reason and chance, the face-up verdict). The games differ only in how a move reads
//! at its position ([`Match::move_words`], over the replay's states) and in 관단's level
//! gain, which a verdict carries when it has one.

use super::cards::{CardFace, Mark as Face};
use super::game::{LastAct, Move};
use super::hint::chance_text;
use super::record::{Entry, Group, Replay};
use super::words::Nth;
use crate::session::{HandReview, Match};
use crate::think::{Reviewed, Words};
use ai::review::{Judged, Mark, Summary, Verdict};
use engine::CardSet;
use i18n::{Lang, Text, text};

/// A mark's word: 좋은 수, 부정확, 실수, 큰 실수.
pub fn mark_text(m: Mark, lang: Lang) -> &'static str {
    let t = match m {
        Mark::Good => Text::MarkGood,
        Mark::Inaccuracy => Text::MarkInaccuracy,
        Mark::Mistake => Text::MarkMistake,
        Mark::Blunder => Text::MarkBlunder,
    };
    text(t, lang)
}

/// The CSS modifier of a mark.
pub fn mark_class(m: Mark) -> &'static str {
    match m {
        Mark::Good => "good",
        Mark::Inaccuracy => "inaccuracy",
        Mark::Mistake => "mistake",
        Mark::Blunder => "blunder",
    }
}

/// The progress line: "복기 중 5/18" ("Reviewing 5/18"); before the first answer, when
/// the count is not known yet, "복기 중…".
pub fn progress(done: usize, total: Option<usize>, lang: Lang) -> String {
    match (total, lang) {
        (None, _) => text(Text::ReviewStarting, lang).to_string(),
        (Some(t), Lang::Ko) => format!("복기 중 {done}/{t}"),
        (Some(t), Lang::En) => format!("Reviewing {done}/{t}"),
    }
}

/// An accuracy as shown: "87%".
pub fn percent(accuracy: f32) -> String {
    format!("{}%", accuracy.clamp(0.0, 100.0).round() as u32)
}

/// The summary line: "정확도 87% · 좋은 수 12 · 부정확 2 · 실수 1 · 큰 실수 0".
pub fn summary_line(s: &Summary, lang: Lang) -> String {
    let head = match lang {
        Lang::Ko => format!("정확도 {}", percent(s.accuracy)),
        Lang::En => format!("Accuracy {}", percent(s.accuracy)),
    };
    let counts = Mark::ALL
        .iter()
        .map(|&m| format!("{} {}", mark_text(m, lang), s.marks[m.index()]));
    std::iter::once(head)
        .chain(counts)
        .collect::<Vec<_>>()
        .join(" · ")
}

/// 내 기록's line: the average accuracy over the last hands reviewed ("87% (최근 5판)").
pub fn average_line(average: Option<f32>, hands: usize, lang: Lang) -> String {
    match (average, lang) {
        (None, Lang::Ko) => "복기한 판 없음".to_string(),
        (None, Lang::En) => "No hand reviewed".to_string(),
        (Some(a), Lang::Ko) => format!("{} (최근 {hands}판)", percent(a)),
        (Some(a), Lang::En) => format!("{} (last {hands} hands)", percent(a)),
    }
}

/// One move of a verdict as the panel shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveLine {
    /// The move in words ("페어 10", "패스").
    pub what: String,
    /// The cards it plays (empty for a pass or a bid).
    pub cards: CardSet,
    /// Why one would make it, in the review's language.
    pub reason: String,
    /// "이길 확률 약 64%", with 관단's expected level gain.
    pub chance: String,
}

impl MoveLine {
    /// The move, its reason and its chance in one sentence. A range of ranks ("5–9")
    /// is kept on one line: a line may end after an en dash, and "5–/9로" cuts a word.
    pub fn sentence(&self) -> String {
        let mut out = self.what.clone();
        if !self.reason.is_empty() && self.reason != self.what {
            out.push_str(" — ");
            out.push_str(&self.reason);
        }
        unbroken(&format!("{out} ({})", self.chance))
    }
}

/// `s` with each en dash joined to what follows it: a line may end after an en dash, and
/// "스트레이트 5–/9로" cuts a word.
pub fn unbroken(s: &str) -> String {
    s.replace('–', "–\u{2060}")
}

/// A replay's groups as the review's narrower panel shows them: ranges kept whole
/// ([`unbroken`]).
pub fn unbroken_groups(groups: Vec<Group>) -> Vec<Group> {
    groups
        .into_iter()
        .map(|g| Group {
            title: unbroken(&g.title),
            entries: g
                .entries
                .into_iter()
                .map(|e| Entry {
                    name: e.name,
                    act: match e.act {
                        LastAct::Said(t) => LastAct::Said(unbroken(&t)),
                        LastAct::Cards(c, t) => LastAct::Cards(c, unbroken(&t)),
                        other => other,
                    },
                })
                .collect(),
        })
        .collect()
}

/// One of my reviewed decisions, as the panel lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Its place in the review (0 = my first decision).
    pub index: usize,
    /// Its index among the hand's actions: where 다시 보기 opens.
    pub step: usize,
    /// The mark.
    pub mark: Mark,
    /// "3번째 결정 · 실수" ("Decision 3 · Mistake").
    pub title: String,
    /// My move.
    pub mine: MoveLine,
    /// The better move (`None`: mine was the best found).
    pub better: Option<MoveLine>,
    /// With every hand face up: both chances ("내 수 0% · 더 나은 수 100% (정확)").
    pub open: String,
}

/// A verdict of either game with its moves as the table's.
type Seen = Verdict<Move, String>;

/// Both verdicts of a reviewed decision, its moves as the table's and its reasons in
/// `lang`, generic over the game.
fn verdicts(r: &Reviewed, lang: Lang) -> (usize, Mark, Seen, Seen) {
    fn judged<A: Copy>(j: &Judged<A, Words>, f: fn(A) -> Move, lang: Lang) -> Judged<Move, String> {
        Judged {
            action: f(j.action),
            reason: j.reason.get(lang).to_string(),
            chance: j.chance,
            score: j.score,
            levels: j.levels,
        }
    }
    fn verdict<A: Copy>(v: &Verdict<A, Words>, f: fn(A) -> Move, lang: Lang) -> Seen {
        Verdict {
            mine: judged(&v.mine, f, lang),
            best: judged(&v.best, f, lang),
            loss: v.loss,
            exact: v.exact,
            deals: v.deals,
        }
    }
    match r {
        Reviewed::Doudizhu(d) => (
            d.step,
            d.mark,
            verdict(&d.known, Move::Doudizhu, lang),
            verdict(&d.open, Move::Doudizhu, lang),
        ),
        Reviewed::Guandan(d) => (
            d.step,
            d.mark,
            verdict(&d.known, Move::Guandan, lang),
            verdict(&d.open, Move::Guandan, lang),
        ),
    }
}

/// A chance, with 관단's expected level gain when the verdict has one.
fn chance(j: &Judged<Move, String>, lang: Lang) -> String {
    let p = chance_text(j.chance, lang);
    match (j.levels, lang) {
        (None, _) => p,
        (Some(l), Lang::Ko) => format!("{p}, 레벨 {l:+.1}"),
        (Some(l), Lang::En) => format!("{p}, levels {l:+.1}"),
    }
}

fn move_line(at: Option<&Match>, j: &Judged<Move, String>, lang: Lang) -> MoveLine {
    let (what, cards) = at.map_or_else(
        || (String::new(), CardSet::EMPTY),
        |m| m.move_words(j.action, lang),
    );
    MoveLine {
        what,
        cards,
        reason: j.reason.clone(),
        chance: chance(j, lang),
    }
}

/// Every decision of `review` as the panel lists it; `replay` is the review's hand.
pub fn lines(review: &HandReview, replay: Option<&Replay>, lang: Lang) -> Vec<Line> {
    review
        .steps
        .iter()
        .enumerate()
        .map(|(index, r)| {
            let (step, mark, known, open) = verdicts(r, lang);
            let at = replay.and_then(|p| p.at(step));
            let mine = move_line(at, &known.mine, lang);
            let better =
                (known.best.action != known.mine.action).then(|| move_line(at, &known.best, lang));
            let title = match lang {
                Lang::Ko => format!("{} 결정 · {}", Nth(index as u32 + 1), mark_text(mark, lang)),
                Lang::En => format!("Decision {} · {}", index + 1, mark_text(mark, lang)),
            };
            let pct = |p: f32| format!("{}%", (p.clamp(0.0, 1.0) * 100.0).round() as u32);
            let exact = match (open.exact, lang) {
                (false, _) => "",
                (true, Lang::Ko) => " (정확)",
                (true, Lang::En) => " (exact)",
            };
            let open_best = if open.best.action == open.mine.action {
                String::new()
            } else {
                format!(
                    " · {} {}",
                    text(Text::ReviewBetter, lang),
                    pct(open.best.chance)
                )
            };
            let open = format!(
                "{}: {} {}{open_best}{exact}",
                text(Text::ReviewOpen, lang),
                text(Text::ReviewMine, lang),
                pct(open.mine.chance),
            );
            Line {
                index,
                step,
                mark,
                title,
                mine,
                better,
                open,
            }
        })
        .collect()
}

/// The group 다시 보기 shows above the table at a reviewed decision: the mark, my move and
/// the better one, each with its cards, reason and chance.
pub fn replay_group(line: &Line, lang: Lang) -> Group {
    let entry = |name: Text, m: &MoveLine| Entry {
        name: text(name, lang),
        act: if m.cards.is_empty() {
            LastAct::Said(m.sentence())
        } else {
            LastAct::Cards(
                m.cards
                    .iter()
                    .map(|id| CardFace::new(id, Face::Plain, lang))
                    .collect(),
                m.sentence(),
            )
        },
    };
    let mut entries = vec![entry(Text::ReviewMine, &line.mine)];
    entries.extend(line.better.as_ref().map(|b| entry(Text::ReviewBetter, b)));
    entries.push(Entry {
        name: "",
        act: LastAct::Said(line.open.clone()),
    });
    Group {
        title: format!("{} · {}", text(Text::Review, lang), line.title),
        entries,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ai::review::Summary;

    #[test]
    fn words_of_the_review() {
        assert_eq!(progress(5, Some(18), Lang::Ko), "복기 중 5/18");
        assert_eq!(progress(5, Some(18), Lang::En), "Reviewing 5/18");
        assert_eq!(progress(0, None, Lang::Ko), "복기 중…");
        let s = Summary {
            decisions: 4,
            average_loss: 3.0,
            accuracy: 87.4,
            marks: [2, 1, 1, 0],
        };
        assert_eq!(
            summary_line(&s, Lang::Ko),
            "정확도 87% · 좋은 수 2 · 부정확 1 · 실수 1 · 큰 실수 0"
        );
        assert_eq!(
            summary_line(&s, Lang::En),
            "Accuracy 87% · Good 2 · Inaccuracy 1 · Mistake 1 · Blunder 0"
        );
        assert_eq!(average_line(Some(80.4), 3, Lang::Ko), "80% (최근 3판)");
        let straight = MoveLine {
            what: "스트레이트 5–9".into(),
            cards: CardSet::EMPTY,
            reason: String::new(),
            chance: "이길 확률 약 50%".into(),
        };
        assert_eq!(
            straight.sentence(),
            "스트레이트 5–\u{2060}9 (이길 확률 약 50%)"
        );
    }

    #[test]
    fn a_hand_reviewed_lists_each_decision_with_its_move_in_words() {
        let mut g = engine::ddz::Game::new(9);
        while let Some(s) = g.to_act() {
            let d = ai::ddz::Player::Policy.choose(&g.view(s), &mut g.ai_rng());
            assert!(g.apply(d.action).is_ok());
        }
        let m = Match::Doudizhu(Box::new(g));
        let mut review = HandReview::new(m.clone(), Lang::Ko);
        while !review.complete() {
            let q = review.next_question(crate::session::ME);
            review.push(crate::think::review_step(&q));
        }
        let replay = Replay::of(&m, Lang::Ko);
        // Asked in Korean, read in English after a change of language: no Korean left.
        let en = lines(&review, Replay::of(&m, Lang::En).as_ref(), Lang::En);
        let hangul = |s: &str| s.chars().any(|c| ('가'..='힣').contains(&c));
        for l in &en {
            assert!(!hangul(&l.mine.sentence()) && !hangul(&l.open), "{l:?}");
        }
        let lines = lines(&review, replay.as_ref(), Lang::Ko);
        assert_eq!(lines.len(), review.steps.len());
        assert!(
            lines[0].title.starts_with("첫 번째 결정 · "),
            "{:?}",
            lines[0]
        );
        for l in &lines {
            assert!(!l.mine.what.is_empty(), "{l:?}");
            assert!(l.mine.chance.starts_with("이길 확률 약 "), "{l:?}");
            assert!(l.open.starts_with("패를 모두 공개하면: 내 수 "), "{l:?}");
            let g = replay_group(l, Lang::Ko);
            assert_eq!(g.entries[0].name, "내 수");
        }
    }
}
