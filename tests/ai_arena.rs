#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `cardgame arena`: many hands between named players, on the same deals with the sides
//! swapped; win rates with 95 % intervals, score per hand, decision times.

use cli::harness::arena::{Config, Landlord, Mode, run, table, wilson};
use cli::protocol::GameKind;

fn config(mode: Mode, a: &str, b: &str, hands: u64) -> Config {
    Config {
        game: GameKind::Doudizhu,
        mode,
        a: a.into(),
        b: b.into(),
        hands,
        seed: 7,
        threads: 2,
        landlord: Landlord::Bid,
    }
}

#[test]
fn sides_swapped_report() {
    let r = run(&config(Mode::Sides, "ai", "random", 6)).unwrap();
    assert_eq!(r["errors"].as_array().unwrap().len(), 0);
    let sides = r["sides"].as_array().unwrap();
    assert_eq!(sides.len(), 4);
    assert_eq!(sides[0]["side"], "ai as landlord");
    assert_eq!(sides[1]["side"], "ai as peasants");
    // The same deals, sides swapped: a's landlord games are b's peasant games.
    assert_eq!(
        sides[0]["wins"].as_u64().unwrap() + sides[3]["wins"].as_u64().unwrap(),
        sides[0]["hands"].as_u64().unwrap()
    );
    let s0 = sides[0]["score_per_hand"].as_f64().unwrap();
    let s3 = sides[3]["score_per_hand"].as_f64().unwrap();
    assert!((s0 + s3).abs() < 1e-9, "zero-sum: {s0} {s3}");
    let times = r["times"].as_array().unwrap();
    assert!(times[0]["decisions"].as_u64().unwrap() > 0);
    assert!(times[0]["p99_ms"].as_f64().unwrap() >= times[0]["median_ms"].as_f64().unwrap());
    let text = table(&r);
    assert!(text.contains("ai as landlord"));
    assert!(text.contains("95% CI"));
    // Deal i is seeded 7 + i: the report names the seeds used and where fresh ones begin.
    assert!(
        text.lines()
            .next()
            .unwrap()
            .ends_with("6 hands, seeds 7..=12 (fresh deals start at seed 13)"),
        "{text}"
    );
}

/// guandan §16: a hand moves its winners up 3, 2 or 1 levels; the report counts each kind
/// of win for both teams, and the two teams' wins split every hand.
#[test]
fn guandan_counts_wins_by_upgrade_for_both_teams() {
    let mut cfg = config(Mode::Sides, "policy", "policy-v2", 12);
    cfg.game = GameKind::Guandan;
    let r = run(&cfg).unwrap();
    let sides = r["sides"].as_array().unwrap();
    assert_eq!(sides.len(), 4);
    assert_eq!(sides[2]["side"], "policy team, both sides");
    assert_eq!(sides[3]["side"], "policy-v2 team, both sides");
    let (a, b) = (&sides[2], &sides[3]);
    assert_eq!(a["hands"], 24);
    assert_eq!(
        a["wins"].as_u64().unwrap() + b["wins"].as_u64().unwrap(),
        24
    );
    for side in [a, b] {
        let by = &side["wins_by_upgrade"];
        let sum: u64 = ["+3", "+2", "+1"]
            .iter()
            .map(|k| by[k].as_u64().unwrap())
            .sum();
        assert_eq!(sum, side["wins"].as_u64().unwrap(), "{side}");
        let levels: u64 = [3, 2, 1]
            .iter()
            .zip(["+3", "+2", "+1"])
            .map(|(l, k)| l * by[k].as_u64().unwrap())
            .sum();
        // Score per hand is levels won minus levels lost; both teams' scores cancel.
        let score = side["score_per_hand"].as_f64().unwrap() * 24.0;
        let other = if side == a { b } else { a };
        let lost: u64 = [3, 2, 1]
            .iter()
            .zip(["+3", "+2", "+1"])
            .map(|(l, k)| l * other["wins_by_upgrade"][k].as_u64().unwrap())
            .sum();
        // (the report rounds the score per hand to four places)
        assert!((score - (levels as f64 - lost as f64)).abs() < 0.01, "{r}");
    }
    assert!(table(&r).contains("+3/+2/+1"));
}

#[test]
fn same_results_with_any_thread_count() {
    let mut one = config(Mode::Sides, "greedy", "simple", 10);
    one.threads = 1;
    one.landlord = Landlord::Random;
    let mut two = one.clone();
    two.threads = 3;
    let (a, b) = (run(&one).unwrap(), run(&two).unwrap());
    assert_eq!(a["sides"], b["sides"]);
}

#[test]
fn bidding_report() {
    let r = run(&config(Mode::Bidding, "ai", "ai", 3)).unwrap();
    assert_eq!(r["errors"].as_array().unwrap().len(), 0);
    let sides = r["sides"].as_array().unwrap();
    assert_eq!(sides[0]["side"], "ai bidding");
    assert_eq!(sides[1]["side"], "always bid 1");
    assert_eq!(sides[0]["hands"], 3);
}

#[test]
fn unknown_player_is_an_error() {
    assert!(run(&config(Mode::Sides, "ai", "nobody", 1)).is_err());
}

#[test]
fn wilson_interval() {
    let (lo, hi) = wilson(85, 100);
    assert!(
        (lo - 0.767).abs() < 0.002 && (hi - 0.907).abs() < 0.002,
        "{lo} {hi}"
    );
    assert_eq!(wilson(0, 0), (0.0, 1.0));
}
