// Never lose a game (issue 13), end to end in headless Chromium against the release build:
// 새 게임 / 새 경기 ask before throwing an unfinished hand or match away; a second tab does
// not write until it takes the game over (and the first then stops; a tab that closes
// hands the game to the waiting one); a full storage keeps the game playing with one
// notice and the old save intact, and the save is tried again until it gets through, even
// while nothing moves; a panic shows a notice whose button brings the saved game back; and
// a whole hand of each game makes no request off the page's origin (the worker's requests
// included) and breaks no rule of its Content-Security-Policy. Screenshots:
// screenshots/reliability/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, shot, SIZES } from './harness.mjs';
import { button, handCards, handGroup } from './table.mjs';

const F = 'reliability';
let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const DDZ = 'cardroom.save.v2.doudizhu';
const dialog = (page, name) => page.getByRole('alertdialog', { name });

/** Starts a game from the start screen (no save of it yet: no question asked). */
async function startGame(page, game) {
  await button(page, game).click();
  await button(page, '새 게임').click();
  await handGroup(page).waitFor();
}

/** Declines my bid if asked, until the hand is being played (더우디주). */
async function bidOnce(page) {
  const decline = page.getByRole('group', { name: '입찰' }).getByRole('button', { name: '3', exact: true });
  if (await decline.isVisible()) await decline.click();
}

/** The focused element's text, once it is `want` or after 2 s: the page moves the focus
 * on the frame after the dialog opens or closes, not in the same task. */
async function focused(page, want) {
  await page.waitForFunction((w) => document.activeElement?.textContent === w, want, { timeout: 2000 }).catch(() => {});
  return page.evaluate(() => document.activeElement?.textContent);
}

