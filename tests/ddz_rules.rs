#![allow(clippy::unwrap_used, clippy::expect_used)]
//! 더우디주 rules, section by section (doudizhu.ko.txt §1–§23, rulings R1–R4, D1–D5).

use ai::play_out::{NoObserver, Observer, play_seated};
use engine::ddz::{
    Action, Combo, ComboKind, Deal, Event, Game, Phase, Played, Settlement, Spring, Stake, TARGET,
    beats, classify, deal, legal_bids, legal_plays, strength,
};
use engine::{CardSet, Rank, Reject, Seat};
use i18n::{Lang, reject_text};

fn set(s: &str) -> CardSet {
    CardSet::parse(s, 1).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Cards by rank letters only, any suits: "333 444 5" → 3S 3H 3D 4S 4H 4D 5S.
fn ranks(s: &str) -> CardSet {
    let mut out = CardSet::EMPTY;
    for tok in s.split_whitespace() {
        let tok = tok.replace("10", "T");
        if tok == "BJ" || tok == "RJ" {
            out |= set(&tok);
            continue;
        }
        for ch in tok.chars() {
            let mut placed = false;
            for suit in ["S", "H", "D", "C"] {
                let c = set(&format!("{ch}{suit}"));
                if (out & c).is_empty() {
                    out |= c;
                    placed = true;
                    break;
                }
            }
            assert!(placed, "too many {ch} in {s}");
        }
    }
    out
}

fn kind_of(s: &str) -> Result<ComboKind, Reject> {
    classify(ranks(s)).map(|r| r[0].kind)
}

fn combo(s: &str) -> Combo {
    classify(ranks(s)).unwrap()[0]
}

fn rank(s: &str) -> Rank {
    combo(s).key
}

// ---------------------------------------------------------------------------------------
// Classification tables (§4–§13, D2–D5)

/// Every valid example of the text, with its kind, key and len.
const VALID: &[(&str, ComboKind, &str, u8, &str)] = &[
    // §5 list
    ("A", ComboKind::Single, "A", 1, "§5 한 장 A"),
    ("AA", ComboKind::Pair, "AA", 1, "§5 페어 AA"),
    ("AAA", ComboKind::Trio, "AAA", 1, "§5 트리플 AAA"),
    ("333 8", ComboKind::TrioSingle, "333", 1, "§5 333+8"),
    ("333 88", ComboKind::TrioPair, "333", 1, "§5 333+88"),
    ("34567", ComboKind::Straight, "7", 5, "§5 34567"),
    ("334455", ComboKind::PairChain, "55", 3, "§5 334455"),
    ("333 444", ComboKind::Plane, "444", 2, "§5 333+444"),
    (
        "333 444 5 8",
        ComboKind::PlaneSingle,
        "444",
        2,
        "§5 333+444+5+8",
    ),
    (
        "333 444 55 88",
        ComboKind::PlanePair,
        "444",
        2,
        "§5 333+444+55+88",
    ),
    (
        "6666 3 9",
        ComboKind::FourTwoSingle,
        "6666",
        1,
        "§5 6666+3+9",
    ),
    (
        "6666 33 99",
        ComboKind::FourTwoPair,
        "6666",
        1,
        "§5 6666+33+99",
    ),
    ("3333", ComboKind::Bomb, "3333", 1, "§13 3333"),
    ("KKKK", ComboKind::Bomb, "KKKK", 1, "§13 KKKK"),
    ("BJ RJ", ComboKind::Rocket, "RJ", 1, "§13 rocket"),
    // §6
    ("KK", ComboKind::Pair, "KK", 1, "§6 KK"),
    ("777", ComboKind::Trio, "777", 1, "§6 a trio alone"),
    (
        "RJ",
        ComboKind::Single,
        "RJ",
        1,
        "§6 a joker alone is a single",
    ),
    // §7
    ("777 A", ComboKind::TrioSingle, "777", 1, "§7 777+A"),
    ("777 AA", ComboKind::TrioPair, "777", 1, "§7 777+AA"),
    (
        "777 2",
        ComboKind::TrioSingle,
        "777",
        1,
        "§7 a 2 may be a kicker",
    ),
    (
        "777 BJ",
        ComboKind::TrioSingle,
        "777",
        1,
        "§7 one joker may be a kicker",
    ),
    (
        "222 3",
        ComboKind::TrioSingle,
        "222",
        1,
        "§4 a trio of 2s with a kicker",
    ),
    // §8
    ("456789", ComboKind::Straight, "9", 6, "§8 456789"),
    ("10JQKA", ComboKind::Straight, "A", 5, "§8 10 J Q K A"),
    (
        "3456789TJQKA",
        ComboKind::Straight,
        "A",
        12,
        "§8 D4 the longest straight",
    ),
    // §9
    ("778899", ComboKind::PairChain, "99", 3, "§9 778899"),
    (
        "TTJJQQKKAA",
        ComboKind::PairChain,
        "AA",
        5,
        "§9 10 10 J J … A A",
    ),
    (
        "33445566",
        ComboKind::PairChain,
        "66",
        4,
        "§9 longer pair chains",
    ),
    // §10
    ("777 888 999", ComboKind::Plane, "999", 3, "§10 777+888+999"),
    ("QQQ KKK AAA", ComboKind::Plane, "AAA", 3, "§10 QQQ+KKK+AAA"),
    // §11 wings
    (
        "333 444 55",
        ComboKind::PlaneSingle,
        "444",
        2,
        "§11 single wings may be a pair",
    ),
    (
        "333 444 555 6 7 8",
        ComboKind::PlaneSingle,
        "555",
        3,
        "§11 three singles",
    ),
    (
        "333 444 555 66 77 88",
        ComboKind::PlanePair,
        "555",
        3,
        "§11 three pairs",
    ),
    (
        "333 444 2 2",
        ComboKind::PlaneSingle,
        "444",
        2,
        "§11 D2 wings may be 2s",
    ),
    (
        "333 444 2 BJ",
        ComboKind::PlaneSingle,
        "444",
        2,
        "§11 D2 one joker as a wing",
    ),
    (
        "333 444 555 777",
        ComboKind::PlaneSingle,
        "555",
        3,
        "D2 three wings of one rank",
    ),
    (
        "333 444 555 666 7777",
        ComboKind::PlaneSingle,
        "666",
        4,
        "D2 four wings of one rank",
    ),
    (
        "333 444 55 22",
        ComboKind::PlanePair,
        "444",
        2,
        "D3 pair wings may be 2s",
    ),
    // §12
    (
        "6666 99",
        ComboKind::FourTwoSingle,
        "6666",
        1,
        "§12 6666+99",
    ),
    (
        "6666 2 BJ",
        ComboKind::FourTwoSingle,
        "6666",
        1,
        "§12 one joker",
    ),
    (
        "6666 77 88",
        ComboKind::FourTwoPair,
        "6666",
        1,
        "§12 two different pairs",
    ),
];

#[test]
fn every_valid_example_of_the_text_classifies() {
    // doudizhu §5–§13: the listed combinations read as the listed kinds.
    for &(cards, kind, key, len, why) in VALID {
        let c = combo(cards);
        assert_eq!(c.kind, kind, "{why}: {cards}");
        assert_eq!(c.key, rank(key), "{why}: key of {cards}");
        assert_eq!(c.len, len, "{why}: len of {cards}");
        assert_eq!(c.card_count(), ranks(cards).len(), "{why}");
    }
}

/// Every invalid example of the text, with the precise reason.
const INVALID: &[(&str, Reject, &str)] = &[
    ("A2345", Reject::DdzChainHasTwoOrJoker, "§8 A2345"),
    ("JQKA2", Reject::DdzChainHasTwoOrJoker, "§8 JQKA2"),
    ("89TJK", Reject::DdzChainGap, "§8 8 9 10 J K"),
    ("3456", Reject::DdzStraightTooShort, "§8 at least five"),
    (
        "QKA2 BJ",
        Reject::DdzChainHasTwoOrJoker,
        "§4 no joker in a straight",
    ),
    ("3344", Reject::DdzPairChainTooShort, "§9 3344"),
    (
        "QQKKAA22",
        Reject::DdzChainHasTwoOrJoker,
        "§9 no 2 in a pair chain",
    ),
    ("334466", Reject::DdzChainGap, "§9 consecutive pairs"),
    (
        "KKK AAA 222",
        Reject::DdzChainHasTwoOrJoker,
        "§10 KKK+AAA+222",
    ),
    ("333 555", Reject::DdzChainGap, "§10 333+555"),
    (
        "AAA 222",
        Reject::DdzChainHasTwoOrJoker,
        "§4 D4 A does not run into 2",
    ),
    ("333 444 5", Reject::DdzWingCount, "§11 one wing short"),
    (
        "333 444 55 8",
        Reject::DdzWingCount,
        "§11 singles and pairs not mixed",
    ),
    (
        "333 444 555 6 7",
        Reject::DdzWingCount,
        "§11 three trios need three wings",
    ),
    (
        "333 4444 5",
        Reject::DdzWingRepeatsBody,
        "§11 no wing repeats a body rank",
    ),
    (
        "333 444 BJ RJ",
        Reject::DdzBothJokersAsWings,
        "§11 D2 not both jokers",
    ),
    (
        "333 444 5555",
        Reject::DdzPairWingsSameRank,
        "D3 pair wings of different ranks",
    ),
    (
        "6666 BJ RJ",
        Reject::DdzBothJokersAsWings,
        "§12 not both jokers",
    ),
    ("6666 7777", Reject::DdzFourWithFour, "§12 6666+7777"),
    (
        "6666 33 9 8",
        Reject::DdzFourTwoShape,
        "§12 two singles or two pairs",
    ),
    (
        "6666 3",
        Reject::DdzFourTwoShape,
        "§12 four takes two, not one",
    ),
    ("333 4 5", Reject::DdzTrioKicker, "§7 one kicker only"),
    ("35", Reject::NotACombo, "§14 unrelated cards"),
    ("3 BJ", Reject::NotACombo, "§6 a joker pairs with nothing"),
];

#[test]
fn every_invalid_example_says_why() {
    // doudizhu §8–§12, D2–D4: invalid shapes carry a typed reason with Korean text.
    for &(cards, reason, why) in INVALID {
        assert_eq!(kind_of(cards), Err(reason), "{why}: {cards}");
        let ko = reject_text(reason, Lang::Ko);
        assert!(
            !ko.is_empty() && ko.chars().any(|c| ('가'..='힣').contains(&c)),
            "{why}"
        );
    }
    assert_eq!(classify(CardSet::EMPTY), Err(Reject::EmptyPlay));
}

// ---------------------------------------------------------------------------------------
// Beating (§4, §6–§14)

/// (play, table, expected)
const BEATS: &[(&str, &str, Result<(), Reject>, &str)] = &[
    // §4 order and suits
    ("2", "A", Ok(()), "§4 2 beats A"),
    ("BJ", "2", Ok(()), "§4 small joker beats 2"),
    ("RJ", "BJ", Ok(()), "§6 big joker beats small joker"),
    ("A", "2", Err(Reject::TooLow), "§4 A is below 2"),
    // §6
    ("A", "K", Ok(()), "§6 A beats K"),
    ("KK", "QQ", Ok(()), "§6 KK beats QQ"),
    ("888", "777", Ok(()), "§6 888 beats 777"),
    ("QQ", "QQ", Err(Reject::TooLow), "§6 equal is not higher"),
    // §7
    ("888 3", "777 A", Ok(()), "§7 888+3 beats 777+A"),
    ("888 33", "777 AA", Ok(()), "§7 888+33 beats 777+AA"),
    (
        "888 33",
        "777 A",
        Err(Reject::ShapeMismatch),
        "§7 5-card vs 4-card",
    ),
    (
        "888",
        "777 A",
        Err(Reject::ShapeMismatch),
        "§7 a pure trio vs a kicker form",
    ),
    // §8
    ("45678", "34567", Ok(()), "§8 45678 beats 34567"),
    (
        "456789",
        "34567",
        Err(Reject::DdzLengthMismatch),
        "§8 6 cards vs 5",
    ),
    ("34567", "45678", Err(Reject::TooLow), "§8 lower straight"),
    // §9
    ("445566", "334455", Ok(()), "§9 445566 beats 334455"),
    (
        "33445566",
        "334455",
        Err(Reject::DdzLengthMismatch),
        "§9 pair counts differ",
    ),
    // §10
    ("444 555", "333 444", Ok(()), "§10 444+555 beats 333+444"),
    (
        "444 555 666",
        "333 444",
        Err(Reject::DdzLengthMismatch),
        "§10 trio counts differ",
    ),
    // §11: same body size and wing style; only the body compares
    (
        "444 555 3 3",
        "333 444 A 2",
        Ok(()),
        "§11 bodies compare, not wings",
    ),
    (
        "444 555 33 66",
        "333 444 5 8",
        Err(Reject::ShapeMismatch),
        "§11 wing styles",
    ),
    // §12
    ("7777 3 4", "6666 K A", Ok(()), "§12 four ranks compare"),
    (
        "7777 33 44",
        "6666 3 4",
        Err(Reject::ShapeMismatch),
        "§12 singles vs pairs",
    ),
    (
        "6666 3 9",
        "55",
        Err(Reject::ShapeMismatch),
        "§12 not a bomb",
    ),
    ("3333", "6666 3 9", Ok(()), "§12 a bomb beats four-with-two"),
    // §13
    ("3333", "34567", Ok(()), "§13 a bomb beats any normal combo"),
    ("3333", "TTJJQQKKAA", Ok(()), "§13 whatever its size"),
    ("KKKK", "QQQQ", Ok(()), "§13 KKKK beats QQQQ"),
    ("QQQQ", "KKKK", Err(Reject::TooLow), "§13 a lower bomb"),
    ("BJ RJ", "KKKK", Ok(()), "§13 the rocket beats bombs"),
    ("BJ RJ", "34567", Ok(()), "§13 and normal combos"),
    (
        "2222",
        "BJ RJ",
        Err(Reject::DdzRocketUnbeatable),
        "§13 nothing beats the rocket",
    ),
    (
        "AA",
        "3333",
        Err(Reject::DdzNeedBomb),
        "§13 only bombs beat a bomb",
    ),
    (
        "6666 3 9",
        "3333",
        Err(Reject::DdzNeedBomb),
        "§13 four-with-two is no bomb",
    ),
    // §14
    ("999 33", "888 AA", Ok(()), "§14 999+33 beats 888+AA"),
    (
        "9TJQK",
        "333 44",
        Err(Reject::ShapeMismatch),
        "§14 straight vs trio+pair",
    ),
    (
        "AA",
        "K",
        Err(Reject::ShapeMismatch),
        "§14 AA vs a single K",
    ),
    (
        "34567",
        "3",
        Err(Reject::ShapeMismatch),
        "§5 a straight does not beat a single",
    ),
];

#[test]
fn beating_follows_kind_length_and_key() {
    // doudizhu §4, §6–§14: same kind and size and a higher body; bombs and rocket apart.
    for &(play, table, want, why) in BEATS {
        let got = beats(ranks(play), &combo(table)).map(|_| ());
        assert_eq!(got, want, "{why}: {play} on {table}");
    }
}

#[test]
fn suits_never_matter() {
    // doudizhu §4: ♠A and ♥A tie, neither beats the other.
    let a_s = classify(set("AS")).unwrap()[0];
    assert_eq!(beats(set("AH"), &a_s), Err(Reject::TooLow));
    // §8: a one-suit straight is not stronger.
    let mixed = classify(set("3S 4H 5D 6C 7S")).unwrap()[0];
    assert_eq!(beats(set("3H 4H 5H 6H 7H"), &mixed), Err(Reject::TooLow));
    assert_eq!(strength(Rank::Two), 12);
    assert!(strength(Rank::RedJoker) > strength(Rank::BlackJoker));
    assert!(strength(Rank::BlackJoker) > strength(Rank::Two));
    assert!(strength(Rank::Two) > strength(Rank::Ace));
}

#[test]
fn several_readings_follow_r4() {
    // R4: 333444555666 is a four-trio plane or a three-trio plane with wings.
    let cards = ranks("333 444 555 666");
    let r = classify(cards).unwrap();
    assert_eq!(
        r[0],
        Combo::new(ComboKind::Plane, Rank::Six, 4),
        "most body cards first"
    );
    assert!(r.contains(&Combo::new(ComboKind::PlaneSingle, Rank::Five, 3)));
    assert!(r.contains(&Combo::new(ComboKind::PlaneSingle, Rank::Six, 3)));
    // Following, some reading of the table's kind and size that ranks higher decides.
    let table = combo("333 444 555 7 8 9");
    assert_eq!(
        beats(cards, &table),
        Ok(Combo::new(ComboKind::PlaneSingle, Rank::Six, 3))
    );
    let plane = combo("333 444 555 777");
    assert_eq!(plane.kind, ComboKind::PlaneSingle);
}

#[test]
fn korean_descriptions() {
    // doudizhu §5: the kinds' Korean names.
    assert_eq!(combo("34567").describe_ko(), "스트레이트 3–7");
    assert_eq!(
        combo("333 444 5 8").describe_ko(),
        "비행기+날개(한 장) 333–444"
    );
    assert_eq!(combo("KKKK").describe_ko(), "폭탄 KKKK");
    assert_eq!(combo("BJ RJ").describe_ko(), "로켓");
    assert_eq!(ComboKind::FourTwoPair.name_ko(), "포카드+두 페어");
    assert_eq!(ComboKind::PlanePair.name(), "plane_pair");
}

// ---------------------------------------------------------------------------------------
// Deal and bidding (§1–§3, D1, R2)

#[test]
fn golden_deal_seed_42() {
    // doudizhu §2, R2: seed 42 deals exactly these hands; a change breaks every save.
    let d = deal(42, 0);
    assert_eq!(
        d.hands[0].to_string(),
        "3H 3D 3C 5D 6D 7S 7D 8H 9S TD QS KS KC AS AH 2S 2H"
    );
    assert_eq!(
        d.hands[1].to_string(),
        "4C 5S 5C 6C 7H 7C 8D 8C 9D 9C JD JC QH KD AD BJ RJ"
    );
    assert_eq!(
        d.hands[2].to_string(),
        "3S 4S 4D 5H 6S 6H 8S 9H TH TC JS JH QC KH AC 2D 2C"
    );
    assert_eq!(d.bottom.to_string(), "4H TS QD");
    assert_eq!(d.first_bidder, Seat(0));
    let g = Game::new(42);
    assert_eq!(g.hand(Seat(1)), d.hands[1]);
    assert_eq!(g.to_act(), Some(Seat(0)));
}

#[test]
fn deal_is_seventeen_each_and_three_bottom() {
    // doudizhu §2: 54 cards, 17 each, 3 bottom cards nobody holds during bidding.
    for seed in 0..20 {
        let g = Game::new(seed);
        assert_eq!(g.counts(), [17, 17, 17]);
        assert_eq!(g.bottom().len(), 3);
        let all = g.hand(Seat(0)) | g.hand(Seat(1)) | g.hand(Seat(2)) | g.bottom();
        assert_eq!(all, CardSet::full(1));
        assert!(g.validate().is_ok());
    }
}

#[test]
fn first_bidder_is_random() {
    // doudizhu §3: the first bidder is random (drawn from the deal's generator, R2).
    let firsts: std::collections::HashSet<u8> =
        (0..40).map(|s| Game::new(s).to_act().unwrap().0).collect();
    assert_eq!(firsts.len(), 3);
}

fn bid(g: &mut Game, b: Option<u8>) -> Result<Vec<Event>, Reject> {
    let seat = g.to_act().unwrap();
    g.apply(Action::Bid { seat, bid: b })
}

#[test]
fn bids_rise_and_three_ends_at_once() {
    // doudizhu §3: 1, then 2 or 3; after a 2 only 3 or no bid; a 3 decides at once.
    let mut g = Game::new(5);
    let first = g.to_act().unwrap();
    assert_eq!(g.legal_bids(), vec![None, Some(1), Some(2), Some(3)]);
    bid(&mut g, Some(2)).unwrap();
    assert_eq!(g.legal_bids(), vec![None, Some(3)]);
    assert_eq!(legal_bids(Some(2)), vec![None, Some(3)]);
    let before = g.clone();
    assert_eq!(bid(&mut g, Some(2)), Err(Reject::DdzBidNotHigher));
    assert_eq!(bid(&mut g, Some(1)), Err(Reject::DdzBidNotHigher));
    assert_eq!(bid(&mut g, Some(4)), Err(Reject::DdzBidOutOfRange));
    assert_eq!(bid(&mut g, Some(0)), Err(Reject::DdzBidOutOfRange));
    assert_eq!(
        g.apply(Action::Bid {
            seat: first,
            bid: Some(3)
        }),
        Err(Reject::NotYourTurn)
    );
    assert_eq!(g, before, "refused bids change nothing");
    let second = g.to_act().unwrap();
    assert_eq!(second, first.next(3), "seat order");
    let ev = bid(&mut g, Some(3)).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::LandlordChosen { seat, bid: 3, .. } if *seat == second))
    );
    assert_eq!(g.landlord(), Some(second));
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.bids().len(), 2, "the third seat never decides");
}

