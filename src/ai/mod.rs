//! The computer players. They read a seat's view (never another seat's hidden cards)
//! and return an action with a Korean reason; the game validates it like a person's.

pub mod ddz;
pub mod guandan;
