//! `cardgame report`: how the learned models do on hands they never saw, reported like a
//! paper would.
//!
//! - `--model belief`: plays hands (seeds the training never used) and, at every `--every`th
//!   decision, compares three readings of where the hidden cards are with the truth: the
//!   belief model, the search's sampler as `ai-v2` draws its deals (its implied chances,
//!   estimated from `--samples` deals with add-half smoothing), and the count-only prior.
//!   For each: the log loss per hidden card, the share of hidden cards whose likeliest
//!   seat is right, and the share a sampled deal places in the right seat.
//! - `--model value`: reads a held-out records file and prints the value model's log loss,
//!   accuracy, and a reliability table (predicted against observed win rate in 10 bins).
//!
//! ```text
//! cardgame report --game guandan --model belief --players ai --hands 200 --seed 9000001
//! cardgame report --game guandan --model value --data gd-value-heldout.rec
//! ```

use serde_json::{Value, json};

use ai::learn::Layout;
use ai::learn::net::{Mlp, softmax};
use ai::learn::record::Header;
use engine::rng::GameRng;
use engine::{CardSet, Seat};

use crate::protocol::GameKind;

/// A reading of where the hidden cards are: per slot, per other seat, a chance.
type Reading = Vec<Vec<f64>>;

/// One reader's totals.
#[derive(Debug, Clone, Copy, Default)]
struct Score {
    loss: f64,
    right: f64,
    placed: f64,
    draws: f64,
    cards: f64,
}

impl Score {
    /// Adds a reading of one position against its labels (`labels[slot][seat]` copies).
    fn read(&mut self, reading: &Reading, labels: &[Vec<u8>]) {
        for (p, l) in reading.iter().zip(labels) {
            let n: u32 = l.iter().map(|&x| u32::from(x)).sum();
            if n == 0 {
                continue;
            }
            let best = (0..p.len()).fold(0, |b, k| if p[k] > p[b] { k } else { b });
            for (q, &c) in p.iter().zip(l) {
                self.loss -= f64::from(c) * q.max(1e-7).ln();
            }
            self.right += f64::from(l[best]);
            self.cards += f64::from(n);
        }
    }

    /// Adds one sampled deal's placement: `dealt[slot][seat]` copies against the labels.
    fn deal(&mut self, dealt: &[Vec<u8>], labels: &[Vec<u8>]) {
        let mut ok = 0u32;
        let mut all = 0u32;
        for (d, l) in dealt.iter().zip(labels) {
            for (&a, &b) in d.iter().zip(l) {
                ok += u32::from(a.min(b));
                all += u32::from(b);
            }
        }
        if all > 0 {
            self.placed += f64::from(ok) / f64::from(all);
            self.draws += 1.0;
        }
    }

    fn json(&self, name: &str) -> Value {
        let c = self.cards.max(1.0);
        json!({
            "reader": name,
            "log_loss": self.loss / c,
            "accuracy": self.right / c,
            "deal_placed_right": if self.draws > 0.0 { json!(self.placed / self.draws) } else { Value::Null },
        })
    }
}

/// What to report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The game.
    pub game: GameKind,
    /// `belief` or `value`.
    pub model: super::record::Model,
    /// Weights to read instead of the shipped model.
    pub weights: Option<String>,
    /// The held-out records (value).
    pub data: Option<String>,
    /// The player in every seat (belief).
    pub players: String,
    /// Hands to play (belief).
    pub hands: u64,
    /// The first hand's seed (belief).
    pub seed: u64,
    /// Read every n-th decision (belief).
    pub every: u64,
    /// Deals sampled per position to estimate a sampler's chances (belief).
    pub samples: usize,
}

/// Why a report could not be made.
pub type ReportError = Box<dyn std::error::Error + Send + Sync>;

fn load(cfg: &Config, layout: Layout) -> Result<Mlp, ReportError> {
    match &cfg.weights {
        Some(p) => Ok(Mlp::from_bytes(
            &std::fs::read(p)?,
            layout.name,
            layout.hash(),
        )?),
        None => ai::learn::models::load(layout.name)
            .cloned()
            .ok_or_else(|| format!("no shipped model {}", layout.name).into()),
    }
}

