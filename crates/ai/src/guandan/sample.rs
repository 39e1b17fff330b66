//! What a Guandan seat knows, read from its [`PlayerView`] (R3), and deals of the hidden
//! cards consistent with it: each seat's count, the tribute cards this seat gave or got
//! back (still in the other hand unless played), and — softly — the plays a seat passed
//! on, which it probably could not beat, and the leads a seat made, which the fast policy
//! would most likely have made with its hand. All draws come from the seeded generator (R2).

use super::plan::{Part, Plan, Shape, plain_beating};
use super::policy::{self, Ctx, Params};
use super::search::Limits;
use super::sim::Sim;
use engine::guandan::trick::Trick;
use engine::guandan::{Combo, Played, PlayerView};
use engine::rng::{GameRng, shuffle};
use engine::{BySeat, CardId, CardSet, Rank, Seat};

/// A pass on an opponent's play: the passer probably held nothing plain to beat it.
#[derive(Clone, Copy, Debug)]
pub struct PassEvent {
    /// Who passed.
    pub seat: Seat,
    /// What it passed on.
    pub table: Combo,
    /// The cards that seat played after passing (it held them then).
    pub later: u128,
}

/// A lead by another seat. The partner is this same AI and the opponents play much alike,
/// and the search keeps the fast policy's choice unless another move is clearly better, so
/// a deal in which the policy, holding that seat's cards then, would have led something
/// else is less likely.
#[derive(Clone, Copy, Debug)]
pub struct LeadEvent {
    /// Who led.
    pub seat: Seat,
    /// What it led.
    pub combo: Combo,
    /// The cards that seat played from this lead on, the lead included (it held them then).
    pub later: u128,
    /// Every card played before the lead.
    pub played: u128,
    /// Cards held by each seat just before the lead.
    pub counts: [u8; 4],
}

/// Everything a seat knows during play.
#[derive(Clone, Debug)]
pub struct Info {
    /// The seat deciding.
    pub me: Seat,
    /// This hand's level.
    pub level: Rank,
    /// The seat's own hand, as the lowest copies of its faces (see [`Info::of`]).
    pub hand: u128,
    /// Cards held by each seat (0 = out).
    pub counts: [u8; 4],
    /// Cards neither in this hand nor played.
    pub unseen: u128,
    /// Unseen cards known to be in a given seat's hand (tribute gifts and returns).
    pub known: [u128; 4],
    /// The play to beat and who made it.
    pub table: Option<(Seat, Played)>,
    /// The turn state (§13–§15): whose turn, the passes since the play to beat, who is out.
    pub turns: Trick,
    /// Recent passes on an opponent's play by other seats.
    pub events: Vec<PassEvent>,
    /// Recent leads by other seats.
    pub leads: Vec<LeadEvent>,
    /// Each team's stored level (§16–§17).
    pub team_levels: [Rank; 2],
    /// The fast policy's numbers this seat's search plays by (its candidates, its playouts,
    /// the leads it reads): the shipped ones unless the search's limits say otherwise.
    pub policy: Params,
}

/// Only this many of the latest passes are weighed (they say most about the hands now).
const MAX_EVENTS: usize = 16;

/// Only this many of the latest leads by other seats are weighed: each costs a plan of the
/// leader's hand then, per drawn deal.
pub const MAX_LEADS: usize = 4;

/// How much less likely a deal is for each weighed lead the fast policy would not have made
/// with that deal's cards.
pub const LEAD_MISS: f64 = 0.4;

