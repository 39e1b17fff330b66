//! `cardgame tune`: the fast policy's hand-set numbers tuned by self-play with SPSA
//! ([`ai::tune`]). Each iteration draws a ±1 perturbation per number from the seeded
//! generator, plays the policy with θ + c·Δ against the policy with θ − c·Δ on `--hands`
//! fresh deals, each deal twice with the sides swapped (the arena's pairing), and moves θ
//! along the gradient the match score estimates.
//!
//! ```text
//! cardgame tune --game guandan [--iterations 200] [--hands 1000] [--seed 1] [--threads 2]
//!               [--out crates/ai/tune/guandan.log]
//! ```
//!
//! One line per iteration: the match score (θ+'s side, per game: levels in Guandan, points
//! in Dou Dizhu), θ+'s wins, and θ after the update, as reals (the players use them
//! rounded). The log ends with the tuned numbers, written as the Rust constant that ships
//! them. Everything depends only on the flags: the threads change the wall time, not a
//! digit of the log (the clock goes to stderr). An iteration's deals are fresh: their seeds
//! are drawn from the run's generator, far from the arena's small seeds.

use std::fmt;
use std::io::{self, Write};

use ai::ddz::policy::{self as ddz, Style};
use ai::guandan::policy as gd;
use ai::play_out::{Agent, NoObserver, play_hand};
use ai::tune::{Gains, Spsa, Trial, Tunable};
use engine::rng::GameRng;
use engine::{Seat, guandan};

use crate::protocol::GameKind;

/// The tuning run's settings (see the module doc).
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// The game whose policy is tuned.
    pub game: GameKind,
    /// SPSA iterations.
    pub iterations: u64,
    /// Deals per iteration (each played twice).
    pub hands: u64,
    /// The run's seed: the perturbations and the deals.
    pub seed: u64,
    /// Worker threads (results do not depend on it).
    pub threads: usize,
    /// Where the log goes besides stdout.
    pub out: Option<String>,
}

/// What is wrong with `cardgame tune`'s flags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgError {
    /// A flag without its value.
    MissingValue(String),
    /// A flag this command does not take.
    UnknownFlag(String),
    /// `--game` names no game.
    UnknownGame(String),
    /// `--game` was not given.
    NoGame,
    /// A count that is not a number.
    BadNumber {
        /// The flag.
        flag: String,
        /// What was given.
        value: String,
    },
    /// A count that must be at least 1.
    Zero(&'static str),
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgError::MissingValue(flag) => write!(f, "{flag} needs a value"),
            ArgError::UnknownFlag(flag) => write!(f, "unknown flag {flag:?}"),
            ArgError::UnknownGame(g) => write!(f, "unknown game {g:?} (doudizhu or guandan)"),
            ArgError::NoGame => f.write_str("--game is required"),
            ArgError::BadNumber { flag, value } => write!(f, "bad {flag} {value:?}"),
            ArgError::Zero(flag) => write!(f, "{flag} must be at least 1"),
        }
    }
}

impl std::error::Error for ArgError {}

impl Config {
    /// Reads the flags that follow `cardgame tune`.
    ///
    /// # Errors
    /// [`ArgError`] for a missing or unknown flag, a bad number, or no game.
    pub fn from_args(args: &[String]) -> Result<Config, ArgError> {
        let mut game = None;
        let mut cfg = Config {
            game: GameKind::Guandan,
            iterations: 200,
            hands: 1000,
            seed: 1,
            threads: 2,
            out: None,
        };
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let value = it
                .next()
                .ok_or_else(|| ArgError::MissingValue(flag.clone()))?;
            let num = |v: &str| -> Result<u64, ArgError> {
                v.parse().map_err(|_| ArgError::BadNumber {
                    flag: flag.clone(),
                    value: v.into(),
                })
            };
            match flag.as_str() {
                "--game" => {
                    game = Some(
                        GameKind::from_name(value)
                            .ok_or_else(|| ArgError::UnknownGame(value.clone()))?,
                    )
                }
                "--iterations" => cfg.iterations = num(value)?,
                "--hands" => cfg.hands = num(value)?,
                "--seed" => cfg.seed = num(value)?,
                "--threads" => cfg.threads = num(value)? as usize,
                "--out" => cfg.out = Some(value.clone()),
                _ => return Err(ArgError::UnknownFlag(flag.clone())),
            }
        }
        cfg.game = game.ok_or(ArgError::NoGame)?;
        for (flag, n) in [
            ("--iterations", cfg.iterations),
            ("--hands", cfg.hands),
            ("--threads", cfg.threads as u64),
        ] {
            if n == 0 {
                return Err(ArgError::Zero(flag));
            }
        }
        Ok(cfg)
    }

    /// The flags that decide the result, as a command line (the log's first line).
    pub fn command(&self) -> String {
        format!(
            "cardgame tune --game {} --iterations {} --hands {} --seed {}",
            self.game.name(),
            self.iterations,
            self.hands,
            self.seed
        )
    }
}

