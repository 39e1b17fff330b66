// Issue 29, "First load": index.html's own start screen (#boot), shown while the page's wasm
// is on its way (src/ui/boot.rs, assets/start.js). The wasm is held back here until the
// test lets it through, as a slow network does: the screen is there before it, a press on
// it is not lost (관단, 어려움 and 새 게임 end at the 관단 table once the wasm is here;
// English and 규칙 likewise), it is the app's own screen (the same elements, names, texts
// and places), there is one main heading at any time, and a returning player (anything
// saved) never sees it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, shot, SIZES, noHorizontalScroll, midWordBreaks } from './harness.mjs';
import { handCards } from './table.mjs';

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A new page at `size` whose wasm (the page's, not the worker's) waits for the returned
 * `release()`. Service workers are blocked, so a reload fetches the wasm again. */
async function held(size) {
  const context = await browser.newContext({ viewport: SIZES[size], locale: 'ko-KR', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  let release = () => {};
  let hold = false;
  await page.route(/\/cardroom-[0-9a-f]+_bg\.wasm$/, async (route) => {
    if (hold) await new Promise((r) => { release = r; });
    await route.continue();
  });
  return {
    context, page, errors,
    hold: () => { hold = true; },
    release: () => { hold = false; release(); },
  };
}

const mounted = (page) => page.waitForSelector('[data-app-ready]', { timeout: 30000 });
const h1s = (page) => page.locator('h1').count();
const button = (page, name) => page.getByRole('button', { name, exact: true });

/** The start screen under `root` as a player and a screen reader meet it: each element's
 * tag, class, role, names, pressed state and own text, and where it is drawn (내 기록,
 * which the app adds below, left out). */
const shape = (page, root) => page.locator(root).evaluate((section) => {
  const walk = (el) => {
    const r = el.getBoundingClientRect();
    const attrs = [...el.attributes]
      .filter((a) => !a.name.startsWith('data-') && a.name !== 'hidden')
      .map((a) => `${a.name}=${a.value}`)
      .sort();
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data).join('').trim();
    return {
      tag: el.tagName, attrs, text: own, at: [r.x, r.y, r.width, r.height].map(Math.round),
      kids: [...el.children].filter((c) => !c.matches('.stats')).map(walk),
    };
  };
  return [...section.children].filter((c) => !c.matches('.stats')).map(walk);
});

for (const size of Object.keys(SIZES)) {
  test(`before the wasm: the start screen, and 관단 pressed on it is played (${size})`, async () => {
    const { context, page, errors, hold, release } = await held(size);
    hold();
    await page.goto(`${server.url}?seed=84`, { waitUntil: 'commit' });
    await page.locator('#boot').waitFor({ state: 'visible' });
    assert.equal(await page.locator('[data-app-ready]').count(), 0, 'the app has not mounted');
    assert.equal(await h1s(page), 1, 'one main heading');
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), '더우디주 · 관단');
    await shot(page, 'firstload', size, 'before-wasm');
    assert.ok(await noHorizontalScroll(page), 'no horizontal scrolling');
    assert.deepEqual(await midWordBreaks(page), [], 'no word broken in the middle');

    await button(page, '관단').click();
    assert.equal(await button(page, '관단').getAttribute('aria-pressed'), 'true');
    assert.equal(await button(page, '더우디주').getAttribute('aria-pressed'), 'false');
    await button(page, '어려움').click();
    assert.equal(await button(page, '어려움').getAttribute('aria-pressed'), 'true');
    assert.match(await page.locator('#boot .difficulty__about').innerText(), /^어려움: /);
    await button(page, '새 게임').click();
    await button(page, '불러오는 중…').waitFor();
    await shot(page, 'firstload', size, 'pressed');
    // Later presses wait with it: the game chosen stays 관단.
    await button(page, '더우디주').click();
    assert.equal(await button(page, '관단').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator('[data-app-ready]').count(), 0, 'still no app');

    release();
    await mounted(page);
    await handCards(page).first().waitFor({ timeout: 30000 });
    assert.equal(await handCards(page).count(), 27, "관단's 27 cards");
    assert.equal(await page.locator('.status__game').innerText(), '관단');
    assert.match(await page.locator('.status__difficulty').first().innerText(), /어려움$/);
    assert.equal(await page.locator('#boot').count(), 0, 'the static screen is gone');
    assert.equal(await h1s(page), 1, 'one main heading at the table');
    await shot(page, 'firstload', size, 'table');

    // A returning player (the match is saved now) never sees it: the app's 계속하기 comes.
    hold();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.getElementById('boot')?.hidden);
    assert.equal(await page.locator('#boot').isVisible(), false, 'hidden with a save');
    release();
    await mounted(page);
    await page.locator('.resume__button').waitFor();
    assert.equal(await page.locator('#boot').count(), 0);
    assert.equal(await h1s(page), 1);
    await page.locator('.resume__button').click();
    await handCards(page).first().waitFor({ timeout: 30000 });
    assert.equal(await page.locator('.status__game').innerText(), '관단', 'the saved match goes on');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the static start screen is the app\'s own first screen, drawn in the same places', async () => {
  for (const size of Object.keys(SIZES)) {
    const { context, page, errors, hold, release } = await held(size);
    hold();
    await page.goto(server.url, { waitUntil: 'commit' });
    await page.locator('#boot').waitFor({ state: 'visible' });
    const before = await shape(page, '#boot .start');
    assert.equal(before.length, 8, 'title, lead, language, games, about, difficulty, actions, hint');
    release();
    await mounted(page);
    assert.equal(await page.locator('#boot').count(), 0);
    assert.equal(await h1s(page), 1);
    const app = await shape(page, 'main.app .start');
    assert.deepEqual(before, app, `${size}: index.html's start screen matches the app's`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** Presses `name` on the start screen before the wasm, sees it say `busy`, then lets the
 * wasm through; resolves once the app has mounted. */
async function pressedBefore(size, name, busy) {
  const { context, page, errors, hold, release } = await held(size);
  hold();
  await page.goto(server.url, { waitUntil: 'commit' });
  await button(page, name).click();
  await button(page, busy).waitFor();
  assert.equal(await button(page, name).count(), 0);
  release();
  await mounted(page);
  assert.equal(await h1s(page), 1);
  return { context, page, errors };
}

test('English pressed before the wasm: the app comes in English and keeps it', async () => {
  const { context, page, errors } = await pressedBefore('phone', 'English', 'Loading…');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await button(page, 'English').getAttribute('aria-pressed'), 'true');
  await page.reload();
  await mounted(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the setting was saved');
  assert.equal(await page.locator('#boot').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('규칙 pressed before the wasm: the rules come once it is here', async () => {
  const { context, page, errors } = await pressedBefore('desktop', '규칙', '불러오는 중…');
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), '규칙');
  assert.deepEqual(errors, []);
  await context.close();
});
