//! 판 결과: the finish order, the winning team, the upgrade and why, both teams' levels
//! now, the A rule when it applies, and 최종 승리 for the match. 다시 하기 keeps the
//! levels; 새 게임 starts over at 2.

use leptos::prelude::*;

use crate::session::{GameKind, Match};
use crate::ui::ctx::{Cmd, GameCtx, Panel, Screen, dispatch};
use crate::ui::model::guandan;
use crate::ui::review::ReviewButton;
use crate::ui::start::rematch;
use i18n::Text;

/// The end-of-hand panel.
#[component]
pub fn HandResult() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let data = Memo::new(move |_| {
        ctx.read(|m| {
            m.as_guandan()
                .and_then(|g| guandan::result_view(g, ctx.lang_now()))
        })
        .flatten()
    });
    let again = move |_| {
        if let Some(mv) = ctx.peek(Match::next_hand) {
            dispatch(ctx, Cmd::Act { mv, auto: None });
        }
    };
    let new_match = move |_| rematch(ctx, GameKind::Guandan);
    move || {
        data.get().map(|v| {
            let [ours, theirs] = v.levels.clone();
            view! {
                <div class="settle" role="dialog" aria-labelledby="result-title">
                    <div class="dialog__panel settle__panel" class=("settle__panel--won", v.we_won)>
                        <h2 id="result-title" class="settle__title">{v.headline}</h2>
                        <p class="settle__order">{v.order}</p>
                        <p class="settle__formula">{v.upgrade}</p>
                        <ul class="settle__levels" aria-label=ctx.t(Text::TeamLevels)>
                            <li>{ours}</li>
                            <li>{theirs}</li>
                        </ul>
                        <p class="settle__note">{v.note}</p>
                        <div class="settle__actions">
                            {if v.final_victory {
                                view! { <button class="settle__primary" on:click=new_match>{ctx.t(Text::NewGame)}</button> }.into_any()
                            } else {
                                view! { <button class="settle__primary" on:click=again>{ctx.t(Text::Again)}</button> }.into_any()
                            }}
                            <button on:click=move |_| ctx.panel.set(Panel::Replay)>{ctx.t(Text::Replay)}</button>
                            <ReviewButton kind=GameKind::Guandan enabled=true />
                            <button on:click=move |_| ctx.screen.set(Screen::Start)>{ctx.t(Text::Menu)}</button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
