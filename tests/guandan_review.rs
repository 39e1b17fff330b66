#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Review of the Guandan engine against guandan.ko.txt: each test pins a defect that was found
//! and fixed (the section is cited in each test).

use engine::guandan::{Action, Combo, ComboKind, Game, Phase, Setup, default_returns, returnable};
use engine::{CardId, CardSet, Rank, Reject, Seat};

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

fn game(hands: [&str; 4], level: Rank) -> Game {
    Game::from_setup(
        5,
        Setup {
            hands: hands.map(cs),
            levels: [level, level],
            level,
            leader: Seat(0),
            previous: None,
        },
    )
    .unwrap()
}

fn play_default(g: &mut Game, seat: u8, cards: &str) -> Combo {
    g.apply(Action::Play {
        seat: Seat(seat),
        cards: cs(cards),
        reading: None,
    })
    .unwrap();
    g.table().unwrap().1.combo
}

#[test]
fn r4_following_defaults_to_the_tables_shape() {
    // R4: following, the cards beat the table through a reading of the table's type and size;
    // §7/§12: 5 6 ♥7 8 9 of spades at level 7 follows a straight as a straight. Without a
    // chosen reading the engine must not turn the reply into a straight flush (a bomb-class
    // play the next player can only answer with a bomb).
    let mut g = game(
        ["4S 5D 6C 7S 8D 3C", "5S 6S 7H 8S 9S 3D", "3H", "4H"],
        Rank::Seven,
    );
    play_default(&mut g, 0, "4S 5D 6C 7S 8D");
    assert_eq!(
        g.readings(Seat(1), cs("5S 6S 7H 8S 9S")).unwrap()[0],
        Combo::new(ComboKind::Straight, Rank::Nine, 5)
    );
    let c = play_default(&mut g, 1, "5S 6S 7H 8S 9S");
    assert_eq!(c, Combo::new(ComboKind::Straight, Rank::Nine, 5));
    // §6/§10: 999 + two wilds follows a full house as a full house, not as a five-bomb.
    let mut g = game(
        ["8S 8D 8C 3S 3D 4C", "9S 9D 9C 2H 2H 4D", "5H", "6H"],
        Rank::Two,
    );
    play_default(&mut g, 0, "8S 8D 8C 3S 3D");
    let c = play_default(&mut g, 1, "9S 9D 9C 2H 2H");
    assert_eq!(c, Combo::new(ComboKind::FullHouse, Rank::Nine, 5));
    // Leading, the default stays bomb-class first (R4).
    let mut g = game(["9S 9D 9C 2H 2H 4D", "5H", "6H", "7H"], Rank::Two);
    let c = play_default(&mut g, 0, "9S 9D 9C 2H 2H");
    assert_eq!(c, Combo::new(ComboKind::Bomb, Rank::Nine, 5));
    // With no reading of the table's shape, a bomb-class reading still beats.
    let mut g = game(
        ["4S 5D 6C 7C 8D 3C", "5S 6S 7S 8S 9S 3D", "3H", "4H"],
        Rank::Seven,
    );
    play_default(&mut g, 0, "4S 5D 6C 7C 8D");
    let c = play_default(&mut g, 1, "5S 6S 7S 8S 9S");
    assert_eq!(c.kind, ComboKind::StraightFlush);
}

fn ask(cmd: cli::protocol::Command, line: &str) -> serde_json::Value {
    cli::protocol::answer_line(cmd, line)
}

#[test]
fn r4_protocol_classify_with_prev_reports_the_tables_shape() {
    use cli::protocol::Command;
    // R4 / README `classify`: with `prev`, kind/key/len are the reading that beats it; a
    // reading of the table's type and size is that reading when there is one.
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","level":"7","cards":["5S","6S","7H","8S","9S"],"prev":["4S","5D","6C","7C","8D"]}"#,
    );
    assert_eq!(v["beats"], true, "{v}");
    assert_eq!(v["kind"], "straight", "{v}");
    assert_eq!(v["key"], "9", "{v}");
    // Without prev the default is the bomb-class reading.
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","level":"7","cards":["5S","6S","7H","8S","9S"]}"#,
    );
    assert_eq!(v["kind"], "straight_flush", "{v}");
    // decide rebuilds the table the same way: after 5 6 ♥7 8 9 of spades on a straight, the
    // next seat can follow with a higher straight (the table is a straight, not a flush):
    // the search weighs that straight, as its play or an alternative (whether it beats
    // passing depends on the sampled deals).
    let v = ask(
        Command::Decide,
        r#"{"game":"guandan","phase":"play","seat":2,"level":"7","hand":["6D","7D","8C","9C","TD","3S"],"history":[[0,["4S","5D","6C","7C","8D"]],[1,["5S","6S","7H","8S","9S"]]],"counts":[22,22,6,27]}"#,
    );
    let straight = serde_json::json!(["6D", "7D", "8C", "9C", "TD"]);
    let alternatives = v["alternatives"].as_array().cloned().unwrap_or_default();
    assert!(
        v["play"] == straight || alternatives.iter().any(|a| a["play"] == straight),
        "{v}"
    );
}

