// Hostile input on the wasm build (issue 7): every JSON argument nested
// 10^3..10^6 deep (also inside saves), seats of every JS type, NUL and
// trailing text, lone surrogates, seeds above 2^53, unknown setup/save keys,
// the allowSetup policy and crafted pending choices. Every call must answer an
// error object with the documented code and leave the match unchanged; after
// all of it the same module instance must still play a fixed game to exactly
// the save a fresh instance produces. Runs for every game of listGames().
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, loadSwRules, parse, playBots } from './helpers.mjs';

const sw = await loadSwRules();
const games = parse(sw.listGames(), 'listGames');

// The fixed game of each id (seeded bots) played in a fresh module instance,
// before any hostile input: its save is the golden one.
const golden = new Map();
{
  const clean = await loadSwRules();
  for (const g of games) {
    const m = new clean.Match();
    assertOk(parse(m.start(JSON.stringify({ game: g.id, seed: 20260 }))), `start ${g.id}`);
    playBots(m, 'random', 77);
    golden.set(g.id, m.save());
    m.delete();
  }
}

function fixedGameSave(g) {
  const m = new sw.Match();
  try {
    assertOk(parse(m.start(JSON.stringify({ game: g.id, seed: 20260 }))), `start ${g.id}`);
    playBots(m, 'random', 77);
    return m.save();
  } finally {
    m.delete();
  }
}

// A match of game g a few actions in, and its save.
function midGame(g, seed = 4242) {
  const m = new sw.Match();
  assertOk(parse(m.start(JSON.stringify({ game: g.id, seed }))), 'start');
  for (let i = 0; i < 8; i++) {
    const st = parse(m.status());
    if (st.terminal) break;
    const seat = st.toAct[0];
    const acts = parse(m.legalActions(seat));
    assertOk(parse(m.apply(JSON.stringify({ player: seat, id: acts[i % acts.length].id }))), 'apply');
  }
  return m;
}

// call(m) must be an error with one of `codes`; save() and replay() unchanged.
function expectError(m, name, call, codes) {
  const allowed = Array.isArray(codes) ? codes : [codes];
  const before = m.save();
  const beforeReplay = m.replay();
  const r = parse(call(m), name);
  assertError(r, name);
  assert.ok(allowed.includes(r.error.code), `${name}: expected ${allowed.join('|')}, got ${r.error.code} (${r.error.message})`);
  assert.equal(m.save(), before, `${name}: save() changed`);
  assert.equal(m.replay(), beforeReplay, `${name}: replay() changed`);
  return r;
}

const nest = (n, inner = '0') => '['.repeat(n) + inner + ']'.repeat(n);
const nestObj = (n) => '{"a":'.repeat(n) + '0' + '}'.repeat(n);

