//! The game open in two tabs: this tab's side of `crate::tab`. It looks at the lock when it
//! opens, every beat, when another tab writes it (the `storage` event) and before every
//! save; [`TabNotice`] says so while another tab holds the game, with a button to take it
//! over here (the saves are read again first, so play goes on from the other tab's last
//! move).

use std::time::Duration;

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::dialog::{Ask, Dialog};
use crate::storage::LocalStore;
use crate::tab::{self, BEAT_MS, Holder, Step, TabState};
use i18n::{Text, text};

fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// Decides whether this tab holds the game as it opens, then keeps looking (call once, in
/// `App`, before the saves are read).
pub fn install(ctx: GameCtx) {
    if let Some(store) = LocalStore::open() {
        match tab::holder(&store, ctx.tab_id, now()) {
            Holder::Other(_) => ctx.tab.set(TabState::Elsewhere),
            Holder::Me | Holder::Nobody => claim_new(ctx, &store),
        }
    }
    let _ = set_interval_with_handle(move || look(ctx, true), Duration::from_millis(BEAT_MS));
    // Another tab wrote the storage; coming back from the back-forward cache: look again.
    // Leaving (closing, reloading): let the next tab have the game at once.
    for (event, renew) in [("storage", false), ("pageshow", true)] {
        let _ = window_event_listener_untyped(event, move |_| look(ctx, renew));
    }
    let _ = window_event_listener_untyped("pagehide", move |_| {
        if let Some(store) = LocalStore::open() {
            tab::release(&store, ctx.tab_id);
        }
        // Going away, this tab no longer holds the game: it must not write its lock again
        // when the next tab claims it (a holding tab rewrites its lock over an older
        // claim's). Shown again from the back-forward cache, it takes the game back if no
        // other tab holds it by then (`pageshow`).
        if ctx.tab.get_untracked() == TabState::Holding {
            ctx.tab.set(TabState::TakenOver);
        }
    });
}

/// Looks at the lock and acts on it; `renew` when the holding tab should renew it now.
fn look(ctx: GameCtx, renew: bool) {
    let Some(store) = LocalStore::open() else {
        return;
    };
    let state = ctx.tab.get_untracked();
    let mine = ctx.tab_claim.get_value();
    match state.step(tab::holder(&store, ctx.tab_id, now()), mine) {
        Step::Stay => {}
        Step::Renew => {
            if renew {
                tab::claim(&store, ctx.tab_id, mine.generation, now());
            }
        }
        Step::Reclaim => {
            tab::claim(&store, ctx.tab_id, mine.generation, now());
        }
        Step::Lose => ctx.tab.set(TabState::TakenOver),
        Step::Take => take(ctx),
    }
}

/// Writes this tab's lock as a new claim, a generation after the lock it replaces.
fn claim_new(ctx: GameCtx, store: &LocalStore) {
    let claim = tab::claim(store, ctx.tab_id, tab::next_gen(store), now());
    ctx.tab_claim.set_value(claim);
}

/// Takes the game in this tab: the lock, then the saves as the other tab left them.
fn take(ctx: GameCtx) {
    if let Some(store) = LocalStore::open() {
        claim_new(ctx, &store);
    }
    ctx.tab.set(TabState::Holding);
    super::app::restore(ctx);
}

/// True when this tab may write a save now: it holds the game and no other tab has taken
/// it meanwhile (a tab whose events or timers the browser held back learns it here).
pub fn may_write(ctx: GameCtx) -> bool {
    if !ctx.tab.get_untracked().writes() {
        return false;
    }
    let Some(store) = LocalStore::open() else {
        return true;
    };
    let mine = ctx.tab_claim.get_value();
    match TabState::Holding.step(tab::holder(&store, ctx.tab_id, now()), mine) {
        Step::Lose => {
            ctx.tab.set(TabState::TakenOver);
            false
        }
        Step::Reclaim => {
            tab::claim(&store, ctx.tab_id, mine.generation, now());
            true
        }
        _ => true,
    }
}

/// The notice over the page while another tab holds the game.
#[component]
pub fn TabNotice() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let ask = Signal::derive(move || {
        // Tracked: this notice lives outside the screens, which a new language rebuilds.
        let t = |t| text(t, ctx.lang.get());
        let (title, body, go) = match ctx.tab.get() {
            TabState::Holding => return None,
            TabState::Elsewhere => (Text::ElsewhereTitle, Text::ElsewhereText, Text::ElsewhereGo),
            TabState::TakenOver => (Text::MovedTitle, Text::MovedText, Text::MovedGo),
        };
        Some(Ask {
            title: t(title),
            text: t(body).into(),
            go: t(go),
            cancel: None,
        })
    });
    let go = Callback::new(move |()| take(ctx));
    view! { <Dialog ask on_go=go on_cancel=go /> }
}
