//! The 관단 table's layout: me at the bottom, partner (seat 2) at the top, opponents right
//! (seat 1) and left (seat 3), in play order; what each plays in the middle, on its side.

use leptos::prelude::*;

use super::result::HandResult;
use super::returns::ReturnBar;
use super::status::GuandanStatus;
use super::tribute::TributeInfo;
use crate::ui::counter::Counter;
use crate::ui::ctx::GameCtx;
use crate::ui::history::RecordPanel;
use crate::ui::keys;
use crate::ui::log::Log;
use crate::ui::model::{ME, guandan};
use crate::ui::player::PlayerArea;
use crate::ui::seat::SeatPanel;
use crate::ui::topbar::TopBar;
use crate::ui::trick::Trick;
use engine::Seat;

/// Where each seat's play lies: my partner's at the top, the opponents' on their sides.
const PLACES: &[(Seat, &str)] = &[
    (Seat(2), "top"),
    (Seat(3), "left"),
    (Seat(1), "right"),
    (ME, "me"),
];

/// The whole 관단 table.
#[component]
pub fn GuandanTable() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    keys::install(ctx);
    let badge = move |s: Seat| {
        Signal::derive(move || {
            ctx.read(|m| {
                m.as_guandan()
                    .and_then(|g| guandan::badge(g, s, ctx.lang_now()))
            })
            .flatten()
        })
    };
    view! {
        <div class="table table--guandan">
            <TopBar>
                <GuandanStatus />
            </TopBar>
            <div class="board board--four">
                <SeatPanel seat=Seat(2) side="top" badge=badge(Seat(2)) />
                <SeatPanel seat=Seat(3) side="left" badge=badge(Seat(3)) />
                <SeatPanel seat=Seat(1) side="right" badge=badge(Seat(1)) />
                <div class="board__info">
                    <Counter />
                    <TributeInfo />
                    <Log />
                </div>
                <Trick seats=PLACES />
            </div>
            <PlayerArea badge=badge(ME)>
                <ReturnBar />
            </PlayerArea>
            <HandResult />
            <RecordPanel />
        </div>
    }
}
