//! [`HandReview`]: a hand's 복기 as my record keeps it, and [`Reviews`], the last one of each
//! game with the accuracy of the hands reviewed before.
//!
//! The review is kept with the game as its hand ended (the save of a match holds no log of
//! earlier hands, and the engine rewinds the hand itself), so a reload, 내 기록 or a later
//! hand of the match still shows it, and 다시 보기 can open at any of its decisions.
//! Reopening never searches again: a finished review is only read; one that was stopped
//! goes on from the decision after its last.

use serde::{Deserialize, Serialize};

use super::game::Match;
use super::kind::GameKind;
use crate::think::{Hand, ReviewQuestion, ReviewStep, Reviewed};
use ai::review::Summary;
use i18n::Lang;

/// Hands whose accuracy 내 기록 averages.
pub const ACCURACY_HANDS: usize = 20;

/// One hand's 복기, whole or as far as it went.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HandReview {
    /// The game as the hand ended.
    pub hand: Match,
    /// The language the review was asked in (its reasons come in both).
    pub lang: Lang,
    /// My decisions reviewed so far, in order.
    pub steps: Vec<Reviewed>,
    /// Decisions left (`None` before the first answer).
    pub remaining: Option<u32>,
}

impl HandReview {
    /// A review of the hand `m` has just finished, not yet begun.
    pub fn new(m: Match, lang: Lang) -> HandReview {
        HandReview {
            hand: m,
            lang,
            steps: Vec::new(),
            remaining: None,
        }
    }

    /// True when it is the review of the hand `m` stands at the end of.
    pub fn is_of(&self, m: &Match) -> bool {
        self.hand.kind() == m.kind() && self.hand.seed() == m.seed() && self.hand.seq() == m.seq()
    }

    /// Every decision reviewed.
    pub fn complete(&self) -> bool {
        self.remaining == Some(0)
    }

    /// Decisions in the hand (`None` before the first answer).
    pub fn total(&self) -> Option<usize> {
        self.remaining.map(|r| self.steps.len() + r as usize)
    }

    /// The question for the next decision, as `seat`'s, its reasons in `lang`.
    pub fn next_question(&self, seat: engine::Seat) -> ReviewQuestion {
        let hand = match &self.hand {
            Match::Doudizhu(g) => Hand::DoudizhuGame(g.clone()),
            Match::Guandan(g) => Hand::GuandanGame(g.clone()),
        };
        ReviewQuestion {
            hand,
            seat,
            after: self.steps.last().map(step_of),
            lang: self.lang,
        }
    }

    /// Takes the worker's answer; true when the review is now complete.
    pub fn push(&mut self, answer: ReviewStep) -> bool {
        match answer.decision {
            Some(d) if self.steps.last().is_none_or(|l| step_of(l) < step_of(&d)) => {
                self.steps.push(d);
                self.remaining = Some(answer.remaining);
            }
            // Nothing left (or an answer out of order): what is here is the whole.
            _ => self.remaining = Some(0),
        }
        self.complete()
    }

    /// The summary: accuracy and the count of each mark.
    pub fn summary(&self) -> Summary {
        match self.hand {
            Match::Doudizhu(_) => Summary::of(&self.each(|r| match r {
                Reviewed::Doudizhu(d) => Some(d.clone()),
                Reviewed::Guandan(_) => None,
            })),
            Match::Guandan(_) => Summary::of(&self.each(|r| match r {
                Reviewed::Guandan(d) => Some(d.clone()),
                Reviewed::Doudizhu(_) => None,
            })),
        }
    }

    fn each<T>(&self, f: impl Fn(&Reviewed) -> Option<T>) -> Vec<T> {
        self.steps.iter().filter_map(f).collect()
    }
}

/// The index among the hand's actions of a reviewed decision.
pub fn step_of(r: &Reviewed) -> usize {
    match r {
        Reviewed::Doudizhu(d) => d.step,
        Reviewed::Guandan(d) => d.step,
    }
}

/// One game's 복기 as my record keeps it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct GameReviews {
    /// The last hand reviewed (or being reviewed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last: Option<HandReview>,
    /// The accuracy of each hand reviewed to the end, newest last, at most
    /// [`ACCURACY_HANDS`].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub accuracy: Vec<f32>,
}

