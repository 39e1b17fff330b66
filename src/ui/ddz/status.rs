//! The 더우디주 status: hand number, whose turn, the live stake, and the scores toward 30.

use leptos::prelude::*;

use crate::ui::ctx::GameCtx;
use crate::ui::difficulty_tag::DifficultyTag;
use crate::ui::model::words::{Num, hand_no, target, turn_of};
use crate::ui::model::{ddz, seat_name};
use engine::Seat;
use engine::ddz::TARGET;
use i18n::Text;

/// The status line in the top bar.
#[component]
pub fn DdzStatus() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let hand = move || ctx.read(|m| m.as_ddz().map(|g| g.hand_no() + 1)).flatten();
    let turn = move || {
        ctx.read(|m| m.to_act())
            .flatten()
            .map_or("—".to_string(), |s| turn_of(seat_name(3, s, lang), lang))
    };
    let stake = move || {
        ctx.read(|m| m.as_ddz().map(|g| ddz::stake_line(g, lang)))
            .flatten()
    };
    let formula = move || {
        ctx.read(|m| m.as_ddz().map(|g| ddz::stake_formula(g, lang)))
            .flatten()
    };
    let scores = move || {
        ctx.read(|m| m.as_ddz().map(|g| g.scores()))
            .flatten()
            .unwrap_or_default()
    };
    let score = move |i: u8| {
        view! {
            <span class="status__score">
                {seat_name(3, Seat(i), lang)} " " <strong>{move || Num(scores()[i as usize]).to_string()}</strong>
            </span>
        }
    };
    view! {
        <div class="status">
            <h1 class="status__game">{ctx.t(Text::Doudizhu)}</h1>
            <span class="status__hand">{move || hand().map(|h| hand_no(h, lang))}</span>
            <span class="status__turn" aria-live="polite">{turn}</span>
            <span class="status__stake" title=formula>{stake}</span>
            <span class="status__scores" aria-label=ctx.t(Text::Scores)>
                {score(0)} {score(1)} {score(2)}
                <span class="status__target">{target(TARGET, lang)}</span>
            </span>
            <DifficultyTag />
        </div>
    }
}
