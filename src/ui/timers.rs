//! The two timers: computer seats move after a readable pause, and 자동 플레이 moves my seat
//! at the chosen interval. One effect tracks (game, seq, seat to act, auto, interval,
//! screen); each run clears the previous timeout, and a timeout that fires after the game
//! moved on does nothing (the stale-timer guard).

use std::time::Duration;

use leptos::prelude::*;

use super::ctx::{Cmd, GameCtx, Screen, dispatch};
use super::model::ME;
use engine::Seat;

/// How long a computer seat "thinks" before moving, so each play can be seen.
pub const AI_DELAY_MS: u64 = 700;

/// What the timers depend on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Turn {
    seed: u64,
    seq: u64,
    seat: Seat,
}

/// Installs the timer effect (call once, in `App`).
pub fn install(ctx: GameCtx) {
    let turn = Memo::new(move |_| {
        ctx.read(|m| {
            m.to_act().map(|seat| Turn {
                seed: m.seed(),
                seq: m.seq(),
                seat,
            })
        })
        .flatten()
    });
    let on_table = Memo::new(move |_| ctx.screen.get() == Screen::Table);
    let auto = Memo::new(move |_| ctx.settings.with(|s| s.auto.then_some(s.interval_ms)));
    Effect::new(move |prev: Option<Option<TimeoutHandle>>| {
        if let Some(Some(h)) = prev {
            h.clear();
        }
        let t = turn.get()?;
        if !on_table.get() {
            return None;
        }
        let delay = if t.seat == ME {
            u64::from(auto.get()?)
        } else {
            AI_DELAY_MS
        };
        set_timeout_with_handle(move || fire(ctx, t), Duration::from_millis(delay)).ok()
    });
}

/// Moves for `t.seat` if nothing changed since the timeout was set.
fn fire(ctx: GameCtx, t: Turn) {
    let still = ctx
        .peek(|m| m.seed() == t.seed && m.seq() == t.seq && m.to_act() == Some(t.seat))
        .unwrap_or(false);
    let auto_on = ctx.settings.with_untracked(|s| s.auto);
    if !still || (t.seat == ME && !auto_on) {
        return;
    }
    let Some(hint) = ctx.peek(|m| m.decide(t.seat)) else {
        return;
    };
    let auto = (t.seat == ME).then(|| format!("자동 플레이: {}", hint.text));
    dispatch(ctx, Cmd::Act { mv: hint.mv, auto });
}
