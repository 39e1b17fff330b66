//! The play buttons beside my hand: 내기, 패스, 정렬, 추천.

use leptos::prelude::*;

use super::actions::{pass, play_selection, recommend};
use super::ctx::GameCtx;
use super::model::ME;
use i18n::particle::euro;

/// The buttons.
#[component]
pub fn Controls() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let my_turn = Memo::new(move |_| ctx.read(|m| m.can_act(ME)).unwrap_or(false));
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
                title=move || format!("{} 바꾸기", euro(sort_name()))
                on:click=move |_| ctx.settings.update(|s| s.sort = s.sort.toggled())
            >
                "정렬"
            </button>
            <button disabled=move || !my_turn.get() on:click=move |_| recommend(ctx)>"추천"</button>
        </div>
    }
}
