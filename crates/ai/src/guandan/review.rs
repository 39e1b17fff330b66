//! 복기 for Guandan: the two verdicts of [`crate::review`] on a play, a pass or a tribute
//! return, with the expected level change beside the chance of winning (§16–§17).
//!
//! - A play or a pass, from what the seat could know: the 어려움 search's candidates with the
//!   seat's own move among them, on deals drawn from its view (the belief model's when
//!   shipped). With every hand face up: the same candidates on the real deal, each played
//!   out to the end of the hand (or judged by the value model when shipped).
//! - A tribute return (§20): each allowed card (one per face) tried on deals of the hidden
//!   cards at the start of play, the hand played out from the first lead.

use super::features;
use super::plan::{Plan, Shape};
use super::sample::Info;
use super::search::{self, Limits, result_for};
use super::sim::Sim;
use super::{action_of, belief, choose_return, reason};
use crate::Why;
use crate::eval::Eval;
use crate::review::{HandStart, Judged, Reviewable, Verdict};
use crate::why::{ReturnRule, Side};
use engine::guandan::trick::Trick;
use engine::guandan::{Action, Game, Phase, Played};
use engine::rng::{GameRng, shuffle};
use engine::{CardId, CardSet, Seat};

/// Sampled deals for a return's verdict.
const RETURN_SAMPLES: usize = 48;

impl Reviewable for Game {
    fn reviewable(&self, action: &Action) -> bool {
        let Some(seat) = self.to_act() else {
            return false;
        };
        match (self.phase(), action) {
            (Phase::Return, Action::ReturnTribute { .. }) => self.view(seat).returnable.len() > 1,
            (Phase::Playing, Action::Play { .. }) => true,
            // A pass with nothing that beats the table is no decision.
            (Phase::Playing, Action::Pass { .. }) => !self.legal_plays(seat).is_empty(),
            _ => false,
        }
    }

    fn known(&self, action: &Action, rng: &mut GameRng) -> Option<Verdict<Action>> {
        if let Action::ReturnTribute { card, .. } = action {
            return return_verdict(self, *card, rng, false);
        }
        let p = position(self, action)?;
        let (view, info, mine, cands, own) = (p.view, p.info, p.mine, p.cands, p.own);
        let limits = Limits::HARD;
        let reading =
            crate::learn::models::load(features::BELIEF.name).map(|m| belief::Belief::of(&view, m));
        let value = limits
            .value
            .then(|| crate::learn::models::load(features::VALUE.name))
            .flatten();
        let mut evals = search::evaluate(&info, &cands, own, &limits, reading.as_ref(), value, rng);
        let deals = evals.first().map_or(0, |e| e.n);
        search::rank(&info, &mut evals, limits.own_z);
        verdict(&view, &info, &evals, mine, *action, false, deals)
    }

    fn open(&self, action: &Action, rng: &mut GameRng) -> Option<Verdict<Action>> {
        if let Action::ReturnTribute { card, .. } = action {
            return return_verdict(self, *card, rng, true);
        }
        let p = position(self, action)?;
        let (view, info, mine, cands, own) = (p.view, p.info, p.mine, p.cands, p.own);
        // The real deal, in the copies Info reads (faces are what count).
        let real = info.real_deal([0u8, 1, 2, 3].map(|i| self.hand(Seat(i))));
        let value = crate::learn::models::load(features::VALUE.name);
        let mut evals = search::evaluate_on(&info, &cands, own, &[real], &Limits::HARD, value);
        search::rank(&info, &mut evals, 0.0);
        verdict(&view, &info, &evals, mine, *action, false, 1)
    }

    fn hand_of(seed: u64, actions: &[Action]) -> Result<HandStart<Game>, (usize, engine::Reject)> {
        Ok(Game::replay(seed, actions)?.hand_start())
    }

    fn actor(action: &Action) -> Option<Seat> {
        match action {
            Action::Play { seat, .. }
            | Action::Pass { seat }
            | Action::ReturnTribute { seat, .. } => Some(*seat),
            Action::NextHand => None,
        }
    }
}

