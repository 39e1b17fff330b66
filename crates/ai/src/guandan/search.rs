//! The Guandan search: candidate plays from the plan and the engine's legal plays, each
//! tried on the same sampled deals and played out to the end of the hand with the fast
//! policy. The averages rank the moves and estimate the chance of winning.

use super::belief::{self, Belief};
use super::plan::{Plan, Shape, part_value, rank_value};
use super::policy::{self, Ctx, Params};
use super::sample::{Info, deals};
use super::sim::{Outcome, Sim};
use super::value::Judge;
use crate::learn::net::Mlp;
use engine::guandan::{Played, PlayerView, ResultNote, generate};
use engine::rng::GameRng;
use engine::{CardSet, Seat};

/// Caps on the work of one decision, counted in samples, never in time (R2).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Sampled deals at most.
    pub samples: usize,
    /// Moves searched (the policy's choice and a pass are always among them).
    pub candidates: usize,
    /// Work cap: samples × candidates × cards left in all hands.
    pub work: usize,
    /// The fewest sampled deals, whatever the work cap.
    pub min_samples: usize,
    /// How many standard errors another move must beat the fast policy's own choice by
    /// ([`crate::eval::Eval::clearly_better`]); the search overrules the policy more readily
    /// with a smaller value.
    pub own_z: f64,
    /// Plays each sampled deal out to the end of the hand. Without it a playout stops once
    /// the first seat is out and guesses the places from the cards left, so every move after
    /// that looks alike: the race for 2nd and 3rd place (+3, +2 or +1, §16) is not searched.
    pub to_end: bool,
    /// What each level gained or lost is worth beyond the hand itself: a result is
    /// ±(1 + `upgrade_weight` × (levels − 1)).
    pub upgrade_weight: f64,
    /// Values a result by what it does to the match (§17, [`result_for`]): levels beyond A
    /// are worth nothing, and at A a win 1·2 or 1·3 ends the match while 1·4 does not.
    pub match_aware: bool,
    /// Weighs each sampled deal by the leads the other seats made
    /// ([`super::sample::Info::leads_kept`]), whichever sampler draws it.
    pub read_leads: bool,
    /// Draws the deals from the belief model's reading of the view ([`super::belief`])
    /// instead of uniformly (when the model is shipped).
    pub belief: bool,
    /// With [`Limits::belief`]: deals drawn from the belief are still weighed by passes.
    pub read_passes: bool,
    /// Judges a move on each deal by the value model ([`super::value`]) instead of a
    /// playout (when the model is shipped).
    pub value: bool,
    /// The sampled deals the move model's judgement of each candidate counts as, added to
    /// theirs ([`crate::learn::judge::Judge::blend`]); 0: not asked (nor when no move
    /// model is shipped).
    pub moves: u32,
    /// The fast policy's numbers, for the candidates and the playouts.
    pub policy: Params,
}

/// The sampled deals the move model's judgement counts as at 보통 ([`Limits::moves`]): a
/// third of its 96. Counting it as 64 won no more than without it (docs/models.md).
pub const MOVE_WEIGHT: u32 = 32;

impl Limits {
    /// The limits used in play.
    pub const DEFAULT: Limits = Limits {
        samples: 96,
        candidates: 6,
        work: 60_000,
        min_samples: 16,
        own_z: OWN_Z,
        to_end: true,
        upgrade_weight: UPGRADE_WEIGHT,
        match_aware: true,
        read_leads: true,
        belief: true,
        read_passes: true,
        value: false,
        moves: MOVE_WEIGHT,
        policy: Params::TUNED,
    };

    /// How many deals to sample for `candidates` moves with `cards_left` cards in play.
    pub fn samples_for(&self, candidates: usize, cards_left: usize) -> usize {
        let per = candidates.max(1) * cards_left.max(1);
        (self.work / per).clamp(self.min_samples, self.samples.max(self.min_samples))
    }
}

impl Limits {
    /// The player released before the work on strength (`ai-v1` in the arena).
    /// Written out in full so that a change of [`Limits::DEFAULT`] never moves it.
    pub const V1: Limits = Limits {
        samples: 96,
        candidates: 6,
        work: 60_000,
        min_samples: 16,
        own_z: 1.5,
        to_end: false,
        upgrade_weight: 0.25,
        match_aware: false,
        read_leads: false,
        belief: false,
        read_passes: false,
        value: false,
        moves: 0,
        policy: Params::DEFAULT,
    };

