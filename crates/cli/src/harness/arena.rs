//! `cardgame arena`: many hands between named computer players, with win rates per side
//! (95 % Wilson confidence intervals), the average score per hand, and decision times
//! (median, p99). Every hand is played through the engine's `apply`, so an illegal AI move
//! is caught, and everything is seeded: the same command prints the same results (only the
//! times vary).
//!
//! ```text
//! cardgame arena --game doudizhu --a ai --b greedy --hands 2000 --seed 1
//! cardgame arena --game doudizhu --mode bidding --hands 2000 --seed 1
//! cardgame arena --game guandan --a ai --b greedy --hands 2000 --seed 1
//! ```
//!
//! Modes:
//! - `sides` (default): every deal is played twice with the sides swapped, so both players
//!   get the same cards. Dou Dizhu: the landlord and the bid are decided first by the AI's
//!   bidding in every seat (the same in both runs), then `a` plays the landlord against
//!   `b`'s peasants, and `b` the landlord against `a`'s peasants. Guandan: `a`'s team holds
//!   seats 0 and 2, then seats 1 and 3.
//! - `matches` (Guandan): whole matches, level 2 until a team wins past A (or 200 hands),
//!   tribute and return included; every match is played twice with the teams' seats
//!   swapped. `--hands` counts matches.
//! - `bidding` (Dou Dizhu): the AI plays every seat; one seat (rotating) bids with the AI's
//!   bidding in one run and always bids 1 in the other, on the same deals. A deal everyone
//!   passes scores 0.

use std::ops::ControlFlow;
use std::time::Instant;

use serde_json::{Value, json};

use ai::ddz::Player as DdzPlayer;
use ai::guandan::Player as GdPlayer;
use ai::play_out::{Observer, PlayError};
use engine::Seat;
use engine::ddz::{Action, Event, Game, Phase};

use super::{HarnessError, Stopwatch, ddz_player, guandan_player, time_stats};
use crate::protocol::GameKind;

/// A player's decision times as the report shows them.
fn times_json(ns: &[u64], player: &str) -> Value {
    let mut v = time_stats(ns);
    v["player"] = json!(player);
    v
}

/// Which comparison to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Two players on the same deals with the sides swapped.
    Sides,
    /// AI bidding against always bidding 1 (Dou Dizhu).
    Bidding,
    /// Whole matches from level 2 past A, each played twice with the teams swapped
    /// (Guandan).
    Matches,
}

impl Mode {
    /// The mode with this name.
    pub fn from_name(s: &str) -> Option<Mode> {
        match s {
            "sides" => Some(Mode::Sides),
            "bidding" => Some(Mode::Bidding),
            "matches" => Some(Mode::Matches),
            _ => None,
        }
    }
}

/// How the Dou Dizhu landlord of each deal is chosen in `sides` mode (the same in both runs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Landlord {
    /// The AI's bidding in every seat: strong hands become the landlord, as in real play.
    Bid,
    /// The deal's (random) first bidder bids 1 and the others pass: a random hand leads.
    Random,
}

impl Landlord {
    /// The choice with this name.
    pub fn from_name(s: &str) -> Option<Landlord> {
        match s {
            "bid" => Some(Landlord::Bid),
            "random" => Some(Landlord::Random),
            _ => None,
        }
    }

    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            Landlord::Bid => "bid",
            Landlord::Random => "random",
        }
    }
}

/// The arena's settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// `doudizhu` or `guandan`.
    pub game: GameKind,
    /// The comparison.
    pub mode: Mode,
    /// First player's name.
    pub a: String,
    /// Second player's name.
    pub b: String,
    /// Deals to play (each twice).
    pub hands: u64,
    /// The first deal's seed; deal `i` uses `seed + i`.
    pub seed: u64,
    /// Worker threads (results do not depend on it).
    pub threads: usize,
    /// How the Dou Dizhu landlord is chosen in `sides` mode.
    pub landlord: Landlord,
}

/// Wins out of games, with the score those games brought.
#[derive(Debug, Clone, Copy, Default)]
struct Side {
    games: u64,
    wins: u64,
    score: i64,
    /// Guandan: the wins that moved the team up 1, 2 and 3 levels (guandan §16); zeros in
    /// Dou Dizhu.
    wins_by_upgrade: [u64; 3],
}

