//! What a Guandan seat knows, read from its [`PlayerView`] (R3), and deals of the hidden
//! cards consistent with it: each seat's count, the tribute cards this seat gave or got
//! back (still in the other hand unless played), and — softly — the plays a seat passed
//! on, which it probably could not beat. All draws come from the seeded generator (R2).

use super::plan::{Part, Shape, plain_beating};
use super::sim::Sim;
use engine::guandan::{Combo, Played, PlayerView};
use engine::rng::{GameRng, shuffle};
use engine::{CardSet, Rank};

/// A pass on an opponent's play: the passer probably held nothing plain to beat it.
#[derive(Clone, Copy, Debug)]
pub struct PassEvent {
    /// Who passed.
    pub seat: u8,
    /// What it passed on.
    pub table: Combo,
    /// The cards that seat played after passing (it held them then).
    pub later: u128,
}

/// Everything a seat knows during play.
#[derive(Clone, Debug)]
pub struct Info {
    /// The seat deciding.
    pub me: u8,
    /// This hand's level.
    pub level: Rank,
    /// The seat's own hand.
    pub hand: u128,
    /// Cards held by each seat (0 = out).
    pub counts: [u8; 4],
    /// Cards neither in this hand nor played.
    pub unseen: u128,
    /// Unseen cards known to be in a given seat's hand (tribute gifts and returns).
    pub known: [u128; 4],
    /// The play to beat and who made it.
    pub table: Option<(u8, Played)>,
    /// Passes since the last play.
    pub passes: u8,
    /// Seats out, in order.
    pub finished: Vec<u8>,
    /// Recent passes on an opponent's play by other seats.
    pub events: Vec<PassEvent>,
}

/// Only this many of the latest passes are weighed (they say most about the hands now).
const MAX_EVENTS: usize = 16;

impl Info {
    /// Reads a playing-phase view.
    pub fn of(view: &PlayerView) -> Info {
        let me = view.seat.0 % 4;
        let level = view.level;
        let hand = view.hand.bits();
        let mut played = 0u128;
        let mut table: Option<(u8, Combo)> = None;
        let mut passes = 0usize;
        let mut events: Vec<PassEvent> = Vec::new();
        let mut active = view.counts.map(|c| c > 0);
        // Replay the record: who held each trick when a seat passed.
        let mut remaining_cards = [0usize; 4];
        for (s, p) in &view.history {
            if let Some(p) = p {
                remaining_cards[s.index() % 4] += p.cards.len();
            }
        }
        for (i, c) in remaining_cards.iter_mut().enumerate() {
            *c += view.counts[i];
            active[i] = *c > 0;
        }
        for (s, p) in &view.history {
            let s = s.0 % 4;
            match p {
                Some(p) => {
                    played |= p.cards.bits();
                    for e in events.iter_mut().filter(|e| e.seat == s) {
                        e.later |= p.cards.bits();
                    }
                    table = Some((s, p.combo));
                    passes = 0;
                    let left = &mut remaining_cards[s as usize];
                    *left = left.saturating_sub(p.cards.len());
                    if *left == 0 {
                        active[s as usize] = false;
                    }
                }
                None => {
                    if let Some((holder, t)) = table {
                        if s != me && holder % 2 != s % 2 && !t.kind.is_bomb_class() {
                            events.push(PassEvent {
                                seat: s,
                                table: t,
                                later: 0,
                            });
                        }
                        passes += 1;
                        let alive = active.iter().filter(|&&a| a).count();
                        let others = alive - usize::from(active[holder as usize]);
                        if passes >= others {
                            table = None;
                            passes = 0;
                        }
                    }
                }
            }
        }
        if events.len() > MAX_EVENTS {
            events.drain(..events.len() - MAX_EVENTS);
        }
        let unseen = CardSet::full(2).bits() & !hand & !played;
        let mut known = [0u128; 4];
        for g in &view.my_gifts {
            if g.from.0 % 4 == me {
                known[g.to.index() % 4] |= CardSet::single(g.card).bits();
            }
            if g.to.0 % 4 == me
                && let Some(r) = g.returned
            {
                known[g.from.index() % 4] |= CardSet::single(r).bits();
            }
        }
        for k in known.iter_mut() {
            *k &= unseen;
        }
        Info {
            me,
            level,
            hand,
            counts: view.counts.map(|c| c.min(27) as u8),
            unseen,
            known,
            table: view.table.map(|(s, p)| (s.0 % 4, p)),
            passes: view
                .trick
                .iter()
                .rev()
                .take_while(|(_, p)| p.is_none())
                .count() as u8,
            finished: view.finish_order.iter().map(|s| s.0 % 4).collect(),
            events,
        }
    }
}

/// Whether `hand` holds a plain (non-bomb) play that beats `t`.
fn can_beat_plain(hand: u128, t: &Combo, level: Rank, buf: &mut Vec<Part>) -> bool {
    buf.clear();
    plain_beating(&Shape::of(hand, level), t, level, true, buf);
    !buf.is_empty()
}

/// Draws `n` deals of the hidden cards consistent with `info` (passes weigh softly).
pub fn deals(info: &Info, n: usize, rng: &mut GameRng) -> Vec<Sim> {
    let known_all = info.known.iter().fold(0u128, |a, &k| a | k);
    let mut pool: Vec<u8> = Vec::with_capacity(81);
    let mut bits = info.unseen & !known_all;
    while bits != 0 {
        pool.push(bits.trailing_zeros() as u8);
        bits &= bits - 1;
    }
    let others: Vec<u8> = (1..4).map(|k| (info.me + k) % 4).collect();
    let need: Vec<usize> = others
        .iter()
        .map(|&s| {
            (info.counts[s as usize] as usize)
                .saturating_sub(info.known[s as usize].count_ones() as usize)
        })
        .collect();
    let mut buf = Vec::new();
    let mut out = Vec::with_capacity(n);
    let mut finish = [0u8; 4];
    for (i, &s) in info.finished.iter().take(4).enumerate() {
        finish[i] = s;
    }
    for _ in 0..n {
        let mut best: Option<(f64, [u128; 4])> = None;
        for _attempt in 0..12 {
            shuffle(&mut pool, rng);
            let mut hands = [0u128; 4];
            hands[info.me as usize] = info.hand;
            let mut at = 0;
            for (k, &s) in others.iter().enumerate() {
                let mut h = info.known[s as usize];
                for &c in pool.iter().skip(at).take(need[k]) {
                    h |= 1u128 << c;
                }
                at += need[k];
                hands[s as usize] = h;
            }
            let mut w = 1.0f64;
            for e in &info.events {
                let then = hands[e.seat as usize] | e.later;
                if can_beat_plain(then, &e.table, info.level, &mut buf) {
                    w *= 0.35;
                }
            }
            if best.is_none_or(|(bw, _)| w > bw) {
                best = Some((w, hands));
            }
            if w >= 1.0 || rng.unit() < w {
                best = Some((w, hands));
                break;
            }
        }
        if let Some((_, hands)) = best {
            out.push(Sim {
                hands,
                level: info.level,
                to_act: info.me,
                table: info.table,
                passes: info.passes,
                finish,
                nfinish: info.finished.len().min(4) as u8,
                over: false,
            });
        }
    }
    out
}
