//! The words of the card art, drawn once for every card face: 관단's wild tag (a violet tag
//! with 와일드 down it), which faces place with `<use href="#wild">` (`model::card_art`). In
//! the page's language, and never a card's own text, so a card button's only words are its
//! name ("하트 2 (와일드)").

use leptos::prelude::*;

use super::ctx::GameCtx;
use i18n::{Text, text};

/// The symbols with words, in a drawing of no size.
#[component]
pub fn CardWords() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    view! {
        <svg class="card-art" width="0" height="0" aria-hidden="true" focusable="false">
            <symbol id="wild" overflow="visible">
                <rect class="card__wild-tag" x="3" y="53" width="20" height="44" rx="3" />
                <text class="card__wild-word" x="13" y="56" font-size="13">
                    {move || text(Text::Wild, ctx.lang.get())}
                </text>
            </symbol>
        </svg>
    }
}