impl Side {
    fn add(&mut self, won: bool, score: i64) {
        self.games += 1;
        self.wins += won as u64;
        self.score += score;
    }

    /// A Guandan hand: won or lost, the winners going up `upgrade` levels (guandan §16).
    fn add_guandan(&mut self, won: bool, upgrade: u8) {
        let levels = i64::from(upgrade);
        self.add(won, if won { levels } else { -levels });
        if won && (1..=3).contains(&upgrade) {
            self.wins_by_upgrade[usize::from(upgrade) - 1] += 1;
        }
    }

    fn merge(&mut self, o: &Side) {
        self.games += o.games;
        self.wins += o.wins;
        self.score += o.score;
        for (a, b) in self.wins_by_upgrade.iter_mut().zip(o.wins_by_upgrade) {
            *a += b;
        }
    }

    fn json(&self, name: &str) -> Value {
        let (lo, hi) = wilson(self.wins, self.games);
        let mut v = json!({
            "side": name,
            "hands": self.games,
            "wins": self.wins,
            "win_rate": round4(ratio(self.wins, self.games)),
            "ci95": [round4(lo), round4(hi)],
            "score_per_hand": round4(if self.games == 0 { 0.0 } else { self.score as f64 / self.games as f64 }),
        });
        if self.wins_by_upgrade.iter().any(|&n| n > 0) {
            let [one, two, three] = self.wins_by_upgrade;
            v["wins_by_upgrade"] = json!({"+3": three, "+2": two, "+1": one});
        }
        v
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 { 0.0 } else { a as f64 / b as f64 }
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// The 95 % Wilson score interval of `wins` out of `n`.
pub fn wilson(wins: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let n = n as f64;
    let p = wins as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// What one worker gathered.
#[derive(Debug, Default)]
struct Tally {
    sides: Vec<Side>,
    /// Decision times in nanoseconds, one list per player.
    times: Vec<Vec<u64>>,
    errors: Vec<String>,
}

impl Tally {
    fn new(sides: usize, players: usize) -> Tally {
        Tally {
            sides: vec![Side::default(); sides],
            times: vec![Vec::new(); players],
            errors: Vec::new(),
        }
    }

    fn merge(&mut self, o: Tally) {
        for (a, b) in self.sides.iter_mut().zip(&o.sides) {
            a.merge(b);
        }
        for (a, b) in self.times.iter_mut().zip(o.times) {
            a.extend(b);
        }
        if self.errors.len() < 20 {
            self.errors.extend(o.errors.into_iter().take(20));
        }
    }
}

/// Runs hands `0..n` split over `threads` workers, each calling `one(i, &mut tally)`.
fn run_parallel(
    n: u64,
    threads: usize,
    sides: usize,
    players: usize,
    one: &(dyn Fn(u64, &mut Tally) + Sync),
) -> Tally {
    let threads = threads.clamp(1, 16) as u64;
    let mut total = Tally::new(sides, players);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut tally = Tally::new(sides, players);
                    let mut i = t;
                    while i < n {
                        one(i, &mut tally);
                        i += threads;
                    }
                    tally
                })
            })
            .collect();
        for h in handles {
            if let Ok(t) = h.join() {
                total.merge(t);
            }
        }
    });
    total
}

/// Runs the arena and returns its report.
///
/// # Errors
/// [`HarnessError`] for an unknown player or an unsupported mode.
pub fn run(cfg: &Config) -> Result<Value, HarnessError> {
    match cfg.game {
        GameKind::Doudizhu => ddz_run(cfg),
        GameKind::Guandan => gd_run(cfg),
    }
}

/// Times the decisions of the seats `timer_of` names and, in the bidding comparison, stops
/// a Dou Dizhu hand at its first redeal (that deal scores 0).
struct ArenaWatch<F> {
    watch: Stopwatch<F>,
    stop_at_redeal: bool,
}

