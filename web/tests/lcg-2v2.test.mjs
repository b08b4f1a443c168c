// Browser tests of the LCG's 2v2 team mode on the page (issue 16): the
// new-game form's mode, decks and seats; a whole 2v2 game with three computer
// players and the test clicking for the fourth seat, the four play areas
// checked at 1400 and 390 px, the end screen; two people at one screen (the
// hand-off screen, no other side's hand in the page); axe-core.
//   node --test web/tests/lcg-2v2.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageState, waitSettled, mulberry32, sharedSite } from './helpers.mjs';
import { axe, cardActionProblems, layoutProblems, play, player } from './lcg-helpers.mjs';

const SHOTS = process.env.SWRULES_SHOTS_DIR || path.join(os.tmpdir(), 'swrules-shots');
const site = sharedSite([path.join('games', 'lcg', 'modes.js'), path.join('shell', 'seat-layout.js')],
  () => fs.mkdirSync(SHOTS, { recursive: true }));

const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
const newPage = (viewport) => site.newPage({ viewport, timeout: 30000 });

async function openForm(page) {
  await page.goto(`${site.server.url}/?botDelay=0`);
  await page.waitForFunction(() => document.body.dataset.state === 'setup');
  await page.selectOption('[data-testid="game-select"]', 'lcg');
}

// Starts a 2v2 game through the form. seats: [{kind, name}] for seats 0..3.
async function start2v2(page, { seed, seats, decks = {}, privacy = 'secret' }) {
  await openForm(page);
  await page.fill('[data-testid="seed"]', String(seed));
  await page.selectOption('[data-testid="option-mode"]', '"2v2"');
  for (const [name, value] of Object.entries(decks)) await page.selectOption(`[data-testid="option-${name}"]`, JSON.stringify(value));
  for (let s = 0; s < 4; s++) {
    await page.selectOption(`[data-testid="seat-kind-${s}"]`, seats[s].kind);
    if (seats[s].name) await page.fill(`[data-testid="seat-name-${s}"]`, seats[s].name);
  }
  if (seats.filter((s) => s.kind === 'human').length > 1) await page.selectOption('[data-testid="privacy"]', privacy);
  await page.click('[data-testid="start"]');
  await waitSettled(page);
}

const ENEMY = (a, b) => (a < 2) !== (b < 2);

// "I am ...: show my table", then wait until that person's table is drawn. (A
// computer player may move while the screen is up, which draws the screen
// again: the page's sequence number alone does not say the table is there.)
async function continueHandoff(page) {
  await page.click('[data-testid="handoff-continue"]');
  await page.waitForFunction(() => window.__swrules.session.handoff === null && ['idle', 'over'].includes(document.body.dataset.state),
    null, { polling: 'raf' });
}

