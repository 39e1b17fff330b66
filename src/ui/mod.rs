//! The Leptos table (wasm32 only).

use leptos::prelude::*;

/// The whole application.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <main class="app" data-app-ready="">
            <h1>"더우디주 · 관단"</h1>
        </main>
    }
}
