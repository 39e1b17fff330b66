//! `cardgame selfplay`: many hands with one kind of computer player in every seat, match
//! after match, checking every invariant after every action. A rules engine should pass
//! this for hundreds of thousands of hands; with the cheap players (`random`, `greedy`) that
//! takes minutes, with the search AI (`ai`) far longer.
//!
//! ```text
//! cardgame selfplay --game doudizhu --players random --games 100000 --seed 1
//! cardgame selfplay --game guandan --players greedy --games 100000 --seed 1
//! ```
//!
//! Checked after every action: the game's own `validate` (cards conserved — 54 or 108, each
//! once —, hand sizes, scores zero-sum, levels 2..A, turn and table state, tribute state),
//! and that the seat's view shows exactly its hand and the true counts. After every hand: a
//! Dou Dizhu settlement that sums to zero; Guandan hands of 27 each once the tribute
//! returns are done. Every action a player proposes must be accepted. A panic anywhere is
//! caught and counted as a broken invariant.

use std::fmt;
use std::ops::ControlFlow;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use serde_json::{Value, json};

use ai::Decision;
use ai::play_out::{Agent, Observer, Table};
use engine::ddz::{self, Spring};
use engine::guandan::{self, HAND_SIZE};
use engine::{Reject, Seat};

use super::{HarnessError, ddz_player, guandan_player};
use crate::protocol::GameKind;

/// A Guandan match still unfinished after this many hands is abandoned (counted as
/// `capped`): random players can shuffle levels up and down for a long time.
pub const HAND_CAP: u32 = 200;
/// How many broken invariants a report lists (all are counted).
const MAX_REPORTED: usize = 50;

/// What to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The game.
    pub game: GameKind,
    /// The player in every seat (`ai`, `simple`, `greedy`, `random`, …).
    pub players: String,
    /// Hands to play in all, over as many matches as that takes.
    pub hands: u64,
    /// The first match's seed; each new match takes the next one.
    pub seed: u64,
}

/// An invariant found broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Broken {
    /// Dou Dizhu's `Game::validate` failed.
    Ddz(ddz::Invariant),
    /// Guandan's `Game::validate` failed.
    Guandan(guandan::Invariant),
    /// A seat's view shows another hand or other counts than the game holds.
    ViewDisagrees(Seat),
    /// A Dou Dizhu settlement does not sum to zero.
    NotZeroSum,
    /// A hand ended without its settlement or result.
    NoResult,
    /// After the tribute returns a Guandan hand does not hold 27 cards.
    NotFullAfterReturns,
    /// The game refused "next hand" after a settlement.
    NextHandRefused(Reject),
    /// A match ended without a winner.
    NoWinner,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Broken::Ddz(i) => write!(f, "{i}"),
            Broken::Guandan(i) => write!(f, "{i}"),
            Broken::ViewDisagrees(s) => write!(f, "seat {s}'s view disagrees with the game"),
            Broken::NotZeroSum => f.write_str("the settlement does not sum to zero"),
            Broken::NoResult => f.write_str("a hand ended without a result"),
            Broken::NotFullAfterReturns => f.write_str("not 27 cards each after the returns"),
            Broken::NextHandRefused(r) => write!(f, "next hand refused: {r}"),
            Broken::NoWinner => f.write_str("the match ended without a winner"),
        }
    }
}

impl std::error::Error for Broken {}

/// Counts and timings common to both games.
#[derive(Debug, Default)]
struct Tally {
    hands: u64,
    matches: u64,
    decisions: u64,
    decision_ns: u128,
    broken_total: u64,
    broken: Vec<String>,
    started: Option<Instant>,
}

impl Tally {
    fn broke(&mut self, seed: u64, seq: u64, what: impl fmt::Display) {
        self.broken_total += 1;
        if self.broken.len() < MAX_REPORTED {
            self.broken.push(format!("seed {seed} seq {seq}: {what}"));
        }
    }

    fn start(&mut self) {
        self.started = Some(Instant::now());
    }

    fn stop(&mut self) {
        if let Some(t) = self.started.take() {
            self.decision_ns += t.elapsed().as_nanos();
            self.decisions += 1;
        }
    }

    fn summary(&self, game: GameKind, cfg: &Config, clock: Instant) -> Value {
        let mean_us = if self.decisions == 0 {
            0.0
        } else {
            self.decision_ns as f64 / self.decisions as f64 / 1000.0
        };
        json!({
            "game": game.name(),
            "players": cfg.players,
            "seed": cfg.seed,
            "games": self.hands,
            "matches_finished": self.matches,
            "decisions": self.decisions,
            "mean_decision_us": (mean_us * 100.0).round() / 100.0,
            "seconds": (clock.elapsed().as_secs_f64() * 100.0).round() / 100.0,
            "invariants_broken_total": self.broken_total,
            "invariants_broken": self.broken,
        })
    }
}

