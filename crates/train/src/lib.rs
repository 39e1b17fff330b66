//! Trains one of the computer players' models from `cardgame record` files, on CPU, and
//! writes its weights file. Everything is reproducible from the seed: the initial weights
//! and every batch's order come from the game's own generator ([`engine::rng::GameRng`]),
//! never from the framework's unseeded one.
//!
//! The trainer never runs the engine and the player never runs the trainer
//! (`../shared/STYLE.md` §4): records in, weights out. The figures it reports for the
//! held-out rows are computed by the player's own inference ([`ai::learn::net::Mlp`]) on
//! the quantised weights it writes, so they are the shipped model's.

use std::fmt;
use std::time::Instant;

use ai::learn::net::{Act, LayerSpec, Mlp, softmax};
use ai::learn::record::Header;
use ai::learn::{Head, Layout};
use candle_core::{D, DType, Device, Tensor, Var};
use candle_nn::{AdamW, Optimizer, ParamsAdamW};
use engine::rng::{GameRng, shuffle};

/// Records loaded in memory.
#[derive(Debug, Clone)]
pub struct Data {
    /// The model the rows train.
    pub layout: Layout,
    /// What its outputs mean.
    pub head: Head,
    /// Feature bytes, row after row.
    pub features: Vec<u8>,
    /// Label bytes, row after row.
    pub labels: Vec<u8>,
}

/// Why training could not run.
#[derive(Debug)]
pub enum TrainError {
    /// A file could not be read or written.
    Io(String, std::io::Error),
    /// A records file is damaged or of another format.
    Records(String, ai::learn::record::RecordError),
    /// The records are for a model this build does not know, or for another layout.
    Layout(String),
    /// Nothing to train on.
    Empty,
    /// The framework failed.
    Candle(candle_core::Error),
}

impl fmt::Display for TrainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainError::Io(p, e) => write!(f, "{p}: {e}"),
            TrainError::Records(p, e) => write!(f, "{p}: {e}"),
            TrainError::Layout(m) => f.write_str(m),
            TrainError::Empty => f.write_str("no rows to train on"),
            TrainError::Candle(e) => write!(f, "candle: {e}"),
        }
    }
}

impl std::error::Error for TrainError {}

impl From<candle_core::Error> for TrainError {
    fn from(e: candle_core::Error) -> TrainError {
        TrainError::Candle(e)
    }
}

impl Data {
    /// Reads records files (all for the same model), keeping at most `max_rows` rows.
    ///
    /// # Errors
    /// [`TrainError`] when a file cannot be read, is damaged, or is for another model or
    /// feature layout than this build computes.
    pub fn load(paths: &[String], max_rows: usize) -> Result<Data, TrainError> {
        let mut data: Option<Data> = None;
        for p in paths {
            let bytes = std::fs::read(p).map_err(|e| TrainError::Io(p.clone(), e))?;
            let (h, rows) = Header::read(&bytes).map_err(|e| TrainError::Records(p.clone(), e))?;
            let Some((layout, head)) = ai::learn::find(&h.model) else {
                return Err(TrainError::Layout(format!(
                    "{p}: unknown model {:?}",
                    h.model
                )));
            };
            if h.layout != layout.hash() || h.features as usize != layout.inputs() {
                return Err(TrainError::Layout(format!(
                    "{p}: recorded with feature layout {:016x}, this build computes {:016x}: \
                     record again",
                    h.layout,
                    layout.hash()
                )));
            }
            let d = data.get_or_insert_with(|| Data {
                layout,
                head,
                features: Vec::new(),
                labels: Vec::new(),
            });
            if d.layout.name != layout.name {
                return Err(TrainError::Layout(format!(
                    "{p} holds {} records, not {}",
                    layout.name, d.layout.name
                )));
            }
            let (nf, nl) = (h.features as usize, h.labels as usize);
            for row in rows.chunks_exact(nf + nl) {
                if d.len() >= max_rows {
                    break;
                }
                d.features.extend_from_slice(&row[..nf]);
                d.labels.extend_from_slice(&row[nf..]);
            }
        }
        data.ok_or(TrainError::Empty)
    }

    /// Rows held.
    pub fn len(&self) -> usize {
        self.features.len() / self.layout.inputs().max(1)
    }

