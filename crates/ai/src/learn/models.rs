//! The trained models shipped with the player: weights files in `crates/ai/models/`,
//! built into the binary (the worker's wasm, `cardgame`), read once on first use. A file
//! trained on another feature layout than this build computes is refused
//! ([`super::net::WeightsError::Layout`]) and the player plays without it; the test below
//! makes that a failure, so a layout change cannot ship without retraining.

use std::sync::OnceLock;

use super::net::Mlp;

/// Every shipped weights file, by model name.
static SHIPPED: &[(&str, &[u8])] = &[
    (
        "guandan-belief",
        include_bytes!("../../models/guandan-belief.bin"),
    ),
    (
        "doudizhu-belief",
        include_bytes!("../../models/doudizhu-belief.bin"),
    ),
    (
        "guandan-move",
        include_bytes!("../../models/guandan-move.bin"),
    ),
];

/// Models that replace shipped ones for this process (see [`replace`]).
static REPLACED: OnceLock<Vec<Mlp>> = OnceLock::new();

/// Replaces shipped models by these for the rest of the process: a candidate is measured
/// (`cardgame arena --weights FILE`) before it is shipped. Only the first call counts;
/// `false` when models were already replaced.
pub fn replace(models: Vec<Mlp>) -> bool {
    REPLACED.set(models).is_ok()
}

/// The shipped model `name` (or its replacement), if there is one and it fits this
/// build's layout.
pub fn load(name: &str) -> Option<&'static Mlp> {
    if let Some(m) = REPLACED
        .get()
        .and_then(|v| v.iter().find(|m| m.name == name))
    {
        return Some(m);
    }
    static LOADED: OnceLock<Vec<(&'static str, Option<Mlp>)>> = OnceLock::new();
    let all = LOADED.get_or_init(|| {
        SHIPPED
            .iter()
            .map(|&(n, bytes)| {
                let m = super::find(n).and_then(|(l, _)| Mlp::from_bytes(bytes, n, l.hash()).ok());
                (n, m)
            })
            .collect()
    });
    all.iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, m)| m.as_ref())
}

/// Reads a weights file of any catalogued model (its name is in the file), checking it
/// against this build's layout for that model.
///
/// # Errors
/// [`super::net::WeightsError`] when the file is damaged, names no catalogued model, or was
/// trained on another layout.
pub fn read(bytes: &[u8]) -> Result<Mlp, super::net::WeightsError> {
    let len = usize::from(bytes.get(6).copied().unwrap_or(0));
    let name = bytes
        .get(7..7 + len)
        .map(|b| String::from_utf8_lossy(b).into_owned())
        .unwrap_or_default();
    let layout = super::find(&name).map_or(0, |(l, _)| l.hash());
    Mlp::from_bytes(bytes, &name, layout)
}

/// The fixed input of the cross-platform check: 0, 1, 2, 0, 1, 2, … (small integers, as
/// the feature functions write).
pub fn check_input(n: usize) -> Vec<f32> {
    (0..n).map(|i| (i % 3) as f32).collect()
}

/// Each shipped model's outputs on [`check_input`], as `f32` bit patterns: the worker
/// answers the same question in the browser, and `models/check.json` pins the numbers, so
/// a test sees that inference gives the same bits natively and in wasm.
pub fn check() -> Vec<(&'static str, Vec<u32>)> {
    shipped()
        .filter_map(|name| {
            let m = load(name)?;
            let mut out = vec![0.0f32; m.outputs()];
            m.forward(&check_input(m.inputs()), &mut out);
            Some((name, out.iter().map(|x| x.to_bits()).collect()))
        })
        .collect()
}

/// The names of the shipped models.
pub fn shipped() -> impl Iterator<Item = &'static str> {
    SHIPPED.iter().map(|&(n, _)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `models/check.json`: each shipped model's outputs on the check input, written by
    /// this test with `UPDATE_MODEL_CHECK=1` after a model changes.
    #[test]
    fn inference_gives_the_pinned_numbers() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/models/check.json");
        let now: serde_json::Map<String, serde_json::Value> = check()
            .into_iter()
            .map(|(n, bits)| (n.to_string(), serde_json::json!(bits)))
            .collect();
        if std::env::var_os("UPDATE_MODEL_CHECK").is_some() {
            std::fs::write(
                path,
                format!("{:#}\n", serde_json::Value::Object(now.clone())),
            )
            .unwrap();
        }
        let pinned: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        assert_eq!(serde_json::Value::Object(now), pinned);
    }

    #[test]
    fn every_shipped_model_fits_this_builds_feature_layout() {
        for name in shipped() {
            let (layout, _) = super::super::find(name).expect("a catalogued model");
            let bytes = SHIPPED.iter().find(|(n, _)| *n == name).unwrap().1;
            let m = Mlp::from_bytes(bytes, name, layout.hash());
            assert!(m.is_ok(), "{name}: {m:?}");
            let m = m.unwrap();
            assert_eq!(m.inputs(), layout.inputs(), "{name}");
            assert_eq!(m.outputs(), layout.outputs, "{name}");
            assert!(load(name).is_some());
        }
    }
}