test('새 게임 and 새 경기 ask before discarding, saying what is lost', async () => {
  const { context, page, errors } = await openApp(browser, `${server.url}?seed=1`, 'phone');
  // Nothing to lose yet: no question.
  await startGame(page, '더우디주');
  assert.equal(await page.getByRole('alertdialog').count(), 0);
  await bidOnce(page);
  await button(page, '메뉴').click();
  const summary = await page.locator('.resume__summary').innerText();

  // 새 게임 mid-hand: which hand, unscored, the totals kept. 취소 changes nothing.
  await button(page, '새 게임').click();
  const ask = dialog(page, '진행 중인 게임을 버릴까요?');
  await ask.waitFor();
  assert.match(await ask.innerText(), /더우디주 첫 번째 판이 점수 없이 버려지고 카드를 새로 나눕니다\. 누적 점수는 그대로 남습니다: 나 0 · /);
  assert.equal(await focused(page, '취소'), '취소', 'the safe choice has the focus');
  await shot(page, F, 'phone', 'confirm-new-game');
  await ask.getByRole('button', { name: '취소' }).click();
  await ask.waitFor({ state: 'detached' });
  assert.equal(await page.locator('.resume__summary').innerText(), summary, 'cancel keeps the hand');
  assert.equal(await focused(page, '새 게임'), '새 게임', 'the focus goes back');
  // Escape cancels too.
  await button(page, '새 경기').click();
  await ask.waitFor();
  assert.match(await ask.innerText(), /진행 중인 더우디주 경기를 버리고 세 명 모두 0점에서 다시 시작합니다/);
  await shot(page, F, 'phone', 'confirm-new-match');
  await page.keyboard.press('Escape');
  await ask.waitFor({ state: 'detached' });
  assert.equal(await page.locator('.resume__summary').innerText(), summary);

  // 버리고 새로 시작: the hand is dealt anew.
  await button(page, '새 게임').click();
  await ask.getByRole('button', { name: '버리고 새로 시작' }).click();
  await handGroup(page).waitFor();
  assert.equal(await handCards(page).count(), 17);

  // 관단: 새 게임 resets the match, so it asks with the levels; the 더우디주 match stays.
  await button(page, '메뉴').click();
  await startGame(page, '관단');
  await button(page, '메뉴').click();
  await button(page, '관단').click();
  await button(page, '새 게임').click();
  assert.match(await ask.innerText(), /진행 중인 관단 경기를 버리고 두 팀 모두 레벨 2에서 다시 시작합니다\. 첫 번째 판과 두 팀의 레벨이 사라집니다: 우리 팀 2 · 상대 팀 2\./);
  await shot(page, F, 'phone', 'confirm-guandan');
  await ask.getByRole('button', { name: '취소' }).click();
  assert.equal(await page.locator('.resume__game').count(), 2, 'both matches kept');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Counts this page's writes of save documents (its own setItem calls). */
const COUNT_WRITES = () => {
  window.__saves = 0;
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    if (k.startsWith('cardroom.save')) window.__saves += 1;
    return set.call(this, k, v);
  };
};

test('a second tab does not write until it takes the game over; the first then stops', async () => {
  const context = await browser.newContext({ viewport: SIZES.phone, locale: 'ko-KR' });
  await context.addInitScript(COUNT_WRITES);
  const errors = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}?seed=2`);
    await page.waitForSelector('[data-app-ready]');
    return page;
  };
  const first = await open();
  await first.evaluate(() => localStorage.clear());
  await first.reload();
  await first.waitForSelector('[data-app-ready]');
  await startGame(first, '더우디주');
  await button(first, '자동 플레이').click();

  // The second tab: a notice, nothing written, its page inert.
  const second = await open();
  const elsewhere = dialog(second, '다른 탭에서 열려 있습니다');
  await elsewhere.waitFor();
  assert.match(await elsewhere.innerText(), /이 탭에서는 저장하지 않습니다/);
  await shot(second, F, 'phone', 'second-tab');
  await second.waitForTimeout(1500);
  assert.equal(await second.evaluate(() => window.__saves), 0, 'the second tab wrote nothing');
  assert.equal(await second.locator('main[inert]').count(), 1);

  // 여기서 계속하기: it goes on from the first tab's last save; the first tab stops.
  await elsewhere.getByRole('button', { name: '여기서 계속하기' }).click();
  await elsewhere.waitFor({ state: 'detached' });
  const taken = dialog(first, '다른 탭으로 옮겨 갔습니다');
  await taken.waitFor({ timeout: 10000 });
  await shot(first, F, 'phone', 'taken-over');
  const firstWrites = await first.evaluate(() => window.__saves);
  assert.ok(firstWrites > 0);
  await button(second, '더우디주 계속하기').click();
  await handGroup(second).waitFor();
  // The second tab plays (auto-play was saved on); the first writes nothing meanwhile.
  const saved = await second.evaluate((k) => localStorage.getItem(k), DDZ);
  await second.waitForFunction(([k, s]) => localStorage.getItem(k) !== s, [DDZ, saved], { timeout: 30000 });
  assert.equal(await first.evaluate(() => window.__saves), firstWrites, 'the first tab stopped writing');

  // 이 탭으로 되찾기 in the first tab: now the second one is told.
  await taken.getByRole('button', { name: '이 탭으로 되찾기' }).click();
  await taken.waitFor({ state: 'detached' });
  await dialog(second, '다른 탭으로 옮겨 갔습니다').waitFor({ timeout: 10000 });
  const secondWrites = await second.evaluate(() => window.__saves);
  await first.waitForTimeout(2000);
  assert.equal(await second.evaluate(() => window.__saves), secondWrites, 'the second tab stopped writing');

  // The first tab closes: the second takes the game back by itself.
  await first.close();
  await dialog(second, '다른 탭으로 옮겨 갔습니다').waitFor({ state: 'detached', timeout: 10000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a full storage: the game plays on, one notice, the old save kept, saving again later', async () => {
  const { context, page, errors } = await openApp(browser, `${server.url}?seed=3`, 'phone');
  // Every setItem throws while window.__full is set, as a full quota does.
  await context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  await page.reload();
  await page.waitForSelector('[data-app-ready]');
  await startGame(page, '더우디주');
  await bidOnce(page);
  // The bid (3: I am the landlord) is saved in a task after the move's: the old save to
  // keep is the one with the bid in it.
  await page.waitForFunction((k) => /"phase":"playing"/.test(localStorage.getItem(k) ?? ''), DDZ);
  const before = await page.evaluate((k) => localStorage.getItem(k), DDZ);
  assert.ok(before);

  await page.evaluate(() => { window.__full = true; });
  await button(page, '자동 플레이').click();
  const notice = page.getByRole('alert').filter({ hasText: '저장 공간' });
  await notice.waitFor({ timeout: 30000 });
  assert.match(await notice.innerText(), /게임은 계속할 수 있고, 수마다 다시 저장을 시도합니다/);
  await shot(page, F, 'phone', 'storage-full');
  // Closed, it does not come back while the storage stays full; the game goes on.
  await button(page, '닫기').click();
  const cards = await handCards(page).count();
  for (let i = 0; i < 60 && (await handCards(page).count()) >= cards; i++) await page.waitForTimeout(500);
  assert.ok((await handCards(page).count()) < cards, 'the game went on');
  assert.equal(await notice.count(), 0, 'the notice shows once');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), DDZ), before, 'the old save is kept');

  // The table comes to rest (자동 플레이 off: my turn, or the hand settled), so nothing
  // changes any more. Room again: the refused save is tried again all the same, and what
  // it writes is the position on the table.
  await button(page, '자동 플레이').click();
  await page.locator('.player--turn, .settle').first().waitFor({ timeout: 60000 });
  const resting = await handCards(page).count();
  await page.evaluate(() => { window.__full = false; });
  await page.waitForFunction(([k, s]) => localStorage.getItem(k) !== s, [DDZ, before], { timeout: 15000 });
  assert.equal(await handCards(page).count(), resting, 'saved without a move');
  const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), DDZ));
  assert.equal(saved.match.state.round.hands[0].split(' ').filter(Boolean).length, resting, 'the save is the table');
  assert.equal(await notice.count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a panic shows a notice whose button brings the saved game back', async () => {
  const { context, page } = await openApp(browser, `${server.url}?seed=4`, 'phone');
  await startGame(page, '더우디주');
  await bidOnce(page);
  await button(page, '메뉴').click();
  const summary = await page.locator('.resume__summary').innerText();
  const saved = await page.evaluate((k) => localStorage.getItem(k), DDZ);

  // The drill: the next load panics once, just after restoring the game.
  await page.evaluate(() => localStorage.setItem('cardroom.panic-drill', '1'));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: '문제가 생겨 게임이 멈췄습니다' });
  await alert.waitFor();
  assert.equal(await page.locator('main[inert]').count(), 1, 'the stopped page is inert');
  await shot(page, F, 'phone', 'panic');
  await alert.getByRole('button', { name: '저장된 게임 다시 불러오기' }).click();
  await page.waitForSelector('[data-app-ready]');
  assert.equal(await page.locator('#panic').count(), 0);
  assert.equal(await page.locator('.resume__summary').innerText(), summary);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), DDZ), saved);
  assert.equal(new URL(page.url()).searchParams.get('seed'), '4', 'the address kept');
  await button(page, '더우디주 계속하기').click();
  await handGroup(page).waitFor();
  await context.close();
});

/** Plays a whole hand of `game` with 자동 플레이 at 0.3 s; resolves when it is settled. */
async function wholeHand(game) {
  const context = await browser.newContext({ viewport: SIZES.desktop, locale: 'ko-KR' });
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${server.url}?seed=5&pause=100`);
  await page.waitForSelector('[data-app-ready]');
  await startGame(page, game);
  await page.getByLabel('간격').selectOption('300');
  await button(page, '자동 플레이').click();
  await page.locator('.settle').waitFor({ timeout: 400000 });
  const csp = await page.evaluate(() => window.__csp);
  const seen = [...errors];
  // The policy is in force: an inline script is refused.
  const inlineBlocked = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1;';
    document.head.append(s);
    return window.__inline === undefined;
  });
  await context.close();
  return { requests, csp, errors: seen, inlineBlocked };
}

test('a whole hand of each game: no request off the page, no CSP violation', async () => {
  const origin = new URL(server.url).origin;
  const results = await Promise.all([wholeHand('더우디주'), wholeHand('관단')]);
  for (const { requests, csp, errors, inlineBlocked } of results) {
    assert.ok(inlineBlocked, 'an inline script is refused');
    // The page's wasm and the computer players' worker (its script and wasm): the worker's
    // requests are recorded too.
    assert.ok(requests.some((u) => /\/cardroom-[^/]*_bg\.wasm$/.test(u)), 'the page wasm came from here');
    assert.ok(requests.some((u) => u.endsWith('/ai_worker_bg.wasm')), 'the worker wasm came from here');
    assert.deepEqual(requests.filter((u) => new URL(u).origin !== origin), [], 'every request stays on the origin');
    assert.deepEqual(csp, []);
    assert.deepEqual(errors, []);
  }
});
