// Issue A, end to end in headless Chromium against the release build: a new user starts
// 더우디주, bids, makes an invalid play and sees the reason with the hand intact, uses 추천
// and plays it, passes, turns on 자동 플레이 at 0.3 s, reloads mid-hand and continues at the
// same position, finishes the hand, reads the settlement, uses 다시 하기 with the totals
// kept, starts a 새 게임 (totals kept) and a 새 경기 (back to 0), each after confirming what it
// discards; and a corrupted save. Screenshots: screenshots/doudizhu/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, SIZES } from './harness.mjs';
import {
  handGroup, handCards, handNames, pressedCount, button, myTurn, clickCard, handFits, check as checkIn,
  recommend,
} from './table.mjs';

const F = 'doudizhu';
let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function seatCounts(page) {
  return page.locator('.seat .seat__number').allInnerTexts();
}

async function statusScores(page) {
  return page.locator('.status__score strong').allInnerTexts();
}

/** A score as written (with the minus sign, U+2212) as a number. */
const number = (text) => Number(text.replace('−', '-'));

const check = (page, size, name) => checkIn(page, F, size, name);

for (const size of Object.keys(SIZES)) {
  test(`더우디주: a whole hand as a new user (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=1`, size);
    await check(page, size, 'start');
    assert.equal(await page.locator('.resume__game').count(), 0, 'no save yet');
    await button(page, '더우디주').click();
    await button(page, '새 게임').click();

    // Bidding: only the legal choices, as buttons.
    const bids = page.getByRole('group', { name: '입찰' });
    await bids.getByRole('button').first().waitFor();
    assert.deepEqual(await bids.getByRole('button').allInnerTexts(), ['입찰 안 함', '1', '2', '3']);
    assert.equal(await handCards(page).count(), 17);
    await page.getByRole('img', { name: '바닥패 3장 (뒷면)' }).waitFor();
    await check(page, size, 'bidding');
    await bids.getByRole('button', { name: '3', exact: true }).click();

    // Landlord: 20 cards that fit, the bottom cards face up, my badge.
    await page.getByRole('img', { name: /^바닥패: / }).waitFor();
    assert.equal(await handCards(page).count(), 20);
    assert.ok(await handFits(page), '20 cards fit the window');
    assert.equal(await page.locator('.player .seat__badge').innerText(), '지주');
    // The stake in plain words, the formula on hover (issue 12).
    const stake = page.locator('.status__stake');
    assert.equal(await stake.innerText(), '판돈 3 (입찰 3, 폭탄 없음)');
    assert.equal(await stake.getAttribute('title'), '판돈 = 입찰 × 2^(폭탄·로켓·스프링 수) = 3 × 1 = 3');
    await check(page, size, 'landlord');

    // Dragging across four cards selects them; dragging back over them clears them.
    const boxes = await handCards(page).evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + 6, y: r.top + 30 };
    }));
    await page.mouse.move(boxes[3].x, boxes[3].y);
    await page.mouse.down();
    await page.mouse.move(boxes[5].x, boxes[5].y, { steps: 4 });
    await page.mouse.move(boxes[6].x, boxes[6].y, { steps: 4 });
    await page.mouse.up();
    assert.equal(await pressedCount(page), 4, 'a dragged run of four');
    await check(page, size, 'drag-select');
    await page.mouse.move(boxes[6].x, boxes[6].y);
    await page.mouse.down();
    await page.mouse.move(boxes[3].x, boxes[3].y, { steps: 6 });
    await page.mouse.up();
    assert.equal(await pressedCount(page), 0, 'dragging back clears the run');

    // An invalid play: refused with the engine's reason, nothing leaves the hand.
    const names = await handNames(page);
    await clickCard(page, names[0]);
    await clickCard(page, names[names.length - 1]);
    assert.equal(await pressedCount(page), 2);
    await button(page, '내기').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /조합/);
    assert.equal(await handCards(page).count(), 20, 'the hand is intact');
    assert.equal(await pressedCount(page), 2, 'the selection is kept to fix it');
    await check(page, size, 'invalid-play');

    // 추천 selects cards and says why; pressed again it shows another legal play; it never plays.
    await recommend(page);
    const notice = page.locator('.notice');
    assert.match(await notice.innerText(), /^추천: .{4,}/);
    const picked = await pressedCount(page);
    assert.ok(picked >= 1);
    assert.equal(await handCards(page).count(), 20, '추천 never plays');
    await check(page, size, 'recommend');
    await button(page, '추천').click();
    assert.match(await notice.innerText(), /^다른 선택 2\//);
    await button(page, '추천').click();
    await button(page, '추천').click(); // …the cycle goes on
    // Back to the first recommendation: cycle to the end and around.
    while (!/^추천: /.test(await notice.innerText())) await button(page, '추천').click();
    const recommended = await pressedCount(page);
    await button(page, '내기').click();
    await page.waitForFunction((n) => document.querySelectorAll('.hand__card').length === 20 - n, recommended);
    await check(page, size, 'played-recommendation');

    // Keyboard: when leading, ←/→ and space pick a card and Enter plays it; when following, P passes.
    let passed = false;
    let keyboardPlayed = false;
    for (let i = 0; i < 20 && !(passed && keyboardPlayed); i++) {
      await myTurn(page);
      const before = await handCards(page).count();
      if (await button(page, '패스').isEnabled()) {
        if (passed) {
          // Win a trick back to lead again: the recommendation, or a pass when it says so.
          await recommend(page);
          if (await pressedCount(page) > 0) await button(page, '내기').click();
          else await page.keyboard.press('p');
        } else {
          await page.keyboard.press('p');
          // The pass is logged; my 패스 mark stays unless my pass closed the trick.
          await page.locator('.log__line', { hasText: /^나: 패스$/ }).last().waitFor();
          assert.equal(await handCards(page).count(), before, 'a pass plays no card');
          await check(page, size, 'passed');
          passed = true;
        }
      } else {
        const cards = handCards(page);
        await cards.nth(0).focus();
        for (let k = 0; k < before - 1; k++) await page.keyboard.press('ArrowRight');
        assert.equal(await cards.nth(before - 1).evaluate((e) => e === document.activeElement), true);
        await page.keyboard.press('Space');
        assert.equal(await pressedCount(page), 1);
        await page.keyboard.press('Enter');
        await page.waitForFunction((n) => document.querySelectorAll('.hand__card').length === n - 1, before);
        keyboardPlayed = true;
      }
      await page.locator('.player--turn').waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
    }
    assert.ok(passed, 'passed with P');
    assert.ok(keyboardPlayed, 'played with the keyboard');

    // 자동 플레이 at 0.3 s plays my turn by itself.
    await page.getByLabel('간격').selectOption('300');
    await button(page, '자동 플레이').click();
    assert.equal(await button(page, '자동 플레이').getAttribute('aria-pressed'), 'true');
    await page.locator('.notice--info').waitFor({ timeout: 30000 });
    assert.match(await page.locator('.notice--info').innerText(), /^자동 플레이: /);
    await check(page, size, 'autoplay');
    // Off again: it takes effect before my next move, and my turn waits for me.
    await button(page, '자동 플레이').click();
    await myTurn(page);
    await page.waitForTimeout(800);
    const position = {
      hand: await handNames(page),
      counts: await seatCounts(page),
      scores: await statusScores(page),
      mine: await page.locator('.player--turn').count(),
    };
    assert.equal(position.mine, 1, 'still my turn: auto-play is off');
    assert.equal(await page.locator('.notice--info').count(), 0, "auto-play's reason for my last move went when my turn came");

    // Reload mid-hand, 계속하기: the same position, settings kept.
    await check(page, size, 'before-reload');
    await page.reload();
    await page.waitForSelector('[data-app-ready]');
    assert.match(await page.locator('.resume__summary').innerText(), /더우디주 · 첫 번째 판 · 플레이 중/);
    await check(page, size, 'continue-offered');
    await button(page, '더우디주 계속하기').click();
    await myTurn(page);
    assert.deepEqual(await handNames(page), position.hand, 'the same hand');
    assert.deepEqual(await seatCounts(page), position.counts, 'the same cards left');
    assert.deepEqual(await statusScores(page), position.scores, 'the same scores');
    assert.equal(await page.getByLabel('간격').inputValue(), '300', 'the interval is kept');
    await check(page, size, 'restored');

    // Auto-play finishes the hand; the settlement tells the whole story.
    await button(page, '자동 플레이').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 240000 });
    await check(page, size, 'settlement');
    assert.match(await dialog.locator('h2').innerText(), /(지주|농민) 승리/);
    assert.match(await dialog.locator('.settle__formula').innerText(), /^판돈 = 입찰 3 × (1|2( × 2)*|\d+ \(두 배 \d+번\)) = \d+$/);
    // In Korean the settlement holds no Latin word beyond card ranks (it once read "P = B 3 × 2^0").
    const latin = ((await dialog.innerText()).match(/[A-Za-z]+/g) ?? []).filter((w) => !/^[JQKA]+$/.test(w));
    assert.deepEqual(latin, [], 'no Latin letters in the Korean settlement');
    await dialog.getByRole('list', { name: '두 배' }).waitFor();
    const rows = await dialog.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.innerText)));
    assert.deepEqual(rows.map((r) => r[0]), ['나', '민준', '서연']);
    assert.equal(rows[0][1], '지주');
    // Every score is written with the minus sign (−), never the hyphen (issue 29).
    assert.ok(rows.every((r) => !r[2].includes('-') && !r[3].includes('-')), `one minus sign: ${rows}`);
    const totals = rows.map((r) => number(r[3]));
    assert.equal(totals.reduce((a, b) => a + b, 0), 0, 'zero-sum');
    assert.deepEqual(rows.map((r) => number(r[2])), totals, 'first hand: change = total');

    // 다시 하기: the next hand, the totals kept.
    await button(page, '다시 하기').click();
    await dialog.waitFor({ state: 'detached' });
    await button(page, '자동 플레이').click(); // off again
    assert.match(await page.locator('.status__hand').innerText(), /2번째 판/);
    assert.deepEqual((await statusScores(page)).map(number), totals, 'totals kept');
    await check(page, size, 'next-hand');

    // 새 게임 from the menu (§21): the unfinished hand is dealt anew, unscored; totals kept.
    await button(page, '메뉴').click();
    assert.match(await page.locator('.resume__summary').innerText(), /2번째 판/);
    await button(page, '새 게임').click();
    const ask = page.getByRole('alertdialog', { name: '진행 중인 게임을 버릴까요?' });
    assert.match(await ask.innerText(), /더우디주 2번째 판이 점수 없이 버려지고/);
    await ask.getByRole('button', { name: '버리고 새로 시작' }).click();
    await page.locator('.status__hand').waitFor();
    assert.match(await page.locator('.status__hand').innerText(), /2번째 판/);
    assert.deepEqual((await statusScores(page)).map(number), totals, 'unfinished hand not scored');
    await check(page, size, 'new-game');

    // 새 경기 (§23): everyone back to 0.
    await button(page, '메뉴').click();
    await button(page, '새 경기').click();
    assert.match(await ask.innerText(), /지금까지의 점수가 사라집니다/);
    await ask.getByRole('button', { name: '버리고 새로 시작' }).click();
    await page.locator('.status__hand').waitFor();
    assert.match(await page.locator('.status__hand').innerText(), /첫 번째 판/);
    assert.deepEqual((await statusScores(page)).map(number), [0, 0, 0]);
    await check(page, size, 'new-match');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`더우디주: a corrupted or newer save shows a notice, keeps a backup, and a new game starts (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, server.url, size);
    for (const [raw, pattern] of [
      ['{"v":1,"match":{"game":"doudizhu","state":{"seed":1', /손상/],
      ['{"v":99,"match":{}}', /v99/],
    ]) {
      await page.evaluate((r) => { localStorage.clear(); localStorage.setItem('cardroom.save', r); }, raw);
      await page.reload();
      await page.waitForSelector('[data-app-ready]');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.match(await alert.innerText(), pattern);
      assert.equal(await page.locator('.resume__game').count(), 0);
      assert.equal(await page.evaluate(() => localStorage.getItem('cardroom.save.backup')), raw);
      await check(page, size, raw.includes('99') ? 'newer-save' : 'corrupt-save');
    }
    await button(page, '새 게임').click();
    await handGroup(page).waitFor();
    assert.equal(await handCards(page).count(), 17);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cardroom.save.v2.doudizhu')));
    assert.equal(saved.v, 2);
    assert.equal(await page.evaluate(() => localStorage.getItem('cardroom.save.backup')), '{"v":99,"match":{}}');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
