// Browser tests of issue 18: what the EvR page says is what the engine
// reports. Each test plays to a situation through the API's `setup` (in node,
// with the built module), loads that position into the page as a saved game,
// and checks the page against the engine's view (lastResult, prompt) and log.
//   node --test web/tests/evr-truth.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sharedSite, siteDir, waitSettled } from './helpers.mjs';

const site = sharedSite([path.join('games', 'evr', 'index.js')]);

let sw;
before(async () => {
  const { default: factory } = await import(path.join(siteDir, 'swrules.js'));
  sw = await factory({ wasmBinary: fs.readFileSync(path.join(siteDir, 'swrules.wasm')) });
});

// A full game from `setup` (Rebels in seat 0), both sides passing out the
// struggle; returns the save document.
function positionAfterStruggle(setup, seed = 3) {
  const m = new sw.Match();
  try {
    const r = JSON.parse(m.start(JSON.stringify({ game: 'evr', seed, options: { variant: 'full', rebelSeat: 0 }, setup })));
    assert.equal(r.ok, true, JSON.stringify(r));
    for (let i = 0; i < 4; i++) {
      const v = JSON.parse(m.view(-1));
      if (v.phase !== 'struggle') break;
      const res = JSON.parse(m.apply(JSON.stringify({ player: v.turn, id: 'pass' })));
      assert.equal(res.ok, true, JSON.stringify(res));
    }
    return m.save();
  } finally {
    m.delete();
  }
}

const struggleAt = (rebel, imperial, event = 'escape-from-tatooine') => ({
  phase: 'struggle', event, balance: 'rebel', toAct: 'rebel', rebel, imperial,
});

// Opens the page, sets who plays on the setup form (no game started) and
// loads the save: the page takes "who plays" from the form.
async function loadPosition(page, save, { seats = ['human', 'human'], privacy = 'secret' } = {}) {
  await page.goto(`${site.server.url}/?botDelay=0`);
  await page.waitForFunction(() => document.body.dataset.state === 'setup');
  await page.selectOption('[data-testid="game-select"]', 'evr');
  for (let s = 0; s < seats.length; s++) await page.selectOption(`[data-testid="seat-kind-${s}"]`, seats[s]);
  if (seats.filter((k) => k === 'human').length > 1) await page.selectOption('[data-testid="privacy"]', privacy);
  await page.setInputFiles('[data-testid="load-input"]', { name: 'position.json', mimeType: 'application/json', buffer: Buffer.from(save) });
  await waitSettled(page);
}

const engineView = (page, seat) => page.evaluate((s) => window.__swrules.session.match.view(s), seat);
const engineLog = (page) => page.evaluate(() => window.__swrules.session.match.log(-1));

// Everything a person can read on the page now (hidden elements excluded).
const readable = (page) => page.evaluate(() => document.body.innerText);

