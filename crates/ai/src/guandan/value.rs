//! Who wins from here, learned from self-play: the value model reads a deal with every
//! hand placed ([`features::value`], from the deciding seat's side) and gives the chance of
//! each result (either team winning by 1, 2 or 3 levels). The search can judge a move on a
//! sampled deal by it instead of one deterministic playout ([`super::search::Limits::value`]).
//!
//! A [`Judge`] keeps the model's first layer for the deal before the move and adds only the
//! inputs the move changes, so judging a few candidates on one deal costs little more than
//! judging one.

use super::features::{self, VALUE};
use super::search::{Limits, result_for};
use super::sim::{Outcome, Sim};
use crate::learn::net::{Delta, Mlp, softmax};
use engine::{Rank, Seat};

/// Judges moves on sampled deals for one deciding seat.
#[derive(Debug)]
pub struct Judge<'a> {
    delta: Delta<'a>,
    me: Seat,
    /// What each class is worth to `me` (match-aware, [`result_for`]).
    worth: [f64; 6],
    buf: Vec<u8>,
}

impl<'a> Judge<'a> {
    /// A judge for `me` at this level and these team levels.
    pub fn new(
        mlp: &'a Mlp,
        me: Seat,
        level: Rank,
        team_levels: [Rank; 2],
        limits: &Limits,
    ) -> Judge<'a> {
        let mut worth = [0.0; 6];
        for (c, w) in worth.iter_mut().enumerate() {
            let team = if c < 3 { me.team() } else { me.team().other() };
            let o = Outcome::of_upgrade(team, (c % 3) as u8 + 1, level, team_levels);
            *w = result_for(me, &o, limits).1;
        }
        Judge {
            delta: Delta::new(mlp),
            me,
            worth,
            buf: vec![0; VALUE.inputs()],
        }
    }

    /// Takes `sim` (the deal before the move) as the base of the next judgements.
    pub fn base(&mut self, sim: &Sim) {
        features::value(sim, self.me, &mut self.buf);
        self.delta.base(&self.buf);
    }

    /// The chance that `me`'s team wins from `sim`, the expected result and the expected
    /// levels gained (negative: the other team's), by the model; `sim` is the base deal
    /// after one move.
    pub fn judge(&mut self, sim: &Sim) -> (f64, f64, f64) {
        features::value(sim, self.me, &mut self.buf);
        let mut out = [0.0f32; 6];
        self.delta.eval(&self.buf, &mut out);
        softmax(&mut out);
        let win: f64 = out[..3].iter().map(|&p| f64::from(p)).sum();
        let v: f64 = out
            .iter()
            .zip(&self.worth)
            .map(|(&p, &w)| f64::from(p) * w)
            .sum();
        let lv: f64 = out
            .iter()
            .zip([1.0, 2.0, 3.0, -1.0, -2.0, -3.0])
            .map(|(&p, l)| f64::from(p) * l)
            .sum();
        (win, v, lv)
    }
}
