//! The play buttons beside my hand: 내기, 패스, 정렬, 추천.

use leptos::prelude::*;

use super::ctx::{Cmd, GameCtx, HintCycle, Notice, dispatch};
use super::model::ME;

/// 내기: plays the selection as the chosen reading.
pub fn play_selection(ctx: GameCtx) {
    let cards = ctx.selection.get_untracked();
    let reading = ctx.reading.get_untracked();
    if let Some(mv) = ctx.peek(|m| m.play(ME, cards, reading)) {
        dispatch(ctx, Cmd::Act { mv, auto: None });
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

/// The buttons.
#[component]
pub fn Controls() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let my_turn = Memo::new(move |_| ctx.read(|m| m.to_act() == Some(ME)).unwrap_or(false));
    let my_play = Memo::new(move |_| ctx.read(|m| m.my_play_turn(ME)).unwrap_or(false));
    let can_pass = Memo::new(move |_| ctx.read(|m| m.can_pass(ME)).unwrap_or(false));
    let sort_name = move || ctx.settings.with(|s| s.sort.toggled().name_ko());
    view! {
        <div class="controls" role="toolbar" aria-label="플레이">
            <button class="controls__play" disabled=move || !my_play.get() on:click=move |_| play_selection(ctx)>
                "내기"
            </button>
            <button disabled=move || !can_pass.get() on:click=move |_| pass(ctx)>"패스"</button>
            <button
                title=move || format!("{}으로 바꾸기", sort_name())
                on:click=move |_| ctx.settings.update(|s| s.sort = s.sort.toggled())
            >
                "정렬"
            </button>
            <button disabled=move || !my_turn.get() on:click=move |_| recommend(ctx)>"추천"</button>
        </div>
    }
}
