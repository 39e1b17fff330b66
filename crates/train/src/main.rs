//! `train`: one model from `cardgame record` files to a weights file.
//!
//! ```text
//! cargo run --release -p train -- --data guandan-belief.rec --valid heldout.rec \
//!     --out crates/ai/models/guandan-belief.bin --hidden 256,128 --epochs 6 --seed 1
//! ```
//!
//! It prints each epoch's training loss and the held-out figures of the quantised model
//! (the shipped one), keeps the epoch with the lowest held-out loss, and writes a JSON
//! report beside the weights (`<out>.json`).

use std::process::ExitCode;

use serde_json::json;
use train::{Config, Data, evaluate, train};

const USAGE: &str = "usage:
  train --data FILE[,FILE...] --out WEIGHTS [--valid FILE[,FILE...] | --valid-fraction 0.05]
        [--hidden 256,128] [--epochs 6] [--batch 512] [--lr 0.001] [--weight-decay 0.0001]
        [--seed 1] [--max-rows N] [--bits 4,8,8]
  train --eval WEIGHTS --valid FILE[,FILE...]     (a weights file's held-out figures)
  train --requantise WEIGHTS --bits 4 --out WEIGHTS [--valid FILE[,FILE...]]
                                                  (the same model stored at other widths)";

struct Args {
    data: Vec<String>,
    valid: Vec<String>,
    valid_fraction: f64,
    out: String,
    eval: String,
    requantise: String,
    max_rows: usize,
    cfg: Config,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        data: Vec::new(),
        valid: Vec::new(),
        valid_fraction: 0.05,
        out: String::new(),
        eval: String::new(),
        requantise: String::new(),
        max_rows: usize::MAX,
        cfg: Config::default(),
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let v = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let bad = || format!("bad {flag} {v:?}");
        let list = |v: &str| v.split(',').map(str::to_string).collect::<Vec<_>>();
        match flag.as_str() {
            "--data" => a.data.extend(list(v)),
            "--valid" => a.valid.extend(list(v)),
            "--valid-fraction" => a.valid_fraction = v.parse().map_err(|_| bad())?,
            "--out" => a.out = v.clone(),
            "--eval" => a.eval = v.clone(),
            "--requantise" => a.requantise = v.clone(),
            "--bits" => {
                a.cfg.bits = v
                    .split(',')
                    .map(|x| {
                        x.parse::<u8>()
                            .ok()
                            .filter(|b| ai::learn::net::WIDTHS.contains(b))
                    })
                    .collect::<Option<_>>()
                    .ok_or_else(bad)?
            }
            "--max-rows" => a.max_rows = v.parse().map_err(|_| bad())?,
            "--hidden" => {
                a.cfg.hidden = v
                    .split(',')
                    .map(|x| x.parse::<usize>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| bad())?
            }
            "--epochs" => a.cfg.epochs = v.parse().map_err(|_| bad())?,
            "--batch" => a.cfg.batch = v.parse().map_err(|_| bad())?,
            "--lr" => a.cfg.lr = v.parse().map_err(|_| bad())?,
            "--weight-decay" => a.cfg.weight_decay = v.parse().map_err(|_| bad())?,
            "--seed" => a.cfg.seed = v.parse().map_err(|_| bad())?,
            _ => return Err(format!("unknown flag {flag:?}")),
        }
    }
    if !a.eval.is_empty() {
        if a.valid.is_empty() {
            return Err("--eval needs --valid".into());
        }
    } else if !a.requantise.is_empty() {
        if a.out.is_empty() || a.cfg.bits.is_empty() {
            return Err("--requantise needs --bits and --out".into());
        }
    } else if a.data.is_empty() || a.out.is_empty() {
        return Err("--data and --out are required".into());
    }
    Ok(a)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let a = match parse(&args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("train: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&a) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("train: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(a: &Args) -> Result<(), Box<dyn std::error::Error>> {
    if !a.eval.is_empty() {
        return eval(a);
    }
    if !a.requantise.is_empty() {
        return requantise(a);
    }
    let data = Data::load(&a.data, a.max_rows)?;
    let (tr, va) = if a.valid.is_empty() {
        data.split(a.valid_fraction)
    } else {
        (data, Data::load(&a.valid, usize::MAX)?)
    };
    let mut log = |line: &str| println!("{line}");
    let (mlp, epochs) = train(&tr, &va, &a.cfg, &mut log)?;
    let bytes = mlp.to_bytes();
    std::fs::write(&a.out, &bytes)?;
    let held = evaluate(&mlp, &va);
    println!(
        "wrote {} ({} bytes): held-out loss {:.4}, accuracy {:.4} over {} rows",
        a.out,
        bytes.len(),
        held.loss,
        held.accuracy,
        held.rows
    );
    let report = json!({
        "model": tr.layout.name,
        "layout": format!("{:016x}", tr.layout.hash()),
        "data": a.data,
        "valid": if a.valid.is_empty() { json!(format!("last {} of the data", a.valid_fraction)) } else { json!(a.valid) },
        "train_rows": tr.len(),
        "valid_rows": va.len(),
        "hidden": a.cfg.hidden,
        "epochs": a.cfg.epochs,
        "batch": a.cfg.batch,
        "lr": a.cfg.lr,
        "weight_decay": a.cfg.weight_decay,
        "seed": a.cfg.seed,
        "bytes": bytes.len(),
        "held_out": {"loss": held.loss, "accuracy": held.accuracy, "winner_right": held.win_accuracy},
        "per_epoch": epochs.iter().map(|e| json!({
            "epoch": e.epoch, "train_loss": e.train_loss, "held_out_loss": e.valid.loss,
            "held_out_accuracy": e.valid.accuracy, "seconds": e.seconds,
        })).collect::<Vec<_>>(),
    });
    std::fs::write(format!("{}.json", a.out), format!("{report:#}\n"))?;
    Ok(())
}

/// `--eval`: a weights file's figures on held-out records, computed as in training (the
/// player's own inference), to compare models trained on different data on the same rows.
fn eval(a: &Args) -> Result<(), Box<dyn std::error::Error>> {
    let va = Data::load(&a.valid, a.max_rows)?;
    let bytes = std::fs::read(&a.eval).map_err(|e| format!("{}: {e}", a.eval))?;
    let mlp = ai::learn::net::Mlp::from_bytes(&bytes, va.layout.name, va.layout.hash())
        .map_err(|e| format!("{}: {e}", a.eval))?;
    let held = evaluate(&mlp, &va);
    println!(
        "{}: held-out loss {:.4}, accuracy {:.4} over {} rows ({})",
        a.eval,
        held.loss,
        held.accuracy,
        held.rows,
        a.valid.join(",")
    );
    Ok(())
}

/// `--requantise`: a weights file stored again at the widths `--bits` names (its weights as
/// the file holds them, quantised anew), with its held-out figures when `--valid` is given.
fn requantise(a: &Args) -> Result<(), Box<dyn std::error::Error>> {
    let bytes = std::fs::read(&a.requantise).map_err(|e| format!("{}: {e}", a.requantise))?;
    let m = ai::learn::models::read(&bytes).map_err(|e| format!("{}: {e}", a.requantise))?;
    let specs: Vec<ai::learn::net::LayerSpec> = m
        .layers
        .iter()
        .map(|l| (l.inputs, l.outputs, l.act, l.w.clone(), l.b.clone()))
        .collect();
    let out = ai::learn::net::Mlp::from_f32_bits(&m.name, m.layout, &specs, &a.cfg.bits)?;
    let written = out.to_bytes();
    std::fs::write(&a.out, &written)?;
    println!(
        "wrote {} ({} bytes, from {} bytes)",
        a.out,
        written.len(),
        bytes.len()
    );
    if !a.valid.is_empty() {
        let va = Data::load(&a.valid, a.max_rows)?;
        for (name, model) in [(&a.requantise, &m), (&a.out, &out)] {
            let held = evaluate(model, &va);
            println!(
                "{name}: held-out loss {:.4}, accuracy {:.4} over {} rows",
                held.loss, held.accuracy, held.rows
            );
        }
    }
    Ok(())
}
