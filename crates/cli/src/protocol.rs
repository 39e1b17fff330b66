//! The JSON-lines protocol of the `cardgame` binary (see the rulings file and the README).
//!
//! Each request is one JSON object on one line; each answer is one JSON object on one line,
//! flushed at once. A bad line is answered with `{"error": "..."}` and the next line is
//! still read. This module is pure (strings in, strings out) so it is tested natively.

pub mod ddz;
pub mod guandan;
pub mod review;

use std::fmt;
use std::io::{BufRead, Write};

use serde_json::{Value, json};

/// A line-level subcommand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// `cardgame classify`
    Classify,
    /// `cardgame moves`
    Moves,
    /// `cardgame decide`
    Decide,
    /// `cardgame review`
    Review,
}

impl Command {
    /// The subcommand for a name on the command line.
    pub fn from_name(s: &str) -> Option<Command> {
        match s {
            "classify" => Some(Command::Classify),
            "moves" => Some(Command::Moves),
            "decide" => Some(Command::Decide),
            "review" => Some(Command::Review),
            _ => None,
        }
    }
}

/// Why a request line could not be answered. The text goes back as `{"error": ...}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProtoError {
    /// The line is not a JSON object.
    NotJson(String),
    /// A field is missing.
    Missing(&'static str),
    /// A field has the wrong type or an unknown value.
    Invalid(&'static str, String),
}

impl fmt::Display for ProtoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtoError::NotJson(e) => write!(f, "not a JSON object: {e}"),
            ProtoError::Missing(field) => write!(f, "missing field \"{field}\""),
            ProtoError::Invalid(field, why) => write!(f, "bad field \"{field}\": {why}"),
        }
    }
}

impl std::error::Error for ProtoError {}

/// Which game a request is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    /// 더우디주
    Doudizhu,
    /// 관단
    Guandan,
}

impl GameKind {
    /// Reads the `game` field's value.
    pub fn from_name(s: &str) -> Option<GameKind> {
        match s {
            "doudizhu" => Some(GameKind::Doudizhu),
            "guandan" => Some(GameKind::Guandan),
            _ => None,
        }
    }

    /// The `game` field's value for this game.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Doudizhu => "doudizhu",
            GameKind::Guandan => "guandan",
        }
    }
}

/// Answers one request line (without its newline) with one response object.
pub fn answer_line(cmd: Command, line: &str) -> Value {
    match answer(cmd, line) {
        Ok(v) => v,
        Err(e) => json!({ "error": e.to_string() }),
    }
}

fn answer(cmd: Command, line: &str) -> Result<Value, ProtoError> {
    let req: Value = serde_json::from_str(line).map_err(|e| ProtoError::NotJson(e.to_string()))?;
    if !req.is_object() {
        return Err(ProtoError::NotJson("expected an object".into()));
    }
    let game = str_field(&req, "game")?;
    let game = GameKind::from_name(game).ok_or_else(|| {
        ProtoError::Invalid("game", format!("{game:?}: use \"doudizhu\" or \"guandan\""))
    })?;
    match (game, cmd) {
        (GameKind::Doudizhu, Command::Classify) => ddz::classify(&req),
        (GameKind::Doudizhu, Command::Moves) => ddz::moves(&req),
        (GameKind::Doudizhu, Command::Decide) => ddz::decide(&req),
        (GameKind::Guandan, Command::Classify) => guandan::classify(&req),
        (GameKind::Guandan, Command::Moves) => guandan::moves(&req),
        (GameKind::Guandan, Command::Decide) => guandan::decide(&req),
        (game, Command::Review) => review::review(game, &req),
    }
}

/// Reads every line of `input` and writes one answer per non-blank line, flushing each.
/// A line that is not UTF-8 text gets an error answer too, and reading goes on.
///
/// # Errors
/// Only I/O errors on the streams themselves.
pub fn serve(cmd: Command, mut input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut raw = Vec::new();
    loop {
        raw.clear();
        if input.read_until(b'\n', &mut raw)? == 0 {
            return Ok(());
        }
        let answer = match std::str::from_utf8(&raw) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => answer_line(cmd, line.trim_end_matches(['\n', '\r'])),
            Err(_) => json!({ "error": "the line is not UTF-8 text" }),
        };
        writeln!(output, "{answer}")?;
        output.flush()?;
    }
}

