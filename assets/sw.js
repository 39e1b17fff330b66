// The offline copy of the game: a service worker that keeps this build's files.
//
// scripts/sw-manifest.sh (a Trunk post-build hook) writes the build's file list and a
// hash of their contents into BUILD and FILES below, so each build gets its own cache.
// - install: every file of the build is cached at once, so after one visit the game loads
//   and plays with the network off (the computer players' worker included).
// - activate: caches of other builds are deleted. There is no skipWaiting: a new build's
//   worker takes over only once no tab runs the old build, so an open tab never loses a
//   file it still needs. The saves live in localStorage, which this worker never touches.
// - fetch: every request of this origin goes to the network first and falls back to this
//   build's cache only when the network fails. Serving from the cache first would be
//   faster, but some files keep their name from build to build (the worker's `ai_worker*`),
//   so a new page could meet an old worker. Offline, the cached page and its files are
//   one build. Other origins are not handled.
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

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const offline = () => caches.open(CACHE)
    .then((cache) => (request.mode === 'navigate'
      ? cache.match('index.html')
      : cache.match(request, { ignoreSearch: true })))
    .then((hit) => hit ?? Response.error());
  event.respondWith(fetch(request).catch(offline));
});
