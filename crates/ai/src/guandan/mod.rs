//! The Guandan computer player. One call, [`choose`], serves the opponents, the partner,
//! 추천 (recommend) and 자동 플레이 (auto-play): it reads a [`PlayerView`] (the seat's own
//! hand, the public record, and only the tribute cards this seat gave or received, R3) and
//! draws every random number from the generator it is given (R2).
//!
//! - Play ([`search`]): candidate plays from a plan of the hand ([`plan`]: sequences with
//!   the wild hearts filling gaps, bombs, full houses…) and the engine's exact legal plays,
//!   each tried on the same sampled deals of the hidden cards ([`sample`]) and played out
//!   to the end of the hand by the partner-aware fast policy ([`policy`], [`sim`]).
//! - Tribute return (§20): among the cards the rules allow, the one whose loss hurts the
//!   hand least.
//! - Reasons as values ([`reason`], worded by [`crate::why`]); alternatives with their estimated
//!   chance of winning.
//! - Baselines for the arena: [`simple`] (the earlier player), [`baseline::greedy`],
//!   [`baseline::random`].
//!
//! ```
//! use ai::guandan::choose;
//! use engine::guandan::Game;
//! let mut g = Game::new(3);
//! let seat = g.to_act().unwrap();
//! let d = choose(&g.view(seat), &mut g.ai_rng());
//! assert!(g.apply(d.action).is_ok()); // the AI only proposes legal actions
//! assert!(!d.reason.text(i18n::Lang::En).is_empty());
//! ```

pub mod baseline;
pub mod belief;
pub mod features;
pub mod move_value;
pub mod plan;
pub mod policy;
pub mod reason;
pub mod review;
pub mod sample;
pub mod search;
pub mod sim;
pub mod simple;
pub mod value;

use engine::guandan::level::strength;
use engine::guandan::{Action, Phase, Played, PlayerView};
use engine::rng::GameRng;
use engine::{CardId, CardSet};

use crate::Why;
use crate::why::{ReturnRule, Side};

use plan::{Plan, Shape};
use sample::Info;
use search::Limits;

/// The AI's choice for a Guandan seat (see [`crate::Decision`]).
pub type Decision = crate::Decision<Action>;
/// Another action considered (see [`crate::Alternative`]).
pub type Alternative = crate::Alternative<Action>;

/// Chooses an action for the seat of `view` with the default search limits.
pub fn choose(view: &PlayerView, rng: &mut GameRng) -> Decision {
    choose_with(view, rng, &Limits::DEFAULT)
}

/// The decision of a player of this [`Level`](crate::Level): 보통 is [`choose`], 어려움
/// searches with [`Limits::HARD`], 쉬움 plays like a beginner ([`easy`]).
pub fn choose_at(view: &PlayerView, rng: &mut GameRng, level: crate::Level) -> Decision {
    match level {
        crate::Level::Normal => choose(view, rng),
        crate::Level::Hard => choose_with(view, rng, &Limits::HARD),
        crate::Level::Easy => easy(view, rng),
    }
}

/// How often 쉬움 makes a beginner's play instead of its rule of thumb.
pub const EASY_SLIP: f64 = 0.3;

/// 쉬움: the fast policy's move without search (no card reading, no look-ahead), and about
/// one play in three ([`EASY_SLIP`]) the beginner's move instead — the smallest play that
/// beats, or the lowest, longest lead — which breaks combinations and spends high cards
/// early: the mistakes people make, never a random move. Drawn from `rng` (R2).
pub fn easy(view: &PlayerView, rng: &mut GameRng) -> Decision {
    if view.phase == Phase::Playing && view.my_turn() && rng.unit() < EASY_SLIP {
        return baseline::greedy(view);
    }
    Player::Policy.choose(view, rng)
}

/// [`choose`] with explicit search limits.
pub fn choose_with(view: &PlayerView, rng: &mut GameRng, limits: &Limits) -> Decision {
    match view.phase {
        Phase::Return => choose_return(view),
        Phase::Playing if view.my_turn() => choose_play(view, rng, limits),
        Phase::Playing => Decision::simple(Action::Pass { seat: view.seat }, Why::NotMyTurn),
        Phase::HandOver => Decision::simple(Action::NextHand, Why::NextHand),
        Phase::MatchOver => Decision::simple(Action::NextHand, Why::MatchOver),
    }
}

pub(crate) fn action_of(view: &PlayerView, mv: Option<Played>) -> Action {
    match mv {
        None => Action::Pass { seat: view.seat },
        Some(p) => Action::Play {
            seat: view.seat,
            cards: Info::in_hand(p.cards, view.hand),
            reading: Some(p.combo),
        },
    }
}

