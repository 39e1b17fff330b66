//! Guandan baselines for the arena: greedy (the smallest play that beats, never a bomb on
//! its partner, the default return) and random legal. Both see only a [`PlayerView`] (R3).

use super::Decision;
use crate::Why;
use engine::guandan::level::{seq_top, strength, wild_mask};
use engine::guandan::{Action, Phase, Played, PlayerView};
use engine::rng::GameRng;

fn outside_turn(view: &PlayerView) -> Option<Decision> {
    match view.phase {
        Phase::HandOver | Phase::MatchOver => {
            Some(Decision::simple(Action::NextHand, Why::NextHand))
        }
        Phase::Return if view.pending_return.is_none() => Some(Decision::simple(
            Action::Pass { seat: view.seat },
            Why::NoTribute,
        )),
        Phase::Playing if !view.my_turn() => Some(Decision::simple(
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

/// The strength a play is "small" by: natural position for sequences, strength otherwise.
fn size(p: &Played, view: &PlayerView) -> u8 {
    if p.combo.kind.is_sequence() {
        seq_top(p.combo.key)
    } else {
        strength(p.combo.key, view.level)
    }
}

/// The default return (§20): the lowest returnable card.
fn lowest_return(view: &PlayerView) -> Decision {
    let wild = wild_mask(view.level);
    let card = view.returnable.iter().min_by_key(|id| {
        let s = if wild >> id.index() & 1 == 1 {
            strength(view.level, view.level)
        } else {
            strength(id.rank(), view.level)
        };
        (s, *id)
    });
    match card {
        Some(card) => Decision::simple(
            Action::ReturnTribute {
                seat: view.seat,
                card,
            },
            Why::ReturnsLowest,
        ),
        None => Decision::simple(Action::Pass { seat: view.seat }, Why::NoCardToReturn),
    }
}

/// The greedy baseline: leads the combination that sheds the most cards from its lowest
/// card; follows with the smallest play that beats (fewest wilds), a bomb-class play only
/// when nothing else beats and the table is an opponent's; returns the lowest card.
pub fn greedy(view: &PlayerView) -> Decision {
    if let Some(d) = outside_turn(view) {
        return d;
    }
    if view.phase == Phase::Return {
        return lowest_return(view);
    }
    let plays = view.legal_plays();
    let wild = wild_mask(view.level);
    let wilds = |p: &Played| (p.cards.bits() & wild).count_ones();
    match view.table {
        None => {
            let lowest = view
                .hand
                .iter()
                .filter(|id| wild >> id.index() & 1 == 0)
                .map(|id| strength(id.rank(), view.level))
                .min();
            let best = plays
                .iter()
                .filter(|p| !p.combo.kind.is_bomb_class())
                .filter(|p| {
                    lowest.is_none_or(|low| {
                        p.cards.iter().any(|c| {
                            wild >> c.index() & 1 == 0 && strength(c.rank(), view.level) == low
                        })
                    })
                })
                .max_by_key(|p| (p.cards.len(), std::cmp::Reverse(wilds(p))))
                .or_else(|| plays.first());
            match best {
                Some(p) => play(view, p, Why::LowestCardsFirst),
                None => Decision::simple(Action::Pass { seat: view.seat }, Why::NothingToPlay),
            }
        }
        Some((holder, _)) => {
            let partner_holds = holder.team() == view.seat.team();
            let normal = plays
                .iter()
                .filter(|p| !p.combo.kind.is_bomb_class())
                .min_by_key(|p| (size(p, view), wilds(p), p.cards.len()));
            let bomb = plays
                .iter()
                .filter(|p| p.combo.kind.is_bomb_class())
                .min_by_key(|p| (p.combo.tier(), size(p, view), wilds(p)));
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
    if view.phase == Phase::Return {
        let cards: Vec<_> = view.returnable.iter().collect();
        return match cards.get(rng.below(cards.len() as u64) as usize) {
            Some(&card) => Decision::simple(
                Action::ReturnTribute {
                    seat: view.seat,
                    card,
                },
                Why::RandomReturn,
            ),
            None => Decision::simple(Action::Pass { seat: view.seat }, Why::NoCardToReturn),
        };
    }
    let plays = view.legal_plays();
    let options = plays.len() + usize::from(view.table.is_some());
    match plays.get(rng.below(options as u64) as usize) {
        Some(p) => play(view, p, Why::Random),
        None => Decision::simple(Action::Pass { seat: view.seat }, Why::RandomPass),
    }
}
