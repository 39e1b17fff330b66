// Issue 12, the hand's record, in both games at both sizes, driven by role and name as a
// player would: 카운터 shows each rank's unseen copies (관단's wild hearts apart) without
// pushing my hand off the screen or covering other text, and stays on after a reload;
// 기록 lists every trick of the hand, scrolling; after the hand, 다시 보기 replays it
// step by step (이전 수, 다음 수, 재생/일시정지) with every hand face up and the settlement
// at the end. Screenshots: screenshots/record/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, SIZES } from './harness.mjs';
import { handFits, button, check as checkIn, myTurn } from './table.mjs';

const F = 'record';

/** How many animations run inside `panel` (a dialog's locator). */
const stillMoving = (panel) => panel.evaluate((el) => el.getAnimations({ subtree: true }).length);
let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Pairs of visible text boxes under `root` that overlap (card faces, aria-hidden, are
 * left out: they overlap on purpose). */
async function overlappingLabels(page, root) {
  return page.evaluate((sel) => {
    const boxes = [];
    const walker = document.createTreeWalker(document.querySelector(sel), NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || !el || el.closest('[aria-hidden="true"]:not(.counter__rank, .counter__left, .counter__wild)')) continue;
      if (getComputedStyle(el).visibility !== 'visible') continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.height > 0) boxes.push({ text: n.textContent.trim(), r });
      }
    }
    const out = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) out.push(`${boxes[i].text} × ${boxes[j].text}`);
      }
    }
    return out;
  }, root);
}

/** The counter's cells: [accessible name, shown number]. */
async function counterCells(page) {
  const list = page.getByRole('list', { name: /^카드 카운터/ });
  return list.getByRole('listitem').evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), Number(e.querySelector('.counter__left').textContent)]));
}

const total = (cells) => cells.reduce((a, [, n]) => a + n, 0);

const GAMES = [
  { game: '더우디주', seed: 1, seats: ['나', '민준', '서연'], dealt: [17, 17, 17] },
  { game: '관단', seed: 191, seats: ['나', '민준', '지우', '서연'], dealt: [27, 27, 27, 27] },
];

