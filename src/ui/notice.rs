//! The message beside my hand: why a move was refused, what 추천 proposes, what auto-play
//! did. One persistent live region; a refusal is an alert.

use leptos::prelude::*;

use super::ctx::{GameCtx, Notice};

/// The notice line.
#[component]
pub fn NoticeLine() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let kind = move || match ctx.notice.get() {
        None => "",
        Some(Notice::Refused(_)) => "refused",
        Some(Notice::Hint(_)) => "hint",
        Some(Notice::Info(_)) => "info",
    };
    let text = move || match ctx.notice.get() {
        None => String::new(),
        Some(Notice::Refused(t) | Notice::Hint(t) | Notice::Info(t)) => t,
    };
    view! {
        <p
            class="notice"
            class=("notice--refused", move || kind() == "refused")
            class=("notice--hint", move || kind() == "hint")
            class=("notice--info", move || kind() == "info")
            role=move || if kind() == "refused" { "alert" } else { "status" }
            aria-live="polite"
        >
            {text}
        </p>
    }
}
