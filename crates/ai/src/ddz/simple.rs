//! The earlier simple Dou Dizhu computer player, kept as a baseline for the arena. It sees
//! only a [`PlayerView`] (R3) and draws every random choice from the generator it is given
//! (R2), so it is deterministic.
//!
//! - Bidding: a hand-strength score (jokers, 2s, aces, bombs) mapped to 1·2·3 or no bid.
//! - Leading: the cheapest sensible combination, preferring to shed many cards at once
//!   (chains, planes, trios with kickers) and not breaking pairs, trios or bombs.
//! - Following: the smallest non-bomb play that beats; never beats the partner peasant;
//!   bombs and the rocket only when an opponent is low on cards or it nearly finishes.
//!
//! ```
//! use ai::ddz::simple::choose;
//! use engine::ddz::Game;
//! let mut g = Game::new(3);
//! while let Some(seat) = g.to_act() {
//!     let d = choose(&g.view(seat), &mut g.ai_rng());
//!     g.apply(d.action).unwrap(); // the AI only proposes legal actions
//!     if g.seq() > 200 { break; }
//! }
//! assert!(g.settlements().len() == 1);
//! ```

use engine::ddz::{Action, ComboKind, Phase, Played, PlayerView, strength};
use engine::rng::GameRng;
use engine::{CardId, CardSet, Rank};

use crate::why::{Named, Why};

/// The simple player's choice (no alternatives, no estimate).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Choice {
    action: Action,
    reason: Why,
}

/// Chooses an action for the seat of `view`. Outside its turn it proposes `NextHand` after
/// a settlement and a pass otherwise (which the game would refuse).
pub fn choose(view: &PlayerView, rng: &mut GameRng) -> super::Decision {
    let c = choose_simple(view, rng);
    super::Decision::simple(c.action, c.reason)
}

fn choose_simple(view: &PlayerView, rng: &mut GameRng) -> Choice {
    match view.phase {
        Phase::Bidding => choose_bid(view, rng),
        Phase::Playing if view.to_act == Some(view.seat) => choose_play(view, rng),
        Phase::Playing => Choice {
            action: Action::Pass { seat: view.seat },
            reason: Why::NotMyTurn,
        },
        Phase::HandOver | Phase::MatchOver => Choice {
            action: Action::NextHand,
            reason: Why::NextHand,
        },
    }
}

fn counts(bits: u128) -> [u8; 15] {
    let mut c = [0u8; 15];
    let mut b = bits;
    while b != 0 {
        let i = b.trailing_zeros();
        b &= b - 1;
        if let Some(id) = CardId::from_index(i as u8) {
            c[strength(id.rank()) as usize] += 1;
        }
    }
    c
}

/// Hand strength for bidding: big joker 4, small joker 3, each 2 counts 2, each A 1,
/// each bomb 5 (the rocket already counts 7 through its jokers).
pub fn bid_strength(hand: CardSet) -> i32 {
    let c = counts(hand.bits());
    let mut s = 0i32;
    s += 4 * c[Rank::RedJoker.index()] as i32;
    s += 3 * c[Rank::BlackJoker.index()] as i32;
    s += 2 * c[Rank::Two.index()] as i32;
    s += c[Rank::Ace.index()] as i32;
    s += 5 * c.iter().filter(|&&n| n == 4).count() as i32;
    s
}

fn choose_bid(view: &PlayerView, rng: &mut GameRng) -> Choice {
    let seat = view.seat;
    let score = bid_strength(view.hand) + rng.below(3) as i32 - 1;
    let want: u8 = match score {
        s if s >= 12 => 3,
        s if s >= 9 => 2,
        s if s >= 6 => 1,
        _ => 0,
    };
    let highest = view.highest_bid().unwrap_or(0);
    if want > highest {
        let reason = Why::SimpleBid(want);
        Choice {
            action: Action::Bid {
                seat,
                bid: Some(want),
            },
            reason,
        }
    } else {
        let reason = if want == 0 {
            Why::WeakHand
        } else {
            Why::NotAboveBid
        };
        Choice {
            action: Action::Bid { seat, bid: None },
            reason,
        }
    }
}

/// Cost of a play for this hand; lower is better. Leading rewards shedding many cards.
fn cost(p: &Played, hand: &[u8; 15], leading: bool) -> i32 {
    let u = counts(p.cards.bits());
    let key = strength(p.combo.key) as usize;
    let low = strength(p.combo.low()) as usize;
    let mut c = 10 * key as i32;
    for r in 0..15 {
        let (used, held) = (u[r], hand[r]);
        if used == 0 {
            continue;
        }
        if r < low || r > key {
            c += 2 * r as i32 * used as i32; // kickers and wings: shed low cards
        }
        if held == 4 && used < 4 {
            c += 80; // breaks a bomb
        } else if used < held {
            c += 25; // breaks a pair or trio
        }
        if r != key && r >= Rank::Two.index() {
            c += 40; // a 2 or a joker spent as a kicker or wing
        }
    }
    if hand[13] == 1 && hand[14] == 1 && (u[13] + u[14] == 1) {
        c += 60; // splits the rocket
    }
    if leading {
        c -= 14 * p.cards.len() as i32;
    }
    c
}

