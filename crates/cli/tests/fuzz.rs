#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Hostile input for every line-reading subcommand of `cardgame` (classify, moves, decide):
//! random bytes, random JSON, and real requests mutated at random. Whatever comes in, the
//! answer is one JSON object per line, either an answer or `{"error": ..}`, never a panic.
//! And a decide request whose history cannot have happened is refused, never answered.
//!
//! Each target runs `FUZZ_CASES` cases (default 1000; deterministic, so CI sees the same
//! cases every run) and prints its figures (`tests/support/hostile.rs`, shared with the save
//! loader's test); to see them, or to try many more:
//!
//! ```text
//! FUZZ_CASES=5000 cargo test --release -p cli --test fuzz -- --nocapture --test-threads 1
//! ```

use std::sync::LazyLock;

use cli::protocol::{Command, answer_line, serve};
use engine::{CardSet, Seat};
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::TestCaseError;
use serde_json::{Map, Value, json};

#[path = "../../../tests/support/hostile.rs"]
mod hostile;
use hostile::{FIELDS, any_json, card_list, cases, fuzz, leaf, mutate, mutation};

const COMMANDS: [Command; 4] = [
    Command::Classify,
    Command::Moves,
    Command::Decide,
    Command::Review,
];

/// The answer is one JSON object: an `error` (then true), or the answer's own field for
/// `cmd`.
fn well_formed(cmd: Command, answer: &Value) -> Result<bool, TestCaseError> {
    let Some(obj) = answer.as_object() else {
        return Err(TestCaseError::fail(format!("not an object: {answer}")));
    };
    if let Some(e) = obj.get("error") {
        prop_assert!(e.is_string(), "{answer}");
        return Ok(true);
    }
    let ok = match cmd {
        Command::Classify => obj.get("valid").is_some_and(Value::is_boolean),
        Command::Moves => obj.get("moves").is_some_and(Value::is_array),
        Command::Decide => ["play", "bid", "return"]
            .iter()
            .any(|k| obj.contains_key(*k)),
        Command::Review => obj.get("decisions").is_some_and(Value::is_array),
    };
    prop_assert!(ok, "{cmd:?}: {answer}");
    Ok(false)
}

/// A request-shaped object: a real game name (mostly) and protocol fields with any values.
fn any_request() -> impl Strategy<Value = Value> {
    let game =
        prop_oneof![4 => select(vec!["doudizhu", "guandan"]).prop_map(Value::from), 1 => leaf()];
    let field_value = prop_oneof![2 => card_list(), 2 => leaf(), 1 => any_json()];
    (
        game,
        prop::collection::vec((select(FIELDS.to_vec()), field_value), 0..10),
    )
        .prop_map(|(game, fields)| {
            let mut m = Map::new();
            m.insert("game".into(), game);
            for (k, v) in fields {
                m.insert(k.into(), v);
            }
            Value::Object(m)
        })
}

// ---- Real requests, from games played with random legal moves -------------------------------

fn faces(cards: CardSet) -> Vec<String> {
    cards.faces().iter().map(ToString::to_string).collect()
}

fn history_json(h: &[(Seat, Option<CardSet>)]) -> Value {
    Value::Array(
        h.iter()
            .map(|(s, p)| json!([s.0, p.map_or_else(Vec::new, faces)]))
            .collect(),
    )
}

/// A 더우디주 game after `moves` random legal actions (bidding included).
fn ddz_game(seed: u64, moves: usize) -> engine::ddz::Game {
    use engine::ddz::{Action, Game, Phase};
    let mut g = Game::new(seed);
    let mut rng = engine::rng::GameRng::for_ai(seed, 7);
    for _ in 0..moves {
        let Some(seat) = g.to_act() else { break };
        let action = match g.phase() {
            Phase::Bidding => {
                let bids = g.legal_bids();
                let bid = bids[rng.below(bids.len() as u64) as usize];
                Action::Bid { seat, bid }
            }
            Phase::Playing => {
                let plays = g.legal_plays(seat);
                let may_pass = g.table().is_some_and(|(s, _)| s != seat);
                let i = rng.below(plays.len() as u64 + u64::from(may_pass)) as usize;
                match plays.get(i) {
                    Some(p) => Action::Play {
                        seat,
                        cards: p.cards,
                        reading: None,
                    },
                    None => Action::Pass { seat },
                }
            }
            _ => break,
        };
        g.apply(action).unwrap();
    }
    g
}