/// Makes the report.
///
/// # Errors
/// A missing or unreadable model or data file, or an unknown player.
pub fn run(cfg: &Config) -> Result<Value, ReportError> {
    let layout = super::record::layout(cfg.game, cfg.model);
    let mlp = load(cfg, layout)?;
    match cfg.model {
        super::record::Model::Value => value(cfg, layout, &mlp),
        super::record::Model::Move => moves(cfg, layout, &mlp),
        super::record::Model::Belief => match cfg.game {
            GameKind::Guandan => belief::<engine::guandan::Game>(cfg, &mlp),
            GameKind::Doudizhu => belief::<engine::ddz::Game>(cfg, &mlp),
        },
    }
}

/// Runs `mlp` on every row of the held-out records `--data` (of `layout`, read as a
/// `what` model's), handing `seen` its softmaxed outputs and the row's label; the path read.
fn each_row(
    cfg: &Config,
    layout: Layout,
    what: &str,
    mlp: &Mlp,
    out: &mut [f32],
    mut seen: impl FnMut(&[f32], u8),
) -> Result<String, ReportError> {
    let path = cfg
        .data
        .clone()
        .ok_or_else(|| format!("--data (held-out {what} records) is required"))?;
    let bytes = std::fs::read(&path)?;
    let (h, rows) = Header::read(&bytes)?;
    if h.layout != layout.hash() {
        return Err(format!("{path} was recorded with another feature layout").into());
    }
    let nf = h.features as usize;
    let mut input = vec![0.0f32; nf];
    for row in rows.chunks_exact(h.row()) {
        for (x, &v) in input.iter_mut().zip(&row[..nf]) {
            *x = f32::from(v);
        }
        mlp.forward(&input, out);
        softmax(out);
        seen(out, row[nf]);
    }
    Ok(path)
}

/// The value report from a records file.
fn value(cfg: &Config, layout: Layout, mlp: &Mlp) -> Result<Value, ReportError> {
    let no = layout.outputs;
    let half = no / 2;
    let mut bins = [(0u64, 0.0f64, 0u64); 10];
    let (mut loss, mut right, mut n) = (0.0f64, 0u64, 0u64);
    let mut out = vec![0.0f32; no];
    let path = each_row(cfg, layout, "value", mlp, &mut out, |out, label| {
        let c = usize::from(label).min(no - 1);
        loss -= f64::from(out[c].max(1e-7)).ln();
        let p: f64 = out[..half].iter().map(|&x| f64::from(x)).sum();
        let won = c < half;
        right += u64::from((p > 0.5) == won);
        let b = ((p * 10.0) as usize).min(9);
        bins[b].0 += 1;
        bins[b].1 += p;
        bins[b].2 += u64::from(won);
        n += 1;
    })?;
    Ok(json!({
        "model": layout.name,
        "data": path,
        "rows": n,
        "log_loss": loss / n.max(1) as f64,
        "winner_right": right as f64 / n.max(1) as f64,
        "reliability": bins.iter().enumerate().map(|(i, &(k, sp, w))| json!({
            "bin": format!("{:.1}-{:.1}", i as f64 / 10.0, (i + 1) as f64 / 10.0),
            "positions": k,
            "predicted": if k > 0 { json!(sp / k as f64) } else { Value::Null },
            "observed": if k > 0 { json!(w as f64 / k as f64) } else { Value::Null },
        })).collect::<Vec<_>>(),
    }))
}

