//! What a move is worth against the fast policy's own choice, learned from self-play
//! (issue 27's "which move"): the move model reads a seat's view and one move it could
//! make ([`features::movement`]) and gives the chances that the hand ends worse, the same
//! or better for the seat's team than after the policy's choice. It learned from the fast
//! policy's self-play, every candidate of a decision played out on the *true* deal, so it
//! judges a move against everything the view implies about the hidden cards rather than
//! against sampled deals. The search can add its judgement to the sampled deals' as `k`
//! deals' worth ([`super::search::Limits::moves`]: 보통 and 어려움), by [`Judge`].

use super::features::{self, MOVE};
use super::sample::Info;
use crate::learn::judge::Judge;
use crate::learn::net::Mlp;
use engine::guandan::{Played, PlayerView};

/// A judge by `mlp` of the moves of `view` (read by the search as `info`): the view's
/// inputs are read once, each move adds its own ([`features::move_inputs`]).
pub fn judge<'a>(
    mlp: &'a Mlp,
    view: &PlayerView,
    info: &Info,
) -> Judge<'a, impl FnMut(Option<&Played>, &mut [u8]) + use<>> {
    let mut buf = vec![0; MOVE.inputs()];
    features::movement(view, info.hand, None, &mut buf);
    let (hand, level) = (info.hand, info.level);
    Judge::new(
        mlp,
        buf,
        features::BELIEF.inputs(),
        move |mv: Option<&Played>, buf: &mut [u8]| {
            features::move_inputs(hand, level, mv, buf);
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Guandan move inputs reach the model: a pass reads as a pass, the policy's own
    /// play as a play ([`Judge`]'s own test covers the blending).
    #[test]
    fn the_model_judges_each_move_of_a_guandan_view() {
        // The first position in which the policy follows with a play.
        let (view, info, cands, own) = (5..80)
            .find_map(|n| {
                let g = crate::guandan::game_after(5, n, crate::guandan::Player::Policy);
                let view = g.view(g.to_act()?);
                let limits = super::super::search::Limits::DEFAULT;
                let (info, cands, own) = super::super::search::choices(&view, &limits);
                let own = own?;
                (info.table.is_some() && cands[own].0.is_some()).then_some((view, info, cands, own))
            })
            .unwrap();
        let kinds = engine::guandan::ComboKind::ALL.len();
        let pass = MOVE.offset("move_kind").unwrap() + kinds;
        let (m, expect) = crate::learn::judge::pass_is_better(&MOVE, pass);
        let mut judge = judge(&m, &view, &info);
        assert!((judge.advantage(None) - expect).abs() < 1e-6);
        assert!(judge.advantage(cands[own].0.as_ref()).abs() < 1e-9);
    }

    /// The move model's labels come from playouts on the real deal ([`Info::real_deal`]):
    /// played out from there, the fast policy's own move leads to the hand the policy
    /// really plays (its copies renumbered as the seat reads them). Before the renumbering
    /// a move made of the copies the seat reads could leave the real copies in its hand.
    #[test]
    fn a_playout_of_the_real_deal_repeats_the_policys_own_hand() {
        use crate::guandan::Player;
        use engine::guandan::{Game, Phase};
        let (mut same, mut n) = (0, 0);
        for seed in 0..60u64 {
            let mut g = Game::new(910_000 + seed);
            let at = 4 + (seed % 40) as usize;
            let mut predicted = None;
            for step in 0..2000 {
                let Some(s) = g.to_act() else { break };
                let view = g.view(s);
                if step == at && view.phase == Phase::Playing {
                    let limits = super::super::search::Limits::DEFAULT;
                    let (info, cands, own) = super::super::search::choices(&view, &limits);
                    if let Some(own) = own {
                        let real = info.real_deal([0u8, 1, 2, 3].map(|i| g.hand(engine::Seat(i))));
                        let one = &cands[own..=own];
                        let e = super::super::search::evaluate_on(
                            &info,
                            one,
                            None,
                            &[real],
                            &limits,
                            None,
                        );
                        predicted = Some((s.team(), e[0].wins > 0.5, e[0].levels));
                    }
                }
                let d = Player::Policy.choose(&view, &mut g.ai_rng());
                g.apply(d.action).unwrap();
                if g.phase() == Phase::HandOver {
                    break;
                }
            }
            if let (Some((team, won, levels)), Some(r)) = (predicted, g.results().last()) {
                n += 1;
                let real_won = r.winning_team == team.index();
                let real_levels = f64::from(r.upgrade) * if real_won { 1.0 } else { -1.0 };
                same += u32::from(real_won == won && real_levels == levels);
            }
        }
        assert!(n >= 50, "{n} hands measured");
        assert!(
            same * 100 >= n * 95,
            "the playout repeated {same} of {n} hands"
        );
    }
}
