// Browser tests of what players expect from the EvR table (issue 9):
// whole games on a phone and a big screen with no clipped card text, the
// replay viewer, keyboard card zoom, glossary taps, settings, and an
// automated accessibility check (axe-core).
//   node --test web/tests/evr-ui.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  openAndStart, clickAction, pageState, waitSettled, mulberry32,
  sharedSite, axe,
} from './helpers.mjs';

const SHOTS = process.env.SWRULES_SHOTS_DIR || path.join(os.tmpdir(), 'swrules-shots');

const site = sharedSite([path.join('games', 'evr', 'index.js')], () => fs.mkdirSync(SHOTS, { recursive: true }));

const newPage = (viewport, extra = {}) => site.newPage({ viewport, ...extra });

// Card text that does not fit its box, rules text under 12 px, low contrast.
function cardProblems(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('.card, .card *')) {
      if (!el.getClientRects().length || el.clientHeight === 0 || el.classList.contains('visually-hidden')) continue;
      if (el.scrollHeight > el.clientHeight + 1) out.push(`clipped: ${el.className} "${el.textContent.slice(0, 40)}" ${el.scrollHeight}>${el.clientHeight}`);
    }
    for (const el of document.querySelectorAll('.card-power, .card-name, .card-sub, .card-state')) {
      if (!el.getClientRects().length) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < 12) out.push(`small text: ${el.className} ${px}px`);
    }
    // Contrast of the card text (exhausted cards too) against every colour of
    // the card's gradient (axe leaves gradients "incomplete"), and of the tags
    // against their own background: at least 4.5:1.
    const rgb = (str) => [...str.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => m[1].split(',').map((x) => parseFloat(x)));
    const lum = ([r, g, b]) => {
      const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a, b) => { const x = lum(a); const y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
    for (const card of document.querySelectorAll('.card')) {
      if (!card.getClientRects().length) continue;
      const stops = rgb(getComputedStyle(card).backgroundImage);
      for (const el of card.querySelectorAll('.card-power, .card-name, .card-sub, .card-value, .card-state')) {
        if (!el.getClientRects().length) continue;
        const cs = getComputedStyle(el);
        const fg = rgb(cs.color)[0];
        const own = rgb(cs.backgroundColor)[0];
        const bgs = own && own[3] !== 0 ? [own] : stops;
        for (const bg of bgs) {
          const r = ratio(fg, bg);
          if (r < 4.5) out.push(`contrast ${r.toFixed(2)}: ${el.className} "${el.textContent.slice(0, 20)}"${card.classList.contains('is-exhausted') ? ' (exhausted)' : ''}`);
        }
      }
    }
    return out;
  });
}

// A sensible player: fills the table, uses powers, passes sometimes.
function player(seed) {
  const rnd = mulberry32(seed);
  return (ids) => {
    const play = ids.indexOf('play');
    if (play >= 0 && rnd() < 0.55) return play;
    const force = ids.findIndex((id) => id.startsWith('force:'));
    if (force >= 0 && rnd() < 0.4) return force;
    const pass = ids.indexOf('pass');
    if (pass >= 0 && rnd() < 0.5) return pass;
    return Math.floor(rnd() * ids.length);
  };
}

// On a phone: the opponent's area, the event, the viewer's cards and the
// prompt are all on screen at once (no scrolling between them).
function phoneFit(page) {
  return page.evaluate(() => {
    const r = (sel) => { const el = document.querySelector(sel); return el ? el.getBoundingClientRect() : null; };
    const opp = r('[data-testid="opponent"] .player-header');
    const ev = r('[data-testid="event"]');
    const mine = r('[data-testid="me"] .play-row');
    const prompt = r('#prompt-panel');
    const problems = [];
    if (!opp || opp.top < 0) problems.push(`opponent off screen (${opp && opp.top})`);
    if (!ev || ev.top < 0 || ev.bottom > prompt.top + 1) problems.push(`event hidden (${ev && ev.top}..${ev && ev.bottom}, prompt at ${prompt.top})`);
    if (!mine || mine.bottom > prompt.top + 1) problems.push(`own cards under the prompt (${mine && mine.bottom} > ${prompt.top})`);
    if (prompt.bottom > window.innerHeight + 1) problems.push('prompt below the screen');
    return problems;
  });
}

function toolbarRows(page) {
  return page.evaluate(() => {
    const bs = [...document.querySelectorAll('.toolbar button')].filter((b) => b.getClientRects().length);
    const tops = new Set(bs.map((b) => Math.round(b.getBoundingClientRect().top)));
    const right = Math.max(...bs.map((b) => b.getBoundingClientRect().right));
    return { rows: tops.size, right, width: window.innerWidth, count: bs.length };
  });
}

