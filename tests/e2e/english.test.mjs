// Issue 12, "English as a second language": the start screen's toggle switches every text to
// English and is saved; in English no Hangul is left on the page (text, accessible names,
// hints) through the start screen, both rules tabs, both tables, a played card, a refused
// move, 추천's reasons (both games), 더우디주's settlement, 관단's result, tribute and return;
// back in Korean, no Latin word is left beyond card ranks,
// numbers and the few neutral tokens listed below. Both sizes, no horizontal scrolling.
// A 추천 answer that arrives after the language changed says its reasons in the new one.
// Screenshots: screenshots/english/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, SIZES } from './harness.mjs';
import { button, check as checkIn } from './table.mjs';

const F = 'english';
const HANGUL = /[\u3131-\uD79D]/;
// Latin words a Korean page may show: card ranks (J Q K A, and runs such as JQKA), the
// jokers' corner index, the toggle's "English" and the keyboard keys (the scoring formula
// is written in Korean words: 판돈 = 입찰 × 2^(…)).
const NEUTRAL = new Set(['JOKER', 'English', 'Enter', 'P']);
const RANKS = /^[JQKA]+$/;
// A 관단 deal whose first hand, played by 자동 플레이, ends with a tribute in the second.
const GUANDAN_SEED = 191;

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Everything the page says: its text, and every accessible name and hint. */
async function pageWords(page) {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [title]')]
      .flatMap((e) => [e.getAttribute('aria-label'), e.getAttribute('title')])
      .filter(Boolean);
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
}

async function noHangul(page, where) {
  const words = await pageWords(page);
  const found = words.split('\n').filter((l) => HANGUL.test(l));
  assert.deepEqual(found, [], `Hangul on the English page at ${where}`);
}

async function noLatin(page, where) {
  const words = await pageWords(page);
  const latin = [...new Set(words.match(/[A-Za-z]+/g) ?? [])]
    .filter((w) => !NEUTRAL.has(w) && !RANKS.test(w));
  assert.deepEqual(latin, [], `Latin words on the Korean page at ${where}`);
}

/** The hint names the computer player's reason, in English, with its chance when it
 * searched: "Suggested: Leads the lowest pair chain first (about 64% to win)" — not only the
 * move ("Suggested: Pair 99"), as before the reasons had English words. */
async function hasReason(page, where) {
  const hint = await page.locator('.notice--hint').innerText();
  assert.ok(!HANGUL.test(hint), `${where}: ${hint}`);
  const m = hint.match(/^Suggested: (.+?)(?: \(about \d+% to win\))?$/);
  assert.ok(m, `${where}: ${hint}`);
  const sentence = m[1].split(' — ').pop();
  assert.ok(sentence.split(' ').length >= 4, `${where}: a reason, not only the move: ${hint}`);
  return hint;
}

/** Waits until my seat may play cards (bidding 3 when asked, so I lead). */
async function toMyPlay(page) {
  for (let i = 0; i < 120; i += 1) {
    if (await button(page, 'Play').isEnabled()) return;
    const bid3 = button(page, '3');
    if (await bid3.isVisible()) await bid3.click();
    await page.waitForTimeout(250);
  }
  throw new Error('my turn to play never came');
}

