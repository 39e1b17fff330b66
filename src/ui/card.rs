//! One card face: corner index, suit colour, a large pip, distinct jokers, and a mark for
//! 관단's level cards and wilds. A wild's mark sits in the corner column, under the index,
//! so it stays visible where cards overlap. Purely visual; the button around it carries
//! the name ("하트 2 (와일드)").

use leptos::prelude::*;

use super::ctx::lang_here;
use super::model::{CardFace, Mark};
use i18n::{Text, text};

/// A card face (inside a hand button or a played row).
#[component]
pub fn CardView(face: CardFace) -> impl IntoView {
    let lang = lang_here();
    let joker = face.joker;
    let pip = match (joker, face.suit) {
        (0, Some(s)) => s.to_string(),
        (1, _) => "☆".to_string(),
        _ => "★".to_string(),
    };
    let word = match joker {
        1 => Some(Text::SmallJoker),
        2 => Some(Text::BigJoker),
        _ => None,
    };
    view! {
        <span
            class="card"
            class=("card--red", face.red)
            class=("card--joker", joker > 0)
            class=("card--big-joker", joker == 2)
            class=("card--wild", face.mark == Mark::Wild)
            class=("card--level", face.mark == Mark::Level)
            aria-hidden="true"
        >
            <span class="card__corner">
                <span class="card__rank">{face.rank}</span>
                {face.suit.map(|s| view! { <span class="card__suit">{s.to_string()}</span> })}
                {(face.mark == Mark::Wild).then(|| view! { <span class="card__wild">{text(Text::Wild, lang)}</span> })}
            </span>
            <span class="card__pip">{pip}</span>
            {word.map(|w| view! { <span class="card__word">{text(w, lang)}</span> })}
        </span>
    }
}

/// A face-down card.
#[component]
pub fn CardBack() -> impl IntoView {
    view! { <span class="card card--back" aria-hidden="true"></span> }
}
