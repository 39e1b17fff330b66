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
