//! 시작 화면: pick a game, continue an unfinished match ([`Resume`]), start a new one, or
//! read the rules.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::ctx::{Cmd, GameCtx, Screen, dispatch, random_u64};
use super::dialog::{Ask, Dialog};
use super::resume::Resume;
use super::stats::MyStats;
use crate::session::{GameKind, Match};

/// Where a new match's seed comes from: `?seed=N` in the address (tests, bug reports),
/// else the browser's random source.
pub fn new_seed() -> u64 {
    let from_url = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| {
            q.trim_start_matches('?')
                .split('&')
                .find_map(|kv| kv.strip_prefix("seed=").map(str::to_string))
        })
        .and_then(|s| s.parse().ok());
    from_url.unwrap_or_else(random_u64)
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
                {k.name_ko()}
            </button>
        }
    };
    // 새 게임 (§21): in 더우디주 the unfinished hand is dealt anew, totals kept; else a
    // fresh match. 새 경기 always starts from 0 (§23). Either replaces the chosen game's
    // match only: the other game's stays, saved.
    let new_match = move || {
        dispatch(
            ctx,
            Cmd::Start(Match::new(ctx.chosen.get_untracked(), new_seed())),
        );
        ctx.screen.set(Screen::Table);
    };
    let keep_totals = move || {
        let k = ctx.chosen.get();
        ctx.matches[k].with(|m| m.as_ref()?.new_game_move(k))
    };
    let new_game = move || {
        let k = ctx.chosen.get_untracked();
        match ctx.matches[k].with_untracked(|m| m.as_ref()?.new_game_move(k)) {
            Some(mv) => {
                dispatch(ctx, Cmd::Resume(k));
                dispatch(ctx, Cmd::Act { mv, auto: None });
                ctx.screen.set(Screen::Table);
            }
            None => new_match(),
        }
    };
    // Either one asks first when it would throw away an unfinished hand or match, saying
    // what exactly; `asking` holds (새 경기?, the sentence) while the dialog is open.
    let asking = RwSignal::new(None::<(bool, String)>);
    // The button that asked gets the focus back on 취소.
    let opener = StoredValue::new_local(None::<web_sys::HtmlElement>);
    let start_anew = move |fresh_match: bool| {
        if fresh_match { new_match() } else { new_game() }
    };
    let ask = move |fresh_match: bool| {
        let k = ctx.chosen.get_untracked();
        match ctx.matches[k].with_untracked(|m| m.as_ref()?.discard_warning(k, fresh_match)) {
            Some(text) => {
                let focused = document().active_element().and_then(|e| e.dyn_into().ok());
                opener.set_value(focused);
                asking.set(Some((fresh_match, text)));
            }
            None => start_anew(fresh_match),
        }
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
            title: "진행 중인 게임을 버릴까요?",
            text,
            go: "버리고 새로 시작",
            cancel: true,
        })
    });
    let open = move || asking.with(Option::is_some).then_some("");
    view! {
        <section class="start" inert=open>
            <h1 class="start__title">"더우디주 · 관단"</h1>
            <p class="start__lead">"컴퓨터 플레이어와 함께하는 중국식 클라이밍 카드 게임"</p>
            {move || ctx.load_notice.get().map(|n| view! { <p class="start__notice" role="alert">{n}</p> })}
            <div class="start__games" role="group" aria-label="게임 선택">
                {choose(GameKind::Doudizhu)}
                {choose(GameKind::Guandan)}
            </div>
            <p class="start__about">
                "더우디주: 3명 · 지주 한 명 대 농민 두 명 · 30점 먼저 — 관단: 4명 · 두 팀 · 2에서 A까지 승급"
            </p>
            <Resume />
            <div class="start__actions">
                <button class="start__primary" on:click=move |_| ask(false)>"새 게임"</button>
                {move || keep_totals().map(|_| view! {
                    <button on:click=move |_| ask(true)>"새 경기"</button>
                })}
                <button on:click=move |_| ctx.screen.set(Screen::Rules { from_table: false })>
                    "규칙"
                </button>
            </div>
            <p class="start__hint">
                {move || if keep_totals().is_some() {
                    "새 게임은 진행 중인 판을 점수 없이 버리고 다시 나눕니다(누적 점수 유지). 새 경기는 모두 0점에서 시작합니다."
                } else {
                    "새 게임은 처음(더우디주 0점, 관단 레벨 2)부터 시작합니다."
                }}
            </p>
            <MyStats />
        </section>
        <Dialog ask=question on_go=confirm on_cancel=cancel />
    }
}
