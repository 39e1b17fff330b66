// Issue 28, 복기: a finished hand of each game in which I passed when I could have gone out
// (tests/e2e/fixtures/review-*.json, written and checked by tests/review_fixtures.rs) is
// reviewed in the worker from the hand's result: 취소 stops it, 복기 goes on, a progress line
// shows, the page's thread has no long task over 50 ms meanwhile; the pass is marked 실수 or
// 큰 실수 with a play as the better move; choosing it opens 다시 보기 there with both moves;
// a reload keeps the review (no search again) and 내 기록 shows the accuracy. Both games,
// both sizes, Korean and English. Screenshots: screenshots/review/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  serveDist, launch, openApp, shot, SIZES, midWordBreaks, noHorizontalScroll, observeLongTasks,
} from './harness.mjs';
import { button } from './table.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => fs.readFileSync(path.join(here, 'fixtures', `review-${name}.json`), 'utf8');

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const WORDS = {
  ko: {
    review: '복기', cancel: '취소', replay: '다시 보기', close: '닫기', menu: '메뉴',
    progress: /^복기 중( \d+\/\d+|…)$/, bad: / · (큰 )?실수$/, mine: '내 수: 패스', better: '더 나은 수: ',
    list: '내 결정', record: /^내 기록/, accuracy: '복기 정확도', summary: /^정확도 \d+% · 좋은 수 \d+ · 부정확 \d+ · 실수 \d+ · 큰 실수 \d+$/,
  },
  en: {
    review: 'Review', cancel: 'Cancel', replay: 'Replay', close: 'Close', menu: 'Menu',
    progress: /^Reviewing( \d+\/\d+|…)$/, bad: / · (Mistake|Blunder)$/, mine: 'My move: Pass', better: 'Better move: ',
    list: 'My decisions', record: /^My record/, accuracy: 'Review accuracy', summary: /^Accuracy \d+% · Good \d+ · Inaccuracy \d+ · Mistake \d+ · Blunder \d+$/,
  },
};

const GAMES = [
  { key: 'doudizhu', ko: '더우디주', en: 'Dou Dizhu' },
  { key: 'guandan', ko: '관단', en: 'Guandan' },
];

/** True once the review has no progress line and lists its decisions (CSS only: a query
 * by role would compute accessible names on the page's thread, the test's work). */
const finished = () => {
  const panel = document.querySelector('.review');
  return !!panel && !panel.querySelector('[role="status"]') && panel.querySelectorAll('.review__item').length > 0;
};

