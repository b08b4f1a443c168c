// Browser test of the TCG (game "tcg") on the page: it has no renderer of its
// own yet, so it plays through the generic table (web/generic-table.js). The
// game is listed, its options have fields, a game against the computer goes
// on by clicking without page errors or clipped text, and the setup form and
// the table are axe-clean.
//   node --test web/tests/tcg-generic.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { openAndStart, clickAction, pageState, randomChooser, sharedSite } from './helpers.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

const site = sharedSite();

// Text that does not fit its box in the table or the prompt; a page wider than the screen.
function clippedText(page) {
  return page.evaluate(() => {
    const out = [];
    for (const root of document.querySelectorAll('[data-testid="table"], #prompt-panel')) {
      for (const el of root.querySelectorAll('*')) {
        if (!el.getClientRects().length || el.clientHeight === 0 || el.closest('.visually-hidden')) continue;
        const cs = getComputedStyle(el);
        if (['auto', 'scroll'].includes(cs.overflowX) || ['auto', 'scroll'].includes(cs.overflowY)) continue;
        let scrolled = false;
        for (let p = el.parentElement; p && !scrolled; p = p.parentElement) scrolled = ['auto', 'scroll'].includes(getComputedStyle(p).overflowX);
        const txt = el.textContent.trim().slice(0, 40);
        if (el.scrollHeight > el.clientHeight + 1 && cs.overflowY !== 'visible') out.push(`clipped (height): ${el.tagName} "${txt}"`);
        if (el.scrollWidth > el.clientWidth + 1 && cs.overflowX !== 'visible' && !scrolled) out.push(`clipped (width): ${el.tagName} "${txt}"`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push('page wider than the screen');
    return out;
  });
}

async function axe(page, what) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const res = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`), [], `axe on ${what}`);
}

test('TCG: listed with its option fields; the setup form is axe-clean', { timeout: 60000 }, async () => {
  const { context, page, problems } = await site.newPage();
  try {
    await page.goto(`${site.server.url}/`);
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    const games = await page.$$eval('[data-testid="game-select"] option', (os) => os.map((o) => o.value));
    assert.ok(games.includes('tcg'), `games: ${games}`);
    await page.selectOption('[data-testid="game-select"]', 'tcg');
    for (const name of ['dark', 'light', 'maxTurns', 'rules']) {
      assert.equal(await page.locator(`[data-testid="option-${name}"]`).count(), 1, `option field ${name}`);
    }
    await axe(page, 'the TCG setup form');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('TCG: a game against the computer through the generic table, by clicking', { timeout: 120000 }, async () => {
  const { context, page, problems } = await site.newPage();
  try {
    await openAndStart(page, site.server.url, { game: 'tcg', seed: 7, mode: 'bot', humanSeat: 0 });
    const view = JSON.parse(await page.textContent('[data-testid="table"] pre'));
    assert.equal(view.game, 'tcg');
    assert.equal(view.players[0].hand.length, 7, 'the opening hand of 7 (TCG-SETUP-2), shown to its owner');
    assert.equal(view.players[1].hand, undefined, "the computer's hand is not in the human's view");
    await axe(page, 'the TCG table');
    const log0 = (await pageState(page)).logCount;
    const choose = randomChooser(15);
    let clicks = 0;
    for (; clicks < 60 && (await pageState(page)).state === 'idle'; clicks++) {
      await clickAction(page, choose);
      if (clicks % 20 === 0) assert.deepEqual(await clippedText(page), [], `no clipped text (click ${clicks})`);
    }
    assert.ok(clicks >= 20 || (await pageState(page)).state === 'over', `played on (${clicks} clicks)`);
    assert.ok((await pageState(page)).logCount > log0, 'the log grew');
    const after = JSON.parse(await page.textContent('[data-testid="table"] pre'));
    assert.notDeepEqual(after, view, 'the table shows the game going on');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
