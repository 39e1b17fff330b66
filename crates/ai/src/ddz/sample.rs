//! What a seat knows, read from its [`PlayerView`] (R3), and deals of the hidden cards
//! consistent with it: the counts of each hand, the bottom cards the landlord showed (D1)
//! and has not played, and — softly — the plays a seat passed on, which it probably could
//! not beat. All draws come from the game's seeded generator (R2).

use super::counts::{Counts, Mv, can_beat_plain};
use super::sim::Sim;
use engine::ddz::trick::SEATS;
use engine::ddz::{ComboKind, PlayerView, Turn};
use engine::rng::GameRng;
use engine::{BySeat, CardSet, Seat};

/// A pass on an opponent's play: the passer probably held nothing to beat it.
#[derive(Clone, Copy, Debug)]
pub struct PassEvent {
    /// Who passed.
    pub seat: Seat,
    /// What it passed on.
    pub table: Mv,
    /// The cards that seat played after passing (it held them then).
    pub later: Counts,
}

/// Everything a seat knows during play, in counts.
#[derive(Clone, Debug)]
pub struct Info {
    /// The seat deciding.
    pub me: Seat,
    /// 지주 (landlord).
    pub landlord: Seat,
    /// The seat's own hand.
    pub hand: Counts,
    /// The same hand as real cards.
    pub hand_set: CardSet,
    /// Cards held by each seat.
    pub counts: BySeat<u8, 3>,
    /// Cards neither in this hand nor played.
    pub unseen: Counts,
    /// Unseen cards known to be in the landlord's hand (bottom cards not yet played).
    pub known: Counts,
    /// Whose turn it is and the play to beat, replayed from the history (§15).
    pub turn: Turn<Mv>,
    /// Bombs and rockets played.
    pub doublings: u8,
    /// Successful plays per seat.
    pub plays: BySeat<u8, 3>,
    /// Passes on an opponent's play, by seats other than this one.
    pub events: Vec<PassEvent>,
    /// The winning bid (1..3).
    pub bid: u8,
    /// Cards the landlord has played that it held when bidding (not bottom cards).
    pub lord_bid_played: Counts,
}

impl Info {
    /// Reads a playing-phase view; `None` before the landlord is known.
    pub fn of(view: &PlayerView) -> Option<Info> {
        let landlord = view.landlord?;
        let me = view.seat;
        let hand = Counts::from_set(view.hand);
        let played = Counts::from_set(view.played_cards());
        let unseen = Counts::FULL.minus(hand).minus(played);
        let mut landlord_played = CardSet::EMPTY;
        let mut plays = BySeat([0u8; 3]);
        let mut turn: Turn<Mv> = Turn::new(landlord);
        let mut events = Vec::new();
        for &(s, p) in &view.history {
            let Some(p) = p else {
                if let Some((holder, m)) = turn.table()
                    && s != me
                    && ((holder == landlord) != (s == landlord))
                {
                    events.push(PassEvent {
                        seat: s,
                        table: m,
                        later: Counts::EMPTY,
                    });
                }
                // The view's history is legal: a pass always follows a play.
                let _ = turn.pass();
                continue;
            };
            let m = Mv::of_played(&p);
            if s == landlord {
                landlord_played |= p.cards;
            }
            if let Some(x) = plays.0.get_mut(s.index()) {
                *x = x.saturating_add(1);
            }
            for e in events.iter_mut().filter(|e| e.seat == s) {
                e.later = e.later.plus(m.cards);
            }
            // A view to decide from is mid-hand: nobody has gone out.
            turn.play(m, false);
        }
        let known = if me == landlord {
            Counts::EMPTY
        } else {
            view.bottom
                .map(|b| Counts::from_set(b - landlord_played))
                .unwrap_or(Counts::EMPTY)
        };
        let lord_bid_played =
            Counts::from_set(landlord_played - view.bottom.unwrap_or(CardSet::EMPTY));
        let stake = view.stake;
        Some(Info {
            me,
            landlord,
            hand,
            hand_set: view.hand,
            counts: BySeat(view.counts.map(|c| c.min(20) as u8)),
            unseen,
            known: if unseen.contains(known) {
                known
            } else {
                Counts::EMPTY
            },
            turn,
            doublings: stake.bombs.saturating_add(stake.rockets),
            plays,
            events,
            bid: stake.bid.max(1),
            lord_bid_played,
        })
    }

    /// The play to beat and who made it (`None`: this seat leads freely).
    pub fn table(&self) -> Option<(Seat, Mv)> {
        self.turn.table()
    }

    /// The other two seats, in play order after this one.
    pub fn others(&self) -> [Seat; 2] {
        let a = self.me.next(SEATS);
        [a, a.next(SEATS)]
    }

