//! What one seat may know (R3): its own hand and the public record. A [`PlayerView`] holds
//! exactly one hidden card set, the seat's own hand; other seats appear only as counts.
//!
//! ```
//! use engine::Seat;
//! use engine::ddz::Game;
//! let g = Game::new(7);
//! let v = g.view(Seat(1));
//! assert_eq!(v.hand, g.hand(Seat(1)));
//! assert_eq!(v.bottom, None); // face down until the landlord takes it (D1)
//! assert_eq!(v.counts, [17, 17, 17]);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::bidding::{self, check_bid, dealt_sizes, highest_bid};
use super::combo::{Combo, Played, best_beating, classify};
use super::game::Phase;
use super::moves;
use super::scoring::Stake;
use super::trick::{Step, Turn};
use crate::{BySeat, CardSet, Reject, Seat};

/// One seat's view of the match (R3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view.
    pub seat: Seat,
    /// The phase.
    pub phase: Phase,
    /// The seat's own hand: the only hidden cards in the view.
    pub hand: CardSet,
    /// Cards held by each seat.
    pub counts: [usize; 3],
    /// 지주 (landlord), once chosen.
    pub landlord: Option<Seat>,
    /// The bottom cards, once the landlord has taken them (D1).
    pub bottom: Option<CardSet>,
    /// This deal's bids in order.
    pub bids: Vec<(Seat, Option<u8>)>,
    /// Whose turn it is.
    pub to_act: Option<Seat>,
    /// The play to beat (`None` when the seat to act leads freely).
    pub table: Option<(Seat, Played)>,
    /// This trick's plays and passes.
    pub trick: Vec<(Seat, Option<Played>)>,
    /// Every play and pass of this hand.
    pub history: Vec<(Seat, Option<Played>)>,
    /// The live stake.
    pub stake: Stake,
    /// Cumulative scores.
    pub scores: [i64; 3],
    /// All-pass redeals of this hand.
    pub redeals: u32,
    /// Actions applied in the match so far.
    pub seq: u64,
}

/// Why a view built from outside data (the `decide` command) is inconsistent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewError {
    /// A seat number is 3 or more.
    SeatOutOfRange,
    /// History entry `index` is by a seat whose turn it was not.
    OutOfTurn(usize),
    /// History entry `index` is not a legal play or pass.
    Illegal(usize, Reject),
    /// History entry `index` reuses a card already played or in the seat's hand.
    CardsReused(usize),
    /// The counts disagree with the hand or the history.
    Counts,
    /// The bids are not a legal sequence.
    Bids(usize, Reject),
    /// It is not this seat's turn after the given history.
    NotYourTurn,
    /// The hand is already over (someone has no cards).
    HandOver,
    /// The bottom is not three cards the landlord took (§2, D1): the landlord's view lacks
    /// one, or a peasant holds or played one.
    Bottom,
}

impl fmt::Display for ViewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ViewError::SeatOutOfRange => write!(f, "a seat number is out of range (0..3)"),
            ViewError::OutOfTurn(i) => write!(f, "history entry {i} is out of turn"),
            ViewError::Illegal(i, r) => write!(f, "history entry {i} is illegal: {r}"),
            ViewError::CardsReused(i) => {
                write!(f, "history entry {i} reuses a card already seen")
            }
            ViewError::Counts => write!(f, "counts disagree with the hand and history"),
            ViewError::Bids(i, r) => write!(f, "bid {i} is illegal: {r}"),
            ViewError::NotYourTurn => write!(f, "it is not this seat's turn"),
            ViewError::HandOver => write!(f, "the hand is already over"),
            ViewError::Bottom => write!(f, "the bottom cards disagree with the hands"),
        }
    }
}

impl std::error::Error for ViewError {}

/// The reading a lead was played as. The history holds only cards, and the leader may
/// have picked any reading (R4): take the first one, in default order, under which the
/// rest of the trick is legal (`None` when none is: the caller reports the default's fault).
fn lead_reading(all: &[Combo], rest: &[(Seat, CardSet)]) -> Option<Combo> {
    let fits = |lead: Combo| {
        // Only when the trick ends matters here: not whose turn it is, nor whether a hand
        // ends (`for_play` refuses anything after a seat's last card).
        let mut turn = Turn::new(Seat(0));
        turn.play(lead, false);
        for &(_, cards) in rest {
            if cards.is_empty() {
                match turn.pass() {
                    Ok(Step::Next(_)) => continue,
                    _ => return true,
                }
            }
            let Some((_, prev)) = turn.table() else {
                return true;
            };
            match classify(cards).and_then(|r| best_beating(&r, &prev)) {
                Ok(c) => turn.play(c, false),
                Err(_) => return false,
            };
        }
        true
    };
    all.iter().copied().find(|&c| fits(c))
}

