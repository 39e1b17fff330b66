//! R4: when the selection reads as more than one combination, which one will be played,
//! and buttons to pick another before 내기.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::model::ME;
use i18n::Text;

/// The reading line beside the hand ("낼 조합: 스트레이트 3–7"), with choices when several.
#[component]
pub fn Readings() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let readings = Memo::new(move |_| {
        let sel = ctx.selection.get();
        if sel.is_empty() {
            return Vec::new();
        }
        ctx.read(|m| {
            if m.my_play_turn(ME) {
                m.readings(ME, sel, ctx.lang_now()).unwrap_or_default()
            } else {
                Vec::new()
            }
        })
        .unwrap_or_default()
    });
    move || {
        let rs = readings.get();
        let at = ctx.reading.get().min(rs.len().saturating_sub(1));
        match rs.len() {
            0 => ().into_any(),
            1 => view! { <p class="readings">{ctx.t(Text::ReadingIs)} <strong>{rs[0].clone()}</strong></p> }
                .into_any(),
            _ => view! {
                <div class="readings" role="group" aria-label=ctx.t(Text::ChooseReading)>
                    <span>{ctx.t(Text::ReadingIs)} <strong>{rs[at].clone()}</strong> {ctx.t(Text::OtherReadings)}</span>
                    {rs.into_iter()
                        .enumerate()
                        .map(|(i, r)| view! {
                            <button
                                class="readings__choice"
                                aria-pressed=(i == at).to_string()
                                on:click=move |_| ctx.reading.set(i)
                            >
                                {r}
                            </button>
                        })
                        .collect_view()}
                </div>
            }
            .into_any(),
        }
    }
}
