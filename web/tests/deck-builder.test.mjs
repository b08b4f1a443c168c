// Browser tests of the deck builder (web/shell/deck-builder.js with the LCG's
// web/games/lcg/deck-editor.js): a legal deck built by clicking on a phone,
// saved in the browser and played in a new game; an .o8d file imported (and
// one with unknown cards refused, naming them), exported back; keyboard use
// and axe-core on a phone and a desktop.
//   node --test web/tests/deck-builder.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sharedSite, waitSettled, clickAction, repoRoot, mulberry32, axe } from './helpers.mjs';

const FIXTURE = path.join(repoRoot, 'tests', 'fixtures', 'lcg', 'jedi-10-sets.o8d');

const site = sharedSite([path.join('shell', 'deck-builder.js'), path.join('games', 'lcg', 'deck-editor.js'), 'swrules.wasm']);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

async function openBuilder(page) {
  await page.goto(`${site.server.url}/?botDelay=0`);
  await page.waitForFunction(() => document.body.dataset.state === 'setup');
  await page.selectOption('[data-testid="game-select"]', 'lcg');
  await page.click('[data-testid="deck-builder-open"]');
  await page.waitForSelector('[data-testid="db-editor"] [data-testid="db-set"]');
}

const verdict = (page) => page.evaluate(() => {
  const v = document.querySelector('[data-testid="db-verdict"]');
  return { legal: v.dataset.legal === 'true', text: v.textContent, errors: [...document.querySelectorAll('[data-testid="db-error"]')].map((e) => e.textContent) };
});

