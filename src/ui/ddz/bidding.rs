//! 입찰: while bidding, only the legal choices as buttons on my turn (입찰 안 함 and the bids
//! above the current one), who is deciding otherwise, and any redeal so far.

use leptos::prelude::*;

use crate::ui::ctx::{Cmd, GameCtx, dispatch};
use crate::ui::model::words::{choosing, redealt};
use crate::ui::model::{ME, Move, Stage, ddz, seat_name};
use engine::ddz::Action;
use i18n::Text;

/// The bidding row (empty outside bidding).
#[component]
pub fn Bidding() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let bidding = Memo::new(move |_| ctx.read(|m| m.stage() == Stage::Bidding).unwrap_or(false));
    let choices = Memo::new(move |_| {
        ctx.read(|m| match m.as_ddz() {
            Some(g) if g.to_act() == Some(ME) => g.legal_bids(),
            _ => Vec::new(),
        })
        .unwrap_or_default()
    });
    let waiting = move || ctx.read(|m| m.to_act()).flatten().filter(|&s| s != ME);
    let redeals = move || {
        ctx.read(|m| m.as_ddz().map(|g| g.redeals()))
            .flatten()
            .unwrap_or(0)
    };
    let bid = move |b: Option<u8>| {
        let mv = Move::Doudizhu(Action::Bid { seat: ME, bid: b });
        dispatch(ctx, Cmd::Act { mv, auto: None });
    };
    let lang = ctx.lang_now();
    let label = move |b: Option<u8>| b.map_or(ctx.t(Text::NoBid).to_string(), |b| b.to_string());
    move || {
        bidding.get().then(|| {
            view! {
                <div class="bidding" role="group" aria-label=ctx.t(Text::Bid)>
                    <span class="bidding__title">{ctx.t(Text::Bid)}</span>
                    {choices
                        .get()
                        .into_iter()
                        .map(|b| {
                            view! {
                                <button class="bidding__choice" title=ddz::bid_label(b, lang) on:click=move |_| bid(b)>
                                    {label(b)}
                                </button>
                            }
                        })
                        .collect_view()}
                    {move || waiting().map(|s| view! {
                        <span class="bidding__wait">{choosing(seat_name(3, s, lang), lang)}</span>
                    })}
                    {move || (redeals() > 0).then(|| view! {
                        <span class="bidding__redeal">{redealt(redeals(), lang)}</span>
                    })}
                </div>
            }
        })
    }
}