for (const size of Object.keys(SIZES)) {
  const check = (page, name) => checkIn(page, F, size, name);

  test(`English everywhere, saved; Korean again without Latin words (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=5&pause=100`, size);
    await noLatin(page, 'Korean start');
    await button(page, 'English').click();
    await button(page, 'New game').waitFor();
    // Saved: still English after a reload.
    await page.reload();
    await page.waitForSelector('[data-app-ready]');
    await button(page, 'New game').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await noHangul(page, 'start');
    await check(page, 'start');

    await button(page, 'Rules').click();
    for (const game of ['Dou Dizhu', 'Guandan']) {
      await page.getByRole('tab', { name: game }).click();
      await noHangul(page, `rules ${game}`);
      await check(page, `rules-${game}`);
    }
    await button(page, 'Back').click();

    // 더우디주: a refused move, cards on the table, then the settlement.
    await button(page, 'Dou Dizhu').click();
    await button(page, 'New game').click();
    await page.getByRole('group', { name: 'My hand' }).waitFor();
    await noHangul(page, 'Dou Dizhu table');
    await toMyPlay(page);
    const cards = page.getByRole('group', { name: 'My hand' }).getByRole('button');
    await cards.first().click({ position: { x: 6, y: 24 } });
    await cards.last().click({ position: { x: 6, y: 24 } });
    await button(page, 'Play').click();
    await page.locator('.notice').waitFor();
    await noHangul(page, 'a refusal');
    await check(page, 'refusal');
    await button(page, 'Suggest').click();
    await page.locator('.notice--hint').waitFor({ timeout: 30000 });
    await noHangul(page, 'a hint');
    await hasReason(page, 'Dou Dizhu');
    await button(page, 'Play').click();
    await page.locator('.played__cards').first().waitFor();
    await noHangul(page, 'a played card');
    await check(page, 'played');
    await page.getByLabel('Pace').selectOption('300');
    await button(page, 'Auto-play').click();
    await page.locator('.settle').waitFor({ timeout: 400000 });
    await noHangul(page, 'settlement');
    await check(page, 'settlement');
    await button(page, 'Auto-play').click();
    await button(page, 'Menu').first().click();

    // 관단: the table, the first plays.
    await button(page, 'Guandan').click();
    await button(page, 'New game').click();
    await page.getByRole('group', { name: 'My hand' }).waitFor();
    await button(page, 'Auto-play').click();
    await page.locator('.played__cards').nth(1).waitFor({ timeout: 60000 });
    await button(page, 'Auto-play').click();
    await noHangul(page, 'Guandan table');
    await check(page, 'guandan');

    // Back to Korean: saved too, and no Latin words beyond ranks and the neutral tokens.
    await button(page, 'Menu').click();
    await button(page, 'Korean').click();
    await button(page, '새 게임').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
    await noLatin(page, 'Korean start, after English');
    await button(page, '규칙').click();
    for (const game of ['더우디주', '관단']) {
      await page.getByRole('tab', { name: game }).click();
      await noLatin(page, `Korean rules ${game}`);
    }
    await button(page, '돌아가기').click();
    await button(page, '관단 계속하기').click();
    await page.getByRole('group', { name: '내 손패' }).waitFor();
    await noLatin(page, 'Korean 관단 table');
    await check(page, 'korean-again');

    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`Guandan in English: hints with reasons, the result, tribute and return (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=${GUANDAN_SEED}&pause=100`, size);
    await button(page, 'English').click();
    await button(page, 'Guandan').click();
    await button(page, 'New game').click();
    await page.getByRole('group', { name: 'My hand' }).waitFor();
    // I lead the first hand: 추천 says why, in English.
    await toMyPlay(page);
    await button(page, 'Suggest').click();
    await page.locator('.notice--hint').waitFor({ timeout: 30000 });
    await hasReason(page, 'Guandan lead');
    await noHangul(page, 'a Guandan hint');
    await check(page, 'guandan-hint');

    // Auto-play to the end of the hand: the result dialog in English.
    await page.getByLabel('Pace').selectOption('300');
    await button(page, 'Auto-play').click();
    const result = page.getByRole('dialog');
    await result.waitFor({ timeout: 400000 });
    await noHangul(page, 'the Guandan result');
    await check(page, 'guandan-result');
    await button(page, 'Auto-play').click();

    // Hand 2: the tribute panel (and my return, when I owe one) in English.
    await button(page, 'Play again').click();
    await result.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Tribute' }).waitFor({ timeout: 30000 });
    await noHangul(page, 'the tribute');
    const returns = page.getByRole('group', { name: 'Return' });
    if (await returns.isVisible()) {
      await button(page, 'Suggest').click();
      await page.locator('.notice--hint').waitFor({ timeout: 30000 });
      await noHangul(page, 'a return hint');
      const hint = await page.locator('.notice--hint').innerText();
      assert.match(hint, /^Suggested: Return .+ — ./, 'the return and why');
    }
    await check(page, 'guandan-tribute');

    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a hint asked in Korean and answered after a switch to English reads in English', async () => {
  const { context, page, errors } = await openApp(browser, `${server.url}?seed=5&pause=100`, 'desktop');
  await button(page, '더우디주').click();
  await button(page, '새 게임').click();
  await page.getByRole('group', { name: '내 손패' }).waitFor();
  for (let i = 0; i < 120 && !(await button(page, '내기').isEnabled()); i += 1) {
    const bid3 = button(page, '3');
    if (await bid3.isVisible()) await bid3.click();
    await page.waitForTimeout(250);
  }
  // The next question the page sends the worker is held until the test lets it go: the
  // player goes to the menu, switches the language and comes back while it thinks.
  await page.evaluate(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (...args) {
      Worker.prototype.postMessage = post;
      window.__release = () => post.apply(this, args);
    };
  });
  await button(page, '추천').click();
  await page.waitForFunction(() => typeof window.__release === 'function');
  await button(page, '메뉴').first().click();
  await button(page, 'English').click();
  await button(page, 'Continue Dou Dizhu').click();
  await page.getByRole('group', { name: 'My hand' }).waitFor();
  await page.evaluate(() => window.__release());
  await page.locator('.notice--hint').waitFor({ timeout: 30000 });
  await hasReason(page, 'a hint answered after the switch');
  await noHangul(page, 'a hint answered after the switch');
  assert.deepEqual(errors, []);
  await context.close();
});
