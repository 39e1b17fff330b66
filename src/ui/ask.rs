//! Asking the computer player of a seat about the match on the table: the question goes
//! to the worker ([`super::worker`]); the answer is used only if the game has not moved on
//! by then (the stale guard, keyed by the game, its seed and move number, and the seat).
//! While a question is out its seat is in [`GameCtx::thinking`] ("생각 중…"), and each
//! answer marks where it came from ([`GameCtx::ai`], the app root's `data-ai`).

use leptos::prelude::*;

use super::ctx::{AiSource, GameCtx};
use super::worker;
use crate::session::{GameKind, Match};
use crate::think::Choice;
use engine::Seat;

/// A seat's turn: which game, its seed and move number, and the seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    /// The game.
    pub kind: GameKind,
    /// The match's seed.
    pub seed: u64,
    /// Its move number.
    pub seq: u64,
    /// The seat.
    pub seat: Seat,
}

impl Turn {
    /// `seat`'s turn in `m` now.
    pub fn of(m: &Match, seat: Seat) -> Turn {
        Turn {
            kind: m.kind(),
            seed: m.seed(),
            seq: m.seq(),
            seat,
        }
    }

    /// True while the match on the table is still at this turn and the seat may act.
    pub fn current(self, ctx: GameCtx) -> bool {
        ctx.peek(|m| Turn::of(m, self.seat) == self && m.can_act(self.seat))
            .unwrap_or(false)
    }
}

/// Asks the computer player of `t.seat` about the match on the table, at its game's level
/// (my seat: 보통 or stronger, `model::level::asked_level`); `then` runs with its
/// decision (`None`: the worker could not answer, so the move is made without search)
/// unless the game moved on meanwhile.
pub fn ask(ctx: GameCtx, t: Turn, then: impl FnOnce(Option<Choice>) + 'static) {
    let level = ctx.levels[t.kind].get_untracked();
    let Some(mut question) = ctx.peek(|m| m.question(t.seat, level)) else {
        return;
    };
    // The worker words the reasons in the page's language.
    let lang = ctx.lang_now();
    question.lang = lang;
    ctx.thinking.update(|v| v.push(t.seat));
    worker::ask(question, move |choice| {
        ctx.thinking.update(|v| {
            if let Some(i) = v.iter().position(|&s| s == t.seat) {
                v.remove(i);
            }
        });
        let from = match choice {
            Some(_) => AiSource::Worker,
            None => AiSource::Fallback,
        };
        ctx.ai.set(Some(from));
        if !t.current(ctx) {
            return;
        }
        if choice.is_some() && ctx.lang_now() != lang {
            // The language changed while it thought: its reasons are worded in the old
            // one. The same question (same seed) gives the same move, worded anew.
            ask(ctx, t, then);
        } else {
            then(choice);
        }
    });
}
