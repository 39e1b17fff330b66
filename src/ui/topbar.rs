//! The bar above the table: 메뉴 (back to the start screen, the match stays saved), the
//! game's status (passed in), 기록 (this hand's record), 카운터 (the card counter, on or
//! off, saved with the settings), 소리 (sound, off unless turned on, saved too) and 규칙.

use leptos::prelude::*;

use super::ctx::{GameCtx, Panel, Screen};
use i18n::Text;

/// The top bar; `children` is the game's status.
#[component]
pub fn TopBar(children: Children) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let counter = move || ctx.settings.with(|s| s.counter).to_string();
    let sound = move || ctx.settings.with(|s| s.sound);
    view! {
        <header class="topbar">
            <button class="topbar__menu" on:click=move |_| ctx.screen.set(Screen::Start)>{ctx.t(Text::Menu)}</button>
            <div class="topbar__status">{children()}</div>
            <button class="topbar__record" on:click=move |_| ctx.panel.set(Panel::History)>{ctx.t(Text::RecordButton)}</button>
            <button
                class="topbar__counter"
                aria-pressed=counter
                on:click=move |_| ctx.settings.update(|s| s.counter = !s.counter)
            >
                {ctx.t(Text::CounterButton)}
            </button>
            <button
                class="topbar__sound"
                aria-pressed=move || sound().to_string()
                on:click=move |_| {
                    ctx.settings.update(|s| s.sound = !s.sound);
                    super::sound::switched(sound());
                }
            >
                {ctx.t(Text::Sound)}
            </button>
            <button
                class="topbar__rules"
                on:click=move |_| ctx.screen.set(Screen::Rules { from_table: true })
            >
                {ctx.t(Text::Rules)}
            </button>
        </header>
    }
}
