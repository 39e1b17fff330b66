//! Computer player for this game (filled in by the game's engine work).