impl Info {
    /// Reads a playing-phase view. Which of a face's two copies a seat holds or played says
    /// nothing (R3 shows faces), so the copies are renumbered: the hand takes the first
    /// copies of its faces, each play in turn the first copies still free. A view rebuilt
    /// from faces alone (`cardgame decide`) then reads exactly as the game's own view;
    /// [`Info::in_hand`] turns a chosen play back into the seat's real cards.
    pub fn of(view: &PlayerView) -> Info {
        let me = view.seat;
        let level = view.level;
        let mut taken = CardSet::EMPTY;
        let hand = view
            .hand
            .as_free_copies(&mut taken)
            .unwrap_or(view.hand)
            .bits();
        let mut played = 0u128;
        let mut events: Vec<PassEvent> = Vec::new();
        let mut leads: Vec<LeadEvent> = Vec::new();
        // Replay the record through the turn flow: who held each trick when a seat passed.
        let (entries, turns) = replay(view);
        for e in entries {
            let s = e.seat;
            match e.play {
                Some(p) => {
                    let cards = p.cards.as_free_copies(&mut taken).unwrap_or(p.cards);
                    if e.table.is_none() && s != me {
                        leads.push(LeadEvent {
                            seat: s,
                            combo: p.combo,
                            later: 0,
                            played,
                            counts: e.left.map(|c| c.min(27) as u8),
                        });
                    }
                    played |= cards.bits();
                    for e in events.iter_mut().filter(|e| e.seat == s) {
                        e.later |= cards.bits();
                    }
                    for e in leads.iter_mut().filter(|e| e.seat == s) {
                        e.later |= cards.bits();
                    }
                }
                None => {
                    if let Some((holder, t)) = e.table
                        && s != me
                        && holder.team() != s.team()
                        && !t.kind.is_bomb_class()
                    {
                        events.push(PassEvent {
                            seat: s,
                            table: t,
                            later: 0,
                        });
                    }
                }
            }
        }
        if events.len() > MAX_EVENTS {
            events.drain(..events.len() - MAX_EVENTS);
        }
        if leads.len() > MAX_LEADS {
            leads.drain(..leads.len() - MAX_LEADS);
        }
        let unseen = CardSet::full(2).bits() & !hand & !played;
        // Tribute cards this seat gave or got back sit, while unseen, in the other hand.
        let mut known = BySeat([0u128; 4]);
        let mut placed = CardSet::from_bits(!unseen);
        for g in &view.my_gifts {
            let gift = (g.from == me).then_some((g.to, g.card));
            let back = (g.to == me).then_some(g.from).zip(g.returned);
            for (holder, card) in gift.into_iter().chain(back) {
                if let Ok(c) = CardSet::single(card).as_free_copies(&mut placed) {
                    known[holder] |= c.bits();
                }
            }
        }
        Info {
            me,
            level,
            hand,
            counts: view.counts.map(|c| c.min(27) as u8),
            unseen,
            known: known.0,
            table: view.table,
            turns,
            events,
            leads,
            team_levels: view.team_levels,
            policy: Limits::DEFAULT.policy,
        }
    }
}

/// One entry of a hand's record, replayed through the turn flow (§13–§15).
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Who played or passed.
    pub seat: Seat,
    /// What it played (`None`: a pass).
    pub play: Option<Played>,
    /// The play to beat before this entry and who made it (`None`: a clear table, so a
    /// play leads).
    pub table: Option<(Seat, Combo)>,
    /// Cards each seat held before this entry.
    pub left: [usize; 4],
}

/// Replays `view`'s record of the hand: each entry with the table and the counts before
/// it, and the turn state after the last.
pub fn replay(view: &PlayerView) -> (Vec<Entry>, Trick) {
    let mut left = view.counts;
    for (s, p) in &view.history {
        if let Some(p) = p
            && let Some(n) = left.get_mut(s.index())
        {
            *n += p.cards.len();
        }
    }
    let mut turns = Trick::new(view.history.first().map_or(view.seat, |h| h.0));
    let mut standing: Option<Combo> = None;
    let mut out = Vec::with_capacity(view.history.len());
    for &(seat, play) in &view.history {
        out.push(Entry {
            seat,
            play,
            table: turns.owner().zip(standing),
            left,
        });
        match play {
            Some(p) => {
                let went_out = left.get_mut(seat.index()).is_some_and(|n| {
                    *n = n.saturating_sub(p.cards.len());
                    *n == 0
                });
                if turns.play(seat, went_out).is_ok() {
                    standing = Some(p.combo);
                }
            }
            None => {
                let _ = turns.pass(seat);
            }
        }
    }
    (out, turns)
}

