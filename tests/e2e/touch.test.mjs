// Touch, on the phone layout of the release build: a finger dragged across cards selects
// them and dragged back clears them, a tap toggles one card, and the page does not scroll
// while dragging over the hand. Touches are sent through the DevTools protocol
// (Input.dispatchTouchEvent), as a real touchscreen sends them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp } from './harness.mjs';
import { handCards, pressedCount, button, check } from './table.mjs';

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Sends one finger along `points` ([{x, y}], the first is where it lands). */
async function swipe(cdp, points) {
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  for (const p of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** `n` evenly spaced points from `a` to `b`, both included. */
function line(a, b, n) {
  return Array.from({ length: n + 1 }, (_, i) => ({
    x: a.x + ((b.x - a.x) * i) / n,
    y: a.y + ((b.y - a.y) * i) / n,
  }));
}

test('더우디주 on a touchscreen: drag to select, drag back to clear, tap to toggle (phone)', async () => {
  const { context, page, errors } = await openApp(browser, `${server.url}?seed=1`, 'phone', { touch: true });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await button(page, '더우디주').click();
  await button(page, '새 게임').click();
  const bids = page.getByRole('group', { name: '입찰' });
  await bids.getByRole('button', { name: '3', exact: true }).click();
  await page.getByRole('img', { name: /^바닥패: / }).waitFor();
  assert.equal(await handCards(page).count(), 20);

  // The visible left edge of cards 3..6 (they overlap; each shows its left strip).
  const boxes = await handCards(page).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.left + 6, y: r.top + 30 };
  }));
  assert.equal(boxes[3].y, boxes[6].y, 'cards 3..6 lie in one row');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await swipe(cdp, [...line(boxes[3], boxes[5], 4), ...line(boxes[5], boxes[6], 4).slice(1)]);
  assert.equal(await pressedCount(page), 4, 'a run of four dragged by a finger');
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'the page did not scroll');
  await check(page, 'touch', 'phone', 'drag-select');
  await swipe(cdp, line(boxes[6], boxes[3], 6));
  assert.equal(await pressedCount(page), 0, 'dragging back clears the run');

  // A tap selects one card; a second tap releases it.
  await swipe(cdp, [boxes[0]]);
  assert.equal(await pressedCount(page), 1, 'a tap selects');
  assert.equal(await handCards(page).nth(0).getAttribute('aria-pressed'), 'true');
  await swipe(cdp, [boxes[0]]);
  assert.equal(await pressedCount(page), 0, 'a second tap releases');
  assert.deepEqual(errors, []);
  await context.close();
});
