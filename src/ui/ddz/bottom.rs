//! 바닥패: the three bottom cards, face down during bidding, face up once the landlord takes
//! them (D1).

use leptos::prelude::*;

use crate::ui::card::{CardBack, CardView};
use crate::ui::ctx::GameCtx;
use crate::ui::model::{CardFace, Mark};

/// The bottom cards.
#[component]
pub fn Bottom() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let shown = Memo::new(move |_| {
        ctx.read(|m| {
            m.as_ddz().and_then(|g| {
                g.landlord().map(|_| {
                    let mut faces: Vec<CardFace> = g
                        .bottom()
                        .iter()
                        .map(|id| CardFace::new(id, Mark::Plain))
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
            format!("바닥패: {}", names.join(", "))
        }
        None => "바닥패 3장 (뒷면)".to_string(),
    };
    view! {
        <div class="bottom" role="img" aria-label=label>
            <span class="bottom__title">"바닥패"</span>
            <div class="bottom__cards">
                {move || match shown.get() {
                    Some(faces) => faces.into_iter().map(|f| view! { <CardView face=f /> }.into_any()).collect_view(),
                    None => (0..3).map(|_| view! { <CardBack /> }.into_any()).collect_view(),
                }}
            </div>
        </div>
    }
}
