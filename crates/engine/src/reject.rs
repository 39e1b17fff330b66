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
    /// 더우디주 §4, §8–§10, D4: a straight, pair chain or plane body holds a 2 or a joker.
    DdzChainHasTwoOrJoker,
    /// 더우디주 §8–§10: a chain skips a rank (8 9 10 J K, 333+555).
    DdzChainGap,
    /// 더우디주 §8: a straight needs at least five cards.
    DdzStraightTooShort,
    /// 더우디주 §9: a pair chain needs at least three pairs (3344 is not one).
    DdzPairChainTooShort,
    /// 더우디주 §7: a trio takes one single or one pair, nothing else.
    DdzTrioKicker,
    /// 더우디주 §11: one single per trio or one pair per trio, not mixed, not another count.
    DdzWingCount,
    /// 더우디주 §11, D2, D3: a wing or kicker repeats a body rank.
    DdzWingRepeatsBody,
    /// 더우디주 §11, §12, D2: the two jokers cannot both be wings or kickers.
    DdzBothJokersAsWings,
    /// 더우디주 §11, D3: pair wings must be pairs of different ranks.
    DdzPairWingsSameRank,
    /// 더우디주 §12: four of a kind takes two singles or two different pairs.
    DdzFourTwoShape,
    /// 더우디주 §12: 6666+7777 is not a combination.
    DdzFourWithFour,
    /// 더우디주 §8–§10, §14: same kind, but a different number of units (456789 vs 34567).
    DdzLengthMismatch,
    /// 더우디주 §13: only a higher bomb or the rocket beats a bomb.
    DdzNeedBomb,
    /// 더우디주 §13: nothing beats the rocket.
    DdzRocketUnbeatable,
    /// 더우디주 §3: a bid is 1, 2 or 3 (or no bid).
    DdzBidOutOfRange,
    /// 더우디주 §3: a bid must be higher than the current highest.
    DdzBidNotHigher,
    /// R4: the chosen reading is not a reading of these cards (or does not beat the table).
    DdzReadingMismatch,
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
            Reject::DdzChainHasTwoOrJoker => "a chain cannot hold a 2 or a joker",
            Reject::DdzChainGap => "a chain cannot skip a rank",
            Reject::DdzStraightTooShort => "a straight needs at least five cards",
            Reject::DdzPairChainTooShort => "a pair chain needs at least three pairs",
            Reject::DdzTrioKicker => "a trio takes one single or one pair",
            Reject::DdzWingCount => "wings: one single or one pair per trio, not mixed",
            Reject::DdzWingRepeatsBody => "a wing or kicker repeats a body rank",
            Reject::DdzBothJokersAsWings => "both jokers cannot be wings or kickers",
            Reject::DdzPairWingsSameRank => "pair wings must be of different ranks",
            Reject::DdzFourTwoShape => "four of a kind takes two singles or two different pairs",
            Reject::DdzFourWithFour => "four of a kind cannot take another four (6666+7777)",
            Reject::DdzLengthMismatch => "same kind but a different length",
            Reject::DdzNeedBomb => "only a higher bomb or the rocket beats a bomb",
            Reject::DdzRocketUnbeatable => "nothing beats the rocket",
            Reject::DdzBidOutOfRange => "a bid is 1, 2 or 3",
            Reject::DdzBidNotHigher => "a bid must be higher than the current highest",
            Reject::DdzReadingMismatch => "the chosen reading does not fit these cards",
            Reject::ReadingNotPossible => "the cards cannot be read that way",
            Reject::NoReturnDue => "no tribute return is due from this seat",
            Reject::ReturnIsGift => "the tribute card just received cannot be returned",
            Reject::ReturnNotLowCard => "return a low card (10 or lower, not the level rank)",
        };
        f.write_str(s)
    }
}

impl std::error::Error for Reject {}
