//! The one inference routine of every learned model: a small multilayer perceptron whose
//! weights come from a versioned file (see [`Mlp::from_bytes`]), evaluated with plain `f32`
//! sums in a fixed order, so the same input gives the same numbers natively and in wasm
//! (Stockfish's NNUE idea: a small net, quantised weights in a file, one routine).
//!
//! The file stores each layer's weights as 8-bit or 4-bit codes (the layer says which)
//! with one `f32` scale per input row, and its biases as `f32`; loading turns them into
//! `f32` once. A wide first layer holds most of a model's bytes; at 4 bits it takes half
//! the room, for a held-out loss up to a few thousandths higher (docs/models.md). Inputs
//! are the raw small integers a feature function writes (counts, flags): the trainer folds
//! its input scaling into the first layer before it writes the file.
//!
//! ```
//! use ai::learn::net::{Act, Mlp};
//! // A 2 → 2 → 1 net written and read back.
//! let net = Mlp::from_f32(
//!     "demo",
//!     7,
//!     &[(2, 2, Act::Relu, vec![1.0, -1.0, 0.5, 0.5], vec![0.0, 0.0]),
//!       (2, 1, Act::Linear, vec![1.0, 1.0], vec![0.25])],
//! ).unwrap();
//! let back = Mlp::from_bytes(&net.to_bytes(), "demo", 7).unwrap();
//! let mut out = [0.0];
//! back.forward(&[2.0, 0.0], &mut out);
//! assert_eq!(out, [2.0 + 0.0 + 0.25]); // relu(2·1, 2·-1) = (2, 0); 2 + 0 + 0.25
//! ```

use std::fmt;

/// The magic bytes that open a weights file.
pub const MAGIC: &[u8; 4] = b"CRNN";
/// The weights file format this code writes: 2 names each layer's weight width. It also
/// reads format 1 (every layer 8-bit).
pub const FORMAT: u16 = 2;

/// A hidden or output layer's activation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Act {
    /// The layer's sums as they are (the output layer: logits).
    Linear,
    /// max(0, x).
    Relu,
}

impl Act {
    fn code(self) -> u8 {
        match self {
            Act::Linear => 0,
            Act::Relu => 1,
        }
    }
    fn from_code(c: u8) -> Option<Act> {
        match c {
            0 => Some(Act::Linear),
            1 => Some(Act::Relu),
            _ => None,
        }
    }
}

/// One fully connected layer, weights stored input-major (`w[i * outputs + o]`), so an
/// input's contribution is one contiguous run: zero inputs are skipped, and a first layer
/// can be updated for a few changed inputs ([`Mlp::accumulate`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Layer {
    /// Inputs.
    pub inputs: usize,
    /// Outputs.
    pub outputs: usize,
    /// Activation after the sums.
    pub act: Act,
    /// Bits per stored weight: 8 or 4.
    pub bits: u8,
    /// Weights, input-major.
    pub w: Vec<f32>,
    /// Biases.
    pub b: Vec<f32>,
}

impl Layer {
    /// Adds `x × row i` to `acc`.
    #[inline]
    pub fn add_input(&self, i: usize, x: f32, acc: &mut [f32]) {
        let row = &self.w[i * self.outputs..(i + 1) * self.outputs];
        for (a, w) in acc.iter_mut().zip(row) {
            *a += x * w;
        }
    }

    /// The layer's output for `input` (activation applied) into `out`.
    pub fn apply(&self, input: &[f32], out: &mut [f32]) {
        out.copy_from_slice(&self.b);
        for (i, &x) in input.iter().enumerate().take(self.inputs) {
            if x != 0.0 {
                self.add_input(i, x, out);
            }
        }
        self.activate(out);
    }

    /// Applies the activation in place.
    pub fn activate(&self, out: &mut [f32]) {
        if self.act == Act::Relu {
            for v in out.iter_mut() {
                *v = v.max(0.0);
            }
        }
    }
}

/// A model: its name, the hash of the feature layout it was trained on, and its layers.
#[derive(Debug, Clone, PartialEq)]
pub struct Mlp {
    /// Which model (`"guandan-belief"`, …).
    pub name: String,
    /// The hash of the feature layout ([`super::Layout::hash`]).
    pub layout: u64,
    /// The layers, input first.
    pub layers: Vec<Layer>,
}

