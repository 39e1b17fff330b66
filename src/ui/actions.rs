//! What the person's buttons and keys do: play, return, pass, recommend. Each ends in
//! [`dispatch`] (or only changes the selection, for 추천, once the worker has answered).

use leptos::prelude::*;

use super::ask::{Turn, ask};
use super::ctx::{Cmd, GameCtx, HintCycle, Notice, dispatch};
use super::model::{ME, Stage};

/// 내기: plays the selection as the chosen reading (during a 관단 return, Enter returns it).
pub fn play_selection(ctx: GameCtx) {
    if ctx.peek(|m| m.stage()) == Some(Stage::Return) {
        return_selection(ctx);
        return;
    }
    let cards = ctx.selection.get_untracked();
    let reading = ctx.reading.get_untracked();
    if let Some(mv) = ctx.peek(|m| m.play(ME, cards, reading)) {
        dispatch(ctx, Cmd::Act { mv, auto: None });
    }
}

/// 반환: returns the one selected card (관단 §20); the engine says why a card is refused.
pub fn return_selection(ctx: GameCtx) {
    let cards = ctx.selection.get_untracked();
    match ctx.peek(|m| m.return_card(ME, cards)) {
        Some(Ok(mv)) => dispatch(ctx, Cmd::Act { mv, auto: None }),
        Some(Err(why)) => ctx
            .notice
            .set(Some(Notice::Refused(ctx.t(why).to_string()))),
        None => {}
    }
}

/// 패스.
pub fn pass(ctx: GameCtx) {
    if let Some(mv) = ctx.peek(|m| m.can_pass(ME).then(|| m.pass(ME))).flatten() {
        dispatch(ctx, Cmd::Act { mv, auto: None });
    }
}

/// 추천: asks the computer player for my seat, then selects the recommended cards and
/// says why; pressed again, the next legal move (at once: the cycle is kept for the turn).
pub fn recommend(ctx: GameCtx) {
    let Some(t) = ctx.peek(|m| Turn::of(m, ME)) else {
        return;
    };
    let same = ctx
        .hints
        .with_untracked(|h| h.as_ref().is_some_and(|h| h.seq == t.seq));
    if same {
        ctx.hints.update(|h| {
            if let Some(h) = h {
                h.at = (h.at + 1) % h.hints.len().max(1);
            }
        });
        show_hint(ctx);
        return;
    }
    if ctx.thinking.with_untracked(|v| v.contains(&ME)) {
        return; // already asked: the answer shows itself
    }
    ask(ctx, t, move |choice| {
        let hints = ctx
            .peek(|m| m.hints_with(ME, choice, ctx.lang_now()))
            .unwrap_or_default();
        ctx.hints.set(Some(HintCycle {
            seq: t.seq,
            hints,
            at: 0,
        }));
        show_hint(ctx);
    });
}

/// Selects the hint the 추천 cycle shows now and says why.
fn show_hint(ctx: GameCtx) {
    let Some(h) = ctx
        .hints
        .with_untracked(|c| c.as_ref().and_then(HintCycle::current).cloned())
    else {
        return;
    };
    ctx.select(h.cards);
    ctx.reading.set(h.reading);
    ctx.notice.set(Some(Notice::Hint(h.text)));
}