/// The move report from a records file: log loss, how often the likeliest class is right,
/// and a reliability table of the advantage (chance better − chance worse than the policy's
/// own choice) against what the true deal's playouts showed, in 10 bins from −1 to 1.
fn moves(cfg: &Config, layout: Layout, mlp: &Mlp) -> Result<Value, ReportError> {
    let mut bins = [(0u64, 0.0f64, 0i64); 10];
    let (mut loss, mut right, mut n) = (0.0f64, 0u64, 0u64);
    let mut classes = [0u64; 3];
    let mut out = [0.0f32; 3];
    let path = each_row(cfg, layout, "move", mlp, &mut out, |out, label| {
        let c = usize::from(label).min(2);
        classes[c] += 1;
        loss -= f64::from(out[c].max(1e-7)).ln();
        let likeliest = (0..3).fold(0, |b, i| if out[i] > out[b] { i } else { b });
        right += u64::from(likeliest == c);
        let adv = f64::from(out[2] - out[0]);
        let b = (((adv + 1.0) * 5.0) as usize).min(9);
        bins[b].0 += 1;
        bins[b].1 += adv;
        bins[b].2 += c as i64 - 1;
        n += 1;
    })?;
    Ok(json!({
        "model": layout.name,
        "data": path,
        "rows": n,
        "log_loss": loss / n.max(1) as f64,
        "likeliest_right": right as f64 / n.max(1) as f64,
        "worse_same_better": classes,
        "reliability": bins.iter().enumerate().map(|(i, &(k, sp, d))| json!({
            "bin": format!("{:.1}-{:.1}", i as f64 / 5.0 - 1.0, (i + 1) as f64 / 5.0 - 1.0),
            "moves": k,
            "predicted": if k > 0 { json!(sp / k as f64) } else { Value::Null },
            "observed": if k > 0 { json!(d as f64 / k as f64) } else { Value::Null },
        })).collect::<Vec<_>>(),
    }))
}

/// Where one deal puts the hidden cards: per slot, per other seat, copies.
type Dealt = Vec<Vec<u8>>;

/// One position read three ways: the belief model's reading and deals, the count-only
/// prior's deals, the `ai-v2` sampler's deals; and the truth.
struct Position {
    labels: Dealt,
    reading: Reading,
    model: Vec<Dealt>,
    prior: Vec<Dealt>,
    sampler: Vec<Dealt>,
}

/// Per slot, each seat's share of the copies in `deals`, with half a copy added to every
/// seat.
fn smooth(deals: &[Dealt]) -> Reading {
    let Some(first) = deals.first() else {
        return Vec::new();
    };
    let mut c: Vec<Vec<f64>> = first.iter().map(|r| vec![0.0; r.len()]).collect();
    for d in deals {
        for (a, row) in c.iter_mut().zip(d) {
            for (x, &y) in a.iter_mut().zip(row) {
                *x += f64::from(y);
            }
        }
    }
    c.iter()
        .map(|c| {
            let t: f64 = c.iter().sum::<f64>() + 0.5 * c.len() as f64;
            c.iter().map(|&x| (x + 0.5) / t).collect()
        })
        .collect()
}

impl Position {
    /// Scores the three readers: model, sampler, prior.
    fn score(&self, scores: &mut [Score; 3]) {
        scores[0].read(&self.reading, &self.labels);
        for d in self.model.iter().take(20) {
            scores[0].deal(d, &self.labels);
        }
        for (score, deals) in scores[1..].iter_mut().zip([&self.sampler, &self.prior]) {
            score.read(&smooth(deals), &self.labels);
            for d in deals.iter().take(20) {
                score.deal(d, &self.labels);
            }
        }
    }
}

/// What the belief report needs of a game.
trait Readable: super::record::Recorded {
    /// The player named `name`, to play the hands.
    fn player(name: &str) -> Result<Box<dyn ai::play_out::Agent<Self>>, ReportError>;
    /// `seat`'s position read three ways (`None` outside play).
    fn position(
        &self,
        seat: Seat,
        mlp: &Mlp,
        samples: usize,
        rng: &mut GameRng,
    ) -> Option<Position>;
}

impl Readable for engine::guandan::Game {
    fn player(name: &str) -> Result<Box<dyn ai::play_out::Agent<Self>>, ReportError> {
        Ok(Box::new(super::guandan_player(name)?))
    }
    fn position(&self, s: Seat, mlp: &Mlp, samples: usize, rng: &mut GameRng) -> Option<Position> {
        use ai::guandan::belief::{Belief, deals};
        use ai::guandan::features::{self, SLOTS, abs, slot};
        use ai::guandan::sample::{self, Info};
        let view = self.view(s);
        let mut f = vec![0u8; features::BELIEF.inputs()];
        features::belief(&view, &mut f);
        let hands = [0u8, 1, 2, 3].map(|i| self.hand(Seat(i)));
        let mut l = vec![0u8; features::BELIEF.labels];
        features::belief_labels(&view, &hands, &f, &mut l);
        let info = Info::of(&view);
        let free = info.unseen & !info.known.iter().fold(0, |a, &x| a | x);
        let dealt = |sim: &ai::guandan::sim::Sim| {
            let mut d = vec![vec![0u8; 3]; SLOTS];
            for r in 1..4 {
                for id in CardSet::from_bits(sim.hands[abs(s, r).index()] & free).iter() {
                    d[slot(id.card(), info.level)][r - 1] += 1;
                }
            }
            d
        };
        let b = Belief::of(&view, mlp);
        Some(Position {
            labels: l.chunks(3).map(<[u8]>::to_vec).collect(),
            reading: b
                .p
                .iter()
                .map(|x| x.iter().map(|&v| f64::from(v)).collect())
                .collect(),
            model: deals(&info, &b, 20, false, false, rng)
                .iter()
                .map(dealt)
                .collect(),
            prior: deals(&info, &Belief::uniform(), samples, false, false, rng)
                .iter()
                .map(dealt)
                .collect(),
            sampler: sample::deals(&info, samples, true, rng)
                .iter()
                .map(dealt)
                .collect(),
        })
    }
}