/// Why a weights file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsError {
    /// Not a weights file.
    BadMagic,
    /// A format version this code does not read.
    Format(u16),
    /// The file ends early.
    Truncated,
    /// The file is another model's.
    Name {
        /// The model asked for.
        expected: String,
        /// The model in the file.
        found: String,
    },
    /// The model was trained on another feature layout: using it would read the wrong
    /// inputs, so it is refused.
    Layout {
        /// The layout the code computes.
        expected: u64,
        /// The layout the file was trained on.
        found: u64,
    },
    /// Layers that do not chain (an output count that is not the next input count), an
    /// unknown activation, or bytes left over.
    Shape,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::BadMagic => f.write_str("not a weights file (bad magic)"),
            WeightsError::Format(v) => write!(f, "weights format {v}, this build reads {FORMAT}"),
            WeightsError::Truncated => f.write_str("the weights file ends early"),
            WeightsError::Name { expected, found } => {
                write!(
                    f,
                    "the weights file holds model {found:?}, not {expected:?}"
                )
            }
            WeightsError::Layout { expected, found } => write!(
                f,
                "the model was trained on feature layout {found:016x}, this build computes \
                 {expected:016x}: retrain it"
            ),
            WeightsError::Shape => f.write_str("the layers of the weights file do not fit"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// A little-endian reader over a byte slice.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], WeightsError> {
        let end = self.at.checked_add(n).ok_or(WeightsError::Truncated)?;
        let s = self
            .bytes
            .get(self.at..end)
            .ok_or(WeightsError::Truncated)?;
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, WeightsError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, WeightsError> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn u64(&mut self) -> Result<u64, WeightsError> {
        let mut a = [0u8; 8];
        a.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(a))
    }
    fn f32s(&mut self, n: usize) -> Result<Vec<f32>, WeightsError> {
        let b = self.take(n.checked_mul(4).ok_or(WeightsError::Truncated)?)?;
        Ok(b.chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }
}

/// A layer as the trainer hands it over: inputs, outputs, activation, weights
/// (input-major) and biases, all `f32`.
pub type LayerSpec = (usize, usize, Act, Vec<f32>, Vec<f32>);