/// Why a tuning run stopped.
#[derive(Debug)]
pub enum TuneError {
    /// A policy's action was refused or a hand did not end (a bug in the policy).
    Play {
        /// The deal's seed.
        seed: u64,
        /// What the driver reported.
        what: String,
    },
    /// The log could not be written.
    Io(io::Error),
}

impl fmt::Display for TuneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TuneError::Play { seed, what } => write!(f, "deal {seed}: {what}"),
            TuneError::Io(e) => write!(f, "writing the log: {e}"),
        }
    }
}

impl std::error::Error for TuneError {}

impl From<io::Error> for TuneError {
    fn from(e: io::Error) -> TuneError {
        TuneError::Io(e)
    }
}

/// One deal played twice, θ+ on each side: θ+'s score over both games and its wins.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Pair {
    score: i64,
    wins: u64,
    games: u64,
}

impl Pair {
    fn add(&mut self, o: Pair) {
        self.score += o.score;
        self.wins += o.wins;
        self.games += o.games;
    }
}

/// Runs the tuning and writes its log to `out`.
///
/// # Errors
/// [`TuneError`] when a hand breaks or the log cannot be written.
pub fn run(cfg: &Config, out: &mut dyn Write) -> Result<(), TuneError> {
    match cfg.game {
        GameKind::Guandan => {
            let gains = Gains::for_iterations(cfg.iterations);
            spsa(cfg, &gd::Params::DEFAULT, gains, gd_deal, out)
        }
        GameKind::Doudizhu => {
            let gains = Gains {
                a: DDZ_A,
                ..Gains::for_iterations(cfg.iterations)
            };
            spsa(cfg, &ddz::Params::DEFAULT, gains, ddz_deal, out)
        }
    }
}

/// Dou Dizhu's step scale: its match score is in points, about four times a Guandan score
/// in levels (a landlord's hand at 1–3 points a peasant, doubled by each bomb), so a
/// quarter of [`Gains::A`] moves the numbers alike.
pub const DDZ_A: f64 = Gains::A / 4.0;

/// The SPSA loop, whatever the game: `deal(seed, plus, minus)` plays one deal both ways.
fn spsa<P: Tunable + fmt::Debug + Send + Sync>(
    cfg: &Config,
    start: &P,
    gains: Gains,
    deal: fn(u64, P, P) -> Result<Pair, TuneError>,
    out: &mut dyn Write,
) -> Result<(), TuneError> {
    let mut run = Spsa::new(start, gains, GameRng::new(cfg.seed, 0));
    writeln!(out, "# {}", cfg.command())?;
    writeln!(
        out,
        "# gains: a_k = {}/(k+1+{})^0.602, c_k = {}/(k+1)^0.101, in steps of each number",
        gains.a, gains.big_a, gains.c
    )?;
    let names: Vec<String> = P::KNOBS
        .iter()
        .map(|k| format!("{}(±{})", k.name, k.step))
        .collect();
    writeln!(out, "# iter score wins/games | θ: {}", names.join(" "))?;
    for _ in 0..cfg.iterations {
        let trial = run.trial();
        let first = run.draw();
        let pair = play_match(&trial, first, cfg.hands, cfg.threads, deal)?;
        let score = pair.score as f64 / pair.games.max(1) as f64;
        run.update(&trial, score);
        let theta: Vec<String> = run.theta().iter().map(|t| format!("{t:.2}")).collect();
        writeln!(
            out,
            "{:>4} {:>+8.4} {:>5}/{} | {}",
            trial.k + 1,
            score,
            pair.wins,
            pair.games,
            theta.join(" ")
        )?;
        out.flush()?;
    }
    let tuned = run.params();
    writeln!(out, "# tuned ({}):", cfg.command())?;
    writeln!(out, "{tuned:#?}")?;
    Ok(())
}

