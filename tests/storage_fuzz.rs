#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Hostile saves: whatever text sits under the save keys (random text, random JSON, the real
//! fixtures of both formats mutated in their structure or cut and spliced as text), loading
//! never panics. Each document either loads or is reported as a `LoadError` with its Korean
//! notice and kept, raw, under its backup key; the other documents still load; and a match
//! that loads is whole: the game plays on from it, every move accepted.
//!
//! `FUZZ_CASES` sets the cases per target (default 1000); the figures print with
//! `cargo test -p cardroom --test storage_fuzz -- --nocapture`.

#[path = "support/hostile.rs"]
mod hostile;

use cardroom::session::{GameKind, Match};
use cardroom::storage::{self, MemoryStore, Slot, Store};
use hostile::{any_json, cases, fuzz, mutate, mutation};
use i18n::Lang;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde_json::Value;

/// Every released save document, under the key it was written to (the v1 ones from the
/// first release that saved, the first with 관단, and the last).
const FIXTURES: [(Slot, &str); 8] = [
    (
        Slot::V1,
        include_str!("fixtures/save-v1-doudizhu-first.json"),
    ),
    (
        Slot::V1,
        include_str!("fixtures/save-v1-guandan-first.json"),
    ),
    (Slot::V1, include_str!("fixtures/save-v1-doudizhu.json")),
    (Slot::V1, include_str!("fixtures/save-v1-guandan.json")),
    (
        Slot::Match(GameKind::Doudizhu),
        include_str!("fixtures/save-v2-doudizhu.json"),
    ),
    (
        Slot::Match(GameKind::Guandan),
        include_str!("fixtures/save-v2-guandan.json"),
    ),
    (
        Slot::Settings,
        include_str!("fixtures/save-v2-settings.json"),
    ),
    (Slot::Stats, include_str!("fixtures/save-v2-stats.json")),
];

/// Plays up to 40 moves on from `m` with the table's fallback player (the smallest legal
/// move), dealing on when a hand ends: every move must be accepted.
fn plays_on(m: &Match) -> Result<(), TestCaseError> {
    prop_assert!(m.is_valid());
    let mut m = m.clone();
    for lang in Lang::ALL {
        let _ = (m.summary(lang), m.opening(lang));
    }
    for _ in 0..40 {
        if m.is_over() {
            break;
        }
        let mv = match m.to_act() {
            Some(seat) => m.decide_with(seat, None, Lang::Ko).mv,
            None => m.next_hand(),
        };
        if let Err(e) = m.apply(mv, Lang::Ko) {
            return Err(TestCaseError::fail(format!(
                "a loaded match refused {mv:?}: {e}"
            )));
        }
    }
    prop_assert!(m.is_valid());
    Ok(())
}

/// Loads a store holding `hostile` under `slot` (the other slots hold real saves, or
/// nothing for the v1 key): no panic; an unreadable document is reported, kept raw under
/// its backup key and gone from its own; the others still load; what loads plays on.
/// True when the hostile document was refused.
fn loads_or_reports(slot: Slot, hostile: &str) -> Result<bool, TestCaseError> {
    let store = MemoryStore::default();
    for (s, raw) in FIXTURES.iter().filter(|(s, _)| *s != Slot::V1) {
        store.set(s.key(), raw);
    }
    store.set(slot.key(), hostile);
    let loaded = storage::load(&store);
    let refused = loaded.errors.iter().any(|e| e.slot() == slot);
    for e in &loaded.errors {
        prop_assert_eq!(e.slot(), slot, "only the hostile document may fail: {}", e);
        prop_assert!(e.notice_ko().contains("백업"));
        let kept = store.get(slot.backup_key());
        prop_assert_eq!(kept.as_deref(), Some(hostile));
        prop_assert_eq!(store.get(slot.key()), None);
    }
    for kind in GameKind::ALL {
        let untouched = slot != Slot::Match(kind) && slot != Slot::V1;
        if untouched {
            prop_assert!(loaded.session.get(kind).is_some(), "{kind:?} was lost");
        }
        if let Some(m) = loaded.session.get(kind) {
            plays_on(m)?;
        }
    }
    if slot != Slot::Stats {
        prop_assert!(
            loaded.session.stats.doudizhu.hands > 0,
            "my record was lost"
        );
    }
    Ok(refused)
}

fn any_slot() -> impl Strategy<Value = Slot> {
    proptest::sample::select(Slot::ALL.to_vec())
}

#[test]
fn random_text_in_any_slot_is_reported_never_a_panic() {
    let text = prop_oneof![
        "\\PC{0,300}",
        any_json().prop_map(|v| v.to_string()),
        prop::collection::vec(any::<u8>(), 0..300)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        // A version this build reads, and anything else.
        (0u64..4, any_json()).prop_map(|(v, m)| format!(r#"{{"v":{v},"match":{m}}}"#)),
    ];
    fuzz(
        "save loader · random text",
        cases(),
        (any_slot(), text),
        |(slot, text)| loads_or_reports(slot, &text),
    );
}

#[test]
fn mutated_real_saves_load_whole_or_are_reported() {
    // The fixtures of every released document, changed in one to three places in their
    // structure: a field removed or replaced, a list entry duplicated or removed, a
    // number changed. The engine validates what is read, so a mutated game either
    // passes every invariant (and plays on) or is refused.
    let strategy = (0..FIXTURES.len(), prop::collection::vec(mutation(), 1..4));
    fuzz(
        "save loader · mutated fixtures",
        cases(),
        strategy,
        |(i, muts)| {
            let (slot, raw) = FIXTURES[i];
            let mut doc: Value = serde_json::from_str(raw).unwrap();
            mutate(&mut doc, &muts);
            loads_or_reports(slot, &doc.to_string())
        },
    );
}

#[test]
fn spliced_real_saves_load_whole_or_are_reported() {
    // The fixtures cut, spliced and retyped as text: a save written half-way, a range of it
    // lost or repeated, one character changed.
    let strategy = (
        0..FIXTURES.len(),
        any::<prop::sample::Index>(),
        any::<prop::sample::Index>(),
        0u8..4,
        any::<char>(),
    );
    fuzz(
        "save loader · spliced fixtures",
        cases(),
        strategy,
        |(i, a, b, how, c)| {
            let (slot, raw) = FIXTURES[i];
            let chars: Vec<char> = raw.chars().collect();
            let (x, y) = {
                let (x, y) = (a.index(chars.len()), b.index(chars.len()));
                (x.min(y), x.max(y))
            };
            let text: String = match how {
                0 => chars[..x].iter().collect(),
                1 => chars[..x].iter().chain(&chars[y..]).collect(),
                2 => chars[..y].iter().chain(&chars[x..]).collect(),
                _ => chars[..x]
                    .iter()
                    .chain(std::iter::once(&c))
                    .chain(chars.get(x + 1..).unwrap_or_default())
                    .collect(),
            };
            loads_or_reports(slot, &text)
        },
    );
}
