//! The whole Dou Dizhu match as one value: bidding, play, settlement and the 30-point
//! target, behind one reducer (`check` validates, `commit` applies, `apply` does both).
//!
//! ```
//! use engine::Seat;
//! use engine::ddz::{Action, Game, Phase};
//! let mut g = Game::new(42);
//! assert_eq!(g.phase(), Phase::Bidding);
//! let first = g.to_act().unwrap();
//! g.apply(Action::Bid { seat: first, bid: Some(3) }).unwrap(); // §3: a 3 ends bidding
//! assert_eq!(g.landlord(), Some(first));
//! assert_eq!(g.hand(first).len(), 20); // §2: the landlord takes the bottom cards
//! assert_eq!(g.to_act(), Some(first)); // §15: the landlord leads
//! // A refused action changes nothing.
//! let before = g.clone();
//! assert!(g.apply(Action::Pass { seat: first }).is_err()); // the leader cannot pass
//! assert_eq!(g, before);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::bidding::{self, BidOutcome, Deal, check_bid, deal, dealt_sizes, highest_bid};
use super::combo::{Combo, ComboKind, Played, best_beating, classify, readings};
use super::moves;
use super::scoring::{Settlement, Spring, Stake};
use super::trick::{SEATS, Step, Turn};
use super::view::PlayerView;
use crate::rng::GameRng;
use crate::wire;
use crate::{CardSet, Reject, Seat};

/// Where the match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 입찰: seats bid 1·2·3 or decline (§3).
    Bidding,
    /// Tricks are played (§15).
    Playing,
    /// The hand is settled; `NextHand` (다시 하기) deals the next one.
    HandOver,
    /// Someone reached 30 points (§23); start a new match with [`Game::new`].
    MatchOver,
}

/// One player's decision, or the table's "next hand". Small and `Copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", try_from = "ActionFields")]
pub enum Action {
    /// Bid 1, 2 or 3, or `None` for 입찰 안 함 (no bid).
    Bid {
        /// Who bids.
        seat: Seat,
        /// The bid.
        bid: Option<u8>,
    },
    /// Play these cards, optionally as a chosen reading (R4; `None` = the default).
    Play {
        /// Who plays.
        seat: Seat,
        /// The cards.
        cards: CardSet,
        /// The reading picked by the player, if any.
        #[serde(default)]
        reading: Option<Combo>,
    },
    /// 패스: decline to follow.
    Pass {
        /// Who passes.
        seat: Seat,
    },
    /// 다시 하기: deal the next hand after a settlement (scores are kept).
    NextHand,
    /// 새 게임 during a hand (§21): discard the unfinished hand without scoring it and deal
    /// anew; the cumulative scores stay as they are.
    AbandonHand,
}

/// How an [`Action`] is read: the same JSON as its tagged form, in one pass (see
/// `crate::wire`).
type ActionFields = wire::ActionFields<ActionKind, Combo>;

/// The tag of an [`Action`].
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionKind {
    Bid,
    Play,
    Pass,
    NextHand,
    AbandonHand,
}

impl TryFrom<ActionFields> for Action {
    type Error = String;
    fn try_from(a: ActionFields) -> Result<Action, String> {
        Ok(match a.kind {
            ActionKind::Bid => Action::Bid {
                seat: a.seat()?,
                bid: a.bid,
            },
            ActionKind::Play => Action::Play {
                seat: a.seat()?,
                cards: a.cards()?,
                reading: a.reading,
            },
            ActionKind::Pass => Action::Pass { seat: a.seat()? },
            ActionKind::NextHand => Action::NextHand,
            ActionKind::AbandonHand => Action::AbandonHand,
        })
    }
}

/// A checked action, ready to commit. Produced only by [`Game::check`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    /// A legal bid.
    Bid {
        /// Who bids.
        seat: Seat,
        /// The bid.
        bid: Option<u8>,
    },
    /// A legal play with its reading decided.
    Play {
        /// Who plays.
        seat: Seat,
        /// The cards and the reading.
        played: Played,
    },
    /// A legal pass.
    Pass {
        /// Who passes.
        seat: Seat,
    },
    /// Deal the next hand.
    NextHand,
    /// Discard the unfinished hand and deal anew.
    AbandonHand,
}

