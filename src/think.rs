//! The computer player's errand as the page and its Web Worker exchange it. The page posts
//! a [`Request`] (which game, the seat's view, the generator's seed and stream, an id) as a
//! JSON string; the worker ([`handle`], from `src/bin/ai_worker.rs`) runs the search
//! ([`answer`]) and posts back a [`Reply`] carrying the [`ai::Decision`], its reasons worded
//! in the question's language: the page receives text, so its own wasm links neither the
//! search nor the sentences of the reasons. The page's side
//! is `ui::worker`; this module is pure and tested natively.
//!
//! Same seed and level, same choice (R2): the worker rebuilds the generator from the seed
//! and stream the game gives and plays at the level it is told ([`ai::Level`]), so it
//! decides exactly what the page used to decide on its own thread.
//! A message the worker cannot read gets a [`Reply::Refused`], never a panic.
//!
//! ```
//! use cardroom::think::{Question, Reply, Request, View, decode_reply, encode_request, handle};
//! use engine::Seat;
//! let g = engine::ddz::Game::new(7);
//! let (seed, stream) = g.ai_rng().origin();
//! let view = View::Doudizhu(g.view(Seat(0)));
//! let question = Question { view, seed, stream, lang: i18n::Lang::En, level: ai::Level::Hard };
//! let sent = encode_request(&Request { id: 3, question }).unwrap();
//! let Ok(Reply::Decided { id, .. }) = decode_reply(&handle(Some(&sent))) else { panic!() };
//! assert_eq!(id, 3);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use ai::review::Reviewable;
use engine::rng::GameRng;
use engine::{ddz, guandan};
use i18n::Lang;

/// One seat's view, of either game.
///
/// The messages between the page and its worker are never stored, so every enum in them
/// takes serde's default (externally tagged) form, `{"doudizhu":{..}}`: an internally or
/// adjacently tagged enum would make serde buffer the whole message through its generic
/// `Content` tree first, and that code alone was a tenth of the page's wasm.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum View {
    /// 더우디주
    Doudizhu(ddz::PlayerView),
    /// 관단
    Guandan(guandan::PlayerView),
}

/// What the computer player of one seat is asked: its view, the generator it draws from
/// (`GameRng::new(seed, stream)`, as the game gives it: R2) and how strongly to play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The seat's view (R3: its own hand and the public record).
    pub view: View,
    /// The generator's seed.
    pub seed: u64,
    /// The generator's stream.
    pub stream: u64,
    /// The language of the reasons.
    pub lang: Lang,
    /// The difficulty to play at.
    pub level: ai::Level,
}

/// A [`Question`] with the number its [`Reply`] will carry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the page; the reply carries it back.
    pub id: u64,
    /// The question.
    pub question: Question,
}

/// The hand a 복기 (review) is about: the match's seed and its actions up to the end of
/// that hand, or the game as that hand ended (the page's form: a save keeps the game, not
/// the log of earlier hands, and the engine rewinds the hand itself, `Game::hand_start`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hand {
    /// 더우디주
    Doudizhu {
        /// The match seed.
        seed: u64,
        /// Every action of the match so far.
        actions: Vec<ddz::Action>,
    },
    /// 관단
    Guandan {
        /// The match seed.
        seed: u64,
        /// Every action of the match so far.
        actions: Vec<guandan::Action>,
    },
    /// 더우디주, the game as the hand ended.
    DoudizhuGame(Box<ddz::Game>),
    /// 관단, the game as the hand ended.
    GuandanGame(Box<guandan::Game>),
}

/// One step of a 복기: the first of `seat`'s reviewable decisions in `hand` after step
/// `after` (from the hand's first when `None`), its reasons worded in `lang`. The page asks
/// decision by decision, so the review shows its progress and can stop at any point.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewQuestion {
    /// The hand.
    pub hand: Hand,
    /// Whose decisions.
    pub seat: engine::Seat,
    /// The step reviewed last, if any.
    pub after: Option<usize>,
    /// The language the page asks in (the reasons come in both, [`Words`]).
    pub lang: Lang,
}

/// A [`ReviewQuestion`] with the number its reply will carry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// Chosen by the page; the reply carries it back.
    pub id: u64,
    /// The question.
    pub question: ReviewQuestion,
}

/// A reason of a review in both of the page's languages: a kept review reads in the
/// language of the moment, whichever it was made in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    /// 한국어.
    pub ko: String,
    /// English.
    pub en: String,
}

impl Words {
    /// The words in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ko => &self.ko,
            Lang::En => &self.en,
        }
    }
}

