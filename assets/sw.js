// The offline copy of the game: a service worker that keeps this build's files.
//
// scripts/sw-manifest.sh (a Trunk post-build hook) writes the build's file list and a
// hash of their contents into BUILD and FILES below, so each build gets its own cache.
// - install: every file of the build is cached at once, so after one visit the game loads
//   and plays with the network off (the computer players' worker included).
// - activate: caches of other builds are deleted. There is no skipWaiting: a new build's
//   worker takes over only once no tab runs the old build, so an open tab never loses a
//   file it still needs. The saves live in localStorage, which this worker never touches.
// - fetch: a file whose name carries Trunk's content hash (`name-0123456789abcdef.js`,
//   `…_bg.wasm`) never changes under that name, so it comes from this build's cache first:
//   a repeat visit fetches only the page itself. Every other request of this origin (the
//   page, the computer players' worker `ai_worker*`, which keeps its name from build to
//   build, the manifest and icons) goes to the network first and falls back to the cache
//   only when the network fails, so a new page never meets an old worker. Offline, the
//   cached page and its files are one build. Other origins are not handled.
// The page registers this worker only once it is drawn (src/ui/offline.rs), so its copy
// of the build never competes with the first visit's download.
const BUILD = '__BUILD__';
const FILES = '__FILES__';
const CACHE = `cardroom-${BUILD}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith('cardroom-') && k !== CACHE).map((k) => caches.delete(k)),
      ))
      .then(() => self.clients.claim()),
  );
});

const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z]+$/;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const cached = () => caches.open(CACHE)
    .then((cache) => (request.mode === 'navigate'
      ? cache.match('index.html')
      : cache.match(request, { ignoreSearch: true, ignoreVary: true })));
  const offline = () => cached().then((hit) => hit ?? Response.error());
  if (HASHED.test(url.pathname)) {
    event.respondWith(cached().then((hit) => hit ?? fetch(request)));
    return;
  }
  event.respondWith(fetch(request).catch(offline));
});
