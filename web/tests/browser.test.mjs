// Browser test of the web client against the real wasm module:
//   node --test web/tests/browser.test.mjs
// Needs the built site (build-wasm/site, or SWRULES_SITE_DIR), playwright-core
// (npm) and Debian's /usr/bin/chromium. Starts its own static server.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  repoRoot, siteDir, startServer, openAndStart, clickAction, pageState,
  waitSettled, randomChooser, mulberry32,
  sharedSite,
} from './helpers.mjs';

const site = sharedSite();

const newPage = () => site.newPage();

const viewJson = (page) => page.evaluate(() => JSON.stringify(window.__swrules.view()));

test('lists the games and shows the option fields', { timeout: 30000 }, async () => {
  const { context, page, problems } = await newPage();
  try {
    await page.goto(`${site.server.url}/`);
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    const games = await page.$$eval('[data-testid="game-select"] option', (os) => os.map((o) => o.value));
    assert.ok(games.includes('evr'), `games: ${games}`);
    for (const name of ['variant', 'rebelSeat', 'characters']) {
      assert.equal(await page.locator(`[data-testid="option-${name}"]`).count(), 1, `option ${name}`);
    }
    const kinds = await page.$$eval('[data-testid="seat-kind-1"] option', (os) => os.map((o) => o.value));
    assert.deepEqual(kinds, ['human', 'random', 'heuristic', 'search'], 'a person or three computer levels');
    assert.equal(await page.locator('[data-testid="seat-row"]').count(), 2, 'EvR has two seats');
    await page.fill('[data-testid="seed"]', '');
    await page.click('[data-testid="random-seed"]');
    assert.match(await page.inputValue('[data-testid="seed"]'), /^\d+$/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('plays a whole full game against the computer by clicking', { timeout: 150000 }, async () => {
  const { context, page, problems } = await newPage();
  try {
    await openAndStart(page, site.server.url, {
      seed: 20240611, options: { variant: 'full', rebelSeat: 0, characters: 'choose' }, mode: 'bot', humanSeat: 0, botKind: 'heuristic',
    });
    const choose = randomChooser(7);
    let clicks = 0;
    for (;;) {
      const st = await pageState(page);
      if (st.state === 'over') break;
      assert.ok(clicks < 3000, 'the game should end within 3000 clicks');
      assert.equal(st.state, 'idle');
      assert.ok(st.actions.length > 0, `the human must have an action (prompt "${st.prompt}")`);
      assert.ok(st.prompt.trim().length > 0, 'a prompt text is shown');
      await clickAction(page, choose);
      clicks++;
    }
    const end = page.locator('[data-testid="end-screen"]');
    await end.waitFor({ state: 'visible' });
    const title = await page.textContent('[data-testid="end-title"]');
    // Against the computer the end screen speaks to the player (seat 0).
    assert.match(title, /^You (won|lost)/);
    const winner = page.locator('[data-testid="end-winner"]');
    assert.equal(await winner.count(), 1, 'exactly one winner line');
    const seat = Number(await winner.getAttribute('data-seat'));
    assert.equal(/won/.test(title), seat === 0, `"${title}" agrees with the winner line (seat ${seat})`);
    assert.match(await page.textContent('[data-testid="end-text"]'), /reached \d+ victory points/, 'the end screen says why');
    const vpText = await page.textContent(`[data-testid="end-vp-${seat}"]`);
    const vp = Number(vpText.match(/\d+/)[0]);
    assert.ok(vp >= 7, `winner VP ${vp} >= 7`);
    // The table agrees with the end screen.
    await page.click('[data-testid="end-close"]');
    assert.ok(await end.isHidden());
    assert.equal(Number(await page.textContent(`[data-testid="vp-${seat}"]`)), vp);
    assert.ok(await page.isVisible('[data-testid="end-banner"]'));
    const status = await page.evaluate(() => window.__swrules.status());
    assert.equal(status.terminal, true);
    assert.deepEqual(status.winners, [seat]);
    console.log(`  full game: ${clicks} clicks, ${status.actions} actions, round ${status.round}, winner seat ${seat} with ${vp} VP`);
    // "New game" on the end screen opens the setup form; "Back to the game" returns.
    await page.keyboard.press('Escape');
    assert.ok(await end.isHidden());
    await page.click('[data-testid="end-banner"]');
    await end.waitFor({ state: 'visible' });
    await page.click('[data-testid="new-game"]');
    await page.locator('[data-testid="start"]').waitFor({ state: 'visible' });
    await page.click('[data-testid="setup-cancel"]');
    await page.locator('[data-testid="table"]').waitFor({ state: 'visible' });
    // Undo after the end takes back the last move and the game goes on.
    await page.click('[data-testid="undo"]');
    await waitSettled(page);
    assert.equal(await page.evaluate(() => window.__swrules.status().terminal), false, 'undo at the end reopens the game');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('undo restores the previous prompt and log', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage();
  try {
    await openAndStart(page, site.server.url, { seed: 99, options: { variant: 'full', rebelSeat: 1, characters: 'choose' }, mode: 'bot', humanSeat: 1 });
    // 1) a setup decision
    let before = await pageState(page);
    let viewBefore = await viewJson(page);
    await clickAction(page, () => 0);
    let mid = await pageState(page);
    assert.notEqual(await viewJson(page), viewBefore, 'the click changed the view');
    await page.click('[data-testid="undo"]');
    await waitSettled(page, mid.seq);
    let after = await pageState(page);
    assert.equal(after.prompt, before.prompt);
    assert.equal(after.logCount, before.logCount);
    assert.deepEqual(after.actions, before.actions);
    assert.equal(await viewJson(page), viewBefore);

    // 2) in the struggle: undo takes back the human move and the computer's reply
    const choose = randomChooser(3);
    let guard = 0;
    while ((await pageState(page)).phase !== 'struggle' || !(await pageState(page)).actions.includes('play')) {
      assert.ok(guard++ < 200, 'reach a struggle turn with "play"');
      await clickAction(page, (ids) => (ids.includes('play') ? ids.indexOf('play') : choose(ids)));
    }
    before = await pageState(page);
    viewBefore = await viewJson(page);
    const actionsBefore = await page.evaluate(() => window.__swrules.status().actions);
    await clickAction(page, (ids) => ids.indexOf('play'));
    mid = await pageState(page);
    assert.ok(mid.logCount > before.logCount, 'the play was logged');
    await page.keyboard.press('Control+z');
    await waitSettled(page, mid.seq);
    after = await pageState(page);
    assert.equal(after.prompt, before.prompt);
    assert.equal(after.logCount, before.logCount);
    assert.equal(await viewJson(page), viewBefore);
    assert.equal(await page.evaluate(() => window.__swrules.status().actions), actionsBefore);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('save to a file, play on, load it back', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage();
  try {
    await openAndStart(page, site.server.url, { seed: 4242, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, mode: 'bot', humanSeat: 0 });
    // Save in the struggle of round 2 or later: the state then holds a past
    // Dominance (won events, last result, used strategies).
    const choose = randomChooser(11);
    const round = () => page.evaluate(() => window.__swrules.status().round);
    let guard = 0;
    while ((await pageState(page)).phase !== 'struggle' || (await round()) < 2) {
      assert.ok(guard++ < 300, 'reach the struggle of round 2');
      assert.equal((await pageState(page)).state, 'idle', 'the game is still on');
      await clickAction(page, choose);
    }
    for (let i = 0; i < 2 && (await pageState(page)).phase === 'struggle'; i++) await clickAction(page, choose);

    const saved = await pageState(page);
    const savedView = await viewJson(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="save"]')]);
    assert.match(download.suggestedFilename(), /^swrules-evr-.*\.json$/);
    const file = await download.path();
    const text = fs.readFileSync(file, 'utf8');
    const doc = JSON.parse(text);
    assert.equal(doc.format, 'swrules-save');
    assert.equal(doc.game, 'evr');
    assert.equal(await page.inputValue('[data-testid="save-text"]'), text, 'the hidden save text matches the download');

    // Play on until the view differs.
    for (let i = 0; i < 6 && (await pageState(page)).state === 'idle'; i++) await clickAction(page, choose);
    assert.notEqual(await viewJson(page), savedView, 'the game moved on');

    // Loading over the game in progress asks first (like New game); "Keep
    // playing" changes nothing.
    const movedOn = await viewJson(page);
    await page.setInputFiles('[data-testid="load-input"]', file);
    await page.locator('[data-testid="confirm"]').waitFor({ state: 'visible' });
    assert.match(await page.textContent('[data-testid="confirm"]'), /replaces the game in progress/);
    await page.click('[data-testid="confirm-no"]');
    await page.locator('[data-testid="confirm"]').waitFor({ state: 'hidden' });
    assert.equal(await viewJson(page), movedOn, 'kept the game in progress');

    // Load the file through the file input, and say yes.
    const seqBefore = (await pageState(page)).seq;
    await page.setInputFiles('[data-testid="load-input"]', file);
    await page.click('[data-testid="confirm-yes"]');
    await waitSettled(page, seqBefore);
    const loaded = await pageState(page);
    assert.equal(await viewJson(page), savedView, 'the view is the saved one');
    assert.equal(loaded.prompt, saved.prompt);
    assert.deepEqual(loaded.actions, saved.actions);
    assert.equal(loaded.logCount, saved.logCount);
    assert.match(await page.textContent('[data-testid="message"]'), /loaded/i);

    // A damaged file is refused with a visible message and changes nothing.
    const damaged = text.replace(/"round":\s*(\d+)/, (m, n) => `"round":${Number(n) + 5}`);
    // Let any render the good load queued finish first (on a loaded machine a
    // last frame of it can land late), so seq2 is the settled count.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    await waitSettled(page);
    const seq2 = (await pageState(page)).seq;
    await page.setInputFiles('[data-testid="load-input"]', { name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(damaged) });
    await page.click('[data-testid="confirm-yes"]');
    await page.waitForFunction(() => /could not load/i.test(document.querySelector('[data-testid="message"]').textContent));
    assert.ok(await page.isVisible('[data-testid="message"]'));
    assert.equal((await pageState(page)).seq, seq2, 'nothing re-rendered');
    assert.equal(await viewJson(page), savedView, 'state unchanged after a bad load');
    await page.setInputFiles('[data-testid="load-input"]', { name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
    await page.waitForFunction(() => /bad_json|bad_save|could not load/i.test(document.querySelector('[data-testid="message"]').textContent));
    assert.equal(await viewJson(page), savedView);

    // Reloading the page loses nothing: the game is autosaved and can be resumed.
    await clickAction(page, choose);
    const current = await viewJson(page);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    const resume = page.locator('[data-testid="resume"]');
    assert.ok(await resume.isVisible(), 'a resume button is offered');
    await resume.click();
    await waitSettled(page);
    assert.equal(await viewJson(page), current, 'resumed where we were');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('hot-seat: secret strategy choices go through a pass-the-device screen', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage();
  try {
    await openAndStart(page, site.server.url, { seed: 5, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, mode: 'hotseat', privacy: 'secret' });
    const handoffShown = async () => (await pageState(page)).state === 'handoff';
    const assertNothingShown = async () => {
      assert.ok(await page.isVisible('[data-testid="handoff"]'));
      assert.equal(await page.locator('[data-testid="table"]').count(), 0, 'no table behind the screen');
      assert.equal(await page.locator('[data-testid="action"]').count(), 0, 'no action buttons behind the screen');
      assert.equal(await page.locator('[data-testid="log-entry"]').count(), 0, 'no log behind the screen');
    };
    const cont = async () => {
      const seq = (await pageState(page)).seq;
      await page.click('[data-testid="handoff-continue"]');
      await waitSettled(page, seq);
    };

    // Both seats must choose a strategy: one at a time.
    assert.ok(await handoffShown(), 'the first secret choice starts behind the screen');
    await assertNothingShown();
    const firstName = await page.textContent('[data-testid="handoff-continue"]');
    await cont();
    let st = await pageState(page);
    assert.equal(st.phase, 'planning');
    assert.ok(st.actions.length > 0 && st.actions.every((id) => id.startsWith('strategy')), `strategy actions: ${st.actions}`);
    const firstSeat = await page.evaluate(() => window.__swrules.app.viewer);
    const chosen1 = await clickAction(page, () => 0);
    assert.ok(await handoffShown(), 'the screen comes back before the other player chooses');
    await assertNothingShown();
    const secondName = await page.textContent('[data-testid="handoff-continue"]');
    assert.notEqual(secondName, firstName);
    await cont();
    const secondSeat = await page.evaluate(() => window.__swrules.app.viewer);
    assert.equal(secondSeat, 1 - firstSeat);
    // The second player sees that the first chose, face down, not which card.
    const chosenText = await page.textContent(`[data-testid="chosen-${firstSeat}"]`);
    assert.match(chosenText, /face down/i);
    assert.ok(!chosenText.toLowerCase().includes(chosen1.split(':')[1].replace('-', ' ')), 'the choice stays secret');
    st = await pageState(page);
    assert.ok(st.actions.every((id) => id.startsWith('strategy')));
    // Keyboard: the number keys pick an option.
    await page.keyboard.press('1');
    await waitSettled(page, st.seq);
    assert.ok(await page.evaluate(() => window.__swrules.status().actions) >= 2, 'key 1 chose a strategy');

    // Keyboard: after a move the focus is on the first option, Enter activates it.
    if (await handoffShown()) await cont();
    st = await pageState(page);
    assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.dataset.testid), 'action');
    const n0 = await page.evaluate(() => window.__swrules.status().actions);
    await page.keyboard.press('Enter');
    await waitSettled(page, st.seq);
    assert.equal(await page.evaluate(() => window.__swrules.status().actions), n0 + 1, 'Enter played the focused option');

    // Struggle: a few actions, continuing through the screen when shown.
    let done = 0;
    for (let guard = 0; done < 6 && guard < 40; guard++) {
      if (await handoffShown()) {
        await cont();
        continue;
      }
      st = await pageState(page);
      if (st.state === 'over') break;
      assert.equal(st.phase, 'struggle');
      const viewer = await page.evaluate(() => window.__swrules.app.viewer);
      const toAct = await page.evaluate(() => window.__swrules.status().toAct);
      assert.ok(toAct.includes(viewer), 'the table shown is the acting seat\'s');
      await clickAction(page, (ids) => (ids.includes('play') ? ids.indexOf('play') : ids.length - 1));
      done++;
    }
    assert.ok(done >= 4, `struggle actions made: ${done}`);
    // Hot-seat undo takes back exactly one action.
    const actionsBefore = await page.evaluate(() => window.__swrules.status().actions);
    await page.click('[data-testid="undo"]');
    await waitSettled(page);
    assert.equal(await page.evaluate(() => window.__swrules.status().actions), actionsBefore - 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the generic fallback renderer plays any game from its raw view', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage();
  try {
    await openAndStart(page, site.server.url, {
      seed: 3, options: { variant: 'learning', rebelSeat: 0 }, mode: 'bot', humanSeat: 0, query: 'renderer=generic',
    });
    const json = JSON.parse(await page.textContent('[data-testid="table"] pre'));
    assert.equal(json.game, 'evr');
    const choose = randomChooser(1);
    for (let i = 0; i < 200 && (await pageState(page)).state === 'idle'; i++) await clickAction(page, choose);
    await page.locator('[data-testid="end-screen"]').waitFor({ state: 'visible' });
    assert.ok((await page.textContent('[data-testid="end-title"]')).length > 0);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Hint highlights the suggested option and names it', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage();
  try {
    await openAndStart(page, site.server.url, {
      seed: 11, options: { variant: 'learning', rebelSeat: 0 }, mode: 'bot', humanSeat: 0, botKind: 'heuristic',
    });
    const st = await pageState(page);
    assert.equal(st.state, 'idle');
    await page.click('[data-testid="hint"]');
    const hinted = page.locator('[data-testid="action"].hinted');
    await hinted.waitFor({ state: 'visible' });
    assert.equal(await hinted.count(), 1, 'exactly one option is highlighted');
    const id = await hinted.getAttribute('data-action-id');
    assert.ok(st.actions.includes(id), `the hint ${id} is one of ${st.actions}`);
    const label = (await hinted.textContent()).trim();
    const message = await page.textContent('[data-testid="message"]');
    assert.match(message, /^Suggestion: /);
    assert.ok(label.includes(message.replace(/^Suggestion: /, '').trim()), `"${message}" names "${label}"`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('examples/embed: the minimal embedding plays a learning game to the end', { timeout: 60000 }, async () => {
  // Serve the example's files with the built module beside them, as an app would.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swrules-embed-'));
  for (const f of ['index.html', 'embed.js']) fs.copyFileSync(path.join(repoRoot, 'examples', 'embed', f), path.join(dir, f));
  fs.copyFileSync(path.join(repoRoot, 'web', 'api.js'), path.join(dir, 'api.js'));
  for (const f of ['swrules.js', 'swrules.wasm']) fs.copyFileSync(path.join(siteDir, f), path.join(dir, f));
  const embedServer = await startServer(dir);
  const { context, page, problems } = await newPage();
  try {
    await page.goto(`${embedServer.url}/`);
    await page.waitForFunction(() => document.querySelector('#view').textContent.includes('round'));
    const rnd = mulberry32(5);
    let clicks = 0;
    while (!(await page.textContent('#view')).includes('Game over')) {
      assert.ok(clicks++ < 200, 'the learning game ends within 200 clicks');
      const buttons = page.locator('#actions button');
      const n = await buttons.count();
      assert.ok(n > 0, `an option to click: ${await page.textContent('#view')}`);
      await buttons.nth(Math.floor(rnd() * n)).click();
    }
    assert.equal(await page.locator('#actions button').count(), 0, 'no options after the end');
    assert.equal(await page.textContent('#error'), '', 'no error shown');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await embedServer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
