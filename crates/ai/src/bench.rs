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
//! let r = run(&Config { ddz_hands: 1, guandan_hands: 0 }, &mut clock);
//! assert!(r["doudizhu"]["decisions"].as_u64().unwrap() > 0);
//! ```

use serde_json::{Value, json};

use engine::ddz;
use engine::guandan;

/// How much to measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// Dou Dizhu hands (seeds 1, 2, …), bidding included.
    pub ddz_hands: u64,
    /// Guandan first hands (seeds 1, 2, …).
    pub guandan_hands: u64,
}

impl Config {
    /// What the speed page measures.
    pub const PAGE: Config = Config {
        ddz_hands: 40,
        guandan_hands: 12,
    };
}

/// The targets (milliseconds): median and p99 per game, and the auto-play interval every
/// decision must fit in.
pub fn targets() -> Value {
    json!({
        "doudizhu": {"median_ms": 20.0, "p99_ms": 100.0},
        "guandan": {"median_ms": 40.0, "p99_ms": 200.0},
        "autoplay_interval_ms": 300.0,
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

fn ddz_times(hands: u64, clock: &mut dyn FnMut() -> f64) -> Vec<f64> {
    let mut out = Vec::new();
    for seed in 1..=hands {
        let mut g = ddz::Game::new(seed);
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            let view = g.view(seat);
            let mut rng = g.ai_rng();
            let t0 = clock();
            let d = super::ddz::choose(&view, &mut rng);
            out.push(clock() - t0);
            steps += 1;
            if g.apply(d.action).is_err() || steps > 500 {
                break;
            }
        }
    }
    out
}

fn guandan_times(hands: u64, clock: &mut dyn FnMut() -> f64) -> Vec<f64> {
    let mut out = Vec::new();
    for seed in 1..=hands {
        let mut g = guandan::Game::new(seed);
        let mut steps = 0;
        while matches!(g.phase(), guandan::Phase::Playing | guandan::Phase::Return) {
            let Some(seat) = g.to_act() else { break };
            let view = g.view(seat);
            let mut rng = g.ai_rng();
            let t0 = clock();
            let d = super::guandan::choose(&view, &mut rng);
            out.push(clock() - t0);
            steps += 1;
            if g.apply(d.action).is_err() || steps > 2_000 {
                break;
            }
        }
    }
    out
}

/// Runs the benchmark with `clock` (milliseconds) and reports the statistics, the targets,
/// and whether they are met.
pub fn run(cfg: &Config, clock: &mut dyn FnMut() -> f64) -> Value {
    let ddz = stats(ddz_times(cfg.ddz_hands, clock));
    let gd = stats(guandan_times(cfg.guandan_hands, clock));
    let t = targets();
    let f = |v: &Value, k: &str| v.get(k).and_then(Value::as_f64).unwrap_or(f64::MAX);
    let interval = f(&t, "autoplay_interval_ms");
    let game_ok = |s: &Value, g: &str| {
        s.get("decisions").and_then(Value::as_u64).unwrap_or(0) == 0
            || (f(s, "median_ms") <= f(&t[g], "median_ms")
                && f(s, "p99_ms") <= f(&t[g], "p99_ms")
                && f(s, "max_ms") <= interval)
    };
    let ok = game_ok(&ddz, "doudizhu") && game_ok(&gd, "guandan");
    json!({
        "doudizhu": ddz,
        "guandan": gd,
        "targets": t,
        "hands": {"doudizhu": cfg.ddz_hands, "guandan": cfg.guandan_hands},
        "ok": ok,
    })
}
