//! The `cardgame` requests for 관단 (Guandan): classify, moves and decide.
//!
//! Requests carry `"level"` (`"2"`..`"A"`, default `"2"`). Card lists use R1 names; a list may
//! repeat a name (two decks).
//!
//! - `classify`: `{"game":"guandan","level","cards":[..],"prev":[..]?}` →
//!   `{"valid","kind","key","len","suit"?,"readings":[{"kind","key","len","suit"?}],
//!   "beats"?,"reason"?}`. `readings` lists every reading, default first (R4); with `prev`
//!   (read in its default reading), `kind`/`key`/`len` are the reading that beats it, one of
//!   the table's kind and size if there is one.
//! - `moves`: `{"game","level","hand":[..],"prev":[..]|null}` (`[]` = leading too) →
//!   `{"moves":[[..],..]}`, one entry per distinct play: plays that differ only in suits once
//!   (a heart level card as the level rank too), straight flushes once per suit.
//! - `decide`, play: `{"game","phase":"play","seat","level","hand":[..],
//!   "history":[[seat,[cards],reading?],..],"counts":[4 numbers]?,"finished":[seats]?,
//!   "team_levels":[2 levels]?,"gifts":[gift]?,"tribute"?,"exempt"?,"seed"?,"seq"?}` →
//!   `{"play":[..],"reason"}`
//!   (`[]` = pass). `team_levels` are the stored levels of team {0,2} and team {1,3}, one of
//!   them the hand's `level` (§3); without them both teams are at `level`. `gifts` is this
//!   hand's tribute as far as the seat took part in it (R3: only its own gift),
//!   `{"from":seat,"to":seat,"card":"..","returned":".."}` (§18–§20; play begins once the
//!   card is returned); the AI knows where those cards went. `tribute` (`"single"` or
//!   `"double"`) and `exempt` (true when it was waived, §21) say what every seat was told of
//!   this hand's tribute; the AI reads the hidden cards from them too. The history is this
//!   hand's plays and passes in order (`[]` = pass), a play with the reading its player
//!   declared when the record has it (R4: `{"kind","key","len","suit"?}` as `classify`
//!   writes one; without it the reading is inferred from the rest of the trick); the engine rebuilds the view from it
//!   ([`PlayerView::from_history`]: turns, table and finishing order by §13–§15). A view that
//!   cannot happen (a face more than twice, a history against the turn rules, counts that
//!   do not fit) is answered with an error. `seed` and `seq` pick the AI's random stream:
//!   the game's seed and its move number (`Game::seq`, every action of the match so far)
//!   give exactly the stream the web table's computer player draws from at that point
//!   (`Game::ai_rng`, R2); without them the seed is derived from the hand and `seq` is the
//!   history's length, so the same request always gets the same answer.
//! - `decide`, return: `{"game","phase":"return","level","hand":[..],"received":"card",
//!   "giver":seat,"seat"?}` → `{"return":"card","reason"}`.

use serde_json::{Map, Value, json};

use super::{ProtoError, cards_field, cards_json, lang_field, opt_u64_field, str_field};
use ai::guandan::choose;
use engine::cards::rank_text::parse as parse_rank;
use engine::guandan::classify as read_cards;
use engine::guandan::{
    Combo, ComboKind, Entry, Gift, HAND_SIZE, LEVELS, Phase, PlayerView, TributeKind, best_beating,
    generate,
};
use engine::rng::GameRng;
use engine::{CardId, CardSet, Rank, Seat};
use i18n::{Lang, reject_text};

fn level_field(req: &Value) -> Result<Rank, ProtoError> {
    match req.get("level") {
        None | Some(Value::Null) => Ok(Rank::Two),
        Some(v) => level_value(v, "level"),
    }
}

/// A level (`"2"`..`"A"`) given in `field`.
fn level_value(v: &Value, field: &'static str) -> Result<Rank, ProtoError> {
    match v {
        Value::String(s) => parse_rank(s)
            .filter(|r| LEVELS.contains(r))
            .ok_or_else(|| ProtoError::Invalid(field, format!("{s:?}: use \"2\"..\"A\""))),
        other => Err(ProtoError::Invalid(
            field,
            format!("expected a string, got {other}"),
        )),
    }
}

