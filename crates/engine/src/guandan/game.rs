//! The whole Guandan match as one state machine: deal, tribute and return, play, hand
//! results and levels, until the final victory (§1–§24).
//!
//! The reducer follows the project's shape: [`Game::check`] validates without changing
//! anything, `commit` applies a [`Plan`] and cannot fail, [`Game::apply`] is both.
//!
//! ```
//! use engine::Seat;
//! use engine::guandan::{Action, Game, Phase};
//! let mut g = Game::new(42);
//! assert_eq!(g.phase(), Phase::Playing);
//! assert_eq!(g.to_act(), Some(Seat(0))); // §2: seat 0 leads the first hand
//! let play = g.legal_plays(Seat(0))[0];
//! g.apply(Action::Play { seat: Seat(0), cards: play.cards, reading: Some(play.combo) }).unwrap();
//! assert_eq!(g.counts()[0], 27 - play.cards.len());
//! assert!(g.validate().is_ok());
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::combo::{Combo, Played, beating_readings, classify};
use super::level::{LEVELS, text};
use super::moves::generate;
use super::scoring::{HandResult, score_hand};
use super::tribute::{self, TributeOutcome, TributeRecord};
use super::trick::{Step, Trick, TrickError};
use super::view::PlayerView;
use crate::rng::{GameRng, shuffle};
use crate::wire;
use crate::{BySeat, CardId, CardSet, Rank, Reject, Seat};

/// Cards dealt to each seat (§1).
pub const HAND_SIZE: usize = 27;

/// What the game is waiting for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Tribute was given; returns are pending (반환).
    Return,
    /// Tricks are being played.
    Playing,
    /// The hand is over; `NextHand` deals the next one.
    HandOver,
    /// A team won the match (최종 승리).
    MatchOver,
}

/// Everything a player (or the UI) can ask the game to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", try_from = "ActionFields")]
pub enum Action {
    /// Play these physical cards; `reading` picks one reading (R4), `None` lets the engine
    /// choose (the default, or the first reading that beats the table).
    Play {
        /// Who plays.
        seat: Seat,
        /// The physical cards.
        cards: CardSet,
        /// The chosen reading, if any.
        #[serde(default)]
        reading: Option<Combo>,
    },
    /// 패스.
    Pass {
        /// Who passes.
        seat: Seat,
    },
    /// Return one card to this seat's tribute giver (§20).
    ReturnTribute {
        /// The receiver returning a card.
        seat: Seat,
        /// The card returned.
        #[serde(with = "text::card_id")]
        card: CardId,
    },
    /// Deal the next hand after a hand is over.
    NextHand,
}

/// How an [`Action`] is read: the same JSON as its tagged form, in one pass (see
/// `crate::wire`).
type ActionFields = wire::ActionFields<ActionKind, Combo>;

/// The tag of an [`Action`].
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionKind {
    Play,
    Pass,
    ReturnTribute,
    NextHand,
}

impl TryFrom<ActionFields> for Action {
    type Error = String;
    fn try_from(a: ActionFields) -> Result<Action, String> {
        Ok(match a.kind {
            ActionKind::Pass => Action::Pass { seat: a.seat()? },
            ActionKind::Play => Action::Play {
                seat: a.seat()?,
                cards: a.cards()?,
                reading: a.reading,
            },
            ActionKind::ReturnTribute => Action::ReturnTribute {
                seat: a.seat()?,
                card: a.card()?,
            },
            ActionKind::NextHand => Action::NextHand,
        })
    }
}

/// A checked action, ready to commit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    /// A checked play with its reading.
    Play {
        /// Who plays.
        seat: Seat,
        /// The cards and reading.
        played: Played,
    },
    /// A checked pass.
    Pass {
        /// Who passes.
        seat: Seat,
    },
    /// A checked return.
    Return {
        /// The receiver returning.
        seat: Seat,
        /// The giver getting the card.
        to: Seat,
        /// The card.
        card: CardId,
    },
    /// Deal the next hand.
    NextHand,
}