/// What happened, for the UI to announce.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// 새 게임: the unfinished hand was discarded without scoring (§21).
    HandAbandoned {
        /// The hand number that is dealt anew.
        hand_no: u32,
    },
    /// New cards were dealt (a new hand, or a redeal).
    Dealt {
        /// The hand number in the match, from 0.
        hand_no: u32,
        /// The deal number (the random stream).
        deal_no: u64,
        /// Who bids first.
        first_bidder: Seat,
    },
    /// A bid or a "no bid".
    Bid {
        /// Who.
        seat: Seat,
        /// What.
        bid: Option<u8>,
    },
    /// Everyone declined: the cards are reshuffled (§3).
    Redeal {
        /// How many redeals this hand has had.
        redeals: u32,
    },
    /// 지주 (landlord) decided; the bottom cards are shown to all (D1).
    LandlordChosen {
        /// The landlord.
        seat: Seat,
        /// The winning bid B.
        bid: u8,
        /// The three bottom cards, now in the landlord's hand.
        bottom: CardSet,
    },
    /// A successful play.
    Played {
        /// Who.
        seat: Seat,
        /// The cards and reading.
        played: Played,
        /// Cards left in that hand.
        left: usize,
    },
    /// 패스.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// Two passes in a row: this seat won the trick and now leads freely (§15).
    TrickWon {
        /// The new leader.
        seat: Seat,
    },
    /// The hand ended and was settled (§16–§19).
    HandOver(Settlement),
    /// Someone reached the target (§23).
    MatchOver {
        /// The match winners (joint winners possible).
        winners: Vec<Seat>,
    },
}

/// A broken invariant found by [`Game::validate`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Invariant {
    /// A seat number is 3 or more.
    SeatOutOfRange,
    /// Hands, bottom and played cards are not exactly the 54 cards, each once.
    CardsNotConserved,
    /// A hand holds the wrong number of cards.
    HandSize,
    /// The bottom does not hold three cards.
    BottomSize,
    /// The scores do not sum to zero, or differ from the last settlement's totals.
    Scores,
    /// The bids are not a legal bidding sequence, or disagree with the landlord.
    Bids,
    /// A recorded play is not a reading of its cards, or does not beat what it followed.
    History,
    /// The bomb and rocket counts disagree with the history.
    Stake,
    /// The phase disagrees with the rest of the state.
    Phase,
    /// The table or trick disagrees with the history.
    Table,
}

impl fmt::Display for Invariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Invariant::SeatOutOfRange => "a seat number is out of range",
            Invariant::CardsNotConserved => "the 54 cards are not conserved",
            Invariant::HandSize => "a hand holds the wrong number of cards",
            Invariant::BottomSize => "the bottom does not hold three cards",
            Invariant::Scores => "scores are not zero-sum or disagree with the settlements",
            Invariant::Bids => "the bids are not a legal sequence",
            Invariant::History => "a recorded play is not legal",
            Invariant::Stake => "bomb or rocket counts disagree with the history",
            Invariant::Phase => "the phase disagrees with the state",
            Invariant::Table => "the table disagrees with the trick",
        };
        f.write_str(s)
    }
}

impl std::error::Error for Invariant {}

/// The state of the hand being played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "RoundForm", into = "RoundForm")]
struct Round {
    hand_no: u32,
    deal_no: u64,
    redeals: u32,
    hands: [CardSet; 3],
    bottom: CardSet,
    first_bidder: Seat,
    bids: Vec<(Seat, Option<u8>)>,
    landlord: Option<Seat>,
    /// Whose turn it is (bidding, then play) and the table.
    turn: Turn<Played>,
    trick: Vec<(Seat, Option<Played>)>,
    history: Vec<(Seat, Option<Played>)>,
    stake: Stake,
    plays: [u32; 3],
}

/// A [`Round`] as saves hold it: the turn's parts as the fields `to_act`, `table` and
/// `passes`, in the order they always had (saves stay byte for byte what they were).
#[derive(Serialize, Deserialize)]
struct RoundForm {
    hand_no: u32,
    deal_no: u64,
    redeals: u32,
    hands: [CardSet; 3],
    bottom: CardSet,
    first_bidder: Seat,
    bids: Vec<(Seat, Option<u8>)>,
    landlord: Option<Seat>,
    to_act: Seat,
    table: Option<(Seat, Played)>,
    trick: Vec<(Seat, Option<Played>)>,
    history: Vec<(Seat, Option<Played>)>,
    passes: u8,
    stake: Stake,
    plays: [u32; 3],
}

impl From<RoundForm> for Round {
    fn from(f: RoundForm) -> Round {
        Round {
            hand_no: f.hand_no,
            deal_no: f.deal_no,
            redeals: f.redeals,
            hands: f.hands,
            bottom: f.bottom,
            first_bidder: f.first_bidder,
            bids: f.bids,
            landlord: f.landlord,
            turn: Turn::from_parts(f.to_act, f.table, f.passes),
            trick: f.trick,
            history: f.history,
            stake: f.stake,
            plays: f.plays,
        }
    }
}

