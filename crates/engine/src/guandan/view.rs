//! What one seat may know (R3): its own hand and public information, never another
//! seat's hidden cards. The computer player decides from this alone. A view comes from the
//! game ([`Game::view`]) or is rebuilt from a public history ([`PlayerView::from_history`],
//! for the `decide` command), the turns following the one turn flow of [`super::trick`].
//!
//! ```
//! use engine::{CardSet, Rank, Seat};
//! use engine::guandan::{Game, PlayerView};
//! let g = Game::new(7);
//! let v = g.view(Seat(1));
//! assert_eq!(v.hand, g.hand(Seat(1)));
//! assert_eq!(v.counts, [27, 27, 27, 27]);
//! // §14: seat 0 went out with 5S and everyone passed: its partner, seat 2, leads.
//! let five = CardSet::parse("5S", 2).unwrap();
//! let history = [(Seat(0), five, None), (Seat(1), CardSet::EMPTY, None),
//!     (Seat(2), CardSet::EMPTY, None), (Seat(3), CardSet::EMPTY, None)];
//! let hand = CardSet::parse("3S 4D", 2).unwrap();
//! let v = PlayerView::from_history(Seat(2), hand, Rank::Two, &history, Some([0, 27, 2, 27]), &[])
//!     .unwrap();
//! assert_eq!((v.table, v.leader, v.finish_order), (None, Seat(2), vec![Seat(0)]));
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::combo::{Combo, Played, beating_readings, classify};
use super::game::{Game, HAND_SIZE, Phase};
use super::level::text;
use super::moves::generate;
use super::scoring::HandResult;
use super::tribute::{Gift, TributeKind, TributeOutcome};
use super::trick::{Step, Trick, TrickError};
use crate::{Card, CardSet, Rank, Reject, Seat};

/// One seat's view of the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view.
    pub seat: Seat,
    /// The phase.
    pub phase: Phase,
    /// Whose decision is awaited.
    pub to_act: Option<Seat>,
    /// This seat's own cards.
    pub hand: CardSet,
    /// This hand's level.
    #[serde(with = "text::rank")]
    pub level: Rank,
    /// Stored levels of team {0,2} and team {1,3}.
    #[serde(with = "text::ranks2")]
    pub team_levels: [Rank; 2],
    /// Which hand (1 is the first).
    pub hand_number: u32,
    /// Who led this trick.
    pub leader: Seat,
    /// The play to beat (`None` when the seat to act leads freely).
    pub table: Option<(Seat, Played)>,
    /// This trick's plays and passes.
    pub trick: Vec<(Seat, Option<Played>)>,
    /// Every play and pass of this hand.
    pub history: Vec<(Seat, Option<Played>)>,
    /// Cards held by each seat (public).
    pub counts: [usize; 4],
    /// Seats already out, 1위 first.
    pub finish_order: Vec<Seat>,
    /// Single or double tribute this hand, if any.
    pub tribute_kind: Option<TributeKind>,
    /// Whether the tribute was exempted (§21; announced publicly).
    pub exempt: bool,
    /// The gifts this seat gave or received, with their returns (R3: only its own).
    pub my_gifts: Vec<Gift>,
    /// The gift this seat must return a card for now, if any.
    pub pending_return: Option<Gift>,
    /// The cards this seat may return now (§20).
    pub returnable: CardSet,
    /// Results of finished hands (public).
    pub results: Vec<HandResult>,
    /// The team that won the match, if any.
    pub winner: Option<usize>,
}