#[test]
fn highest_bidder_after_three_decisions() {
    // doudizhu §3: "1, 입찰 안 함, 2" — the last seat is the landlord.
    let mut g = Game::new(6);
    let first = g.to_act().unwrap();
    bid(&mut g, Some(1)).unwrap();
    bid(&mut g, None).unwrap();
    assert_eq!(g.phase(), Phase::Bidding);
    bid(&mut g, Some(2)).unwrap();
    let landlord = first.next(3).next(3);
    assert_eq!(g.landlord(), Some(landlord));
    assert_eq!(g.stake().bid, 2);
    // §2, D1: the landlord takes the bottom: 20 against 17 and 17.
    assert!(g.bottom().is_subset(g.hand(landlord)));
    assert_eq!(g.hand(landlord).len(), 20);
    // §15: the landlord leads.
    assert_eq!(g.to_act(), Some(landlord));
    assert_eq!(g.table(), None);
}

#[test]
fn a_single_one_wins_the_bidding() {
    // doudizhu §3: 1 then two declines: the 1-bidder is the landlord at B = 1.
    let mut g = Game::new(8);
    let first = g.to_act().unwrap();
    bid(&mut g, Some(1)).unwrap();
    bid(&mut g, None).unwrap();
    bid(&mut g, None).unwrap();
    assert_eq!(g.landlord(), Some(first));
    assert_eq!(g.stake().bid, 1);
}

