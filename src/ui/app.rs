//! The application root: provides the table's context, restores the saves, writes each
//! game's save after every change of that game (and the settings' after theirs), starts
//! the timers and switches screens.

use leptos::prelude::*;

use super::ctx::{AiSource, Cmd, GameCtx, Screen, dispatch};
use super::ddz::DdzTable;
use super::guandan::GuandanTable;
use super::rules::Rules;
use super::save_notice::SaveNotice;
use super::start::Start;
use super::tab_lock::{self, TabNotice};
use super::{panic, timers};
use crate::session::GameKind;
use crate::storage::{self, LocalStore, SaveError, SaveNotice as Change, SettingsFile, Slot};

/// The whole application.
#[component]
pub fn App() -> impl IntoView {
    let ctx = GameCtx::default();
    provide_context(ctx);
    tab_lock::install(ctx);
    restore(ctx);
    panic::drill();
    // Every change of a match is saved under its own game's key (rejected moves change
    // nothing), so one game's moves never touch the other's save.
    for kind in GameKind::ALL {
        Effect::new(move |_| {
            ctx.matches[kind].with(|m| {
                if let Some(m) = m {
                    write(ctx, Slot::Match(kind), |s| storage::save_match(s, m));
                    // A settled hand (or a new match) goes into my record.
                    ctx.stats.maybe_update(|s| s.observe(m));
                }
            });
        });
    }
    // The settings and the game on the table, from their first change on (what was just
    // restored is saved already; a start-up write would only hide the restore's notice).
    Effect::new(move |first: Option<()>| {
        let save = SettingsFile::new(ctx.settings.get(), ctx.active.get());
        if first.is_some() {
            write(ctx, Slot::Settings, |s| storage::save_settings(s, &save));
        }
    });
    // My record, whenever it counted something.
    Effect::new(move |first: Option<()>| {
        ctx.stats.with(|st| {
            if first.is_some() {
                write(ctx, Slot::Stats, |s| storage::save_stats(s, st));
            }
        });
    });
    timers::install(ctx);
    let kind = move || ctx.read(|m| m.kind());
    // While another tab holds the game, the page under its notice is inert.
    let elsewhere = move || (!ctx.tab.get().writes()).then_some("");
    view! {
        <SaveNotice />
        <main class="app" data-app-ready="" data-ai=move || ctx.ai.get().map(AiSource::attr) inert=elsewhere>
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
        <TabNotice />
    }
}

/// Writes `slot` with `save` to localStorage, if this tab holds the game. A refusal shows
/// the notice the first time; the next change tries again, and a success takes the notice
/// away once every document saves. Nothing saved before is removed on a refusal.
fn write(ctx: GameCtx, slot: Slot, save: impl FnOnce(&LocalStore) -> Result<(), SaveError>) {
    if !tab_lock::may_write(ctx) {
        return;
    }
    let outcome = LocalStore::open().map_or(Err(SaveError::Refused), |s| save(&s));
    let change = ctx
        .health
        .try_update_value(|h| h.record(slot, outcome))
        .flatten();
    match change {
        Some(Change::Show) => ctx.save_notice.set(Some(SaveError::Refused.notice_ko())),
        Some(Change::Hide) => ctx.save_notice.set(None),
        None => {}
    }
}

/// Reads the saves into the context (each game's match, the settings) and puts the game
/// played last on the table; unreadable ones become a notice (their raw text is already
/// kept under their backup keys by `storage::load`). Also when this tab takes the game
/// over from another (`tab_lock`): it goes on from the other tab's saves.
pub(super) fn restore(ctx: GameCtx) {
    let Some(store) = LocalStore::open() else {
        ctx.load_notice
            .set(Some("이 브라우저에서는 저장 공간을 쓸 수 없습니다.".into()));
        return;
    };
    let mut loaded = storage::load(&store);
    if !loaded.errors.is_empty() {
        let notices: Vec<String> = loaded.errors.iter().map(|e| e.notice_ko()).collect();
        ctx.load_notice.set(Some(notices.join(" ")));
    }
    ctx.settings.set(loaded.session.settings);
    ctx.stats.set(std::mem::take(&mut loaded.session.stats));
    let resume = loaded.session.resume_kind();
    if let Some(kind) = resume.or(loaded.session.last) {
        ctx.chosen.set(kind);
    }
    for kind in GameKind::ALL {
        ctx.matches[kind].set(loaded.session.take(kind));
    }
    if let Some(kind) = resume {
        dispatch(ctx, Cmd::Resume(kind));
    }
}