/// `tribute` (`"single"`, `"double"`; absent or `null` for none) and `exempt` (a bool,
/// default false): this hand's tribute as announced to every seat (§18–§21).
fn tribute_field(req: &Value) -> Result<(Option<TributeKind>, bool), ProtoError> {
    let kind = match req.get("tribute") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s == "single" => Some(TributeKind::Single),
        Some(Value::String(s)) if s == "double" => Some(TributeKind::Double),
        Some(other) => {
            return Err(ProtoError::Invalid(
                "tribute",
                format!("{other}: use \"single\" or \"double\""),
            ));
        }
    };
    let exempt = match req.get("exempt") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => {
            return Err(ProtoError::Invalid(
                "exempt",
                format!("{other} is not true or false"),
            ));
        }
    };
    if exempt && kind.is_none() {
        return Err(ProtoError::Invalid(
            "exempt",
            "an exemption names the tribute it waives (§21)".into(),
        ));
    }
    Ok((kind, exempt))
}

/// `team_levels`: the stored levels of team {0,2} and team {1,3}, one of them the hand's
/// `level` (§3: a hand is played at its previous winners' level); absent, both are `level`.
fn team_levels_field(req: &Value, level: Rank) -> Result<[Rank; 2], ProtoError> {
    let bad = |why: String| ProtoError::Invalid("team_levels", why);
    let Some(v) = req.get("team_levels").filter(|v| !v.is_null()) else {
        return Ok([level, level]);
    };
    let Some([a, b]) = v
        .as_array()
        .and_then(|a| <&[Value; 2]>::try_from(a.as_slice()).ok())
    else {
        return Err(bad(format!("{v} is not two levels")));
    };
    let levels = [
        level_value(a, "team_levels")?,
        level_value(b, "team_levels")?,
    ];
    if !levels.contains(&level) {
        return Err(bad(format!(
            "neither team is at the hand's level {}",
            level.label()
        )));
    }
    Ok(levels)
}

/// `gifts`: the tribute this seat gave or received with its return (§18–§20), as the web
/// table's view holds it (`PlayerView::my_gifts`). A seat gives or receives at most one
/// card (§18, §19), to or from the other team, and play begins only after the return (§20).
/// What the seat parted with it cannot also hold twice, and what it got it holds or played.
fn gifts_field(
    req: &Value,
    seat: Seat,
    hand: CardSet,
    history: &[Entry],
) -> Result<Vec<Gift>, ProtoError> {
    let bad = |why: String| ProtoError::Invalid("gifts", why);
    let Some(v) = req.get("gifts").filter(|v| !v.is_null()) else {
        return Ok(Vec::new());
    };
    let Some(list) = v.as_array() else {
        return Err(bad(format!("{v} is not a list")));
    };
    if list.len() > 1 {
        return Err(bad(format!(
            "{} gifts: a seat gives or receives one card at most",
            list.len()
        )));
    }
    let played_by_seat = history
        .iter()
        .filter(|(s, _, _)| *s == seat)
        .fold(CardSet::EMPTY, |a, (_, c, _)| a | *c);
    let mut out = Vec::new();
    for g in list {
        let seat_of = |name: &'static str| match g.get(name) {
            None | Some(Value::Null) => Err(bad(format!("{g} has no {name:?}"))),
            Some(v) => seat_value(v, "gifts"),
        };
        let face_of = |name: &'static str| -> Result<engine::Card, ProtoError> {
            match g.get(name) {
                Some(Value::String(s)) => s.parse().map_err(|e| bad(format!("{name} {s:?}: {e}"))),
                Some(Value::Null) | None => Err(bad(format!(
                    "{g} has no {name:?} (play begins once the card is returned, §20)"
                ))),
                Some(other) => Err(bad(format!("{name} {other} is not a card"))),
            }
        };
        let (from, to) = (seat_of("from")?, seat_of("to")?);
        let (card, returned) = (face_of("card")?, face_of("returned")?);
        if from.team() == to.team() {
            return Err(bad(format!(
                "seat {} cannot give tribute to its own team",
                from.0
            )));
        }
        if seat != from && seat != to {
            return Err(bad(format!(
                "seat {} took no part in a gift from {} to {}: only its own gift is known",
                seat.0, from.0, to.0
            )));
        }
        // What the seat parted with and what it got.
        let (gave, got) = if seat == from {
            (card, returned)
        } else {
            (returned, card)
        };
        if hand.of_face(gave).len() >= 2 {
            return Err(bad(format!("the seat holds both {gave} and gave one away")));
        }
        if (hand | played_by_seat).of_face(got).is_empty() {
            return Err(bad(format!(
                "the seat got {got} but neither holds nor played it"
            )));
        }
        out.push(Gift {
            from,
            to,
            card: CardId::new(card, 0),
            returned: Some(CardId::new(returned, 0)),
        });
    }
    Ok(out)
}

