//! The AI speed page (`bench.html`): in the browser it times every decision of seeded whole
//! hands of both games with `performance.now()` and writes the figures as JSON into
//! `<pre id="result">` (then sets `data-done`). Natively it prints how to build the page,
//! or with `--run` measures the same positions with the native clock.
//!
//! ```text
//! trunk build --release --offline --skip-version-check --public-url /bench/ \
//!     --dist dist/bench bench.html
//! cargo run --release --bin aibench -- --run
//! ```

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // Let the page paint "측정 중…" first, then measure.
    gloo_timers::callback::Timeout::new(50, measure).forget();
}

#[cfg(target_arch = "wasm32")]
fn measure() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(perf) = window.performance() else {
        return;
    };
    let mut clock = move || perf.now();
    let report = ai::bench::run(&ai::bench::Config::PAGE, &mut clock);
    let text = serde_json::to_string_pretty(&report).unwrap_or_default();
    if let Some(pre) = window
        .document()
        .and_then(|d| d.get_element_by_id("result"))
    {
        pre.set_text_content(Some(&text));
        let _ = pre.set_attribute("data-done", "1");
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    if std::env::args().any(|a| a == "--run") {
        let start = std::time::Instant::now();
        let mut clock = move || start.elapsed().as_secs_f64() * 1000.0;
        let report = ai::bench::run(&ai::bench::Config::PAGE, &mut clock);
        println!(
            "{}",
            serde_json::to_string_pretty(&report).unwrap_or_default()
        );
        return;
    }
    eprintln!(
        "aibench is the browser speed page: build it with\n  \
         trunk build --release --offline --skip-version-check --public-url /bench/ \
         --dist dist/bench bench.html\n\
         and open dist/bench/index.html through a web server (tests/e2e/ai-speed.measure.mjs).\n\
         `cargo run --release --bin aibench -- --run` measures the same positions natively."
    );
}
