//! The smoke training CI runs: a few self-played hands recorded, a tiny net trained for two
//! epochs. Its held-out loss must come down, and the same seed must give the same weights.
#![allow(clippy::unwrap_used)]

use cli::harness::record::{self, Model};
use cli::protocol::GameKind;
use train::{Config, Data, train};

fn recorded(game: GameKind, model: Model, hands: u64, seed: u64, name: &str) -> Data {
    let cfg = record::Config {
        game,
        model,
        players: "policy".into(),
        hands,
        seed,
        match_hands: 4,
        threads: 2,
        keep: 1,
    };
    let mut bytes = Vec::new();
    record::run(&cfg, &mut bytes).unwrap();
    let path = std::env::temp_dir().join(format!("smoke-{}-{name}.rec", std::process::id()));
    std::fs::write(&path, &bytes).unwrap();
    let d = Data::load(&[path.to_string_lossy().into_owned()], usize::MAX).unwrap();
    std::fs::remove_file(&path).unwrap();
    d
}

fn tiny() -> Config {
    Config {
        hidden: vec![32, 16],
        epochs: 2,
        batch: 128,
        lr: 3e-3,
        weight_decay: 1e-4,
        seed: 7,
    }
}

#[test]
fn a_tiny_training_lowers_the_held_out_loss_of_each_model() {
    for (game, model, hands) in [
        (GameKind::Guandan, Model::Belief, 24),
        (GameKind::Guandan, Model::Value, 60),
        (GameKind::Doudizhu, Model::Belief, 60),
        (GameKind::Doudizhu, Model::Value, 400),
    ] {
        let tr = recorded(game, model, hands, 1, "train");
        // Held out: other deals.
        let va = recorded(game, model, hands / 2, 100_001, "valid");
        let (_, epochs) = train(&tr, &va, &tiny(), &mut |_| {}).unwrap();
        let (first, last) = (epochs[0].valid.loss, epochs.last().unwrap().valid.loss);
        assert!(
            last < first,
            "{} {}: held-out loss {first:.4} -> {last:.4}",
            game.name(),
            model.name()
        );
    }
}

#[test]
fn the_same_seed_trains_the_same_weights() {
    let tr = recorded(GameKind::Guandan, Model::Belief, 8, 3, "seed-train");
    let va = recorded(GameKind::Guandan, Model::Belief, 4, 200_001, "seed-valid");
    let (a, _) = train(&tr, &va, &tiny(), &mut |_| {}).unwrap();
    let (b, _) = train(&tr, &va, &tiny(), &mut |_| {}).unwrap();
    assert_eq!(a.to_bytes(), b.to_bytes());
}