#[test]
fn protocol_classify_invalid_has_null_kind_key_len() {
    use cli::protocol::Command;
    // README `classify`: `kind`, `key` and `len` are `null` when the cards are invalid
    // (guandan §5: a big and a small joker are no pair).
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","level":"2","cards":["BJ","RJ"],"prev":["3S","3D"]}"#,
    );
    assert_eq!(v["valid"], false, "{v}");
    for f in ["kind", "key", "len"] {
        assert!(v.get(f).is_some_and(serde_json::Value::is_null), "{f}: {v}");
    }
    assert_eq!(v["beats"], false, "{v}");
    assert_eq!(v["reason"], "유효한 조합이 아닙니다.", "{v}");
}

#[test]
fn protocol_empty_prev_means_leading() {
    use cli::protocol::Command;
    // Protocol: `prev` absent, null or `[]` (an empty table, as a pass is `[]`) means leading.
    let lead = ask(
        Command::Moves,
        r#"{"game":"guandan","level":"2","hand":["3S","3D"],"prev":null}"#,
    );
    let empty = ask(
        Command::Moves,
        r#"{"game":"guandan","level":"2","hand":["3S","3D"],"prev":[]}"#,
    );
    assert_eq!(lead, empty);
    assert_eq!(empty["moves"].as_array().map(Vec::len), Some(2), "{empty}");
    let v = ask(
        Command::Classify,
        r#"{"game":"guandan","level":"2","cards":["3S","3D"],"prev":[]}"#,
    );
    assert_eq!(v["kind"], "pair", "{v}");
    assert!(v.get("beats").is_none(), "{v}");
}