for (const size of Object.keys(SIZES)) {
  for (const lang of ['ko', 'en']) {
    for (const g of GAMES) {
      const w = WORDS[lang];
      test(`${g.key}: 복기 of a hand with a deliberate pass (${size}, ${lang})`, async () => {
        const { context, page, errors } = await openApp(browser, server.url, size);
        await context.addInitScript(observeLongTasks);
        if (lang === 'en') await button(page, 'English').click();
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`cardroom.save.v2.${g.key}`, fixture(g.key)]);
        await page.reload();
        await page.waitForSelector('[data-app-ready]');
        await button(page, lang === 'ko' ? `${g.ko} 계속하기` : `Continue ${g.en}`).click();
        const result = page.locator('.settle');
        await result.waitFor();

        // 취소 stops the review before its first answer; 복기 then goes on to the end.
        await result.getByRole('button', { name: w.review, exact: true }).click();
        const panel = page.getByRole('dialog', { name: w.review });
        await panel.waitFor();
        assert.match(await result.getByRole('status').innerText(), w.progress);
        // On a phone the panel covers the result: its own 취소 then.
        await (size === 'desktop' ? result : panel).getByRole('button', { name: w.cancel, exact: true }).click();
        assert.equal(await result.getByRole('status').count(), 0, 'no progress once cancelled');
        assert.equal(await panel.getByRole('status').count(), 0);
        await page.waitForTimeout(500);
        const before = await panel.locator('.review__item').count();
        const from = await page.evaluate(() => performance.now());
        // The result stays usable meanwhile: its buttons answer (the panel's 복기 goes on).
        await panel.getByRole('button', { name: w.review, exact: true }).click();
        await page.locator('.review [role="status"]').waitFor();
        assert.match(await page.locator('.review [role="status"]').innerText(), w.progress);
        await shot(page, 'review', size, `${g.key}-${lang}-progress`);
        await page.waitForFunction(finished, null, { timeout: 240000, polling: 250 });
        const to = await page.evaluate(() => performance.now());
        const long = (await page.evaluate(() => window.__long)).filter((t) => t.start + t.duration >= from && t.start <= to);
        assert.deepEqual(long.filter((t) => t.duration > 50), [], 'no long task on the page\'s thread while reviewing');
        const items = panel.getByRole('list', { name: w.list }).getByRole('listitem');
        const n = await items.count();
        assert.ok(n > before, `the review went on (${before} → ${n})`);
        assert.match(await panel.locator('.review__summary').innerText(), w.summary);

        // The pass is 실수 or 큰 실수, with a play as the better move.
        const marked = items.filter({ has: page.getByRole('button', { name: w.bad }) }).filter({ hasText: w.mine });
        assert.ok(await marked.count() >= 1, 'the deliberate pass is marked');
        const bad = marked.first();
        const text = await bad.innerText();
        assert.ok(text.includes(w.better), text);
        assert.ok(!text.includes(`${w.better}${lang === 'ko' ? '패스' : 'Pass'}`), text);
        assert.deepEqual(await midWordBreaks(page), [], 'no word cut by a line break');
        assert.ok(await noHorizontalScroll(page));
        await shot(page, 'review', size, `${g.key}-${lang}-list`);

        // Chosen, it opens 다시 보기 at that position, with my move and the better one.
        await bad.getByRole('button', { name: w.bad }).click();
        const replay = page.getByRole('dialog', { name: w.replay });
        await replay.waitFor();
        const scene = await replay.locator('.review__scene').innerText();
        assert.ok(scene.includes(lang === 'ko' ? '내 수' : 'My move'), scene);
        assert.ok(scene.includes(lang === 'ko' ? '더 나은 수' : 'Better move'), scene);
        assert.deepEqual(await midWordBreaks(page), []);
        await shot(page, 'review', size, `${g.key}-${lang}-replay`);
        // From there, the hand moves on step by step.
        const at = await replay.locator('.review__step').innerText();
        await replay.getByRole('button', { name: lang === 'ko' ? '다음 수' : 'Next move', exact: true }).click();
        assert.notEqual(await replay.locator('.review__step').innerText(), at);

        // Kept: after a reload the review opens whole, without searching again.
        await page.reload();
        await page.waitForSelector('[data-app-ready]');
        await button(page, lang === 'ko' ? `${g.ko} 계속하기` : `Continue ${g.en}`).click();
        await page.locator('.settle').getByRole('button', { name: w.review, exact: true }).click();
        await panel.waitFor();
        assert.equal(await page.locator('.review [role="status"]').count(), 0, 'no search again');
        assert.equal(await panel.getByRole('list', { name: w.list }).getByRole('listitem').count(), n);
        await panel.getByRole('button', { name: w.close, exact: true }).click();

        // 내 기록: the average accuracy, and 복기 for the last hand.
        await page.locator('.settle').getByRole('button', { name: w.menu, exact: true }).click();
        const record = page.getByRole('region', { name: w.record });
        await record.waitFor();
        const row = record.locator('.stats__row', { hasText: w.accuracy });
        assert.match(await row.innerText(), /\d+%/);
        await record.getByRole('button', { name: w.review, exact: true }).click();
        await panel.waitFor();
        assert.equal(await panel.getByRole('list', { name: w.list }).getByRole('listitem').count(), n);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
}
