// Browser tests of the TCG table (web/games/tcg/): games against the computer
// by clicking (cards on the table and the prompt's buttons) on a desktop and
// a phone, with no clipped text, every card action reachable from its card,
// the three arenas, the build zone (the computer's face-down cards as
// counters only), the attack with its dice, the card viewer with our text,
// the help and axe-core; the TCG deck editor: a legal deck built by clicking
// and played, a LackeyCCG .dek fixture imported and exported back.
//   node --test web/tests/tcg-ui.test.mjs     (SWRULES_SITE_DIR=... for another site)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openAndStart, pageState, waitSettled, mulberry32, sharedSite, repoRoot, axe, cardActionProblems, layoutProblems as sharedLayoutProblems } from './helpers.mjs';

const DEK = path.join(repoRoot, 'tests', 'fixtures', 'tcg', 'jedi-knights-web.dek');

const site = sharedSite([path.join('games', 'tcg', 'index.js'), path.join('games', 'tcg', 'tcg.css'), 'swrules.wasm']);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
const newPage = (viewport) => site.newPage({ viewport, timeout: 30000 });

// The TCG table's layout faults (helpers.mjs's checker with the TCG's card parts and the deck editor).
const layoutProblems = (page) => sharedLayoutProblems(page, {
  card: '.tcg-card', text: '.tc-name, .tc-fig, .tc-tag, .tc-type, .tc-text, .tc-keywords',
  roots: ['[data-testid="table"]', '#prompt-panel', '.modal', '#deck-builder'] });

// A player who sends, builds, deploys and attacks, and passes otherwise.
function player(seed) {
  const rnd = mulberry32(seed);
  return (ids) => {
    const pick = (re) => ids.filter((id) => re.test(id));
    const first = (...res) => {
      for (const re of res) {
        const l = pick(re);
        if (l.length) return l[Math.floor(rnd() * l.length)];
      }
      return null;
    };
    return first(/^keep$/, /^(deploy|complete|return|send|ontop|beneath):/, /^(target|bombard|ion|attacker):/)
      || (rnd() < 0.7 ? first(/^start:/) : null)
      || first(/^(pass|done|nobid|decline|stop)$/)
      || ids[Math.floor(rnd() * ids.length)];
  };
}

// Plays `id`: through its card on the table when the card shows it (and
// `viaCard`), else through the prompt's button. Waits until the page settled.
async function play(page, id, viaCard) {
  const st = await pageState(page);
  const onCard = page.locator(`[data-testid="table"] [data-action-id="${id}"]`);
  let how = 'prompt';
  if (viaCard && await onCard.count()) {
    await onCard.first().click();
    how = 'card';
  } else {
    await page.locator(`#actions [data-testid="action"][data-action-id="${id}"]`).click();
  }
  await waitSettled(page, st.seq);
  return how;
}

