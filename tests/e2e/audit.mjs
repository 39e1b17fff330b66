// The accessibility audit (issue 29): axe-core, run in the page, finds no serious or
// critical violation, and the page has one main heading. The page's Content-Security-Policy
// forbids an injected script, so a test that audits opens its page with `bypassCSP`.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Audits the page as it is now; `where` names it in a failure. */
export async function audit(page, where) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
  assert.deepEqual(bad, [], `axe finds no serious or critical violation at ${where}`);
  assert.equal(await page.locator('h1').count(), 1, `one main heading at ${where}`);
}
