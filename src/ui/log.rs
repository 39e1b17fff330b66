//! The table's running commentary: the latest few announcements, read by screen readers.

use leptos::prelude::*;

use super::ctx::GameCtx;
use i18n::Text;

/// The announcement log.
#[component]
pub fn Log() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    view! {
        <ol class="log" aria-live="polite" aria-label=ctx.t(Text::Log)>
            {move || {
                ctx.log
                    .get()
                    .into_iter()
                    .map(|line| view! { <li class="log__line">{line}</li> })
                    .collect_view()
            }}
        </ol>
    }
}
