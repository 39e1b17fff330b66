//! Whole games played by computer players, for measurement: the arena (two kinds of player
//! head to head on the same deals) and selfplay (invariants over many hands).

pub mod arena;
