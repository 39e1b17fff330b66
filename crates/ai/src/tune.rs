//! Tuning hand-set numbers by self-play with SPSA (simultaneous perturbation stochastic
//! approximation), as chess engines tune theirs: each iteration moves every number at once
//! by ± its step ([`Spsa::trial`]), plays the two versions against each other, and moves
//! the numbers along the estimated gradient of the match score ([`Spsa::update`]).
//!
//! The numbers are kept as reals and rounded (and clamped to their [`Knob`] range) each
//! time a player is built from them. Each number is scaled by its own step: the algorithm
//! runs in units of steps, so one gain sequence serves a bomb score of 200 and a threshold
//! of 3 alike. Every draw comes from the seeded generator it is given (R2): the same start,
//! gains, generator and scores give the same run.
//!
//! ```
//! use ai::tune::{Gains, Knob, Spsa, Tunable};
//! use engine::rng::GameRng;
//!
//! #[derive(Clone, Copy, Debug, PartialEq)]
//! struct Bid(i32);
//! impl Tunable for Bid {
//!     const KNOBS: &'static [Knob] = &[Knob { name: "bid", step: 2.0, min: 0, max: 20 }];
//!     fn values(&self) -> Vec<i32> { vec![self.0] }
//!     fn from_values(v: &[i32]) -> Bid { Bid(v.first().copied().unwrap_or(0)) }
//! }
//!
//! // The best bid is 12: the version nearer to it wins the match.
//! let mut spsa = Spsa::new(&Bid(5), Gains::for_iterations(200), GameRng::new(1, 0));
//! for _ in 0..200 {
//!     let t = spsa.trial();
//!     let score = ((t.minus.0 - 12).abs() - (t.plus.0 - 12).abs()) as f64 / 10.0;
//!     spsa.update(&t, score);
//! }
//! assert_eq!(spsa.params(), Bid(12));
//! ```

use engine::rng::GameRng;

/// One tunable number.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Knob {
    /// Its name (a field of the parameter struct).
    pub name: &'static str,
    /// How far the first perturbation moves it, in its own units; the unit of the
    /// algorithm for this number.
    pub step: f64,
    /// The least value it is given.
    pub min: i32,
    /// The greatest value it is given.
    pub max: i32,
}

/// Implements [`Tunable`] for a parameter struct from one list of its fields, each with
/// its knob's step, least and greatest value, in the order the log prints them; missing
/// values (a shorter vector) keep the struct's `DEFAULT`.
#[macro_export]
macro_rules! tunable {
    ($ty:ident { $($field:ident: $step:expr, $min:expr, $max:expr;)* }) => {
        impl $crate::tune::Tunable for $ty {
            const KNOBS: &'static [$crate::tune::Knob] = &[$($crate::tune::Knob {
                name: stringify!($field),
                step: $step,
                min: $min,
                max: $max,
            }),*];

            fn values(&self) -> Vec<i32> {
                vec![$(self.$field),*]
            }

            fn from_values(v: &[i32]) -> $ty {
                let mut v = v.iter().copied();
                $ty {
                    $($field: v.next().unwrap_or($ty::DEFAULT.$field),)*
                }
            }
        }
    };
}

/// Test support: `p`'s knobs name its fields in the order of its `Debug` form, its values
/// round-trip through [`Tunable::from_values`], and each lies in its knob's range.
#[cfg(test)]
pub fn check_knobs<P: Tunable + std::fmt::Debug + PartialEq>(p: &P) {
    let v = p.values();
    assert_eq!(v.len(), P::KNOBS.len());
    assert_eq!(&P::from_values(&v), p);
    let debug = format!("{p:?}");
    let mut at = 0;
    for (k, x) in P::KNOBS.iter().zip(&v) {
        let field = format!("{}: {x}", k.name);
        let Some(i) = debug[at..].find(&field) else {
            panic!("{field} not in order in {debug}");
        };
        at += i + field.len();
        assert!(k.min <= *x && *x <= k.max, "{} out of its range", k.name);
    }
}