// Plays against the heuristic computer by clicking, at most `maxClicks`.
async function playByClicking(page, { seed, maxClicks, checkEvery }) {
  const choose = player(seed);
  const rnd = mulberry32(seed + 1);
  const seen = { card: 0, prompt: 0, attack: 0, dice: 0, facedown: 0, units: 0, hand: 0, control: 0, battleNow: 0 };
  let clicks = 0;
  let checked = 0;
  for (; clicks < maxClicks; clicks++) {
    const st = await pageState(page);
    if (st.state === 'over') break;
    assert.equal(st.state, 'idle', `the page waits for the player (click ${clicks})`);
    assert.ok(st.actions.length > 0, `an option to click (prompt "${st.prompt}")`);
    const labels = await page.$$eval('#actions [data-testid="action"]', (bs) => bs.map((b) => b.textContent));
    for (const l of labels) assert.doesNotMatch(l, /\w+:[\w-]+\.\d+/, `no raw action id on a button: "${l}"`);
    const s = await page.evaluate(() => {
      const v = window.__swrules.view();
      const table = document.querySelector('[data-testid="table"]');
      const dice = [...table.querySelectorAll('[data-testid="attack"] [data-testid="die"]')];
      const rolled = [...table.querySelectorAll('[data-testid="last-rolls"] [data-testid="die"]')];
      return {
        attack: table.querySelectorAll('[data-testid="attack"]').length,
        dice: dice.length + rolled.length,
        rolledOk: rolled.every((d) => d.classList.contains(Number(d.textContent[0]) >= 4 ? 'hit' : 'miss')),
        diceOk: !v.attack || !v.attack.rolled || (dice.length === v.attack.dice.length
          && dice.every((d, i) => d.classList.contains(v.attack.dice[i].hit ? 'hit' : 'miss') && d.textContent.startsWith(String(v.attack.dice[i].value)))),
        facedown: table.querySelectorAll('[data-testid="opponent"] [data-testid="facedown"]').length,
        facedownView: v.players.filter((p) => p.seat !== v.viewer).reduce((n, p) => n + p.build.filter((b) => b.faceDown && !b.id).length, 0),
        units: table.querySelectorAll('.tcg-arena .tc-slot').length,
        unitsView: v.players.reduce((n, p) => n + Object.values(p.arenas).reduce((m, a) => m + a.length, 0), 0),
        hand: table.querySelectorAll('[data-testid="hand"] .tc-slot').length,
        handView: (v.players.find((p) => p.seat === v.viewer).hand || []).length,
        control: table.querySelectorAll('[data-testid^="control-"]:not(.none)').length,
        battleNow: table.querySelectorAll('[data-testid="battle-now"]').length,
        arenaOk: !(v.phase === 'battle' && v.attack && v.arena) || (() => {
          const a = v.players.flatMap((p) => Object.values(p.arenas).flat()).find((u) => u.id === v.attack.attacker);
          return !a || a.type === v.arena;
        })(),
        otherHand: v.players.filter((p) => p.seat !== v.viewer).every((p) => p.hand === undefined),
      };
    });
    assert.ok(s.diceOk, 'each die of the attack is shown with its value, hits marked');
    assert.ok(s.rolledOk, 'the dice rolled meanwhile are shown, hits (4-6) marked');
    assert.equal(s.facedown, s.facedownView, "the computer's face-down cards are shown as counters, one each");
    assert.equal(s.units, s.unitsView, 'every unit in an arena is on the table');
    assert.equal(s.hand, s.handView, 'the hand is shown');
    assert.ok(s.arenaOk, "the view's battle arena is the attacker's");
    assert.ok(s.otherHand, "the computer's hand is not in the view");
    for (const k of Object.keys(seen)) if (s[k]) seen[k]++;
    if (clicks % checkEvery === 0) {
      assert.deepEqual(await layoutProblems(page), [], `no clipped text (click ${clicks})`);
      assert.deepEqual(await cardActionProblems(page), [], `card actions on their cards (click ${clicks})`);
      checked++;
    }
    seen[await play(page, choose(st.actions), rnd() < 0.8)]++;
  }
  return { clicks, checked, seen };
}

async function wholeGame(viewport, tag, seed, humanSeat, maxClicks, { dice = true } = {}) {
  const { context, page, problems } = await newPage(viewport);
  try {
    await openAndStart(page, site.server.url, { game: 'tcg', seed, mode: 'bot', humanSeat, botKind: 'heuristic' });
    const view0 = await page.evaluate(() => window.__swrules.view());
    assert.equal(view0.players[humanSeat].hand.length, 7, 'the opening hand of 7, shown to its owner (TCG-SETUP-2)');
    const { clicks, checked, seen } = await playByClicking(page, { seed, maxClicks, checkEvery: viewport.width < 600 ? 4 : 6 });
    const st = await pageState(page);
    if (st.state === 'over') {
      await page.locator('[data-testid="end-screen"]').waitFor({ state: 'visible' });
      const title = await page.textContent('[data-testid="end-title"]');
      const status = await page.evaluate(() => window.__swrules.status());
      assert.match(title, /^(You won|You lost|The game is over)/);
      assert.equal(/won/.test(title), status.winners.includes(humanSeat), `"${title}" agrees with the winners ${status.winners}`);
      assert.match(await page.textContent('[data-testid="end-text"]'), /arenas|turn limit/);
      assert.deepEqual(await layoutProblems(page), [], 'the end dialog reads in full');
      await page.click('[data-testid="end-close"]');
    }
    assert.deepEqual(await layoutProblems(page), []);
    assert.ok(seen.card > 3, `cards were played by clicking them: ${JSON.stringify(seen)}`);
    assert.ok(seen.prompt > 3, `the prompt's buttons were used: ${JSON.stringify(seen)}`);
    assert.ok(seen.units > 0 && seen.hand > 0, `units and the hand were shown: ${JSON.stringify(seen)}`);
    assert.ok(seen.attack > 0, `an attack was shown: ${JSON.stringify(seen)}`);
    if (dice) assert.ok(seen.dice > 0, `an attack's dice were shown: ${JSON.stringify(seen)}`);
    console.log(`  ${tag}: ${clicks} clicks, ${st.state === 'over' ? 'the game ended' : 'not over yet'}, layout checked ${checked} times, seen ${JSON.stringify(seen)}`);
    assert.deepEqual(problems, []);
    return st.state;
  } finally {
    await context.close();
  }
}