/// One reviewed decision, of either game, its reasons in both languages.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reviewed {
    /// 더우디주
    Doudizhu(ai::review::Reviewed<ddz::Action, Words>),
    /// 관단
    Guandan(ai::review::Reviewed<guandan::Action, Words>),
}

/// The answer to one step of a 복기.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewStep {
    /// The decision reviewed (`None`: no reviewable decision is left, or the hand's actions
    /// do not replay).
    pub decision: Option<Reviewed>,
    /// Reviewable decisions after it.
    pub remaining: u32,
}

/// What the page asks its worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Errand {
    /// A decision for a seat.
    Decide(Box<Request>),
    /// One step of a 복기.
    Review(ReviewRequest),
    /// The learned models' outputs on the fixed check input (`ai::learn::models::check`):
    /// the browser test compares them with the numbers pinned natively.
    Check {
        /// Chosen by the page; the reply carries it back.
        id: u64,
    },
}

/// The computer player's decision, of either game, its reasons in words.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// 더우디주
    Doudizhu(ai::Decision<ddz::Action, String>),
    /// 관단
    Guandan(ai::Decision<guandan::Action, String>),
}

impl Choice {
    /// The 더우디주 decision (`None` for another game's).
    pub fn doudizhu(self) -> Option<ai::Decision<ddz::Action, String>> {
        match self {
            Choice::Doudizhu(d) => Some(d),
            Choice::Guandan(_) => None,
        }
    }

    /// The 관단 decision (`None` for another game's).
    pub fn guandan(self) -> Option<ai::Decision<guandan::Action, String>> {
        match self {
            Choice::Guandan(d) => Some(d),
            Choice::Doudizhu(_) => None,
        }
    }
}

/// What the worker posts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The worker is listening (sent once, when it has started).
    Ready,
    /// The answer to request `id`.
    Decided {
        /// The request's id.
        id: u64,
        /// The decision.
        choice: Choice,
    },
    /// The answer to review request `id`.
    Reviewed {
        /// The request's id.
        id: u64,
        /// The step.
        step: Box<ReviewStep>,
    },
    /// The answer to check request `id`: each shipped model's outputs, as `f32` bits.
    Checked {
        /// The request's id.
        id: u64,
        /// Model name and output bits.
        models: Vec<(String, Vec<u32>)>,
    },
    /// The message could not be answered; `id` when it could still be read.
    Refused {
        /// The request's id, if the message had a readable one.
        id: Option<u64>,
        /// Why.
        error: ThinkError,
    },
}

/// Why a message could not be read or written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThinkError {
    /// The message was not a string.
    NotText,
    /// The text is not the expected JSON (where serde_json stopped reading it).
    Malformed {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// The reply could not be written as JSON.
    Unencodable,
}

impl fmt::Display for ThinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThinkError::NotText => write!(f, "the message is not text"),
            ThinkError::Malformed { line, column } => {
                write!(
                    f,
                    "the message is not readable JSON (line {line}, column {column})"
                )
            }
            ThinkError::Unencodable => write!(f, "the reply could not be written as JSON"),
        }
    }
}

impl std::error::Error for ThinkError {}

impl From<serde_json::Error> for ThinkError {
    fn from(e: serde_json::Error) -> ThinkError {
        ThinkError::Malformed {
            line: e.line(),
            column: e.column(),
        }
    }
}

/// The computer player's decision for `q`: exactly `ai::*::choose_at` on the view with the
/// generator `GameRng::new(q.seed, q.stream)` at `q.level`, its reasons worded in `q.lang`.
pub fn answer(q: &Question) -> Choice {
    let mut rng = GameRng::new(q.seed, q.stream);
    match &q.view {
        View::Doudizhu(v) => {
            Choice::Doudizhu(ai::ddz::choose_at(v, &mut rng, q.level).words(q.lang))
        }
        View::Guandan(v) => {
            Choice::Guandan(ai::guandan::choose_at(v, &mut rng, q.level).words(q.lang))
        }
    }
}

