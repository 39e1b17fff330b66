//! My hand: one button per card, overlapped to fit. Tap or click toggles a card, dragging
//! across cards selects (or clears) the run, selected cards rise. Keyboard: ←/→ move,
//! space toggles, Enter plays.

use leptos::prelude::*;
use web_sys::{KeyboardEvent, PointerEvent};

use super::ctx::lang_here;
use super::dom::{card_at, step_focus};
use super::hand_card::HandCard;
use super::model::{CardFace, drag_select};
use engine::{CardId, CardSet};
use i18n::{Text, text};

/// From this many cards a narrow screen shows the hand in two rows (hand.css).
const MANY: usize = 14;

#[derive(Debug, Clone, Copy)]
struct Drag {
    anchor: CardId,
    base: CardSet,
    adding: bool,
}

/// The interactive hand.
#[component]
pub fn Hand(
    #[prop(into)] faces: Signal<Vec<CardFace>>,
    #[prop(into)] selection: Signal<CardSet>,
    on_select: Callback<CardSet>,
    on_play: Callback<()>,
) -> impl IntoView {
    let drag = StoredValue::new(None::<Drag>);
    let order = move || faces.with_untracked(|f| f.iter().map(|c| c.id).collect::<Vec<_>>());
    let extend = move |to: CardId| {
        if let Some(d) = drag.get_value() {
            on_select.run(drag_select(&order(), d.base, d.anchor, to, d.adding));
        }
    };
    let on_start = Callback::new(move |id: CardId| {
        let base = selection.get_untracked();
        drag.set_value(Some(Drag {
            anchor: id,
            base,
            adding: !base.contains(id),
        }));
        extend(id);
    });
    let handle = window_event_listener(leptos::ev::pointerup, move |_| drag.set_value(None));
    on_cleanup(move || handle.remove());
    let on_move = move |ev: PointerEvent| {
        if drag.with_value(Option::is_none) {
            return;
        }
        if let Some(id) = card_at(ev.client_x() as f32, ev.client_y() as f32) {
            extend(id);
        }
    };
    let on_key = move |ev: KeyboardEvent| match ev.key().as_str() {
        "ArrowLeft" | "ArrowRight" => {
            ev.prevent_default();
            step_focus(&ev, ev.key() == "ArrowRight");
        }
        "Enter" => {
            ev.prevent_default();
            on_play.run(());
        }
        _ => {}
    };
    view! {
        <div class="hand" on:pointermove=on_move on:keydown=on_key>
            <div
                class="hand__cards"
                class=("hand__cards--many", move || faces.with(Vec::len) >= MANY)
                role="group"
                aria-label=text(Text::MyHand, lang_here())
                style=("--n", move || faces.with(Vec::len).to_string())
            >
                <For each=move || faces.get() key=|f| (f.id, f.enabled, f.mark) let(face)>
                    <HandCard face=face selection=selection on_select=on_select on_start=on_start />
                </For>
            </div>
        </div>
    }
}
