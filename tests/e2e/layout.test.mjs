// Issue 29, "the table fits the window": each game, in Korean and in English, at the five
// windows a player brings (a phone upright and sideways, a tablet, a laptop, a desktop
// monitor): the table in the middle of a trick, 이번 판 기록, the hand's result, 다시 보기 and
// (관단) the next hand's tribute,
// each without scrolling either way, without a word broken in the middle by a line break,
// without a text over another, with every card of my hand, every seat and every button in
// the window, and passing the accessibility audit (audit.mjs). Screenshots:
// screenshots/layout/<game>-<lang>/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, shot, noScroll, midWordBreaks, textOverlaps, boxOverlaps, outOfView, WINDOWS } from './harness.mjs';
import { audit } from './audit.mjs';

const WORDS = {
  ko: {
    English: null, doudizhu: '더우디주', guandan: '관단', newGame: '새 게임', pace: '간격',
    auto: '자동 플레이', record: '기록', close: '닫기', replay: '다시 보기', next: '다음 수',
    again: '다시 하기', tribute: '공물',
  },
  en: {
    English: 'English', doudizhu: 'Dou Dizhu', guandan: 'Guandan', newGame: 'New game', pace: 'Pace',
    auto: 'Auto-play', record: 'Record', close: 'Close', replay: 'Replay', next: 'Next move',
    again: 'Play again', tribute: 'Tribute',
  },
};
// Deals whose first hand has a trick of several plays soon after the start.
const SEEDS = { doudizhu: 3, guandan: 3 };

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const button = (page, name) => page.getByRole('button', { name, exact: true });

/** The checks of one view at one window. */
async function fits(page, folder, size, view, { table = true } = {}) {
  await page.setViewportSize(WINDOWS[size]);
  // Let the layout and any fade settle.
  await page.waitForTimeout(350);
  await shot(page, folder, size, view);
  const where = `${folder} ${view} at ${size}`;
  assert.ok(await noScroll(page), `no scrolling at ${where}`);
  assert.deepEqual(await midWordBreaks(page), [], `no word broken in the middle at ${where}`);
  assert.deepEqual(await textOverlaps(page), [], `no text over another at ${where}`);
  if (table) {
    // The plays in the middle (cards, what they read as, 패스) lie apart, and clear of the seats.
    assert.deepEqual(await boxOverlaps(page, '.trick .played:not(.played--empty), .seat'), [], `the plays apart at ${where}`);
    assert.deepEqual(await outOfView(page, '.hand__card, .seat, .seat__who, .seat__count, .avatar, .trick .card, .topbar button, .player__bar button, .player__bar select'), [], `all in the window at ${where}`);
  }
}

for (const game of ['doudizhu', 'guandan']) {
  for (const lang of ['ko', 'en']) {
    test(`${game} (${lang}): a trick, the record, the result and the replay fit five windows`, async () => {
      const w = WORDS[lang];
      const folder = `layout/${game}-${lang}`;
      const { context, page, errors } = await openApp(browser, `${server.url}?seed=${SEEDS[game]}&pause=100`, 'laptop', { bypassCSP: true });
      if (w.English) await button(page, w.English).click();
      await button(page, w[game]).click();
      await button(page, w.newGame).click();
      await page.locator('.hand__card').first().waitFor();

      // Auto-play until two plays lie in the middle, then my own turn: the table is still.
      await page.getByLabel(w.pace).selectOption('300');
      await button(page, w.auto).click();
      await page.waitForFunction(() => document.querySelectorAll('.trick .played__cards').length >= 2, null, { timeout: 120000 });
      await button(page, w.auto).click();
      await page.locator('.player--turn').waitFor({ timeout: 60000 });
      // The play to beat is marked in the middle.
      assert.equal(await page.locator('.trick__place--holding').count(), 1, 'the trick shows who is winning it');
      for (const size of Object.keys(WINDOWS)) await fits(page, folder, size, 'trick');
      await page.setViewportSize(WINDOWS.laptop);
      await audit(page, `${folder} table`);

      await button(page, w.record).click();
      await page.getByRole('dialog').waitFor();
      for (const size of Object.keys(WINDOWS)) await fits(page, folder, size, 'record', { table: false });
      await audit(page, `${folder} record`);
      await button(page, w.close).click();

      // To the end of the hand: the result.
      await button(page, w.auto).click();
      const result = page.locator('.settle');
      await result.waitFor({ timeout: 400000 });
      await button(page, w.auto).click();
      for (const size of Object.keys(WINDOWS)) await fits(page, folder, size, 'result', { table: false });
      await audit(page, `${folder} result`);

      await result.getByRole('button', { name: w.replay, exact: true }).click();
      await page.getByRole('dialog', { name: w.replay }).waitFor();
      for (let i = 0; i < 6; i += 1) await button(page, w.next).click();
      for (const size of Object.keys(WINDOWS)) await fits(page, folder, size, 'replay', { table: false });
      await audit(page, `${folder} replay`);
      await button(page, w.close).click();

      if (game === 'guandan') {
        // The next hand opens with the tribute (and my return, when I owe one).
        await button(page, w.again).click();
        await page.getByRole('region', { name: w.tribute }).waitFor({ timeout: 30000 });
        for (const size of Object.keys(WINDOWS)) await fits(page, folder, size, 'tribute');
        await audit(page, `${folder} tribute`);
      }

      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
