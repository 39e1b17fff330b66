// Issue 12, "Statistics": 내 기록 on the start screen counts a hand the moment it settles
// (by role for 더우디주), keeps it across a reload, keeps each game's record apart, and
// 기록 초기화 asks first (취소 keeps everything; 초기화 starts that game from zero).
// Both sizes; screenshots: screenshots/stats/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp } from './harness.mjs';
import { button, handGroup, check as checkIn } from './table.mjs';

const F = 'stats';
let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** 내 기록's rows as { label: value }. */
async function record(page) {
  const region = page.getByRole('region', { name: /^내 기록/ });
  await region.waitFor();
  const rows = await region.locator('.stats__row').evaluateAll((els) =>
    els.map((e) => [e.querySelector('dt').textContent, e.querySelector('dd').textContent]));
  return Object.fromEntries(rows);
}

/** Back to the start screen, from the table (its 메뉴) or where a reload left the page. */
async function toStart(page) {
  const menu = page.getByRole('button', { name: '메뉴', exact: true }).first();
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('region', { name: /^내 기록/ }).waitFor();
}

for (const size of ['desktop', 'phone']) {
  const check = (page, name) => checkIn(page, F, size, name);

  test(`내 기록 counts a settled hand, survives a reload, resets only when confirmed (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=5&pause=100`, size);
    await button(page, '더우디주').click();
    const fresh = await record(page);
    assert.equal(fresh['전체'], '0판');
    assert.equal(fresh['지주'], '0판');
    await check(page, 'empty');

    // A whole hand, played by 자동 플레이 at 0.3 s.
    await button(page, '새 게임').click();
    await handGroup(page).waitFor();
    await page.getByLabel('간격').selectOption('300');
    await button(page, '자동 플레이').click();
    await page.locator('.settle').waitFor({ timeout: 400000 });
    await toStart(page);
    await button(page, '더우디주').click();
    const after1 = await record(page);
    assert.match(after1['전체'], /^1판 [01]승 \((0|100)%\)$/);
    const roles = [after1['지주'], after1['농민']];
    assert.equal(roles.filter((r) => r.startsWith('1판')).length, 1, `one role counted: ${roles}`);
    assert.equal(roles.filter((r) => r === '0판').length, 1);
    await check(page, 'one-hand');

    // Kept across a reload; 관단's record is its own.
    await page.reload();
    await page.waitForSelector('[data-app-ready]');
    await toStart(page);
    await button(page, '더우디주').click();
    assert.deepEqual(await record(page), after1);
    await button(page, '관단').click();
    const guandan = await record(page);
    assert.equal(guandan['전체'], '0판');
    assert.ok('순위' in guandan && '올린 레벨' in guandan, '관단 shows places and levels');

    // 기록 초기화 asks; 취소 keeps the record, 초기화 clears this game's only.
    await button(page, '더우디주').click();
    await button(page, '기록 초기화').click();
    const ask = page.getByRole('alertdialog', { name: '기록을 초기화할까요?' });
    await ask.waitFor();
    await check(page, 'reset-asks');
    await ask.getByRole('button', { name: '취소' }).click();
    assert.deepEqual(await record(page), after1);
    await button(page, '기록 초기화').click();
    await ask.getByRole('button', { name: '초기화' }).click();
    assert.equal((await record(page))['전체'], '0판');
    await page.reload();
    await page.waitForSelector('[data-app-ready]');
    await toStart(page);
    await button(page, '더우디주').click();
    assert.equal((await record(page))['전체'], '0판', 'the reset is saved');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