#[test]
fn all_pass_redeals_from_the_next_stream() {
    // doudizhu §3, R2: everyone declines → reshuffle (next deal number), never an
    // assigned landlord; the redeal count is announced.
    let mut g = Game::new(42);
    for _ in 0..2 {
        bid(&mut g, None).unwrap();
    }
    let ev = bid(&mut g, None).unwrap();
    assert!(ev.contains(&Event::Redeal { redeals: 1 }));
    assert_eq!(g.phase(), Phase::Bidding);
    assert_eq!(g.landlord(), None);
    assert_eq!(g.redeals(), 1);
    assert!(g.bids().is_empty());
    let d1 = deal(42, 1);
    assert_eq!(g.hand(Seat(0)), d1.hands[0]);
    assert_eq!(g.bottom(), d1.bottom);
    assert_eq!(g.to_act(), Some(d1.first_bidder));
    assert!(g.validate().is_ok());
}

#[test]
fn bottom_is_hidden_until_taken() {
    // D1: the bottom is shown face up to all once the landlord takes it; R3: never before.
    let mut g = Game::new(11);
    assert_eq!(g.view(Seat(0)).bottom, None);
    bid(&mut g, Some(3)).unwrap();
    let l = g.landlord().unwrap();
    for s in 0..3 {
        assert_eq!(g.view(Seat(s)).bottom, Some(g.bottom()));
        assert_eq!(g.view(Seat(s)).landlord, Some(l));
    }
    let ev_seen = g.view(Seat(0)).counts;
    assert_eq!(ev_seen[l.index()], 20);
}

fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

#[test]
fn a_view_holds_only_its_own_hand() {
    // R3: a seat sees its hand, counts and the public record, never other hands.
    let mut g = Game::new(12);
    bid(&mut g, Some(3)).unwrap();
    let me = Seat(1);
    let v = g.view(me);
    assert_eq!(v.hand, g.hand(me));
    let mut texts = Vec::new();
    strings(&serde_json::to_value(&v).unwrap(), &mut texts);
    let mut hidden = CardSet::EMPTY;
    for other in [Seat(0), Seat(2)] {
        hidden |= g.hand(other);
    }
    hidden -= g.bottom(); // the bottom is public once taken (D1)
    for t in texts {
        if let Ok(cards) = CardSet::parse(&t, 1) {
            assert!((cards & hidden).is_empty(), "{t} shows hidden cards");
        }
    }
}

// ---------------------------------------------------------------------------------------
// Scripted hands (§15–§20): a fixed deal through Game::apply.

/// The landlord (seat 0) ends with 20 cards: 34567, 9999, TTTJJJ+8+Q, KKK (the bottom).
/// Seat 1 holds 45678, AA, QQQ, 22, 33, BJ, RJ, 6; seat 2 the rest.
fn scripted() -> Game {
    let landlord = set("3S 4S 5S 6S 7S 9S 9H 9D 9C TS TH TD JS JH JD 8S QS KS KH KD");
    let p1 = set("4H 5H 6H 7H 8H AS AH QH QD QC 2S 2H 3H 3D BJ RJ 6D");
    let p2 = CardSet::full(1) - landlord - p1;
    let bottom = set("KS KH KD");
    let d = Deal {
        hands: [landlord - bottom, p1, p2],
        bottom,
        first_bidder: Seat(0),
    };
    let mut g = Game::with_deal(1, d).unwrap();
    // §20: "you" bid 2 and both decline.
    bid(&mut g, Some(2)).unwrap();
    bid(&mut g, None).unwrap();
    bid(&mut g, None).unwrap();
    assert_eq!(g.landlord(), Some(Seat(0)));
    assert_eq!(g.hand(Seat(0)).len(), 20);
    g
}

