//! The notice while the browser refuses the saves (full storage, private mode): shown once
//! when a save is first refused, on every screen, until the saves get through again or
//! the player closes it. Play goes on meanwhile; every later change tries to save again.

use leptos::prelude::*;

use super::ctx::GameCtx;
use i18n::{Text, text};

/// The banner at the top of the page.
#[component]
pub fn SaveNotice() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    move || {
        ctx.save_notice.get().map(|notice| {
            view! {
                <div class="save-notice" role="alert">
                    <p class="save-notice__text">{notice}</p>
                    <button class="save-notice__close" on:click=move |_| ctx.save_notice.set(None)>
                        {text(Text::Close, ctx.lang.get())}
                    </button>
                </div>
            }
        })
    }
}