/// A required string field.
///
/// # Errors
/// [`ProtoError`] when it is absent or not a string.
pub fn str_field<'a>(req: &'a Value, name: &'static str) -> Result<&'a str, ProtoError> {
    match req.get(name) {
        None | Some(Value::Null) => Err(ProtoError::Missing(name)),
        Some(Value::String(s)) => Ok(s),
        Some(other) => Err(ProtoError::Invalid(
            name,
            format!("expected a string, got {other}"),
        )),
    }
}

/// An optional whole-number field: absent or `null` is `None`.
///
/// # Errors
/// [`ProtoError::Invalid`] when it is present but not a number in `0..2^64`.
pub fn opt_u64_field(req: &Value, name: &'static str) -> Result<Option<u64>, ProtoError> {
    match req.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .map(Some)
            .ok_or_else(|| ProtoError::Invalid(name, format!("expected a whole number, got {v}"))),
    }
}

/// The optional `"lang"` field of `decide`: the language of the reasons, `"ko"` (the
/// default) or `"en"`.
///
/// # Errors
/// [`ProtoError::Invalid`] for any other value.
pub fn lang_field(req: &Value) -> Result<i18n::Lang, ProtoError> {
    match req.get("lang") {
        None | Some(Value::Null) => Ok(i18n::Lang::Ko),
        Some(v) => i18n::Lang::ALL
            .into_iter()
            .find(|l| v.as_str() == Some(l.tag()))
            .ok_or_else(|| ProtoError::Invalid("lang", format!("{v}: use \"ko\" or \"en\""))),
    }
}

/// A card list field (`["3S","TH"]`), read into a set for one or two decks.
///
/// # Errors
/// [`ProtoError`] when it is absent, not a list of strings, or names a bad card.
pub fn cards_field(
    req: &Value,
    name: &'static str,
    decks: u8,
) -> Result<engine::CardSet, ProtoError> {
    let list = match req.get(name) {
        None | Some(Value::Null) => return Err(ProtoError::Missing(name)),
        Some(Value::Array(a)) => a,
        Some(other) => {
            return Err(ProtoError::Invalid(
                name,
                format!("expected a card list, got {other}"),
            ));
        }
    };
    let mut names = Vec::with_capacity(list.len());
    for v in list {
        match v {
            Value::String(s) => names.push(s.as_str()),
            other => {
                return Err(ProtoError::Invalid(
                    name,
                    format!("{other} is not a card name"),
                ));
            }
        }
    }
    engine::CardSet::from_names(names, decks).map_err(|e| ProtoError::Invalid(name, e.to_string()))
}

/// A card list as the protocol writes it: face names, sorted for display.
pub fn cards_json(set: engine::CardSet) -> Value {
    Value::Array(
        set.faces()
            .iter()
            .map(|c| Value::String(c.to_string()))
            .collect(),
    )
}

/// Adds the search's estimates to a `decide` answer: `"win_chance"` (0..1, when the AI
/// searched) and `"alternatives"`, the next best actions best first, each as `action`
/// renders it (e.g. `{"play":[...]}`) with its `"reason"` and `"win_chance"`.
pub fn with_estimates<A>(
    mut out: Value,
    d: &ai::Decision<A, String>,
    action: impl Fn(&A) -> Value,
) -> Value {
    let round = |p: f32| (f64::from(p) * 1000.0).round() / 1000.0;
    if let Some(p) = d.win_chance {
        out["win_chance"] = json!(round(p));
    }
    let alts: Vec<Value> = d
        .alternatives
        .iter()
        .map(|a| {
            let mut v = action(&a.action);
            v["reason"] = json!(a.reason);
            v["win_chance"] = json!(round(a.win_chance));
            v
        })
        .collect();
    out["alternatives"] = Value::Array(alts);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_get_an_error_and_reading_goes_on() {
        let input = "not json\n{\"game\":\"chess\"}\n[1]\n\n{\"cards\":[]}\n";
        let mut out = Vec::new();
        serve(Command::Classify, input.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 4);
        for l in &lines {
            assert!(l.get("error").is_some(), "{l}");
        }
    }

    #[test]
    fn card_fields_are_checked() {
        let req = json!({"cards": ["3S", 4]});
        assert!(cards_field(&req, "cards", 1).is_err());
        let req = json!({"cards": ["3S", "3S"]});
        assert!(cards_field(&req, "cards", 1).is_err());
        let req = json!({"cards": ["3S", "10H"]});
        assert_eq!(cards_field(&req, "cards", 1).unwrap().len(), 2);
    }
}