    /// The search as it was before the learned models (`ai-v2` in the arena): deals drawn
    /// uniformly and weighed by passes and leads.
    pub const V2: Limits = Limits {
        samples: 96,
        candidates: 6,
        work: 60_000,
        min_samples: 16,
        own_z: 1.5,
        to_end: true,
        upgrade_weight: 0.5,
        match_aware: true,
        read_leads: true,
        belief: false,
        read_passes: false,
        value: false,
        moves: 0,
        policy: Params::DEFAULT,
    };

    /// 어려움: more candidates and deals (≤ 300 ms a decision in the browser).
    pub const HARD: Limits = Limits {
        samples: 192,
        candidates: 8,
        work: 120_000,
        min_samples: 24,
        own_z: OWN_Z,
        to_end: true,
        upgrade_weight: UPGRADE_WEIGHT,
        match_aware: true,
        // With its larger search, reading leads took 어려움's browser p99 to 415 ms on a slow
        // day, over its 300 ms budget: it weighs passes only.
        read_leads: false,
        belief: true,
        read_passes: true,
        value: false,
        // The same third of its deals as 보통's.
        moves: 2 * MOVE_WEIGHT,
        policy: Params::TUNED,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

/// One searched move and how it fared.
pub type Eval = crate::eval::Eval<Played>;

/// The policy's view of the deciding seat.
pub fn ctx_of(info: &Info) -> Ctx {
    Ctx {
        me: info.me,
        level: info.level,
        counts: info.counts,
        unseen: info.unseen,
        table: info.table,
        params: info.policy,
    }
}

/// What each level beyond the first is worth in a result (see [`Limits::upgrade_weight`]).
pub const UPGRADE_WEIGHT: f64 = 0.5;

/// What a hand that ends the match is worth (§17), against 1 for a plain win and
/// 1 + 2 × [`UPGRADE_WEIGHT`] for a +3.
pub const MATCH_WIN: f64 = 3.0;

/// The result of an outcome for `me`'s team: ±1, more for a bigger upgrade. With
/// `limits.match_aware` a result is valued by what it does to the match (§17): the levels
/// the winners' stored level actually rose by (capped at A: a team at A gains none, whether
/// the hand was played at another level or won 1·4 at A), and ±[`MATCH_WIN`] for the hand
/// that ends the match.
pub fn result_for(me: Seat, o: &Outcome, limits: &Limits) -> (bool, f64) {
    let won = o.team == me.team();
    let for_levels = |n: u8| 1.0 + limits.upgrade_weight * f64::from(n.saturating_sub(1));
    let v = match (limits.match_aware, o.note) {
        (true, ResultNote::FinalVictory) => MATCH_WIN,
        (true, _) => for_levels(o.gained),
        (false, _) => for_levels(o.upgrade),
    };
    (won, if won { v } else { -v })
}

/// An outcome for `me`'s team as a search tallies it: won (1 or 0), the result
/// ([`result_for`]) and the levels gained (negative when the other team gained).
fn judged(me: Seat, o: &Outcome, limits: &Limits) -> (f64, f64, f64) {
    let (won, v) = result_for(me, o, limits);
    let lv = f64::from(o.upgrade);
    (f64::from(u8::from(won)), v, if won { lv } else { -lv })
}

/// Every legal play now (engine-exact: wilds and straight flushes included).
pub fn legal(info: &Info) -> Vec<Played> {
    generate(
        CardSet::from_bits(info.hand),
        info.level,
        info.table.map(|(_, p)| p.combo).as_ref(),
    )
}

/// The moves worth searching, with a prior each, most natural first, and the index among
/// them of the fast policy's own choice.
pub fn candidates(
    info: &Info,
    legal: &[Played],
    k: usize,
) -> (Vec<(Option<Played>, i32)>, Option<usize>) {
    let level = info.level;
    let plan = Plan::of(&Shape::of(info.hand, level), level);
    let ctx = ctx_of(info);
    let mut scored: Vec<(Played, i32)> = Vec::new();
    let find = |cards: CardSet| legal.iter().find(|p| p.cards == cards).copied();
    match info.table {
        None => {
            // Leads: the plan's combinations, weakest first.
            for part in plan.parts() {
                let Some(p) = part.pick(info.hand, level) else {
                    continue;
                };
                let Some(p) = find(p.cards) else { continue };
                let mut s = -part_value(part, level) * 4 + part.len() as i32;
                if p.combo.kind.is_bomb_class() {
                    s -= 200;
                }
                scored.push((p, s));
            }
        }
        Some(_) => {
            // Follows: one per (kind, key, size, suit), the one leaving the best plan.
            for p in legal {
                let rest = info.hand & !p.cards.bits();
                let mut s = if rest == 0 {
                    10_000
                } else {
                    Plan::of(&Shape::of(rest, level), level).score - plan.score
                };
                if p.combo.kind.is_bomb_class() && rest != 0 {
                    s -= 20;
                }
                match scored.iter_mut().find(|(x, _)| {
                    x.combo.kind == p.combo.kind
                        && x.combo.key == p.combo.key
                        && x.combo.len == p.combo.len
                        && x.combo.suit == p.combo.suit
                }) {
                    Some(slot) if slot.1 < s => *slot = (*p, s),
                    Some(_) => {}
                    None => scored.push((*p, s)),
                }
                if scored.len() > 40 {
                    break;
                }
            }
        }
    }
    scored.sort_by_key(|&(p, s)| {
        (
            std::cmp::Reverse(s),
            rank_value(p.combo.kind, p.combo.key, level),
        )
    });
    let mut out: Vec<(Option<Played>, i32)> =
        scored.iter().take(k).map(|&(p, s)| (Some(p), s)).collect();
    let add = |m: Option<Played>, s: i32, out: &mut Vec<(Option<Played>, i32)>| {
        if !out
            .iter()
            .any(|(x, _)| x.map(|p| p.cards) == m.map(|p| p.cards))
        {
            out.push((m, s));
        }
    };
    let own = own_choice(info, legal, &plan, &ctx);
    if own.is_some() || info.table.is_some() {
        let s = own
            .and_then(|m| {
                scored
                    .iter()
                    .find(|(x, _)| x.cards == m.cards)
                    .map(|&(_, s)| s)
            })
            .unwrap_or(0);
        add(own, s + 1, &mut out);
    }
    if let Some((holder, _)) = info.table {
        add(None, 0, &mut out);
        if holder.team() != info.me.team()
            && let Some(&(b, s)) = scored
                .iter()
                .filter(|(p, _)| p.combo.kind.is_bomb_class())
                .min_by_key(|(p, _)| (p.combo.tier(), rank_value(p.combo.kind, p.combo.key, level)))
        {
            add(Some(b), s, &mut out);
        }
    }
    if out.is_empty()
        && let Some(p) = legal.first()
    {
        out.push((Some(*p), 0));
    }
    let own_idx = out
        .iter()
        .position(|(m, _)| m.map(|p| p.cards) == own.map(|p| p.cards));
    (out, own_idx)
}

/// Moves worth searching, each with its prior (`None` = pass), most natural first.
pub type Candidates = Vec<(Option<Played>, i32)>;

/// The candidates a search with `limits` weighs for `view`'s seat, with the reading they
/// are made of ([`Info`], playing `limits`' policy numbers) and the index of the policy's
/// own choice among them ([`candidates`]).
pub fn choices(view: &PlayerView, limits: &Limits) -> (Info, Candidates, Option<usize>) {
    let mut info = Info::of(view);
    info.policy = limits.policy;
    let legal = legal(&info);
    let (cands, own) = candidates(&info, &legal, limits.candidates);
    (info, cands, own)
}

/// The fast policy's choice now, as a legal play (`None` = pass when following).
pub fn own_choice(info: &Info, legal: &[Played], plan: &Plan, ctx: &Ctx) -> Option<Played> {
    policy::decide(info.hand, plan, ctx)
        .and_then(|p| legal.iter().find(|x| x.cards == p.cards).copied())
}

/// Tries every candidate on the same sampled deals; `own` is the index of the policy's
/// own choice among them. With a `reading` of the view (the belief model's, see
/// [`Limits::belief`]) the deals are drawn from it.
pub fn evaluate(
    info: &Info,
    cands: &[(Option<Played>, i32)],
    own: Option<usize>,
    limits: &Limits,
    reading: Option<&Belief>,
    value: Option<&Mlp>,
    rng: &mut GameRng,
) -> Vec<Eval> {
    let cards_left: usize = info.counts.iter().map(|&c| c as usize).sum();
    let n = limits.samples_for(cands.len(), cards_left);
    let sims = match reading
        .map(|b| belief::deals(info, b, n, limits.read_passes, limits.read_leads, rng))
    {
        Some(sims) if !sims.is_empty() => sims,
        _ => deals(info, n, limits.read_leads, rng),
    };
    evaluate_on(info, cands, own, &sims, limits, value)
}

/// Tries every candidate on the given deals: played out by the fast policy, or judged by
/// the `value` model when one is given.
pub fn evaluate_on(
    info: &Info,
    cands: &[(Option<Played>, i32)],
    own: Option<usize>,
    sims: &[Sim],
    limits: &Limits,
    value: Option<&Mlp>,
) -> Vec<Eval> {
    let mut judge = value.map(|m| Judge::new(m, info.me, info.level, info.team_levels, limits));
    let level = info.level;
    let mut evals: Vec<Eval> = cands
        .iter()
        .enumerate()
        .map(|(i, &(mv, prior))| Eval {
            mv,
            own: own == Some(i),
            diff: 0.0,
            diff_sq: 0.0,
            prior,
            wins: 0.0,
            total: 0.0,
            n: 0,
            levels: 0.0,
        })
        .collect();
    let my_plans: Vec<Plan> = cands
        .iter()
        .map(|(m, _)| {
            let rest = m.map_or(info.hand, |p| info.hand & !p.cards.bits());
            Plan::of(&Shape::of(rest, level), level)
        })
        .collect();
    let me = info.me.index();
    let mut results = vec![0.0f64; cands.len()];
    for sim in sims {
        let mut base = [my_plans[0]; 4];
        if let Some(j) = judge.as_mut() {
            j.base(sim);
        } else {
            for (s, b) in base.iter_mut().enumerate() {
                if s != me {
                    *b = Plan::of(&Shape::of(sim.hands[s], level), level);
                }
            }
        }
        for (i, e) in evals.iter_mut().enumerate() {
            let mut s = *sim;
            s.apply(e.mv);
            let (won, v, lv) = match (s.settled(limits.to_end), judge.as_mut()) {
                (Some(o), _) => judged(info.me, &o, limits),
                (None, Some(j)) => j.judge(&s),
                (None, None) => {
                    let mut plans = base;
                    plans[me] = my_plans[i];
                    let o = s.playout(&mut plans, limits.to_end);
                    judged(info.me, &o, limits)
                }
            };
            e.wins += won;
            e.total += v;
            e.levels += lv;
            e.n += 1;
            results[i] = v;
        }
        if let Some(o) = own {
            let base = results[o];
            for (e, v) in evals.iter_mut().zip(&results) {
                let d = v - base;
                e.diff += d;
                e.diff_sq += d * d;
            }
        }
    }
    evals
}

/// How much better than passing a move must do to overtake a partner who is winning.
pub const OVERTAKE_MARGIN: f64 = 0.1;

/// Another move replaces the fast policy's own choice only when, over the same deals, it
/// does better on average by this much plus [`OWN_Z`] standard errors of the difference: with
/// 81 hidden cards the samples are noisy, and the policy's choice is a sound default.
pub const OWN_MARGIN: f64 = 0.03;

/// Standard errors of the paired difference another move must clear (see [`OWN_MARGIN`]).
pub const OWN_Z: f64 = 1.5;

/// Orders evaluations best first ([`crate::eval::rank`]): a pass counts
/// [`OVERTAKE_MARGIN`] more while the partner's team holds the trick, and the policy's own
/// choice stays first unless another move is clearly better.
pub fn rank(info: &Info, evals: &mut [Eval], own_z: f64) {
    let partner_holds = matches!(info.table, Some((h, _)) if h.team() == info.me.team());
    let pass_bonus = if partner_holds { OVERTAKE_MARGIN } else { 0.0 };
    crate::eval::rank(evals, pass_bonus, OWN_MARGIN, own_z);
}
