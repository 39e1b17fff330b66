// The computer players think in a Web Worker: Trunk ships its loader beside the page, and
// a computer's move is answered by the worker (the page marks the app `data-ai="worker"`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveDist, launch, openApp, DIST } from './harness.mjs';
import { button, handCards } from './table.mjs';

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the worker is shipped beside the page', () => {
  const files = fs.readdirSync(DIST);
  assert.ok(files.includes('ai_worker_loader.js'), 'the loader shim');
  assert.ok(files.includes('ai_worker.js'), "the worker's glue");
  assert.ok(files.includes('ai_worker_bg.wasm'), "the worker's wasm");
  const shim = fs.readFileSync(path.join(DIST, 'ai_worker_loader.js'), 'utf8');
  assert.match(shim, /ai_worker_bg\.wasm/);
});

/** Starts 더우디주 and declines every bid of mine until the app says where the computer
 * players' answers came from (`data-ai`: `worker`, or `main` for the fallback). */
async function untilAComputerMoved(page, source) {
  await button(page, '더우디주').click();
  await button(page, '새 게임').click();
  await handCards(page).first().waitFor();
  const bids = page.getByRole('group', { name: '입찰' });
  // Whoever bids first, the computers bid after me; I decline when asked.
  const app = page.locator(`main.app[data-ai="${source}"]`);
  for (let i = 0; i < 3 && (await app.count()) === 0; i++) {
    const decline = bids.getByRole('button', { name: '입찰 안 함' });
    if (await decline.isVisible()) await decline.click();
    await page.waitForTimeout(1000);
  }
  await app.waitFor({ timeout: 30000 });
  // The log shows the computers' bids.
  assert.ok(await page.locator('.log__line', { hasText: /민준|서연/ }).count() > 0);
}

test("a computer's move is answered by the worker", async () => {
  const { context, page, errors } = await openApp(browser, `${server.url}?seed=1`, 'desktop');
  await untilAComputerMoved(page, 'worker');
  assert.deepEqual(errors, []);
  await context.close();
});

test('without a working worker the computers still move', async () => {
  const { context, page } = await openApp(browser, `${server.url}?seed=1`, 'desktop');
  // The worker's script fails as it loads: each start errors, and the seats fall back to
  // the smallest legal move on the page's thread.
  await context.route('**/ai_worker_loader.js', (route) => route.fulfill({
    contentType: 'text/javascript', body: 'throw new Error("no worker today");',
  }));
  // Again, so that the worker the page starts once it is drawn meets the broken script too.
  await page.reload();
  await page.waitForSelector('[data-app-ready]');
  await untilAComputerMoved(page, 'main');
  await context.close();
});

test("the learned models give the same numbers in the worker's wasm as natively", async () => {
  // crates/ai/models/check.json pins each shipped model's outputs on a fixed input, as f32
  // bits, computed natively (`cargo test -p ai learn::models`); the shipped worker is asked
  // the same question.
  const pinned = JSON.parse(fs.readFileSync(path.resolve(DIST, '../crates/ai/models/check.json'), 'utf8'));
  const page = await browser.newPage();
  await page.goto(server.url);
  const reply = await page.evaluate(() => new Promise((resolve, reject) => {
    const w = new Worker('./ai_worker_loader.js');
    const timer = setTimeout(() => reject(new Error('no answer from the worker')), 30000);
    w.onmessage = (e) => {
      const r = JSON.parse(e.data);
      if (r === 'ready') w.postMessage(JSON.stringify({ check: { id: 1 } }));
      else if (r.checked) { clearTimeout(timer); resolve(r.checked); w.terminate(); }
    };
  }));
  assert.equal(reply.id, 1);
  const got = Object.fromEntries(reply.models);
  assert.deepEqual(Object.keys(got).sort(), Object.keys(pinned).sort());
  for (const name of Object.keys(pinned)) {
    assert.deepEqual(got[name], pinned[name], `${name}: wasm and native outputs differ`);
  }
  await page.close();
});
