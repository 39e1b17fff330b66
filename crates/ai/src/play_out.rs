//! One seat, one trait; one hand, one driver.
//!
//! [`Agent`] is every computer player: a seat's view and the game's generator in, a
//! [`Decision`] out. [`Table`] is what the driver needs of a game (the engine's Dou Dizhu
//! and Guandan `Game` both are one). [`play_hand`] is the one loop that asks the seat to act,
//! applies its decision through the game's own validation — exactly as a person's click — and
//! stops when the hand is over. Selfplay, the arena, the speed benchmark and the tests all
//! call it; what each of them measures or checks is an [`Observer`].
//!
//! The driver keeps no time: a caller that times decisions reads its own clock in
//! [`Observer::deciding`] and [`Observer::decided`].
//!
//! ```
//! use ai::play_out::{Agent, NoObserver, play_hand};
//! use engine::ddz::Game;
//! let mut g = Game::new(5);
//! let mut ai = ai::ddz::Player::Ai;
//! let mut greedy = ai::ddz::Player::Greedy;
//! let mut random = ai::ddz::Player::Random;
//! let mut seats: [&mut dyn Agent<Game>; 3] = [&mut ai, &mut greedy, &mut random];
//! play_hand(&mut g, &mut seats, &mut NoObserver).unwrap();
//! assert_eq!(g.settlements().len(), 1); // the hand was played to its settlement
//! ```

use std::fmt;
use std::ops::ControlFlow;

use engine::rng::GameRng;
use engine::{Reject, Seat, ddz, guandan};

use crate::Decision;

/// What the driver needs of a game: whose turn it is, that seat's view, the generator the
/// game owns for the decision at this point (R2), and the reducer that validates an action.
pub trait Table {
    /// One seat's decision.
    type Action: Copy + fmt::Debug;
    /// What one seat may see (R3).
    type View;
    /// What an accepted action caused.
    type Event;

    /// The seat whose decision is awaited; `None` once the hand is over.
    fn to_act(&self) -> Option<Seat>;
    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View;
    /// The generator for the AI decision at the current move (R2).
    fn ai_rng(&self) -> GameRng;
    /// Applies an action after validating it; a refused action changes nothing.
    ///
    /// # Errors
    /// Why the game refused the action.
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Reject>;
    /// Actions applied in the match so far.
    fn seq(&self) -> u64;
    /// The match seed (for error reports).
    fn seed(&self) -> u64;
}

/// A computer player: a seat's view and the game's generator in, a decision out. The
/// decision is only a proposal: the game validates it like a person's.
pub trait Agent<G: Table> {
    /// The name the command line uses for this player (`ai`, `greedy`, …).
    fn name(&self) -> &'static str;
    /// The decision for the seat of `view`, drawing every random number from `rng`.
    fn act(&mut self, view: &G::View, rng: &mut GameRng) -> Decision<G::Action>;
}

/// What a harness watches during a hand. Every method has a default that does nothing.
pub trait Observer<G: Table> {
    /// Why the observer stopped the hand (a broken invariant, a redeal it waits for, …).
    type Halt;

    /// `seat` is about to decide (a harness that times decisions reads its clock here).
    fn deciding(&mut self, _game: &G, _seat: Seat) {}
    /// `seat` decided (before the game has validated the decision).
    fn decided(&mut self, _game: &G, _seat: Seat, _decision: &Decision<G::Action>) {}
    /// The game accepted `seat`'s action; `Break` stops the hand.
    fn applied(&mut self, _game: &G, _seat: Seat, _events: &[G::Event]) -> ControlFlow<Self::Halt> {
        ControlFlow::Continue(())
    }
}

/// An observer that watches nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoObserver;

impl<G: Table> Observer<G> for NoObserver {
    type Halt = std::convert::Infallible;
}

/// Why [`play_hand`] stopped before the hand was over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError<A, H> {
    /// The game refused an agent's action (the agent proposed an illegal one).
    Refused {
        /// Whose action.
        seat: Seat,
        /// The agent's name.
        agent: &'static str,
        /// What it proposed.
        action: A,
        /// Why the game refused it.
        reason: Reject,
        /// The match seed and the move number, to replay the position.
        seed: u64,
        /// The move number at which it was refused.
        seq: u64,
    },
    /// The hand did not end within [`ACTION_CAP`] actions.
    Stuck {
        /// The match seed.
        seed: u64,
    },
    /// The table asked a seat the driver has no agent for.
    NoAgent(Seat),
    /// The observer stopped the hand.
    Halted(H),
}

