//! The application root: provides the table's context, restores the save, writes it after
//! every change, starts the timers and switches screens.

use leptos::prelude::*;

use super::ctx::{Cmd, GameCtx, Screen, dispatch};
use super::ddz::DdzTable;
use super::guandan::GuandanTable;
use super::model::GameKind;
use super::rules::Rules;
use super::start::Start;
use super::timers;
use crate::storage::{self, LocalStore, SaveFile};

/// The whole application.
#[component]
pub fn App() -> impl IntoView {
    let ctx = GameCtx::default();
    provide_context(ctx);
    restore(ctx);
    // Every change of the match or the settings is saved (rejected moves change nothing).
    Effect::new(move |_| {
        let settings = ctx.settings.get();
        let Some(save) = ctx.read(|m| SaveFile::new(m.clone(), settings)) else {
            return;
        };
        let saved = LocalStore::open().is_some_and(|s| storage::save(&s, &save).is_ok());
        if !saved {
            ctx.load_notice.set(Some(
                "이 브라우저에서는 진행 상황을 저장할 수 없습니다.".into(),
            ));
        }
    });
    timers::install(ctx);
    let kind = move || ctx.read(|m| m.kind());
    view! {
        <main class="app" data-app-ready="">
            {move || match ctx.screen.get() {
                Screen::Start => view! { <Start /> }.into_any(),
                Screen::Rules { .. } => view! { <Rules /> }.into_any(),
                Screen::Table => match kind() {
                    Some(GameKind::Doudizhu) => view! { <DdzTable /> }.into_any(),
                    Some(GameKind::Guandan) => view! { <GuandanTable /> }.into_any(),
                    None => view! { <Start /> }.into_any(),
                },
            }}
        </main>
    }
}

/// Reads the save into the context; an unreadable one becomes a notice (its raw text is
/// already kept under the backup key by `storage::load`).
fn restore(ctx: GameCtx) {
    let Some(store) = LocalStore::open() else {
        ctx.load_notice
            .set(Some("이 브라우저에서는 저장 공간을 쓸 수 없습니다.".into()));
        return;
    };
    match storage::load(&store) {
        Ok(Some(save)) => {
            ctx.chosen.set(save.game.kind());
            ctx.settings.set(save.settings);
            dispatch(ctx, Cmd::Start(save.game));
        }
        Ok(None) => {}
        Err(e) => ctx.load_notice.set(Some(e.notice_ko())),
    }
}