test('TCG: a whole game against the computer on a desktop (1400×900), the Dark Side, by clicking', { timeout: 240000 }, async () => {
  // The dice of the player's own attacks show at the next decision (the
  // table's "dice rolled just now" reads ctx.sinceDecision).
  const end = await wholeGame(DESKTOP, 'desktop', 5, 0, 900);
  assert.equal(end, 'over', 'the game ended within the clicks');
});

test('TCG: a whole game against the computer on a phone (390×844), the Light Side, no clipped text', { timeout: 240000 }, async () => {
  const end = await wholeGame(PHONE, 'phone', 8, 1, 900);
  assert.equal(end, 'over', 'the game ended within the clicks');
});

test('TCG: the setup form, the table with its arenas, the card viewer and the help are axe-clean (phone and desktop)', { timeout: 180000 }, async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, problems } = await newPage(viewport);
    try {
      await page.goto(`${site.server.url}/?botDelay=0`);
      await page.waitForFunction(() => document.body.dataset.state === 'setup');
      await page.selectOption('[data-testid="game-select"]', 'tcg');
      // The preset decks have readable names; the rules option its two versions.
      assert.deepEqual(await page.$$eval('[data-testid="option-dark"] option', (os) => os.map((o) => o.textContent)), ['Separatists (preset deck)']);
      assert.deepEqual(await page.$$eval('[data-testid="option-light"] option', (os) => os.map((o) => o.textContent)), ['Republic (preset deck)']);
      assert.deepEqual(await page.$$eval('[data-testid="option-rules"] option', (os) => os.map((o) => o.textContent)), ['The 2002 rulebook', 'The later rules']);
      assert.equal(await page.isVisible('[data-testid="deck-builder-open"]'), true, 'the TCG has a deck builder');
      await axe(page, `TCG setup ${viewport.width}`);
      await openAndStart(page, site.server.url, { game: 'tcg', seed: 3, options: { rules: 'later' }, mode: 'bot', humanSeat: 0, botKind: 'heuristic' });
      assert.equal((await page.evaluate(() => window.__swrules.app.config)).options.rules, 'later', 'the rules option is passed');
      await axe(page, `TCG table at setup ${viewport.width}`);
      // The card viewer: our text and every figure of a card in the hand.
      const card = page.locator('[data-testid="hand"] .tc-slot').first();
      await card.locator('button').first().focus();
      await page.keyboard.press('z');
      const zoom = page.locator('[data-testid="zoom"]');
      await zoom.waitFor({ state: 'visible' });
      const facts = await zoom.locator('.zoom-facts').textContent();
      const key = await card.getAttribute('data-card');
      const def = await page.evaluate((k) => window.__swrules.session.engine.cardList('tcg').cards.find((c) => c.key === k.replace(/\.\d+$/, '')), key);
      for (const word of ['Type', 'Side', 'Text', 'Rarity']) assert.ok(facts.includes(word), `the card viewer says "${word}": ${facts}`);
      assert.ok(facts.includes(def.text || 'none'), `the card viewer shows our card text: ${facts}`);
      if (typeof def.speed === 'number') assert.ok(facts.includes(`Speed: ${def.speed}`), facts);
      assert.deepEqual(await layoutProblems(page), [], 'the enlarged card reads in full');
      await axe(page, `TCG card viewer ${viewport.width}`);
      await page.keyboard.press('Escape');
      await zoom.waitFor({ state: 'detached' });
      await page.click('[data-testid="help-open"]');
      const help = page.locator('[data-testid="help"]');
      await help.waitFor({ state: 'visible' });
      const text = await help.textContent();
      assert.match(text, /two of the three arenas/);
      assert.match(text, /build counters/);
      assert.match(text, /4, 5 or 6 is a hit/);
      assert.deepEqual(await layoutProblems(page), [], 'the help reads in full');
      await axe(page, `TCG help ${viewport.width}`);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
      // Play on until units are in play and the computer builds face down: the table then.
      const choose = player(4);
      let checked = false;
      for (let i = 0; i < 200 && (await pageState(page)).state === 'idle'; i++) {
        const v = await page.evaluate(() => window.__swrules.view());
        const units = v.players.reduce((n, p) => n + Object.values(p.arenas).reduce((m, a) => m + a.length, 0), 0);
        if (v.phase !== 'setup' && units >= 4 && (v.attack || i > 120)) {
          checked = true;
          for (const a of ['Space', 'Ground', 'Character']) assert.equal(await page.locator(`[data-testid="arena-${a}"]`).count(), 1, `the ${a} arena`);
          await axe(page, `TCG table in play ${viewport.width}`);
          assert.deepEqual(await layoutProblems(page), [], 'the table in play');
          break;
        }
        await play(page, choose((await pageState(page)).actions), true);
      }
      assert.ok(checked, 'the table was checked in play');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

const verdict = (page) => page.evaluate(() => {
  const v = document.querySelector('[data-testid="db-verdict"]');
  return { legal: v.dataset.legal === 'true', text: v.textContent, errors: [...document.querySelectorAll('[data-testid="db-error"]')].map((e) => e.textContent) };
});

async function openBuilder(page) {
  await page.goto(`${site.server.url}/?botDelay=0`);
  await page.waitForFunction(() => document.body.dataset.state === 'setup');
  await page.selectOption('[data-testid="game-select"]', 'tcg');
  await page.click('[data-testid="deck-builder-open"]');
  await page.waitForSelector('[data-testid="db-editor"] [data-testid="db-card"]');
}

test('TCG deck editor: a legal Light Side deck built by clicking on a phone, saved, and played against the computer', { timeout: 120000 }, async () => {
  const { context, page, problems } = await newPage(PHONE);
  try {
    await openBuilder(page);
    assert.equal(await page.locator('[data-testid="db-card"]').count(), 180, 'the 180 cards of Attack of the Clones');
    let v = await verdict(page);
    assert.equal(v.legal, false);
    assert.ok(v.errors.some((e) => /60/.test(e)), `too few cards: ${v.errors}`);
    await axe(page, 'TCG deck builder, empty');
    // Filters: the Light Side's Space units only.
    await page.selectOption('[data-testid="db-filter-side"]', 'light');
    await page.selectOption('[data-testid="db-filter-type"]', 'Space');
    const space = await page.$$eval('[data-testid="db-card"]', (els) => els.map((e) => [e.dataset.card, e.dataset.side, e.dataset.type]));
    assert.ok(space.length > 4 && space.every(([, s, t]) => s === 'light' && t === 'Space'), JSON.stringify(space));
    // 16 of each unit type, 8 Battle cards, 4 Missions: four copies of the first cards of each list,
    // a click for the first copy, Enter on the button (it keeps the focus) for the others.
    const plan = [['light', 'Space', 16], ['light', 'Ground', 16], ['light', 'Character', 16], ['', 'Battle', 8], ['', 'Mission', 4]];
    for (const [side, type, n] of plan) {
      await page.selectOption('[data-testid="db-filter-side"]', side);
      await page.selectOption('[data-testid="db-filter-type"]', type);
      const keys = await page.$$eval('[data-testid="db-card"]', (els) => els.filter((e) => e.dataset.side !== 'dark').map((e) => e.dataset.card));
      for (let i = 0; i < n / 4; i++) {
        await page.click(`[data-testid="db-add-${keys[i]}"]`);
        for (let k = 1; k < 4; k++) await page.keyboard.press('Enter');
        assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), `db-add-${keys[i]}`, 'the focus stays on the button');
      }
    }
    // A fifth copy breaks the copy limit (TCG-DECK-2), named by the engine; removing it heals the deck.
    const first = await page.getAttribute('[data-testid="db-deck-row"]', 'data-card');
    await page.click(`[data-testid="db-more-${first}"]`);
    v = await verdict(page);
    assert.equal(v.legal, false);
    assert.ok(v.errors.some((e) => /4|four/.test(e)), v.errors.join(' | '));
    assert.equal(await page.locator('[data-testid="db-deck-row"].db-flagged').count(), 1, 'the card is marked');
    await axe(page, 'TCG deck builder with an error');
    await page.click(`[data-testid="db-remove-${first}"]`);
    v = await verdict(page);
    assert.equal(v.legal, true, v.errors.join(' | '));
    assert.match(v.text, /Legal deck: Light Side, 60 cards: 16 Space, 16 Ground, 16 Character, 8 Battle, 4 Mission/);
    assert.deepEqual(await layoutProblems(page), [], 'the deck builder fits the phone');
    await page.fill('[data-testid="db-name"]', 'Clicked Republic');
    await page.click('[data-testid="db-save"]');
    const deck = await page.evaluate(() => window.__swrules.deckBuilder.entry.deck);
    await page.click('[data-testid="db-use"]');
    await page.waitForFunction(() => document.body.dataset.state === 'setup');
    assert.equal(await page.$eval('[data-testid="option-light"]', (s) => s.selectedOptions[0].textContent), 'Clicked Republic (your deck)');
    await page.selectOption('[data-testid="seat-kind-0"]', 'heuristic');
    await page.selectOption('[data-testid="seat-kind-1"]', 'human');
    await page.fill('[data-testid="seed"]', '12');
    await page.click('[data-testid="start"]');
    await waitSettled(page);
    const view = await page.evaluate(() => window.__swrules.view());
    const mine = new Set(deck.cards.map((c) => c.key));
    const hand = view.players[1].hand.map((c) => c.key);
    assert.equal(view.players[1].deckCount + hand.length, 60);
    assert.ok(hand.every((k) => mine.has(k)), `the hand comes from the deck built: ${hand}`);
    const { clicks } = await playByClicking(page, { seed: 12, maxClicks: 25, checkEvery: 5 });
    assert.ok(clicks >= 10, `the game with the deck went on (${clicks} clicks)`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('TCG deck editor: a LackeyCCG .dek file imports (its sideboard left out) and exports back', { timeout: 60000 }, async () => {
  const { context, page, problems } = await newPage(DESKTOP);
  try {
    await openBuilder(page);
    await page.setInputFiles('[data-testid="db-import-input"]', DEK);
    await page.waitForFunction(() => document.querySelector('[data-testid="db-verdict"]').dataset.legal === 'true');
    assert.equal(await page.inputValue('[data-testid="db-name"]'), 'Jedi Knights & Clones');
    const rows = await page.$$eval('[data-testid="db-deck-row"]', (els) => Object.fromEntries(els.map((e) => [e.dataset.card, Number(e.dataset.copies)])));
    assert.equal(Object.values(rows).reduce((a, b) => a + b, 0), 60, 'the Deck superzone only, not the sideboard');
    assert.equal(rows['clone-squad'], 4);
    assert.equal(rows['yoda-b'], 1);
    assert.equal(rows['windus-solution'], undefined, 'the sideboard is not in the deck');
    assert.match((await verdict(page)).text, /Light Side, 60 cards/);
    // Export: a .dek with Lackey's names, one card element per copy.
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="db-export-dek"]')]);
    assert.match(dl.suggestedFilename(), /\.dek$/);
    const text = fs.readFileSync(await dl.path(), 'utf8');
    assert.match(text, /<superzone name="Deck">/);
    assert.equal((text.match(/<card>/g) || []).length, 60);
    assert.equal((text.match(/>Clone Squad</g) || []).length, 4);
    assert.match(text, />Yoda \(B\)</);
    // The deck code export, and a file naming a card the set does not have: refused, the name given.
    const [code] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="db-export-code"]')]);
    assert.match(fs.readFileSync(await code.path(), 'utf8'), /clone-squad:4/);
    const broken = fs.readFileSync(DEK, 'utf8').replace('Plo Koon (A)', 'Plo Koon (Z)');
    await page.setInputFiles('[data-testid="db-import-input"]', { name: 'broken.dek', mimeType: 'application/xml', buffer: Buffer.from(broken) });
    await page.waitForFunction(() => /Could not import/.test(document.querySelector('[data-testid="db-verdict"]').textContent));
    const errs = await page.$$eval('[data-testid="db-error"]', (els) => els.map((e) => e.textContent));
    assert.ok(errs.some((e) => e.includes('Plo Koon (Z)')), errs.join(' | '));
    await axe(page, 'TCG deck builder after an import');
    assert.deepEqual(await layoutProblems(page), [], 'the deck builder reads in full on a desktop');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('TCG hot-seat: the other side sees a face-down card as its counters only; the owner sees the card', { timeout: 90000 }, async () => {
  const { context, page, problems } = await newPage(DESKTOP);
  try {
    await openAndStart(page, site.server.url, { game: 'tcg', seed: 6, mode: 'hotseat', privacy: 'secret' });
    const choose = player(6);
    let started = null;
    let checked = false;
    for (let i = 0; i < 300 && !checked; i++) {
      const st = await pageState(page);
      if (st.state === 'over') break;
      if (st.state === 'handoff') {
        await page.click('[data-testid="handoff-continue"]');
        await waitSettled(page, st.seq);
        continue;
      }
      const v = await page.evaluate(() => window.__swrules.view());
      if (started && v.viewer === 1) {
        // The Light Side's table: the Dark Side's card is a counter, its name nowhere.
        const hidden = v.players[0].build.filter((b) => b.faceDown && !b.id);
        assert.ok(hidden.length >= 1, 'the view hides the card');
        const zone = page.locator('[data-testid="opponent"] [data-testid="build-0"]');
        assert.equal(await zone.locator('[data-testid="facedown"]').count(), hidden.length);
        const text = await zone.textContent();
        assert.match(text, /Face-down card 1/);
        assert.match(text, new RegExp(`${hidden[0].counters} build counters?`));
        assert.ok(!(await page.textContent('[data-testid="opponent"]')).includes(started.name), `"${started.name}" is not shown to the Light Side`);
        await axe(page, 'TCG table with a face-down card of the opponent');
        assert.deepEqual(await layoutProblems(page), [], 'the face-down cards read in full');
        const box = await zone.locator('[data-testid="facedown"]').first().boundingBox();
        assert.ok(box.width > 60 && box.height > 30, `a face-down card is drawn as a card: ${JSON.stringify(box)}`);
        checked = true;
        break;
      }
      let id;
      if (v.viewer === 0 && v.prompt && v.prompt.kind === 'build') {
        const one = st.actions.find((x) => /^start:.*\.1$/.test(x));
        id = !started && one ? one : st.actions.includes('done') ? 'done' : choose(st.actions);
        if (id === one) {
          const card = one.slice('start:'.length, -2);
          started = v.players[0].hand.find((c) => c.id === card);
          await play(page, id, false);
          // The owner's own table shows the card face down, with its counter.
          const mine = page.locator('[data-testid="me"] [data-testid="build-0"]');
          assert.match(await mine.textContent(), new RegExp(started.name.replace(/[()]/g, '.')));
          assert.match(await mine.textContent(), /Face down/);
          continue;
        }
      } else id = choose(st.actions);
      await play(page, id, false);
    }
    assert.ok(checked, 'the face-down card was checked from the other side');
    // The replay viewer draws the TCG table too, the cards complete from the card list.
    await page.click('[data-testid="replay-open"]');
    const dlg = page.locator('[data-testid="replay"]');
    await dlg.waitFor({ state: 'visible' });
    for (let i = 0; i < 12; i++) await page.click('[data-testid="replay-forward"]');
    assert.equal(await dlg.locator('.tcg-table').count(), 1, 'the replay shows the TCG table');
    assert.equal(await dlg.locator('.tcg-arena').count(), 3, 'with its three arenas');
    const names = await dlg.locator('.tc-name').allTextContents();
    assert.ok(names.length > 0 && names.every((n) => /[A-Z]/.test(n)), `the replay's cards carry their names: ${names.slice(0, 6)}`);
    await page.keyboard.press('Escape');
    await dlg.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('TCG table from a set-up position: a stack, damage, a retreated unit, counters; the face-down cards as the view allows', { timeout: 60000 }, async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, problems } = await newPage(viewport);
    try {
      await page.goto(`${site.server.url}/?botDelay=0`);
      await page.waitForFunction(() => document.body.dataset.state === 'setup');
      // The engine builds the position (docs/api.md, TCG "Setup"); the renderer draws its views.
      const out = await page.evaluate(async () => {
        const { renderTable } = await import('./games/tcg/table.js');
        const { withCards } = await import('./games/tcg/facts.js');
        const engine = window.__swrules.session.engine;
        const m = engine.newMatch();
        m.start({
          game: 'tcg', seed: 1, options: {},
          setup: {
            seats: [
              { side: 'dark', deck: ['battle-droid-squad'], hand: ['geonosian-squad'], force: 7,
                arenas: [{ card: 'jango-fett-d', damage: 2, under: ['jango-fett-c'] }, 'battle-droid-squad'],
                build: [{ card: 'geonosian-fighter', counters: 2 }, { card: 'destroyer-droid-squad', retreated: true, damage: 1, tapped: true }] },
              { side: 'light', deck: ['clone-squad'], hand: ['clone-platoon'], force: 3,
                arenas: ['clone-squad', 'jedi-starfighter-3r3'], build: [{ card: 'jedi-patrol', counters: 1 }] },
            ],
            start: 'build',
          },
        });
        const list = engine.cardList('tcg');
        const res = {};
        for (const viewer of [0, 1]) {
          const view = withCards(m.view(viewer), list);
          const host = document.createElement('div');
          host.id = `probe-${viewer}`;
          host.className = 'table-host';
          host.append(renderTable(view, {
            viewer, actions: m.legalActions(viewer), onAction: () => {}, uiState: new Map(), recent: [],
            seatName: (s) => (s === 0 ? 'Dark Side' : 'Light Side'),
          }));
          document.querySelector('main').prepend(host);
          const q = (sel) => [...host.querySelectorAll(sel)];
          res[viewer] = {
            jango: (q('[data-testid="arena-Character-0"] .tc-slot')[0] || {}).textContent || '',
            retreated: (q('[data-testid="build-0"] .tag-retreated')).length,
            facedownTheirs: q(`[data-testid="build-${1 - viewer}"] [data-testid="facedown"]`).map((e) => e.textContent),
            ownBuild: host.querySelector(`[data-testid="build-${viewer}"]`).textContent,
            theirBuild: host.querySelector(`[data-testid="build-${1 - viewer}"]`).textContent,
            control: ['Space', 'Ground', 'Character'].map((a) => host.querySelector(`[data-testid="control-${a}"]`).textContent),
            force: host.querySelector('[data-testid="force-0"]').textContent,
            clickable: q('[data-testid="card-action"]').length,
          };
          host.dataset.testid = 'table';
        }
        return res;
      });
      for (const viewer of [0, 1]) {
        const r = out[viewer];
        assert.match(r.jango, /Jango Fett \(D\)/);
        assert.match(r.jango, /Stack: 1 under/, 'the stack (TCG-STACK-2)');
        assert.match(r.jango, /S \d+speed \d+P \d+power \d+H \d+health \d+/, 'speed, power, health, shown and read');
        assert.match(r.jango, /Beneath: Jango Fett \(C\)/, 'the version beneath');
        assert.match(r.jango, /D 2\/\d+damage 2 of \d+/, 'its damage counters');
        assert.equal(r.retreated, 1, 'the retreated unit is shown face up in the build zone');
        assert.deepEqual(r.control, ['Light Side controls it', 'Nobody controls it', 'Dark Side controls it'], 'control as TCG-WIN-1 counts it');
        assert.equal(r.force, '7');
        assert.equal(r.facedownTheirs.length, 1, "the other side's face-down card: a counter");
        assert.match(r.facedownTheirs[0], /Face-down card 1/);
      }
      assert.match(out[0].ownBuild, /Geonosian Fighter/, 'the owner sees its face-down card');
      assert.match(out[0].ownBuild, /B 2\/3|2 build counters/);
      assert.doesNotMatch(out[0].theirBuild, /Jedi Patrol/, 'the Dark Side does not see the Light Side\'s card');
      assert.doesNotMatch(out[1].theirBuild, /Geonosian Fighter/, 'nor the reverse');
      assert.match(out[1].ownBuild, /Jedi Patrol/);
      assert.ok(out[0].clickable > 0, "the Dark Side's build step: its cards are buttons");
      assert.deepEqual(await layoutProblems(page), [], `the set-up tables read in full at ${viewport.width}`);
      await axe(page, `TCG set-up tables ${viewport.width}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('TCG table: the arenas run Space, Ground, Character for either side and like arenas face each other (TCG-ZONE-7)', { timeout: 90000 }, async () => {
  // The rule lays the arenas out for the Dark Side from left to right, the
  // Light Side mirrored so that like arenas face each other. On the page both
  // sides' units of an arena share its column (the viewer's own row under the
  // other side's), so every viewer sees Space, Ground, Character from left to
  // right (top to bottom on a phone) - docs/rulings.md.
  const ARENA_ORDER = ['Space', 'Ground', 'Character'];
  for (const viewport of [DESKTOP, PHONE]) {
    for (const humanSeat of [0, 1]) {
      const { context, page, problems } = await newPage(viewport);
      try {
        await openAndStart(page, site.server.url, { game: 'tcg', seed: 3, mode: 'bot', humanSeat });
        await page.waitForSelector('[data-testid="table"] [data-testid="arena-Character-1"]');
        const out = await page.evaluate((arenas) => {
          const table = document.querySelector('#table-host [data-testid="table"]');
          const box = (el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          };
          const field = table.querySelector('.tcg-battlefield');
          return {
            order: [...field.children].map((e) => e.dataset.testid),
            arena: Object.fromEntries(arenas.map((a) => [a, box(table.querySelector(`[data-testid="arena-${a}"]`))])),
            rows: Object.fromEntries(arenas.map((a) => [a, [0, 1].map((s) => {
              const el = table.querySelector(`[data-testid="arena-${a}-${s}"]`);
              return { ...box(el), inArena: el.closest('.tcg-arena').dataset.testid };
            })])),
          };
        }, ARENA_ORDER);
        const where = `${viewport.width}px, ${humanSeat === 0 ? 'Dark' : 'Light'} Side`;
        assert.deepEqual(out.order, ARENA_ORDER.map((a) => `arena-${a}`), `the arenas in order, ${where}`);
        const [space, ground, character] = ARENA_ORDER.map((a) => out.arena[a]);
        if (viewport === DESKTOP) {
          // One row: Space on the left, Ground in the middle, Character on the right.
          assert.ok(space.right <= ground.left && ground.right <= character.left, `left to right, ${where}: ${JSON.stringify(out.arena)}`);
          assert.ok(Math.abs(space.top - ground.top) < 1 && Math.abs(ground.top - character.top) < 1, `in one row, ${where}`);
        } else {
          // A phone has room for one arena across: the same order from the top.
          assert.ok(space.bottom <= ground.top && ground.bottom <= character.top, `top to bottom, ${where}: ${JSON.stringify(out.arena)}`);
        }
        for (const a of ARENA_ORDER) {
          const own = out.rows[a][humanSeat];
          const other = out.rows[a][1 - humanSeat];
          // Like arenas face each other: both sides' rows are in the arena's own box, one column, the viewer's below.
          assert.equal(own.inArena, `arena-${a}`, `${a}: the viewer's row is in the ${a} arena, ${where}`);
          assert.equal(other.inArena, `arena-${a}`, `${a}: the other side's row is in the ${a} arena, ${where}`);
          assert.ok(Math.abs(own.left - other.left) < 1 && Math.abs(own.right - other.right) < 1, `${a}: the two rows share a column, ${where}`);
          assert.ok(other.bottom <= own.top, `${a}: the other side's row faces the viewer's from above, ${where}`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  }
});
