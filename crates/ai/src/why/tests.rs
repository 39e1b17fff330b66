use super::*;
use engine::CardSet;
use engine::guandan::ComboKind as G;
use engine::{ddz::ComboKind as D, guandan as gd};

fn set(s: &str) -> CardSet {
    CardSet::parse(s, 2).unwrap()
}

fn ddz_combo(s: &str) -> Named {
    Named::DdzCombo(engine::ddz::classify(CardSet::parse(s, 1).unwrap()).unwrap()[0])
}

/// A 관단 play of `kind` from `hand` at level 2.
fn gd_play(hand: &str, kind: G) -> Named {
    let p = gd::generate(set(hand), Rank::Two, None)
        .into_iter()
        .find(|p| p.combo.kind == kind && p.cards == set(hand))
        .unwrap();
    Named::GdPlay(p, Rank::Two)
}

fn gd_combo(s: &str) -> Named {
    Named::GdCombo(gd::classify(set(s), Rank::Two).unwrap()[0])
}

const STRONG: Strengths = Strengths {
    jokers: Jokers::Rocket,
    bombs: 1,
    twos: 2,
};
const NONE: Strengths = Strengths {
    jokers: Jokers::None,
    bombs: 0,
    twos: 0,
};

/// Every reason at least once, with the data of both games where the sentence differs.
fn samples() -> Vec<Why> {
    let pairs = ddz_combo("3S 3H 4S 4H 5S 5H");
    let full = gd_play("9S 9H 9D JS JH", G::FullHouse);
    let (dk, gk) = (Named::DdzKind(D::PairChain), Named::GdKind(G::Straight));
    let card = "TS".parse::<Card>().unwrap();
    let side = Side::Landlord;
    let mut v = Vec::new();
    for (c, k, bomb) in [
        (pairs, dk, Named::DdzKind(D::Rocket)),
        (full, gk, Named::GdKind(G::JokerBomb)),
    ] {
        v.extend([
            Why::GoesOut(c),
            Why::CannotBeat(k),
            Why::OverPartner(c),
            Why::Blocks {
                side,
                left: 2,
                with: bomb,
            },
            Why::Blocks {
                side: Side::Opponent,
                left: 1,
                with: c,
            },
            Why::BombToFinish(bomb),
            Why::BombDoubles(bomb),
            Why::BombTakes(bomb),
            Why::SmallestBeat(k),
            Why::BossTakes(c),
            Why::BeatsForLead(c),
            Why::WildBeats {
                level: Rank::Two,
                with: c,
            },
            Why::FeedsPartner { left: 1, kind: k },
            Why::LeadsBombRaises(bomb),
            Why::LeadsBomb(bomb),
            Why::InsteadOfSingle { side, kind: k },
            Why::AvoidsPair {
                side: Side::Peasants,
                kind: k,
            },
            Why::BossKeeps(c),
            Why::WildCompletes {
                level: Rank::Ten,
                kind: k,
            },
            Why::LowestFirst(k),
            Why::Sheds(c),
            Why::LastCards(c),
            Why::FeedsSingle(c),
            Why::HighSingle(c),
            Why::OnlyBombs(c),
            Why::ShedsMany(c),
            Why::SmallestCombo(Some(c)),
            Why::BombNearEnd(c),
            Why::BombFewCards(c),
            Why::RestAtOnce(c),
            Why::EasiestLead(c),
            Why::OnlyBombClass(c),
            Why::BombsNearOut(c),
        ]);
    }
    v.extend([
        Why::TopSingle {
            side: Side::Partner,
            single: Named::DdzKind(D::Single),
            rank: Some(Rank::RedJoker),
        },
        Why::TopSingle {
            side: Side::Opponent,
            single: Named::GdKind(G::Single),
            rank: None,
        },
        Why::BidThree(STRONG),
        Why::BidThree(NONE),
        Why::Bids {
            bid: 2,
            strong: STRONG,
        },
        Why::Bids {
            bid: 1,
            strong: NONE,
        },
        Why::Returns {
            card,
            to: Side::Partner,
            rule: ReturnRule::NoLowCard,
        },
        Why::Returns {
            card,
            to: Side::Opponent,
            rule: ReturnRule::OnlyLow,
        },
        Why::Returns {
            card,
            to: Side::Opponent,
            rule: ReturnRule::LeastBreaking,
        },
        Why::SimpleBid(3),
        Why::SimpleBid(2),
        Why::SimpleBid(1),
        Why::SmallestCombo(None),
        Why::SimpleReturn {
            card,
            by_default: true,
            to: Seat(1),
        },
        Why::SimpleReturn {
            card,
            by_default: false,
            to: Seat(3),
        },
        Why::BeatsSmallest {
            table: gd_combo("8S 8H"),
            with: gd_play("9S 9H", G::Pair),
        },
    ]);
    v.extend([
        Why::NothingToPlay,
        Why::PartnerWinning,
        Why::SavesBombs,
        Why::SavesBigCards,
        Why::KeepsCombos,
        Why::NoBidNotHigher,
        Why::NoBidFewBig,
        Why::NoBidScattered,
        Why::NoBidUnlikely,
        Why::NotMyTurn,
        Why::NextHand,
        Why::MatchOver,
        Why::NoLandlordYet,
        Why::NoTribute,
        Why::NoReturnable,
        Why::WeakHand,
        Why::NotAboveBid,
        Why::NoCombo,
        Why::LowestSingle,
        Why::LowestPair,
        Why::KeepsBomb,
        Why::NothingBeats,
        Why::SavesBomb,
        Why::AlwaysOne,
        Why::LowestCardsFirst,
        Why::BombBeats,
        Why::Passes,
        Why::Random,
        Why::RandomPass,
        Why::ReturnsLowest,
        Why::NoCardToReturn,
        Why::RandomReturn,
        Why::HandOverNext,
        Why::MatchOverDot,
        Why::NoTributeDot,
        Why::NotMyTurnDot,
        Why::NoComboDot,
        Why::LetsPartner,
        Why::NothingWorth,
    ]);
    v
}

