// Online play in the browser: two browser contexts (two people on two
// devices) play a whole EvR learning game against each other through the
// online server (server/main.mjs), by clicking the page; one of them reloads
// in the middle and gets the seat back; the other one's connection drops (the
// socket closed under the page) and the page reconnects by itself to the same
// seat.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDir, repoRoot, launchBrowser, watchPage, pageState, mulberry32 } from './helpers.mjs';

let server = null;
let browser = null;
let url = null;
let data = null;

before(async () => {
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'swrules-online-web-'));
  server = spawn(process.execPath, [path.join(repoRoot, 'server', 'main.mjs'), '--port', '0', '--site', siteDir, '--data', data, '--bot-delay', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const port = await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => { out += d; const m = /LISTENING (\d+)/.exec(out); if (m) resolve(Number(m[1])); });
    server.stderr.on('data', (d) => { out += d; });
    server.on('exit', (code) => reject(new Error(`the online server exited (${code}): ${out}`)));
  });
  url = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  if (server && server.exitCode === null) {
    const done = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await done;
  }
  if (data) fs.rmSync(data, { recursive: true, force: true });
});

async function person() {
  const context = await browser.newContext({ viewport: { width: 1300, height: 850 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  return { context, page, problems: watchPage(page) };
}

const roomCode = (page) => page.textContent('[data-testid="online-room-code"]');

test('two people on two browsers play a whole EvR game through the server', async () => {
  const ann = await person();
  const bob = await person();
  // Ann sets up the game in the form and creates the room.
  await ann.page.goto(`${url}/`);
  await ann.page.waitForSelector('[data-testid="online"]:not([hidden])');
  await ann.page.selectOption('[data-testid="game-select"]', 'evr');
  await ann.page.selectOption('[data-testid="option-variant"]', JSON.stringify('learning'));
  await ann.page.selectOption('[data-testid="seat-kind-0"]', 'human');
  await ann.page.selectOption('[data-testid="seat-kind-1"]', 'human');
  await ann.page.fill('[data-testid="online-name"]', 'Ann');
  await ann.page.click('[data-testid="online-create"]');
  await ann.page.waitForSelector('[data-testid="online-bar"]:not([hidden])');
  const code = (await roomCode(ann.page)).trim();
  assert.match(code, /^[A-Z2-9]{6}$/);
  const link = await ann.page.inputValue('[data-testid="online-link"]');
  assert.equal(new URL(link).searchParams.get('room'), code);

  // Bob opens the invite link.
  await bob.page.goto(link);
  await bob.page.waitForSelector('[data-testid="online-bar"]:not([hidden])');
  assert.equal((await roomCode(bob.page)).trim(), code);
  await ann.page.waitForFunction(() => [...document.querySelectorAll('[data-testid="online-person"]')].filter((li) => li.dataset.connected === 'true').length === 2);
  // Static-page controls that make no sense online are hidden.
  assert.equal(await ann.page.isHidden('[data-testid="undo"]'), true);

  const choose = mulberry32(7);
  let clicks = 0;
  let reloaded = false;
  let dropped = false;
  for (let step = 0; step < 400; step++) {
    const states = await Promise.all([ann, bob].map((p) => pageState(p.page)));
    if (states.every((s) => s.state === 'over')) break;
    const i = states.findIndex((s) => s.state === 'idle' && s.actions.length > 0);
    if (i < 0) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const p = [ann, bob][i].page;
    const ids = states[i].actions;
    const pass = ids.indexOf('pass');
    // The learning game is one short struggle (two passes in a row end it,
    // EVR-LEARN-4): no pass before the reload and the dropped connection
    // have happened, unless passing is all there is to do.
    const others = ids.filter((id) => id !== 'pass');
    const k = pass >= 0 && (others.length === 0 || (dropped && choose() < 0.35))
      ? pass : ids.indexOf(others[Math.floor(choose() * others.length)]);
    const before = await p.evaluate(() => window.__swrules.session.status.actions);
    try {
      await p.locator(`[data-testid="action"][data-action-id="${ids[k]}"]`).click({ timeout: 3000 });
      // The server applied it and the page has drawn the new position.
      await p.waitForFunction(([n, seq]) => window.__swrules.session.status.actions > n && document.body.dataset.seq !== seq,
        [before, states[i].seq], { timeout: 5000 });
    } catch (e) {
      // Redrawn meanwhile (an update arrived): look again.
      if (process.env.ONLINE_DEBUG) console.log('retry', e.message.split('\n')[0], JSON.stringify(await pageState(p)));
      continue;
    }
    clicks++;
    if (clicks === 1 && !reloaded) {
      // Bob reloads the page: the invite link and his kept token give him his seat back.
      reloaded = true;
      const seat = await bob.page.evaluate(() => window.__swrules.session.seat);
      await bob.page.reload();
      await bob.page.waitForSelector('[data-testid="online-bar"]:not([hidden])');
      await bob.page.waitForFunction(() => window.__swrules.session && window.__swrules.session.online && window.__swrules.session.active);
      assert.equal(await bob.page.evaluate(() => window.__swrules.session.seat), seat, 'the same seat after a reload');
    }
    if (clicks === 2 && !dropped) {
      // Ann's connection drops (no reload, no goodbye): the page joins again
      // with her token on its own and she keeps her seat.
      dropped = true;
      const seat = await ann.page.evaluate(() => {
        window.__droppedSession = window.__swrules.session;
        window.__droppedSession.room.connection.close();
        return window.__droppedSession.seat;
      });
      await bob.page.waitForFunction(() => [...document.querySelectorAll('[data-testid="online-person"]')].some((li) => li.dataset.connected === 'false'));
      await ann.page.waitForFunction(() => window.__swrules.session !== window.__droppedSession && window.__swrules.session.online && window.__swrules.session.active);
      assert.equal(await ann.page.evaluate(() => window.__swrules.session.seat), seat, 'the same seat after the page reconnected');
      await bob.page.waitForFunction(() => [...document.querySelectorAll('[data-testid="online-person"]')].filter((li) => li.dataset.connected === 'true').length === 2);
    }
  }
  for (const p of [ann, bob]) {
    await p.page.waitForFunction(() => document.body.dataset.state === 'over');
    const r = await p.page.evaluate(() => ({ replay: window.__swrules.session.match.replay(), status: window.__swrules.session.status, seat: window.__swrules.session.seat }));
    assert.equal(r.status.terminal, true);
    assert.equal(r.replay.actions.length, r.status.actions, 'the replay is offered at the end');
    assert.ok(r.replay.actions.some((a) => a.player === r.seat), 'this person played');
    assert.deepEqual(p.problems, []);
  }
  assert.ok(clicks >= 3 && reloaded && dropped, `a whole game by clicks (${clicks}), with a dropped connection`);
  if (process.env.ONLINE_DEBUG) console.log(`clicks: ${clicks}`);
  await ann.context.close();
  await bob.context.close();
});

test('the static page (no server) shows no online section', async () => {
  const { startServer } = await import('./helpers.mjs');
  const s = await startServer();
  try {
    const { context, page, problems } = await person();
    await page.goto(`${s.url}/`);
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    await page.waitForTimeout(300);
    assert.equal(await page.isHidden('[data-testid="online"]'), true);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await s.close();
  }
});
