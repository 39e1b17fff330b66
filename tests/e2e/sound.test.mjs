// Issue 29, "Sound": off by default, 소리 in the top bar turns it on, the setting survives a
// reload, and the effects are synthesised (Web Audio oscillators: no sound file is fetched).
// The page's AudioContext is counted by a script that runs before the page's own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const button = (page, name) => page.getByRole('button', { name, exact: true });

// Counts the oscillators the page starts, in the window's `__tones`.
const COUNT_TONES = () => {
  window.__tones = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.__tones += 1;
    return start.apply(this, args);
  };
};

test('sound is off until 소리 is pressed, then plays synthesised effects and survives a reload', async () => {
  const { context, page, errors } = await openApp(browser, `${server.url}?seed=3&pause=100`, 'laptop');
  await context.addInitScript(COUNT_TONES);
  await page.reload();
  await page.waitForSelector('[data-app-ready]');
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const tones = () => page.evaluate(() => window.__tones);

  await button(page, '더우디주').click();
  await button(page, '새 게임').click();
  await page.locator('.hand__card').first().waitFor();
  const sound = button(page, '소리');
  assert.equal(await sound.getAttribute('aria-pressed'), 'false', 'off by default');

  // Off: the computer players' plays make no sound.
  await page.getByLabel('간격').selectOption('300');
  await button(page, '자동 플레이').click();
  await page.waitForFunction(() => document.querySelectorAll('.trick .played:not(.played--empty)').length >= 2, null, { timeout: 60000 });
  assert.equal(await tones(), 0, 'no sound while off');

  // On: the click makes a sound at once, and so does the next play or pass.
  await sound.click();
  assert.equal(await sound.getAttribute('aria-pressed'), 'true');
  const afterSwitch = await tones();
  assert.ok(afterSwitch > 0, 'turning sound on sounds');
  await page.waitForFunction((n) => window.__tones > n, afterSwitch, { timeout: 60000 });
  await button(page, '자동 플레이').click();

  // Kept across a reload; no audio file was fetched.
  await page.reload();
  await page.waitForSelector('[data-app-ready]');
  const resume = page.locator('.resume__button');
  if (await resume.count()) await resume.first().click();
  await button(page, '소리').waitFor();
  assert.equal(await button(page, '소리').getAttribute('aria-pressed'), 'true', 'still on after a reload');
  assert.deepEqual(requests.filter((u) => /\.(mp3|ogg|wav|m4a|aac|webm)(\?|$)/.test(u)), []);

  // Off again: silent.
  await button(page, '소리').click();
  assert.equal(await button(page, '소리').getAttribute('aria-pressed'), 'false');
  assert.deepEqual(errors, []);
  await context.close();
});
