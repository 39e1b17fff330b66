//! Who wins from here, learned from self-play: the value model reads a deal with every hand
//! placed ([`features::value`], from the deciding seat's side) and gives the chance that
//! the deciding seat's side wins. The search can judge a move on a sampled deal by it
//! instead of one deterministic playout while too many cards are left for the exact solver
//! ([`super::search::Limits::value`]).
//!
//! The model learned from positions where the seat it reads for is the one to act (one
//! row per decision), so a deal after my move is read from the seat to act then, and its
//! chance turned into my side's.

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

    /// Takes `sim` (the deal before the move) as the base of the next judgements, read
    /// from the seat that acts after my move (the next one, §12).
    pub fn base(&mut self, sim: &Sim) {
        features::value(sim, self.me.next(3), &mut self.buf);
        self.delta.base(&self.buf);
    }

    /// The chance that `me`'s side wins from `sim` (the base deal after one move), and the
    /// expected result: ±(1 + ¼ per doubling beyond the first), as the search counts it.
    pub fn judge(&mut self, sim: &Sim) -> (f64, f64) {
        let pov = sim.turn.to_act();
        features::value(sim, pov, &mut self.buf);
        let mut out = [0.0f32; 2];
        self.delta.eval(&self.buf, &mut out);
        softmax(&mut out);
        let theirs = f64::from(out[0]);
        let peasant = |s: Seat| s != sim.landlord;
        let same_side = pov == self.me || (peasant(pov) && peasant(self.me));
        let win = if same_side { theirs } else { 1.0 - theirs };
        let mult = f64::from(1u32 << sim.doublings.min(4));
        let v = 1.0 + 0.25 * (mult - 1.0);
        (win, win * v - (1.0 - win) * v)
    }
}
