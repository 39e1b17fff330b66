#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Property tests for the Guandan engine (guandan.ko.txt §4–§22, R2–R4).

// The engine invariants are driven by the fast simple player: the search AI takes
// milliseconds a decision (tests/ai_guandan.rs checks its legality).
use ai::guandan::simple::choose;
use engine::guandan::{Action, Combo, ComboKind, Game, LEVELS, Phase, Played, classify, generate};
use engine::rng::{GameRng, shuffle};
use engine::{Card, CardId, CardSet, Rank, Suit};
use proptest::prelude::*;

fn wilds(level: Rank) -> CardSet {
    CardSet::full(2).of_face(Card::new(level, Suit::Hearts))
}

/// Natural counts per rank and the number of wilds: two plays with the same shape and the
/// same reading differ only in suits.
fn shape(cards: CardSet, level: Rank) -> ([u8; 15], u8) {
    let w = wilds(level);
    ((cards - w).rank_counts().0, (cards & w).len() as u8)
}

/// A random 27-card hand with exactly `k` wild hearts of `level`.
fn random_hand(seed: u64, level: Rank, k: usize) -> CardSet {
    let w = wilds(level);
    let mut ids: Vec<CardId> = (CardSet::full(2) - w).iter().collect();
    shuffle(&mut ids, &mut GameRng::new(seed, 7));
    let mut hand: CardSet = ids.into_iter().take(27 - k).collect();
    for id in w.iter().take(k) {
        hand.insert(id);
    }
    hand
}

/// A random subset likely to be a combination: cards of a few neighbouring ranks, maybe
/// jokers, maybe wilds.
fn focused_subset(hand: CardSet, level: Rank, rng: &mut GameRng) -> CardSet {
    let start = rng.below(14) as usize + 1;
    let width = rng.below(5) as usize + 1;
    let seq_rank = |pos: usize| match pos {
        1 | 14 => Rank::Ace,
        2 => Rank::Two,
        p => Rank::ALL[p - 3],
    };
    let mut pool = CardSet::EMPTY;
    for pos in start..(start + width).min(15) {
        pool |= hand.of_rank(seq_rank(pos));
    }
    if rng.below(4) == 0 {
        pool |= hand.of_rank(Rank::BlackJoker) | hand.of_rank(Rank::RedJoker);
    }
    pool |= hand & wilds(level);
    let mut ids: Vec<CardId> = pool.iter().collect();
    shuffle(&mut ids, rng);
    let n = (rng.below(10) as usize + 1).min(ids.len());
    ids.into_iter().take(n).collect()
}