fn seat_value(v: &Value, field: &'static str) -> Result<Seat, ProtoError> {
    v.as_u64()
        .filter(|&n| n < 4)
        .map(|n| Seat(n as u8))
        .ok_or_else(|| ProtoError::Invalid(field, format!("{v} is not a seat 0..3")))
}

/// A reading as `classify` writes it and a decide history entry names it (R4):
/// `{"kind","key","len","suit"?}`.
pub fn combo_json(c: &Combo) -> Value {
    let mut m = Map::new();
    m.insert("kind".into(), json!(c.kind.name()));
    m.insert("key".into(), json!(c.key.to_string()));
    m.insert("len".into(), json!(c.len));
    if let Some(s) = c.suit {
        m.insert("suit".into(), json!(s.char().to_string()));
    }
    Value::Object(m)
}

/// A history entry's declared reading (R4), written as `classify` writes one
/// (`{"kind","key","len","suit"?}`): it must be one of the cards' readings.
fn reading_field(cards: CardSet, r: &Value, level: Rank) -> Result<Combo, ProtoError> {
    let bad = |why: String| ProtoError::Invalid("history", why);
    let all = read_cards(cards, level).map_err(|e| bad(format!("not a combination ({e})")))?;
    all.iter()
        .find(|c| combo_json(c) == *r)
        .copied()
        .ok_or_else(|| {
            let names: Vec<String> = all.iter().map(|c| combo_json(c).to_string()).collect();
            bad(format!(
                "{r} is not a reading of these cards ({})",
                names.join(", ")
            ))
        })
}

/// `prev` in its default reading (R4); absent, `null` or `[]` (an empty table) mean leading.
fn prev_field(req: &Value, level: Rank) -> Result<Option<Combo>, ProtoError> {
    match req.get("prev") {
        None | Some(Value::Null) => Ok(None),
        Some(_) => {
            let p = cards_field(req, "prev", 2)?;
            if p.is_empty() {
                return Ok(None);
            }
            let r = read_cards(p, level)
                .map_err(|e| ProtoError::Invalid("prev", format!("not a combination ({e})")))?;
            Ok(r.first().copied())
        }
    }
}

/// `classify`: every reading of `cards`, and whether it beats `prev`.
///
/// # Errors
/// [`ProtoError`] for a malformed request or an invalid `prev`.
pub fn classify_request(req: &Value) -> Result<Value, ProtoError> {
    let level = level_field(req)?;
    let cards = cards_field(req, "cards", 2)?;
    let prev = prev_field(req, level)?;
    let readings = match read_cards(cards, level) {
        Ok(r) => r,
        Err(e) => {
            let mut out = json!({"valid": false, "kind": null, "key": null, "len": null,
                "readings": [], "reason": reject_text(e, Lang::Ko)});
            if prev.is_some() {
                out["beats"] = json!(false);
            }
            return Ok(out);
        }
    };
    let mut chosen = readings[0];
    let mut out = Map::new();
    out.insert("valid".into(), json!(true));
    if let Some(p) = prev {
        // R4: a reading of the table's kind and size first, as the engine does.
        match best_beating(&readings, &p, level) {
            Ok(r) => {
                chosen = r;
                out.insert("beats".into(), json!(true));
            }
            Err(e) => {
                out.insert("beats".into(), json!(false));
                out.insert("reason".into(), json!(reject_text(e, Lang::Ko)));
            }
        }
    }
    out.insert("kind".into(), json!(chosen.kind.name()));
    out.insert("key".into(), json!(chosen.key.to_string()));
    out.insert("len".into(), json!(chosen.len));
    if let Some(s) = chosen.suit {
        out.insert("suit".into(), json!(s.char().to_string()));
    }
    out.insert(
        "readings".into(),
        Value::Array(readings.iter().map(combo_json).collect()),
    );
    Ok(Value::Object(out))
}