impl Info {
    /// The seat's real cards for `cards` chosen from [`Info::hand`] (same faces).
    pub fn in_hand(cards: CardSet, real_hand: CardSet) -> CardSet {
        let mut elsewhere = CardSet::full(2) - real_hand;
        cards.as_free_copies(&mut elsewhere).unwrap_or(cards)
    }
}

impl Info {
    /// The hidden cards no seat is known to hold, as card bits, by face first: which of a
    /// face's two copies is unseen must not change the deals, so a view rebuilt from faces
    /// alone (`cardgame decide`) draws what the game's view draws.
    pub fn free_pool(&self) -> Vec<u8> {
        let known_all = self.known.iter().fold(0u128, |a, &k| a | k);
        let mut pool: Vec<u8> = Vec::with_capacity(81);
        let mut bits = self.unseen & !known_all;
        while bits != 0 {
            pool.push(bits.trailing_zeros() as u8);
            bits &= bits - 1;
        }
        pool.sort_by_key(|&c| (CardId::from_index(c).map(CardId::card), c));
        pool
    }

    /// The deal as it really is (`hands`, which only self-play and 복기 know), the copies
    /// renumbered as this view numbers them: the deciding seat's hand is [`Info::hand`],
    /// each other hand takes the copies still free. The moves the search makes of
    /// [`Info::hand`] then come out of the hand that holds them (faces are what count).
    pub fn real_deal(&self, hands: [CardSet; 4]) -> Sim {
        let mut taken = CardSet::from_bits(!self.unseen);
        let mut placed = [0u128; 4];
        for (i, (p, real)) in placed.iter_mut().zip(hands).enumerate() {
            *p = if i == self.me.index() {
                self.hand
            } else {
                real.as_free_copies(&mut taken).map_or(0, CardSet::bits)
            };
        }
        self.deal(placed)
    }

    /// The deal with these hands, at this point of the hand.
    pub fn deal(&self, hands: [u128; 4]) -> Sim {
        Sim {
            hands,
            level: self.level,
            turns: self.turns,
            table: self.table.map(|(_, p)| p),
            team_levels: self.team_levels,
            policy: self.policy,
        }
    }

    /// The other seats in play order after this one, and how many of the free cards
    /// ([`Info::free_pool`]) each holds.
    pub fn free_need(&self) -> ([Seat; 3], [usize; 3]) {
        let others = [1u8, 2, 3].map(|k| Seat((self.me.0 + k) % 4));
        let need = others.map(|s| {
            (self.counts[s.index()] as usize)
                .saturating_sub(self.known[s.index()].count_ones() as usize)
        });
        (others, need)
    }

    /// How many of the weighed leads ([`Info::leads`]) the fast policy would have made
    /// holding, in each seat, that seat's cards in `hands` plus what it has played since.
    pub fn leads_kept(&self, hands: &[u128; 4]) -> usize {
        self.leads
            .iter()
            .filter(|e| {
                let hand = hands[e.seat.index()] | e.later;
                let ctx = Ctx {
                    me: e.seat,
                    level: self.level,
                    counts: e.counts,
                    unseen: CardSet::full(2).bits() & !hand & !e.played,
                    table: None,
                    params: self.policy,
                };
                let plan = Plan::of(&Shape::of(hand, self.level), self.level);
                policy::lead(hand, &plan, &ctx)
                    .is_some_and(|p| p.combo.kind == e.combo.kind && p.combo.key == e.combo.key)
            })
            .count()
    }
}

