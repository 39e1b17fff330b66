// Starts the page's wasm. Trunk names the files (they carry a content hash) on the two
// preload links that stand where index.html names the wasm (Trunk.toml, pattern_script);
// starting from a file instead of Trunk's inline script lets the Content-Security-Policy in
// index.html forbid inline scripts altogether.
const { default: init } = await import(document.getElementById('app-js').href);
await init({ module_or_path: document.getElementById('app-wasm').href });
