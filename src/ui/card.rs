//! One card face, drawn as SVG (`model::card_art`: the rank and suit in two corners, the
//! pips, court figures and jesters from the page's card art), with 관단's marks: a level
//! card's bar under the index, and a wild's violet tag in the corner column, under the
//! index, so it stays visible where cards overlap. Purely visual, with no text of its own;
//! the button around it carries the name ("하트 2 (와일드)").

use leptos::prelude::*;

use super::model::card_art::{BACK, VIEW_BOX, face as art};
use super::model::{CardFace, Mark};

/// A card face (inside a hand button or a played row).
#[component]
pub fn CardView(face: CardFace) -> impl IntoView {
    let wild = face.mark == Mark::Wild;
    let drawing = art(face.id, face.mark);
    view! {
        <span
            class="card"
            class=("card--red", face.red)
            class=("card--joker", face.joker > 0)
            class=("card--big-joker", face.joker == 2)
            class=("card--wild", wild)
            aria-hidden="true"
        >
            <svg class="card__face" viewBox=VIEW_BOX inner_html=drawing></svg>
        </span>
    }
}

/// A face-down card.
#[component]
pub fn CardBack() -> impl IntoView {
    view! {
        <span class="card card--back" aria-hidden="true">
            <svg class="card__face" viewBox=VIEW_BOX inner_html=BACK></svg>
        </span>
    }
}