/// Which variant: an exhaustive match, so a new reason must get a sample above.
fn variant(w: &Why) -> &'static str {
    match w {
        Why::GoesOut(_) => "GoesOut",
        Why::NothingToPlay => "NothingToPlay",
        Why::CannotBeat(_) => "CannotBeat",
        Why::PartnerWinning => "PartnerWinning",
        Why::SavesBombs => "SavesBombs",
        Why::SavesBigCards => "SavesBigCards",
        Why::KeepsCombos => "KeepsCombos",
        Why::OverPartner(_) => "OverPartner",
        Why::Blocks { .. } => "Blocks",
        Why::BombToFinish(_) => "BombToFinish",
        Why::BombDoubles(_) => "BombDoubles",
        Why::BombTakes(_) => "BombTakes",
        Why::SmallestBeat(_) => "SmallestBeat",
        Why::BossTakes(_) => "BossTakes",
        Why::BeatsForLead(_) => "BeatsForLead",
        Why::WildBeats { .. } => "WildBeats",
        Why::FeedsPartner { .. } => "FeedsPartner",
        Why::LeadsBombRaises(_) => "LeadsBombRaises",
        Why::LeadsBomb(_) => "LeadsBomb",
        Why::TopSingle { .. } => "TopSingle",
        Why::InsteadOfSingle { .. } => "InsteadOfSingle",
        Why::AvoidsPair { .. } => "AvoidsPair",
        Why::BossKeeps(_) => "BossKeeps",
        Why::WildCompletes { .. } => "WildCompletes",
        Why::LowestFirst(_) => "LowestFirst",
        Why::Sheds(_) => "Sheds",
        Why::BidThree(_) => "BidThree",
        Why::Bids { .. } => "Bids",
        Why::NoBidNotHigher => "NoBidNotHigher",
        Why::NoBidFewBig => "NoBidFewBig",
        Why::NoBidScattered => "NoBidScattered",
        Why::NoBidUnlikely => "NoBidUnlikely",
        Why::NotMyTurn => "NotMyTurn",
        Why::NextHand => "NextHand",
        Why::MatchOver => "MatchOver",
        Why::NoLandlordYet => "NoLandlordYet",
        Why::NoTribute => "NoTribute",
        Why::NoReturnable => "NoReturnable",
        Why::Returns { .. } => "Returns",
        Why::SimpleBid(_) => "SimpleBid",
        Why::WeakHand => "WeakHand",
        Why::NotAboveBid => "NotAboveBid",
        Why::LastCards(_) => "LastCards",
        Why::NoCombo => "NoCombo",
        Why::FeedsSingle(_) => "FeedsSingle",
        Why::HighSingle(_) => "HighSingle",
        Why::LowestSingle => "LowestSingle",
        Why::LowestPair => "LowestPair",
        Why::OnlyBombs(_) => "OnlyBombs",
        Why::ShedsMany(_) => "ShedsMany",
        Why::KeepsBomb => "KeepsBomb",
        Why::SmallestCombo(_) => "SmallestCombo",
        Why::NothingBeats => "NothingBeats",
        Why::BombNearEnd(_) => "BombNearEnd",
        Why::BombFewCards(_) => "BombFewCards",
        Why::SavesBomb => "SavesBomb",
        Why::AlwaysOne => "AlwaysOne",
        Why::LowestCardsFirst => "LowestCardsFirst",
        Why::BombBeats => "BombBeats",
        Why::Passes => "Passes",
        Why::Random => "Random",
        Why::RandomPass => "RandomPass",
        Why::ReturnsLowest => "ReturnsLowest",
        Why::NoCardToReturn => "NoCardToReturn",
        Why::RandomReturn => "RandomReturn",
        Why::HandOverNext => "HandOverNext",
        Why::MatchOverDot => "MatchOverDot",
        Why::SimpleReturn { .. } => "SimpleReturn",
        Why::NoTributeDot => "NoTributeDot",
        Why::NotMyTurnDot => "NotMyTurnDot",
        Why::RestAtOnce(_) => "RestAtOnce",
        Why::EasiestLead(_) => "EasiestLead",
        Why::OnlyBombClass(_) => "OnlyBombClass",
        Why::NoComboDot => "NoComboDot",
        Why::LetsPartner => "LetsPartner",
        Why::BeatsSmallest { .. } => "BeatsSmallest",
        Why::BombsNearOut(_) => "BombsNearOut",
        Why::NothingWorth => "NothingWorth",
    }
}