/// What happened, in order, for the UI's animations and logs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A new hand was dealt at this level.
    Dealt {
        /// Which hand.
        hand_number: u32,
        /// Its level.
        #[serde(with = "text::rank")]
        level: Rank,
    },
    /// A tribute card was given automatically (§18–§19).
    TributeGiven {
        /// Giver.
        from: Seat,
        /// Receiver.
        to: Seat,
        /// The card.
        #[serde(with = "text::card_id")]
        card: CardId,
    },
    /// The tribute was cancelled (§21): these givers hold these big jokers.
    Exempted {
        /// Givers and their big-joker counts.
        big_jokers: Vec<(Seat, u8)>,
    },
    /// A card was returned to its giver (§20).
    Returned {
        /// The receiver returning.
        from: Seat,
        /// The giver.
        to: Seat,
        /// The card.
        #[serde(with = "text::card_id")]
        card: CardId,
    },
    /// Play begins with this leader (§22).
    PlayStarts {
        /// The first leader.
        leader: Seat,
    },
    /// A play.
    Played {
        /// Who.
        seat: Seat,
        /// What.
        played: Played,
    },
    /// A pass.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// Everyone else passed: the trick is won and `next_leader` leads.
    TrickWon {
        /// Whose play stood.
        seat: Seat,
        /// Who leads the next trick.
        next_leader: Seat,
    },
    /// The trick winner had gone out, so the partner leads (§14).
    PartnerLead {
        /// The partner who leads.
        seat: Seat,
    },
    /// A seat played its last card (place 1..4).
    Finished {
        /// Who.
        seat: Seat,
        /// 1위..4위.
        place: u8,
    },
    /// The hand ended with this seat still holding cards: the system gave it the place
    /// left (§15).
    Placed {
        /// Who.
        seat: Seat,
        /// 2위..4위.
        place: u8,
    },
    /// The hand ended.
    HandOver(HandResult),
    /// A team won the match (최종 승리).
    MatchOver {
        /// The winning team (0: seats 0 and 2; 1: seats 1 and 3).
        team: usize,
    },
}

/// A broken invariant, found by [`Game::validate`] (after a load, and by selfplay).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Invariant {
    /// A stored seat is not 0..4.
    BadSeat,
    /// A stored level is not 2..A.
    LevelOutOfRange,
    /// Two hands (or a hand and the played pile) share a card.
    CardsOverlap,
    /// The 108 cards are not all in the hands and the played pile.
    CardsNotConserved,
    /// A seat holds the wrong number of cards for what it played and the tribute.
    HandSize(Seat),
    /// The played pile does not match the plays recorded.
    PileMismatch,
    /// The finishing order is inconsistent with the hands or the phase.
    FinishOrder,
    /// Turn, leader or table points to a finished seat or is otherwise inconsistent.
    TurnState,
    /// The tribute record does not fit the phase.
    TributeState,
    /// Results, hand number or winner disagree.
    Results,
}

impl fmt::Display for Invariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invariant::BadSeat => f.write_str("a stored seat is out of range"),
            Invariant::LevelOutOfRange => f.write_str("a level is outside 2..A"),
            Invariant::CardsOverlap => f.write_str("a card is in two places"),
            Invariant::CardsNotConserved => f.write_str("the 108 cards are not conserved"),
            Invariant::HandSize(s) => write!(f, "seat {s} holds the wrong number of cards"),
            Invariant::PileMismatch => f.write_str("the played pile differs from the plays"),
            Invariant::FinishOrder => f.write_str("the finishing order is inconsistent"),
            Invariant::TurnState => f.write_str("turn, leader or table is inconsistent"),
            Invariant::TributeState => f.write_str("the tribute record does not fit the phase"),
            Invariant::Results => f.write_str("results, hand number or winner disagree"),
        }
    }
}

impl std::error::Error for Invariant {}

/// The whole match state. Serialize it to save; call [`Game::validate`] after loading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    seed: u64,
    seq: u64,
    hand_number: u32,
    #[serde(with = "text::ranks2")]
    levels: [Rank; 2],
    #[serde(with = "text::rank")]
    level: Rank,
    phase: Phase,
    hands: BySeat<CardSet, 4>,
    pile: CardSet,
    /// Cards out of play in a custom [`Setup`] (empty in a real deal).
    #[serde(default)]
    set_aside: CardSet,
    /// Each seat's cards when the hand was dealt (27 in a real deal).
    #[serde(default = "full_start")]
    start: [u8; 4],
    tribute: Option<TributeRecord>,
    leader: Seat,
    turn: Seat,
    table: Option<(Seat, Played)>,
    passes: u8,
    trick: Vec<(Seat, Option<Played>)>,
    history: Vec<(Seat, Option<Played>)>,
    finish: Vec<Seat>,
    results: Vec<HandResult>,
    winner: Option<usize>,
    log: Vec<Action>,
}

fn full_start() -> [u8; 4] {
    [HAND_SIZE as u8; 4]
}

