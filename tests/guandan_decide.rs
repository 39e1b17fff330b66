#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `cardgame decide` and the web table decide alike (R2, R3): a Guandan position sent as a
//! decide request built from the game's public record, with the game's seed and move
//! number, gets the play the web table's computer player makes there.

use cardroom::session::Match;
use cardroom::ui::model::{Hint, Move};
use cli::protocol::guandan::combo_json;
use cli::protocol::{Command, answer_line};
use engine::guandan::{Action, Game, Phase, Setup};
use engine::{CardSet, Rank, Seat};
use serde_json::{Value, json};

fn faces(cards: CardSet) -> Vec<String> {
    cards.faces().iter().map(ToString::to_string).collect()
}

/// The web table's move for `seat` (보통, decided on this thread).
fn decide(g: &Game, seat: Seat) -> Hint {
    Match::Guandan(Box::new(g.clone())).decide(seat)
}

/// The decide request for the seat to act: only what that seat may know (R3), plus the
/// game's seed and move number for the AI's stream.
fn request(g: &Game, seat: Seat) -> String {
    let history: Vec<Value> = g
        .history()
        .iter()
        .map(|(s, p)| match p {
            // R4: each play with the reading its player chose.
            Some(p) => json!([s.0, faces(p.cards), combo_json(&p.combo)]),
            None => json!([s.0, []]),
        })
        .collect();
    let finished: Vec<u8> = g.finish_order().iter().map(|s| s.0).collect();
    let view = g.view(seat);
    let gifts: Vec<Value> = view
        .my_gifts
        .iter()
        .map(|x| {
            json!({
                "from": x.from.0,
                "to": x.to.0,
                "card": x.card.card().to_string(),
                "returned": x.returned.map(|c| c.card().to_string()),
            })
        })
        .collect();
    json!({
        "game": "guandan",
        "phase": "play",
        "seat": seat.0,
        "level": g.level().label(),
        "hand": faces(g.hand(seat)),
        "history": history,
        "counts": g.counts(),
        "finished": finished,
        "team_levels": g.team_levels().map(|r| r.label()),
        "gifts": gifts,
        "tribute": view.tribute_kind.map(|k| match k {
            engine::guandan::TributeKind::Single => "single",
            engine::guandan::TributeKind::Double => "double",
        }),
        "exempt": view.exempt,
        "seed": g.seed(),
        "seq": g.seq(),
    })
    .to_string()
}

/// The web table's move's cards (`[]` for a pass), as the protocol writes them.
fn table_choice(g: &Game, seat: Seat) -> Value {
    match decide(g, seat).mv {
        Move::Guandan(Action::Play { cards, .. }) => json!(faces(cards)),
        Move::Guandan(Action::Pass { .. }) => json!([]),
        other => panic!("not a play: {other:?}"),
    }
}

/// A first hand dealt as match `seed`'s, played at level A with the teams' stored levels
/// `levels` (one of them A).
fn at_ace(seed: u64, levels: [Rank; 2]) -> Game {
    let hands = engine::guandan::deal(seed, 1);
    let setup = Setup {
        hands,
        levels,
        level: Rank::Ace,
        leader: Seat(0),
        previous: None,
    };
    Game::from_setup(seed, setup).unwrap()
}

/// A second hand dealt as match `seed`'s first, after a hand that finished in `order`
/// (§18–§19: tribute given), with the returns made by the web table's computer players.
fn after_tribute(seed: u64, order: [u8; 4]) -> Game {
    let setup = Setup {
        hands: engine::guandan::deal(seed, 1),
        levels: [Rank::Two; 2],
        level: Rank::Two,
        leader: Seat(0),
        previous: Some(order.map(Seat)),
    };
    let mut g = Game::from_setup(seed, setup).unwrap();
    while g.phase() == Phase::Return {
        let seat = g.to_act().unwrap();
        let Move::Guandan(a) = decide(&g, seat).mv else {
            unreachable!()
        };
        g.apply(a).unwrap();
    }
    assert_eq!(g.phase(), Phase::Playing);
    g
}

#[test]
fn decide_answers_what_the_web_table_plays() {
    // guandan §13–§15 through a whole first hand: at every move the request rebuilt from
    // the record gets the web table's choice, then the game goes on with it. Also at level
    // A with the other team further back (§17: the AI values a hand by what it does to the
    // match, so it must know both teams' levels). And in a second hand after a single and
    // a double tribute (§18–§20: a seat knows where its gift and its return went).
    let tributes = [
        after_tribute(7, [0, 1, 2, 3]),
        after_tribute(8, [1, 3, 0, 2]),
    ];
    for g in &tributes {
        let gifts = g.tribute().map_or(0, |t| t.gifts().len());
        assert!(gifts >= 1, "seed {}: no tribute given", g.seed());
    }
    let games = [3, 11].map(Game::new).into_iter().chain([
        at_ace(5, [Rank::Ace, Rank::Five]),
        at_ace(6, [Rank::Nine, Rank::Ace]),
    ]);
    let games = games.chain(tributes);
    for mut g in games {
        let seed = g.seed();
        let mut checked = 0;
        while g.phase() == Phase::Playing && checked < 60 {
            let seat = g.to_act().unwrap();
            let want = table_choice(&g, seat);
            let got = answer_line(Command::Decide, &request(&g, seat));
            assert_eq!(got["play"], want, "seed {seed}, move {}: {got}", g.seq());
            checked += 1;
            let Move::Guandan(a) = decide(&g, seat).mv else {
                unreachable!()
            };
            g.apply(a).unwrap();
        }
        assert!(checked >= 20, "seed {seed}: only {checked} moves");
    }
}

