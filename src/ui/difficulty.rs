//! 난이도 on the start screen: 쉬움 / 보통 / 어려움 as pressed buttons in a named group,
//! and what the chosen one means. The choice is a setting (remembered for the next new
//! game); each match keeps the level it was started with (`GameCtx::levels`).

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::model::level::{level_about, level_name};
use ai::Level;
use i18n::Text;

/// The difficulty picker.
#[component]
pub fn Difficulty() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let chosen = Memo::new(move |_| ctx.settings.with(|s| s.level));
    let choice = move |l: Level| {
        view! {
            <button
                class="difficulty__choice"
                aria-pressed=move || (chosen.get() == l).to_string()
                on:click=move |_| ctx.settings.update(|s| s.level = l)
            >
                {level_name(l, lang)}
            </button>
        }
    };
    view! {
        <div class="difficulty">
            <div class="difficulty__choices" role="group" aria-labelledby="difficulty-label">
                <span id="difficulty-label" class="difficulty__label">{ctx.t(Text::Difficulty)}</span>
                {Level::ALL.map(choice)}
            </div>
            <p class="difficulty__about" aria-live="polite">{move || level_about(chosen.get(), lang)}</p>
            <p class="difficulty__hint">{ctx.t(Text::DifficultyHint)}</p>
        </div>
    }
}
