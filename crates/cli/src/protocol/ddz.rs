//! The `cardgame` requests for 더우디주 (see the rulings file for the protocol).
//!
//! `decide` rebuilds the seat's view from the public record through the engine
//! ([`PlayerView::for_bidding`], [`PlayerView::for_play`]), and seeds the AI from two
//! optional fields, so that a caller can reproduce exactly what the game's own computer
//! player decides (`ai::ddz::choose(&g.view(seat), &mut g.ai_rng())`, as the browser does):
//!
//! - `seed`: the match seed ([`engine::ddz::Game::seed`]); default 0.
//! - `seq`: the number of actions applied in the match so far ([`engine::ddz::Game::seq`]: bids,
//!   redeals and every play and pass of earlier hands included); default the number of
//!   entries in the request's `bids` (bidding) or `history` (play).
//!
//! Both feed [`GameRng::for_ai`], the one definition of the AI's random stream. A play
//! request may also give `bid`, the winning bid (1–3, public): a peasant weighs the deals
//! it samples by it, so the game's own player, which knows it, decides the same.
//!
//! ```
//! use cli::protocol::{answer_line, Command};
//! let a = answer_line(Command::Classify, r#"{"game":"doudizhu","cards":["3S","4S","5S","6S","7S"]}"#);
//! assert_eq!(a["kind"], "straight");
//! assert_eq!(a["key"], "7");
//! assert_eq!(a["len"], 5);
//! ```

use serde_json::{Value, json};

use super::{ProtoError, cards_field, cards_json, lang_field, opt_u64_field, str_field};
use ai::ddz::choose;
use engine::ddz::trick::SEATS;
use engine::ddz::{self, Combo, PlayerView, best_beating};
use engine::rng::GameRng;
use engine::{CardSet, Reject, Seat};
use i18n::{Lang, reject_text};

fn ko(r: Reject) -> String {
    reject_text(r, Lang::Ko)
}

fn combo_json(c: &Combo) -> Value {
    json!({"kind": c.kind.name(), "key": c.key.to_string(), "len": c.len})
}

/// An optional card list: absent, `null` or `[]` all mean none.
fn opt_cards(req: &Value, name: &'static str) -> Result<Option<CardSet>, ProtoError> {
    match req.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(_) => {
            let set = cards_field(req, name, 1)?;
            Ok((!set.is_empty()).then_some(set))
        }
    }
}

/// The table's reading of a `prev` list: its default reading (R4).
fn prev_combo(req: &Value) -> Result<Option<Combo>, ProtoError> {
    let Some(prev) = opt_cards(req, "prev")? else {
        return Ok(None);
    };
    match ddz::classify(prev) {
        Ok(r) => Ok(Some(r[0])),
        Err(e) => Err(ProtoError::Invalid(
            "prev",
            format!("not a combination: {e}"),
        )),
    }
}

fn seat_of(v: &Value, field: &'static str) -> Result<Seat, ProtoError> {
    match v.as_u64() {
        Some(n) if n < 3 => Ok(Seat(n as u8)),
        _ => Err(ProtoError::Invalid(
            field,
            format!("{v} is not a seat 0..3"),
        )),
    }
}

/// `classify`: every reading of `cards`, the default (or beating) one first, and whether
/// it beats `prev`.
///
/// # Errors
/// [`ProtoError`] for a malformed request or a `prev` that is no combination.
pub fn classify(req: &Value) -> Result<Value, ProtoError> {
    let cards = cards_field(req, "cards", 1)?;
    let prev = prev_combo(req)?;
    let mut out = match ddz::classify(cards) {
        Ok(readings) => {
            let list: Vec<Value> = readings.iter().map(combo_json).collect();
            let mut chosen = readings[0];
            let mut out = json!({"valid": true, "readings": list});
            if let Some(p) = &prev {
                match best_beating(&readings, p) {
                    Ok(c) => {
                        chosen = c;
                        out["beats"] = json!(true);
                    }
                    Err(e) => {
                        out["beats"] = json!(false);
                        out["reason"] = json!(ko(e));
                    }
                }
            }
            out["kind"] = json!(chosen.kind.name());
            out["key"] = json!(chosen.key.to_string());
            out["len"] = json!(chosen.len);
            out
        }
        Err(e) => {
            let mut out = json!({"valid": false, "kind": null, "key": null, "len": null,
                "readings": [], "reason": ko(e)});
            if prev.is_some() {
                out["beats"] = json!(false);
            }
            out
        }
    };
    if let Some(p) = prev {
        out["prev"] = combo_json(&p);
    }
    Ok(out)
}

