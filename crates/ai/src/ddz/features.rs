//! What the Dou Dizhu models see: [`belief`] from a seat's [`PlayerView`], [`movement`]
//! from it and one move, [`value`] from a deal with every hand placed; used alike by
//! `cardgame record`, the trainer (through the records) and the player. Suits play no part
//! in Dou Dizhu, so cards are read by rank (0 = 3 … 12 = 2, 13 small joker, 14 big joker).
//! Seats are relative to the seat the features are for: 0 itself, 1 the next, 2 the
//! previous.

use super::counts::{Counts, Mv};
use super::plan::Plan;
use super::sample::Info;
use super::sim::Sim;
use crate::learn::history::{Play, SeatRecord, write_recent, write_records, write_table};
use crate::learn::{Layout, Writer};
use engine::ddz::{Combo, ComboKind, PlayerView};
use engine::{CardSet, Seat};

/// Ranks.
pub const RANKS: usize = 15;
/// Seats at the table.
const SEATS: u8 = 3;
/// Plays and passes of the hand read one by one, latest first.
pub const RECENT: usize = 8;
/// Combination kinds.
const KINDS: usize = ComboKind::ALL.len();

/// The belief model's input groups, then `$extra` groups (the move model reads the same
/// view and the move after it).
macro_rules! belief_groups {
    ($($extra:expr),* $(,)?) => {
        &[
            ("mine", RANKS, 0.25),
            ("played", 3 * RANKS, 0.25),
            ("known", RANKS, 0.25),
            ("free", RANKS, 0.25),
            ("landlord", 3, 1.0),
            ("bid", 4, 1.0),
            ("bids", 3 * 5, 1.0),
            ("seat_count", 2, 0.05),
            ("seat_acts", 2 * 3, 1.0 / 16.0),
            ("seat_pass_min", 2 * KINDS, 1.0 / 16.0),
            ("seat_leads", 2 * KINDS, 0.25),
            ("seat_lead_min", 2 * KINDS, 1.0 / 16.0),
            ("table_holder", 4, 1.0),
            ("table_kind", KINDS, 1.0),
            ("table_key", 1, 1.0 / 16.0),
            ("table_len", 1, 0.1),
            ("doublings", 1, 0.25),
            ("recent_seat", RECENT * 3, 1.0),
            ("recent_pass", RECENT, 1.0),
            ("recent_kind", RECENT * KINDS, 1.0),
            ("recent_key", RECENT, 1.0 / 16.0),
            ("recent_len", RECENT, 0.1),
            $($extra),*
        ]
    };
}

/// The belief model's inputs: what one seat has seen.
pub const BELIEF: Layout = Layout {
    name: "doudizhu-belief",
    groups: belief_groups!(),
    labels: RANKS * 2,
    outputs: RANKS * 2,
};

/// The move model's inputs: what one seat has seen ([`BELIEF`]'s groups) and one move it
/// could make other than the fast policy's own choice: the cards it plays by rank, its kind
/// (or a pass), deciding rank and length, the cards left after it and how many combinations
/// the plan of those needs. Its outputs are the chances that the hand ends worse, the same
/// or better for the seat's side after that move than after the policy's own choice
/// ([`crate::learn::judge::move_class`]).
pub const MOVE: Layout = Layout {
    name: "doudizhu-move",
    groups: belief_groups!(
        ("move_cards", RANKS, 0.25),
        ("move_kind", KINDS + 1, 1.0),
        ("move_key", 1, 1.0 / 16.0),
        ("move_len", 1, 0.1),
        ("move_left", 1, 0.05),
        ("move_parts", 1, 1.0 / 8.0),
    ),
    labels: 1,
    outputs: 3,
};

/// The value model's inputs: a deal with every hand placed, from one seat's side.
pub const VALUE: Layout = Layout {
    name: "doudizhu-value",
    groups: &[
        ("hand", 3 * RANKS, 0.25),
        ("hand_at_least", 3 * RANKS * 4, 1.0),
        ("count", 3, 0.05),
        ("landlord", 3, 1.0),
        ("to_act", 3, 1.0),
        ("has_played", 3, 1.0),
        ("table_holder", 4, 1.0),
        ("table_kind", KINDS, 1.0),
        ("table_key", 1, 1.0 / 16.0),
        ("table_len", 1, 0.1),
        ("doublings", 1, 0.25),
    ],
    labels: 1,
    outputs: 2,
};

