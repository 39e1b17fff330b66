//! The earlier simple computer player for 관단 (Guandan), kept as an arena baseline. It sees
//! only a [`PlayerView`] (R3).
//!
//! - Return (반환): the lowest allowed card (§20's default rule).
//! - Lead: the cheapest combination: low rank first, longer combinations preferred, no wild
//!   hearts and no broken bombs unless nothing else is left.
//! - Follow: never beat the partner; beat an opponent with the smallest non-bomb play; use the
//!   smallest bomb only when an opponent is nearly out. Go out whenever one play empties the
//!   hand.
//!
//! Deterministic given the generator (ties are broken by it).
//!
//! ```
//! use ai::guandan::simple::choose;
//! use engine::Seat;
//! use engine::guandan::Game;
//! use engine::rng::GameRng;
//! let mut g = Game::new(3);
//! let d = choose(&g.view(Seat(0)), &mut GameRng::new(3, 1_000));
//! assert!(g.apply(d.action).is_ok());
//! ```

use engine::guandan::level::{RANK_MASKS, wild_mask};
use engine::guandan::{Action, ComboKind, Phase, Played, PlayerView, default_returns, strength};
use engine::rng::GameRng;
use engine::{CardId, Seat};

use crate::why::{Named, Why};

/// The simple player's choice (no alternatives, no estimate).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Choice {
    action: Action,
    reason: Why,
}

/// An opponent with this many cards or fewer is "nearly out": bombs are worth spending.
const NEARLY_OUT: usize = 6;

/// Chooses this seat's action from its view.
pub fn choose(view: &PlayerView, rng: &mut GameRng) -> super::Decision {
    let c = choose_simple(view, rng);
    super::Decision::simple(c.action, c.reason)
}

/// §20: the lowest allowed return card.
pub fn choose_return(view: &PlayerView) -> super::Decision {
    let c = return_simple(view);
    super::Decision::simple(c.action, c.reason)
}

fn choose_simple(view: &PlayerView, rng: &mut GameRng) -> Choice {
    match view.phase {
        Phase::Return => return_simple(view),
        Phase::Playing => choose_play(view, rng),
        Phase::HandOver => Choice {
            action: Action::NextHand,
            reason: Why::HandOverNext,
        },
        Phase::MatchOver => Choice {
            action: Action::NextHand,
            reason: Why::MatchOverDot,
        },
    }
}

fn return_simple(view: &PlayerView) -> Choice {
    let best = view
        .returnable
        .iter()
        .min_by_key(|&id| (card_strength(view, id), id));
    match (view.pending_return, best) {
        (Some(g), Some(card)) => Choice {
            action: Action::ReturnTribute {
                seat: view.seat,
                card,
            },
            reason: Why::SimpleReturn {
                card: card.card(),
                by_default: default_returns(view.hand, view.level, g.card).contains(card),
                to: g.from,
            },
        },
        _ => Choice {
            action: Action::Pass { seat: view.seat },
            reason: Why::NoTributeDot,
        },
    }
}

fn card_strength(view: &PlayerView, id: CardId) -> u8 {
    if wild_mask(view.level) >> id.index() & 1 == 1 {
        strength(view.level, view.level)
    } else {
        strength(id.rank(), view.level)
    }
}

/// How a play would shape the hand left behind.
struct Costing {
    counts: [u8; 15],
    wild: u128,
}

impl Costing {
    fn new(view: &PlayerView) -> Costing {
        let wild = view.hand.bits() & wild_mask(view.level);
        let nat = view.hand.bits() & !wild;
        let mut counts = [0u8; 15];
        for (r, c) in counts.iter_mut().enumerate() {
            *c = (nat & RANK_MASKS[r]).count_ones() as u8;
        }
        Costing { counts, wild }
    }

    fn wilds_used(&self, p: &Played) -> u32 {
        (p.cards.bits() & self.wild).count_ones()
    }

    /// True when a normal play takes some but not all cards of a rank that is a bomb.
    fn breaks_bomb(&self, p: &Played) -> bool {
        if p.combo.kind.is_bomb_class() {
            return false;
        }
        (0..13).any(|r| {
            let used = (p.cards.bits() & !self.wild & RANK_MASKS[r]).count_ones() as u8;
            used > 0 && self.counts[r] >= 4
        })
    }

    /// Ranks whose pair or trio the play splits.
    fn splits(&self, p: &Played) -> u32 {
        (0..15)
            .filter(|&r| {
                let used = (p.cards.bits() & !self.wild & RANK_MASKS[r]).count_ones() as u8;
                used > 0 && used < self.counts[r]
            })
            .count() as u32
    }