fn play(g: &mut Game, seat: u8, cards: &str) -> Vec<Event> {
    g.apply(Action::Play {
        seat: Seat(seat),
        cards: set(cards),
        reading: None,
    })
    .unwrap_or_else(|e| panic!("seat {seat} {cards}: {e}"))
}

fn pass(g: &mut Game, seat: u8) -> Vec<Event> {
    g.apply(Action::Pass { seat: Seat(seat) })
        .unwrap_or_else(|e| panic!("seat {seat} pass: {e}"))
}

fn settlement(ev: &[Event]) -> Settlement {
    ev.iter()
        .find_map(|e| match e {
            Event::HandOver(s) => Some(*s),
            _ => None,
        })
        .expect("a settlement")
}

#[test]
fn worked_example_section_20() {
    // doudizhu §20: bid 2, 34567, 45678, pass, pass, a free pair, a bomb, the landlord
    // goes out first: no spring, P = 2 × 2 = 4, landlord +8, peasants −4 each.
    let mut g = scripted();
    play(&mut g, 0, "3S 4S 5S 6S 7S");
    play(&mut g, 1, "4H 5H 6H 7H 8H");
    pass(&mut g, 2);
    let ev = pass(&mut g, 0);
    assert!(ev.contains(&Event::TrickWon { seat: Seat(1) }));
    assert_eq!(g.table(), None, "§15 free lead after two passes");
    play(&mut g, 1, "AS AH");
    pass(&mut g, 2);
    play(&mut g, 0, "9S 9H 9D 9C");
    assert_eq!(g.stake().bombs, 1);
    pass(&mut g, 1);
    pass(&mut g, 2);
    play(&mut g, 0, "TS TH TD JS JH JD 8S QS");
    pass(&mut g, 1);
    pass(&mut g, 2);
    let ev = play(&mut g, 0, "KS KH KD");
    let s = settlement(&ev);
    assert!(s.landlord_won);
    assert_eq!(
        s.stake.spring,
        Some(Spring::None),
        "a peasant played: no spring"
    );
    assert_eq!(s.points, 4);
    assert_eq!(s.deltas, [8, -4, -4]);
    assert_eq!(g.scores(), [8, -4, -4]);
    assert_eq!(g.phase(), Phase::HandOver);
    assert_eq!(g.to_act(), None);
    assert!(g.validate().is_ok());
}

#[test]
fn spring_doubles_once_more() {
    // doudizhu §19: the landlord wins and neither peasant ever played: spring.
    // §18: with one bomb, P = 2 × 2 × 2 = 8.
    let mut g = scripted();
    play(&mut g, 0, "3S 4S 5S 6S 7S");
    pass(&mut g, 1);
    pass(&mut g, 2);
    play(&mut g, 0, "9S 9H 9D 9C");
    pass(&mut g, 1);
    pass(&mut g, 2);
    play(&mut g, 0, "TS TH TD JS JH JD 8S QS");
    pass(&mut g, 1);
    pass(&mut g, 2);
    let s = settlement(&play(&mut g, 0, "KS KH KD"));
    assert_eq!(s.stake.spring, Some(Spring::Spring));
    assert_eq!(s.doublings, 2);
    assert_eq!(s.points, 8);
    assert_eq!(s.deltas, [16, -8, -8]);
}

