#![allow(clippy::unwrap_used, clippy::expect_used)]
//! 더우디주: defects found by reviewing the engine against doudizhu.ko.txt and the rulings
//! (R1–R4, D1–D5, the command-line protocol). Each test failed before its fix.

use serde_json::{Value, json};

use cli::protocol::{Command, answer_line};
use engine::ddz::{Action, Combo, ComboKind, Deal, Game, Settlement, Spring, Stake, deal};
use engine::{CardSet, Rank, Seat};

fn set(s: &str) -> CardSet {
    CardSet::parse(s, 1).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn ask(cmd: Command, req: Value) -> Value {
    answer_line(cmd, &req.to_string())
}

fn numbers(v: &Value, out: &mut Vec<u64>) {
    match v {
        Value::Number(n) => out.extend(n.as_u64()),
        Value::Array(a) => a.iter().for_each(|x| numbers(x, out)),
        Value::Object(o) => o.values().for_each(|x| numbers(x, out)),
        _ => {}
    }
}

#[test]
fn a_view_does_not_reveal_the_deal_through_the_seed() {
    // R3: a seat decides from its own hand and the public record, never another seat's
    // hidden cards. The seed fixes every shuffle (R2), so a view that carries it lets the
    // seat recompute the other hands: no number in the view may replay this deal.
    let seed = 0x5EED_0000_1234_ABCD;
    let g = Game::new(seed);
    let me = g.to_act().unwrap();
    let v = g.view(me);
    let mut found = Vec::new();
    numbers(&serde_json::to_value(&v).unwrap(), &mut found);
    for n in found {
        for deal_no in 0..4 {
            assert_ne!(
                deal(n, deal_no).hands[me.index()],
                v.hand,
                "the view's number {n} replays the deal: every hidden hand is known"
            );
        }
    }
}

/// A history where the landlord leads 333444555666 as a three-trio plane with single
/// wings (R4: the player may pick that reading) and seat 1 follows with another one.
fn r4_history() -> Value {
    json!([
        [
            0,
            [
                "3S", "3H", "3D", "4S", "4H", "4D", "5S", "5H", "5D", "6S", "6H", "6D"
            ]
        ],
        [
            1,
            [
                "7S", "7H", "7D", "8S", "8H", "8D", "9S", "9H", "9D", "TS", "JS", "QS"
            ]
        ]
    ])
}

#[test]
fn the_game_allows_the_r4_history() {
    // R4 / doudizhu §11: 333444555666 may be led as 333+444+555 with wings 666, and then
    // 777888999+10+J+Q beats it.
    let landlord = set("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 2S 2H 2D KC KD KH AC AD");
    let p1 = set("7S 7H 7D 8S 8H 8D 9S 9H 9D TS JS QS 3C 4C 5C 6C 7C");
    let p2 = CardSet::full(1) - landlord - p1;
    let bottom = set("AC AD KH");
    let d = Deal {
        hands: [landlord - bottom, p1, p2],
        bottom,
        first_bidder: Seat(0),
    };
    let mut g = Game::with_deal(1, d).unwrap();
    g.apply(Action::Bid {
        seat: Seat(0),
        bid: Some(3),
    })
    .unwrap();
    let lead = Combo::new(ComboKind::PlaneSingle, Rank::Six, 3);
    g.apply(Action::Play {
        seat: Seat(0),
        cards: set("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D"),
        reading: Some(lead),
    })
    .unwrap();
    g.apply(Action::Play {
        seat: Seat(1),
        cards: set("7S 7H 7D 8S 8H 8D 9S 9H 9D TS JS QS"),
        reading: None,
    })
    .unwrap();
    assert_eq!(
        g.table().unwrap().1.combo,
        Combo::new(ComboKind::PlaneSingle, Rank::Nine, 3)
    );
}

#[test]
fn decide_accepts_a_lead_played_in_another_reading() {
    // R4 and the protocol: `decide` refuses only views that cannot happen. A lead of
    // 333444555666 read as a plane with wings (the player's pick, R4) followed by
    // 777888999+10+J+Q can happen, so seat 2 must get a decision, facing that plane.
    let req = json!({"game":"doudizhu","phase":"play","seat":2,"landlord":0,
        "hand":["3C","4C","5C","6C","TH","JH","QH","KH","AH","2H","TC","JC","QC","KC","AC","2C","BJ"],
        "history": r4_history(),
        "counts":[8,5,17]});
    let a = ask(Command::Decide, req);
    assert!(a.get("error").is_none(), "{a}");
    assert_eq!(
        a["play"],
        json!([]),
        "nothing of seat 2 beats the plane: {a}"
    );
}

#[test]
fn decide_still_refuses_a_follow_no_reading_allows() {
    // doudizhu §14: whatever reading the lead took, 777888999 (a pure three-trio plane)
    // beats neither a four-trio plane nor a three-trio plane with wings.
    let req = json!({"game":"doudizhu","phase":"play","seat":2,"landlord":0,
    "hand":["3C","4C","5C","6C","TH","JH","QH","KH","AH","2H","TC","JC","QC","KC","AC","2C","BJ"],
    "history": [
        [0, ["3S", "3H", "3D", "4S", "4H", "4D", "5S", "5H", "5D", "6S", "6H", "6D"]],
        [1, ["7S", "7H", "7D", "8S", "8H", "8D", "9S", "9H", "9D"]]
    ]});
    let a = ask(Command::Decide, req);
    assert!(a.get("error").is_some(), "{a}");
}

#[test]
fn decide_refuses_a_bottom_the_hands_contradict() {
    // doudizhu §2, D1: the landlord adds the three bottom cards to the hand, so a
    // landlord's view must hold (or have played) them, and a peasant can never hold one.
    let landlord_hand = json!([
        "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH", "2H", "3C", "4C",
        "5C", "6C", "7C", "8C", "9C"
    ]);
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"play","seat":0,"landlord":0,
            "hand": landlord_hand, "bottom":["BJ","RJ","2S"], "history":[]}),
    );
    assert!(
        a.get("error").is_some(),
        "the landlord lacks the bottom: {a}"
    );
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"play","seat":0,"landlord":0,
            "hand": landlord_hand, "bottom":["7C","8C","9C"], "history":[]}),
    );
    assert!(a.get("error").is_none(), "a consistent landlord view: {a}");
    let peasant_hand = json!([
        "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH", "2H", "3C", "4C",
        "5C", "BJ"
    ]);
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"play","seat":1,"landlord":0,
            "hand": peasant_hand, "bottom":["BJ","RJ","2S"],
            "history":[[0,["3S"]]]}),
    );
    assert!(
        a.get("error").is_some(),
        "a peasant holds a bottom card: {a}"
    );
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"play","seat":2,"landlord":0,
            "hand": peasant_hand, "bottom":["RJ","2S","2D"],
            "history":[[0,["3S"]],[1,["2D"]]]}),
    );
    assert!(
        a.get("error").is_some(),
        "a peasant played a bottom card: {a}"
    );
}