/// Plays deals `first + i` for `i` in `0..hands`, both ways, split over `threads` workers;
/// the sums do not depend on the split.
fn play_match<P: Tunable + Send + Sync>(
    trial: &Trial<P>,
    first: u64,
    hands: u64,
    threads: usize,
    deal: fn(u64, P, P) -> Result<Pair, TuneError>,
) -> Result<Pair, TuneError> {
    let threads = threads.clamp(1, 16) as u64;
    let (plus, minus) = (trial.plus, trial.minus);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || -> Result<Pair, TuneError> {
                    let mut sum = Pair::default();
                    let mut i = t;
                    while i < hands {
                        sum.add(deal(first.wrapping_add(i), plus, minus)?);
                        i += threads;
                    }
                    Ok(sum)
                })
            })
            .collect();
        let mut total = Pair::default();
        for h in handles {
            match h.join() {
                Ok(r) => total.add(r?),
                Err(_) => {
                    return Err(TuneError::Play {
                        seed: first,
                        what: "a worker panicked".into(),
                    });
                }
            }
        }
        Ok(total)
    })
}

/// The Guandan fast policy with given numbers, as a seat's agent (the AI outside its turns,
/// as `policy` in the arena).
#[derive(Debug, Clone, Copy)]
struct GdPolicy(gd::Params);

impl Agent<guandan::Game> for GdPolicy {
    fn name(&self) -> &'static str {
        "policy"
    }
    fn act(
        &mut self,
        view: &guandan::PlayerView,
        rng: &mut GameRng,
    ) -> ai::Decision<guandan::Action> {
        if view.my_turn() {
            ai::guandan::policy_choice(view, self.0)
        } else {
            ai::guandan::Player::Policy.choose(view, rng)
        }
    }
}

/// One Guandan deal (its first hand) played twice: θ+'s team on seats 0 and 2, then on 1
/// and 3; θ+ scores the levels its team gained, less those the other gained.
fn gd_deal(seed: u64, plus: gd::Params, minus: gd::Params) -> Result<Pair, TuneError> {
    let g = guandan::Game::new(seed);
    let mut pair = Pair::default();
    for plus_team in [0usize, 1] {
        let mut h = g.clone();
        let team = |t: usize| GdPolicy(if t == plus_team { plus } else { minus });
        let [mut a, mut b, mut c, mut d] = [0, 1, 0, 1].map(team);
        let mut seats: [&mut dyn Agent<guandan::Game>; 4] = [&mut a, &mut b, &mut c, &mut d];
        play_hand(&mut h, &mut seats, &mut NoObserver).map_err(|e| TuneError::Play {
            seed,
            what: e.to_string(),
        })?;
        let Some(r) = h.results().last() else {
            return Err(TuneError::Play {
                seed,
                what: "the hand ended without a result".into(),
            });
        };
        let won = r.winning_team == plus_team;
        let levels = i64::from(r.upgrade);
        pair.add(Pair {
            score: if won { levels } else { -levels },
            wins: u64::from(won),
            games: 1,
        });
    }
    Ok(pair)
}

/// The Dou Dizhu fast policy in a style, as a seat's agent (the AI outside its turns,
/// bidding included, as `policy` in the arena).
#[derive(Debug, Clone, Copy)]
struct DdzPolicy(Style);

impl Agent<engine::ddz::Game> for DdzPolicy {
    fn name(&self) -> &'static str {
        "policy"
    }
    fn act(
        &mut self,
        view: &engine::ddz::PlayerView,
        rng: &mut GameRng,
    ) -> ai::Decision<engine::ddz::Action> {
        if view.phase == engine::ddz::Phase::Playing && view.to_act == Some(view.seat) {
            ai::ddz::policy_choice(view, self.0)
        } else {
            ai::ddz::Player::Policy.choose(view, rng)
        }
    }
}

