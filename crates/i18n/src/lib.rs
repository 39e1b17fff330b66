//! The words players read. Korean is the product's language; English serves logs and tests.
//!
//! - [`particle`]: Korean particles (조사) chosen by the final consonant (받침) of the word
//!   before them — one helper for every sentence that joins a name, rank or number.
//! - [`reject_text`]: why an action was refused, in the player's language.

pub mod particle;
mod reject;

pub use reject::{Lang, reject_text};