/// A set of hand-set integer numbers that SPSA can tune.
pub trait Tunable: Copy {
    /// The numbers, in the order of [`Tunable::values`].
    const KNOBS: &'static [Knob];
    /// The numbers, one per knob.
    fn values(&self) -> Vec<i32>;
    /// The set with these numbers (one per knob, already in range).
    fn from_values(v: &[i32]) -> Self;
}

/// The gain sequences: the step a_k = `a` / (k + 1 + `big_a`)^0.602 and the perturbation
/// c_k = `c` / (k + 1)^0.101 at iteration k, both in units of each knob's step (Spall's
/// exponents).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Gains {
    /// The step's scale.
    pub a: f64,
    /// The perturbation's scale (1: the first perturbation is one step).
    pub c: f64,
    /// The stability constant: the step shrinks slowly over the first `big_a` iterations.
    pub big_a: f64,
}

impl Gains {
    /// The step scale for runs of the `cardgame tune` kind: a match score (levels or points
    /// per hand, plus side's) whose noise over 2,000 paired games is a few hundredths moves
    /// a number by about a tenth of its step at first.
    pub const A: f64 = 20.0;

    /// The gains for a run of `iterations`: [`Gains::A`], `c` = 1 and `big_a` a tenth of
    /// the run (Spall's rule of thumb).
    pub fn for_iterations(iterations: u64) -> Gains {
        Gains {
            a: Gains::A,
            c: 1.0,
            big_a: iterations as f64 / 10.0,
        }
    }

    /// a_k.
    pub fn a_k(&self, k: u64) -> f64 {
        self.a / (k as f64 + 1.0 + self.big_a).powf(0.602)
    }

    /// c_k.
    pub fn c_k(&self, k: u64) -> f64 {
        self.c / (k as f64 + 1.0).powf(0.101)
    }
}

/// One iteration's pair of players: the numbers moved by +c_k·Δ and by −c_k·Δ.
#[derive(Debug, Clone, PartialEq)]
pub struct Trial<P> {
    /// The iteration (from 0).
    pub k: u64,
    /// The perturbation's sign per knob (±1).
    pub delta: Vec<i8>,
    /// θ + c_k·Δ, rounded and clamped.
    pub plus: P,
    /// θ − c_k·Δ, rounded and clamped.
    pub minus: P,
}

/// The state of a tuning run: the numbers as reals, the iteration, the generator.
#[derive(Debug, Clone)]
pub struct Spsa<P> {
    theta: Vec<f64>,
    k: u64,
    gains: Gains,
    rng: GameRng,
    start: P,
}

impl<P: Tunable> Spsa<P> {
    /// A run from `start`, drawing its perturbations from `rng`.
    pub fn new(start: &P, gains: Gains, rng: GameRng) -> Spsa<P> {
        Spsa {
            theta: start.values().into_iter().map(f64::from).collect(),
            k: 0,
            gains,
            rng,
            start: *start,
        }
    }

    /// The numbers now, as reals.
    pub fn theta(&self) -> &[f64] {
        &self.theta
    }

    /// The iteration the next trial belongs to.
    pub fn iteration(&self) -> u64 {
        self.k
    }

    /// The numbers now, rounded and clamped.
    pub fn params(&self) -> P {
        build(&self.theta, |_| 0.0)
    }

    /// The numbers the run started from.
    pub fn start(&self) -> P {
        self.start
    }

    /// Draws this iteration's perturbation and the two players it gives.
    pub fn trial(&mut self) -> Trial<P> {
        let delta: Vec<i8> = P::KNOBS
            .iter()
            .map(|_| if self.rng.below(2) == 0 { -1 } else { 1 })
            .collect();
        let c = self.gains.c_k(self.k);
        let shift = |i: usize| c * P::KNOBS[i].step * f64::from(delta[i]);
        Trial {
            k: self.k,
            plus: build(&self.theta, shift),
            minus: build(&self.theta, |i| -shift(i)),
            delta,
        }
    }

