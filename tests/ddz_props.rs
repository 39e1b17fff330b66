#![allow(clippy::unwrap_used, clippy::expect_used)]
//! 더우디주 properties over random seeds: generator ⇔ validator, suit independence, card
//! conservation, serde round-trips, and loading broken saves without panics.

use std::collections::{BTreeSet, HashSet};

use proptest::prelude::*;

use ai::ddz::choose;
use ai::ddz::counts::{Counts, Mv, gen_moves};
use engine::ddz::{
    Action, Combo, ComboKind, Game, Phase, beats, classify, deal, has_beating_play, legal_plays,
    readings,
};
use engine::rng::{GameRng, shuffle};
use engine::{Card, CardId, CardSet, Rank, Seat, Suit};

/// A random hand of `n` cards from a shuffled deck.
fn random_hand(seed: u64, n: usize) -> CardSet {
    let mut ids: Vec<u8> = (0..54).collect();
    shuffle(&mut ids, &mut GameRng::new(seed, 99));
    ids[..n]
        .iter()
        .map(|&i| CardId::from_index(i).unwrap())
        .collect()
}

/// A hand rich in groups (pairs, trios, fours), where planes and four-with-two appear.
fn grouped_hand(seed: u64, n: usize) -> CardSet {
    let mut rng = GameRng::new(seed, 7);
    let mut out = CardSet::EMPTY;
    while out.len() < n {
        let r = Rank::ALL[rng.below(15) as usize];
        let want = 1 + rng.below(4) as usize;
        let mut added = 0;
        for id in CardSet::full(1).of_rank(r).iter() {
            if added == want || out.len() == n {
                break;
            }
            if out.insert(id) {
                added += 1;
            }
        }
    }
    out
}

/// A hand built around consecutive trios and pairs, where planes and pair chains abound.
fn plane_hand(seed: u64) -> CardSet {
    let mut rng = GameRng::new(seed, 8);
    let lo = rng.below(9) as usize;
    let k = 2 + rng.below(3) as usize;
    let mut out = CardSet::EMPTY;
    for (i, r) in Rank::ALL.iter().enumerate().skip(lo).take(k + 2) {
        let n = if i < lo + k { 3 } else { 2 };
        for id in CardSet::full(1).of_rank(*r).iter().take(n) {
            out.insert(id);
        }
    }
    let mut ids: Vec<u8> = (0..54).collect();
    shuffle(&mut ids, &mut rng);
    for i in ids {
        if out.len() >= 20 {
            break;
        }
        out.insert(CardId::from_index(i).unwrap());
    }
    out
}

fn styled_hand(seed: u64, style: u8) -> CardSet {
    match style {
        0 => random_hand(seed, 20),
        1 => grouped_hand(seed, 20),
        _ => plane_hand(seed),
    }
}

/// The canonical form of a set within a hand: per rank, the hand's lowest-numbered cards.
fn canonical(set: CardSet, hand: CardSet) -> CardSet {
    let mut out = CardSet::EMPTY;
    for r in Rank::ALL {
        let n = set.of_rank(r).len();
        for id in hand.of_rank(r).iter().take(n) {
            out.insert(id);
        }
    }
    out
}

/// The validator: is `set` a legal play on `prev`?
fn legal(set: CardSet, prev: Option<&Combo>) -> bool {
    match prev {
        None => classify(set).is_ok(),
        Some(p) => beats(set, p).is_ok(),
    }
}

/// A random subset of `hand` drawn by ranks (so that structured sets appear often).
fn random_subset(hand: CardSet, rng: &mut GameRng) -> CardSet {
    let density = 1 + rng.below(6);
    let mut out = CardSet::EMPTY;
    for r in Rank::ALL {
        let cards = hand.of_rank(r);
        if cards.is_empty() || rng.below(density + 1) != 0 {
            continue;
        }
        let take = 1 + rng.below(cards.len() as u64) as usize;
        let mut ids: Vec<CardId> = cards.iter().collect();
        shuffle(&mut ids, rng);
        for id in ids.into_iter().take(take) {
            out.insert(id);
        }
    }
    out
}

