#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Guandan rules, section by section (guandan.ko.txt §1–§24 and rulings G1–G3, R3–R4).

use engine::guandan::{
    Action, Combo, ComboKind, Event, Game, HAND_SIZE, Phase, ResultNote, Setup, TributeKind,
    TributeOutcome, classify, deal, generate, raise_level, returnable, score_hand, strength,
    team_of, tribute_card,
};
use engine::{CardId, CardSet, Rank, Reject, Seat, Suit};

// ---- helpers ------------------------------------------------------------------------------

fn cs(text: &str) -> CardSet {
    CardSet::parse(text, 2).unwrap()
}

fn rank(s: &str) -> Rank {
    match s {
        "BJ" => Rank::BlackJoker,
        "RJ" => Rank::RedJoker,
        _ => Rank::parse(s).unwrap(),
    }
}

/// Every reading as (kind, key).
fn readings(text: &str, level: &str) -> Vec<(ComboKind, Rank)> {
    classify(cs(text), rank(level))
        .map(|v| v.into_iter().map(|c| (c.kind, c.key)).collect())
        .unwrap_or_default()
}

/// Whether some reading of `a` beats the default reading of `b`.
fn beats(a: &str, b: &str, level: &str) -> Result<(), Reject> {
    let l = rank(level);
    let table = classify(cs(b), l).unwrap()[0];
    let mut err = Reject::ShapeMismatch;
    for r in classify(cs(a), l).unwrap() {
        match r.beats(&table, l) {
            Ok(()) => return Ok(()),
            Err(Reject::TooLow) => err = Reject::TooLow,
            Err(_) => {}
        }
    }
    Err(err)
}

fn setup(hands: [&str; 4], levels: [&str; 2], level: &str, previous: Option<[u8; 4]>) -> Game {
    Game::from_setup(
        9,
        Setup {
            hands: hands.map(cs),
            levels: levels.map(rank),
            level: rank(level),
            leader: Seat(0),
            previous: previous.map(|o| o.map(Seat)),
        },
    )
    .unwrap()
}

fn play(g: &mut Game, seat: u8, cards: &str) -> Vec<Event> {
    let ev = g
        .apply(Action::Play {
            seat: Seat(seat),
            cards: g.hand(Seat(seat)) & cs(cards),
            reading: None,
        })
        .unwrap();
    g.validate().unwrap();
    ev
}

fn pass(g: &mut Game, seat: u8) -> Vec<Event> {
    let ev = g.apply(Action::Pass { seat: Seat(seat) }).unwrap();
    g.validate().unwrap();
    ev
}

fn id(text: &str) -> CardId {
    cs(text).iter().next().unwrap()
}

// ---- §1 ----------------------------------------------------------------------------------

#[test]
fn s1_two_decks_27_each_fixed_teams() {
    // guandan §1: 108 cards, 27 to each of 4 seats; teams {0,2} and {1,3}.
    let hands = deal(5, 1);
    let mut all = CardSet::EMPTY;
    for h in hands {
        assert_eq!(h.len(), 27);
        assert!((all & h).is_empty());
        all |= h;
    }
    assert_eq!(all, CardSet::full(2));
    assert_eq!(Seat(0).partner(), Seat(2));
    assert_eq!(Seat(3).partner(), Seat(1));
    assert_eq!((team_of(Seat(0)), team_of(Seat(2))), (0, 0));
    assert_eq!((team_of(Seat(1)), team_of(Seat(3))), (1, 1));
    // §1: two 7H are two different cards.
    assert_eq!(cs("7H 7H").len(), 2);
}

#[test]
fn s1_golden_deal_seed_42() {
    // R2 + guandan §1: seed 42 deals exactly these hands (pins the deal stream).
    const GOLDEN: [&str; 4] = [
        "3S 3S' 3H' 4S' 4H 5C' 6C 7H 7H' 7D' 7C 8D 8C 9H' 9C TS' TH TH' TD TD' JS QS' QH KH KC 2S 2C'",
        "3H 3D 5S' 5D' 5C 6D' 6C' 8S 8H 8D' 8C' 9S 9S' 9D TS TC' JC QS QH' QD' KH' KD AD' 2H 2D' 2C BJ",
        "3D' 3C' 4S 4H' 4D 4C' 5S 5H 6S' 7S' 7D 8H' 9H 9D' TC JH JD' QD QC KS' KC' AS AH AD AC AC' 2D",
        "3C 4D' 4C 5H' 5D 6S 6H 6H' 6D 7S 7C' 8S' 9C' JS' JH' JD JC' QC' KS KD' AS' AH' 2S' 2H' BJ' RJ RJ'",
    ];
    let g = Game::new(42);
    for (s, want) in GOLDEN.iter().enumerate() {
        assert_eq!(g.hand(Seat(s as u8)).to_id_string(), *want, "seat {s}");
    }
}

// ---- §2 ----------------------------------------------------------------------------------

#[test]
fn s2_new_match_starts_at_2_seat0_leads_without_tribute() {
    // guandan §2: both teams at 2; the first hand has no tribute and seat 1 (our 0) leads.
    let mut g = Game::new(11);
    assert_eq!(g.team_levels(), [Rank::Two, Rank::Two]);
    assert_eq!(g.level(), Rank::Two);
    assert_eq!(g.hand_number(), 1);
    assert!(g.tribute().is_none());
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.to_act(), Some(Seat(0)));
    assert_eq!(g.counts(), [27; 4]);
    // §2/§13: the leader plays freely but must play.
    assert_eq!(
        g.apply(Action::Pass { seat: Seat(0) }),
        Err(Reject::CannotPassWhenLeading)
    );
    assert_eq!(
        g.apply(Action::Pass { seat: Seat(1) }),
        Err(Reject::NotYourTurn)
    );
    assert!(!g.legal_plays(Seat(0)).is_empty());
    assert!(g.legal_plays(Seat(1)).is_empty());
}

// ---- §3 ----------------------------------------------------------------------------------

#[test]
fn s3_level_rank_rises_above_ace() {
    // guandan §3: at level 7, 7 beats A; big joker > small joker > level > A > … > 3 > 2.
    assert_eq!(beats("7S", "AS", "7"), Ok(()));
    assert_eq!(beats("AS", "7S", "7"), Err(Reject::TooLow));
    assert_eq!(beats("7S 7D", "AS AD", "7"), Ok(()));
    assert_eq!(beats("7S 7D 7C", "AS AD AC", "7"), Ok(()));
    assert_eq!(beats("BJ", "7S", "7"), Ok(()));
    assert_eq!(beats("RJ", "BJ", "7"), Ok(()));
    assert_eq!(beats("3S", "2S", "7"), Ok(())); // 2 is the lowest natural rank
    assert_eq!(beats("2S", "AS", "2"), Ok(())); // unless it is the level
    let order = [
        "2", "3", "4", "5", "6", "8", "9", "T", "J", "Q", "K", "A", "7", "BJ", "RJ",
    ];
    for w in order.windows(2) {
        assert!(strength(rank(w[0]), Rank::Seven) < strength(rank(w[1]), Rank::Seven));
    }
    // §3: suits never break ties.
    assert_eq!(beats("9H", "9S", "7"), Err(Reject::TooLow));
}

