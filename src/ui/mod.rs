//! The Leptos table. [`model`] is plain Rust, tested natively; every component compiles
//! for wasm32 only and asks the engine (through [`crate::session::Match`]) for every rule.
//!
//! Data flow: a click → a component callback → [`ctx::dispatch`] (the only writer of the
//! match signals) → `Match::apply` → the memos that changed re-render → the save effect in
//! `app` writes that game's save to localStorage. Timers (`timers`) move the computer seats and auto-play.
//! The computer players think in a Web Worker (`worker`, asked through `ask`): the page's
//! own wasm never links their search.

pub mod model;

#[cfg(target_arch = "wasm32")]
mod actions;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod ask;
#[cfg(target_arch = "wasm32")]
mod autoplay;
#[cfg(target_arch = "wasm32")]
mod avatar;
#[cfg(target_arch = "wasm32")]
mod boot;
#[cfg(target_arch = "wasm32")]
mod card;
#[cfg(target_arch = "wasm32")]
mod card_words;
#[cfg(target_arch = "wasm32")]
mod controls;
#[cfg(target_arch = "wasm32")]
mod counter;
#[cfg(target_arch = "wasm32")]
pub mod ctx;
#[cfg(target_arch = "wasm32")]
mod ddz;
#[cfg(target_arch = "wasm32")]
mod dialog;
#[cfg(target_arch = "wasm32")]
mod difficulty;
#[cfg(target_arch = "wasm32")]
mod difficulty_tag;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod guandan;
#[cfg(target_arch = "wasm32")]
mod hand;
#[cfg(target_arch = "wasm32")]
mod hand_card;
#[cfg(target_arch = "wasm32")]
mod history;
#[cfg(target_arch = "wasm32")]
mod keys;
#[cfg(target_arch = "wasm32")]
mod log;
#[cfg(target_arch = "wasm32")]
mod notice;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod panic;
#[cfg(target_arch = "wasm32")]
mod played;
#[cfg(target_arch = "wasm32")]
mod player;
#[cfg(target_arch = "wasm32")]
mod readings;
#[cfg(target_arch = "wasm32")]
mod resume;
#[cfg(target_arch = "wasm32")]
mod review;
#[cfg(target_arch = "wasm32")]
mod rules;
#[cfg(target_arch = "wasm32")]
mod save_notice;
#[cfg(target_arch = "wasm32")]
mod seat;
#[cfg(target_arch = "wasm32")]
mod sound;
#[cfg(target_arch = "wasm32")]
mod start;
#[cfg(target_arch = "wasm32")]
mod stats;
#[cfg(target_arch = "wasm32")]
mod tab_lock;
#[cfg(target_arch = "wasm32")]
mod timers;
#[cfg(target_arch = "wasm32")]
mod topbar;
#[cfg(target_arch = "wasm32")]
mod trick;
#[cfg(target_arch = "wasm32")]
mod worker;

#[cfg(target_arch = "wasm32")]
pub use app::App;