fn level_of(i: u8) -> Rank {
    LEVELS[i as usize % LEVELS.len()]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// guandan §4–§12: every generated play is a valid reading of its cards (and beats the
    /// table when following), and no play is listed twice.
    #[test]
    fn generated_plays_are_valid(seed in any::<u64>(), lv in 0u8..13, k in 0usize..3) {
        let level = level_of(lv);
        let hand = random_hand(seed, level, k);
        let lead = generate(hand, level, None);
        prop_assert!(!lead.is_empty());
        let mut seen = std::collections::HashSet::new();
        for p in &lead {
            prop_assert!(p.cards.is_subset(hand));
            let r = classify(p.cards, level).unwrap();
            prop_assert!(r.contains(&p.combo), "{} {:?} not in {:?}", p.cards, p.combo, r);
            prop_assert!(seen.insert((shape(p.cards, level), p.combo)), "duplicate {}", p.cards);
        }
        // Following every distinct lead of another hand.
        let other = random_hand(seed ^ 0xABCD, level, 2 - k);
        let table = &lead[(seed % lead.len() as u64) as usize];
        let follow = generate(other - hand, level, Some(&table.combo));
        for p in &follow {
            prop_assert!(p.combo.beats(&table.combo, level).is_ok());
            prop_assert!(classify(p.cards, level).unwrap().contains(&p.combo));
        }
    }

    /// guandan §4–§12, R4: every reading of any subset (that beats the table, if any) is
    /// generated, with the same shape (generator ⇔ validator).
    #[test]
    fn every_valid_subset_is_generated(seed in any::<u64>(), lv in 0u8..13, k in 0usize..3) {
        let level = level_of(lv);
        let hand = random_hand(seed, level, k);
        let mut rng = GameRng::new(seed, 99);
        let lead = generate(hand, level, None);
        let table = lead[(seed % lead.len() as u64) as usize].combo;
        let follow = generate(hand, level, Some(&table));
        for _ in 0..40 {
            let s = focused_subset(hand, level, &mut rng);
            let Ok(readings) = classify(s, level) else { continue };
            for r in readings {
                let want = (shape(s, level), r);
                prop_assert!(
                    lead.iter().any(|p| (shape(p.cards, level), p.combo) == want),
                    "lead: {} as {:?} not generated", s, r
                );
                if r.beats(&table, level).is_ok() {
                    prop_assert!(
                        follow.iter().any(|p| (shape(p.cards, level), p.combo) == want),
                        "follow {:?}: {} as {:?} not generated", table, s, r
                    );
                }
            }
        }
    }

    /// guandan §4, G2: every reading that uses a wild is the reading of some natural cards
    /// the wilds could stand for (never a joker).
    #[test]
    fn wild_readings_are_real(seed in any::<u64>(), lv in 0u8..13) {
        let level = level_of(lv);
        let hand = random_hand(seed, level, 2);
        let mut rng = GameRng::new(seed, 5);
        for _ in 0..12 {
            let s = focused_subset(hand, level, &mut rng);
            let w = s & wilds(level);
            if w.is_empty() { continue; }
            let Ok(readings) = classify(s, level) else { continue };
            let naturals = s - w;
            // A level whose heart is not among the cards, so nothing is wild there.
            for r in readings {
                if r.kind == ComboKind::Bomb {
                    // A bomb: the naturals are all the key rank (wilds fill the rest).
                    prop_assert!(naturals.iter().all(|c| c.rank() == r.key));
                    prop_assert!(!r.key.is_joker());
                    continue;
                }
                let faces: Vec<Card> = Card::all().filter(|c| !c.is_joker()).collect();
                let n = w.len();
                let mut found = false;
                'search: for a in &faces {
                    for b in if n == 2 { faces.as_slice() } else { &faces[..1] } {
                        let mut names: Vec<String> =
                            naturals.faces().iter().map(ToString::to_string).collect();
                        names.push(a.to_string());
                        if n == 2 { names.push(b.to_string()); }
                        let Ok(sub) = CardSet::from_names(names.iter().map(String::as_str), 2)
                        else { continue };
                        let plain = LEVELS
                            .iter()
                            .copied()
                            .find(|l| (sub & wilds(*l)).is_empty() && *l != r.key)
                            .unwrap();
                        let mut want = r;
                        if matches!(r.kind, ComboKind::Single | ComboKind::Pair) && s == w {
                            want.key = level; // G2: wilds alone are the level rank
                        }
                        if classify(sub, plain).is_ok_and(|v| v.contains(&want)) {
                            found = true;
                            break 'search;
                        }
                    }
                }
                prop_assert!(found, "{} at level {}: {:?} has no natural meaning", s, level, r);
            }
        }
    }

    /// guandan §3–§12: readings do not depend on which physical copy is chosen, on the
    /// order the cards were named, or on a relabelling of the non-heart suits.
    #[test]
    fn readings_ignore_order_copies_and_suit_names(seed in any::<u64>(), lv in 0u8..13) {
        let level = level_of(lv);
        let hand = random_hand(seed, level, (seed % 3) as usize);
        let mut rng = GameRng::new(seed, 3);
        // Spades -> diamonds -> clubs -> spades; hearts fixed (they carry the wilds).
        let map = |s: Suit| match s {
            Suit::Spades => Suit::Diamonds,
            Suit::Diamonds => Suit::Clubs,
            Suit::Clubs => Suit::Spades,
            Suit::Hearts => Suit::Hearts,
        };
        for _ in 0..20 {
            let s = focused_subset(hand, level, &mut rng);
            let base = classify(s, level);
            let mut names: Vec<String> = s.faces().iter().map(ToString::to_string).collect();
            shuffle(&mut names, &mut rng);
            let again = CardSet::from_names(names.iter().map(String::as_str), 2).unwrap();
            prop_assert_eq!(classify(again, level), base.clone());
            let relabel: Vec<String> = s
                .faces()
                .iter()
                .map(|c| match c.suit() {
                    Some(su) => Card::new(c.rank(), map(su)).to_string(),
                    None => c.to_string(),
                })
                .collect();
            let moved = CardSet::from_names(relabel.iter().map(String::as_str), 2).unwrap();
            let mapped: Result<Vec<Combo>, _> = base.map(|v| {
                v.into_iter()
                    .map(|c| Combo { suit: c.suit.map(map), ..c })
                    .collect()
            });
            prop_assert_eq!(classify(moved, level), mapped);
        }
    }

    /// guandan §1, §18–§22: 108 cards are conserved through deal, tribute, return and play;
    /// levels stay within 2..A; AI actions are always accepted; a mid-hand save round-trips.
    #[test]
    fn matches_conserve_cards_and_round_trip(seed in any::<u64>(), cut in 0u64..300) {
        let mut g = Game::new(seed);
        let mut steps = 0u64;
        let mut saved = false;
        while g.phase() != Phase::MatchOver && g.hand_number() <= 3 && steps < 2_000 {
            let action = match g.to_act() {
                Some(s) => choose(&g.view(s), &mut GameRng::new(seed, (1 << 32) + g.seq())).action,
                None => Action::NextHand,
            };
            prop_assert!(g.apply(action).is_ok(), "rejected {:?}", action);
            prop_assert!(g.validate().is_ok(), "{:?}", g.validate());
            let all = g.counts().iter().sum::<usize>();
            prop_assert!(all <= 108);
            for l in g.team_levels() {
                prop_assert!(LEVELS.contains(&l));
            }
            if g.phase() == Phase::Playing && g.history().is_empty() {
                prop_assert_eq!(g.counts(), [27; 4]); // §20: 27 each after returns
            }
            steps += 1;
            if steps == cut + 1 && !saved {
                saved = true;
                let json = serde_json::to_string(&g).unwrap();
                let back: Game = serde_json::from_str(&json).unwrap();
                prop_assert!(back.validate().is_ok());
                prop_assert_eq!(&back, &g);
            }
        }
    }

    /// guandan §13: every legal play the game offers is accepted by `check`, and a random
    /// subset is accepted exactly when it (in some reading) is among the legal plays.
    #[test]
    fn check_agrees_with_legal_plays(seed in any::<u64>(), moves in 0usize..40) {
        let mut g = Game::new(seed);
        for _ in 0..moves {
            let Some(s) = g.to_act() else { break };
            let a = choose(&g.view(s), &mut GameRng::new(seed, g.seq())).action;
            g.apply(a).unwrap();
        }
        let Some(s) = g.to_act() else { return Ok(()) };
        let legal = g.legal_plays(s);
        for p in &legal {
            let a = Action::Play { seat: s, cards: p.cards, reading: Some(p.combo) };
            prop_assert!(g.check(a).is_ok());
        }
        let mut rng = GameRng::new(seed, 11);
        for _ in 0..30 {
            let sub = focused_subset(g.hand(s), g.level(), &mut rng);
            let ok = g.check(Action::Play { seat: s, cards: sub, reading: None }).is_ok();
            let listed = legal.iter().any(|p: &Played| {
                shape(p.cards, g.level()) == shape(sub, g.level())
                    && classify(sub, g.level()).unwrap_or_default().contains(&p.combo)
            });
            prop_assert_eq!(ok, listed, "{}", sub);
        }
    }
}