for (const size of Object.keys(SIZES)) {
  for (const g of GAMES) {
    const check = (page, name) => checkIn(page, F, size, `${g.game}-${name}`);

    test(`${g.game}: counter, the hand's record and its replay (${size})`, async () => {
      const { context, page, errors } = await openApp(browser, `${server.url}?seed=${g.seed}&pause=100`, size);
      await button(page, g.game).click();
      await button(page, '새 게임').click();
      if (g.game === '더우디주') {
        const bids = page.getByRole('group', { name: '입찰' });
        await bids.getByRole('button', { name: '3', exact: true }).click();
        await page.getByRole('img', { name: /^바닥패: / }).waitFor();
      }
      await myTurn(page);

      // 카운터: off at first; on, every rank, and what I hold (and the shown bottom) seen.
      const toggle = button(page, '카운터');
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      assert.equal(await page.getByRole('list', { name: /^카드 카운터/ }).count(), 0);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
      let cells = await counterCells(page);
      assert.equal(cells.length, 15);
      if (g.game === '더우디주') {
        assert.equal(total(cells), 54 - 20, 'the landlord holds 20 of 54');
        assert.deepEqual(cells.slice(-2).map(([n]) => n.split(':')[0]), ['작은 조커', '큰 조커']);
      } else {
        assert.equal(total(cells), 108 - 27);
        const two = cells.find(([n]) => n.startsWith('2:'));
        assert.match(two[0], /^2: \d장 \(와일드 \d장\)$|^2: \d장$/);
        const wilds = await page.getByRole('group', { name: '내 손패' }).getByRole('button', { name: '하트 2 (와일드)' }).count();
        if (wilds < 2) assert.match(two[0], new RegExp(`와일드 ${2 - wilds}장`));
      }
      assert.ok(await handFits(page), 'the counter leaves my hand on the screen');
      assert.deepEqual(await overlappingLabels(page, '.table'), [], 'no text covers another');
      await check(page, 'counter');

      // The setting is saved: on after a reload.
      await page.reload();
      await page.waitForSelector('[data-app-ready]');
      await button(page, `${g.game} 계속하기`).click();
      await page.getByRole('list', { name: /^카드 카운터/ }).waitFor();
      assert.equal(await button(page, '카운터').getAttribute('aria-pressed'), 'true');

      // 자동 플레이 plays on; the counter follows what is played.
      await page.getByLabel('간격').selectOption('300');
      await button(page, '자동 플레이').click();
      // Until another seat has played (a peasant may pass on everything its partner
      // leads, so only one seat's cards may ever show at once).
      const fresh = total(cells);
      for (let t = 0; total(await counterCells(page)) >= fresh; t += 250) {
        assert.ok(t < 60000, 'nobody played within a minute');
        await page.waitForTimeout(250);
      }
      await button(page, '자동 플레이').click();
      await page.waitForTimeout(1500);
      cells = await counterCells(page);
      assert.ok(total(cells) < (g.game === '더우디주' ? 34 : 81), 'plays leave the counter');

      // 기록: every trick so far, in order, in a panel that scrolls.
      await button(page, '기록').click();
      const record = page.getByRole('dialog', { name: '이번 판 기록' });
      await record.waitFor();
      const tricks = await record.getByRole('heading', { level: 3 }).allInnerTexts();
      assert.ok(tricks.includes('첫 번째 트릭'), tricks.join());
      if (g.game === '더우디주') assert.equal(tricks[0], '입찰');
      const list = record.getByRole('list', { name: '트릭 목록' });
      assert.equal(await list.evaluate((l) => getComputedStyle(l).overflowY), 'auto');
      // A list to read: nothing in it slides or fades in (it showed faint at first).
      assert.equal(await stillMoving(record), 0, 'no entry of the record animates');
      await check(page, 'record');
      assert.deepEqual(await overlappingLabels(page, '.record'), []);
      await button(page, '닫기').click();
      await record.waitFor({ state: 'detached' });

      // The hand to its end with 자동 플레이 (관단: returns included).
      await button(page, '자동 플레이').click();
      const settle = page.locator('.settle');
      await settle.waitFor({ timeout: 300000 });
      await button(page, '자동 플레이').click();
      // The record holds the whole hand: far more than the log's last four lines.
      await button(page, '기록').click();
      const entries = await record.locator('.record__entry').count();
      assert.ok(entries > 12, `${entries} entries`);
      const scrolls = await list.evaluate((l) => l.scrollHeight > l.clientHeight);
      assert.ok(scrolls, 'a whole hand scrolls');
      await check(page, 'record-whole-hand');
      await button(page, '닫기').click();

      // 다시 보기: from the deal, one step at a time, every hand face up.
      await settle.getByRole('button', { name: '다시 보기' }).click();
      const replay = page.getByRole('dialog', { name: '다시 보기' });
      await replay.waitFor();
      const step = replay.locator('.record__step');
      const [, steps] = (await step.innerText()).match(/^0 \/ (\d+)$/).map(Number);
      assert.ok(steps > 10, `${steps} steps`);
      // Each seat's group: "나 · 17장", its hand face up.
      const hands = () => replay.locator('.record__group').evaluateAll((els) => els.slice(1).map((e) => [
        e.querySelector('h3').textContent, e.querySelector('.record__entry').querySelectorAll('.card').length,
      ]).filter(([t]) => t !== '결산'));
      const dealt = await hands();
      assert.deepEqual(dealt.map(([t]) => t.split(' · ')[0]), g.seats);
      assert.deepEqual(dealt.map(([t, c]) => t.split(' · ')[1]), dealt.map(([, c]) => `${c}장`));
      if (g.game === '더우디주') assert.deepEqual(dealt.map(([, c]) => c), g.dealt);
      else assert.equal(dealt.reduce((a, [, c]) => a + c, 0), 108);
      assert.ok(await replay.getByRole('button', { name: '이전 수' }).isDisabled());
      await check(page, 'replay-start');
      const caption = replay.locator('.record__group').first();
      const caption0 = await caption.innerText();
      await replay.getByRole('button', { name: '다음 수' }).click();
      assert.equal(await step.innerText(), `1 / ${steps}`);
      // A step draws every seat anew: nothing fades in, or the whole panel would pulse.
      assert.equal(await stillMoving(replay), 0, 'no part of a replay step animates');
      assert.notEqual(await caption.innerText(), caption0);
      await replay.getByRole('button', { name: '이전 수' }).click();
      assert.equal(await step.innerText(), `0 / ${steps}`);
      // 재생 moves on by itself; 일시정지 stops it.
      await replay.getByRole('button', { name: '재생' }).click();
      await page.waitForFunction(() => /^[2-9] \//.test(document.querySelector('.record__step').textContent), null, { timeout: 10000 });
      await replay.getByRole('button', { name: '일시정지' }).click();
      const paused = await step.innerText();
      await page.waitForTimeout(1500);
      assert.equal(await step.innerText(), paused, 'paused');
      await check(page, 'replay-playing');
      // To the end: the hands left face up, and the settlement.
      const next = replay.getByRole('button', { name: '다음 수' });
      while (!(await next.isDisabled())) await next.click();
      assert.equal(await step.innerText(), `${steps} / ${steps}`);
      const settlement = replay.locator('.record__group').last();
      assert.equal(await settlement.locator('h3').innerText(), '결산');
      assert.match(await settlement.innerText(), /승리/);
      const end = await hands();
      assert.ok(end.some(([, c]) => c === 0), 'someone went out');
      assert.ok(end.some(([, c]) => c > 0), 'the others\' cards are shown');
      const shownNames = await replay.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      assert.ok(shownNames.some((n) => /^(스페이드|하트|다이아몬드|클로버|작은|큰)/.test(n)), shownNames.join(' | '));
      assert.deepEqual(await overlappingLabels(page, '.record--replay'), []);
      await check(page, 'replay-end');
      // 재생 at the end plays again from the deal.
      await replay.getByRole('button', { name: '재생' }).click();
      await page.waitForFunction(() => /^[1-9] \//.test(document.querySelector('.record__step').textContent), null, { timeout: 10000 });
      await replay.getByRole('button', { name: '일시정지' }).click();
      await replay.getByRole('button', { name: '닫기' }).click();
      await settle.waitFor();

      // Off again: gone.
      await button(page, '카운터').click();
      assert.equal(await page.getByRole('list', { name: /^카드 카운터/ }).count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