/// Plays and checks; returns the summary object (`invariants_broken` empty when clean).
///
/// # Errors
/// [`HarnessError::UnknownPlayer`].
pub fn run(cfg: &Config) -> Result<Value, HarnessError> {
    match cfg.game {
        GameKind::Doudizhu => ddz_run(cfg),
        GameKind::Guandan => guandan_run(cfg),
    }
}

/// What selfplay checks of a game beyond what the driver does.
trait Audited: Table {
    /// After every accepted action: the game's own invariants, and anything the events
    /// promise.
    fn audit(&self, events: &[Self::Event]) -> Result<(), Broken>;
    /// Whether `seat`'s view shows exactly its hand and the true counts.
    fn view_agrees(&self, seat: Seat) -> bool;
    /// Over, for good: a new match starts.
    fn match_over(&self) -> bool;
    /// Whether the finished match named its winner.
    fn has_winner(&self) -> bool;
    /// Deals the next hand of the match.
    ///
    /// # Errors
    /// Why the game refused.
    fn next_hand(&mut self) -> Result<(), Reject>;
}

impl Audited for ddz::Game {
    fn audit(&self, _: &[ddz::Event]) -> Result<(), Broken> {
        self.validate().map_err(Broken::Ddz)
    }
    fn view_agrees(&self, seat: Seat) -> bool {
        let v = self.view(seat);
        v.hand == self.hand(seat) && v.counts == self.counts()
    }
    fn match_over(&self) -> bool {
        self.phase() == ddz::Phase::MatchOver
    }
    fn has_winner(&self) -> bool {
        !self.winners().is_empty()
    }
    fn next_hand(&mut self) -> Result<(), Reject> {
        self.apply(ddz::Action::NextHand).map(drop)
    }
}

impl Audited for guandan::Game {
    fn audit(&self, events: &[guandan::Event]) -> Result<(), Broken> {
        self.validate().map_err(Broken::Guandan)?;
        // guandan §20: after the last return every hand holds 27 cards again.
        let returns_done = events
            .iter()
            .any(|e| matches!(e, guandan::Event::PlayStarts { .. }));
        if returns_done && self.counts() != [HAND_SIZE; 4] {
            return Err(Broken::NotFullAfterReturns);
        }
        Ok(())
    }
    fn view_agrees(&self, seat: Seat) -> bool {
        let v = self.view(seat);
        v.hand == self.hand(seat) && v.counts == self.counts()
    }
    fn match_over(&self) -> bool {
        self.phase() == guandan::Phase::MatchOver
    }
    fn has_winner(&self) -> bool {
        self.winner().is_some()
    }
    fn next_hand(&mut self) -> Result<(), Reject> {
        self.apply(guandan::Action::NextHand).map(drop)
    }
}

/// The observer: checks every action, times every decision.
#[derive(Debug, Default)]
struct Check {
    t: Tally,
}

impl<G: Audited> Observer<G> for Check {
    type Halt = Broken;
    fn deciding(&mut self, g: &G, seat: Seat) {
        if !g.view_agrees(seat) {
            self.t.broke(g.seed(), g.seq(), Broken::ViewDisagrees(seat));
        }
        self.t.start();
    }
    fn decided(&mut self, _: &G, _: Seat, _: &Decision<G::Action>) {
        self.t.stop();
    }
    fn applied(&mut self, g: &G, _: Seat, events: &[G::Event]) -> ControlFlow<Broken> {
        match g.audit(events) {
            Ok(()) => ControlFlow::Continue(()),
            Err(b) => ControlFlow::Break(b),
        }
    }
}

