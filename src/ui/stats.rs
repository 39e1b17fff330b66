//! 내 기록 on the start screen: the chosen game's record ([`crate::session::Stats`], lines
//! from `model::stats`) and 기록 초기화, which asks first.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::dialog::{Ask, Dialog};
use super::model::Stage;
use super::model::stats::{lines, record_title, reset_warning};
use super::review::ReviewButton;
use crate::session::GameKind;
use i18n::Text;

/// True when game `kind` has a hand to review: one kept, or its match at a hand's end.
fn reviewable(ctx: GameCtx, kind: GameKind) -> bool {
    ctx.stats.with(|s| s.reviews.of(kind).last.is_some())
        || ctx.matches[kind].with(|m| {
            m.as_ref()
                .is_some_and(|m| matches!(m.stage(), Stage::HandOver | Stage::MatchOver))
        })
}

/// The record of the game chosen on the start screen.
#[component]
pub fn MyStats() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let asking = RwSignal::new(false);
    let rows = move || {
        let k = ctx.chosen.get();
        ctx.stats.with(|s| lines(s, k, lang))
    };
    let question = Signal::derive(move || {
        asking.get().then(|| Ask {
            title: ctx.t(Text::ResetTitle),
            text: reset_warning(ctx.chosen.get_untracked().name(lang), lang),
            go: ctx.t(Text::ResetGo),
            cancel: Some(ctx.t(Text::Cancel)),
        })
    });
    let reset = Callback::new(move |()| {
        asking.set(false);
        let k = ctx.chosen.get_untracked();
        ctx.stats.update(|s| s.reset(k));
    });
    let cancel = Callback::new(move |()| asking.set(false));
    view! {
        <section class="stats" aria-labelledby="stats-title">
            <h2 id="stats-title" class="stats__title">
                {move || record_title(ctx.chosen.get().name(lang), lang)}
            </h2>
            <dl class="stats__list">
                {move || {
                    rows()
                        .into_iter()
                        .map(|(label, value)| view! {
                            <div class="stats__row"><dt>{label}</dt><dd>{value}</dd></div>
                        })
                        .collect_view()
                }}
            </dl>
            <div class="stats__actions">
                {move || {
                    let kind = ctx.chosen.get();
                    view! { <ReviewButton kind enabled=Signal::derive(move || reviewable(ctx, kind)) /> }
                }}
                <button class="stats__reset" on:click=move |_| asking.set(true)>{ctx.t(Text::ResetRecord)}</button>
            </div>
        </section>
        <Dialog ask=question on_go=reset on_cancel=cancel />
    }
}
