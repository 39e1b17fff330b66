//! What a seat did last this trick: its cards (small, overlapped) and what they read as,
//! "패스", or a bid.

use leptos::prelude::*;

use super::card::CardView;
use super::model::LastAct;

/// A seat's last act.
#[component]
pub fn Played(#[prop(into)] act: Signal<LastAct>) -> impl IntoView {
    move || match act.get() {
        LastAct::Nothing => view! { <div class="played played--empty"></div> }.into_any(),
        LastAct::Pass(word) => view! { <div class="played played--pass">{word}</div> }.into_any(),
        LastAct::Said(text) => view! { <div class="played played--said">{text}</div> }.into_any(),
        LastAct::Cards(faces, label) => {
            let n = faces.len().to_string();
            view! {
                <div class="played">
                    <div class="played__cards" style=("--n", n) role="img" aria-label=label.clone()>
                        {faces.into_iter().map(|f| view! { <CardView face=f /> }).collect_view()}
                    </div>
                    <div class="played__label">{label}</div>
                </div>
            }
            .into_any()
        }
    }
}