#[test]
fn decide_refuses_a_bidding_hand_of_the_wrong_size() {
    // doudizhu §2: every seat bids holding its 17 cards (the bottom is nobody's yet).
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"bid","seat":1,"hand":["3H","BJ","RJ"],"bids":[]}),
    );
    assert!(a.get("error").is_some(), "{a}");
}

#[test]
fn the_settlement_line_names_the_spring_once() {
    // doudizhu §19: 스프링 and 역스프링 are the names of the bonus; the settlement line
    // should read "스프링" or "역스프링", not "스프링 스프링" / "스프링 역스프링".
    let stake = |spring| Stake {
        bid: 1,
        bombs: 0,
        rockets: 0,
        spring: Some(spring),
    };
    let s = Settlement::new(0, Seat(0), Seat(0), stake(Spring::Spring), [0; 3]);
    let text = s.describe_ko();
    assert!(text.contains("(폭탄 0, 로켓 0, 스프링)"), "{text}");
    let s = Settlement::new(0, Seat(0), Seat(1), stake(Spring::AntiSpring), [0; 3]);
    let text = s.describe_ko();
    assert!(text.contains("(폭탄 0, 로켓 0, 역스프링)"), "{text}");
    assert!(!text.contains("스프링 역스프링"), "{text}");
    let s = Settlement::new(0, Seat(0), Seat(0), stake(Spring::None), [0; 3]);
    assert!(s.describe_ko().contains("스프링 없음"));
}
