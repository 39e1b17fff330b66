//! 결산: who won, B, every doubling, P, each player's change and new total; at 30 the final
//! result. 다시 하기 deals the next hand (totals kept); 새 경기 starts over at 0.

use leptos::prelude::*;

use crate::session::{GameKind, Match};
use crate::ui::ctx::{Cmd, GameCtx, Panel, Screen, dispatch};
use crate::ui::model::ddz;
use crate::ui::review::ReviewButton;
use crate::ui::start::rematch;
use i18n::Text;

/// The settlement dialog (shown once the hand is over).
#[component]
pub fn Settlement() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let view_data = Memo::new(move |_| {
        ctx.read(|m| m.as_ddz().and_then(|g| ddz::settle_view(g, ctx.lang_now())))
            .flatten()
    });
    let again = move |_| {
        if let Some(mv) = ctx.peek(Match::next_hand) {
            dispatch(ctx, Cmd::Act { mv, auto: None });
        }
    };
    let new_match = move |_| rematch(ctx, GameKind::Doudizhu);
    move || {
        view_data.get().map(|v| {
            let over = v.final_result.is_some();
            view! {
                <div class="settle" role="dialog" aria-labelledby="settle-title">
                    <div class="dialog__panel settle__panel" class=("settle__panel--won", v.i_won)>
                        <h2 id="settle-title" class="settle__title">{v.headline}</h2>
                        {v.final_result.map(|f| view! { <p class="settle__final">{f}</p> })}
                        <p class="settle__formula">{v.formula}</p>
                        <ul class="settle__doublings" aria-label=ctx.t(Text::Doublings)>
                            {if v.doublings.is_empty() {
                                view! { <li>{ctx.t(Text::NoDoublings)}</li> }.into_any()
                            } else {
                                v.doublings.into_iter().map(|d| view! { <li>{d}</li> }).collect_view().into_any()
                            }}
                        </ul>
                        <table class="settle__table">
                            <thead><tr><th>{ctx.t(Text::Player)}</th><th>{ctx.t(Text::Role)}</th><th>{ctx.t(Text::ThisHand)}</th><th>{ctx.t(Text::Total)}</th></tr></thead>
                            <tbody>
                                {v.rows.into_iter().map(|(name, role, delta, total)| view! {
                                    <tr><td>{name}</td><td>{role}</td><td class="settle__delta">{delta}</td><td>{total}</td></tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                        <div class="settle__actions">
                            {if over {
                                view! { <button class="settle__primary" on:click=new_match>{ctx.t(Text::NewMatch)}</button> }.into_any()
                            } else {
                                view! { <button class="settle__primary" on:click=again>{ctx.t(Text::Again)}</button> }.into_any()
                            }}
                            <button on:click=move |_| ctx.panel.set(Panel::Replay)>{ctx.t(Text::Replay)}</button>
                            <ReviewButton kind=GameKind::Doudizhu enabled=true />
                            <button on:click=move |_| ctx.screen.set(Screen::Start)>{ctx.t(Text::Menu)}</button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
