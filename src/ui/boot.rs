//! The start screen index.html draws before the page's wasm has arrived (`#boot`: on a slow
//! phone network the wasm takes about 1.6 s, the page and its stylesheet a fraction of it).
//! assets/start.js shows it on a visit with nothing saved, where it is the app's own first
//! screen, and keeps in its `data-*` attributes what is pressed on it: the game
//! (`data-game`), the difficulty (`data-level`) and the language (`data-lang`), each the
//! pressed button's place in its group, and `data-go` (`new`: 새 게임, `rules`: 규칙).
//! As the app mounts it takes that screen away and does what was pressed there, as the
//! start screen's own buttons do; tests/e2e/firstload.test.mjs holds the two screens equal.

use leptos::prelude::*;

use super::ctx::{GameCtx, Screen};
use super::start::new_game_unasked;
use crate::session::GameKind;
use ai::Level;
use i18n::Lang;

/// Removes index.html's start screen and does what was pressed on it; true when something
/// was (the settings are then saved as the buttons would have saved them).
pub fn take_over(ctx: GameCtx) -> bool {
    let Some(boot) = document().get_element_by_id("boot") else {
        return false;
    };
    let place = |name: &str| boot.get_attribute(name)?.parse::<usize>().ok();
    let game = place("data-game").and_then(|i| GameKind::ALL.get(i).copied());
    let level = place("data-level").and_then(|i| Level::ALL.get(i).copied());
    let lang = place("data-lang").and_then(|i| Lang::ALL.get(i).copied());
    let go = boot.get_attribute("data-go");
    boot.remove();
    // While another tab holds the game this page is inert: nothing could have been pressed.
    if !ctx.tab.get_untracked().writes() {
        return false;
    }
    if let Some(k) = game {
        ctx.chosen.set(k);
    }
    if let Some(l) = level {
        ctx.settings.update(|s| s.level = l);
    }
    if let Some(l) = lang {
        ctx.settings.update(|s| s.lang = l);
    }
    match go.as_deref() {
        Some("new") => new_game_unasked(ctx),
        Some("rules") => ctx.screen.set(Screen::Rules { from_table: false }),
        _ => {}
    }
    game.is_some() || level.is_some() || lang.is_some() || go.is_some()
}
