// (b) 200 random games through the JSON API, to the end. Every answer must
// be valid JSON of the documented shape, and no view may show what its
// viewer must not see (as far as the documented view schema tells).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, listGames, loadSwRules, makeRandom, optionSets, parse, seatCount } from './helpers.mjs';

const sw = await loadSwRules();
const GAMES = Number(process.env.SW_NODE_RANDOM_GAMES ?? 200);
const games = listGames(sw);

// Keys that would reveal the RNG or the seed; no view may contain them.
const FORBIDDEN_KEYS = new Set(['rng', 'seed', 'rngState', 'state']);

function walkKeys(v, fn, p = '') {
  if (Array.isArray(v)) v.forEach((x, i) => walkKeys(x, fn, `${p}[${i}]`));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { fn(k, `${p}.${k}`); walkKeys(x, fn, `${p}.${k}`); }
}

// Checks of one view for `viewer` (-1 = spectator) that hold for every game
// (docs/api.md: the common view fields), then the game's own.
function checkView(game, view, viewer, status, seats, where) {
  assertOk(view, where);
  assert.equal(view.game, game, where);
  assert.equal(view.viewer, viewer, where);
  assert.deepEqual(view.toAct, status.toAct, `${where}: toAct`);
  assert.equal(view.terminal, status.terminal, `${where}: terminal`);
  assert.ok(Array.isArray(view.players) && view.players.length === seats, `${where}: players`);
  walkKeys(view, (k, p) => assert.ok(!FORBIDDEN_KEYS.has(k), `${where}: view has a '${k}' key at ${p}`));
  const mustDecide = viewer >= 0 && status.toAct.includes(viewer);
  if (mustDecide) assert.ok(view.prompt && view.prompt.seat === viewer, `${where}: the viewer must decide, so prompt`);
  else assert.ok(view.prompt === null || view.prompt === undefined, `${where}: prompt without a decision`);
  if (viewer < 0) assert.ok(view.peek === null || view.peek === undefined, `${where}: spectator peek`);
  if (game === 'evr') checkEvrView(view, viewer, where);
  if (game === 'tcg') checkTcgView(view, viewer, where);
}

// TCG (docs/api.md, the TCG's "View"): a hand only to its owner, an unrevealed
// face-down card of the other player only as its counters, decks as counts.
function checkTcgView(view, viewer, where) {
  view.players.forEach((p, seat) => {
    const w = `${where} player ${seat}`;
    assert.ok(Number.isInteger(p.deckCount) && Number.isInteger(p.handCount), `${w}: deck and hand counts`);
    if (seat === viewer) assert.equal(p.hand.length, p.handCount, `${w}: the owner sees the hand`);
    else assert.equal(p.hand, undefined, `${w}: hand leaked to ${viewer}`);
    for (const b of p.build) {
      if (seat === viewer || b.retreated || b.id !== undefined) continue;
      assert.deepEqual(Object.keys(b).sort(), ['counters', 'faceDown'], `${w}: a face-down card leaked to ${viewer}`);
    }
  });
}

// EvR (docs/api.md "View"): what each viewer may see of decks, reserves and strategies.
function checkEvrView(view, viewer, where) {
  for (const p of view.players) {
    const own = p.seat === viewer;
    const w = `${where} player ${p.seat}`;
    assert.ok(p.faction === 'rebel' || p.faction === 'imperial', `${w}: faction`);
    assert.ok(p.deck && Number.isInteger(p.deck.count), `${w}: deck.count`);
    assert.deepEqual(Object.keys(p.deck), ['count'], `${w}: a deck shows its count only`);
    assert.ok(p.reserve && Number.isInteger(p.reserve.count), `${w}: reserve.count`);
    if (own) {
      assert.ok(Array.isArray(p.reserve.cards), `${w}: the owner sees the reserve`);
      assert.equal(p.reserve.cards.length, p.reserve.count, `${w}: reserve count`);
    } else {
      assert.equal(p.reserve.cards, undefined, `${w}: reserve cards leaked to ${viewer}`);
    }
    if (p.strategies) {
      if (!own) assert.equal(p.strategies.unused, undefined, `${w}: unused strategies leaked to ${viewer}`);
      if (viewer < 0 && !p.strategies.revealed) {
        assert.ok(p.strategies.chosen === null || p.strategies.chosen === undefined,
          `${w}: unrevealed chosen strategy shown to the spectator`);
      }
    }
    for (const c of p.inPlay ?? []) assert.equal(typeof c.id, 'string', `${w}: card id`);
  }
}

