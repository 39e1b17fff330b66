// 난이도 (쉬움 / 보통 / 어려움), by role and accessible name, in headless Chromium against the
// release build: 보통 by default; the choice is remembered for the next new game; each game
// is saved with the level it was started with, shown at the table and in 계속하기, and kept
// across a reload even when the picker has moved on. Screenshots: screenshots/difficulty/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp } from './harness.mjs';
import { button, check as checkIn, handGroup } from './table.mjs';

const F = 'difficulty';
const GD = 'cardroom.save.v2.guandan';
const DDZ = 'cardroom.save.v2.doudizhu';
let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const levels = (page) => page.getByRole('group', { name: '난이도' });
const level = (page, name) => levels(page).getByRole('button', { name, exact: true });
const pressed = (page) => levels(page).locator('[aria-pressed="true"]').innerText();
const tag = (page) => page.locator('.status__difficulty').innerText();
/** Starts a new game of `game` from the start screen; resolves to the table's level tag. */
async function newGame(page, game) {
  await button(page, game).click();
  await button(page, '새 게임').click();
  await handGroup(page).waitFor();
  return tag(page);
}
const saved = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

for (const size of ['phone', 'desktop']) {
  const check = (page, name) => checkIn(page, F, size, name);

  test(`a game keeps its difficulty across a reload; the picker remembers the next (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=11`, size);
    assert.equal(await pressed(page), '보통', '보통 by default');
    assert.equal(await level(page, '어려움').getAttribute('aria-pressed'), 'false');
    await level(page, '어려움').click();
    assert.equal(await pressed(page), '어려움');
    await page.getByText('어려움: 컴퓨터가 더 많은 경우를', { exact: false }).waitFor();
    await check(page, 'start-hard');

    // 관단 at 어려움: the table says so, and the save holds it.
    assert.equal(await newGame(page, '관단'), '난이도 어려움');
    await check(page, 'guandan-hard');
    assert.equal((await saved(page, GD)).level, 'hard');

    // Reload: 계속하기 names the level; the picker still offers 어려움 (remembered).
    await page.reload();
    await page.waitForSelector('[data-app-ready]');
    assert.equal(await pressed(page), '어려움', 'the choice is remembered');
    const summary = page.locator('.resume__summary');
    assert.match(await summary.innerText(), /· 난이도 어려움$/);
    // A new choice is for the next new game only: the kept game stays at 어려움.
    await level(page, '쉬움').click();
    await check(page, 'start-resume');
    await button(page, '관단 계속하기').click();
    await handGroup(page).waitFor();
    assert.equal(await tag(page), '난이도 어려움', '계속하기 keeps the game\'s level');

    // A 더우디주 game started now plays at 쉬움; the 관단 one is still 어려움.
    await button(page, '메뉴').click();
    assert.equal(await newGame(page, '더우디주'), '난이도 쉬움');
    await check(page, 'doudizhu-easy');
    assert.equal((await saved(page, DDZ)).level, 'easy');
    assert.equal((await saved(page, GD)).level, 'hard');

    await page.reload();
    await page.waitForSelector('[data-app-ready]');
    assert.equal(await pressed(page), '쉬움');
    const lines = await page.locator('.resume__game').allInnerTexts();
    assert.ok(lines.some((l) => l.includes('더우디주 계속하기') && l.includes('난이도 쉬움')), lines.join(' | '));
    assert.ok(lines.some((l) => l.includes('관단 계속하기') && l.includes('난이도 어려움')), lines.join(' | '));
    // 보통 again: nothing about the level is written to the settings (old saves' form).
    await level(page, '보통').click();
    const settings = await saved(page, 'cardroom.save.v2.settings');
    assert.equal(settings.settings.level, undefined);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('English names the levels too', async () => {
  const { context, page, errors } = await openApp(browser, server.url, 'phone');
  await button(page, 'English').click();
  const group = page.getByRole('group', { name: 'Difficulty' });
  for (const name of ['Easy', 'Normal', 'Hard']) await group.getByRole('button', { name, exact: true }).waitFor();
  await group.getByRole('button', { name: 'Hard', exact: true }).click();
  await button(page, 'New game').click();
  await page.getByRole('group', { name: 'My hand' }).waitFor();
  assert.equal(await tag(page), 'Difficulty: Hard');
  await checkIn(page, F, 'phone', 'english-table');
  assert.deepEqual(errors, []);
  await context.close();
});
