//! The 더우디주 table's layout: me at the bottom, seat 2 on my left, seat 1 on my right;
//! what they play in the middle, on their side.

use leptos::prelude::*;

use super::bidding::Bidding;
use super::bottom::Bottom;
use super::settlement::Settlement;
use super::status::DdzStatus;
use crate::ui::counter::Counter;
use crate::ui::ctx::GameCtx;
use crate::ui::history::RecordPanel;
use crate::ui::keys;
use crate::ui::log::Log;
use crate::ui::model::{ME, ddz};
use crate::ui::player::PlayerArea;
use crate::ui::seat::SeatPanel;
use crate::ui::topbar::TopBar;
use crate::ui::trick::Trick;
use engine::Seat;

/// Where each seat's play lies: seat 2 on my left, seat 1 on my right (play order).
const PLACES: &[(Seat, &str)] = &[(Seat(2), "left"), (Seat(1), "right"), (ME, "me")];

/// The whole 더우디주 table.
#[component]
pub fn DdzTable() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    keys::install(ctx);
    let role = move |s: Seat| {
        Signal::derive(move || {
            ctx.read(|m| {
                m.as_ddz()
                    .and_then(|g| ddz::role(g, s, ctx.lang_now()))
                    .map(str::to_string)
            })
            .flatten()
        })
    };
    view! {
        <div class="table table--ddz">
            <TopBar>
                <DdzStatus />
            </TopBar>
            <div class="board">
                <SeatPanel seat=Seat(2) side="left" badge=role(Seat(2)) />
                <SeatPanel seat=Seat(1) side="right" badge=role(Seat(1)) />
                <div class="board__info">
                    <Counter />
                    <Bottom />
                    <Log />
                </div>
                <Trick seats=PLACES />
            </div>
            <PlayerArea badge=role(ME)>
                <Bidding />
            </PlayerArea>
            <Settlement />
            <RecordPanel />
        </div>
    }
}
