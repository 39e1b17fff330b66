// Installable and offline: the page names a web app manifest with its icons; a service
// worker keeps this build's files, so after one visit the game loads and plays a whole hand
// with the network gone (the server stopped and the context offline); and a new build
// takes over cleanly: its own cache replaces the old one, and the saved game continues.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveDist, launch, openApp, shot, DIST } from './harness.mjs';
import { button, handCards } from './table.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Waits until this page is controlled by a service worker; returns what its cache holds. */
async function offlineReady(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  return page.evaluate(async () => {
    const names = await caches.keys();
    const files = [];
    for (const name of names) {
      for (const r of await (await caches.open(name)).keys()) files.push(new URL(r.url).pathname);
    }
    return { names, files };
  });
}

/** Plays a whole 더우디주 hand with 자동 플레이 at 0.3 s; resolves when it is settled. */
async function autoPlayAHand(page) {
  await button(page, '더우디주').click();
  await button(page, '새 게임').click();
  await handCards(page).first().waitFor();
  await page.getByLabel('간격').selectOption('300');
  await button(page, '자동 플레이').click();
  await page.getByRole('dialog').waitFor({ timeout: 240000 });
}

test('after one visit the game loads and plays a whole hand offline', async () => {
  const served = await serveDist();
  const { context, page, errors } = await openApp(browser, served.url, 'phone');

  // Installable: a manifest with a name, standalone display and 192/512 px icons.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    const m = await (await fetch(link.href)).json();
    const icons = [];
    for (const icon of m.icons) {
      const r = await fetch(new URL(icon.src, link.href));
      icons.push({ sizes: icon.sizes, type: r.headers.get('content-type'), ok: r.ok });
    }
    return { name: m.name, display: m.display, start: m.start_url, icons };
  });
  assert.equal(manifest.name, '더우디주 · 관단');
  assert.equal(manifest.display, 'standalone');
  for (const sizes of ['192x192', '512x512']) {
    assert.ok(manifest.icons.some((i) => i.sizes === sizes && i.ok && i.type === 'image/png'), sizes);
  }

  // The service worker holds every file of the build, the computer players' worker too.
  const { names, files } = await offlineReady(page);
  assert.equal(names.length, 1, 'one cache: this build');
  const built = fs.readdirSync(DIST).filter((f) => fs.statSync(path.join(DIST, f)).isFile() && f !== 'sw.js');
  for (const f of built) assert.ok(files.includes(`/${f}`), `${f} is cached`);

  // The network goes away: the server stops and the browser is offline.
  served.server.closeAllConnections();
  await served.close();
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-app-ready]', { timeout: 30000 });
  await autoPlayAHand(page);
  assert.match(await page.getByRole('dialog').locator('h2').innerText(), /(지주|농민) 승리/);
  assert.equal(await page.locator('main.app').getAttribute('data-ai'), 'worker', 'the computers thought in the worker');
  await shot(page, 'offline', 'phone', 'settled-offline');
  assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)), []);
  await context.close();
});

test('a new build replaces the offline copy and the saved game continues', async () => {
  // Build A is served, visited and a game started; then build B (same game files, a new
  // page and service worker) is deployed in its place.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardroom-builds-'));
  const a = path.join(tmp, 'a');
  const b = path.join(tmp, 'b');
  fs.cpSync(DIST, a, { recursive: true });
  fs.cpSync(DIST, b, { recursive: true });
  const sw = fs.readFileSync(path.join(b, 'sw.js'), 'utf8');
  const next = sw.replace(/const BUILD = '([0-9a-f]+)';/, "const BUILD = '$1next';");
  assert.notEqual(next, sw, 'the service worker names its build');
  fs.writeFileSync(path.join(b, 'sw.js'), next);
  fs.appendFileSync(path.join(b, 'index.html'), '\n<!-- build B -->\n');

  const served = await serveDist(a);
  const { context, page, errors } = await openApp(browser, served.url, 'desktop');
  const first = await offlineReady(page);
  await button(page, '더우디주').click();
  await button(page, '새 게임').click();
  await handCards(page).first().waitFor();
  await page.waitForTimeout(1500);
  const hand = await handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  served.server.root = b;
  await page.reload();
  await page.waitForSelector('[data-app-ready]');
  // The old build's worker steps down once no tab runs it; a new tab runs build B.
  await page.close();
  const fresh = await context.newPage();
  await fresh.goto(served.url);
  await fresh.waitForSelector('[data-app-ready]');
  await fresh.waitForFunction(async (old) => {
    const names = await caches.keys();
    return names.length === 1 && names[0] !== old && names[0].endsWith('next');
  }, first.names[0], { timeout: 30000, polling: 500 });

  // The save was never the service worker's: 계속하기 resumes the same hand.
  await button(fresh, '더우디주 계속하기').click();
  await handCards(fresh).first().waitFor();
  const again = await handCards(fresh).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(again.slice(0, 5), hand.slice(0, 5), 'the same hand');
  assert.deepEqual(errors, []);
  await context.close();
  await served.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});