impl From<Round> for RoundForm {
    fn from(r: Round) -> RoundForm {
        RoundForm {
            hand_no: r.hand_no,
            deal_no: r.deal_no,
            redeals: r.redeals,
            hands: r.hands,
            bottom: r.bottom,
            first_bidder: r.first_bidder,
            bids: r.bids,
            landlord: r.landlord,
            to_act: r.turn.to_act(),
            table: r.turn.table(),
            trick: r.trick,
            history: r.history,
            passes: r.turn.passes(),
            stake: r.stake,
            plays: r.plays,
        }
    }
}

impl Round {
    fn dealt(seed: u64, hand_no: u32, deal_no: u64, redeals: u32) -> Round {
        let d = deal(seed, deal_no);
        Round {
            hand_no,
            deal_no,
            redeals,
            hands: d.hands,
            bottom: d.bottom,
            first_bidder: d.first_bidder,
            bids: Vec::new(),
            landlord: None,
            turn: Turn::new(d.first_bidder),
            trick: Vec::new(),
            history: Vec::new(),
            stake: Stake::default(),
            plays: [0; 3],
        }
    }

    fn dealt_event(&self) -> Event {
        Event::Dealt {
            hand_no: self.hand_no,
            deal_no: self.deal_no,
            first_bidder: self.first_bidder,
        }
    }
}

/// The whole match: Serialize + Deserialize + Clone. Deserializing runs [`Game::validate`],
/// so a loaded game is always consistent (a broken save is an error, never a panic).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameData")]
pub struct Game {
    seed: u64,
    seq: u64,
    phase: Phase,
    scores: [i64; 3],
    settlements: Vec<Settlement>,
    round: Round,
}

/// The unchecked form a save is read into before validation.
#[derive(Deserialize)]
struct GameData {
    seed: u64,
    seq: u64,
    phase: Phase,
    scores: [i64; 3],
    settlements: Vec<Settlement>,
    round: Round,
}

impl TryFrom<GameData> for Game {
    type Error = Invariant;
    fn try_from(d: GameData) -> Result<Game, Invariant> {
        let g = Game {
            seed: d.seed,
            seq: d.seq,
            phase: d.phase,
            scores: d.scores,
            settlements: d.settlements,
            round: d.round,
        };
        g.validate()?;
        Ok(g)
    }
}

fn seat_ok(s: Seat) -> bool {
    s.0 < 3
}

impl Game {
    /// A new match (scores 0) with its first hand dealt, in the bidding phase.
    pub fn new(seed: u64) -> Game {
        Game {
            seed,
            seq: 0,
            phase: Phase::Bidding,
            scores: [0; 3],
            settlements: Vec::new(),
            round: Round::dealt(seed, 0, 0, 0),
        }
    }

    /// A new match whose first hand uses the cards of `deal` instead of the seed's first
    /// deal (tutorials and scripted tests); later deals come from `seed` as usual.
    ///
    /// # Errors
    /// [`Invariant::CardsNotConserved`] or [`Invariant::HandSize`] unless the deal is three
    /// disjoint hands of 17 and a bottom of 3 covering the 54 cards;
    /// [`Invariant::SeatOutOfRange`] for a first bidder outside 0..3.
    pub fn with_deal(seed: u64, deal: Deal) -> Result<Game, Invariant> {
        let mut g = Game::new(seed);
        let r = &mut g.round;
        r.hands = deal.hands;
        r.bottom = deal.bottom;
        r.first_bidder = deal.first_bidder;
        r.turn = Turn::new(deal.first_bidder);
        if deal.hands.iter().any(|h| h.len() != 17) {
            return Err(Invariant::HandSize);
        }
        g.validate()?;
        Ok(g)
    }

