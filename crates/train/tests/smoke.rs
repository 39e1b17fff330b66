//! The smoke training CI runs: a few self-played hands recorded, a tiny net trained for two
//! epochs. Its held-out loss must come down, and the same seed must give the same weights.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;

use cli::harness::record::{self, Model};
use cli::protocol::GameKind;
use train::{Config, Data, train};

/// A few hands self-played by the fast policy, recorded to a file of their own.
fn record_file(game: GameKind, model: Model, hands: u64, seed: u64, name: &str) -> PathBuf {
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
    path
}

fn recorded(game: GameKind, model: Model, hands: u64, seed: u64, name: &str) -> Data {
    let path = record_file(game, model, hands, seed, name);
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
        bits: Vec::new(),
    }
}

#[test]
fn a_tiny_training_lowers_the_held_out_loss_of_each_model() {
    for (game, model, hands) in [
        (GameKind::Guandan, Model::Belief, 24),
        (GameKind::Guandan, Model::Value, 60),
        (GameKind::Guandan, Model::Move, 12),
        (GameKind::Doudizhu, Model::Belief, 60),
        (GameKind::Doudizhu, Model::Value, 400),
        (GameKind::Doudizhu, Model::Move, 40),
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

/// Move rows, in both games: one per candidate of a decision other than the policy's own
/// choice, each with the view's inputs (the belief model's, read the same), its own move's
/// and a result class.
#[test]
fn move_records_hold_a_row_per_candidate() {
    for (game, layout, seen, kinds, hands) in [
        (
            GameKind::Guandan,
            ai::guandan::features::MOVE,
            ai::guandan::features::BELIEF.inputs(),
            engine::guandan::ComboKind::ALL.len(),
            2,
        ),
        (
            GameKind::Doudizhu,
            ai::ddz::features::MOVE,
            ai::ddz::features::BELIEF.inputs(),
            engine::ddz::ComboKind::ALL.len(),
            4,
        ),
    ] {
        let d = recorded(game, Model::Move, hands, 11, "move");
        assert_eq!(d.layout.name, layout.name);
        let rows: Vec<&[u8]> = d.features.chunks_exact(layout.inputs()).collect();
        assert_eq!(rows.len(), d.labels.len());
        assert!(rows.len() > 40, "{}: {} rows", layout.name, rows.len());
        assert!(d.labels.iter().all(|&c| c < 3), "a result class each");
        assert!(
            d.labels.contains(&0),
            "{}: some moves do worse",
            layout.name
        );
        let kind = layout.offset("move_kind").unwrap();
        let passes = rows.iter().filter(|r| r[kind + kinds] == 1).count();
        assert!(passes > 0, "a pass is among the candidates when following");
        for r in &rows {
            // Exactly one kind (or the pass) per move, and a play shows its cards.
            let one: u32 = r[kind..=kind + kinds].iter().map(|&x| u32::from(x)).sum();
            assert_eq!(one, 1);
            assert_eq!(r[seen..kind].iter().any(|&x| x > 0), r[kind + kinds] == 0);
        }
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

/// `train --eval`: a weights file's held-out figures, as training reports them, so that
/// models trained on different data can be compared on the same rows (issue 27).
#[test]
fn eval_scores_a_weights_file_on_held_out_records() {
    let rec = record_file(GameKind::Guandan, Model::Belief, 4, 300_001, "eval");
    let rec_name = rec.to_string_lossy().into_owned();
    let weights = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../ai/models/guandan-belief.bin"
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_train"))
        .args(["--eval", weights, "--valid", &rec_name])
        .output()
        .unwrap();
    let va = Data::load(&[rec_name], usize::MAX).unwrap();
    std::fs::remove_file(&rec).unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    // The same figure the library computes with the player's inference.
    let mlp = ai::learn::net::Mlp::from_bytes(
        &std::fs::read(weights).unwrap(),
        va.layout.name,
        va.layout.hash(),
    )
    .unwrap();
    let held = train::evaluate(&mlp, &va);
    assert!(
        text.contains(&format!("held-out loss {:.4}", held.loss)),
        "{text}"
    );
    // Without held-out rows it says what it needs instead of running.
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_train"))
        .args(["--eval", weights])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--eval needs --valid"));
}

/// `--bits 4`: the first layer stored at 4 bits, trained so or requantised from a file.
/// Trained, the held-out loss still falls; requantised, the other layers keep their
/// weights and the file is smaller.
#[test]
fn a_first_layer_at_four_bits_trains_and_requantises() {
    let tr = recorded(GameKind::Doudizhu, Model::Belief, 40, 5, "bits-train");
    let va = recorded(GameKind::Doudizhu, Model::Belief, 20, 400_001, "bits-valid");
    let cfg = Config {
        bits: vec![4],
        ..tiny()
    };
    let (four, epochs) = train(&tr, &va, &cfg, &mut |_| {}).unwrap();
    assert!(epochs.last().unwrap().valid.loss < epochs[0].valid.loss);
    assert_eq!(four.layers[0].bits, 4);
    assert!(four.layers[1..].iter().all(|l| l.bits == 8));
    let (eight, _) = train(&tr, &va, &tiny(), &mut |_| {}).unwrap();
    let dir = std::env::temp_dir();
    let src = dir.join(format!("smoke-{}-eight.bin", std::process::id()));
    let dst = dir.join(format!("smoke-{}-four.bin", std::process::id()));
    std::fs::write(&src, eight.to_bytes()).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_train"))
        .args([
            "--requantise",
            &src.to_string_lossy(),
            "--bits",
            "4",
            "--out",
            &dst.to_string_lossy(),
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&dst).unwrap();
    std::fs::remove_file(&src).unwrap();
    std::fs::remove_file(&dst).unwrap();
    let back = ai::learn::models::read(&bytes).unwrap();
    assert_eq!(back.layers[0].bits, 4);
    assert_eq!(
        back.layers[1].w, eight.layers[1].w,
        "the 8-bit layers are kept as they were"
    );
    assert!(bytes.len() < eight.to_bytes().len());
    // A width other than 4 or 8 is refused before anything is read.
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_train"))
        .args(["--requantise", "x.bin", "--bits", "5", "--out", "y.bin"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("bad --bits"));
}