/// A subset shaped like a chain or plane: a window of consecutive ranks with 1–3 cards
/// each (sometimes one off), plus a few random extra cards as would-be wings.
fn window_subset(hand: CardSet, rng: &mut GameRng) -> CardSet {
    let lo = rng.below(12) as usize;
    let len = 2 + rng.below(7) as usize;
    let per = 1 + rng.below(3) as usize;
    let mut out = CardSet::EMPTY;
    for r in Rank::ALL.iter().skip(lo).take(len) {
        let mut n = per;
        if rng.below(6) == 0 {
            n = (n + 1 + rng.below(2) as usize) % 5;
        }
        for id in hand.of_rank(*r).iter().take(n) {
            out.insert(id);
        }
    }
    let extra = rng.below(5);
    let rest: Vec<CardId> = (hand - out).iter().collect();
    for _ in 0..extra {
        if !rest.is_empty() {
            out.insert(rest[rng.below(rest.len() as u64) as usize]);
        }
    }
    out
}

/// A generated lead with one card added or removed: the near misses of the validator.
fn near_miss(hand: CardSet, leads: &[CardSet], rng: &mut GameRng) -> CardSet {
    if leads.is_empty() {
        return random_subset(hand, rng);
    }
    let mut s = leads[rng.below(leads.len() as u64) as usize];
    let pool: Vec<CardId> = if rng.below(2) == 0 {
        (hand - s).iter().collect()
    } else {
        s.iter().collect()
    };
    if let Some(&id) = pool.get(rng.below(pool.len().max(1) as u64) as usize) {
        s.toggle(id);
    }
    s
}

/// The same ranks with suits swapped at random (jokers stay).
fn reshuffle_suits(set: CardSet, rng: &mut GameRng) -> CardSet {
    let mut out = CardSet::EMPTY;
    for r in Rank::ALL {
        let n = set.of_rank(r).len();
        if r.is_joker() {
            out |= set.of_rank(r);
            continue;
        }
        let mut suits = Suit::ALL;
        shuffle(&mut suits, rng);
        for s in suits.iter().take(n) {
            out.insert(CardId::new(Card::new(r, *s), 0));
        }
    }
    out
}

/// A random table combo: some play of another random hand.
fn random_prev(seed: u64) -> Option<Combo> {
    let other = styled_hand(seed ^ 0xABCD, (seed % 3) as u8);
    let plays = legal_plays(other, None);
    if seed.is_multiple_of(7) || plays.is_empty() {
        return None;
    }
    let i = GameRng::new(seed, 5).below(plays.len() as u64) as usize;
    Some(plays[i].combo)
}

/// A play as a suit-free multiset of ranks under one reading, ordered for comparison.
type Reading = (Counts, ComboKind, Rank, u8);

fn reading(cards: Counts, c: Combo) -> Reading {
    (cards, c.kind, c.key, c.len)
}

/// The plays of `hand` on `prev` as the AI's suit-free generator lists them: each card
/// multiset with each reading it is offered under, once.
fn ai_plays(hand: CardSet, prev: Option<&Combo>) -> BTreeSet<Reading> {
    let prev = prev.map(|c| Mv::new(c.kind, c.key.index(), c.len as usize, Counts::EMPTY));
    let mut moves = Vec::new();
    gen_moves(Counts::from_set(hand), prev.as_ref(), &mut moves);
    moves.iter().map(|m| reading(m.cards, m.combo())).collect()
}

/// The same from the engine's generator: every distinct card set, under every reading of
/// it that may be played (R4: all of them when leading, those that beat `prev` otherwise).
fn engine_plays(hand: CardSet, prev: Option<&Combo>) -> BTreeSet<Reading> {
    let mut out = BTreeSet::new();
    for p in legal_plays(hand, prev) {
        for c in readings(p.cards) {
            if prev.is_none_or(|prev| c.beats(prev).is_ok()) {
                out.insert(reading(Counts::from_set(p.cards), c));
            }
        }
    }
    out
}