/// Plays `cfg.hands` hands with `player` in every seat, match after match. `record` reads
/// each finished hand's result; `keep_going` may end a match early (a cap). A broken hand
/// ends its match; the next match takes the next seed.
fn play_many<G: Audited, P: Agent<G> + Copy, const N: usize>(
    cfg: &Config,
    player: P,
    new: impl Fn(u64) -> G,
    mut record: impl FnMut(&G) -> Result<(), Broken>,
    mut keep_going: impl FnMut(&G) -> bool,
) -> Tally {
    let mut check = Check::default();
    let mut match_seed = cfg.seed;
    let mut g = new(match_seed);
    while check.t.hands < cfg.hands {
        let played = catch_unwind(AssertUnwindSafe(|| {
            ai::play_out::play_seated(&mut g, &mut [player; N], &mut check)
        }));
        check.t.hands += 1;
        let after_hand = match played {
            Err(_) => Err("panic".to_string()),
            Ok(Err(e)) => Err(e.to_string()),
            Ok(Ok(())) => record(&g).map_err(|b| b.to_string()),
        };
        let fresh = match after_hand {
            Err(what) => {
                check.t.broke(g.seed(), g.seq(), what);
                true
            }
            Ok(()) if g.match_over() => {
                check.t.matches += 1;
                if !g.has_winner() {
                    check.t.broke(g.seed(), g.seq(), Broken::NoWinner);
                }
                true
            }
            Ok(()) if !keep_going(&g) => true,
            Ok(()) => match g.next_hand() {
                Ok(()) => false,
                Err(r) => {
                    check.t.broke(g.seed(), g.seq(), Broken::NextHandRefused(r));
                    true
                }
            },
        };
        if fresh {
            match_seed = match_seed.wrapping_add(1);
            g = new(match_seed);
        }
    }
    check.t
}

fn ddz_run(cfg: &Config) -> Result<Value, HarnessError> {
    let player = ddz_player(&cfg.players)?;
    let clock = Instant::now();
    let (mut landlord_wins, mut springs, mut anti_springs, mut bombs, mut rockets) =
        (0u64, 0u64, 0u64, 0u64, 0u64);
    let record = |g: &ddz::Game| {
        let Some(s) = g.settlements().last() else {
            return Err(Broken::NoResult);
        };
        if s.deltas.iter().sum::<i64>() != 0 {
            return Err(Broken::NotZeroSum);
        }
        landlord_wins += u64::from(s.landlord_won);
        match s.stake.spring {
            Some(Spring::Spring) => springs += 1,
            Some(Spring::AntiSpring) => anti_springs += 1,
            _ => {}
        }
        bombs += u64::from(s.stake.bombs);
        rockets += u64::from(s.stake.rockets);
        Ok(())
    };
    let t = play_many::<_, _, 3>(cfg, player, ddz::Game::new, record, |_| true);
    let mut out = t.summary(GameKind::Doudizhu, cfg, clock);
    out["wins"] = json!({"landlord": landlord_wins, "peasants": t.hands - landlord_wins});
    out["springs"] = json!(springs);
    out["anti_springs"] = json!(anti_springs);
    out["bombs"] = json!(bombs);
    out["rockets"] = json!(rockets);
    Ok(out)
}

fn guandan_run(cfg: &Config) -> Result<Value, HarnessError> {
    let player = guandan_player(&cfg.players)?;
    let clock = Instant::now();
    let mut team_wins = [0u64; 2];
    let mut upgrades = [0u64; 4];
    let mut capped = 0u64;
    let record = |g: &guandan::Game| {
        let r = g.results().last().ok_or(Broken::NoResult)?;
        team_wins[r.winning_team.min(1)] += 1;
        upgrades[usize::from(r.upgrade.min(3))] += 1;
        Ok(())
    };
    let keep_going = |g: &guandan::Game| {
        let go = g.hand_number() < HAND_CAP;
        capped += u64::from(!go);
        go
    };
    let t = play_many::<_, _, 4>(cfg, player, guandan::Game::new, record, keep_going);
    let mut out = t.summary(GameKind::Guandan, cfg, clock);
    out["wins"] = json!({"team0": team_wins[0], "team1": team_wins[1]});
    out["upgrades"] = json!({"+1": upgrades[1], "+2": upgrades[2], "+3": upgrades[3]});
    out["capped"] = json!(capped);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(game: GameKind, players: &str, hands: u64) -> Config {
        Config {
            game,
            players: players.into(),
            hands,
            seed: 11,
        }
    }

    #[test]
    fn cheap_players_keep_every_invariant() {
        for game in [GameKind::Doudizhu, GameKind::Guandan] {
            for p in ["random", "greedy"] {
                let v = run(&cfg(game, p, 300)).unwrap();
                assert_eq!(v["invariants_broken"], json!([]), "{v}");
                assert_eq!(v["games"], json!(300));
                assert!(v["decisions"].as_u64().unwrap() > 300);
            }
        }
    }

    #[test]
    fn an_unknown_player_is_a_typed_error() {
        let e = run(&cfg(GameKind::Guandan, "ai-bid1", 1)).unwrap_err();
        assert_eq!(
            e,
            HarnessError::UnknownPlayer {
                game: GameKind::Guandan,
                name: "ai-bid1".into()
            }
        );
        assert!(e.to_string().contains("greedy"));
    }
}