/// The seat `s` as seen from `me`: 0 itself, 1 next, 2 previous.
pub fn rel(me: Seat, s: Seat) -> usize {
    usize::from((s.0 + SEATS - me.0) % SEATS)
}

/// The absolute seat at relative position `r` from `me`.
pub fn abs(me: Seat, r: usize) -> Seat {
    Seat((me.0 + r as u8) % SEATS)
}

fn kind_index(k: ComboKind) -> usize {
    ComboKind::ALL.iter().position(|&x| x == k).unwrap_or(0)
}

/// A combination as the models read it: its kind, its deciding rank plus one (0 means
/// "none"), its body units.
fn read(c: &Combo) -> Play {
    (kind_index(c.kind), c.key.index() as u8 + 1, c.len)
}

fn put_counts(w: &mut Writer, c: Counts) {
    for r in 0..RANKS {
        w.set(r, c.get(r));
    }
    w.next(RANKS);
}

/// Writes the belief model's inputs for `view` into `buf` ([`BELIEF`]`.inputs()` long):
/// the seat's hand, what each seat has played, the bottom cards still known in the
/// landlord's hand, the unplaced cards, the landlord, the bids, and per other seat its
/// count and how it led and passed; the table, the doublings and the latest plays.
pub fn belief(view: &PlayerView, buf: &mut [u8]) {
    let me = view.seat;
    let mut w = Writer::new(buf);
    put_counts(&mut w, Counts::from_set(view.hand));
    let mut played = [CardSet::EMPTY; 3];
    let mut records = vec![SeatRecord::new(KINDS); 3];
    let mut holder: Option<(Seat, Combo)> = None;
    let mut passes = 0;
    for &(s, p) in &view.history {
        let r = rel(me, s);
        match p {
            Some(p) => {
                records[r].play(read(&p.combo), holder.is_none());
                played[r] |= p.cards;
                holder = Some((s, p.combo));
                passes = 0;
            }
            None => {
                let on = holder.and_then(|(h, t)| {
                    let opponents = view.landlord.is_some_and(|l| (h == l) != (s == l));
                    opponents.then(|| read(&t))
                });
                records[r].pass(on);
                passes += 1;
                if passes >= 2 {
                    holder = None;
                    passes = 0;
                }
            }
        }
    }
    for p in played {
        put_counts(&mut w, Counts::from_set(p));
    }
    // The bottom cards the landlord showed and has not played (D1): known to a peasant.
    let known = match (view.landlord, view.bottom) {
        (Some(l), Some(b)) if l != me => {
            let k = Counts::from_set(b);
            let lp = Counts::from_set(played[rel(me, l)]);
            let mut left = Counts::EMPTY;
            for r in 0..RANKS {
                left = left.plus(Counts::of(r, k.get(r).saturating_sub(lp.get(r))));
            }
            left
        }
        _ => Counts::EMPTY,
    };
    put_counts(&mut w, known);
    let seen = played.iter().fold(view.hand, |a, &p| a | p);
    let free = Counts::FULL.minus(Counts::from_set(seen));
    let mut f = Counts::EMPTY;
    for r in 0..RANKS {
        f = f.plus(Counts::of(r, free.get(r).saturating_sub(known.get(r))));
    }
    put_counts(&mut w, f);
    if let Some(l) = view.landlord {
        w.set(rel(me, l), 1);
    }
    w.next(3);
    w.set(usize::from(view.stake.bid.min(3)), 1);
    w.next(4);
    for &(s, b) in &view.bids {
        let v = match b {
            None => 1,
            Some(n) => 1 + usize::from(n.clamp(1, 3)),
        };
        w.set(rel(me, s) * 5 + v, 1);
    }
    w.next(15);
    for r in 1..3 {
        w.set(r - 1, view.counts[abs(me, r).index()].min(20) as u8);
    }
    w.next(2);
    write_records(&mut w, &records, KINDS);
    write_table(
        &mut w,
        view.table.map(|(s, p)| (rel(me, s), read(&p.combo))),
        3,
        KINDS,
    );
    w.set(0, view.stake.bombs.saturating_add(view.stake.rockets));
    w.next(1);
    let recent: Vec<(usize, Option<Play>)> = view
        .history
        .iter()
        .rev()
        .take(RECENT)
        .map(|(s, p)| (rel(me, *s), p.map(|p| read(&p.combo))))
        .collect();
    write_recent(&mut w, &recent, RECENT, 3, KINDS);
}

