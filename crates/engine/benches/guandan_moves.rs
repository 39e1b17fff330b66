//! Guandan legal-move generation on 27-card hands with 0, 1 and 2 wild hearts.
//!
//! `cargo bench --bench guandan_moves`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use engine::guandan::{Combo, ComboKind, generate_into};
use engine::rng::{GameRng, shuffle};
use engine::{Card, CardId, CardSet, Rank, Suit};

/// A fixed 27-card hand holding exactly `k` wild hearts of `level`.
fn hand_with_wilds(level: Rank, k: usize) -> CardSet {
    let w = CardSet::full(2).of_face(Card::new(level, Suit::Hearts));
    let mut ids: Vec<CardId> = (CardSet::full(2) - w).iter().collect();
    shuffle(&mut ids, &mut GameRng::new(2024, 0));
    let mut hand: CardSet = ids.into_iter().take(27 - k).collect();
    for id in w.iter().take(k) {
        hand.insert(id);
    }
    hand
}

fn bench(c: &mut Criterion) {
    let level = Rank::Two;
    let mut buf = Vec::with_capacity(1024);
    let single = Combo::new(ComboKind::Single, Rank::Eight, 1);
    let pair = Combo::new(ComboKind::Pair, Rank::Six, 2);
    let straight = Combo::new(ComboKind::Straight, Rank::Seven, 5);
    for k in 0..=2 {
        let hand = hand_with_wilds(level, k);
        buf.clear();
        generate_into(hand, level, None, &mut buf);
        println!("{k} wild(s): {hand} -> {} lead plays", buf.len());
        c.bench_function(&format!("guandan lead 27 cards {k} wild"), |b| {
            b.iter(|| {
                buf.clear();
                generate_into(black_box(hand), level, None, &mut buf);
                black_box(buf.len())
            })
        });
        for (name, table) in [("single", single), ("pair", pair), ("straight", straight)] {
            c.bench_function(&format!("guandan follow {name} 27 cards {k} wild"), |b| {
                b.iter(|| {
                    buf.clear();
                    generate_into(black_box(hand), level, Some(&table), &mut buf);
                    black_box(buf.len())
                })
            });
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
