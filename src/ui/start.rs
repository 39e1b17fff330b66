//! 시작 화면: pick a game, continue an unfinished match ([`Resume`]), start a new one, or
//! read the rules.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::ctx::{Cmd, GameCtx, Screen, dispatch, random_u64};
use super::dialog::{Ask, Dialog};
use super::difficulty::Difficulty;
use super::resume::Resume;
use super::stats::MyStats;
use crate::session::{GameKind, Match};
use i18n::{Lang, Text};

/// The number `name=N` in the address's query, if there is one and it reads as a number.
pub fn url_number(name: &str) -> Option<u64> {
    let q = web_sys::window()?.location().search().ok()?;
    q.trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('=')?.parse().ok())
}

/// Where a new match's seed comes from: `?seed=N` in the address (tests, bug reports),
/// else the browser's random source.
pub fn new_seed() -> u64 {
    url_number("seed").unwrap_or_else(random_u64)
}

/// A new match of `kind` at the level its game is played at now (새 경기 once a match is
/// won: the table's level carries on).
pub fn rematch(ctx: GameCtx, kind: GameKind) {
    let level = ctx.levels[kind].get_untracked();
    dispatch(ctx, Cmd::Start(Match::new(kind, new_seed()), level));
}

/// 새 게임 (§21): in 더우디주 the unfinished hand is dealt anew, totals kept; else a fresh
/// match. Either replaces the chosen game's match only: the other game's stays, saved. It
/// plays on at the difficulty chosen on the start screen (계속하기 keeps the match's own).
fn new_game(ctx: GameCtx) {
    let k = ctx.chosen.get_untracked();
    match ctx.matches[k].with_untracked(|m| m.as_ref()?.new_game_move(k)) {
        Some(mv) => {
            ctx.levels[k].set(ctx.settings.with_untracked(|s| s.level));
            dispatch(ctx, Cmd::Resume(k));
            dispatch(ctx, Cmd::Act { mv, auto: None });
            ctx.screen.set(Screen::Table);
        }
        None => new_match(ctx),
    }
}

/// 새 경기 (§23): the chosen game from 0, at the difficulty chosen on the start screen.
fn new_match(ctx: GameCtx) {
    let m = Match::new(ctx.chosen.get_untracked(), new_seed());
    dispatch(ctx, Cmd::Start(m, ctx.settings.with_untracked(|s| s.level)));
    ctx.screen.set(Screen::Table);
}

/// What 새 게임 (or 새 경기, `fresh_match`) would throw away in the chosen game, said as
/// the question it asks first; `None` when nothing would be lost.
fn discard_warning(ctx: GameCtx, fresh_match: bool) -> Option<String> {
    let k = ctx.chosen.get_untracked();
    ctx.matches[k].with_untracked(|m| m.as_ref()?.discard_warning(k, fresh_match, ctx.lang_now()))
}

/// 새 게임 pressed where it may not ask (on the start screen index.html draws before the
/// wasm has arrived, `super::boot`): it starts when nothing would be lost, as the button
/// does then; else the start screen stays, and its own button asks.
pub(super) fn new_game_unasked(ctx: GameCtx) {
    if discard_warning(ctx, false).is_none() {
        new_game(ctx);
    }
}

/// The start screen.
#[component]
pub fn Start() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let choose = move |k: GameKind| {
        view! {
            <button
                class="start__game"
                aria-pressed=move || (ctx.chosen.get() == k).to_string()
                on:click=move |_| ctx.chosen.set(k)
            >
                {k.name(ctx.lang_now())}
            </button>
        }
    };
    let keep_totals = move || {
        let k = ctx.chosen.get();
        ctx.matches[k].with(|m| m.as_ref()?.new_game_move(k))
    };
    // Either one asks first when it would throw away an unfinished hand or match, saying
    // what exactly; `asking` holds (새 경기?, the sentence) while the dialog is open.
    let asking = RwSignal::new(None::<(bool, String)>);
    // The button that asked gets the focus back on 취소.
    let opener = StoredValue::new_local(None::<web_sys::HtmlElement>);
    let start_anew = move |fresh_match: bool| {
        if fresh_match {
            new_match(ctx)
        } else {
            new_game(ctx)
        }
    };
    let ask = move |fresh_match: bool| match discard_warning(ctx, fresh_match) {
        Some(text) => {
            let focused = document().active_element().and_then(|e| e.dyn_into().ok());
            opener.set_value(focused);
            asking.set(Some((fresh_match, text)));
        }
        None => start_anew(fresh_match),
    };
    let confirm = Callback::new(move |()| {
        if let Some((fresh_match, _)) = asking.get_untracked() {
            asking.set(None);
            start_anew(fresh_match);
        }
    });
    let cancel = Callback::new(move |()| {
        asking.set(None);
        // Once the page under the dialog is no longer inert (the next render).
        if let Some(b) = opener.get_value() {
            request_animation_frame(move || {
                let _ = b.focus();
            });
        }
    });
    let question = Signal::derive(move || {
        asking.get().map(|(_, text)| Ask {
            title: ctx.t(Text::DiscardTitle),
            text,
            go: ctx.t(Text::DiscardGo),
            cancel: Some(ctx.t(Text::Cancel)),
        })
    });
    let open = move || asking.with(Option::is_some).then_some("");
    view! {
        <section class="start" inert=open>
            <h1 class="start__title">{ctx.t(Text::Title)}</h1>
            <p class="start__lead">{ctx.t(Text::Lead)}</p>
            {move || ctx.load_notice.get().map(|n| view! {
                <p class="start__notice" role="alert">{n.text(ctx.lang_now())}</p>
            })}
            <div class="start__lang" role="group" aria-label=ctx.t(Text::Language)>
                {Lang::ALL.map(|l| view! {
                    <button
                        class="start__lang-choice"
                        lang=l.tag()
                        aria-pressed=(ctx.lang_now() == l).to_string()
                        on:click=move |_| ctx.settings.update(|s| s.lang = l)
                    >
                        {l.name_in(ctx.lang_now())}
                    </button>
                })}
            </div>
            <div class="start__games" role="group" aria-label=ctx.t(Text::ChooseGame)>
                {GameKind::ALL.map(choose)}
            </div>
            <p class="start__about">
                {ctx.t(Text::About)}
            </p>
            <Difficulty />
            <Resume />
            <div class="start__actions">
                <button class="start__primary" on:click=move |_| ask(false)>{ctx.t(Text::NewGame)}</button>
                {move || keep_totals().map(|_| view! {
                    <button on:click=move |_| ask(true)>{ctx.t(Text::NewMatch)}</button>
                })}
                <button on:click=move |_| ctx.screen.set(Screen::Rules { from_table: false })>
                    {ctx.t(Text::Rules)}
                </button>
            </div>
            <p class="start__hint">
                {move || if keep_totals().is_some() {
                    ctx.t(Text::HintKeepTotals)
                } else {
                    ctx.t(Text::HintFresh)
                }}
            </p>
            <MyStats />
        </section>
        <Dialog ask=question on_go=confirm on_cancel=cancel />
    }
}