/// Why a view rebuilt from outside data (the `decide` command) cannot happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewError {
    /// A seat number is 4 or more.
    SeatOutOfRange,
    /// This face appears more often than the two decks hold it (§1).
    TooManyCopies(Card),
    /// The counts disagree with the hand, or a seat would have been dealt no card or more
    /// than 27 (§1).
    Counts,
    /// The seat has no cards left, so it has nothing to decide.
    NoCards,
    /// A seat listed as finished still holds cards, or the list disagrees with the order in
    /// which the history emptied the hands.
    Finished,
    /// History entry `index` breaks the turn rules (§13–§15).
    Turn(usize, TrickError),
    /// History entry `index` plays more cards than the seat held.
    Overplayed(usize),
    /// History entry `index` is no combination, or does not beat the table (§12).
    Illegal(usize, Reject),
    /// After the history it is this other seat's turn (§13).
    NotYourTurn(Seat),
}

impl fmt::Display for ViewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ViewError::SeatOutOfRange => f.write_str("a seat number is out of range (0..3)"),
            ViewError::TooManyCopies(c) => {
                write!(f, "{c} appears more often than the two decks hold it")
            }
            ViewError::Counts => f.write_str("the counts disagree with the hand and history"),
            ViewError::NoCards => f.write_str("the seat has no cards left"),
            ViewError::Finished => f.write_str("the finished seats disagree with the history"),
            ViewError::Turn(i, e) => write!(f, "history entry {i}: {e}"),
            ViewError::Overplayed(i) => {
                write!(f, "history entry {i} plays more cards than the seat held")
            }
            ViewError::Illegal(i, r) => write!(f, "history entry {i} is illegal: {r}"),
            ViewError::NotYourTurn(s) => {
                write!(f, "it is seat {s}'s turn after this history (§13)")
            }
        }
    }
}

impl std::error::Error for ViewError {}

/// One entry of a hand's public record: the seat, its cards (empty for a pass) and the
/// reading it declared, when the record names it (R4).
pub type Entry = (Seat, CardSet, Option<Combo>);

/// The cards played in the rest of the trick after a play, while `turns` and `left` (the
/// state after that play) say the trick goes on; passes are left out.
fn rest_of_trick(rest: &[Entry], mut turns: Trick, mut left: [usize; 4]) -> Vec<CardSet> {
    let mut plays = Vec::new();
    for &(s, cards, _) in rest {
        let step = if cards.is_empty() {
            turns.pass(s)
        } else {
            plays.push(cards);
            left[s.index()] = left[s.index()].saturating_sub(cards.len());
            turns.play(s, left[s.index()] == 0)
        };
        if !matches!(step, Ok(Step::Next(_))) {
            break;
        }
    }
    plays
}

/// Whether some reading of each play in `rest` beats the one before, from `prev` on.
fn trick_fits(prev: Combo, rest: &[CardSet], level: Rank) -> bool {
    let Some((&cards, after)) = rest.split_first() else {
        return true;
    };
    classify(cards, level)
        .and_then(|all| beating_readings(&all, &prev, level))
        .is_ok_and(|ok| ok.into_iter().any(|c| trick_fits(c, after, level)))
}

/// The reading a play was made in: `given` when the record names it (it must be a reading
/// of the cards that beats the table). Else, since a player may pick any reading (R4), the
/// first one, in the default order ([`classify`] leading, [`beating_readings`] following),
/// under which the rest of its trick is legal; the first one when none is (a later entry
/// then reports its fault).
///
/// # Errors
/// Why the cards are no combination or do not beat the table.
fn reading_of(
    cards: CardSet,
    table: Option<Combo>,
    rest: &[CardSet],
    level: Rank,
    given: Option<Combo>,
) -> Result<Combo, Reject> {
    let all = classify(cards, level)?;
    if let Some(r) = given {
        if !all.contains(&r) {
            return Err(Reject::NotACombo);
        }
        if let Some(t) = table {
            r.beats(&t, level)?;
        }
        return Ok(r);
    }
    let order = match table {
        None => all,
        Some(t) => beating_readings(&all, &t, level)?,
    };
    let fitting = order.iter().find(|&&c| trick_fits(c, rest, level));
    fitting.or(order.first()).copied().ok_or(Reject::NotACombo)
}

