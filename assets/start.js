// Shows index.html's start screen on a first visit, then starts the page's wasm.
//
// The start screen in index.html (#boot) is the app's own on a visit with nothing saved,
// drawn as soon as the page and its stylesheet are here, while the wasm (most of the first
// visit's bytes) is still on its way. A returning player's screen differs (계속하기, their
// settings) and their wasm comes from the service worker's cache at once, so with any save
// it stays hidden. What is pressed on it is kept in its data-* attributes, each press's
// button's place in its group, which the app reads as it mounts and takes the screen away
// (src/ui/boot.rs): the game and the difficulty, shown pressed at once, and then 새 게임,
// 규칙 or English, which need the app: that button says "불러오는 중…" until it is here.
const boot = document.getElementById('boot');
if (boot && !saved()) {
  boot.hidden = false;
  boot.addEventListener('click', press);
}

/** True when this browser holds any of the game's saves, or its storage cannot be read
 * (the app's start screen then says so). */
function saved() {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith('cardroom.save')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** Keeps a press on the start screen for the app; the first one that needs the app ends
 * the screen's part. */
function press(event) {
  const button = event.target.closest('button');
  if (!button || boot.hasAttribute('aria-busy')) return;
  const group = [...button.parentElement.querySelectorAll('button')];
  const place = String(group.indexOf(button));
  if (button.hasAttribute('aria-pressed')) {
    for (const b of group) b.setAttribute('aria-pressed', String(b === button));
  }
  if (button.classList.contains('start__game')) {
    boot.dataset.game = place;
  } else if (button.classList.contains('difficulty__choice')) {
    boot.dataset.level = place;
    boot.querySelector('.difficulty__about').textContent = button.dataset.about;
  } else if (button.classList.contains('start__lang-choice')) {
    boot.dataset.lang = place;
  } else {
    boot.dataset.go = button.dataset.go;
  }
  if (button.dataset.busy) {
    button.textContent = button.dataset.busy;
    boot.setAttribute('aria-busy', 'true');
  }
}

// Trunk names the files (they carry a content hash) on the two preload links that stand
// where index.html names the wasm (Trunk.toml, pattern_script); starting from a file instead
// of Trunk's inline script lets the Content-Security-Policy in index.html forbid inline
// scripts altogether.
const { default: init } = await import(document.getElementById('app-js').href);
await init({ module_or_path: document.getElementById('app-wasm').href });
