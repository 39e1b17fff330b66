//! 내 기록 on the start screen: the chosen game's record ([`crate::session::Stats`], lines
//! from `model::stats`) and 기록 초기화, which asks first.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::dialog::{Ask, Dialog};
use super::model::stats::lines;

/// The record of the game chosen on the start screen.
#[component]
pub fn MyStats() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let asking = RwSignal::new(false);
    let rows = move || {
        let k = ctx.chosen.get();
        ctx.stats.with(|s| lines(s, k))
    };
    let question = Signal::derive(move || {
        asking.get().then(|| Ask {
            title: "기록을 초기화할까요?",
            text: format!(
                "{} 기록이 모두 지워지고 0부터 다시 셉니다. 진행 중인 게임은 그대로 둡니다.",
                ctx.chosen.get_untracked().name_ko()
            ),
            go: "초기화",
            cancel: true,
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
                {move || format!("내 기록 · {}", ctx.chosen.get().name_ko())}
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
            <button class="stats__reset" on:click=move |_| asking.set(true)>"기록 초기화"</button>
        </section>
        <Dialog ask=question on_go=reset on_cancel=cancel />
    }
}
