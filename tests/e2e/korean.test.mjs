// Issue 12, "Defects a Korean player hits now", at both sizes: sentences with the right
// particles (내가, 내 차례, 하트 2가), no word cut by a line break, the keyboard help on both
// rules tabs, a wild's mark in the corner that the next card leaves visible and that does
// not look like a selection, a computer seat that does not move when it shows 생각 중…,
// and 더우디주's stake in plain words. Screenshots: screenshots/korean/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, midWordBreaks, SIZES } from './harness.mjs';
import { handGroup, handCards, button, check as checkIn, clickCard, handNames } from './table.mjs';

const F = 'korean';
const KEYBOARD = '키보드: ←/→ 카드 이동, 스페이스 선택, Enter 내기, P 패스.';
// Particle fallbacks and 나 where 내 belongs.
const WRONG = ['(이)가', '이(가)', '을(를)', '은(는)', '와(과)', '(으)로', '나이 ', '나가 ', '나 차례'];

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function noWrongParticles(page, where) {
  const body = await page.locator('body').innerText();
  for (const w of WRONG) assert.ok(!body.includes(w), `"${w}" on the page at ${where}`);
}

/** The seat's box and its card count's box relative to it. */
async function seatLayout(page, side) {
  return page.locator(`.seat--${side}`).evaluate((seat) => {
    const s = seat.getBoundingClientRect();
    const c = seat.querySelector('.seat__count').getBoundingClientRect();
    return { width: s.width, height: s.height, count: [c.left - s.left, c.top - s.top, c.width, c.height] };
  });
}

/** Plays my lowest card, then waits until the seat on the right shows 생각 중… and checks
 * that its panel and card count kept their size and place. */
async function thinkingMovesNothing(page, size, name) {
  const before = await seatLayout(page, 'right');
  const cards = handCards(page);
  await cards.nth((await cards.count()) - 1).click({ position: { x: 6, y: 24 } });
  await button(page, '내기').click();
  await page.locator('.seat--right .seat__turn--on').waitFor();
  await checkIn(page, F, size, name);
  assert.deepEqual(await seatLayout(page, 'right'), before, '생각 중… moves nothing');
}

for (const size of Object.keys(SIZES)) {
  const check = (page, name) => checkIn(page, F, size, name);

  test(`start and rules: whole words, the keyboard help in both games (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, server.url, size);
    await check(page, 'start');
    await button(page, '규칙').click();
    for (const game of ['더우디주', '관단']) {
      await page.getByRole('tab', { name: game }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByText(KEYBOARD, { exact: true }).waitFor();
      await check(page, `rules-${game}`);
      // The whole page, scrolled or not.
      assert.deepEqual(await midWordBreaks(page), [], `rules ${game}`);
      await noWrongParticles(page, `rules ${game}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`관단: the wild mark stays visible and unlike a selection; 내 차례 (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=191`, size);
    await button(page, '관단').click();
    await button(page, '새 게임').click();
    await handGroup(page).waitFor();
    assert.equal(await page.locator('.status__turn').innerText(), '내 차례');
    await page.getByText('하트 2는 와일드.').waitFor();
    await noWrongParticles(page, 'the 관단 table');

    // The wild's mark: a tag reading 와일드 (drawn once for every card, so the card itself
    // holds no text but its name), inside the card's visible corner, on top at its centre.
    const wild = handGroup(page).getByRole('button', { name: '하트 2 (와일드)' });
    const mark = wild.locator('.card__wild');
    assert.equal(await page.locator('#wild text').textContent(), '와일드');
    const box = await mark.boundingBox();
    const onTop = await wild.evaluate((btn, [x, y]) => btn.contains(document.elementFromPoint(x, y)),
      [box.x + box.width / 2, box.y + box.height / 2]);
    assert.ok(onTop, 'no other card covers the wild mark');
    // Not a selection: no frame, and the mark's colour is not the selection's.
    const frame = (el) => getComputedStyle(el.querySelector('.card')).boxShadow;
    const plainName = (await handNames(page)).find((n) => !n.includes('(') && !n.includes('조커'));
    const plain = handGroup(page).getByRole('button', { name: plainName, exact: true }).first();
    assert.equal(await wild.evaluate(frame), await plain.evaluate(frame), 'a wild card has no frame');
    await clickCard(page, '하트 2 (와일드)');
    const selected = await wild.evaluate((el) => getComputedStyle(el.querySelector('.card')).borderTopColor);
    const markColour = await page.locator('#wild rect').evaluate((el) => getComputedStyle(el).fill);
    assert.notEqual(markColour, selected, 'the wild mark is not the selection colour');
    await check(page, 'wild-selected');
    await clickCard(page, '하트 2 (와일드)');
    assert.ok((await handNames(page)).includes('하트 2 (와일드)'));

    await thinkingMovesNothing(page, size, 'guandan-thinking');
    await noWrongParticles(page, 'a computer thinking');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`더우디주: the stake in plain words; 생각 중… moves nothing (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=1`, size);
    await button(page, '더우디주').click();
    await button(page, '새 게임').click();
    const bids = page.getByRole('group', { name: '입찰' });
    await bids.getByRole('button').first().waitFor();
    assert.equal(await page.locator('.status__stake').innerText(), '입찰 중 · 판돈 미정');
    await bids.getByRole('button', { name: '3', exact: true }).click();
    await page.getByRole('img', { name: /^바닥패: / }).waitFor();
    assert.equal(await page.locator('.status__stake').innerText(), '판돈 3 (입찰 3, 폭탄 없음)');
    assert.equal(await page.locator('.status__turn').innerText(), '내 차례');
    await noWrongParticles(page, 'the 더우디주 table');
    await thinkingMovesNothing(page, size, 'ddz-thinking');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