/// A play or a pass about to be judged: the seat's view and knowledge, its move, and the
/// candidates it is judged among (with the index of the fast policy's own choice).
struct Position {
    view: engine::guandan::PlayerView,
    info: Info,
    mine: Option<Played>,
    cands: Vec<(Option<Played>, i32)>,
    own: Option<usize>,
}

fn position(g: &Game, action: &Action) -> Option<Position> {
    let view = g.view(g.to_act()?);
    let info = Info::of(&view);
    let mine = move_of(g, action)?;
    let legal = search::legal(&info);
    let (cands, own) = candidates_with(&info, &legal, mine);
    Some(Position {
        view,
        info,
        mine,
        cands,
        own,
    })
}

/// The seat to act's move for `action` in [`Info`]'s copies (`Some(None)`: a pass).
fn move_of(g: &Game, action: &Action) -> Option<Option<Played>> {
    let seat = g.to_act()?;
    match action {
        Action::Pass { .. } => Some(None),
        Action::Play { .. } => {
            let mut after = g.clone();
            after.apply(*action).ok()?;
            let (s, p) = *after.view(seat).history.last()?;
            let p = p?;
            // The same faces, as Info numbers the hand's copies.
            let info = Info::of(&g.view(seat));
            let mut spare = CardSet::full(2) - CardSet::from_bits(info.hand);
            let cards = p.cards.as_free_copies(&mut spare).ok()?;
            (s == seat).then_some(Some(Played { cards, ..p }))
        }
        _ => None,
    }
}

/// The 어려움 search's candidates with the seat's own move among them, and the index of
/// the fast policy's own choice.
fn candidates_with(
    info: &Info,
    legal: &[Played],
    mine: Option<Played>,
) -> (Vec<(Option<Played>, i32)>, Option<usize>) {
    let (mut cands, own) = search::candidates(info, legal, Limits::HARD.candidates);
    if !cands
        .iter()
        .any(|(m, _)| m.map(|p| p.cards) == mine.map(|p| p.cards))
    {
        cands.push((mine, i32::MIN / 2));
    }
    (cands, own)
}

/// The verdict from ranked evaluations: the seat's move and the first (best).
fn verdict(
    view: &engine::guandan::PlayerView,
    info: &Info,
    evals: &[Eval<Played>],
    mine: Option<Played>,
    action: Action,
    exact: bool,
    deals: u32,
) -> Option<Verdict<Action>> {
    let judged = |e: &Eval<Played>, is_mine: bool| Judged {
        action: if is_mine {
            action
        } else {
            action_of(view, e.mv)
        },
        reason: reason::explain(info, e.mv),
        chance: e.win_rate(),
        score: e.mean() as f32,
        levels: Some(e.mean_levels() as f32),
    };
    let cards = |m: Option<Played>| m.map(|p| p.cards);
    Verdict::of_ranked(evals, |e| cards(e.mv) == cards(mine), judged, exact, deals)
}

