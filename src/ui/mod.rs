//! The Leptos table. [`model`] is plain Rust, tested natively; the components compile for
//! wasm32 only.

pub mod model;

#[cfg(target_arch = "wasm32")]
mod placeholder {
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
}

#[cfg(target_arch = "wasm32")]
pub use placeholder::App;
