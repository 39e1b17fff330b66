//! The rules engine: vocabulary, randomness, and one module per game. No web crate here.

pub mod cards;
pub mod ddz;
pub mod guandan;
pub mod order;
mod reject;
pub mod rng;
mod seat;
mod wire;

pub use cards::{Card, CardId, CardSet, ParseCardError, Rank, RankCounts, Suit};
pub use reject::Reject;
pub use seat::{BySeat, Seat, Team};

#[cfg(test)]
mod tests {
    use crate::Seat;

    /// A view's tricks ([`crate::ddz::PlayerView::tricks`] and its 관단 twin) are the
    /// hand's history cut into pieces that each open with a lead; the open one is the
    /// game's own trick (which the game clears when a trick is won).
    pub(crate) fn tricks_cut_the_history<P: PartialEq + std::fmt::Debug + Clone>(
        tricks: &[&[(Seat, Option<P>)]],
        history: &[(Seat, Option<P>)],
        trick: &[(Seat, Option<P>)],
    ) {
        assert_eq!(tricks.concat(), history);
        assert!(
            tricks.iter().all(|t| t[0].1.is_some()),
            "a trick opens with a lead"
        );
        if !trick.is_empty() {
            assert_eq!(tricks.last().copied(), Some(trick));
        }
    }
}