#[test]
fn decide_without_seed_is_deterministic_and_refuses_impossible_history() {
    // The same request gets the same answer without `seed`/`seq` (the stream is derived
    // from the request).
    let line = r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","7D","9C","KH"],"history":[[0,["5S"]]],"counts":[26,4,27,27]}"#;
    assert_eq!(
        answer_line(Command::Decide, line),
        answer_line(Command::Decide, line)
    );
    // guandan §15: a history after the hand ended (seat 0 and its partner are out).
    let over = r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","4D"],"history":[[0,["5S"]],[1,[]],[2,[]],[3,[]],[2,["6S"]]],"counts":[0,2,0,27]}"#;
    assert!(answer_line(Command::Decide, over)["error"].is_string());
    // Team levels that are not two levels, or leave neither team at the hand's level (§3),
    // are refused; absent, both teams are at the hand's level.
    let with = |levels: &str| {
        let line = format!(
            r#"{{"game":"guandan","seat":1,"level":"A","hand":["3S","7D"],"history":[[0,["5S"]]],"counts":[26,2,27,27],"team_levels":{levels}}}"#
        );
        answer_line(Command::Decide, &line)
    };
    for bad in [
        r#"["A"]"#,
        r#"["A","1"]"#,
        r#"["3","5"]"#,
        r#"[2,"A"]"#,
        r#""A""#,
    ] {
        let got = with(bad);
        assert!(
            got["error"]
                .as_str()
                .is_some_and(|e| e.contains("team_levels")),
            "{bad}: {got}"
        );
    }
    assert_eq!(with(r#"["A","A"]"#), with("null"));
    assert!(with(r#"["5","A"]"#)["play"].is_array());
    // guandan §18–§20: the seat's own gift, given to or got from the other team, one at
    // most, with its return; what the seat got it holds (or played), what it gave it does
    // not hold twice. Seat 1 holds 3S 7D and got the AS from seat 2, returning a 4C.
    let gifts = |g: &str| {
        let line = format!(
            r#"{{"game":"guandan","seat":1,"level":"2","hand":["3S","7D","AS"],"history":[[0,["5S"]]],"counts":[26,3,27,27],"gifts":{g}}}"#
        );
        answer_line(Command::Decide, &line)
    };
    let got = gifts(r#"[{"from":2,"to":1,"card":"AS","returned":"4C"}]"#);
    assert!(got["play"].is_array(), "{got}");
    assert_eq!(gifts("[]"), gifts("null"));
    for bad in [
        r#"{"from":2,"to":1,"card":"AS","returned":"4C"}"#,
        r#"[{"from":2,"to":1,"card":"AS","returned":"4C"},{"from":0,"to":1,"card":"KS","returned":"4D"}]"#,
        r#"[{"from":3,"to":1,"card":"AS","returned":"4C"}]"#,
        r#"[{"from":2,"to":3,"card":"AS","returned":"4C"}]"#,
        r#"[{"from":2,"to":1,"card":"AS"}]"#,
        r#"[{"from":2,"to":1,"card":"AX","returned":"4C"}]"#,
        r#"[{"from":2,"to":1,"card":"KS","returned":"4C"}]"#,
        r#"[{"from":1,"to":2,"card":"AS","returned":"7D"},{"x":1}]"#,
        r#"[{"from":1,"to":0,"card":"AS","returned":"4C"}]"#,
        r#"[{"to":1,"card":"AS","returned":"4C"}]"#,
    ] {
        let got = gifts(bad);
        assert!(
            got["error"].as_str().is_some_and(|e| e.contains("gifts")),
            "{bad}: {got}"
        );
    }
    // Holding both copies of the card it says it gave away is refused too.
    let twice = r#"{"game":"guandan","seat":1,"level":"2","hand":["AS","AS","4C"],"history":[[0,["5S"]]],"counts":[26,3,27,27],"gifts":[{"from":1,"to":2,"card":"AS","returned":"4C"}]}"#;
    assert!(answer_line(Command::Decide, twice)["error"].is_string());
    // A seed that is not a number is refused.
    let bad = r#"{"game":"guandan","seat":1,"level":"2","hand":["3S"],"history":[[0,["5S"]]],"counts":[26,1,27,27],"seed":"x"}"#;
    assert!(answer_line(Command::Decide, bad)["error"].is_string());
}

#[test]
fn a_history_entry_may_name_its_reading() {
    // R4: 7C 8C 9D TC with the wild 2H reads as 6–T or 7–J; the player picks. Seat 1's
    // 7–J straight beats the first reading and not the second (§7, §13).
    let line = |reading: &str| {
        let line = format!(
            r#"{{"game":"guandan","seat":1,"level":"2","hand":["7S","8D","9S","TD","JS"],"history":[[0,["7C","8C","9D","TC","2H"]{reading}]],"counts":[22,5,27,27]}}"#
        );
        answer_line(Command::Decide, &line)
    };
    let ten = line(r#",{"kind":"straight","key":"T","len":5}"#);
    assert_eq!(ten["play"].as_array().map(Vec::len), Some(5), "{ten}");
    let jack = line(r#",{"kind":"straight","key":"J","len":5}"#);
    assert_eq!(jack["play"], json!([]), "{jack}");
    // Without a reading the engine infers one; a reading the cards do not make is refused.
    assert!(line("")["play"].is_array());
    let bad = line(r#",{"kind":"straight","key":"A","len":5}"#);
    assert!(
        bad["error"].as_str().is_some_and(|e| e.contains("history")),
        "{bad}"
    );
}