    /// Lower is better: spend low ranks, shed many cards, keep wilds and structure.
    fn score(&self, view: &PlayerView, p: &Played) -> i32 {
        // A sequence is as cheap as its lowest rank (natural position, 2 is 0).
        let width = match p.combo.kind {
            ComboKind::Straight | ComboKind::StraightFlush => 5,
            ComboKind::PairChain => 3,
            ComboKind::TrioChain => 2,
            _ => 1,
        };
        let value = if p.combo.kind.is_sequence() {
            (i32::from(engine::guandan::seq_top(p.combo.key)) - width - 1).max(0)
        } else {
            i32::from(strength(p.combo.key, view.level))
        };
        value * 3 + self.splits(p) as i32 * 3 + self.wilds_used(p) as i32 * 12
            - p.cards.len() as i32 * 3
    }
}

fn choose_play(view: &PlayerView, rng: &mut GameRng) -> Choice {
    let me = view.seat;
    let pass = |reason: Why| Choice {
        action: Action::Pass { seat: me },
        reason,
    };
    if !view.my_turn() {
        return pass(Why::NotMyTurnDot);
    }
    let plays = view.legal_plays();
    let play = |p: &Played, reason: Why| Choice {
        action: Action::Play {
            seat: me,
            cards: p.cards,
            reading: Some(p.combo),
        },
        reason,
    };
    if let Some(p) = plays.iter().find(|p| p.cards == view.hand) {
        return play(p, Why::RestAtOnce(Named::GdPlay(*p, view.level)));
    }
    let cost = Costing::new(view);
    let opponents_min = (0..4u8)
        .map(Seat)
        .filter(|&s| s.team() != me.team() && view.counts[s.index()] > 0)
        .map(|s| view.counts[s.index()])
        .min()
        .unwrap_or(usize::MAX);
    let urgent = opponents_min <= NEARLY_OUT;

    let Some((owner, table)) = view.table else {
        // Leading: the cheapest normal play; a single is a poor lead against a last card.
        let pick = pick_min(rng, plays.iter().filter(|p| p.combo.tier() == 0), |p| {
            let mut s = cost.score(view, p);
            if cost.breaks_bomb(p) {
                s += 60;
            }
            if opponents_min == 1 && p.cards.len() == 1 {
                s += 40;
            }
            s
        });
        if let Some(p) = pick {
            return play(p, Why::EasiestLead(Named::GdPlay(*p, view.level)));
        }
        let bomb = pick_min(rng, plays.iter(), |p| bomb_order(view, p));
        return match bomb {
            Some(p) => play(p, Why::OnlyBombClass(Named::GdPlay(*p, view.level))),
            None => pass(Why::NoComboDot),
        };
    };
    if owner == me.partner() {
        return pass(Why::LetsPartner);
    }
    let normal = pick_min(
        rng,
        plays.iter().filter(|p| {
            p.combo.tier() == 0 && (urgent || (cost.wilds_used(p) == 0 && !cost.breaks_bomb(p)))
        }),
        |p| cost.score(view, p),
    );
    if let Some(p) = normal {
        return play(
            p,
            Why::BeatsSmallest {
                table: Named::GdCombo(table.combo),
                with: Named::GdPlay(*p, view.level),
            },
        );
    }
    if urgent {
        let bomb = pick_min(rng, plays.iter().filter(|p| p.combo.tier() > 0), |p| {
            bomb_order(view, p)
        });
        if let Some(p) = bomb {
            return play(p, Why::BombsNearOut(Named::GdPlay(*p, view.level)));
        }
    }
    pass(Why::NothingWorth)
}

/// Smallest bomb-class play first: tier, then rank, then fewest wilds.
fn bomb_order(view: &PlayerView, p: &Played) -> i32 {
    let wild = (p.cards.bits() & wild_mask(view.level)).count_ones() as i32;
    i32::from(p.combo.tier()) * 1000 + i32::from(p.combo.rank_value(view.level)) * 10 + wild
}

/// The play with the lowest score; ties broken by the generator.
fn pick_min<'a>(
    rng: &mut GameRng,
    plays: impl Iterator<Item = &'a Played>,
    score: impl Fn(&Played) -> i32,
) -> Option<&'a Played> {
    let mut best: Option<(i32, &'a Played)> = None;
    let mut ties = 0u64;
    for p in plays {
        let s = score(p);
        match best {
            Some((b, _)) if s > b => {}
            Some((b, _)) if s == b => {
                ties += 1;
                // Reservoir choice among equal scores keeps it uniform and deterministic.
                if rng.below(ties + 1) == 0 {
                    best = Some((s, p));
                }
            }
            _ => {
                best = Some((s, p));
                ties = 0;
            }
        }
    }
    best.map(|(_, p)| p)
}
