//! The 더우디주 table: two computer seats, the bottom cards, bidding, the stake and the
//! settlement, around the shared hand and controls.

mod bidding;
mod bottom;
mod settlement;
mod status;
mod table;

pub use table::DdzTable;
