//! The application root: provides the table's context, restores the saves, writes each
//! game's save after every change of that game (and the settings' after theirs), tries a
//! refused save again every few seconds, starts the timers and switches screens.

use std::time::Duration;

use leptos::prelude::*;

use super::boot;
use super::card_words::CardWords;
use super::ctx::{AiSource, Cmd, GameCtx, LoadNotice, Screen, dispatch, relabel};
use super::ddz::DdzTable;
use super::guandan::GuandanTable;
use super::review::ReviewPanel;
use super::rules::Rules;
use super::save_notice::SaveNotice;
use super::start::Start;
use super::tab_lock::{self, TabNotice};
use super::{panic, timers};
use crate::session::GameKind;
use crate::storage::{self, LocalStore, SaveError, SaveNotice as Change, SettingsFile, Slot};
use i18n::{Text, text};

/// The whole application.
#[component]
pub fn App() -> impl IntoView {
    let ctx = GameCtx::default();
    provide_context(ctx);
    tab_lock::install(ctx);
    restore(ctx);
    // What was pressed on the start screen index.html drew while the wasm was on its way.
    if boot::take_over(ctx) {
        save_now(ctx, Slot::Settings);
    }
    panic::drill();
    // Every change of a match is saved under its own game's key (rejected moves change
    // nothing), so one game's moves never touch the other's save. The save (the whole
    // match as JSON, growing with the hand) runs in a task of its own, just after the
    // move's: a move's task then only renders, and neither grows into a long task on a
    // busy machine (`tests/e2e/mainthread.test.mjs`). Only a computer's or auto-play's
    // move can fall between the two (a click of mine is never that close to closing the
    // tab), and a reload replays it the same (R2).
    for kind in GameKind::ALL {
        Effect::new(move |_| {
            ctx.matches[kind].track();
            ctx.levels[kind].track();
            set_timeout(move || save_now(ctx, Slot::Match(kind)), Duration::ZERO);
            // A settled hand (or a new match) goes into my record.
            ctx.matches[kind].with_untracked(|m| {
                if let Some(m) = m {
                    ctx.stats.maybe_update(|s| s.observe(m));
                }
            });
        });
    }
    // The settings and the game on the table, from their first change on (what was just
    // restored is saved already; a start-up write would only hide the restore's notice).
    Effect::new(move |first: Option<()>| {
        ctx.settings.track();
        ctx.active.track();
        if first.is_some() {
            save_now(ctx, Slot::Settings);
        }
    });
    // My record, whenever it counted something.
    Effect::new(move |first: Option<()>| {
        ctx.stats.track();
        if first.is_some() {
            save_now(ctx, Slot::Stats);
        }
    });
    // A refused save is tried again at every change, and every beat meanwhile: a table
    // waiting for my move changes nothing, and its position must not wait for that move.
    let _ = set_interval_with_handle(move || retry(ctx), Duration::from_millis(RETRY_MS));
    timers::install(ctx);
    // The page's language follows the setting (screen readers, hyphenation, fonts), and
    // so does what the table has already said.
    Effect::new(move |first: Option<()>| {
        let lang = ctx.lang.get();
        if first.is_some() {
            relabel(ctx);
        }
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", lang.tag());
        }
        document().set_title(text(Text::Title, lang));
    });
    // A memo: the table is built once per game on the table, not again on every move (a
    // rebuild redrew every card, replayed every slide and reset each component's state).
    let kind = Memo::new(move |_| ctx.read(|m| m.kind()));
    // While another tab holds the game, the page under its notice is inert.
    let elsewhere = move || (!ctx.tab.get().writes()).then_some("");
    view! {
        <CardWords />
        <SaveNotice />
        <main class="app" data-app-ready="" data-ai=move || ctx.ai.get().map(AiSource::attr) inert=elsewhere>
            {move || {
                // A new language builds the screen anew, in it.
                ctx.lang.track();
                match ctx.screen.get() {
                Screen::Start => view! { <Start /> }.into_any(),
                Screen::Rules { .. } => view! { <Rules /> }.into_any(),
                Screen::Table => match kind.get() {
                    Some(GameKind::Doudizhu) => view! { <DdzTable /> }.into_any(),
                    Some(GameKind::Guandan) => view! { <GuandanTable /> }.into_any(),
                    None => view! { <Start /> }.into_any(),
                },
            }}}
            <ReviewPanel />
        </main>
        <TabNotice />
    }
}

/// How often a refused save is tried again when nothing changes.
const RETRY_MS: u64 = 5_000;

/// Writes again each document whose last save was refused, as it is now.
fn retry(ctx: GameCtx) {
    if let Some(health) = ctx.health.try_get_value() {
        health.refused().for_each(|slot| save_now(ctx, slot));
    }
}

/// Saves the document of `slot` as it is now (without tracking it).
fn save_now(ctx: GameCtx, slot: Slot) {
    match slot {
        Slot::Match(kind) => ctx.matches[kind].with_untracked(|m| {
            if let Some(m) = m {
                let level = ctx.levels[kind].get_untracked();
                write(ctx, slot, |s| storage::save_match(s, m, level));
            }
        }),
        Slot::Settings => {
            let save = SettingsFile::new(ctx.settings.get_untracked(), ctx.active.get_untracked());
            write(ctx, slot, |s| storage::save_settings(s, &save));
        }
        Slot::Stats => ctx
            .stats
            .with_untracked(|st| write(ctx, slot, |s| storage::save_stats(s, st))),
        Slot::V1 => {}
    }
}

/// Writes `slot` with `save` to localStorage, if this tab holds the game. A refusal shows
/// the notice the first time; the next change (or [`retry`]) tries again, and a success
/// takes the notice away once every document saves. Nothing saved before is removed on a refusal.
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
        Some(Change::Show) => ctx
            .save_notice
            .set(Some(SaveError::Refused.notice(ctx.lang_now()))),
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
        ctx.load_notice.set(Some(LoadNotice::NoStorage));
        return;
    };
    let mut loaded = storage::load(&store);
    ctx.settings.set(loaded.session.settings);
    if !loaded.errors.is_empty() {
        ctx.load_notice
            .set(Some(LoadNotice::Unreadable(std::mem::take(
                &mut loaded.errors,
            ))));
    }
    ctx.stats.set(std::mem::take(&mut loaded.session.stats));
    let resume = loaded.session.resume_kind();
    if let Some(kind) = resume.or(loaded.session.last) {
        ctx.chosen.set(kind);
    }
    for kind in GameKind::ALL {
        ctx.levels[kind].set(loaded.session.level(kind));
        ctx.matches[kind].set(loaded.session.take(kind));
    }
    if let Some(kind) = resume {
        dispatch(ctx, Cmd::Resume(kind));
    }
}
