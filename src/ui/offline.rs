//! 오프라인: registers the service worker (`sw.js`, from `assets/sw.js`) that keeps this
//! build's files, so after one visit the game loads and plays with the network off.
//!
//! Where service workers are unavailable (an insecure origin, some private modes) or the
//! registration fails, nothing changes: the game plays online as before, and the saves,
//! which live in localStorage, are never involved.

use wasm_bindgen::prelude::*;

/// Asks the browser to install the offline copy; never fails the page.
pub fn register() {
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