/// `classify` for this game.
///
/// # Errors
/// [`ProtoError`] for a malformed request.
pub fn classify(req: &Value) -> Result<Value, ProtoError> {
    classify_request(req)
}

/// `moves`: every distinct legal play (by faces) from `hand`, beating `prev` if given.
///
/// # Errors
/// [`ProtoError`] for a malformed request.
pub fn moves(req: &Value) -> Result<Value, ProtoError> {
    let level = level_field(req)?;
    let hand = cards_field(req, "hand", 2)?;
    let prev = prev_field(req, level)?;
    let plays = generate(hand, level, prev.as_ref());
    // Plays that differ only in suits count once (a heart level card played as the level
    // rank is the same play as another level card, G2); a straight flush once per suit.
    let mut plays_seen = std::collections::HashSet::new();
    let mut lists_seen = std::collections::HashSet::new();
    let mut list = Vec::new();
    for p in plays {
        let flush = (p.combo.kind == ComboKind::StraightFlush).then_some(p.combo.suit);
        let new_play = plays_seen.insert((p.cards.rank_counts(), flush));
        let faces: Vec<String> = p.cards.faces().iter().map(ToString::to_string).collect();
        if new_play && lists_seen.insert(faces.clone()) {
            list.push(Value::Array(faces.into_iter().map(Value::String).collect()));
        }
    }
    Ok(json!({ "moves": list }))
}

/// `decide`: a play (`"phase":"play"`, the default) or a tribute return (`"phase":"return"`).
///
/// # Errors
/// [`ProtoError`] for a malformed request.
pub fn decide(req: &Value) -> Result<Value, ProtoError> {
    let phase = match req.get("phase") {
        None | Some(Value::Null) => "play",
        Some(_) => str_field(req, "phase")?,
    };
    match phase {
        "play" => decide_play(req),
        "return" => decide_return(req),
        other => Err(ProtoError::Invalid(
            "phase",
            format!("{other:?}: use \"play\" or \"return\""),
        )),
    }
}

fn decide_return(req: &Value) -> Result<Value, ProtoError> {
    let level = level_field(req)?;
    let hand = cards_field(req, "hand", 2)?;
    let received = str_field(req, "received")?;
    let face: engine::Card = received
        .parse()
        .map_err(|e| ProtoError::Invalid("received", format!("{e}")))?;
    let giver = match req.get("giver") {
        None | Some(Value::Null) => Seat(0),
        Some(v) => seat_value(v, "giver")?,
    };
    let seat = match req.get("seat") {
        None | Some(Value::Null) => giver.partner().next(4),
        Some(v) => seat_value(v, "seat")?,
    };
    // The gift is one physical copy of the received face (the second copy if both are held).
    let gift = hand
        .of_face(face)
        .iter()
        .last()
        .unwrap_or(CardId::new(face, 0));
    let hand = hand | CardSet::single(gift);
    // §19–§20: tribute goes from the losing team to the winning one, and the receiver then
    // holds the 27 cards dealt plus the gift.
    if giver.team() == seat.team() {
        return Err(ProtoError::Invalid(
            "giver",
            format!("seat {} cannot receive tribute from its own team", seat.0),
        ));
    }
    if hand.len() > HAND_SIZE + 1 {
        return Err(ProtoError::Invalid(
            "hand",
            format!(
                "{} cards: a receiver holds at most {}",
                hand.len(),
                HAND_SIZE + 1
            ),
        ));
    }
    let returnable = engine::guandan::returnable(hand, level, gift);
    let view = PlayerView {
        seat,
        phase: Phase::Return,
        to_act: Some(seat),
        hand,
        level,
        team_levels: [level, level],
        hand_number: 2,
        leader: seat,
        table: None,
        trick: Vec::new(),
        history: Vec::new(),
        counts: [HAND_SIZE; 4],
        finish_order: Vec::new(),
        tribute_kind: None,
        exempt: false,
        my_gifts: Vec::new(),
        pending_return: Some(Gift {
            from: giver,
            to: seat,
            card: gift,
            returned: None,
        }),
        returnable,
        results: Vec::new(),
        winner: None,
    };
    let d = ai::guandan::choose_return(&view).words(lang_field(req)?);
    match d.action {
        engine::guandan::Action::ReturnTribute { card, .. } => {
            Ok(json!({"return": card.card().to_string(), "reason": d.reason}))
        }
        _ => Err(ProtoError::Invalid(
            "hand",
            "no card can be returned".into(),
        )),
    }
}

