//! Table-wide keys: P passes (either keyboard layout: the physical key). ←/→, space and
//! Enter are handled by the hand itself.

use leptos::prelude::*;
use web_sys::KeyboardEvent;

use super::actions::pass;
use super::ctx::GameCtx;

/// Listens while the table is mounted.
pub fn install(ctx: GameCtx) {
    let handle = window_event_listener(leptos::ev::keydown, move |ev: KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || in_form_field(&ev) {
            return;
        }
        if ev.code() == "KeyP" || ev.key().eq_ignore_ascii_case("p") {
            ev.prevent_default();
            pass(ctx);
        }
    });
    on_cleanup(move || handle.remove());
}

fn in_form_field(ev: &KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}
