// Browser tests of issue 18's layout items: the EvR page on a phone (390×844,
// touch: character powers in the choice, long-press zoom, 44 px tap targets)
// and on a 1366×768 laptop (the own cards above the fold, all eight
// characters of the choice on screen).
//   node --test web/tests/evr-fit.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { sharedSite, openAndStart, clickAction, pageState } from './helpers.mjs';

const site = sharedSite([path.join('games', 'evr', 'index.js')]);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

// Tap targets on screen that a finger cannot hit in a 44 × 44 px square
// around their centre: each point 21 px above, below, left and right of the
// centre must land on the target itself (its box or its hit area).
function smallTargets(page) {
  return page.evaluate(() => {
    const sel = 'button, a[href], summary, select, input:not([type="hidden"]), [role="button"]';
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      if (!el.getClientRects().length || el.closest('[aria-hidden="true"], .visually-hidden, [hidden]')) continue;
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) continue;
      // Partly scrolled out of a scrolling list or row: the finger scrolls first.
      let clipped = false;
      for (let a = el.parentElement; a && !clipped; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        clipped = r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5 || r.left < c.left - 0.5 || r.right > c.right + 0.5;
      }
      if (clipped) continue;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const onIt = (x, y) => { const hit = document.elementFromPoint(x, y); return !!hit && (hit === el || el.contains(hit)); };
      if (!onIt(cx, cy)) continue; // under the prompt sheet or a dialog: not a target now
      const probes = [[cx, cy - 21], [cx, cy + 21], [cx - 21, cy], [cx + 21, cy]]
        .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
      const miss = probes.find(([x, y]) => !onIt(x, y));
      if (miss) {
        const hit = document.elementFromPoint(miss[0], miss[1]);
        out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24)}" ${Math.round(r.width)}×${Math.round(r.height)} (at ${Math.round(miss[0])},${Math.round(miss[1])}: ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'})`);
      }
    }
    return out;
  });
}

test('phone: character powers in the choice, 44 px tap targets, a long-press zoom that stays open', async () => {
  const { context, page, problems } = await site.newPage(PHONE);
  try {
    await openAndStart(page, site.server.url, { seed: 3, options: { variant: 'full', rebelSeat: 0, characters: 'choose' }, mode: 'bot', humanSeat: 0 });
    // The character choice: each option shows the power the engine gives for it.
    const acts = await page.evaluate(() => window.__swrules.session.match.legalActions(0));
    const chars = acts.filter((a) => a.kind === 'character');
    assert.equal(chars.length, 8);
    for (const a of chars) {
      const detail = page.locator(`#actions [data-action-id="${a.id}"] .action-detail`);
      assert.ok(await detail.isVisible(), `${a.card.name}: the power is not shown`);
      assert.ok((await detail.textContent()).includes(a.card.power), `${a.card.name}: "${await detail.textContent()}"`);
    }
    assert.deepEqual(await smallTargets(page), [], 'tap targets under 44 px (character choice)');

    // Into the game: the struggle's screens.
    for (let i = 0; i < 40; i++) {
      const st = await pageState(page);
      if (st.state !== 'idle' || st.phase === 'struggle') break;
      await clickAction(page, () => 0);
    }
    for (let i = 0; i < 3; i++) {
      const st = await pageState(page);
      if (st.state !== 'idle') break;
      assert.deepEqual(await smallTargets(page), [], `tap targets under 44 px (${st.phase})`);
      await clickAction(page, (ids) => Math.max(0, ids.indexOf('play')));
    }

    // A long-press (emulated touch) on a card opens its zoom, which stays open.
    const card = page.locator('[data-testid="table"] [data-testid="card-zoom"], [data-testid="table"] [data-testid="card-action"]').first();
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    const cdp = await context.newCDPSession(page);
    const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    const before = await page.evaluate(() => window.__swrules.status().actions);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
    await page.waitForTimeout(700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(400);
    assert.ok(await page.isVisible('[data-testid="zoom"]'), 'the zoom is open after the finger lifts');
    assert.equal(await page.evaluate(() => window.__swrules.status().actions), before, 'the long-press played nothing');
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('1366×768: all eight characters of the choice on screen; the own cards above the fold all game long', async () => {
  const { context, page, problems } = await site.newPage({ viewport: { width: 1366, height: 768 } });
  try {
    await openAndStart(page, site.server.url, { seed: 9, options: { variant: 'full', rebelSeat: 0, characters: 'choose' }, mode: 'bot', humanSeat: 0 });
    const shown = await page.evaluate(() => {
      const host = document.querySelector('#actions').getBoundingClientRect();
      return [...document.querySelectorAll('#actions .action.kind-character')].map((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= host.top - 1 && r.bottom <= host.bottom + 1 && r.bottom <= innerHeight;
      });
    });
    assert.deepEqual(shown, Array(8).fill(true), 'every character option fully on screen');
    let worst = 0;
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const st = await pageState(page);
      if (st.state !== 'idle') break;
      if (st.phase === 'struggle') {
        const bottom = await page.evaluate(() => document.querySelector('[data-testid="me"] .card-row').getBoundingClientRect().bottom);
        worst = Math.max(worst, bottom);
        checked++;
      }
      await clickAction(page, (ids) => { const p = ids.indexOf('play'); return p >= 0 && i % 3 ? p : ids.length - 1; });
    }
    assert.ok(checked >= 10, `struggle screens checked: ${checked}`);
    assert.ok(worst <= 768, `the own cards end at ${worst} px, below the fold (768)`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
