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
//!   "history":[[seat,[cards]],..],"counts":[4 numbers]?,"finished":[seats]?}` →
//!   `{"play":[..],"reason"}` (`[]` = pass). The history is this hand's plays and passes in
//!   order (`[]` = pass); the table and trick are rebuilt from it with §13–§14. A view that
//!   cannot happen (a face more than twice, a history against the turn rules, counts that
//!   do not fit) is answered with an error.
//! - `decide`, return: `{"game","phase":"return","level","hand":[..],"received":"card",
//!   "giver":seat,"seat"?}` → `{"return":"card","reason"}`.

use serde_json::{Map, Value, json};

use super::{ProtoError, cards_field, cards_json, str_field};
use ai::guandan::choose;
use engine::cards::rank_text::parse as parse_rank;
use engine::guandan::classify as read_cards;
use engine::guandan::{
    Combo, ComboKind, HAND_SIZE, LEVELS, Phase, Played, PlayerView, generate, partner,
};
use engine::rng::GameRng;
use engine::{CardId, CardSet, Rank, Seat};
use i18n::{Lang, reject_text};

/// The AI's generator streams start here, above any hand number (deal streams).
const AI_STREAM: u64 = 1 << 32;

fn level_field(req: &Value) -> Result<Rank, ProtoError> {
    match req.get("level") {
        None | Some(Value::Null) => Ok(Rank::Two),
        Some(Value::String(s)) => parse_rank(s)
            .filter(|r| LEVELS.contains(r))
            .ok_or_else(|| ProtoError::Invalid("level", format!("{s:?}: use \"2\"..\"A\""))),
        Some(other) => Err(ProtoError::Invalid(
            "level",
            format!("expected a string, got {other}"),
        )),
    }
}

fn seat_value(v: &Value, field: &'static str) -> Result<Seat, ProtoError> {
    v.as_u64()
        .filter(|&n| n < 4)
        .map(|n| Seat(n as u8))
        .ok_or_else(|| ProtoError::Invalid(field, format!("{v} is not a seat 0..3")))
}

