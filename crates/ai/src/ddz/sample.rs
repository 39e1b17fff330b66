//! What a seat knows, read from its [`PlayerView`] (R3), and deals of the hidden cards
//! consistent with it: the counts of each hand, the bottom cards the landlord showed (D1)
//! and has not played, and — softly — the plays a seat passed on, which it probably could
//! not beat. All draws come from the game's seeded generator (R2).

use super::counts::{Counts, Mv, can_beat_plain};
use super::sim::Sim;
use engine::ddz::{ComboKind, PlayerView};
use engine::rng::GameRng;
use engine::{CardSet, Seat};

/// A pass on an opponent's play: the passer probably held nothing to beat it.
#[derive(Clone, Copy, Debug)]
pub struct PassEvent {
    /// Who passed.
    pub seat: u8,
    /// What it passed on.
    pub table: Mv,
    /// The cards that seat played after passing (it held them then).
    pub later: Counts,
}

/// Everything a seat knows during play, in counts.
#[derive(Clone, Debug)]
pub struct Info {
    /// The seat deciding.
    pub me: u8,
    /// 지주 (landlord).
    pub landlord: u8,
    /// The seat's own hand.
    pub hand: Counts,
    /// The same hand as real cards.
    pub hand_set: CardSet,
    /// Cards held by each seat.
    pub counts: [u8; 3],
    /// Cards neither in this hand nor played.
    pub unseen: Counts,
    /// Unseen cards known to be in the landlord's hand (bottom cards not yet played).
    pub known: Counts,
    /// The play to beat and who made it.
    pub table: Option<(u8, Mv)>,
    /// Passes since the last play.
    pub passes: u8,
    /// Bombs and rockets played.
    pub doublings: u8,
    /// Successful plays per seat.
    pub plays: [u8; 3],
    /// Passes on an opponent's play, by seats other than this one.
    pub events: Vec<PassEvent>,
    /// The winning bid (1..3).
    pub bid: u8,
}

impl Info {
    /// Reads a playing-phase view; `None` before the landlord is known.
    pub fn of(view: &PlayerView) -> Option<Info> {
        let landlord = view.landlord?.0;
        let me = view.seat.0;
        let hand = Counts::from_set(view.hand);
        let played = Counts::from_set(view.played_cards());
        let unseen = Counts::FULL.minus(hand).minus(played);
        let mut landlord_played = CardSet::EMPTY;
        let mut plays = [0u8; 3];
        let mut events = Vec::new();
        let mut table: Option<(u8, Mv)> = None;
        let mut passes = 0u8;
        let mut pending: Vec<(usize, PassEvent)> = Vec::new();
        for (i, (seat, p)) in view.history.iter().enumerate() {
            let s = seat.0;
            match p {
                Some(p) => {
                    let m = Mv::of_played(p);
                    if s == landlord {
                        landlord_played |= p.cards;
                    }
                    if let Some(x) = plays.get_mut(s as usize) {
                        *x = x.saturating_add(1);
                    }
                    for (_, e) in pending.iter_mut().filter(|(_, e)| e.seat == s) {
                        e.later = e.later.plus(m.cards);
                    }
                    table = Some((s, m));
                    passes = 0;
                }
                None => {
                    if let Some((holder, m)) = table
                        && s != me
                        && ((holder == landlord) != (s == landlord))
                    {
                        pending.push((
                            i,
                            PassEvent {
                                seat: s,
                                table: m,
                                later: Counts::EMPTY,
                            },
                        ));
                    }
                    passes += 1;
                    if passes >= 2 {
                        table = None;
                        passes = 0;
                    }
                }
            }
        }
        events.extend(pending.into_iter().map(|(_, e)| e));
        let known = if me == landlord {
            Counts::EMPTY
        } else {
            view.bottom
                .map(|b| Counts::from_set(b - landlord_played))
                .unwrap_or(Counts::EMPTY)
        };
        let stake = view.stake;
        Some(Info {
            me,
            landlord,
            hand,
            hand_set: view.hand,
            counts: view.counts.map(|c| c.min(20) as u8),
            unseen,
            known: if unseen.contains(known) {
                known
            } else {
                Counts::EMPTY
            },
            table: view.table.map(|(s, p)| (s.0, Mv::of_played(&p))),
            passes: view
                .trick
                .iter()
                .rev()
                .take_while(|(_, p)| p.is_none())
                .count() as u8,
            doublings: stake.bombs.saturating_add(stake.rockets),
            plays,
            events,
            bid: stake.bid.max(1),
        })
    }

