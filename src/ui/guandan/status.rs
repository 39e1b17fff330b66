//! The 관단 status: hand number, the level being played (and its wild), both teams' stored
//! levels, whose turn, who leads.

use leptos::prelude::*;

use crate::ui::ctx::GameCtx;
use crate::ui::difficulty_tag::DifficultyTag;
use crate::ui::model::guandan;
use i18n::Text;

/// The status line in the top bar.
#[component]
pub fn GuandanStatus() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let items = Memo::new(move |_| {
        ctx.read(|m| m.as_guandan().map(|g| guandan::status(g, ctx.lang_now())))
            .flatten()
    });
    let item = move |i: usize| move || items.get().map(|s| s[i].clone()).unwrap_or_default();
    view! {
        <div class="status">
            <h1 class="status__game">{ctx.t(Text::Guandan)}</h1>
            <span class="status__hand">{item(0)}</span>
            <span class="status__level">{item(1)}</span>
            <span class="status__levels" aria-label=ctx.t(Text::TeamLevels)>{item(2)}</span>
            <span class="status__turn" aria-live="polite">{item(3)}</span>
            <span class="status__lead">{item(4)}</span>
            <DifficultyTag />
        </div>
    }
}
