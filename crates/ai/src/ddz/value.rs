//! Who wins from here, learned from self-play: the value model reads a deal with every hand
//! placed ([`features::value`], from the deciding seat's side) and gives the chance that
//! the deciding seat's side wins. The search can judge a move on a sampled deal by it
//! instead of one deterministic playout while too many cards are left for the exact solver
//! ([`super::search::Limits::value`]).

use super::features::{self, VALUE};
use super::sim::Sim;
use crate::learn::net::{Delta, Mlp, softmax};
use engine::Seat;

/// Judges moves on sampled deals for one deciding seat (see the Guandan judge).
#[derive(Debug)]
pub struct Judge<'a> {
    delta: Delta<'a>,
    me: Seat,
    buf: Vec<u8>,
}

impl<'a> Judge<'a> {
    /// A judge for `me`.
    pub fn new(mlp: &'a Mlp, me: Seat) -> Judge<'a> {
        Judge {
            delta: Delta::new(mlp),
            me,
            buf: vec![0; VALUE.inputs()],
        }
    }

    /// Takes `sim` (the deal before the move) as the base of the next judgements.
    pub fn base(&mut self, sim: &Sim) {
        features::value(sim, self.me, &mut self.buf);
        self.delta.base(&self.buf);
    }

    /// The chance that `me`'s side wins from `sim` (the base deal after one move), and the
    /// expected result: ±(1 + ¼ per doubling beyond the first), as the search counts it.
    pub fn judge(&mut self, sim: &Sim) -> (f64, f64) {
        features::value(sim, self.me, &mut self.buf);
        let mut out = [0.0f32; 2];
        self.delta.eval(&self.buf, &mut out);
        softmax(&mut out);
        let win = f64::from(out[0]);
        let mult = f64::from(1u32 << sim.doublings.min(4));
        let v = 1.0 + 0.25 * (mult - 1.0);
        (win, win * v - (1.0 - win) * v)
    }
}
