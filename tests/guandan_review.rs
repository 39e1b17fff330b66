#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Review of the Guandan engine against guandan.ko.txt: each test pins a defect that was found
//! and fixed (the section is cited in each test).

use cardroom::engine::guandan::{Action, Game, Phase, Setup, default_returns, returnable};
use cardroom::engine::{CardId, CardSet, Rank, Reject, Seat};

fn cs(text: &str) -> CardSet {
    CardSet::parse(text, 2).unwrap()
}

fn id(text: &str) -> CardId {
    cs(text).iter().next().unwrap()
}

#[test]
fn s20_level_ten_default_returns_are_two_to_nine() {
    // guandan §20: the default return is a normal, non-level card of 10 or lower. At level 10
    // the 10s are level cards, so 2..9 remain; J, Q, K and A are never "10 이하".
    let gift = id("RJ");
    let hand = cs("2S 5D 9C TS TH JS QD KC AS BJ");
    assert_eq!(default_returns(hand, Rank::Ten, gift), cs("2S 5D 9C"));
    assert_eq!(returnable(hand, Rank::Ten, gift), cs("2S 5D 9C"));
    // No 2..9 at all: the lowest returnable card (here the J), not any of J..A.
    let hand = cs("TS JS QD KC AS BJ");
    assert_eq!(default_returns(hand, Rank::Ten, gift), CardSet::EMPTY);
    assert_eq!(returnable(hand, Rank::Ten, gift), cs("JS"));
}

#[test]
fn s20_level_ten_game_refuses_a_high_return() {
    // guandan §20 through the reducer: at level 10 an A is not a low return card.
    let mut g = Game::from_setup(
        3,
        Setup {
            hands: [cs("3S AS"), cs("5C"), cs("6C"), cs("RJ 4C")],
            levels: [Rank::Ten, Rank::Two],
            level: Rank::Ten,
            leader: Seat(0),
            previous: Some([Seat(0), Seat(1), Seat(2), Seat(3)]),
        },
    )
    .unwrap();
    assert_eq!(g.level(), Rank::Ten);
    assert_eq!(g.phase(), Phase::Return);
    let before = g.clone();
    assert_eq!(
        g.apply(Action::ReturnTribute {
            seat: Seat(0),
            card: id("AS"),
        }),
        Err(Reject::ReturnNotLowCard)
    );
    assert_eq!(g, before);
    g.apply(Action::ReturnTribute {
        seat: Seat(0),
        card: id("3S"),
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::Playing);
}
