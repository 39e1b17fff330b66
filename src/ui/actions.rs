//! What the person's buttons and keys do: play, return, pass, recommend. Each ends in
//! [`dispatch`] (or only changes the selection, for 추천).

use leptos::prelude::*;

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
        Some(Err(why)) => ctx.notice.set(Some(Notice::Refused(why.to_string()))),
        None => {}
    }
}

/// 패스.
pub fn pass(ctx: GameCtx) {
    if let Some(mv) = ctx.peek(|m| m.can_pass(ME).then(|| m.pass(ME))).flatten() {
        dispatch(ctx, Cmd::Act { mv, auto: None });
    }
}

/// 추천: selects the recommended cards and says why; pressed again, the next legal move.
pub fn recommend(ctx: GameCtx) {
    let Some(seq) = ctx.peek(|m| m.seq()) else {
        return;
    };
    let same = ctx
        .hints
        .with_untracked(|h| h.as_ref().is_some_and(|h| h.seq == seq));
    if same {
        ctx.hints.update(|h| {
            if let Some(h) = h {
                h.at = (h.at + 1) % h.hints.len().max(1);
            }
        });
    } else {
        let hints = ctx.peek(|m| m.hints(ME)).unwrap_or_default();
        ctx.hints.set(Some(HintCycle { seq, hints, at: 0 }));
    }
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