impl PlayerView {
    /// The view of a bidder: its hand and the bids so far (seat order from the first bidder).
    ///
    /// # Errors
    /// [`ViewError`] when a seat is out of range, the hand is not 17 cards (§2), the bids
    /// are not a legal sequence, or the sequence already decided the landlord.
    pub fn for_bidding(
        seat: Seat,
        hand: CardSet,
        bids: &[(Seat, Option<u8>)],
    ) -> Result<PlayerView, ViewError> {
        if seat.0 >= 3 || bids.iter().any(|(s, _)| s.0 >= 3) {
            return Err(ViewError::SeatOutOfRange);
        }
        if hand.len() != 17 {
            return Err(ViewError::Counts);
        }
        let mut highest = None;
        for (i, &(s, b)) in bids.iter().enumerate() {
            if i > 0 && s != bids[i - 1].0.next(3) {
                return Err(ViewError::OutOfTurn(i));
            }
            // §3: a 3 decides the landlord at once; nobody bids after it.
            if bidding::outcome(&bids[..i]) != bidding::BidOutcome::Open {
                return Err(ViewError::Bids(i, Reject::WrongPhase));
            }
            check_bid(b, highest).map_err(|e| ViewError::Bids(i, e))?;
            if b.is_some() {
                highest = b;
            }
        }
        if bidding::outcome(bids) != bidding::BidOutcome::Open {
            return Err(ViewError::HandOver);
        }
        if let Some(&(last, _)) = bids.last()
            && last.next(3) != seat
        {
            return Err(ViewError::NotYourTurn);
        }
        Ok(PlayerView {
            seat,
            phase: Phase::Bidding,
            hand,
            counts: [17; 3],
            landlord: None,
            bottom: None,
            bids: bids.to_vec(),
            to_act: Some(seat),
            table: None,
            trick: Vec::new(),
            history: Vec::new(),
            stake: Stake::default(),
            scores: [0; 3],
            redeals: 0,
            seq: bids.len() as u64,
        })
    }

    /// The view of a player during play, rebuilt from the public history (each entry a
    /// seat and its cards, empty for a pass), checking it against the rules as it goes.
    ///
    /// # Errors
    /// [`ViewError`] when the history is out of turn or illegal, reuses cards, disagrees
    /// with `counts` or with the `bottom` cards, or leaves another seat to act.
    pub fn for_play(
        seat: Seat,
        landlord: Seat,
        hand: CardSet,
        bottom: Option<CardSet>,
        history: &[(Seat, CardSet)],
        counts: Option<[usize; 3]>,
    ) -> Result<PlayerView, ViewError> {
        if seat.0 >= 3 || landlord.0 >= 3 || history.iter().any(|(s, _)| s.0 >= 3) {
            return Err(ViewError::SeatOutOfRange);
        }
        let mut left = dealt_sizes(Some(landlord));
        let mut seen = hand;
        let mut played_by = BySeat([CardSet::EMPTY; 3]);
        let mut turn: Turn<Played> = Turn::new(landlord);
        let mut out = None;
        let mut trick = Vec::new();
        let mut hist = Vec::with_capacity(history.len());
        let mut stake = Stake::default();
        for (i, &(s, cards)) in history.iter().enumerate() {
            if s != turn.to_act() {
                return Err(ViewError::OutOfTurn(i));
            }
            if out.is_some() {
                return Err(ViewError::HandOver);
            }
            if cards.is_empty() {
                let step = turn.pass().map_err(|e| ViewError::Illegal(i, e))?;
                trick.push((s, None));
                hist.push((s, None));
                if let Step::TrickWon(_) = step {
                    trick.clear();
                }
                continue;
            }
            if !(seen & cards).is_empty() {
                return Err(ViewError::CardsReused(i));
            }
            let all = classify(cards).map_err(|e| ViewError::Illegal(i, e))?;
            let combo = match turn.table() {
                None => {
                    lead_reading(&all, history.get(i + 1..).unwrap_or_default()).unwrap_or(all[0])
                }
                Some((_, prev)) => {
                    best_beating(&all, &prev.combo).map_err(|e| ViewError::Illegal(i, e))?
                }
            };
            if cards.len() > left[s] {
                return Err(ViewError::Counts);
            }
            left[s] -= cards.len();
            seen |= cards;
            played_by[s] |= cards;
            let played = Played { cards, combo };
            match combo.kind {
                super::ComboKind::Bomb => stake.bombs += 1,
                super::ComboKind::Rocket => stake.rockets += 1,
                _ => {}
            }
            trick.push((s, Some(played)));
            hist.push((s, Some(played)));
            if let Step::HandOver(o) = turn.play(played, left[s] == 0) {
                out = Some(o);
            }
        }
        if out.is_some() {
            return Err(ViewError::HandOver);
        }
        if left[seat] != hand.len() || counts.is_some_and(|c| c != left.0) {
            return Err(ViewError::Counts);
        }
        if let Some(b) = bottom {
            // §2, D1: the landlord took the bottom; no peasant ever held one of its cards.
            let mut peasants = CardSet::EMPTY;
            for (_, &cards) in played_by.iter().filter(|&(s, _)| s != landlord) {
                peasants |= cards;
            }
            let landlord_cards = played_by[landlord];
            let fits = if seat == landlord {
                b.is_subset(hand | landlord_cards)
            } else {
                (b & hand).is_empty()
            };
            if b.len() != 3 || !fits || !(b & peasants).is_empty() {
                return Err(ViewError::Bottom);
            }
        }
        if turn.to_act() != seat {
            return Err(ViewError::NotYourTurn);
        }
        Ok(PlayerView {
            seat,
            phase: Phase::Playing,
            hand,
            counts: left.0,
            landlord: Some(landlord),
            bottom,
            bids: Vec::new(),
            to_act: Some(seat),
            table: turn.table(),
            trick,
            history: hist,
            stake,
            scores: [0; 3],
            redeals: 0,
            seq: history.len() as u64,
        })
    }