/// A custom position (for tests, tutorials and puzzles): any hands, levels and leader, and
/// optionally the previous hand's finishing order so that tribute applies (§18–§22).
/// Cards in no hand are set aside (out of play).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Each seat's cards (disjoint; need not be 27).
    pub hands: [CardSet; 4],
    /// Stored levels of team {0,2} and {1,3}.
    pub levels: [Rank; 2],
    /// The level of this hand when there is no previous hand (with one, it is the previous
    /// winners' stored level, §3).
    pub level: Rank,
    /// Who leads when there is no tribute.
    pub leader: Seat,
    /// The previous hand's finishing order (1st..4th): this becomes hand 2 with tribute.
    pub previous: Option<[Seat; 4]>,
}

/// Deals hand `hand_number` of the match `seed`: 27 cards each, round the table from seat 0
/// (stream = hand number, R2).
pub fn deal(seed: u64, hand_number: u32) -> [CardSet; 4] {
    let mut ids: Vec<CardId> = (0..CardId::MAX as u8)
        .filter_map(CardId::from_index)
        .collect();
    shuffle(&mut ids, &mut GameRng::new(seed, u64::from(hand_number)));
    let mut hands = [CardSet::EMPTY; 4];
    for (i, id) in ids.into_iter().enumerate() {
        hands[i % 4].insert(id);
    }
    hands
}

impl Game {
    /// A new match: both teams at 2, the first hand dealt, seat 0 leads (§2).
    pub fn new(seed: u64) -> Game {
        let mut g = Game {
            seed,
            seq: 0,
            hand_number: 0,
            levels: [Rank::Two; 2],
            level: Rank::Two,
            phase: Phase::Playing,
            hands: BySeat([CardSet::EMPTY; 4]),
            pile: CardSet::EMPTY,
            set_aside: CardSet::EMPTY,
            start: full_start(),
            tribute: None,
            leader: Seat(0),
            turn: Seat(0),
            table: None,
            passes: 0,
            trick: Vec::new(),
            history: Vec::new(),
            finish: Vec::new(),
            results: Vec::new(),
            winner: None,
            log: Vec::new(),
        };
        g.start_hand();
        g
    }

    /// A custom position (see [`Setup`]); tribute is given at once when `previous` is set.
    ///
    /// # Errors
    /// The [`Invariant`] the setup breaks (overlapping hands, levels outside 2..A, a seat
    /// out of range).
    pub fn from_setup(seed: u64, setup: Setup) -> Result<Game, Invariant> {
        let mut g = Game::new(seed);
        if !setup
            .levels
            .iter()
            .chain([&setup.level])
            .all(|l| LEVELS.contains(l))
        {
            return Err(Invariant::LevelOutOfRange);
        }
        if setup.leader.0 >= 4 || setup.previous.is_some_and(|o| o.iter().any(|s| s.0 >= 4)) {
            return Err(Invariant::BadSeat);
        }
        let mut all = CardSet::EMPTY;
        for h in setup.hands {
            if !(all & h).is_empty() {
                return Err(Invariant::CardsOverlap);
            }
            all |= h;
        }
        g.levels = setup.levels;
        g.results.clear();
        g.hand_number = 1;
        g.level = setup.level;
        if let Some(order) = setup.previous {
            let team = super::scoring::team_of(order[0]);
            let mut prev = score_hand(1, order, setup.levels[team], setup.levels);
            prev.levels_after = setup.levels;
            prev.final_victory = false;
            g.results.push(prev);
            g.hand_number = 2;
            g.level = setup.levels[team];
        }
        g.set_aside = CardSet::full(2) - all;
        g.start = setup.hands.map(|h| h.len() as u8);
        g.setup_hand(setup.hands);
        if setup.previous.is_none() {
            g.leader = setup.leader;
            g.turn = setup.leader;
        }
        g.validate()?;
        Ok(g)
    }

    /// Replays a match from its seed and action log, re-validating every step.
    ///
    /// # Errors
    /// The index of the first refused action and why.
    pub fn replay(seed: u64, log: &[Action]) -> Result<Game, (usize, Reject)> {
        let mut g = Game::new(seed);
        for (i, &a) in log.iter().enumerate() {
            g.apply(a).map_err(|r| (i, r))?;
        }
        Ok(g)
    }

