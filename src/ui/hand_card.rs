//! One card button of my hand. Pointer presses start a tap or drag (handled by the hand);
//! a keyboard click (space) toggles the card. A dimmed card (관단: not returnable now) can
//! still be chosen, so that 반환 can say why it is refused.

use leptos::prelude::*;
use web_sys::PointerEvent;

use super::card::CardView;
use super::ctx::lang_here;
use super::model::CardFace;
use engine::{CardId, CardSet};
use i18n::{Text, text};

/// One card of my hand: a toggle button named after the card ("스페이드 3").
#[component]
pub fn HandCard(
    face: CardFace,
    selection: Signal<CardSet>,
    on_select: Callback<CardSet>,
    /// Pointer down: starts a tap or a drag at this card.
    on_start: Callback<CardId>,
) -> impl IntoView {
    let id = face.id;
    let enabled = face.enabled;
    let name = face.name.clone();
    let selected = move || selection.with(|s| s.contains(id));
    let toggle = move || {
        let mut s = selection.get_untracked();
        s.toggle(id);
        on_select.run(s);
    };
    view! {
        <button
            class="hand__card"
            class=("hand__card--selected", selected)
            class=("hand__card--dimmed", !enabled)
            data-id=id.index().to_string()
            aria-label=name
            aria-pressed=move || selected().to_string()
            title=(!enabled).then_some(text(Text::CannotReturn, lang_here()))
            on:pointerdown=move |ev: PointerEvent| {
                if ev.button() == 0 {
                    on_start.run(id);
                }
            }
            // A click with detail 0 comes from the keyboard (space); pointer clicks were
            // already handled on pointerdown.
            on:click=move |ev| {
                if ev.detail() == 0 {
                    toggle();
                }
            }
        >
            <CardView face=face />
        </button>
    }
}
