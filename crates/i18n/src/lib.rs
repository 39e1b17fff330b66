//! The words players read, in Korean (the default) or English.
//!
//! - [`Lang`]: the display language, saved with the settings.
//! - [`Text`] and [`text`]: every fixed label, button and notice, one exhaustive table per
//!   language, so a new text does not compile until both are written.
//! - [`cards`]: cards and combinations in words.
//! - [`particle`]: Korean particles (조사) chosen by the final consonant (받침) of the word
//!   before them — one helper for every Korean sentence that joins a name, rank or number.
//!   English sentences do not use it.
//! - [`reject_text`]: why an action was refused, in the player's language.

pub mod cards;
mod lang;
pub mod particle;
mod reject;
mod text;

pub use lang::Lang;
pub use reject::reject_text;
pub use text::{Text, text};
