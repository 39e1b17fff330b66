//! Deals of the hidden cards drawn from a belief: each hidden card has a weight for each
//! seat it may be in (the belief model's probability), and a deal is drawn with
//! probability proportional to the product of its cards' weights *among the deals that
//! give every seat exactly the number of cards it holds*. The count constraint is exact,
//! not a retry: a table of partial sums over (card, cards given to seat 0, to seat 1) is
//! built once per decision, then each deal is one pass over the cards.
//!
//! ```
//! use ai::learn::assign::Assigner;
//! use engine::rng::GameRng;
//! // Three cards, two seats holding 2 and 1; card 2 is almost surely in seat 1.
//! let w = vec![[1.0, 1.0, 0.0], [1.0, 1.0, 0.0], [1e-9, 1.0, 0.0]];
//! let a = Assigner::new(&w, [2, 1, 0]).unwrap();
//! let mut seats = [0u8; 3];
//! a.draw(&mut GameRng::new(1, 0), &mut seats);
//! assert_eq!(seats, [0, 0, 1]);
//! ```

use engine::rng::GameRng;

/// The table of partial sums for one set of weights and counts (up to three seats).
#[derive(Debug, Clone)]
pub struct Assigner {
    w: Vec<[f64; 3]>,
    need: [usize; 3],
    z: Vec<f64>,
}

impl Assigner {
    /// Prepares draws for cards with `weights` (per card, per seat; a seat beyond those in
    /// play gets weight 0 and need 0) and seats holding `need` of them. `None` when no
    /// deal has positive weight (the counts do not add up, or weights exclude every deal).
    pub fn new(weights: &[[f64; 3]], need: [usize; 3]) -> Option<Assigner> {
        let n = weights.len();
        if need.iter().sum::<usize>() != n {
            return None;
        }
        let (d0, d1) = (need[0] + 1, need[1] + 1);
        let at = |i: usize, a: usize, b: usize| (i * d0 + a) * d1 + b;
        let mut z = vec![0.0f64; (n + 1) * d0 * d1];
        z[at(n, need[0], need[1])] = 1.0;
        for i in (0..n).rev() {
            let w = weights[i];
            let mut max = 0.0f64;
            for a in 0..d0.min(i + 1) {
                for b in 0..d1.min(i + 1 - a) {
                    let c = i - a - b;
                    if c > need[2] {
                        continue;
                    }
                    let mut s = 0.0;
                    if a < need[0] {
                        s += w[0] * z[at(i + 1, a + 1, b)];
                    }
                    if b < need[1] {
                        s += w[1] * z[at(i + 1, a, b + 1)];
                    }
                    if c < need[2] {
                        s += w[2] * z[at(i + 1, a, b)];
                    }
                    z[at(i, a, b)] = s;
                    max = max.max(s);
                }
            }
            // Each layer is scaled on its own: a draw compares entries of one layer only.
            if max > 0.0 {
                for a in 0..d0.min(i + 1) {
                    for b in 0..d1.min(i + 1 - a) {
                        z[at(i, a, b)] /= max;
                    }
                }
            }
        }
        if z[0] > 0.0 && z[0].is_finite() {
            Some(Assigner {
                w: weights.to_vec(),
                need,
                z,
            })
        } else {
            None
        }
    }

    /// Cards to place.
    pub fn len(&self) -> usize {
        self.w.len()
    }

    /// Whether there is no card to place.
    pub fn is_empty(&self) -> bool {
        self.w.is_empty()
    }

    /// Draws one deal: `seats[i]` is the seat (0..3) of card `i`.
    pub fn draw(&self, rng: &mut GameRng, seats: &mut [u8]) {
        let (d0, d1) = (self.need[0] + 1, self.need[1] + 1);
        let at = |i: usize, a: usize, b: usize| (i * d0 + a) * d1 + b;
        let (mut a, mut b) = (0usize, 0usize);
        for (i, w) in self.w.iter().enumerate() {
            let c = i - a - b;
            let r = [
                if a < self.need[0] {
                    w[0] * self.z[at(i + 1, a + 1, b)]
                } else {
                    0.0
                },
                if b < self.need[1] {
                    w[1] * self.z[at(i + 1, a, b + 1)]
                } else {
                    0.0
                },
                if c < self.need[2] {
                    w[2] * self.z[at(i + 1, a, b)]
                } else {
                    0.0
                },
            ];
            let total = r[0] + r[1] + r[2];
            let mut u = rng.unit() * total;
            let mut pick = 2;
            for (k, &x) in r.iter().enumerate() {
                if x > 0.0 && (u < x || k == 2) {
                    pick = k;
                    break;
                }
                u -= x;
            }
            // Guard against rounding: never exceed a seat's count.
            if r[pick] <= 0.0 {
                pick = (0..3).find(|&k| r[k] > 0.0).unwrap_or(2);
            }
            match pick {
                0 => a += 1,
                1 => b += 1,
                _ => {}
            }
            if let Some(s) = seats.get_mut(i) {
                *s = pick as u8;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_draw_gives_each_seat_exactly_its_count() {
        let w: Vec<[f64; 3]> = (0..30)
            .map(|i| [1.0 + (i % 3) as f64, 0.5, 2.0 - (i % 2) as f64])
            .collect();
        let a = Assigner::new(&w, [12, 10, 8]).unwrap();
        let mut rng = GameRng::new(5, 0);
        let mut s = vec![0u8; 30];
        for _ in 0..200 {
            a.draw(&mut rng, &mut s);
            let count = |k: u8| s.iter().filter(|&&x| x == k).count();
            assert_eq!((count(0), count(1), count(2)), (12, 10, 8));
        }
    }

    #[test]
    fn draws_follow_the_weights_given_the_counts() {
        // Two cards, one each: card 0 is 3 times likelier in seat 0 than in seat 1, card 1
        // indifferent. P(card 0 in seat 0) = 3 / (3 + 1).
        let w = vec![[3.0, 1.0, 0.0], [1.0, 1.0, 0.0]];
        let a = Assigner::new(&w, [1, 1, 0]).unwrap();
        let mut rng = GameRng::new(9, 0);
        let mut s = [0u8; 2];
        let n = 20_000;
        let hits = (0..n)
            .filter(|_| {
                a.draw(&mut rng, &mut s);
                s[0] == 0
            })
            .count();
        let p = hits as f64 / n as f64;
        assert!((p - 0.75).abs() < 0.02, "{p}");
    }

    #[test]
    fn impossible_counts_are_refused() {
        assert!(Assigner::new(&[[1.0, 1.0, 1.0]], [1, 1, 0]).is_none());
        assert!(Assigner::new(&[[0.0, 0.0, 1.0]], [1, 0, 0]).is_none());
        assert!(Assigner::new(&[], [0, 0, 0]).is_some());
    }
}
