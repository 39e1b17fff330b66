//! `cardgame`: the rules engine and computer players on the command line (JSON lines).
//!
//! ```text
//! cardgame classify|moves|decide          < requests.jsonl > answers.jsonl
//! cardgame selfplay --game G [--players P] --games N --seed S
//! cardgame arena --game G [--mode sides|bidding|matches] [--landlord bid|random] [--a P --b P]
//!                [--hands N] [--seed S]
//!                [--threads T] [--json]
//! cardgame tune --game G [--iterations N] [--hands N] [--seed S] [--threads T] [--out FILE]
//! ```

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use cli::harness::arena::{self, Mode};
use cli::harness::{record, report, selfplay, tune};
use cli::protocol::{self, Command, GameKind};

const USAGE: &str = "usage:
  cardgame classify|moves|decide   (one JSON request per line on stdin)
  cardgame selfplay --game doudizhu|guandan [--players ai] [--games 1000] [--seed 1]
  cardgame arena --game doudizhu|guandan [--mode sides|bidding|matches] [--landlord bid|random]
                 [--a ai --b greedy]
                 [--hands 2000] [--seed 1] [--threads 1] [--json] [--weights FILE ...]
  cardgame record --game doudizhu|guandan --model belief|value|move --out FILE [--players policy]
                  [--hands 10000] [--seed 1] [--match-hands 10] [--keep 1] [--threads 1]
  cardgame report --game doudizhu|guandan --model belief [--players ai] [--hands 200] [--seed 9000001]
                  [--every 3] [--samples 200] [--weights FILE]
  cardgame report --game doudizhu|guandan --model value|move --data HELD-OUT.rec [--weights FILE]
  cardgame tune --game guandan [--iterations 200] [--hands 1000] [--seed 1] [--threads 2]
                [--out FILE]
    players: ai, ai-easy, ai-hard, ai-v1, ai-v2, ai-value, ai-move (doudizhu), move-model (guandan), ai-bid1, policy, policy-v1 (doudizhu), policy-v2, simple, greedy, random";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(sub) = args.first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    if let Some(cmd) = Command::from_name(sub) {
        let stdin = io::stdin().lock();
        let stdout = BufWriter::new(io::stdout().lock());
        return match protocol::serve(cmd, stdin, stdout) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("cardgame: {e}");
                ExitCode::FAILURE
            }
        };
    }
    match sub.as_str() {
        "selfplay" => match selfplay_config(&args[1..]) {
            Ok(cfg) => match selfplay::run(&cfg) {
                Ok(summary) => {
                    println!("{summary}");
                    let broken = summary
                        .get("invariants_broken")
                        .and_then(|v| v.as_array())
                        .is_none_or(|v| !v.is_empty());
                    if broken {
                        ExitCode::FAILURE
                    } else {
                        ExitCode::SUCCESS
                    }
                }
                Err(e) => {
                    eprintln!("cardgame selfplay: {e}");
                    ExitCode::from(2)
                }
            },
            Err(e) => {
                eprintln!("cardgame selfplay: {e}\n{USAGE}");
                ExitCode::from(2)
            }
        },
        "arena" => match arena_config(&args[1..]) {
            Ok((cfg, as_json)) => match arena::run(&cfg) {
                Ok(report) => {
                    if as_json {
                        println!("{report}");
                    } else {
                        print!("{}", arena::table(&report));
                    }
                    let errors = report
                        .get("errors")
                        .and_then(|v| v.as_array())
                        .is_some_and(|v| !v.is_empty());
                    if errors {
                        ExitCode::FAILURE
                    } else {
                        ExitCode::SUCCESS
                    }
                }
                Err(e) => {
                    eprintln!("cardgame arena: {e}");
                    ExitCode::from(2)
                }
            },
            Err(e) => {
                eprintln!("cardgame arena: {e}\n{USAGE}");
                ExitCode::from(2)
            }
        },
        "record" => match record_config(&args[1..]) {
            Ok((cfg, path)) => {
                let file = match std::fs::File::create(&path) {
                    Ok(f) => f,
                    Err(e) => {
                        eprintln!("cardgame record: cannot create {path}: {e}");
                        return ExitCode::from(2);
                    }
                };
                let mut out = BufWriter::new(file);
                match record::run(&cfg, &mut out) {
                    Ok(s) => {
                        println!(
                            "{}",
                            serde_json::json!({"hands": s.hands, "rows": s.rows, "out": path})
                        );
                        ExitCode::SUCCESS
                    }
                    Err(e) => {
                        eprintln!("cardgame record: {e}");
                        ExitCode::FAILURE
                    }
                }
            }
            Err(e) => {
                eprintln!("cardgame record: {e}\n{USAGE}");
                ExitCode::from(2)
            }
        },
        "report" => match report_config(&args[1..]) {
            Ok(cfg) => match report::run(&cfg) {
                Ok(v) => {
                    println!("{v:#}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("cardgame report: {e}");
                    ExitCode::FAILURE
                }
            },
            Err(e) => {
                eprintln!("cardgame report: {e}\n{USAGE}");
                ExitCode::from(2)
            }
        },
        "tune" => match tune::Config::from_args(&args[1..]) {
            Ok(cfg) => run_tune(&cfg),
            Err(e) => {
                eprintln!("cardgame tune: {e}\n{USAGE}");
                ExitCode::from(2)
            }
        },
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => {
            eprintln!("cardgame: unknown subcommand {other:?}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Runs `cardgame tune`, its log on stdout and in `--out`.
fn run_tune(cfg: &tune::Config) -> ExitCode {
    let file = match &cfg.out {
        Some(path) => match std::fs::File::create(path) {
            Ok(f) => Some(BufWriter::new(f)),
            Err(e) => {
                eprintln!("cardgame tune: cannot create {path}: {e}");
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    let mut out = Tee(io::stdout().lock(), file);
    let clock = std::time::Instant::now();
    let r = tune::run(cfg, &mut out);
    eprintln!("cardgame tune: {} s", clock.elapsed().as_secs());
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardgame tune: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes to stdout and, when given, a file.
struct Tee<A, B>(A, Option<B>);

impl<A: Write, B: Write> Write for Tee<A, B> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write_all(buf)?;
        if let Some(f) = self.1.as_mut() {
            f.write_all(buf)?;
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()?;
        if let Some(f) = self.1.as_mut() {
            f.flush()?;
        }
        Ok(())
    }
}

/// Reads selfplay's flags.
fn selfplay_config(args: &[String]) -> Result<selfplay::Config, String> {
    let mut game = None;
    let mut cfg = selfplay::Config {
        game: GameKind::Doudizhu,
        players: "ai".into(),
        hands: 1000,
        seed: 1,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let num =
            |v: &str| -> Result<u64, String> { v.parse().map_err(|_| format!("bad {flag} {v:?}")) };
        match flag.as_str() {
            "--game" => {
                game = Some(
                    GameKind::from_name(value).ok_or_else(|| format!("unknown game {value:?}"))?,
                )
            }
            "--players" => cfg.players = value.clone(),
            "--games" => cfg.hands = num(value)?,
            "--seed" => cfg.seed = num(value)?,
            _ => return Err(format!("unknown flag {flag:?}")),
        }
    }
    cfg.game = game.ok_or("--game is required")?;
    Ok(cfg)
}

/// Reads the arena's flags: the configuration and whether to print JSON.
fn arena_config(args: &[String]) -> Result<(arena::Config, bool), String> {
    let mut cfg = arena::Config {
        game: GameKind::Doudizhu,
        mode: Mode::Sides,
        a: "ai".into(),
        b: "greedy".into(),
        hands: 2000,
        seed: 1,
        threads: 1,
        landlord: arena::Landlord::Bid,
    };
    let mut as_json = false;
    let mut weights = Vec::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--json" {
            as_json = true;
            continue;
        }
        if flag == "--weights" {
            let path = it.next().ok_or("--weights needs a file")?;
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            weights.push(ai::learn::models::read(&bytes).map_err(|e| format!("{path}: {e}"))?);
            continue;
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let num =
            |v: &str| -> Result<u64, String> { v.parse().map_err(|_| format!("bad {flag} {v:?}")) };
        match flag.as_str() {
            "--game" => {
                cfg.game =
                    GameKind::from_name(value).ok_or_else(|| format!("unknown game {value:?}"))?
            }
            "--mode" => {
                cfg.mode =
                    Mode::from_name(value).ok_or_else(|| format!("unknown mode {value:?}"))?
            }
            "--landlord" => {
                cfg.landlord = arena::Landlord::from_name(value)
                    .ok_or_else(|| format!("unknown landlord choice {value:?}"))?
            }
            "--a" => cfg.a = value.clone(),
            "--b" => cfg.b = value.clone(),
            "--hands" => cfg.hands = num(value)?,
            "--seed" => cfg.seed = num(value)?,
            "--threads" => cfg.threads = num(value)? as usize,
            _ => return Err(format!("unknown flag {flag:?}")),
        }
    }
    // Candidate models replace the shipped ones for every player that reads them.
    if !weights.is_empty() {
        ai::learn::models::replace(weights);
    }
    Ok((cfg, as_json))
}

/// Reads record's flags: the configuration and the output path.
fn record_config(args: &[String]) -> Result<(record::Config, String), String> {
    let mut game = None;
    let mut model = None;
    let mut out = None;
    let mut cfg = record::Config {
        game: GameKind::Doudizhu,
        model: record::Model::Belief,
        players: "policy".into(),
        hands: 10_000,
        seed: 1,
        match_hands: 10,
        threads: 1,
        keep: 1,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let num =
            |v: &str| -> Result<u64, String> { v.parse().map_err(|_| format!("bad {flag} {v:?}")) };
        match flag.as_str() {
            "--game" => game = Some(game_named(value)?),
            "--model" => model = Some(model_named(value)?),
            "--out" => out = Some(value.clone()),
            "--players" => cfg.players = value.clone(),
            "--hands" => cfg.hands = num(value)?,
            "--seed" => cfg.seed = num(value)?,
            "--match-hands" => cfg.match_hands = num(value)?.max(1),
            "--keep" => cfg.keep = num(value)?.max(1),
            "--threads" => cfg.threads = num(value)? as usize,
            _ => return Err(format!("unknown flag {flag:?}")),
        }
    }
    cfg.game = game.ok_or("--game is required")?;
    cfg.model = model.ok_or("--model is required")?;
    Ok((cfg, out.ok_or("--out is required")?))
}

/// Reads report's flags.
fn report_config(args: &[String]) -> Result<report::Config, String> {
    let mut game = None;
    let mut model = None;
    let mut cfg = report::Config {
        game: GameKind::Doudizhu,
        model: record::Model::Belief,
        weights: None,
        data: None,
        players: "ai".into(),
        hands: 200,
        seed: 9_000_001,
        every: 3,
        samples: 200,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let num =
            |v: &str| -> Result<u64, String> { v.parse().map_err(|_| format!("bad {flag} {v:?}")) };
        match flag.as_str() {
            "--game" => game = Some(game_named(value)?),
            "--model" => model = Some(model_named(value)?),
            "--weights" => cfg.weights = Some(value.clone()),
            "--data" => cfg.data = Some(value.clone()),
            "--players" => cfg.players = value.clone(),
            "--hands" => cfg.hands = num(value)?,
            "--seed" => cfg.seed = num(value)?,
            "--every" => cfg.every = num(value)?.max(1),
            "--samples" => cfg.samples = num(value)?.max(1) as usize,
            _ => return Err(format!("unknown flag {flag:?}")),
        }
    }
    cfg.game = game.ok_or("--game is required")?;
    cfg.model = model.ok_or("--model is required")?;
    Ok(cfg)
}

/// The game named on the command line.
fn game_named(value: &str) -> Result<GameKind, String> {
    GameKind::from_name(value).ok_or_else(|| format!("unknown game {value:?}"))
}

/// The model named on the command line.
fn model_named(value: &str) -> Result<record::Model, String> {
    record::Model::from_name(value)
        .ok_or_else(|| format!("unknown model {value:?} (belief or value)"))
}
