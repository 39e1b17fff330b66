//! The `cardgame` command line.
//!
//! - [`protocol`]: the JSON-lines layer (classify, moves, decide): strings in, strings out.
//! - [`harness`]: whole games played by computer players (selfplay, arena), with threads and
//!   clocks; nothing else in the workspace keeps time.

pub mod harness;
pub mod protocol;
