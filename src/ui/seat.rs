//! A computer seat at the table: name, badge (지주/농민, or a finish place), cards left,
//! its last play or 패스 this trick, and whether it is thinking (its turn, until it moves).

use leptos::prelude::*;

use super::card::CardBack;
use super::ctx::GameCtx;
use super::model::{LastAct, cards_left, seat_name};
use super::played::Played;
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
    let thinking = move || turn.get() || ctx.thinking.with(|v| v.contains(&seat));
    // A memo: the play is drawn (and slides in) once, when it changes, not on every move.
    let act = Memo::new(move |_| {
        ctx.read(|m| m.last_act(seat, lang))
            .unwrap_or(LastAct::Nothing)
    });
    view! {
        <section
            class=format!("seat seat--{side}")
            class=("seat--turn", move || turn.get())
            aria-label=name
        >
            <header class="seat__head">
                <span class="seat__name">{name}</span>
                {move || badge.get().map(|b| view! { <span class="seat__badge">{b}</span> })}
                <span class="seat__count" aria-label=move || cards_left(count.get(), lang)>
                    <CardBack />
                    <span class="seat__number">{move || count.get()}</span>
                    <span class="seat__unit">{ctx.t(Text::CardsUnit)}</span>
                </span>
            </header>
            // A row of its own, always there: showing it moves nothing (issue 12).
            <span class="seat__turn" class=("seat__turn--on", thinking)>{ctx.t(Text::Thinking)}</span>
            <Played act=act />
        </section>
    }
}