    /// Moves the numbers along the gradient estimated from `score`: how much better
    /// `trial.plus` did than `trial.minus` (their match score, plus's side). Ends the
    /// iteration.
    pub fn update(&mut self, trial: &Trial<P>, score: f64) {
        let (a, c) = (self.gains.a_k(self.k), self.gains.c_k(self.k));
        for (i, knob) in P::KNOBS.iter().enumerate() {
            let d = trial.delta.get(i).copied().map_or(0.0, f64::from);
            // In units of steps: g = score / (2 c Δ); Δ = ±1, so 1/Δ = Δ.
            let g = score * d / (2.0 * c);
            let t = self.theta[i] + a * g * knob.step;
            self.theta[i] = t.clamp(f64::from(knob.min), f64::from(knob.max));
        }
        self.k += 1;
    }

    /// Draws a fresh number from the run's generator (for the deals of an iteration).
    pub fn draw(&mut self) -> u64 {
        self.rng.next_u64()
    }
}

/// The set from reals moved by `shift(i)`, rounded and clamped to each knob's range.
fn build<P: Tunable>(theta: &[f64], shift: impl Fn(usize) -> f64) -> P {
    let v: Vec<i32> = P::KNOBS
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let x = theta.get(i).copied().unwrap_or(0.0) + shift(i);
            (x.round() as i32).clamp(k.min, k.max)
        })
        .collect();
    P::from_values(&v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Two([i32; 2]);
    impl Tunable for Two {
        const KNOBS: &'static [Knob] = &[
            Knob {
                name: "x",
                step: 10.0,
                min: -100,
                max: 100,
            },
            Knob {
                name: "y",
                step: 1.0,
                min: 0,
                max: 5,
            },
        ];
        fn values(&self) -> Vec<i32> {
            self.0.to_vec()
        }
        fn from_values(v: &[i32]) -> Two {
            Two([v[0], v[1]])
        }
    }

    #[test]
    fn perturbations_are_one_step_each_way_and_stay_in_range() {
        let mut s = Spsa::new(&Two([0, 5]), Gains::for_iterations(10), GameRng::new(3, 0));
        let t = s.trial();
        for (i, d) in t.delta.iter().enumerate() {
            assert!(*d == 1 || *d == -1);
            let (p, m) = (t.plus.0[i], t.minus.0[i]);
            if i == 0 {
                assert_eq!((p, m), (10 * i32::from(*d), -10 * i32::from(*d)));
            } else {
                // y sits at its max: the upward move is clamped.
                assert_eq!(p.max(m), 5);
                assert_eq!(p.min(m), 4);
            }
        }
    }

    #[test]
    fn the_same_seed_and_scores_give_the_same_run() {
        let run = |seed| {
            let mut s = Spsa::new(
                &Two([0, 2]),
                Gains::for_iterations(50),
                GameRng::new(seed, 0),
            );
            for _ in 0..50 {
                let t = s.trial();
                // x is best at 37, y at 4.
                let f = |p: &Two| -((p.0[0] - 37).abs() as f64) / 20.0 - (p.0[1] - 4).abs() as f64;
                s.update(&t, (f(&t.plus) - f(&t.minus)) / 10.0);
            }
            s.theta().to_vec()
        };
        assert_eq!(run(7), run(7));
        assert_ne!(run(7), run(8));
    }

    #[test]
    fn it_climbs_a_noiseless_slope() {
        let mut s = Spsa::new(
            &Two([-60, 0]),
            Gains::for_iterations(300),
            GameRng::new(1, 0),
        );
        for _ in 0..300 {
            let t = s.trial();
            let f = |p: &Two| -((p.0[0] - 37).abs() as f64) / 20.0 - (p.0[1] - 4).abs() as f64;
            s.update(&t, (f(&t.plus) - f(&t.minus)) / 10.0);
        }
        let p = s.params();
        assert!((p.0[0] - 37).abs() <= 10, "{p:?}");
        assert_eq!(p.0[1], 4, "{p:?}");
        assert_eq!(s.start(), Two([-60, 0]));
        assert_eq!(s.iteration(), 300);
    }
}