#[test]
fn s3_hand_level_is_previous_winners_level() {
    // guandan §3: the whole next hand is played at the previous winners' stored level.
    let g = setup(
        ["3S", "4S", "5S", "6S"],
        ["9", "5"],
        "2",
        Some([1, 0, 3, 2]),
    );
    assert_eq!(g.level(), Rank::Five);
    assert_eq!(g.team_levels(), [Rank::Nine, Rank::Five]);
}

// ---- §4 ----------------------------------------------------------------------------------

#[test]
fn s4_heart_level_cards_are_wild() {
    use ComboKind::*;
    // guandan §4: at level 7, ♥7 makes 9 9 a trio and fills 5,6,_,8,9.
    assert_eq!(readings("9S 9D 7H", "7"), vec![(Trio, Rank::Nine)]);
    assert!(readings("5S 6D 7H 8C 9S", "7").contains(&(Straight, Rank::Nine)));
    // …including the suit of a straight flush.
    let r = classify(cs("5S 6S 7H 8S 9S"), Rank::Seven).unwrap();
    assert_eq!(r[0].kind, StraightFlush);
    assert_eq!(r[0].suit, Some(Suit::Spades));
    // Alone it is the level card; two of them are a level pair (G2).
    assert_eq!(readings("7H", "7"), vec![(Single, Rank::Seven)]);
    assert_eq!(readings("7H 7H", "7"), vec![(Pair, Rank::Seven)]);
    // A non-heart level card is not wild.
    assert!(readings("9S 9D 7D", "7").is_empty());
    // Wilds never stand for a joker (G2).
    assert!(readings("7H BJ", "7").is_empty());
    assert!(readings("7H BJ RJ RJ", "7").is_empty());
    // One wild cannot be used twice: 99 + ♥7 + 7S is no four-card bomb.
    assert!(!readings("9S 9D 7H 7S", "7").iter().any(|r| r.0 == Bomb));
    // Wilds fill full houses, chains and bombs.
    assert!(readings("9S 9D 7H JS JD", "7").contains(&(FullHouse, Rank::Nine)));
    assert!(readings("9S 9D 7H JS JD", "7").contains(&(FullHouse, Rank::Jack)));
    assert!(readings("3S 3D 4S 7H 5S 5D", "7").contains(&(PairChain, Rank::Five)));
    assert!(readings("3S 3D 3C 4S 7H 7H", "7").contains(&(TrioChain, Rank::Four)));
    assert_eq!(readings("KS KD KC 7H", "7"), vec![(Bomb, Rank::King)]);
}

#[test]
fn s4_r4_every_reading_is_found() {
    use ComboKind::*;
    // R4: 3 3 4 4 with two wild hearts reads as pair chains (223344 is no chain at level 2?
    // it is: A-low is only AA2233; 2 2 stands here for wilds) or a trio chain.
    let r = readings("3S 3D 4S 4D 2H 2H", "2");
    assert!(r.contains(&(PairChain, Rank::Four))); // 22(wild) 33 44
    assert!(r.contains(&(PairChain, Rank::Five))); // 33 44 55(wild)
    assert!(r.contains(&(TrioChain, Rank::Four))); // 333 444
    // Default reading: bomb-class first, then most body cards (R4).
    let d = classify(cs("6S 7S 8S 2H 2H"), Rank::Two).unwrap();
    assert_eq!(d[0].kind, StraightFlush);
    assert!(d.iter().any(|c| c.kind == Straight));
    // The player picks a reading; an impossible one is refused.
    let mut g = setup(
        ["3S 3D 4S 4D 2H 2H", "9S", "9D", "9C"],
        ["2", "2"],
        "2",
        None,
    );
    let cards = g.hand(Seat(0));
    let pc = g.readings(Seat(0), cards).unwrap();
    assert!(pc.len() >= 3);
    let bomb = Combo::new(Bomb, Rank::Three, 6);
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(0),
            cards,
            reading: Some(bomb)
        }),
        Err(Reject::ReadingNotPossible)
    );
    let tc = *pc.iter().find(|c| c.kind == TrioChain).unwrap();
    g.apply(Action::Play {
        seat: Seat(0),
        cards,
        reading: Some(tc),
    })
    .unwrap();
    assert_eq!(g.history()[0].1.unwrap().combo, tc);
}

// ---- §5 ----------------------------------------------------------------------------------

#[test]
fn s5_normal_combinations() {
    use ComboKind::*;
    // guandan §5: the seven normal kinds.
    let table: [(&str, Option<(ComboKind, &str)>); 14] = [
        ("AS", Some((Single, "A"))),
        ("AS AD", Some((Pair, "A"))),
        ("AS AD AC", Some((Trio, "A"))),
        ("9S 9D 9C JS JD", Some((FullHouse, "9"))),
        ("3S 4D 5C 6S 7H", Some((Straight, "7"))),
        ("3S 3D 4S 4D 5S 5D", Some((PairChain, "5"))),
        ("3S 3D 3C 4S 4D 4C", Some((TrioChain, "4"))),
        ("BJ BJ", Some((Pair, "BJ"))),
        ("RJ RJ", Some((Pair, "RJ"))),
        ("BJ RJ", None), // §5: one of each is neither a pair nor a rocket
        ("AS KS", None),
        ("3S 4D 5C 6S", None),
        ("AS AD KS KD", None),
        ("3S 3D 4S 4D 5S 5D 6S 6D", None),
    ];
    for (cards, want) in table {
        let got = readings(cards, "2");
        match want {
            Some((k, key)) => assert!(got.contains(&(k, rank(key))), "{cards}: {got:?}"),
            None => assert!(got.is_empty(), "{cards}: {got:?}"),
        }
    }
    // §5: different normal kinds never beat each other.
    assert_eq!(
        beats("3S 4D 5C 6S 7H", "QS", "2"),
        Err(Reject::ShapeMismatch)
    );
    assert_eq!(beats("AS AD AC", "3S 3D", "2"), Err(Reject::ShapeMismatch));
    assert_eq!(beats("AS AD", "3S", "2"), Err(Reject::ShapeMismatch));
    assert_eq!(
        beats("9S 9D 9C JS JD", "3S 4D 5C 6S 7H", "2"),
        Err(Reject::ShapeMismatch)
    );
    assert_eq!(
        beats("3S 3D 3C 4S 4D 4C", "3S 3D 4S 4D 5S 5D", "2"),
        Err(Reject::ShapeMismatch)
    );
    assert_eq!(beats("RJ RJ", "BJ BJ", "2"), Ok(()));
    assert_eq!(beats("BJ BJ", "2S 2D", "2"), Ok(()));
}

// ---- §6 ----------------------------------------------------------------------------------

