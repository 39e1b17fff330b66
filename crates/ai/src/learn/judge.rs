//! What a move is worth against the fast policy's own choice, by a learned move model
//! (issue 27's "which move"), in either game. A move model reads a seat's view and one move
//! it could make and gives the chances that the hand ends worse, the same or better for
//! the seat's side than after the policy's choice ([`move_class`]). It learned from the fast
//! policy's self-play, every candidate of a decision played out on the *true* deal, so it
//! judges a move against everything the view implies about the hidden cards rather than
//! against sampled deals. A search adds its judgement to the sampled deals' as `k` deals'
//! worth ([`Judge::blend`]).

use super::net::{Delta, Mlp, softmax};
use crate::eval::Eval;

/// What a result that turns from worse to better is worth, about: a lost hand won (results
/// are ±1 in both games, a little more for a bigger stake).
pub const SWING: f64 = 2.0;

/// The move model's classes: a move's result against the policy's own choice's, `d` =
/// this move's result − the own choice's: worse (0), the same (1), better (2).
pub fn move_class(d: f64) -> u8 {
    if d < -1e-9 {
        0
    } else if d > 1e-9 {
        2
    } else {
        1
    }
}

/// Judges the moves of one view: the view's inputs are read once, each move's are written
/// after them by `W` (the game's move inputs, [`crate::guandan::move_value::judge`],
/// [`crate::ddz::move_value::judge`]).
#[derive(Debug)]
pub struct Judge<'a, W> {
    delta: Delta<'a>,
    buf: Vec<u8>,
    seen: usize,
    write: W,
}

impl<'a, W> Judge<'a, W> {
    /// A judge by `mlp` of the moves of a view whose inputs are `view` (the model's inputs
    /// with the move's part zero, the move's part starting at `seen`); `write` puts a
    /// move's inputs into that part.
    pub fn new(mlp: &'a Mlp, view: Vec<u8>, seen: usize, write: W) -> Judge<'a, W> {
        let mut delta = Delta::new(mlp);
        delta.base(&view);
        let seen = seen.min(view.len());
        Judge {
            delta,
            buf: view,
            seen,
            write,
        }
    }

    /// How much better than the fast policy's own choice `mv` (`None` = pass) ends the
    /// hand, by the model: (chance better − chance worse) × [`SWING`].
    pub fn advantage<M>(&mut self, mv: Option<&M>) -> f64
    where
        W: FnMut(Option<&M>, &mut [u8]),
    {
        (self.write)(mv, &mut self.buf[self.seen..]);
        let mut out = [0.0f32; 3];
        self.delta.eval(&self.buf, &mut out);
        softmax(&mut out);
        f64::from(out[2] - out[0]) * SWING
    }

    /// Adds the model's judgement of each evaluated move to its sampled deals', as
    /// `weight` deals on which the policy's own choice did as its average and each other
    /// move by the model's advantage more.
    pub fn blend<M>(&mut self, evals: &mut [Eval<M>], weight: u32)
    where
        W: FnMut(Option<&M>, &mut [u8]),
    {
        let Some(i) = evals.iter().position(|e| e.own) else {
            return;
        };
        if weight == 0 {
            return;
        }
        let (rate, mean, levels) = {
            let own = &evals[i];
            (own.win_rate(), own.mean(), own.mean_levels())
        };
        let k = f64::from(weight);
        for e in evals.iter_mut() {
            let adv = if e.own {
                0.0
            } else {
                self.advantage(e.mv.as_ref())
            };
            e.wins += k * f64::from(rate);
            e.total += k * (mean + adv);
            e.levels += k * levels;
            e.n += weight;
            e.diff += k * adv;
            e.diff_sq += k * adv * adv;
        }
    }
}

/// A one-layer move model of `layout` that finds a pass (input `pass` set) better than the
/// policy's choice by 2 logits and any play the same; and the advantage it gives a pass.
#[cfg(test)]
pub(crate) fn pass_is_better(layout: &super::Layout, pass: usize) -> (Mlp, f64) {
    use crate::learn::net::Act;
    let n = layout.inputs();
    let mut w = vec![0.0f32; n * 3];
    w[pass * 3 + 2] = 2.0;
    let m = Mlp::from_f32(
        layout.name,
        layout.hash(),
        &[(n, 3, Act::Linear, w, vec![0.0; 3])],
    );
    let e2 = 2f32.exp();
    let advantage = f64::from((e2 - 1.0) / (e2 + 2.0)) * SWING;
    (m.expect("a valid one-layer model"), advantage)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: super::super::Layout = super::super::Layout {
        name: "t",
        groups: &[("view", 1, 1.0), ("pass", 1, 1.0)],
        labels: 1,
        outputs: 3,
    };

    fn eval(mv: Option<u8>, own: bool) -> Eval<u8> {
        Eval {
            mv,
            own,
            diff: 0.0,
            diff_sq: 0.0,
            prior: 0,
            wins: 10.0,
            total: 10.0,
            n: 10,
            levels: 10.0,
        }
    }

    #[test]
    fn the_model_judges_each_move_and_blends_in_as_deals() {
        let (m, expect) = pass_is_better(&TWO, 1);
        let write = |mv: Option<&u8>, buf: &mut [u8]| buf[0] = u8::from(mv.is_none());
        let mut judge = Judge::new(&m, vec![1, 0], 1, write);
        assert!((judge.advantage(None) - expect).abs() < 1e-6);
        assert!(judge.advantage(Some(&3)).abs() < 1e-9);
        // Sampled deals on which every move did the same: +1 each.
        let mut evals = [eval(Some(3), true), eval(Some(4), false), eval(None, false)];
        judge.blend(&mut evals, 30);
        for e in &evals {
            assert_eq!(e.n, 40);
            let adv = if e.mv.is_none() { expect } else { 0.0 };
            assert!((e.mean() - (10.0 + 30.0 * (1.0 + adv)) / 40.0).abs() < 1e-9);
            assert!((e.diff - 30.0 * adv).abs() < 1e-9);
            assert!((e.mean_levels() - 1.0).abs() < 1e-9);
        }
        // 30 deals' worth of a clear gain overrules the policy's choice.
        assert!(evals[2].clearly_better(0.0, 1.5));
        assert!(!evals[1].clearly_better(0.0, 1.5));
        // Without the policy's own choice among them, or at weight 0, nothing changes.
        let mut none = [eval(Some(4), false)];
        judge.blend(&mut none, 30);
        assert_eq!(none[0].n, 10);
        judge.blend(&mut evals, 0);
        assert_eq!(evals[0].n, 40);
    }

    #[test]
    fn a_result_falls_in_the_class_of_its_sign() {
        assert_eq!(move_class(-0.5), 0);
        assert_eq!(move_class(0.0), 1);
        assert_eq!(move_class(2.0), 2);
    }
}
