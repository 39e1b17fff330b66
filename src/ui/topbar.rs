//! The bar above the table: 메뉴 (back to the start screen, the match stays saved), the
//! game's status (passed in), and 규칙.

use leptos::prelude::*;

use super::ctx::{GameCtx, Screen};
use i18n::Text;

/// The top bar; `children` is the game's status.
#[component]
pub fn TopBar(children: Children) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    view! {
        <header class="topbar">
            <button class="topbar__menu" on:click=move |_| ctx.screen.set(Screen::Start)>{ctx.t(Text::Menu)}</button>
            <div class="topbar__status">{children()}</div>
            <button
                class="topbar__rules"
                on:click=move |_| ctx.screen.set(Screen::Rules { from_table: true })
            >
                {ctx.t(Text::Rules)}
            </button>
        </header>
    }
}
