// Starts the page's wasm. Trunk names the files (they carry a content hash) on the script
// tag that loads this file (Trunk.toml, pattern_script); starting from a file instead of
// Trunk's inline script lets the Content-Security-Policy in index.html forbid inline
// scripts altogether.
const tag = document.querySelector('script[data-wasm]');
const { default: init } = await import(tag.dataset.js);
await init({ module_or_path: tag.dataset.wasm });
