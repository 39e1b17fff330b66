//! 계속하기 on the start screen: one entry per unfinished match, 더우디주 and/or 관단 (each
//! game keeps its own), with how far it is and its difficulty.

use leptos::prelude::*;

use super::ctx::{Cmd, GameCtx, Screen, dispatch};
use super::model::continue_game;
use super::model::level::difficulty_tag;
use crate::session::GameKind;
use i18n::Text;

/// The unfinished matches, each with its 계속하기 button; nothing when there are none.
#[component]
pub fn Resume() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let open = Memo::new(move |_| {
        GameKind::ALL
            .into_iter()
            .filter_map(|k| {
                let tag = difficulty_tag(ctx.levels[k].get(), ctx.lang_now());
                ctx.matches[k].with(|m| {
                    m.as_ref().filter(|m| !m.is_over()).map(|m| {
                        let mut parts = m.summary_parts(ctx.lang_now());
                        parts.push(tag);
                        (k, parts)
                    })
                })
            })
            .collect::<Vec<_>>()
    });
    let entry = move |(k, parts): (GameKind, Vec<String>)| {
        let resume = move |_| {
            ctx.chosen.set(k);
            dispatch(ctx, Cmd::Resume(k));
            ctx.screen.set(Screen::Table);
        };
        view! {
            <li class="resume__game">
                <button class="resume__button" on:click=resume>
                    {continue_game(k.name(ctx.lang_now()), ctx.lang_now())}
                </button>
                // Each piece whole on its line; lines break only at the dots.
                <p class="resume__summary">
                    {parts.into_iter().enumerate().map(|(i, p)| view! {
                        {(i > 0).then_some(" · ")}
                        <span class="resume__part">{p}</span>
                    }).collect_view()}
                </p>
            </li>
        }
    };
    move || {
        let list = open.get();
        (!list.is_empty()).then(|| {
            view! {
                <ul class="resume" aria-label=ctx.t(Text::OpenGames)>
                    {list.into_iter().map(entry).collect_view()}
                </ul>
            }
        })
    }
}
