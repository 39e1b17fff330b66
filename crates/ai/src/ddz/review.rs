//! 복기 for Dou Dizhu: the two verdicts of [`crate::review`] on a bid, a play or a pass.
//!
//! - A play or a pass, from what the seat could know: the 어려움 search's candidates with the
//!   seat's own move among them, on deals sampled from its view (the belief model's when
//!   shipped). With every hand face up: the same candidates on the real deal, solved
//!   exactly when the endgame solver answers, else played out (or judged by the value model
//!   while many cards are left).
//! - A bid: the chance of winning as the landlord, from sampled deals (known) or from the
//!   real deal with the real bottom cards (open), estimated as the AI bids (the same deals
//!   with the same generator, R2). A bid scores `2p − 1` (the landlord's
//!   expected result at that chance), no bid 0, and the best is the AI's own bidding
//!   decision.

use super::bid::{BID_SAMPLES, bid_for, bid_reason, landlord_chance};
use super::counts::{Counts, Mv, can_beat};
use super::features;
use super::plan::Plan;
use super::sample::Info;
use super::search::{self, Limits, result_for};
use super::sim::{SolveAt, Solver};
use super::{action_of, belief, reason};
use crate::eval::Eval;
use crate::review::{HandStart, Judged, Reviewable, Verdict};
use engine::Seat;
use engine::ddz::{Action, Game, Phase};
use engine::rng::GameRng;

/// With every hand face up, the exact solver judges a move once at most this many cards
/// are left in all hands, with this many nodes.
const OPEN_SOLVE: usize = 24;
/// See [`OPEN_SOLVE`].
const OPEN_NODES: u32 = 200_000;

impl Reviewable for Game {
    fn reviewable(&self, action: &Action) -> bool {
        let Some(seat) = self.to_act() else {
            return false;
        };
        match (self.phase(), action) {
            (Phase::Bidding, Action::Bid { .. }) => true,
            (Phase::Playing, Action::Play { .. } | Action::Pass { .. }) => {
                // A pass with nothing that beats the table is no decision.
                let view = self.view(seat);
                let Some(info) = Info::of(&view) else {
                    return false;
                };
                info.table().is_none_or(|(_, t)| can_beat(info.hand, &t))
            }
            _ => false,
        }
    }

    fn known(&self, action: &Action, rng: &mut GameRng) -> Option<Verdict<Action>> {
        match action {
            Action::Bid { bid, .. } => bid_verdict(self, *bid, rng, false),
            Action::Play { .. } | Action::Pass { .. } => {
                let p = position(self, action)?;
                let (view, info, mine, cands, own) = (p.view, p.info, p.mine, p.cands, p.own);
                let limits = Limits::HARD;
                let reading = crate::learn::models::load(features::BELIEF.name)
                    .map(|m| belief::Belief::of(&view, m));
                let value = limits
                    .value
                    .then(|| crate::learn::models::load(features::VALUE.name))
                    .flatten();
                let mut evals =
                    search::evaluate(&info, &cands, own, &limits, reading.as_ref(), value, rng);
                let deals = evals.first().map_or(0, |e| e.n);
                search::rank(&info, &mut evals, &limits);
                verdict(&view, &info, &evals, mine, *action, false, deals)
            }
            _ => None,
        }
    }

    fn open(&self, action: &Action, rng: &mut GameRng) -> Option<Verdict<Action>> {
        match action {
            Action::Bid { bid, .. } => bid_verdict(self, *bid, rng, true),
            Action::Play { .. } | Action::Pass { .. } => {
                let p = position(self, action)?;
                let (view, info, mine, cands, own) = (p.view, p.info, p.mine, p.cands, p.own);
                let seat = view.seat;
                let hands = [0u8, 1, 2].map(|i| self.hand(Seat(i)));
                let real = features::sim_of(&view, &hands)?;
                let value = crate::learn::models::load(features::VALUE.name);
                let mut judge = value.map(|m| super::value::Judge::new(m, seat));
                if let Some(j) = judge.as_mut() {
                    j.base(&real);
                }
                let mut exact = true;
                let mut evals: Vec<Eval<Mv>> = Vec::with_capacity(cands.len());
                for (i, &(mv, prior)) in cands.iter().enumerate() {
                    let mut s = real;
                    s.apply(mv);
                    let left: usize = s.hands.0.iter().map(|h| h.len()).sum();
                    let solved = match s.outcome() {
                        Some(o) => Some(result_for(seat, info.landlord, &o)),
                        None if left <= OPEN_SOLVE => Solver::new(OPEN_NODES, OPEN_NODES)
                            .landlord_wins(&s)
                            .map(|lw| {
                                let o = super::sim::Outcome {
                                    landlord_won: lw,
                                    doublings: s.doublings,
                                };
                                result_for(seat, info.landlord, &o)
                            }),
                        None => None,
                    };
                    let (won, v) = match (solved, judge.as_mut()) {
                        (Some((won, v)), _) => (f64::from(u8::from(won)), v),
                        (None, Some(j)) => {
                            exact = false;
                            j.judge(&s)
                        }
                        (None, None) => {
                            exact = false;
                            let mut plans = s.hands.0.map(Plan::of);
                            let o = s.playout(&mut plans);
                            let (won, v) = result_for(seat, info.landlord, &o);
                            (f64::from(u8::from(won)), v)
                        }
                    };
                    evals.push(Eval {
                        mv,
                        own: own == Some(i),
                        diff: 0.0,
                        diff_sq: 0.0,
                        prior,
                        wins: won,
                        total: v,
                        n: 1,
                        levels: 0.0,
                    });
                }
                let exact_limits = Limits {
                    own_z: 0.0,
                    ..Limits::HARD
                };
                search::rank(&info, &mut evals, &exact_limits);
                verdict(&view, &info, &evals, mine, *action, exact, 1)
            }
            _ => None,
        }
    }