/// A 관단 game after `moves` random legal plays of its first hand.
fn guandan_game(seed: u64, moves: usize) -> engine::guandan::Game {
    use engine::guandan::{Action, Game, Phase};
    let mut g = Game::new(seed);
    let mut rng = engine::rng::GameRng::for_ai(seed, 9);
    for _ in 0..moves {
        if g.phase() != Phase::Playing {
            break;
        }
        let Some(seat) = g.to_act() else { break };
        let plays = g.legal_plays(seat);
        let may_pass = g.table().is_some_and(|(s, _)| s != seat);
        let i = rng.below(plays.len() as u64 + u64::from(may_pass)) as usize;
        let action = match plays.get(i) {
            Some(p) => Action::Play {
                seat,
                cards: p.cards,
                reading: None,
            },
            None => Action::Pass { seat },
        };
        g.apply(action).unwrap();
    }
    g
}

/// The decide request for the seat to act in a 더우디주 game (bidding or play).
fn ddz_request(g: &engine::ddz::Game) -> Option<Value> {
    use engine::ddz::Phase;
    let seat = g.to_act()?;
    Some(match g.phase() {
        Phase::Bidding => {
            let bids: Vec<Value> = g.bids().iter().map(|(s, b)| json!([s.0, b])).collect();
            json!({"game":"doudizhu","phase":"bid","seat":seat.0,"hand":faces(g.hand(seat)),
                "bids":bids,"seed":g.seed(),"seq":g.seq()})
        }
        _ => {
            let history: Vec<_> = g
                .history()
                .iter()
                .map(|(s, p)| (*s, p.map(|p| p.cards)))
                .collect();
            json!({"game":"doudizhu","phase":"play","seat":seat.0,
                "landlord":g.landlord()?.0,"hand":faces(g.hand(seat)),
                "bottom":faces(g.bottom()),"history":history_json(&history),
                "counts":g.counts(),"seed":g.seed(),"seq":g.seq()})
        }
    })
}

/// The decide request for the seat to act in a 관단 game.
fn guandan_request(g: &engine::guandan::Game) -> Option<Value> {
    let seat = g.to_act()?;
    let history: Vec<_> = g
        .history()
        .iter()
        .map(|(s, p)| (*s, p.map(|p| p.cards)))
        .collect();
    let finished: Vec<u8> = g.finish_order().iter().map(|s| s.0).collect();
    Some(
        json!({"game":"guandan","phase":"play","seat":seat.0,"level":g.level().label(),
        "hand":faces(g.hand(seat)),"history":history_json(&history),"counts":g.counts(),
        "finished":finished,"seed":g.seed(),"seq":g.seq()}),
    )
}

