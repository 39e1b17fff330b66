//! The web game's entry point. In the browser it mounts the Leptos table; natively it
//! only points to the real entry points.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic logs to the console and puts a notice with a reload button on the page.
    cardroom::ui::panic::install();
    leptos::mount::mount_to_body(cardroom::ui::App);
    cardroom::ui::offline::after_first_paint();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "cardroom is the browser game: build it with `trunk build --release`. \
         For the command line, run `cargo run --bin cardgame`."
    );
}
