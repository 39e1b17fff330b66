//! Upgrades (승급) and final victory (최종 승리) at the end of a hand (§15–§17).
//!
//! ```
//! use engine::{Rank, Seat};
//! use engine::guandan::score_hand;
//! // §16: we (seats 0 and 2) are at 4, the opponents played 8; we finish 1st and 3rd.
//! let r = score_hand(2, [Seat(0), Seat(1), Seat(2), Seat(3)], Rank::Eight, [Rank::Four, Rank::Eight]);
//! assert_eq!(r.upgrade, 2);
//! assert_eq!(r.levels_after, [Rank::Six, Rank::Eight]);
//! ```

use serde::{Deserialize, Serialize};

use super::level::{raise_level, text};
use crate::{Rank, Seat};

/// Why a hand's result reads as it does (shown on the result screen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultNote {
    /// The winners went up by the upgrade.
    Upgraded,
    /// The winners reached A (capped); not yet a final victory (§17: K+2 is not victory).
    ReachedAce,
    /// The winners were at A and won a hand played at A, but only 1·4: the hand is won, the
    /// match is not; A is kept and the next hand is played at A (§17).
    AceOneFour,
    /// The winners were already at A but the hand was played at another level: A is kept.
    AceNotPlayedAtAce,
    /// 최종 승리: at A, a hand played at A, won 1·2 or 1·3.
    FinalVictory,
}

impl ResultNote {
    /// The Korean explanation for the result screen.
    pub const fn describe_ko(self) -> &'static str {
        match self {
            ResultNote::Upgraded => "승리 팀이 순위에 따라 레벨을 올렸습니다.",
            ResultNote::ReachedAce => {
                "A에 도달했습니다. 최종 승리는 A 판에서 1·2위 또는 1·3위로 이겨야 합니다."
            }
            ResultNote::AceOneFour => {
                "A 판에서 1·4위로 이겨 이번 판은 승리했지만 최종 승리는 아닙니다. A를 유지하고 다음 판도 A로 플레이합니다."
            }
            ResultNote::AceNotPlayedAtAce => {
                "이미 A이지만 A 판이 아니었으므로 A를 유지합니다. 다음 판은 A로 플레이합니다."
            }
            ResultNote::FinalVictory => "최종 승리",
        }
    }
}

/// One finished hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    /// Which hand (1 is the first).
    pub hand_number: u32,
    /// Seats in finishing order, 1st to 4th.
    pub finish_order: [Seat; 4],
    /// The winning team: 0 for seats {0,2}, 1 for {1,3} (the first finisher's team).
    pub winning_team: usize,
    /// The place of the first finisher's partner (2, 3 or 4).
    pub partner_place: u8,
    /// Levels gained: 3, 2 or 1 (§16).
    pub upgrade: u8,
    /// The level this hand was played at.
    #[serde(with = "text::rank")]
    pub played_level: Rank,
    /// Both teams' stored levels before the hand.
    #[serde(with = "text::ranks2")]
    pub levels_before: [Rank; 2],
    /// Both teams' stored levels after the hand.
    #[serde(with = "text::ranks2")]
    pub levels_after: [Rank; 2],
    /// 최종 승리: the match is won.
    pub final_victory: bool,
    /// Why.
    pub note: ResultNote,
}

/// The team of a seat: 0 for {0,2}, 1 for {1,3} (§1).
pub const fn team_of(s: Seat) -> usize {
    s.team().index()
}

/// Scores a hand from its full finishing order (§16–§17).
pub fn score_hand(
    hand_number: u32,
    finish_order: [Seat; 4],
    played_level: Rank,
    levels_before: [Rank; 2],
) -> HandResult {
    let team = team_of(finish_order[0]);
    let partner_place = finish_order
        .iter()
        .skip(1)
        .position(|&s| team_of(s) == team)
        .map_or(4, |i| i as u8 + 2);
    let upgrade = 5 - partner_place;
    let stored = levels_before[team];
    let mut levels_after = levels_before;
    levels_after[team] = raise_level(stored, upgrade);
    let at_ace = stored == Rank::Ace;
    let final_victory = at_ace && played_level == Rank::Ace && upgrade >= 2;
    let note = if final_victory {
        ResultNote::FinalVictory
    } else if at_ace && played_level == Rank::Ace {
        ResultNote::AceOneFour
    } else if at_ace {
        ResultNote::AceNotPlayedAtAce
    } else if levels_after[team] == Rank::Ace {
        ResultNote::ReachedAce
    } else {
        ResultNote::Upgraded
    };
    HandResult {
        hand_number,
        finish_order,
        winning_team: team,
        partner_place,
        upgrade,
        played_level,
        levels_before,
        levels_after,
        final_victory,
        note,
    }
}
