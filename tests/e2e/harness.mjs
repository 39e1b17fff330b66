// Shared browser-test plumbing: serve the release build (dist/) on 127.0.0.1 and drive
// Debian's Chromium with playwright-core. No browser is downloaded.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(here, '../../dist');
export const SHOTS = path.resolve(here, 'screenshots');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Serves dist/ (or `root`) on 127.0.0.1 at a free port; resolves to { url, close, server }.
 * `server.root` may be changed while it runs (a new build deployed). With `host: true` it
 * answers as a static host does: text, scripts and wasm gzip-compressed (level 9) for a
 * client that accepts it, an ETag on every file, `Cache-Control: no-cache` (each reuse is
 * revalidated), and 304 for a request that names the current ETag. */
export function serveDist(root = DIST, { host = false } = {}) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`no release build in ${root}: run "trunk build --release --offline" first`);
  }
  const packed = new Map();
  const server = http.createServer((req, res) => {
    const base = server.root;
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = path.join(base, urlPath);
    if (!file.startsWith(base)) { res.writeHead(403); res.end(); return; }
    if (urlPath.endsWith('/') || !fs.existsSync(file)) file = path.join(base, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end(); return; }
      const type = MIME[path.extname(file)] ?? 'application/octet-stream';
      if (!host) {
        res.writeHead(200, { 'content-type': type });
        res.end(data);
        return;
      }
      const etag = `"${crypto.createHash('sha1').update(data).digest('base64url')}"`;
      const headers = { 'content-type': type, etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers); res.end(); return; }
      let body = data;
      if (!type.startsWith('image/png') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        if (!packed.has(etag)) packed.set(etag, zlib.gzipSync(data, { level: 9 }));
        body = packed.get(etag);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(body);
    });
  });
  server.root = root;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, server, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const SIZES = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
};

/** The five windows the table must fit without scrolling (issue 29): a phone upright and
 * held sideways, a tablet, a laptop and a desktop monitor. */
export const WINDOWS = {
  phone: { width: 390, height: 844 },
  sideways: { width: 844, height: 390 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1280, height: 720 },
  monitor: { width: 1920, height: 1080 },
};

/** Opens a page at `size` (a key of SIZES or WINDOWS), collects console errors, and waits
 * for the app to mount. `touch`: a touchscreen device (hasTouch, isMobile); `reducedMotion`:
 * 'reduce' for a player who asked the system for less motion; `bypassCSP`: lets a test
 * inject a script (the accessibility audit's). */