#[test]
fn protocol_decide_refuses_views_that_cannot_happen() {
    use cli::protocol::Command;
    let err = |line: &str| {
        let v = ask(Command::Decide, line);
        assert!(v["error"].is_string(), "expected an error for {line}: {v}");
    };
    // README `decide`: a view that cannot happen is answered with an error.
    // Cards repeated: a third 3S (two decks hold two, guandan §1).
    err(
        r#"{"game":"guandan","seat":2,"level":"2","hand":["3S","4D"],"history":[[0,["3S"]],[1,["3S'"]]]}"#,
    );
    err(
        r#"{"game":"guandan","seat":2,"level":"2","hand":["3S","4D"],"history":[[0,["3S","3S"]],[1,[]]]}"#,
    );
    // guandan §13: seat 1 acts after seat 0, not seat 2.
    err(r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","4D"],"history":[[2,["5S"]]]}"#);
    err(
        r#"{"game":"guandan","seat":3,"level":"2","hand":["3S","4D"],"history":[[0,["5S"]],[2,["6S"]]]}"#,
    );
    // guandan §13: the leader of an empty table cannot pass.
    err(r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","4D"],"history":[[0,[]]]}"#);
    // guandan §12: a play that does not beat the table.
    err(
        r#"{"game":"guandan","seat":2,"level":"2","hand":["3S","4D"],"history":[[0,["9S"]],[1,["5S"]]]}"#,
    );
    err(
        r#"{"game":"guandan","seat":2,"level":"2","hand":["3S","4D"],"history":[[0,["9S"]],[1,["TS","TD"]]]}"#,
    );
    // Counts that do not match: the seat's own count is its hand; more cards than dealt.
    err(
        r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","4D"],"history":[[0,["5S"]]],"counts":[26,5,27,27]}"#,
    );
    err(
        r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","4D"],"history":[[0,["5S"]]],"counts":[27,2,27,27]}"#,
    );
    // A seat listed as finished still holds cards.
    err(
        r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","4D"],"history":[[0,["5S"]]],"counts":[26,2,27,27],"finished":[3]}"#,
    );
    // A consistent view is still answered (the partner-lead case of §14: seat 0 went out
    // with 5S, everyone passed, seat 2 leads).
    let v = ask(
        Command::Decide,
        r#"{"game":"guandan","seat":2,"level":"2","hand":["3S","4D"],"history":[[0,["5S"]],[1,[]],[2,[]],[3,[]]],"counts":[0,27,2,27],"finished":[0]}"#,
    );
    assert!(v["play"].is_array(), "{v}");
    assert_ne!(v["play"], serde_json::json!([]), "{v}");
    // …and a finished seat is skipped (§13): after seat 3 comes seat 1, not seat 0.
    err(
        r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","4D"],"history":[[0,["5S"]],[1,[]],[2,[]],[3,[]],[2,["6S"]],[3,[]],[0,[]]],"counts":[0,2,26,27]}"#,
    );
    let v = ask(
        Command::Decide,
        r#"{"game":"guandan","seat":1,"level":"2","hand":["3S","7D"],"history":[[0,["5S"]],[1,[]],[2,[]],[3,[]],[2,["6S"]],[3,[]]],"counts":[0,2,26,27]}"#,
    );
    assert_eq!(v["play"], serde_json::json!(["7D"]), "{v}");
}

/// Checks every rank written right before a particle in `reason` (3을, A를, 10으로, 7로 …)
/// against how the rank is read (삼, 에이, 십, 칠 …); returns how many it checked.
fn check_particles(reason: &str) -> usize {
    // (rank as written, ends in a consonant, that consonant is ㄹ)
    const RANKS: [(&str, bool, bool); 13] = [
        ("10", true, false),
        ("2", false, false),
        ("3", true, false),
        ("4", false, false),
        ("5", false, false),
        ("6", true, false),
        ("7", true, true),
        ("8", true, true),
        ("9", false, false),
        ("J", false, false),
        ("Q", false, false),
        ("K", false, false),
        ("A", false, false),
    ];
    let mut n = 0;
    for (at, _) in reason.char_indices() {
        let before = &reason[..at];
        let after = &reason[at..];
        let Some(&(rank, cons, rieul)) = RANKS.iter().find(|(r, ..)| before.ends_with(r)) else {
            continue;
        };
        let want: &[(&str, bool)] = &[
            ("을", cons),
            ("를", !cons),
            ("이 ", cons),
            ("가 ", !cons),
            ("으로", cons && !rieul),
            ("과", cons),
            ("와", !cons),
        ];
        for &(particle, ok) in want {
            if after.starts_with(particle) {
                assert!(ok, "{reason}: {rank}{particle}");
                n += 1;
            }
        }
        if after.starts_with('로') {
            assert!(!cons || rieul, "{reason}: {rank}로");
            n += 1;
        }
    }
    n
}

#[test]
fn korean_reasons_use_the_right_object_particle() {
    use cli::protocol::Command;
    // guandan §23: the recommendation comes with a reason; Korean picks 을 after a final
    // consonant (3 = 삼, 10 = 십) and 를 after a vowel (4 = 사, A = 에이).
    // Every reason of whole hands played by the AI (chosen actions and alternatives): a
    // rank directly followed by a particle takes the one its Korean reading needs.
    let mut checked = 0;
    for seed in 1..=6u64 {
        let mut g = Game::new(seed);
        let mut k = 0u64;
        while g.phase() == Phase::Playing {
            let s = g.to_act().unwrap();
            let d = ai::guandan::choose(&g.view(s), &mut engine::rng::GameRng::new(seed, k));
            for r in std::iter::once(&d.reason).chain(d.alternatives.iter().map(|a| &a.reason)) {
                checked += check_particles(&r.to_string());
            }
            g.apply(d.action).unwrap();
            k += 1;
        }
    }
    assert!(checked > 20, "only {checked} rank+particle pairs seen");
    let ret = |hand: &str| {
        let v = ask(
            Command::Decide,
            &format!(
                r#"{{"game":"guandan","phase":"return","level":"7","hand":{hand},"received":"RJ","giver":3,"seat":0}}"#
            ),
        );
        v["reason"].as_str().unwrap().to_string()
    };
    assert!(ret(r#"["3S","AS"]"#).contains("스페이드 3을 상대에게"));
    assert!(ret(r#"["4S","AS"]"#).contains("스페이드 4를 상대에게"));
    // §20: the reason names the rule actually applied: the default low cards, or the lowest
    // card when there is no low card at all.
    let r = ret(r#"["4S","9D","AS"]"#);
    assert!(r.starts_with("10 이하 보통 카드 중"), "{r}");
    let r = ret(r#"["JS","AS","7D"]"#);
    assert!(r.contains("스페이드 J를 상대에게"), "{r}");
    assert!(
        r.starts_with("레벨 숫자가 아닌 10 이하의 보통 카드가 없어"),
        "{r}"
    );
}

#[test]
fn s20_return_reason_reads_unambiguously() {
    use i18n::{Lang, reject_text};
    // guandan §20: "10 이하 보통 비레벨 카드". "10 이하의 레벨이 아닌 …" could be read as
    // "not a level of 10 or lower"; the reason names the level rank and the 10 apart.
    let t = reject_text(Reject::ReturnNotLowCard, Lang::Ko);
    assert!(t.starts_with("레벨 숫자가 아닌 10 이하의 보통 카드"), "{t}");
    assert!(t.contains("그런 카드가 없으면 가장 낮은 카드"), "{t}");
}

/// Plays `g` with the computer player until the hand is over.
fn finish_hand(g: &mut Game) {
    let mut guard = 0;
    while matches!(g.phase(), Phase::Playing | Phase::Return) {
        let s = g.to_act().unwrap();
        let d = ai::guandan::choose(&g.view(s), &mut engine::rng::GameRng::new(1, guard));
        g.apply(d.action).unwrap();
        guard += 1;
        assert!(guard < 5000);
    }
}

#[test]
fn s23_a_tampered_save_is_refused_by_validate_not_by_a_panic() {
    // guandan §23 (continue restores the hand, levels and record) with the common rule that
    // a loaded save is checked by validate(): a result whose winning team is not the first
    // finisher's team (or out of range) must be caught there, before NextHand indexes the
    // team levels with it (§3: the next hand is played at the winners' level).
    let mut g = Game::new(11);
    finish_hand(&mut g);
    assert_eq!(g.phase(), Phase::HandOver);
    let json = serde_json::to_string(&g).unwrap();
    let team = g.results()[0].winning_team;
    for bad in [7usize, 1 - team] {
        let tampered = json.replacen(
            &format!("\"winning_team\":{team}"),
            &format!("\"winning_team\":{bad}"),
            1,
        );
        assert_ne!(tampered, json);
        let back: Game = serde_json::from_str(&tampered).unwrap();
        assert!(back.validate().is_err(), "winning_team {bad} accepted");
    }
    // Stored levels that disagree with the last result's levels are refused too.
    let r = g.results()[0];
    let after = r.levels_after;
    let stored = format!("\"levels\":[\"{}\",\"{}\"]", after[0], after[1]);
    assert!(json.contains(&stored), "{json}");
    let other = if after[0] == Rank::Ace {
        Rank::King
    } else {
        Rank::Ace
    };
    let tampered = json.replacen(
        &stored,
        &format!("\"levels\":[\"{other}\",\"{}\"]", after[1]),
        1,
    );
    let back: Game = serde_json::from_str(&tampered).unwrap();
    assert!(
        back.validate().is_err(),
        "levels that no result produced accepted"
    );
}

#[test]
fn protocol_moves_count_suit_only_differences_once() {
    use cli::protocol::Command;
    let moves = |line: &str| -> Vec<Vec<String>> {
        let v = ask(Command::Moves, line);
        serde_json::from_value(v["moves"].clone()).unwrap()
    };
    // Protocol `moves`: plays that differ only in suits count once (straight flushes once per
    // suit). G2: the heart 2 alone is the level rank as a single, the same play as 2S; two
    // level cards are one level pair whichever suits they have. The heart standing for a 5
    // (5S + 2H) is a different play from a natural card of another rank.
    let m = moves(r#"{"game":"guandan","level":"2","hand":["2S","2H","5S"],"prev":null}"#);
    let want: Vec<Vec<String>> = [vec!["5S"], vec!["2S"], vec!["5S", "2H"], vec!["2S", "2H"]]
        .iter()
        .map(|v| v.iter().map(ToString::to_string).collect())
        .collect();
    assert_eq!(m, want);
    // Level 7, 5..9 of spades and ♥7: the straight 5–9 and the spade straight flush 5–9 are
    // two plays; ♥7 in the 7's place of the flush is the same flush again.
    let m = moves(
        r#"{"game":"guandan","level":"7","hand":["5S","6S","7S","8S","9S","7H"],"prev":null}"#,
    );
    let runs: Vec<_> = m
        .iter()
        .filter(|p| {
            let mut r: Vec<char> = p.iter().map(|c| c.chars().next().unwrap()).collect();
            r.sort_unstable();
            r == ['5', '6', '7', '8', '9']
        })
        .collect();
    assert_eq!(runs.len(), 2, "{runs:?}");
    assert_eq!(
        m.iter().filter(|p| *p == &vec!["7S".to_string()]).count(),
        1
    );
    assert_eq!(
        m.iter().filter(|p| *p == &vec!["7H".to_string()]).count(),
        0
    );
}