    /// The deal in which the next seat holds `next` and the one after it `after`.
    pub fn deal(&self, next: Counts, after: Counts) -> Sim {
        let [a, b] = self.others();
        let mut hands = BySeat([Counts::EMPTY; 3]);
        hands[self.me] = self.hand;
        hands[a] = next;
        hands[b] = after;
        Sim {
            doublings: self.doublings,
            plays: self.plays,
            ..Sim::new(hands, self.landlord, self.turn)
        }
    }

    /// The fellow peasant, if any.
    pub fn partner(&self) -> Option<Seat> {
        if self.me == self.landlord {
            None
        } else {
            self.others().into_iter().find(|&s| s != self.landlord)
        }
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
fn pass_penalty(seat: Seat, info: &Info, table: &Mv) -> f64 {
    let cheap = matches!(table.kind, ComboKind::Single | ComboKind::Pair) && table.key < 10;
    match (seat == info.landlord, cheap) {
        (true, true) => 0.08,
        (true, false) => 0.2,
        (false, true) => 0.3,
        (false, false) => 0.5,
    }
}

impl Info {
    /// How likely the deal giving the next seat `ha` and the one after it `hb` is, given
    /// the passes on opponents' plays it contradicts (each by [`pass_penalty`]).
    pub fn pass_weight(&self, ha: Counts, hb: Counts) -> f64 {
        let a = self.others()[0];
        let mut w = 1.0f64;
        for e in &self.events {
            let now = if e.seat == a { ha } else { hb };
            if can_beat_plain(now.plus(e.later), &e.table) {
                w *= pass_penalty(e.seat, self, &e.table);
            }
        }
        w
    }
}

/// The landlord's high cards when it bid: 2s, jokers (the big one twice), bombs and the
/// rocket twice more.
fn control_score(c: Counts) -> u32 {
    let mut s = u32::from(c.get(12)) + u32::from(c.get(13)) + 2 * u32::from(c.get(14));
    for r in 0..13 {
        if c.get(r) == 4 {
            s += 2;
        }
    }
    if c.get(13) == 1 && c.get(14) == 1 {
        s += 2;
    }
    s
}

/// How likely a deal is given the bid the landlord won with (a peasant's inference): a 3
/// is rarely bid without high cards, a 2 seldom.
fn bid_weight(info: &Info, lord_hand: Counts) -> f64 {
    // The hand it bid with: what it holds now, less the bottom cards still in it, plus
    // what it has played from its own 17.
    let held = lord_hand.minus(info.known).plus(info.lord_bid_played);
    let s = control_score(held);
    match (info.bid, s) {
        (3, 0..=2) => 0.25,
        (3, 3) => 0.6,
        (2, 0..=1) => 0.4,
        _ => 1.0,
    }
}

/// Draws `n` deals of the hidden cards consistent with `info` (passes weigh softly).
pub fn deals(info: &Info, n: usize, rng: &mut GameRng) -> Vec<Sim> {
    deals_with(info, n, false, rng)
}

/// [`deals`], and with `bid_inference` a peasant also weighs each deal by how well the
/// landlord's hand fits the bid it won with ([`bid_weight`]).
pub fn deals_with(info: &Info, n: usize, bid_inference: bool, rng: &mut GameRng) -> Vec<Sim> {
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
    let need_a = (info.counts[a] as usize).saturating_sub(known_a.len());
    let mut out = Vec::with_capacity(n);
    let mut buf = pool.clone();
    for _ in 0..n {
        let drawn = crate::weigh::weighed(
            24,
            rng,
            |rng| {
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
                (ha, hb)
            },
            |&(ha, hb)| {
                let mut w = info.pass_weight(ha, hb);
                if bid_inference && info.me != info.landlord {
                    w *= bid_weight(info, if a == info.landlord { ha } else { hb });
                }
                w
            },
        );
        if let Some((ha, hb)) = drawn {
            out.push(info.deal(ha, hb));
        }
    }
    out
}

/// Draws `n` deals for bidding: `hand` is the bidder's 17 cards; the bidder is made the
/// landlord with three random bottom cards, and the rest is split between the others.
pub fn bidding_deals(me: Seat, hand: Counts, n: usize, rng: &mut GameRng) -> Vec<Sim> {
    let mut buf = ranks_of(Counts::FULL.minus(hand));
    let a = me.next(SEATS);
    let b = a.next(SEATS);
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        engine::rng::shuffle(&mut buf, rng);
        let mut hands = BySeat([Counts::EMPTY; 3]);
        hands[me] = hand;
        for (i, &r) in buf.iter().enumerate() {
            let s = match i {
                0..3 => me,
                3..20 => a,
                _ => b,
            };
            hands[s] = hands[s].plus(Counts::of(r as usize, 1));
        }
        // §15: the landlord leads.
        out.push(Sim::new(hands, me, Turn::new(me)));
    }
    out
}
