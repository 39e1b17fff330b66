//! 이번 판 기록: every trick of this hand so far, who played what or passed, in order
//! (`model::record`, from my seat's view only), in a scrolling panel over the table.

use leptos::prelude::*;

use super::ctx::{GameCtx, Panel};
use super::model::ME;
use super::played::Played;
use super::replay::ReplayView;

/// The panel open over the table, if any.
#[component]
pub fn Panels() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    move || match ctx.panel.get() {
        Panel::History => view! { <History /> }.into_any(),
        Panel::Replay => view! { <ReplayView /> }.into_any(),
        Panel::Closed => ().into_any(),
    }
}

/// The record panel (shown while [`Panel::History`] is open).
#[component]
pub fn History() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let groups = Memo::new(move |_| ctx.read(|m| m.record(ME)).unwrap_or_default());
    let list = NodeRef::<leptos::html::Ol>::new();
    // The newest play in sight: scrolled to the end as the record grows.
    Effect::new(move |_| {
        groups.track();
        if let Some(l) = list.get() {
            l.set_scroll_top(l.scroll_height());
        }
    });
    view! {
        <section class="record" role="dialog" aria-labelledby="record-title">
            <header class="record__head">
                <h2 id="record-title" class="record__title">"이번 판 기록"</h2>
                <button on:click=move |_| ctx.panel.set(Panel::Closed)>"닫기"</button>
            </header>
            <ol class="record__list" node_ref=list tabindex="0" aria-label="트릭 목록">
                {move || groups.get().into_iter().map(|g| view! {
                    <li class="record__group">
                        <h3 class="record__trick">{g.title}</h3>
                        <ul class="record__entries">
                            {g.entries.into_iter().map(|e| view! {
                                <li class="record__entry">
                                    <span class="record__name">{e.name}</span>
                                    <Played act=e.act />
                                </li>
                            }).collect_view()}
                        </ul>
                    </li>
                }).collect_view()}
                {move || groups.with(Vec::is_empty).then(|| view! {
                    <li class="record__empty">"아직 낸 카드가 없습니다."</li>
                })}
            </ol>
        </section>
    }
}