/// Both generators' plays of `hand` on `prev` are the same, or what differs.
fn same_plays(hand: CardSet, prev: Option<&Combo>) -> Result<(), TestCaseError> {
    let ai = ai_plays(hand, prev);
    let engine = engine_plays(hand, prev);
    prop_assert!(
        ai == engine,
        "{} on {:?}: the AI lacks {:?} and adds {:?}",
        hand,
        prev,
        engine.difference(&ai).collect::<Vec<_>>(),
        ai.difference(&engine).collect::<Vec<_>>()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn ai_generator_gives_the_engines_plays(
        seed in any::<u64>(),
        style in 0u8..3,
        n in 1usize..=20,
    ) {
        // doudizhu §5–§15, R4: the AI searches with its own generator over rank counts; on
        // any hand, leading and following random tables (bombs and the rocket among them),
        // it offers exactly the engine's plays, each under exactly its legal readings.
        let hand = match style {
            0 => random_hand(seed, n),
            1 => grouped_hand(seed, n),
            _ => plane_hand(seed),
        };
        same_plays(hand, None)?;
        for k in 0..3u32 {
            if let Some(prev) = random_prev(seed.rotate_left(8 * k + 5)) {
                same_plays(hand, Some(&prev))?;
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn generated_plays_are_legal_and_distinct(seed in any::<u64>(), style in 0u8..3) {
        // doudizhu §13–§15: every generated play reads as its combo and beats the table.
        let hand = styled_hand(seed, style);
        let prev = random_prev(seed);
        let plays = legal_plays(hand, prev.as_ref());
        let mut seen = HashSet::new();
        for p in &plays {
            prop_assert!(p.cards.is_subset(hand));
            prop_assert!(readings(p.cards).contains(&p.combo), "{} {:?}", p.cards, p.combo);
            if let Some(prev) = &prev {
                prop_assert!(p.combo.beats(prev).is_ok());
            }
            prop_assert_eq!(canonical(p.cards, hand), p.cards, "canonical pick");
            prop_assert!(seen.insert(p.cards.bits()), "each set once: {}", p.cards);
        }
        if let Some(prev) = &prev {
            prop_assert_eq!(has_beating_play(hand, prev), !plays.is_empty());
        }
    }

    #[test]
    fn generator_iff_validator(seed in any::<u64>(), style in 0u8..3, lead in any::<bool>()) {
        // R4, §14: a subset of the hand is legal iff its suit-free form is generated.
        let hand = styled_hand(seed, style);
        let prev = if lead { None } else { random_prev(seed.rotate_left(17)) };
        let moves: HashSet<u128> = legal_plays(hand, prev.as_ref())
            .iter()
            .map(|p| p.cards.bits())
            .collect();
        let leads: Vec<CardSet> = legal_plays(hand, None).iter().map(|p| p.cards).collect();
        let mut rng = GameRng::new(seed, 3);
        for i in 0..300 {
            let s = match i % 3 {
                0 => random_subset(hand, &mut rng),
                1 => window_subset(hand, &mut rng),
                _ => near_miss(hand, &leads, &mut rng),
            };
            if s.is_empty() {
                continue;
            }
            let ok = legal(s, prev.as_ref());
            prop_assert_eq!(
                ok,
                moves.contains(&canonical(s, hand).bits()),
                "{} on {:?} (hand {})", s, prev, hand
            );
        }
        // And every generated move, in any suits, passes the validator.
        for bits in moves.iter().take(200) {
            let s = CardSet::from_bits(*bits);
            prop_assert!(legal(s, prev.as_ref()));
        }
    }

    #[test]
    fn classification_ignores_suits(seed in any::<u64>(), n in 1usize..=20) {
        // doudizhu §4: suits are never compared; only ranks decide a reading.
        let mut rng = GameRng::new(seed, 11);
        let s = if seed % 2 == 0 { random_hand(seed, n) } else { grouped_hand(seed, n) };
        let t = reshuffle_suits(s, &mut rng);
        prop_assert_eq!(s.rank_counts(), t.rank_counts());
        prop_assert_eq!(classify(s), classify(t));
        // Order of names in the text form does not matter either.
        let mut names: Vec<String> = s.faces().iter().map(ToString::to_string).collect();
        shuffle(&mut names, &mut rng);
        let back = CardSet::from_names(names.iter().map(String::as_str), 1).unwrap();
        prop_assert_eq!(back, s);
    }

    #[test]
    fn random_games_conserve_cards(seed in any::<u64>()) {
        // doudizhu §2, §15–§17: random legal actions keep 54 cards, hand sizes and
        // zero-sum scores; every listed action is accepted.
        let mut g = Game::new(seed);
        let mut rng = GameRng::new(seed, 1234);
        for _ in 0..400 {
            let Some(seat) = g.to_act() else {
                if g.phase() == Phase::HandOver {
                    g.apply(Action::NextHand).unwrap();
                    continue;
                }
                break;
            };
            let action = match g.phase() {
                Phase::Bidding => {
                    let bids = g.legal_bids();
                    let b = bids[rng.below(bids.len() as u64) as usize];
                    Action::Bid { seat, bid: b }
                }
                _ => {
                    let plays = g.legal_plays(seat);
                    let can_pass = g.table().is_some();
                    let k = plays.len() as u64 + u64::from(can_pass);
                    let i = rng.below(k) as usize;
                    match plays.get(i) {
                        Some(p) => Action::Play { seat, cards: p.cards, reading: Some(p.combo) },
                        None => Action::Pass { seat },
                    }
                }
            };
            g.apply(action).unwrap();
            prop_assert_eq!(g.validate(), Ok(()));
            let c = g.counts();
            let table: usize = g.history().iter().filter_map(|(_, p)| p.map(|p| p.cards.len())).sum();
            let bottom = if g.landlord().is_some() { 0 } else { 3 };
            prop_assert_eq!(c.iter().sum::<usize>() + table + bottom, 54);
            prop_assert_eq!(g.scores().iter().sum::<i64>(), 0);
        }
    }

    #[test]
    fn serde_round_trip_mid_hand(seed in any::<u64>(), steps in 0usize..60) {
        // R2: a save restores the game exactly, and it plays on identically.
        let mut g = Game::new(seed);
        for _ in 0..steps {
            let Some(seat) = g.to_act() else { break };
            let d = choose(&g.view(seat), &mut g.ai_rng());
            g.apply(d.action).unwrap();
        }
        let json = serde_json::to_string(&g).unwrap();
        let mut back: Game = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &g);
        for _ in 0..10 {
            let Some(seat) = g.to_act() else { break };
            let d = choose(&g.view(seat), &mut g.ai_rng());
            let e = choose(&back.view(seat), &mut back.ai_rng());
            prop_assert_eq!(&d, &e);
            g.apply(d.action).unwrap();
            back.apply(e.action).unwrap();
        }
        prop_assert_eq!(back, g);
    }

    #[test]
    fn broken_saves_never_panic(seed in any::<u64>(), steps in 0usize..40, flips in 1usize..6) {
        // A corrupted save is refused or loads as a consistent game; it never panics.
        let mut g = Game::new(seed);
        for _ in 0..steps {
            let Some(seat) = g.to_act() else { break };
            let d = choose(&g.view(seat), &mut g.ai_rng());
            g.apply(d.action).unwrap();
        }
        let mut v = serde_json::to_value(&g).unwrap();
        let mut rng = GameRng::new(seed, 77);
        for _ in 0..flips {
            mutate(&mut v, &mut rng);
        }
        if let Ok(loaded) = serde_json::from_value::<Game>(v) {
            prop_assert_eq!(loaded.validate(), Ok(()));
            for s in 0..4u8 {
                let _ = loaded.view(Seat(s));
                let _ = loaded.legal_plays(Seat(s));
            }
        }
    }
}

/// Changes one random leaf of a JSON value: a number, a string or a bool.
fn mutate(v: &mut serde_json::Value, rng: &mut GameRng) {
    use serde_json::Value;
    match v {
        Value::Object(o) if !o.is_empty() => {
            let i = rng.below(o.len() as u64) as usize;
            if let Some((_, child)) = o.iter_mut().nth(i) {
                mutate(child, rng);
            }
        }
        Value::Array(a) if !a.is_empty() => {
            let i = rng.below(a.len() as u64) as usize;
            mutate(&mut a[i], rng);
        }
        Value::Number(_) => {
            *v = match rng.below(4) {
                0 => Value::from(rng.below(5)),
                1 => Value::from(-1),
                2 => Value::from(u64::MAX),
                _ => Value::from(i64::MIN),
            }
        }
        Value::String(s) => {
            *s = match rng.below(3) {
                0 => "3S 3S".into(),
                1 => "BJ RJ".into(),
                _ => "nonsense".into(),
            }
        }
        Value::Bool(b) => *b = !*b,
        _ => {}
    }
}

#[test]
fn deals_are_stable_per_stream() {
    // R2: the same seed and deal number deal the same cards.
    for seed in 0..5 {
        assert_eq!(deal(seed, 3), deal(seed, 3));
        assert_ne!(deal(seed, 3).hands, deal(seed, 4).hands);
    }
}
