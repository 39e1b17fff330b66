//! 오프라인: registers the service worker (`sw.js`, from `assets/sw.js`) that keeps this
//! build's files, so after one visit the game loads and plays with the network off.
//!
//! Both the service worker and the computer players' worker wait until the page is drawn
//! ([`after_first_paint`]): on a slow network their files (the worker's wasm, and the
//! service worker's copy of every file) would otherwise share the line with the page's own
//! wasm and delay the start screen.
//!
//! Where service workers are unavailable (an insecure origin, some private modes) or the
//! registration fails, nothing changes: the game plays online as before, and the saves,
//! which live in localStorage, are never involved.

use std::time::Duration;

use leptos::prelude::{request_animation_frame, set_timeout};
use wasm_bindgen::prelude::*;

/// After the first frame: the computer players' worker starts (its wasm loads while the
/// player reads the start screen), then the offline copy is asked for.
const WORKER_AFTER_MS: u64 = 200;
/// The offline copy waits longer, behind the worker's download.
const OFFLINE_AFTER_MS: u64 = 3_000;

/// Starts the computer players' worker and registers the service worker, each a moment
/// after the page's first frame.
pub fn after_first_paint() {
    request_animation_frame(|| {
        set_timeout(super::worker::warm, Duration::from_millis(WORKER_AFTER_MS));
        set_timeout(register, Duration::from_millis(OFFLINE_AFTER_MS));
    });
}

/// Asks the browser to install the offline copy; never fails the page.
fn register() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    // `navigator.serviceWorker` is missing outright on insecure origins.
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false) {
        return;
    }
    let promise = navigator.service_worker().register("sw.js");
    // A refused registration (no sw.js where the page is served, say) is not an error
    // of the game: swallow it rather than leave an unhandled rejection.
    let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
    let _ = promise.catch(&ignore);
    ignore.forget();
}