// What the page shows of the four areas, checked against the engine's view
// of the seat on screen: the viewer's team at the bottom, each opponent above
// the player it faces, the other side's hands never in the page, their common
// reserves face down and counted.
async function tableProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const s = window.__swrules.session;
    const viewer = s.viewer;
    const v = s.match.view(viewer);
    const areas = [...document.querySelectorAll('[data-testid="table"] .lcg-player')].map((el) => Number(el.dataset.seat));
    if (areas.length !== 4) out.push(`4 play areas, not ${areas.length}`);
    const row = (where) => [...document.querySelectorAll(`[data-testid="team-${where}"] > .lcg-player`)].map((el) => Number(el.dataset.seat));
    const bottom = row('bottom');
    const top = row('top');
    if (viewer >= 0 && !s.hotseat) {
      const mine = viewer < 2 ? [0, 1] : [2, 3];
      if (JSON.stringify(bottom) !== JSON.stringify(mine)) out.push(`the viewer's team at the bottom: ${bottom}`);
      const facing = bottom.map((b) => v.players[b].across);
      if (JSON.stringify(top) !== JSON.stringify(facing)) out.push(`each opponent above the player it faces: ${top} vs ${facing}`);
    }
    for (const p of v.players) {
      const enemy = viewer >= 0 && (p.seat < 2) !== (viewer < 2);
      const res = document.querySelector(`[data-testid="common-reserve-${p.seat}"]`);
      if (!res) out.push(`no common reserve for seat ${p.seat}`);
      else if (enemy) {
        if (res.querySelector('.lc-slot')) out.push(`the common reserve of enemy seat ${p.seat} shows a card`);
        if (!res.textContent.includes(`${p.commonReserveCount} face down`)) out.push(`enemy reserve count ${p.commonReserveCount}: "${res.textContent}"`);
      } else if (res.querySelectorAll('.lc-slot').length !== p.commonReserve.length) out.push(`own team's reserve of seat ${p.seat}: ${p.commonReserve.length} cards`);
      const faces = document.querySelector(`[data-testid="faces-${p.seat}"]`);
      const across = ['Dark Side #1', 'Dark Side #2', 'Light Side #1', 'Light Side #2'][p.across];
      if (!faces || !faces.textContent.includes(across)) out.push(`seat ${p.seat} faces ${across}`);
    }
    // No card of an enemy hand or common reserve anywhere in the page.
    for (let e = 0; e < 4; e++) {
      if (viewer < 0 || (e < 2) === (viewer < 2)) continue;
      const ev = s.match.view(e).players[e];
      for (const c of [...ev.hand, ...(ev.commonReserve || [])]) {
        if (document.querySelector(`[data-card="${CSS.escape(c.id)}"]`)) out.push(`enemy card ${c.id} of seat ${e} in the page`);
      }
      if (document.querySelector(`[data-testid="hand-${e}"]`)) out.push(`enemy hand ${e} drawn`);
    }
    // The teammate's hand as the engine shows it (MP-GEN-4).
    if (viewer >= 0) {
      const mate = viewer ^ 1;
      const zone = document.querySelector(`[data-testid="hand-${mate}"]`);
      const n = v.players[mate].hand.length;
      const shown = zone ? zone.querySelectorAll('.lc-slot').length : 0;
      if (shown !== n) out.push(`the teammate's hand: ${shown} of ${n} cards`);
    }
    return out;
  });
}

