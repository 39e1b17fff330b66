//! Card reading learned from self-play: from one seat's view, the chance that each hidden
//! card is with the next or the previous seat ([`Belief::of`], the belief model over
//! [`features::belief`]), and deals drawn from those chances with both counts exact
//! ([`deals`], through [`crate::learn::assign`]). The bottom cards the landlord showed and
//! still holds stay with it (D1).

use super::counts::Counts;
use super::features::{self, RANKS};
use super::sample::Info;
use super::sim::Sim;
use crate::learn::assign::Assigner;
use crate::learn::net::Mlp;
use engine::ddz::PlayerView;
use engine::rng::GameRng;

/// The chance of each rank's hidden copies being with the next seat (`p[rank][0]`) or the
/// previous one (`p[rank][1]`).
#[derive(Debug, Clone, PartialEq)]
pub struct Belief {
    /// Per rank, per other seat.
    pub p: [[f32; 2]; RANKS],
}

/// The smallest weight a seat gets for a card (see the Guandan reader).
const FLOOR: f64 = 1e-4;

impl Belief {
    /// The model's reading of `view`.
    pub fn of(view: &PlayerView, model: &Mlp) -> Belief {
        let mut f = vec![0u8; features::BELIEF.inputs()];
        features::belief(view, &mut f);
        let out = crate::learn::read_belief(model, &f, 2);
        let mut p = [[0.0f32; 2]; RANKS];
        for (slot, g) in p.iter_mut().zip(out.chunks(2)) {
            slot.copy_from_slice(g);
        }
        Belief { p }
    }

    /// Both other seats alike.
    pub fn uniform() -> Belief {
        Belief {
            p: [[0.5; 2]; RANKS],
        }
    }
}

/// Draws `n` deals of the hidden cards consistent with `info`, each hidden card's seat
/// weighed by `belief`, both counts exact. None when the counts do not account for every
/// unseen card (a puzzle set up with cards out of play): the caller samples uniformly then.
pub fn deals(info: &Info, belief: &Belief, n: usize, rng: &mut GameRng) -> Vec<Sim> {
    let [a, b] = info.others();
    let free = info.unseen.minus(info.known);
    let mut pool: Vec<usize> = Vec::with_capacity(free.len());
    for r in 0..RANKS {
        for _ in 0..free.get(r) {
            pool.push(r);
        }
    }
    let known_of = |s| {
        if s == info.landlord {
            info.known
        } else {
            Counts::EMPTY
        }
    };
    let (known_a, known_b) = (known_of(a), known_of(b));
    let need_a = (info.counts[a] as usize).saturating_sub(known_a.len());
    let need_b = (info.counts[b] as usize).saturating_sub(known_b.len());
    let need = [need_a, need_b, 0];
    let weights: Vec<[f64; 3]> = pool
        .iter()
        .map(|&r| {
            let w = belief.p[r];
            [f64::from(w[0]).max(FLOOR), f64::from(w[1]).max(FLOOR), 0.0]
        })
        .collect();
    let Some(assigner) = Assigner::new(&weights, need)
        .or_else(|| Assigner::new(&vec![[1.0, 1.0, 0.0]; pool.len()], need))
    else {
        return Vec::new();
    };
    let mut seats = vec![0u8; pool.len()];
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        assigner.draw(rng, &mut seats);
        let (mut ha, mut hb) = (known_a, known_b);
        for (&r, &k) in pool.iter().zip(&seats) {
            if k == 0 {
                ha = ha.plus(Counts::of(r, 1));
            } else {
                hb = hb.plus(Counts::of(r, 1));
            }
        }
        out.push(info.deal(ha, hb));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ddz::Game;

    #[test]
    fn believed_deals_hold_both_counts_and_the_known_bottom() {
        for seed in 0..10 {
            let mut g = Game::new(seed);
            for _ in 0..12 {
                let Some(s) = g.to_act() else { break };
                let d = crate::ddz::Player::Greedy.choose(&g.view(s), &mut g.ai_rng());
                g.apply(d.action).unwrap();
            }
            let Some(me) = g.to_act() else { continue };
            let view = g.view(me);
            let Some(info) = Info::of(&view) else {
                continue;
            };
            let sims = deals(&info, &Belief::uniform(), 10, &mut GameRng::new(seed, 1));
            assert_eq!(sims.len(), 10);
            for s in &sims {
                for seat in view.counts.iter().enumerate() {
                    assert_eq!(s.hands[engine::Seat(seat.0 as u8)].len(), *seat.1);
                }
                assert!(s.hands[info.landlord].contains(info.known));
            }
        }
    }
}
