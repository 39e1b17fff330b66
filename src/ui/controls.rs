//! The play buttons beside my hand: 내기, 패스, 정렬, 추천.

use leptos::prelude::*;

use super::actions::{pass, play_selection, recommend};
use super::ctx::GameCtx;
use super::model::ME;
use i18n::Text;

/// The buttons.
#[component]
pub fn Controls() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let my_turn = Memo::new(move |_| ctx.read(|m| m.can_act(ME)).unwrap_or(false));
    let my_play = Memo::new(move |_| ctx.read(|m| m.my_play_turn(ME)).unwrap_or(false));
    let can_pass = Memo::new(move |_| ctx.read(|m| m.can_pass(ME)).unwrap_or(false));
    let lang = ctx.lang_now();
    let sort_title = move || ctx.settings.with(|s| s.sort.toggled().switch_title(lang));
    view! {
        <div class="controls" role="toolbar" aria-label=ctx.t(Text::PlayBar)>
            <button class="controls__play" disabled=move || !my_play.get() on:click=move |_| play_selection(ctx)>
                {ctx.t(Text::Play)}
            </button>
            <button disabled=move || !can_pass.get() on:click=move |_| pass(ctx)>{ctx.t(Text::Pass)}</button>
            <button
                title=sort_title
                on:click=move |_| ctx.settings.update(|s| s.sort = s.sort.toggled())
            >
                {ctx.t(Text::Sort)}
            </button>
            <button disabled=move || !my_turn.get() on:click=move |_| recommend(ctx)>{ctx.t(Text::Recommend)}</button>
        </div>
    }
}
