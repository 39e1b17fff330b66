// 복기's time in the browser's worker (issue 28: a 더우디주 hand ≤ 10 s, a 관단 hand ≤ 30 s at
// 어려움, median over 10 hands). The hands are written natively first, each as its first
// review request (`cargo test --release --test review_fixtures -- --ignored --nocapture
// review_times`, which prints the native times too, into target/review-hands.json); here a
// page of the release build starts the AI worker and sends each hand's steps one after
// another, as the page does, and prints each hand's time and the median per game:
// `review <game>: median … s, max … s over 10 hands (worker)`.
// A measurement, run by its own command (`npm test --prefix tests/e2e -- review.measure.mjs`),
// not by ./scripts/test.sh: timings on a shared machine swing with its load.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, SIZES } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const HANDS = process.env.REVIEW_HANDS ?? path.resolve(here, '../../target/review-hands.json');

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** In the page: reviews each hand whole in a fresh worker, step after step; the seconds. */
async function reviewAll(requests) {
  const worker = new Worker('./ai_worker_loader.js');
  const replies = [];
  let wake = null;
  worker.onmessage = (e) => { replies.push(JSON.parse(e.data)); if (wake) wake(); };
  const next = () => new Promise((resolve) => {
    if (replies.length) { resolve(replies.shift()); return; }
    wake = () => { wake = null; resolve(replies.shift()); };
  });
  while ((await next()) !== 'ready') { /* the worker's first message */ }
  const out = [];
  for (const first of requests) {
    const req = JSON.parse(first);
    const t0 = performance.now();
    let decisions = 0;
    for (;;) {
      worker.postMessage(JSON.stringify(req));
      const reply = await next();
      const d = reply.reviewed?.step?.decision;
      if (!d) break;
      decisions += 1;
      req.review.question.after = (d.doudizhu ?? d.guandan).step;
    }
    const game = Object.keys(req.review.question.hand)[0].replace('_game', '');
    out.push({ game, decisions, seconds: (performance.now() - t0) / 1000 });
  }
  worker.terminate();
  return out;
}

test('복기 of 10 hands of each game in the worker: the median time per hand', async () => {
  assert.ok(fs.existsSync(HANDS), `${HANDS}: run the native measurement first (see above)`);
  const requests = JSON.parse(fs.readFileSync(HANDS, 'utf8')).map((r) => JSON.stringify(r));
  const context = await browser.newContext({ viewport: SIZES.desktop });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('[data-app-ready]');
  const results = await page.evaluate(reviewAll, requests);
  for (const r of results) console.log(`review ${r.game}: ${r.decisions} decisions, ${r.seconds.toFixed(2)} s`);
  for (const game of ['doudizhu', 'guandan']) {
    const s = results.filter((r) => r.game === game).map((r) => r.seconds).sort((a, b) => a - b);
    if (!s.length) continue;
    const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    console.log(`review ${game}: median ${median.toFixed(2)} s, max ${s[s.length - 1].toFixed(2)} s over ${s.length} hands (worker)`);
  }
  await context.close();
});
