//! Asking before anything unfinished is thrown away: a modal dialog saying exactly what
//! will be lost, with 버리고 새로 시작 and 취소 (focused first, and Escape).

use leptos::prelude::*;

/// The dialog, shown while `text` holds what would be lost.
#[component]
pub fn ConfirmDiscard(
    /// The sentence saying what will be lost; `None` hides the dialog.
    text: Signal<Option<String>>,
    /// 버리고 새로 시작.
    on_confirm: Callback<()>,
    /// 취소 (or Escape).
    on_cancel: Callback<()>,
) -> impl IntoView {
    let cancel = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = cancel.get() {
            let _ = b.focus();
        }
    });
    let on_key = move |e: leptos::ev::KeyboardEvent| {
        if e.key() == "Escape" {
            on_cancel.run(());
        }
    };
    move || {
        text.get().map(|t| {
            view! {
                <div class="dialog" role="alertdialog" aria-modal="true"
                    aria-labelledby="confirm-title" aria-describedby="confirm-text" on:keydown=on_key>
                    <div class="dialog__panel">
                        <h2 id="confirm-title" class="dialog__title">"진행 중인 게임을 버릴까요?"</h2>
                        <p id="confirm-text">{t}</p>
                        <div class="dialog__actions">
                            <button class="dialog__primary" on:click=move |_| on_confirm.run(())>
                                "버리고 새로 시작"
                            </button>
                            <button node_ref=cancel on:click=move |_| on_cancel.run(())>"취소"</button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