// The characters in a player's reserve (known from the owner's view) must
// appear nowhere in the views of the other seat and of the spectator.
function checkReserveSecrecy(game, views, where) {
  if (game !== 'evr') return;
  for (let owner = 0; owner < 2; owner++) {
    const ownView = views[owner + 1];
    const reserve = ownView.players.find((p) => p.seat === owner).reserve.cards ?? [];
    for (const c of reserve) {
      if (!c.character) continue;
      for (const other of [-1, 1 - owner]) {
        const text = JSON.stringify(views[other + 1]);
        assert.ok(!text.includes(`"id":"${c.id}"`), `${where}: ${c.id} in seat ${owner}'s reserve is visible to ${other}`);
      }
    }
  }
}

function checkLog(entries, where) {
  assert.ok(Array.isArray(entries), `${where}: log is an array`);
  entries.forEach((e, i) => {
    assert.equal(e.seq, i, `${where}: log seq`);
    assert.ok(Number.isInteger(e.round) && Number.isInteger(e.actor), `${where}: log entry fields`);
    assert.equal(typeof e.type, 'string');
    assert.equal(typeof e.text, 'string');
    assert.equal(typeof e.data, 'object');
  });
}

for (const game of games) {
const OPTION_SETS = optionSets(game);

test(`${game.id}: ${GAMES} random games through the JSON API`, () => {
  const m = new sw.Match();
  let totalActions = 0;
  const winners = new Array(game.players.max).fill(0);
  try {
    for (let g = 0; g < GAMES; g++) {
      const options = OPTION_SETS[g % OPTION_SETS.length];
      const seed = 1000 + g;
      const where0 = `${game.id} game ${g} (seed ${seed}, options ${JSON.stringify(options)})`;
      assert.deepEqual(parse(m.start(JSON.stringify({ game: game.id, seed, options }))), { ok: true }, where0);
      const seats = seatCount(m);
      const seatList = [...Array(seats).keys()];
      const rand = makeRandom(seed * 7 + 1);
      let steps = 0;
      for (;;) {
        const where = `${where0} step ${steps}`;
        const st = parse(m.status(), 'status');
        assertOk(st, where);
        assert.equal(st.actions, steps, `${where}: status.actions`);
        assert.equal(st.terminal, st.toAct.length === 0, `${where}: terminal iff nobody to act`);
        const views = [-1, ...seatList].map((s) => parse(m.view(s), `view(${s})`));
        views.forEach((v, i) => checkView(game.id, v, i - 1, st, seats, where));
        if (steps % 5 === 0) checkReserveSecrecy(game.id, views, where);
        const legal = seatList.map((s) => parse(m.legalActions(s), `legalActions(${s})`));
        for (const s of seatList) {
          assert.ok(Array.isArray(legal[s]), `${where}: legalActions(${s})`);
          assert.equal(legal[s].length > 0, st.toAct.includes(s), `${where}: seat ${s} has actions iff in toAct`);
          const ids = new Set();
          for (const a of legal[s]) {
            assert.equal(typeof a.id, 'string');
            assert.equal(typeof a.label, 'string');
            assert.equal(typeof a.kind, 'string');
            assert.ok(!ids.has(a.id), `${where}: duplicate action id ${a.id}`);
            ids.add(a.id);
          }
        }
        if (st.terminal) {
          assert.ok(Array.isArray(st.winners));
          for (const w of st.winners) winners[w]++;
          const over = parse(m.apply(JSON.stringify({ player: 0, id: 'x' })));
          assertError(over, `${where}: apply after the end`);
          assert.equal(over.error.code, 'game_over');
          break;
        }
        const seat = st.toAct[Math.floor(rand() * st.toAct.length)];
        const pick = legal[seat][Math.floor(rand() * legal[seat].length)];
        const r = parse(m.apply(JSON.stringify({ player: seat, id: pick.id })), 'apply');
        assertOk(r, `${where}: apply ${pick.id}`);
        assert.ok(Array.isArray(r.events), `${where}: events`);
        steps++;
        assert.ok(steps < 20000, `${where0}: the game does not end`);
      }
      totalActions += steps;
      for (const s of [-1, ...seatList]) checkLog(parse(m.log(s), `log(${s})`), `${where0} log(${s})`);
      // The redacted logs have the same length for everybody.
      assert.equal(parse(m.log(-1)).length, parse(m.log(0)).length);
      if (g % 10 === 0) {
        // save -> load into a fresh match reproduces the same save; so does
        // replaying the replay record.
        const save = m.save();
        const m2 = new sw.Match();
        try {
          assert.deepEqual(parse(m2.load(save)), { ok: true }, `${where0}: load`);
          assert.equal(m2.save(), save, `${where0}: save after load`);
          assert.equal(m2.log(-1), m.log(-1), `${where0}: log after load`);
          const rep = parse(m.replay());
          assert.equal(rep.format, 'swrules-replay');
          const m3 = new sw.Match();
          try {
            const cfg = { game: rep.game, seed: rep.seed, options: rep.options };
            if (rep.setup) cfg.setup = rep.setup;
            assert.deepEqual(parse(m3.start(JSON.stringify(cfg))), { ok: true });
            for (const a of rep.actions) assertOk(parse(m3.apply(JSON.stringify(a))), `${where0}: replay`);
            assert.equal(m3.save(), save, `${where0}: replay reproduces the save`);
          } finally {
            m3.delete();
          }
        } finally {
          m2.delete();
        }
      }
    }
  } finally {
    m.delete();
  }
  assert.ok(totalActions > GAMES * 5, 'games are not trivially short');
  // With random play every seat wins some games.
  assert.ok(winners.every((w) => w > 0), `winners per seat: ${winners}`);
});

test(`${game.id}: undo restores the exact previous state, at every step of a game`, () => {
  const m = new sw.Match();
  try {
    assert.deepEqual(parse(m.start(JSON.stringify({ game: game.id, seed: 99 }))), { ok: true });
    const rand = makeRandom(5);
    for (let step = 0; step < 400; step++) {
      const st = parse(m.status());
      if (st.terminal) break;
      const before = m.save();
      const beforeLog = m.log(-1);
      const seat = st.toAct[0];
      const acts = parse(m.legalActions(seat));
      const pick = acts[Math.floor(rand() * acts.length)];
      assertOk(parse(m.apply(JSON.stringify({ player: seat, id: pick.id }))), 'apply');
      const after = m.save();
      assert.deepEqual(parse(m.undo()), { ok: true, undone: 1 });
      assert.equal(m.save(), before, `step ${step}: undo`);
      assert.equal(m.log(-1), beforeLog, `step ${step}: log after undo`);
      assertOk(parse(m.apply(JSON.stringify({ player: seat, id: pick.id }))), 'redo');
      assert.equal(m.save(), after, `step ${step}: redo`);
    }
    // undoToSeat(s) goes back to a position where s has a decision.
    const st = parse(m.status());
    for (const s of [...Array(seatCount(m)).keys()]) {
      const r = parse(m.undoToSeat(s));
      if (r.ok) {
        assert.ok(r.undone >= 1);
        assert.ok(parse(m.status()).toAct.includes(s), `undoToSeat(${s}) lands on a decision of ${s}`);
      } else {
        assert.equal(r.error.code, 'nothing_to_undo');
      }
    }
    assert.ok(parse(m.status()).actions <= st.actions);
  } finally {
    m.delete();
  }
});
}