test('LCG 2v2: the form offers the mode, four seats in two teams, a deck and a person or a computer for each', { timeout: 120000 }, async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, problems } = await newPage(viewport);
    try {
      await openForm(page);
      assert.deepEqual(await page.$$eval('[data-testid="option-mode"] option', (os) => os.map((o) => o.textContent)),
        ['Two players', 'Four players, 2 against 2', 'Jerjerrod\'s Task: 1 Dark Side player against 2 or 3',
          'The Hunt for Skywalker: 2 or 3 Dark Side players against 1']);
      assert.equal(await page.locator('[data-testid="seat-row"]').count(), 2, 'two seats by default');
      assert.deepEqual(await page.$$eval('.seat-label', (ls) => ls.map((l) => l.textContent)), ['Dark Side', 'Light Side']);
      assert.equal(await page.locator('[data-testid="seat-row"] [data-testid="option-dark"]').count(), 1, 'the deck is in its seat\'s row');
      assert.equal(await page.locator('[data-testid="option-dark2"]').count(), 0, 'no second deck for two players');
      for (const o of ['reinforcements', 'pyramid', 'vulnerableRows']) {
        assert.equal(await page.locator(`[data-testid="option-${o}"]`).count(), 0, `no ${o} for two players (The Hunt for Skywalker's own)`);
      }
      await page.selectOption('[data-testid="option-light"]', '"rebel-alliance"');
      await page.selectOption('[data-testid="option-mode"]', '"2v2"');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'opt-mode', 'the focus stays on the mode');
      assert.equal(await page.locator('[data-testid="seat-row"]').count(), 4);
      assert.deepEqual(await page.$$eval('[data-testid="seat-team"] h3', (hs) => hs.map((x) => x.textContent)), ['Dark Side team', 'Light Side team']);
      assert.deepEqual(await page.$$eval('.seat-label', (ls) => ls.map((l) => l.textContent)),
        ['Dark Side #1', 'Dark Side #2', 'Light Side #1', 'Light Side #2']);
      for (const [s, deck] of [[0, 'dark'], [1, 'dark2'], [2, 'light'], [3, 'light2']]) {
        assert.equal(await page.locator(`[data-testid="seat-row"][data-seat="${s}"] [data-testid="option-${deck}"]`).count(), 1, `${deck} in seat ${s}'s row`);
      }
      assert.equal(await page.inputValue('[data-testid="option-light"]'), '"rebel-alliance"', 'a deck chosen before keeps its value');
      // Any mix, with names.
      await page.selectOption('[data-testid="seat-kind-1"]', 'human');
      await page.fill('[data-testid="seat-name-1"]', 'Ann');
      await page.selectOption('[data-testid="seat-kind-3"]', 'random');
      await page.selectOption('[data-testid="option-dark2"]', '"imperial-navy"');
      assert.ok(await page.isVisible('[data-testid="privacy"]'), 'two people: the hand-off setting');
      await axe(page, `LCG 2v2 setup ${viewport.width}`);
      assert.deepEqual(await page.evaluate(() => (document.documentElement.scrollWidth > window.innerWidth + 1 ? ['page wider than the screen'] : [])), []);
      await page.screenshot({ path: path.join(SHOTS, `lcg-2v2-form-${viewport.width}.png`), fullPage: true });
      // Back to two players and again to four: the seats and decks come back.
      await page.selectOption('[data-testid="option-mode"]', '"1v1"');
      assert.equal(await page.locator('[data-testid="seat-row"]').count(), 2);
      await page.selectOption('[data-testid="option-mode"]', '"2v2"');
      assert.equal(await page.inputValue('[data-testid="option-dark2"]'), '"imperial-navy"', 'the second deck is remembered');
      assert.equal(await page.inputValue('[data-testid="seat-kind-1"]'), 'human');
      assert.equal(await page.inputValue('[data-testid="seat-name-1"]'), 'Ann');
      await page.selectOption('[data-testid="seat-kind-0"]', 'heuristic');
      await page.selectOption('[data-testid="seat-kind-2"]', 'search');
      await page.click('[data-testid="start"]');
      await waitSettled(page);
      const st = await page.evaluate(() => ({ config: window.__swrules.session.config, view: window.__swrules.session.match.view(-1) }));
      assert.equal(st.view.mode, '2v2');
      assert.equal(st.view.players.length, 4);
      assert.deepEqual(st.config.options.mode, '2v2');
      assert.equal(st.config.options.dark2, 'imperial-navy');
      assert.equal(st.config.options.light, 'rebel-alliance');
      assert.deepEqual(st.config.seats.map((s) => (s.human ? `human:${s.name}` : s.bot)), ['heuristic', 'human:Ann', 'search', 'random']);
      assert.deepEqual(st.view.players.map((p) => p.affiliation), ['imperial-navy', 'imperial-navy', 'rebel-alliance', 'rebel-alliance']);
      assert.match(await page.textContent('#game-title'), /computer 1 \(Dark Side #1\) & Ann \(Dark Side #2\) vs computer 2 \(Light Side #1\) & computer 3 \(Light Side #2\)/);
      // A challenge mode from the same data: The Hunt for Skywalker with Dark Side #3 left empty is a
      // 3-seat game, the solo Light Side player in the last seat (MP-CHAL-1, "players": 3).
      await openForm(page);
      await page.selectOption('[data-testid="option-mode"]', '"hunt-for-skywalker"');
      assert.deepEqual(await page.$$eval('.seat-label', (ls) => ls.map((l) => l.textContent)),
        ['Dark Side #1', 'Dark Side #2', 'Dark Side #3', 'Light Side']);
      assert.equal(await page.locator('[data-testid="seat-row"][data-seat="3"] [data-option]').count(), 0, 'the solo player has no deck to choose');
      for (const o of ['reinforcements', 'pyramid', 'vulnerableRows']) {
        assert.equal(await page.locator(`[data-testid="option-${o}"]`).count(), 1, `The Hunt for Skywalker's option ${o} is offered`);
      }
      await page.selectOption('[data-testid="seat-kind-0"]', 'human');
      await page.selectOption('[data-testid="seat-kind-1"]', 'random');
      await page.selectOption('[data-testid="seat-kind-2"]', '');
      await page.selectOption('[data-testid="seat-kind-3"]', 'random');
      await page.click('[data-testid="start"]');
      // The 2v2 game above is unfinished: the page asks before replacing it.
      await page.locator('[data-testid="confirm-yes"]').click();
      await page.waitForFunction(() => window.__swrules.session.match && window.__swrules.session.match.view(-1).mode === 'hunt-for-skywalker');
      await waitSettled(page);
      const hfs = await page.evaluate(() => ({ config: window.__swrules.session.config, view: window.__swrules.session.match.view(-1) }));
      assert.equal(hfs.view.mode, 'hunt-for-skywalker');
      assert.deepEqual(hfs.view.players.map((p) => p.side), ['dark', 'dark', 'light']);
      assert.equal(hfs.config.options.players, 3);
      assert.equal(hfs.config.options.dark3, undefined, 'the empty seat\'s deck is left out');
      assert.equal(await page.locator('[data-testid="table"] .lcg-player').count(), 3);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('LCG 2v2: a whole game, three computer players and the test clicking for Dark Side #2; four areas at 1400 and 390 px; the end screen', { timeout: 900000 }, async () => {
  const { context, page, problems } = await newPage(DESKTOP);
  const me = 1;
  try {
    await start2v2(page, {
      seed: 7,
      seats: [{ kind: 'heuristic' }, { kind: 'human' }, { kind: 'heuristic' }, { kind: 'heuristic' }],
      decks: { dark: 'sith', dark2: 'imperial-navy', light: 'jedi', light2: 'rebel-alliance' },
    });
    const choose = player(17);
    const rnd = mulberry32(18);
    const seen = { card: 0, prompt: 0, checks: 0, phone: 0, activeChip: 0, activeOther: 0, engagement: 0, ownReserve: 0, enemyReserve: 0, lent: 0, support: 0, dial: 0 };
    const shots = [];
    let width = DESKTOP.width;
    for (let clicks = 0; ; clicks++) {
      const st = await pageState(page);
      if (st.state === 'over') break;
      assert.equal(st.state, 'idle', `the page waits for the player (click ${clicks})`);
      assert.ok(clicks < 2500, 'the game ends within 2500 clicks');
      assert.ok(st.actions.length > 0, `an option to click (prompt "${st.prompt}")`);
      assert.equal(await page.evaluate(() => window.__swrules.session.viewer), me, 'always the person\'s own view');
      const labels = await page.$$eval('#actions [data-testid="action"]', (bs) => bs.map((b) => b.textContent));
      for (const l of labels) assert.doesNotMatch(l, /\w+:[\w-]+\.\d+/, `no raw action id on a button: "${l}"`);
      const s = await page.evaluate(() => ({
        activeChip: document.querySelectorAll('[data-testid="active-chip"]').length,
        activeOther: !!document.querySelector('[data-testid="team-bottom"] .lcg-player:not(.viewer) [data-testid="active-chip"]'),
        engagement: document.querySelectorAll('[data-testid="engagement"]').length,
        ownReserve: document.querySelectorAll('[data-testid="team-bottom"] [data-testid^="common-reserve-"] .lc-slot').length,
        enemyReserve: [...document.querySelectorAll('[data-testid="team-top"] [data-testid^="common-reserve-"]')].some((z) => /[1-9] face down/.test(z.textContent)),
        lent: document.querySelectorAll('[data-testid="lent"]').length,
        dial: Number((document.querySelector('[data-testid="dial-value"]') || { textContent: '0' }).textContent.split('/')[0]),
      }));
      for (const k of ['activeChip', 'activeOther', 'engagement', 'ownReserve', 'enemyReserve', 'lent']) if (s[k]) seen[k]++;
      seen.dial = Math.max(seen.dial, s.dial);
      if (st.actions.some((id) => id.startsWith('support:'))) seen.support++;
      if (clicks % 6 === 0) {
        // Alternate the screen width: the same table at a desktop and on a phone.
        width = width === DESKTOP.width ? PHONE.width : DESKTOP.width;
        await page.setViewportSize(width === PHONE.width ? PHONE : DESKTOP);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        assert.deepEqual(await tableProblems(page), [], `the four areas (click ${clicks})`);
        assert.deepEqual(await layoutProblems(page), [], `no clipped text at ${width} px (click ${clicks})`);
        assert.deepEqual(await cardActionProblems(page), [], `card actions on their cards (click ${clicks})`);
        seen.checks++;
        if (width === PHONE.width) seen.phone++;
        const units = await page.locator('[data-testid^="units-"] .lc-slot').count();
        if (units >= 4 && shots.length < 2 && (shots.length === 0 ? width === DESKTOP.width : width === PHONE.width)) {
          const file = path.join(SHOTS, `lcg-2v2-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          shots.push(file);
          await axe(page, `LCG 2v2 table ${width}`);
        }
      }
      const id = choose(st.actions);
      seen[await play(page, id, rnd() < 0.7)]++;
    }
    await page.setViewportSize(DESKTOP);
    const end = page.locator('[data-testid="end-screen"]');
    await end.waitFor({ state: 'visible' });
    const title = await page.textContent('[data-testid="end-title"]');
    assert.match(title, /^You (won|lost)/);
    const text = await page.textContent('[data-testid="end-text"]');
    assert.match(text, /Death Star dial reached 16|Five enemy objectives|effect|conceded/);
    const status = await page.evaluate(() => window.__swrules.status());
    assert.equal(/won/.test(title), status.winners.includes(me), `"${title}" agrees with the winners ${status.winners}`);
    assert.ok(status.winners.length === 2 && !ENEMY(status.winners[0], status.winners[1]), `a team wins together: ${status.winners}`);
    assert.equal(await page.locator('[data-testid="end-lines"] li').count(), 4, 'one line per player');
    const lines = await page.$$eval('[data-testid="end-lines"] li', (ls) => ls.map((l) => l.textContent));
    assert.ok(lines.some((l) => /Dark Side #2/.test(l)) && lines.some((l) => /Light Side #1/.test(l)), `lines name the seats: ${lines}`);
    assert.ok(lines.every((l) => /dial \d+ \/ 16|\d+ \/ 5 objectives \(team\)/.test(l)), `the mode's targets: ${lines}`);
    assert.equal(await page.locator('[data-testid="end-winner"]').count(), 2, 'the two winners marked');
    assert.deepEqual(await layoutProblems(page), [], 'the end dialog reads in full');
    await axe(page, 'LCG 2v2 end screen');
    const file = path.join(SHOTS, 'lcg-2v2-end.png');
    await page.screenshot({ path: file });
    shots.push(file);
    // The replay steps through the 2v2 game with a choice of the four views.
    await page.click('[data-testid="end-close"]');
    await page.click('[data-testid="replay-open"]');
    const dlg = page.locator('[data-testid="replay"]');
    await dlg.waitFor({ state: 'visible' });
    assert.deepEqual(await dlg.locator('[data-testid="replay-seat"] option').allTextContents(),
      ["Dark Side #1's view", "Dark Side #2's view", "Light Side #1's view", "Light Side #2's view", 'Spectator (public information)']);
    for (let i = 0; i < 30; i++) await page.click('[data-testid="replay-forward"]');
    assert.equal(await dlg.locator('.lcg-player').count(), 4, 'the replay draws the four areas');
    await page.keyboard.press('Escape');
    await dlg.waitFor({ state: 'detached' });
    assert.ok(seen.card > 5, `cards were played by clicking them (${seen.card} times)`);
    assert.ok(seen.prompt > 5, `the prompt's buttons were used (${seen.prompt} times)`);
    assert.ok(seen.phone >= 3, `the table was checked on a phone (${seen.phone} times)`);
    assert.ok(seen.activeChip > 0 && seen.activeOther > 0, `the active player was marked, also the teammate: ${JSON.stringify(seen)}`);
    assert.ok(seen.engagement > 0, `an engagement was shown: ${JSON.stringify(seen)}`);
    assert.ok(shots.length >= 2, `screenshots of the table: ${shots}`);
    console.log(`  2v2: ${seen.card + seen.prompt} clicks, winners ${status.winners} (${text}), seen ${JSON.stringify(seen)}, screenshots ${shots.join(', ')}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('LCG 2v2: two people at one screen, Dark Side #1 and Light Side #1: the hand-off screen, each sees only its own side\'s hands', { timeout: 300000 }, async () => {
  const { context, page, problems } = await newPage(DESKTOP);
  try {
    await start2v2(page, {
      seed: 21,
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'heuristic' }, { kind: 'human', name: 'Ben' }, { kind: 'heuristic' }],
      privacy: 'secret',
    });
    const choose = player(5);
    const viewers = new Set();
    let handoffs = 0;
    let checked = 0;
    let lastViewer = null;
    const phases = new Set();
    for (let step = 0; step < 400 && (handoffs < 4 || viewers.size < 2 || checked < 8 || !phases.has('conflict')); step++) {
      const st = await pageState(page);
      if (st.state === 'over') break;
      if (st.state === 'handoff') {
        handoffs++;
        const shown = await page.evaluate(() => ({
          cards: document.querySelectorAll('[data-card]').length,
          table: document.getElementById('table-host').children.length,
          actions: document.querySelectorAll('#actions button').length,
          log: document.querySelectorAll('[data-testid="log-entry"]').length,
          to: window.__swrules.session.handoff,
        }));
        assert.deepEqual([shown.cards, shown.table, shown.actions, shown.log], [0, 0, 0, 0], 'nothing of the table behind the hand-off screen');
        const title = await page.textContent('#handoff-title');
        assert.equal(title, `Pass the device to ${shown.to === 0 ? 'Ann (Dark Side #1)' : 'Ben (Light Side #1)'}`);
        if (handoffs === 1) await axe(page, 'LCG 2v2 hand-off screen');
        await continueHandoff(page);
        continue;
      }
      assert.equal(st.state, 'idle');
      const viewer = await page.evaluate(() => window.__swrules.session.viewer);
      viewers.add(viewer);
      phases.add(st.phase);
      if (viewer !== lastViewer || step % 5 === 0) {
        assert.deepEqual(await tableProblems(page), [], `as seat ${viewer} (step ${step})`);
        checked++;
        lastViewer = viewer;
      }
      if (checked === 3) await axe(page, 'LCG 2v2 hot-seat table');
      await play(page, choose(st.actions), false);
    }
    assert.ok(handoffs >= 2, `the hand-off screen came between the people (${handoffs} times)`);
    assert.deepEqual([...viewers].sort(), [0, 2], 'both people had their own view');
    assert.ok(checked >= 8 && phases.has('conflict'), `the table was checked ${checked} times, in the phases ${[...phases]}`);
    // The header names both teams and whose view is shown.
    assert.match(await page.textContent('#game-title'), /Ann \(Dark Side #1\) & computer 1 \(Dark Side #2\) vs Ben \(Light Side #1\) & computer 2 \(Light Side #2\) · showing (Ann|Ben)/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('LCG 2v2 from a set-up position: a unit lent by the teammate is marked for every viewer, a common reserve is cards for the team and a counted back for the others; a game with other seats than players is refused', { timeout: 60000 }, async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, problems } = await newPage(viewport);
    try {
      await page.goto(`${site.server.url}/?botDelay=0`);
      await page.waitForFunction(() => document.body.dataset.state === 'setup');
      // The engine builds the position (docs/api.md, LCG "Setup", 2v2) and plays the support
      // request (MP-GEN-12/13); the renderer draws each seat's view.
      const out = await page.evaluate(async () => {
        const { lcgRenderer } = await import('./games/lcg/index.js');
        const engine = window.__swrules.session.engine;
        const m = engine.newMatch();
        m.start({
          game: 'lcg', seed: 3, options: { mode: '2v2', dark2: 'sith', light2: 'rebel-alliance' },
          setup: {
            phase: 'conflict', active: 'dark', turn: 3,
            dark: { tookTurn: true, units: ['tie-advanced'] },
            dark2: { tookTurn: true, units: ['darth-vader'], commonReserve: ['force-choke'] },
            light: { tookTurn: true, units: ['luke-skywalker'], commonReserve: ['twist-of-fate'] },
            light2: { tookTurn: true, objectives: ['the-defense-of-yavin-4'], units: ['x-wing@13'] },
          },
        });
        const act = (seat, prefix) => {
          for (let i = 0; i < 8; i++) {
            const a = m.legalActions(seat).find((x) => x.id.startsWith(prefix));
            if (a) { m.apply(seat, a.id); return a.id; }
            const s = m.status().toAct[0];
            m.apply(s, 'pass');
          }
          throw new Error(`${prefix} not offered to ${seat}`);
        };
        act(0, 'engage:the-defense-of-yavin-4');
        act(0, 'attacker:tie-advanced');
        const asked = act(0, 'support:darth-vader');
        act(1, 'agree:darth-vader');
        const list = engine.cardList('lcg');
        const res = { asked };
        for (const viewer of [0, 1, 2, 3]) {
          const view = lcgRenderer.withCards(m.view(viewer), list);
          const host = document.createElement('div');
          host.className = 'table-host';
          host.append(lcgRenderer.renderTable(view, {
            viewer, actions: m.legalActions(viewer), onAction: () => {}, uiState: new Map(), recent: [],
            seatName: (s) => lcgRenderer.seatName(view, s),
          }));
          document.querySelector('main').prepend(host);
          const text = (sel) => { const el = host.querySelector(sel); return el ? el.textContent : null; };
          res[viewer] = {
            lent: [...host.querySelectorAll('[data-testid="lent"]')].map((e) => [e.closest('.lcg-player').dataset.seat, e.textContent]),
            engagement: text('[data-testid="attackers"]'),
            reserve1: text('[data-testid="common-reserve-1"]'),
            reserve2: text('[data-testid="common-reserve-2"]'),
            reserveCards1: host.querySelectorAll('[data-testid="common-reserve-1"] .lc-slot').length,
            reserveCards2: host.querySelectorAll('[data-testid="common-reserve-2"] .lc-slot').length,
            backs2: host.querySelectorAll('[data-testid="common-reserve-2"] .lc-back').length,
            bottom: [...host.querySelectorAll('[data-testid="team-bottom"] > .lcg-player')].map((e) => Number(e.dataset.seat)),
            top: [...host.querySelectorAll('[data-testid="team-top"] > .lcg-player')].map((e) => Number(e.dataset.seat)),
            dial: text('[data-testid="dial-value"]'),
            turn: text('[data-testid="turn"]'),
          };
          host.remove();
        }
        return res;
      });
      assert.match(out.asked, /^support:darth-vader\./);
      // The shell refuses a game whose seats are not the players chosen (the mode decides them).
      const refused = await page.evaluate(() => {
        const s = window.__swrules.session;
        try {
          s.start({ game: 'lcg', seed: 1, options: { mode: '2v2' }, seats: [{ human: true, name: '' }, { human: false, bot: 'random' }] });
          return null;
        } catch (e) {
          return [e.message, !!s.match];
        }
      });
      assert.deepEqual(refused, ['This game has 4 seats, but 2 players were chosen.', false]);
      for (const viewer of [0, 1, 2, 3]) {
        const r = out[viewer];
        // Vader is DS #1's attacker now, lent by DS #2 (MP-GEN-13).
        assert.deepEqual(r.lent, [['0', 'Lent by Dark Side #2']], `the lent unit as seat ${viewer} sees it`);
        assert.match(r.engagement, /Dark Side #1 attacks: .*Darth Vader \(lent by Dark Side #2\)/);
        assert.equal(r.dial, '0 / 16');
        assert.match(r.turn, /Dark Side team.*active player: Dark Side #1/);
        const dark = viewer < 2;
        // DS #2's reserve: a card for its team, a counted back for the Light Side; and LS #1's the other way round.
        assert.equal(r.reserveCards1, dark ? 1 : 0, `seat 1's reserve as seat ${viewer} sees it`);
        assert.equal(r.reserveCards2, dark ? 0 : 1);
        assert.equal(r.backs2, dark ? 1 : 0);
        if (dark) assert.match(r.reserve2, /1 face down/);
        else assert.match(r.reserve1, /1 face down/);
        assert.deepEqual([r.top, r.bottom], dark ? [[3, 2], [0, 1]] : [[1, 0], [2, 3]]);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('LCG 2v2: four people at one screen with the hand-off screen at every change: each gets only its own view, in turn', { timeout: 180000 }, async () => {
  const { context, page, problems } = await newPage(PHONE);
  try {
    const names = ['Ann', 'Ben', 'Cid', 'Dee'];
    await start2v2(page, { seed: 4, seats: names.map((name) => ({ kind: 'human', name })), privacy: 'always' });
    const choose = player(9);
    const viewers = [];
    let handoffs = 0;
    for (let step = 0; step < 200 && !(handoffs >= 6 && new Set(viewers).size === 4); step++) {
      const st = await pageState(page);
      if (st.state === 'over') break;
      if (st.state === 'handoff') {
        handoffs++;
        const to = await page.evaluate(() => window.__swrules.session.handoff);
        const sides = ['Dark Side #1', 'Dark Side #2', 'Light Side #1', 'Light Side #2'];
        assert.equal(await page.textContent('#handoff-title'), `Pass the device to ${names[to]} (${sides[to]})`);
        assert.equal(await page.locator('#table-host [data-card]').count(), 0, 'nothing of the table behind the screen');
        assert.match(await page.textContent('#handoff-text'), /should not see/);
        await continueHandoff(page);
        assert.equal(await page.evaluate(() => window.__swrules.session.viewer), to, 'the table of the person who confirmed');
        assert.deepEqual(await tableProblems(page), [], `as ${names[to]}`);
        viewers.push(to);
        continue;
      }
      assert.equal(st.state, 'idle');
      await play(page, choose(st.actions), false);
    }
    assert.deepEqual([...new Set(viewers)].sort(), [0, 1, 2, 3], `each of the four had the device: ${viewers}`);
    assert.ok(handoffs >= 6, `a hand-off at each change (${handoffs})`);
    assert.deepEqual(await layoutProblems(page), [], 'no clipped text on a phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