fn decide_play(req: &Value) -> Result<Value, ProtoError> {
    let level = level_field(req)?;
    let hand = cards_field(req, "hand", 2)?;
    let seat = match req.get("seat") {
        None | Some(Value::Null) => return Err(ProtoError::Missing("seat")),
        Some(v) => seat_value(v, "seat")?,
    };
    let mut history = Vec::new();
    if let Some(h) = req.get("history").filter(|v| !v.is_null()) {
        let Value::Array(items) = h else {
            return Err(ProtoError::Invalid("history", "expected a list".into()));
        };
        for item in items {
            let entry = item.as_array().map(Vec::as_slice);
            let (s, cards, reading) = match entry {
                Some([s, cards]) => (s, cards, None),
                Some([s, cards, reading]) => (s, cards, Some(reading)),
                _ => {
                    return Err(ProtoError::Invalid(
                        "history",
                        format!("{item} is not [seat, [cards]] or [seat, [cards], reading]"),
                    ));
                }
            };
            let s = seat_value(s, "history")?;
            let cards = cards_field(&json!({ "c": cards }), "c", 2)
                .map_err(|e| ProtoError::Invalid("history", e.to_string()))?;
            let reading = match reading {
                Some(r) => Some(reading_field(cards, r, level)?),
                None => None,
            };
            history.push((s, cards, reading));
        }
    }
    let counts = match req.get("counts").filter(|v| !v.is_null()) {
        None => None,
        Some(Value::Array(a)) if a.len() == 4 => {
            let mut c = [0usize; 4];
            for (i, v) in a.iter().enumerate() {
                c[i] = v
                    .as_u64()
                    .ok_or_else(|| ProtoError::Invalid("counts", format!("{v} is not a count")))?
                    as usize;
            }
            Some(c)
        }
        Some(other) => {
            return Err(ProtoError::Invalid(
                "counts",
                format!("{other} is not four counts"),
            ));
        }
    };
    let mut finished = Vec::new();
    match req.get("finished") {
        None | Some(Value::Null) => {}
        Some(Value::Array(a)) => {
            for v in a {
                finished.push(seat_value(v, "finished")?);
            }
        }
        Some(other) => {
            return Err(ProtoError::Invalid(
                "finished",
                format!("{other} is not a list of seats"),
            ));
        }
    }
    let team_levels = team_levels_field(req, level)?;
    let gifts = gifts_field(req, seat, hand, &history)?;
    let (tribute, exempt) = tribute_field(req)?;
    let mut view = PlayerView::from_history(seat, hand, level, &history, counts, &finished)
        .map_err(|e| ProtoError::Invalid("view", e.to_string()))?;
    view.team_levels = team_levels;
    if !gifts.is_empty() && exempt {
        return Err(ProtoError::Invalid(
            "exempt",
            "a waived tribute has no gifts (§21)".into(),
        ));
    }
    view.my_gifts = gifts;
    view.tribute_kind = tribute;
    view.exempt = exempt;
    // The browser's stream when the caller gives its game's seed and move number; else one
    // derived from the request (the same request, the same answer).
    let seed = opt_u64_field(req, "seed")?
        .unwrap_or_else(|| hand.bits() as u64 ^ (hand.bits() >> 64) as u64);
    let seq = opt_u64_field(req, "seq")?.unwrap_or(history.len() as u64);
    let lang = lang_field(req)?;
    let d = choose(&view, &mut GameRng::for_ai(seed, seq)).words(lang);
    let action = |a: &engine::guandan::Action| match *a {
        engine::guandan::Action::Play { cards, .. } => json!({ "play": cards_json(cards) }),
        _ => json!({ "play": [] }),
    };
    let mut out = action(&d.action);
    out["reason"] = json!(d.reason);
    Ok(super::with_estimates(out, &d, action))
}