for (const g of games) {
  test(`${g.id}: nesting 10^3..10^6 in every JSON argument and inside saves, 1,000+ times in one instance; a fixed game still gives its golden save`, () => {
    const m = midGame(g);
    const save = m.save();
    const seat = parse(m.status()).toAct[0];
    const firstOption = (g.optionSpecs[0] || {}).name || 'x';
    const s = JSON.parse(save);
    // Each target puts the nested value D (a string of JSON text) somewhere.
    const replaceIn = (obj, path, D) => {
      // Builds the JSON text of obj with the value at `path` replaced by raw text D.
      const marker = '"@@NEST@@"';
      const copy = structuredClone(obj);
      let o = copy;
      for (const k of path.slice(0, -1)) o = o[k];
      o[path[path.length - 1]] = '@@NEST@@';
      return JSON.stringify(copy).replace(marker, D);
    };
    const cfg = { game: g.id, seed: 1 };
    const targets = [
      ['start(whole)', (D) => (x) => x.start(D), ['bad_json']],
      ['start.options', (D) => (x) => x.start(replaceIn({ ...cfg, options: {} }, ['options'], D)), ['bad_json']],
      [`start.options.${firstOption}`, (D) => (x) => x.start(replaceIn({ ...cfg, options: { [firstOption]: 0 } }, ['options', firstOption], D)), ['bad_json']],
      ['start.setup', (D) => (x) => x.start(replaceIn({ ...cfg, setup: {} }, ['setup'], D)), ['bad_json']],
      ['start.setup.unknown', (D) => (x) => x.start(replaceIn({ ...cfg, setup: { zz: 0 } }, ['setup', 'zz'], D)), ['bad_json']],
      ['apply(whole)', (D) => (x) => x.apply(D), ['bad_json']],
      ['apply.id', (D) => (x) => x.apply(replaceIn({ player: seat, id: '' }, ['id'], D)), ['bad_json']],
      ['botAction.options', (D) => (x) => x.botAction(seat, D), ['bad_json']],
      ['load(whole)', (D) => (x) => x.load(D), ['bad_json']],
      ['load.replay.setup', (D) => (x) => x.load(replaceIn({ ...s, replay: { ...s.replay, setup: {} } }, ['replay', 'setup'], D)), ['bad_json']],
      ['load.replay.options', (D) => (x) => x.load(replaceIn(s, ['replay', 'options'], D)), ['bad_json']],
      ['load.replay.actions', (D) => (x) => x.load(replaceIn(s, ['replay', 'actions'], D)), ['bad_json']],
      ['load.state', (D) => (x) => x.load(replaceIn(s, ['state'], D)), ['bad_json']],
      ['setPolicy', (D) => (x) => x.setPolicy(D), ['bad_json']],
    ];
    const depths = [1e3, 1e4, 1e5, 1e6];
    const texts = depths.map((d) => [nest(d), nestObj(d)]);
    let calls = 0;
    for (let rep = 0; calls < 1000; rep++) {
      for (const [name, make, codes] of targets) {
        for (let i = 0; i < depths.length; i++) {
          const D = texts[i][rep % 2];
          const r = expectError(m, `${name} depth ${depths[i]}`, make(D), codes);
          assert.match(r.error.message, /limit/, `${name}: the message names the limit`);
          calls++;
        }
      }
    }
    assert.equal(m.save(), save);
    // Nesting just within the limit is fine where the API takes free JSON.
    assertError(parse(m.apply(nest(60))), 'apply nested 60 (a valid JSON value of the wrong shape)');
    assert.equal(parse(m.apply(nest(60))).error.code, 'bad_request');
    m.delete();
    assert.equal(fixedGameSave(g), golden.get(g.id), 'the fixed game gives its golden save after the hostile calls');
  });

  test(`${g.id}: seats of every JS type are validated, never coerced`, () => {
    const m = midGame(g);
    const n = g.players.max;
    const bad = [NaN, undefined, null, 2 ** 32, -(2 ** 32), 2 ** 31, 2 ** 53, 1.7, 0.5, -0.5, -1.5, '0', '1', '', true, false,
      {}, [], [0], Infinity, -Infinity, -2, n, 1n, 0n, Symbol('seat'), () => 0, new Number(0)];
    try {
      for (const v of bad) {
        const what = typeof v === 'symbol' ? 'Symbol' : typeof v === 'bigint' ? `${v}n` : String(JSON.stringify(v) ?? v);
        for (const [name, call] of [
          ['view', (x) => x.view(v)], ['log', (x) => x.log(v)], ['legalActions', (x) => x.legalActions(v)],
          ['undoToSeat', (x) => x.undoToSeat(v)], ['botAction', (x) => x.botAction(v, '')], ['concede', (x) => x.concede(v)],
        ]) {
          expectError(m, `${name}(${what})`, call, 'bad_player');
        }
      }
      // Valid seats still work, -1 where allowed.
      assertOk(parse(m.view(-1)), 'view(-1)');
      assertOk(parse(m.view(0)), 'view(0)');
      assert.ok(Array.isArray(parse(m.log(-1))));
      assert.deepEqual(parse(m.legalActions(-1)), []);
      expectError(m, 'undoToSeat(-1)', (x) => x.undoToSeat(-1), 'bad_player');
      expectError(m, 'concede(-1)', (x) => x.concede(-1), 'bad_player');
      // Text arguments of the wrong type are errors too, never embind exceptions.
      for (const v of [undefined, null, 42, {}, [], true, 1n]) {
        const what = typeof v === 'bigint' ? `${v}n` : String(JSON.stringify(v));
        expectError(m, `start(${what})`, (x) => x.start(v), 'bad_request');
        expectError(m, `apply(${what})`, (x) => x.apply(v), 'bad_request');
        expectError(m, `load(${what})`, (x) => x.load(v), 'bad_request');
        expectError(m, `setPolicy(${what})`, (x) => x.setPolicy(v), 'bad_request');
        if (v !== undefined) expectError(m, `botAction(0, ${what})`, (x) => x.botAction(0, v), 'bad_request');
      }
      // apply's "player" inside the JSON: only an integer.
      for (const p of ['"0"', '0.5', 'null', 'true', '[0]', '1e0', '4294967296', '18446744073709551615', '-1']) {
        expectError(m, `apply player ${p}`, (x) => x.apply(`{"player":${p},"id":"x"}`), ['bad_request', 'bad_player', 'illegal_action', 'not_your_turn']);
      }
    } finally {
      m.delete();
    }
  });

  test(`${g.id}: NUL, trailing text and lone surrogates are bad_json in every text argument`, () => {
    const m = midGame(g);
    try {
      const seat = parse(m.status()).toAct[0];
      const id = parse(m.legalActions(seat))[0].id;
      const good = JSON.stringify({ player: seat, id });
      const save = m.save();
      const cfg = JSON.stringify({ game: g.id, seed: 3 });
      for (const [name, text] of [
        ['NUL then garbage', `${good}\u0000 garbage`],
        ['NUL at the end', `${good}\u0000`],
        ['NUL first', `\u0000${good}`],
        ['raw NUL inside the id', `{"player":${seat},"id":"${id}\u0000x"}`],
        ['escaped NUL inside the id', `{"player":${seat},"id":"${id}\\u0000x"}`],
        ['escaped NUL in a key', `{"player":${seat},"id":"${id}","\\u0000":1}`],
        ['trailing garbage', `${good} x`],
        ['two values', `${good}${good}`],
        ['lone high surrogate', `{"player":${seat},"id":"${id}\uD800"}`],
        ['lone low surrogate', `{"player":${seat},"id":"\uDC00${id}"}`],
        ['high surrogate before a quote', `{"player":${seat},"id":"\uD800"}`],
        ['escaped lone surrogate', `{"player":${seat},"id":"\\ud800"}`],
        ['lone surrogate outside strings', `${good}\uD800`],
      ]) {
        expectError(m, `apply ${name}`, (x) => x.apply(text), 'bad_json');
      }
      // A valid astral character is passed through unaltered (and is simply not an id).
      expectError(m, 'apply with an emoji id', (x) => x.apply(`{"player":${seat},"id":"${id}\uD83D\uDE00"}`), 'illegal_action');
      for (const [name, call] of [
        ['start NUL', (x) => x.start(`${cfg}\u0000{`)],
        ['start trailing', (x) => x.start(`${cfg} ]`)],
        ['start game id with NUL', (x) => x.start(`{"game":"${g.id}\\u0000x","seed":1}`)],
        ['start lone surrogate', (x) => x.start(`{"game":"${g.id}\uDBFF","seed":1}`)],
        ['load NUL', (x) => x.load(`${save}\u0000`)],
        ['load lone surrogate', (x) => x.load(`${save.slice(0, -1)}\uD800}`)],
        ['botAction NUL', (x) => x.botAction(seat, '{"kind":"random"}\u0000x')],
        ['botAction lone surrogate', (x) => x.botAction(seat, '{"kind":"random\uDC00"}')],
        ['setPolicy NUL', (x) => x.setPolicy('{}\u0000')],
      ]) {
        expectError(m, name, call, 'bad_json');
      }
      // Trailing text after a save is a syntax error: bad_save (load calls every unreadable document a bad save).
      expectError(m, 'load trailing', (x) => x.load(`${save} x`), 'bad_save');
    } finally {
      m.delete();
    }
  });

  test(`${g.id}: seeds up to 2^64-1 round-trip exactly through JSON.parse(replay())`, () => {
    for (const [text, expect] of [
      ['9007199254740993', '9007199254740993'],
      ['18446744073709551615', '18446744073709551615'],
      ['"9007199254740993"', '9007199254740993'],
      ['"18446744073709551615"', '18446744073709551615'],
      ['9007199254740992', 9007199254740992],
      ['"12"', 12],
    ]) {
      const m = new sw.Match();
      const n = new sw.Match();
      try {
        assertOk(parse(m.start(`{"game":"${g.id}","seed":${text}}`)), `start seed ${text}`);
        for (let i = 0; i < 5; i++) {
          const st = parse(m.status());
          if (st.terminal) break;
          const seat = st.toAct[0];
          assertOk(parse(m.apply(JSON.stringify({ player: seat, id: parse(m.legalActions(seat))[0].id }))), 'apply');
        }
        const rec = JSON.parse(m.replay());
        assert.deepEqual(rec.seed, expect, `seed ${text} in replay()`);
        assert.deepEqual(JSON.parse(m.save()).replay.seed, expect, `seed ${text} in save()`);
        // Start again from what JS parsed, replay the actions: the same game.
        assertOk(parse(n.start(JSON.stringify({ game: rec.game, seed: rec.seed, options: rec.options }))), 'restart');
        for (const a of rec.actions) assertOk(parse(n.apply(JSON.stringify(a))), 'replay action');
        assert.equal(n.save(), m.save(), `seed ${text}: the replayed game is identical`);
        // And the save loads.
        assertOk(parse(n.load(m.save())), 'load');
      } finally {
        m.delete();
        n.delete();
      }
    }
    // 2^53+1 and 2^53 are different games (no rounding on the way in).
    const a = new sw.Match();
    const b = new sw.Match();
    try {
      assertOk(parse(a.start(`{"game":"${g.id}","seed":"9007199254740993"}`)));
      assertOk(parse(b.start(`{"game":"${g.id}","seed":9007199254740992}`)));
      assert.notEqual(a.save(), b.save());
      for (const bad of ['"01"', '"-1"', '"1.5"', '""', '"1e3"', '" 1"', '"18446744073709551616"', '18446744073709551616',
        '-1', '1.5', 'true', 'null', '[1]', '{}']) {
        expectError(a, `start seed ${bad}`, (x) => x.start(`{"game":"${g.id}","seed":${bad}}`), 'bad_request');
      }
      // Integer options: 2^64-1 is not -1, and fractions are no integers.
      for (const spec of g.optionSpecs.filter((o) => typeof o.default === 'number')) {
        for (const v of ['18446744073709551615', '4294967295', '1.5', '-9223372036854775808']) {
          expectError(a, `option ${spec.name}=${v}`, (x) => x.start(`{"game":"${g.id}","seed":1,"options":{"${spec.name}":${v}}}`), 'bad_option');
        }
      }
    } finally {
      a.delete();
      b.delete();
    }
  });

  test(`${g.id}: unknown config, setup and save keys are errors naming the key; format and version are checked`, () => {
    const m = midGame(g);
    try {
      const save = m.save();
      const s = JSON.parse(save);
      const ld = (obj) => (x) => x.load(JSON.stringify(obj));
      let r = expectError(m, 'start unknown key', (x) => x.start(JSON.stringify({ game: g.id, seed: 1, sed: 2 })), 'bad_request');
      assert.match(r.error.message, /sed/);
      r = expectError(m, 'start setup typo', (x) => x.start(JSON.stringify({ game: g.id, seed: 1, setup: { zzTypo: {} } })), 'bad_setup');
      assert.match(r.error.message, /zzTypo/);
      const big = {};
      for (let i = 0; i < 100000; i++) big[`k${i}`] = i;
      expectError(m, 'start setup with 100,000 keys', (x) => x.start(JSON.stringify({ game: g.id, seed: 1, setup: big })), 'bad_setup');
      expectError(m, 'start setup with a 10 MB string', (x) => x.start(JSON.stringify({ game: g.id, seed: 1, setup: { note: 'x'.repeat(10_000_000) } })), 'bad_json');
      for (const [name, doc, key] of [
        ['save key', { ...s, extra: 1 }, 'extra'],
        ['replay key', { ...s, replay: { ...s.replay, note: 'hi' } }, 'note'],
        ['replay setup typo', { ...s, replay: { ...s.replay, setup: { zzTypo: 1 } } }, 'zzTypo'],
        ['replay action key', { ...s, replay: { ...s.replay, actions: [{ ...s.replay.actions[0], why: 1 }, ...s.replay.actions.slice(1)] } }, null],
        ['replay format', { ...s, replay: { ...s.replay, format: 'other' } }, 'format'],
        ['replay format missing', { ...s, replay: { ...s.replay, format: undefined } }, 'format'],
        ['replay version', { ...s, replay: { ...s.replay, version: 2 } }, 'version'],
        ['replay version string', { ...s, replay: { ...s.replay, version: '1' } }, 'version'],
      ]) {
        r = expectError(m, `load ${name}`, ld(doc), 'bad_save');
        if (key) assert.match(r.error.message, new RegExp(key), `${name}: names ${key}`);
      }
    } finally {
      m.delete();
    }
  });

  test(`${g.id}: the allowSetup:false policy rejects setups in start and in loaded saves`, () => {
    const withSetup = new sw.Match();
    const strict = new sw.Match();
    const open = new sw.Match();
    try {
      assertOk(parse(withSetup.start(JSON.stringify({ game: g.id, seed: 5, setup: {} }))), 'start with an empty setup');
      const setupSave = withSetup.save();
      assert.ok('setup' in JSON.parse(setupSave).replay);
      assertOk(parse(strict.setPolicy('{"allowSetup":false}')), 'setPolicy');
      assertOk(parse(strict.start(JSON.stringify({ game: g.id, seed: 6 }))), 'strict start without setup');
      const plain = strict.save();
      let r = expectError(strict, 'strict load of a save with a setup', (x) => x.load(setupSave), 'bad_save');
      assert.match(r.error.message, /allowSetup/);
      r = expectError(strict, 'strict start with a setup', (x) => x.start(JSON.stringify({ game: g.id, seed: 6, setup: {} })), 'bad_setup');
      assert.match(r.error.message, /allowSetup/);
      assertOk(parse(strict.load(plain)), 'strict load of a normal save');
      assertOk(parse(open.load(setupSave)), 'the default policy loads it');
      for (const bad of ['{"allowSetup":0}', '{"allowSetup":"no"}', '{"allow":false}', '[]', '1']) {
        expectError(strict, `setPolicy ${bad}`, (x) => x.setPolicy(bad), 'bad_request');
      }
      // A bad setPolicy kept the policy.
      expectError(strict, 'still strict', (x) => x.load(setupSave), 'bad_save');
      assertOk(parse(strict.setPolicy('{"allowSetup":true}')));
      assertOk(parse(strict.load(setupSave)), 'policy lifted');
    } finally {
      withSetup.delete();
      strict.delete();
      open.delete();
    }
  });
}

