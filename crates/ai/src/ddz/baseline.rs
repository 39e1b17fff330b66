//! Baseline players for the arena: a greedy one (the smallest play that beats, never a bomb
//! on its partner) and a random legal one. Both see only a [`PlayerView`] (R3).

use engine::ddz::{Action, Phase, Played, PlayerView, strength};
use engine::rng::GameRng;

use super::Decision;
use crate::Why;

fn outside_turn(view: &PlayerView) -> Option<Decision> {
    match view.phase {
        Phase::HandOver | Phase::MatchOver => {
            Some(Decision::simple(Action::NextHand, Why::NextHand))
        }
        Phase::Playing if view.to_act != Some(view.seat) => Some(Decision::simple(
            Action::Pass { seat: view.seat },
            Why::NotMyTurn,
        )),
        _ => None,
    }
}

fn play(view: &PlayerView, p: &Played, reason: Why) -> Decision {
    Decision::simple(
        Action::Play {
            seat: view.seat,
            cards: p.cards,
            reading: Some(p.combo),
        },
        reason,
    )
}

/// Bids 1 when nobody has bid yet, otherwise passes ("always bid 1").
pub fn bid_one(view: &PlayerView) -> Decision {
    let bid = view.highest_bid().is_none().then_some(1);
    Decision::simple(
        Action::Bid {
            seat: view.seat,
            bid,
        },
        Why::AlwaysOne,
    )
}

/// The greedy baseline: bids 1 when it can; leads the combination that sheds the most cards
/// from its lowest rank; follows with the smallest play that beats (a bomb or the rocket
/// only when nothing else beats and the table is not its partner's).
pub fn greedy(view: &PlayerView) -> Decision {
    if let Some(d) = outside_turn(view) {
        return d;
    }
    if view.phase == Phase::Bidding {
        return bid_one(view);
    }
    let plays = view.legal_plays();
    match view.table {
        None => {
            let lowest = view
                .hand
                .iter()
                .map(|c| strength(c.rank()))
                .min()
                .unwrap_or(0);
            let best = plays
                .iter()
                .filter(|p| !p.combo.kind.is_bomb_class() || plays.len() == 1)
                .filter(|p| p.cards.iter().any(|c| strength(c.rank()) == lowest))
                .max_by_key(|p| (p.cards.len(), std::cmp::Reverse(strength(p.combo.key))))
                .or_else(|| plays.first());
            match best {
                Some(p) => play(view, p, Why::LowestCardsFirst),
                None => Decision::simple(Action::Pass { seat: view.seat }, Why::NothingToPlay),
            }
        }
        Some((holder, _)) => {
            let partner_holds = view.partner() == Some(holder);
            let normal = plays
                .iter()
                .filter(|p| !p.combo.kind.is_bomb_class())
                .min_by_key(|p| (strength(p.combo.key), p.cards.len()));
            let bomb = plays
                .iter()
                .filter(|p| p.combo.kind.is_bomb_class())
                .min_by_key(|p| (p.combo.kind, strength(p.combo.key)));
            match (normal, bomb) {
                (Some(p), _) => play(view, p, Why::SmallestCombo(None)),
                (None, Some(b)) if !partner_holds => play(view, b, Why::BombBeats),
                _ => Decision::simple(Action::Pass { seat: view.seat }, Why::Passes),
            }
        }
    }
}

/// A uniformly random legal action.
pub fn random(view: &PlayerView, rng: &mut GameRng) -> Decision {
    if let Some(d) = outside_turn(view) {
        return d;
    }
    if view.phase == Phase::Bidding {
        let bids = view.legal_bids();
        let bid = bids
            .get(rng.below(bids.len() as u64) as usize)
            .copied()
            .flatten();
        return Decision::simple(
            Action::Bid {
                seat: view.seat,
                bid,
            },
            Why::Random,
        );
    }
    let plays = view.legal_plays();
    let options = plays.len() + usize::from(view.table.is_some());
    let i = rng.below(options as u64) as usize;
    match plays.get(i) {
        Some(p) => play(view, p, Why::Random),
        None => Decision::simple(Action::Pass { seat: view.seat }, Why::RandomPass),
    }
}
