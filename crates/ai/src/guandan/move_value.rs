//! What a move is worth against the fast policy's own choice, learned from self-play
//! (issue 27's "which move"): the move model reads a seat's view and one move it could
//! make ([`features::movement`]) and gives the chances that the hand ends worse, the same
//! or better for the seat's team than after the policy's choice. It learned from the fast
//! policy's self-play, every candidate of a decision played out on the *true* deal, so it
//! judges a move against everything the view implies about the hidden cards rather than
//! against sampled deals. The search can add its judgement to the sampled deals' as `k`
//! deals' worth ([`super::search::Limits::moves`]: 보통 and 어려움).

use super::features::{self, MOVE};
use super::sample::Info;
use super::search::Eval;
use crate::learn::net::{Delta, Mlp, softmax};
use engine::guandan::{Played, PlayerView};

/// What a result that turns from worse to better is worth, about: a lost hand won.
pub const SWING: f64 = 2.0;

/// Judges the moves of one view.
#[derive(Debug)]
pub struct MoveJudge<'a> {
    delta: Delta<'a>,
    hand: u128,
    level: engine::Rank,
    buf: Vec<u8>,
}

impl<'a> MoveJudge<'a> {
    /// A judge of the moves of `view` (read by the search as `info`): the view's inputs are
    /// read once, each move adds its own.
    pub fn new(mlp: &'a Mlp, view: &PlayerView, info: &Info) -> MoveJudge<'a> {
        let mut buf = vec![0; MOVE.inputs()];
        features::movement(view, info.hand, None, &mut buf);
        let mut delta = Delta::new(mlp);
        delta.base(&buf);
        MoveJudge {
            delta,
            hand: info.hand,
            level: info.level,
            buf,
        }
    }

    /// How much better than the fast policy's own choice `mv` (`None` = pass) ends the
    /// hand, by the model: (chance better − chance worse) × [`SWING`].
    pub fn advantage(&mut self, mv: Option<&Played>) -> f64 {
        let at = MOVE.inputs().min(self.buf.len());
        let seen = features::BELIEF.inputs().min(at);
        features::move_inputs(self.hand, self.level, mv, &mut self.buf[seen..at]);
        let mut out = [0.0f32; 3];
        self.delta.eval(&self.buf, &mut out);
        softmax(&mut out);
        f64::from(out[2] - out[0]) * SWING
    }

    /// Adds the model's judgement of each evaluated move to its sampled deals', as
    /// `weight` deals on which the policy's own choice did as its average and each other
    /// move by the model's advantage more.
    pub fn blend(&mut self, evals: &mut [Eval], weight: u32) {
        let Some(own) = evals.iter().find(|e| e.own).copied() else {
            return;
        };
        if weight == 0 {
            return;
        }
        let k = f64::from(weight);
        for e in evals.iter_mut() {
            let adv = if e.own {
                0.0
            } else {
                self.advantage(e.mv.as_ref())
            };
            e.wins += k * own.win_rate() as f64;
            e.total += k * (own.mean() + adv);
            e.levels += k * own.mean_levels();
            e.n += weight;
            e.diff += k * adv;
            e.diff_sq += k * adv * adv;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::net::Act;

    /// A one-layer model that finds a pass better than the policy's choice by 2 logits and
    /// any play the same.
    fn pass_is_better() -> Mlp {
        let n = MOVE.inputs();
        let pass = MOVE.offset("move_kind").unwrap() + engine::guandan::ComboKind::ALL.len();
        let mut w = vec![0.0f32; n * 3];
        w[pass * 3 + 2] = 2.0;
        Mlp::from_f32(
            MOVE.name,
            MOVE.hash(),
            &[(n, 3, Act::Linear, w, vec![0.0; 3])],
        )
        .unwrap()
    }

    #[test]
    fn the_model_judges_each_move_and_blends_in_as_deals() {
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
        let m = pass_is_better();
        let mut judge = MoveJudge::new(&m, &view, &info);
        let e2 = 2f32.exp();
        let expect = f64::from((e2 - 1.0) / (e2 + 2.0)) * SWING;
        assert!((judge.advantage(None) - expect).abs() < 1e-6);
        assert!(judge.advantage(cands[own].0.as_ref()).abs() < 1e-9);
        // Sampled deals on which every move did the same: +1 each.
        let mut evals: Vec<Eval> = cands
            .iter()
            .enumerate()
            .map(|(i, &(mv, prior))| Eval {
                mv,
                own: i == own,
                diff: 0.0,
                diff_sq: 0.0,
                prior,
                wins: 10.0,
                total: 10.0,
                n: 10,
                levels: 10.0,
            })
            .collect();
        judge.blend(&mut evals, 30);
        for e in &evals {
            assert_eq!(e.n, 40);
            let adv = if e.mv.is_none() { expect } else { 0.0 };
            assert!((e.mean() - (10.0 + 30.0 * (1.0 + adv)) / 40.0).abs() < 1e-9);
            assert!((e.diff - 30.0 * adv).abs() < 1e-9);
        }
        let pass = evals.iter().find(|e| e.mv.is_none()).unwrap();
        assert!(super::super::search::clearly_better(pass, 1.5));
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