export async function openApp(browser, baseUrl, size, { clearStorage = true, touch = false, reducedMotion = 'no-preference', bypassCSP = false } = {}) {
  const context = await browser.newContext({
    viewport: SIZES[size] ?? WINDOWS[size], locale: 'ko-KR', hasTouch: touch, isMobile: touch, reducedMotion, bypassCSP,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(baseUrl);
  if (clearStorage) {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
  }
  await page.waitForSelector('[data-app-ready]', { timeout: 30000 });
  return { context, page, errors };
}

/** Saves a screenshot under screenshots/<folder>/<size>-<n>-<name>.png. */
export async function shot(page, folder, size, name) {
  const dir = path.join(SHOTS, folder);
  fs.mkdirSync(dir, { recursive: true });
  shot.n = (shot.n ?? 0) + 1;
  const file = path.join(dir, `${size}-${String(shot.n).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Fails when the page scrolls horizontally at its current size. */
export async function noHorizontalScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** True when the page scrolls neither way at its current size. */
export async function noScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1
    && document.documentElement.scrollHeight <= window.innerHeight + 1);
}

/** The elements matching `selector` that are shown (not hidden) but not wholly inside the
 * window: what the window cuts off. */
export async function outOfView(page, selector) {
  return page.locator(selector).evaluateAll((els) => els.filter((e) => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    return r.left < -0.5 || r.top < -0.5 || r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5;
  }).map((e) => `${e.className || e.tagName} "${(e.getAttribute('aria-label') ?? e.textContent).slice(0, 24)}"`));
}

/** The pairs of shown elements matching `selector` whose boxes overlap by more than a
 * sliver: what `textOverlaps` cannot see, such as the cards of two plays in the middle of
 * the table laid over each other (a card holds no text of its own). */
export async function boxOverlaps(page, selector) {
  return page.locator(selector).evaluateAll((els) => {
    const boxes = els.map((e) => ({ e, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 0 && r.height > 0);
    const out = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        const name = (e) => `${e.closest('[aria-label]')?.getAttribute('aria-label') ?? e.className}`;
        if (w > 2 && h > 2) out.push(`${name(a.e)} ⟂ ${name(b.e)}`);
      }
    }
    return out;
  });
}

/** The words that a line break cuts in the middle on the page as it is laid out, in any
 * language (Korean wraps between words: "손상되/었습니다" is a defect, and so is
 * "Seoye/on"). Each entry is the text around the break, with "/" where the line ends.
 * Vertical text (a joker's or a wild's mark) and hidden text are skipped; so are breaks at
 * spaces, before an opening bracket, where Korean lines may end ("트리플+한 장" /
 * "(777+3)"), and before a "+" that joins two words, each of which stays whole
 * ("트리플" / "+페어"). */
export async function midWordBreaks(page) {
  return page.evaluate(() => {
    const out = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.writingMode.startsWith('vertical') || style.visibility !== 'visible') continue;
      const text = node.textContent;
      let prev = null;
      for (let i = 0; i < text.length; i += 1) {
        if (/\s/.test(text[i])) { prev = null; continue; }
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getClientRects()[0];
        if (!r || r.width === 0) continue;
        if (prev && r.top > prev.top + prev.height / 2 && !'([{+'.includes(text[i])) {
          out.push(`${text.slice(Math.max(0, i - 6), i)}/${text.slice(i, i + 6)}`);
        }
        prev = r;
      }
    }
    return out;
  });
}

/** Pairs of texts on the page whose laid-out boxes overlap (a label covered by another, as
 * the 와일드 tag and a seat's count once were). Text inside cards (which overlap by
 * design), hidden text, and text under a dialog or a fixed notice (which sit over the
 * table on purpose) are compared only within their own layer; what a scrolling ancestor
 * clips away does not count. Returns "a ⟂ b" strings. */
export async function textOverlaps(page) {
  return page.evaluate(() => {
    const boxes = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const layerOf = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const role = e.getAttribute('role');
        if (role === 'dialog' || role === 'alertdialog' || e.tagName === 'DIALOG') return e;
        const pos = getComputedStyle(e).position;
        if (pos === 'fixed' || pos === 'sticky') return e;
      }
      return document.body;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent.trim();
      if (!el || !text || el.closest('.card, [aria-hidden="true"], [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.opacity === '0') continue;
      // What a scrolling or clipping box cuts off (the text's own, or an ancestor's) is not
      // on screen: neither a list that scrolls nor text shown to screen readers only.
      let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let e = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
          const c = e.getBoundingClientRect();
          clip = {
            left: Math.max(clip.left, c.left), top: Math.max(clip.top, c.top),
            right: Math.min(clip.right, c.right), bottom: Math.min(clip.bottom, c.bottom),
          };
        }
      }
      range.selectNodeContents(node);
      for (const raw of range.getClientRects()) {
        const r = {
          left: Math.max(raw.left, clip.left), top: Math.max(raw.top, clip.top),
          right: Math.min(raw.right, clip.right), bottom: Math.min(raw.bottom, clip.bottom),
        };
        if (r.right - r.left > 1 && r.bottom - r.top > 1) boxes.push({ el, text, r, layer: layerOf(el) });
      }
    }
    const out = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el === b.el || a.layer !== b.layer) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        // More than a sliver: glyph boxes of neighbouring lines may touch by a pixel.
        if (w > 2 && h > 2) out.push(`${a.text.slice(0, 20)} ⟂ ${b.text.slice(0, 20)}`);
      }
    }
    return out;
  });
}

/** For `context.addInitScript`: records every long task of the page's thread (buffered,
 * from its start) in `window.__long` as { start, duration }. */
export function observeLongTasks() {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}