impl PlayerView {
    /// The view of `seat` during play, rebuilt from the public record of this hand: each
    /// history entry a seat, its cards (empty for a pass) and, when the record names it,
    /// the reading the play was made in (R4; else it is inferred, see [`reading_of`]), the cards each seat holds now
    /// (`counts`, else 27 less what it played) and the seats already out (`finished`,
    /// optional: checked against the history). The turns, the table and the finishing
    /// order follow from [`Trick`] (§13–§15); the first entry's seat led the hand (its
    /// first leader follows from the tribute, which the record does not carry).
    ///
    /// # Errors
    /// [`ViewError`] when the record cannot happen: a seat out of range, a face more than
    /// twice, counts that do not fit, a play that is no combination or does not beat the
    /// table, an entry against the turn rules or after the hand ended, or another seat to
    /// act after the history.
    pub fn from_history(
        seat: Seat,
        hand: CardSet,
        level: Rank,
        history: &[Entry],
        counts: Option<[usize; 4]>,
        finished: &[Seat],
    ) -> Result<PlayerView, ViewError> {
        let seats = history.iter().map(|h| h.0).chain(finished.iter().copied());
        if seat.0 >= 4 || seats.into_iter().any(|s| s.0 >= 4) {
            return Err(ViewError::SeatOutOfRange);
        }
        // §1: two decks hold every face twice. The record names faces, so each played card
        // takes a copy that neither the hand nor an earlier play holds.
        let mut seen = hand;
        let mut placed = Vec::with_capacity(history.len());
        for &(s, cards, reading) in history {
            let copies = cards
                .as_free_copies(&mut seen)
                .map_err(ViewError::TooManyCopies)?;
            placed.push((s, copies, reading));
        }
        let history = placed.as_slice();
        let mut played_by = [0usize; 4];
        for (s, c, _) in history {
            played_by[s.index()] += c.len();
        }
        let now = counts.unwrap_or_else(|| {
            let mut c = played_by.map(|n| HAND_SIZE.saturating_sub(n));
            c[seat.index()] = hand.len();
            c
        });
        if now[seat.index()] != hand.len() {
            return Err(ViewError::Counts);
        }
        if hand.is_empty() {
            return Err(ViewError::NoCards);
        }
        // What each seat held when this hand's play began.
        let mut left: [usize; 4] = std::array::from_fn(|i| now[i] + played_by[i]);
        if left.iter().any(|&n| n == 0 || n > HAND_SIZE) {
            return Err(ViewError::Counts);
        }
        if finished.iter().any(|s| now[s.index()] > 0) {
            return Err(ViewError::Finished);
        }
        let mut turns = Trick::new(history.first().map_or(seat, |h| h.0));
        let mut table: Option<Played> = None;
        let mut trick = Vec::new();
        let mut hist = Vec::with_capacity(history.len());
        for (i, &(s, cards, given)) in history.iter().enumerate() {
            if cards.is_empty() {
                turns.pass(s).map_err(|e| ViewError::Turn(i, e))?;
                trick.push((s, None));
                hist.push((s, None));
                if turns.is_clear() {
                    table = None;
                    trick.clear();
                }
                continue;
            }
            if cards.len() > left[s.index()] {
                return Err(ViewError::Overplayed(i));
            }
            let mut after = left;
            after[s.index()] -= cards.len();
            let went_out = after[s.index()] == 0;
            let step = turns.play(s, went_out).map_err(|e| ViewError::Turn(i, e))?;
            let rest = rest_of_trick(history.get(i + 1..).unwrap_or_default(), turns, after);
            let combo = reading_of(cards, table.map(|t| t.combo), &rest, level, given)
                .map_err(|e| ViewError::Illegal(i, e))?;
            if step == Step::HandOver {
                return Err(ViewError::Turn(i, TrickError::HandOver));
            }
            left = after;
            let p = Played { cards, combo };
            table = Some(p);
            trick.push((s, Some(p)));
            hist.push((s, Some(p)));
        }
        // `finished` lists seats out in the order the history emptied their hands.
        let mut order = turns.finished().iter();
        if !finished.iter().all(|s| order.any(|o| o == s)) {
            return Err(ViewError::Finished);
        }
        match turns.to_act() {
            Some(s) if s == seat => {}
            Some(s) => return Err(ViewError::NotYourTurn(s)),
            None => return Err(ViewError::Turn(history.len(), TrickError::HandOver)),
        }
        Ok(PlayerView {
            seat,
            phase: Phase::Playing,
            to_act: Some(seat),
            hand,
            level,
            team_levels: [level, level],
            hand_number: 1,
            leader: turns.leader(),
            table: turns.owner().zip(table),
            trick,
            history: hist,
            counts: now,
            finish_order: turns.finished().to_vec(),
            tribute_kind: None,
            exempt: false,
            my_gifts: Vec::new(),
            pending_return: None,
            returnable: CardSet::EMPTY,
            results: Vec::new(),
            winner: None,
        })
    }

