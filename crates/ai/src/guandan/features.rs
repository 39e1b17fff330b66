//! What the Guandan models see: one function per model turns a position into small
//! integers ([`belief`] from a seat's [`PlayerView`], [`value`] from a deal with every hand
//! placed), used alike by `cardgame record`, the trainer (through the records) and the
//! player. The layouts ([`BELIEF`], [`VALUE`]) name every input group; their hash goes into
//! the records and the weights files.
//!
//! Cards are read by *strength slot*, not by face, so that what a card is worth reads the
//! same at every level: slot = strength × 4 + suit for suited cards (the level rank at
//! strength 13, above the ace; its heart, the wild card, always at slot 53), the jokers at
//! 56 and 57 ([`slot`]). Seats are relative to the seat the features are for: 0 itself,
//! 1 the next (an opponent), 2 the partner, 3 the previous.

use super::plan::{Plan, Shape};
use super::sim::Sim;
use crate::learn::history::{Play, SeatRecord, write_recent, write_records, write_table};
use crate::learn::{Layout, Writer};
use engine::guandan::{Combo, ComboKind, Played, PlayerView, TributeKind, seq_top, strength};
use engine::{Card, CardSet, Rank, Seat};

/// Card slots: 14 strengths × 4 suits, then the two jokers.
pub const SLOTS: usize = 58;
/// Seats at the table.
const SEATS: u8 = 4;
/// Plays and passes of the hand read one by one, latest first.
pub const RECENT: usize = 8;
/// Combination kinds.
const KINDS: usize = ComboKind::ALL.len();