test('Dominance before the winner: the round box shows only what happened; the Support prompt comes after a hand-off, unreadable before it (hot-seat)', async () => {
  // The Rebels' Support asks them for a reserve character when revealed,
  // before the winner is determined (EVR-DOM-2..6).
  const save = positionAfterStruggle(struggleAt(
    { inPlay: ['reb.military-2'], strategy: { chosen: 'support' } },
    { inPlay: ['imp.military-5'], strategy: { chosen: 'bureaucracy' } }));
  const { context, page, problems } = await site.newPage();
  try {
    await loadPosition(page, save);
    const rebel = await engineView(page, 0);
    assert.equal(rebel.phase, 'dominance');
    assert.equal(rebel.prompt.kind, 'choice');
    assert.equal(rebel.prompt.secret, true, 'the engine marks a choice among reserve characters secret');
    const reserveNames = rebel.players[0].reserve.cards.map((c) => c.name);
    assert.ok(reserveNames.length > 0);

    // The hand-off screen first, and nothing of the Rebels' secrets behind it.
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'handoff');
    assert.ok(await page.isVisible('[data-testid="handoff"]'));
    const before = await readable(page);
    for (const n of reserveNames) assert.ok(!before.includes(n), `"${n}" (a reserve card) is readable before the hand-off is confirmed`);
    const hidden = await page.evaluate(() => ({
      actions: document.querySelectorAll('#actions *').length,
      table: document.querySelector('#table-host').textContent.trim(),
      notes: document.querySelector('#prompt-notes').textContent.trim(),
      prompt: document.querySelector('#prompt-text').textContent.trim(),
    }));
    assert.deepEqual(hidden, { actions: 0, table: '', notes: '', prompt: '' }, 'nothing of the next screen is in the page');

    await page.click('[data-testid="handoff-continue"]');
    await page.waitForFunction(() => document.body.dataset.state === 'idle');
    // The options name the secret cards: each is blurred unless pointed at or keyboard-focused.
    const blur = await page.evaluate(() => [...document.querySelectorAll('#actions [data-testid="action"]')].map((b) => ({
      text: b.textContent, blurred: getComputedStyle(b).filter.includes('blur'), focused: b.matches(':focus-visible'),
    })));
    assert.ok(blur.some((b) => reserveNames.some((n) => b.text.includes(n))), 'the options name reserve cards');
    for (const b of blur) assert.ok(b.blurred || b.focused, `option "${b.text}" is readable without being pointed at`);

    // The round box: strategies and totals as they stand, no result.
    const lr = (await engineView(page, -1)).lastResult;
    assert.equal(lr.why, null, 'the engine has no result yet');
    assert.equal(lr.winner, null);
    const box = await page.textContent('[data-testid="last-result"]');
    assert.equal((await page.textContent('[data-testid="last-result-verdict"]')).trim(), 'No result yet.');
    assert.doesNotMatch(box, /won|draw|→|a tie/i, `the round box claims a result: ${box}`);
    assert.match(box, new RegExp(`Rebels: ${lr.totals[0]}\\b`));
    assert.match(box, new RegExp(`Empire: ${lr.totals[1]}\\b`));
    assert.match(box, /Support/);
    assert.match(box, /Bureaucracy/);
    assert.match(box, /not determined yet/);

    // Choose; the engine determines the winner and the box says what it says.
    const pick = await page.locator('#actions [data-testid="action"]').first().getAttribute('data-action-id');
    const seq = await page.evaluate(() => document.body.dataset.seq);
    await page.locator(`#actions [data-action-id="${pick}"]`).click();
    await waitSettled(page, seq);
    if (await page.evaluate(() => document.body.dataset.state) === 'handoff') {
      await page.click('[data-testid="handoff-continue"]');
      await page.waitForFunction(() => document.body.dataset.state === 'idle');
    }
    const done = (await engineView(page, -1)).lastResult;
    assert.equal(typeof done.winner, 'number');
    const winner = done.winner === 0 ? 'Rebels' : 'Empire';
    assert.equal((await page.textContent('[data-testid="last-result-verdict"]')).trim(), `The ${winner} won Escape from Tatooine.`);
    const why = await page.textContent('[data-testid="last-result-why"]');
    assert.ok(why.includes(String(done.finalTotals[0])) && why.includes(String(done.finalTotals[1])), why);
    const log = await engineLog(page);
    const result = log.find((e) => e.type === 'event_result');
    assert.ok(result && result.data.winner === done.winner, `the log agrees: ${result && JSON.stringify(result)}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('both sides chose Deception: the round box gives the engine\'s reason (EVR-DOM-5), not "over the target"', async () => {
  const save = positionAfterStruggle(struggleAt(
    { inPlay: ['reb.military-5'], strategy: { chosen: 'deception' } },
    { inPlay: ['imp.military-4'], strategy: { chosen: 'deception' } }));
  const { context, page, problems } = await site.newPage();
  try {
    await loadPosition(page, save, { privacy: 'never' });
    const lr = (await engineView(page, -1)).lastResult;
    assert.deepEqual(lr.cancelledWhy, ['cancelEachOther', 'cancelEachOther']);
    const why = await page.textContent('[data-testid="last-result-why"]');
    assert.doesNotMatch(why, /over the target/, why);
    assert.match(why, /The Rebels' Deception had no effect: both sides chose Deception/);
    assert.match(why, /The Empire's Deception had no effect: both sides chose Deception/);
    // The log says the same.
    const log = await engineLog(page);
    assert.ok(log.some((e) => e.type === 'strategy_revealed' && /both chose Deception/.test(e.text)));
    // And a higher total within the target won, as the engine says.
    assert.equal(lr.why, 'higherTotal');
    assert.match(why, new RegExp(`The Rebels' ${lr.finalTotals[0]} beats the Empire's ${lr.finalTotals[1]}`));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Characters of `selector`'s text that the page's fonts cannot draw: drawn
// like a code point no font has (an empty box), or not at all.
const undrawable = (page, selector) => page.evaluate((sel) => {
  const el = document.querySelector(sel);
  const g = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  g.canvas.width = 80;
  g.canvas.height = 60;
  g.font = getComputedStyle(el).font;
  const draw = (ch) => {
    g.clearRect(0, 0, 80, 60);
    g.fillText(ch, 10, 40);
    return g.getImageData(0, 0, 80, 60).data.join(',');
  };
  const missing = draw('\u{10FFFD}');
  const blank = draw(' ');
  return [...el.textContent].filter((ch) => ch.codePointAt(0) > 127 && ch.trim() && [missing, blank].includes(draw(ch)));
}, selector);

test('names, not seats, in the log; no error codes in messages; the replay\'s labels and buttons read right', async () => {
  const { context, page, problems } = await site.newPage();
  try {
    await page.goto(`${site.server.url}/?botDelay=0`);
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    // A file that is no save: the message is for people.
    await page.setInputFiles('[data-testid="load-input"]', { name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"swrules-save","game":"evr"}') });
    await page.waitForFunction(() => /could not load/i.test(document.querySelector('[data-testid="message"]').textContent));
    const msg = await page.textContent('[data-testid="message"]');
    assert.doesNotMatch(msg, /\[[a-z_]+\]|bad_save|bad_json/, msg);

    await page.selectOption('[data-testid="game-select"]', 'evr');
    await page.fill('[data-testid="seed"]', '4');
    await page.selectOption('[data-testid="option-variant"]', JSON.stringify('full'));
    await page.selectOption('[data-testid="option-rebelSeat"]', JSON.stringify(1));
    await page.selectOption('[data-testid="option-characters"]', JSON.stringify('random'));
    await page.selectOption('[data-testid="seat-kind-0"]', 'human');
    await page.selectOption('[data-testid="seat-kind-1"]', 'heuristic');
    await page.click('[data-testid="start"]');
    await waitSettled(page);
    const first = (await engineLog(page))[0];
    assert.equal(first.type, 'setup');
    assert.equal(first.data.rebelSeat, 1);
    const shown = (await page.locator('[data-testid="log-entry"]').first().textContent()).trim();
    assert.doesNotMatch(shown, /\bseat \d|\bPlayer \d/, shown);
    // The engine's "Player 2" (seat 1, the computer here) and "Player 1" (you), named.
    assert.equal(shown, first.text.replace('Player 2', 'the computer').replace('Player 1', 'You'));

    await page.click('[data-testid="replay-open"]');
    await page.locator('[data-testid="replay"]').waitFor({ state: 'visible' });
    const seatsShown = await page.locator('[data-testid="replay-seat"] option').allTextContents();
    for (const t of seatsShown) assert.doesNotMatch(t, /s's\b/, t);
    assert.ok(seatsShown.includes('Rebels\' view') && seatsShown.includes('Empire\'s view'), seatsShown.join(' | '));
    for (const b of ['replay-first', 'replay-back', 'replay-forward', 'replay-last']) {
      assert.deepEqual(await undrawable(page, `[data-testid="${b}"]`), [], `${b} shows characters the fonts lack`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Hint counts the strategy the player chose: Direct Assault\'s +2 over the target is said, no false lead (issue 18)', async () => {
  // The Rebels lead 10 to 2, target 11; their own Direct Assault adds 2 when
  // the winner is determined (strategyCards.totalBonus).
  const m = new sw.Match();
  let save;
  try {
    const r = JSON.parse(m.start(JSON.stringify({
      game: 'evr', seed: 3, options: { variant: 'full', rebelSeat: 0 },
      setup: struggleAt({ inPlay: ['reb.military-5', 'reb.force-5'], strategy: { chosen: 'direct-assault' } },
        { inPlay: ['imp.military-2'], strategy: { chosen: 'support' } }),
    })));
    assert.equal(r.ok, true, JSON.stringify(r));
    save = m.save();
  } finally {
    m.delete();
  }
  const { context, page, problems } = await site.newPage();
  try {
    await loadPosition(page, save, { seats: ['human', 'heuristic'] });
    const view = await engineView(page, 0);
    const bonus = view.strategyCards.find((c) => c.id === 'direct-assault').totalBonus;
    const mine = view.players[0].total;
    const target = view.event.target;
    assert.ok(mine <= target && mine + bonus > target, JSON.stringify({ mine, bonus, target }));
    await page.click('[data-testid="hint"]');
    const note = page.locator('[data-testid="note-hint"]');
    await note.waitFor({ state: 'visible' });
    const text = await note.textContent();
    assert.doesNotMatch(text, /You lead|enough for another card|2–6|2 to 5/, text);
    // Whatever the computer suggests, a total the hint names counts the +2.
    for (const n of text.matchAll(/your (\d+) will count (\d+)|Your total is (\d+) \((\d+) with/g)) {
      const [a, b] = [Number(n[1] ?? n[3]), Number(n[2] ?? n[4])];
      assert.equal(a, mine, text);
      assert.equal(b, mine + bonus, text);
    }
    assert.match(text, new RegExp(`${mine + bonus}`), `the hint counts the Direct Assault: ${text}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
