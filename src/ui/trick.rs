//! The middle of the table: what each seat played (or said) in this trick, each in its
//! own place on the side of the seat that played it (mine in front of me), and the play to
//! beat marked as the one winning the trick.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::model::words::played_by;
use super::model::{LastAct, ME, seat_name};
use super::played::Played;
use engine::Seat;
use i18n::Text;

/// The trick's places: each seat with its side of the table ("left", "right", "top"),
/// mine ("me") in front of me.
#[component]
pub fn Trick(seats: &'static [(Seat, &'static str)]) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let holder = Memo::new(move |_| ctx.read(|m| m.holder()).flatten());
    let count = ctx.peek(|m| m.seats()).unwrap_or(3);
    let place = move |&(seat, side): &(Seat, &'static str)| {
        // A memo: the play is drawn (and slides in) once, when it changes, not on every move.
        let act = Memo::new(move |_| {
            ctx.read(|m| m.last_act(seat, ctx.lang_now()))
                .unwrap_or(LastAct::Nothing)
        });
        let holding = move || holder.get() == Some(seat) && matches!(act.get(), LastAct::Cards(..));
        view! {
            <div
                class=format!("trick__place trick__place--{side}")
                class=("myplay", seat == ME)
                class=("trick__place--holding", holding)
                role="group"
                aria-label=played_by(seat_name(count, seat, ctx.lang_now()), ctx.lang_now())
            >
                <Played act=act />
                <span class="trick__winning" hidden=move || !holding()>{ctx.t(Text::Winning)}</span>
            </div>
        }
    };
    view! { <div class="trick">{seats.iter().map(place).collect_view()}</div> }
}
