//! What one seat may know (R3): its own hand and public information, never another
//! seat's hidden cards. The computer player decides from this alone.
//!
//! ```
//! use engine::Seat;
//! use engine::guandan::Game;
//! let g = Game::new(7);
//! let v = g.view(Seat(1));
//! assert_eq!(v.hand, g.hand(Seat(1)));
//! assert_eq!(v.counts, [27, 27, 27, 27]);
//! ```

use serde::{Deserialize, Serialize};

use super::combo::{Combo, Played};
use super::game::{Game, Phase};
use super::level::text;
use super::moves::generate;
use super::scoring::HandResult;
use super::tribute::{Gift, TributeKind, TributeOutcome};
use crate::{CardSet, Rank, Seat};

/// One seat's view of the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view.
    pub seat: Seat,
    /// The phase.
    pub phase: Phase,
    /// Whose decision is awaited.
    pub to_act: Option<Seat>,
    /// This seat's own cards.
    pub hand: CardSet,
    /// This hand's level.
    #[serde(with = "text::rank")]
    pub level: Rank,
    /// Stored levels of team {0,2} and team {1,3}.
    #[serde(with = "text::ranks2")]
    pub team_levels: [Rank; 2],
    /// Which hand (1 is the first).
    pub hand_number: u32,
    /// Who led this trick.
    pub leader: Seat,
    /// The play to beat (`None` when the seat to act leads freely).
    pub table: Option<(Seat, Played)>,
    /// This trick's plays and passes.
    pub trick: Vec<(Seat, Option<Played>)>,
    /// Every play and pass of this hand.
    pub history: Vec<(Seat, Option<Played>)>,
    /// Cards held by each seat (public).
    pub counts: [usize; 4],
    /// Seats already out, 1위 first.
    pub finish_order: Vec<Seat>,
    /// Single or double tribute this hand, if any.
    pub tribute_kind: Option<TributeKind>,
    /// Whether the tribute was exempted (§21; announced publicly).
    pub exempt: bool,
    /// The gifts this seat gave or received, with their returns (R3: only its own).
    pub my_gifts: Vec<Gift>,
    /// The gift this seat must return a card for now, if any.
    pub pending_return: Option<Gift>,
    /// The cards this seat may return now (§20).
    pub returnable: CardSet,
    /// Results of finished hands (public).
    pub results: Vec<HandResult>,
    /// The team that won the match, if any.
    pub winner: Option<usize>,
}

impl PlayerView {
    pub(crate) fn of(g: &Game, seat: Seat) -> PlayerView {
        let tribute = g.tribute();
        let my_gifts: Vec<Gift> = tribute
            .map(|t| {
                t.gifts()
                    .iter()
                    .filter(|x| x.from == seat || x.to == seat)
                    .copied()
                    .collect()
            })
            .unwrap_or_default();
        let pending_return = if g.phase() == Phase::Return {
            tribute.and_then(|t| t.pending_for(seat)).copied()
        } else {
            None
        };
        PlayerView {
            seat,
            phase: g.phase(),
            to_act: g.to_act(),
            hand: g.hand(seat),
            level: g.level(),
            team_levels: g.team_levels(),
            hand_number: g.hand_number(),
            leader: g.leader(),
            table: g.table(),
            trick: g.trick().to_vec(),
            history: g.history().to_vec(),
            counts: g.counts(),
            finish_order: g.finish_order().to_vec(),
            tribute_kind: tribute.map(|t| t.kind),
            exempt: tribute.is_some_and(|t| matches!(t.outcome, TributeOutcome::Exempt { .. })),
            my_gifts,
            pending_return,
            returnable: g.returnable(seat),
            results: g.results().to_vec(),
            winner: g.winner(),
        }
    }

    /// The combination to beat, if any.
    pub fn table_combo(&self) -> Option<Combo> {
        self.table.map(|(_, p)| p.combo)
    }

    /// Whether this seat is the one whose play is awaited.
    pub fn my_turn(&self) -> bool {
        self.phase == Phase::Playing && self.to_act == Some(self.seat)
    }

    /// The legal plays from this seat's hand against the current table.
    pub fn legal_plays(&self) -> Vec<Played> {
        generate(self.hand, self.level, self.table_combo().as_ref())
    }
}
