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
                    <div class="played__label">{reading(&label)}</div>
                </div>
            }
            .into_any()
        }
    }
}

/// A reading with each range ("♥3–7", "33–55") in one unbreakable piece: a line may end
/// after an en dash, which would cut the range. The text stays the reading's own.
fn reading(label: &str) -> impl IntoView + use<> {
    label
        .split(' ')
        .enumerate()
        .map(|(i, word)| {
            let space = if i > 0 { " " } else { "" };
            if word.contains('–') {
                view! { {space}<span class="played__range">{word.to_string()}</span> }.into_any()
            } else {
                format!("{space}{word}").into_any()
            }
        })
        .collect_view()
}
