// Browser tests of the LCG table (web/games/lcg/): whole games against the
// computer by clicking (cards on the table and the prompt's buttons) on a
// phone and a big screen, with no clipped text, every card action reachable
// from its card, the engagement highlighted, the card viewer, the help, and
// axe-core.
//   node --test web/tests/lcg-ui.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openAndStart, pageState, waitSettled, mulberry32, sharedSite } from './helpers.mjs';
import { axe, cardActionProblems, layoutProblems, play, player } from './lcg-helpers.mjs';
const SHOTS = process.env.SWRULES_SHOTS_DIR || path.join(os.tmpdir(), 'swrules-shots');

const site = sharedSite([path.join('games', 'lcg', 'index.js'), path.join('games', 'lcg', 'lcg.css')],
  () => fs.mkdirSync(SHOTS, { recursive: true }));

const newPage = (viewport, extra = {}) => site.newPage({ viewport, timeout: 30000, ...extra });

async function wholeGame(viewport, tag, seed, humanSeat) {
  const { context, page, problems } = await newPage(viewport);
  try {
    await openAndStart(page, site.server.url, {
      game: 'lcg', seed, options: { dark: 'imperial-navy', light: 'jedi' }, mode: 'bot', humanSeat, botKind: 'heuristic',
    });
    const choose = player(seed);
    const rnd = mulberry32(seed + 1);
    const seen = { card: 0, prompt: 0, engagement: 0, attackers: 0, defenders: 0, tokens: 0, committed: 0, hand: 0, attachments: 0 };
    let checked = 0;
    const shots = [];
    for (let clicks = 0; ; clicks++) {
      const st = await pageState(page);
      if (st.state === 'over') break;
      assert.equal(st.state, 'idle', `the page waits for the player (click ${clicks})`);
      assert.ok(clicks < 1500, 'the game ends within 1500 clicks');
      assert.ok(st.actions.length > 0, `an option to click (prompt "${st.prompt}")`);
      assert.ok(st.prompt.trim().length > 0, 'a prompt text is shown');
      const labels = await page.$$eval('#actions [data-testid="action"]', (bs) => bs.map((b) => b.textContent));
      for (const l of labels) assert.doesNotMatch(l, /\w+:[\w-]+\.\d+/, `no raw action id on a button: "${l}"`);
      if (clicks % 3 === 0) {
        assert.deepEqual(await layoutProblems(page), [], `no clipped text (click ${clicks})`);
        assert.deepEqual(await cardActionProblems(page), [], `card actions on their cards (click ${clicks})`);
        checked++;
      }
      const s = await page.evaluate(() => ({
        engagement: document.querySelectorAll('[data-testid="engagement"]').length,
        attackers: document.querySelectorAll('.lcg-card.is-attacker').length,
        defenders: document.querySelectorAll('.lcg-card.is-defender').length,
        tokens: document.querySelectorAll('.lc-fig.tok.on').length,
        committed: document.querySelectorAll('.tag-force').length,
        hand: document.querySelectorAll('[data-testid="hand"] .lc-slot').length,
        attachments: document.querySelectorAll('.lc-attachments .lc-slot').length,
      }));
      for (const k of Object.keys(s)) if (s[k]) seen[k]++;
      if ((shots.length === 0 && s.engagement) || (shots.length === 1 && s.attackers && s.tokens > 3)) {
        const file = path.join(SHOTS, `lcg-${tag}-${shots.length}.png`);
        await page.screenshot({ path: file });
        shots.push(file);
      }
      const id = choose(st.actions);
      seen[await play(page, id, rnd() < 0.8)]++;
    }
    const end = page.locator('[data-testid="end-screen"]');
    await end.waitFor({ state: 'visible' });
    const title = await page.textContent('[data-testid="end-title"]');
    assert.match(title, /^You (won|lost)/);
    assert.match(await page.textContent('[data-testid="end-text"]'), /Death Star dial|objectives|empty|effect/);
    const status = await page.evaluate(() => window.__swrules.status());
    assert.equal(/won/.test(title), status.winners.includes(humanSeat), `"${title}" agrees with the winners ${status.winners}`);
    assert.deepEqual(await layoutProblems(page), [], 'the end dialog reads in full');
    await page.click('[data-testid="end-close"]');
    assert.deepEqual(await layoutProblems(page), []);
    const file = path.join(SHOTS, `lcg-${tag}-end.png`);
    await page.screenshot({ path: file });
    shots.push(file);
    assert.ok(seen.card > 5, `cards were played by clicking them (${seen.card} times)`);
    assert.ok(seen.prompt > 5, `the prompt's buttons were used (${seen.prompt} times)`);
    assert.ok(seen.engagement > 0 && seen.attackers > 0, `an engagement with its attackers was shown: ${JSON.stringify(seen)}`);
    assert.ok(seen.tokens > 0 && seen.hand > 0, `tokens and the hand were shown: ${JSON.stringify(seen)}`);
    console.log(`  ${tag}: ${seen.card + seen.prompt} clicks (${seen.card} on cards), layout checked ${checked} times, ` +
      `winner ${status.winners}, seen ${JSON.stringify(seen)}, screenshots ${shots.join(', ')}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

test('LCG: a whole game against the computer on a phone (390×844), the Dark Side, no clipped text', { timeout: 400000 }, async () => {
  await wholeGame({ width: 390, height: 844 }, 'phone', 11, 0);
});

test('LCG: a whole game against the computer on a desktop (1400×900), the Light Side, no clipped text', { timeout: 400000 }, async () => {
  await wholeGame({ width: 1400, height: 900 }, 'desktop', 23, 1);
});

test('LCG: setup form, card viewer, help and table are axe-clean on a phone and a desktop', { timeout: 300000 }, async () => {
  for (const viewport of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    const { context, page, problems } = await newPage(viewport);
    try {
      await page.goto(`${site.server.url}/?botDelay=0`);
      await page.waitForFunction(() => document.body.dataset.state === 'setup');
      await page.selectOption('[data-testid="game-select"]', 'lcg');
      // The preset decks are a list with readable names, the mulligan a checkbox.
      assert.deepEqual(await page.$$eval('[data-testid="option-dark"] option', (os) => os.map((o) => o.textContent)),
        ['Imperial Navy (preset deck)', 'Sith (preset deck)']);
      assert.deepEqual(await page.$$eval('[data-testid="option-light"] option', (os) => os.map((o) => o.textContent)),
        ['Jedi (preset deck)', 'Rebel Alliance (preset deck)']);
      assert.equal(await page.getAttribute('[data-testid="option-mulligan"]', 'type'), 'checkbox');
      await axe(page, `LCG setup ${viewport.width}`);
      await openAndStart(page, site.server.url, {
        game: 'lcg', seed: 5, options: { dark: 'sith', light: 'rebel-alliance' }, mode: 'bot', humanSeat: 0, botKind: 'heuristic',
      });
      const view0 = await page.evaluate(() => window.__swrules.view());
      assert.equal(view0.players[0].affiliation, 'sith', 'the chosen deck is played');
      await axe(page, `LCG setup prompt ${viewport.width}`);
      const choose = player(3);
      let checkedEngagement = false;
      let checkedTable = false;
      for (let i = 0; i < 600 && (await pageState(page)).state === 'idle'; i++) {
        const v = await page.evaluate(() => window.__swrules.view());
        const units = v.players.reduce((n, p) => n + p.units.length, 0);
        if (!checkedTable && units >= 3) {
          checkedTable = true;
          await axe(page, `LCG table ${viewport.width}`);
          // The card viewer: every fact of a unit in words.
          const unit = page.locator('[data-testid^="units-"] .lc-slot').first();
          const btn = unit.locator('button').first();
          await btn.focus();
          await page.keyboard.press('z');
          const zoom = page.locator('[data-testid="zoom"]');
          await zoom.waitFor({ state: 'visible' });
          const facts = await zoom.locator('.zoom-facts').textContent();
          for (const word of ['Type', 'Cost', 'Force icons', 'Damage capacity', 'Combat icons', 'Traits', 'Focus tokens']) {
            assert.ok(facts.includes(word), `the card viewer says "${word}": ${facts}`);
          }
          assert.deepEqual(await layoutProblems(page), [], 'the enlarged card reads in full');
          await axe(page, `LCG card viewer ${viewport.width}`);
          await page.keyboard.press('Escape');
          await zoom.waitFor({ state: 'detached' });
          await page.click('[data-testid="help-open"]');
          const help = page.locator('[data-testid="help"]');
          await help.waitFor({ state: 'visible' });
          assert.match(await help.textContent(), /Death Star dial/);
          assert.match(await help.textContent(), /edge battle/i);
          await axe(page, `LCG help ${viewport.width}`);
          await page.keyboard.press('Escape');
        }
        if (!checkedEngagement && v.engagement && v.players.some((p) => p.units.some((u) => u.role))) {
          checkedEngagement = true;
          assert.ok(await page.isVisible('[data-testid="engagement"]'), 'the engagement is shown');
          assert.ok(await page.locator('.lcg-card.is-engaged').count() === 1, 'the engaged objective is marked');
          await axe(page, `LCG engagement ${viewport.width}`);
        }
        if (checkedTable && checkedEngagement) break;
        const st = await pageState(page);
        await play(page, choose(st.actions), true);
      }
      assert.ok(checkedTable && checkedEngagement, `the table (${checkedTable}) and an engagement (${checkedEngagement}) were checked`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('LCG: hot-seat setup goes through the pass-the-device screen; the replay viewer draws the LCG table', { timeout: 120000 }, async () => {
  const { context, page, problems } = await newPage({ width: 1400, height: 900 });
  try {
    await openAndStart(page, site.server.url, { game: 'lcg', seed: 9, options: {}, mode: 'hotseat', privacy: 'secret' });
    const cont = async () => {
      const seq = (await pageState(page)).seq;
      await page.click('[data-testid="handoff-continue"]');
      await waitSettled(page, seq);
    };
    // Both players choose their objectives in secret: one at a time.
    assert.equal((await pageState(page)).state, 'handoff', 'the secret objective choice starts behind the screen');
    await cont();
    const first = await page.evaluate(() => window.__swrules.session.viewer);
    assert.equal(await page.locator('[data-testid="to-reveal"] .lc-slot').count(), 4, 'four objectives to choose from, on the table');
    assert.equal(await page.locator('[data-testid="to-reveal"] [data-testid="card-action"]').count(), 4, 'each one clickable');
    await axe(page, 'LCG hot-seat setup');
    let seq = (await pageState(page)).seq;
    await page.locator('[data-testid="to-reveal"] [data-testid="card-action"]').first().click();
    await waitSettled(page, seq);
    assert.equal((await pageState(page)).state, 'handoff', 'the screen comes back for the other player');
    await cont();
    assert.notEqual(await page.evaluate(() => window.__swrules.session.viewer), first, 'the other player\'s view');
    // The other side's face-down objectives are counted, not named.
    assert.match(await page.textContent('[data-testid="opponent"]'), /3 objectives face down|objectives? face down/);
    seq = (await pageState(page)).seq;
    await page.locator('[data-testid="to-reveal"] [data-testid="card-action"]').first().click();
    await waitSettled(page, seq);
    for (let i = 0; i < 6 && (await pageState(page)).state !== 'over'; i++) {
      if ((await pageState(page)).state === 'handoff') await cont();
      else {
        seq = (await pageState(page)).seq;
        await page.locator('#actions [data-testid="action"]').first().click();
        await waitSettled(page, seq);
      }
    }
    if ((await pageState(page)).state === 'handoff') await cont();
    await page.click('[data-testid="replay-open"]');
    const dlg = page.locator('[data-testid="replay"]');
    await dlg.waitFor({ state: 'visible' });
    for (let i = 0; i < 3; i++) await page.click('[data-testid="replay-forward"]');
    assert.equal(await dlg.locator('.lcg-table').count(), 1, 'the replay shows the LCG table');
    assert.ok(await dlg.locator('[data-testid="dial"]').count() === 1, 'with the dial');
    // The view names cards by key; the replay completes them from the card list (card names, not keys).
    const names = await dlg.locator('.lc-name').allTextContents();
    assert.ok(names.length > 0 && names.every((n) => /[A-Z]/.test(n)), `the replay's cards carry their printed names: ${names.slice(0, 6)}`);
    await axe(page, 'LCG replay');
    await page.keyboard.press('Escape');
    await dlg.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
