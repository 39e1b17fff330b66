//! 공물: who gave which card to whom (single or double) and what came back, or the
//! exemption and why, and who will lead. Shown during the returns and the first trick.

use leptos::prelude::*;

use crate::ui::ctx::GameCtx;
use crate::ui::model::guandan;
use engine::guandan::Phase;
use i18n::Text;

/// The tribute account in the middle of the table.
#[component]
pub fn TributeInfo() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let lines = Memo::new(move |_| {
        ctx.read(|m| {
            m.as_guandan()
                .filter(|g| {
                    g.phase() == Phase::Return
                        || (g.phase() == Phase::Playing && g.history().is_empty())
                })
                .map(|g| {
                    (
                        guandan::tribute_title(g, lang),
                        guandan::tribute_lines(g, lang),
                    )
                })
                .unwrap_or_default()
        })
        .unwrap_or_default()
    });
    move || {
        let (title, lines) = lines.get();
        (!lines.is_empty()).then(|| {
            view! {
                <section class="tribute" aria-label=ctx.t(Text::Tribute)>
                    <h2 class="tribute__title">{title}</h2>
                    <ul class="tribute__lines">
                        {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                </section>
            }
        })
    }
}