impl Readable for engine::ddz::Game {
    fn player(name: &str) -> Result<Box<dyn ai::play_out::Agent<Self>>, ReportError> {
        Ok(Box::new(super::ddz_player(name)?))
    }
    fn position(&self, s: Seat, mlp: &Mlp, samples: usize, rng: &mut GameRng) -> Option<Position> {
        use ai::ddz::belief::{Belief, deals};
        use ai::ddz::features::{self, RANKS, abs};
        use ai::ddz::sample::{self, Info};
        let view = self.view(s);
        let info = Info::of(&view)?;
        let mut f = vec![0u8; features::BELIEF.inputs()];
        features::belief(&view, &mut f);
        let hands = [0u8, 1, 2].map(|i| self.hand(Seat(i)));
        let mut l = vec![0u8; features::BELIEF.labels];
        features::belief_labels(&view, &hands, &f, &mut l);
        let dealt = |sim: &ai::ddz::sim::Sim| {
            let mut d = vec![vec![0u8; 2]; RANKS];
            for r in 1..3 {
                let seat = abs(s, r);
                for (k, row) in d.iter_mut().enumerate() {
                    let kn = if seat == info.landlord {
                        info.known.get(k)
                    } else {
                        0
                    };
                    row[r - 1] = sim.hands[seat].get(k).saturating_sub(kn);
                }
            }
            d
        };
        let b = Belief::of(&view, mlp);
        Some(Position {
            labels: l.chunks(2).map(<[u8]>::to_vec).collect(),
            reading: b
                .p
                .iter()
                .map(|x| x.iter().map(|&v| f64::from(v)).collect())
                .collect(),
            model: deals(&info, &b, 20, rng).iter().map(dealt).collect(),
            prior: deals(&info, &Belief::uniform(), samples, rng)
                .iter()
                .map(dealt)
                .collect(),
            sampler: sample::deals_with(&info, samples, true, rng)
                .iter()
                .map(dealt)
                .collect(),
        })
    }
}

/// The belief report: hands played by `--players`, every `--every`th play decision read.
fn belief<G: Readable>(cfg: &Config, mlp: &Mlp) -> Result<Value, ReportError> {
    let mut player = G::player(&cfg.players)?;
    let mut scores = [Score::default(); 3];
    let (mut positions, mut k) = (0u64, 0u64);
    for h in 0..cfg.hands {
        let mut g = G::dealt(cfg.seed.wrapping_add(h));
        while let Some(s) = g.to_act() {
            if g.playing() {
                k += 1;
                if k.is_multiple_of(cfg.every.max(1))
                    && let Some(p) = g.position(s, mlp, cfg.samples, &mut GameRng::new(h, k))
                {
                    positions += 1;
                    p.score(&mut scores);
                }
            }
            let view = g.view(s);
            let d = player.act(&view, &mut g.ai_rng());
            g.apply(d.action)
                .map_err(|e| format!("seed {}: {e}", g.seed()))?;
        }
    }
    Ok(json!({
        "game": cfg.game.name(),
        "model": "belief",
        "players": cfg.players,
        "hands": cfg.hands,
        "seed": cfg.seed,
        "positions": positions,
        "samples": cfg.samples,
        "readers": [
            scores[0].json("belief model"),
            scores[1].json("ai-v2 sampler (passes, leads or the bid)"),
            scores[2].json("counts only"),
        ],
    }))
}