impl GameReviews {
    /// The average accuracy over the hands kept (`None` before the first).
    pub fn average(&self) -> Option<f32> {
        (!self.accuracy.is_empty())
            .then(|| self.accuracy.iter().sum::<f32>() / self.accuracy.len() as f32)
    }

    fn is_empty(&self) -> bool {
        self.last.is_none() && self.accuracy.is_empty()
    }
}

/// Both games' 복기.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Reviews {
    /// 더우디주.
    #[serde(skip_serializing_if = "GameReviews::is_empty")]
    pub doudizhu: GameReviews,
    /// 관단.
    #[serde(skip_serializing_if = "GameReviews::is_empty")]
    pub guandan: GameReviews,
}

impl Reviews {
    /// Nothing kept (then not written, so a record without reviews saves as before).
    pub fn is_empty(&self) -> bool {
        self.doudizhu.is_empty() && self.guandan.is_empty()
    }

    /// Game `kind`'s.
    pub fn of(&self, kind: GameKind) -> &GameReviews {
        match kind {
            GameKind::Doudizhu => &self.doudizhu,
            GameKind::Guandan => &self.guandan,
        }
    }

    /// Game `kind`'s, to change.
    pub fn of_mut(&mut self, kind: GameKind) -> &mut GameReviews {
        match kind {
            GameKind::Doudizhu => &mut self.doudizhu,
            GameKind::Guandan => &mut self.guandan,
        }
    }

    /// Begins (or, when it is kept, goes on with) the review of the hand `m` just finished;
    /// the review to ask next.
    pub fn begin(&mut self, m: &Match, lang: Lang) -> &HandReview {
        let r = &mut self.of_mut(m.kind()).last;
        match r {
            Some(kept) if kept.is_of(m) => {}
            _ => *r = Some(HandReview::new(m.clone(), lang)),
        }
        r.get_or_insert_with(|| HandReview::new(m.clone(), lang))
    }

    /// Takes the answer for game `kind`'s review; when it completes the review, its
    /// accuracy joins the average. True when the review is now complete.
    pub fn answer(&mut self, kind: GameKind, answer: ReviewStep) -> bool {
        let g = self.of_mut(kind);
        let Some(r) = g.last.as_mut() else {
            return false;
        };
        if r.complete() {
            return true;
        }
        if !r.push(answer) {
            return false;
        }
        if !r.steps.is_empty() {
            g.accuracy.push(r.summary().accuracy);
            let extra = g.accuracy.len().saturating_sub(ACCURACY_HANDS);
            g.accuracy.drain(..extra);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_review_goes_on_from_its_last_decision_and_counts_once() {
        let mut g = engine::ddz::Game::new(9);
        while let Some(s) = g.to_act() {
            let d = ai::ddz::Player::Policy.choose(&g.view(s), &mut g.ai_rng());
            let Ok(()) = g.apply(d.action).map(drop) else {
                panic!("refused");
            };
        }
        let m = Match::Doudizhu(Box::new(g));
        let mut reviews = Reviews::default();
        assert!(reviews.is_empty());
        let q = reviews.begin(&m, Lang::Ko).next_question(super::super::ME);
        assert_eq!(q.after, None);
        let first = crate::think::review_step(&q);
        assert!(first.decision.is_some());
        let left = first.remaining;
        reviews.answer(GameKind::Doudizhu, first);
        let kept = reviews.begin(&m, Lang::Ko);
        assert_eq!(kept.steps.len(), 1, "kept, not begun again");
        assert_eq!(kept.total(), Some(1 + left as usize));
        let mut q = kept.next_question(super::super::ME);
        assert!(q.after.is_some());
        loop {
            if reviews.answer(GameKind::Doudizhu, crate::think::review_step(&q)) {
                break;
            }
            q = reviews
                .doudizhu
                .last
                .as_ref()
                .map(|r| r.next_question(super::super::ME))
                .unwrap_or(q);
        }
        assert_eq!(reviews.doudizhu.accuracy.len(), 1);
        // A complete review takes no more answers, and counts once.
        assert!(reviews.answer(GameKind::Doudizhu, crate::think::review_step(&q)));
        assert_eq!(reviews.doudizhu.accuracy.len(), 1);
        let text = serde_json::to_string(&reviews).unwrap_or_default();
        let back: Reviews = serde_json::from_str(&text).unwrap_or_default();
        assert_eq!(back, reviews);
        assert_eq!(
            serde_json::to_string(&Reviews::default()).ok().as_deref(),
            Some("{}")
        );
    }
}
