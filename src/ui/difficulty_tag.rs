//! The table's difficulty tag in the status line: "난이도 어려움", the level the match on
//! the table is played at.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::model::level::difficulty_tag;

/// The level of the match on the table, in small text.
#[component]
pub fn DifficultyTag() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let tag = move || {
        let kind = ctx.active.get()?;
        Some(difficulty_tag(ctx.levels[kind].get(), ctx.lang_now()))
    };
    view! { <span class="status__difficulty">{tag}</span> }
}