    pub(crate) fn of(g: &Game, seat: Seat) -> PlayerView {
        let tribute = g.tribute();
        let my_gifts: Vec<Gift> = tribute
            .map(|t| {
                t.gifts()
                    .iter()
                    .filter(|x| x.from == seat || x.to == seat)
                    .copied()
                    .collect()
            })
            .unwrap_or_default();
        let pending_return = if g.phase() == Phase::Return {
            tribute.and_then(|t| t.pending_for(seat)).copied()
        } else {
            None
        };
        PlayerView {
            seat,
            phase: g.phase(),
            to_act: g.to_act(),
            hand: g.hand(seat),
            level: g.level(),
            team_levels: g.team_levels(),
            hand_number: g.hand_number(),
            leader: g.leader(),
            table: g.table(),
            trick: g.trick().to_vec(),
            history: g.history().to_vec(),
            counts: g.counts(),
            finish_order: g.finish_order().to_vec(),
            tribute_kind: tribute.map(|t| t.kind),
            exempt: tribute.is_some_and(|t| matches!(t.outcome, TributeOutcome::Exempt { .. })),
            my_gifts,
            pending_return,
            returnable: g.returnable(seat),
            results: g.results().to_vec(),
            winner: g.winner(),
        }
    }

    /// This hand's plays and passes (public) grouped by trick, in order; the last trick
    /// may still be open. The tricks end where the turn flow of [`Trick`] says so (§13–§15:
    /// seats out are skipped, the hand may end mid-trick).
    pub fn tricks(&self) -> Vec<&[(Seat, Option<Played>)]> {
        // What each seat held when play began: what it holds now and what it played.
        let mut left = self.counts;
        for (s, p) in &self.history {
            if let (Some(p), Some(n)) = (p, left.get_mut(s.index())) {
                *n += p.cards.len();
            }
        }
        let mut turns = Trick::new(self.history.first().map_or(self.leader, |h| h.0));
        let mut out = Vec::new();
        let mut start = 0;
        for (i, &(s, p)) in self.history.iter().enumerate() {
            let step = match (p, left.get_mut(s.index())) {
                (Some(p), Some(n)) => {
                    *n = n.saturating_sub(p.cards.len());
                    turns.play(s, *n == 0)
                }
                _ => turns.pass(s),
            };
            if !matches!(step, Ok(Step::Next(_))) || i + 1 == self.history.len() {
                out.push(&self.history[start..=i]);
                start = i + 1;
            }
        }
        out
    }

    /// The combination to beat, if any.
    pub fn table_combo(&self) -> Option<Combo> {
        self.table.map(|(_, p)| p.combo)
    }

    /// Whether this seat is the one whose play is awaited.
    pub fn my_turn(&self) -> bool {
        self.phase == Phase::Playing && self.to_act == Some(self.seat)
    }

    /// The legal plays from this seat's hand against the current table.
    pub fn legal_plays(&self) -> Vec<Played> {
        generate(self.hand, self.level, self.table_combo().as_ref())
    }
}
