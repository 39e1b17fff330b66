//! My place at the bottom: the game's own buttons (bids, returns), the
//! reading and notice lines, my hand, and the play controls.

use leptos::prelude::*;

use super::actions::play_selection;
use super::autoplay::AutoPlay;
use super::avatar::Avatar;
use super::controls::Controls;
use super::ctx::GameCtx;
use super::hand::Hand;
use super::model::ME;
use super::notice::NoticeLine;
use super::readings::Readings;
use i18n::Text;

/// My area; `children` are the game's extra buttons for this stage (bidding, return).
#[component]
pub fn PlayerArea(
    #[prop(into)] badge: Signal<Option<String>>,
    children: Children,
) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let faces = Signal::derive(move || {
        let sort = ctx.settings.with(|s| s.sort);
        ctx.read(|m| m.hand_faces(ME, sort, ctx.lang_now()))
            .unwrap_or_default()
    });
    let turn = Memo::new(move |_| ctx.read(|m| m.can_act(ME)).unwrap_or(false));
    // 추천 or 자동 플레이 has asked the computer player for my seat.
    let thinking = move || ctx.thinking.with(|v| v.contains(&ME));
    let active = Signal::derive(move || turn.get() || thinking());
    view! {
        <section class="player" class=("player--turn", move || turn.get()) aria-label=ctx.t(Text::Me)>
            <div class="player__top">
                <Avatar seat=ME name=ctx.t(Text::Me) active=active />
                <span class="player__name">{ctx.t(Text::Me)}</span>
                {move || badge.get().map(|b| view! { <span class="seat__badge">{b}</span> })}
                <span class="player__turn" hidden=move || !turn.get()>{ctx.t(Text::MyTurn)}</span>
                <span class="player__thinking" hidden=move || !thinking()>{ctx.t(Text::Thinking)}</span>
            </div>
            {children()}
            <Readings />
            <NoticeLine />
            <Hand
                faces=faces
                selection=ctx.selection
                on_select=Callback::new(move |s| ctx.select(s))
                on_play=Callback::new(move |()| play_selection(ctx))
            />
            <div class="player__bar">
                <Controls />
                <AutoPlay />
            </div>
        </section>
    }
}