    /// Whether no row is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn row(&self, i: usize) -> (&[u8], &[u8]) {
        let (nf, nl) = (self.layout.inputs(), self.layout.labels);
        (
            &self.features[i * nf..(i + 1) * nf],
            &self.labels[i * nl..(i + 1) * nl],
        )
    }

    /// Splits off the last `fraction` of the rows (whole rows; at least one left each side
    /// when there are two or more).
    pub fn split(mut self, fraction: f64) -> (Data, Data) {
        let n = self.len();
        let k = ((n as f64 * fraction) as usize).clamp(usize::from(n > 1), n.saturating_sub(1));
        let at = n - k;
        let (nf, nl) = (self.layout.inputs(), self.layout.labels);
        let valid = Data {
            layout: self.layout,
            head: self.head,
            features: self.features.split_off(at * nf),
            labels: self.labels.split_off(at * nl),
        };
        (self, valid)
    }
}

/// How to train.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// Hidden layer widths.
    pub hidden: Vec<usize>,
    /// Passes over the training rows.
    pub epochs: usize,
    /// Rows per step.
    pub batch: usize,
    /// The learning rate at the start (cosine decay to 5 % of it).
    pub lr: f64,
    /// AdamW's weight decay.
    pub weight_decay: f64,
    /// The seed of the initial weights and the batch order.
    pub seed: u64,
    /// Bits per stored weight, layer by layer from the first (8 or 4; 8 for a layer not
    /// named): the held-out figures are those of the model so stored.
    pub bits: Vec<u8>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            hidden: vec![256, 128],
            epochs: 6,
            batch: 512,
            lr: 1e-3,
            weight_decay: 1e-4,
            seed: 1,
            bits: Vec::new(),
        }
    }
}

/// How a model does on a set of rows.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Metrics {
    /// Rows.
    pub rows: usize,
    /// Mean cross-entropy: per hidden card (belief), per row (classes).
    pub loss: f64,
    /// Belief: share of hidden cards whose most likely seat is right. Classes: share of
    /// rows whose most likely class is right.
    pub accuracy: f64,
    /// Classes with a win/loss split (value models, [`ai::learn::splits_by_winner`]): share
    /// of rows whose predicted winner (the chance of the first half of the classes above one
    /// half) is right; `None` for other models.
    pub win_accuracy: Option<f64>,
}

/// Evaluates `mlp` on `data` with the player's own inference.
pub fn evaluate(mlp: &Mlp, data: &Data) -> Metrics {
    let nf = data.layout.inputs();
    let no = data.layout.outputs;
    let mut input = vec![0.0f32; nf];
    let mut out = vec![0.0f32; no];
    let mut m = Metrics {
        rows: data.len(),
        ..Metrics::default()
    };
    let (mut loss, mut weight, mut right, mut win_right) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    for i in 0..data.len() {
        let (f, l) = data.row(i);
        for (x, &v) in input.iter_mut().zip(f) {
            *x = f32::from(v);
        }
        mlp.forward(&input, &mut out);
        match data.head {
            Head::Belief { seats } => {
                for (g, lab) in out.chunks_mut(seats).zip(l.chunks(seats)) {
                    let n: u32 = lab.iter().map(|&x| u32::from(x)).sum();
                    if n == 0 {
                        continue;
                    }
                    softmax(g);
                    let best = argmax(g);
                    for (p, &c) in g.iter().zip(lab) {
                        loss -= f64::from(c) * f64::from(p.max(1e-7)).ln();
                    }
                    right += f64::from(lab[best]);
                    weight += f64::from(n);
                }
            }
            Head::Classes => {
                softmax(&mut out);
                let c = usize::from(l[0]).min(no - 1);
                loss -= f64::from(out[c].max(1e-7)).ln();
                right += f64::from(u8::from(argmax(&out) == c));
                let half = no / 2;
                let p_win: f32 = out[..half].iter().sum();
                win_right += f64::from(u8::from((p_win > 0.5) == (c < half)));
                weight += 1.0;
            }
        }
    }
    if weight > 0.0 {
        m.loss = loss / weight;
        m.accuracy = right / weight;
        m.win_accuracy =
            ai::learn::splits_by_winner(&data.layout).then(|| win_right / data.len().max(1) as f64);
    }
    m
}

fn argmax(v: &[f32]) -> usize {
    let mut best = 0;
    for (i, &x) in v.iter().enumerate() {
        if x > v[best] {
            best = i;
        }
    }
    best
}

/// The trainable network: one weight matrix (input-major) and bias per layer.
struct Net {
    layers: Vec<(Var, Var)>,
}

