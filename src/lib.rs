//! 더우디주 (Dou Dizhu) and 관단 (Guandan) against computer players.
//!
//! - [`engine`]: the pure rules engine (cards, combinations, turn flow, scoring).
//! - [`protocol`]: the JSON-lines command line behind the `cardgame` binary.
//! - [`i18n`]: the Korean (and English) text players see.
//! - [`storage`]: the versioned save file (pure encode/decode; localStorage on wasm32).
//! - [`ui`]: the Leptos table. Its components compile for wasm32 only; the pure parts
//!   they ask (hand order, recommendation cycling, announcements) are in [`ui::model`]
//!   and tested natively.

pub mod ai;
pub mod engine;
pub mod i18n;
pub mod protocol;
pub mod storage;
pub mod ui;
