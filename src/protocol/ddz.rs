//! The `cardgame` requests for this game. (Filled in by the game's engine work.)

use serde_json::Value;

use super::ProtoError;

/// `classify` for this game.
///
/// # Errors
/// [`ProtoError`] for a malformed request.
pub fn classify(_req: &Value) -> Result<Value, ProtoError> {
    Err(ProtoError::Invalid("game", "not available yet".into()))
}

/// `moves` for this game.
///
/// # Errors
/// [`ProtoError`] for a malformed request.
pub fn moves(_req: &Value) -> Result<Value, ProtoError> {
    Err(ProtoError::Invalid("game", "not available yet".into()))
}

/// `decide` for this game.
///
/// # Errors
/// [`ProtoError`] for a malformed request.
pub fn decide(_req: &Value) -> Result<Value, ProtoError> {
    Err(ProtoError::Invalid("game", "not available yet".into()))
}

/// `selfplay` for this game: plays `games` whole hands from `seed`, one summary object.
pub fn selfplay(_games: u64, _seed: u64) -> Value {
    serde_json::json!({"error": "not available yet"})
}