const wide = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('deck builder: a legal Sith deck built by clicking on a phone, saved, and played in a new game', { timeout: 180000 }, async () => {
  const { context, page, problems } = await site.newPage({ viewport: PHONE, timeout: 30000 });
  try {
    await openBuilder(page);
    let v = await verdict(page);
    assert.equal(v.legal, false);
    assert.ok(v.errors.some((e) => /affiliation/.test(e)), `no affiliation yet: ${v.errors}`);
    await page.check('[data-testid="db-affiliation-sith"]');
    // Only the Dark Side's sets are offered once the affiliation is chosen.
    const offered = await page.$$eval('[data-testid="db-set"]', (els) => els.map((e) => Number(e.dataset.set)));
    assert.ok(offered.includes(19) && !offered.includes(1), `Dark Side sets: ${offered}`);
    // Each set shows its six cards with type and cost.
    const set19 = await page.locator('[data-testid="db-set"][data-set="19"]').textContent();
    assert.match(set19, /Darth Vader \(unit, cost \d\)/);
    const sets = [19, 20, 21, 22, 23, 24, 25, 33, 34];
    for (const n of sets) await page.click(`[data-testid="db-add-${n}"]`);
    v = await verdict(page);
    assert.equal(v.legal, false, 'nine sets are too few (LCG-DECK-2)');
    assert.ok(v.errors.some((e) => /at least 10/.test(e)), v.errors.join(' | '));
    // A second Reconnaissance Mission breaks "Limit 1", then the deck is legal without it.
    await page.click('[data-testid="db-add-36"]');
    await page.click('[data-testid="db-add-36"]');
    v = await verdict(page);
    assert.deepEqual(v.errors.length, 1);
    assert.match(v.errors[0], /Limit 1/);
    await page.click('[data-testid="db-remove-36"]');
    v = await verdict(page);
    assert.equal(v.legal, true, v.errors.join(' | '));
    assert.match(v.text, /Legal deck: Dark Side, 10 objective sets, 61 cards/);
    assert.ok((await wide(page)) <= 1, 'the builder fits the phone');
    await page.fill('[data-testid="db-name"]', 'Dathomir Sith');
    await page.click('[data-testid="db-save"]');
    await page.click('[data-testid="db-use"]');
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    const code = 'sith:19,20,21,22,23,24,25,33,34,36';
    assert.equal(await page.inputValue('[data-testid="option-dark"]'), JSON.stringify(code));
    assert.equal(await page.$eval('[data-testid="option-dark"]', (s) => s.selectedOptions[0].textContent), 'Dathomir Sith (your deck)');
    await page.selectOption('[data-testid="seat-kind-0"]', 'human');
    await page.selectOption('[data-testid="seat-kind-1"]', 'heuristic');
    await page.fill('[data-testid="seed"]', '11');
    await page.click('[data-testid="start"]');
    await waitSettled(page);
    const cfg = await page.evaluate(() => window.__swrules.app.config);
    assert.equal(cfg.options.dark, code);
    const view = await page.evaluate(() => window.__swrules.view());
    assert.equal(view.players[0].affiliation, 'sith');
    assert.equal(view.players[0].deckCount + view.players[0].handCount, 50, 'the 50 command cards of the 10 sets');
    // Play it: the setup decisions and a few more moves by clicking.
    const rnd = mulberry32(4);
    for (let i = 0; i < 12; i++) {
      const st = await page.evaluate(() => document.body.dataset.state);
      if (st !== 'idle') break;
      await clickAction(page, (ids) => Math.floor(rnd() * ids.length));
    }
    const after = await page.evaluate(() => window.__swrules.status());
    assert.ok(after.actions >= 6, `moves were played (${after.actions})`);
    // The deck stays in the browser: after a reload it is still offered.
    await page.reload();
    await page.waitForFunction(() => ['setup', 'idle', 'busy', 'over'].includes(document.body.dataset.state));
    await page.click('[data-testid="new-game-open"]').catch(() => {});
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    await page.selectOption('[data-testid="game-select"]', 'lcg');
    const offeredDecks = await page.$$eval('[data-testid="option-dark"] option', (os) => os.map((o) => o.textContent));
    assert.ok(offeredDecks.includes('Dathomir Sith (your deck)'), offeredDecks.join(' | '));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('deck builder: an .o8d file imports (and exports back); a file with unknown cards names them', { timeout: 120000 }, async () => {
  const { context, page, problems } = await site.newPage({ viewport: DESKTOP });
  try {
    await openBuilder(page);
    await page.setInputFiles('[data-testid="db-import-input"]', FIXTURE);
    await page.waitForFunction(() => document.querySelector('[data-testid="db-verdict"]').dataset.legal === 'true');
    assert.equal(await page.isChecked('[data-testid="db-affiliation-jedi"]'), true);
    assert.equal(await page.inputValue('[data-testid="db-name"]'), 'jedi-10-sets');
    const rows = await page.$$eval('[data-testid="db-deck-row"]', (els) => els.map((e) => `${e.dataset.set}x${e.dataset.copies}`));
    assert.deepEqual(rows, ['1x2', '2x1', '3x1', '4x1', '5x1', '6x1', '7x1', '16x1', '18x1']);
    // Export as .o8d: the same cards by their OCTGN ids.
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="db-export-o8d"]')]);
    assert.match(dl.suggestedFilename(), /\.o8d$/);
    const text = fs.readFileSync(await dl.path(), 'utf8');
    assert.match(text, /<card qty="2" id="ff4fb461-8060-457a-9c16-000000000063">/);
    assert.match(text, /<section name="Objective Deck">/);
    // A file with a card id no card has: refused, the id named.
    const broken = fs.readFileSync(FIXTURE, 'utf8').replace('ff4fb461-8060-457a-9c16-000000000064', 'ff4fb461-8060-457a-9c16-00000000abcd');
    await page.setInputFiles('[data-testid="db-import-input"]', { name: 'broken.o8d', mimeType: 'application/xml', buffer: Buffer.from(broken) });
    await page.waitForFunction(() => /Could not import/.test(document.querySelector('[data-testid="db-verdict"]').textContent));
    const errs = await page.$$eval('[data-testid="db-error"]', (els) => els.map((e) => e.textContent));
    assert.ok(errs.some((e) => e.includes('ff4fb461-8060-457a-9c16-00000000abcd')), errs.join(' | '));
    assert.ok(errs.some((e) => /set 1 .*not whole|A Hero's Journey/.test(e)), `the broken set is named too: ${errs.join(' | ')}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('deck builder: keyboard use keeps focus; axe-clean and no overflow on a phone and a desktop', { timeout: 120000 }, async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page, problems } = await site.newPage({ viewport });
    try {
      await openBuilder(page);
      await axe(page, `deck builder, empty, ${viewport.width}`);
      await page.focus('[data-testid="db-affiliation-jedi"]');
      await page.keyboard.press('Space');
      assert.equal(await page.isChecked('[data-testid="db-affiliation-jedi"]'), true);
      await page.focus('[data-testid="db-add-1"]');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'db-add-1', 'focus stays on the button');
      assert.equal(await page.getAttribute('[data-testid="db-deck-row"][data-set="1"]', 'data-copies'), '2');
      await page.click('[data-testid="db-add-1"]');
      assert.equal(await page.locator('[data-testid="db-add-19"]').count(), 0, 'Dark Side sets are not offered to a Jedi deck');
      const v = await verdict(page);
      assert.ok(v.errors.some((e) => /at most 2 copies/.test(e)), v.errors.join(' | '));
      await axe(page, `deck builder with errors, ${viewport.width}`);
      assert.ok((await wide(page)) <= 1, `no horizontal overflow at ${viewport.width}`);
      // Labels: every form control has an accessible name (axe checks it); Back returns to the form.
      await page.click('[data-testid="db-close"]');
      await page.waitForFunction(() => document.body.dataset.state === 'setup');
      assert.equal(await page.isVisible('[data-testid="deck-builder"]'), false);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
