// Issue 12, "Motion that helps", at both sizes: a play slides onto the table from the seat
// that made it (drawn once: a later move elsewhere does not redraw or replay it), each
// seat's last play stays until the trick ends, the seat to act is highlighted and breathes,
// and with prefers-reduced-motion nothing moves. Screenshots: screenshots/motion/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp } from './harness.mjs';
import { handCards, button, check as checkIn } from './table.mjs';

const F = 'motion';
let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** The running or finished animations on the first element `selector` matches. */
const animations = (page, selector) => page.locator(selector).first().evaluate((el) =>
  el.getAnimations().map((a) => ({ name: a.animationName, duration: a.effect.getComputedTiming().duration })));

/** 더우디주 with seed 1: I bid 3 and lead my lowest card. */
async function leadLowest(page) {
  await button(page, '더우디주').click();
  await button(page, '새 게임').click();
  const bids = page.getByRole('group', { name: '입찰' });
  await bids.getByRole('button', { name: '3', exact: true }).click();
  await page.getByRole('img', { name: /^바닥패: / }).waitFor();
  const cards = handCards(page);
  await cards.nth((await cards.count()) - 1).click({ position: { x: 6, y: 24 } });
  await button(page, '내기').click();
}

for (const size of ['desktop', 'phone']) {
  const check = (page, name) => checkIn(page, F, size, name);

  test(`plays slide in from their seat once, stay for the trick; the seat to act breathes (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=1`, size);
    await leadLowest(page);
    const mine = '.myplay .played__cards';
    await page.locator(mine).waitFor();
    const [slide] = await animations(page, mine);
    assert.equal(slide?.name, 'play-in', 'my play slides in');
    assert.ok(slide.duration > 0);
    // The next seat (on my right) is to act: the only highlighted seat, and it breathes.
    await page.locator('.seat--right.seat--turn').waitFor();
    assert.equal(await page.locator('.seat--turn').count(), 1);
    assert.ok((await animations(page, '.seat--right.seat--turn')).some((a) => a.name === 'turn-glow'));
    await check(page, 'my-play');

    // Mark my play's element; when the right seat answers, it is the same element (not
    // redrawn, so its slide does not replay) and still on the table.
    await page.locator(mine).evaluate((el) => { el.dataset.mark = 'kept'; });
    const right = page.locator('.trick__place--right .played:not(.played--empty)');
    await right.waitFor({ timeout: 30000 });
    assert.equal(await page.locator(`${mine}[data-mark="kept"]`).count(), 1, 'my play is not redrawn by another move');
    const answered = await right.evaluate((el) => el.querySelector('.played__cards') ? 'cards' : el.className);
    const target = answered === 'cards' ? '.trick__place--right .played__cards' : '.trick__place--right .played--pass';
    assert.equal((await animations(page, target))[0]?.name, 'play-in', 'the answer slides or fades in');
    await check(page, 'answer');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`with reduced motion nothing slides or breathes (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=1`, size, { reducedMotion: 'reduce' });
    await leadLowest(page);
    await page.locator('.myplay .played__cards').waitFor();
    for (const sel of ['.myplay .played__cards', '.seat--right.seat--turn']) {
      await page.locator(sel).waitFor();
      for (const a of await animations(page, sel)) assert.equal(a.duration, 0, `${sel}: ${a.name} takes no time`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