fn combo_json(c: &Combo) -> Value {
    let mut m = Map::new();
    m.insert("kind".into(), json!(c.kind.name()));
    m.insert("key".into(), json!(c.key.to_string()));
    m.insert("len".into(), json!(c.len));
    if let Some(s) = c.suit {
        m.insert("suit".into(), json!(s.char().to_string()));
    }
    Value::Object(m)
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

/// Sort key putting readings of the table's kind and size first (R4, following).
fn same_shape_last(r: &Combo, table: &Combo) -> bool {
    r.kind != table.kind || r.len != table.len
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
        let mut why = None;
        // R4: a reading of the table's kind and size first, as the engine does.
        let beating = readings
            .iter()
            .filter(|r| match r.beats(&p, level) {
                Ok(()) => true,
                Err(e) => {
                    if why.is_none() || e == engine::Reject::TooLow {
                        why = Some(e);
                    }
                    false
                }
            })
            .min_by_key(|r| same_shape_last(r, &p));
        match beating {
            Some(r) => {
                chosen = *r;
                out.insert("beats".into(), json!(true));
            }
            None => {
                out.insert("beats".into(), json!(false));
                if let Some(e) = why {
                    out.insert("reason".into(), json!(reject_text(e, Lang::Ko)));
                }
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
        None | Some(Value::Null) => partner(giver).next(4),
        Some(v) => seat_value(v, "seat")?,
    };
    // The gift is one physical copy of the received face (the second copy if both are held).
    let gift = hand
        .of_face(face)
        .iter()
        .last()
        .unwrap_or(CardId::new(face, 0));
    let hand = hand | CardSet::single(gift);
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
        pending_return: Some(engine::guandan::Gift {
            from: giver,
            to: seat,
            card: gift,
            returned: None,
        }),
        returnable,
        results: Vec::new(),
        winner: None,
    };
    let d = ai::guandan::choose_return(&view);
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
            let Some([s, cards]) = item.as_array().map(Vec::as_slice).and_then(|a| {
                <&[Value; 2]>::try_from(a)
                    .ok()
                    .map(|a| [a[0].clone(), a[1].clone()])
            }) else {
                return Err(ProtoError::Invalid(
                    "history",
                    format!("{item} is not [seat, [cards]]"),
                ));
            };
            let s = seat_value(&s, "history")?;
            let cards = cards_field(&json!({ "c": cards }), "c", 2)
                .map_err(|e| ProtoError::Invalid("history", e.to_string()))?;
            history.push((s, cards));
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
    if let Some(Value::Array(a)) = req.get("finished") {
        for v in a {
            finished.push(seat_value(v, "finished")?);
        }
    }
    let view = reconstruct(seat, hand, level, &history, counts, &finished)?;
    let mut rng = GameRng::new(hand.bits() as u64 ^ (hand.bits() >> 64) as u64, AI_STREAM);
    let d = choose(&view, &mut rng);
    let action = |a: &engine::guandan::Action| match *a {
        engine::guandan::Action::Play { cards, .. } => json!({ "play": cards_json(cards) }),
        _ => json!({ "play": [] }),
    };
    let mut out = action(&d.action);
    out["reason"] = json!(d.reason);
    Ok(super::with_estimates(out, &d, action))
}

/// A view that cannot happen (README `decide`).
fn impossible(why: String) -> ProtoError {
    ProtoError::Invalid("view", why)
}

/// Rebuilds a seat's view from the protocol's public record: the table and trick follow from
/// replaying the history with the turn rules (§13–§14). A view that cannot happen (a card
/// more often than the two decks hold it, a history that breaks the turn rules, counts that
/// do not fit) is refused.
fn reconstruct(
    seat: Seat,
    hand: CardSet,
    level: Rank,
    history: &[(Seat, CardSet)],
    counts: Option<[usize; 4]>,
    finished: &[Seat],
) -> Result<PlayerView, ProtoError> {
    // §1: two decks hold every face twice, between the hand and everything played.
    let mut faces = [0u8; 54];
    for id in std::iter::once(hand)
        .chain(history.iter().map(|h| h.1))
        .flat_map(CardSet::iter)
    {
        let n = &mut faces[id.card().index() % 54];
        *n += 1;
        if *n > 2 {
            return Err(impossible(format!(
                "{} appears more often than the two decks hold it",
                id.card()
            )));
        }
    }
    let mut played_by = [0usize; 4];
    for (s, c) in history {
        played_by[s.index()] += c.len();
    }
    let now = counts.unwrap_or_else(|| {
        let mut c = [0usize; 4];
        for (i, n) in c.iter_mut().enumerate() {
            *n = HAND_SIZE.saturating_sub(played_by[i]);
        }
        c[seat.index()] = hand.len();
        c
    });
    if now[seat.index()] != hand.len() {
        return Err(impossible(format!(
            "seat {seat} holds {} cards, counts say {}",
            hand.len(),
            now[seat.index()]
        )));
    }
    if hand.is_empty() {
        return Err(impossible(format!("seat {seat} has no cards left")));
    }
    let mut left: [usize; 4] = std::array::from_fn(|i| now[i] + played_by[i]);
    if let Some(i) = (0..4).find(|&i| left[i] > HAND_SIZE) {
        return Err(impossible(format!(
            "seat {i} would have held {} cards (27 are dealt)",
            left[i]
        )));
    }
    if let Some(s) = finished.iter().find(|s| now[s.index()] > 0) {
        return Err(impossible(format!(
            "seat {s} is listed as finished but holds cards"
        )));
    }
    let next_active = |left: &[usize; 4], s: Seat| {
        let mut n = s;
        for _ in 0..4 {
            n = n.next(4);
            if left[n.index()] > 0 {
                return n;
            }
        }
        s
    };
    let mut table: Option<(Seat, Played)> = None;
    let mut passes = 0usize;
    let mut leader = history.first().map_or(seat, |h| h.0);
    let mut trick = Vec::new();
    let mut hist = Vec::new();
    let mut order: Vec<Seat> = finished.to_vec();
    // Whose turn it is; `None` before the first entry (the first leader follows from the
    // tribute, which the request does not carry).
    let mut due: Option<Seat> = None;
    for (i, &(s, cards)) in history.iter().enumerate() {
        if left[s.index()] == 0 {
            return Err(impossible(format!(
                "history entry {i}: seat {s} has no cards left (§13: it is skipped)"
            )));
        }
        if let Some(d) = due
            && d != s
        {
            return Err(impossible(format!(
                "history entry {i}: seat {s} acts, but it is seat {d}'s turn (§13)"
            )));
        }
        if cards.is_empty() {
            let Some((owner, _)) = table else {
                return Err(impossible(format!(
                    "history entry {i}: seat {s} passes on an empty table (§13)"
                )));
            };
            passes += 1;
            trick.push((s, None));
            hist.push((s, None));
            let active = (0..4).filter(|&i| left[i] > 0).count();
            let others = active - usize::from(left[owner.index()] > 0);
            if passes >= others {
                let next = if left[owner.index()] > 0 {
                    owner
                } else if left[partner(owner).index()] > 0 {
                    partner(owner)
                } else {
                    next_active(&left, owner)
                };
                table = None;
                passes = 0;
                trick.clear();
                leader = next;
                due = Some(next);
            } else {
                due = Some(next_active(&left, s));
            }
            continue;
        }
        if cards.len() > left[s.index()] {
            return Err(impossible(format!(
                "history entry {i}: seat {s} plays more cards than it holds"
            )));
        }
        let readings = read_cards(cards, level)
            .map_err(|e| ProtoError::Invalid("history", format!("{cards}: {e}")))?;
        let combo = match table {
            Some((_, t)) => readings
                .iter()
                .copied()
                .filter(|r| r.beats(&t.combo, level).is_ok())
                .min_by_key(|r| same_shape_last(r, &t.combo))
                .ok_or_else(|| {
                    impossible(format!(
                        "history entry {i}: {cards} does not beat {} (§12)",
                        t.cards
                    ))
                })?,
            None => readings[0],
        };
        if table.is_none() {
            leader = s;
            trick.clear();
        }
        let p = Played { cards, combo };
        table = Some((s, p));
        passes = 0;
        trick.push((s, Some(p)));
        hist.push((s, Some(p)));
        left[s.index()] -= cards.len();
        if left[s.index()] == 0 {
            if !order.contains(&s) {
                order.push(s);
            }
            // §15: the hand is over once the first finisher's partner or three seats are out.
            let out: Vec<usize> = (0..4).filter(|&i| left[i] == 0).collect();
            let first = order.first().copied().unwrap_or(s);
            if out.len() >= 3 || (out.contains(&partner(first).index()) && out.len() >= 2) {
                return Err(impossible(format!(
                    "history entry {i}: the hand is over (§15)"
                )));
            }
        }
        due = Some(next_active(&left, s));
    }
    if let Some(d) = due
        && d != seat
    {
        return Err(impossible(format!(
            "it is seat {d}'s turn after this history, not seat {seat}'s (§13)"
        )));
    }
    if table.is_none() {
        leader = seat;
    }
    Ok(PlayerView {
        seat,
        phase: Phase::Playing,
        to_act: Some(seat),
        hand,
        level,
        team_levels: [level, level],
        hand_number: 1,
        leader,
        table,
        trick,
        history: hist,
        counts: now,
        finish_order: order,
        tribute_kind: None,
        exempt: false,
        my_gifts: Vec::new(),
        pending_return: None,
        returnable: CardSet::EMPTY,
        results: Vec::new(),
        winner: None,
    })
}
