//! A modal question over the page (`role="alertdialog"`, the page under it inert): asking
//! before anything unfinished is thrown away (the start screen), and the game held by
//! another tab (`tab_lock`). The last button gets the focus: 취소 when there is one, the
//! safe choice; Escape is 취소 too.

use leptos::prelude::*;

/// What a dialog says and offers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ask {
    /// The heading (the dialog's name).
    pub title: &'static str,
    /// The sentence saying what is at stake.
    pub text: String,
    /// The button that goes ahead.
    pub go: &'static str,
    /// The cancel button (취소), if offered.
    pub cancel: Option<&'static str>,
}

/// The dialog, shown while `ask` holds something.
#[component]
pub fn Dialog(
    /// What to ask; `None` hides the dialog.
    ask: Signal<Option<Ask>>,
    /// The `go` button.
    on_go: Callback<()>,
    /// 취소 or Escape.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let panel = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let last = panel
            .get()
            .and_then(|p| p.query_selector("button:last-child").ok()?);
        if let Some(b) =
            last.and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
        {
            let _ = b.focus();
        }
    });
    move || {
        ask.get().map(|a| {
            let on_key = move |e: leptos::ev::KeyboardEvent| {
                if a.cancel.is_some() && e.key() == "Escape" {
                    on_cancel.run(());
                }
            };
            view! {
                <div class="dialog" role="alertdialog" aria-modal="true"
                    aria-labelledby="dialog-title" aria-describedby="dialog-text" on:keydown=on_key>
                    <div class="dialog__panel" node_ref=panel>
                        <h2 id="dialog-title" class="dialog__title">{a.title}</h2>
                        <p id="dialog-text">{a.text}</p>
                        <div class="dialog__actions">
                            <button class="dialog__primary" on:click=move |_| on_go.run(())>{a.go}</button>
                            {a.cancel.map(|c| view! {
                                <button on:click=move |_| on_cancel.run(())>{c}</button>
                            })}
                        </div>
                    </div>
                </div>
            }
        })
    }
}
