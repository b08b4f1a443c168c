// Browser tests of the prompt sheet on a 390×844 touch phone (web/fit.js):
// at every prompt of a few dozen moves in each game, at least one option is
// wholly on screen and every option can be scrolled wholly into the sheet;
// the prompt text and notes never push the options out; nothing in the sheet
// is clipped without a scroll. And Concede, which the phone's toolbar has no
// room for, is in Settings (with the same confirmation).
//   node --test web/tests/phone-layout.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedSite, openAndStart, pageState, waitSettled, randomChooser } from './helpers.mjs';

const site = sharedSite(['index.html', 'app.js', 'fit.js', 'settings.js', 'swrules.js', 'swrules.wasm']);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const MOVES = 30;

// What of the option list a finger can reach now (the list scrolled to its top).
function sheetProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const H = innerHeight;
    const panel = document.querySelector('#prompt-panel');
    const list = document.querySelector('#actions');
    const p = panel.getBoundingClientRect();
    if (getComputedStyle(panel).position !== 'fixed') out.push('the prompt is not a sheet at the bottom');
    if (p.bottom > H + 1) out.push(`the sheet ends at ${Math.round(p.bottom)}, below the screen (${H})`);
    if (panel.scrollHeight > panel.clientHeight + 1) out.push(`the sheet clips ${panel.scrollHeight - panel.clientHeight} px of its content`);
    for (const el of panel.querySelectorAll('.prompt-text, .prompt-notes')) {
      const cs = getComputedStyle(el);
      if (el.scrollHeight > el.clientHeight + 1 && !['auto', 'scroll'].includes(cs.overflowY)) out.push(`${el.className} clipped without a scroll`);
    }
    const buttons = [...list.querySelectorAll('[data-testid="action"]')];
    if (!buttons.length) return out;
    const saved = list.scrollTop;
    list.scrollTop = 0;
    const box = list.getBoundingClientRect();
    const top = Math.max(0, p.top, box.top + list.clientTop);
    const bottom = Math.min(H, p.bottom, box.top + list.clientTop + list.clientHeight);
    const whole = buttons.filter((b) => { const r = b.getBoundingClientRect(); return r.top >= top - 1 && r.bottom <= bottom + 1; });
    if (!whole.length) out.push(`no whole option on screen (list shows ${Math.round(bottom - top)} px from y ${Math.round(top)})`);
    if (list.scrollHeight > list.clientHeight + 1 && !['auto', 'scroll'].includes(getComputedStyle(list).overflowY)) out.push('the option list is clipped without a scroll');
    // Each option scrolled to the top of the list fits wholly in what shows.
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      if (r.height > bottom - top + 1) out.push(`option "${b.textContent.trim().slice(0, 40)}" (${Math.round(r.height)} px) taller than the list's ${Math.round(bottom - top)} px`);
    }
    list.scrollTop = saved;
    return out;
  });
}

for (const [game, options, seed] of [['lcg', {}, 51], ['tcg', {}, 52], ['evr', { variant: 'full' }, 53]]) {
  test(`${game} on a 390×844 phone: every prompt's options can be reached by touch`, { timeout: 60000 }, async () => {
    const { context, page, problems } = await site.newPage(PHONE);
    try {
      const choose = randomChooser(seed);
      const faults = [];
      let checked = 0;
      // A game that ends early (random play) makes way for the next seed.
      for (let g = 0; g < 4 && checked < MOVES; g++) {
        await openAndStart(page, site.server.url, { game, seed: seed + 100 * g, options, mode: 'bot', botKind: 'random' });
        while (checked < MOVES) {
          const st = await pageState(page);
          if (st.state !== 'idle' || !st.actions.length) break;
          for (const f of await sheetProblems(page)) faults.push(`prompt ${checked} "${st.prompt.slice(0, 60)}": ${f}`);
          checked++;
          // A tap, as a finger: Playwright scrolls the list to the option first.
          await page.locator('#actions [data-testid="action"]').nth(choose(st.actions)).tap();
          await waitSettled(page, st.seq);
        }
      }
      assert.equal(checked, MOVES, 'prompts checked');
      assert.deepEqual(faults.slice(0, 8), [], `${faults.length} faults`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('390×844: Concede is in Settings (the toolbar has no room), with the same confirmation', { timeout: 60000 }, async () => {
  const { context, page, problems } = await site.newPage(PHONE);
  try {
    await openAndStart(page, site.server.url, { game: 'lcg', seed: 5, mode: 'bot', botKind: 'random' });
    assert.equal(await page.isVisible('[data-testid="concede"]'), false, 'the toolbar button is for wide screens');
    await page.tap('[data-testid="settings-open"]');
    const btn = page.locator('[data-testid="settings-concede"]');
    assert.ok(await btn.isVisible(), 'no Concede in Settings');
    assert.ok(await btn.isEnabled());
    // Cancelled: nothing happens.
    await btn.tap();
    await page.waitForSelector('[data-testid="confirm"]:not([hidden])');
    assert.equal(await page.isVisible('[data-testid="settings"]'), false, 'Settings closes first');
    await page.tap('[data-testid="confirm-no"]');
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'idle');
    // Confirmed: the game ends, the other side wins.
    await page.tap('[data-testid="settings-open"]');
    await page.tap('[data-testid="settings-concede"]');
    await page.tap('[data-testid="confirm-yes"]');
    await page.waitForFunction(() => document.body.dataset.state === 'over');
    assert.ok(await page.evaluate(() => window.__swrules.status().terminal));
    // After the game, Settings offers no Concede that could do anything.
    await page.tap('[data-testid="end-close"]');
    await page.tap('[data-testid="settings-open"]');
    const after = page.locator('[data-testid="settings-concede"]');
    assert.ok(!(await after.count()) || !(await after.isEnabled()), 'Concede still enabled after the game');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
