//! `cardgame record`: self-play that writes training records for a learned model, one row
//! per decision (the deciding seat's features, computed by the same function the player
//! uses, and the labels only self-play knows: the true deal, the hand's outcome).
//!
//! ```text
//! cardgame record --game guandan --model belief --players policy --hands 30000 --seed 1 \
//!                 --threads 2 --out guandan-belief.rec
//! ```
//!
//! Whole matches are played (Guandan: levels and tribute vary as at the table), each for at
//! most `--match-hands` hands; match `m` is dealt from seed `S + m`. Rows come out in match
//! order whatever `--threads` is, so a file depends only on its flags.

use std::collections::BTreeMap;
use std::fmt;
use std::io::{self, Write};
use std::sync::mpsc;

use ai::learn::Layout;
use ai::learn::record::Header;
use ai::play_out::{Observer, Table, play_seated};
use engine::Seat;
use engine::ddz;
use engine::guandan::{self, Phase};
use engine::rng::GameRng;

use super::{HarnessError, guandan_player};
use crate::protocol::GameKind;

/// Which model's records to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// Who holds what: the seat's view, and where each hidden card really is.
    Belief,
    /// Who wins from here: a deal with every hand placed, and the hand's outcome.
    Value,
    /// Which move: the seat's view and one candidate move, and whether the hand
    /// played out on the true deal ends worse, the same or better after it than after the
    /// fast policy's own choice; a row per candidate other than that choice.
    Move,
}

impl Model {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Model::Belief => "belief",
            Model::Value => "value",
            Model::Move => "move",
        }
    }
    /// The model with this name.
    pub fn from_name(s: &str) -> Option<Model> {
        [Model::Belief, Model::Value, Model::Move]
            .into_iter()
            .find(|m| m.name() == s)
    }
}

/// What to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The game.
    pub game: GameKind,
    /// The model the records train.
    pub model: Model,
    /// The player in every seat.
    pub players: String,
    /// Hands to play in all.
    pub hands: u64,
    /// The first match's seed.
    pub seed: u64,
    /// Hands played of each match at most.
    pub match_hands: u64,
    /// Worker threads (the file does not depend on it).
    pub threads: usize,
    /// Keep one decision in this many (drawn from the match's seed), so a file of a given
    /// size covers more deals: decisions of one hand are much alike.
    pub keep: u64,
}