/// The belief model's labels for `view`, from the true hands (only self-play knows them):
/// for each rank and each other seat (1, 2), how many of the rank's free copies that seat
/// holds (the landlord's known bottom cards are not free).
pub fn belief_labels(view: &PlayerView, hands: &[CardSet; 3], features: &[u8], out: &mut [u8]) {
    let me = view.seat;
    let known = BELIEF.offset("known").unwrap_or(0);
    out.fill(0);
    for r in 1..3 {
        let s = abs(me, r);
        let held = Counts::from_set(hands[s.index()]);
        let is_lord = view.landlord == Some(s);
        for k in 0..RANKS {
            let kn = if is_lord {
                features.get(known + k).copied().unwrap_or(0)
            } else {
                0
            };
            if let Some(o) = out.get_mut(k * 2 + (r - 1)) {
                *o = held.get(k).saturating_sub(kn);
            }
        }
    }
}

/// Writes the move model's inputs ([`MOVE`]`.inputs()` long) for `view` and the move `mv`
/// (`None` = pass) from `hand`: the view's [`belief`] inputs, then [`move_inputs`].
pub fn movement(view: &PlayerView, hand: Counts, mv: Option<&Mv>, buf: &mut [u8]) {
    let (seen, after) = buf.split_at_mut(BELIEF.inputs().min(buf.len()));
    belief(view, seen);
    move_inputs(hand, mv, after);
}

/// The move part of [`MOVE`]'s inputs: the move `mv` (`None` = pass) from `hand`.
pub fn move_inputs(hand: Counts, mv: Option<&Mv>, buf: &mut [u8]) {
    let mut w = Writer::new(buf);
    put_counts(&mut w, mv.map_or(Counts::EMPTY, |m| m.cards));
    let read = mv.map(|m| read(&m.combo()));
    w.set(read.map_or(KINDS, |(kind, _, _)| kind), 1);
    w.next(KINDS + 1);
    if let Some((_, key, len)) = read {
        w.set(0, key);
        w.next(1);
        w.set(0, len);
        w.next(1);
    } else {
        w.next(2);
    }
    let rest = mv.map_or(hand, |m| hand.minus(m.cards));
    w.set(0, rest.len().min(255) as u8);
    w.next(1);
    w.set(0, Plan::of(rest).len().min(255) as u8);
    w.next(1);
}

/// Writes the value model's inputs for `sim` from `me`'s side into `buf`.
pub fn value(sim: &Sim, me: Seat, buf: &mut [u8]) {
    let mut w = Writer::new(buf);
    for r in 0..3 {
        put_counts(&mut w, sim.hands[abs(me, r)]);
    }
    for r in 0..3 {
        let h = sim.hands[abs(me, r)];
        for k in 0..RANKS {
            for n in 0..4 {
                if h.get(k) > n as u8 {
                    w.set((r * RANKS + k) * 4 + n, 1);
                }
            }
        }
    }
    w.next(3 * RANKS * 4);
    for r in 0..3 {
        w.set(r, sim.hands[abs(me, r)].len().min(20) as u8);
    }
    w.next(3);
    w.set(rel(me, sim.landlord), 1);
    w.next(3);
    w.set(rel(me, sim.turn.to_act()), 1);
    w.next(3);
    for r in 0..3 {
        w.set(r, u8::from(sim.plays[abs(me, r)] > 0));
    }
    w.next(3);
    let table = sim
        .turn
        .table()
        .map(|(s, m): (Seat, Mv)| (rel(me, s), read(&m.combo())));
    write_table(&mut w, table, 3, KINDS);
    w.set(0, sim.doublings);
    w.next(1);
}

