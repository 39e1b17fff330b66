//! A panic in the page: a notice instead of a frozen table.
//!
//! After a panic the page's Rust cannot be trusted: the wasm instance aborts, and calling
//! back into it is unsound (its state may be half-changed). So the hook builds the notice
//! at once, with plain DOM calls and no Leptos, makes the page under it inert, and its
//! button runs no Rust at all: it is a form that loads the page again, which restores the
//! saved game (every change was saved as it happened).
//!
//! **The drill** (for the browser test): with the key [`DRILL_KEY`] in localStorage, the
//! page removes the key, then panics once, just after it has restored the game. Nobody sets
//! it by accident (it takes the browser's developer tools), it costs nothing (the save is
//! untouched and the key is gone, so the reload plays on normally), and it exercises the
//! real hook in the release build, from inside the running table.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

use crate::storage::{LocalStore, Store};
use i18n::{Lang, Text, text};

/// The localStorage key that makes the next page load panic once (see the module doc).
pub const DRILL_KEY: &str = "cardroom.panic-drill";

/// Installs the panic hook: the console message, then the notice.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let _ = notice();
    }));
}

/// Panics once, soon, when the drill key is set (removing it first).
pub fn drill() {
    let Some(store) = LocalStore::open() else {
        return;
    };
    if store.get(DRILL_KEY).is_some() {
        store.remove(DRILL_KEY);
        leptos::prelude::set_timeout(
            || panic!("panic drill ({DRILL_KEY})"),
            std::time::Duration::ZERO,
        );
    }
}

/// Puts the notice on the page (once).
fn notice() -> Option<()> {
    let doc = web_sys::window()?.document()?;
    if doc.get_element_by_id("panic").is_some() {
        return Some(());
    }
    if let Ok(Some(main)) = doc.query_selector("main") {
        let _ = main.set_attribute("inert", "");
    }
    let overlay = element(
        &doc,
        "div",
        &[("id", "panic"), ("class", "dialog"), ("role", "alert")],
    )?;
    let panel = element(&doc, "div", &[("class", "dialog__panel")])?;
    let title = element(&doc, "h2", &[("class", "dialog__title")])?;
    title.set_text_content(Some(text(Text::CrashTitle, page_lang(&doc))));
    let text = element(&doc, "p", &[])?;
    text.set_text_content(Some(i18n::text(Text::CrashText, page_lang(&doc))));
    let form = reload_form(&doc)?;
    for child in [&title, &text, &form] {
        panel.append_child(child).ok()?;
    }
    overlay.append_child(&panel).ok()?;
    doc.body()?.append_child(&overlay).ok()?;
    if let Some(b) = form.query_selector("button").ok()?
        && let Ok(b) = b.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = b.focus();
    }
    Some(())
}

/// A form whose button loads this page again with the same query (`?seed=…` kept).
/// The page's language, as `App` keeps it on `<html lang>` (the context may be gone).
fn page_lang(doc: &Document) -> Lang {
    let tag = doc.document_element().and_then(|e| e.get_attribute("lang"));
    if tag.as_deref() == Some(Lang::En.tag()) {
        Lang::En
    } else {
        Lang::Ko
    }
}

fn reload_form(doc: &Document) -> Option<Element> {
    let location = web_sys::window()?.location();
    let path = location.pathname().ok()?;
    let form = element(
        doc,
        "form",
        &[
            ("method", "get"),
            ("action", &path),
            ("class", "dialog__actions"),
        ],
    )?;
    let search = location.search().ok()?;
    for pair in search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let decode = |s: &str| {
            js_sys::decode_uri_component(&s.replace('+', " "))
                .ok()
                .and_then(|s| s.as_string())
        };
        let (Some(k), Some(v)) = (decode(k), decode(v)) else {
            continue;
        };
        let input = element(
            doc,
            "input",
            &[("type", "hidden"), ("name", &k), ("value", &v)],
        )?;
        form.append_child(&input).ok()?;
    }
    let button = element(
        doc,
        "button",
        &[("type", "submit"), ("class", "dialog__primary")],
    )?;
    button.set_text_content(Some(text(Text::CrashReload, page_lang(doc))));
    form.append_child(&button).ok()?;
    Some(form)
}

/// A new element with these attributes.
fn element(doc: &Document, tag: &str, attrs: &[(&str, &str)]) -> Option<Element> {
    let el = doc.create_element(tag).ok()?;
    for (k, v) in attrs {
        el.set_attribute(k, v).ok()?;
    }
    Some(el)
}
