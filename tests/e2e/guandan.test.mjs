// Issue B, end to end in headless Chromium against the release build: a new user starts
// 관단, plays an invalid combination and sees the reason, plays a combination completed by a
// wild (picking another of its readings first), uses 추천, turns on 자동 플레이 at 0.3 s until
// the hand ends, continues into the second hand through tribute and return (a return
// against the rules refused, a legal one accepted), reloads during the return phase and
// continues, and finishes a hand to see the levels. Screenshots: screenshots/guandan/.
//
// ?seed=84 makes it reproducible (&pause=100 shortens the computer seats' 0.7 s pause to play
// whole hands sooner); the native test
// ui::model::guandan::tests::the_browser_tests_seed_still_plays_out_as_scripted guards it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openApp, SIZES } from './harness.mjs';
import {
  handGroup, handCards, handNames, pressedCount, button, myTurn, clickCard, clickId, handFits, check, recommend,
} from './table.mjs';

const F = 'guandan';
const SEED = 84;
const WILD_PLAY = [7, 8, 10, 25, 63]; // 10♠ J♠ Q♠ K♠ and the wild 하트 2
const READINGS = ['스트레이트 플러시 ♠10–A', '스트레이트 플러시 ♠9–K', '스트레이트 10–A', '스트레이트 9–K'];

let server;
let browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const text = (page, selector) => page.locator(selector).first().innerText();