#[test]
fn s6_full_house() {
    // guandan §6: only the trio is compared: 999+33 beats 888+AA.
    assert_eq!(beats("9S 9D 9C 3S 3D", "8S 8D 8C AS AD", "2"), Ok(()));
    assert_eq!(
        beats("8S 8D 8C AS AD", "9S 9D 9C 3S 3D", "2"),
        Err(Reject::TooLow)
    );
    // No joker pair as the pair; no trio + single, no four + one, no two singles.
    assert!(readings("9S 9D 9C BJ BJ", "2").is_empty());
    assert!(readings("9S 9D 9C RJ RJ", "2").is_empty());
    assert!(readings("9S 9D 9C 3S", "2").is_empty());
    assert!(readings("9S 9D 9C 9H 3S", "2").is_empty());
    assert!(readings("9S 9D 9C 3S 4S", "2").is_empty());
    // The trio uses level strength: at level 8, 888+33 beats AAA+KK.
    assert_eq!(beats("8S 8D 8C 3S 3D", "AS AD AC KS KD", "8"), Ok(()));
}

// ---- §7 ----------------------------------------------------------------------------------

#[test]
fn s7_straights() {
    use ComboKind::*;
    // guandan §7, G1: A2345 is lowest (key 5), TJQKA highest; no wrap-around.
    assert_eq!(
        readings("AS 2D 3C 4S 5H", "9"),
        vec![(Straight, Rank::Five)]
    );
    assert_eq!(readings("TS JD QC KS AH", "9"), vec![(Straight, Rank::Ace)]);
    assert!(readings("JS QD KC AS 2H", "9").is_empty());
    assert!(readings("QS KD AC 2S 3H", "9").is_empty());
    assert!(readings("3S 4D 5C 6S 7H 8D", "9").is_empty()); // six in a row: no
    assert_eq!(beats("2S 3D 4C 5S 6H", "AS 2D 3C 4S 5H", "9"), Ok(()));
    assert_eq!(
        beats("AS 2D 3C 4S 5H", "2S 3D 4C 5S 6H", "2"),
        Err(Reject::TooLow)
    );
    assert_eq!(beats("TS JD QC KS AH", "9S TD JC QS KH", "2"), Ok(()));
    // §7: 6..10 beats 5..9.
    assert_eq!(beats("6S 7D 8C 9S TH", "5S 6D 7C 8S 9H", "2"), Ok(()));
    // §7: at level 7, 5 6 7 8 9 still runs (the level keeps its natural place).
    assert_eq!(
        readings("5S 6D 7C 8S 9H", "7"),
        vec![(Straight, Rank::Nine)]
    );
    // At level A, A2345 is still the lowest straight.
    assert_eq!(
        beats("AS 2D 3C 4S 5H", "2S 3D 4C 5S 6H", "A"),
        Err(Reject::TooLow)
    );
    // §7: equal straights tie, whatever the suits.
    assert_eq!(
        beats("5D 6D 7C 8S 9H", "5S 6H 7D 8C 9S", "2"),
        Err(Reject::TooLow)
    );
    // §7/§11: five in a row of one suit is a straight flush.
    assert_eq!(readings("5S 6S 7S 8S 9S", "2")[0].0, StraightFlush);
}

// ---- §8 ----------------------------------------------------------------------------------

#[test]
fn s8_pair_chains() {
    use ComboKind::*;
    // guandan §8: AA2233 lowest, QQKKAA highest, exactly three pairs.
    assert_eq!(
        readings("AS AD 2S 2D 3S 3D", "9"),
        vec![(PairChain, Rank::Three)]
    );
    assert_eq!(
        readings("QS QD KS KD AS AD", "9"),
        vec![(PairChain, Rank::Ace)]
    );
    assert!(readings("KS KD AS AD 2S 2D", "9").is_empty());
    assert!(readings("3S 3D 4S 4D", "9").is_empty());
    assert_eq!(beats("2S 2D 3S 3D 4S 4D", "AS AD 2S 2D 3S 3D", "9"), Ok(()));
    assert_eq!(
        beats("AS AD 2S 2D 3S 3D", "3S 3D 4S 4D 5S 5D", "2"),
        Err(Reject::TooLow)
    );
    // The level rank is not skipped: at level 4, 334455 is a chain.
    assert_eq!(
        readings("3S 3D 4S 4D 5S 5D", "4"),
        vec![(PairChain, Rank::Five)]
    );
    // Classic bug: AA2233 must be generated.
    let plays = generate(cs("AS AD 2S 2D 3S 3D"), Rank::Nine, None);
    assert!(
        plays
            .iter()
            .any(|p| p.combo.kind == PairChain && p.combo.key == Rank::Three)
    );
}

// ---- §9 ----------------------------------------------------------------------------------

#[test]
fn s9_trio_chains() {
    use ComboKind::*;
    // guandan §9: AAA222 lowest, KKKAAA highest, exactly two trios, no wings.
    assert_eq!(
        readings("AS AD AC 2S 2D 2C", "9"),
        vec![(TrioChain, Rank::Two)]
    );
    assert_eq!(
        readings("KS KD KC AS AD AC", "9"),
        vec![(TrioChain, Rank::Ace)]
    );
    assert!(readings("3S 3D 3C 4S 4D 4C 5S 5D 5C", "9").is_empty());
    assert!(readings("3S 3D 3C 4S 4D 4C 5S 5D", "9").is_empty());
    assert_eq!(beats("2S 2D 2C 3S 3D 3C", "AS AD AC 2S 2D 2C", "9"), Ok(()));
    // Classic bug: AAA222 must be generated.
    let plays = generate(cs("AS AD AC 2S 2D 2C"), Rank::Nine, None);
    assert!(
        plays
            .iter()
            .any(|p| p.combo.kind == TrioChain && p.combo.key == Rank::Two)
    );
    // At level 2, AAA222 still runs: the level keeps its natural place.
    assert_eq!(
        readings("AS AD AC 2S 2D 2C", "2"),
        vec![(TrioChain, Rank::Two)]
    );
}

// ---- §10 ---------------------------------------------------------------------------------