/// A deal with every hand placed, from the game's truth and the deciding seat's view
/// (the record harness's; the player builds its deals by sampling).
pub fn sim_of(view: &PlayerView, hands: &[CardSet; 3]) -> Option<Sim> {
    let info = Info::of(view)?;
    let h = engine::BySeat([0, 1, 2].map(|i| Counts::from_set(hands[i])));
    Some(Sim {
        doublings: info.doublings,
        plays: info.plays,
        ..Sim::new(h, info.landlord, info.turn)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ddz::Game;

    #[test]
    fn belief_labels_place_exactly_the_free_cards() {
        for seed in 0..20 {
            let mut g = Game::new(seed);
            for _ in 0..25 {
                let Some(s) = g.to_act() else { break };
                let d = crate::ddz::Player::Greedy.choose(&g.view(s), &mut g.ai_rng());
                g.apply(d.action).unwrap();
            }
            let Some(me) = g.to_act() else { continue };
            let v = g.view(me);
            if v.landlord.is_none() {
                continue;
            }
            let mut f = vec![0u8; BELIEF.inputs()];
            belief(&v, &mut f);
            let hands = [0, 1, 2].map(|i| g.hand(Seat(i)));
            let mut l = vec![0u8; BELIEF.labels];
            belief_labels(&v, &hands, &f, &mut l);
            let free = BELIEF.offset("free").unwrap();
            for k in 0..RANKS {
                assert_eq!(l[k * 2] + l[k * 2 + 1], f[free + k], "seed {seed} rank {k}");
            }
            let total = |name: &str, n: usize| -> u32 {
                let o = BELIEF.offset(name).unwrap();
                f[o..o + n].iter().map(|&x| u32::from(x)).sum()
            };
            assert_eq!(
                total("mine", RANKS)
                    + total("played", 3 * RANKS)
                    + total("known", RANKS)
                    + total("free", RANKS),
                54
            );
        }
    }

    /// The move model reads the view as the belief model does, then the move: its cards by
    /// rank, one kind (or the pass), the cards left and the plan of those.
    #[test]
    fn move_inputs_are_the_views_then_the_moves_own() {
        let mut g = Game::new(7);
        let view = loop {
            let s = g.to_act().unwrap();
            let v = g.view(s);
            if v.landlord.is_some() && v.table.is_some() {
                break v;
            }
            let d = crate::ddz::Player::Greedy.choose(&v, &mut g.ai_rng());
            g.apply(d.action).unwrap();
        };
        let info = Info::of(&view).unwrap();
        let mut moves = Vec::new();
        super::super::counts::gen_moves(
            info.hand,
            info.table().map(|(_, m)| m).as_ref(),
            &mut moves,
        );
        let mut seen = vec![0u8; BELIEF.inputs()];
        belief(&view, &mut seen);
        let mut f = vec![0u8; MOVE.inputs()];
        let kind = MOVE.offset("move_kind").unwrap();
        let cards = MOVE.offset("move_cards").unwrap();
        let left = MOVE.offset("move_left").unwrap();
        let parts = MOVE.offset("move_parts").unwrap();
        for mv in [None, moves.first().copied()] {
            movement(&view, info.hand, mv.as_ref(), &mut f);
            assert_eq!(
                &f[..seen.len()],
                &seen[..],
                "the view reads as the belief model's"
            );
            let played: usize = f[cards..cards + RANKS]
                .iter()
                .map(|&x| usize::from(x))
                .sum();
            let rest = mv.map_or(info.hand, |m| info.hand.minus(m.cards));
            assert_eq!(usize::from(f[left]), rest.len());
            assert_eq!(usize::from(f[parts]), Plan::of(rest).len());
            match mv {
                None => assert_eq!((played, f[kind + KINDS]), (0, 1)),
                Some(m) => {
                    assert_eq!(played, m.cards.len());
                    assert_eq!(f[kind + kind_index(m.kind)], 1);
                    assert_eq!(f[kind + KINDS], 0);
                }
            }
        }
    }
}
