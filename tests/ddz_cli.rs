#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The `cardgame` protocol for 더우디주 (rulings file, "The command-line protocol").

use serde_json::{Value, json};

use ai::ddz::choose;
use cli::protocol::{Command, answer_line, cards_json};
use engine::ddz::{Action, Game, Phase};
use engine::{CardSet, Seat};

fn ask(cmd: Command, req: Value) -> Value {
    answer_line(cmd, &req.to_string())
}

#[test]
fn classify_reports_kind_key_len_and_readings() {
    // doudizhu §10, R4: every reading is listed, the default first.
    let a = ask(
        Command::Classify,
        json!({"game":"doudizhu","cards":["3S","3H","3D","4S","4H","4D","5S","5H","5D","6S","6H","6D"]}),
    );
    assert_eq!(a["valid"], true);
    assert_eq!(a["kind"], "plane");
    assert_eq!(a["key"], "6");
    assert_eq!(a["len"], 4);
    let kinds: Vec<&str> = a["readings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["plane", "plane_single", "plane_single"]);
    assert!(a.get("beats").is_none());
}

#[test]
fn classify_gives_a_korean_reason() {
    // doudizhu §8: A2345 is invalid, with the reason shown to the player.
    let a = ask(
        Command::Classify,
        json!({"game":"doudizhu","cards":["AS","2H","3D","4C","5S"]}),
    );
    assert_eq!(a["valid"], false);
    assert!(a["reason"].as_str().unwrap().contains("2나 조커"));
}

#[test]
fn classify_against_prev() {
    // doudizhu §14: 999+33 beats 888+AA; AA does not beat a single K.
    let a = ask(
        Command::Classify,
        json!({"game":"doudizhu","cards":["9S","9H","9D","3S","3H"],"prev":["8S","8H","8D","AS","AH"]}),
    );
    assert_eq!(a["beats"], true);
    assert_eq!(a["kind"], "trio_pair");
    let a = ask(
        Command::Classify,
        json!({"game":"doudizhu","cards":["AS","AH"],"prev":["KS"]}),
    );
    assert_eq!(a["valid"], true);
    assert_eq!(a["beats"], false);
    assert!(a["reason"].as_str().unwrap().contains("같은 종류"));
    // A bad prev is an error line, and the next line is still answered.
    let a = ask(
        Command::Classify,
        json!({"game":"doudizhu","cards":["AS"],"prev":["3S","5H"]}),
    );
    assert!(a.get("error").is_some());
}

#[test]
fn moves_lists_each_play_once() {
    // doudizhu §15, R4: plays differing only in suits count once.
    let a = ask(
        Command::Moves,
        json!({"game":"doudizhu","hand":["3S","3H","4D"],"prev":null}),
    );
    let moves = a["moves"].as_array().unwrap();
    // 3, 4, 33 (one of them), and nothing else.
    assert_eq!(moves.len(), 3, "{a}");
    let a = ask(
        Command::Moves,
        json!({"game":"doudizhu","hand":["3S","3H","4D","BJ","RJ"],"prev":["2S"]}),
    );
    let moves: Vec<Value> = a["moves"].as_array().unwrap().clone();
    assert_eq!(
        moves,
        vec![json!(["BJ"]), json!(["RJ"]), json!(["BJ", "RJ"])]
    );
}

#[test]
fn decide_plays_from_a_view() {
    // R3: the computer decides from the seat's view alone; §15 it must beat the table.
    let req = json!({"game":"doudizhu","phase":"play","seat":1,"landlord":0,
        "hand":["4H","5H","6H","7H","8H","AS","AH","QH","QD","QC","2S","2H","3H","3D","BJ","RJ","6D"],
        "bottom":["KS","KH","KD"],
        "history":[[0,["3S","4S","5S","6S","7S"]]],
        "counts":[15,17,17]});
    let a = ask(Command::Decide, req);
    assert_eq!(a["play"], json!(["4H", "5H", "6H", "7H", "8H"]), "{a}");
    assert!(
        a["reason"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| ('가'..='힣').contains(&c))
    );
}

/// Seat 2 to follow a peasant's pass on the landlord's straight 5–9.
fn seat_2_following() -> Value {
    json!({"game":"doudizhu","phase":"play","seat":2,"landlord":0,
        "hand":["3S","3H","4D","5C","6S","7S","8H","9D","TC","JS","QS","KH","AD","2C","BJ","3D","4S"],
        "history":[[0,["5S","6H","7D","8C","9S"]],[1,[]]],
        "counts":[15,17,17]})
}

#[test]
fn decide_words_its_reasons_in_english_when_asked() {
    // The protocol answers Korean; "lang":"en" words every reason in English, the same
    // choice and the same estimates.
    let hangul = |v: &Value| {
        v.as_str()
            .unwrap()
            .chars()
            .any(|c| ('가'..='힣').contains(&c))
    };
    let ko = ask(Command::Decide, seat_2_following());
    let mut req = seat_2_following();
    req["lang"] = json!("en");
    let en = ask(Command::Decide, req.clone());
    assert!(hangul(&ko["reason"]), "{ko}");
    assert!(
        !hangul(&en["reason"]) && !en["reason"].as_str().unwrap().is_empty(),
        "{en}"
    );
    assert_eq!(
        (&ko["play"], &ko["win_chance"]),
        (&en["play"], &en["win_chance"])
    );
    for alt in en["alternatives"].as_array().unwrap() {
        assert!(!hangul(&alt["reason"]), "{en}");
    }
    req["lang"] = json!("fr");
    assert!(ask(Command::Decide, req)["error"].is_string());
}

#[test]
fn decide_reports_its_estimate_and_the_next_best_plays() {
    // Issue 6: the decision carries its estimated chance of winning and the next best
    // actions, each a different play that beats the table (§13) with its own reason.
    let a = ask(Command::Decide, seat_2_following());
    let chance = a["win_chance"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&chance), "{a}");
    let alts = a["alternatives"].as_array().unwrap();
    assert!(!alts.is_empty(), "{a}");
    let mut seen = vec![a["play"].clone()];
    for alt in alts {
        assert!(!seen.contains(&alt["play"]), "a play listed twice: {a}");
        seen.push(alt["play"].clone());
        let p = alt["win_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&p), "{a}");
        assert!(!alt["reason"].as_str().unwrap().is_empty(), "{a}");
        let cards = alt["play"].as_array().unwrap();
        if !cards.is_empty() {
            let c = ask(
                Command::Classify,
                json!({"game":"doudizhu","cards":cards,"prev":["5S","6H","7D","8C","9S"]}),
            );
            assert_eq!(c["beats"], true, "{alt} does not beat the table");
        }
    }
}

#[test]
fn decide_refuses_inconsistent_views() {
    // R3: a view that cannot happen is an error, not a guess.
    let hand = json!([
        "4H", "5H", "6H", "7H", "8H", "AS", "AH", "QH", "QD", "QC", "2S", "2H", "3H", "3D", "BJ",
        "RJ", "6D"
    ]);
    for (history, counts) in [
        (json!([[2, ["3S"]]]), json!([20, 17, 16])), // out of turn
        (json!([[0, ["3S", "5S"]]]), json!([18, 17, 17])), // not a combo
        (json!([[0, ["4H"]]]), json!([19, 17, 17])), // a card in my hand
        (json!([[0, ["3S"]]]), json!([20, 17, 17])), // counts disagree
        (json!([[0, ["3S"]], [1, ["4S"]]]), json!([19, 16, 17])), // then not my turn
    ] {
        let req = json!({"game":"doudizhu","phase":"play","seat":1,"landlord":0,
            "hand": hand, "history": history, "counts": counts});
        let a = ask(Command::Decide, req);
        assert!(a.get("error").is_some(), "{a}");
    }
}

#[test]
fn decide_bids() {
    // doudizhu §3: a strong hand bids; a bid never repeats the highest.
    let strong = json!([
        "BJ", "RJ", "2S", "2H", "2D", "2C", "AS", "AH", "AD", "KS", "KH", "QS", "JS", "TS", "9S",
        "8S", "7S"
    ]);
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"bid","seat":2,"hand":strong,"bids":[[0,1],[1,null]]}),
    );
    assert_eq!(a["bid"], 3, "{a}");
    let weak = json!([
        "3S", "4H", "5D", "6C", "7S", "8H", "9D", "TC", "JS", "3H", "4D", "5C", "6S", "7H", "8D",
        "9C", "TS"
    ]);
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"bid","seat":1,"hand":weak,"bids":[2]}),
    );
    assert_eq!(a["bid"], Value::Null, "{a}");
    let a = ask(
        Command::Decide,
        json!({"game":"doudizhu","phase":"bid","seat":1,"hand":weak,"bids":[[0,3]]}),
    );
    assert!(a.get("error").is_some(), "bidding was already over: {a}");
}