    /// Replays a log of actions from a new match, re-validating each step.
    ///
    /// # Errors
    /// The index of the first refused action and its reason.
    pub fn replay(seed: u64, actions: &[Action]) -> Result<Game, (usize, Reject)> {
        let mut g = Game::new(seed);
        for (i, a) in actions.iter().enumerate() {
            g.apply(*a).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    /// This hand as it was dealt (after any all-pass redeal) and every action taken in it
    /// since, in order: applying them to the first gives this game back, so a settled hand
    /// can be replayed step by step through [`Game::apply`]. The dealt hands are rebuilt
    /// from the hands and the plays, not from the seed, so a [`Game::with_deal`] hand
    /// rewinds too; the scores are those before the hand.
    ///
    /// ```
    /// use engine::ddz::{Action, Game};
    /// let mut g = Game::new(42);
    /// let first = g.to_act().unwrap();
    /// g.apply(Action::Bid { seat: first, bid: Some(3) }).unwrap();
    /// let (mut start, actions) = g.hand_start();
    /// assert_eq!(start.hand(first).len(), 17); // the bottom not yet taken
    /// for a in actions {
    ///     start.apply(a).unwrap();
    /// }
    /// assert_eq!(start, g);
    /// ```
    pub fn hand_start(&self) -> (Game, Vec<Action>) {
        let r = &self.round;
        let mut hands = r.hands;
        for (s, h) in hands.iter_mut().enumerate() {
            *h |= self.played_by(Seat(s as u8));
            if r.landlord == Some(Seat(s as u8)) {
                *h -= r.bottom;
            }
        }
        let mut actions: Vec<Action> = r
            .bids
            .iter()
            .map(|&(seat, bid)| Action::Bid { seat, bid })
            .collect();
        actions.extend(r.history.iter().map(|&(seat, p)| match p {
            Some(p) => Action::Play {
                seat,
                cards: p.cards,
                reading: Some(p.combo),
            },
            None => Action::Pass { seat },
        }));
        let mut settlements = self.settlements.clone();
        let mut scores = self.scores;
        if matches!(self.phase, Phase::HandOver | Phase::MatchOver)
            && let Some(s) = settlements.pop()
        {
            scores = std::array::from_fn(|i| s.totals[i] - s.deltas[i]);
        }
        let start = Game {
            seed: self.seed,
            seq: self.seq.saturating_sub(actions.len() as u64),
            phase: Phase::Bidding,
            scores,
            settlements,
            round: Round {
                hands,
                bids: Vec::new(),
                landlord: None,
                turn: Turn::new(r.first_bidder),
                trick: Vec::new(),
                history: Vec::new(),
                stake: Stake::default(),
                plays: [0; 3],
                ..r.clone()
            },
        };
        (start, actions)
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The number of actions applied in this match (for stale-timer guards).
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose decision is awaited (`None` once the hand or match is over).
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Bidding | Phase::Playing => Some(self.round.turn.to_act()),
            Phase::HandOver | Phase::MatchOver => None,
        }
    }

    /// A seat's hand (empty for a seat that does not exist).
    pub fn hand(&self, s: Seat) -> CardSet {
        self.round
            .hands
            .get(s.index())
            .copied()
            .unwrap_or(CardSet::EMPTY)
    }

    /// The number of cards in each hand.
    pub fn counts(&self) -> [usize; 3] {
        self.round.hands.map(CardSet::len)
    }

    /// 지주 (landlord), once bidding is over.
    pub fn landlord(&self) -> Option<Seat> {
        self.round.landlord
    }

    /// The three bottom cards of this deal (the UI shows them face down until the landlord
    /// takes them, then face up to all, D1).
    pub fn bottom(&self) -> CardSet {
        self.round.bottom
    }

    /// This deal's bidding decisions in order.
    pub fn bids(&self) -> &[(Seat, Option<u8>)] {
        &self.round.bids
    }

    /// The first bidder of this deal.
    pub fn first_bidder(&self) -> Seat {
        self.round.first_bidder
    }

    /// The bids open to the seat to act: `None` (입찰 안 함) then every bid above the
    /// current highest. Empty outside bidding.
    pub fn legal_bids(&self) -> Vec<Option<u8>> {
        if self.phase != Phase::Bidding {
            return Vec::new();
        }
        bidding::legal_bids(highest_bid(&self.round.bids).map(|(_, b)| b))
    }

    /// How many all-pass redeals happened for this hand.
    pub fn redeals(&self) -> u32 {
        self.round.redeals
    }

    /// The hand number in the match, from 0.
    pub fn hand_no(&self) -> u32 {
        self.round.hand_no
    }

    /// The play to beat, or `None` when the seat to act leads freely.
    pub fn table(&self) -> Option<(Seat, Played)> {
        self.round.turn.table()
    }

    /// This trick's plays and passes in order (`None` = 패스).
    pub fn trick(&self) -> &[(Seat, Option<Played>)] {
        &self.round.trick
    }

    /// Every play and pass of this hand in order.
    pub fn history(&self) -> &[(Seat, Option<Played>)] {
        &self.round.history
    }

    /// The live stake: bid B, bombs, rockets, and the spring bonus once decided.
    pub fn stake(&self) -> Stake {
        self.round.stake
    }

    /// The cumulative scores.
    pub fn scores(&self) -> [i64; 3] {
        self.scores
    }

    /// One settlement per finished hand, newest last.
    pub fn settlements(&self) -> &[Settlement] {
        &self.settlements
    }

    /// The match winners once the match is over (joint winners possible, §23).
    pub fn winners(&self) -> Vec<Seat> {
        match (self.phase, self.settlements.last()) {
            (Phase::MatchOver, Some(s)) => s.match_winners(),
            _ => Vec::new(),
        }
    }

    /// What seat `s` may see (R3): its own hand, the public record, never others' hands.
    /// The seed stays out: it replays every shuffle, so it would reveal the other hands.
    pub fn view(&self, s: Seat) -> PlayerView {
        let r = &self.round;
        PlayerView {
            seat: s,
            phase: self.phase,
            hand: self.hand(s),
            counts: self.counts(),
            landlord: r.landlord,
            bottom: r.landlord.map(|_| r.bottom),
            bids: r.bids.clone(),
            to_act: self.to_act(),
            table: r.turn.table(),
            trick: r.trick.clone(),
            history: r.history.clone(),
            stake: r.stake,
            scores: self.scores,
            redeals: r.redeals,
            seq: self.seq,
        }
    }

    /// The generator for the AI decision at the current move number (R2): the same game
    /// at the same point always draws the same numbers.
    pub fn ai_rng(&self) -> GameRng {
        GameRng::for_ai(self.seed, self.seq)
    }

    /// The legal readings of `cards` for seat `s` in default order (R4), for the UI's
    /// picker: when `s` must follow, only the readings that beat the table.
    ///
    /// # Errors
    /// [`Reject::NotInHand`], the classification reason, or why no reading beats the table.
    pub fn readings(&self, s: Seat, cards: CardSet) -> Result<Vec<Combo>, Reject> {
        if cards.is_empty() {
            return Err(Reject::EmptyPlay);
        }
        if !cards.is_subset(self.hand(s)) {
            return Err(Reject::NotInHand);
        }
        let all = classify(cards)?;
        match self.round.turn.table() {
            Some((_, prev)) if self.phase == Phase::Playing && s == self.round.turn.to_act() => {
                best_beating(&all, &prev.combo)?;
                Ok(all
                    .into_iter()
                    .filter(|c| c.beats(&prev.combo).is_ok())
                    .collect())
            }
            _ => Ok(all),
        }
    }

    /// Every distinct legal play of seat `s` (empty when it is not `s`'s turn to play).
    pub fn legal_plays(&self, s: Seat) -> Vec<Played> {
        if self.phase != Phase::Playing || s != self.round.turn.to_act() {
            return Vec::new();
        }
        moves::legal_plays(
            self.hand(s),
            self.round.turn.table().map(|(_, p)| p.combo).as_ref(),
        )
    }

    fn expect_turn(&self, phase: Phase, seat: Seat) -> Result<(), Reject> {
        if matches!(self.phase, Phase::HandOver | Phase::MatchOver) {
            return Err(Reject::GameOver);
        }
        if self.phase != phase {
            return Err(Reject::WrongPhase);
        }
        if seat != self.round.turn.to_act() {
            return Err(Reject::NotYourTurn);
        }
        Ok(())
    }

    /// Validates an action without changing anything.
    ///
    /// # Errors
    /// The [`Reject`] reason: wrong phase or turn, a bid too low, cards not in hand, no
    /// combination (with the precise reason), not beating the table, a leader passing…
    pub fn check(&self, a: Action) -> Result<Plan, Reject> {
        match a {
            Action::NextHand => match self.phase {
                Phase::HandOver => Ok(Plan::NextHand),
                Phase::MatchOver => Err(Reject::GameOver),
                _ => Err(Reject::WrongPhase),
            },
            Action::AbandonHand => match self.phase {
                Phase::Bidding | Phase::Playing => Ok(Plan::AbandonHand),
                Phase::HandOver => Err(Reject::WrongPhase),
                Phase::MatchOver => Err(Reject::GameOver),
            },
            Action::Bid { seat, bid } => {
                self.expect_turn(Phase::Bidding, seat)?;
                check_bid(bid, highest_bid(&self.round.bids).map(|(_, b)| b))?;
                Ok(Plan::Bid { seat, bid })
            }
            Action::Pass { seat } => {
                self.expect_turn(Phase::Playing, seat)?;
                // Tried on a copy: `check` changes nothing.
                let mut turn = self.round.turn;
                turn.pass()?;
                Ok(Plan::Pass { seat })
            }
            Action::Play {
                seat,
                cards,
                reading,
            } => {
                self.expect_turn(Phase::Playing, seat)?;
                if cards.is_empty() {
                    return Err(Reject::EmptyPlay);
                }
                if !cards.is_subset(self.hand(seat)) {
                    return Err(Reject::NotInHand);
                }
                let all = classify(cards)?;
                let combo = match (self.round.turn.table(), reading) {
                    (None, None) => all[0],
                    (None, Some(r)) => {
                        if !all.contains(&r) {
                            return Err(Reject::DdzReadingMismatch);
                        }
                        r
                    }
                    (Some((_, prev)), None) => best_beating(&all, &prev.combo)?,
                    (Some((_, prev)), Some(r)) => {
                        if !all.contains(&r) {
                            return Err(Reject::DdzReadingMismatch);
                        }
                        r.beats(&prev.combo)?;
                        r
                    }
                };
                Ok(Plan::Play {
                    seat,
                    played: Played { cards, combo },
                })
            }
        }
    }

    /// Applies an action: `check`, then commit. A refused action changes nothing.
    ///
    /// # Errors
    /// As [`Game::check`].
    pub fn apply(&mut self, a: Action) -> Result<Vec<Event>, Reject> {
        let plan = self.check(a)?;
        Ok(self.commit(plan))
    }

    fn commit(&mut self, plan: Plan) -> Vec<Event> {
        self.seq += 1;
        let mut ev = Vec::with_capacity(3);
        match plan {
            Plan::NextHand => {
                let r = &self.round;
                self.round = Round::dealt(self.seed, r.hand_no + 1, r.deal_no + 1, 0);
                self.phase = Phase::Bidding;
                ev.push(self.round.dealt_event());
            }
            Plan::AbandonHand => {
                let r = &self.round;
                // The same hand number: the discarded hand never counted (§21).
                self.round = Round::dealt(self.seed, r.hand_no, r.deal_no + 1, 0);
                self.phase = Phase::Bidding;
                ev.push(Event::HandAbandoned {
                    hand_no: self.round.hand_no,
                });
                ev.push(self.round.dealt_event());
            }
            Plan::Bid { seat, bid } => {
                self.round.bids.push((seat, bid));
                ev.push(Event::Bid { seat, bid });
                match bidding::outcome(&self.round.bids) {
                    BidOutcome::Open => self.round.turn = Turn::new(seat.next(SEATS)),
                    BidOutcome::Landlord(l, b) => {
                        let r = &mut self.round;
                        r.landlord = Some(l);
                        r.stake.bid = b;
                        r.hands[l.index()] |= r.bottom;
                        r.turn = Turn::new(l); // §15: the landlord leads
                        self.phase = Phase::Playing;
                        ev.push(Event::LandlordChosen {
                            seat: l,
                            bid: b,
                            bottom: r.bottom,
                        });
                    }
                    BidOutcome::Redeal => {
                        let r = &self.round;
                        self.round =
                            Round::dealt(self.seed, r.hand_no, r.deal_no + 1, r.redeals + 1);
                        ev.push(Event::Redeal {
                            redeals: self.round.redeals,
                        });
                        ev.push(self.round.dealt_event());
                    }
                }
            }
            Plan::Pass { seat } => {
                let r = &mut self.round;
                r.trick.push((seat, None));
                r.history.push((seat, None));
                ev.push(Event::Passed { seat });
                // `check` refused a pass on a clear table, so the pass always counts.
                if let Ok(Step::TrickWon(leader)) = r.turn.pass() {
                    r.trick.clear();
                    ev.push(Event::TrickWon { seat: leader });
                }
            }
            Plan::Play { seat, played } => {
                let r = &mut self.round;
                r.hands[seat.index()] -= played.cards;
                r.plays[seat.index()] += 1;
                match played.combo.kind {
                    ComboKind::Bomb => r.stake.bombs += 1,
                    ComboKind::Rocket => r.stake.rockets += 1,
                    _ => {}
                }
                r.trick.push((seat, Some(played)));
                r.history.push((seat, Some(played)));
                let left = r.hands[seat.index()].len();
                let step = r.turn.play(played, left == 0);
                ev.push(Event::Played { seat, played, left });
                if step == Step::HandOver(seat) {
                    self.finish_hand(seat, &mut ev);
                }
            }
        }
        ev
    }

    /// §16: the hand ends the moment a hand is empty; §17–§19 settle it; §23 may end the match.
    fn finish_hand(&mut self, out: Seat, ev: &mut Vec<Event>) {
        let r = &mut self.round;
        let Some(landlord) = r.landlord else {
            return;
        };
        let landlord_won = out == landlord;
        let landlord_plays = r.plays[landlord.index()];
        let peasant_plays: u32 = (0..3)
            .filter(|&s| s != landlord.index())
            .map(|s| r.plays[s])
            .sum();
        r.stake.spring = Some(Spring::decide(landlord_won, landlord_plays, peasant_plays));
        let settlement = Settlement::new(r.hand_no, landlord, out, r.stake, self.scores);
        self.scores = settlement.totals;
        self.settlements.push(settlement);
        ev.push(Event::HandOver(settlement));
        let winners = settlement.match_winners();
        if winners.is_empty() {
            self.phase = Phase::HandOver;
        } else {
            self.phase = Phase::MatchOver;
            ev.push(Event::MatchOver { winners });
        }
    }

    /// Checks every invariant: seats in range, the 54 cards conserved, hand sizes, bids,
    /// plays, stake and scores (zero-sum, matching the settlements). Run after loading and
    /// by selfplay after every action.
    ///
    /// # Errors
    /// The first broken [`Invariant`].
    pub fn validate(&self) -> Result<(), Invariant> {
        let r = &self.round;
        // Seats.
        let seats_ok = seat_ok(r.turn.to_act())
            && seat_ok(r.first_bidder)
            && r.landlord.is_none_or(seat_ok)
            && r.bids.iter().all(|(s, _)| seat_ok(*s))
            && r.history.iter().all(|(s, _)| seat_ok(*s))
            && r.trick.iter().all(|(s, _)| seat_ok(*s))
            && r.turn.table().is_none_or(|(s, _)| seat_ok(s))
            && self
                .settlements
                .iter()
                .all(|s| seat_ok(s.landlord) && seat_ok(s.out));
        if !seats_ok {
            return Err(Invariant::SeatOutOfRange);
        }
        // Cards: hands, bottom (while bidding) and played cards are the deck, each once.
        let mut seen = CardSet::EMPTY;
        let mut total = 0;
        let mut played_by = [0usize; 3];
        let mut add = |set: CardSet| {
            total += set.len();
            seen |= set;
        };
        for h in r.hands {
            add(h);
        }
        if r.landlord.is_none() {
            add(r.bottom);
        }
        for (s, p) in &r.history {
            if let Some(p) = p {
                add(p.cards);
                played_by[s.index()] += p.cards.len();
            }
        }
        if total != 54 || seen != CardSet::full(1) {
            return Err(Invariant::CardsNotConserved);
        }
        if r.bottom.len() != 3 || !r.bottom.is_subset(CardSet::full(1)) {
            return Err(Invariant::BottomSize);
        }
        // Hand sizes.
        let dealt = dealt_sizes(r.landlord);
        for (s, (hand, played)) in r.hands.iter().zip(played_by).enumerate() {
            if hand.len() + played != dealt.0[s] {
                return Err(Invariant::HandSize);
            }
        }
        if let Some(l) = r.landlord
            && !r.bottom.is_subset(r.hands[l.index()] | self.played_by(l))
        {
            return Err(Invariant::CardsNotConserved);
        }
        // Bids: a legal sequence in seat order from the first bidder, matching the outcome.
        let mut next = r.first_bidder;
        let mut highest = None;
        for (i, &(s, b)) in r.bids.iter().enumerate() {
            if s != next || check_bid(b, highest).is_err() {
                return Err(Invariant::Bids);
            }
            if let Some(b) = b {
                highest = Some(b);
            }
            let o = bidding::outcome(&r.bids[..=i]);
            if o != BidOutcome::Open && i + 1 != r.bids.len() {
                return Err(Invariant::Bids);
            }
            next = s.next(3);
        }
        match bidding::outcome(&r.bids) {
            BidOutcome::Open => {
                if r.landlord.is_some() || self.phase != Phase::Bidding || r.turn.to_act() != next {
                    return Err(Invariant::Bids);
                }
            }
            BidOutcome::Landlord(l, b) => {
                if r.landlord != Some(l) || r.stake.bid != b || self.phase == Phase::Bidding {
                    return Err(Invariant::Bids);
                }
            }
            BidOutcome::Redeal => return Err(Invariant::Bids),
        }
        // History: plays in seat order from the landlord, each legal when it was made, and
        // nothing after a seat played its last card (§15–§16).
        let mut turn: Turn<Played> = Turn::new(r.landlord.unwrap_or(r.first_bidder));
        let mut left = dealt;
        let mut out = None;
        let mut trick_start = 0;
        let (mut bombs, mut rockets, mut plays) = (0u8, 0u8, [0u32; 3]);
        for (i, &(s, p)) in r.history.iter().enumerate() {
            if s != turn.to_act() || r.landlord.is_none() || out.is_some() {
                return Err(Invariant::History);
            }
            let Some(p) = p else {
                match turn.pass() {
                    Ok(Step::TrickWon(_)) => trick_start = i + 1,
                    Ok(_) => {}
                    Err(_) => return Err(Invariant::History),
                }
                continue;
            };
            if !readings(p.cards).contains(&p.combo)
                || turn
                    .table()
                    .is_some_and(|(_, prev)| p.combo.beats(&prev.combo).is_err())
            {
                return Err(Invariant::History);
            }
            match p.combo.kind {
                ComboKind::Bomb => bombs += 1,
                ComboKind::Rocket => rockets += 1,
                _ => {}
            }
            plays[s.index()] += 1;
            left[s] = left[s].saturating_sub(p.cards.len());
            if let Step::HandOver(o) = turn.play(p, left[s] == 0) {
                out = Some(o);
            }
        }
        if r.stake.bombs != bombs || r.stake.rockets != rockets || r.plays != plays {
            return Err(Invariant::Stake);
        }
        if r.history.get(trick_start..) != Some(&r.trick[..])
            || turn.table() != r.turn.table()
            || turn.passes() != r.turn.passes()
        {
            return Err(Invariant::Table);
        }
        // Phase against the hand's end: it ends the moment a seat plays its last card (§16).
        match self.phase {
            Phase::Bidding => {
                if !r.history.is_empty() || r.landlord.is_some() {
                    return Err(Invariant::Phase);
                }
            }
            Phase::Playing => {
                if out.is_some() || r.turn.to_act() != turn.to_act() || r.stake.spring.is_some() {
                    return Err(Invariant::Phase);
                }
            }
            Phase::HandOver | Phase::MatchOver => {
                let settled = self
                    .settlements
                    .last()
                    .is_some_and(|s| s.hand_no == r.hand_no && Some(s.out) == out);
                if !settled {
                    return Err(Invariant::Phase);
                }
            }
        }
        // Scores: zero-sum settlements chaining to the current totals; the match target.
        let mut totals = [0i64; 3];
        for s in &self.settlements {
            if s.deltas.iter().try_fold(0i64, |a, &d| a.checked_add(d)) != Some(0) {
                return Err(Invariant::Scores);
            }
            for (t, d) in totals.iter_mut().zip(s.deltas) {
                *t = t.saturating_add(d);
            }
            if totals != s.totals {
                return Err(Invariant::Scores);
            }
        }
        if totals != self.scores {
            return Err(Invariant::Scores);
        }
        let over = self
            .settlements
            .last()
            .is_some_and(|s| !s.match_winners().is_empty());
        if over != (self.phase == Phase::MatchOver) {
            return Err(Invariant::Phase);
        }
        Ok(())
    }

    fn played_by(&self, s: Seat) -> CardSet {
        self.round
            .history
            .iter()
            .filter(|(p, _)| *p == s)
            .filter_map(|(_, p)| p.map(|p| p.cards))
            .fold(CardSet::EMPTY, |a, b| a | b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random legal action of the seat to act (or the next hand).
    fn random_action(g: &Game, rng: &mut GameRng) -> Action {
        let Some(seat) = g.to_act() else {
            return Action::NextHand;
        };
        if g.phase() == Phase::Bidding {
            let bids = g.legal_bids();
            let bid = bids[rng.below(bids.len() as u64) as usize];
            return Action::Bid { seat, bid };
        }
        let plays = g.legal_plays(seat);
        if plays.is_empty() || g.table().is_some() && rng.below(3) == 0 {
            return Action::Pass { seat };
        }
        let p = plays[rng.below(plays.len() as u64) as usize];
        Action::Play {
            seat,
            cards: p.cards,
            reading: None,
        }
    }

    /// After every action of a few matches (redeals, settled hands, the next hand), the
    /// hand's start with its actions applied gives the game back.
    #[test]
    fn hand_start_and_its_actions_rebuild_the_game() {
        let mut settled = 0;
        for seed in 0..6 {
            let mut g = Game::new(seed);
            let mut rng = GameRng::new(seed, 1);
            for _ in 0..400 {
                if g.phase() == Phase::MatchOver {
                    break;
                }
                let a = random_action(&g, &mut rng);
                g.apply(a).unwrap();
                crate::tests::tricks_cut_the_history(
                    &g.view(Seat(0)).tricks(),
                    g.history(),
                    g.trick(),
                );
                let (mut start, actions) = g.hand_start();
                assert_eq!(start.phase(), Phase::Bidding);
                assert!(start.counts().iter().all(|&n| n == 17));
                assert_eq!(start.validate(), Ok(()));
                for a in actions {
                    start.apply(a).unwrap();
                }
                assert_eq!(start, g);
            }
            settled += g.settlements().len();
        }
        assert!(
            settled > 6,
            "too few settled hands ({settled}) to test the rewind"
        );
    }
}