/// The search's play for `view`.
fn choose_play(view: &PlayerView, rng: &mut GameRng, limits: &Limits) -> Decision {
    let mut info = Info::of(view);
    info.policy = limits.policy;
    let legal = search::legal(&info);
    if legal.is_empty() {
        return Decision::simple(action_of(view, None), reason::explain(&info, None));
    }
    if let Some(p) = legal.iter().find(|p| p.cards.bits() == info.hand) {
        let mut d = Decision::simple(action_of(view, Some(*p)), reason::explain(&info, Some(*p)));
        // The first seat out decides the winning team (§15).
        let first_ours = (info.turns.finished().first()).is_none_or(|s| s.team() == info.me.team());
        d.win_chance = Some(if first_ours { 1.0 } else { 0.0 });
        return d;
    }
    let (cands, own_idx) = search::candidates(&info, &legal, limits.candidates);
    if cands.len() == 1 {
        let mv = cands[0].0;
        return Decision::simple(action_of(view, mv), reason::explain(&info, mv));
    }
    let reading = limits
        .belief
        .then(|| crate::learn::models::load(features::BELIEF.name))
        .flatten()
        .map(|m| belief::Belief::of(view, m));
    let value = limits
        .value
        .then(|| crate::learn::models::load(features::VALUE.name))
        .flatten();
    let mut evals = search::evaluate(&info, &cands, own_idx, limits, reading.as_ref(), value, rng);
    if limits.moves > 0
        && let Some(m) = crate::learn::models::load(features::MOVE.name)
    {
        move_value::judge(m, view, &info).blend(&mut evals, limits.moves);
    }
    search::rank(&info, &mut evals, limits.own_z);
    let ranked = evals.iter().map(|e| {
        let (action, why) = (action_of(view, e.mv), reason::explain(&info, e.mv));
        (action, why, e.win_rate())
    });
    Decision::ranked(ranked)
        .unwrap_or_else(|| Decision::simple(action_of(view, None), reason::explain(&info, None)))
}

fn card_strength(view: &PlayerView, id: CardId) -> u8 {
    let wild = engine::guandan::level::wild_mask(view.level);
    if wild >> id.index() & 1 == 1 {
        strength(view.level, view.level)
    } else {
        strength(id.rank(), view.level)
    }
}

/// Tribute return (§20): among the cards the rules allow now, the one whose loss leaves
/// the best plan of the hand (the lowest such card on a tie).
pub fn choose_return(view: &PlayerView) -> Decision {
    let Some(gift) = view.pending_return else {
        return Decision::simple(Action::Pass { seat: view.seat }, Why::NoTribute);
    };
    let level = view.level;
    let mut best: Option<(i32, u8, CardId)> = None;
    for id in view.returnable.iter() {
        let rest = view.hand - CardSet::single(id);
        let score = Plan::of(&Shape::of(rest.bits(), level), level).score;
        let s = card_strength(view, id);
        let better = match best {
            None => true,
            Some((bs, bstr, _)) => score > bs || (score == bs && s < bstr),
        };
        if better {
            best = Some((score, s, id));
        }
    }
    let Some((_, _, card)) = best else {
        return Decision::simple(Action::Pass { seat: view.seat }, Why::NoReturnable);
    };
    let to = if gift.from.team() == view.seat.team() {
        Side::Partner
    } else {
        Side::Opponent
    };
    // Name the rule that applied (§20): the low cards, or the lowest card when there are none.
    let rule = if !engine::guandan::default_returns(view.hand, level, gift.card).contains(card) {
        ReturnRule::NoLowCard
    } else if view.returnable.len() == 1 {
        ReturnRule::OnlyLow
    } else {
        ReturnRule::LeastBreaking
    };
    let reason = Why::Returns {
        card: card.card(),
        to,
        rule,
    };
    Decision::simple(
        Action::ReturnTribute {
            seat: view.seat,
            card,
        },
        reason,
    )
}

/// The computer players the arena can seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// This module's AI (보통, the default level).
    Ai,
    /// The AI at 쉬움 ([`crate::Level::Easy`]).
    AiEasy,
    /// The AI at 어려움 ([`crate::Level::Hard`]).
    AiHard,
    /// The AI as released before the work on strength (issue 11): today's search with
    /// [`Limits::V1`], kept so every change is measured head to head against it.
    AiV1,
    /// The search as it was before the learned models ([`Limits::V2`]).
    AiV2,
    /// 보통 with the value model judging moves on its deals ([`Limits::value`]): measured
    /// against `ai` before the value model may ship.
    AiValue,
    /// The move model alone, without search: the candidate it judges best
    /// ([`move_value`]).
    MoveModel,
    /// The fast policy alone, without search ([`policy`]).
    Policy,
    /// The fast policy with its numbers as written by hand ([`policy::Params::DEFAULT`]).
    PolicyV2,
    /// The earlier simple player ([`simple`]).
    Simple,
    /// The greedy baseline ([`baseline::greedy`]).
    Greedy,
    /// A random legal player ([`baseline::random`]).
    Random,
}