/// One Dou Dizhu deal played twice after the AI's bidding in every seat (as the arena's
/// `sides`): θ+ as the landlord against θ− as the peasants, then the other way round; θ+
/// scores the points its side won or lost.
fn ddz_deal(seed: u64, plus: ddz::Params, minus: ddz::Params) -> Result<Pair, TuneError> {
    let broke = |what: String| TuneError::Play { seed, what };
    let mut g = engine::ddz::Game::new(seed);
    while g.phase() == engine::ddz::Phase::Bidding {
        let Some(seat) = g.to_act() else { break };
        let d = ai::ddz::Player::Ai.choose(&g.view(seat), &mut g.ai_rng());
        g.apply(d.action)
            .map_err(|e| broke(format!("bid refused: {e}")))?;
    }
    let Some(landlord) = g.landlord() else {
        return Err(broke("no landlord after the bidding".into()));
    };
    let mut pair = Pair::default();
    for (lord, peasants, plus_lord) in [(plus, minus, true), (minus, plus, false)] {
        let mut h = g.clone();
        let agent =
            |s: Seat| DdzPolicy(Style::Current(if s == landlord { lord } else { peasants }));
        let [mut a, mut b, mut c] = [0u8, 1, 2].map(|i| agent(Seat(i)));
        let mut seats: [&mut dyn Agent<engine::ddz::Game>; 3] = [&mut a, &mut b, &mut c];
        play_hand(&mut h, &mut seats, &mut NoObserver).map_err(|e| broke(e.to_string()))?;
        let Some(s) = h.settlements().last() else {
            return Err(broke("the hand ended without a settlement".into()));
        };
        let lord_score = s.deltas[landlord.index()];
        pair.add(Pair {
            score: if plus_lord { lord_score } else { -lord_score },
            wins: u64::from(s.landlord_won == plus_lord),
            games: 1,
        });
    }
    Ok(pair)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn flags_are_read_with_their_defaults() {
        let cfg = Config::from_args(&args("--game guandan --hands 10 --out x.log")).unwrap();
        assert_eq!(
            cfg,
            Config {
                game: GameKind::Guandan,
                iterations: 200,
                hands: 10,
                seed: 1,
                threads: 2,
                out: Some("x.log".into()),
            }
        );
        assert_eq!(
            cfg.command(),
            "cardgame tune --game guandan --iterations 200 --hands 10 --seed 1"
        );
    }

    #[test]
    fn bad_flags_are_typed_errors() {
        let err = |s: &str| Config::from_args(&args(s)).unwrap_err();
        assert_eq!(err("--hands 5"), ArgError::NoGame);
        assert_eq!(err("--game chess"), ArgError::UnknownGame("chess".into()));
        assert_eq!(
            err("--game guandan --hands"),
            ArgError::MissingValue("--hands".into())
        );
        assert_eq!(
            err("--game guandan --hands many"),
            ArgError::BadNumber {
                flag: "--hands".into(),
                value: "many".into()
            }
        );
        assert_eq!(
            err("--game guandan --speed 3"),
            ArgError::UnknownFlag("--speed".into())
        );
        assert_eq!(
            err("--game guandan --iterations 0"),
            ArgError::Zero("--iterations")
        );
        assert_eq!(
            err("--game guandan --threads 0"),
            ArgError::Zero("--threads")
        );
    }

    fn log(flags: &str) -> String {
        let cfg = Config::from_args(&args(flags)).unwrap();
        let mut out = Vec::new();
        run(&cfg, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_doudizhu_run_too() {
        let one = log("--game doudizhu --iterations 2 --hands 3 --seed 5 --threads 1");
        let two = log("--game doudizhu --iterations 2 --hands 3 --seed 5 --threads 2");
        assert_eq!(one, two);
        assert!(one.contains("/6 | "), "{one}");
        assert!(one.contains("push_gain: "), "{one}");
    }

    #[test]
    fn a_run_depends_on_its_flags_not_its_threads() {
        let one = log("--game guandan --iterations 3 --hands 4 --seed 5 --threads 1");
        let three = log("--game guandan --iterations 3 --hands 4 --seed 5 --threads 3");
        assert_eq!(one, three);
        let other = log("--game guandan --iterations 3 --hands 4 --seed 6 --threads 1");
        assert_ne!(one, other);
        // A header of three lines, one line per iteration, then the tuned numbers.
        let lines: Vec<&str> = one.lines().collect();
        assert!(lines[0].starts_with("# cardgame tune --game guandan --iterations 3"));
        assert!(lines[3].starts_with("   1 "), "{}", lines[3]);
        assert!(lines[5].starts_with("   3 "), "{}", lines[5]);
        assert!(lines[5].contains("/8 | "), "{}", lines[5]);
        assert!(lines[6].starts_with("# tuned"));
        assert!(one.contains("lead_bomb: "));
    }
}
