//! 다시 보기: the hand just finished, step by step, every hand face up, and the
//! settlement at the end. The steps are the engine's own (`model::record::Replay`).

use std::time::Duration;

use leptos::prelude::*;

use super::card::CardView;
use super::ctx::{GameCtx, Panel};
use super::model::CardFace;
use super::model::record::Replay;
use super::played::Played;

/// The pause between two steps while playing.
const STEP_MS: u64 = 900;

/// The replay panel (shown while [`Panel::Replay`] is open, once the hand is over).
#[component]
pub fn ReplayView() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let replay = StoredValue::new(ctx.peek(Replay::of).flatten());
    let len = replay.with_value(|r| r.as_ref().map_or(0, Replay::len));
    let step = RwSignal::new(0usize);
    let playing = RwSignal::new(false);
    let frame = Memo::new(move |_| replay.with_value(|r| r.as_ref().map(|r| r.frame(step.get()))));
    // While playing, one step after each pause; it stops at the end.
    Effect::new(move |prev: Option<Option<TimeoutHandle>>| {
        if let Some(Some(h)) = prev {
            h.clear();
        }
        let at = step.get();
        if !playing.get() {
            return None;
        }
        if at >= len {
            playing.set(false);
            return None;
        }
        set_timeout_with_handle(move || step.set(at + 1), Duration::from_millis(STEP_MS)).ok()
    });
    let go = move |d: isize| {
        playing.set(false);
        step.update(|s| *s = s.saturating_add_signed(d).min(len));
    };
    let toggle = move |_| {
        if step.get_untracked() >= len {
            step.set(0);
        }
        playing.update(|p| *p = !*p);
    };
    view! {
        <section class="replay" role="dialog" aria-labelledby="replay-title">
            <header class="replay__head">
                <h2 id="replay-title" class="replay__title">"다시 보기"</h2>
                <span class="replay__step">{move || format!("{} / {len}", step.get())}</span>
                <button on:click=move |_| ctx.panel.set(Panel::Closed)>"닫기"</button>
            </header>
            <div class="replay__controls" role="toolbar" aria-label="다시 보기 조작">
                <button aria-label="이전 수" disabled=move || step.get() == 0 on:click=move |_| go(-1)>"◀"</button>
                <button class="replay__play" on:click=toggle>
                    {move || if playing.get() { "일시정지" } else { "재생" }}
                </button>
                <button aria-label="다음 수" disabled=move || step.get() >= len on:click=move |_| go(1)>"▶"</button>
            </div>
            {move || frame.get().map(|f| view! {
                <ul class="replay__caption" aria-live="polite">
                    {f.caption.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
                <div class="replay__seats">
                    {f.seats.into_iter().map(|s| {
                        let (label, n) = (hand_name(&s.hand), s.hand.len());
                        view! {
                            <section class="replay__seat" aria-label=s.name>
                                <h3 class="replay__name">{s.name}" · "{n}"장"</h3>
                                <div class="replay__hand" role="img" aria-label=label>
                                    {s.hand.into_iter().map(|face| view! { <CardView face=face /> }).collect_view()}
                                </div>
                                <Played act=s.act />
                            </section>
                        }
                    }).collect_view()}
                </div>
                {(!f.settlement.is_empty()).then(|| view! {
                    <ul class="replay__settle" aria-label="결산">
                        {f.settlement.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                })}
            })}
        </section>
    }
}

/// A hand's accessible name: its cards, or 카드 없음.
fn hand_name(hand: &[CardFace]) -> String {
    if hand.is_empty() {
        return "카드 없음".to_string();
    }
    let names: Vec<&str> = hand.iter().map(|c| c.name.as_str()).collect();
    names.join(", ")
}
