//! Why an action was refused. One flat enum for both games; the Korean text players see
//! lives in [`crate::i18n`], an exhaustive match, so a new variant must be translated.

use std::fmt;

/// A typed reason for refusing an action. A refused action never changes the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reject {
    // ---- both games: turn flow -------------------------------------------------------
    /// The action belongs to another phase (bidding, play, tribute…).
    WrongPhase,
    /// It is not this seat's turn.
    NotYourTurn,
    /// A card played is not in the player's hand.
    NotInHand,
    /// Nothing was selected.
    EmptyPlay,
    /// The leader of a trick must play something.
    CannotPassWhenLeading,
    /// The hand or match is over.
    GameOver,
    /// The cards form no combination at all.
    NotACombo,
    /// A combination of another kind or size than the table's.
    ShapeMismatch,
    /// Same kind and size, but not higher.
    TooLow,
    // ---- Dou Dizhu (add variants here) -----------------------------------------------
    // ---- Guandan (add variants here) -------------------------------------------------
    /// The reading asked for is not a reading of these cards (R4).
    ReadingNotPossible,
    /// This seat owes no tribute return now (§20).
    NoReturnDue,
    /// The card just received as tribute cannot go back (§20).
    ReturnIsGift,
    /// A low card (10 or lower, not the level rank, not a joker) must be returned (§20).
    ReturnNotLowCard,
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Reject::WrongPhase => "not allowed in this phase",
            Reject::NotYourTurn => "not your turn",
            Reject::NotInHand => "card not in hand",
            Reject::EmptyPlay => "no card selected",
            Reject::CannotPassWhenLeading => "the leader cannot pass",
            Reject::GameOver => "the game is over",
            Reject::NotACombo => "not a combination",
            Reject::ShapeMismatch => "a different kind or size than the table",
            Reject::TooLow => "does not beat the table",
            Reject::ReadingNotPossible => "the cards cannot be read that way",
            Reject::NoReturnDue => "no tribute return is due from this seat",
            Reject::ReturnIsGift => "the tribute card just received cannot be returned",
            Reject::ReturnNotLowCard => "return a low card (10 or lower, not the level rank)",
        };
        f.write_str(s)
    }
}

impl std::error::Error for Reject {}
