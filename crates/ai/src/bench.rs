//! The decision-time benchmark behind the browser speed page (`bench.html`, built from
//! `src/bin/aibench.rs`) and its native twin (`cargo run --release --bin aibench -- --run`):
//! whole seeded hands with the AI in every seat, every decision timed with the clock it is
//! given (`performance.now()` in the browser). Same positions everywhere: only the clock
//! differs.
//!
//! ```
//! use ai::bench::{Config, run};
//! let start = std::time::Instant::now();
//! let mut clock = move || start.elapsed().as_secs_f64() * 1000.0;
//! let r = run(&Config { ddz_hands: 1, guandan_hands: 0, hard_ddz_hands: 0, hard_guandan_hands: 0 }, &mut clock);
//! assert!(r["doudizhu"]["decisions"].as_u64().unwrap() > 0);
//! ```

use serde_json::{Value, json};

use engine::{Seat, ddz, guandan};

use crate::play_out::{Agent, Observer, Table, play_seated};

/// How much to measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// Dou Dizhu hands (seeds 1, 2, …), bidding included.
    pub ddz_hands: u64,
    /// Guandan first hands (seeds 1, 2, …).
    pub guandan_hands: u64,
    /// Dou Dizhu hands at 어려움 ([`crate::Level::Hard`]).
    pub hard_ddz_hands: u64,
    /// Guandan first hands at 어려움.
    pub hard_guandan_hands: u64,
}

impl Config {
    /// What the speed page measures.
    pub const PAGE: Config = Config {
        ddz_hands: 40,
        guandan_hands: 12,
        hard_ddz_hands: 8,
        hard_guandan_hands: 4,
    };
}

/// The targets (milliseconds): median and p99 per game at the default level, and the
/// auto-play interval every such decision must fit in; 어려움 may take up to 300 ms (p99).
pub fn targets() -> Value {
    json!({
        "doudizhu": {"median_ms": 20.0, "p99_ms": 100.0},
        "guandan": {"median_ms": 40.0, "p99_ms": 200.0},
        "autoplay_interval_ms": 300.0,
        "hard_p99_ms": 300.0,
    })
}

/// Summary statistics of decision times in milliseconds.
pub fn stats(mut ms: Vec<f64>) -> Value {
    ms.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    let pick = |q: f64| -> f64 {
        if ms.is_empty() {
            return 0.0;
        }
        let i = ((ms.len() as f64 - 1.0) * q).round() as usize;
        ms[i.min(ms.len() - 1)]
    };
    let r3 = |x: f64| (x * 1000.0).round() / 1000.0;
    let mean = if ms.is_empty() {
        0.0
    } else {
        ms.iter().sum::<f64>() / ms.len() as f64
    };
    json!({
        "decisions": ms.len(),
        "median_ms": r3(pick(0.5)),
        "p99_ms": r3(pick(0.99)),
        "max_ms": r3(pick(1.0)),
        "mean_ms": r3(mean),
    })
}

/// Times every decision with the page's clock.
struct Clocked<'a> {
    clock: &'a mut dyn FnMut() -> f64,
    t0: f64,
    ms: Vec<f64>,
}

impl<G: Table> Observer<G> for Clocked<'_> {
    type Halt = std::convert::Infallible;
    fn deciding(&mut self, _: &G, _: Seat) {
        self.t0 = (self.clock)();
    }
    fn decided(&mut self, _: &G, _: Seat, _: &crate::Decision<G::Action>) {
        self.ms.push((self.clock)() - self.t0);
    }
}

/// The decision times (ms) of whole seeded hands (seeds 1..=hands) with `player` in every
/// seat. A hand an agent breaks is cut short: the times so far still count.
fn times<G: Table, P: Agent<G> + Copy, const N: usize>(
    hands: u64,
    new: impl Fn(u64) -> G,
    player: P,
    clock: &mut dyn FnMut() -> f64,
) -> Vec<f64> {
    let mut obs = Clocked {
        clock,
        t0: 0.0,
        ms: Vec::new(),
    };
    for seed in 1..=hands {
        let mut g = new(seed);
        let _cut_short = play_seated(&mut g, &mut [player; N], &mut obs);
    }
    obs.ms
}

/// Runs the benchmark with `clock` (milliseconds) and reports the statistics, the targets,
/// and whether they are met.
pub fn run(cfg: &Config, clock: &mut dyn FnMut() -> f64) -> Value {
    use crate::ddz::Player as D;
    use crate::guandan::Player as G;
    let ddz = stats(times::<_, _, 3>(
        cfg.ddz_hands,
        ddz::Game::new,
        D::Ai,
        clock,
    ));
    let gd = stats(times::<_, _, 4>(
        cfg.guandan_hands,
        guandan::Game::new,
        G::Ai,
        clock,
    ));
    let ddz_hard = stats(times::<_, _, 3>(
        cfg.hard_ddz_hands,
        ddz::Game::new,
        D::AiHard,
        clock,
    ));
    let gd_hard = stats(times::<_, _, 4>(
        cfg.hard_guandan_hands,
        guandan::Game::new,
        G::AiHard,
        clock,
    ));
    let t = targets();
    let f = |v: &Value, k: &str| v.get(k).and_then(Value::as_f64).unwrap_or(f64::MAX);
    let measured = |s: &Value| s.get("decisions").and_then(Value::as_u64).unwrap_or(0) > 0;
    let interval = f(&t, "autoplay_interval_ms");
    let game_ok = |s: &Value, g: &str| {
        !measured(s)
            || (f(s, "median_ms") <= f(&t[g], "median_ms")
                && f(s, "p99_ms") <= f(&t[g], "p99_ms")
                && f(s, "max_ms") <= interval)
    };
    let hard_ok = |s: &Value| !measured(s) || f(s, "p99_ms") <= f(&t, "hard_p99_ms");
    let ok = game_ok(&ddz, "doudizhu")
        && game_ok(&gd, "guandan")
        && hard_ok(&ddz_hard)
        && hard_ok(&gd_hard);
    json!({
        "doudizhu": ddz,
        "guandan": gd,
        "doudizhu_hard": ddz_hard,
        "guandan_hard": gd_hard,
        "targets": t,
        "hands": {
            "doudizhu": cfg.ddz_hands,
            "guandan": cfg.guandan_hands,
            "doudizhu_hard": cfg.hard_ddz_hands,
            "guandan_hard": cfg.hard_guandan_hands,
        },
        "ok": ok,
    })
}