fn choose_play(view: &PlayerView, rng: &mut GameRng) -> Choice {
    let seat = view.seat;
    let plays = view.legal_plays();
    let pass = |reason: Why| Choice {
        action: Action::Pass { seat },
        reason,
    };
    let play = |p: &Played, reason: Why| Choice {
        action: Action::Play {
            seat,
            cards: p.cards,
            reading: Some(p.combo),
        },
        reason,
    };
    // Going out ends the hand at once (§16).
    if let Some(p) = plays.iter().find(|p| p.cards == view.hand) {
        return play(p, Why::LastCards(Named::DdzCombo(p.combo)));
    }
    let hand = counts(view.hand.bits());
    let low_opp = view.min_opponent_count();
    let partner_count = view
        .partner()
        .and_then(|s| view.counts.get(s.index()).copied());
    let normal: Vec<&Played> = plays
        .iter()
        .filter(|p| !p.combo.kind.is_bomb_class())
        .collect();
    let bombs: Vec<&Played> = plays
        .iter()
        .filter(|p| p.combo.kind.is_bomb_class())
        .collect();

    match view.table {
        None => {
            let pool: Vec<&Played> = if normal.is_empty() {
                bombs.clone()
            } else {
                normal.clone()
            };
            let top_single = (0..15).rev().find(|&r| hand[r] > 0).unwrap_or(0);
            let scored: Vec<(i32, &Played)> = pool
                .iter()
                .map(|p| {
                    let mut c = cost(p, &hand, true);
                    let k = p.combo.kind;
                    if partner_count == Some(1) && k == ComboKind::Single {
                        c -= 300; // feed the partner a small single
                    } else if low_opp == 1 && k == ComboKind::Single {
                        if strength(p.combo.key) as usize != top_single {
                            c += 300; // never hand the last card a cheap single
                        }
                    } else if low_opp == 2 && k == ComboKind::Pair {
                        c += 150;
                    }
                    (c, *p)
                })
                .collect();
            let Some(best) = pick_min(&scored, rng) else {
                return pass(Why::NoCombo);
            };
            let reason = if partner_count == Some(1) && best.combo.kind == ComboKind::Single {
                Why::FeedsSingle(Named::DdzCombo(best.combo))
            } else if low_opp == 1 && best.combo.kind == ComboKind::Single {
                Why::HighSingle(Named::DdzCombo(best.combo))
            } else {
                match best.combo.kind {
                    ComboKind::Single => Why::LowestSingle,
                    ComboKind::Pair => Why::LowestPair,
                    k if k.is_bomb_class() => Why::OnlyBombs(Named::DdzCombo(best.combo)),
                    _ => Why::ShedsMany(Named::DdzCombo(best.combo)),
                }
            };
            play(best, reason)
        }
        Some((holder, _)) => {
            if view.partner() == Some(holder) {
                return pass(Why::PartnerWinning);
            }
            let scored: Vec<(i32, &Played)> =
                normal.iter().map(|p| (cost(p, &hand, false), *p)).collect();
            if let Some(best) = pick_min(&scored, rng) {
                // Breaking a bomb to follow is not worth it while opponents hold many cards.
                let breaks_bomb = counts(best.cards.bits())
                    .iter()
                    .zip(hand)
                    .any(|(&u, h)| h == 4 && u > 0 && u < 4);
                if breaks_bomb && low_opp > 5 {
                    return pass(Why::KeepsBomb);
                }
                return play(best, Why::SmallestCombo(Some(Named::DdzCombo(best.combo))));
            }
            let Some(bomb) = bombs.first() else {
                return pass(Why::NothingBeats);
            };
            let finishing = view.hand.len() <= bomb.cards.len() + 2;
            if low_opp <= 4 || finishing {
                let named = Named::DdzCombo(bomb.combo);
                let why = if finishing {
                    Why::BombNearEnd(named)
                } else {
                    Why::BombFewCards(named)
                };
                return play(bomb, why);
            }
            pass(Why::SavesBomb)
        }
    }
}

/// The lowest-cost play; equal costs are broken by the generator.
fn pick_min<'a>(scored: &[(i32, &'a Played)], rng: &mut GameRng) -> Option<&'a Played> {
    let best = scored.iter().map(|(c, _)| *c).min()?;
    let ties: Vec<&Played> = scored
        .iter()
        .filter(|(c, _)| *c == best)
        .map(|(_, p)| *p)
        .collect();
    let i = rng.below(ties.len() as u64) as usize;
    ties.get(i).copied()
}
