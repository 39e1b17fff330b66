//! My last play this trick (or my bid), shown on the table in front of me.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::model::{LastAct, ME};
use super::played::Played;
use i18n::Text;

/// My last act, in the middle of the table.
#[component]
pub fn MyPlay() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    // A memo: the play is drawn (and slides in) once, when it changes, not on every move.
    let act = Memo::new(move |_| {
        ctx.read(|m| m.last_act(ME, ctx.lang_now()))
            .unwrap_or(LastAct::Nothing)
    });
    view! {
        <div class="myplay" role="group" aria-label=ctx.t(Text::MyPlay)>
            <Played act=act />
        </div>
    }
}