impl<F: Fn(Seat) -> Option<usize>> Observer<Game> for ArenaWatch<F> {
    type Halt = Redealt;
    fn deciding(&mut self, g: &Game, seat: Seat) {
        self.watch.deciding(g, seat);
    }
    fn decided(&mut self, g: &Game, seat: Seat, d: &ai::Decision<Action>) {
        self.watch.decided(g, seat, d);
    }
    fn applied(&mut self, _: &Game, _: Seat, events: &[Event]) -> ControlFlow<Redealt> {
        if self.stop_at_redeal && events.iter().any(|e| matches!(e, Event::Redeal { .. })) {
            ControlFlow::Break(Redealt)
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// Everyone passed: the cards were dealt again (doudizhu §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Redealt;

impl std::fmt::Display for Redealt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("everyone passed: redeal")
    }
}

/// Plays the hand with `players[seat]` in each seat, adding the decision times of each seat
/// to `tally.times[timer_of(seat)]`. False when the hand stopped early: an agent's action
/// was refused (reported in `tally.errors`), or a redeal when `stop_at_redeal`.
fn ddz_play(
    g: &mut Game,
    players: &mut [DdzPlayer; 3],
    timer_of: impl Fn(Seat) -> Option<usize>,
    tally: &mut Tally,
    stop_at_redeal: bool,
) -> bool {
    let mut obs = ArenaWatch {
        watch: Stopwatch::new(tally.times.len(), timer_of),
        stop_at_redeal,
    };
    let r = ai::play_out::play_seated(g, players, &mut obs);
    for (all, new) in tally.times.iter_mut().zip(obs.watch.times) {
        all.extend(new);
    }
    match r {
        Ok(()) => true,
        Err(PlayError::Halted(Redealt)) => false,
        Err(e) => {
            tally.errors.push(e.to_string());
            false
        }
    }
}

fn ddz_run(cfg: &Config) -> Result<Value, HarnessError> {
    let clock = Instant::now();
    match cfg.mode {
        Mode::Sides => {
            let a = ddz_player(&cfg.a)?;
            let b = ddz_player(&cfg.b)?;
            // Sides: 0 a as landlord, 1 a as peasants, 2 b as landlord, 3 b as peasants.
            let one = |i: u64, tally: &mut Tally| {
                let mut g = Game::new(cfg.seed.wrapping_add(i));
                // The landlord and the bid: the AI's bidding in every seat, or the first
                // bidder at 1.
                while g.phase() == Phase::Bidding {
                    let Some(seat) = g.to_act() else { break };
                    let action = match cfg.landlord {
                        Landlord::Bid => {
                            DdzPlayer::Ai.choose(&g.view(seat), &mut g.ai_rng()).action
                        }
                        Landlord::Random => ai::ddz::baseline::bid_one(&g.view(seat)).action,
                    };
                    if g.apply(action).is_err() {
                        tally.errors.push(format!("seed {}: bid refused", g.seed()));
                        return;
                    }
                }
                let Some(landlord) = g.landlord() else {
                    return;
                };
                // (landlord player, its timer, peasant player, its timer, sides)
                for (lord, lt, peasants, pt, lord_side, peasant_side) in
                    [(a, 0usize, b, 1usize, 0usize, 3usize), (b, 1, a, 0, 2, 1)]
                {
                    let mut h = g.clone();
                    let mut players = [peasants; 3];
                    players[landlord.index()] = lord;
                    let timer = |s: Seat| Some(if s == landlord { lt } else { pt });
                    if !ddz_play(&mut h, &mut players, timer, tally, false) {
                        continue;
                    }
                    let Some(s) = h.settlements().last() else {
                        continue;
                    };
                    let lord_score = s.deltas[landlord.index()];
                    tally.sides[lord_side].add(s.landlord_won, lord_score);
                    tally.sides[peasant_side].add(!s.landlord_won, -lord_score);
                }
            };
            let t = run_parallel(cfg.hands, cfg.threads, 4, 2, &one);
            Ok(json!({
                "game": "doudizhu",
                "mode": "sides",
                "landlord": cfg.landlord.name(),
                "hands": cfg.hands,
                "seed": cfg.seed,
                "a": a.name(),
                "b": b.name(),
                "sides": [
                    t.sides[0].json(&format!("{} as landlord", a.name())),
                    t.sides[1].json(&format!("{} as peasants", a.name())),
                    t.sides[2].json(&format!("{} as landlord", b.name())),
                    t.sides[3].json(&format!("{} as peasants", b.name())),
                ],
                "overall": {
                    "a_win_rate": round4(ratio(t.sides[0].wins + t.sides[1].wins, t.sides[0].games + t.sides[1].games)),
                },
                "times": [times_json(&t.times[0], a.name()), times_json(&t.times[1], b.name())],
                "errors": t.errors,
                "elapsed_s": clock.elapsed().as_secs(),
            }))
        }
        Mode::Matches => Err(HarnessError::UnsupportedMode {
            game: GameKind::Doudizhu,
            mode: "matches",
        }),
        Mode::Bidding => {
            // Sides: 0 the seat bidding with the AI, 1 the same seat always bidding 1.
            let one = |i: u64, tally: &mut Tally| {
                let seed = cfg.seed.wrapping_add(i);
                let me = Seat((i % 3) as u8);
                for (variant, bidder) in [(0usize, DdzPlayer::Ai), (1, DdzPlayer::AiBidOne)] {
                    let mut g = Game::new(seed);
                    let mut players = [DdzPlayer::Ai; 3];
                    players[me.index()] = bidder;
                    let timer = |s: Seat| (s == me).then_some(variant);
                    if !ddz_play(&mut g, &mut players, timer, tally, true) {
                        if g.phase() == Phase::Bidding {
                            tally.sides[variant].add(false, 0); // everyone passed
                        }
                        continue;
                    }
                    if let Some(s) = g.settlements().last() {
                        let won = s.won_by(me);
                        tally.sides[variant].add(won, s.deltas[me.index()]);
                    }
                }
            };
            let t = run_parallel(cfg.hands, cfg.threads, 2, 2, &one);
            Ok(json!({
                "game": "doudizhu",
                "mode": "bidding",
                "hands": cfg.hands,
                "seed": cfg.seed,
                "sides": [
                    t.sides[0].json("ai bidding"),
                    t.sides[1].json("always bid 1"),
                ],
                "times": [times_json(&t.times[0], "ai"), times_json(&t.times[1], "ai-bid1")],
                "errors": t.errors,
                "elapsed_s": clock.elapsed().as_secs(),
            }))
        }
    }
}

/// Plays one Guandan hand to its result with `team_player[team]` in each seat, timing each
/// team's decisions. The winning team and its upgrade, or `None` when something broke.
fn gd_play(
    g: &mut engine::guandan::Game,
    team_player: [GdPlayer; 2],
    team_timer: [usize; 2],
    tally: &mut Tally,
) -> Option<(usize, u8)> {
    let mut players = [0, 1, 0, 1].map(|t| team_player[t]);
    let mut watch = Stopwatch::new(tally.times.len(), |s: Seat| Some(team_timer[s.index() % 2]));
    let r = ai::play_out::play_seated(g, &mut players, &mut watch);
    for (all, new) in tally.times.iter_mut().zip(watch.times) {
        all.extend(new);
    }
    if let Err(e) = r {
        tally.errors.push(e.to_string());
        return None;
    }
    g.results().last().map(|r| (r.winning_team, r.upgrade))
}

/// The most hands one arena match may take before it is stopped (a match normally ends in
/// a dozen or so).
const MATCH_CAP: usize = 200;

/// Plays one Guandan match to its end with `team_player[team]` in each seat. The winning
/// team, the hands played and the hands each team won; `None` when something broke or
/// the match reached [`MATCH_CAP`] hands.
fn gd_match(
    mut g: engine::guandan::Game,
    team_player: [GdPlayer; 2],
    team_timer: [usize; 2],
    tally: &mut Tally,
) -> Option<(usize, [u64; 2])> {
    let mut won = [0u64; 2];
    for _ in 0..MATCH_CAP {
        let (winner, _) = gd_play(&mut g, team_player, team_timer, tally)?;
        won[winner] += 1;
        match g.phase() {
            engine::guandan::Phase::MatchOver => return Some((winner, won)),
            engine::guandan::Phase::HandOver => {
                if let Err(e) = g.apply(engine::guandan::Action::NextHand) {
                    tally
                        .errors
                        .push(format!("seed {}: next hand refused: {e:?}", g.seed()));
                    return None;
                }
            }
            _ => return None,
        }
    }
    tally.errors.push(format!(
        "seed {}: no winner after {MATCH_CAP} hands",
        g.seed()
    ));
    None
}

/// `--mode matches`: sides 0/1 are `a`'s team on seats 0+2 / 1+3 (matches won), 2 both
/// (matches), 3 the single hands of those matches from `a`'s side.
fn gd_matches(cfg: &Config, a: GdPlayer, b: GdPlayer, clock: Instant) -> Value {
    let one = |i: u64, tally: &mut Tally| {
        let g = engine::guandan::Game::new(cfg.seed.wrapping_add(i));
        for a_team in [0usize, 1] {
            let mut players = [b, b];
            players[a_team] = a;
            let mut timers = [1, 1];
            timers[a_team] = 0;
            let Some((winner, hands)) = gd_match(g.clone(), players, timers, tally) else {
                continue;
            };
            let won = winner == a_team;
            tally.sides[a_team].add(won, if won { 1 } else { -1 });
            tally.sides[2].add(won, if won { 1 } else { -1 });
            let (mine, theirs) = (hands[a_team], hands[1 - a_team]);
            for _ in 0..mine {
                tally.sides[3].add(true, 0);
            }
            for _ in 0..theirs {
                tally.sides[3].add(false, 0);
            }
        }
    };
    let t = run_parallel(cfg.hands, cfg.threads, 4, 2, &one);
    json!({
        "game": "guandan",
        "mode": "matches",
        "hands": cfg.hands,
        "seed": cfg.seed,
        "a": a.name(),
        "b": b.name(),
        "sides": [
            t.sides[0].json(&format!("{} matches, seats 0+2", a.name())),
            t.sides[1].json(&format!("{} matches, seats 1+3", a.name())),
            t.sides[2].json(&format!("{} matches, both", a.name())),
            t.sides[3].json(&format!("{} hands in them", a.name())),
        ],
        "score_unit": "matches: +1 won, -1 lost (the hands row: no score)",
        "times": [times_json(&t.times[0], a.name()), times_json(&t.times[1], b.name())],
        "errors": t.errors,
        "elapsed_s": clock.elapsed().as_secs(),
    })
}

fn gd_run(cfg: &Config) -> Result<Value, HarnessError> {
    if cfg.mode == Mode::Bidding {
        return Err(HarnessError::UnsupportedMode {
            game: GameKind::Guandan,
            mode: "bidding",
        });
    }
    let clock = Instant::now();
    let a = guandan_player(&cfg.a)?;
    let b = guandan_player(&cfg.b)?;
    if cfg.mode == Mode::Matches {
        return Ok(gd_matches(cfg, a, b, clock));
    }
    // Sides: 0 a's team on seats 0 and 2, 1 a's team on seats 1 and 3 (b the other).
    let one = |i: u64, tally: &mut Tally| {
        let g = engine::guandan::Game::new(cfg.seed.wrapping_add(i));
        for (a_team, side) in [(0usize, 0usize), (1, 1)] {
            let mut h = g.clone();
            let mut players = [b, b];
            players[a_team] = a;
            let mut timers = [1, 1];
            timers[a_team] = 0;
            let Some((winner, upgrade)) = gd_play(&mut h, players, timers, tally) else {
                continue;
            };
            let won = winner == a_team;
            tally.sides[side].add_guandan(won, upgrade);
            tally.sides[2 + side].add_guandan(!won, upgrade);
        }
    };
    let t = run_parallel(cfg.hands, cfg.threads, 4, 2, &one);
    let mut both = t.sides[0];
    both.merge(&t.sides[1]);
    let mut other = t.sides[2];
    other.merge(&t.sides[3]);
    Ok(json!({
        "game": "guandan",
        "mode": "sides",
        "hands": cfg.hands,
        "seed": cfg.seed,
        "a": a.name(),
        "b": b.name(),
        "sides": [
            t.sides[0].json(&format!("{} on seats 0+2", a.name())),
            t.sides[1].json(&format!("{} on seats 1+3", a.name())),
            both.json(&format!("{} team, both sides", a.name())),
            other.json(&format!("{} team, both sides", b.name())),
        ],
        "score_unit": "levels gained by the winning team (+ for a's team)",
        "times": [times_json(&t.times[0], a.name()), times_json(&t.times[1], b.name())],
        "errors": t.errors,
        "elapsed_s": clock.elapsed().as_secs(),
    }))
}

/// A plain-text table of a report, for people.
pub fn table(report: &Value) -> String {
    let mut out = String::new();
    let s = |v: &Value, k: &str| v.get(k).map(|x| x.to_string()).unwrap_or_default();
    let landlord = report
        .get("landlord")
        .and_then(Value::as_str)
        .map(|l| format!(", landlord by {l}"))
        .unwrap_or_default();
    // Deal `i` is seeded `seed + i`: say which seeds were used, so that a second run meant
    // to add hands starts past them instead of replaying all but one of these deals.
    let seeds = match (
        report.get("seed").and_then(Value::as_u64),
        report.get("hands").and_then(Value::as_u64),
    ) {
        (Some(first), Some(n)) if n > 0 => {
            let last = first.wrapping_add(n - 1);
            format!(
                "seeds {first}..={last} (fresh deals start at seed {})",
                last.wrapping_add(1)
            )
        }
        _ => format!("seed {}", s(report, "seed")),
    };
    out.push_str(&format!(
        "arena {} ({}{landlord}): {} hands, {seeds}\n",
        report.get("game").and_then(Value::as_str).unwrap_or("?"),
        report.get("mode").and_then(Value::as_str).unwrap_or("?"),
        s(report, "hands"),
    ));
    out.push_str(&format!(
        "{:<26} {:>6} {:>6} {:>9} {:>18} {:>11}\n",
        "side", "hands", "wins", "win rate", "95% CI", "score/hand"
    ));
    for side in report
        .get("sides")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let f = |k: &str| side.get(k).and_then(Value::as_f64).unwrap_or(0.0);
        let ci = side
            .get("ci95")
            .and_then(Value::as_array)
            .map(|a| {
                let lo = a.first().and_then(Value::as_f64).unwrap_or(0.0);
                let hi = a.get(1).and_then(Value::as_f64).unwrap_or(0.0);
                format!("[{:.1}%, {:.1}%]", lo * 100.0, hi * 100.0)
            })
            .unwrap_or_default();
        // Guandan: how many of the wins were worth +3, +2 and +1 levels.
        let upgrades = side
            .get("wins_by_upgrade")
            .map(|u| {
                let n = |k: &str| u.get(k).and_then(Value::as_u64).unwrap_or(0);
                format!("  +3/+2/+1 {}/{}/{}", n("+3"), n("+2"), n("+1"))
            })
            .unwrap_or_default();
        out.push_str(&format!(
            "{:<26} {:>6} {:>6} {:>8.1}% {:>18} {:>+11.3}{upgrades}\n",
            side.get("side").and_then(Value::as_str).unwrap_or("?"),
            f("hands"),
            f("wins"),
            f("win_rate") * 100.0,
            ci,
            f("score_per_hand"),
        ));
    }
    out.push_str(&format!(
        "{:<26} {:>9} {:>10} {:>10} {:>10}\n",
        "decision time", "decisions", "median ms", "p99 ms", "max ms"
    ));
    for t in report
        .get("times")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let f = |k: &str| t.get(k).and_then(Value::as_f64).unwrap_or(0.0);
        out.push_str(&format!(
            "{:<26} {:>9} {:>10.3} {:>10.3} {:>10.3}\n",
            t.get("player").and_then(Value::as_str).unwrap_or("?"),
            f("decisions"),
            f("median_ms"),
            f("p99_ms"),
            f("max_ms"),
        ));
    }
    if let Some(errs) = report.get("errors").and_then(Value::as_array)
        && !errs.is_empty()
    {
        out.push_str(&format!("ERRORS: {}\n", errs.len()));
        for e in errs {
            out.push_str(&format!("  {e}\n"));
        }
    }
    out
}
