//! The 관단 table: partner opposite, opponents left and right, the level status, tribute
//! and return, and the end-of-hand account, around the shared hand and controls.

mod result;
mod returns;
mod status;
mod table;
mod tribute;

pub use table::GuandanTable;
