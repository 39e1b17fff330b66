// Issue 29, "an accessibility audit": axe-core finds no serious or critical violation, and
// each page has one main heading, on the start screen, the rules, both tables (the card
// counter on) and the dialog that asks before a game is thrown away, in Korean and in
// English. The tables mid-trick, the record, the result and the replay are audited by
// layout.test.mjs at the same time as their layout.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp } from './harness.mjs';
import { audit } from './audit.mjs';

const WORDS = {
  ko: { rules: '규칙', back: '돌아가기', doudizhu: '더우디주', guandan: '관단', newGame: '새 게임', menu: '메뉴', counter: '카운터', cancel: '취소' },
  en: { rules: 'Rules', back: 'Back', doudizhu: 'Dou Dizhu', guandan: 'Guandan', newGame: 'New game', menu: 'Menu', counter: 'Counter', cancel: 'Cancel' },
};

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const button = (page, name) => page.getByRole('button', { name, exact: true });

for (const lang of ['ko', 'en']) {
  for (const size of ['desktop', 'phone']) {
    test(`no serious accessibility violation, one main heading (${lang}, ${size})`, async () => {
      const w = WORDS[lang];
      const { context, page, errors } = await openApp(browser, `${server.url}?seed=4&pause=100`, size, { bypassCSP: true });
      if (lang === 'en') await button(page, 'English').click();
      await audit(page, 'the start screen');

      await button(page, w.rules).click();
      for (const game of [w.doudizhu, w.guandan]) {
        await page.getByRole('tab', { name: game }).click();
        await audit(page, `the rules of ${game}`);
      }
      await button(page, w.back).click();

      for (const game of ['doudizhu', 'guandan']) {
        await button(page, w[game]).click();
        await button(page, w.newGame).click();
        await page.locator('.hand__card').first().waitFor();
        await button(page, w.counter).click();
        await page.locator('.counter').waitFor();
        await audit(page, `the ${game} table`);
        await button(page, w.counter).click();
        await button(page, w.menu).click();
      }

      // 새 게임 over an unfinished hand asks first.
      await button(page, w.newGame).click();
      const ask = page.getByRole('alertdialog');
      await ask.waitFor();
      await audit(page, 'the dialog before a game is thrown away');
      await button(page, w.cancel).click();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