/// Valid requests of every kind: the seeds of the mutations.
static VALID: LazyLock<Vec<(Command, Value)>> = LazyLock::new(|| {
    let mut out = vec![
        (
            Command::Classify,
            json!({"game":"doudizhu","cards":["3S","3H","3D","4S","4H","4D","5S","6S"],"prev":["8S","8H","8D","9S","9H","9D","TS","JS"]}),
        ),
        (
            Command::Classify,
            json!({"game":"guandan","level":"7","cards":["7H","7H","5S","5D"],"prev":["4S","4D","4C","4H"]}),
        ),
        (
            Command::Moves,
            json!({"game":"doudizhu","hand":["3S","3H","4S","5S","6S","7S","8S","BJ","RJ"],"prev":["4D"]}),
        ),
        (
            Command::Moves,
            json!({"game":"guandan","level":"2","hand":["2H","2H","5S","6S","7S","8S","9S","9D"],"prev":null}),
        ),
        (
            Command::Decide,
            json!({"game":"guandan","phase":"return","level":"7","hand":["7S","9C","4D","AS","RJ"],"received":"RJ","giver":3,"seat":0}),
        ),
    ];
    for (seed, moves) in [(1, 0), (2, 3), (3, 9), (4, 20), (5, 31)] {
        out.extend(ddz_request(&ddz_game(seed, moves)).map(|r| (Command::Decide, r)));
    }
    for (seed, moves) in [(1, 0), (2, 6), (3, 17), (4, 40)] {
        out.extend(guandan_request(&guandan_game(seed, moves)).map(|r| (Command::Decide, r)));
    }
    out
});

// ---- The targets ------------------------------------------------------------------------

#[test]
fn random_bytes_get_an_error_line_each() {
    // Any bytes on standard input, invalid UTF-8 included: one JSON object per non-blank
    // line, and reading goes on to the end.
    for cmd in COMMANDS {
        let lines = prop::collection::vec(prop::collection::vec(any::<u8>(), 0..200), 1..6);
        fuzz(
            &format!("{cmd:?} · random bytes"),
            cases(),
            lines,
            |lines| {
                let input: Vec<u8> = lines.join(&b'\n');
                let mut out = Vec::new();
                serve(cmd, input.as_slice(), &mut out)
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
                let text =
                    String::from_utf8(out).map_err(|e| TestCaseError::fail(e.to_string()))?;
                let expected = input
                    .split(|&b| b == b'\n')
                    .filter(|l| !String::from_utf8_lossy(l).trim().is_empty())
                    .count();
                prop_assert_eq!(text.lines().count(), expected);
                let mut all_errors = true;
                for line in text.lines() {
                    let v: Value = serde_json::from_str(line)
                        .map_err(|e| TestCaseError::fail(e.to_string()))?;
                    all_errors &= well_formed(cmd, &v)?;
                }
                Ok(all_errors)
            },
        );
    }
}

#[test]
fn random_json_gets_an_answer_or_an_error() {
    for cmd in COMMANDS {
        fuzz(
            &format!("{cmd:?} · random JSON"),
            cases(),
            any_json(),
            |v| well_formed(cmd, &answer_line(cmd, &v.to_string())),
        );
        fuzz(
            &format!("{cmd:?} · random request fields"),
            cases(),
            any_request(),
            |v| well_formed(cmd, &answer_line(cmd, &v.to_string())),
        );
    }
}

#[test]
fn mutated_real_requests_get_an_answer_or_an_error() {
    // Real requests (every subcommand and decide phase, positions from played games) with
    // one to three structural changes. A decide request may still be a possible view (a
    // changed seed, say), so the answer is checked for shape only; the impossible ones are
    // the next test's business. Decide searches, so it gets fewer cases.
    let strategy = (0..VALID.len(), prop::collection::vec(mutation(), 1..4));
    fuzz(
        "all · mutated real requests",
        cases() / 2,
        strategy,
        |(i, muts)| {
            let (cmd, mut req) = VALID[i].clone();
            mutate(&mut req, &muts);
            well_formed(cmd, &answer_line(cmd, &req.to_string()))
        },
    );
}

// ---- Impossible histories are refused ----------------------------------------------------

/// Ways to make a real decide request impossible; each is certain to break the view.
#[derive(Debug, Clone, Copy)]
enum Corruption {
    /// A history entry moved to another seat: that seat did not have the turn.
    WrongSeat(usize, u8),
    /// A card of the asking seat's hand also shows in the history.
    CardFromMyHand(usize),
    /// A face more often than the decks hold it (hand + history).
    ExtraCopy,
    /// A pass opens the hand: nobody may pass when leading.
    PassOnLead,
    /// A seat's count off by one.
    CountOff(usize),
    /// A play that is no combination (two singles of different ranks).
    NotACombo,
    /// A card of an earlier play played again later, more often than the decks hold it.
    PlayedAgain(usize),
}

