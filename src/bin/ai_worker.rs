//! The computer players' Web Worker (Trunk builds it from `index.html`'s
//! `data-type="worker"` link and writes `ai_worker_loader.js`). It says it is ready, then
//! answers each request string with a reply string: `cardroom::think::handle` decodes the
//! request, runs the search and encodes the decision. The page's own wasm never links the
//! search; natively this binary only points to the real entry points.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::{Closure, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        let reply = cardroom::think::handle(e.data().as_string().as_deref());
        // A refused post leaves the page waiting; its watchdog then decides without us.
        let _ = replies.post_message(&JsValue::from_str(&reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(&cardroom::think::ready()));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "ai_worker is the browser game's Web Worker: `trunk build --release` builds it. \
         For the computer players on the command line, run `cargo run --bin cardgame`."
    );
}
