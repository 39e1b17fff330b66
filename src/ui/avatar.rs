//! A seat's avatar: the first letter of its name in a circle of its own colour (each seat
//! has one; in 관단 the ring shows the team), glowing while the seat is to act or thinking.

use leptos::prelude::*;

use super::model::initial;
use engine::Seat;

/// The avatar of `seat`, called `name`; `active` while it is to act or thinking.
#[component]
pub fn Avatar(seat: Seat, name: &'static str, #[prop(into)] active: Signal<bool>) -> impl IntoView {
    view! {
        <span
            class=format!("avatar avatar--{}", seat.0)
            class=("avatar--active", move || active.get())
            aria-hidden="true"
        >
            {initial(name)}
        </span>
    }
}