/// The belief model's input groups, then `$extra` groups (the move model reads the same
/// view and the move after it).
macro_rules! belief_groups {
    ($($extra:expr),* $(,)?) => {
        &[
            ("mine", SLOTS, 0.5),
            ("played", 4 * SLOTS, 0.5),
            ("known", 3 * SLOTS, 0.5),
            ("free", SLOTS, 0.5),
            ("level", 13, 1.0),
            ("team_levels", 2, 1.0 / 12.0),
            ("seat_count", 3, 1.0 / 27.0),
            ("seat_place", 3 * 5, 1.0),
            ("seat_acts", 3 * 3, 1.0 / 16.0),
            ("seat_pass_min", 3 * KINDS, 1.0 / 16.0),
            ("seat_leads", 3 * KINDS, 0.25),
            ("seat_lead_min", 3 * KINDS, 1.0 / 16.0),
            ("table_holder", 5, 1.0),
            ("table_kind", KINDS, 1.0),
            ("table_key", 1, 1.0 / 16.0),
            ("table_len", 1, 0.1),
            ("tribute", 4, 1.0),
            ("recent_seat", RECENT * 4, 1.0),
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
    name: "guandan-belief",
    groups: belief_groups!(),
    labels: SLOTS * 3,
    outputs: SLOTS * 3,
};

/// The move model's inputs: what one seat has seen ([`BELIEF`]'s groups) and one move it
/// could make other than the fast policy's own choice: the cards it plays, its kind (or a
/// pass), deciding value and size, the cards left after it and how many combinations the
/// plan of those needs. Its outputs are the chances that the hand ends worse, the same or
/// better for the seat's team after that move than after the policy's own choice
/// ([`crate::learn::judge::move_class`]).
pub const MOVE: Layout = Layout {
    name: "guandan-move",
    groups: belief_groups!(
        ("move_cards", SLOTS, 0.5),
        ("move_kind", KINDS + 1, 1.0),
        ("move_key", 1, 1.0 / 16.0),
        ("move_len", 1, 0.1),
        ("move_left", 1, 1.0 / 27.0),
        ("move_parts", 1, 1.0 / 8.0),
    ),
    labels: 1,
    outputs: 3,
};

/// The value model's inputs: a deal with every hand placed, from one seat's side.
pub const VALUE: Layout = Layout {
    name: "guandan-value",
    groups: &[
        ("hand", 4 * SLOTS, 0.5),
        ("count", 4, 1.0 / 27.0),
        ("place", 4 * 5, 1.0),
        ("to_act", 4, 1.0),
        ("table_holder", 5, 1.0),
        ("table_kind", KINDS, 1.0),
        ("table_key", 1, 1.0 / 16.0),
        ("table_len", 1, 0.1),
        ("level", 13, 1.0),
        ("team_levels", 2, 1.0 / 12.0),
    ],
    labels: 1,
    outputs: 6,
};

/// The strength slot of a face at `level` (see the module's words).
pub fn slot(card: Card, level: Rank) -> usize {
    match card.suit() {
        None => 56 + usize::from(card.rank() == Rank::RedJoker),
        Some(s) => usize::from(strength(card.rank(), level)) * 4 + s.index(),
    }
}

/// The seat `s` as seen from `me`: 0 itself, 1 next, 2 partner, 3 previous.
pub fn rel(me: Seat, s: Seat) -> usize {
    usize::from((s.0 + SEATS - me.0) % SEATS)
}

/// The absolute seat at relative position `r` from `me`.
pub fn abs(me: Seat, r: usize) -> Seat {
    Seat((me.0 + r as u8) % SEATS)
}

/// A combination as the models read it: its kind, its deciding value as a small number
/// (the natural top of a sequence, the strength of anything else; plus one, so 0 can mean
/// "none"), its size.
fn read(c: &Combo, level: Rank) -> Play {
    let v = match c.kind {
        ComboKind::Straight
        | ComboKind::PairChain
        | ComboKind::TrioChain
        | ComboKind::StraightFlush => seq_top(c.key),
        _ => strength(c.key, level),
    };
    (kind_index(c.kind), v + 1, c.len)
}

fn kind_index(k: ComboKind) -> usize {
    ComboKind::ALL.iter().position(|&x| x == k).unwrap_or(0)
}

/// Adds each card of `cards` to slot counts at `base`.
fn add_cards(w: &mut Writer, base: usize, cards: CardSet, level: Rank) {
    for id in cards.iter() {
        w.add(base + slot(id.card(), level), 1);
    }
}

/// The level and both teams' stored levels, my team's first.
fn level_groups(w: &mut Writer, me: Seat, level: Rank, team_levels: [Rank; 2]) {
    if let Some(i) = engine::guandan::level_index(level) {
        w.set(i, 1);
    }
    w.next(13);
    let t = me.team().index();
    let idx = |r: Rank| engine::guandan::level_index(r).unwrap_or(0) as u8;
    w.set(0, idx(team_levels[t]));
    w.set(1, idx(team_levels[1 - t]));
    w.next(2);
}

/// Writes the belief model's inputs for `view` into `buf` ([`BELIEF`]`.inputs()` long):
/// the seat's hand; what each seat has played; the tribute cards this seat knows the place
/// of; the cards still unplaced; the level; and per other seat its count, place, and how it
/// led and passed (the lowest play of each kind it passed on while an opponent held the
/// trick, how many leads of each kind and the lowest); the table; the tribute; and the
/// hand's latest plays and passes.
pub fn belief(view: &PlayerView, buf: &mut [u8]) {
    let me = view.seat;
    let level = view.level;
    let mut w = Writer::new(buf);
    add_cards(&mut w, 0, view.hand, level);
    w.next(SLOTS);
    // Replay the hand: plays per seat, passes on opponents, leads.
    let mut played = [CardSet::EMPTY; 4];
    let mut records = vec![SeatRecord::new(KINDS); 4];
    for e in super::sample::replay(view).0 {
        let r = rel(me, e.seat);
        match e.play {
            Some(p) => {
                records[r].play(read(&p.combo, level), e.table.is_none());
                played[r] |= p.cards;
            }
            None => {
                let on = e
                    .table
                    .filter(|(holder, _)| holder.team() != e.seat.team())
                    .map(|(_, t)| read(&t, level));
                records[r].pass(on);
            }
        }
    }
    for p in played {
        add_cards(&mut w, 0, p, level);
        w.next(SLOTS);
    }
    // Where this seat knows a tribute card to be (R3: only its own gifts and returns).
    let mut known = [CardSet::EMPTY; 4];
    for g in &view.my_gifts {
        if g.from == me {
            known[rel(me, g.to)].insert(g.card);
        }
        if g.to == me
            && let Some(c) = g.returned
        {
            known[rel(me, g.from)].insert(c);
        }
    }
    // A known card the holder has since played is no longer in its hand.
    let mut known_slots = [[0u8; SLOTS]; 4];
    for r in 1..4 {
        for id in known[r].iter() {
            known_slots[r][slot(id.card(), level)] += 1;
        }
        for id in played[r].iter() {
            let k = &mut known_slots[r][slot(id.card(), level)];
            *k = k.saturating_sub(1);
        }
        for (i, &k) in known_slots[r].iter().enumerate() {
            w.set(i, k);
        }
        w.next(SLOTS);
    }
    // Copies of each slot neither mine, played, nor known in a hand.
    let mut free = [0u8; SLOTS];
    for c in Card::all() {
        free[slot(c, level)] += 2;
    }
    let seen = played
        .iter()
        .fold(view.hand, |a, &p| a | p)
        .iter()
        .map(|id| slot(id.card(), level));
    for s in seen {
        free[s] = free[s].saturating_sub(1);
    }
    for ks in known_slots.iter().skip(1) {
        for (f, k) in free.iter_mut().zip(ks) {
            *f = f.saturating_sub(*k);
        }
    }
    for (i, &f) in free.iter().enumerate() {
        w.set(i, f);
    }
    w.next(SLOTS);
    level_groups(&mut w, me, level, view.team_levels);
    for r in 1..4 {
        w.set(r - 1, view.counts[abs(me, r).index()].min(27) as u8);
    }
    w.next(3);
    for r in 1..4 {
        let place = view.finish_order.iter().position(|&s| s == abs(me, r));
        w.set((r - 1) * 5 + place.map_or(0, |p| p + 1).min(4), 1);
    }
    w.next(15);
    write_records(&mut w, &records, KINDS);
    let table = view.table.map(|(s, p)| (rel(me, s), read(&p.combo, level)));
    write_table(&mut w, table, 4, KINDS);
    match view.tribute_kind {
        None => w.set(0, 1),
        Some(TributeKind::Single) => w.set(1, 1),
        Some(TributeKind::Double) => w.set(2, 1),
    }
    w.set(3, u8::from(view.exempt));
    w.next(4);
    let recent: Vec<(usize, Option<Play>)> = view
        .history
        .iter()
        .rev()
        .take(RECENT)
        .map(|(s, p)| (rel(me, *s), p.map(|p| read(&p.combo, level))))
        .collect();
    write_recent(&mut w, &recent, RECENT, 4, KINDS);
}

/// The belief model's labels for `view`, from the true hands (only self-play knows them):
/// for each slot and each other seat (1..3), how many of the slot's free copies that seat
/// holds. `features` are the view's [`belief`] inputs (the known cards are not free).
pub fn belief_labels(view: &PlayerView, hands: &[CardSet; 4], features: &[u8], out: &mut [u8]) {
    let me = view.seat;
    let known = BELIEF.offset("known").unwrap_or(0);
    out.fill(0);
    for r in 1..4 {
        let mut held = [0u8; SLOTS];
        for id in hands[abs(me, r).index()].iter() {
            held[slot(id.card(), view.level)] += 1;
        }
        for (i, &h) in held.iter().enumerate() {
            let k = features
                .get(known + (r - 1) * SLOTS + i)
                .copied()
                .unwrap_or(0);
            if let Some(o) = out.get_mut(i * 3 + (r - 1)) {
                *o = h.saturating_sub(k);
            }
        }
    }
}

/// Writes the move model's inputs ([`MOVE`]`.inputs()` long) for `view` and the move
/// `mv` (`None` = pass) from `hand`, the seat's cards as the search reads them
/// ([`super::sample::Info::hand`], whose copies the moves are made of): the view's
/// [`belief`] inputs, then [`move_inputs`].
pub fn movement(view: &PlayerView, hand: u128, mv: Option<&Played>, buf: &mut [u8]) {
    let (seen, after) = buf.split_at_mut(BELIEF.inputs().min(buf.len()));
    belief(view, seen);
    move_inputs(hand, view.level, mv, after);
}

/// The move part of [`MOVE`]'s inputs: the move `mv` (`None` = pass) from `hand` (the
/// copies `mv` is made of, [`super::sample::Info::hand`]).
pub fn move_inputs(hand: u128, level: Rank, mv: Option<&Played>, buf: &mut [u8]) {
    let mut w = Writer::new(buf);
    if let Some(p) = mv {
        add_cards(&mut w, 0, p.cards, level);
    }
    w.next(SLOTS);
    let read = mv.map(|p| read(&p.combo, level));
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
    let rest = mv.map_or(hand, |p| hand & !p.cards.bits());
    w.set(0, rest.count_ones() as u8);
    w.next(1);
    let parts = Plan::of(&Shape::of(rest, level), level).len();
    w.set(0, parts.min(255) as u8);
    w.next(1);
}

/// Writes the value model's inputs for `sim` from `me`'s side into `buf`
/// ([`VALUE`]`.inputs()` long): every hand, the counts, who is out in which place, whose
/// turn, the table, the level and both teams' levels.
pub fn value(sim: &Sim, me: Seat, buf: &mut [u8]) {
    let level = sim.level;
    let mut w = Writer::new(buf);
    for r in 0..4 {
        add_cards(
            &mut w,
            0,
            CardSet::from_bits(sim.hands[abs(me, r).index()]),
            level,
        );
        w.next(SLOTS);
    }
    for r in 0..4 {
        w.set(r, sim.hands[abs(me, r).index()].count_ones() as u8);
    }
    w.next(4);
    let finished = sim.turns.finished();
    for r in 0..4 {
        let place = finished.iter().position(|&s| s == abs(me, r));
        w.set(r * 5 + place.map_or(0, |p| p + 1).min(4), 1);
    }
    w.next(20);
    w.set(rel(me, sim.to_act()), 1);
    w.next(4);
    let table = sim
        .table()
        .map(|(s, p)| (rel(me, s), read(&p.combo, level)));
    write_table(&mut w, table, 4, KINDS);
    level_groups(&mut w, me, level, sim.team_levels);
}

/// The value model's classes: `me`'s team won by 1, 2, 3 levels (0, 1, 2) or lost by them
/// (3, 4, 5).
pub fn value_class(won: bool, upgrade: u8) -> u8 {
    let u = upgrade.clamp(1, 3) - 1;
    if won { u } else { 3 + u }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_read_strength_not_face() {
        let five_s = Card::new(Rank::Five, engine::Suit::Spades);
        // At level 2 the 5 has strength 3; at level 5 it is the level rank, 13.
        assert_eq!(slot(five_s, Rank::Two), 3 * 4);
        assert_eq!(slot(five_s, Rank::Five), 13 * 4);
        // The wild heart is always slot 53.
        for l in engine::guandan::LEVELS {
            assert_eq!(slot(Card::new(l, engine::Suit::Hearts), l), 53);
        }
        assert_eq!(slot(Card::BLACK_JOKER, Rank::Two), 56);
        assert_eq!(slot(Card::RED_JOKER, Rank::Two), 57);
    }

    #[test]
    fn move_inputs_are_the_views_then_the_moves_own() {
        let g = crate::guandan::game_after(11, 30, crate::guandan::Player::Greedy);
        let me = g.to_act().unwrap();
        let v = g.view(me);
        let mut seen = vec![0u8; BELIEF.inputs()];
        belief(&v, &mut seen);
        let info = super::super::sample::Info::of(&v);
        let legal = super::super::search::legal(&info);
        let p = legal.first().copied();
        let mut f = vec![0u8; MOVE.inputs()];
        for mv in [None, p] {
            movement(&v, info.hand, mv.as_ref(), &mut f);
            assert_eq!(
                &f[..seen.len()],
                &seen[..],
                "the view reads as the belief model's"
            );
            let cards = MOVE.offset("move_cards").unwrap();
            let played: u32 = f[cards..cards + SLOTS].iter().map(|&x| u32::from(x)).sum();
            let left = f[MOVE.offset("move_left").unwrap()];
            let kind = MOVE.offset("move_kind").unwrap();
            match mv {
                None => {
                    assert_eq!((played, f[kind + KINDS]), (0, 1));
                    assert_eq!(u32::from(left), v.hand.len() as u32);
                }
                Some(p) => {
                    assert_eq!(played, p.cards.len() as u32);
                    assert_eq!(f[kind + kind_index(p.combo.kind)], 1);
                    assert_eq!(u32::from(left), (v.hand.len() - p.cards.len()) as u32);
                }
            }
        }
        assert_eq!(MOVE.inputs(), BELIEF.inputs() + SLOTS + KINDS + 5);
    }

    #[test]
    fn belief_inputs_count_every_card_once_and_labels_place_the_free_ones() {
        let g = crate::guandan::game_after(11, 30, crate::guandan::Player::Greedy);
        let me = g.to_act().unwrap();
        let v = g.view(me);
        let mut f = vec![0u8; BELIEF.inputs()];
        belief(&v, &mut f);
        let sum = |name: &str, n: usize| -> u32 {
            let o = BELIEF.offset(name).unwrap();
            f[o..o + n].iter().map(|&x| u32::from(x)).sum()
        };
        // Mine + played + free = 108 (no tribute in the first hand).
        assert_eq!(
            sum("mine", SLOTS) + sum("played", 4 * SLOTS) + sum("free", SLOTS),
            108
        );
        let hands = [0, 1, 2, 3].map(|i| g.hand(Seat(i)));
        let mut labels = vec![0u8; BELIEF.labels];
        belief_labels(&v, &hands, &f, &mut labels);
        let placed: u32 = labels.iter().map(|&x| u32::from(x)).sum();
        assert_eq!(placed, sum("free", SLOTS));
        // Each slot's labels never exceed its free copies.
        let free = BELIEF.offset("free").unwrap();
        for i in 0..SLOTS {
            let l: u8 = labels[i * 3..i * 3 + 3].iter().sum();
            assert_eq!(l, f[free + i]);
        }
    }
}
