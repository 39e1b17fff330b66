//! The record panel over the table, in one of two modes: 이번 판 기록 (every trick of this
//! hand so far, who played what or passed, from my seat's view only) or 다시 보기 (the hand
//! just finished, step by step: every hand face up, the settlement at the end; the steps
//! are the engine's own). Both show `model::record` groups, in one list that scrolls.

use std::time::Duration;

use leptos::prelude::*;

use super::ctx::{GameCtx, Panel};
use super::model::ME;
use super::model::record::{Group, Replay};
use super::played::Played;
use i18n::Text;

/// The pause between two replay steps while playing.
const STEP_MS: u64 = 900;

/// The panel (nothing while [`Panel::Closed`]).
#[component]
pub fn RecordPanel() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let step = RwSignal::new(0usize);
    let playing = RwSignal::new(false);
    let len = RwSignal::new(0usize);
    // The hand is built once when 다시 보기 opens; a step only reads it.
    let replay = Memo::new(move |_| {
        (ctx.panel.get() == Panel::Replay)
            .then(|| ctx.read(|m| Replay::of(m, lang)).flatten())
            .flatten()
    });
    let groups = move || match ctx.panel.get() {
        Panel::History => ctx.read(|m| m.record(ME, lang)).unwrap_or_default(),
        Panel::Replay => {
            let at = step.get();
            replay.with(|r| r.as_ref().map(|r| r.frame(at).groups).unwrap_or_default())
        }
        Panel::Closed => Vec::new(),
    };
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        // A replay opens at the deal.
        if ctx.panel.get() == Panel::Replay {
            len.set(replay.with_untracked(|r| r.as_ref().map_or(0, Replay::len)));
            step.set(0);
            playing.set(false);
        }
    });
    Effect::new(move |_| {
        // The record at its newest play, as it grows.
        ctx.read(|m| m.seq());
        if let Some(l) = list.get()
            && ctx.panel.get_untracked() == Panel::History
        {
            l.set_scroll_top(l.scroll_height());
        }
    });
    // While playing, one step after each pause, up to the end.
    Effect::new(move |prev: Option<Option<TimeoutHandle>>| {
        if let Some(Some(h)) = prev {
            h.clear();
        }
        let at = step.get();
        if !playing.get() || at >= len.get() {
            return None;
        }
        set_timeout_with_handle(move || step.set(at + 1), Duration::from_millis(STEP_MS)).ok()
    });
    let go = move |d: isize| {
        playing.set(false);
        step.update(|s| *s = s.saturating_add_signed(d).min(len.get_untracked()));
    };
    // 재생 at the end plays again from the deal; otherwise it plays or pauses.
    let toggle = move |_| {
        let at_end = step.get_untracked() >= len.get_untracked();
        if at_end {
            step.set(0);
        }
        playing.set(at_end || !playing.get_untracked());
    };
    let running = move || playing.get() && step.get() < len.get();
    move || {
        let replay = match ctx.panel.get() {
            Panel::Closed => return None,
            p => p == Panel::Replay,
        };
        Some(view! {
            <section class="record" class=("record--replay", replay) role="dialog" aria-labelledby="record-title">
                <header class="record__head">
                    <h2 id="record-title" class="record__title">{ctx.t(if replay { Text::Replay } else { Text::ThisHandRecord })}</h2>
                    <span class="record__step" hidden=!replay>{move || format!("{} / {}", step.get(), len.get())}</span>
                    <button on:click=move |_| ctx.panel.set(Panel::Closed)>{ctx.t(Text::Close)}</button>
                </header>
                <div class="record__controls" role="toolbar" aria-label=ctx.t(Text::ReplayControls) hidden=!replay>
                    <button aria-label=ctx.t(Text::PrevMove) disabled=move || step.get() == 0 on:click=move |_| go(-1)>"◀"</button>
                    <button on:click=toggle>{move || ctx.t(if running() { Text::ReplayPause } else { Text::ReplayPlay })}</button>
                    <button aria-label=ctx.t(Text::NextMove) disabled=move || { step.get() >= len.get() } on:click=move |_| go(1)>"▶"</button>
                </div>
                <ol class="record__list" node_ref=list tabindex="0"
                    aria-label=ctx.t(if replay { Text::ReplayScene } else { Text::TrickList })>
                    {move || groups().into_iter().map(group).collect_view()}
                </ol>
            </section>
        })
    }
}

/// One group of the record: a heading, then who did what.
pub fn group(g: Group) -> impl IntoView {
    view! {
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
    }
}