#[test]
fn s10_bombs_and_four_jokers() {
    use ComboKind::*;
    // guandan §10: size first, then rank: six 3s beat five As.
    assert_eq!(beats("3S 3S 3H 3H 3D 3C", "AS AS AH AD AC", "2"), Ok(()));
    // At level 7, 7777 beats AAAA.
    assert_eq!(beats("7S 7S 7D 7C", "AS AH AD AC", "7"), Ok(()));
    assert_eq!(
        beats("AS AH AD AC", "7S 7S 7D 7C", "7"),
        Err(Reject::TooLow)
    );
    // Bombs beat every normal combination.
    assert_eq!(beats("3S 3H 3D 3C", "TS JD QC KS AH", "2"), Ok(()));
    assert_eq!(beats("3S 3H 3D 3C", "RJ", "2"), Ok(()));
    // Equal bombs tie.
    assert_eq!(
        beats("9S 9H 9D 9C", "9S 9H 9D 9C", "2"),
        Err(Reject::TooLow)
    );
    // Up to ten cards (eight naturals + two wilds): no smaller cap.
    let ten = "9S 9S 9H 9H 9D 9D 9C 9C 2H 2H";
    assert_eq!(readings(ten, "2"), vec![(Bomb, Rank::Nine)]);
    let plays = generate(cs(ten), Rank::Two, None);
    assert!(
        plays
            .iter()
            .any(|p| p.combo.kind == Bomb && p.combo.len == 10)
    );
    // Four jokers: exactly two big and two small; beats everything, even a ten-card bomb.
    assert_eq!(
        readings("BJ BJ RJ RJ", "2"),
        vec![(JokerBomb, Rank::RedJoker)]
    );
    assert!(readings("BJ RJ RJ 2H", "2").is_empty());
    assert!(readings("BJ RJ", "2").is_empty());
    assert_eq!(beats("BJ BJ RJ RJ", ten, "2"), Ok(()));
    assert_eq!(beats(ten, "BJ BJ RJ RJ", "2"), Err(Reject::TooLow));
    assert_eq!(beats("BJ BJ RJ RJ", "3S 4S 5S 6S 7S", "2"), Ok(()));
}

// ---- §11 ---------------------------------------------------------------------------------

#[test]
fn s11_straight_flush_and_special_order() {
    use ComboKind::*;
    // guandan §11: clubs 34567 and the low A2345 are straight flushes.
    assert_eq!(readings("3C 4C 5C 6C 7C", "9")[0].0, StraightFlush);
    assert_eq!(
        readings("AS 2S 3S 4S 5S", "9")[0],
        (StraightFlush, Rank::Five)
    );
    // Five of a suit that do not run are nothing (no Big Two flush).
    assert!(readings("3C 5C 7C 9C JC", "2").is_empty());
    // Equal straight flushes of different suits tie.
    assert_eq!(
        beats("3C 4C 5C 6C 7C", "3S 4S 5S 6S 7S", "2"),
        Err(Reject::TooLow)
    );
    assert_eq!(beats("4C 5C 6C 7C 8C", "3S 4S 5S 6S 7S", "2"), Ok(()));
    // normal < 4-bomb < 5-bomb < straight flush < 6-bomb < 7-bomb < 8-bomb < four jokers.
    let ladder = [
        "TS JD QC KS AH",
        "AS AH AD AC",
        "AS AS AH AD AC",
        "3C 4C 5C 6C 7C",
        "3S 3S 3H 3D 3C 3C",
        "3S 3S 3H 3H 3D 3C 3C",
        "3S 3S 3H 3H 3D 3D 3C 3C",
        "BJ BJ RJ RJ",
    ];
    for (i, lo) in ladder.iter().enumerate() {
        for hi in &ladder[i + 1..] {
            assert_eq!(beats(hi, lo, "2"), Ok(()), "{hi} > {lo}");
            assert_eq!(beats(lo, hi, "2"), Err(Reject::TooLow), "{lo} < {hi}");
        }
    }
    // Straight flushes compare by natural position, even at level A.
    assert_eq!(beats("TS JS QS KS AS", "9D TD JD QD KD", "A"), Ok(()));
    // Generated once per suit.
    let hand = cs("3S 4S 5S 6S 7S 3H 4H 5H 6H 7H");
    let sf: Vec<_> = generate(hand, Rank::Nine, None)
        .into_iter()
        .filter(|p| p.combo.kind == StraightFlush)
        .collect();
    assert_eq!(sf.len(), 2);
}

// ---- §12 ---------------------------------------------------------------------------------

#[test]
fn s12_responses_need_same_shape_and_higher() {
    // guandan §12: K beats Q, KK beats QQ; a straight never beats a Q, trios never beat pairs.
    assert_eq!(beats("KS", "QS", "2"), Ok(()));
    assert_eq!(beats("KS KD", "QS QD", "2"), Ok(()));
    assert_eq!(
        beats("3S 4D 5C 6S 7H", "QS", "2"),
        Err(Reject::ShapeMismatch)
    );
    assert_eq!(beats("KS KD KC", "QS QD", "2"), Err(Reject::ShapeMismatch));
    // No suit following: any suit may answer.
    assert_eq!(beats("KD", "QS", "2"), Ok(()));
    // Moves when following list only beating plays.
    let hand = cs("3S 5D 9C KS KD AS");
    let table = classify(cs("TS"), Rank::Two).unwrap()[0];
    let plays = generate(hand, Rank::Two, Some(&table));
    assert!(
        plays
            .iter()
            .all(|p| p.combo.beats(&table, Rank::Two).is_ok())
    );
    assert_eq!(plays.len(), 2); // K and A
}

// ---- §13 ---------------------------------------------------------------------------------

#[test]
fn s13_turns_passes_and_re_entry() {
    // guandan §13: 1→2→3→4, the leader cannot pass, a pass is only for this chance,
    // and a trick ends only when every other remaining player has passed.
    let mut g = setup(["3S 5S", "4S 9S", "6S 8S", "7S TS"], ["2", "2"], "2", None);
    play(&mut g, 0, "3S");
    assert_eq!(g.to_act(), Some(Seat(1)));
    pass(&mut g, 1);
    play(&mut g, 2, "6S");
    pass(&mut g, 3);
    pass(&mut g, 0);
    // Seat 1 passed earlier but may play again now.
    play(&mut g, 1, "9S");
    assert_eq!(g.table().unwrap().0, Seat(1));
    pass(&mut g, 2);
    pass(&mut g, 3);
    assert_eq!(g.to_act(), Some(Seat(0)));
    let ev = pass(&mut g, 0);
    assert!(ev.contains(&Event::TrickWon {
        seat: Seat(1),
        next_leader: Seat(1)
    }));
    assert_eq!(g.table(), None);
    assert_eq!(g.leader(), Seat(1));
    assert!(g.trick().is_empty());
    assert_eq!(
        g.apply(Action::Pass { seat: Seat(1) }),
        Err(Reject::CannotPassWhenLeading)
    );
    // Seat 1 goes out; finished seats are skipped from now on.
    let ev = play(&mut g, 1, "4S");
    assert!(ev.contains(&Event::Finished {
        seat: Seat(1),
        place: 1
    }));
    assert_eq!(g.to_act(), Some(Seat(2)));
    pass(&mut g, 2);
    pass(&mut g, 3);
    assert_eq!(g.to_act(), Some(Seat(0)));
}

// ---- §14 ---------------------------------------------------------------------------------

#[test]
fn s14_partner_leads_after_a_last_play_stands() {
    // guandan §14: seat 1 (our 0) goes out; nobody beats it → seat 3 (our 2) leads.
    let mut g = setup(["AS", "3S 4S", "5S 6S", "7S 8S"], ["2", "2"], "2", None);
    play(&mut g, 0, "AS");
    assert_eq!(g.finish_order(), &[Seat(0)]);
    // The last play can still be beaten: the others are asked in turn.
    assert_eq!(g.to_act(), Some(Seat(1)));
    pass(&mut g, 1);
    pass(&mut g, 2);
    let ev = pass(&mut g, 3);
    assert!(ev.contains(&Event::PartnerLead { seat: Seat(2) }));
    assert_eq!(g.to_act(), Some(Seat(2)));
    assert_eq!(g.table(), None);
}