async function wholeGame(viewport, tag, seed) {
  const { context, page, problems } = await newPage(viewport);
  try {
    await openAndStart(page, site.server.url, { seed, options: { variant: 'full', rebelSeat: 0, characters: 'choose' }, mode: 'bot', humanSeat: 0, botKind: 'heuristic' });
    const tb = await toolbarRows(page);
    assert.equal(tb.rows, 1, `the toolbar takes one row: ${JSON.stringify(tb)}`);
    assert.ok(tb.right <= tb.width, `the toolbar fits the width: ${JSON.stringify(tb)}`);
    const choose = player(seed);
    let clicks = 0;
    let checked = 0;
    let fitChecked = 0;
    let movesShown = 0;
    let cardsMarked = 0;
    let goneShown = 0;
    const shots = [];
    for (;;) {
      const st = await pageState(page);
      if (st.state === 'over') break;
      assert.ok(clicks < 3000, 'the game ends');
      assert.deepEqual(await cardProblems(page), [], `cards read in full (click ${clicks})`);
      checked++;
      const view = await page.evaluate(() => window.__swrules.view());
      if (viewport.width < 600 && view.phase === 'struggle' && !view.peek) {
        const fit = await phoneFit(page);
        if (fit.length) await page.screenshot({ path: path.join(SHOTS, `${tag}-fit-failed.png`) });
        assert.deepEqual(fit, [], `phone: prompt, own cards, event and opponent visible together (click ${clicks})`);
        fitChecked++;
      }
      const seen = await page.evaluate(() => ({
        moves: document.querySelectorAll('[data-testid="opponent"] [data-testid="last-move"]').length,
        marked: document.querySelectorAll('[data-testid="opponent"] .slot.recent .recent-tag').length,
        gone: document.querySelectorAll('[data-testid="just-discarded"]').length,
      }));
      goneShown += seen.gone;
      movesShown += seen.moves;
      cardsMarked += seen.marked;
      const inPlay = view.players.reduce((n, p) => n + p.inPlay.length, 0);
      if ((shots.length === 0 && inPlay >= 4) || (shots.length === 1 && view.round >= 3 && inPlay >= 5)) {
        const file = path.join(SHOTS, `${tag}-${shots.length}.png`);
        await page.screenshot({ path: file });
        shots.push(file);
      }
      await clickAction(page, choose);
      clicks++;
    }
    await page.locator('[data-testid="end-screen"]').waitFor({ state: 'visible' });
    assert.match(await page.textContent('[data-testid="end-title"]'), /^You (won|lost)/);
    assert.match(await page.textContent('[data-testid="end-text"]'), /victory points/);
    const file = path.join(SHOTS, `${tag}-end.png`);
    await page.screenshot({ path: file });
    shots.push(file);
    assert.deepEqual(await cardProblems(page), []);
    if (viewport.width >= 1900) {
      const w = await page.evaluate(() => Math.min(...[...document.querySelectorAll('[data-testid="table"] .play-row .slot')].map((s) => s.getBoundingClientRect().width)));
      assert.ok(w >= 165, `big screen: big cards (${w}px wide)`);
    }
    if (viewport.width < 600) assert.ok(fitChecked > 5, `phone fit checked on ${fitChecked} turns`);
    assert.ok(movesShown > 0 && cardsMarked > 0, `the opponent's moves show on the table (${movesShown} times, ${cardsMarked} cards marked)`);
    // The big-screen game (seed 777) has the computer discard cards; the phone game's does not.
    if (tag === 'big') assert.ok(goneShown > 0, 'a card the opponent just discarded is shown as discarded');
    console.log(`  ${tag}: ${clicks} clicks, card text checked ${checked} times, screenshots ${shots.join(', ')}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

test('a whole game on a phone (390×844): card text never clipped, prompt and table together, one-row toolbar', { timeout: 240000 }, async () => {
  await wholeGame({ width: 390, height: 844 }, 'phone', 20240611);
});

test('a whole game on a big screen (1920×1080): bigger cards, card text never clipped', { timeout: 240000 }, async () => {
  await wholeGame({ width: 1920, height: 1080 }, 'big', 777);
});

test('replay viewer: steps forwards and back through the game, the log in step; also a saved game', { timeout: 90000 }, async () => {
  const { context, page, problems } = await newPage({ width: 1400, height: 900 });
  try {
    await openAndStart(page, site.server.url, { seed: 31, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, mode: 'bot', humanSeat: 0 });
    const choose = player(5);
    for (let i = 0; i < 12 && (await pageState(page)).state === 'idle'; i++) await clickAction(page, choose);
    const total = await page.evaluate(() => window.__swrules.status().actions);
    const liveLog = (await pageState(page)).logCount;
    await page.click('[data-testid="replay-open"]');
    const dlg = page.locator('[data-testid="replay"]');
    await dlg.waitFor({ state: 'visible' });
    assert.equal(await page.textContent('[data-testid="replay-step"]'), `Step 0 of ${total}`);
    const logAt = async () => page.locator('[data-testid="replay-log-entry"]').count();
    const counts = [await logAt()];
    for (let i = 1; i <= 4; i++) {
      await page.click('[data-testid="replay-forward"]');
      assert.equal(await page.textContent('[data-testid="replay-step"]'), `Step ${i} of ${total}`);
      counts.push(await logAt());
      assert.ok(counts[i] > counts[i - 1], `the log grows with each step: ${counts}`);
      assert.ok((await page.textContent('[data-testid="replay-move"]')).length > 3, 'the move is named');
    }
    await page.click('[data-testid="replay-back"]');
    assert.equal(await page.textContent('[data-testid="replay-step"]'), `Step 3 of ${total}`);
    assert.equal(await logAt(), counts[3], 'back restores the log of step 3');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.textContent('[data-testid="replay-step"]'), `Step 2 of ${total}`);
    assert.equal(await logAt(), counts[2]);
    await page.click('[data-testid="replay-last"]');
    assert.equal(await page.textContent('[data-testid="replay-step"]'), `Step ${total} of ${total}`);
    assert.equal(await logAt(), liveLog, 'at the last step the log is the game\'s');
    assert.ok(await page.locator('[data-testid="replay-forward"]').isDisabled());
    await page.keyboard.press('Home');
    assert.equal(await page.textContent('[data-testid="replay-step"]'), `Step 0 of ${total}`);
    await page.keyboard.press('Escape');
    await dlg.waitFor({ state: 'detached' });
    // The game on the page did not move.
    assert.equal(await page.evaluate(() => window.__swrules.status().actions), total);

    // A saved game (the downloaded file) opens in the viewer from the setup
    // screen, without replacing the game in progress.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="save"]')]);
    const file = await download.path();
    await page.click('[data-testid="new-game-open"]');
    await page.setInputFiles('[data-testid="replay-input"]', file);
    await dlg.waitFor({ state: 'visible' });
    assert.equal(await page.textContent('[data-testid="replay-step"]'), `Step 0 of ${total}`);
    await page.click('[data-testid="replay-last"]');
    assert.equal(await logAt(), liveLog);
    await page.click('[data-testid="replay-close"]');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a card can be enlarged with the keyboard (Tab to it, Enter or Z) and the dialog keeps the focus', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage({ width: 1400, height: 900 });
  try {
    await openAndStart(page, site.server.url, { seed: 12, options: { variant: 'learning', rebelSeat: 0 }, mode: 'bot', humanSeat: 0 });
    await clickAction(page, (ids) => ids.indexOf('play'));
    // Hint says why.
    await page.click('[data-testid="hint"]');
    const why = page.locator('[data-testid="note-hint"]');
    await why.waitFor({ state: 'visible' });
    assert.match(await why.textContent(), /^Why the hint: .{20,}/);
    // Tab from the top of the page until a card has the focus.
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    let found = null;
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => {
        const el = document.activeElement;
        return el && (el.dataset.testid === 'card-zoom' || el.dataset.testid === 'card-action') ? el.dataset.testid : null;
      });
    }
    assert.ok(found, 'a card is reachable with Tab');
    const cardName = await page.evaluate(() => document.activeElement.closest('.slot').querySelector('.card-name').textContent);
    await page.keyboard.press(found === 'card-zoom' ? 'Enter' : 'z');
    const zoom = page.locator('[data-testid="zoom"]');
    await zoom.waitFor({ state: 'visible' });
    assert.equal(await zoom.locator('.card-name').textContent(), cardName);
    const px = await zoom.locator('.card-power').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    assert.ok(px >= 16, `the enlarged text is large (${px}px)`);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement.closest('[data-testid="zoom"]')), 'Tab stays in the dialog');
    }
    // The options' number keys do nothing while the card is enlarged.
    const before = await page.evaluate(() => window.__swrules.status().actions);
    await page.keyboard.press('1');
    assert.equal(await page.evaluate(() => window.__swrules.status().actions), before);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    assert.ok(await page.evaluate(() => !!document.activeElement.closest('.slot')), 'the focus is back on the card');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('touch: tapping a dotted word explains it; a long-press enlarges a card; settings persist', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage({ width: 390, height: 844 }, { hasTouch: true, isMobile: true });
  try {
    await openAndStart(page, site.server.url, { seed: 12, options: { variant: 'learning', rebelSeat: 0 }, mode: 'bot', humanSeat: 0 });
    // The learning game hides what does not apply to it.
    const table = await page.textContent('[data-testid="table"]');
    assert.doesNotMatch(table, /Event deck|VP|Influence|Reserve|Strategies/i, 'no victory points, influence, reserve, strategies or event deck');
    assert.ok(await page.isVisible('[data-testid="note-guide"]'), 'the learning guide speaks');
    await page.tap('[data-testid="event"] .term');
    const tip = page.locator('[data-testid="term-tip"]');
    await tip.waitFor({ state: 'visible' });
    assert.match(await tip.textContent(), /fight over this round/);
    await page.locator('[data-testid="event"] dt .term').first().tap();
    assert.match(await tip.textContent(), /most cards|highest total/i, 'another word, another explanation');
    await clickAction(page, (ids) => ids.indexOf('play'));
    // Long-press a card in play: it opens enlarged (and is not played).
    const card = page.locator('[data-testid="me"] .slot button').first();
    const box = await card.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    await page.locator('[data-testid="zoom"]').waitFor({ state: 'visible' });
    await page.click('[data-testid="zoom-close"]');

    await page.click('[data-testid="settings-open"]');
    await page.check('[data-testid="setting-animation-off"]');
    await page.check('[data-testid="setting-textSize-larger"]');
    await page.click('[data-testid="settings-close"]');
    const read = () => page.evaluate(() => ({ anim: document.documentElement.dataset.anim, text: document.documentElement.dataset.textSize, px: parseFloat(getComputedStyle(document.documentElement).fontSize) }));
    assert.deepEqual(await read(), { anim: 'off', text: 'larger', px: 19.5 });
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    assert.deepEqual(await read(), { anim: 'off', text: 'larger', px: 19.5 }, 'kept after a reload');
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.equal(await wide(), 0, 'the setup form fits the phone\'s width, even with larger text');
    await page.click('[data-testid="start"]');
    await page.click('[data-testid="confirm-yes"]'); // replaces the autosaved game
    await waitSettled(page);
    assert.equal(await wide(), 0, 'the table fits the phone\'s width, even with larger text');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('accessibility: axe-core finds no serious or critical violations (setup, table, dialogs, phone, end)', { timeout: 180000 }, async () => {
  for (const viewport of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    const { context, page, problems } = await newPage(viewport);
    try {
      await page.goto(`${site.server.url}/?botDelay=0`);
      await page.waitForFunction(() => document.body.dataset.state === 'setup');
      await axe(page, `setup ${viewport.width}`);
      await openAndStart(page, site.server.url, { seed: 4, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, mode: 'bot', humanSeat: 0 });
      const choose = player(9);
      let exhaustedSeen = false;
      for (let i = 0; i < 400 && (await pageState(page)).state === 'idle'; i++) {
        const v = await page.evaluate(() => window.__swrules.view());
        if (!exhaustedSeen && v.players.some((p) => p.inPlay.some((c) => c.exhausted)) && v.lastResult) {
          exhaustedSeen = true;
          await axe(page, `table with exhausted cards ${viewport.width}`);
          await page.click('[data-testid="help-open"]');
          await page.locator('[data-testid="help"]').waitFor({ state: 'visible' });
          await axe(page, `help ${viewport.width}`);
          await page.keyboard.press('Escape');
          await page.click('[data-testid="settings-open"]');
          await axe(page, `settings ${viewport.width}`);
          await page.keyboard.press('Escape');
          await page.locator('[data-testid="table"] [data-testid="card-zoom"], [data-testid="table"] [data-testid="card-action"]').first().focus();
          await page.keyboard.press('z');
          await page.locator('[data-testid="zoom"]').waitFor({ state: 'visible' });
          await axe(page, `card zoom ${viewport.width}`);
          await page.keyboard.press('Escape');
          await page.click('[data-testid="replay-open"]');
          await page.click('[data-testid="replay-forward"]');
          await axe(page, `replay ${viewport.width}`);
          await page.keyboard.press('Escape');
        }
        await clickAction(page, choose);
      }
      assert.ok(exhaustedSeen, 'a table with exhausted cards was checked');
      if ((await pageState(page)).state === 'over') await axe(page, `end ${viewport.width}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