#[test]
fn anti_spring_when_the_landlord_played_once() {
    // doudizhu §19: the peasants win and the landlord played exactly once (a 5-card
    // straight still counts once): anti-spring, P = 2 × 2 = 4; §16: both peasants win.
    let mut g = scripted();
    play(&mut g, 0, "3S 4S 5S 6S 7S");
    play(&mut g, 1, "4H 5H 6H 7H 8H");
    pass(&mut g, 2);
    pass(&mut g, 0);
    for cards in ["AS AH", "QH QD QC", "2S 2H", "3H 3D", "BJ", "RJ"] {
        play(&mut g, 1, cards);
        pass(&mut g, 2);
        pass(&mut g, 0);
    }
    let ev = play(&mut g, 1, "6D");
    let s = settlement(&ev);
    assert!(!s.landlord_won);
    assert_eq!(s.out, Seat(1));
    assert_eq!(s.stake.spring, Some(Spring::AntiSpring));
    assert_eq!(s.points, 4);
    assert_eq!(s.deltas, [-8, 4, 4], "§16 both peasants win together");
    let won: Vec<bool> = (0..3).map(|i| s.won_by(Seat(i))).collect();
    assert_eq!(
        won,
        [false, true, true],
        "§16 the peasant who did not go out won too"
    );
    // §16: the other peasant's cards do not matter; nobody plays on.
    assert_eq!(g.hand(Seat(2)).len(), 17);
    assert_eq!(
        g.apply(Action::Pass { seat: Seat(2) }),
        Err(Reject::GameOver)
    );
}

#[test]
fn leader_cannot_pass_and_two_passes_free_the_lead() {
    // doudizhu §15: the free leader cannot pass; after two passes the last player leads
    // anything (KK, pass, pass, then a single 3 is fine); a pass is not permanent.
    let mut g = scripted();
    let before = g.clone();
    assert_eq!(
        g.apply(Action::Pass { seat: Seat(0) }),
        Err(Reject::CannotPassWhenLeading)
    );
    assert_eq!(g, before);
    play(&mut g, 0, "KS KH");
    // Seat 1 passes, seat 2 passes: seat 0 leads freely, a single 3 is legal.
    pass(&mut g, 1);
    pass(&mut g, 2);
    assert_eq!(g.to_act(), Some(Seat(0)));
    assert!(g.trick().is_empty());
    play(&mut g, 0, "3S");
    // Seat 1 passes now but may still beat later in the same trick.
    play(&mut g, 1, "6D");
    pass(&mut g, 2);
    play(&mut g, 0, "8S");
    play(&mut g, 1, "BJ");
    assert_eq!(g.trick().len(), 5);
    assert_eq!(g.history().len(), 8);
    // §15: following, a play must beat the table: not in hand / too low / wrong shape.
    let before = g.clone();
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(2),
            cards: set("3S"),
            reading: None
        }),
        Err(Reject::NotInHand)
    );
    let low = g.hand(Seat(2)).iter().next().unwrap();
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(2),
            cards: CardSet::single(low),
            reading: None
        }),
        Err(Reject::TooLow)
    );
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(1),
            cards: set("RJ"),
            reading: None
        }),
        Err(Reject::NotYourTurn)
    );
    assert_eq!(g, before, "§21 a refused play leaves the hand as it was");
}

#[test]
fn peasants_may_beat_each_other() {
    // doudizhu §16: not beating the partner is strategy, not a rule.
    let mut g = scripted();
    play(&mut g, 0, "3S");
    play(&mut g, 1, "6D");
    let p2_high = g
        .hand(Seat(2))
        .iter()
        .find(|id| strength(id.rank()) > strength(Rank::Six))
        .unwrap();
    g.apply(Action::Play {
        seat: Seat(2),
        cards: CardSet::single(p2_high),
        reading: None,
    })
    .unwrap();
}

#[test]
fn four_with_two_does_not_double() {
    // D5, §12, §18: a four inside four-with-two is not a bomb and does not double.
    let landlord = set("3S 3H 3D 3C 4S 4H 5S 6S 7S 8S 9S TS JS QS KS AS 2S 2H 2D 7H");
    let p1 = set("4D 5D 6D 7D 8D 9D TD JD QD KD AD 4C 5C 6C 7C 8C 9C");
    let p2 = CardSet::full(1) - landlord - p1;
    let bottom = set("2S 2H 2D");
    let d = Deal {
        hands: [landlord - bottom, p1, p2],
        bottom,
        first_bidder: Seat(0),
    };
    let mut g = Game::with_deal(9, d).unwrap();
    bid(&mut g, Some(1)).unwrap();
    bid(&mut g, None).unwrap();
    bid(&mut g, None).unwrap();
    // 3333 + 4 + 4: four-with-two (the two singles may be a pair), not a bomb.
    let ev = play(&mut g, 0, "3S 3H 3D 3C 4S 4H");
    assert!(ev.iter().any(|e| matches!(e,
        Event::Played { played: Played { combo, .. }, .. } if combo.kind == ComboKind::FourTwoSingle)));
    assert_eq!(g.stake().bombs, 0);
    pass(&mut g, 1);
    pass(&mut g, 2);
    play(&mut g, 0, "5S 6S 7S 8S 9S TS JS QS KS AS");
    pass(&mut g, 1);
    pass(&mut g, 2);
    let s = settlement(&play(&mut g, 0, "2S 2H 2D 7H"));
    // Spring (no peasant played): N = 1, P = 1 × 2 = 2; the four-with-two added nothing.
    assert_eq!(s.stake.bombs, 0);
    assert_eq!(s.doublings, 1);
    assert_eq!(s.points, 2);
}

