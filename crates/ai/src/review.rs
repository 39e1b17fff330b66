//! 복기 (review): after a hand, each of one seat's decisions judged twice, as a chess site's
//! analysis board does, written once for both games over [`Reviewable`]:
//!
//! - **from what the seat could know** ([`Reviewable::known`]): the search at 어려움 from the
//!   seat's own view at that moment (R3), its move among the candidates, on sampled deals;
//! - **with every hand face up** ([`Reviewable::open`]): the same candidates on the real deal,
//!   exact once few cards are left (Dou Dizhu's endgame solver).
//!
//! A verdict gives the seat's move and the best one, each with its reason, its chance of
//! winning and its score (the search's own unit: ±1 for a plain win or loss, more for a
//! doubled stake or a bigger upgrade). The **loss** of a move is `50 ×` the drop in score
//! from the best move, in points: a move that turns a sure win of one point into a sure loss
//! loses 100, and in Dou Dizhu without doublings a point is exactly a point of win chance.
//! [`Mark`]s follow lichess: 좋은 수 below 5 points, 부정확 from 5, 실수 from 10, 큰 실수
//! from 20 ([`THRESHOLDS`]), judged on what the seat could know. The hand's **accuracy**
//! is lichess's formula over the average loss ([`accuracy`]).
//!
//! Every random number comes from the game's own generator at that move (R2), so the same
//! hand always gets the same review. The page asks its worker one decision at a time
//! ([`review_one`]), so a review shows its progress and can be cancelled.

use serde::{Deserialize, Serialize};

use crate::Why;
use crate::play_out::Table;
use engine::Seat;
use engine::rng::GameRng;

/// Points lost from which a move is 부정확, 실수, 큰 실수.
pub const THRESHOLDS: [f32; 3] = [5.0, 10.0, 20.0];

/// Points per unit of the search's score (see the module's words).
pub const POINTS_PER_UNIT: f32 = 50.0;

/// How a decision is marked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// 좋은 수: the best move or within 5 points of it.
    Good,
    /// 부정확: 5 to 10 points lost.
    Inaccuracy,
    /// 실수: 10 to 20 points lost.
    Mistake,
    /// 큰 실수: 20 points or more lost.
    Blunder,
}

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 4] = [Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark for a move that lost `points`.
    pub fn of(points: f32) -> Mark {
        match points {
            p if p >= THRESHOLDS[2] => Mark::Blunder,
            p if p >= THRESHOLDS[1] => Mark::Mistake,
            p if p >= THRESHOLDS[0] => Mark::Inaccuracy,
            _ => Mark::Good,
        }
    }

    /// The mark's index in [`Mark::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One move as a verdict judges it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Judged<A, R = Why> {
    /// The move.
    pub action: A,
    /// Why one would make it.
    pub reason: R,
    /// The chance (0..1) that the seat's side wins after it.
    pub chance: f32,
    /// The expected result in the search's unit (see the module's words).
    pub score: f32,
    /// Guandan: the expected levels the seat's team gains after it (negative: the other
    /// team's gain).
    pub levels: Option<f32>,
}

/// The seat's move and the best one, judged one way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verdict<A, R = Why> {
    /// The seat's move.
    pub mine: Judged<A, R>,
    /// The best move found (the seat's own when nothing did better).
    pub best: Judged<A, R>,
    /// Points lost: [`POINTS_PER_UNIT`] × (best score − mine), never negative.
    pub loss: f32,
    /// Every deal was solved exactly.
    pub exact: bool,
    /// Deals judged.
    pub deals: u32,
}

impl<A, R> Verdict<A, R> {
    /// A verdict on `mine` against `best`.
    pub fn new(mine: Judged<A, R>, best: Judged<A, R>, exact: bool, deals: u32) -> Verdict<A, R> {
        let loss = ((best.score - mine.score) * POINTS_PER_UNIT).max(0.0);
        Verdict {
            mine,
            best,
            loss,
            exact,
            deals,
        }
    }

    /// The verdict with every reason turned by `f` (into words, for the page).
    pub fn map_reasons<S>(self, mut f: impl FnMut(R) -> S) -> Verdict<A, S> {
        let j = |x: Judged<A, R>, f: &mut dyn FnMut(R) -> S| Judged {
            action: x.action,
            reason: f(x.reason),
            chance: x.chance,
            score: x.score,
            levels: x.levels,
        };
        Verdict {
            mine: j(self.mine, &mut f),
            best: j(self.best, &mut f),
            loss: self.loss,
            exact: self.exact,
            deals: self.deals,
        }
    }
}

impl<A> Verdict<A> {
    /// The verdict from evaluations ranked best first: the first is the best, the one
    /// `is_mine` picks the seat's; `judged(e, mine)` turns an evaluation into a judged move.
    pub fn of_ranked<M>(
        evals: &[crate::eval::Eval<M>],
        is_mine: impl Fn(&crate::eval::Eval<M>) -> bool,
        judged: impl Fn(&crate::eval::Eval<M>, bool) -> Judged<A>,
        exact: bool,
        deals: u32,
    ) -> Option<Verdict<A>> {
        let best = evals.first()?;
        let mine = evals.iter().find(|e| is_mine(e))?;
        Some(Verdict::new(
            judged(mine, true),
            judged(best, false),
            exact,
            deals,
        ))
    }
}

/// One of the seat's decisions, reviewed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reviewed<A, R = Why> {
    /// Its index among the hand's actions (0 = the first action of the hand).
    pub step: usize,
    /// The match's move number before it (the game's `seq`): where 다시 보기 opens.
    pub seq: u64,
    /// From what the seat could know.
    pub known: Verdict<A, R>,
    /// With every hand face up.
    pub open: Verdict<A, R>,
    /// The mark, from [`Reviewed::known`]'s loss.
    pub mark: Mark,
}