/// `moves`: every distinct legal play of `hand`, leading (`prev` null or empty) or following.
///
/// # Errors
/// [`ProtoError`] for a malformed request or a `prev` that is no combination.
pub fn moves(req: &Value) -> Result<Value, ProtoError> {
    let hand = cards_field(req, "hand", 1)?;
    let prev = prev_combo(req)?;
    let moves: Vec<Value> = ddz::legal_plays(hand, prev.as_ref())
        .iter()
        .map(|p| cards_json(p.cards))
        .collect();
    Ok(json!({ "moves": moves }))
}

fn parse_bids(req: &Value, seat: Seat) -> Result<Vec<(Seat, Option<u8>)>, ProtoError> {
    let list = match req.get("bids") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(other) => {
            return Err(ProtoError::Invalid(
                "bids",
                format!("{other} is not a list"),
            ));
        }
    };
    let bid_of = |v: &Value| -> Result<Option<u8>, ProtoError> {
        match v {
            Value::Null => Ok(None),
            v => match v.as_u64() {
                Some(b) if b <= 3 => Ok(Some(b as u8).filter(|&b| b > 0)),
                _ => Err(ProtoError::Invalid("bids", format!("{v} is not a bid"))),
            },
        }
    };
    let mut out = Vec::with_capacity(list.len());
    // A bare value: the bids run in seat order up to the seat deciding now, so walk back
    // from it (one seat per entry, whatever form the entry has).
    let mut by = seat;
    for v in list.iter().rev() {
        by = by.prev(SEATS);
        match v {
            Value::Array(pair) if pair.len() == 2 => {
                out.push((seat_of(&pair[0], "bids")?, bid_of(&pair[1])?));
            }
            v => out.push((by, bid_of(v)?)),
        }
    }
    out.reverse();
    Ok(out)
}

fn parse_history(req: &Value) -> Result<Vec<(Seat, CardSet)>, ProtoError> {
    let list = match req.get("history") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(other) => {
            return Err(ProtoError::Invalid(
                "history",
                format!("{other} is not a list"),
            ));
        }
    };
    let mut out = Vec::with_capacity(list.len());
    for v in list {
        let Some([s, cards]) = v.as_array().map(Vec::as_slice) else {
            return Err(ProtoError::Invalid(
                "history",
                format!("{v} is not [seat, [cards]]"),
            ));
        };
        let seat = seat_of(s, "history")?;
        let cards = cards_field(&json!({ "c": cards }), "c", 1)
            .map_err(|e| ProtoError::Invalid("history", e.to_string()))?;
        out.push((seat, cards));
    }
    Ok(out)
}

fn counts_field(req: &Value) -> Result<Option<[usize; 3]>, ProtoError> {
    match req.get("counts") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Array(a)) if a.len() == 3 => {
            let mut c = [0usize; 3];
            for (slot, v) in c.iter_mut().zip(a) {
                *slot = v
                    .as_u64()
                    .ok_or_else(|| ProtoError::Invalid("counts", format!("{v} is not a count")))?
                    as usize;
            }
            Ok(Some(c))
        }
        Some(other) => Err(ProtoError::Invalid(
            "counts",
            format!("{other} is not three counts"),
        )),
    }
}