    /// This hand as it stood once dealt (tribute given, no return yet) and every action
    /// taken in it since, in order: applying them to the first gives this game back, so a
    /// finished hand can be replayed step by step through [`Game::apply`]. The dealt hands
    /// are rebuilt from the hands, the plays and the returns; the levels are those before
    /// the hand.
    ///
    /// ```
    /// use engine::Seat;
    /// use engine::guandan::{Action, Game};
    /// let mut g = Game::new(7);
    /// let p = g.legal_plays(Seat(0))[0];
    /// g.apply(Action::Play { seat: Seat(0), cards: p.cards, reading: None }).unwrap();
    /// let (mut start, actions) = g.hand_start();
    /// assert_eq!(start.counts(), [27; 4]);
    /// for a in actions {
    ///     start.apply(a).unwrap();
    /// }
    /// assert_eq!(start, g);
    /// ```
    pub fn hand_start(&self) -> (Game, Vec<Action>) {
        let mut g = self.clone();
        for (s, p) in &self.history {
            if let (Some(p), Some(h)) = (p, g.hands.0.get_mut(s.index())) {
                *h |= p.cards;
            }
        }
        let mut steps = self.history.len();
        if let Some(TributeOutcome::Gifts(gifts)) = g.tribute.as_mut().map(|t| &mut t.outcome) {
            for gift in gifts {
                if let Some(c) = gift.returned.take() {
                    g.hands[gift.from].remove(c);
                    g.hands[gift.to].insert(c);
                    steps += 1;
                }
            }
        }
        let kept = self.log.len().saturating_sub(steps);
        let actions = g.log.split_off(kept);
        g.seq = self.seq.saturating_sub(actions.len() as u64);
        if matches!(self.phase, Phase::HandOver | Phase::MatchOver)
            && let Some(r) = g.results.pop()
        {
            g.levels = r.levels_before;
        }
        g.winner = None;
        g.clear_play();
        let first = self.history.first().map(|h| h.0);
        g.leader = g
            .tribute
            .as_ref()
            .map(|t| t.first_leader)
            .or(first)
            .unwrap_or(self.leader);
        g.turn = g.leader;
        g.phase = if g.tribute.as_ref().is_none_or(TributeRecord::settled) {
            Phase::Playing
        } else {
            Phase::Return
        };
        (g, actions)
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The number of actions applied (a stale-timer guard).
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// The generator for the AI decision at the current move (R2): the same game at the
    /// same point always draws the same numbers, whoever asks (the web table, the arena,
    /// `cardgame decide` given this game's seed and [`Game::seq`]).
    pub fn ai_rng(&self) -> GameRng {
        GameRng::for_ai(self.seed, self.seq)
    }

    /// Every action applied, in order (for saves and [`Game::replay`]).
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose decision is awaited: the current player, or a receiver with a return pending
    /// (the 1st's receiver first). `None` between hands and after the match.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Playing => Some(self.turn),
            Phase::Return => self
                .tribute
                .as_ref()
                .and_then(|t| t.gifts().iter().find(|g| g.returned.is_none()))
                .map(|g| g.to),
            Phase::HandOver | Phase::MatchOver => None,
        }
    }

    /// Seats that may act now (both receivers during a double return).
    pub fn can_act(&self, s: Seat) -> bool {
        match self.phase {
            Phase::Playing => self.turn == s,
            Phase::Return => self
                .tribute
                .as_ref()
                .is_some_and(|t| t.pending_for(s).is_some()),
            _ => false,
        }
    }

    /// A seat's cards (empty for a seat out of range).
    pub fn hand(&self, s: Seat) -> CardSet {
        self.hands.get(s).copied().unwrap_or_default()
    }

    /// How many cards each seat holds.
    pub fn counts(&self) -> [usize; 4] {
        self.hands.map(CardSet::len).0
    }

    /// The level of this hand (§3).
    pub fn level(&self) -> Rank {
        self.level
    }

    /// The stored levels of team {0,2} and team {1,3}.
    pub fn team_levels(&self) -> [Rank; 2] {
        self.levels
    }

    /// Which hand this is (1 is the first).
    pub fn hand_number(&self) -> u32 {
        self.hand_number
    }

    /// Who led (or leads) this trick.
    pub fn leader(&self) -> Seat {
        self.leader
    }

    /// The play to beat, or `None` when the player to act leads freely.
    pub fn table(&self) -> Option<(Seat, Played)> {
        self.table
    }

    /// This trick's plays and passes (`None` = 패스).
    pub fn trick(&self) -> &[(Seat, Option<Played>)] {
        &self.trick
    }

    /// Every play and pass of this hand.
    pub fn history(&self) -> &[(Seat, Option<Played>)] {
        &self.history
    }

    /// Seats that went out, 1위 first (all four once the hand is over).
    pub fn finish_order(&self) -> &[Seat] {
        &self.finish
    }

    /// This hand's tribute, if any (none in the first hand).
    pub fn tribute(&self) -> Option<&TributeRecord> {
        self.tribute.as_ref()
    }

    /// The cards `s` may return now (§20); empty when `s` owes no return.
    pub fn returnable(&self, s: Seat) -> CardSet {
        if self.phase != Phase::Return {
            return CardSet::EMPTY;
        }
        match self.tribute.as_ref().and_then(|t| t.pending_for(s)) {
            Some(g) => tribute::returnable(self.hand(s), self.level, g.card),
            None => CardSet::EMPTY,
        }
    }

    /// Every finished hand's result.
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }

    /// The team that won the match (최종 승리), if any.
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }

    /// What seat `s` may know (R3).
    pub fn view(&self, s: Seat) -> PlayerView {
        PlayerView::of(self, s)
    }

    /// The readings of `cards` that `s` could play now, default first (R4). When `s` is to
    /// act on a table, only readings that beat it, those of the table's kind and size first.
    ///
    /// # Errors
    /// [`Reject::NotInHand`], [`Reject::EmptyPlay`], [`Reject::NotACombo`], or why no reading
    /// beats the table.
    pub fn readings(&self, s: Seat, cards: CardSet) -> Result<Vec<Combo>, Reject> {
        if !cards.is_subset(self.hand(s)) {
            return Err(Reject::NotInHand);
        }
        let all = classify(cards, self.level)?;
        match self.table {
            Some((_, t)) if self.phase == Phase::Playing && self.turn == s => {
                beating_readings(&all, &t.combo, self.level)
            }
            _ => Ok(all),
        }
    }

    /// Every legal play for `s` now (empty unless it is `s`'s turn to play).
    pub fn legal_plays(&self, s: Seat) -> Vec<Played> {
        if self.phase != Phase::Playing || self.turn != s {
            return Vec::new();
        }
        generate(
            self.hand(s),
            self.level,
            self.table.as_ref().map(|(_, p)| &p.combo),
        )
    }

    /// Validates an action without changing anything.
    ///
    /// # Errors
    /// The [`Reject`] explaining why the action is refused.
    pub fn check(&self, a: Action) -> Result<Plan, Reject> {
        match a {
            Action::Play {
                seat,
                cards,
                reading,
            } => {
                self.check_turn(seat)?;
                if cards.is_empty() {
                    return Err(Reject::EmptyPlay);
                }
                let all = self.readings(seat, cards)?;
                let combo = match reading {
                    Some(r) if all.contains(&r) => r,
                    Some(r) => {
                        // Say why: not a reading of these cards, or it does not beat.
                        let any = classify(cards, self.level)?;
                        if !any.contains(&r) {
                            return Err(Reject::ReadingNotPossible);
                        }
                        match self.table {
                            Some((_, t)) => {
                                r.beats(&t.combo, self.level)?;
                                r
                            }
                            None => r,
                        }
                    }
                    None => all[0],
                };
                Ok(Plan::Play {
                    seat,
                    played: Played { cards, combo },
                })
            }
            Action::Pass { seat } => {
                self.check_turn(seat)?;
                if self.table.is_none() {
                    return Err(Reject::CannotPassWhenLeading);
                }
                Ok(Plan::Pass { seat })
            }
            Action::ReturnTribute { seat, card } => {
                match self.phase {
                    Phase::Return => {}
                    Phase::MatchOver => return Err(Reject::GameOver),
                    _ => return Err(Reject::WrongPhase),
                }
                let gift = self
                    .tribute
                    .as_ref()
                    .and_then(|t| t.pending_for(seat))
                    .ok_or(Reject::NoReturnDue)?;
                if !self.hand(seat).contains(card) {
                    return Err(Reject::NotInHand);
                }
                if card == gift.card {
                    return Err(Reject::ReturnIsGift);
                }
                if !self.returnable(seat).contains(card) {
                    return Err(Reject::ReturnNotLowCard);
                }
                Ok(Plan::Return {
                    seat,
                    to: gift.from,
                    card,
                })
            }
            Action::NextHand => match self.phase {
                Phase::HandOver => Ok(Plan::NextHand),
                Phase::MatchOver => Err(Reject::GameOver),
                _ => Err(Reject::WrongPhase),
            },
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), Reject> {
        match self.phase {
            Phase::Playing => {}
            Phase::MatchOver | Phase::HandOver => return Err(Reject::GameOver),
            Phase::Return => return Err(Reject::WrongPhase),
        }
        if seat != self.turn {
            return Err(Reject::NotYourTurn);
        }
        Ok(())
    }

    /// Checks then commits an action.
    ///
    /// # Errors
    /// The [`Reject`] from [`Game::check`]; the game is then unchanged.
    pub fn apply(&mut self, a: Action) -> Result<Vec<Event>, Reject> {
        let plan = self.check(a)?;
        self.log.push(a);
        Ok(self.commit(plan))
    }

    /// Applies a checked plan. Never fails.
    fn commit(&mut self, plan: Plan) -> Vec<Event> {
        self.seq = self.seq.wrapping_add(1);
        let mut ev = Vec::new();
        match plan {
            Plan::Play { seat, played } => self.commit_play(seat, played, &mut ev),
            Plan::Pass { seat } => self.commit_pass(seat, &mut ev),
            Plan::Return { seat, to, card } => {
                self.hands[seat].remove(card);
                self.hands[to].insert(card);
                if let Some(t) = self.tribute.as_mut()
                    && let TributeOutcome::Gifts(gifts) = &mut t.outcome
                    && let Some(g) = gifts
                        .iter_mut()
                        .find(|g| g.to == seat && g.returned.is_none())
                {
                    g.returned = Some(card);
                }
                ev.push(Event::Returned {
                    from: seat,
                    to,
                    card,
                });
                if self.tribute.as_ref().is_none_or(TributeRecord::settled) {
                    self.begin_play(&mut ev);
                }
            }
            Plan::NextHand => ev.extend(self.start_hand()),
        }
        ev
    }

    /// The turn state of the hand being played (§13–§15), from the stored fields.
    ///
    /// # Errors
    /// Why the stored turn, leader, table, passes and finishing order cannot happen together.
    fn turns(&self) -> Result<Trick, TrickError> {
        let owner = self.table.map(|(s, _)| s);
        Trick::resume(self.turn, self.leader, owner, self.passes, &self.finish)
    }

    /// Stores the turn state back after a play or a pass.
    fn store_turns(&mut self, t: &Trick) {
        if let Some(s) = t.to_act() {
            self.turn = s;
        }
        self.leader = t.leader();
        self.passes = t.passes();
        self.finish.clear();
        self.finish.extend_from_slice(t.finished());
        if t.is_clear() {
            self.table = None;
            self.trick.clear();
        }
    }

    fn commit_play(&mut self, seat: Seat, played: Played, ev: &mut Vec<Event>) {
        // `check` let only the seat to act play, so the turn state takes the play.
        let Ok(mut t) = self.turns() else {
            return;
        };
        self.hands[seat] -= played.cards;
        self.pile |= played.cards;
        self.table = Some((seat, played));
        self.trick.push((seat, Some(played)));
        self.history.push((seat, Some(played)));
        ev.push(Event::Played { seat, played });
        let went_out = self.hands[seat].is_empty();
        let step = t.play(seat, went_out);
        self.store_turns(&t);
        if went_out {
            ev.push(Event::Finished {
                seat,
                place: t.finished().len() as u8,
            });
        }
        if step == Ok(Step::HandOver) {
            self.end_hand(&t, ev);
        }
    }

    fn commit_pass(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let Ok(mut t) = self.turns() else {
            return;
        };
        self.trick.push((seat, None));
        self.history.push((seat, None));
        ev.push(Event::Passed { seat });
        if let Ok(Step::TrickWon {
            winner,
            leader,
            partner_lead,
        }) = t.pass(seat)
        {
            if partner_lead {
                ev.push(Event::PartnerLead { seat: leader });
            }
            ev.push(Event::TrickWon {
                seat: winner,
                next_leader: leader,
            });
        }
        self.store_turns(&t);
    }

    fn end_hand(&mut self, t: &Trick, ev: &mut Vec<Event>) {
        // The system fills the remaining places (§15).
        let order = t.places(self.counts());
        for (i, &s) in order.iter().enumerate().skip(t.finished().len()) {
            ev.push(Event::Placed {
                seat: s,
                place: i as u8 + 1,
            });
        }
        self.finish = order.to_vec();
        let result = score_hand(self.hand_number, order, self.level, self.levels);
        self.levels = result.levels_after;
        self.results.push(result);
        self.table = None;
        ev.push(Event::HandOver(result));
        if result.final_victory {
            self.winner = Some(result.winning_team);
            self.phase = Phase::MatchOver;
            ev.push(Event::MatchOver {
                team: result.winning_team,
            });
        } else {
            self.phase = Phase::HandOver;
        }
    }

    /// Deals the next hand, gives tribute automatically, and either waits for returns or
    /// starts play.
    fn start_hand(&mut self) -> Vec<Event> {
        self.hand_number = self.hand_number.saturating_add(1);
        self.level = match self.results.last() {
            Some(r) => self.levels[r.winning_team],
            None => Rank::Two,
        };
        self.set_aside = CardSet::EMPTY;
        self.start = full_start();
        self.setup_hand(deal(self.seed, self.hand_number))
    }

    /// Puts the dealt hands in place, gives tribute automatically, and either waits for
    /// returns or starts play.
    fn setup_hand(&mut self, hands: [CardSet; 4]) -> Vec<Event> {
        self.hands = BySeat(hands);
        self.clear_play();
        self.tribute = None;
        let mut ev = vec![Event::Dealt {
            hand_number: self.hand_number,
            level: self.level,
        }];
        let Some(prev) = self.results.last() else {
            self.leader = Seat(0);
            self.begin_play(&mut ev);
            return ev;
        };
        let plan = tribute::plan(prev.finish_order, &self.hands, self.level);
        let record = plan.record;
        match &record.outcome {
            TributeOutcome::Exempt { big_jokers } => {
                ev.push(Event::Exempted {
                    big_jokers: big_jokers.clone(),
                });
            }
            TributeOutcome::Gifts(gifts) => {
                for g in gifts {
                    self.hands[g.from].remove(g.card);
                    self.hands[g.to].insert(g.card);
                    ev.push(Event::TributeGiven {
                        from: g.from,
                        to: g.to,
                        card: g.card,
                    });
                }
            }
        }
        let settled = record.settled();
        self.leader = record.first_leader;
        self.tribute = Some(record);
        if settled {
            self.begin_play(&mut ev);
        } else {
            self.phase = Phase::Return;
            self.turn = self.leader;
        }
        ev
    }

    /// Clears the table and this hand's record of play: nothing played, nobody out.
    fn clear_play(&mut self) {
        self.pile = CardSet::EMPTY;
        self.table = None;
        self.passes = 0;
        self.trick.clear();
        self.history.clear();
        self.finish.clear();
    }

    /// §22: play starts with the first leader once every return is done.
    fn begin_play(&mut self, ev: &mut Vec<Event>) {
        self.leader = self.tribute.as_ref().map_or(Seat(0), |t| t.first_leader);
        self.turn = self.leader;
        self.phase = Phase::Playing;
        ev.push(Event::PlayStarts {
            leader: self.leader,
        });
    }

    /// Checks every invariant: seats and levels in range, 108 cards conserved, hand sizes
    /// (27 each after returns, less what each played), finishing order, turn and tribute.
    ///
    /// # Errors
    /// The first broken [`Invariant`].
    pub fn validate(&self) -> Result<(), Invariant> {
        let seat_ok = |s: Seat| s.0 < 4;
        let mut seats = vec![self.leader, self.turn];
        seats.extend(self.table.iter().map(|t| t.0));
        seats.extend(self.trick.iter().map(|t| t.0));
        seats.extend(self.history.iter().map(|t| t.0));
        seats.extend(self.finish.iter().copied());
        if let Some(t) = &self.tribute {
            seats.push(t.first_leader);
            seats.extend(t.gifts().iter().flat_map(|g| [g.from, g.to]));
        }
        for r in &self.results {
            seats.extend(r.finish_order);
        }
        if !seats.into_iter().all(seat_ok) {
            return Err(Invariant::BadSeat);
        }
        if !self
            .levels
            .iter()
            .chain([&self.level])
            .all(|l| LEVELS.contains(l))
        {
            return Err(Invariant::LevelOutOfRange);
        }
        // Conservation: hands and pile are disjoint and make up both decks.
        let mut seen = self.pile;
        if !(seen & self.set_aside).is_empty() {
            return Err(Invariant::CardsOverlap);
        }
        seen |= self.set_aside;
        for h in self.hands.0 {
            if !(seen & h).is_empty() {
                return Err(Invariant::CardsOverlap);
            }
            seen |= h;
        }
        if seen != CardSet::full(2)
            || self.start.iter().map(|&n| usize::from(n)).sum::<usize>() + self.set_aside.len()
                != CardId::MAX
        {
            return Err(Invariant::CardsNotConserved);
        }
        // The pile is exactly the plays of this hand.
        let mut played = [0usize; 4];
        let mut pile = CardSet::EMPTY;
        for (s, p) in &self.history {
            if let Some(p) = p {
                if !(pile & p.cards).is_empty() {
                    return Err(Invariant::PileMismatch);
                }
                pile |= p.cards;
                played[s.index()] += p.cards.len();
            }
        }
        if pile != self.pile {
            return Err(Invariant::PileMismatch);
        }
        // Hand sizes: 27 less plays, adjusted for gifts not yet returned.
        let mut adjust = [0isize; 4];
        if let Some(t) = &self.tribute {
            for g in t.gifts() {
                if g.returned.is_none() {
                    adjust[g.from.index()] -= 1;
                    adjust[g.to.index()] += 1;
                }
            }
        }
        for s in 0..4 {
            let want = self.start[s] as isize - played[s] as isize + adjust[s];
            if self.hands.0[s].len() as isize != want {
                return Err(Invariant::HandSize(Seat(s as u8)));
            }
        }
        // Finishing order: unique seats; finished seats hold nothing.
        if !crate::seat::distinct(self.finish.iter().copied()) {
            return Err(Invariant::FinishOrder);
        }
        let expected_results = match self.phase {
            Phase::Return | Phase::Playing => self.hand_number.saturating_sub(1),
            Phase::HandOver | Phase::MatchOver => self.hand_number,
        };
        if self.results.len() != expected_results as usize || self.hand_number == 0 {
            return Err(Invariant::Results);
        }
        if (self.phase == Phase::MatchOver) != self.winner.is_some() {
            return Err(Invariant::Results);
        }
        // Each result: a full finishing order, the first finisher's team as the winner (§15),
        // levels in range, each hand starting from the levels the previous one left (§16),
        // and the stored levels are the last result's (the next hand's level indexes them).
        let mut levels = None;
        for r in &self.results {
            if !crate::seat::distinct(r.finish_order)
                || r.finish_order.iter().any(|s| s.0 >= 4)
                || r.winning_team != super::scoring::team_of(r.finish_order[0])
                || !r
                    .levels_before
                    .iter()
                    .chain(&r.levels_after)
                    .chain([&r.played_level])
                    .all(|l| LEVELS.contains(l))
                || levels.is_some_and(|l| l != r.levels_before)
            {
                return Err(Invariant::Results);
            }
            levels = Some(r.levels_after);
        }
        if levels.is_some_and(|l| l != self.levels)
            || self
                .winner
                .is_some_and(|w| self.results.last().is_none_or(|r| r.winning_team != w))
        {
            return Err(Invariant::Results);
        }
        match self.phase {
            Phase::Return => {
                let pending = self.tribute.as_ref().is_some_and(|t| !t.settled());
                if !pending || !self.history.is_empty() || !self.finish.is_empty() {
                    return Err(Invariant::TributeState);
                }
            }
            Phase::Playing => {
                if self.tribute.as_ref().is_some_and(|t| !t.settled()) {
                    return Err(Invariant::TributeState);
                }
                for (s, h) in self.hands.iter() {
                    if self.finish.contains(&s) != h.is_empty() {
                        return Err(Invariant::FinishOrder);
                    }
                }
                // §13–§15: the turn state must be one the turn flow can reach.
                self.turns().map_err(|e| match e {
                    TrickError::SeatOutOfRange => Invariant::BadSeat,
                    TrickError::HandOver | TrickError::FinishedTwice => Invariant::FinishOrder,
                    _ => Invariant::TurnState,
                })?;
            }
            Phase::HandOver | Phase::MatchOver => {
                if self.finish.len() != 4 {
                    return Err(Invariant::FinishOrder);
                }
            }
        }
        Ok(())
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
        if g.phase() == Phase::Return {
            let card = g.returnable(seat).iter().next().unwrap();
            return Action::ReturnTribute { seat, card };
        }
        let plays = g.legal_plays(seat);
        if plays.is_empty() || g.table().is_some() && rng.below(3) > 0 {
            return Action::Pass { seat };
        }
        let p = plays[rng.below(plays.len() as u64) as usize];
        Action::Play {
            seat,
            cards: p.cards,
            reading: Some(p.combo),
        }
    }

    /// After every action of a few hands (tribute and returns included, §18–§20), the
    /// hand's start with its actions applied gives the game back, and the view's tricks
    /// are the history cut where the game cleared its trick.
    #[test]
    fn hand_start_and_its_actions_rebuild_the_game() {
        let mut returns = 0;
        for seed in 0..3 {
            let mut g = Game::new(seed);
            let mut rng = GameRng::new(seed, 1);
            for _ in 0..700 {
                if g.phase() == Phase::MatchOver {
                    break;
                }
                let a = random_action(&g, &mut rng);
                returns += usize::from(matches!(a, Action::ReturnTribute { .. }));
                g.apply(a).unwrap();
                crate::tests::tricks_cut_the_history(
                    &g.view(Seat(0)).tricks(),
                    g.history(),
                    g.trick(),
                );
                let (mut start, actions) = g.hand_start();
                assert!(matches!(start.phase(), Phase::Return | Phase::Playing));
                assert!(start.history().is_empty());
                for a in actions {
                    start.apply(a).unwrap();
                }
                assert_eq!(start, g);
            }
        }
        assert!(returns > 0, "no tribute was returned: the test missed §20");
    }
}
