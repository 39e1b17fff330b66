//! 규칙: both games explained in our own words, one tab per game.

use leptos::prelude::*;

use super::ctx::{GameCtx, Screen};
use super::model::rules_text::{Section, rules};
use crate::session::GameKind;
use i18n::Text;

/// The rules page.
#[component]
pub fn Rules() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let tab = RwSignal::new(ctx.chosen.get_untracked());
    let back = move |_| {
        let to_table = matches!(
            ctx.screen.get_untracked(),
            Screen::Rules { from_table: true }
        );
        ctx.screen.set(if to_table {
            Screen::Table
        } else {
            Screen::Start
        });
    };
    let tab_button = move |k: GameKind| {
        view! {
            <button
                class="rules__tab"
                role="tab"
                aria-selected=move || (tab.get() == k).to_string()
                on:click=move |_| tab.set(k)
            >
                {k.name(ctx.lang_now())}
            </button>
        }
    };
    let lang = ctx.lang_now();
    let sections = move || rules(tab.get(), lang);
    view! {
        <section class="rules">
            <header class="rules__head">
                <h1>{ctx.t(Text::Rules)}</h1>
                <button on:click=back>{ctx.t(Text::Back)}</button>
            </header>
            <div class="rules__tabs" role="tablist">
                {tab_button(GameKind::Doudizhu)}
                {tab_button(GameKind::Guandan)}
            </div>
            <div class="rules__body" role="tabpanel">
                {move || sections().iter().map(section).collect_view()}
            </div>
        </section>
    }
}

fn section(&(title, paras): &Section) -> impl IntoView {
    view! {
        <article class="rules__section">
            <h2>{title}</h2>
            {paras.iter().map(|p| view! { <p>{*p}</p> }).collect_view()}
        </article>
    }
}