/// A tribute return's verdict: each allowed face tried on deals of the hidden cards at the
/// start of play (or, `open`, on the real deal), played out from the first lead.
fn return_verdict(
    g: &Game,
    mine: CardId,
    rng: &mut GameRng,
    open: bool,
) -> Option<Verdict<Action>> {
    let seat = g.to_act()?;
    let view = g.view(seat);
    let gift = view.pending_return?;
    let level = view.level;
    let limits = Limits::HARD;
    // One card per face, the seat's own and the AI's choice among them.
    let ai = match choose_return(&view).action {
        Action::ReturnTribute { card, .. } => Some(card),
        _ => None,
    };
    let mut cands: Vec<CardId> = Vec::new();
    for id in [Some(mine), ai]
        .into_iter()
        .flatten()
        .chain(view.returnable.iter())
    {
        if !cands.iter().any(|c| c.card() == id.card()) && cands.len() < 8 {
            cands.push(id);
        }
    }
    let deals: Vec<[u128; 4]> = if open {
        // The real deal, another seat's pending return (a double tribute) made as the AI
        // would make it; this seat's own return is each candidate's.
        let mut hands = [0u8, 1, 2, 3].map(|i| g.hand(Seat(i)).bits());
        for s in (0..4u8).map(Seat).filter(|&s| s != seat) {
            let v = g.view(s);
            if let (Some(gv), Action::ReturnTribute { card, .. }) =
                (v.pending_return, choose_return(&v).action)
            {
                hands[s.index()] &= !(1u128 << card.index());
                hands[gv.from.index()] |= 1u128 << card.index();
            }
        }
        vec![hands]
    } else {
        let mut pool: Vec<u8> = (0..108u8)
            .filter(|&c| view.hand.bits() >> c & 1 == 0)
            .collect();
        let others = [1u8, 2, 3].map(|k| Seat((seat.0 + k) % 4));
        (0..RETURN_SAMPLES)
            .map(|_| {
                shuffle(&mut pool, rng);
                let mut hands = [0u128; 4];
                hands[seat.index()] = view.hand.bits();
                let mut at = 0;
                for s in others {
                    let need = if s == gift.from { 26 } else { 27 };
                    for &c in &pool[at..at + need] {
                        hands[s.index()] |= 1u128 << c;
                    }
                    at += need;
                }
                hands
            })
            .collect()
    };
    let mut evals: Vec<Eval<CardId>> = cands
        .iter()
        .map(|&c| Eval {
            mv: Some(c),
            own: Some(c) == ai,
            diff: 0.0,
            diff_sq: 0.0,
            prior: 0,
            wins: 0.0,
            total: 0.0,
            n: 0,
            levels: 0.0,
        })
        .collect();
    let own = evals.iter().position(|e| e.own);
    let mut results = vec![0.0f64; evals.len()];
    for hands in &deals {
        for (e, r) in evals.iter_mut().zip(results.iter_mut()) {
            let Some(c) = e.mv else { continue };
            let mut h = *hands;
            h[seat.index()] &= !(1u128 << c.index());
            h[gift.from.index()] |= 1u128 << c.index();
            let mut sim = Sim {
                hands: h,
                level,
                turns: Trick::new(view.leader),
                table: None,
                team_levels: view.team_levels,
                policy: limits.policy,
            };
            let mut plans = h.map(|x| Plan::of(&Shape::of(x, level), level));
            let o = sim.playout(&mut plans, true);
            let (won, v) = result_for(seat, &o, &limits);
            e.wins += f64::from(u8::from(won));
            e.total += v;
            let lv = f64::from(o.upgrade);
            e.levels += if won { lv } else { -lv };
            e.n += 1;
            *r = v;
        }
        if let Some(o) = own {
            let base = results[o];
            for (e, v) in evals.iter_mut().zip(&results) {
                e.diff += v - base;
                e.diff_sq += (v - base) * (v - base);
            }
        }
    }
    // As the search ranks moves: the AI's own return stays first unless another is
    // clearly better over the same deals.
    // (No pass among them, and every prior is 0: the mean alone orders them.)
    crate::eval::rank(&mut evals, 0.0, search::OWN_MARGIN, limits.own_z);
    let to = if gift.from.team() == seat.team() {
        Side::Partner
    } else {
        Side::Opponent
    };
    let judged = |e: &Eval<CardId>| {
        let card = e.mv.unwrap_or(mine);
        let rule = if engine::guandan::default_returns(view.hand, level, gift.card).contains(card) {
            ReturnRule::LeastBreaking
        } else {
            ReturnRule::NoLowCard
        };
        Judged {
            action: Action::ReturnTribute { seat, card },
            reason: Why::Returns {
                card: card.card(),
                to,
                rule,
            },
            chance: e.win_rate(),
            score: e.mean() as f32,
            levels: Some(e.mean_levels() as f32),
        }
    };
    let best = evals.first()?;
    let m = evals
        .iter()
        .find(|e| e.mv.map(CardId::card) == Some(mine.card()))?;
    let n = best.n;
    Some(Verdict::new(judged(m), judged(best), false, n))
}
