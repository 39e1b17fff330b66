//! Soft evidence on sampled deals: a deal that contradicts what a seat did (a pass on a
//! play it could beat, a winning bid its hand hardly fits) is drawn less often.

use engine::rng::GameRng;

/// One draw from `draw`, weighed by `weight` (1 = fits everything seen): each draw is
/// accepted with its weight as chance, and after `attempts` draws the heaviest so far is
/// kept. The generator gives first the draw, then (below weight 1) the acceptance number,
/// so a replay draws exactly the same (R2). `None` only with no attempts.
pub fn weighed<T: Copy>(
    attempts: usize,
    rng: &mut GameRng,
    mut draw: impl FnMut(&mut GameRng) -> T,
    mut weight: impl FnMut(&T) -> f64,
) -> Option<T> {
    let mut best: Option<(f64, T)> = None;
    for _ in 0..attempts {
        let x = draw(rng);
        let w = weight(&x);
        if best.is_none_or(|(bw, _)| w > bw) {
            best = Some((w, x));
        }
        if w >= 1.0 || rng.unit() < w {
            return Some(x);
        }
    }
    best.map(|(_, x)| x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heavier_draws_are_kept_more_often_and_a_sure_one_at_once() {
        let mut rng = GameRng::new(1, 0);
        let mut n = 0;
        assert_eq!(
            weighed(
                5,
                &mut rng,
                |_| {
                    n += 1;
                    7
                },
                |_| 1.0
            ),
            Some(7)
        );
        assert_eq!(n, 1);
        // Draws 0..10 in turn, odd ones weighing a tenth of even ones: even ones win.
        let mut even = 0;
        for seed in 0..2_000 {
            let mut rng = GameRng::new(seed, 0);
            let x = weighed(
                20,
                &mut rng,
                |r| (r.unit() * 10.0) as u32,
                |&x| if x % 2 == 0 { 0.5 } else { 0.05 },
            );
            even += usize::from(x.is_some_and(|x| x % 2 == 0));
        }
        assert!(even > 1_700, "{even} of 2000");
        assert_eq!(weighed(0, &mut rng, |_| 1, |_| 1.0), None);
    }
}