// EvR: a save naming any power as pending, with any step/seat/owner/source,
// is rejected (it could not arise from its replay), never a trap.
test('evr: crafted pending choices for every power are rejected, never a trap', { skip: !games.some((g) => g.id === 'evr') }, () => {
  const m = new sw.Match();
  try {
    assertOk(parse(m.start(JSON.stringify({ game: 'evr', seed: 9, options: { characters: 'random' } }))));
    // Reach the struggle with some cards in play.
    for (let i = 0; i < 60; i++) {
      const st = parse(m.status());
      if (st.terminal || (st.phase === 'struggle' && st.actions > 12)) break;
      const seat = st.toAct[0];
      const acts = parse(m.legalActions(seat));
      assertOk(parse(m.apply(JSON.stringify({ player: seat, id: acts[i % acts.length].id }))));
    }
    const save = m.save();
    const s = JSON.parse(save);
    const POWERS = 28; // PowerId::Count in games/evr/cards.h: 0 (None) and 28 are no powers at all
    let loads = 0;
    for (let power = 0; power <= POWERS; power++) {
      for (const step of [0, 1, 2, 3]) {
        for (const [seat, owner] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
          for (const source of [-1, 0, 5, 19, 20, 33, 39]) {
            for (const ab of [-1, 0, 1, 23]) {
              const doc = structuredClone(s);
              doc.state.pending = { power, step, seat, owner, source, a: ab, b: ab, count: step };
              const r = parse(m.load(JSON.stringify(doc)), 'load');
              assertError(r, `pending ${power}/${step}`);
              assert.equal(r.error.code, 'bad_save');
              loads++;
            }
          }
        }
      }
    }
    assert.ok(loads > 10000);
    assert.equal(m.save(), save);
  } finally {
    m.delete();
  }
});
