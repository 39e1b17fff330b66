// Helpers for driving the card table (shared by the game tests).
import assert from 'node:assert/strict';
import { shot, noHorizontalScroll, midWordBreaks, textOverlaps } from './harness.mjs';

export const handGroup = (page) => page.getByRole('group', { name: '내 손패' });
export const handCards = (page) => handGroup(page).getByRole('button');
export const handNames = (page) => handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
export const pressedCount = (page) => handGroup(page).locator('[aria-pressed="true"]').count();
export const button = (page, name) => page.getByRole('button', { name, exact: true });
export const myTurn = (page, timeout = 30000) => page.locator('.player--turn').waitFor({ timeout });

/** Presses 추천 and waits for its notice: the first press of a turn asks the computer
 * player in its worker, so the recommendation arrives a moment later. */
export async function recommend(page) {
  await button(page, '추천').click();
  await page.locator('.notice--hint').waitFor({ timeout: 30000 });
}

/** Clicks a card of my hand on its visible left strip (cards overlap). */
export async function clickCard(page, name) {
  await handGroup(page).getByRole('button', { name, exact: true }).first().click({ position: { x: 6, y: 24 } });
}

/** Clicks a card of my hand by its card id. */
export async function clickId(page, id) {
  await handGroup(page).locator(`[data-id="${id}"]`).click({ position: { x: 6, y: 24 } });
}

/** True when every card of my hand lies inside the window. */
export async function handFits(page) {
  return handCards(page).evaluateAll((els) => els.every((e) => {
    const r = e.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth + 0.5 && r.bottom <= window.innerHeight + 0.5;
  }));
}

/** A screenshot under screenshots/<folder>/, no horizontal scrolling, no word cut in the
 * middle by a line break, and no text laid over another. */
export async function check(page, folder, size, name) {
  // A play slides in from its seat for a quarter second, over the seat's name on the way:
  // the layout is judged where things come to rest (endless pulses, such as a thinking
  // seat's glow, are not waited for).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => {}))));
  await shot(page, folder, size, name);
  assert.ok(await noHorizontalScroll(page), `no horizontal scrolling at "${name}"`);
  assert.deepEqual(await midWordBreaks(page), [], `no word broken in the middle at "${name}"`);
  assert.deepEqual(await textOverlaps(page), [], `no text over another at "${name}"`);
}
