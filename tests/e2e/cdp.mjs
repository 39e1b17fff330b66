// A bare Chrome DevTools Protocol client over Chromium's debugging pipe (fd 3 and 4, as
// Playwright itself talks to it), for the one measurement that needs what Playwright does
// not offer: network emulation on every target of the browser — the page, its Web Worker
// and the service worker, whose requests a page's own emulation does not slow.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from './harness.mjs';

/** Starts Debian's Chromium with a fresh profile; resolves to a client:
 * `send(method, params, sessionId)`, `on(event, (params, sessionId) => …)`, `close()`. */
export async function launchCdp() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cardroom-cdp-'));
  const proc = spawn('/usr/bin/chromium', [
    ...CHROMIUM_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const out = proc.stdio[3];
  const input = proc.stdio[4];
  let next = 0;
  const pending = new Map();
  const listeners = new Map();
  let buffer = Buffer.alloc(0);
  input.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (let end = buffer.indexOf(0); end >= 0; end = buffer.indexOf(0)) {
      const message = JSON.parse(buffer.subarray(0, end).toString('utf8'));
      buffer = buffer.subarray(end + 1);
      if (message.id !== undefined) {
        const p = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) p?.reject(new Error(`${p.method}: ${message.error.message}`));
        else p?.resolve(message.result);
      } else {
        for (const f of listeners.get(message.method) ?? []) f(message.params, message.sessionId);
      }
    }
  });
  const send = (method, params = {}, sessionId = undefined) => new Promise((resolve, reject) => {
    next += 1;
    pending.set(next, { resolve, reject, method });
    out.write(`${JSON.stringify({ id: next, method, params, sessionId })}\0`);
  });
  const on = (event, f) => {
    listeners.set(event, [...(listeners.get(event) ?? []), f]);
  };
  const close = async () => {
    await send('Browser.close').catch(() => {});
    await new Promise((r) => { if (proc.exitCode !== null) r(); else proc.once('exit', r); });
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { send, on, close };
}
