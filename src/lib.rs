//! 더우디주 (Dou Dizhu) and 관단 (Guandan) against computer players.
//!
//! - [`engine`]: the pure rules engine (cards, combinations, turn flow, scoring).
//! - [`protocol`]: the JSON-lines command line behind the `cardgame` binary.
//! - [`i18n`]: the Korean (and English) text players see.
//! - `ui` (wasm32 only): the Leptos table.

pub mod ai;
pub mod engine;
pub mod i18n;
pub mod protocol;

#[cfg(target_arch = "wasm32")]
pub mod ui;
