//! Legal-move generation for 20-card Dou Dizhu hands, leading and following.
//!
//! `cargo bench --bench ddz_moves`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use engine::CardSet;
use engine::ddz::{Combo, classify, deal, has_beating_play, legal_plays};

/// Landlord hands (17 + the bottom) from eight seeded deals.
fn dealt_hands() -> Vec<CardSet> {
    (1..=8)
        .map(|seed| {
            let d = deal(seed, 0);
            d.hands[0] | d.bottom
        })
        .collect()
}

/// A worst case for the generator: long planes and many wing choices.
fn plane_hand() -> CardSet {
    CardSet::parse(
        "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 7S 7H 7D 8S 9S TS JS QS",
        1,
    )
    .unwrap_or_default()
}

fn combo(text: &str) -> Combo {
    let set = CardSet::parse(text, 1).unwrap_or_default();
    classify(set)
        .map(|r| r[0])
        .unwrap_or_else(|_| panic!("{text}"))
}

fn bench(c: &mut Criterion) {
    let hands = dealt_hands();
    let plane = plane_hand();
    let total: usize = hands.iter().map(|h| legal_plays(*h, None).len()).sum();
    eprintln!(
        "dealt hands: {} plays leading on average; plane hand: {} plays",
        total / hands.len(),
        legal_plays(plane, None).len()
    );

    c.bench_function("lead/dealt_20_cards", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % hands.len();
            black_box(legal_plays(black_box(hands[i]), None))
        })
    });
    c.bench_function("lead/plane_heavy_20_cards", |b| {
        b.iter(|| black_box(legal_plays(black_box(plane), None)))
    });

    let tables = [
        ("single_3", combo("3S")),
        ("pair_33", combo("3S 3H")),
        ("straight_34567", combo("3S 4H 5D 6C 7S")),
        ("trio_pair_333_44", combo("3S 3H 3D 4S 4H")),
        ("plane_single_333_444", combo("3S 3H 3D 4S 4H 4D 9C TC")),
        ("bomb_3333", combo("3S 3H 3D 3C")),
    ];
    for (name, prev) in tables {
        c.bench_function(&format!("follow/{name}"), |b| {
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % hands.len();
                black_box(legal_plays(black_box(hands[i]), Some(&prev)))
            })
        });
    }
    let single = combo("3S");
    c.bench_function("has_beating_play/single_3", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % hands.len();
            black_box(has_beating_play(black_box(hands[i]), &single))
        })
    });
    let high = combo("2S 2H");
    c.bench_function("has_beating_play/pair_22", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % hands.len();
            black_box(has_beating_play(black_box(hands[i]), &high))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
