//! 카드 카운터: each rank's copies my seat has not seen (`model::record`, from my seat's
//! view only), 관단's wild hearts apart. Shown while the setting is on.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::model::ME;
use i18n::Text;

/// The counter strip (nothing while it is off).
#[component]
pub fn Counter() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    move || {
        let on = ctx.settings.with(|s| s.counter);
        let tallies = on.then(|| ctx.read(|m| m.counter(ME))).flatten()?;
        Some(view! {
            <ul class="counter" aria-label=ctx.t(Text::CounterLabel)>
                {tallies.into_iter().map(|t| view! {
                    <li class="counter__cell" class=("counter__cell--out", t.left == 0) aria-label=t.name(lang)>
                        <span class="counter__rank" aria-hidden="true">{t.short()}</span>
                        <b class="counter__left" aria-hidden="true">{t.left}</b>
                        <i class="counter__wild" aria-hidden="true">{t.wild_mark()}</i>
                    </li>
                }).collect_view()}
            </ul>
        })
    }
}
