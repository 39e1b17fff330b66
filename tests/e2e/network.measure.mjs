// Issue 29, "First load": the release build on a slow phone connection. Chromium's own
// network emulation (DevTools protocol: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip)
// on every target — the page, the computer players' worker and the service worker — against
// a local server that answers as a static host does (gzip, ETag, no-cache). A first visit
// (nothing cached) and a repeat visit (the same profile, later), at 1280×720 and 390×844;
// each timed from navigation start to the start buttons drawn and to my hand drawn.
// On a first visit the start buttons are index.html's own (src/ui/boot.rs), drawn before the
// wasm has arrived; they count because pressing them works: the probe presses 새 게임 the
// moment it is drawn, and my hand comes only if the app, once mounted, plays that press.
// Prints `network <size> {…}` with the times (`app_ms`: the app mounted) and the bytes that
// came over the wire up to my hand, then `network <size> files {…}`: each file's bytes and when it had arrived (ms
// from navigation start). Asserts the targets (first visit: start ≤ 2.0 s, hand ≤ 2.5 s;
// repeat visit: hand ≤ 0.5 s).
// A measurement, not in ./scripts/test.sh: `npm test --prefix tests/e2e -- network.measure.mjs`
// after a release build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, SIZES } from './harness.mjs';
import { launchCdp } from './cdp.mjs';

const CONDITIONS = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const TARGETS = { first: { start: 2000, hand: 2500 }, repeat: { hand: 500 } };

// Runs in the page before its own scripts: marks the frame after the one that drew the
// start buttons (`static`: index.html's, before the wasm), pressing 계속하기 (or 새 게임)
// the moment it is there, the frame after the app mounted, and the one after my hand was
// drawn. The browser's first-contentful-paint (the start screen's) is kept beside them as
// a check.
const PROBE = `(() => {
  const marks = {};
  window.__marks = marks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const drawn = (name) => requestAnimationFrame(() => requestAnimationFrame(() => {
    marks[name] = performance.now();
  }));
  let pressed = false;
  let app = false;
  let hand = false;
  new MutationObserver(() => {
    const start = [...document.querySelectorAll('.start__primary')].find((b) => b.checkVisibility());
    if (start && !pressed) {
      pressed = true;
      marks.static = start.closest('#boot') !== null;
      drawn('start');
      requestAnimationFrame(() => (document.querySelector('.resume__button') ?? start).click());
    }
    if (document.querySelector('[data-app-ready]') && !app) {
      app = true;
      drawn('app');
    }
    if (document.querySelector('.hand__card') && !hand) {
      hand = true;
      drawn('hand');
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
})();`;

let server;
before(async () => { server = await serveDist(undefined, { host: true }); });
after(async () => { await server?.close(); });

/** Slows every target the browser opens (pages, workers, service workers) and records the
 * bytes each response brought; `pages` maps a page's target id to its session. */
async function emulate(cdp) {
  const wire = [];
  const urls = new Map();
  const pages = new Map();
  const seen = new Set();
  const attach = async ({ sessionId, targetInfo, waitingForDebugger }) => {
    try {
      // A dedicated worker fetches through its page's network, slowed with it (the
      // protocol refuses emulation on the worker itself).
      if (['page', 'service_worker'].includes(targetInfo.type) && !seen.has(targetInfo.targetId)) {
        seen.add(targetInfo.targetId);
        await cdp.send('Network.enable', {}, sessionId);
        await cdp.send('Network.emulateNetworkConditions', CONDITIONS, sessionId);
      }
      if (targetInfo.type === 'page') {
        await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId);
        pages.set(targetInfo.targetId, sessionId);
      }
    } finally {
      if (waitingForDebugger) await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId);
    }
  };
  cdp.on('Target.attachedToTarget', (p) => { attach(p).catch((e) => console.log(`attach ${p.targetInfo.type}: ${e}`)); });
  cdp.on('Network.responseReceived', (p, s) => {
    urls.set(`${s}/${p.requestId}`, { url: p.response.url, sw: p.response.fromServiceWorker });
  });
  cdp.on('Network.requestWillBeSent', (p) => {
    if (p.type === 'Document') wire.t0 = p.timestamp;
  });
  cdp.on('Network.loadingFinished', (p, s) => {
    const r = urls.get(`${s}/${p.requestId}`);
    if (r) wire.push({ ...r, bytes: p.encodedDataLength, ms: Math.round((p.timestamp - wire.t0) * 1000) });
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return { wire, pages };
}

/** Opens the game in a new tab at `size`; resolves to its marks once my hand is drawn. */
async function visit(cdp, pages, size) {
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
  for (let i = 0; i < 100 && !pages.has(targetId); i += 1) await new Promise((r) => setTimeout(r, 20));
  const sessionId = pages.get(targetId);
  await cdp.send('Page.enable', {}, sessionId);
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBE }, sessionId);
  const { width, height } = SIZES[size];
  await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: size !== 'desktop' }, sessionId);
  await cdp.send('Page.navigate', { url: server.url }, sessionId);
  const evaluate = async (expression) => (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)).result.value;
  for (let i = 0; i < 300; i += 1) {
    const m = JSON.parse((await evaluate('JSON.stringify(window.__marks ?? {})').catch(() => '{}')) ?? '{}');
    if (m.hand !== undefined && m.fcp !== undefined) return { targetId, evaluate, marks: m };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${size}: my hand never came`);
}

for (const size of ['desktop', 'phone']) {
  test(`first and repeat visit on a slow phone network (${size})`, async () => {
    const cdp = await launchCdp();
    try {
      const { wire, pages } = await emulate(cdp);
      const figures = {};
      const files = {};
      for (const kind of ['first', 'repeat']) {
        wire.length = 0;
        const v = await visit(cdp, pages, size);
        const got = wire.filter((w) => w.bytes > 0 && w.ms <= v.marks.hand);
        figures[kind] = {
          start_ms: Math.round(v.marks.start),
          start_static: v.marks.static,
          app_ms: Math.round(v.marks.app),
          hand_ms: Math.round(v.marks.hand),
          fcp_ms: Math.round(v.marks.fcp),
          bytes: got.filter((w) => !w.sw).reduce((a, w) => a + w.bytes, 0),
          requests: got.length,
        };
        // Each file: its bytes on the wire and when it had arrived (ms from navigation).
        files[kind] = got.map((w) => `${new URL(w.url).pathname}${w.sw ? ' (sw)' : ''} ${w.bytes} @${w.ms}`);
        if (kind === 'first') {
          // Let the page settle (the worker's files, the service worker's copy) before
          // coming back, as a player returns later.
          await v.evaluate('navigator.serviceWorker.ready.then(() => true)');
          await new Promise((r) => setTimeout(r, 8000));
        }
        await cdp.send('Target.closeTarget', { targetId: v.targetId });
      }
      console.log(`network ${size} ${JSON.stringify(figures)}`);
      console.log(`network ${size} files ${JSON.stringify(files)}`);
      assert.ok(figures.first.start_ms <= TARGETS.first.start, `first visit: start buttons after ${figures.first.start_ms} ms`);
      assert.ok(figures.first.hand_ms <= TARGETS.first.hand, `first visit: my hand after ${figures.first.hand_ms} ms`);
      assert.ok(figures.repeat.hand_ms <= TARGETS.repeat.hand, `repeat visit: my hand after ${figures.repeat.hand_ms} ms`);
    } finally {
      await cdp.close();
    }
  });
}