    fn hand_of(seed: u64, actions: &[Action]) -> Result<HandStart<Game>, (usize, engine::Reject)> {
        Ok(Game::replay(seed, actions)?.hand_start())
    }

    fn actor(action: &Action) -> Option<Seat> {
        match action {
            Action::Bid { seat, .. } | Action::Play { seat, .. } | Action::Pass { seat } => {
                Some(*seat)
            }
            _ => None,
        }
    }
}

/// The seat to act's move for `action` as the search reads it (`Some(None)`: a pass).
fn move_of(g: &Game, action: &Action) -> Option<Option<Mv>> {
    let seat = g.to_act()?;
    match action {
        Action::Pass { .. } => Some(None),
        Action::Play { .. } => {
            let mut g = g.clone();
            g.apply(*action).ok()?;
            let (s, p) = *g.view(seat).history.last()?;
            (s == seat).then_some(p.map(|p| Mv::of_played(&p)))
        }
        _ => None,
    }
}

/// A bid's verdict: from sampled deals (`open` false) or from the real deal with the
/// real bottom cards.
fn bid_verdict(
    g: &Game,
    bid: Option<u8>,
    rng: &mut GameRng,
    open: bool,
) -> Option<Verdict<Action>> {
    let seat = g.to_act()?;
    let view = g.view(seat);
    let hand = Counts::from_set(view.hand);
    let highest = view.highest_bid();
    let chance = if open {
        landlord_chance_open(g, seat)?
    } else {
        landlord_chance(seat, hand, BID_SAMPLES, rng)
    };
    let best = bid_for(chance, highest);
    let judged = |b: Option<u8>| Judged {
        action: Action::Bid { seat, bid: b },
        reason: bid_reason(hand, chance, highest, b),
        chance,
        score: if b.is_some() { 2.0 * chance - 1.0 } else { 0.0 },
        levels: None,
    };
    Some(Verdict::new(
        judged(bid),
        judged(best),
        open,
        if open { 1 } else { BID_SAMPLES as u32 },
    ))
}

/// Whether `seat` would win as the landlord on the real deal with the real bottom
/// cards: 1 or 0, exact when the solver answers, else by the fast policy's playout.
fn landlord_chance_open(g: &Game, seat: Seat) -> Option<f32> {
    let bottom = g.bottom();
    let mut hands = [0u8, 1, 2].map(|i| g.hand(Seat(i)));
    hands[seat.index()] = hands[seat.index()] | bottom;
    let h = engine::BySeat(hands.map(Counts::from_set));
    let mut sim = super::sim::Sim::new(h, seat, engine::ddz::Turn::new(seat));
    let mut plans = sim.hands.0.map(Plan::of);
    let mut solver = Solver::new(OPEN_NODES, OPEN_NODES);
    let at = SolveAt {
        cards: 54,
        again: 0,
    };
    let o = sim.playout_solving(&mut plans, Some(&mut solver), at);
    Some(if result_for(seat, seat, &o).0 {
        1.0
    } else {
        0.0
    })
}

/// A play or a pass about to be judged: the seat's view and knowledge, its move, and the
/// candidates it is judged among (with the index of the fast policy's own choice).
struct Position {
    view: engine::ddz::PlayerView,
    info: Info,
    mine: Option<Mv>,
    cands: Vec<(Option<Mv>, i32)>,
    own: Option<usize>,
}

fn position(g: &Game, action: &Action) -> Option<Position> {
    let view = g.view(g.to_act()?);
    let info = Info::of(&view)?;
    let mine = move_of(g, action)?;
    let (cands, own) = candidates_with(&info, mine);
    Some(Position {
        view,
        info,
        mine,
        cands,
        own,
    })
}

/// The 어려움 search's candidates with the seat's own move among them, and the index of
/// the fast policy's own choice.
fn candidates_with(info: &Info, mine: Option<Mv>) -> (Vec<(Option<Mv>, i32)>, Option<usize>) {
    let limits = Limits::HARD;
    let (mut cands, own) = search::candidates(info, limits.candidates, limits.style);
    if !cands.iter().any(|(m, _)| *m == mine) {
        cands.push((mine, i32::MIN / 2));
    }
    if let Some(m) = search::finishing_move(info)
        && !cands.iter().any(|(x, _)| *x == Some(m))
    {
        cands.push((Some(m), 10_000));
    }
    (cands, own)
}

/// The verdict from ranked evaluations: the seat's move and the first (best).
fn verdict(
    view: &engine::ddz::PlayerView,
    info: &Info,
    evals: &[Eval<Mv>],
    mine: Option<Mv>,
    action: Action,
    exact: bool,
    deals: u32,
) -> Option<Verdict<Action>> {
    let judged = |e: &Eval<Mv>, is_mine: bool| Judged {
        action: if is_mine {
            action
        } else {
            action_of(view, e.mv)
        },
        reason: reason::explain(info, e.mv),
        chance: e.win_rate(),
        score: e.mean() as f32,
        levels: None,
    };
    Verdict::of_ranked(evals, |e| e.mv == mine, judged, exact, deals)
}
