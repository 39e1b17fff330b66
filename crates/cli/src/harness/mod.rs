//! Whole games played by computer players, for measurement: [`arena`] (two kinds of player
//! head to head on the same deals), [`selfplay`] (invariants over many hands) and [`tune`]
//! (the fast policies' numbers tuned by self-play). They seat
//! [`ai::play_out::Agent`]s and play every hand through the one driver,
//! [`ai::play_out::play_hand`]; the clocks and threads of the workspace live here.

pub mod arena;
pub mod record;
pub mod report;
pub mod selfplay;
pub mod tune;

use std::fmt;
use std::time::Instant;

use ai::play_out::{Observer, Table};
use engine::Seat;

use crate::protocol::GameKind;

/// Why a harness could not run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HarnessError {
    /// No player of that name for that game.
    UnknownPlayer {
        /// The game asked for.
        game: GameKind,
        /// The name given.
        name: String,
    },
    /// The mode does not exist for that game.
    UnsupportedMode {
        /// The game asked for.
        game: GameKind,
        /// The mode's name.
        mode: &'static str,
    },
}

impl fmt::Display for HarnessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HarnessError::UnknownPlayer { game, name } => {
                let names: Vec<&str> = match game {
                    GameKind::Doudizhu => ai::ddz::Player::ALL.iter().map(|p| p.name()).collect(),
                    GameKind::Guandan => {
                        ai::guandan::Player::ALL.iter().map(|p| p.name()).collect()
                    }
                };
                write!(f, "unknown player {name:?} (one of {})", names.join(", "))
            }
            HarnessError::UnsupportedMode { game, mode } => {
                write!(f, "{} has no {mode} mode", game.name())
            }
        }
    }
}

impl std::error::Error for HarnessError {}

/// The Dou Dizhu player with this name.
///
/// # Errors
/// [`HarnessError::UnknownPlayer`].
pub fn ddz_player(name: &str) -> Result<ai::ddz::Player, HarnessError> {
    ai::ddz::Player::from_name(name).ok_or_else(|| HarnessError::UnknownPlayer {
        game: GameKind::Doudizhu,
        name: name.into(),
    })
}

/// The Guandan player with this name.
///
/// # Errors
/// [`HarnessError::UnknownPlayer`].
pub fn guandan_player(name: &str) -> Result<ai::guandan::Player, HarnessError> {
    ai::guandan::Player::from_name(name).ok_or_else(|| HarnessError::UnknownPlayer {
        game: GameKind::Guandan,
        name: name.into(),
    })
}

/// Decision times in nanoseconds, kept per timer; `timer_of(seat)` says which timer (if any)
/// a seat's decisions go to.
#[derive(Debug)]
pub struct Stopwatch<F> {
    /// Nanoseconds per decision, one list per timer.
    pub times: Vec<Vec<u64>>,
    timer_of: F,
    started: Option<Instant>,
}

impl<F: Fn(Seat) -> Option<usize>> Stopwatch<F> {
    /// `timers` lists, filled by the seats `timer_of` names.
    pub fn new(timers: usize, timer_of: F) -> Stopwatch<F> {
        Stopwatch {
            times: vec![Vec::new(); timers],
            timer_of,
            started: None,
        }
    }

    fn start(&mut self) {
        self.started = Some(Instant::now());
    }

    fn stop(&mut self, seat: Seat) {
        let ns = self
            .started
            .take()
            .map_or(0, |t| t.elapsed().as_nanos() as u64);
        if let Some(list) = (self.timer_of)(seat).and_then(|i| self.times.get_mut(i)) {
            list.push(ns);
        }
    }
}

impl<G: Table, F: Fn(Seat) -> Option<usize>> Observer<G> for Stopwatch<F> {
    type Halt = std::convert::Infallible;
    fn deciding(&mut self, _: &G, _: Seat) {
        self.start();
    }
    fn decided(&mut self, _: &G, seat: Seat, _: &ai::Decision<G::Action>) {
        self.stop(seat);
    }
}

/// Summary statistics (decisions, median, p99, max, mean in ms) of nanosecond timings.
pub fn time_stats(ns: &[u64]) -> serde_json::Value {
    ai::bench::stats(ns.iter().map(|&n| n as f64 / 1e6).collect())
}
