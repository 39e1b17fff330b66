//! `cardgame review`: 복기 of one hand on the command line, the same review the web table's
//! worker gives, for both games.
//!
//! Request: `{"game","seed","actions":[...],"seat"?,"step"?,"lang"?}` — the match's seed
//! and its actions as a save holds them (`{"type":"play","seat":0,"cards":"4H"}`, …) up to
//! the end of the hand to review (the hand of the last action); `seat` (default 0) is whose
//! decisions are reviewed; `step` reviews only that one (its index among the hand's
//! actions); `lang` words the reasons (`"ko"` default, `"en"`).
//!
//! Answer: `{"game","seat","summary":{"decisions","average_loss","accuracy",
//! "marks":{"good","inaccuracy","mistake","blunder"}},"decisions":[{"step","seq","mark",
//! "known":VERDICT,"open":VERDICT}]}` where a verdict is `{"mine":MOVE,"best":MOVE,"loss",
//! "exact","deals"}` and a move `{"action","reason","chance","score","levels"?}` (see
//! `ai::review` for the units). Actions that the rules refuse are an error naming the
//! first one.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::{GameKind, ProtoError, lang_field, opt_u64_field};
use ai::review::{Mark, Reviewable, Summary, decisions, review_hand, review_one};
use engine::Seat;

/// Answers a review request.
///
/// # Errors
/// [`ProtoError`] for a missing or bad field, or actions the rules refuse.
pub fn review(game: GameKind, req: &Value) -> Result<Value, ProtoError> {
    match game {
        GameKind::Doudizhu => review_of::<engine::ddz::Game>(game, req, 3),
        GameKind::Guandan => review_of::<engine::guandan::Game>(game, req, 4),
    }
}

fn review_of<G>(game: GameKind, req: &Value, seats: u64) -> Result<Value, ProtoError>
where
    G: Reviewable,
    G::Action: Serialize + DeserializeOwned,
{
    let seed = opt_u64_field(req, "seed")?.ok_or(ProtoError::Missing("seed"))?;
    let seat = opt_u64_field(req, "seat")?.unwrap_or(0);
    if seat >= seats {
        return Err(ProtoError::Invalid(
            "seat",
            format!("{seat}: use 0..{}", seats - 1),
        ));
    }
    let lang = lang_field(req)?;
    let actions = req.get("actions").ok_or(ProtoError::Missing("actions"))?;
    let actions: Vec<G::Action> = serde_json::from_value(actions.clone())
        .map_err(|e| ProtoError::Invalid("actions", e.to_string()))?;
    let (start, hand) = G::hand_of(seed, &actions)
        .map_err(|(i, r)| ProtoError::Invalid("actions", format!("action {i} is refused: {r}")))?;
    let reviewed: Vec<_> = match opt_u64_field(req, "step")? {
        None => review_hand(&start, &hand, Seat(seat as u8)),
        Some(step) => {
            let step = step as usize;
            let mine = decisions(&start, &hand, Seat(seat as u8)).contains(&step);
            if !mine {
                return Err(ProtoError::Invalid(
                    "step",
                    format!("{step} is not one of the seat's decisions in the hand"),
                ));
            }
            review_one(&start, &hand, step).into_iter().collect()
        }
    }
    .into_iter()
    .map(|r| r.map_reasons(|w| w.text(lang)))
    .collect();
    let s = Summary::of(&reviewed);
    let marks: serde_json::Map<String, Value> = Mark::ALL
        .iter()
        .zip(s.marks)
        .map(|(m, n)| (mark_name(*m).to_string(), json!(n)))
        .collect();
    Ok(json!({
        "game": game.name(),
        "seat": seat,
        "summary": {
            "decisions": s.decisions,
            "average_loss": s.average_loss,
            "accuracy": s.accuracy,
            "marks": marks,
        },
        "decisions": serde_json::to_value(&reviewed)
            .map_err(|e| ProtoError::Invalid("actions", e.to_string()))?,
    }))
}

/// A mark's name in the answer.
pub fn mark_name(m: Mark) -> &'static str {
    match m {
        Mark::Good => "good",
        Mark::Inaccuracy => "inaccuracy",
        Mark::Mistake => "mistake",
        Mark::Blunder => "blunder",
    }
}