fn hangul(s: &str) -> bool {
    s.chars().any(|c| {
        ('\u{1100}'..='\u{11FF}').contains(&c)
            || ('가'..='힣').contains(&c)
            || ('\u{3130}'..='\u{318F}').contains(&c)
    })
}

#[test]
fn every_reason_reads_in_both_languages() {
    let all = samples();
    let mut seen: Vec<&str> = all.iter().map(variant).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 78, "a sample of every variant");
    for w in &all {
        let (ko, en) = (w.text(Lang::Ko), w.text(Lang::En));
        assert!(hangul(&ko), "{w:?}: {ko}");
        assert_eq!(ko, w.to_string(), "Display is the Korean");
        assert!(!en.trim().is_empty(), "{w:?}");
        assert!(!hangul(&en), "{w:?}: {en}");
        assert!(en.starts_with(|c: char| c.is_ascii_uppercase()), "{en}");
        assert!(!en.contains("  ") && !ko.contains("  "), "{en} / {ko}");
    }
}

#[test]
fn the_korean_reads_as_before_and_the_english_naturally() {
    let cases = [
        (
            Why::LowestFirst(Named::DdzKind(D::PairChain)),
            "가장 작은 연속 페어를 먼저 냅니다",
            "Leads the lowest pair chain first",
        ),
        (
            Why::PartnerWinning,
            "동료가 이기고 있어 패스합니다",
            "Partner is winning the trick, so passes",
        ),
        (
            Why::Blocks {
                side: Side::Landlord,
                left: 2,
                with: Named::DdzKind(D::Bomb),
            },
            "지주가 2장 남아 폭탄으로 막습니다",
            "The landlord has 2 cards left, so blocks with a bomb",
        ),
        (
            Why::Blocks {
                side: Side::Opponent,
                left: 1,
                with: Named::GdKind(G::JokerBomb),
            },
            "상대가 1장 남아 조커 폭탄으로 막습니다",
            "An opponent has 1 card left, so blocks with the joker bomb",
        ),
        (
            Why::Bids {
                bid: 2,
                strong: STRONG,
            },
            "로켓, 폭탄 한 개와 2 두 장이 있어 해볼 만한 손패라 2를 부릅니다",
            "With the rocket, one bomb and two 2s, a hand worth trying: bids 2",
        ),
        (
            Why::TopSingle {
                side: Side::Peasants,
                single: Named::DdzKind(D::Single),
                rank: Some(Rank::Ace),
            },
            "농민이 1장 남아 가장 높은 한 장을 냅니다: A",
            "A peasant has 1 card left, so leads the highest single: A",
        ),
        (
            Why::InsteadOfSingle {
                side: Side::Opponent,
                kind: Named::GdKind(G::Pair),
            },
            "상대가 1장 남아 낱장 대신 페어를 냅니다",
            "An opponent has 1 card left, so leads a pair instead of a single",
        ),
        (
            Why::WildCompletes {
                level: Rank::Seven,
                kind: Named::GdKind(G::Straight),
            },
            "와일드 하트 7로 스트레이트를 완성해 냅니다",
            "Completes a straight with the wild heart 7",
        ),
        (
            Why::Returns {
                card: "3S".parse().unwrap(),
                to: Side::Partner,
                rule: ReturnRule::OnlyLow,
            },
            "돌려줄 수 있는 10 이하 보통 카드인 스페이드 3을 동료에게 돌려줍니다",
            "Returns the 3 of spades, the only ordinary card of 10 or lower it may return, to the partner",
        ),
        (
            Why::SimpleReturn {
                card: "4H".parse().unwrap(),
                by_default: true,
                to: Seat(2),
            },
            "기본 반환 규칙에 따라 가장 낮은 카드 하트 4를 3번에게 돌려줍니다.",
            "By the default return rule, returns the lowest card, 4 of hearts, to seat 3.",
        ),
        (
            Why::GoesOut(ddz_combo("3S 3H")),
            "페어 33으로 손패를 모두 내고 끝냅니다",
            "Ends the hand with its last cards: pair 33",
        ),
    ];
    for (w, ko, en) in cases {
        assert_eq!(w.text(Lang::Ko), ko);
        assert_eq!(w.text(Lang::En), en);
    }
}

#[test]
#[ignore = "prints every sample, to read"]
fn print_all() {
    for w in samples() {
        println!("{}\n  {}", w.text(Lang::Ko), w.text(Lang::En));
    }
}