/// One step of a 복기 (see [`ReviewQuestion`]).
pub fn review_step(q: &ReviewQuestion) -> ReviewStep {
    fn step<G: ai::review::Reviewable>(
        hand: Option<ai::review::HandStart<G>>,
        q: &ReviewQuestion,
    ) -> Option<(ai::review::Reviewed<G::Action, Words>, u32)> {
        let (start, hand) = hand?;
        let steps = ai::review::decisions(&start, &hand, q.seat);
        let mut left = steps.iter().filter(|&&s| q.after.is_none_or(|a| s > a));
        let &next = left.next()?;
        let reviewed = ai::review::review_one(&start, &hand, next)?;
        Some((
            reviewed.map_reasons(|w| Words {
                ko: w.text(Lang::Ko),
                en: w.text(Lang::En),
            }),
            left.count() as u32,
        ))
    }
    let found = match &q.hand {
        Hand::Doudizhu { seed, actions } => {
            step::<ddz::Game>(ddz::Game::hand_of(*seed, actions).ok(), q)
                .map(|(r, n)| (Reviewed::Doudizhu(r), n))
        }
        Hand::Guandan { seed, actions } => {
            step::<guandan::Game>(guandan::Game::hand_of(*seed, actions).ok(), q)
                .map(|(r, n)| (Reviewed::Guandan(r), n))
        }
        Hand::DoudizhuGame(g) => {
            step::<ddz::Game>(Some(g.hand_start()), q).map(|(r, n)| (Reviewed::Doudizhu(r), n))
        }
        Hand::GuandanGame(g) => {
            step::<guandan::Game>(Some(g.hand_start()), q).map(|(r, n)| (Reviewed::Guandan(r), n))
        }
    };
    match found {
        Some((decision, remaining)) => ReviewStep {
            decision: Some(decision),
            remaining,
        },
        None => ReviewStep {
            decision: None,
            remaining: 0,
        },
    }
}

/// The worker's whole job for one message (`None`: it was not a string): the reply to
/// post, as JSON. Never panics on what it reads.
pub fn handle(message: Option<&str>) -> String {
    let reply = match message.ok_or(ThinkError::NotText).and_then(decode_errand) {
        Ok(Errand::Decide(req)) => Reply::Decided {
            id: req.id,
            choice: answer(&req.question),
        },
        Ok(Errand::Review(req)) => Reply::Reviewed {
            id: req.id,
            step: Box::new(review_step(&req.question)),
        },
        Ok(Errand::Check { id }) => Reply::Checked {
            id,
            models: ai::learn::models::check()
                .into_iter()
                .map(|(n, bits)| (n.to_string(), bits))
                .collect(),
        },
        Err(error) => Reply::Refused {
            id: message.and_then(id_of),
            error,
        },
    };
    encode_reply(&reply)
}

/// The [`Reply::Ready`] message.
pub fn ready() -> String {
    encode_reply(&Reply::Ready)
}

/// A reply as JSON; should it not encode, a refusal written by hand.
fn encode_reply(reply: &Reply) -> String {
    serde_json::to_string(reply)
        .unwrap_or_else(|_| r#"{"refused":{"id":null,"error":"unencodable"}}"#.to_string())
}

/// A request for a decision as JSON (an [`Errand::Decide`]).
///
/// # Errors
/// [`ThinkError::Unencodable`] (serde_json refused a value; not expected for real views).
pub fn encode_request(req: &Request) -> Result<String, ThinkError> {
    #[derive(Serialize)]
    #[serde(rename_all = "snake_case")]
    enum Borrowed<'a> {
        Decide(&'a Request),
    }
    serde_json::to_string(&Borrowed::Decide(req)).map_err(|_| ThinkError::Unencodable)
}

/// A review request as JSON (an [`Errand::Review`]).
///
/// # Errors
/// [`ThinkError::Unencodable`] (not expected for real hands).
pub fn encode_review(req: &ReviewRequest) -> Result<String, ThinkError> {
    #[derive(Serialize)]
    #[serde(rename_all = "snake_case")]
    enum Borrowed<'a> {
        Review(&'a ReviewRequest),
    }
    serde_json::to_string(&Borrowed::Review(req)).map_err(|_| ThinkError::Unencodable)
}

/// Reads an errand.
///
/// # Errors
/// [`ThinkError::Malformed`] with where the text stopped making sense.
pub fn decode_errand(text: &str) -> Result<Errand, ThinkError> {
    Ok(serde_json::from_str(text)?)
}

/// Reads a reply.
///
/// # Errors
/// [`ThinkError::Malformed`] with where the text stopped making sense.
pub fn decode_reply(text: &str) -> Result<Reply, ThinkError> {
    Ok(serde_json::from_str(text)?)
}

/// The id of a request that does not read as a whole, when its `id` field does.
fn id_of(text: &str) -> Option<u64> {
    #[derive(Deserialize)]
    struct Id {
        id: u64,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Any {
        Decide(Id),
        Review(Id),
        Check(Id),
    }
    match serde_json::from_str::<Any>(text).ok()? {
        Any::Decide(x) | Any::Review(x) | Any::Check(x) => Some(x.id),
    }
}

#[cfg(test)]
mod tests;