impl<A: fmt::Debug, H: fmt::Display> fmt::Display for PlayError<A, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Refused {
                seat,
                agent,
                action,
                reason,
                seed,
                seq,
            } => write!(
                f,
                "seed {seed} seq {seq}: {agent} in seat {seat} proposed {action:?}: {reason}"
            ),
            PlayError::Stuck { seed } => {
                write!(
                    f,
                    "seed {seed}: the hand did not end in {ACTION_CAP} actions"
                )
            }
            PlayError::NoAgent(s) => write!(f, "no agent sits in seat {s}"),
            PlayError::Halted(h) => write!(f, "{h}"),
        }
    }
}

impl<A: fmt::Debug, H: fmt::Debug + fmt::Display> std::error::Error for PlayError<A, H> {}

/// The most actions one hand may take before the driver calls it stuck (a Guandan hand with
/// tribute takes a few hundred; a Dou Dizhu hand with every redeal far fewer).
pub const ACTION_CAP: u64 = 5_000;

/// Plays the current hand of `game` to its end: the agent in the seat to act decides, the
/// game validates and applies, until no seat is to act.
///
/// # Errors
/// [`PlayError`] when an agent's action is refused, the hand does not end, a seat has no
/// agent, or the observer halts the hand. The game keeps every action applied before.
pub fn play_hand<G: Table, O: Observer<G>>(
    game: &mut G,
    seats: &mut [&mut dyn Agent<G>],
    observer: &mut O,
) -> Result<(), PlayError<G::Action, O::Halt>> {
    let start = game.seq();
    while let Some(seat) = game.to_act() {
        if game.seq().saturating_sub(start) > ACTION_CAP {
            return Err(PlayError::Stuck { seed: game.seed() });
        }
        let Some(agent) = seats.get_mut(seat.index()) else {
            return Err(PlayError::NoAgent(seat));
        };
        let view = game.view(seat);
        let mut rng = game.ai_rng();
        observer.deciding(game, seat);
        let decision = agent.act(&view, &mut rng);
        observer.decided(game, seat, &decision);
        match game.apply(decision.action) {
            Ok(events) => {
                if let ControlFlow::Break(h) = observer.applied(game, seat, &events) {
                    return Err(PlayError::Halted(h));
                }
            }
            Err(reason) => {
                return Err(PlayError::Refused {
                    seat,
                    agent: agent.name(),
                    action: decision.action,
                    reason,
                    seed: game.seed(),
                    seq: game.seq(),
                });
            }
        }
    }
    Ok(())
}

/// [`play_hand`] with one player value per seat (a `Copy` catalog such as
/// [`crate::ddz::Player`]), for harnesses that seat players by name.
///
/// # Errors
/// What [`play_hand`] reports.
pub fn play_seated<G: Table, P: Agent<G>, O: Observer<G>>(
    game: &mut G,
    players: &mut [P],
    observer: &mut O,
) -> Result<(), PlayError<G::Action, O::Halt>> {
    let mut seats: Vec<&mut dyn Agent<G>> =
        players.iter_mut().map(|p| p as &mut dyn Agent<G>).collect();
    play_hand(game, &mut seats, observer)
}

impl Table for ddz::Game {
    type Action = ddz::Action;
    type View = ddz::PlayerView;
    type Event = ddz::Event;

    fn to_act(&self) -> Option<Seat> {
        ddz::Game::to_act(self)
    }
    fn view(&self, seat: Seat) -> ddz::PlayerView {
        ddz::Game::view(self, seat)
    }
    fn ai_rng(&self) -> GameRng {
        ddz::Game::ai_rng(self)
    }
    fn apply(&mut self, action: ddz::Action) -> Result<Vec<ddz::Event>, Reject> {
        ddz::Game::apply(self, action)
    }
    fn seq(&self) -> u64 {
        ddz::Game::seq(self)
    }
    fn seed(&self) -> u64 {
        ddz::Game::seed(self)
    }
}