impl Net {
    fn new(sizes: &[usize], rng: &mut GameRng, dev: &Device) -> Result<Net, TrainError> {
        let mut layers = Vec::new();
        for w in sizes.windows(2) {
            let (i, o) = (w[0], w[1]);
            let bound = (1.0 / i as f64).sqrt();
            let data: Vec<f32> = (0..i * o)
                .map(|_| ((rng.unit() * 2.0 - 1.0) * bound) as f32)
                .collect();
            let wt = Var::from_tensor(&Tensor::from_vec(data, (i, o), dev)?)?;
            let b = Var::from_tensor(&Tensor::zeros(o, DType::F32, dev)?)?;
            layers.push((wt, b));
        }
        Ok(Net { layers })
    }

    fn vars(&self) -> Vec<Var> {
        self.layers
            .iter()
            .flat_map(|(w, b)| [w.clone(), b.clone()])
            .collect()
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor, TrainError> {
        let mut h = x.clone();
        let last = self.layers.len().saturating_sub(1);
        for (k, (w, b)) in self.layers.iter().enumerate() {
            h = h.matmul(w.as_tensor())?.broadcast_add(b.as_tensor())?;
            if k < last {
                h = h.relu()?;
            }
        }
        Ok(h)
    }

    /// The model as the player reads it: input scales folded into the first layer,
    /// weights quantised as the file stores them.
    fn export(&self, layout: &Layout, bits: &[u8]) -> Result<Mlp, TrainError> {
        let scales = layout.scales();
        let last = self.layers.len().saturating_sub(1);
        let mut specs: Vec<LayerSpec> = Vec::new();
        for (k, (w, b)) in self.layers.iter().enumerate() {
            let (i, o) = w.as_tensor().dims2()?;
            let mut wv: Vec<f32> = w.as_tensor().flatten_all()?.to_vec1()?;
            if k == 0 {
                for (r, row) in wv.chunks_mut(o).enumerate() {
                    let s = scales.get(r).copied().unwrap_or(1.0);
                    for v in row {
                        *v *= s;
                    }
                }
            }
            let bv: Vec<f32> = b.as_tensor().to_vec1()?;
            let act = if k < last { Act::Relu } else { Act::Linear };
            specs.push((i, o, act, wv, bv));
        }
        Mlp::from_f32_bits(layout.name, layout.hash(), &specs, bits)
            .map_err(|e| TrainError::Layout(e.to_string()))
    }
}

/// One epoch's figures, as the log prints them.
#[derive(Debug, Clone, PartialEq)]
pub struct Epoch {
    /// 1-based.
    pub epoch: usize,
    /// Mean training loss over the epoch's batches.
    pub train_loss: f64,
    /// The held-out figures of the quantised model after the epoch.
    pub valid: Metrics,
    /// Seconds since training began.
    pub seconds: f64,
}

/// Builds a batch's input and target tensors.
fn batch(
    data: &Data,
    idx: &[usize],
    scales: &[f32],
    dev: &Device,
) -> Result<(Tensor, Tensor), TrainError> {
    let (nf, nl) = (data.layout.inputs(), data.layout.labels);
    let mut x = Vec::with_capacity(idx.len() * nf);
    for &i in idx {
        let (f, _) = data.row(i);
        x.extend(f.iter().zip(scales).map(|(&v, &s)| f32::from(v) * s));
    }
    let x = Tensor::from_vec(x, (idx.len(), nf), dev)?;
    let y = match data.head {
        Head::Belief { .. } => {
            let mut y = Vec::with_capacity(idx.len() * nl);
            for &i in idx {
                y.extend(data.row(i).1.iter().map(|&v| f32::from(v)));
            }
            Tensor::from_vec(y, (idx.len(), nl), dev)?
        }
        Head::Classes => {
            let y: Vec<u32> = idx.iter().map(|&i| u32::from(data.row(i).1[0])).collect();
            Tensor::from_vec(y, idx.len(), dev)?
        }
    };
    Ok((x, y))
}

/// The loss of a batch: cross-entropy per hidden card (belief) or per row (classes).
fn loss(head: Head, logits: &Tensor, y: &Tensor) -> Result<Tensor, TrainError> {
    Ok(match head {
        Head::Belief { seats } => {
            let (b, o) = logits.dims2()?;
            let lp =
                candle_nn::ops::log_softmax(&logits.reshape((b, o / seats, seats))?, D::Minus1)?;
            let y3 = y.reshape((b, o / seats, seats))?;
            let total = (y.sum_all()?.to_scalar::<f32>()?).max(1.0);
            ((lp * y3)?.sum_all()? * f64::from(-1.0 / total))?
        }
        Head::Classes => candle_nn::loss::cross_entropy(logits, y)?,
    })
}

/// Trains on `train`, reporting each epoch on `valid` through `log`; returns the model of
/// the epoch with the lowest held-out loss, and every epoch's figures (epoch 0 is the
/// untrained net).
///
/// # Errors
/// [`TrainError`] when there are no rows or the framework fails.
pub fn train(
    train: &Data,
    valid: &Data,
    cfg: &Config,
    log: &mut dyn FnMut(&str),
) -> Result<(Mlp, Vec<Epoch>), TrainError> {
    if train.is_empty() {
        return Err(TrainError::Empty);
    }
    let dev = Device::Cpu;
    let layout = train.layout;
    let mut sizes = vec![layout.inputs()];
    sizes.extend(&cfg.hidden);
    sizes.push(layout.outputs);
    let mut rng = GameRng::new(cfg.seed, 0);
    let net = Net::new(&sizes, &mut rng, &dev)?;
    let mut opt = AdamW::new(
        net.vars(),
        ParamsAdamW {
            lr: cfg.lr,
            weight_decay: cfg.weight_decay,
            ..ParamsAdamW::default()
        },
    )?;
    let scales = layout.scales();
    let n = train.len();
    let bs = cfg.batch.max(1);
    let steps_per = n.div_ceil(bs);
    let total_steps = (steps_per * cfg.epochs).max(1);
    let clock = Instant::now();
    let mut order: Vec<usize> = (0..n).collect();
    let mut best: Option<(f64, Mlp)> = None;
    let mut epochs = Vec::new();
    let mut step = 0usize;
    log(&format!(
        "training {} on {n} rows ({} held out), layers {sizes:?}, {} epochs of {steps_per} steps, seed {}",
        layout.name,
        valid.len(),
        cfg.epochs,
        cfg.seed
    ));
    // Epoch 0: the untrained net, the loss every epoch must come down from.
    let v0 = evaluate(&net.export(&layout, &cfg.bits)?, valid);
    log(&format!(
        "epoch 0: held-out loss {:.4}, accuracy {:.4}",
        v0.loss, v0.accuracy
    ));
    epochs.push(Epoch {
        epoch: 0,
        train_loss: f64::NAN,
        valid: v0,
        seconds: 0.0,
    });
    for e in 1..=cfg.epochs {
        let mut epoch_rng = GameRng::new(cfg.seed, e as u64);
        shuffle(&mut order, &mut epoch_rng);
        let mut sum = 0.0f64;
        for (k, idx) in order.chunks(bs).enumerate() {
            let t = step as f64 / total_steps as f64;
            opt.set_learning_rate(
                cfg.lr * (0.05 + 0.95 * 0.5 * (1.0 + (std::f64::consts::PI * t).cos())),
            );
            let (x, y) = batch(train, idx, &scales, &dev)?;
            let l = loss(train.head, &net.forward(&x)?, &y)?;
            opt.backward_step(&l)?;
            sum += f64::from(l.to_scalar::<f32>()?);
            step += 1;
            if (k + 1) % 500 == 0 {
                log(&format!(
                    "  epoch {e} step {}/{steps_per}: loss {:.4} ({:.0} s)",
                    k + 1,
                    sum / (k + 1) as f64,
                    clock.elapsed().as_secs_f64()
                ));
            }
        }
        let mlp = net.export(&layout, &cfg.bits)?;
        let v = evaluate(&mlp, valid);
        let ep = Epoch {
            epoch: e,
            train_loss: sum / steps_per.max(1) as f64,
            valid: v,
            seconds: clock.elapsed().as_secs_f64(),
        };
        log(&format!(
            "epoch {e}: train loss {:.4}, held-out loss {:.4}, accuracy {:.4}{} ({:.0} s)",
            ep.train_loss,
            v.loss,
            v.accuracy,
            v.win_accuracy
                .map(|w| format!(", winner right {w:.4}"))
                .unwrap_or_default(),
            ep.seconds
        ));
        if best
            .as_ref()
            .is_none_or(|(l, _)| v.loss < *l || valid.is_empty())
        {
            best = Some((v.loss, mlp));
        }
        epochs.push(ep);
    }
    let (_, mlp) = best.ok_or(TrainError::Empty)?;
    Ok((mlp, epochs))
}
