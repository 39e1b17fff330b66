//! Small DOM helpers for the hand: which card is under a point, moving focus by arrow.

use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, KeyboardEvent};

use engine::CardId;

/// The card under a point (touch drags keep their target, so ask the document).
pub fn card_at(x: f32, y: f32) -> Option<CardId> {
    let el = leptos::prelude::document().element_from_point(x, y)?;
    let card = el.closest("[data-id]").ok()??;
    let idx: u8 = card.get_attribute("data-id")?.parse().ok()?;
    CardId::from_index(idx)
}

/// Moves the focus to the previous or next card button.
pub fn step_focus(ev: &KeyboardEvent, forward: bool) {
    let Some(el) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let Ok(Some(card)) = el.closest("[data-id]") else {
        return;
    };
    let next = if forward {
        card.next_element_sibling()
    } else {
        card.previous_element_sibling()
    };
    if let Some(n) = next.and_then(|n| n.dyn_into::<HtmlElement>().ok()) {
        let _ = n.focus();
    }
}