#[test]
fn the_player_may_pick_a_reading() {
    // R4: leading, the default is the reading with most body cards; the player may pick
    // another; a reading that does not fit is refused.
    let landlord = set("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 8S 9S TS JS QS KS AS 2S");
    let p1 = set("7S 7H 7D 7C 8H 8D 8C 9H 9D 9C TH TD TC JH JD JC QH");
    let p2 = CardSet::full(1) - landlord - p1;
    let bottom = set("QS KS AS");
    let d = Deal {
        hands: [landlord - bottom, p1, p2],
        bottom,
        first_bidder: Seat(0),
    };
    let mut g = Game::with_deal(2, d).unwrap();
    bid(&mut g, Some(3)).unwrap();
    let cards = set("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D");
    let r = g.readings(Seat(0), cards).unwrap();
    assert_eq!(r[0], Combo::new(ComboKind::Plane, Rank::Six, 4));
    assert_eq!(r.len(), 3);
    let wrong = Combo::new(ComboKind::PlanePair, Rank::Six, 2);
    assert_eq!(
        g.apply(Action::Play {
            seat: Seat(0),
            cards,
            reading: Some(wrong)
        }),
        Err(Reject::DdzReadingMismatch)
    );
    let pick = Combo::new(ComboKind::PlaneSingle, Rank::Five, 3);
    let ev = g
        .apply(Action::Play {
            seat: Seat(0),
            cards,
            reading: Some(pick),
        })
        .unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Played { played, .. } if played.combo == pick))
    );
    assert_eq!(
        g.table().unwrap().1.combo,
        pick,
        "the table shows the reading chosen"
    );
    // Following, only readings that beat are offered.
    assert_eq!(
        g.readings(Seat(1), set("7S 7H 7D 8H 8D 8C 9H 9D 9C TH TD TC"))
            .unwrap(),
        vec![
            Combo::new(ComboKind::PlaneSingle, Rank::Ten, 3),
            Combo::new(ComboKind::PlaneSingle, Rank::Nine, 3)
        ]
    );
}

// ---------------------------------------------------------------------------------------
// Scoring and the match (§17–§19, §21, §23)

fn stake(bid: u8, bombs: u8, rockets: u8, spring: Spring) -> Stake {
    Stake {
        bid,
        bombs,
        rockets,
        spring: Some(spring),
    }
}

#[test]
fn points_and_split() {
    // doudizhu §17: bid 2, no doubling: landlord win +4 −2 −2, peasants win the reverse.
    let s = Settlement::new(0, Seat(1), Seat(1), stake(2, 0, 0, Spring::None), [0; 3]);
    assert_eq!(s.points, 2);
    assert_eq!(s.deltas, [-2, 4, -2]);
    let s = Settlement::new(0, Seat(1), Seat(2), stake(2, 0, 0, Spring::None), [0; 3]);
    assert_eq!(s.deltas, [2, -4, 2]);
    assert_eq!(s.deltas.iter().sum::<i64>(), 0);
    // §18: bid 1, a bomb and a rocket, no spring: P = 1 × 2 × 2 = 4.
    assert_eq!(stake(1, 1, 1, Spring::None).points(), 4);
    // §20: the reverse case: peasants win, landlord played twice: −8 +4 +4.
    let s = Settlement::new(3, Seat(0), Seat(2), stake(2, 1, 0, Spring::None), [0; 3]);
    assert_eq!(s.deltas, [-8, 4, 4]);
}

#[test]
fn spring_rules() {
    // doudizhu §19: a pass is not a play; the extra doubling happens once.
    assert_eq!(Spring::decide(true, 5, 0), Spring::Spring);
    assert_eq!(Spring::decide(true, 5, 1), Spring::None);
    assert_eq!(Spring::decide(false, 1, 9), Spring::AntiSpring);
    assert_eq!(Spring::decide(false, 2, 9), Spring::None);
    assert_eq!(stake(3, 0, 0, Spring::Spring).points(), 6);
    assert_eq!(stake(3, 2, 1, Spring::AntiSpring).points(), 48);
}

#[test]
fn thirty_points_end_the_match() {
    // doudizhu §23: 24 + 8 = 32 wins; two peasants reaching 30 together win jointly.
    let s = Settlement::new(
        5,
        Seat(0),
        Seat(0),
        stake(2, 1, 0, Spring::None),
        [24, -12, -12],
    );
    assert_eq!(s.totals, [32, -16, -16]);
    assert_eq!(s.match_winners(), vec![Seat(0)]);
    let s = Settlement::new(
        7,
        Seat(0),
        Seat(1),
        stake(1, 2, 0, Spring::None),
        [-52, 26, 26],
    );
    assert_eq!(s.totals, [-60, 30, 30]);
    assert_eq!(s.match_winners(), vec![Seat(1), Seat(2)]);
    assert_eq!(TARGET, 30);
    let s = Settlement::new(
        1,
        Seat(0),
        Seat(1),
        stake(1, 0, 0, Spring::None),
        [-4, 2, 2],
    );
    assert!(s.match_winners().is_empty());
}

#[test]
fn a_whole_match_keeps_totals_and_ends_at_thirty() {
    // doudizhu §21, §23: 다시 하기 keeps the totals; the match ends at 30; a new game resets.
    let mut g = Game::new(77);
    let mut hands = 0;
    while g.phase() != Phase::MatchOver {
        play_hand_with_ai(&mut g);
        hands += 1;
        let totals = g.scores();
        assert_eq!(totals.iter().sum::<i64>(), 0, "§17 zero-sum");
        if g.phase() == Phase::HandOver {
            assert!(totals.iter().all(|&t| t < TARGET));
            g.apply(Action::NextHand).unwrap();
            assert_eq!(g.scores(), totals, "§21 다시 하기 keeps the totals");
            assert_eq!(g.phase(), Phase::Bidding);
            assert_eq!(g.hand_no(), hands);
        }
        assert!(hands < 500);
    }
    let winners = g.winners();
    assert!(!winners.is_empty());
    for w in &winners {
        assert!(g.scores()[w.index()] >= TARGET);
    }
    assert_eq!(g.settlements().len() as u32, hands);
    assert_eq!(g.apply(Action::NextHand), Err(Reject::GameOver));
    assert!(g.validate().is_ok());
    assert_eq!(
        Game::new(78).scores(),
        [0; 3],
        "§23 a new match starts at 0"
    );
}