impl<A, R> Reviewed<A, R> {
    /// The decision with every reason turned by `f`.
    pub fn map_reasons<S>(self, mut f: impl FnMut(R) -> S) -> Reviewed<A, S> {
        Reviewed {
            step: self.step,
            seq: self.seq,
            known: self.known.map_reasons(&mut f),
            open: self.open.map_reasons(&mut f),
            mark: self.mark,
        }
    }
}

/// lichess's accuracy from the average loss in points: `103.1668 × e^(−0.04354 × loss) −
/// 3.1669`, between 0 and 100 (100 for a hand without a loss).
pub fn accuracy(average_loss: f32) -> f32 {
    (103.1668 * (-0.04354 * average_loss).exp() - 3.1669).clamp(0.0, 100.0)
}

/// A hand's review summed up.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Decisions reviewed.
    pub decisions: u32,
    /// The average points lost.
    pub average_loss: f32,
    /// [`accuracy`] of that.
    pub accuracy: f32,
    /// How many decisions got each mark, in [`Mark::ALL`]'s order.
    pub marks: [u32; 4],
}

impl Summary {
    /// The summary of `reviewed`.
    pub fn of<A, R>(reviewed: &[Reviewed<A, R>]) -> Summary {
        let mut marks = [0u32; 4];
        let mut total = 0.0f32;
        for r in reviewed {
            marks[r.mark.index()] += 1;
            total += r.known.loss;
        }
        let n = reviewed.len() as u32;
        let average_loss = if n == 0 { 0.0 } else { total / n as f32 };
        Summary {
            decisions: n,
            average_loss,
            accuracy: accuracy(average_loss),
            marks,
        }
    }
}

/// A game at the start of a hand, and the hand's actions.
pub type HandStart<G> = (G, Vec<<G as Table>::Action>);

/// What a game gives the review: its two verdicts on one action of the seat to act.
pub trait Reviewable: Table + Clone {
    /// Whether `action` by the seat to act is a decision worth reviewing (a real choice: not
    /// a forced pass, not another seat's, not "next hand").
    fn reviewable(&self, action: &Self::Action) -> bool;
    /// The verdict from the acting seat's view (R3), at 어려움, drawing from `rng`.
    fn known(&self, action: &Self::Action, rng: &mut GameRng) -> Option<Verdict<Self::Action>>;
    /// The verdict with every hand face up.
    fn open(&self, action: &Self::Action, rng: &mut GameRng) -> Option<Verdict<Self::Action>>;
    /// The seat an action is by (`None`: nobody's, such as the next hand).
    fn actor(action: &Self::Action) -> Option<Seat>;
    /// The match played from `seed` by `actions`, rewound to the start of the hand of its
    /// last action: the game then and that hand's actions.
    ///
    /// # Errors
    /// The index of the first action the rules refuse, and why.
    fn hand_of(
        seed: u64,
        actions: &[Self::Action],
    ) -> Result<HandStart<Self>, (usize, engine::Reject)>;
}

/// Reviews every decision of `seat` in the hand played from `start` by `actions`.
pub fn review_hand<G: Reviewable>(
    start: &G,
    actions: &[G::Action],
    seat: Seat,
) -> Vec<Reviewed<G::Action>> {
    decisions(start, actions, seat)
        .into_iter()
        .filter_map(|step| review_one(start, actions, step))
        .collect()
}

/// The steps of `actions` (a hand played from `start`) that are `seat`'s decisions worth
/// reviewing.
pub fn decisions<G: Reviewable>(start: &G, actions: &[G::Action], seat: Seat) -> Vec<usize> {
    let mut g = start.clone();
    let mut out = Vec::new();
    for (i, a) in actions.iter().enumerate() {
        if G::actor(a) == Some(seat) && g.to_act() == Some(seat) && g.reviewable(a) {
            out.push(i);
        }
        if g.apply(*a).is_err() {
            break;
        }
    }
    out
}

/// Reviews step `step` of `actions` played from `start`: both verdicts, with the game's own
/// generator at that move (R2). `None` when the step is not a reviewable decision.
pub fn review_one<G: Reviewable>(
    start: &G,
    actions: &[G::Action],
    step: usize,
) -> Option<Reviewed<G::Action>> {
    let mut g = start.clone();
    for a in actions.get(..step)? {
        g.apply(*a).ok()?;
    }
    let action = actions.get(step)?;
    if G::actor(action) != g.to_act() || !g.reviewable(action) {
        return None;
    }
    let seq = g.seq();
    let known = g.known(action, &mut g.ai_rng())?;
    let open = g.open(action, &mut GameRng::new(g.seed(), seq ^ (1 << 61)))?;
    Some(Reviewed {
        step,
        seq,
        mark: Mark::of(known.loss),
        known,
        open,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(Mark::of(0.0), Mark::Good);
        assert_eq!(Mark::of(4.9), Mark::Good);
        assert_eq!(Mark::of(5.0), Mark::Inaccuracy);
        assert_eq!(Mark::of(10.0), Mark::Mistake);
        assert_eq!(Mark::of(19.9), Mark::Mistake);
        assert_eq!(Mark::of(20.0), Mark::Blunder);
    }

    #[test]
    fn accuracy_is_100_without_loss_and_falls_with_it() {
        assert!((accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(accuracy(5.0) < accuracy(2.0));
        assert_eq!(accuracy(500.0), 0.0);
    }
}