#[test]
fn selfplay_keeps_every_invariant() {
    // doudizhu §2–§23: whole hands (bidding, redeals, play, settlement, match ends) break no
    // invariant, with the search AI in every seat and, for many more hands, the cheap players.
    use cli::harness::selfplay::{Config, run};
    for (players, hands) in [("ai", 12), ("greedy", 3000), ("random", 3000)] {
        let s = run(&Config {
            game: cli::protocol::GameKind::Doudizhu,
            players: players.into(),
            hands,
            seed: 1,
        })
        .unwrap();
        assert_eq!(s["games"], hands, "{s}");
        assert_eq!(s["invariants_broken"], json!([]), "{players}: {s}");
        let wins =
            s["wins"]["landlord"].as_u64().unwrap() + s["wins"]["peasants"].as_u64().unwrap();
        assert_eq!(wins, hands);
        assert!(s["mean_decision_us"].as_f64().unwrap() > 0.0);
    }
}

/// The `decide` request for the seat to act in `g`, built from the public record only
/// (the seat's own hand, the bids or the plays, the bottom shown to all) plus the match
/// seed and action number that seed the AI's generator.
fn decide_request(g: &Game, seat: Seat) -> Value {
    let mut req = json!({"game": "doudizhu", "seat": seat.0, "hand": cards_json(g.hand(seat)),
        "seed": g.seed(), "seq": g.seq()});
    if g.phase() == Phase::Bidding {
        req["phase"] = json!("bid");
        req["bids"] = g.bids().iter().map(|(s, b)| json!([s.0, b])).collect();
    } else {
        req["phase"] = json!("play");
        req["landlord"] = json!(g.landlord().unwrap().0);
        req["bottom"] = cards_json(g.bottom());
        req["history"] = g
            .history()
            .iter()
            .map(|(s, p)| json!([s.0, cards_json(p.map_or(CardSet::EMPTY, |p| p.cards))]))
            .collect();
        req["counts"] = json!(g.counts());
        req["bid"] = json!(g.stake().bid);
        req["bids"] = g.bids().iter().map(|(s, b)| json!([s.0, b])).collect();
    }
    req
}

