//! Learned models: what a seat's view looks like to a network, the records self-play
//! writes for training, the weights files, and the one inference routine.
//!
//! Three commands with files between them (`../shared/STYLE.md` §4): `cardgame record`
//! plays hands and writes one record per decision (features computed by the same function
//! the player uses, plus the labels only self-play knows: the true deal, the outcome);
//! `train` (its own crate, never in the page or the worker) reads records and writes a
//! weights file; the player loads the weights file ([`models`]) and runs [`net::Mlp`].
//!
//! - [`Layout`]: a model's inputs as named groups, with the hash a weights file carries.
//! - [`net`]: weights files and inference.
//! - [`record`]: the training records' file format.
//! - [`assign`]: deals of the hidden cards drawn from per-card seat weights, with exactly
//!   the counts each seat holds.
//! - [`judge`]: a move model's judgement of the moves of a view, blended into a search.
//! - [`models`]: the trained models shipped with the player.

pub mod assign;
pub mod history;
pub mod judge;
pub mod models;
pub mod net;
pub mod record;

/// A model's inputs: named groups of small-integer features, each with the scale the
/// trainer multiplies it by. Its [`Layout::hash`] goes into every record and weights file,
/// so a model trained on another layout is refused, never silently misread.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The model's name (`"guandan-belief"`, …), as the weights file carries it.
    pub name: &'static str,
    /// The feature groups in order: name, count, scale.
    pub groups: &'static [(&'static str, usize, f32)],
    /// Label bytes per record.
    pub labels: usize,
    /// Outputs of the network.
    pub outputs: usize,
}

impl Layout {
    /// Inputs of the network (the sum of the groups).
    pub fn inputs(&self) -> usize {
        self.groups.iter().map(|g| g.1).sum()
    }

    /// The scale of each input, in order.
    pub fn scales(&self) -> Vec<f32> {
        let mut v = Vec::with_capacity(self.inputs());
        for &(_, n, s) in self.groups {
            v.extend(std::iter::repeat_n(s, n));
        }
        v
    }

    /// The index of the first input of group `name`.
    pub fn offset(&self, name: &str) -> Option<usize> {
        let mut at = 0;
        for &(g, n, _) in self.groups {
            if g == name {
                return Some(at);
            }
            at += n;
        }
        None
    }

    /// FNV-1a over the name, every group (name, count, scale bits), the label and output
    /// counts.
    pub fn hash(&self) -> u64 {
        let mut h = Fnv::new();
        h.bytes(self.name.as_bytes());
        for &(g, n, s) in self.groups {
            h.bytes(g.as_bytes());
            h.bytes(&(n as u64).to_le_bytes());
            h.bytes(&s.to_bits().to_le_bytes());
        }
        h.bytes(&(self.labels as u64).to_le_bytes());
        h.bytes(&(self.outputs as u64).to_le_bytes());
        h.0
    }
}

/// What a model's outputs mean: the trainer's loss and the reports follow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Head {
    /// Card reading: for each card slot, one output per other seat, a softmax over the
    /// seats; labels are how many of the slot's hidden copies each seat holds.
    Belief {
        /// Other seats (3 in Guandan, 2 in Dou Dizhu).
        seats: usize,
    },
    /// A softmax over classes; the label is the class.
    Classes,
}

/// Every model the players use: its layout and what its outputs mean.
pub fn catalog() -> [(Layout, Head); 6] {
    [
        (crate::guandan::features::BELIEF, Head::Belief { seats: 3 }),
        (crate::guandan::features::VALUE, Head::Classes),
        (crate::guandan::features::MOVE, Head::Classes),
        (crate::ddz::features::BELIEF, Head::Belief { seats: 2 }),
        (crate::ddz::features::VALUE, Head::Classes),
        (crate::ddz::features::MOVE, Head::Classes),
    ]
}