impl Mlp {
    /// Reads a weights file for model `name` trained on layout `layout`.
    ///
    /// # Errors
    /// [`WeightsError`]: another file, format, model or layout, or a damaged file.
    pub fn from_bytes(bytes: &[u8], name: &str, layout: u64) -> Result<Mlp, WeightsError> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(4)? != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        let format = r.u16()?;
        if format != 1 && format != FORMAT {
            return Err(WeightsError::Format(format));
        }
        let len = r.u8()? as usize;
        let found = String::from_utf8_lossy(r.take(len)?).into_owned();
        if found != name {
            return Err(WeightsError::Name {
                expected: name.to_string(),
                found,
            });
        }
        let hash = r.u64()?;
        if hash != layout {
            return Err(WeightsError::Layout {
                expected: layout,
                found: hash,
            });
        }
        let count = r.u8()? as usize;
        let mut layers: Vec<Layer> = Vec::with_capacity(count);
        for _ in 0..count {
            let inputs = r.u16()? as usize;
            let outputs = r.u16()? as usize;
            let act = Act::from_code(r.u8()?).ok_or(WeightsError::Shape)?;
            let bits = if format == 1 { 8 } else { r.u8()? };
            if layers.last().is_some_and(|l| l.outputs != inputs)
                || inputs == 0
                || outputs == 0
                || !WIDTHS.contains(&bits)
            {
                return Err(WeightsError::Shape);
            }
            let scales = r.f32s(inputs)?;
            let q = unpack(r.take(packed_len(inputs * outputs, bits))?, bits);
            let mut w = Vec::with_capacity(inputs * outputs);
            for (i, s) in scales.iter().enumerate() {
                for &v in &q[i * outputs..(i + 1) * outputs] {
                    w.push(level(v, bits) * s);
                }
            }
            let b = r.f32s(outputs)?;
            layers.push(Layer {
                inputs,
                outputs,
                act,
                bits,
                w,
                b,
            });
        }
        if r.at != bytes.len() || layers.is_empty() {
            return Err(WeightsError::Shape);
        }
        Ok(Mlp {
            name: found,
            layout: hash,
            layers,
        })
    }

    /// A model from `f32` layers, every weight quantised to 8 bits as the file stores it
    /// (so the model in hand computes exactly what the file will).
    ///
    /// # Errors
    /// [`WeightsError::Shape`] when the layers do not chain or a size is wrong.
    pub fn from_f32(name: &str, layout: u64, specs: &[LayerSpec]) -> Result<Mlp, WeightsError> {
        Mlp::from_f32_bits(name, layout, specs, &[])
    }

    /// [`Mlp::from_f32`] with layer `i`'s weights quantised to `bits[i]` bits (8 or 4; 8
    /// for a layer `bits` does not name).
    ///
    /// # Errors
    /// [`WeightsError::Shape`] when the layers do not chain, a size is wrong or a width is
    /// neither 8 nor 4.
    pub fn from_f32_bits(
        name: &str,
        layout: u64,
        specs: &[LayerSpec],
        bits: &[u8],
    ) -> Result<Mlp, WeightsError> {
        let mut layers = Vec::with_capacity(specs.len());
        for (k, (inputs, outputs, act, w, b)) in specs.iter().enumerate() {
            let (inputs, outputs) = (*inputs, *outputs);
            let width = bits.get(k).copied().unwrap_or(8);
            if w.len() != inputs * outputs
                || b.len() != outputs
                || inputs > usize::from(u16::MAX)
                || outputs > usize::from(u16::MAX)
                || !WIDTHS.contains(&width)
            {
                return Err(WeightsError::Shape);
            }
            let mut q = Vec::with_capacity(w.len());
            for row in w.chunks_exact(outputs) {
                let s = quant_scale(row, width);
                q.extend(row.iter().map(|&v| level(quantise(v, s, width), width) * s));
            }
            layers.push(Layer {
                inputs,
                outputs,
                act: *act,
                bits: width,
                w: q,
                b: b.clone(),
            });
        }
        let chained = layers.windows(2).all(|p| p[0].outputs == p[1].inputs);
        if !chained || layers.is_empty() || name.len() > 255 || layers.len() > 255 {
            return Err(WeightsError::Shape);
        }
        Ok(Mlp {
            name: name.to_string(),
            layout,
            layers,
        })
    }

    /// The weights file of this model.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT.to_le_bytes());
        out.push(self.name.len().min(255) as u8);
        out.extend_from_slice(&self.name.as_bytes()[..self.name.len().min(255)]);
        out.extend_from_slice(&self.layout.to_le_bytes());
        out.push(self.layers.len().min(255) as u8);
        for l in &self.layers {
            out.extend_from_slice(&(l.inputs as u16).to_le_bytes());
            out.extend_from_slice(&(l.outputs as u16).to_le_bytes());
            out.push(l.act.code());
            out.push(l.bits);
            let rows: Vec<&[f32]> = l.w.chunks_exact(l.outputs).collect();
            let scales: Vec<f32> = rows.iter().map(|r| quant_scale(r, l.bits)).collect();
            for s in &scales {
                out.extend_from_slice(&s.to_le_bytes());
            }
            let q: Vec<i8> = rows
                .iter()
                .zip(&scales)
                .flat_map(|(row, &s)| row.iter().map(move |&v| quantise(v, s, l.bits)))
                .collect();
            out.extend(pack(&q, l.bits));
            for b in &l.b {
                out.extend_from_slice(&b.to_le_bytes());
            }
        }
        out
    }

    /// Inputs the model reads.
    pub fn inputs(&self) -> usize {
        self.layers.first().map_or(0, |l| l.inputs)
    }

    /// Outputs the model gives.
    pub fn outputs(&self) -> usize {
        self.layers.last().map_or(0, |l| l.outputs)
    }

    /// The model's output for `input` into `out` (the last layer's activation applied:
    /// logits for a linear output layer). Extra inputs or outputs are ignored; missing
    /// inputs count as zero.
    pub fn forward(&self, input: &[f32], out: &mut [f32]) {
        let Some(first) = self.layers.first() else {
            return;
        };
        let mut acc = first.b.clone();
        for (i, &x) in input.iter().enumerate().take(first.inputs) {
            if x != 0.0 {
                first.add_input(i, x, &mut acc);
            }
        }
        self.finish(acc, out);
    }

    /// The first layer's sums (before its activation) for `input`: the accumulator that
    /// [`Mlp::accumulate`] updates and [`Mlp::finish`] completes.
    pub fn accumulator(&self, input: &[u8]) -> Vec<f32> {
        let Some(first) = self.layers.first() else {
            return Vec::new();
        };
        let mut acc = first.b.clone();
        for (i, &x) in input.iter().enumerate().take(first.inputs) {
            if x != 0 {
                first.add_input(i, f32::from(x), &mut acc);
            }
        }
        acc
    }

    /// Adds `delta` of input `i` to a first-layer accumulator.
    pub fn accumulate(&self, acc: &mut [f32], i: usize, delta: f32) {
        if let Some(first) = self.layers.first()
            && i < first.inputs
        {
            first.add_input(i, delta, acc);
        }
    }

    /// Completes a forward pass from a first-layer accumulator into `out`.
    pub fn finish(&self, mut acc: Vec<f32>, out: &mut [f32]) {
        let Some(first) = self.layers.first() else {
            return;
        };
        first.activate(&mut acc);
        let mut x = acc;
        for l in &self.layers[1..] {
            let mut y = vec![0.0f32; l.outputs];
            l.apply(&x, &mut y);
            x = y;
        }
        for (o, v) in out.iter_mut().zip(&x) {
            *o = *v;
        }
    }
}