impl Table for guandan::Game {
    type Action = guandan::Action;
    type View = guandan::PlayerView;
    type Event = guandan::Event;

    fn to_act(&self) -> Option<Seat> {
        guandan::Game::to_act(self)
    }
    fn view(&self, seat: Seat) -> guandan::PlayerView {
        guandan::Game::view(self, seat)
    }
    fn ai_rng(&self) -> GameRng {
        guandan::Game::ai_rng(self)
    }
    fn apply(&mut self, action: guandan::Action) -> Result<Vec<guandan::Event>, Reject> {
        guandan::Game::apply(self, action)
    }
    fn seq(&self) -> u64 {
        guandan::Game::seq(self)
    }
    fn seed(&self) -> u64 {
        guandan::Game::seed(self)
    }
}

impl Agent<ddz::Game> for crate::ddz::Player {
    fn name(&self) -> &'static str {
        crate::ddz::Player::name(*self)
    }
    fn act(&mut self, view: &ddz::PlayerView, rng: &mut GameRng) -> Decision<ddz::Action> {
        self.choose(view, rng)
    }
}

impl Agent<guandan::Game> for crate::guandan::Player {
    fn name(&self) -> &'static str {
        crate::guandan::Player::name(*self)
    }
    fn act(&mut self, view: &guandan::PlayerView, rng: &mut GameRng) -> Decision<guandan::Action> {
        self.choose(view, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stops at the first redeal (the arena's bidding comparison waits for one).
    struct StopAtRedeal;
    impl Observer<ddz::Game> for StopAtRedeal {
        type Halt = &'static str;
        fn applied(
            &mut self,
            _: &ddz::Game,
            _: Seat,
            ev: &[ddz::Event],
        ) -> ControlFlow<&'static str> {
            if ev.iter().any(|e| matches!(e, ddz::Event::Redeal { .. })) {
                ControlFlow::Break("redeal")
            } else {
                ControlFlow::Continue(())
            }
        }
    }

    /// Proposes a pass whatever happens: the game refuses it when the seat must lead.
    struct AlwaysPass;
    impl Agent<ddz::Game> for AlwaysPass {
        fn name(&self) -> &'static str {
            "always-pass"
        }
        fn act(&mut self, v: &ddz::PlayerView, _: &mut GameRng) -> Decision<ddz::Action> {
            Decision::simple(ddz::Action::Pass { seat: v.seat }, crate::Why::Passes)
        }
    }

    #[test]
    fn a_refused_action_is_reported_and_changes_nothing() {
        let mut g = ddz::Game::new(9);
        let before = g.clone();
        let (mut a, mut b, mut c) = (AlwaysPass, AlwaysPass, AlwaysPass);
        let mut seats: [&mut dyn Agent<ddz::Game>; 3] = [&mut a, &mut b, &mut c];
        let err = play_hand(&mut g, &mut seats, &mut NoObserver).unwrap_err();
        // doudizhu §3: a pass is not a bid, so the first bidder's pass is refused.
        assert!(
            matches!(
                err,
                PlayError::Refused {
                    agent: "always-pass",
                    seq: 0,
                    ..
                }
            ),
            "{err}"
        );
        assert_eq!(g, before);
    }

    #[test]
    fn the_observer_can_halt_a_hand() {
        // Seed search: a deal where every seat declines with "always bid 1"-free players is
        // not needed: the random player declines often enough that some seed redeals.
        let halted = (0..200).any(|seed| {
            let mut g = ddz::Game::new(seed);
            let mut p = [crate::ddz::Player::Random; 3];
            let [a, b, c] = &mut p;
            let mut seats: [&mut dyn Agent<ddz::Game>; 3] = [a, b, c];
            matches!(
                play_hand(&mut g, &mut seats, &mut StopAtRedeal),
                Err(PlayError::Halted("redeal"))
            )
        });
        assert!(halted);
    }

    #[test]
    fn too_few_agents_is_an_error_not_a_panic() {
        let mut g = guandan::Game::new(1);
        let mut a = crate::guandan::Player::Greedy;
        let mut seats: [&mut dyn Agent<guandan::Game>; 1] = [&mut a];
        let r = play_hand(&mut g, &mut seats, &mut NoObserver);
        assert!(matches!(r, Err(PlayError::NoAgent(_))), "{r:?}");
    }
}