/// Builds the seat's view from a `decide` request (R3), checking it for consistency.
///
/// # Errors
/// [`ProtoError`] for a malformed or inconsistent view.
pub fn view_from_request(req: &Value) -> Result<PlayerView, ProtoError> {
    let seat = seat_of(req.get("seat").unwrap_or(&Value::Null), "seat")?;
    let hand = cards_field(req, "hand", 1)?;
    let phase = match req.get("phase") {
        None | Some(Value::Null) => "play",
        Some(_) => str_field(req, "phase")?,
    };
    let inconsistent = |e: ddz::ViewError| ProtoError::Invalid("view", e.to_string());
    match phase {
        "bid" => {
            let bids = parse_bids(req, seat)?;
            PlayerView::for_bidding(seat, hand, &bids).map_err(inconsistent)
        }
        "play" => {
            let landlord = seat_of(
                req.get("landlord").ok_or(ProtoError::Missing("landlord"))?,
                "landlord",
            )?;
            let bottom = opt_cards(req, "bottom")?;
            if bottom.is_some_and(|b| b.len() != 3) {
                return Err(ProtoError::Invalid("bottom", "needs three cards".into()));
            }
            let history = parse_history(req)?;
            let counts = counts_field(req)?;
            // The winning bid is public (§3); a peasant reads the landlord's hand from it.
            let bid = match opt_u64_field(req, "bid")? {
                None => None,
                Some(b @ 1..=3) => Some(b as u8),
                Some(b) => {
                    return Err(ProtoError::Invalid("bid", format!("{b}: use 1, 2 or 3")));
                }
            };
            let mut view = PlayerView::for_play(seat, landlord, hand, bottom, &history, counts)
                .map_err(inconsistent)?;
            // The bidding that made the landlord (public, §3): the winner bid highest.
            let bids = parse_bids(req, seat)?;
            if !bids.is_empty() {
                let top = bids.iter().filter_map(|&(s, b)| b.map(|b| (b, s))).max();
                let ordered = bids
                    .iter()
                    .filter_map(|(_, b)| *b)
                    .collect::<Vec<_>>()
                    .windows(2)
                    .all(|w| w[0] < w[1]);
                match top {
                    Some((b, s)) if s == landlord && ordered && bid.is_none_or(|x| x == b) => {
                        view.stake.bid = b;
                    }
                    _ => {
                        return Err(ProtoError::Invalid(
                            "bids",
                            "the bids must rise and the landlord bid highest (§3)".into(),
                        ));
                    }
                }
                view.bids = bids;
            }
            if let Some(b) = bid {
                view.stake.bid = b;
            }
            Ok(view)
        }
        other => Err(ProtoError::Invalid(
            "phase",
            format!("{other:?}: use \"bid\" or \"play\""),
        )),
    }
}

/// `decide`: the computer player's choice for a seat's view, with a reason in Korean (or in
/// English with `"lang":"en"`).
///
/// # Errors
/// [`ProtoError`] for a malformed or inconsistent view.
pub fn decide(req: &Value) -> Result<Value, ProtoError> {
    let view = view_from_request(req)?;
    let seed = opt_u64_field(req, "seed")?.unwrap_or(0);
    let seq = opt_u64_field(req, "seq")?.unwrap_or(view.seq);
    let lang = lang_field(req)?;
    let d = choose(&view, &mut GameRng::for_ai(seed, seq)).words(lang);
    let action = |a: &ddz::Action| match *a {
        ddz::Action::Bid { bid, .. } => json!({ "bid": bid }),
        ddz::Action::Play { cards, .. } => json!({ "play": cards_json(cards) }),
        ddz::Action::Pass { .. } => json!({ "play": [] }),
        ddz::Action::NextHand | ddz::Action::AbandonHand => {
            json!({"error": "no decision in this phase"})
        }
    };
    let mut out = action(&d.action);
    if out.get("error").is_some() {
        return Ok(out);
    }
    out["reason"] = json!(d.reason);
    Ok(super::with_estimates(out, &d, action))
}