for (const size of Object.keys(SIZES)) {
  test(`관단: two hands with wilds, tribute and return (${size})`, async () => {
    const { context, page, errors } = await openApp(browser, `${server.url}?seed=${SEED}&pause=100`, size);
    const shoot = (name) => check(page, F, size, name);
    await button(page, '관단').click();
    assert.equal(await button(page, '관단').getAttribute('aria-pressed'), 'true');
    await button(page, '새 게임').click();

    // The table: 27 cards that fit, wilds marked, the level status.
    await handGroup(page).waitFor();
    assert.equal(await handCards(page).count(), 27);
    assert.ok(await handFits(page), '27 cards fit the window');
    const names = await handNames(page);
    assert.ok(names.includes('하트 2 (와일드)'), 'the heart 2 is wild at level 2');
    assert.ok(names.some((n) => n.endsWith('(레벨 카드)')), 'level cards are marked');
    assert.equal(await text(page, '.status__level'), '레벨 2');
    assert.equal(await text(page, '.status__levels'), '우리 팀 2 · 상대 팀 2');
    assert.equal(await text(page, '.status__hand'), '첫 번째 판');
    assert.equal(await text(page, '.status__lead'), '선: 나');
    assert.equal(await page.locator('.seat--top .seat__badge').innerText(), '동료');
    await shoot('start');

    // An invalid combination: refused with the reason, nothing leaves the hand.
    const plain = names.filter((n) => !n.includes('(') && !n.includes('조커'));
    const rank = (n) => n.split(' ')[1];
    const a = plain[0];
    const b = plain.find((n) => rank(n) !== rank(a));
    await clickCard(page, a);
    await clickCard(page, b);
    await button(page, '내기').click();
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /조합/);
    assert.equal(await handCards(page).count(), 27);
    await shoot('invalid');
    await clickCard(page, a);
    await clickCard(page, b);
    assert.equal(await pressedCount(page), 0);

    // A combination completed by the wild: its readings shown, another one picked, played.
    for (const id of WILD_PLAY) await clickId(page, id);
    const picker = page.getByRole('group', { name: '낼 조합 고르기' });
    assert.deepEqual(await picker.getByRole('button').allInnerTexts(), READINGS);
    assert.equal(await text(page, '.readings strong'), READINGS[0]);
    await picker.getByRole('button', { name: READINGS[3] }).click();
    assert.equal(await text(page, '.readings strong'), READINGS[3]);
    await shoot('wild-readings');
    await button(page, '내기').click();
    await page.locator('.myplay .played__label').filter({ hasText: READINGS[3] }).waitFor();
    assert.equal(await handCards(page).count(), 22);
    await shoot('wild-played');

    // 추천 on my next turn: it selects and explains, 내기 plays it.
    await myTurn(page, 60000);
    await recommend(page);
    assert.match(await text(page, '.notice'), /^추천: ./);
    const before = await handCards(page).count();
    if (await pressedCount(page) > 0) {
      await button(page, '내기').click();
      await page.waitForFunction((n) => document.querySelectorAll('.hand__card').length < n, before);
    } else {
      await button(page, '패스').click();
    }
    await shoot('recommended');

    // 자동 플레이 at 0.3 s until the hand ends; the result shows order, upgrade and levels.
    await page.getByLabel('간격').selectOption('300');
    await button(page, '자동 플레이').click();
    const result = page.getByRole('dialog');
    await result.waitFor({ timeout: 400000 });
    await shoot('hand-1-result');
    assert.match(await result.locator('h2').innerText(), /승리/);
    assert.equal((await result.locator('.settle__order').innerText()).match(/위/g).length, 4);
    assert.match(await result.locator('.settle__formula').innerText(), /^\+[123]레벨/);
    const levels = await result.getByRole('list', { name: '팀 레벨' }).getByRole('listitem').allInnerTexts();
    assert.equal(levels.length, 2);
    assert.match(levels[0], /^우리 팀 .*레벨/);
    await button(page, '자동 플레이').click(); // off: I will return by hand
    assert.equal(await button(page, '자동 플레이').getAttribute('aria-pressed'), 'false');

    // 다시 하기: hand 2 at the winners' level, tribute given, my return owed.
    await button(page, '다시 하기').click();
    await result.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: '공물' }).waitFor();
    const returns = page.getByRole('group', { name: '반환' });
    await returns.waitFor({ timeout: 30000 });
    assert.equal(await text(page, '.status__hand'), '2번째 판');
    assert.equal(await handCards(page).count(), 28, 'the gift is in my hand');
    assert.ok(await page.locator('.hand__card--dimmed').count() > 0, 'cards I may not return are dimmed');
    assert.match(await text(page, '.returns__rule'), /10 이하/);
    await shoot('tribute');

    // A return against the rules: the gift itself is refused, with the reason.
    const gift = (await handNames(page)).find((n) => n.endsWith('(받은 공물)'));
    assert.ok(gift, 'the received card is named');
    await clickCard(page, gift);
    await button(page, '반환').click();
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /받은 공물/);
    assert.equal(await handCards(page).count(), 28);
    await shoot('return-refused');

    // Reload during the return phase, 계속하기: the same hand, the return still owed.
    const held = await handNames(page);
    const tribute = await page.getByRole('region', { name: '공물' }).innerText();
    await page.reload();
    await page.waitForSelector('[data-app-ready]');
    assert.match(await text(page, '.resume__summary'), /관단 · 2번째 판 · .*반환 중/);
    await button(page, '관단 계속하기').click();
    await returns.waitFor();
    assert.deepEqual(await handNames(page), held);
    assert.equal(await page.getByRole('region', { name: '공물' }).innerText(), tribute);
    assert.equal(await page.getByLabel('간격').inputValue(), '300', 'settings restored');
    await shoot('return-restored');

    // A legal return: 추천 picks one with a reason; 반환 sends it.
    await recommend(page);
    assert.match(await text(page, '.notice'), /^추천: 반환 .+ — ./);
    assert.equal(await pressedCount(page), 1);
    await button(page, '반환').click();
    await returns.waitFor({ state: 'detached' });
    assert.equal(await handCards(page).count(), 27);
    await shoot('returned');

    // Auto-play to the end of hand 2: both teams' levels, not a score.
    await button(page, '자동 플레이').click();
    await result.waitFor({ timeout: 400000 });
    const after = await result.getByRole('list', { name: '팀 레벨' }).getByRole('listitem').allInnerTexts();
    assert.match(after.join(' '), /우리 팀 .*레벨.*상대 팀 .*레벨/);
    assert.ok(await result.locator('.settle__note').innerText());
    await shoot('hand-2-result');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
