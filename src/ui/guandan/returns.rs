//! 반환: when I owe a return, the rule (≤ 10, not a level card; else the lowest; never the
//! card received) and the 반환 button. The returnable cards are lit in my hand, the rest
//! dimmed.

use leptos::prelude::*;

use crate::ui::actions::return_selection;
use crate::ui::ctx::GameCtx;
use crate::ui::model::words::return_owed;
use crate::ui::model::{ME, guandan, seat_name};
use i18n::Text;
use i18n::cards::card_name;

/// The return row (empty unless I owe a return).
#[component]
pub fn ReturnBar() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let owed = Memo::new(move |_| {
        ctx.read(|m| {
            let g = m.as_guandan()?;
            let gift = g.tribute()?.pending_for(ME)?;
            Some((
                seat_name(4, gift.from, lang),
                card_name(gift.card.card(), lang),
                guandan::return_rule(g, lang),
            ))
        })
        .flatten()
    });
    move || {
        owed.get().map(|(to, got, rule)| {
            view! {
                <div class="returns" role="group" aria-label=ctx.t(Text::Return)>
                    <p class="returns__what">
                        {return_owed(to, &got, lang)}
                    </p>
                    <p class="returns__rule">{rule}</p>
                    <button class="returns__send" on:click=move |_| return_selection(ctx)>{ctx.t(Text::Return)}</button>
                </div>
            }
        })
    }
}
