//! Card reading learned from self-play: from one seat's view, the chance that each hidden
//! card is in each other seat ([`Belief::of`], the belief model over [`features::belief`]),
//! and deals of the hidden cards drawn from those chances with every seat's count exact
//! ([`deals`], through [`crate::learn::assign`]). The tribute cards this seat knows the
//! place of stay where they are.

use super::features::{self, SLOTS};
use super::sample::Info;
use super::sim::Sim;
use crate::learn::assign::Assigner;
use crate::learn::net::Mlp;
use engine::CardId;
use engine::guandan::PlayerView;
use engine::rng::GameRng;

/// The chance of each card slot's hidden copies being in each other seat: `p[slot][r - 1]`
/// for the seat `r` places after this one (1 next, 2 partner, 3 previous).
#[derive(Debug, Clone, PartialEq)]
pub struct Belief {
    /// Per slot, per other seat.
    pub p: [[f32; 3]; SLOTS],
}

/// The smallest weight a seat gets for a card: a model's near-certainty never makes a deal
/// impossible that the counts allow.
const FLOOR: f64 = 1e-4;

impl Belief {
    /// The model's reading of `view`.
    pub fn of(view: &PlayerView, model: &Mlp) -> Belief {
        let mut f = vec![0u8; features::BELIEF.inputs()];
        features::belief(view, &mut f);
        let out = crate::learn::read_belief(model, &f, 3);
        let mut p = [[0.0f32; 3]; SLOTS];
        for (slot, g) in p.iter_mut().zip(out.chunks(3)) {
            slot.copy_from_slice(g);
        }
        Belief { p }
    }

    /// Every other seat alike (the reading of a sampler that knows nothing but counts).
    pub fn uniform() -> Belief {
        Belief {
            p: [[1.0 / 3.0; 3]; SLOTS],
        }
    }
}

/// Draws `n` deals of the hidden cards consistent with `info`, each hidden card's seat
/// weighed by `belief`, every seat holding exactly its count; with `passes`, deals that
/// contradict the passes on opponents' plays are also weighed down
/// ([`Info::pass_weight`]), and with `leads` those in which the fast policy would not have
/// made the other seats' latest leads ([`Info::leads_kept`]). Empty when the counts do not
/// account for every unseen card.
/// Falls back to equal weights
/// if the belief rules out every deal (it cannot, with its floor; a guard).
pub fn deals(
    info: &Info,
    belief: &Belief,
    n: usize,
    passes: bool,
    leads: bool,
    rng: &mut GameRng,
) -> Vec<Sim> {
    let pool = info.free_pool();
    let (others, need) = info.free_need();
    let weights: Vec<[f64; 3]> = pool
        .iter()
        .map(|&c| {
            let slot = CardId::from_index(c).map_or(0, |id| features::slot(id.card(), info.level));
            let w = belief.p[slot.min(SLOTS - 1)];
            [0, 1, 2].map(|k| f64::from(w[k]).max(FLOOR))
        })
        .collect();
    let assigner =
        Assigner::new(&weights, need).or_else(|| Assigner::new(&vec![[1.0; 3]; pool.len()], need));
    let Some(assigner) = assigner else {
        return Vec::new();
    };
    let mut seats = vec![0u8; pool.len()];
    let mut buf = Vec::new();
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        // Passes and leads are read as the uniform sampler reads them (the belief reads
        // them only as chances of single cards).
        let drawn = info.weighed_draw(passes, leads, rng, &mut buf, |rng| {
            assigner.draw(rng, &mut seats);
            let mut hands = [0u128; 4];
            hands[info.me.index()] = info.hand;
            for s in others {
                hands[s.index()] = info.known[s.index()];
            }
            for (&c, &k) in pool.iter().zip(&seats) {
                hands[others[usize::from(k)].index()] |= 1u128 << c;
            }
            hands
        });
        if let Some(hands) = drawn {
            out.push(info.deal(hands));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn believed_deals_hold_every_count_and_keep_the_hand() {
        let g = crate::guandan::game_after(21, 40, crate::guandan::Player::Greedy);
        let me = g.to_act().unwrap();
        let view = g.view(me);
        let info = Info::of(&view);
        let mut b = Belief::uniform();
        b.p[0] = [0.9, 0.05, 0.05];
        for leads in [false, true] {
            let sims = deals(&info, &b, 30, true, leads, &mut GameRng::new(3, 0));
            assert_eq!(sims.len(), 30);
            check_deals(&sims, &info, &view, me);
        }
    }

    /// With `leads`, the believed deals are weighed by the other seats' leads as the uniform
    /// sampler's are: the fast policy, holding a drawn deal's cards, would have made more of
    /// the leads that were made.
    #[test]
    fn believed_deals_read_the_leads_when_asked() {
        let g = crate::guandan::game_after(21, 40, crate::guandan::Player::Policy);
        let view = g.view(g.to_act().unwrap());
        let info = Info::of(&view);
        assert!(!info.leads.is_empty());
        let kept = |leads: bool| -> usize {
            deals(
                &info,
                &Belief::uniform(),
                200,
                false,
                leads,
                &mut GameRng::new(4, 0),
            )
            .iter()
            .map(|s| info.leads_kept(&s.hands))
            .sum()
        };
        let (without, with) = (kept(false), kept(true));
        assert!(with > without, "{with} leads kept against {without}");
    }

    fn check_deals(
        sims: &[Sim],
        info: &Info,
        view: &engine::guandan::PlayerView,
        me: engine::Seat,
    ) {
        for s in sims {
            assert_eq!(s.hands[me.index()], info.hand);
            for seat in 0..4 {
                assert_eq!(s.hands[seat].count_ones() as usize, view.counts[seat]);
            }
            let all = s.hands.iter().fold(0u128, |a, &h| {
                assert_eq!(a & h, 0, "a card in two hands");
                a | h
            });
            assert_eq!(all, info.hand | info.unseen);
        }
    }
}