fn corruption() -> impl Strategy<Value = Corruption> {
    prop_oneof![
        (any::<usize>(), 1u8..4).prop_map(|(i, d)| Corruption::WrongSeat(i, d)),
        any::<usize>().prop_map(Corruption::CardFromMyHand),
        Just(Corruption::ExtraCopy),
        Just(Corruption::PassOnLead),
        any::<usize>().prop_map(Corruption::CountOff),
        Just(Corruption::NotACombo),
        any::<usize>().prop_map(Corruption::PlayedAgain),
    ]
}

/// Applies `c` to a play-phase decide request; `None` when it does not apply here (no
/// history yet for a history change).
fn corrupt(req: &Value, seats: u8, decks: usize, c: Corruption) -> Option<Value> {
    let mut r = req.clone();
    let hand: Vec<String> = serde_json::from_value(r["hand"].clone()).ok()?;
    let history = r["history"].as_array_mut()?;
    match c {
        Corruption::WrongSeat(i, d) => {
            let n = history.len();
            let e = history.get_mut(i.checked_rem(n)?)?;
            let s = e[0].as_u64()? as u8;
            e[0] = json!((s + d % seats.max(2)) % seats);
            if e[0].as_u64()? as u8 == s {
                return None;
            }
        }
        Corruption::CardFromMyHand(i) => {
            let n = history.len();
            let play = history
                .iter_mut()
                .skip(i.checked_rem(n)?)
                .find(|e| e[1].as_array().is_some_and(|a| !a.is_empty()))?;
            // Every copy of one face of my hand: one deck holds one, two decks two.
            let face = hand.first()?;
            let copies = hand.iter().filter(|h| *h == face).count();
            for _ in 0..(decks + 1 - copies) {
                play[1].as_array_mut()?.push(json!(face));
            }
        }
        Corruption::ExtraCopy => {
            let face = hand.first()?;
            let mut h = hand.clone();
            for _ in 0..decks {
                h.push(face.clone());
            }
            r["hand"] = json!(h);
        }
        Corruption::PassOnLead => {
            let first = history.first().and_then(|e| e[0].as_u64()).unwrap_or(0);
            history.insert(0, json!([first, []]));
        }
        Corruption::CountOff(i) => {
            let counts = r["counts"].as_array_mut()?;
            let n = counts.len();
            let c = counts.get_mut(i % n)?;
            *c = json!(c.as_u64()? + 1);
        }
        Corruption::NotACombo => {
            let e = history
                .iter_mut()
                .find(|e| e[1].as_array().is_some_and(|a| !a.is_empty()))?;
            // Two faces of different ranks that are neither in my hand nor in the history
            // would be a new card set; simplest: add a different rank to a single.
            let cards = e[1].as_array_mut()?;
            if cards.len() != 1 {
                return None;
            }
            let rank = cards[0].as_str()?.chars().next()?;
            let other = if rank == '3' { "4" } else { "3" };
            let extra = format!("{other}S");
            if hand.contains(&extra) || req["history"].to_string().contains(&extra) {
                return None;
            }
            cards.push(json!(extra));
        }
        Corruption::PlayedAgain(i) => {
            let plays: Vec<usize> = (0..history.len())
                .filter(|&k| history[k][1].as_array().is_some_and(|a| !a.is_empty()))
                .collect();
            let first = *plays.get(i.checked_rem(plays.len())?)?;
            let face = history[first][1][0].as_str()?.to_string();
            let seen = hand.iter().filter(|h| **h == face).count()
                + history
                    .iter()
                    .filter_map(|e| e[1].as_array())
                    .flatten()
                    .filter(|c| c.as_str() == Some(&face))
                    .count();
            let last = history.get_mut(*plays.last()?)?[1].as_array_mut()?;
            for _ in seen..=decks {
                last.push(json!(face));
            }
        }
    }
    Some(r)
}

