// The release build starts in Chromium and shows the start screen in Korean.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, shot, SIZES, noHorizontalScroll } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

for (const size of Object.keys(SIZES)) {
  test(`start screen renders (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, server.url, size);
    await assert.doesNotReject(page.getByRole('heading', { name: /더우디주/ }).first().waitFor());
    await shot(page, 'smoke', size, 'start');
    assert.ok(await noHorizontalScroll(page), 'no horizontal scrolling');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