impl Info {
    /// How likely a deal is given the passes on opponents' plays ([`Info::events`]): 0.35
    /// for each pass on a play the passer could have beaten with a plain combination.
    pub fn pass_weight(&self, hands: &[u128; 4], buf: &mut Vec<Part>) -> f64 {
        let mut w = 1.0f64;
        for e in &self.events {
            let then = hands[e.seat.index()] | e.later;
            if can_beat_plain(then, &e.table, self.level, buf) {
                w *= PASS_MISS;
            }
        }
        w
    }
}

/// How much less likely a deal is for each pass it contradicts.
pub const PASS_MISS: f64 = 0.35;

/// Whether `hand` holds a plain (non-bomb) play that beats `t`.
fn can_beat_plain(hand: u128, t: &Combo, level: Rank, buf: &mut Vec<Part>) -> bool {
    buf.clear();
    plain_beating(&Shape::of(hand, level), t, level, true, buf);
    !buf.is_empty()
}

/// Draws `n` deals of the hidden cards consistent with `info`: passes weigh softly, and
/// with `read_leads` so do the leads of the other seats ([`Info::leads_kept`]).
pub fn deals(info: &Info, n: usize, read_leads: bool, rng: &mut GameRng) -> Vec<Sim> {
    let mut pool = info.free_pool();
    let (others, need) = info.free_need();
    let mut buf = Vec::new();
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let drawn = info.weighed_draw(true, read_leads, rng, &mut buf, |rng| {
            shuffle(&mut pool, rng);
            let mut hands = [0u128; 4];
            hands[info.me.index()] = info.hand;
            let mut at = 0;
            for (k, &s) in others.iter().enumerate() {
                let mut h = info.known[s.index()];
                for &c in pool.iter().skip(at).take(need[k]) {
                    h |= 1u128 << c;
                }
                at += need[k];
                hands[s.index()] = h;
            }
            hands
        });
        if let Some(hands) = drawn {
            out.push(info.deal(hands));
        }
    }
    out
}

/// How many draws one weighed deal may take before the heaviest so far is kept.
const ATTEMPTS: usize = 12;

impl Info {
    /// One deal from `draw`, weighed softly: with `passes` by the passes it contradicts
    /// ([`Info::pass_weight`]), with `leads` by the leads the fast policy would not have
    /// made ([`Info::leads_kept`]). A draw is accepted with its weight as chance; after
    /// [`ATTEMPTS`] draws the heaviest is kept. Unweighed, the first draw is the deal.
    pub fn weighed_draw(
        &self,
        passes: bool,
        leads: bool,
        rng: &mut GameRng,
        buf: &mut Vec<Part>,
        mut draw: impl FnMut(&mut GameRng) -> [u128; 4],
    ) -> Option<[u128; 4]> {
        let leads = leads && !self.leads.is_empty();
        if !passes && !leads {
            return Some(draw(rng));
        }
        let mut best: Option<(f64, [u128; 4])> = None;
        for _attempt in 0..ATTEMPTS {
            let hands = draw(rng);
            let mut w = if passes {
                self.pass_weight(&hands, buf)
            } else {
                1.0
            };
            // The number that accepts a draw below weight 1, drawn where it always was
            // (the leads draw nothing).
            let mut u = None;
            if leads {
                if w < 1.0 {
                    let x = rng.unit();
                    u = Some(x);
                    // The leads only lower the weight: a draw the passes alone reject,
                    // and no better than the best so far, is not worth a lead check.
                    if x >= w && best.is_some_and(|(bw, _)| bw >= w) {
                        continue;
                    }
                }
                let missed = self.leads.len() - self.leads_kept(&hands);
                w *= LEAD_MISS.powi(missed as i32);
            }
            if best.is_none_or(|(bw, _)| w > bw) {
                best = Some((w, hands));
            }
            if w >= 1.0 || u.unwrap_or_else(|| rng.unit()) < w {
                return Some(hands);
            }
        }
        best.map(|(_, hands)| hands)
    }
}
