//! A computer seat at the table: its avatar, name, badge (지주/농민; 관단: 동료 or 상대, and a
//! finish place), cards left, and whether it is thinking (its turn, until it moves). What it
//! plays lies in the middle of the table, on its side (`trick`).

use leptos::prelude::*;

use super::avatar::Avatar;
use super::card::CardBack;
use super::ctx::GameCtx;
use super::model::{cards_left, seat_name};
use engine::Seat;
use i18n::Text;

/// One opponent's (or partner's) place.
#[component]
pub fn SeatPanel(
    seat: Seat,
    /// "left", "right" or "top".
    side: &'static str,
    #[prop(into)] badge: Signal<Option<String>>,
) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let seats = ctx.peek(|m| m.seats()).unwrap_or(3);
    let lang = ctx.lang_now();
    let name = seat_name(seats, seat, lang);
    let count = Memo::new(move |_| {
        ctx.read(|m| m.counts().get(seat.index()).copied().unwrap_or(0))
            .unwrap_or(0)
    });
    let turn = Memo::new(move |_| ctx.read(|m| m.to_act() == Some(seat)).unwrap_or(false));
    // Its turn, or a question out: the answer, then the readable pause, before it moves.
    let thinking = Signal::derive(move || turn.get() || ctx.thinking.with(|v| v.contains(&seat)));
    view! {
        <section
            class=format!("seat seat--{side}")
            class=("seat--turn", move || turn.get())
            aria-label=name
        >
            <Avatar seat=seat name=name active=thinking />
            <div class="seat__who">
                <span class="seat__name">{name}</span>
                {move || badge.get().map(|b| view! { <span class="seat__badge">{b}</span> })}
            </div>
            <span class="seat__count" aria-label=move || cards_left(count.get(), lang)>
                <CardBack />
                <span class="seat__number">{move || count.get()}</span>
                <span class="seat__unit">{ctx.t(Text::CardsUnit)}</span>
            </span>
            // A row of its own, always there: showing it moves nothing (issue 12).
            <span class="seat__turn" class=("seat__turn--on", thinking)>{ctx.t(Text::Thinking)}</span>
        </section>
    }
}
