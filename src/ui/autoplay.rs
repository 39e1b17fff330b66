//! 자동 플레이: a toggle and the interval (0.3–5 s). Switching it off cancels the pending
//! move at once (the timer effect re-runs and clears it).

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::model::interval_label;
use crate::session::INTERVALS_MS;
use i18n::Text;

/// The auto-play toggle and interval.
#[component]
pub fn AutoPlay() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let on = move || ctx.settings.with(|s| s.auto);
    let interval = move || ctx.settings.with(|s| s.interval_ms);
    let pick = move |ev: leptos::ev::Event| {
        if let Ok(ms) = event_target_value(&ev).parse::<u32>() {
            ctx.settings.update(|s| s.interval_ms = ms);
        }
    };
    view! {
        <div class="autoplay">
            <button
                class="autoplay__toggle"
                class=("autoplay__toggle--on", on)
                aria-pressed=move || on().to_string()
                on:click=move |_| ctx.settings.update(|s| s.auto = !s.auto)
            >
                {ctx.t(Text::AutoPlay)}
            </button>
            <label class="autoplay__interval">
                <span class="autoplay__label">{ctx.t(Text::Interval)}</span>
                <select on:change=pick prop:value=move || interval().to_string()>
                    {INTERVALS_MS
                        .into_iter()
                        .map(|ms| {
                            view! {
                                <option value=ms.to_string() selected=move || interval() == ms>
                                    {interval_label(ms, lang)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        </div>
    }
}