#[test]
fn s14_beaten_last_play_continues_from_the_beater() {
    // guandan §14: seat 1 goes out, seat 2 beats it → play continues from seat 2's play.
    let mut g = setup(["9S", "TS 3S", "5S 6S", "7S 8S"], ["2", "2"], "2", None);
    play(&mut g, 0, "9S");
    play(&mut g, 1, "TS");
    assert_eq!(g.table().unwrap().0, Seat(1));
    assert_eq!(g.to_act(), Some(Seat(2)));
    pass(&mut g, 2);
    let ev = pass(&mut g, 3);
    assert!(!ev.iter().any(|e| matches!(e, Event::PartnerLead { .. })));
    assert_eq!(g.to_act(), Some(Seat(1)));
    assert_eq!(g.table(), None);
}

#[test]
fn s14_winner_with_cards_leads_next() {
    // guandan §14: the last play stands and its player still has cards → that player leads.
    let mut g = setup(["9S 3D", "TS 3S", "5S 6S", "7S 8S"], ["2", "2"], "2", None);
    play(&mut g, 0, "9S");
    pass(&mut g, 1);
    pass(&mut g, 2);
    pass(&mut g, 3);
    assert_eq!(g.to_act(), Some(Seat(0)));
}

// ---- §15 ---------------------------------------------------------------------------------

#[test]
fn s15_hand_ends_when_partner_is_out_and_places_are_filled() {
    // guandan §15: 1st's partner out → the hand ends; the engine fills 3rd and 4th.
    let mut g = setup(["3S", "4S 4D", "5S", "7S 7D"], ["2", "2"], "2", None);
    play(&mut g, 0, "3S");
    pass(&mut g, 1);
    let ev = play(&mut g, 2, "5S");
    assert_eq!(g.phase(), Phase::HandOver);
    assert_eq!(g.finish_order().len(), 4);
    assert_eq!(&g.finish_order()[..2], &[Seat(0), Seat(2)]);
    let r = g.results()[0];
    assert_eq!((r.winning_team, r.partner_place, r.upgrade), (0, 2, 3));
    assert!(ev.iter().any(|e| matches!(e, Event::HandOver(_))));
    assert_eq!(g.to_act(), None);
    // Seat 2 went out; seats 1 and 3, still holding cards, are placed by the system.
    assert!(ev.contains(&Event::Finished {
        seat: Seat(2),
        place: 2
    }));
    let placed: Vec<(Seat, u8)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Placed { seat, place } => Some((*seat, *place)),
            Event::Finished { seat, .. } => {
                assert!(g.finish_order()[..2].contains(seat), "{seat:?} went out");
                None
            }
            _ => None,
        })
        .collect();
    assert_eq!(placed.len(), 2);
    assert!(placed.iter().all(|&(s, p)| s.0 % 2 == 1 && p >= 3));
}

#[test]
fn s15_three_out_ends_the_hand_first_finisher_team_wins() {
    // guandan §15: three out ends it; the first finisher's team wins even if an opponent
    // came 2nd.
    let mut g = setup(["3S", "4S", "5S 5D", "6S"], ["2", "2"], "2", None);
    play(&mut g, 0, "3S");
    play(&mut g, 1, "4S");
    pass(&mut g, 2);
    play(&mut g, 3, "6S");
    assert_eq!(g.phase(), Phase::HandOver);
    assert_eq!(g.finish_order(), &[Seat(0), Seat(1), Seat(3), Seat(2)]);
    let r = g.results()[0];
    assert_eq!((r.winning_team, r.partner_place, r.upgrade), (0, 4, 1));
}

// ---- §16 ---------------------------------------------------------------------------------

#[test]
fn s16_upgrades_by_partner_place() {
    // guandan §16: partner 2nd +3, 3rd +2, 4th +1; losers stay.
    let lv = [Rank::Two, Rank::Two];
    let r = score_hand(1, [Seat(0), Seat(2), Seat(1), Seat(3)], Rank::Two, lv);
    assert_eq!((r.upgrade, r.levels_after), (3, [Rank::Five, Rank::Two]));
    let r = score_hand(1, [Seat(1), Seat(0), Seat(3), Seat(2)], Rank::Two, lv);
    assert_eq!((r.upgrade, r.levels_after), (2, [Rank::Two, Rank::Four]));
    let r = score_hand(1, [Seat(3), Seat(0), Seat(2), Seat(1)], Rank::Two, lv);
    assert_eq!((r.upgrade, r.levels_after), (1, [Rank::Two, Rank::Three]));
    assert_eq!(raise_level(Rank::Ten, 3), Rank::King);
}

#[test]
fn s16_upgrade_from_own_level_example() {
    // guandan §16: we are at 4, the opponents played 8; we gain 2 → 6, next hand is 6.
    let mut g = setup(["3S", "4S", "5S", "6S 6D"], ["4", "8"], "8", None);
    assert_eq!(g.level(), Rank::Eight);
    play(&mut g, 0, "3S");
    play(&mut g, 1, "4S");
    play(&mut g, 2, "5S");
    let r = g.results()[0];
    assert_eq!(r.upgrade, 2);
    assert_eq!(r.played_level, Rank::Eight);
    assert_eq!(r.levels_before, [Rank::Four, Rank::Eight]);
    assert_eq!(r.levels_after, [Rank::Six, Rank::Eight]);
    g.apply(Action::NextHand).unwrap();
    g.validate().unwrap();
    assert_eq!(g.level(), Rank::Six);
    assert_eq!(g.hand_number(), 2);
}

// ---- §17 ---------------------------------------------------------------------------------

#[test]
fn s17_ace_cap_and_final_victory() {
    let o = |a: [u8; 4]| a.map(Seat);
    // guandan §17: K+2 → A is not a final victory.
    let r = score_hand(3, o([0, 1, 2, 3]), Rank::King, [Rank::King, Rank::Five]);
    assert_eq!(r.levels_after[0], Rank::Ace);
    assert!(!r.final_victory);
    assert_eq!(r.note, ResultNote::ReachedAce);
    // Capped at A.
    let r = score_hand(3, o([0, 2, 1, 3]), Rank::Queen, [Rank::Queen, Rank::Five]);
    assert_eq!(r.levels_after[0], Rank::Ace);
    assert!(!r.final_victory);
    // At A, a hand played at A won 1-2 or 1-3: final victory.
    for order in [[0, 2, 1, 3], [0, 1, 2, 3]] {
        let r = score_hand(9, o(order), Rank::Ace, [Rank::Ace, Rank::Five]);
        assert!(r.final_victory);
        assert_eq!(r.note, ResultNote::FinalVictory);
    }
    // 1-4 at A: the hand is won, not the match; A is kept.
    let r = score_hand(9, o([0, 1, 3, 2]), Rank::Ace, [Rank::Ace, Rank::Five]);
    assert!(!r.final_victory);
    assert_eq!(r.levels_after, [Rank::Ace, Rank::Five]);
    assert_eq!(r.note, ResultNote::AceOneFour);
    // Winning at A a hand played at the opponents' level is not final either.
    let r = score_hand(9, o([0, 2, 1, 3]), Rank::Five, [Rank::Ace, Rank::Five]);
    assert!(!r.final_victory);
    // Losing at A keeps A (no "three failures" rule).
    let r = score_hand(9, o([1, 3, 0, 2]), Rank::Ace, [Rank::Ace, Rank::Five]);
    assert_eq!(r.levels_after, [Rank::Ace, Rank::Eight]);
}

