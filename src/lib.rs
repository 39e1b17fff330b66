//! 더우디주 (Dou Dizhu) and 관단 (Guandan) against computer players: the web table.
//!
//! The rules live in the `engine` crate, the computer players in `ai`, the words players
//! read in `i18n`, and the command line in `cli`. This crate is the browser game:
//!
//! - [`session`]: what a save holds (which game, each game's match, the settings), below
//!   both the UI and the save file.
//! - [`storage`]: the versioned save file (pure encode/decode; localStorage on wasm32).
//! - [`tab`]: one writer at a time when the game is open in two tabs.
//! - [`think`]: the computer players' errand between the page and its Web Worker (the
//!   request and reply messages, and the answer: pure, tested natively).
//! - [`ui`]: the Leptos table. Its components compile for wasm32 only; the pure parts
//!   they ask (hand order, recommendation cycling, announcements) are in [`ui::model`]
//!   and tested natively.

pub mod session;
pub mod storage;
pub mod tab;
pub mod think;
pub mod ui;