/// Ways to make a bidding request impossible.
#[derive(Debug, Clone, Copy)]
enum BidCorruption {
    /// A bid moved to another seat: out of turn.
    WrongSeat(usize, u8),
    /// A bid no higher than one before it (doudizhu §3: each bid must be higher).
    NotHigher(usize),
    /// A 3 before the last bid: bidding ended there, nobody bids after it.
    ThreeBefore(usize),
}

fn bid_corruption() -> impl Strategy<Value = BidCorruption> {
    prop_oneof![
        (any::<usize>(), 1u8..3).prop_map(|(i, d)| BidCorruption::WrongSeat(i, d)),
        any::<usize>().prop_map(BidCorruption::NotHigher),
        any::<usize>().prop_map(BidCorruption::ThreeBefore),
    ]
}

/// Applies `c` to a bidding decide request; `None` when it does not apply (too few bids).
fn corrupt_bids(req: &Value, c: BidCorruption) -> Option<Value> {
    let mut r = req.clone();
    let bids = r["bids"].as_array_mut()?;
    let n = bids.len();
    match c {
        BidCorruption::WrongSeat(i, d) => {
            let e = bids.get_mut(i.checked_rem(n)?)?;
            e[0] = json!((e[0].as_u64()? + u64::from(d)) % 3);
        }
        BidCorruption::NotHigher(i) => {
            // A bid after the first one equals the highest bid before it (or is a 1 when
            // that highest is 1 or more).
            let k = 1 + i.checked_rem(n.checked_sub(1)?)?;
            let highest = bids[..k].iter().filter_map(|e| e[1].as_u64()).max()?;
            bids[k][1] = json!(highest);
        }
        BidCorruption::ThreeBefore(i) => {
            let k = i.checked_rem(n.checked_sub(1)?)?;
            bids[k][1] = json!(3);
        }
    }
    Some(r)
}

#[test]
fn impossible_histories_are_refused() {
    // Real decide requests from random positions of both games, made impossible in one
    // way: every one is answered with an error, never a play.
    let games = (any::<bool>(), 0u64..1000, 1usize..50, corruption());
    fuzz(
        "decide · impossible histories",
        cases(),
        games,
        |(guandan, seed, moves, c)| {
            let (req, seats, decks) = if guandan {
                (guandan_request(&guandan_game(seed, moves)), 4, 2)
            } else {
                let g = ddz_game(seed, moves + 4);
                if g.phase() != engine::ddz::Phase::Playing {
                    return Ok(false);
                }
                (ddz_request(&g), 3, 1)
            };
            let Some(req) = req else { return Ok(false) };
            let Some(bad) = corrupt(&req, seats, decks, c) else {
                return Ok(false);
            };
            let a = answer_line(Command::Decide, &bad.to_string());
            prop_assert!(a.get("error").is_some(), "{c:?} answered: {a}\n{bad}");
            Ok(true)
        },
    );
}

#[test]
fn impossible_bidding_is_refused() {
    // Real bidding requests from random deals (doudizhu §3: each seat in turn bids higher
    // or passes, and a 3 ends it), made impossible in one way: every one is refused.
    fuzz(
        "decide · impossible bidding",
        cases(),
        (0u64..1000, 1usize..3, bid_corruption()),
        |(seed, moves, c)| {
            let g = ddz_game(seed, moves);
            if g.phase() != engine::ddz::Phase::Bidding {
                return Ok(false);
            }
            let Some(bad) = ddz_request(&g).and_then(|r| corrupt_bids(&r, c)) else {
                return Ok(false);
            };
            let a = answer_line(Command::Decide, &bad.to_string());
            prop_assert!(a.get("error").is_some(), "{c:?} answered: {a}\n{bad}");
            Ok(true)
        },
    );
}

/// A 더우디주 peasant's 17 cards (seat 1 or 2), none of them spades.
const DDZ_HAND: &str =
    r#"["3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH","AH","2H","3D","4D","5D","6D"]"#;
