//! The two timers: computer seats move after a readable pause, and 자동 플레이 moves my seat
//! at the chosen interval. One effect tracks (game, seq, seat to act, auto, interval,
//! screen). Each run starts the pause and, a frame later, asks the seat's computer player (in the
//! worker); the move is made when both are over, whichever ends last. A new run cancels
//! the previous pause, and an answer or pause that ends after the game moved on does
//! nothing (the stale guard).

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use super::ask::{Turn, ask};
use super::ctx::{Cmd, GameCtx, Screen, dispatch};
use super::model::ME;
use super::model::words::auto_played;
use super::start::url_number;
use crate::think::Choice;

/// How long a computer seat "thinks" before moving at the least, so each play can be seen.
pub const AI_DELAY_MS: u64 = 700;

/// The computer seats' pause: `?pause=N` milliseconds in the address (the browser tests play
/// whole hands at 100; at most 10 s), else [`AI_DELAY_MS`].
fn ai_delay_ms() -> u64 {
    url_number("pause").map_or(AI_DELAY_MS, |ms| ms.min(10_000))
}

/// How long after a turn begins its question goes to the worker: past the frame that
/// draws the move before it.
const ASK_AFTER_MS: u64 = 40;

/// A move in the making: the answer (once it arrived) and whether the pause is over.
#[derive(Debug, Default)]
struct Progress {
    answer: Option<Option<Choice>>,
    paused: bool,
    cancelled: bool,
}

/// The pause's timeout and the progress it shares with the answer's callback.
struct Pending {
    timer: TimeoutHandle,
    progress: Rc<RefCell<Progress>>,
}

impl Pending {
    /// Asks for `t` and starts a pause of `delay_ms`.
    fn start(ctx: GameCtx, t: Turn, delay_ms: u64) -> Option<Pending> {
        let progress = Rc::new(RefCell::new(Progress::default()));
        let on_answer = Rc::clone(&progress);
        // The question goes out once the move that led here has been drawn and saved: the
        // search in the worker then does not take the CPU from the page's render on a
        // busy two-core machine (issue 11: no long task). The pause is far longer.
        set_timeout(
            move || {
                if on_answer.borrow().cancelled {
                    return;
                }
                ask(ctx, t, move |choice| {
                    on_answer.borrow_mut().answer = Some(choice);
                    step(ctx, t, &on_answer);
                });
            },
            Duration::from_millis(ASK_AFTER_MS),
        );
        let on_pause = Rc::clone(&progress);
        let timer = set_timeout_with_handle(
            move || {
                on_pause.borrow_mut().paused = true;
                step(ctx, t, &on_pause);
            },
            Duration::from_millis(delay_ms),
        )
        .ok()?;
        Some(Pending { timer, progress })
    }

    /// Nothing more happens for this turn.
    fn cancel(self) {
        self.timer.clear();
        self.progress.borrow_mut().cancelled = true;
    }
}

/// Moves once both the answer and the pause are in (and only once).
fn step(ctx: GameCtx, t: Turn, progress: &RefCell<Progress>) {
    let ready = {
        let mut p = progress.borrow_mut();
        match (p.cancelled, p.paused, p.answer.take()) {
            (false, true, Some(choice)) => {
                p.cancelled = true;
                Some(choice)
            }
            (_, _, answer) => {
                p.answer = answer;
                None
            }
        }
    };
    if let Some(choice) = ready {
        fire(ctx, t, choice);
    }
}

/// Installs the timer effect (call once, in `App`).
pub fn install(ctx: GameCtx) {
    let turn = Memo::new(move |_| {
        ctx.read(|m| m.to_act().map(|seat| Turn::of(m, seat)))
            .flatten()
    });
    let on_table = Memo::new(move |_| ctx.screen.get() == Screen::Table);
    let auto = Memo::new(move |_| ctx.settings.with(|s| s.auto.then_some(s.interval_ms)));
    Effect::new(move |prev: Option<Option<Pending>>| {
        if let Some(Some(p)) = prev {
            p.cancel();
        }
        let t = turn.get()?;
        // Only the tab that holds the game moves it (`crate::tab`).
        if !on_table.get() || !ctx.tab.get().writes() {
            return None;
        }
        let delay = if t.seat == ME {
            u64::from(auto.get()?)
        } else {
            ai_delay_ms()
        };
        Pending::start(ctx, t, delay)
    });
}

/// Moves for `t.seat` with the computer player's answer if nothing changed meanwhile.
fn fire(ctx: GameCtx, t: Turn, choice: Option<Choice>) {
    let auto_on = ctx.settings.with_untracked(|s| s.auto);
    if !t.current(ctx) || (t.seat == ME && !auto_on) {
        return;
    }
    let Some(hint) = ctx.peek(|m| m.decide_with(t.seat, choice, ctx.lang_now())) else {
        return;
    };
    let auto = (t.seat == ME).then(|| auto_played(&hint.text, ctx.lang_now()));
    dispatch(ctx, Cmd::Act { mv: hint.mv, auto });
}
