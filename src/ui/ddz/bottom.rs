//! 바닥패: the three bottom cards, face down during bidding, face up once the landlord takes
//! them (D1).

use leptos::prelude::*;

use crate::ui::card::{CardBack, CardView};
use crate::ui::ctx::GameCtx;
use crate::ui::model::words::bottom_shown;
use crate::ui::model::{CardFace, Mark};
use i18n::Text;

/// The bottom cards.
#[component]
pub fn Bottom() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let shown = Memo::new(move |_| {
        ctx.read(|m| {
            m.as_ddz().and_then(|g| {
                g.landlord().map(|_| {
                    let mut faces: Vec<CardFace> = g
                        .bottom()
                        .iter()
                        .map(|id| CardFace::new(id, Mark::Plain, lang))
                        .collect();
                    faces.reverse();
                    faces
                })
            })
        })
        .flatten()
    });
    let label = move || match shown.get() {
        Some(f) => {
            let names: Vec<String> = f.iter().map(|c| c.name.clone()).collect();
            bottom_shown(&names, lang)
        }
        None => ctx.t(Text::BottomHidden).to_string(),
    };
    view! {
        <div class="bottom" role="img" aria-label=label>
            <span class="bottom__title">{ctx.t(Text::Bottom)}</span>
            <div class="bottom__cards">
                {move || match shown.get() {
                    Some(faces) => faces.into_iter().map(|f| view! { <CardView face=f /> }.into_any()).collect_view(),
                    None => (0..3).map(|_| view! { <CardBack /> }.into_any()).collect_view(),
                }}
            </div>
        </div>
    }
}