/// Evaluates a model on inputs that differ little from a base: the first layer's sums for
/// the base are kept, and each evaluation adds only the inputs that changed (a search
/// judging several moves on one deal).
#[derive(Debug, Clone)]
pub struct Delta<'a> {
    mlp: &'a Mlp,
    base: Vec<u8>,
    acc: Vec<f32>,
}

impl<'a> Delta<'a> {
    /// A delta evaluator of `mlp` with an all-zero base.
    pub fn new(mlp: &'a Mlp) -> Delta<'a> {
        let base = vec![0; mlp.inputs()];
        let acc = mlp.accumulator(&base);
        Delta { mlp, base, acc }
    }

    /// Makes `input` the base.
    pub fn base(&mut self, input: &[u8]) {
        self.base.clear();
        self.base.extend_from_slice(input);
        self.base.resize(self.mlp.inputs(), 0);
        self.acc = self.mlp.accumulator(&self.base);
    }

    /// The model's output for `input` into `out`.
    pub fn eval(&self, input: &[u8], out: &mut [f32]) {
        let mut acc = self.acc.clone();
        for (i, (&a, &b)) in input.iter().zip(&self.base).enumerate() {
            if a != b {
                self.mlp
                    .accumulate(&mut acc, i, f32::from(a) - f32::from(b));
            }
        }
        self.mlp.finish(acc, out);
    }
}

/// The weight widths a file may hold, in bits.
pub const WIDTHS: [u8; 2] = [8, 4];

/// The 4-bit levels, as multiples of a row's scale: the quantiles of a normal
/// distribution ("NormalFloat4", Dettmers et al. 2023, QLoRA), finer near zero where most
/// trained weights lie; zero is exact.
const LEVELS4: [f32; 16] = [
    -1.0,
    -0.696_192_8,
    -0.525_073_05,
    -0.394_917_5,
    -0.284_441_38,
    -0.184_773_43,
    -0.091_050_036,
    0.0,
    0.079_580_3,
    0.160_930_2,
    0.246_112_3,
    0.337_915_24,
    0.440_709_83,
    0.562_617,
    0.722_956_84,
    1.0,
];

/// The largest stored magnitude at `bits` bits, in steps of the scale: 127 or 1.
fn top(bits: u8) -> f32 {
    if bits == 4 { 1.0 } else { 127.0 }
}

/// A stored code as a multiple of its row's scale: the integer at 8 bits, the level it
/// names at 4.
fn level(code: i8, bits: u8) -> f32 {
    if bits == 4 {
        LEVELS4[(code as usize) & 15]
    } else {
        f32::from(code)
    }
}

/// A row's scale at `bits` bits. At 8 bits the largest weight maps to ±127. At 4 bits
/// the scale that keeps the row's squared error least, of the largest weight mapped to ±1
/// and a few smaller scales that clip the rare large weights to give the many small ones
/// finer steps. A quantised row keeps its scale (its largest weight sits on the outer
/// level), so a model read back writes the same bytes.
fn quant_scale(row: &[f32], bits: u8) -> f32 {
    let m = row.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    if m <= 0.0 {
        return 1.0;
    }
    let full = m / top(bits);
    if bits == 8 {
        return full;
    }
    let err = |s: f32| -> f32 {
        row.iter()
            .map(|&v| {
                let d = v - level(quantise(v, s, bits), bits) * s;
                d * d
            })
            .sum()
    };
    let mut best = (err(full), full);
    for k in [0.95f32, 0.9, 0.85, 0.8, 0.75, 0.7, 0.6] {
        let s = full * k;
        let e = err(s);
        if e < best.0 {
            best = (e, s);
        }
    }
    best.1
}

/// A weight's code at scale `s`: at 8 bits the nearest integer (clipped to ±127), at 4
/// bits the index of the nearest of [`LEVELS4`].
fn quantise(v: f32, s: f32, bits: u8) -> i8 {
    let x = v / s;
    if bits == 4 {
        let mut best = 0usize;
        for (i, l) in LEVELS4.iter().enumerate() {
            if (x - l).abs() < (x - LEVELS4[best]).abs() {
                best = i;
            }
        }
        return best as i8;
    }
    x.round().clamp(-127.0, 127.0) as i8
}

/// Bytes that `n` weights of `bits` bits take.
fn packed_len(n: usize, bits: u8) -> usize {
    if bits == 4 { n.div_ceil(2) } else { n }
}

/// Quantised weights as stored: a byte each at 8 bits, two codes to a byte at 4 (low
/// nibble first).
fn pack(q: &[i8], bits: u8) -> Vec<u8> {
    if bits == 8 {
        return q.iter().map(|&v| v as u8).collect();
    }
    q.chunks(2)
        .map(|p| {
            let lo = (p[0] as u8) & 0x0f;
            let hi = p.get(1).map_or(0, |&v| (v as u8) & 0x0f);
            lo | (hi << 4)
        })
        .collect()
}

/// The stored codes back, as [`quantise`] gave them.
fn unpack(bytes: &[u8], bits: u8) -> Vec<i8> {
    if bits == 8 {
        return bytes.iter().map(|&b| b as i8).collect();
    }
    bytes
        .iter()
        .flat_map(|&b| [(b & 0x0f) as i8, (b >> 4) as i8])
        .collect()
}

/// `exp` for the models, the same bits natively and in wasm: the pure-Rust `libm`, never
/// the platform's.
pub fn exp(x: f32) -> f32 {
    libm::expf(x)
}

/// Softmax of `logits` in place (numerically safe).
pub fn softmax(logits: &mut [f32]) {
    let m = logits.iter().fold(f32::NEG_INFINITY, |m, &v| m.max(v));
    let mut sum = 0.0f32;
    for v in logits.iter_mut() {
        *v = exp(*v - m);
        sum += *v;
    }
    if sum > 0.0 {
        for v in logits.iter_mut() {
            *v /= sum;
        }
    }
}

/// The logistic function.
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + exp(-x))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo() -> Mlp {
        Mlp::from_f32(
            "t",
            42,
            &[
                (
                    3,
                    4,
                    Act::Relu,
                    (0..12).map(|i| i as f32 * 0.1 - 0.5).collect(),
                    vec![0.1; 4],
                ),
                (
                    4,
                    2,
                    Act::Linear,
                    (0..8).map(|i| 0.3 - i as f32 * 0.05).collect(),
                    vec![0.0, 1.0],
                ),
            ],
        )
        .unwrap()
    }

    #[test]
    fn a_file_reads_back_to_the_same_model() {
        let m = demo();
        let back = Mlp::from_bytes(&m.to_bytes(), "t", 42).unwrap();
        assert_eq!(back, m);
    }

    #[test]
    fn a_four_bit_layer_reads_back_to_the_same_model_in_about_half_the_bytes() {
        let specs: Vec<LayerSpec> = vec![
            (
                40,
                16,
                Act::Relu,
                (0..640)
                    .map(|i| ((i * 37 % 101) as f32 - 50.0) * 0.01)
                    .collect(),
                vec![0.1; 16],
            ),
            (
                16,
                3,
                Act::Linear,
                (0..48).map(|i| i as f32 * 0.02).collect(),
                vec![0.0; 3],
            ),
        ];
        let eight = Mlp::from_f32("t", 42, &specs).unwrap();
        let four = Mlp::from_f32_bits("t", 42, &specs, &[4]).unwrap();
        assert_eq!((four.layers[0].bits, four.layers[1].bits), (4, 8));
        let bytes = four.to_bytes();
        let back = Mlp::from_bytes(&bytes, "t", 42).unwrap();
        assert_eq!(back, four);
        assert_eq!(
            back.to_bytes(),
            bytes,
            "a model read back writes the same bytes"
        );
        assert_eq!(eight.to_bytes().len() - bytes.len(), 640 / 2);
        // Each weight near its value: within the widest gap between levels of its row's
        // largest weight.
        for (row4, row) in four.layers[0].w.chunks(16).zip(specs[0].3.chunks(16)) {
            let m = row.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            for (a, b) in row4.iter().zip(row) {
                assert!((a - b).abs() <= 0.31 * m, "{a} {b}");
            }
        }
        assert_eq!(
            Mlp::from_f32_bits("t", 42, &specs, &[5]),
            Err(WeightsError::Shape)
        );
    }

    #[test]
    fn a_format_one_file_still_reads() {
        // Format 1 had no width byte: every layer 8-bit.
        let m = demo();
        let mut v1 = Vec::new();
        v1.extend_from_slice(MAGIC);
        v1.extend_from_slice(&1u16.to_le_bytes());
        v1.push(1);
        v1.extend_from_slice(b"t");
        v1.extend_from_slice(&42u64.to_le_bytes());
        v1.push(2);
        let now = m.to_bytes();
        // Copy each layer from the format-2 bytes, leaving out its width byte.
        let mut at = 4 + 2 + 1 + 1 + 8 + 1;
        for l in &m.layers {
            v1.extend_from_slice(&now[at..at + 5]);
            at += 6;
            let n = 4 * l.inputs + l.inputs * l.outputs + 4 * l.outputs;
            v1.extend_from_slice(&now[at..at + n]);
            at += n;
        }
        assert_eq!(Mlp::from_bytes(&v1, "t", 42), Ok(m));
    }

    #[test]
    fn another_layout_name_or_a_damaged_file_is_refused() {
        let bytes = demo().to_bytes();
        assert_eq!(
            Mlp::from_bytes(&bytes, "t", 43),
            Err(WeightsError::Layout {
                expected: 43,
                found: 42
            })
        );
        assert!(matches!(
            Mlp::from_bytes(&bytes, "u", 42),
            Err(WeightsError::Name { .. })
        ));
        assert_eq!(
            Mlp::from_bytes(&bytes[..bytes.len() - 1], "t", 42),
            Err(WeightsError::Truncated)
        );
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(Mlp::from_bytes(&longer, "t", 42), Err(WeightsError::Shape));
        assert_eq!(
            Mlp::from_bytes(b"nope", "t", 42),
            Err(WeightsError::BadMagic)
        );
        let mut v2 = bytes;
        v2[4] = 9;
        assert_eq!(Mlp::from_bytes(&v2, "t", 42), Err(WeightsError::Format(9)));
    }

    #[test]
    fn the_accumulator_path_gives_the_forward_numbers() {
        let m = demo();
        let mut a = [0.0; 2];
        m.forward(&[1.0, 0.0, 2.0], &mut a);
        let mut acc = m.accumulator(&[1, 1, 2]);
        m.accumulate(&mut acc, 1, -1.0);
        let mut b = [0.0; 2];
        m.finish(acc, &mut b);
        for (x, y) in a.iter().zip(&b) {
            assert!((x - y).abs() < 1e-6, "{a:?} {b:?}");
        }
    }

    #[test]
    fn softmax_sums_to_one() {
        let mut v = [1.0, 2.0, 3.0];
        softmax(&mut v);
        assert!((v.iter().sum::<f32>() - 1.0).abs() < 1e-6);
        assert!(v[2] > v[1] && v[1] > v[0]);
    }
}