/// An engine action as `decide` answers it.
fn answer_of(a: Action) -> Value {
    match a {
        Action::Bid { bid, .. } => json!({ "bid": bid }),
        Action::Play { cards, .. } => json!({ "play": cards_json(cards) }),
        Action::Pass { .. } => json!({ "play": [] }),
        Action::NextHand | Action::AbandonHand => json!(null),
    }
}

#[test]
fn decide_answers_what_the_games_own_computer_player_plays() {
    // R2, R3: given the match seed and action number, `decide` rebuilds the seat's view
    // from the public record and draws from the game's own AI stream, so it answers what
    // the browser's computer player (`choose(&g.view(seat), &mut g.ai_rng())`) plays, at
    // every bid (§3) and every play or pass (§15) of a hand, and the next hand's bids.
    for seed in [7, 2024] {
        let mut g = Game::new(seed);
        let mut checked = 0;
        while g.hand_no() == 0 || g.phase() == Phase::Bidding {
            let Some(seat) = g.to_act() else {
                g.apply(Action::NextHand).unwrap();
                continue;
            };
            let mine = choose(&g.view(seat), &mut g.ai_rng()).action;
            let req = decide_request(&g, seat);
            let a = ask(Command::Decide, req.clone());
            let key = if g.phase() == Phase::Bidding {
                "bid"
            } else {
                "play"
            };
            assert_eq!(
                a[key],
                answer_of(mine)[key],
                "seed {seed} seq {}: {req}",
                g.seq()
            );
            g.apply(mine).unwrap();
            checked += 1;
        }
        assert!(checked > 20, "seed {seed}: only {checked} decisions");
    }
}

#[test]
fn decide_without_seed_and_seq_uses_the_request_itself() {
    // Without `seed` and `seq` the stream is still fixed by the request: seed 0 and the
    // number of entries in the history, so the same request always gets the same answer.
    let req = seat_2_following();
    let a = ask(Command::Decide, req.clone());
    let mut explicit = req.clone();
    explicit["seed"] = json!(0);
    explicit["seq"] = json!(2);
    assert_eq!(ask(Command::Decide, explicit), a);
    assert_eq!(ask(Command::Decide, req.clone()), a);
    let mut bad = req;
    bad["seq"] = json!("two");
    assert!(ask(Command::Decide, bad).get("error").is_some());
}