/// Whether `layout`'s classes split by the winner: the value models put the results in
/// which the side read wins first ([`crate::guandan::features::value_class`], Dou Dizhu's
/// win before its loss), so the first half of the classes is "my side wins". The move
/// model's classes (worse, the same, better) do not.
pub fn splits_by_winner(layout: &Layout) -> bool {
    [crate::guandan::features::VALUE, crate::ddz::features::VALUE]
        .iter()
        .any(|l| l.name == layout.name)
}

/// The catalogued model named `name`.
pub fn find(name: &str) -> Option<(Layout, Head)> {
    catalog().into_iter().find(|(l, _)| l.name == name)
}

/// A belief model's reading of one position: its outputs for `features`, a softmax over
/// each card slot's `seats` outputs.
pub fn read_belief(model: &net::Mlp, features: &[u8], seats: usize) -> Vec<f32> {
    let input: Vec<f32> = features.iter().map(|&x| f32::from(x)).collect();
    let mut out = vec![0.0f32; model.outputs()];
    model.forward(&input, &mut out);
    for g in out.chunks_mut(seats.max(1)) {
        net::softmax(g);
    }
    out
}

/// 64-bit FNV-1a.
#[derive(Debug, Clone, Copy)]
pub struct Fnv(pub u64);

impl Fnv {
    /// The offset basis.
    pub fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    /// Mixes in `b`.
    pub fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.0 ^= u64::from(x);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv::new()
    }
}

/// Writes small integers into a feature buffer group by group.
#[derive(Debug)]
pub struct Writer<'a> {
    buf: &'a mut [u8],
    at: usize,
}

impl<'a> Writer<'a> {
    /// A writer over `buf`, zeroed.
    pub fn new(buf: &'a mut [u8]) -> Writer<'a> {
        buf.fill(0);
        Writer { buf, at: 0 }
    }
    /// Sets input `i` of the group now open.
    pub fn set(&mut self, i: usize, v: u8) {
        if let Some(x) = self.buf.get_mut(self.at + i) {
            *x = v;
        }
    }
    /// Adds to input `i` of the group now open (saturating).
    pub fn add(&mut self, i: usize, v: u8) {
        if let Some(x) = self.buf.get_mut(self.at + i) {
            *x = x.saturating_add(v);
        }
    }
    /// Closes the group now open, of `n` inputs.
    pub fn next(&mut self, n: usize) {
        self.at += n;
    }
    /// Inputs written so far.
    pub fn len(&self) -> usize {
        self.at
    }
    /// Whether nothing has been written.
    pub fn is_empty(&self) -> bool {
        self.at == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Layout = Layout {
        name: "a",
        groups: &[("x", 3, 0.5), ("y", 2, 1.0)],
        labels: 1,
        outputs: 2,
    };

    #[test]
    fn a_layout_counts_its_inputs_and_hashes_every_part() {
        assert_eq!(A.inputs(), 5);
        assert_eq!(A.scales(), vec![0.5, 0.5, 0.5, 1.0, 1.0]);
        assert_eq!(A.offset("y"), Some(3));
        let b = Layout {
            groups: &[("x", 3, 0.25), ("y", 2, 1.0)],
            ..A
        };
        assert_ne!(A.hash(), b.hash());
        assert_eq!(A.hash(), A.hash());
    }

    /// Only the value models' classes read as "my side wins" first: the move model's three
    /// (worse, the same, better) have no winner, so the trainer reports none for it.
    #[test]
    fn only_the_value_models_split_their_classes_by_the_winner() {
        let split: Vec<&str> = catalog()
            .iter()
            .filter(|(l, _)| splits_by_winner(l))
            .map(|(l, _)| l.name)
            .collect();
        assert_eq!(split, ["guandan-value", "doudizhu-value"]);
        // Guandan: my team won by 1, 2, 3 levels are the first three of six classes.
        assert!(crate::guandan::features::value_class(true, 3) < 3);
        assert!(crate::guandan::features::value_class(false, 1) >= 3);
    }
}
