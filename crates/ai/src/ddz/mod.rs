//! The Dou Dizhu computer player. One call, [`choose`], serves the opponents, 추천
//! (recommend) and 자동 플레이 (auto-play): it reads a [`PlayerView`] — the seat's own hand
//! and the public record, a type that cannot hold another seat's hidden cards (R3) — and
//! draws every random number from the generator it is given (R2), so the same position and
//! generator always give the same decision.
//!
//! - Bidding ([`bid`]): the chance of winning as the landlord, from sampled deals played out.
//! - Play ([`search`]): a few candidate moves chosen by the fast policy ([`policy`], which
//!   splits the hand into combinations with [`plan`]), each tried on the same sampled deals
//!   of the hidden cards ([`sample`]: counts, the bottom cards shown, and what each seat
//!   passed on) and played out, or solved exactly once few cards are left ([`sim`]).
//! - Reasons as values ([`reason`], worded by [`crate::why`]), alternatives with their estimated
//!   chance of winning.
//! - Baselines for the arena: [`simple`] (the earlier player), [`baseline::greedy`],
//!   [`baseline::random`].
//!
//! ```
//! use ai::ddz::choose;
//! use engine::ddz::Game;
//! let mut g = Game::new(3);
//! while let Some(seat) = g.to_act() {
//!     let d = choose(&g.view(seat), &mut g.ai_rng());
//!     g.apply(d.action).unwrap(); // the AI only proposes legal actions
//! }
//! assert_eq!(g.settlements().len(), 1);
//! ```

pub mod baseline;
pub mod belief;
pub mod bid;
pub mod counts;
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

use engine::ddz::{Action, Phase, PlayerView};
use engine::rng::GameRng;

use crate::Why;

use counts::Mv;
use sample::Info;
use search::Limits;

/// The AI's choice for a Dou Dizhu seat (see [`crate::Decision`]).
pub type Decision = crate::Decision<Action>;
/// Another action considered (see [`crate::Alternative`]).
pub type Alternative = crate::Alternative<Action>;

/// Chooses an action for the seat of `view` with the default search limits. Outside its
/// turn it proposes `NextHand` after a settlement and a pass otherwise (which the game
/// would refuse).
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
    if view.phase == Phase::Playing && view.to_act == Some(view.seat) && rng.unit() < EASY_SLIP {
        return baseline::greedy(view);
    }
    Player::Policy.choose(view, rng)
}

/// [`choose`] with explicit search limits (the arena and the benchmarks vary them).
pub fn choose_with(view: &PlayerView, rng: &mut GameRng, limits: &Limits) -> Decision {
    match view.phase {
        Phase::Bidding => {
            let (action, reason, chance) = bid::choose_bid(view, rng);
            let mut d = Decision::simple(action, reason);
            d.win_chance = Some(chance);
            d
        }
        Phase::Playing if view.to_act == Some(view.seat) => choose_play(view, rng, limits),
        Phase::Playing => Decision::simple(Action::Pass { seat: view.seat }, Why::NotMyTurn),
        Phase::HandOver | Phase::MatchOver => Decision::simple(Action::NextHand, Why::NextHand),
    }
}

/// The engine action for a move of this seat (`None` = pass).
pub fn action_of(view: &PlayerView, mv: Option<Mv>) -> Action {
    match mv {
        None => Action::Pass { seat: view.seat },
        Some(m) => Action::Play {
            seat: view.seat,
            cards: m.pick(view.hand),
            reading: Some(m.combo()),
        },
    }
}

