//! What a Dou Dizhu move is worth against the fast policy's own choice, by the learned move
//! model ([`crate::learn::judge`]): it reads a seat's view and one move it could make
//! ([`features::movement`]). The search adds its judgement to the sampled deals' as `k`
//! deals' worth ([`super::search::Limits::moves`]), by [`Judge`].

use super::counts::{Counts, Mv};
use super::features::{self, MOVE};
use crate::learn::judge::Judge;
use crate::learn::net::Mlp;
use engine::ddz::PlayerView;

/// A judge by `mlp` of the moves of `view`, whose seat holds `hand`: the view's inputs are
/// read once, each move adds its own ([`features::move_inputs`]).
pub fn judge<'a>(
    mlp: &'a Mlp,
    view: &PlayerView,
    hand: Counts,
) -> Judge<'a, impl FnMut(Option<&Mv>, &mut [u8]) + use<>> {
    let mut buf = vec![0; MOVE.inputs()];
    features::movement(view, hand, None, &mut buf);
    Judge::new(
        mlp,
        buf,
        features::BELIEF.inputs(),
        move |mv: Option<&Mv>, buf: &mut [u8]| {
            features::move_inputs(hand, mv, buf);
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ddz::sample::Info;
    use crate::ddz::search::{self, Limits};
    use engine::ddz::Game;

    /// The search's evaluations of a real following position take the model's judgement
    /// in: a pass the model finds better overrules the policy's own play.
    #[test]
    fn a_following_seats_moves_are_judged_and_blended_into_the_search() {
        let mut g = Game::new(3);
        let (view, info, cands, own) = loop {
            let s = g.to_act().unwrap();
            let v = g.view(s);
            if let Some(info) = Info::of(&v)
                && info.table().is_some()
            {
                let (cands, own) = search::candidates(&info, 12, Limits::DEFAULT.style);
                if let Some(own) = own.filter(|&o| cands[o].0.is_some()) {
                    break (v, info, cands, own);
                }
            }
            let d = crate::ddz::Player::Policy.choose(&v, &mut g.ai_rng());
            g.apply(d.action).unwrap();
        };
        let kinds = engine::ddz::ComboKind::ALL.len();
        let pass = MOVE.offset("move_kind").unwrap() + kinds;
        let (m, expect) = crate::learn::judge::pass_is_better(&MOVE, pass);
        let mut judge = judge(&m, &view, info.hand);
        assert!((judge.advantage(None) - expect).abs() < 1e-6);
        assert!(judge.advantage(cands[own].0.as_ref()).abs() < 1e-9);
        let mut rng = engine::rng::GameRng::new(1, 2);
        let mut evals =
            search::evaluate(&info, &cands, Some(own), &Limits::V2, None, None, &mut rng);
        let before: Vec<u32> = evals.iter().map(|e| e.n).collect();
        judge.blend(&mut evals, 200);
        for (e, n) in evals.iter().zip(before) {
            assert_eq!(e.n, n + 200);
        }
        search::rank(&info, &mut evals, &Limits::DEFAULT);
        assert_eq!(
            evals[0].mv, None,
            "200 deals' worth of a clear gain: the pass"
        );
    }
}