    /// True when this seat is the landlord.
    pub fn is_landlord(&self) -> bool {
        self.landlord == Some(self.seat)
    }

    /// The fellow peasant (농민), when this seat is a peasant.
    pub fn partner(&self) -> Option<Seat> {
        let l = self.landlord?;
        if l == self.seat {
            return None;
        }
        (0..3u8).map(Seat).find(|&s| s != l && s != self.seat)
    }

    /// The seats playing against this one.
    pub fn opponents(&self) -> Vec<Seat> {
        match self.landlord {
            Some(l) if l == self.seat => (0..3u8).map(Seat).filter(|&s| s != l).collect(),
            Some(l) => vec![l],
            None => (0..3u8).map(Seat).filter(|&s| s != self.seat).collect(),
        }
    }

    /// The fewest cards any opponent holds.
    pub fn min_opponent_count(&self) -> usize {
        self.opponents()
            .iter()
            .filter_map(|s| self.counts.get(s.index()).copied())
            .min()
            .unwrap_or(17)
    }

    /// The highest bid so far.
    pub fn highest_bid(&self) -> Option<u8> {
        highest_bid(&self.bids).map(|(_, b)| b)
    }

    /// The bids open to this seat.
    pub fn legal_bids(&self) -> Vec<Option<u8>> {
        bidding::legal_bids(self.highest_bid())
    }

    /// The combination to beat, if any.
    pub fn table_combo(&self) -> Option<Combo> {
        self.table.map(|(_, p)| p.combo)
    }

    /// Every distinct legal play of this seat's hand against the table.
    pub fn legal_plays(&self) -> Vec<Played> {
        moves::legal_plays(self.hand, self.table_combo().as_ref())
    }

    /// This hand's plays and passes (public, §15) grouped by trick, in order; the last
    /// trick may still be open. The tricks end where the turn flow of [`Turn`] says so.
    pub fn tricks(&self) -> Vec<&[(Seat, Option<Played>)]> {
        let mut out = Vec::new();
        let mut turn: Turn<()> = Turn::new(self.landlord.unwrap_or(self.seat));
        let mut start = 0;
        for (i, (_, p)) in self.history.iter().enumerate() {
            let won = match p {
                Some(_) => {
                    turn.play((), false);
                    false
                }
                None => matches!(turn.pass(), Ok(Step::TrickWon(_))),
            };
            if won || i + 1 == self.history.len() {
                out.push(&self.history[start..=i]);
                start = i + 1;
            }
        }
        out
    }

    /// Every card seen played this hand.
    pub fn played_cards(&self) -> CardSet {
        self.history
            .iter()
            .filter_map(|(_, p)| p.map(|p| p.cards))
            .fold(CardSet::EMPTY, |a, b| a | b)
    }
}