fn choose_play(view: &PlayerView, rng: &mut GameRng, limits: &Limits) -> Decision {
    let Some(info) = Info::of(view) else {
        return Decision::simple(Action::Pass { seat: view.seat }, Why::NoLandlordYet);
    };
    // Nothing can beat the table: the pass is forced.
    if let Some((_, t)) = info.table()
        && !counts::can_beat(info.hand, &t)
    {
        return Decision::simple(action_of(view, None), reason::explain(&info, None));
    }
    // Going out ends the hand at once (§16).
    if let Some(m) = search::finishing_move(&info) {
        let mut d = Decision::simple(action_of(view, Some(m)), reason::explain(&info, Some(m)));
        d.win_chance = Some(1.0);
        return d;
    }
    let (cands, own_idx) = search::candidates(&info, limits.candidates, limits.style);
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
        move_value::judge(m, view, info.hand).blend(&mut evals, limits.moves);
    }
    search::rank(&info, &mut evals, limits);
    let ranked = evals.iter().map(|e| {
        let (action, why) = (action_of(view, e.mv), reason::explain(&info, e.mv));
        (action, why, e.win_rate())
    });
    Decision::ranked(ranked)
        .unwrap_or_else(|| Decision::simple(action_of(view, None), reason::explain(&info, None)))
}

/// The fast policy's move in this style, without search.
pub fn policy_choice(view: &PlayerView, style: policy::Style) -> Decision {
    let Some(info) = Info::of(view) else {
        return Decision::simple(Action::Pass { seat: view.seat }, Why::NoLandlordYet);
    };
    let mv = search::own_choice(&info, style);
    Decision::simple(action_of(view, mv), reason::explain(&info, mv))
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
    /// 보통 with the move model's judgement added to its deals as [`search::MOVE_WEIGHT`]
    /// deals ([`Limits::moves`]; the model from `cardgame arena --weights FILE`, none is
    /// shipped): measured weaker than `ai` (docs/models.md).
    AiMove,
    /// The AI's play with "always bid 1" bidding (the bidding comparison).
    AiBidOne,
    /// The fast policy alone, without search, with its SPSA-tuned numbers
    /// ([`policy::Params::TUNED`]; bids like the AI).
    Policy,
    /// The fast policy as `ai-v1` played it, without search.
    PolicyV1,
    /// Today's fast policy with its numbers as written by hand ([`policy::Params::DEFAULT`]).
    PolicyV2,
    /// The earlier simple player ([`simple`]).
    Simple,
    /// The greedy baseline ([`baseline::greedy`]).
    Greedy,
    /// A random legal player ([`baseline::random`]).
    Random,
}

impl Player {
    /// Every player, in the order the arena lists them.
    pub const ALL: [Player; 14] = [
        Player::Ai,
        Player::AiEasy,
        Player::AiHard,
        Player::AiV1,
        Player::AiV2,
        Player::AiValue,
        Player::AiMove,
        Player::AiBidOne,
        Player::Policy,
        Player::PolicyV1,
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
            Player::AiMove => "ai-move",
            Player::AiBidOne => "ai-bid1",
            Player::Policy => "policy",
            Player::PolicyV1 => "policy-v1",
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
            Player::AiMove => choose_with(
                view,
                rng,
                &Limits {
                    moves: search::MOVE_WEIGHT,
                    ..Limits::DEFAULT
                },
            ),
            Player::AiBidOne if view.phase == Phase::Bidding => baseline::bid_one(view),
            Player::AiBidOne => choose(view, rng),
            Player::Policy if view.phase == Phase::Playing && view.to_act == Some(view.seat) => {
                policy_choice(view, policy::Style::Current(policy::Params::TUNED))
            }
            Player::PolicyV1 if view.phase == Phase::Playing && view.to_act == Some(view.seat) => {
                policy_choice(view, policy::Style::V1)
            }
            Player::PolicyV2 if view.phase == Phase::Playing && view.to_act == Some(view.seat) => {
                policy_choice(view, policy::Style::CURRENT)
            }
            Player::Policy | Player::PolicyV1 | Player::PolicyV2 => choose(view, rng),
            Player::Simple => simple::choose(view, rng),
            Player::Greedy => baseline::greedy(view),
            Player::Random => baseline::random(view, rng),
        }
    }
}