    /// The other two seats.
    pub fn others(&self) -> [u8; 2] {
        let a = (self.me + 1) % 3;
        [a, (a + 1) % 3]
    }

    /// The fellow peasant, if any.
    pub fn partner(&self) -> Option<u8> {
        if self.me == self.landlord {
            None
        } else {
            self.others().into_iter().find(|&s| s != self.landlord)
        }
    }

    /// The seat's own seat as a [`Seat`].
    pub fn seat(&self) -> Seat {
        Seat(self.me)
    }
}

/// The unseen cards as a list of rank indexes.
fn ranks_of(c: Counts) -> Vec<u8> {
    let mut v = Vec::with_capacity(c.len());
    for r in 0..15 {
        for _ in 0..c.get(r) {
            v.push(r as u8);
        }
    }
    v
}

/// How much less likely a deal is for each pass it contradicts.
fn pass_penalty(seat: u8, info: &Info, table: &Mv) -> f64 {
    let cheap = matches!(table.kind, ComboKind::Single | ComboKind::Pair) && table.key < 10;
    match (seat == info.landlord, cheap) {
        (true, true) => 0.08,
        (true, false) => 0.2,
        (false, true) => 0.3,
        (false, false) => 0.5,
    }
}

/// Draws `n` deals of the hidden cards consistent with `info` (passes weigh softly).
pub fn deals(info: &Info, n: usize, rng: &mut GameRng) -> Vec<Sim> {
    let [a, b] = info.others();
    let free = info.unseen.minus(info.known);
    let pool = ranks_of(free);
    // Seat `a` takes `need_a` of the free cards; the landlord's known cards are fixed.
    let known_a = if a == info.landlord {
        info.known
    } else {
        Counts::EMPTY
    };
    let known_b = if b == info.landlord {
        info.known
    } else {
        Counts::EMPTY
    };
    let need_a = (info.counts[a as usize] as usize).saturating_sub(known_a.len());
    let mut out = Vec::with_capacity(n);
    let mut buf = pool.clone();
    for _ in 0..n {
        let mut best: Option<(f64, Counts, Counts)> = None;
        for _attempt in 0..24 {
            engine::rng::shuffle(&mut buf, rng);
            let mut ha = known_a;
            let mut hb = known_b;
            for (i, &r) in buf.iter().enumerate() {
                if i < need_a {
                    ha = ha.plus(Counts::of(r as usize, 1));
                } else {
                    hb = hb.plus(Counts::of(r as usize, 1));
                }
            }
            let mut w = 1.0f64;
            for e in &info.events {
                let now = if e.seat == a { ha } else { hb };
                if can_beat_plain(now.plus(e.later), &e.table) {
                    w *= pass_penalty(e.seat, info, &e.table);
                }
            }
            if best.as_ref().is_none_or(|(bw, _, _)| w > *bw) {
                best = Some((w, ha, hb));
            }
            if w >= 1.0 || rng.unit() < w {
                best = Some((w, ha, hb));
                break;
            }
        }
        if let Some((_, ha, hb)) = best {
            let mut hands = [Counts::EMPTY; 3];
            hands[info.me as usize] = info.hand;
            hands[a as usize] = ha;
            hands[b as usize] = hb;
            out.push(Sim {
                hands,
                landlord: info.landlord,
                to_act: info.me,
                table: info.table,
                passes: info.passes,
                doublings: info.doublings,
                plays: info.plays,
            });
        }
    }
    out
}

/// Draws `n` deals for bidding: `hand` is the bidder's 17 cards; the bidder is made the
/// landlord with three random bottom cards, and the rest is split between the others.
pub fn bidding_deals(me: u8, hand: Counts, n: usize, rng: &mut GameRng) -> Vec<Sim> {
    let mut buf = ranks_of(Counts::FULL.minus(hand));
    let a = (me + 1) % 3;
    let b = (a + 1) % 3;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        engine::rng::shuffle(&mut buf, rng);
        let mut hands = [Counts::EMPTY; 3];
        hands[me as usize] = hand;
        for (i, &r) in buf.iter().enumerate() {
            let s = match i {
                0..3 => me,
                3..20 => a,
                _ => b,
            };
            hands[s as usize] = hands[s as usize].plus(Counts::of(r as usize, 1));
        }
        out.push(Sim {
            hands,
            landlord: me,
            to_act: me,
            table: None,
            passes: 0,
            doublings: 0,
            plays: [0; 3],
        });
    }
    out
}