impl Player {
    /// Every player.
    pub const ALL: [Player; 12] = [
        Player::Ai,
        Player::AiEasy,
        Player::AiHard,
        Player::AiV1,
        Player::AiV2,
        Player::AiValue,
        Player::MoveModel,
        Player::Policy,
        Player::PolicyV2,
        Player::Simple,
        Player::Greedy,
        Player::Random,
    ];

    /// The name used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Player::Ai => "ai",
            Player::AiEasy => "ai-easy",
            Player::AiHard => "ai-hard",
            Player::AiV1 => "ai-v1",
            Player::AiV2 => "ai-v2",
            Player::AiValue => "ai-value",
            Player::MoveModel => "move-model",
            Player::Policy => "policy",
            Player::PolicyV2 => "policy-v2",
            Player::Simple => "simple",
            Player::Greedy => "greedy",
            Player::Random => "random",
        }
    }

    /// The player with this name.
    pub fn from_name(s: &str) -> Option<Player> {
        Player::ALL.into_iter().find(|p| p.name() == s)
    }

    /// This player's decision.
    pub fn choose(self, view: &PlayerView, rng: &mut GameRng) -> Decision {
        match self {
            Player::Ai => choose(view, rng),
            Player::AiEasy => choose_at(view, rng, crate::Level::Easy),
            Player::AiHard => choose_at(view, rng, crate::Level::Hard),
            Player::AiV1 => choose_with(view, rng, &Limits::V1),
            Player::AiV2 => choose_with(view, rng, &Limits::V2),
            Player::AiValue => choose_with(
                view,
                rng,
                &Limits {
                    value: true,
                    ..Limits::DEFAULT
                },
            ),
            Player::MoveModel if view.my_turn() && view.phase == Phase::Playing => {
                move_model_choice(view)
            }
            Player::MoveModel => choose(view, rng),
            Player::Policy if view.my_turn() => policy_choice(view, Limits::DEFAULT.policy),
            Player::PolicyV2 if view.my_turn() => policy_choice(view, policy::Params::DEFAULT),
            Player::Policy | Player::PolicyV2 => choose(view, rng),
            Player::Simple => simple::choose(view, rng),
            Player::Greedy => baseline::greedy(view),
            Player::Random => baseline::random(view, rng),
        }
    }
}

/// How much better than the fast policy's own choice the move model must expect another
/// move to do before `move-model` plays it ([`crate::learn::judge::Judge::advantage`]): with
/// none, it leaves the policy for every small expected gain, and those do not add up
/// (48.2 % of 2,000 hands against the policy; 50.7 % with this margin).
pub const MOVE_MODEL_MIN: f64 = 0.2;

/// The candidate the move model judges best, without search: the fast policy's own choice
/// unless the model expects another to do better by [`MOVE_MODEL_MIN`] (the policy's choice
/// when no move model is loaded).
pub fn move_model_choice(view: &PlayerView) -> Decision {
    let limits = Limits::DEFAULT;
    let (info, cands, own) = search::choices(view, &limits);
    let (Some(m), Some(own)) = (crate::learn::models::load(features::MOVE.name), own) else {
        return policy_choice(view, limits.policy);
    };
    // The policy's own choice unless the model expects another move to do better.
    let mut judge = move_value::judge(m, view, &info);
    let mut best = (cands[own].0, MOVE_MODEL_MIN);
    for (i, &(mv, _)) in cands.iter().enumerate() {
        let adv = if i == own {
            0.0
        } else {
            judge.advantage(mv.as_ref())
        };
        if adv > best.1 {
            best = (mv, adv);
        }
    }
    Decision::simple(action_of(view, best.0), reason::explain(&info, best.0))
}

/// The fast policy's move with these numbers, without search (a legal play: the policy's
/// choice matched against the engine's plays, else the first candidate).
pub fn policy_choice(view: &PlayerView, params: policy::Params) -> Decision {
    let mut info = Info::of(view);
    info.policy = params;
    let legal = search::legal(&info);
    let plan = Plan::of(&Shape::of(info.hand, info.level), info.level);
    let mv = search::own_choice(&info, &legal, &plan, &search::ctx_of(&info));
    let mv = match (mv, info.table) {
        (Some(m), _) => Some(m),
        (None, Some(_)) => None,
        (None, None) => legal.first().copied(),
    };
    Decision::simple(action_of(view, mv), reason::explain(&info, mv))
}

/// Test support: the game of `seed` after at most `actions` decisions by `player` in
/// every seat.
#[cfg(test)]
pub(crate) fn game_after(seed: u64, actions: usize, player: Player) -> engine::guandan::Game {
    let mut g = engine::guandan::Game::new(seed);
    for _ in 0..actions {
        let Some(s) = g.to_act() else { break };
        let d = player.choose(&g.view(s), &mut g.ai_rng());
        g.apply(d.action).expect("the AI plays only legal actions");
    }
    g
}