/// A 관단 hand of 27 cards, none of them spades.
const GD_HAND: &str = r#"["3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH","AH","2H","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD","AD","2D","3C"]"#;

#[test]
fn contradictory_views_are_refused_and_their_honest_twins_answered() {
    // Each impossible view next to the same view made possible again, so the refusal is
    // the contradiction's doing: `(game, seat, the history or bids up to the change, the
    // impossible rest, the possible rest)`. Dou Dizhu: seat 0 is the landlord; Guandan: level 2.
    let cases: [(&str, u8, &str, &str, &str); 16] = [
        // A card played twice (doudizhu §1: one deck).
        (
            "ddz",
            1,
            r#"[[0,["3S"]],[1,[]],[2,["4S"]],[0,["5S"]],[1,[]],[2,[]],[0,"#,
            r#"["3S"]]]"#,
            r#"["6S"]]]"#,
        ),
        // A card of my own hand in another seat's play.
        ("ddz", 1, r#"[[0,"#, r#"["3H"]]]"#, r#"["3S"]]]"#),
        // A play out of turn: seat 2 before seat 1.
        (
            "ddz",
            1,
            r#"[[0,["3S"]],"#,
            r#"[2,["4S"]],[1,[]],[0,[]]]"#,
            r#"[1,[]],[2,["4S"]],[0,[]]]"#,
        ),
        // A single that does not beat the table (doudizhu §13).
        (
            "ddz",
            1,
            r#"[[0,["5S"]],[1,[]],[2,"#,
            r#"["4S"]],[0,[]]]"#,
            r#"["6S"]],[0,[]]]"#,
        ),
        // A pair on a single: another kind (doudizhu §13).
        (
            "ddz",
            1,
            r#"[[0,["5S"]],[1,[]],[2,"#,
            r#"["6S","6C"]],[0,[]]]"#,
            r#"["6S"]],[0,[]]]"#,
        ),
        // No combination at all.
        ("ddz", 1, r#"[[0,"#, r#"["3S","5S"]]]"#, r#"["3S","3C"]]]"#),
        // A pass on the lead: the landlord opens with a play (doudizhu §12).
        (
            "ddz",
            1,
            r#"[[0,["3S"]],[1,[]],[2,[]],[0,"#,
            r#"[]],[1,[]]]"#,
            r#"["4S"]],[1,[]],[2,[]],[0,["5S"]]]"#,
        ),
        // The asking seat is not the one to act.
        ("ddz", 2, r#"[[0,"#, r#"["3S"]]]"#, r#"["3S"]],[1,[]]]"#),
        // A peasant plays one of the bottom cards the landlord took (ruling D1).
        (
            "ddz",
            1,
            r#"[[0,["3S"]],[1,[]],[2,"#,
            r#"["8S"]],[0,[]]]"#,
            r#"["8C"]],[0,[]]]"#,
        ),
        // Bidding: a bid no higher than the one before (doudizhu §3).
        ("ddzbid", 2, r#"[[0,2],"#, r#"[1,2]]"#, r#"[1,null]]"#),
        // Bidding: a decision after a 3, which decided the landlord at once (doudizhu §3).
        ("ddzbid", 0, r#"[[1,"#, r#"3],[2,null]]"#, r#"2],[2,null]]"#),
        // Bidding: a seat bids twice in a row.
        ("ddzbid", 2, r#"[[0,1],"#, r#"[0,2]]"#, r#"[1,2]]"#),
        // Guandan: a face a third time (two decks).
        (
            "gd",
            1,
            r#"[[0,["5S"]],[1,[]],[2,[]],[3,[]],[0,["5S"]],[1,[]],[2,[]],[3,[]],[0,"#,
            r#"["5S"]]]"#,
            r#"["6S"]]]"#,
        ),
        // Guandan: a single that does not beat the table (guandan §12).
        ("gd", 2, r#"[[0,["5S"]],[1,"#, r#"["4S"]]]"#, r#"["6S"]]]"#),
        // Guandan: out of turn, seat 2 before seat 1.
        (
            "gd",
            3,
            r#"[[0,["5S"]],"#,
            r#"[2,["6S"]]]"#,
            r#"[1,[]],[2,["6S"]]]"#,
        ),
        // Guandan: a seat out (finished) but still holding cards.
        ("gdfin", 1, r#"[[0,["5S"]]]"#, "[0]", "[]"),
    ];
    for (game, seat, head, bad, good) in cases {
        let field = if game == "ddzbid" { "bids" } else { "history" };
        let request = |tail: &str| {
            let (list, finished) = match game {
                "gdfin" => (head.to_string(), tail),
                _ => (format!("{head}{tail}"), "[]"),
            };
            let mut r: Value = match game {
                "ddz" => json!({"game":"doudizhu","phase":"play","landlord":0,
                    "bottom":["7S","8S","9S"]}),
                "ddzbid" => json!({"game":"doudizhu","phase":"bid"}),
                _ => json!({"game":"guandan","level":"2"}),
            };
            let hand = if game.starts_with("gd") {
                GD_HAND
            } else {
                DDZ_HAND
            };
            r["seat"] = json!(seat);
            r["hand"] = serde_json::from_str(hand).unwrap();
            if game.starts_with("gd") {
                r["finished"] = serde_json::from_str(finished).unwrap();
            }
            r[field] = serde_json::from_str(&list).unwrap();
            r.to_string()
        };
        let refused = answer_line(Command::Decide, &request(bad));
        assert!(refused["error"].is_string(), "{game} {bad}: {refused}");
        let answered = answer_line(Command::Decide, &request(good));
        assert!(
            answered.get("play").or(answered.get("bid")).is_some(),
            "{game} {good}: {answered}"
        );
    }
}

#[test]
fn impossible_tribute_returns_are_refused() {
    // guandan §19–§20: tribute goes from the losing team to the winning one, and the
    // receiver holds 27 + 1 cards.
    let own_team = r#"{"game":"guandan","phase":"return","level":"7","hand":["7S","9C","4D","AS","RJ"],"received":"RJ","giver":2,"seat":0}"#;
    assert!(answer_line(Command::Decide, own_team)["error"].is_string());
    let from_me = r#"{"game":"guandan","phase":"return","level":"7","hand":["7S","RJ"],"received":"RJ","giver":0,"seat":0}"#;
    assert!(answer_line(Command::Decide, from_me)["error"].is_string());
    let all: Vec<String> = (0..54u8)
        .filter_map(engine::Card::from_index)
        .map(|c| c.to_string())
        .collect();
    let too_many = json!({"game":"guandan","phase":"return","level":"7","hand":all,
        "received":"RJ","giver":3,"seat":0});
    assert!(answer_line(Command::Decide, &too_many.to_string())["error"].is_string());
    let fine = r#"{"game":"guandan","phase":"return","level":"7","hand":["7S","9C","4D","AS","RJ"],"received":"RJ","giver":3,"seat":0}"#;
    assert!(answer_line(Command::Decide, fine)["return"].is_string());
    // More cards than a seat can hold, with no history to explain them.
    let mut many = all.clone();
    many.truncate(22);
    for (game, seat) in [("doudizhu", 0), ("doudizhu", 1), ("guandan", 0)] {
        let req = json!({"game":game,"phase":"play","seat":seat,"landlord":0,"level":"2",
            "hand":if game == "guandan" { &all[..30] } else { &many[..21 - seat] },"history":[]});
        assert!(
            answer_line(Command::Decide, &req.to_string())["error"].is_string(),
            "{req}"
        );
    }
    // `finished` must be a list of seats.
    let line = r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","7D","9C","KH"],"history":[[0,["5S"]]],"counts":[26,4,27,27],"finished":5}"#;
    assert!(answer_line(Command::Decide, line)["error"].is_string());
}
