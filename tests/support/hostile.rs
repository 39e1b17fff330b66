//! Hostile input for the property tests (shared by the `cardgame` protocol's and the save
//! loader's): a runner that prints its figures, random JSON whose keys and values look
//! like ours, and structural mutations of real documents.
#![allow(dead_code)]

use std::cell::Cell;

use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::{Config, TestCaseError, TestRng, TestRunner};
use serde_json::{Map, Value, json};

/// Cases per target: `FUZZ_CASES`, else 1000 (a second or two per test file).
pub fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000)
}

/// Runs `check` on `cases` values of `strategy` and prints the target's figures: cases,
/// panics (the runner catches a panic in `check` or in the code it calls, and fails the
/// test with it) and how many answers were errors (`check` returns true for those).
pub fn fuzz<S: Strategy>(
    target: &str,
    cases: u32,
    strategy: S,
    check: impl Fn(S::Value) -> Result<bool, TestCaseError>,
) {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::deterministic_rng(config.rng_algorithm);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let errors = Cell::new(0u32);
    let counted = |v| {
        let error = check(v)?;
        errors.set(errors.get() + u32::from(error));
        Ok(())
    };
    if let Err(e) = runner.run(&strategy, counted) {
        panic!("{target}: {e}");
    }
    println!(
        "fuzz {target}: {cases} cases tried, 0 panics ({} refused with an error)",
        errors.get()
    );
}

pub const FIELDS: [&str; 22] = [
    "game",
    "level",
    "cards",
    "prev",
    "hand",
    "phase",
    "seat",
    "landlord",
    "bottom",
    "history",
    "counts",
    "bids",
    "finished",
    "received",
    "giver",
    "seed",
    "seq",
    "bid",
    "team_levels",
    "gifts",
    "lang",
    "actions",
];

pub fn card_name() -> impl Strategy<Value = String> {
    let rank = select(vec![
        "3", "4", "5", "6", "7", "8", "9", "T", "10", "J", "Q", "K", "A", "2", "1", "X",
    ]);
    let suit = select(vec!["S", "H", "D", "C", "s", "Z", ""]);
    let copy = select(vec!["", "", "", "'"]);
    prop_oneof![
        8 => (rank, suit, copy).prop_map(|(r, s, c)| format!("{r}{s}{c}")),
        1 => select(vec!["BJ", "RJ", "BJ'", "RJ'", "", "🂡", "3S3S"]).prop_map(str::to_string),
    ]
}

/// Any list of card-like names, or (as often) a list of real card names.
pub fn card_list() -> impl Strategy<Value = Value> {
    let real: Vec<String> = (0..54u8)
        .filter_map(engine::Card::from_index)
        .map(|c| c.to_string())
        .collect();
    prop_oneof![
        prop::collection::vec(card_name(), 0..40).prop_map(|v| json!(v)),
        prop::collection::vec(select(real), 0..28).prop_map(|v| json!(v)),
    ]
}

pub fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (0u64..6).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        card_name().prop_map(Value::from),
        select(vec![
            "doudizhu", "guandan", "bid", "play", "return", "2", "A", "T", "K", "",
        ])
        .prop_map(Value::from),
        "\\PC{0,12}".prop_map(Value::from),
    ]
}

/// Any JSON, nested, its keys mostly the protocol's own field names.
pub fn any_json() -> impl Strategy<Value = Value> {
    let key = prop_oneof![3 => select(FIELDS.to_vec()).prop_map(str::to_string), 1 => "\\PC{0,6}"];
    leaf().prop_recursive(4, 48, 8, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            card_list(),
            prop::collection::vec((key.clone(), inner), 0..8)
                .prop_map(|kv| Value::Object(kv.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// One structural change somewhere in a JSON tree: the `at`-th node (in preorder) is
/// removed, replaced, duplicated or has its children reordered.
#[derive(Debug, Clone)]
pub enum Mutation {
    Remove,
    Replace(Value),
    Duplicate,
    Reverse,
    Number(i64),
}

pub fn mutation() -> impl Strategy<Value = (usize, Mutation)> {
    let m = prop_oneof![
        Just(Mutation::Remove),
        any_json().prop_map(Mutation::Replace),
        card_name().prop_map(|c| Mutation::Replace(json!(c))),
        Just(Mutation::Duplicate),
        Just(Mutation::Reverse),
        (-3i64..30).prop_map(Mutation::Number),
    ];
    (any::<usize>(), m)
}

/// Applies each `(at, mutation)` to `doc`, `at` taken modulo its current number of nodes.
pub fn mutate(doc: &mut Value, muts: &[(usize, Mutation)]) {
    for (at, m) in muts {
        let n = count_nodes(doc) - 1;
        if n > 0 {
            mutate_at(doc, &mut (at % n), m);
        }
    }
}

pub fn count_nodes(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(count_nodes).sum(),
        Value::Object(o) => o.values().map(count_nodes).sum(),
        _ => 0,
    }
}

/// Applies `m` to the `at`-th node below `v` (preorder, `v` itself excluded).
pub fn mutate_at(v: &mut Value, at: &mut usize, m: &Mutation) -> bool {
    match v {
        Value::Array(items) => {
            for i in 0..items.len() {
                if *at == 0 {
                    apply_in_array(items, i, m);
                    return true;
                }
                *at -= 1;
                if mutate_at(&mut items[i], at, m) {
                    return true;
                }
            }
            false
        }
        Value::Object(map) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            for k in keys {
                if *at == 0 {
                    match m {
                        Mutation::Remove => {
                            map.remove(&k);
                        }
                        other => apply_value(map.get_mut(&k).unwrap(), other),
                    }
                    return true;
                }
                *at -= 1;
                if mutate_at(map.get_mut(&k).unwrap(), at, m) {
                    return true;
                }
            }
            false
        }
        _ => false,
    }
}

pub fn apply_in_array(items: &mut Vec<Value>, i: usize, m: &Mutation) {
    match m {
        Mutation::Remove => {
            items.remove(i);
        }
        Mutation::Duplicate => {
            let copy = items[i].clone();
            items.insert(i, copy);
        }
        other => apply_value(&mut items[i], other),
    }
}

pub fn apply_value(v: &mut Value, m: &Mutation) {
    match m {
        Mutation::Replace(r) => *v = r.clone(),
        Mutation::Number(n) => *v = json!(n),
        Mutation::Reverse => {
            if let Value::Array(a) = v {
                a.reverse();
            }
        }
        Mutation::Duplicate => {
            if let Value::Array(a) = v {
                let copy = a.clone();
                a.extend(copy);
            }
        }
        Mutation::Remove => *v = Value::Null,
    }
}