#[test]
fn a_new_game_discards_the_unfinished_hand_without_scoring_it() {
    // doudizhu §21: 새 게임 discards the current hand and deals anew; an unfinished hand is
    // never added to the score. The totals of finished hands stay (§23 resets only on 새 경기).
    let mut g = Game::new(5);
    // Finish one hand so that the totals are not all zero.
    play_hand_with_ai(&mut g);
    assert_eq!(g.phase(), Phase::HandOver);
    assert_eq!(
        g.apply(Action::AbandonHand),
        Err(Reject::WrongPhase),
        "a settled hand is not abandoned: 다시 하기 deals the next one"
    );
    g.apply(Action::NextHand).unwrap();
    let totals = g.scores();
    assert_ne!(totals, [0; 3]);
    // Play into the middle of the second hand.
    for _ in 0..8 {
        let Some(seat) = g.to_act() else { break };
        let d = ai::ddz::choose(&g.view(seat), &mut g.ai_rng());
        g.apply(d.action).unwrap();
    }
    assert!(matches!(g.phase(), Phase::Bidding | Phase::Playing));
    let hand_before = g.hand(Seat(0));
    let events = g.apply(Action::AbandonHand).unwrap();
    assert!(matches!(events[0], Event::HandAbandoned { hand_no: 1 }));
    assert_eq!(g.phase(), Phase::Bidding, "dealt anew");
    assert_eq!(g.hand_no(), 1, "the discarded hand never counted");
    assert_eq!(g.scores(), totals, "totals untouched");
    assert_eq!(
        g.settlements().len(),
        1,
        "nothing settled for the discarded hand"
    );
    assert_ne!(g.hand(Seat(0)), hand_before, "a new deal");
    assert_eq!(g.counts(), [17, 17, 17]);
    assert!(g.validate().is_ok());
    // The discarded game round-trips and replays like any other.
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), g);
}

#[test]
fn common_mistakes_are_refused() {
    // doudizhu §22: an extra card, a 2 in a straight, two pairs as a chain, short wings,
    // another kind of normal combo.
    assert_eq!(kind_of("34567 9"), Err(Reject::DdzChainGap));
    assert_eq!(kind_of("34567 7"), Err(Reject::NotACombo));
    assert_eq!(kind_of("TJQKA2"), Err(Reject::DdzChainHasTwoOrJoker));
    assert_eq!(kind_of("5566"), Err(Reject::DdzPairChainTooShort));
    assert_eq!(kind_of("777 888 9"), Err(Reject::DdzWingCount));
    assert_eq!(
        beats(ranks("JJJ QQ"), &combo("34567")),
        Err(Reject::ShapeMismatch)
    );
}

#[test]
fn one_team_against_the_landlord() {
    // doudizhu §1: the landlord alone against two peasants; roles are re-bid each hand.
    let g = scripted();
    let v = g.view(Seat(1));
    assert_eq!(v.partner(), Some(Seat(2)));
    assert_eq!(v.opponents(), vec![Seat(0)]);
    let l = g.view(Seat(0));
    assert!(l.is_landlord());
    assert_eq!(l.partner(), None);
    assert_eq!(l.opponents(), vec![Seat(1), Seat(2)]);
}

#[test]
fn legal_plays_of_the_game_match_the_generator() {
    // doudizhu §15: the seat to act may play exactly the generated plays; others none.
    let mut g = scripted();
    let lead = g.legal_plays(Seat(0));
    assert!(lead.iter().any(|p| p.combo.kind == ComboKind::Bomb));
    assert!(g.legal_plays(Seat(1)).is_empty());
    play(&mut g, 0, "3S 4S 5S 6S 7S");
    let follow = g.legal_plays(Seat(1));
    assert_eq!(follow, legal_plays(g.hand(Seat(1)), Some(&combo("34567"))));
    assert!(follow.iter().any(|p| p.combo.kind == ComboKind::Rocket));
    assert!(follow.iter().any(|p| p.combo.kind == ComboKind::Straight));
}

#[test]
fn replay_reproduces_the_game() {
    // R2: a seed and the actions reproduce the game exactly.
    let mut g = Game::new(31);
    let mut log = Log(Vec::new());
    play_seated(&mut g, &mut [ai::ddz::Player::Ai; 3], &mut log).unwrap();
    let Log(log) = log;
    assert_eq!(Game::replay(31, &log).unwrap(), g);
    let json = serde_json::to_string(&log).unwrap();
    let back: Vec<Action> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, log);
}

#[test]
fn settlement_explains_how_p_was_made() {
    // doudizhu §17–§18, §20: the record says B, bombs, rockets, spring, P and the split.
    let s = Settlement::new(0, Seat(0), Seat(0), stake(2, 1, 0, Spring::None), [0; 3]);
    assert_eq!(
        s.describe_ko(),
        "B=2 × 2^1 (폭탄 1, 로켓 0, 스프링 없음) = P 4 · 지주 승리 · 지주 +8"
    );
    let json = serde_json::to_string(&s).unwrap();
    assert_eq!(serde_json::from_str::<Settlement>(&json).unwrap(), s);
}

/// Plays the current hand to its settlement with the AI in every seat (the one driver).
fn play_hand_with_ai(g: &mut Game) {
    play_seated(g, &mut [ai::ddz::Player::Ai; 3], &mut NoObserver).unwrap();
}

/// Keeps every accepted action, in order.
struct Log(Vec<Action>);

impl Observer<Game> for Log {
    type Halt = std::convert::Infallible;
    fn decided(&mut self, _: &Game, _: Seat, d: &ai::Decision<Action>) {
        self.0.push(d.action);
    }
}