/// Why recording failed.
#[derive(Debug)]
pub enum RecordError {
    /// A player or mode the harness does not know.
    Harness(HarnessError),
    /// Writing the file failed.
    Io(io::Error),
    /// A hand broke off (an illegal proposal): a bug, reported with its seed.
    Play(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Harness(e) => write!(f, "{e}"),
            RecordError::Io(e) => write!(f, "writing the records: {e}"),
            RecordError::Play(e) => write!(f, "a hand broke off: {e}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl From<HarnessError> for RecordError {
    fn from(e: HarnessError) -> RecordError {
        RecordError::Harness(e)
    }
}

impl From<io::Error> for RecordError {
    fn from(e: io::Error) -> RecordError {
        RecordError::Io(e)
    }
}

/// What a run wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Summary {
    /// Hands played.
    pub hands: u64,
    /// Rows written.
    pub rows: u64,
}

/// The layout of `model` for `game`.
pub fn layout(game: GameKind, model: Model) -> Layout {
    match (game, model) {
        (GameKind::Guandan, Model::Belief) => ai::guandan::features::BELIEF,
        (GameKind::Guandan, Model::Value) => ai::guandan::features::VALUE,
        (GameKind::Guandan, Model::Move) => ai::guandan::features::MOVE,
        (GameKind::Doudizhu, Model::Belief) => ai::ddz::features::BELIEF,
        (GameKind::Doudizhu, Model::Value) => ai::ddz::features::VALUE,
        (GameKind::Doudizhu, Model::Move) => ai::ddz::features::MOVE,
    }
}

/// Plays one match: the hands played and the rows written, or why it broke off.
type MatchFn = dyn Fn(u64) -> Result<(u64, Vec<u8>), String> + Sync;

/// Plays and writes the records to `out` (the header first).
///
/// # Errors
/// [`RecordError`] for an unknown player, a write error or a hand that broke off.
pub fn run(cfg: &Config, out: &mut impl Write) -> Result<Summary, RecordError> {
    let l = layout(cfg.game, cfg.model);
    let header = Header {
        model: l.name.to_string(),
        layout: l.hash(),
        features: l.inputs() as u32,
        labels: l.labels as u32,
    };
    out.write_all(&header.to_bytes())?;
    let per = cfg.match_hands.max(1);
    let matches = cfg.hands.div_ceil(per);
    let unit: Box<MatchFn> = match cfg.game {
        GameKind::Guandan => {
            let p = guandan_player(&cfg.players)?;
            let (model, seed, hands, keep) = (cfg.model, cfg.seed, cfg.hands, cfg.keep);
            let l = layout(GameKind::Guandan, model);
            Box::new(move |m| {
                let todo = per.min(hands - m * per);
                record_match::<guandan::Game, _>(seed.wrapping_add(m), todo, p, model, l, keep)
            })
        }
        GameKind::Doudizhu => {
            let p = super::ddz_player(&cfg.players)?;
            let (model, seed, hands, keep) = (cfg.model, cfg.seed, cfg.hands, cfg.keep);
            let l = layout(GameKind::Doudizhu, model);
            Box::new(move |m| {
                let todo = per.min(hands - m * per);
                record_match::<ddz::Game, _>(seed.wrapping_add(m), todo, p, model, l, keep)
            })
        }
    };
    let row = header.row() as u64;
    let mut summary = Summary::default();
    ordered(matches, cfg.threads, &*unit, |(hands, bytes)| {
        summary.hands += hands;
        summary.rows += bytes.len() as u64 / row;
        out.write_all(&bytes)
    })?;
    out.flush()?;
    Ok(summary)
}

/// Runs units `0..n` on `threads` workers and hands their results to `sink` in unit order.
fn ordered<T: Send>(
    n: u64,
    threads: usize,
    unit: &(dyn Fn(u64) -> Result<T, String> + Sync),
    mut sink: impl FnMut(T) -> io::Result<()>,
) -> Result<(), RecordError> {
    let threads = threads.clamp(1, 16) as u64;
    let (tx, rx) = mpsc::sync_channel::<(u64, Result<T, String>)>(4 * threads as usize);
    std::thread::scope(|s| {
        for t in 0..threads {
            let tx = tx.clone();
            s.spawn(move || {
                let mut i = t;
                while i < n {
                    if tx.send((i, unit(i))).is_err() {
                        return;
                    }
                    i += threads;
                }
            });
        }
        drop(tx);
        let mut waiting: BTreeMap<u64, Result<T, String>> = BTreeMap::new();
        let mut next = 0u64;
        for (i, r) in rx {
            waiting.insert(i, r);
            while let Some(r) = waiting.remove(&next) {
                sink(r.map_err(RecordError::Play)?)?;
                next += 1;
            }
        }
        Ok(())
    })
}

/// What recording needs of a game beyond the driver's [`Table`].
pub(crate) trait Recorded: Table + Sized {
    /// Seats at the table.
    const SEATS: u8;
    /// The game dealt from `seed`.
    fn dealt(seed: u64) -> Self;
    /// Whether the seat to act is playing cards (not bidding, not returning tribute).
    fn playing(&self) -> bool;
    /// Writes `seat`'s belief row (features, labels) from its view and the true hands.
    fn belief_row(&self, seat: Seat, f: &mut [u8], l: &mut [u8]);
    /// Writes the value features of the position, every hand placed, from `me`'s side;
    /// `false` when there is no such position yet.
    fn value_row(&self, seat: Seat, me: Seat, f: &mut [u8]) -> bool;
    /// Appends a move row per candidate of `seat`'s decision (see [`Model::Move`]).
    fn move_rows(&self, seat: Seat, rows: &mut Vec<u8>);
    /// The finished hand's value label from `me`'s side.
    fn value_label(&self, me: Seat) -> Option<u8>;
    /// Deals the next hand of the match; `false` when the match is over.
    ///
    /// # Errors
    /// The game refused the next hand.
    fn next_hand(&mut self) -> Result<bool, String>;
}

impl Recorded for guandan::Game {
    const SEATS: u8 = 4;
    fn dealt(seed: u64) -> Self {
        guandan::Game::new(seed)
    }
    fn playing(&self) -> bool {
        self.phase() == Phase::Playing
    }
    fn belief_row(&self, seat: Seat, f: &mut [u8], l: &mut [u8]) {
        let view = self.view(seat);
        let hands = [0u8, 1, 2, 3].map(|i| self.hand(Seat(i)));
        ai::guandan::features::belief(&view, f);
        ai::guandan::features::belief_labels(&view, &hands, f, l);
    }
    fn value_row(&self, seat: Seat, me: Seat, f: &mut [u8]) -> bool {
        let view = self.view(seat);
        let info = ai::guandan::sample::Info::of(&view);
        ai::guandan::features::value(&gd_true_sim(self, &info), me, f);
        true
    }
    fn move_rows(&self, seat: Seat, rows: &mut Vec<u8>) {
        use ai::guandan::{features, search};
        let view = self.view(seat);
        let limits = search::Limits::DEFAULT;
        let (info, cands, own) = search::choices(&view, &limits);
        let Some(own) = own.filter(|_| cands.len() > 1) else {
            return;
        };
        // Each candidate played out on the true deal: one sampled deal that is the truth,
        // each judged against the policy's own choice on it.
        let sim = gd_true_sim(self, &info);
        let evals = search::evaluate_on(&info, &cands, Some(own), &[sim], &limits, None);
        let mut f = vec![0u8; features::MOVE.inputs()];
        features::movement(&view, info.hand, None, &mut f);
        let write = |mv: Option<&_>, buf: &mut [u8]| {
            features::move_inputs(info.hand, info.level, mv, buf);
        };
        move_rows(&evals, &mut f, features::BELIEF.inputs(), rows, write);
    }
    fn value_label(&self, me: Seat) -> Option<u8> {
        let r = self.results().last()?;
        let won = r.winning_team == me.team().index();
        Some(ai::guandan::features::value_class(won, r.upgrade))
    }
    fn next_hand(&mut self) -> Result<bool, String> {
        if self.phase() != Phase::HandOver {
            return Ok(false);
        }
        self.apply(guandan::Action::NextHand)
            .map(|_| true)
            .map_err(|e| format!("seed {}: next hand refused: {e}", self.seed()))
    }
}

/// The Guandan deal as it really is at the position `info` reads
/// ([`ai::guandan::sample::Info::real_deal`]).
fn gd_true_sim(g: &guandan::Game, info: &ai::guandan::sample::Info) -> ai::guandan::sim::Sim {
    info.real_deal([0u8, 1, 2, 3].map(|i| g.hand(Seat(i))))
}

impl Recorded for ddz::Game {
    const SEATS: u8 = 3;
    fn dealt(seed: u64) -> Self {
        ddz::Game::new(seed)
    }
    fn playing(&self) -> bool {
        self.phase() == ddz::Phase::Playing
    }
    fn belief_row(&self, seat: Seat, f: &mut [u8], l: &mut [u8]) {
        let view = self.view(seat);
        let hands = [0u8, 1, 2].map(|i| self.hand(Seat(i)));
        ai::ddz::features::belief(&view, f);
        ai::ddz::features::belief_labels(&view, &hands, f, l);
    }
    fn value_row(&self, seat: Seat, me: Seat, f: &mut [u8]) -> bool {
        let hands = [0u8, 1, 2].map(|i| self.hand(Seat(i)));
        match ai::ddz::features::sim_of(&self.view(seat), &hands) {
            Some(sim) => {
                ai::ddz::features::value(&sim, me, f);
                true
            }
            None => false,
        }
    }
    fn move_rows(&self, seat: Seat, rows: &mut Vec<u8>) {
        use ai::ddz::{features, search};
        let view = self.view(seat);
        let hands = [0u8, 1, 2].map(|i| self.hand(Seat(i)));
        let (Some(info), Some(sim)) = (
            ai::ddz::sample::Info::of(&view),
            features::sim_of(&view, &hands),
        ) else {
            return;
        };
        let limits = search::Limits::DEFAULT;
        let (cands, own) = search::candidates(&info, limits.candidates, limits.style);
        let Some(own) = own.filter(|_| cands.len() > 1) else {
            return;
        };
        // As in Guandan: every candidate played out on the true deal.
        let evals = search::evaluate_on(&info, &cands, Some(own), &[sim], &limits, None);
        let mut f = vec![0u8; features::MOVE.inputs()];
        features::movement(&view, info.hand, None, &mut f);
        let write = |mv: Option<&_>, buf: &mut [u8]| features::move_inputs(info.hand, mv, buf);
        move_rows(&evals, &mut f, features::BELIEF.inputs(), rows, write);
    }
    fn value_label(&self, me: Seat) -> Option<u8> {
        let s = self.settlements().last()?;
        Some(u8::from(!s.won_by(me)))
    }
    fn next_hand(&mut self) -> Result<bool, String> {
        if self.phase() != ddz::Phase::HandOver {
            return Ok(false);
        }
        self.apply(ddz::Action::NextHand)
            .map(|_| true)
            .map_err(|e| format!("seed {}: next hand refused: {e}", self.seed()))
    }
}

/// Appends a move row per evaluated candidate other than the policy's own choice: the
/// view's inputs (`f`, the move's part from `seen` on written by `write`), then the class of
/// its result against the own choice's on the true deal.
fn move_rows<M>(
    evals: &[ai::eval::Eval<M>],
    f: &mut [u8],
    seen: usize,
    rows: &mut Vec<u8>,
    mut write: impl FnMut(Option<&M>, &mut [u8]),
) {
    for e in evals.iter().filter(|e| !e.own) {
        write(e.mv.as_ref(), &mut f[seen..]);
        rows.extend_from_slice(f);
        rows.push(ai::learn::judge::move_class(e.diff));
    }
}

/// Watches a hand and writes a row at every play-phase decision.
struct Watch {
    model: Model,
    layout: Layout,
    keep: u64,
    rng: GameRng,
    rows: Vec<u8>,
    /// Value rows of this hand waiting for its outcome: (row start, perspective seat).
    pending: Vec<(usize, Seat)>,
}

impl<G: Recorded> Observer<G> for Watch {
    type Halt = std::convert::Infallible;
    fn deciding(&mut self, g: &G, seat: Seat) {
        if !g.playing() || (self.keep > 1 && self.rng.below(self.keep) != 0) {
            return;
        }
        if self.model == Model::Move {
            g.move_rows(seat, &mut self.rows);
            return;
        }
        let (nf, nl) = (self.layout.inputs(), self.layout.labels);
        let at = self.rows.len();
        self.rows.resize(at + nf + nl, 0);
        let (f, l) = self.rows[at..].split_at_mut(nf);
        match self.model {
            Model::Belief | Model::Move => g.belief_row(seat, f, l),
            Model::Value => {
                // Every seat's side, so the model reads a position whoever is to act.
                let me = Seat(self.rng.below(u64::from(G::SEATS)) as u8);
                if g.value_row(seat, me, f) {
                    self.pending.push((at, me));
                } else {
                    self.rows.truncate(at);
                }
            }
        }
    }
}

/// Plays `hands` hands of the match seeded `seed` (fewer if it ends) with `p` in every
/// seat, recording `model`'s rows.
fn record_match<G: Recorded, P: ai::play_out::Agent<G> + Copy>(
    seed: u64,
    hands: u64,
    p: P,
    model: Model,
    layout: Layout,
    keep: u64,
) -> Result<(u64, Vec<u8>), String> {
    let mut g = G::dealt(seed);
    let mut w = Watch {
        model,
        layout,
        keep,
        rng: GameRng::new(seed, 1 << 40),
        rows: Vec::new(),
        pending: Vec::new(),
    };
    let mut played = 0;
    while played < hands {
        let mut players = vec![p; usize::from(G::SEATS)];
        play_seated(&mut g, &mut players, &mut w).map_err(|e| e.to_string())?;
        played += 1;
        let nf = layout.inputs();
        for (at, me) in std::mem::take(&mut w.pending) {
            let label = g
                .value_label(me)
                .ok_or_else(|| format!("seed {seed}: a hand ended without a result"))?;
            w.rows[at + nf] = label;
        }
        if !g.next_hand()? {
            break;
        }
    }
    Ok((played, w.rows))
}