#[test]
fn s17_match_over_in_game() {
    // guandan §17: at A, 1-2 in a hand played at A ends the match.
    let mut g = setup(["3S", "4S 4D", "5S", "7S 7D"], ["A", "5"], "A", None);
    play(&mut g, 0, "3S");
    pass(&mut g, 1);
    let ev = play(&mut g, 2, "5S");
    assert_eq!(g.phase(), Phase::MatchOver);
    assert_eq!(g.winner(), Some(0));
    assert!(ev.contains(&Event::MatchOver { team: 0 }));
    assert_eq!(g.apply(Action::NextHand), Err(Reject::GameOver));
    // 1-4 at A: hand over, the next hand is again played at A.
    let mut g = setup(["3S", "4S", "5S 5D", "6S"], ["A", "5"], "A", None);
    play(&mut g, 0, "3S");
    play(&mut g, 1, "4S");
    pass(&mut g, 2);
    play(&mut g, 3, "6S");
    assert_eq!(g.phase(), Phase::HandOver);
    assert_eq!(g.winner(), None);
    g.apply(Action::NextHand).unwrap();
    assert_eq!(g.level(), Rank::Ace);
}

// ---- §18 ---------------------------------------------------------------------------------

#[test]
fn s18_single_tribute_highest_non_wild_to_first() {
    // guandan §18: 4th gives 1st its highest card; the heart level card is never given (G3).
    let g = setup(
        ["3S 9D", "5C", "6C", "4H 4D KS 3C"],
        ["4", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    assert_eq!(g.level(), Rank::Four);
    let t = g.tribute().unwrap().clone();
    assert_eq!(t.kind, TributeKind::Single);
    let gift = t.gifts()[0];
    assert_eq!(
        (gift.from, gift.to, gift.card),
        (Seat(3), Seat(0), id("4D"))
    );
    assert_eq!(g.phase(), Phase::Return);
    assert_eq!(g.to_act(), Some(Seat(0)));
    assert_eq!(g.counts(), [3, 1, 1, 3]);
    // §18 order: big joker > small joker > level rank of another suit > A.
    assert_eq!(tribute_card(cs("AS 7D BJ 7H"), Rank::Seven), Some(id("BJ")));
    assert_eq!(tribute_card(cs("AS 7D RJ BJ"), Rank::Seven), Some(id("RJ")));
    assert_eq!(tribute_card(cs("AS 7H KD"), Rank::Seven), Some(id("AS")));
    // Even the 1st's partner gives when 4th (1-4 win).
    let g = setup(
        ["3S", "5C", "6C AD", "4C"],
        ["4", "2"],
        "2",
        Some([0, 1, 3, 2]),
    );
    let gift = g.tribute().unwrap().gifts()[0];
    assert_eq!(
        (gift.from, gift.to, gift.card),
        (Seat(2), Seat(0), id("AD"))
    );
}

// ---- §19 ---------------------------------------------------------------------------------

#[test]
fn s19_double_tribute_seating_rule_for_equal_gifts() {
    // guandan §19: 1st seat 1, 2nd seat 3, seats 2 and 4 give A: 2→1, 4→3 (our 1→0, 3→2).
    let g = setup(
        ["3S", "AS 5C", "6C", "AD 4C"],
        ["2", "2"],
        "2",
        Some([0, 2, 1, 3]),
    );
    let t = g.tribute().unwrap();
    assert_eq!(t.kind, TributeKind::Double);
    let pairs: Vec<_> = t.gifts().iter().map(|x| (x.from, x.to, x.card)).collect();
    assert_eq!(
        pairs,
        vec![(Seat(1), Seat(0), id("AS")), (Seat(3), Seat(2), id("AD"))]
    );
    assert_eq!(t.first_leader, Seat(1));
    // Same with 1st = our seat 2: walking 3, 0, 1 meets seat 3 first.
    let g = setup(
        ["3S", "AS 5C", "6C", "AD 4C"],
        ["2", "2"],
        "2",
        Some([2, 0, 1, 3]),
    );
    let t = g.tribute().unwrap();
    let pairs: Vec<_> = t.gifts().iter().map(|x| (x.from, x.to)).collect();
    assert_eq!(pairs, vec![(Seat(3), Seat(2)), (Seat(1), Seat(0))]);
    assert_eq!(t.first_leader, Seat(3));
    // The larger gift goes to 1st whatever the seats.
    let g = setup(
        ["3S", "AS 5C", "6C", "BJ 4C"],
        ["2", "2"],
        "2",
        Some([0, 2, 1, 3]),
    );
    let t = g.tribute().unwrap();
    let pairs: Vec<_> = t.gifts().iter().map(|x| (x.from, x.to, x.card)).collect();
    assert_eq!(
        pairs,
        vec![(Seat(3), Seat(0), id("BJ")), (Seat(1), Seat(2), id("AS"))]
    );
}

// ---- §20 ---------------------------------------------------------------------------------

#[test]
fn s20_return_card_rules() {
    // guandan §20: at level 7, 3, 8 and 10 may be returned; 7 may not (nor J, nor jokers).
    let gift = id("AS");
    let r = returnable(cs("3S 8D TC 7S JD BJ AS"), Rank::Seven, gift);
    assert_eq!(r, cs("3S 8D TC"));
    // At level 2, a 2 is not a default return.
    assert_eq!(returnable(cs("2S 5D AS"), Rank::Two, gift), cs("5D"));
    // At another level a 2 (the lowest natural rank) is a low card ("10 이하").
    assert_eq!(returnable(cs("2S JD AS"), Rank::Five, gift), cs("2S"));
    // No low card at all: the lowest returnable card (never the gift).
    assert_eq!(returnable(cs("2S JD QD AS"), Rank::Two, gift), cs("JD"));
    assert_eq!(returnable(cs("KS KD AS BJ"), Rank::Two, gift), cs("KS KD"));
    // Classic bug: a level card is never a default return.
    assert_eq!(
        returnable(cs("7S 7D 7H 9C AS"), Rank::Seven, gift),
        cs("9C")
    );
}

#[test]
fn s20_return_is_validated_and_never_the_gift() {
    // guandan §20: the receiver returns one card to its actual giver; not the card received.
    // The giver holds only low cards, so its gift (a 10) is itself a "low" card.
    let mut g = setup(
        ["3S TS JD", "5C", "6C", "TS' 4C 3C"],
        ["2", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    let gift = g.tribute().unwrap().gifts()[0];
    assert_eq!(
        (gift.from, gift.card.to_string()),
        (Seat(3), "TS'".to_string())
    );
    assert!(!g.returnable(Seat(0)).contains(gift.card));
    assert_eq!(g.returnable(Seat(0)), cs("3S TS"));
    let before = g.clone();
    assert_eq!(
        g.apply(Action::ReturnTribute {
            seat: Seat(0),
            card: gift.card
        }),
        Err(Reject::ReturnIsGift)
    );
    assert_eq!(
        g.apply(Action::ReturnTribute {
            seat: Seat(0),
            card: id("JD")
        }),
        Err(Reject::ReturnNotLowCard)
    );
    assert_eq!(
        g.apply(Action::ReturnTribute {
            seat: Seat(1),
            card: id("5C")
        }),
        Err(Reject::NoReturnDue)
    );
    assert_eq!(g, before);
    let ev = g
        .apply(Action::ReturnTribute {
            seat: Seat(0),
            card: id("3S"),
        })
        .unwrap();
    assert!(ev.contains(&Event::Returned {
        from: Seat(0),
        to: Seat(3),
        card: id("3S")
    }));
    assert!(g.hand(Seat(3)).contains(id("3S")));
    assert_eq!(g.phase(), Phase::Playing);
    g.validate().unwrap();
}

// ---- §21 ---------------------------------------------------------------------------------

#[test]
fn s21_exemption() {
    // guandan §21: single tribute is exempt when the 4th holds both big jokers.
    let g = setup(
        ["3S", "5C", "6C", "RJ RJ 4C"],
        ["4", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    let t = g.tribute().unwrap();
    assert!(
        matches!(&t.outcome, TributeOutcome::Exempt { big_jokers } if big_jokers == &vec![(Seat(3), 2)])
    );
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.to_act(), Some(Seat(0))); // the previous 1st leads
    assert_eq!(g.counts(), [1, 1, 1, 3]);
    // Double: the two givers' big jokers together (one each) exempt.
    let g = setup(
        ["3S", "RJ 5C", "6C", "RJ' 4C"],
        ["2", "2"],
        "2",
        Some([0, 2, 1, 3]),
    );
    assert!(g.tribute().unwrap().gifts().is_empty());
    assert_eq!(g.to_act(), Some(Seat(0)));
    // The receiver's big jokers never count; two small jokers do not exempt.
    let g = setup(
        ["RJ RJ", "5C", "6C", "BJ BJ 4C"],
        ["2", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    let gift = g.tribute().unwrap().gifts()[0];
    assert_eq!(gift.card.card().rank(), Rank::BlackJoker);
    assert_eq!(g.phase(), Phase::Return);
    // One big joker alone (single) does not exempt.
    let g = setup(
        ["3S", "5C", "6C", "RJ 4C"],
        ["2", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    assert_eq!(g.tribute().unwrap().gifts().len(), 1);
}

// ---- §22 ---------------------------------------------------------------------------------

#[test]
fn s22_first_leader_after_tribute() {
    // guandan §22: single → the giver leads once the return is made.
    let mut g = setup(
        ["3S 9D", "5C", "6C", "KS 3C"],
        ["2", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    // No play before every return is done.
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(3),
            cards: cs("3C"),
            reading: None
        }),
        Err(Reject::WrongPhase)
    );
    g.apply(Action::ReturnTribute {
        seat: Seat(0),
        card: id("3S"),
    })
    .unwrap();
    assert_eq!(g.to_act(), Some(Seat(3)));
    assert_eq!(g.leader(), Seat(3));
    // Double → the one who gave to the 1st, after both returns.
    let mut g = setup(
        ["3S", "AS 5C", "4D", "BJ 4C"],
        ["2", "2"],
        "2",
        Some([0, 2, 1, 3]),
    );
    assert_eq!(g.phase(), Phase::Return);
    assert!(g.can_act(Seat(0)) && g.can_act(Seat(2)));
    g.apply(Action::ReturnTribute {
        seat: Seat(2),
        card: id("4D"),
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::Return);
    assert_eq!(g.to_act(), Some(Seat(0)));
    g.apply(Action::ReturnTribute {
        seat: Seat(0),
        card: id("3S"),
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.to_act(), Some(Seat(3)));
    g.validate().unwrap();
}

#[test]
fn s22_real_deal_returns_restore_27_each() {
    // guandan §20/§22: in a real match, every return restores 27 cards each before play.
    let mut g = Game::new(22);
    let mut guard = 0;
    while g.hand_number() < 2 {
        let Some(s) = g.to_act() else {
            g.apply(Action::NextHand).unwrap();
            continue;
        };
        let action = match g.legal_plays(s).first() {
            Some(p) => Action::Play {
                seat: s,
                cards: p.cards,
                reading: Some(p.combo),
            },
            None => Action::Pass { seat: s },
        };
        g.apply(action).unwrap();
        guard += 1;
        assert!(guard < 2_000);
    }
    assert_eq!(g.level(), g.team_levels()[g.results()[0].winning_team]);
    while g.phase() == Phase::Return {
        let s = g.to_act().unwrap();
        let card = g.returnable(s).iter().next().unwrap();
        g.apply(Action::ReturnTribute { seat: s, card }).unwrap();
        g.validate().unwrap();
    }
    assert_eq!(g.counts(), [HAND_SIZE; 4]);
    assert_eq!(g.to_act(), Some(g.tribute().unwrap().first_leader));
}

// ---- §23 ---------------------------------------------------------------------------------

#[test]
fn s23_rejects_leave_everything_unchanged_and_saves_round_trip() {
    // guandan §23: a refused play leaves the cards in hand; save and continue restore all.
    let mut g = Game::new(23);
    let before = g.clone();
    let not_mine: CardSet = g.hand(Seat(1)).iter().take(1).collect();
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(0),
            cards: not_mine,
            reading: None
        }),
        Err(Reject::NotInHand)
    );
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(0),
            cards: CardSet::EMPTY,
            reading: None
        }),
        Err(Reject::EmptyPlay)
    );
    let junk: CardSet = g
        .hand(Seat(0))
        .iter()
        .filter(|c| !c.rank().is_joker())
        .take(4)
        .collect();
    if classify(junk, Rank::Two).is_err() {
        assert_eq!(
            g.apply(Action::Play {
                seat: Seat(0),
                cards: junk,
                reading: None
            }),
            Err(Reject::NotACombo)
        );
    }
    assert_eq!(g, before);
    // Play a few moves, save, load, validate, and continue identically.
    for _ in 0..9 {
        let s = g.to_act().unwrap();
        let p = g.legal_plays(s)[0];
        g.apply(Action::Play {
            seat: s,
            cards: p.cards,
            reading: Some(p.combo),
        })
        .unwrap();
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    back.validate().unwrap();
    assert_eq!(back, g);
    assert_eq!(Game::replay(23, g.log()).unwrap(), g);
    // A broken save is an error, never a panic.
    assert!(serde_json::from_str::<Game>("{\"seed\":1}").is_err());
    assert!(
        serde_json::from_str::<Game>(&json.replacen("\"level\":\"2\"", "\"level\":\"Z\"", 1))
            .is_err()
    );
}

// ---- §24 ---------------------------------------------------------------------------------

#[test]
fn s24_example_1() {
    // guandan §24 ex. 1: from 2, places 1,2,3,4 → seats 1/3 (our 0/2) reach 4; next hand ♥4
    // is wild, seat 4 (our 3) gives seat 1, and after the return seat 4 leads.
    let r = score_hand(
        1,
        [Seat(0), Seat(1), Seat(2), Seat(3)],
        Rank::Two,
        [Rank::Two; 2],
    );
    assert_eq!(r.levels_after, [Rank::Four, Rank::Two]);
    let mut g = setup(
        ["3S", "5C", "6C", "4H KS 3C"],
        ["4", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    assert_eq!(g.level(), Rank::Four);
    assert_eq!(g.tribute().unwrap().gifts()[0].card, id("KS")); // ♥4 is wild, kept
    assert_eq!(readings("4H", "4"), vec![(ComboKind::Single, Rank::Four)]);
    g.apply(Action::ReturnTribute {
        seat: Seat(0),
        card: id("3S"),
    })
    .unwrap();
    assert_eq!(g.to_act(), Some(Seat(3)));
    // With both big jokers, seat 4 is exempt and seat 1 leads.
    let g = setup(
        ["3S", "5C", "6C", "RJ RJ 3C"],
        ["4", "2"],
        "2",
        Some([0, 1, 2, 3]),
    );
    assert_eq!(g.to_act(), Some(Seat(0)));
}

#[test]
fn s24_example_2() {
    // guandan §24 ex. 2: seats 1/3 (our 0/2) are 1·2; seat 2 gives a big joker, seat 4 an A:
    // to seat 1 and seat 3; after the returns seat 2 (our 1) leads.
    let mut g = setup(
        ["3S", "RJ 5C", "4D", "AS 4C"],
        ["5", "2"],
        "2",
        Some([0, 2, 1, 3]),
    );
    let t = g.tribute().unwrap();
    let pairs: Vec<_> = t.gifts().iter().map(|x| (x.from, x.to, x.card)).collect();
    assert_eq!(
        pairs,
        vec![(Seat(1), Seat(0), id("RJ")), (Seat(3), Seat(2), id("AS"))]
    );
    g.apply(Action::ReturnTribute {
        seat: Seat(0),
        card: id("3S"),
    })
    .unwrap();
    g.apply(Action::ReturnTribute {
        seat: Seat(2),
        card: id("4D"),
    })
    .unwrap();
    assert_eq!(g.to_act(), Some(Seat(1)));
    // K+2 is not a final victory either.
    let r = score_hand(
        5,
        [Seat(0), Seat(1), Seat(2), Seat(3)],
        Rank::King,
        [Rank::King, Rank::Two],
    );
    assert!(!r.final_victory);
}

// ---- protocol ----------------------------------------------------------------------------

#[test]
fn protocol_classify_moves_decide() {
    use cli::protocol::{Command, answer_line};
    use serde_json::Value;
    let ask = |cmd, line: &str| -> Value { answer_line(cmd, line) };
    // guandan §7: A2345 has key 5.
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","level":"2","cards":["AS","2D","3C","4S","5H"]}"#,
    );
    assert_eq!(v["valid"], true);
    assert_eq!(v["kind"], "straight");
    assert_eq!(v["key"], "5");
    // guandan §10 with prev: six 3s beat five As.
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","level":"2","cards":["3S","3S","3H","3H","3D","3C"],"prev":["AS","AS","AH","AD","AC"]}"#,
    );
    assert_eq!(v["beats"], true);
    assert_eq!(v["kind"], "bomb");
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","level":"2","cards":["3S"],"prev":["AS"]}"#,
    );
    assert_eq!(v["beats"], false);
    assert!(v["reason"].is_string());
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","cards":["BJ","RJ"]}"#,
    );
    assert_eq!(v["valid"], false);
    // moves: distinct plays; with prev only beating ones.
    let v = ask(
        Command::Moves,
        r#"{"game":"guandan","level":"2","hand":["3S","3D","KS"],"prev":["TS"]}"#,
    );
    assert_eq!(v["moves"], serde_json::json!([["KS"]]));
    let v = ask(
        Command::Moves,
        r#"{"game":"guandan","level":"2","hand":["3S","3D","3C"],"prev":null}"#,
    );
    assert_eq!(v["moves"].as_array().unwrap().len(), 3); // 3, 33, 333
    // decide (play): never overtakes with the K when the 9 beats; the search AI may also
    // keep its three singles (it judges passing here about as good).
    let v = ask(
        Command::Decide,
        r#"{"game":"guandan","phase":"play","seat":1,"level":"2","hand":["4S","9D","KS"],"history":[[0,["8S"]]],"counts":[26,3,27,27],"finished":[]}"#,
    );
    assert!(
        v["play"] == serde_json::json!(["9D"]) || v["play"] == serde_json::json!([]),
        "{v}"
    );
    // …and does not beat its partner.
    let v = ask(
        Command::Decide,
        r#"{"game":"guandan","phase":"play","seat":2,"level":"2","hand":["4S","9D","KS"],"history":[[0,["8S"]],[1,[]]],"counts":[26,27,3,27],"finished":[]}"#,
    );
    assert_eq!(v["play"], serde_json::json!([]), "{v}");
    // decide (return), level 7: a low non-level card, never the 7.
    let v = ask(
        Command::Decide,
        r#"{"game":"guandan","phase":"return","level":"7","hand":["7S","9C","4D","AS","RJ"],"received":"RJ","giver":3,"seat":0}"#,
    );
    assert_eq!(v["return"], "4D", "{v}");
    assert!(v["reason"].is_string());
}

#[test]
fn selfplay_small_count_is_clean() {
    // guandan §1–§22 together: hands of whole matches with tribute and return, every
    // invariant after every action; the search AI for a few hands, cheap players for many.
    use cli::harness::selfplay::{Config, run};
    for (players, hands) in [("ai", 6), ("greedy", 1500), ("random", 1500)] {
        let v = run(&Config {
            game: cli::protocol::GameKind::Guandan,
            players: players.into(),
            hands,
            seed: 77,
        })
        .unwrap();
        assert_eq!(
            v["invariants_broken"],
            serde_json::json!([]),
            "{players}: {v}"
        );
        assert_eq!(v["games"], hands);
        let wins = v["wins"]["team0"].as_u64().unwrap() + v["wins"]["team1"].as_u64().unwrap();
        assert_eq!(wins, hands);
    }
}
